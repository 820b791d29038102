"""Suguru (Tectonic).

Rules: the grid is divided into rooms.  Fill every cell with a number so that a room of k
cells holds each of 1..k once, and two cells that touch, even diagonally only, never hold
the same number.  Given numbers stand.
"""
from __future__ import annotations

import random

from ...answers import Numbers
from ...board import Board, Cells
from ...declare import declare, random_rooms, sprinkle
from ...digits import given_digits, room_digits, room_fillings
from ...render.text import cell_name
from .generate import generator

BOARD = Board(cells=Cells(numbers=(1, None)), rooms=True, max_size=100)
Puzzle = BOARD.puzzle_type("suguru", __name__)
NUMBERS = Numbers()


def touching(p):
    """Every pair of cells that touch (an edge or a corner), once."""
    return [(a, b) for a in p for b in p.around(*a) if a < b]


def rules(p, model, options) -> None:
    # a room of k cells holds 1..k once; a given number stands
    grid = room_digits(model, p.room_cells, tagged=True)
    given_digits(model, grid, p.numbers())
    no_touching(model, grid, p.room_cells)


def no_touching(model, grid, rooms) -> None:
    """Equal numbers never touch, not even diagonally (cells of one room differ already)."""
    room = {cell: i for i, cells in enumerate(rooms) for cell in cells}
    for a in room:
        for b in [(a[0] + dr, a[1] + dc) for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1))]:
            if room.get(b, room[a]) != room[a]:
                here = dict(grid.lits(a))
                model.add_all([-here[d], -v] for d, v in grid.lits(b) if d in here)


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the solution is not a {p.cols}x{p.rows} grid"]
    problems = [f"{cell_name(*x)} holds {g[x[0]][x[1]]}, the given is {v}" for x, v in p.numbers().items()
                if g[x[0]][x[1]] != v]
    for i, room in enumerate(p.room_cells):
        if sorted(g[r][c] for r, c in room) != list(range(1, len(room) + 1)):
            problems.append(f"room {i + 1} ({cell_name(*room[0])}) does not hold 1..{len(room)} once")
    problems += [f"{cell_name(*a)} and {cell_name(*b)} touch and both hold {g[a[0]][a[1]]}"
                 for a, b in touching(p) if g[a[0]][a[1]] == g[b[0]][b[1]]]
    return problems


def candidates(p):
    return (NUMBERS.solution(grid) for grid in room_fillings(p.rows, p.cols, p.room_cells))


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 3)
    rooms = random_rooms(rng, rows, cols, rng.randint(2, rows * cols // 2 + 1))
    cells = sprinkle(rng, rows, cols, rng.randint(0, 2), lambda: rng.randint(1, 3))
    return Puzzle(cells, rooms)


GENRE = declare(
    "suguru", "Suguru", BOARD, NUMBERS, rules, check, module=__name__, aliases=("tectonic",),
    puzzlekit=("cells", "rooms"), tiny=tiny, candidates=candidates,
    puzzle=Puzzle, generate=generator(Puzzle, no_touching))
