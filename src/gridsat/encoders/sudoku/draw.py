"""Sudoku drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import Board
from ...render.text import region_grid
from .puzzle import SYMBOLS, sym

_CAGE_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def draw(p, sol=None, ascii: bool = False) -> str:
    n = p.size
    grid = sol.grid if sol else p.givens
    head = f"Sudoku {n}x{n}, " + (f"{p.box[0]}x{p.box[1]} boxes" if p.box else "jigsaw regions")
    if p.diagonals:
        head += ", X (diagonals)"
    if p.cages:
        head += f", killer ({len(p.cages)} cages)"
    if n <= len(SYMBOLS):
        body = region_grid(p.regions, lambda r, c: sym(grid[r][c], n) if grid[r][c] else ".", ascii)
    else:
        width = len(str(n))
        body = "\n".join(" ".join(str(v).rjust(width) if v else ".".rjust(width) for v in row)
                         for row in grid)
    out = [head, body]
    if p.cages:
        letters = _CAGE_LETTERS
        cage_no = {cell: i for i, cage in enumerate(p.cages) for cell in cage.cells}
        out.append("cages:")
        out.append(region_grid([[cage_no[r, c] for c in range(n)] for r in range(n)],
                               lambda r, c: letters[cage_no[r, c] % len(letters)], ascii))
        out.append("sums: " + " ".join(f"{letters[i % len(letters)]}={k.total}"
                                       for i, k in enumerate(p.cages)))
    return "\n".join(out)


def draw_svg(p, sol=None) -> str:
    n = p.size
    b = Board(n, n, f"Sudoku {n}x{n}")
    if p.diagonals:
        for r in range(n):
            for c in (r, n - 1 - r):
                b.fill(r, c, "#eeeeee", "diagonal")
    b.grid()
    for k in p.cages:
        _cage_outline(b, set(k.cells))
        x, y = b.corner(*min(k.cells))
        b.text(x + 6, y + 9, k.total, 10, cls="cage-sum", anchor="start")
    b.walls(p.regions)
    size = 22 if n <= 9 else 16 if n <= 16 else 12
    dy = 3 if p.cages else 0  # room for the cage sums
    for r in range(n):
        for c in range(n):
            given = p.givens[r][c]
            v = given or (sol.grid[r][c] if sol else 0)
            if v:
                b.number(r, c, sym(v, n), bool(given), size, dy)
    return b.document()


def _cage_outline(b: Board, cells: set) -> None:
    """A dashed outline inset from the cell edges, on the sides facing out of the cage."""
    s, inset = b.cell, 4
    for r, c in cells:
        x, y = b.corner(r, c)
        for (dr, dc), (ax, ay, bx, by) in (((-1, 0), (0, 0, 1, 0)), ((1, 0), (0, 1, 1, 1)),
                                           ((0, -1), (0, 0, 0, 1)), ((0, 1), (1, 0, 1, 1))):
            if (r + dr, c + dc) not in cells:
                xa, ya = x + (inset if ax == 0 else s - inset), y + (inset if ay == 0 else s - inset)
                xb, yb = x + (inset if bx == 0 else s - inset), y + (inset if by == 0 else s - inset)
                b.line(xa, ya, xb, yb, "#555555", 1, "cage", ' stroke-dasharray="3,2"')
