"""Kakurasu.

Rules: shade some cells of the grid.  Number the columns 1, 2, ... from the left and the rows
1, 2, ... from the top.  A clue beside a row is the sum of the column numbers of the row's
shaded cells; a clue above a column is the sum of the row numbers of its shaded cells.  A row
or column without a clue is free.

Formats: the declared board's (the size in the header, ``top:`` the column clues, ``left:`` the
row clues), puzzlekit's text (``R C``, the column clues, the row clues).
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board
from ...cardinality.pb import pb_equals
from ...declare import declare
from ...genre import Generator, posed_cells

BOARD = Board(outside=("top", "left"), max_size=200)


def lines(p):
    """``(name, cells, weights, clue)``: each row's (left) and each column's (top) sum."""
    for r, clue in enumerate(p.outside["left"]):
        yield f"row {r + 1}", [(r, c) for c in range(p.cols)], list(range(1, p.cols + 1)), clue
    for c, clue in enumerate(p.outside["top"]):
        yield f"column {c + 1}", [(r, c) for r in range(p.rows)], list(range(1, p.rows + 1)), clue


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    for name, cells, weights, clue in lines(p):
        if clue is not None:
            with model.tag(f"{name}'s shaded cells sum to {clue}"):
                pb_equals(model, [shaded[x] for x in cells], weights, clue)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    for name, cells, weights, clue in lines(p):
        total = sum(w for x, w in zip(cells, weights) if x in on)
        if clue is not None and total != clue:
            problems.append(f"{name}'s shaded cells sum to {total}, the clue says {clue}")
    return problems


def tiny(rng: random.Random):
    """Clues of a random shading, some hidden, now and then one changed."""
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    on = {(r, c) for r in range(rows) for c in range(cols) if rng.random() < 0.4}
    top = [sum(r + 1 for r in range(rows) if (r, c) in on) for c in range(cols)]
    left = [sum(c + 1 for c in range(cols) if (r, c) in on) for r in range(rows)]
    top = [v if rng.random() < 0.6 else None for v in top]
    left = [left[0]] + [v if rng.random() < 0.6 else None for v in left[1:]]  # some clue (the text needs one)
    if rng.random() < 0.3:
        left[0] += 1
    return Puzzle(size=(rows, cols), outside={"top": top, "left": left})


def board(rng: random.Random, size, options):
    """``gridsat generate``: the grid without clues (the driver plants a shading)."""
    rows, cols = size
    return Puzzle(size=size, outside={"top": [None] * cols, "left": [None] * rows}, source="generated")


def sums(p, sol) -> dict:
    """The clues an answer shows: each row's and each column's sum, keyed ``(side, i)``."""
    on = set(sol.shaded)
    keys = [("left", r) for r in range(p.rows)] + [("top", c) for c in range(p.cols)]  # the order of lines()
    return {key: sum(w for x, w in zip(cells, weights) if x in on)
            for key, (_, cells, weights, _) in zip(keys, lines(p))}


GENRE = declare(
    "kakurasu", "Kakurasu", BOARD, SHADED, rules, check, module=__name__, puzzlekit=("top", "left"), tiny=tiny,
    uses=frozenset({"pb"}), generate=Generator(board=board, shows=sums, pose=posed_cells, size=(7, 7)))
Puzzle = GENRE.puzzle
