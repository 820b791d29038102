"""Shimaguni (Islands; puzz.link ``shimaguni``).

Rules (pzprjs): a grid divided into rooms, some holding a number.  Shade cells so that every
room holds one island: its shaded cells, at least one, orthogonally connected; shaded cells of
different rooms never share an edge; a number is the size of its room's island; the islands
of two rooms that share an edge differ in size.

Formats: native text ``shimaguni 6x6``, the cell rows (``.``, a number, ``?``: a number not
given; a room holds at most one), then ``rooms`` and the room labels; JSON; puzz.link
``shimaguni`` (room borders, then pzprjs's room numbers on each room's first cell); puzzlekit's
``R C`` text (the clue grid, then the room grid).
"""
from __future__ import annotations

import random

from ...board import Board, Cells, Grid
from ...cardinality import exactly, unary_counter
from ...connectivity import connected
from ...connectivity.graph import Graph
from ...counts import SHADED_OVER_NUMBERS as SHADED
from ...declare import declare, random_rooms
from ...formats import InputError
from ...formats.codecs import Borders, RoomNumbers, Seq, Url as Body
from ...genre import Format, Generator, posed_rooms, room_clues
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), rooms=True, max_size=200)


class Rooms(Grid):
    """A Shimaguni board: at most one number a room; ``size[i]``: room i's number (or None)."""

    __slots__ = ()

    def validate(self) -> None:
        seen = {}
        for (r, c), v in self.clues().items():
            i = self.rooms[r][c]
            if i in seen:
                raise InputError(f"{cell_name(r, c)}: room {i + 1} holds a second number (the first at "
                                 f"{cell_name(*seen[i])})", self.source, cell=(r, c))
            seen[i] = (r, c)

    @property
    def size(self) -> list:
        out = [None] * len(self.room_cells)
        for (r, c), v in self.numbers().items():
            out[self.rooms[r][c]] = v
        return out

    def touching(self) -> list[tuple[int, int]]:
        """The pairs of rooms (i < j) that share an edge."""
        return sorted({tuple(sorted((self.rooms[a[0]][a[1]], self.rooms[b[0]][b[1]]))) for a, b in self.edges()
                       if self.rooms[a[0]][a[1]] != self.rooms[b[0]][b[1]]})


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    for a, b in p.edges():
        if p.rooms[a[0]][a[1]] != p.rooms[b[0]][b[1]]:
            with model.tag(f"{cell_name(*a)} and {cell_name(*b)} (two rooms) are not both shaded"):
                model.add([-shaded[a], -shaded[b]])
    counter = {}  # a room without a number: its island's size in unary (counter[i][k - 1]: size >= k)
    for i, (room, k) in enumerate(zip(p.room_cells, p.size)):
        lits = [shaded[x] for x in room]
        with model.tag(f"room {i + 1} ({cell_name(*room[0])}) has " + (f"an island of {k}" if isinstance(k, int)
                                                                        else "an island")):
            if isinstance(k, int):
                exactly(model, lits, k)
            else:
                counter[i] = unary_counter(model, lits)
                model.add([counter[i][0]])
        g = Graph()
        g.add_nodes_from(room)
        g.add_edges_from((x, y) for x in room for y in p.neighbours(*x) if y > x and p.rooms[y[0]][y[1]] == i)
        with model.tag(f"the island of room {i + 1} ({cell_name(*room[0])}) is connected"):
            connected(model, g, active={x: shaded[x] for x in room}, edge=None)

    sizes = p.size

    def not_size(i: int, k: int):
        """The literals of "room i's island is not of size k" (None: always so)."""
        if i not in counter:
            return None if sizes[i] != k else []
        u = counter[i]
        return None if k > len(u) else [-u[k - 1]] + ([u[k]] if k < len(u) else [])

    for i, j in p.touching():
        with model.tag(f"rooms {i + 1} and {j + 1} have islands of different sizes"):
            for k in range(1, min(len(p.room_cells[i]), len(p.room_cells[j])) + 1):
                a, b = not_size(i, k), not_size(j, k)
                if a is not None and b is not None:
                    model.add(a + b)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    problems += [f"{cell_name(*a)} and {cell_name(*b)} are shaded in two rooms" for a, b in p.edges()
                 if a in on and b in on and p.rooms[a[0]][a[1]] != p.rooms[b[0]][b[1]]]
    sizes = []
    for i, (room, k) in enumerate(zip(p.room_cells, p.size)):
        mine = [x for x in room if x in on]
        sizes.append(len(mine))
        where = f"room {i + 1} ({cell_name(*room[0])})"
        if not mine:
            problems.append(f"{where} has no shaded cell")
        elif len(p.areas(mine)) > 1:
            problems.append(f"{where} has {len(p.areas(mine))} islands")
        if isinstance(k, int) and len(mine) != k:
            problems.append(f"{where} has {len(mine)} shaded cells, needs {k}")
    problems += [f"rooms {i + 1} and {j + 1} touch and both have islands of {sizes[i]}" for i, j in p.touching()
                 if sizes[i] == sizes[j]]
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    rooms = random_rooms(rng, rows, cols, rng.randint(1, max(1, rows * cols // 2)))
    cells = [[None] * cols for _ in range(rows)]
    seen = set()
    for r in range(rows):
        for c in range(cols):
            if rooms[r][c] not in seen and rng.random() < 0.5:
                cells[r][c] = rng.choice((1, 1, 2, 3, "?"))
            seen.add(rooms[r][c])
    return Puzzle(cells, rooms)


# puzz.link: the room borders, then one number a room (pzprjs's decodeRoomNumber16), on the room's first cell
URL = Body(("shimaguni",), Seq(("rooms", Borders()), ("numbers", RoomNumbers())))


def from_url(text: str, source: str = "url"):
    (rows, cols), f = URL.read(text, source)
    first = {}
    for r, row in enumerate(f["rooms"]):
        for c, i in enumerate(row):
            first.setdefault(i, (r, c))
    cells = [[None] * cols for _ in range(rows)]
    for i, (r, c) in first.items():
        cells[r][c] = f["numbers"][i]
    return Puzzle(cells, f["rooms"], source=source)


def to_url(p) -> str:
    numbers = [None] * len(p.room_cells)
    for (r, c), v in p.clues().items():
        numbers[p.rooms[r][c]] = v
    return URL.write((p.rows, p.cols), {"rooms": p.rooms, "numbers": numbers})


Puzzle = BOARD.puzzle_type("shimaguni", __name__, Rooms)
GENRE = declare(
    "shimaguni", "Shimaguni", BOARD, SHADED, rules, check, module=__name__, aliases=("islands",), puzzle=Puzzle,
    puzzlekit=("cells", "rooms"), tiny=tiny, uses=frozenset({"connect"}),
    extra_formats=(Format("puzzlink", from_url, to_url, pids=URL.pids),),
    generate=Generator(shows=room_clues(lambda p, sol, room: len(set(room) & set(sol.shaded))), pose=posed_rooms,
                       rooms=True, room_size=3, size=(5, 5)))
