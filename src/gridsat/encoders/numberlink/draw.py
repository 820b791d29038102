"""Numberlink drawn as text (box-drawing lines) and SVG (one coloured line per clue label)."""
from __future__ import annotations

from ...render.svg import INK, PALETTE, Board, escape

_GLYPH = {  # (up, right, down, left) -> line glyph
    (1, 0, 1, 0): "│", (0, 1, 0, 1): "─", (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐",
    (1, 1, 0, 0): "└", (1, 0, 0, 1): "┘",
}
_ASCII = {(1, 0, 1, 0): "|", (0, 1, 0, 1): "-"}


def _head(p, sol) -> str:
    variant = f", {sol.variant} rule" if sol else ""
    return f"Numberlink {p.width}x{p.height}, {len(p.labels)} pair{'s' if len(p.labels) != 1 else ''}{variant}"


def draw(p, sol=None, ascii: bool = False) -> str:
    links: set = set()
    if sol:
        for _, cells in sol.paths:
            for a, b in zip(cells, cells[1:]):
                links.add((a, b))
                links.add((b, a))
    wide = max(len(x) for x in p.labels)

    def glyph(r: int, c: int) -> str:
        x = p.grid[r][c]
        if x is not None:
            return x.rjust(wide)
        key = tuple(int(((r, c), nb) in links) for nb in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)))
        if not any(key):
            return "." * wide if wide == 1 else ".".rjust(wide)
        ch = (_ASCII.get(key, "+") if ascii else _GLYPH.get(key, "┼"))
        fill = ("-" if ascii else "─") if key[3] else " "
        return fill * (wide - 1) + ch

    lines = []
    for r in range(p.height):
        parts = []
        for c in range(p.width):
            parts.append(glyph(r, c))
            if c + 1 < p.width:
                parts.append(("-" if ascii else "─") if ((r, c), (r, c + 1)) in links else " ")
        lines.append("".join(parts).rstrip())
    return _head(p, sol) + "\n" + "\n".join(lines)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Numberlink {p.width}x{p.height}, {len(p.labels)} pairs"
              + (f", {sol.variant} rule" if sol else ""))
    b.grid()
    b.frame()
    colour = {lab: PALETTE[i % len(PALETTE)] for i, lab in enumerate(p.labels)}
    for label, cells in (sol.paths if sol else ()):
        b.path(cells, colour.get(label, INK), extra=f' data-label="{escape(label)}"')
    for r, row in enumerate(p.grid):
        for c, lab in enumerate(row):
            if lab is not None:
                b.disc(r, c, 0.36, "white", colour[lab], 3, "clue", extra=f' data-label="{escape(lab)}"')
                cx, cy = b.centre(r, c)
                b.text(cx, cy, lab, 18 if len(lab) < 3 else 13, INK, "clue-label", "bold")
    return b.document()
