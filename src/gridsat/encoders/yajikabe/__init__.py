"""Yajikabe (puzzlekit's Yajikabe; Janko's).

Rules: shade some cells so that the shaded cells form one orthogonally connected area; no
2x2 block is all shaded; arrow clues stay unshaded, and an arrow's number is how many shaded
cells there are in its direction, from the clue to the edge of the grid (all of them, not a
run).

Formats: native text (an arrow clue is ``^2``, ``v1``, ``<0``, ``>3``, or puzzlekit's ``2n``,
``1s``, ``0w``, ``3e``), JSON and puzzlekit's problem text.
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import ARROWS, Arrow, Board, Cells
from ...cardinality import exactly
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...declare import declare, sprinkle
from ...formats import InputError
from ...genre import Generator, posed_cells
from ...render.text import cell_name
from ...sight import ray

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True, arrows=True), max_size=200)
STEP = {"^": "up", "v": "down", "<": "left", ">": "right"}


class Puzzle(BOARD.puzzle_type("yajikabe", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        super().validate()
        for cell, v in self.clues().items():
            if not isinstance(v, Arrow):
                raise InputError(f"{cell_name(*cell)} holds {v}: a Yajikabe clue is an arrow (^2, v1, <0, >3)",
                                 self.source, cell=cell)


def arrows(p):
    """``(cell, direction name, number)`` of each arrow clue with its number given."""
    return [(cell, STEP[v.direction], v.number) for cell, v in p.clues().items() if isinstance(v.number, int)]


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)
    for cell in p.clues():
        with model.tag(f"{cell_name(*cell)} is unshaded"):
            model.add([-shaded[cell]])
    for cell, d, n in arrows(p):
        with model.tag(f"{cell_name(*cell)} has {n} shaded cells {d} of it"):
            exactly(model, [shaded[x] for x in ray(p, cell, d)], n)
    for block in p.blocks():
        with model.tag(f"the 2x2 block at {cell_name(*block[0])} is not all shaded"):
            model.add([-shaded[x] for x in block])
    with model.tag("the shaded cells are connected"):
        return connected(model, grid_graph(p.rows, p.cols), active=shaded, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    problems += [f"clue {cell_name(*cell)} is shaded" for cell in sorted(p.clues()) if cell in on]
    for cell, d, n in arrows(p):
        k = sum(x in on for x in ray(p, cell, d))
        if k != n:
            problems.append(f"{cell_name(*cell)} has {k} shaded cells {d} of it, needs {n}")
    problems += [f"the 2x2 block at {cell_name(*b[0])} is all shaded" for b in p.blocks() if set(b) <= on]
    problems += p.disconnected(on, "the shaded cells are")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    cells = sprinkle(rng, rows, cols, rng.randint(1, 2), lambda: Arrow(rng.choice(ARROWS), rng.choice([rng.randint(0, 2), "?"])))
    return Puzzle(cells)


def shown(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): on every unshaded cell an arrow
    toward its farther edge (ties turn with the cell), with the shaded cells that way."""
    on = set(sol.shaded)
    out = {}
    for r, c in p:
        if (r, c) in on or (r, c) in p.clues():
            continue
        turn = (3 * r + 5 * c) % 4
        arrow = max(ARROWS[turn:] + ARROWS[:turn], key=lambda a: len(ray(p, (r, c), STEP[a])))
        out[r, c] = Arrow(arrow, sum(x in on for x in ray(p, (r, c), STEP[arrow])))
    return out


GENRE = declare(
    "yajikabe", "Yajikabe", BOARD, SHADED, rules, check, module=__name__, puzzle=Puzzle,
    puzzlekit=("cells",), tiny=tiny, uses=frozenset({"connect"}),
    generate=Generator(shows=shown, pose=posed_cells, size=(8, 8)))
