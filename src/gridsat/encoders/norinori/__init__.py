"""Norinori.

Rules: a grid divided into rooms.  Shade exactly two cells in every room; every shaded cell
shares an edge with exactly one other shaded cell, so the shaded cells come in dominoes (a
domino may cross a room border).
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board
from ...cardinality import exactly
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, Seq
from ...genre import Generator
from ...render.text import cell_name

BOARD = Board(rooms=True, max_size=200)


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    for i, room in enumerate(p.room_cells):
        with model.tag(f"room {i + 1} ({cell_name(*room[0])}) has two shaded cells"):
            exactly(model, [shaded[cell] for cell in room], 2)
    for cell in p:
        with model.tag(f"{cell_name(*cell)} shaded touches one shaded cell"), model.guarded(shaded[cell]):
            exactly(model, [shaded[x] for x in p.neighbours(*cell)], 1)


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*cell)} is not on the grid" for cell in sorted(on) if not p.inside(*cell)]
    for i, room in enumerate(p.room_cells):
        n = sum(cell in on for cell in room)
        if n != 2:
            problems.append(f"room {i + 1} ({cell_name(*room[0])}) has {n} shaded cells, needs 2")
    for cell in sorted(on & set(p)):
        n = sum(x in on for x in p.neighbours(*cell))
        if n != 1:
            problems.append(f"shaded {cell_name(*cell)} touches {n} shaded cells, needs 1")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle(rooms=random_rooms(rng, rows, cols, rng.randint(1, max(1, rows * cols // 3))))


GENRE = declare(
    "norinori", "Norinori", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("norinori",), Seq(("rooms", Borders()))), puzzlekit=("cells", "rooms"), tiny=tiny,
    generate=Generator(rooms=True, room_size=3, size=(5, 5)))
Puzzle = GENRE.puzzle
