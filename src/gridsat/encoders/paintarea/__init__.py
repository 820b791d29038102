"""Paint Area (puzz.link ``paintarea``).

Rules (pzprjs): a grid divided into rooms, some cells numbered 0-4 (``?``: a number not
given).  Shade rooms whole: every room is all shaded or all unshaded; the shaded cells form
one orthogonally connected area; no 2x2 block is all shaded, and none all unshaded; a number
counts the shaded cells among its four neighbours (a numbered cell may be shaded).

Formats: native text ``paintarea 5x5``, the cell rows, then ``rooms`` and the room labels;
JSON ``{"genre": "paintarea", "cells": [...], "rooms": [...]}``; puzz.link ``paintarea`` (room
borders, then pzprjs's number10 cells); puzzlekit's ``R C`` text (clue grid, then room grid).
"""
from __future__ import annotations

import random

from ...board import Board, Cells, Grid
from ...connectivity import connected
from ...connectivity.graph import Graph
from ...counts import SHADED_OVER_NUMBERS as SHADED, count, shaded_near, uniform, uniform_rooms
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, Number10, Seq
from ...genre import Generator, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, 4), unknown=True), rooms=True, max_size=200)


def room_graph(p) -> Graph:
    g = Graph()
    g.add_nodes_from(range(len(p.room_cells)))
    g.add_edges_from({(p.rooms[a[0]][a[1]], p.rooms[b[0]][b[1]]) for a, b in p.edges()
                      if p.rooms[a[0]][a[1]] != p.rooms[b[0]][b[1]]})
    return g


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)
    with model.tag("every room is all shaded or all unshaded"):
        rooms = uniform_rooms(model, shaded, p.room_cells)
    for cell, k in p.numbers().items():
        with model.tag(f"{cell_name(*cell)} touches {k} shaded cells"):
            count(model, p, shaded, cell, k, "4")
    for block in p.blocks():
        with model.tag(f"the 2x2 block at {cell_name(*block[0])} is not all one colour"):
            model.add([-shaded[x] for x in block])
            model.add([shaded[x] for x in block])
    with model.tag("the shaded cells are connected"):
        return connected(model, room_graph(p), active=dict(enumerate(rooms)), edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    problems += [f"room {i + 1} ({cell_name(*p.room_cells[i][0])}) is partly shaded" for i in uniform(on, p.room_cells)]
    for cell, k in p.numbers().items():
        n = shaded_near(p, on, cell, "4")
        if n != k:
            problems.append(f"{cell_name(*cell)} touches {n} shaded cells, needs {k}")
    for block in p.blocks():
        if len(on.intersection(block)) in (0, 4):
            problems.append(f"the 2x2 block at {cell_name(*block[0])} is all {'shaded' if on & set(block) else 'unshaded'}")
    areas = p.areas(on)
    if len(areas) > 1:
        problems.append(f"the shaded cells are in {len(areas)} areas ({', '.join(cell_name(*a[0]) for a in areas)})")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    cells = [[rng.choice((None,) * 5 + (0, 1, 2, "?")) for _ in range(cols)] for _ in range(rows)]
    return Puzzle(cells, random_rooms(rng, rows, cols, rng.randint(1, rows * cols)))


def shading(rng: random.Random, rows: int, cols: int) -> set | None:
    """A random shading with the rules' shape: connected, grown one cell at a time (no 2x2
    block all shaded) until no 2x2 block is all unshaded; None when it gets stuck."""
    on = {(rng.randrange(rows), rng.randrange(cols))}
    grid = Grid(size=(rows, cols))
    while True:
        empty = [b for b in grid.blocks() if not on.intersection(b)]
        if not empty:
            return on
        near = {y for x in on for y in grid.neighbours(*x) if y not in on
                and not any(y in b and len(on.intersection(b)) == 3 for b in grid.blocks())}
        wanted = [y for y in near if any(y in b for b in empty)]
        if not near:
            return None
        on.add(rng.choice(sorted(wanted or near)))


def board(rng: random.Random, size, options):
    """``gridsat generate``: rooms cut from a random shading (each room within one colour),
    so that the board has an answer; the driver plants one and numbers every cell."""
    rows, cols = size
    on = None
    while on is None:
        on = shading(rng, rows, cols)
    label = [[-1] * cols for _ in range(rows)]
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    n = 0
    grid = Grid(size=(rows, cols))
    for seed in cells:  # grow a room of 2-4 cells of one colour from each cell not yet in one
        if label[seed[0]][seed[1]] >= 0:
            continue
        room, want = [seed], rng.randint(2, 4)
        label[seed[0]][seed[1]] = n
        while len(room) < want:
            free = [y for x in room for y in grid.neighbours(*x)
                    if label[y[0]][y[1]] < 0 and (y in on) == (seed in on)]
            if not free:
                break
            y = rng.choice(free)
            label[y[0]][y[1]] = n
            room.append(y)
        n += 1
    return Puzzle([[None] * cols for _ in range(rows)], label, source="generated")


def numbers(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): every cell's count."""
    on = set(sol.shaded)
    return {x: shaded_near(p, on, x, "4") for x in p if x not in p.clues()}


GENRE = declare(
    "paintarea", "Paint Area", BOARD, SHADED, rules, check, module=__name__, aliases=("paint-area",),
    url=Url(("paintarea",), Seq(("rooms", Borders()), ("cells", Number10()))), puzzlekit=("cells", "rooms"),
    tiny=tiny, uses=frozenset({"connect"}),
    generate=Generator(shows=numbers, board=board, pose=posed_cells, size=(8, 8)))
Puzzle = GENRE.puzzle
