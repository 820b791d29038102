"""Nurimisaki.

Rules (pzprjs ``nurimisaki``): shade some cells (at least one).  The unshaded cells form one
orthogonally connected area; no 2x2 block is all shaded or all unshaded.  A cell with a circle
stays unshaded and is a cape: exactly one of its neighbours is unshaded; every unshaded cell
with exactly one unshaded neighbour holds a circle.  A number in a circle counts the unshaded
cells seen from it in the four directions up to a shaded cell or the edge, itself included
(as a cape sees in one direction only, the length of its straight run).

Formats: the declared board's (a number, ``?`` a circle without a number), puz.link
``nurimisaki`` (number16, ``.`` a circle without a number), puzzlekit's text.
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board, Cells
from ...cardinality import at_least, exactly
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...declare import Url, declare, often_solvable
from ...formats.codecs import Number16, Seq
from ...genre import Generator, cell_clues, posed_cells
from ...render.text import cell_name
from ...sight import seen, seen_count

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), max_size=200)


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    white = {x: -v for x, v in shaded.items()}
    circles = p.clues()
    with model.tag("some cell is shaded"):
        at_least(model, list(shaded.values()), 1)
    for block in p.blocks():
        with model.tag(f"the 2x2 block at {cell_name(*block[0])} holds both colours"):
            model.add([shaded[x] for x in block])
            model.add([-shaded[x] for x in block])
    for x in p:
        nbs = p.neighbours(*x)
        if x in circles:
            with model.tag(f"the circle at {cell_name(*x)} is an unshaded cape"):
                model.add([white[x]])
                exactly(model, [white[nb] for nb in nbs], 1)
        else:
            with model.tag(f"{cell_name(*x)} unshaded without a circle is no cape"):
                for nb in nbs:
                    model.add([-white[x], -white[nb]] + [white[o] for o in nbs if o != nb])
    for x, n in p.numbers().items():
        with model.tag(f"the circle at {cell_name(*x)} sees {n} cells"):
            seen(model, p, x, {**white, **{c: True for c in circles}}, n - 1)
    with model.tag("the unshaded cells are connected"):
        connected(model, grid_graph(p.rows, p.cols), active=white, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    white = set(p) - on
    if not on & set(p):
        problems.append("no cell is shaded")
    for block in p.blocks():
        if len({x in on for x in block}) == 1:
            problems.append(f"the 2x2 block at {cell_name(*block[0])} is all {'un' * (block[0] in white)}shaded")
    for x in p:
        k = sum(nb in white for nb in p.neighbours(*x))
        if x in p.clues() and (x in on or k != 1):
            problems.append(f"the circle at {cell_name(*x)} is not an unshaded cape ({k} unshaded neighbours)")
        elif x not in p.clues() and x in white and k == 1:
            problems.append(f"{cell_name(*x)} is a cape without a circle")
    for x, n in p.numbers().items():
        if 1 + seen_count(p, x, white) != n:
            problems.append(f"the circle at {cell_name(*x)} sees {1 + seen_count(p, x, white)} cells, not {n}")
    problems += p.disconnected(white, "the unshaded cells are")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle([[rng.choice((None,) * 6 + (2, 3, "?")) for _ in range(cols)] for _ in range(rows)])


def board(rng: random.Random, size, options):
    """``gridsat generate``: circles without numbers (the capes) on random cells, no two side
    by side, one a six cells; the driver plants an answer (another board when none fits) and
    gives each circle its number."""
    rows, cols = size
    cells = [[None] * cols for _ in range(rows)]
    capes: list = []
    for r, c in rng.sample([(r, c) for r in range(rows) for c in range(cols)], rows * cols):
        if len(capes) < max(1, rows * cols // 6) and all(abs(r - y) + abs(c - x) > 1 for y, x in capes):
            capes.append((r, c))
            cells[r][c] = "?"
    return Puzzle(cells, source="generated")


GENRE = declare(
    "nurimisaki", "Nurimisaki", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("nurimisaki",), Seq(("cells", Number16()))), puzzlekit=("cells",),
    tiny=often_solvable(tiny, check, lambda p: SHADED.candidates(p)),
    uses=frozenset({"connect"}),
    generate=Generator(board=board, shows=cell_clues(check, lambda p, cell: range(1, max(p.rows, p.cols) + 1)),
                       pose=posed_cells, size=(7, 7)))
Puzzle = GENRE.puzzle
