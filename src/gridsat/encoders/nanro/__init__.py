"""Nanro.

Rules (pzprjs ``nanro``, Nikoli): a grid divided into rooms.  Write numbers in some cells:

* every room holds at least one number, and every number in a room equals how many of the
  room's cells hold a number;
* the numbered cells are connected (orthogonally) into one group;
* no 2x2 block of cells is all numbered;
* two equal numbers in different rooms never share an edge.

Given numbers stand (pzprjs's ``?``: a numbered cell whose number is not given).

Formats: native text ``nanro 4x4`` then rows of ``.``, numbers and ``?``, ``rooms`` and the
room labels; JSON; puzz.link ``nanro/W/H/BODY`` (pzprjs: the borders, then number16);
puzzlekit's ``R C``, the givens, then the room labels.  Answer: a grid of numbers, 0 empty.
"""
from __future__ import annotations

import random
from itertools import combinations, product

from ...answers import Numbers
from ...board import Board, Cells
from ...cardinality import exactly, unary_counter
from ...connectivity import connected
from ...connectivity.graph import connected_components, grid_graph
from ...declare import Url, declare, random_rooms, sprinkle
from ...digits import given_digits
from ...formats.codecs import Borders, Number16, Seq
from ...genre import Generator, posed_cells
from ...latin import Digits
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), rooms=True, max_size=100)
NUMBERS = Numbers()


def rules(p, model, options) -> None:
    grid = Digits(model, {cell: range(len(room) + 1) for room in p.room_cells for cell in room}, name="value")
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    numbered = {cell: -grid.lit(cell, 0) for cell in p}
    for cell in p:
        exactly(model, [v for _, v in grid.lits(cell)], 1)
    given_digits(model, grid, p.numbers())
    for cell, v in p.clues().items():
        if v == "?":
            with model.tag(f"{cell_name(*cell)} holds a number"):
                model.add([numbered[cell]])
    for i, room in enumerate(p.room_cells):
        # the room's number n: its numbered cells hold n, and there are n of them (at least one)
        with model.tag(f"room {i + 1} ({cell_name(*room[0])}): each number counts the room's numbers"):
            count = unary_counter(model, [numbered[cell] for cell in room])
            model.add([count[0]])
            for n in range(1, len(room) + 1):
                exact = [count[n - 1]] + ([-count[n]] if n < len(room) else [])
                for cell in room:
                    model.add_all([[-grid.lit(cell, n), x] for x in exact])
                    model.add([-numbered[cell], grid.lit(cell, n)] + [-x for x in exact])
    for block in p.blocks():
        model.add([-numbered[cell] for cell in block])
    for a, b in p.edges():
        if p.room_of(*a) != p.room_of(*b):
            here = dict(grid.lits(a))
            model.add_all([-here[d], -v] for d, v in grid.lits(b) if d and d in here)
    root = min(p.clues(), default=None)
    connected(model, grid_graph(p.rows, p.cols), active=numbered, root=root)


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the solution is not a {p.cols}x{p.rows} grid"]
    problems = [f"{cell_name(*x)} holds {g[x[0]][x[1]]}, the given is {v}" for x, v in p.clues().items()
                if g[x[0]][x[1]] != v and not (v == "?" and g[x[0]][x[1]] != 0)]
    on = {cell for cell in p if g[cell[0]][cell[1]] != 0}
    for i, room in enumerate(p.room_cells):
        nums = [g[r][c] for r, c in room if (r, c) in on]
        if not nums or any(n != len(nums) for n in nums):
            problems.append(f"room {i + 1} ({cell_name(*room[0])}) holds {nums or 'no numbers'}, "
                            f"each should be how many numbers it holds ({len(nums)})")
    if len(list(connected_components(grid_graph(p.rows, p.cols).subgraph(on)))) > 1:
        problems.append("the numbered cells are not connected")
    problems += [f"the 2x2 block at {cell_name(*b[0])} is all numbered" for b in p.blocks() if set(b) <= on]
    problems += [f"{cell_name(*a)} and {cell_name(*b)} are in different rooms and both hold {g[a[0]][a[1]]}"
                 for a, b in p.edges() if a in on and p.room_of(*a) != p.room_of(*b) and g[a[0]][a[1]] == g[b[0]][b[1]]]
    return problems


def candidates(p):
    """Every choice of a nonempty set of numbered cells per room, each holding the set's size."""
    choices = [[s for k in range(1, len(room) + 1) for s in combinations(room, k)] for room in p.room_cells]
    for pick in product(*choices):
        grid = [[0] * p.cols for _ in range(p.rows)]
        for cells in pick:
            for r, c in cells:
                grid[r][c] = len(cells)
        yield NUMBERS.solution(tuple(map(tuple, grid)))


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 3)
    rooms = random_rooms(rng, rows, cols, rng.randint(2, rows * cols // 2 + 1))
    cells = sprinkle(rng, rows, cols, rng.randint(0, 2), lambda: rng.choice((1, 2, "?")))
    return Puzzle(cells, rooms)


def givens(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): its every number, as a given."""
    return {(r, c): sol.grid[r][c] for r, c in p if sol.grid[r][c]}


GENRE = declare(
    "nanro", "Nanro", BOARD, NUMBERS, rules, check, module=__name__,
    url=Url(("nanro",), Seq(("rooms", Borders()), ("cells", Number16()))), puzzlekit=("cells", "rooms"),
    tiny=tiny, candidates=candidates, uses=frozenset({"connect"}),
    generate=Generator(shows=givens, pose=posed_cells, size=(6, 6)))
Puzzle = GENRE.puzzle
