"""Moon or Sun.

Rules (pzprjs ``moonsun``, Nikoli's "Tsuki to Taiyou"): a grid divided into rooms; some cells
hold a sun or a moon.  Draw one closed loop through the centres of cells, moving horizontally
and vertically, never branching or crossing itself, that visits every room exactly once.  In
each room the loop passes all of its suns and none of its moons, or all of its moons and none
of its suns (a sun room or a moon room); where the loop leaves a room, the next room it
enters is of the other kind: sun and moon rooms alternate along the loop.

Formats: native text ``moonsun 6x6`` then rows of ``.``, ``o`` (a sun) and ``x`` (a moon),
``rooms`` and the room labels; JSON; puzzlekit's ``R C``, the circle rows, then the room
labels; puzz.link ``moonsun/W/H/BODY`` (pzprjs: the borders, then the circles, 1 a sun, 2 a
moon).
"""
from __future__ import annotations

import random

from ...answers import LOOP
from ...board import Board, Cells
from ...connectivity.rooms import cell_loop
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, Circles, Seq
from ...genre import Generator, Tuning
from ...render.svg import INK, Board as Svg
from ...render.text import cell_name
from .generate import board, circles

BOARD = Board(cells=Cells(symbols={"o": "sun", "x": "moon"}), rooms=True, max_size=200)
KINDS = ("sun", "moon")


class Marks(Circles):
    """pzprjs ``decodeCircle``: 1 a sun, 2 a moon."""

    def read(self, cur, shape):
        return tuple(tuple((None, "sun", "moon")[v] for v in row) for row in super().read(cur, shape))

    def write(self, value, shape) -> str:
        return super().write([[(None, "sun", "moon").index(v) for v in row] for row in value], shape)


def marks(p, room, kind: str) -> list[tuple[int, int]]:
    return [cell for cell in room if p.cells[cell[0]][cell[1]] == kind]


def rules(p, model, options):
    loop = cell_loop(model, p)
    sun = [model.aux() for _ in p.room_cells]  # the loop passes this room's suns (else its moons)
    for i, room in enumerate(p.room_cells):
        with model.tag(f"room {i + 1} ({cell_name(*room[0])}): visited once, all suns or all moons"):
            loop.visits(model, room, 1)
            for kind, lit in zip(KINDS, (sun[i], -sun[i])):
                if not marks(p, room, kind):
                    model.add([-lit])  # the loop passes some mark of the room
                for cell in marks(p, room, kind):
                    model.add_all([[-lit, loop.on[cell]], [lit, -loop.on[cell]]])
    with model.tag("sun and moon rooms alternate"):
        for a, b in p.edges():
            i, j = p.room_of(*a), p.room_of(*b)
            if i != j:
                model.add_all([[-loop.link[a, b], sun[i], sun[j]], [-loop.link[a, b], -sun[i], -sun[j]]])
    return loop


def check(p, sol) -> list[str]:
    problems = LOOP.check(p, sol)
    if problems:
        return problems
    loop = [tuple(x) for x in sol.loop]
    on, steps = set(loop), list(zip(loop, loop[1:] + loop[:1]))
    kind = {}
    for i, room in enumerate(p.room_cells):
        name, inside = f"room {i + 1} ({cell_name(*room[0])})", set(room)
        crossings = sum((a in inside) != (b in inside) for a, b in steps)
        if not on & inside or crossings > 2:
            problems.append(f"the loop visits {name} {crossings // 2 if crossings else int(bool(on & inside))} times, not once")
        passed = [k for k in KINDS if any(cell in on for cell in marks(p, room, k))]
        if len(passed) != 1:
            problems.append(f"the loop passes {' and '.join(passed) or 'no'} marks in {name}")
            continue
        kind[i] = passed[0]
        missed = [cell for cell in marks(p, room, passed[0]) if cell not in on]
        problems += [f"the loop passes {passed[0]}s in {name} but misses the {passed[0]} at {cell_name(*c)}"
                     for c in missed]
    for a, b in steps:
        i, j = p.room_of(*a), p.room_of(*b)
        if i != j and i in kind and kind.get(i) == kind.get(j):
            problems.append(f"the loop goes from a {kind[i]} room to a {kind[i]} room at {cell_name(*a)}-{cell_name(*b)}")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    glyph = {"sun": "o○", "moon": "x●"}
    return LOOP.text(p, sol, "Moon or Sun", ascii,
                     lambda r, c: glyph[p.cells[r][c]][not ascii] if p.cells[r][c] else None)


def draw_svg(p, sol=None) -> str:
    b = Svg(p.rows, p.cols, f"Moon or Sun {p.cols}x{p.rows}")
    b.grid()
    b.walls(p.rooms)
    if sol:
        LOOP.draw(p, sol, b)
    for (r, c), v in p.clues().items():  # a sun a white disc, a moon a black one
        b.disc(r, c, 0.3, fill="white" if v == "sun" else INK, cls=v)
    b.frame()
    return b.document()


def tiny(rng: random.Random):
    """2x2 to 3x4 cells in one to three rooms, a few suns and moons."""
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 3), (2, 4), (3, 4), (4, 3)])
    cells = [[rng.choice(("o", "x", ".", ".", ".")) for _ in range(cols)] for _ in range(rows)]
    return Puzzle.of(cells, rooms=random_rooms(rng, rows, cols, rng.randint(1, 3)))


GENRE = declare(
    "moonsun", "Moon or Sun", BOARD, LOOP, rules, check, module=__name__,
    url=Url(("moonsun",), Seq(("rooms", Borders()), ("cells", Marks()))), puzzlekit=("cells", "rooms"),
    tiny=tiny, draw=draw, draw_svg=draw_svg, uses=frozenset({"connect"}),
    # hints: reasons shrunk by the lazy loop cuts' proofs (the eager formula's leave hundreds of
    # questions undecided within their budget: the 10x10 example's rate 150 s and more)
    tuning=Tuning(lazy_proofs=True),
    generate=Generator(board=lambda rng, size, options: board(rng, size, Puzzle), shows=circles,
                       pose=lambda p, clues: p.with_cells(clues), monotone=False, size=(6, 6)))
Puzzle = GENRE.puzzle
