"""Random Skyscrapers for ``gridsat generate``: the clues of an answer (the shared driver plants
a random Latin square on the empty grid): every outside count and every height as a given,
taken away while the puzzle stays unique."""
from __future__ import annotations

from ...board import SIDES
from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle, line_from


def board(rng, size, options) -> Puzzle:
    n = size[0]
    if n < 2:
        raise InputError(f"a {n}x{n} grid is too small for Skyscrapers (at least 2x2)")
    return Puzzle(cells=[[None] * n for _ in range(n)], source="generated")


def seen(heights) -> int:
    """How many of the heights (nearest first) are taller than every one before them."""
    count, top = 0, 0
    for h in heights:
        if h > top:
            count, top = count + 1, h
    return count


def shows(p: Puzzle, sol) -> dict:
    grid, n = sol.grid, p.size
    out: dict = {("given", r, c): grid[r][c] for r, c in p}
    for side in SIDES:
        for i in range(n):
            out[(side, i)] = seen(grid[r][c] for r, c in line_from(side, i, n))
    return out


def pose(p: Puzzle, clues: dict) -> Puzzle:
    n = p.size
    outside = {side: [clues.get((side, i)) for i in range(n)] for side in SIDES}
    return p.replace(cells=[[clues.get(("given", r, c)) for c in range(n)] for r in range(n)], outside=outside)


GENERATOR = Generator(board=board, shows=shows, pose=pose, size=(5, 5), square=True)
