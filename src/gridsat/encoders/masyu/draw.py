"""Masyu drawn as text (pearls, the loop between cells) and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import INK, Board

_PEARL = {"W": ("○", "o"), "B": ("●", "@")}
_GLYPH = {  # (up, right, down, left) -> the loop in a cell without a pearl
    (1, 0, 1, 0): ("│", "|"), (0, 1, 0, 1): ("─", "-"), (0, 1, 1, 0): ("┌", "+"), (0, 0, 1, 1): ("┐", "+"),
    (1, 1, 0, 0): ("└", "+"), (1, 0, 0, 1): ("┘", "+"),
}


def _links(sol) -> set:
    loop = list(sol.loop) if sol else []
    pairs = set(zip(loop, loop[1:] + loop[:1])) if len(loop) > 1 else set()
    return pairs | {(b, a) for a, b in pairs}


def draw(p, sol=None, ascii: bool = False) -> str:
    """One line per row: a cell, then ``─`` when the loop joins it to the cell on its right;
    between rows, ``│`` under each cell the loop joins to the cell below."""
    links, k = _links(sol), 1 if ascii else 0

    def cell(r: int, c: int) -> str:
        if (r, c) in p.pearls:
            return _PEARL[p.pearls[r, c]][k]
        key = tuple(int(((r, c), nb) in links) for nb in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)))
        return _GLYPH.get(key, ("·", "."))[k] if any(key) else "." if ascii else "·"

    lines = []
    for r in range(p.height):
        row = ""
        for c in range(p.width):
            row += cell(r, c) + ("─-"[k] if ((r, c), (r, c + 1)) in links else " ")
        lines.append(row.rstrip())
        if r + 1 < p.height and sol:
            lines.append("".join(("│|"[k] if ((r, c), (r + 1, c)) in links else " ") + " "
                                 for c in range(p.width)).rstrip())
    pearls = list(p.pearls.values())
    head = f"Masyu {p.width}x{p.height}, {pearls.count('W')} white and {pearls.count('B')} black pearls"
    return head + "\n" + "\n".join(lines)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Masyu {p.width}x{p.height}")
    b.grid()
    if sol and len(sol.loop) > 1:
        b.path(sol.loop, closed=True, width=0.16, cls="loop")
    for (r, c), kind in p.pearls.items():
        b.disc(r, c, 0.3, "white" if kind == "W" else INK, INK, 2, "pearl-white" if kind == "W" else "pearl-black")
    b.frame()
    return b.document()
