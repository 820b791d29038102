"""Ripple Effect (Hakyukoka).

Rules: the grid is divided into rooms.  Fill every cell with a number so that a room of k
cells holds each of 1..k once, and two equal numbers N in one row or one column have at least
N cells between them.  Given numbers stand (pzprjs's ``?``: a number not given).
"""
from __future__ import annotations

import random

from ...answers import Numbers
from ...board import Board, Cells
from ...declare import Url, declare, random_rooms, sprinkle
from ...digits import given_digits, room_digits, room_fillings
from ...formats.codecs import Borders, Number16, Seq
from ...genre import Generator, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), rooms=True, max_size=100)
NUMBERS = Numbers()


def too_close(p):
    """``(a, b, gap)``: two cells of one row or column and the cells between them (a first)."""
    for a in p:
        for dr, dc in ((0, 1), (1, 0)):
            for gap in range(max(p.rows, p.cols)):
                b = (a[0] + dr * (gap + 1), a[1] + dc * (gap + 1))
                if p.inside(*b):
                    yield a, b, gap


def rules(p, model, options) -> None:
    # a room of k cells holds 1..k once; a given number stands
    grid = room_digits(model, p.room_cells, tagged=True)
    given_digits(model, grid, {cell: v for cell, v in p.numbers().items()})
    # two equal numbers N in a line have N cells or more between them
    for a, b, gap in too_close(p):
        here = dict(grid.lits(a))
        model.add_all([-here[d], -v] for d, v in grid.lits(b) if d in here and d > gap)


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the solution is not a {p.cols}x{p.rows} grid"]
    problems = [f"{cell_name(*x)} holds {g[x[0]][x[1]]}, the given is {v}" for x, v in p.numbers().items()
                if g[x[0]][x[1]] != v]
    for i, room in enumerate(p.room_cells):
        if sorted(g[r][c] for r, c in room) != list(range(1, len(room) + 1)):
            problems.append(f"room {i + 1} ({cell_name(*room[0])}) does not hold 1..{len(room)} once")
    if problems:
        return problems
    return [f"{cell_name(*a)} and {cell_name(*b)} both hold {g[a[0]][a[1]]} with {gap} cells between them"
            for a, b, gap in too_close(p) if g[a[0]][a[1]] == g[b[0]][b[1]] and gap < g[a[0]][a[1]]]


def candidates(p):
    return (NUMBERS.solution(grid) for grid in room_fillings(p.rows, p.cols, p.room_cells))


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 3)  # (3x4 rooms made the brute force take 30 s)
    rooms = random_rooms(rng, rows, cols, rng.randint(max(1, rows * cols // 3), rows * cols // 2))  # (rooms of 2-3)
    cells = sprinkle(rng, rows, cols, rng.randint(0, 2), lambda: rng.choice((1, 2, 3, "?")))
    return Puzzle(cells, rooms)


def givens(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): its every number, as a given."""
    return {(r, c): sol.grid[r][c] for r, c in p}


GENRE = declare(
    "ripple", "Ripple Effect", BOARD, NUMBERS, rules, check, module=__name__, aliases=("hakyuu", "hakyukoka"),
    url=Url(("ripple", "hakyukoka"), Seq(("rooms", Borders()), ("cells", Number16()))),
    puzzlekit=("cells", "rooms"), tiny=tiny, candidates=candidates,
    generate=Generator(shows=givens, pose=posed_cells, room_size=3, size=(6, 6)))
Puzzle = GENRE.puzzle
