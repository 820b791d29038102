"""Kurotto.

Rules (pzprjs ``kurotto``): shade some cells.  Cells with a circle stay unshaded; a number in a
circle is the total size of the shaded areas (orthogonally connected groups of shaded cells)
that touch the circle orthogonally, each area counted once.  pzprjs also asks for at least one
shaded cell on the board.

Formats: the declared board's (a number, ``?`` or ``o`` a circle without a number: puzzlekit's
token), puzz.link ``kurotto`` (pzprjs's number16 code, ``.`` a circle without a number).
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board, Cells
from ...cardinality import at_least, exactly
from ...connectivity import connected
from ...connectivity.graph import Graph
from ...context import UNNAMED_CLUES
from ...declare import Url, declare
from ...formats.codecs import Number16, Seq
from ...genre import Generator, Part, cell_clues, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True, symbols={"o": "?"}), max_size=200)
# the other circles' numbers bound the areas a circle's encoding considers (so not when each
# clue's clauses must stand alone for an explanation)
CAPS = Part("area caps", when=UNNAMED_CLUES, help="an area is no larger than a number it touches")


def reach(p, clue, n: int, caps: bool = True) -> dict:
    """The cells a shaded area touching ``clue`` may cover, each with the most steps it can be
    from the clue.  The cells on a shortest path from the clue to such a cell through the areas
    are shaded, all in one area: that area has at least as many cells as the path, and at most
    as many as the smallest number it touches (``n`` or a circle next to a cell of the path).
    So a path of L cells goes on while L <= that budget (the best paths per cell kept).
    ``caps`` False: the clue's own number only."""
    nums = p.numbers() if caps else {}
    cap = {}
    for r in range(p.rows):
        for c in range(p.cols):
            if p.cells[r][c] is None:
                cap[r, c] = min([nums[u] for u in p.neighbours(r, c) if u in nums], default=n)
    best: dict = {}  # cell -> [(length, budget), ...], none better in both
    todo = [(1, min(n, cap[nb]), nb) for nb in p.neighbours(*clue) if nb in cap]
    for length, budget, v in todo:
        if length > budget or any(l2 <= length and b2 >= budget for l2, b2 in best.get(v, ())):
            continue
        best.setdefault(v, []).append((length, budget))
        todo += [(length + 1, min(budget, cap[u]), u) for u in p.neighbours(*v) if u in cap]
    return {v: max(b for _, b in states) for v, states in best.items()}


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    circles = p.clues()
    for cell in circles:
        with model.tag(f"the circle at {cell_name(*cell)} stays unshaded"):
            model.add([-shaded[cell]])
    with model.tag("some cell is shaded"):
        at_least(model, list(shaded.values()), 1)
    for clue, n in p.numbers().items():
        # in[v]: v is shaded and in an area touching the clue.  Closed under shaded
        # neighbours (so it holds those whole areas), connected to the clue (so nothing more)
        near = reach(p, clue, n, options.on(CAPS))  # cell -> the most steps it can be from the clue
        inside = {v: model.aux() for v in near}
        with model.tag(f"the areas touching {cell_name(*clue)} total {n} cells"):
            for v, x in inside.items():
                model.add([-x, shaded[v]])
                for u in p.neighbours(*v):
                    if u != clue and u not in circles:
                        model.add([-x, -shaded[u]] + ([inside[u]] if u in inside else []))
            for nb in p.neighbours(*clue):
                if nb not in circles:
                    model.add([-shaded[nb]] + ([inside[nb]] if nb in inside else []))
            graph = Graph()
            graph.add_nodes_from([clue, *near])
            graph.add_edges_from((v, u) for v in [clue, *near] for u in p.neighbours(*v) if u in near and u > v
                                 or u == clue and v in near)
            connected(model, graph, active=inside, root=clue, edge=None, bound={clue: 0, **near},
                      prefer="distance")
            exactly(model, list(inside.values()), n)


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*cell)} is not on the grid" for cell in sorted(on) if not p.inside(*cell)]
    problems += [f"the circle at {cell_name(*cell)} is shaded" for cell in p.clues() if cell in on]
    if not on:
        problems.append("no cell is shaded")
    areas = p.areas(on)
    area_of = {cell: i for i, area in enumerate(areas) for cell in area}
    for clue, n in p.numbers().items():
        touching = {area_of[nb] for nb in p.neighbours(*clue) if nb in area_of}
        total = sum(len(areas[i]) for i in touching)
        if total != n:
            problems.append(f"the areas touching {cell_name(*clue)} total {total} cells, the circle says {n}")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle([[rng.choice((None,) * 5 + (0, 1, 2, 3, 4, "?")) for _ in range(cols)] for _ in range(rows)])


def board(rng: random.Random, size, options):
    """``gridsat generate``: circles without numbers on random cells, none side by side, one a
    five cells; the driver plants a shading and each circle gets the total it touches."""
    rows, cols = size
    cells = [[None] * cols for _ in range(rows)]
    circles: list = []
    for r, c in rng.sample([(r, c) for r in range(rows) for c in range(cols)], rows * cols):
        if len(circles) < max(1, rows * cols // 5) and all(abs(r - y) + abs(c - x) > 1 for y, x in circles):
            circles.append((r, c))
            cells[r][c] = "?"
    return Puzzle(cells, source="generated")


GENRE = declare(
    "kurotto", "Kurotto", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("kurotto",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny, uses=frozenset({"connect"}),
    generate=Generator(board=board, shows=cell_clues(check, lambda p, cell: range(p.rows * p.cols)),
                       pose=posed_cells, size=(7, 7)))
Puzzle = GENRE.puzzle
