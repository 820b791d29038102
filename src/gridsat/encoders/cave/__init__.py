"""Cave (Corral, Bag).

Rules (pzprjs): shade the cells outside the cave.  The unshaded cells (the cave) form one
orthogonally connected area; every shaded cell is connected to the edge of the grid through
shaded cells (no shaded area is enclosed by the cave); numbered cells are in the cave, and a
number is how many cave cells it sees along its row and column (up to a shaded cell or the
edge), itself included.

Formats: native text, JSON, puzz.link ``cave`` (alias ``bag``; number16, ``.`` a clue
without its number) and puzzlekit's problem text (its ``x`` marks the cave: gridsat's
unshaded cells).
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board, Cells
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...declare import Url, declare, sprinkle
from ...formats.codecs import Number16, Seq
from ...genre import Generator, posed_cells
from ...render.text import cell_name
from ...sight import seen, seen_count

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), max_size=200)
OUT = "outside"  # a vertex beside every border cell: the edge of the grid


def border_graph(p):
    """The grid graph and the vertex OUT joined to every cell on the edge."""
    g = grid_graph(p.rows, p.cols)
    g.add_node(OUT)
    g.add_edges_from((OUT, (r, c)) for r, c in p if r in (0, p.rows - 1) or c in (0, p.cols - 1))
    return g


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)
    cave = {x: -v for x, v in shaded.items()}
    for cell, n in p.clues().items():
        with model.tag(f"{cell_name(*cell)} is in the cave"):
            model.add([cave[cell]])
        if isinstance(n, int):
            with model.tag(f"{cell_name(*cell)} sees {n} cave cells"):
                seen(model, p, cell, cave, n - 1)
    with model.tag("every shaded cell reaches the edge through shaded cells"):
        connected(model, border_graph(p), active=shaded, root=OUT, edge=None)
    with model.tag("the cave is connected"):
        return connected(model, grid_graph(p.rows, p.cols), active=cave, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    cave = {x for x in p if x not in on}
    for cell, n in p.clues().items():
        if cell in on:
            problems.append(f"numbered {cell_name(*cell)} is shaded (outside the cave)")
        elif isinstance(n, int) and seen_count(p, cell, cave) + 1 != n:
            problems.append(f"{cell_name(*cell)} sees {seen_count(p, cell, cave) + 1} cave cells, needs {n}")
    problems += p.disconnected(cave, "the cave is")
    for area in p.areas(on):
        if not any(r in (0, p.rows - 1) or c in (0, p.cols - 1) for r, c in area):
            problems.append(f"the shaded cells at {cell_name(*area[0])} do not reach the edge")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    cells = sprinkle(rng, rows, cols, rng.randint(1, 2), lambda: rng.choice([rng.randint(1, rows + cols - 1), "?"]))
    return GENRE.puzzle(cells)


def numbers(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): every cave cell's count."""
    on = set(sol.shaded)
    cave = {x for x in p if x not in on}
    return {x: seen_count(p, x, cave) + 1 for x in cave if x not in p.clues()}


GENRE = declare(
    "cave", "Cave", BOARD, SHADED, rules, check, module=__name__, aliases=("corral", "bag"),
    url=Url(("cave",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny, uses=frozenset({"connect"}),
    generate=Generator(shows=numbers, pose=posed_cells, size=(8, 8)))
Puzzle = GENRE.puzzle
