"""Yajilin.

Rules (pzprjs ``yajilin``, Nikoli): some cells hold clues.  Shade some of the other cells and
draw one closed loop, moving horizontally and vertically through cell centres, through every
cell that is neither a clue nor shaded.  Shaded cells never share an edge; the loop passes no
clue and no shaded cell.  An arrow clue says how many cells are shaded from it to the edge of
the grid in the arrow's direction (a clue without an arrow, and a grey cell, say nothing).

Formats: the declared board's (native text ``yajilin 5x5`` then rows of tokens: ``.``, an
arrow clue ``<2``, ``^0``, ``v?``, a number without arrow, ``?``, a grey cell ``x``; JSON;
puzzlekit's ``R C`` then ``-``, ``1w``, ``2s``, ``x``/``@``) and the puzz.link URL
``yajilin/W/H/BODY`` (pzprjs's arrow numbers; the ``b`` display flag is read and dropped).
"""
from __future__ import annotations

import random

from ...answers import LoopShaded
from ...board import Arrow
from ...cardinality import exactly
from ...connectivity.rooms import loop_or_shaded
from ...declare import Url, declare
from ...formats.codecs import Arrows, Seq
from ...render.text import cell_name
from .generate import GENERATOR
from .puzzle import BOARD, Puzzle

ANSWER = LoopShaded()
STEP = {"^": (-1, 0), "v": (1, 0), "<": (0, -1), ">": (0, 1)}


class Clues(Arrows):
    """pzprjs arrow numbers as board values: an Arrow, a number or ``?`` alone, ``+`` grey."""

    def read(self, cur, shape):
        def value(v):
            if v is None:
                return None
            d, n = v
            return Arrow(d, n) if d is not None else "grey" if n is None else n
        return tuple(tuple(value(v) for v in row) for row in super().read(cur, shape))

    def write(self, value, shape) -> str:
        def pair(v):
            if v is None or isinstance(v, Arrow):
                return v and (v.direction, v.number)
            return (None, None) if v == "grey" else (None, v)
        return super().write([[pair(v) for v in row] for row in value], shape)


def ray(p, cell, direction) -> list[tuple[int, int]]:
    """The cells from ``cell`` (not included) to the edge in the arrow's direction."""
    (r, c), (dr, dc) = cell, STEP[direction]
    out = []
    while p.inside(r + dr, c + dc):
        r, c = r + dr, c + dc
        out.append((r, c))
    return out


def arrows(p) -> dict:
    return {cell: v for cell, v in p.clues().items() if isinstance(v, Arrow) and isinstance(v.number, int)}


def rules(p, model, options):
    def clue(cell, v, shaded):  # an arrow: how many cells are shaded from it to the edge
        if isinstance(v, Arrow) and isinstance(v.number, int):
            exactly(model, [shaded[x] for x in ray(p, cell, v.direction)], v.number)
    return loop_or_shaded(model, p, ANSWER.vars, clue)  # a clue cell neither, every other one or the other


def check(p, sol) -> list[str]:
    problems = ANSWER.check(p, sol)  # the loop, shaded cells off clues and apart, the rest on the loop
    shaded = set(sol.shaded)
    for cell, v in arrows(p).items():
        n = sum(x in shaded for x in ray(p, cell, v.direction))
        if n != v.number:
            problems.append(f"the arrow {v} at {cell_name(*cell)} sees {n} shaded cells")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    return ANSWER.text(p, sol, "Yajilin", ascii)


def tiny(rng: random.Random):
    """2x2 to 3x4 cells, each an arrow clue with a small number one time in six."""
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle([[Arrow(rng.choice("^v<>"), rng.randint(0, 1)) if rng.random() < 1 / 6 else None
                    for _ in range(cols)] for _ in range(rows)])


GENRE = declare(
    "yajilin", "Yajilin", BOARD, ANSWER, rules, check, module=__name__, aliases=("yajirin",),
    url=Url(("yajilin",), Seq(("cells", Clues()))), puzzlekit=("cells",), tiny=tiny,
    draw=draw, uses=frozenset({"connect"}), generate=GENERATOR, puzzle=Puzzle)
