"""Balance Loop.

Rules (pzprjs ``balance``): draw one closed loop through the centres of cells, moving
horizontally and vertically, never branching or crossing itself; it need not visit every
cell.  It passes every circle.  From a circle the loop leaves in two directions, and runs
straight some cells each way before it turns: at a white circle the two stretches are equally
long, at a black one they differ; a number in a circle is their total length (cell steps).

Formats: native text ``balanceloop 5x5`` then rows of ``.``, ``w``/``b`` (a white or black
circle) with an optional number (``w4``, ``b10``); JSON; puzz.link ``balance/W/H/BODY``
(pzprjs's number16 of 2n + colour, 0/1 a circle without a number); puzzlekit's ``R C`` then
``-``/circle rows (the number before or after the colour: ``4w`` reads too).
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from itertools import combinations

from ...answers import LOOP
from ...board import Board, Cells
from ...connectivity.rooms import cell_loop
from ...connectivity.segments import DIRECTIONS, Runs, arm
from ...declare import Url, declare
from ...formats.codecs import Number16, Seq, _shaped, _unshaped
from ...genre import Generator, Part, Tuning, cell_clues, posed_cells
from ...render.svg import INK, Board as Svg
from ...render.text import cell_name

CIRCLE = re.compile(r"([wb])([0-9]{1,3})?|([0-9]{1,3})([wb])")


@dataclass(frozen=True)
class CircleCells(Cells):
    """A cell holds nothing or a circle: ``w`` (white) or ``b`` (black), with an optional
    number (``w4``); the value is that token."""

    anything = True

    def what(self) -> str:
        return "'.' (empty), or a circle w (white) or b (black) with an optional number: w, b4"

    def read(self, token: str):
        m = CIRCLE.fullmatch(token)
        if token in (".", "-") or not m:
            return super().read(token)
        return self.check((m[1] or m[4]) + str(m[2] or m[3] or ""))

    def check(self, value):
        if isinstance(value, str) and re.fullmatch(r"[wb]([1-9][0-9]{0,2})?", value):
            return value
        return super().check(value)


def circle(value: str) -> tuple[str, int | None]:
    """``("w" | "b", number or None)`` of a circle's token."""
    return value[0], int(value[1:]) if value[1:] else None


class Circles16(Number16):
    """pzprjs balance: number16 of 2n + colour (0 white, 1 black); 0 and 1 a bare circle."""

    def read(self, cur, shape):
        return _shaped([None if v is None else "wb"[v % 2] + (str(v // 2) if v > 1 else "")
                        for v in _unshaped(super().read(cur, shape), shape)], shape)

    def write(self, value, shape) -> str:
        return super().write(_shaped([None if v is None else 2 * (circle(v)[1] or 0) + (v[0] == "b")
                                      for v in _unshaped(value, shape)], shape), shape)


BOARD = Board(cells=CircleCells(), max_size=200)


# where clues are named (an explanation, the formula that re-proves a step): every circle's
# arms defined before any clue's tag.  An arm's literals are shared by the circles further along
# its row or column; made under the first circle's tag they would leave the others' rules
# without meaning while that circle is off, and a reason would name it too.
SHARED_ARMS = Part("shared-arms", when=lambda ctx: ctx.tags, help="the circles' arms defined outside the clue tags")


def rules(p, model, options):
    loop = cell_loop(model, p)
    runs = Runs(model, loop.link)
    if options.on(SHARED_ARMS):
        for cell in p.clues():
            for d in DIRECTIONS:
                runs.longest(cell, d)
    for (r, c), v in p.clues().items():
        cell, (colour, n) = (r, c), circle(v)
        with model.tag(f"{cell_name(r, c)} ({v})"):
            model.add([loop.on[cell]])
            for a, b in combinations(DIRECTIONS, 2):   # the two ways the loop leaves the circle
                la, lb = (loop.link.get((cell, (r + d[0], c + d[1]))) for d in (a, b))
                if la is None or lb is None:
                    continue
                (runs.equal if colour == "w" else runs.differ)(cell, a, b, guard=[la, lb])
                if n is not None:
                    runs.sum_is(cell, a, b, n, guard=[la, lb])
    return loop


def check(p, sol) -> list[str]:
    problems = LOOP.check(p, sol)
    if problems:
        return problems
    loop = [tuple(x) for x in sol.loop]
    links = set(zip(loop, loop[1:] + loop[:1]))
    for (r, c), v in p.clues().items():
        colour, n = circle(v)
        arms = [k for k in (arm(links, (r, c), d) for d in DIRECTIONS) if k]
        if len(arms) != 2:
            problems.append(f"the loop misses the circle at {cell_name(r, c)}")
        elif colour == "w" and arms[0] != arms[1] or colour == "b" and arms[0] == arms[1]:
            problems.append(f"the stretches from {cell_name(r, c)} ({v}) are {arms[0]} and {arms[1]} long")
        elif n is not None and sum(arms) != n:
            problems.append(f"the stretches from {cell_name(r, c)} ({v}) add up to {sum(arms)}, not {n}")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    def clue(r, c):
        v = p.cells[r][c]
        if v is None:
            return None
        return v[1:] if len(v) == 2 else ("o*" if ascii else "○●")[v[0] == "b"]
    return LOOP.text(p, sol, "Balance Loop", ascii, clue)


def draw_svg(p, sol=None) -> str:
    b = Svg(p.rows, p.cols, f"Balance Loop {p.cols}x{p.rows}")
    b.grid()
    if sol:
        LOOP.draw(p, sol, b)
    for (r, c), v in p.clues().items():
        colour, n = circle(v)
        b.disc(r, c, 0.36, fill="white" if colour == "w" else INK, cls="circle")
        if n is not None:
            b.text(*b.centre(r, c), n, b.cell * 0.4, INK if colour == "w" else "white", "given", "bold")
    b.frame()
    return b.document()


def tiny(rng: random.Random):
    """2x2 to 3x4 cells, one to three circles (some numbered 1-4)."""
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4)])
    cells = [["."] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, 3)):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice("wb") + rng.choice(("", "", "2", "3", "4"))
    return Puzzle.of(cells)


def circles(p, cell) -> list[str]:
    """What a circle may show, for ``gridsat generate`` (the first the answer allows is
    written): its colour and number, else its colour."""
    return [f"{colour}{n}" for n in range(2, p.rows + p.cols) for colour in "wb"] + ["w", "b"]


GENRE = declare(
    "balanceloop", "Balance Loop", BOARD, LOOP, rules, check, module=__name__, aliases=("balance",),
    url=Url(("balance",), Seq(("cells", Circles16(unknown=None)))), puzzlekit=("cells",), tiny=tiny,
    draw=draw, draw_svg=draw_svg, uses=frozenset({"connect"}),
    # hints: reasons shrunk by the lazy loop cuts' proofs (the eager formula's leave hundreds of
    # questions undecided within their budget: the 10x10 example's rate 150 s and more)
    tuning=Tuning(lazy_proofs=True),
    generate=Generator(shows=cell_clues(check, circles), pose=posed_cells, size=(6, 6)))
Puzzle = GENRE.puzzle
