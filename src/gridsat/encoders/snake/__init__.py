"""Snake.

Rules (pzprjs ``snake``): shade a snake, one path of cells from head to tail (each shaded
cell shares an edge with the cells before and after it), that never touches itself, not even
diagonally.  A black circle is an end of the snake (head or tail), a white circle a cell of
its body; a number outside the grid counts the shaded cells of its column (above) or row
(left).  The snake has at least two cells (pzprjs would also take a snake of one cell).

Formats: native text ``snake 6x6``, ``top:`` and ``left:`` lines of counts (``.`` none), then
rows of ``.``, ``x`` (black circle, an end) and ``o`` (white circle, the body); JSON; puzz.link
``snake/W/H/BODY`` (pzprjs: the circles, then the counts); puzzlekit's ``R C``, the column
counts, the row counts, then rows of ``-`` or ``x`` (an end).
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board, Cells
from ...cardinality import exactly
from ...connectivity.paths import snake
from ...declare import Url, declare
from ...formats.codecs import Circles, Outside, Seq, _shaped, _unshaped
from ...genre import Generator, line_counts, posed_cells
from ...render.text import cell_name

END, BODY = "black circle", "white circle"
BOARD = Board(cells=Cells(symbols={"x": END, "o": BODY}), outside=("top", "left"), max_size=200)


class SnakeCircles(Circles):
    """pzprjs decodeCircle: 1 a white circle (body), 2 a black one (an end)."""

    def read(self, cur, shape):
        return _shaped([(None, BODY, END)[v] for v in _unshaped(super().read(cur, shape), shape)], shape)

    def write(self, value, shape) -> str:
        return super().write(_shaped([{None: 0, BODY: 1, END: 2}[v] for v in _unshaped(value, shape)], shape), shape)


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    end = snake(model, shaded)
    for (r, c), v in p.clues().items():
        with model.tag(f"{cell_name(r, c)} is {'an end' if v == END else 'the body'} of the snake"):
            model.add([shaded[r, c]])
            model.add([end[r, c] if v == END else -end[r, c]])
    for side, line in p.outside.items():
        for i, k in enumerate(line):
            if k is not None:
                cells = [(r, i) for r in range(p.rows)] if side == "top" else [(i, c) for c in range(p.cols)]
                with model.tag(f"{'column' if side == 'top' else 'row'} {i + 1} has {k} snake cells"):
                    exactly(model, [shaded[x] for x in cells], k)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    if problems:
        return problems
    if len(on) < 2:
        return ["the snake needs at least two cells"]
    degree = {x: sum(nb in on for nb in p.neighbours(*x)) for x in on}
    if len(p.areas(on)) != 1:
        problems.append(f"the snake is in {len(p.areas(on))} pieces")
    if sorted(degree.values()).count(1) != 2 or any(d > 2 for d in degree.values()):
        problems.append("the shaded cells are not one path with two ends (a branch, a loop or a touch)")
    for r, c in p:
        block = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
        if r + 1 < p.rows and c + 1 < p.cols:
            shade = [x in on for x in block]
            if shade in ([True, False, False, True], [False, True, True, False]):
                problems.append(f"the snake touches itself diagonally at {cell_name(r, c)}")
    for (r, c), v in p.clues().items():
        if (r, c) not in on or (degree[r, c] == 1) != (v == END):
            problems.append(f"{cell_name(r, c)} must be {'an end' if v == END else 'the body'} of the snake")
    for side, line in p.outside.items():
        for i, k in enumerate(line):
            n = sum(1 for r, c in on if (c if side == "top" else r) == i)
            if k is not None and n != k:
                problems.append(f"{'column' if side == 'top' else 'row'} {i + 1} has {n} snake cells, not {k}")
    return problems


def tiny(rng: random.Random):
    """2x2 to 3x4 cells, a circle or two and a few counts."""
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3)])
    cells = [["."] * cols for _ in range(rows)]
    for _ in range(rng.randint(0, 2)):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice("xxo")
    top = [rng.choice((None, None, 0, 1, 2, 3)) for _ in range(cols)]
    left = [rng.choice((None, None, 0, 1, 2, 3)) for _ in range(rows)]
    return Puzzle.of(cells, outside={"top": [min(k, rows) if k is not None else None for k in top],
                                     "left": [min(k, cols) if k is not None else None for k in left]})


def shows(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): a circle on every snake cell (black
    at its ends) and every row's and column's count."""
    on = set(sol.shaded)
    return {**{x: END if sum(y in on for y in p.neighbours(*x)) == 1 else BODY for x in on}, **line_counts(p, on)}


GENRE = declare(
    "snake", "Snake", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("snake",), Seq(("cells", SnakeCircles()), ("outside", Outside(("top", "left"))))),
    puzzlekit=("top", "left", "cells"), tiny=tiny, uses=frozenset({"connect"}),
    generate=Generator(shows=shows, pose=posed_cells, size=(6, 6)))
Puzzle = GENRE.puzzle
