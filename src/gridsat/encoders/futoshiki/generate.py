"""Random Futoshiki for ``gridsat generate``: the clues of an answer (the shared driver plants a
random Latin square on the empty grid): every digit as a given and a sign between every two
neighbours, taken away while the puzzle stays unique."""
from __future__ import annotations

from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle


def board(rng, size, options) -> Puzzle:
    n = size[0]
    if n < 2:
        raise InputError(f"a {n}x{n} grid is too small for Futoshiki (at least 2x2)")
    return Puzzle([[None] * n for _ in range(n)], source="generated")


def shows(p: Puzzle, sol) -> dict:
    grid = sol.grid
    out: dict = {("given", r, c): grid[r][c] for r, c in p}
    for a, b in p.neighbour_pairs():
        out[("sign",) + a + b] = (a, b) if grid[a[0]][a[1]] > grid[b[0]][b[1]] else (b, a)
    return out


def pose(p: Puzzle, clues: dict) -> Puzzle:
    cells = [[None] * p.size for _ in range(p.size)]
    for key, v in clues.items():
        if key[0] == "given":
            cells[key[1]][key[2]] = v
    return Puzzle(cells, greater=[v for key, v in clues.items() if key[0] == "sign"], source=p.source)


GENERATOR = Generator(board=board, shows=shows, pose=pose, size=(5, 5), square=True)
