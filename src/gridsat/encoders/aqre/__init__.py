"""Aqre.

Rules (pzprjs ``aqre``): the grid is divided into rooms.  Shade some cells so that the shaded
cells form one orthogonally connected area; a number in a room is how many of its cells are
shaded; no row or column holds four shaded cells in a row, nor four unshaded cells in a row.

Formats: the declared board's (the cells, each room's number in one of its cells, then the
rooms), puzz.link ``aqre`` (borders, then one number per room), puzzlekit's text (the clue
grid, then the room grid).
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board, Cells
from ...cardinality import exactly
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...declare import Url, declare, random_rooms
from ...formats import InputError
from ...formats.codecs import Borders, RoomClues, Seq
from ...genre import Generator, posed_rooms, room_clues
from ...render.text import cell_name
from ...sight import long_runs, no_run_longer

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True), rooms=True, max_size=200)


class Puzzle(BOARD.puzzle_type("aqre", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        seen = {}
        for cell in self.clues():
            room = self.room_of(*cell)
            if room in seen:
                raise InputError(f"{cell_name(*cell)}: room {room + 1} already has a number at "
                                 f"{cell_name(*seen[room])}", self.source, cell=cell)
            seen[room] = cell


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    for cell, n in p.numbers().items():
        room = p.room_of(*cell)
        with model.tag(f"room {room + 1} ({cell_name(*cell)}) has {n} shaded cells"):
            exactly(model, [shaded[x] for x in p.room_cells[room]], n)
    with model.tag("no four shaded cells in a row"):
        no_run_longer(model, p, shaded, 3)
    with model.tag("no four unshaded cells in a row"):
        no_run_longer(model, p, {x: -v for x, v in shaded.items()}, 3)
    with model.tag("the shaded cells are connected"):
        connected(model, grid_graph(p.rows, p.cols), active=shaded, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    for cell, n in p.numbers().items():
        room = p.room_of(*cell)
        k = sum(x in on for x in p.room_cells[room])
        if k != n:
            problems.append(f"room {room + 1} ({cell_name(*cell)}) has {k} shaded cells, needs {n}")
    for what, cells in (("shaded", on), ("unshaded", set(p) - on)):
        for run in long_runs(p, cells, 3):
            problems.append(f"{len(run)} {what} cells in a row, {cell_name(*run[0])}-{cell_name(*run[-1])}")
    problems += p.disconnected(on, "the shaded cells are")
    return problems


def tiny(rng: random.Random) -> Puzzle:
    rows, cols = rng.randint(2, 3), rng.randint(3, 4)
    rooms = random_rooms(rng, rows, cols, rng.randint(1, 4))
    cells = [[None] * cols for _ in range(rows)]
    for room in Puzzle(rooms=rooms).room_cells:
        if rng.random() < 0.5:
            r, c = rng.choice(room)
            cells[r][c] = rng.randint(0, min(3, len(room)))
    return Puzzle(cells, rooms)


GENRE = declare(
    "aqre", "Aqre", BOARD, SHADED, rules, check, module=__name__, puzzle=Puzzle,
    url=Url(("aqre",), Seq(("rooms", Borders()), ("cells", RoomClues()))), puzzlekit=("cells", "rooms"),
    tiny=tiny, uses=frozenset({"connect"}),
    generate=Generator(shows=room_clues(lambda p, sol, room: len(set(room) & set(sol.shaded))), pose=posed_rooms,
                       room_size=2, size=(6, 6)))
