"""Country Road.

Rules (pzprjs ``country``, Nikoli): a grid divided into rooms (countries), some holding a
number.  Draw one closed loop through the centres of cells, moving horizontally and
vertically, that visits every room exactly once (it enters and leaves it once).  A number
says how many cells of its room the loop passes.  Two cells off the loop in different rooms
never share an edge.

Formats: the declared board's (native text ``countryroad 10x10`` then the number rows, ``rooms``
and the room labels; JSON; puzzlekit's ``R C``, the number rows, the room labels) and the
puzz.link URL ``country/W/H/BODY`` (pzprjs: the borders, then one number per room, written in
its first cell).
"""
from __future__ import annotations

import random

from ...answers import LOOP, draw_text
from ...board import Board, Cells, Grid
from ...cardinality import exactly
from ...connectivity.rooms import cell_loop
from ...declare import Url, declare, random_rooms
from ...formats import InputError
from ...formats.codecs import Borders, RoomClues, Seq
from ...genre import Generator, Tuning, posed_rooms, room_clues
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True), rooms=True, max_size=200)


class Roads(Grid):
    """A Country Road board: at most one number a room."""

    __slots__ = ()

    def validate(self) -> None:
        seen: dict = {}
        for (r, c) in self.clues():
            first = seen.setdefault(self.rooms[r][c], (r, c))
            if first != (r, c):
                raise InputError(f"{cell_name(r, c)}: its room already holds a number at {cell_name(*first)}",
                                 self.source, cell=(r, c))


def room_name(p, i: int) -> str:
    return f"room {i + 1} ({cell_name(*p.room_cells[i][0])})"


def rules(p, model, options):
    loop = cell_loop(model, p)
    for i, room in enumerate(p.room_cells):
        with model.tag(f"{room_name(p, i)} is visited once"):
            loop.visits(model, room, 1)
    for (r, c), n in p.numbers().items():
        with model.tag(f"the {n} at {cell_name(r, c)} counts its room's loop cells"):
            exactly(model, loop.cells_on(p.room_cells[p.rooms[r][c]]), n)
    with model.tag("cells off the loop on two sides of a border"):
        for a, b in p.edges():  # two cells off the loop in different rooms never share an edge
            if p.room_of(*a) != p.room_of(*b):
                model.add([loop.on[a], loop.on[b]])
    return loop


def check(p, sol) -> list[str]:
    problems = LOOP.check(p, sol)
    if problems:
        return problems
    loop = [tuple(x) for x in sol.loop]
    on, steps = set(loop), list(zip(loop, loop[1:] + loop[:1]))
    for i, room in enumerate(p.room_cells):
        inside = set(room)
        crossings = sum((a in inside) != (b in inside) for a, b in steps)
        visits = crossings // 2 if crossings else int(bool(on & inside))
        if visits != 1:
            problems.append(f"the loop visits {room_name(p, i)} {visits} times, not once")
    for (r, c), n in p.numbers().items():
        k = sum(cell in on for cell in p.room_cells[p.rooms[r][c]])
        if k != n:
            problems.append(f"the {n} at {cell_name(r, c)}: the loop passes {k} cells of its room")
    problems += [f"{cell_name(*a)} and {cell_name(*b)} are off the loop on two sides of a border"
                 for a, b in p.edges() if p.room_of(*a) != p.room_of(*b) and a not in on and b not in on]
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    """The rooms and numbers without an answer; with one, the loop over the numbers."""
    return draw_text(p, "Country Road", None, ascii) if sol is None else LOOP.text(p, sol, "Country Road", ascii)


def tiny(rng: random.Random):
    """2x2 to 3x4 cells in one to four rooms, some numbered."""
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    rooms = random_rooms(rng, rows, cols, rng.randint(1, 4))
    cells = [[None] * cols for _ in range(rows)]
    for i in range(max(map(max, rooms)) + 1):
        room = [(r, c) for r in range(rows) for c in range(cols) if rooms[r][c] == i]
        if room and rng.random() < 0.4:
            r, c = rng.choice(room)
            cells[r][c] = rng.randint(0, len(room))
    return Puzzle(cells, rooms)


GENRE = declare(
    "countryroad", "Country Road", BOARD, LOOP, rules, check, module=__name__, aliases=("country",),
    url=Url(("country",), Seq(("rooms", Borders()), ("cells", RoomClues()))), puzzlekit=("cells", "rooms"),
    tiny=tiny, draw=draw, uses=frozenset({"connect"}),
    puzzle=BOARD.puzzle_type("countryroad", __name__, Roads),
    generate=Generator(shows=room_clues(lambda p, sol, room: len(set(room) & {tuple(x) for x in sol.loop})),
                       pose=posed_rooms, size=(6, 6)),
    # hints: reasons shrunk by the lazy loop cuts' proofs (docs/hints.md, Speed)
    tuning=Tuning(lazy_proofs=True))
Puzzle = GENRE.puzzle
