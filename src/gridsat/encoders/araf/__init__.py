"""Araf.

Rules: divide the grid into regions.  Every region holds exactly two numbers, and its size
(how many cells it has) lies strictly between them.  The answer is the regions
(``{"regions": [[[r, c], ...], ...]}``).

Encoding: the shared division (:func:`gridsat.connectivity.division.divide`), a region rooted
at the first of its two numbers in reading order (so each division is written once), its size
counted in unary.

Formats: native text ``araf WxH`` and the rows (``.`` or a number, spaced when a number has
two digits); JSON; puzz.link ``araf/C/R/BODY`` (number16); puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random

from ...answers import REGIONS
from ...board import Board, Cells
from ...cardinality import exactly
from ...connectivity.division import Anchor, connected_partitions, divide, division_problems
from ...connectivity.graph import grid_graph
from ...context import UNNAMED_CLUES
from ...declare import Url, declare, often_solvable
from ...formats.codecs import Number16, Seq
from ...genre import Part
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None)), max_size=200)
NEAR = Part("near numbers", when=UNNAMED_CLUES, help="a region reaches only as far as its numbers allow")


def clue_name(p, cell) -> str:
    return f"the {p.cells[cell[0]][cell[1]]} in {cell_name(*cell)}"


def span(*cells) -> int:
    """The fewest cells of a connected region holding ``cells`` (their bounding box's rows plus
    columns, less one)."""
    rs, cs = [r for r, _ in cells], [c for _, c in cells]
    return max(rs) - min(rs) + max(cs) - min(cs) + 1


def rules(p, model, options) -> None:
    num = p.numbers()
    clues = sorted(num)
    near = options.on(NEAR)
    anchors, reasons = {}, {}
    for i, x in enumerate(clues):  # a region belongs to the first of its numbers
        partners = [y for y in clues[i + 1:] if span(x, y) < max(num[x], num[y]) and abs(num[x] - num[y]) > 1]
        if near:  # a cell joins x's region with a partner y only within y's size budget
            reasons[x] = {c: [y for y in partners if span(x, y, c) < max(num[x], num[y])]
                          for c in p if c not in num or c in partners or c == x}
            cells = tuple(c for c, ys in reasons[x].items() if ys or c == x)
            steps = max([max(num[x], num[y]) - 2 for y in partners], default=0)
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
        out = d.size(x, max([max(num[x], num[y]) for y in clues if y > x and y in cells], default=1))
        for y in clues:
            if y > x and y in cells:
                lo, hi = sorted((num[x], num[y]))
                with model.tag(f"{clue_name(p, x)} and {clue_name(p, y)}: a size between them"):
                    both = d.both(x, x, y)
                    model.add([-both, out[lo]] if lo < len(out) else [-both])  # at least lo + 1 cells
                    if hi - 1 < len(out):
                        model.add([-both] + ([-out[hi - 1]] if hi >= 1 else []))  # at most hi - 1
        for c, lit in cells.items() if near else ():  # implied: a cell's partner is one that reaches it
            if c != x:
                model.add([-lit] + [d.both(x, x, y) for y in reasons[x][c] if y in cells])
    for y in clues if near else ():  # implied: every number is in exactly one pair
        exactly(model, [d.both(x, x, y) for x in clues if x < y and y in d.member[x]]
                + [d.both(y, y, z) for z in clues if z > y and z in d.member[y]], 1)


def decode(p, model, values, info=None):
    regions: dict = {}
    for v, on in values.items():
        label = model.label(v) if on else None
        if label and label[0] == "in":
            regions.setdefault(label[1], []).append(label[2])
    return REGIONS.make(regions.values())


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


def candidates(p):
    for part in connected_partitions(p.rows, p.cols):
        yield REGIONS.make(part)


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    cells = [[None] * cols for _ in range(rows)]
    for r, c in rng.sample([(r, c) for r in range(rows) for c in range(cols)], rng.randint(1, min(4, rows * cols))):
        cells[r][c] = rng.randint(1, 6)
    return Puzzle(cells=cells)


GENRE = declare(
    "araf", "Araf", BOARD, REGIONS, rules, check, module=__name__,
    url=Url(("araf",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=often_solvable(tiny, check, candidates),
    candidates=candidates, decode=decode, uses=("connect",),
    draw=lambda p, sol=None, ascii=False: REGIONS.text(p, "Araf", sol, ascii))
Puzzle = GENRE.puzzle
