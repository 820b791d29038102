"""Tatamibari.

Rules: divide the grid into rectangles, each holding exactly one symbol: ``s`` (``+``) a
square, ``h`` a rectangle wider than tall, ``v`` (``|``) one taller than wide (``?``: any
rectangle).  No point is a corner of four rectangles.  The answer is the rectangles
(``{"regions": [[[r, c], ...], ...]}``).

Encoding: candidate rectangles round each symbol, of its shape
(:func:`gridsat.connectivity.division.clue_rectangles`); at every inner lattice point, one of
the four cell pairs across it lies in one rectangle.

Formats: native text ``tatamibari WxH`` and the rows (``.``, ``s``, ``h``, ``v``, ``?``; ``+``
and ``|`` read too); JSON; puzz.link ``tatamibari/C/R/BODY`` (number16: 1 tall, 2 wide, 3
square); puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random

from ...answers import REGIONS
from ...board import Board, Cells
from ...connectivity.division import chosen_rectangles, clue_rectangles, rectangle_problems
from ...context import UNNAMED_CLUES
from ...declare import Url, declare, random_rectangles, sprinkle
from ...formats.codecs import Codec, Number16, Seq
from ...formats import InputError
from ...genre import Generator, Part, cell_clues, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(symbols={"s": "square", "h": "wide", "v": "tall", "+": "square", "|": "tall"},
                          unknown=True), max_size=200)
SHAPES = {"square": lambda h, w: h == w, "wide": lambda h, w: w > h, "tall": lambda h, w: h > w}
WORDS = {"square": "a square", "wide": "wider than tall", "tall": "taller than wide"}
OWN = Part("own rectangles", when=UNNAMED_CLUES, help="a symbol's candidates: its shape, no other symbol")


class Symbols16(Codec):
    """pzprjs's number16 over the cells with 1 = tall, 2 = wide, 3 = square."""

    CODE = {1: "tall", 2: "wide", 3: "square"}

    def read(self, cur, shape):
        grid = Number16().read(cur, shape)
        bad = next((v for row in grid for v in row if v is not None and v != "?" and v not in self.CODE), None)
        if bad is not None:
            raise cur.error(f"tatamibari symbol {bad} is not 1, 2 or 3")
        return tuple(tuple(self.CODE.get(v, v) for v in row) for row in grid)

    def write(self, value, shape):
        back = {m: k for k, m in self.CODE.items()}
        return Number16().write(tuple(tuple(back.get(v, v) for v in row) for row in value), shape)


def clue_name(p, cell) -> str:
    return f"the {p.board.cells.token(p.cells[cell[0]][cell[1]])} in {cell_name(*cell)}"


def rules(p, model, options) -> None:
    clues = p.clues()
    fits = {x: (lambda rect, s=s: SHAPES[s](rect.h, rect.w)) for x, s in clues.items() if s in SHAPES}
    d = clue_rectangles(model, p.rows, p.cols, clues, fits=fits, prune=options.on(OWN),
                        tag=lambda x: f"{clue_name(p, x)} has its own rectangle")
    for r in range(p.rows - 1):
        for c in range(p.cols - 1):  # no four rectangles meet at the point below right of (r, c)
            a, b, x, y = (r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)
            model.add([d.same(a, b), d.same(x, y), d.same(a, x), d.same(b, y)])


def decode(p, model, values, info=None):
    return REGIONS.make(chosen_rectangles(model, values))


def check(p, sol) -> list[str]:
    clues = p.clues()
    problems, held = rectangle_problems(p.rows, p.cols, sol.regions, clues, what="symbols")
    for region, x in held:
        rs, cs = [r for r, _ in region], [c for _, c in region]
        if clues[x] in SHAPES and not SHAPES[clues[x]](max(rs) - min(rs) + 1, max(cs) - min(cs) + 1):
            problems.append(f"the region at {cell_name(*region[0])} is not {WORDS[clues[x]]}")
    lab = REGIONS.labels(p, sol)
    for r in range(p.rows - 1):
        for c in range(p.cols - 1):
            if len({lab[r][c], lab[r][c + 1], lab[r + 1][c], lab[r + 1][c + 1]}) == 4:
                problems.append(f"four regions meet at the corner below right of {cell_name(r, c)}")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    cells = sprinkle(rng, rows, cols, rng.randint(1, min(4, rows * cols)), lambda: rng.choice(("square", "square", "wide", "tall", "?")))
    return Puzzle(cells=cells)


def board(rng: random.Random, size, options):
    """``gridsat generate``: a ``?`` in one random cell of each rectangle of a random division;
    the driver plants an answer (another board when none has no four rectangles at a point)
    and writes each ``?``'s shape."""
    rows, cols = size
    if rows * cols < 2:
        raise InputError(f"a {rows}x{cols} grid is too small for Tatamibari (at least 2 cells)")
    cells = [[None] * cols for _ in range(rows)]
    for r, c, h, w in random_rectangles(rng, rows, cols, MOST):
        cells[r + rng.randrange(h)][c + rng.randrange(w)] = "?"
    return Puzzle(cells=cells, source="generated")


MOST = 4  # cells in a rectangle of the random division


GENRE = declare(
    "tatamibari", "Tatamibari", BOARD, REGIONS, rules, check, module=__name__,
    url=Url(("tatamibari",), Seq(("cells", Symbols16()))), puzzlekit=("cells",), tiny=tiny,
    decode=decode,
    draw=lambda p, sol=None, ascii=False: REGIONS.text(p, "Tatamibari", sol, ascii),
    generate=Generator(board=board, shows=cell_clues(check, lambda p, cell: tuple(SHAPES)), pose=posed_cells,
                       size=(6, 6)))
Puzzle = GENRE.puzzle
