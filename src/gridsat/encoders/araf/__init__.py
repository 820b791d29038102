"""Araf.

Rules: divide the grid into regions.  Every region holds exactly two numbers, and its size
(how many cells it has) lies strictly between them.  The answer is the regions
(``{"regions": [[[r, c], ...], ...]}``).

Encoding: the shared division (:func:`gridsat.connectivity.division.divide`), a region rooted
at the larger of its two numbers (the first in reading order of equal ones: each division is
written once; a big number's few regions reach far, not every region that might hold one), its
size counted in unary.

Formats: native text ``araf WxH`` and the rows (``.`` or a number, spaced when a number has
two digits); JSON; puzz.link ``araf/C/R/BODY`` (number16); puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random

from ...answers import REGIONS
from ...board import Board, Cells
from ...cardinality import exactly
from ...connectivity.division import Anchor, chosen_regions, divide, division_problems
from ...connectivity.graph import grid_graph
from ...context import UNNAMED_CLUES
from ...declare import Url, declare, often_solvable, sprinkle
from ...formats.codecs import Number16, Seq
from ...genre import Generator, Part, Tuning
from ...render.text import cell_name
from . import generate as gen

BOARD = Board(cells=Cells(numbers=(0, None)), max_size=200)
NEAR = Part("near numbers", when=UNNAMED_CLUES, help="a region reaches only as far as its numbers allow")


def clue_name(p, cell) -> str:
    return f"the {p.cells[cell[0]][cell[1]]} in {cell_name(*cell)}"


def span(*cells) -> int:
    """The fewest cells of a connected region holding ``cells`` (their bounding box's rows plus
    columns, less one)."""
    rs, cs = [r for r, _ in cells], [c for _, c in cells]
    return max(rs) - min(rs) + max(cs) - min(cs) + 1


def _others(num) -> dict:
    """For two numbers x, y: the fewest cells of the other numbers' regions (each pair's more than
    its smaller number, so at least the smaller half of them plus one each)."""
    order = sorted(num, key=num.get)
    m, pre = (len(order) - 2) // 2, [0]
    for x in order:
        pre.append(pre[-1] + num[x])
    out = {}
    for i, x in enumerate(order):
        for j in range(i + 1, len(order)):
            y = order[j]
            low = pre[m] if i >= m else pre[m + 1] - num[x] if j > m else pre[m + 2] - num[x] - num[y]
            out[x, y] = out[y, x] = low + m
    return out


def rules(p, model, options) -> None:
    num = p.numbers()
    clues = sorted(num, key=lambda x: (-num[x], x))  # a region belongs to its larger number
    at = {x: i for i, x in enumerate(clues)}
    near = options.on(NEAR)
    most = {(x, y): max(num[x], num[y]) - 1 for x in clues for y in clues}  # the most cells of x and y's region
    if near:  # implied: the other numbers' regions each have more cells than the smaller of their pair
        most.update({(x, y): min(most[x, y], p.rows * p.cols - room) for (x, y), room in _others(num).items()})
    anchors, reasons = {}, {}
    for i, x in enumerate(clues):  # a region belongs to the first of its numbers in that order
        partners = [y for y in clues[i + 1:] if span(x, y) <= most[x, y] and min(num[x], num[y]) < most[x, y]]
        if near:  # a cell joins x's region with a partner y only within y's size budget
            reasons[x] = {c: [y for y in partners if span(x, y, c) <= most[x, y]]
                          for c in p if c not in num or c in partners or c == x}
            cells = tuple(c for c, ys in reasons[x].items() if ys or c == x)
            steps = max([most[x, y] - 1 for y in partners], default=0)
            anchors[x] = Anchor((x,), cells, optional=True, steps=steps)
        else:
            anchors[x] = Anchor((x,), tuple(c for c in p if c not in clues[:i]), optional=True)
    d = divide(model, grid_graph(p.rows, p.cols), anchors, prefer="distance",
               tag=lambda x: f"{clue_name(p, x)} is in a region")
    for x in clues:
        cells = d.member[x]
        with model.tag(f"{clue_name(p, x)} is in a region with one other number"):
            d.holds(x, clues, 2)
        if x not in cells:
            continue
        out = d.size(x, max([most[x, y] + 1 for y in clues if at[y] > at[x] and y in cells], default=1))
        for y in clues:
            if at[y] > at[x] and y in cells:
                lo, hi = sorted((num[x], num[y]))
                with model.tag(f"{clue_name(p, x)} and {clue_name(p, y)}: a size between them"):
                    both = d.both(x, x, y)
                    model.add([-both, out[lo]] if lo < len(out) else [-both])  # at least lo + 1 cells
                    if most[x, y] < len(out):
                        model.add([-both] + ([-out[most[x, y]]] if most[x, y] >= 0 else []))  # at most hi - 1
        for c, lit in cells.items() if near else ():  # implied: a cell's partner is one that reaches it
            if c != x:
                model.add([-lit] + [d.both(x, x, y) for y in reasons[x][c] if y in cells])
    for y in clues if near else ():  # implied: every number is in exactly one pair
        exactly(model, [d.both(x, x, y) for x in clues if at[x] < at[y] and y in d.member[x]]
                + [d.both(y, y, z) for z in clues if at[z] > at[y] and z in d.member[y]], 1)


def decode(p, model, values, info=None):
    return REGIONS.make(chosen_regions(model, values))


def check(p, sol) -> list[str]:
    problems = division_problems(p.rows, p.cols, sol.regions)
    num = p.numbers()
    for region in sol.regions:
        where = f"the region at {cell_name(*region[0])}"
        inside = sorted(num[x] for x in region if x in num)
        if len(inside) != 2:
            problems.append(f"{where} holds {len(inside)} numbers, needs 2")
        elif not inside[0] < len(region) < inside[1]:
            problems.append(f"{where} has {len(region)} cells, not strictly between {inside[0]} and {inside[1]}")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    cells = sprinkle(rng, rows, cols, rng.randint(1, min(4, rows * cols)), lambda: rng.randint(1, 6))
    return Puzzle(cells=cells)


GENRE = declare(
    "araf", "Araf", BOARD, REGIONS, rules, check, module=__name__,
    url=Url(("araf",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=often_solvable(tiny, check, REGIONS.candidates),
    decode=decode, uses=("connect",),
    tuning=Tuning(solver="glucose4"),  # the 10x10 with two 50s: 1.2 s against CaDiCaL's 3.5 s, the others alike
    generate=Generator(make=lambda rng, size, options: gen.make(rng, size, options, Puzzle), improve=gen.improve,
                       size=(6, 6)),
    draw=lambda p, sol=None, ascii=False: REGIONS.text(p, "Araf", sol, ascii))
Puzzle = GENRE.puzzle
