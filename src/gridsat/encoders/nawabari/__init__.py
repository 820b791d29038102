"""Nawabari.

Rules: divide the grid into rectangles, each holding exactly one numbered cell.  A number
says how many of its cell's four sides lie on its rectangle's border (the grid's edge counts);
a ``?`` is a number not given.  The answer is the rectangles
(``{"regions": [[[r, c], ...], ...]}``).

Encoding: candidate rectangles round each number whose border meets that many of its cell's
sides (:func:`gridsat.connectivity.division.clue_rectangles`).

Formats: native text ``nawabari WxH`` and the rows (``.``, ``0``-``4``, ``?``); JSON; puzz.link
``nawabari/C/R/BODY`` (pzprjs's number10); puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random

from ...answers import REGIONS
from ...board import Board, Cells
from ...connectivity.division import chosen_rectangles, clue_rectangles, rectangle_problems
from ...context import UNNAMED_CLUES
from ...declare import Url, declare, random_rectangles, sprinkle
from ...formats.codecs import Number10, Seq
from ...formats import InputError
from ...genre import Generator, Part, cell_clues, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, 4), unknown=True), max_size=200)
OWN = Part("own rectangles", when=UNNAMED_CLUES, help="a number's candidates: its sides, no other number")


def sides(cell, top: int, left: int, bottom: int, right: int) -> int:
    """How many of the cell's sides lie on the border of the rectangle rows top..bottom,
    columns left..right."""
    r, c = cell
    return (r == top) + (r == bottom) + (c == left) + (c == right)


def clue_name(p, cell) -> str:
    return f"the {p.cells[cell[0]][cell[1]]} in {cell_name(*cell)}"


def rules(p, model, options) -> None:
    clues = p.clues()
    fits = {x: (lambda rect, x=x, n=n: sides(x, rect.r, rect.c, rect.r + rect.h - 1, rect.c + rect.w - 1) == n)
            for x, n in clues.items() if isinstance(n, int)}
    clue_rectangles(model, p.rows, p.cols, clues, fits=fits, prune=options.on(OWN),
                    tag=lambda x: f"{clue_name(p, x)} has its own rectangle")


def decode(p, model, values, info=None):
    return REGIONS.make(chosen_rectangles(model, values))


def check(p, sol) -> list[str]:
    clues = p.clues()
    problems, held = rectangle_problems(p.rows, p.cols, sol.regions, clues)
    for region, x in held:
        if isinstance(clues[x], int):
            rs, cs = [r for r, _ in region], [c for _, c in region]
            n = sides(x, min(rs), min(cs), max(rs), max(cs))
            if n != clues[x]:
                problems.append(f"{clue_name(p, x)} has {n} sides on its rectangle's border")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    cells = sprinkle(rng, rows, cols, rng.randint(1, 3), lambda: rng.choice((0, 1, 2, 2, 3, 3, 4, "?")))
    return Puzzle(cells=cells)


def board(rng: random.Random, size, options):
    """``gridsat generate``: a ``?`` in one random cell of each rectangle of a random division
    (so that some answer exists); the driver plants one and writes each ``?``'s number.  Pieces
    of at most three cells: with larger ones the planted numbers were seldom unique (8x8: one
    board in 20 or fewer, against one in 5)."""
    rows, cols = size
    if rows * cols < 2:
        raise InputError(f"a {rows}x{cols} grid is too small for Nawabari (at least 2 cells)")
    cells = [[None] * cols for _ in range(rows)]
    for r, c, h, w in random_rectangles(rng, rows, cols):
        cells[r + rng.randrange(h)][c + rng.randrange(w)] = "?"
    return Puzzle(cells=cells, source="generated")


GENRE = declare(
    "nawabari", "Nawabari", BOARD, REGIONS, rules, check, module=__name__,
    url=Url(("nawabari",), Seq(("cells", Number10()))), puzzlekit=("cells",), tiny=tiny,
    decode=decode,
    draw=lambda p, sol=None, ascii=False: REGIONS.text(p, "Nawabari", sol, ascii),
    generate=Generator(board=board, shows=cell_clues(check, lambda p, cell: range(5)), pose=posed_cells,
                       size=(6, 6)))
Puzzle = GENRE.puzzle
