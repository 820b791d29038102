"""Chocona.

Rules (pzprjs, Janko): a grid divided into rooms, some holding a number.  Shade cells so that
every shaded area (orthogonally connected) is a rectangle, and a number in a room says how
many of the room's cells are shaded (the number's own cell may be shaded); at least one cell is
shaded (pzprjs).
"""
from __future__ import annotations

import random

from ... import shapes
from ...answers import SHADED
from ...board import Board, Cells
from ...cardinality import exactly
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, RoomClues, Seq
from ...genre import Generator, posed_rooms, room_clues
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True), rooms=True, max_size=200)


def _room_clues(p):
    """(room number, its cells, the clue, the clue's cell) for every number."""
    return [(p.rooms[r][c], p.room_cells[p.rooms[r][c]], v, (r, c)) for (r, c), v in p.numbers().items()]


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    with model.tag("every shaded area is a rectangle"):
        shapes.rectangles(model, shaded)
    for i, room, n, cell in _room_clues(p):
        with model.tag(f"the {n} at {cell_name(*cell)} counts its room's shaded cells"):
            exactly(model, [shaded[x] for x in room], n)
    with model.tag("some cell is shaded"):
        model.add(list(shaded.values()))


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*cell)} is not on the grid" for cell in sorted(on) if not p.inside(*cell)]
    on &= set(p)
    for area in p.areas(on):
        if not shapes.is_rectangle(area):
            problems.append(f"the shaded area at {cell_name(*area[0])} is not a rectangle")
    for i, room, n, cell in _room_clues(p):
        k = sum(x in on for x in room)
        if k != n:
            problems.append(f"the {n} at {cell_name(*cell)}: its room has {k} shaded cells")
    return problems + ([] if on else ["no cell is shaded"])


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    rooms = random_rooms(rng, rows, cols, rng.randint(1, max(1, rows * cols // 3)))
    cells = [[None] * cols for _ in range(rows)]
    groups: dict[int, list] = {}
    for r in range(rows):
        for c in range(cols):
            groups.setdefault(rooms[r][c], []).append((r, c))
    for room in groups.values():
        if rng.random() < 0.7:
            r, c = rng.choice(room)
            cells[r][c] = rng.randint(0, len(room))
    return Puzzle(cells, rooms)


GENRE = declare(
    "chocona", "Chocona", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("chocona",), Seq(("rooms", Borders()), ("cells", RoomClues()))), puzzlekit=("cells", "rooms"),
    tiny=tiny,
    generate=Generator(shows=room_clues(lambda p, sol, room: len(set(room) & set(sol.shaded))), pose=posed_rooms,
                       rooms=True, room_size=2, size=(5, 5)))
Puzzle = GENRE.puzzle
