"""Twenty-Four-Seven drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import INK, Board
from .puzzle import N

_TEXT_MARK = {"sum": "", "first": "'", "either": "?"}
_SVG_MARK = {"sum": "", "first": "′", "either": "?"}


def draw(p, sol=None, ascii: bool = False) -> str:
    covered = p.covered()
    clue_at = {(c.side, c.index): c for c in p.clues}

    def mark(side: str, i: int) -> str:
        c = clue_at.get((side, i))
        return "   " if c is None else f"{c.value}{_TEXT_MARK[c.kind]}".rjust(3)

    out = [f"Twenty-Four-Seven {p.rows}x{p.cols}, {len(p.grids)} grid(s)"
           + ("; clues: n = sum, n' = first seen, n? = either" if p.clues else "")]
    if p.clues:
        out.append("    " + "".join(mark("top", c) for c in range(p.cols)))
    for r in range(p.rows):
        cells = []
        for c in range(p.cols):
            v = sol.grid[r][c] if sol else p.givens[r][c]
            if v:
                given = p.givens[r][c] and not ascii
                cells.append(f" {'①②③④⑤⑥⑦'[v - 1] if given else v} ")
            else:
                cells.append(" . " if (r, c) in covered else ("   " if not ascii else " # "))
        out.append(mark("left", r) + " " + "".join(cells) + " " + mark("right", r).strip())
    if p.clues:
        out.append("    " + "".join(mark("bottom", c) for c in range(p.cols)))
    return "\n".join(line.rstrip() for line in out)


def draw_svg(p, sol=None) -> str:
    b = Board(p.rows, p.cols, f"Twenty-Four-Seven {p.rows}x{p.cols}, {len(p.grids)} grid(s)",
              margin=(1, 1, 1, 1))  # room for outside clues
    covered = p.covered()
    for r in range(p.rows):
        for c in range(p.cols):
            if (r, c) not in covered:
                b.fill(r, c, "#bdbdbd", "outside")
            elif sol is not None and not sol.grid[r][c]:
                b.fill(r, c, "#e8e8e8", "empty")
    b.grid()
    for top, left in p.grids:
        x, y = b.corner(top, left)
        b.rect(x, y, N * b.cell, N * b.cell, stroke=INK, width=3, cls="grid7")
    for r in range(p.rows):
        for c in range(p.cols):
            given = p.givens[r][c]
            v = given or (sol.grid[r][c] if sol else 0)
            if given:
                b.disc(r, c, radius=0.4, fill="none", width=1.5)
            if v:
                b.number(r, c, v, given=bool(given), size=20)
    for clue in p.clues:
        b.outside(clue.side, clue.index, f"{clue.value}{_SVG_MARK[clue.kind]}", 14,
                  "#7a1f1f" if clue.kind == "either" else INK)
    return b.document()
