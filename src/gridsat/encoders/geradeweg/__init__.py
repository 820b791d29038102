"""Geradeweg.

Rules (pzprjs ``geradeweg``): draw one closed loop through the centres of cells, moving
horizontally and vertically, never branching or crossing itself; it need not visit every
cell.  It passes every numbered cell, and a number is the length, in cell steps, of each
straight stretch of the loop through its cell (at a turn, both stretches).  A ``?`` is a cell
on the loop whose length is not given, but at a turn its two stretches are equally long (as
pzprjs checks); a ``0`` (puzzlekit's data has two) is only a cell on the loop.

Formats: native text ``geradeweg 5x5`` then rows of ``.``, numbers and ``?`` (spaced when a
number has two digits); JSON; puzz.link ``geradeweg/W/H/BODY`` (pzprjs number16);
puzzlekit's ``R C`` then ``-``/number rows.
"""
from __future__ import annotations

import random

from ...answers import LOOP
from ...board import Board, Cells
from ...connectivity.rooms import cell_loop
from ...connectivity.segments import DOWN, LEFT, RIGHT, UP, Runs, arm
from ...declare import Url, declare
from ...formats.codecs import Number16, Seq
from ...genre import Generator, cell_clues, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True), max_size=200)
AXES = ((LEFT, RIGHT), (UP, DOWN))


def _either(model, a: int | None, b: int | None) -> int:
    """A literal for "a or b" (links; None: no such link)."""
    lits = [x for x in (a, b) if x is not None]
    y = model.aux()
    model.add([-y] + lits)
    for x in lits:
        model.add([y, -x])
    return y


def rules(p, model, options):
    loop = cell_loop(model, p)
    runs = Runs(model, loop.link)

    def link(cell, d):
        return loop.link.get((cell, (cell[0] + d[0], cell[1] + d[1])))
    for (r, c), n in p.clues().items():
        cell = (r, c)
        with model.tag(f"{cell_name(r, c)} ({n}) on the loop"):
            model.add([loop.on[cell]])
        if n == "?":
            with model.tag(f"{cell_name(r, c)} (?) turns with equal stretches"):
                for h in (LEFT, RIGHT):
                    for v in (UP, DOWN):
                        if link(cell, h) is not None and link(cell, v) is not None:
                            runs.equal(cell, h, v, guard=[link(cell, h), link(cell, v)])
        elif n > 0:
            with model.tag(f"{cell_name(r, c)}: stretches of {n}"):
                for a, b in AXES:
                    if link(cell, a) is not None or link(cell, b) is not None:
                        runs.sum_is(cell, a, b, n, guard=[_either(model, link(cell, a), link(cell, b))])
    return loop


def check(p, sol) -> list[str]:
    problems = LOOP.check(p, sol)
    if problems:
        return problems
    loop = [tuple(x) for x in sol.loop]
    links = set(zip(loop, loop[1:] + loop[:1]))
    for (r, c), n in p.clues().items():
        if (r, c) not in loop:
            problems.append(f"the loop misses the number at {cell_name(r, c)}")
            continue
        lengths = [arm(links, (r, c), a) + arm(links, (r, c), b) for a, b in AXES]
        lengths = [k for k in lengths if k]
        if isinstance(n, int) and n > 0 and any(k != n for k in lengths):
            problems.append(f"a stretch through {cell_name(r, c)} is {[k for k in lengths if k != n][0]} long, not {n}")
        if n == "?" and len(lengths) == 2 and lengths[0] != lengths[1]:
            problems.append(f"the stretches at {cell_name(r, c)} (?) are {lengths[0]} and {lengths[1]} long")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    return LOOP.text(p, sol, "Geradeweg", ascii)


def tiny(rng: random.Random):
    """2x2 to 3x4 cells, one to three numbers 1-3 (now and then a ``?`` or a ``0``)."""
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4)])
    cells = [["."] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, 3)):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice("1122233?0")
    return Puzzle.of(cells)


GENRE = declare(
    "geradeweg", "Geradeweg", BOARD, LOOP, rules, check, module=__name__,
    url=Url(("geradeweg",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny,
    draw=draw, uses=frozenset({"connect"}),
    generate=Generator(shows=cell_clues(check, lambda p, cell: range(1, max(p.rows, p.cols))), pose=posed_cells,
                       size=(6, 6)))
Puzzle = GENRE.puzzle
