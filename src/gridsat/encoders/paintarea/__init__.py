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

from ...board import Board, Cells
from ...connectivity import connected
from ...connectivity.graph import Graph
from ...counts import SHADED_OVER_NUMBERS as SHADED, count, shaded_near, uniform, uniform_rooms
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, Number10, Seq
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, 4), unknown=True), rooms=True, max_size=200)


def blocks(p):
    """The 2x2 blocks of the grid, each as its four cells."""
    return [((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)) for r in range(p.rows - 1) for c in range(p.cols - 1)]


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
    for block in blocks(p):
        with model.tag(f"the 2x2 block at {cell_name(*block[0])} is not all one colour"):
            model.add([-shaded[x] for x in block])
            model.add([shaded[x] for x in block])
    with model.tag("the shaded cells are connected"):
        return connected(model, room_graph(p), active=dict(enumerate(rooms)), edge=None)


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*x)} is not on the grid" for x in sorted(on) if not p.inside(*x)]
    problems += [f"room {i + 1} ({cell_name(*p.room_cells[i][0])}) is partly shaded" for i in uniform(on, p.room_cells)]
    for cell, k in p.numbers().items():
        n = shaded_near(p, on, cell, "4")
        if n != k:
            problems.append(f"{cell_name(*cell)} touches {n} shaded cells, needs {k}")
    for block in blocks(p):
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


GENRE = declare(
    "paintarea", "Paint Area", BOARD, SHADED, rules, check, module=__name__, aliases=("paint-area",),
    url=Url(("paintarea",), Seq(("rooms", Borders()), ("cells", Number10()))), puzzlekit=("cells", "rooms"),
    tiny=tiny, uses=frozenset({"connect"}))
Puzzle = GENRE.puzzle
