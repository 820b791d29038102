"""Heyawake.

Rules (pzprjs, Nikoli): a grid divided into rooms.  Shade some cells so that shaded cells never
share an edge; the unshaded cells form one orthogonally connected area; a number in a room is
how many of the room's cells are shaded (the numbered cell may be shaded itself); and no
horizontal or vertical line of unshaded cells runs through more than two rooms, that is, it
crosses at most one room border.

Formats: native text (numbers over the cells, then the rooms), JSON, puzz.link ``heyawake``
(alias ``heyawacky``: the walls, then one number a room, at the room's first cell) and
puzzlekit's problem text.
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...cardinality import exactly
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...connectivity.grid import corner_forest
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, RoomClues, Seq
from ...genre import Part
from ...render.text import cell_name
from ...sight import no_run_across, runs_across
from .generate import GENERATOR
from .puzzle import BOARD, Puzzle

def room_name(p, room: int, cell) -> str:
    return f"room {room + 1} ({cell_name(*cell)})"


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)
    for room, cell, n in p.room_numbers():
        with model.tag(f"{room_name(p, room, cell)} has {n} shaded cells"):
            exactly(model, [shaded[x] for x in p.room_cells[room]], n)
    for a, b in p.edges():
        with model.tag(f"{cell_name(*a)} and {cell_name(*b)} are not both shaded"):
            model.add([-shaded[a], -shaded[b]])
    with model.tag("no unshaded line runs through more than two rooms"):
        no_run_across(model, p, {x: -v for x, v in shaded.items()}, 1)
    if options.on(FOREST) and min(p.rows, p.cols) >= 2:
        return FOREST  # the implied part says the same rule, and solves faster: it carries it
    with model.tag("the unshaded cells are connected"):
        return connected(model, grid_graph(p.rows, p.cols), active={x: -v for x, v in shaded.items()}, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    for room, cell, n in p.room_numbers():
        k = sum(x in on for x in p.room_cells[room])
        if k != n:
            problems.append(f"{room_name(p, room, cell)} has {k} shaded cells, needs {n}")
    for a, b in p.edges():
        if a in on and b in on:
            problems.append(f"shaded cells {cell_name(*a)} and {cell_name(*b)} touch")
    for run in runs_across(p, [x for x in p if x not in on], 1):
        problems.append(f"the unshaded line {cell_name(*run[0])}-{cell_name(*run[-1])} runs through "
                        "more than two rooms")
    problems += p.disconnected((x for x in p if x not in on), "the unshaded cells are")
    return problems


def shaded_forest(p, model, options, info) -> None:
    """Implied: corner-touching shaded cells and the grid's edge form no cycle (the
    connectivity rule seen from the shaded side, with the no-touching rule)."""
    corner_forest(model, p.rows, p.cols, {x: model.var("shaded", *x) for x in p})


FOREST = "shaded-forest"
IMPLIED = (Part(FOREST, shaded_forest,
                help="corner-touching shaded cells (and the grid's edge) form no cycle"),)


def tiny(rng: random.Random) -> Puzzle:
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    rooms = random_rooms(rng, rows, cols, rng.randint(1, max(1, rows * cols // 2)))
    cells = [[None] * cols for _ in range(rows)]
    p = Puzzle(rooms=rooms)
    for room in p.room_cells:
        if rng.random() < 0.6:
            r, c = rng.choice(room)
            cells[r][c] = rng.randint(0, min(2, len(room)))
    return Puzzle(cells, rooms)


GENRE = declare(
    "heyawake", "Heyawake", BOARD, SHADED, rules, check, module=__name__, puzzle=Puzzle,
    url=Url(("heyawake",), Seq(("rooms", Borders()), ("cells", RoomClues()))),
    puzzlekit=("cells", "rooms"), tiny=tiny, implied=IMPLIED, uses=frozenset({"connect"}), generate=GENERATOR)
