"""Creek (puzz.link ``creek``).

Rules (pzprjs): numbers 0-4 stand on lattice points (``?``: a number not given).  Shade cells
so that every number counts the shaded cells among the (up to) four cells around its point,
the unshaded cells form one orthogonally connected area, and at least one cell is shaded.

Formats: native text ``creek 6x6`` then a ``points`` block of (rows+1) rows of (cols+1)
tokens (``.``, ``0``-``4``, ``?``); JSON ``{"genre": "creek", "size": [rows, cols], "points":
[...]}``; puzz.link ``creek`` (pzprjs's 4-cross code); puzzlekit's ``R C`` then the corner grid.
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board, Cells
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...context import ANSWERS_ONLY
from ...counts import count, count_generator, places, settle, shaded_near
from ...declare import Url, declare
from ...formats.codecs import FourCell, Points, Seq
from ...genre import Part
from ...render.text import cell_name

BOARD = Board(points=Cells(numbers=(0, 4), unknown=True), max_size=200)


def point_name(r: int, c: int) -> str:
    return f"point {r},{c}"


# in-process answers: what the counts plainly force is settled before encoding (units)
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the counts plainly force before encoding")


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)
    settled = (settle(p, clues_of(p).items(), "point") if options.on(SETTLE) else None) or {}
    for x, on in settled.items():
        model.add([shaded[x] if on else -shaded[x]])
    for (r, c), k in clues_of(p).items():
        with model.tag(f"{point_name(r, c)}: {k} shaded cells around it"):
            count(model, p, shaded, (r, c), k, "point", settled=settled)
    with model.tag("some cell is shaded"):
        model.add(list(shaded.values()))
    with model.tag("the unshaded cells are connected"):
        return connected(model, grid_graph(p.rows, p.cols), active={x: -s for x, s in shaded.items()}, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    for r, row in enumerate(p.points):
        for c, k in enumerate(row):
            n = shaded_near(p, on, (r, c), "point")
            if isinstance(k, int) and n != k:
                problems.append(f"{point_name(r, c)}: {n} shaded cells around it, needs {k}")
    if not on:
        problems.append("no cell is shaded")
    areas = p.areas(x for x in p if x not in on)
    if len(areas) > 1:
        problems.append(f"the unshaded cells are in {len(areas)} areas ({', '.join(cell_name(*a[0]) for a in areas)})")
    return problems


def build(shape, clues: dict):
    rows, cols = shape
    return Puzzle(points=[[clues.get((r, c)) for c in range(cols + 1)] for r in range(rows + 1)], size=shape,
                  source="generated")


def clues_of(p) -> dict:
    return {(r, c): k for r, row in enumerate(p.points) for c, k in enumerate(row) if isinstance(k, int)}


def plant(rng: random.Random, g, share: float) -> set:
    """Cells shaded one by one in random order (each with chance ``share``) while the unshaded
    cells stay connected."""
    on, p = set(), build((g.rows, g.cols), {})
    for x in rng.sample(list(p), p.rows * p.cols):
        if rng.random() < share and len(p.areas(y for y in p if y not in on and y != x)) == 1:
            on.add(x)
    return on


def tiny(rng: random.Random):
    """A planted shading of at most 3x3 cells, some of its counts shown (now and then one off)."""
    rows, cols = rng.randint(1, 3), rng.randint(1, 3)
    g = build((rows, cols), {})
    on = {x for x in g if rng.random() < 0.4}
    return build((rows, cols), {x: min(4, shaded_near(g, on, x, "point") + (rng.random() < 0.1))
                                for x in places(rows, cols, "point") if rng.random() < 0.4})


GENRE = declare(
    "creek", "Creek", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("creek",), Seq(("points", Points(FourCell(black="?"))))), puzzlekit=("points",), tiny=tiny,
    uses=frozenset({"connect"}), generate=count_generator("point", build, clues_of, size=(8, 8), plant=plant))
Puzzle = GENRE.puzzle
