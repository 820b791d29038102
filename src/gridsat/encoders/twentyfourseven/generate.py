"""Random Twenty-Four-Seven for ``gridsat generate`` (one 7x7 grid): the clues of an answer
(the shared driver plants a random answer on the empty grid): every number as a given and the
first number seen from each side of every row and column, taken away while the puzzle stays
unique."""
from __future__ import annotations

from ...formats import InputError
from ...genre import Generator
from .puzzle import N, SIDES, Clue, Puzzle


def board(rng, size, options) -> Puzzle:
    if tuple(size) != (N, N):
        raise InputError(f"gridsat generates Twenty-Four-Seven on one {N}x{N} grid (--size {N})")
    return Puzzle(N, N, givens=tuple((0,) * N for _ in range(N)), source="generated")


def shows(p: Puzzle, sol) -> dict:
    grid = sol.grid
    out: dict = {(r, c): grid[r][c] for r in range(p.rows) for c in range(p.cols) if grid[r][c]}
    for side in SIDES:
        for i in range(p.rows if side in ("left", "right") else p.cols):
            seen = [grid[r][c] for r, c in p.line(Clue(side, i, "first", 1)) if grid[r][c]]
            if seen:
                out[(side, i)] = seen[0]
    return out


def pose(p: Puzzle, clues: dict) -> Puzzle:
    givens = tuple(tuple(clues.get((r, c), 0) for c in range(p.cols)) for r in range(p.rows))
    first = tuple(Clue(key[0], key[1], "first", v) for key, v in clues.items() if isinstance(key[0], str))
    return Puzzle(p.rows, p.cols, p.grids, givens, first, p.source)


GENERATOR = Generator(board=board, shows=shows, pose=pose, size=(N, N), square=True)
