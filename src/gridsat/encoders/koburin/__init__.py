"""Koburin.

Rules (pzprjs ``koburin``): some cells hold numbers.  Shade some of the other cells and draw
one closed loop, moving horizontally and vertically through cell centres, through every cell
that is neither a number nor shaded.  Shaded cells never share an edge; the loop passes no
number and no shaded cell.  A number says how many of the (up to four) cells sharing an edge
with it are shaded; ``?`` is a number not given.

Formats: the declared board's (native text ``koburin 5x5`` then rows of ``.``, ``0``-``4``,
``?``; JSON; puzzlekit's ``R C`` then ``-`` and numbers) and the puzz.link URL
``koburin/W/H/BODY`` (pzprjs's 4-cell code; the ``b`` display flag is read and dropped, the
``m`` Minesweeper variant refused).
"""
from __future__ import annotations

import random

from ...answers import LoopShaded
from ...board import Board, Cells
from ...cardinality import exactly
from ...connectivity.rooms import loop_or_shaded
from ...declare import Url, declare
from ...formats.codecs import FourCell, Seq
from ...genre import Generator, Tuning, cell_clues, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, 4), unknown=True))
ANSWER = LoopShaded()


def rules(p, model, options):
    def clue(cell, v, shaded):  # a number: how many of its neighbours are shaded
        if isinstance(v, int):
            exactly(model, [shaded[x] for x in p.neighbours(*cell)], v)
    return loop_or_shaded(model, p, ANSWER.vars, clue)  # a number neither, every other cell one or the other


def check(p, sol) -> list[str]:
    problems = ANSWER.check(p, sol)  # the loop, shaded cells off numbers and apart, the rest on the loop
    shaded = set(sol.shaded)
    for cell, v in p.numbers().items():
        n = sum(x in shaded for x in p.neighbours(*cell))
        if n != v:
            problems.append(f"the {v} at {cell_name(*cell)} has {n} shaded neighbours")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    return ANSWER.text(p, sol, "Koburin", ascii)


def tiny(rng: random.Random):
    """2x2 to 3x4 cells, each a number 0-2 one time in six."""
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle([[rng.randint(0, 2) if rng.random() < 1 / 6 else None for _ in range(cols)] for _ in range(rows)])


def board(rng, size, options):
    """A board for ``gridsat generate``: a number not given (``?``) on about one cell in six;
    the driver plants an answer around them and writes their numbers."""
    h, w = size
    return Puzzle(cells=[["?" if rng.random() < 0.17 else None for _ in range(w)] for _ in range(h)],
                  source="generated")


GENRE = declare(
    "koburin", "Koburin", BOARD, ANSWER, rules, check, module=__name__,
    url=Url(("koburin",), Seq(("cells", FourCell(black="?"))), flags="b"), puzzlekit=("cells",), tiny=tiny,
    draw=draw, uses=frozenset({"connect"}),
    generate=Generator(board=board, shows=cell_clues(check, lambda p, cell: range(5)), pose=posed_cells, size=(6, 6)),
    # hints: reasons shrunk by the lazy loop cuts' proofs (docs/hints.md, Speed)
    tuning=Tuning(lazy_proofs=True))
Puzzle = GENRE.puzzle
