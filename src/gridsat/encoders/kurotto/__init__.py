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
from ...declare import Url, declare
from ...formats.codecs import Number16, Seq
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True, symbols={"o": "?"}), max_size=200)


def reach(p, clue, n: int) -> dict:
    """The cells a shaded area touching ``clue`` may cover when the areas there total ``n``
    cells: within ``n`` steps of the clue through cells without a circle, with their distance."""
    dist, todo = {clue: 0}, [clue]
    for cell in todo:
        if dist[cell] < n:
            for nb in p.neighbours(*cell):
                if nb not in dist and p.cells[nb[0]][nb[1]] is None:
                    dist[nb] = dist[cell] + 1
                    todo.append(nb)
    del dist[clue]
    return dist


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
        near = reach(p, clue, n)
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
            connected(model, graph, active=inside, root=clue, edge=None, bound=n, prefer="distance")
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


GENRE = declare(
    "kurotto", "Kurotto", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("kurotto",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny, uses=frozenset({"connect"}))
Puzzle = GENRE.puzzle
