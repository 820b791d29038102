"""Shikaku (Rectangles in Simon Tatham's collection).

Rules: divide the grid into rectangles.  Every rectangle holds exactly one number, and the
number is its area (how many cells it covers).  A ``?`` is a number not given: its rectangle
may have any area.  The answer is the rectangles (``{"regions": [[[r, c], ...], ...]}``).

Encoding: candidate rectangles per number, one chosen each, every cell covered once
(:func:`gridsat.connectivity.division.tile`).

Formats: native text ``shikaku WxH`` and the rows (``.`` empty, ``?``); JSON; puzz.link
``shikaku/C/R/BODY`` (number16); Tatham's Rect game ID ``WxH:DESC`` (numbers, ``_`` between
two, ``a``-``z`` 1-26 empty cells; Range's and Filling's IDs look the same: read when the
genre is named, ``shikaku:`` before it or ``--genre shikaku``); puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random
import re

from ...answers import REGIONS
from ...board import Board, Cells
from ...connectivity.division import chosen_rectangles, clue_rectangles, rectangle_problems
from ...context import UNNAMED_CLUES
from ...declare import OneLine, Url, declare, sprinkle
from ...formats import InputError
from ...formats.codecs import Number16, RunLength, Seq
from ...formats.tatham import read_grid_id
from ...genre import Generator, Part
from ...render.text import cell_name
from . import generate as gen

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), max_size=200)
GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4}):")
DESC = RunLength(numbers=True)
OWN = Part("own rectangles", when=UNNAMED_CLUES, help="a number's candidates: its area, no other number")


def clue_name(p, cell) -> str:
    return f"the {p.cells[cell[0]][cell[1]]} in {cell_name(*cell)}"


def rules(p, model, options) -> None:
    clues = p.clues()
    clue_rectangles(model, p.rows, p.cols, clues, {x: n for x, n in clues.items() if isinstance(n, int)},
                    tag=lambda x: f"{clue_name(p, x)} has its own rectangle", prune=options.on(OWN))


def decode(p, model, values, info=None):
    return REGIONS.make(chosen_rectangles(model, values))


def check(p, sol) -> list[str]:
    clues = p.clues()
    problems, held = rectangle_problems(p.rows, p.cols, sol.regions, clues)
    return problems + [f"the region at {cell_name(*region[0])} has {len(region)} cells, its number says {clues[x]}"
                       for region, x in held if isinstance(clues[x], int) and clues[x] != len(region)]


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    cells = sprinkle(rng, rows, cols, rng.randint(1, 3), lambda: rng.choice((1, 2, 2, 3, 4, "?")))
    return Puzzle(cells=cells)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1):
    _, cells = read_grid_id(text, source, line, col, GAME_ID, "Rectangles", "3x2:3c3a", DESC, BOARD.max_size)
    return Puzzle(cells=cells, source=source)


def to_tatham(p) -> str:
    if any(not isinstance(v, int) for v in p.clues().values()):
        raise InputError("a Rectangles game ID has no '?' numbers")
    return f"{p.cols}x{p.rows}:" + DESC.write(p.cells, (p.rows, p.cols))


GENERATOR = Generator(make=lambda rng, size, options: gen.make(rng, size, options, Puzzle), improve=gen.improve,
                      size=(7, 7))
GENRE = declare(
    "shikaku", "Shikaku", BOARD, REGIONS, rules, check, module=__name__, aliases=("rect", "rectangles"),
    url=Url(("shikaku",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny,
    decode=decode, ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham, detected=False),),
    draw=lambda p, sol=None, ascii=False: REGIONS.text(p, "Shikaku", sol, ascii), generate=GENERATOR)
Puzzle = GENRE.puzzle
