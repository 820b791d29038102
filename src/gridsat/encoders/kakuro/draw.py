"""Kakuro drawn as text and SVG (shared primitives): clue cells split by a diagonal, the down
sum below it and the across sum above it."""
from __future__ import annotations

from ...render.svg import INK, Board
from .formats import _token


def draw(p, sol=None, ascii: bool = False) -> str:
    def cell(r: int, c: int) -> str:
        if p.grid[r][c] is not None:
            return _token(p.grid[r][c])
        return str(sol.grid[r][c]) if sol and sol.grid[r][c] else "."

    rows = [[cell(r, c) for c in range(p.width)] for r in range(p.height)]
    wide = max(len(t) for row in rows for t in row)
    return f"Kakuro {p.width}x{p.height}\n" + "\n".join(" ".join(t.rjust(wide) for t in row) for row in rows)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Kakuro {p.width}x{p.height}")
    s = b.cell
    for r, row in enumerate(p.grid):
        for c, cell in enumerate(row):
            if cell is None:
                if sol and sol.grid[r][c]:
                    b.number(r, c, sol.grid[r][c], given=False)
                continue
            b.fill(r, c, "#c8c8c8", "black")
            x, y = b.corner(r, c)
            down, across = cell
            if down is not None or across is not None:
                b.line(x, y, x + s, y + s, INK, 1, "diagonal")
            if down is not None:
                b.text(x + s * 0.3, y + s * 0.72, down, s * 0.3, INK, "clue")
            if across is not None:
                b.text(x + s * 0.7, y + s * 0.3, across, s * 0.3, INK, "clue")
    b.grid()
    b.frame()
    return b.document()
