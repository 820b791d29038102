"""Sukoro.

Rules (pzprjs ``sukoro``): write numbers 1-4 into some cells (at least one), the given numbers
as they are.  A number says how many of its four neighbours hold numbers; two equal numbers
never share an edge; the numbered cells form one orthogonally connected area.  A given ``?`` is
a numbered cell whose number is not shown.  The answer is the grid, 0 for an empty cell.

Formats: the declared board's, puzz.link ``sukoro`` (pzprjs's number10 code, ``.`` a ``?``),
puzzlekit's text.
"""
from __future__ import annotations

import random
from itertools import combinations

from ...answers import Numbers
from ...board import Board, Cells
from ...cardinality import at_least, exactly
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...declare import Url, declare
from ...formats.codecs import Number10, Seq
from ...genre import Generator, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(1, 4), unknown=True), max_size=200)
NUMBERS = Numbers(empty=0)
VALUES = range(5)  # 0: empty


def rules(p, model, options) -> None:
    value = NUMBERS.vars(p, model, VALUES)
    numbered = {x: -value[(*x, 0)] for x in p}
    for x in p:
        exactly(model, [value[(*x, v)] for v in VALUES], 1)
    for x, v in p.clues().items():
        with model.tag(f"{cell_name(*x)} holds {v}"):
            model.add([value[(*x, v)] if v != "?" else numbered[x]])
    with model.tag("some cell is numbered"):
        at_least(model, list(numbered.values()), 1)
    for x in p:
        nbs = [numbered[y] for y in p.neighbours(*x)]
        for v in VALUES[1:]:
            with model.tag(f"a {v} at {cell_name(*x)} has {v} numbered neighbours"), model.guarded(value[(*x, v)]):
                exactly(model, nbs, v)
    for a, b in p.edges():
        with model.tag(f"{cell_name(*a)} and {cell_name(*b)} differ"):
            for v in VALUES[1:]:
                model.add([-value[(*a, v)], -value[(*b, v)]])
    with model.tag("the numbered cells are connected"):
        connected(model, grid_graph(p.rows, p.cols), active=numbered, edge=None)


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the answer is not a {p.cols}x{p.rows} grid"]
    problems = [f"{cell_name(*x)} holds {g[x[0]][x[1]]!r}, not 0-4" for x in p if g[x[0]][x[1]] not in VALUES]
    if problems:
        return problems
    on = {x for x in p if g[x[0]][x[1]]}
    for (r, c), v in p.clues().items():
        if v == "?" and not g[r][c] or v != "?" and g[r][c] != v:
            problems.append(f"{cell_name(r, c)} holds {g[r][c]}, the clue says {v}")
    if not on:
        problems.append("no cell is numbered")
    for r, c in sorted(on):
        k = sum(y in on for y in p.neighbours(r, c))
        if k != g[r][c]:
            problems.append(f"{cell_name(r, c)} holds {g[r][c]} but has {k} numbered neighbours")
    problems += [f"{cell_name(*a)} and {cell_name(*b)} both hold {g[a[0]][a[1]]}" for a, b in p.edges()
                 if a in on and g[a[0]][a[1]] == g[b[0]][b[1]]]
    problems += p.disconnected(on, "the numbered cells are")
    return problems


def candidates(p):
    """Every set of cells, each numbered with its count of numbered neighbours (no other number
    can be right: the brute force of the contract test)."""
    cells = list(p)
    for k in range(len(cells) + 1):
        for chosen in combinations(cells, k):
            on = set(chosen)
            yield NUMBERS.solution(tuple(tuple(sum(y in on for y in p.neighbours(r, c)) if (r, c) in on else 0
                                               for c in range(p.cols)) for r in range(p.rows)))


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle([[rng.choice((None,) * 6 + (1, 2, 3, "?")) for _ in range(cols)] for _ in range(rows)])


def givens(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): its every number, as a given."""
    return {(r, c): sol.grid[r][c] for r, c in p if sol.grid[r][c] and (r, c) not in p.clues()}


GENRE = declare(
    "sukoro", "Sukoro", BOARD, NUMBERS, rules, check, module=__name__,
    url=Url(("sukoro",), Seq(("cells", Number10()))), puzzlekit=("cells",), tiny=tiny, candidates=candidates,
    uses=frozenset({"connect"}), generate=Generator(shows=givens, pose=posed_cells, size=(8, 8)))
Puzzle = GENRE.puzzle
