"""Canal View.

Rules (pzprjs, Janko): shade some cells (the canal) so that the shaded cells form one
orthogonally connected area; no 2x2 block is all shaded; numbered cells stay unshaded; a
number is how many shaded cells it sees along its row and column: the runs of shaded cells
that start next to it in the four directions, each up to an unshaded cell or the edge.

Formats: native text, JSON, puzz.link ``canal`` (number16, ``.`` a clue without its number)
and puzzlekit's problem text.
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

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True), max_size=200)


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)
    for cell, n in p.clues().items():
        with model.tag(f"{cell_name(*cell)} is unshaded"):
            model.add([-shaded[cell]])
        if isinstance(n, int):
            with model.tag(f"{cell_name(*cell)} sees {n} shaded cells"):
                seen(model, p, cell, shaded, n)
    for block in p.blocks():
        with model.tag(f"the 2x2 block at {cell_name(*block[0])} is not all shaded"):
            model.add([-shaded[x] for x in block])
    with model.tag("the shaded cells are connected"):
        return connected(model, grid_graph(p.rows, p.cols), active=shaded, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    for cell, n in p.clues().items():
        if cell in on:
            problems.append(f"numbered {cell_name(*cell)} is shaded")
        elif isinstance(n, int) and seen_count(p, cell, on) != n:
            problems.append(f"{cell_name(*cell)} sees {seen_count(p, cell, on)} shaded cells, needs {n}")
    for block in p.blocks():
        if all(x in on for x in block):
            problems.append(f"the 2x2 block at {cell_name(*block[0])} is all shaded")
    problems += p.disconnected(on, "the shaded cells are")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    cells = sprinkle(rng, rows, cols, rng.randint(1, 2), lambda: rng.choice([rng.randint(0, rows + cols - 2), "?"]))
    return GENRE.puzzle(cells)


def numbers(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): every unshaded cell's count."""
    on = set(sol.shaded)
    return {x: seen_count(p, x, on) for x in p if x not in on and x not in p.clues()}


GENRE = declare(
    "canalview", "Canal View", BOARD, SHADED, rules, check, module=__name__, aliases=("canal", "canal-view"),
    url=Url(("canal",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny, uses=frozenset({"connect"}),
    generate=Generator(shows=numbers, pose=posed_cells, size=(8, 8)))
Puzzle = GENRE.puzzle
