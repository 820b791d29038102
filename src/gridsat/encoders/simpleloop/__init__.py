"""Simple Loop.

Rules (pzprjs ``simpleloop``): some cells are black.  Draw one closed loop through the centres
of cells, moving horizontally and vertically, that passes through every cell that is not
black, each once, and through no black cell.

Formats: the declared board's (native text ``simpleloop 5x5`` then rows of ``.`` and ``x``
for a black cell, ``#`` reads too; JSON; puzzlekit's ``R C`` then ``-``/``x`` rows) and the
puzz.link URL ``simpleloop/W/H/BODY`` (the black cells as bits, 5 a base-32 digit).
"""
from __future__ import annotations

import random

from ...answers import LOOP
from ...board import Board, Cells
from ...connectivity.rooms import cell_loop, random_loop
from ...declare import Url, declare
from ...formats import InputError
from ...formats.codecs import Binary, Seq
from ...genre import Generator
from ...render.text import cell_name

BOARD = Board(cells=Cells(symbols={"x": "black", "#": "black"}), max_size=200)


def white(p) -> list[tuple[int, int]]:
    return [cell for cell in p if p.cells[cell[0]][cell[1]] != "black"]


def rules(p, model, options):
    loop = cell_loop(model, p)
    for cell in p:
        if p.cells[cell[0]][cell[1]] == "black":
            with model.tag(f"{cell_name(*cell)} is black"):
                model.add([-loop.on[cell]])
        else:  # the rule, not a clue: the loop passes every white cell
            model.add([loop.on[cell]])
    return loop


def check(p, sol) -> list[str]:
    problems = LOOP.check(p, sol, white(p))
    on = {tuple(x) for x in sol.loop}
    problems += [f"the loop misses the white cell {cell_name(*cell)}" for cell in white(p) if cell not in on]
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    return LOOP.text(p, sol, "Simple Loop", ascii, lambda r, c: "x█"[not ascii] if p.cells[r][c] == "black" else None)


def tiny(rng: random.Random):
    """2x2 to 3x4 cells (an even number: with no black cell there is a loop), a few black."""
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 2), (2, 4), (3, 4), (4, 3)])
    return Puzzle.of(["".join(rng.choice("....x") for _ in range(cols)) for _ in range(rows)])


def make(rng: random.Random, size, options):
    """A random Simple Loop for ``gridsat generate``: a random loop (the boundary of a random
    region) through at least half the cells, every cell off it black; the shared driver starts
    again until that loop is the only one through the white cells."""
    h, w = size
    if h < 2 or w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Simple Loop (at least 2x2)")
    loop = None
    while loop is None or len(loop) < h * w // 2:
        loop = random_loop(rng, h, w)
    on = set(loop)
    return Puzzle.of(["".join("." if (r, c) in on else "x" for c in range(w)) for r in range(h)], source="generated")


GENRE = declare(
    "simpleloop", "Simple Loop", BOARD, LOOP, rules, check, module=__name__,
    url=Url(("simpleloop",), Seq(("cells", Binary(mark="black")))), puzzlekit=("cells",), tiny=tiny,
    draw=draw, uses=frozenset({"connect"}), generate=Generator(make=make, size=(6, 6)))
Puzzle = GENRE.puzzle
