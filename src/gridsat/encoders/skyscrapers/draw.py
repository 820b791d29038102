"""Skyscrapers drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import Board
from .puzzle import SIDES


def draw(p, sol=None, ascii: bool = False) -> str:
    n = p.size
    w = len(str(n))
    grid = sol.grid if sol else p.givens

    def cell(v) -> str:
        return (str(v) if v else ".").rjust(w)

    bar = "|" if ascii else "│"
    rows = [" " * (w + 3) + " ".join(cell(v) for v in p.top)]
    for r in range(n):
        rows.append(f"{cell(p.left[r])} {bar} {' '.join(cell(v) for v in grid[r])} {bar} {cell(p.right[r])}")
    rows.append(" " * (w + 3) + " ".join(cell(v) for v in p.bottom))
    return f"Skyscrapers {n}x{n}\n" + "\n".join(rows)


def draw_svg(p, sol=None) -> str:
    n = p.size
    b = Board(n, n, f"Skyscrapers {n}x{n}", margin=(1, 1, 1, 1))
    b.grid()
    b.frame()
    for side in SIDES:
        for i, k in enumerate(getattr(p, side)):
            if k is not None:
                b.outside(side, i, k, b.cell * 0.45)
    size = b.cell * (0.5 if n <= 9 else 0.4)
    for r in range(n):
        for c in range(n):
            given = p.givens[r][c]
            v = given or (sol.grid[r][c] if sol else 0)
            if v:
                b.number(r, c, v, bool(given), size)
    return b.document()
