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

from ...answers import LoopShaded, LoopShading
from ...board import Arrow
from ...cardinality import exactly
from ...connectivity.rooms import cell_loop, cycles
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
    loop = cell_loop(model, p, empty=True)
    shaded = ANSWER.vars(p, model)
    clues = p.clues()
    for cell, v in clues.items():  # a clue cell: neither on the loop nor shaded (and its count)
        with model.tag(f"{cell_name(*cell)} holds {BOARD.cells.token(v)}"):
            model.add([-loop.on[cell]])
            model.add([-shaded[cell]])
            if isinstance(v, Arrow) and isinstance(v.number, int):
                exactly(model, [shaded[x] for x in ray(p, cell, v.direction)], v.number)
    loop.covers(model, [cell for cell in p if cell not in clues], shaded)  # the other cells: one or the other
    for a, b in p.edges():  # shaded cells never share an edge
        model.add([-shaded[a], -shaded[b]])
    return loop


def check(p, sol) -> list[str]:
    clues = p.clues()
    free = [cell for cell in p if cell not in clues]
    problems = ANSWER.check(p, sol, free) if sol.loop else []
    shaded, on = set(sol.shaded), {tuple(x) for x in sol.loop}
    for cell in sorted(shaded):
        if not p.inside(*cell) or cell in clues:
            problems.append(f"{cell_name(*cell)} is shaded but is not a cell that may be")
        elif cell in on:
            problems.append(f"the loop passes the shaded cell {cell_name(*cell)}")
    problems += [f"shaded {cell_name(*a)} and {cell_name(*b)} share an edge" for a, b in p.edges()
                 if a in shaded and b in shaded]
    problems += [f"{cell_name(*cell)} is neither shaded nor on the loop" for cell in free
                 if cell not in shaded and cell not in on]
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


def candidates(p):
    """Every loop through non-clue cells (or none) with every set of the other cells shaded."""
    from itertools import combinations

    free = [cell for cell in p if p.cells[cell[0]][cell[1]] is None]
    for loop in [()] + list(cycles(free)):
        rest = [cell for cell in free if cell not in loop]
        for k in range(len(rest) + 1):
            for shaded in combinations(rest, k):
                yield LoopShading(loop, tuple(shaded))


GENRE = declare(
    "yajilin", "Yajilin", BOARD, ANSWER, rules, check, module=__name__, aliases=("yajirin",),
    url=Url(("yajilin",), Seq(("cells", Clues()))), puzzlekit=("cells",), tiny=tiny, candidates=candidates,
    draw=draw, uses=frozenset({"connect"}), generate=GENERATOR, puzzle=Puzzle)
