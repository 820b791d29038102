"""Hidoku (Hidato).

Rules: write the numbers 1 to N, one in each open cell (N open cells; ``#`` marks a cell that
is not part of the board), so that consecutive numbers are in cells that touch, sideways or
diagonally (a king's move).  The given numbers stay.  The answer is the grid of numbers
(``{"grid": [[...], ...]}``, 0 on a blocked cell).

Formats: native text ``hidoku WxH`` then rows of ``.``, ``#`` or a number (spaced); JSON
``{"genre": "hidoku", "cells": [[...]]}``; puzzlekit's ``R C`` and R rows of ``-`` or a number.
"""
from __future__ import annotations

import random

from ...answers import Filling, Numbers
from ...board import Board, Cells, Grid
from ...context import ANSWERS_ONLY
from ...connectivity.paths import KING, grid_graph, numbered_path
from ...declare import declare
from ...formats import InputError
from ...genre import Generator, Part, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(1, None), symbols={"#": "black"}), spaced=True, max_size=30)
NUMBERS = Numbers()


class _Hidoku(Grid):
    __slots__ = ()

    @property
    def open_cells(self) -> list[tuple[int, int]]:
        return [cell for cell in self if self.cells[cell[0]][cell[1]] != "black"]

    def validate(self) -> None:
        n = len(self.open_cells)
        for (r, c), v in self.numbers().items():
            if v > n:
                raise InputError(f"{cell_name(r, c)} holds {v}, more than the {n} open cells", self.source, cell=(r, c))


Puzzle = BOARD.puzzle_type("hidoku", __name__, _Hidoku)


# the givens' reach prunes the numbers' places, where the formula need only give the answers
REACH = Part("reach", when=ANSWERS_ONLY, help="no variable for a number out of its givens' reach")


def rules(p, model, options) -> None:
    givens = p.numbers()
    at = numbered_path(model, grid_graph(p.open_cells, KING), lambda cell, k: model.var("value", *cell, k),
                       givens if options.on(REACH) else None)
    model.mark_primary(*at.values())
    for (r, c), k in givens.items():
        with model.tag(f"{cell_name(r, c)} holds {k}"):
            model.add([at[(r, c), k]] if ((r, c), k) in at else [])  # (out of another given's reach)


def check(p, sol) -> list[str]:
    grid = sol.grid
    if len(grid) != p.rows or any(len(row) != p.cols for row in grid):
        return [f"the answer must be {p.rows} rows of {p.cols} numbers"]
    cells = p.open_cells
    n = len(cells)
    problems = [f"{cell_name(r, c)} is blocked but holds {grid[r][c]}" for r, c in p
                if p.cells[r][c] == "black" and grid[r][c] != 0]
    where = {}
    for r, c in cells:
        v = grid[r][c]
        if not isinstance(v, int) or not 1 <= v <= n:
            problems.append(f"{cell_name(r, c)} holds {v!r}, not a number 1..{n}")
        elif v in where:
            problems.append(f"{v} is in {cell_name(*where[v])} and {cell_name(r, c)}")
        else:
            where[v] = (r, c)
        if isinstance(p.cells[r][c], int) and v != p.cells[r][c]:
            problems.append(f"{cell_name(r, c)} must keep its given {p.cells[r][c]}, not {v!r}")
    for k in range(1, n):
        a, b = where.get(k), where.get(k + 1)
        if a and b and max(abs(a[0] - b[0]), abs(a[1] - b[1])) != 1:
            problems.append(f"{k} in {cell_name(*a)} and {k + 1} in {cell_name(*b)} do not touch")
    return problems


def candidates(p):
    from itertools import permutations
    cells = p.open_cells
    for order in permutations(range(1, len(cells) + 1)):
        value = dict(zip(cells, order))
        yield Filling(tuple(tuple(value.get((r, c), 0) for c in range(p.cols)) for r in range(p.rows)))


def tiny(rng: random.Random) -> Puzzle:
    """Up to 7 open cells (2x2..3x3, some blocked), a few numbers given (now and then two
    the same, or two far apart: no answer)."""
    h, w = rng.choice(((1, 3), (2, 2), (2, 3), (3, 2), (3, 3)))
    cells = [[None] * w for _ in range(h)]
    spots = [(r, c) for r in range(h) for c in range(w)]
    for r, c in rng.sample(spots, max(0, h * w - 7) + rng.choice((0, 0, 1))):
        cells[r][c] = "black"
    free = [(r, c) for r, c in spots if cells[r][c] is None]
    for r, c in rng.sample(free, rng.randint(0, min(3, len(free)))):
        cells[r][c] = rng.randint(1, len(free))
    return Puzzle(cells, source="tiny")


def draw(p, sol=None, ascii: bool = False) -> str:
    grid = sol.grid if sol else None
    width = len(str(len(p.open_cells)))

    def token(r, c):
        v = p.cells[r][c]
        if v == "black":
            return "#"
        return str(grid[r][c] if grid else v if v is not None else ".")
    return f"Hidoku {p.cols}x{p.rows}\n" + "\n".join(" ".join(token(r, c).rjust(width) for c in range(p.cols))
                                                     for r in range(p.rows))


def givens(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): its every number, as a given."""
    return {(r, c): sol.grid[r][c] for r, c in p.open_cells}


GENRE = declare(
    "hidoku", "Hidoku", BOARD, NUMBERS, rules, check, module=__name__, aliases=("hidato",), puzzle=Puzzle,
    puzzlekit=("cells",), tiny=tiny, candidates=candidates, draw=draw,
    generate=Generator(shows=givens, pose=posed_cells, size=(5, 5)))
