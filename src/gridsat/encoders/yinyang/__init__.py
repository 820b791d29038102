"""Yin-Yang.

Rules (pzprjs ``yinyang``): every cell gets a black or a white circle, the given circles as
they are.  All black circles form one orthogonally connected area, and so do all white ones;
no 2x2 block holds four circles of one colour.  The answer's shaded cells are the black ones.

Formats: the declared board's (``w`` a given white circle, ``b`` a given black one, also
puzzlekit's tokens), puzz.link ``yinyang`` (pzprjs's circle code: 1 white, 2 black).
"""
from __future__ import annotations

import random

from ...answers import SHADED
from ...board import Board, Cells
from ...cardinality import at_most
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...connectivity.grid import ring
from ...declare import Url, declare
from ...formats.codecs import Circles, Seq
from ...genre import Generator, Part, posed_cells
from ...render.text import cell_name

WHITE, BLACK = "white circle", "black circle"
BOARD = Board(cells=Cells(symbols={"w": WHITE, "b": BLACK}), max_size=200)


class Stones(Circles):
    """pzprjs circles (0 none, 1 white, 2 black) as the board's given circles."""

    VALUES = (None, WHITE, BLACK)

    def read(self, cur, shape):
        return tuple(tuple(self.VALUES[v] for v in row) for row in super().read(cur, shape))

    def write(self, value, shape) -> str:
        return super().write([[self.VALUES.index(v) for v in row] for row in value], shape)


def rules(p, model, options) -> None:
    black = SHADED.vars(p, model)
    for cell, v in p.clues().items():
        with model.tag(f"{cell_name(*cell)} holds a given {v}"):
            model.add([black[cell] if v == BLACK else -black[cell]])
    for block in p.blocks():
        with model.tag(f"the 2x2 block at {cell_name(*block[0])} holds both colours"):
            model.add([black[x] for x in block])
            model.add([-black[x] for x in block])
    graph = grid_graph(p.rows, p.cols)
    with model.tag("the black circles are connected"):
        connected(model, graph, active=black, edge=None)
    with model.tag("the white circles are connected"):
        connected(model, graph, active={x: -v for x, v in black.items()}, edge=None)


def no_checkerboard(p, model, options, info) -> None:
    """No 2x2 block is a checkerboard: its two black cells would be joined by a black path
    that, closed at the block's centre, separates its two white cells."""
    black = {cell: model.var("shaded", *cell) for cell in p}
    for a, b, c, d in p.blocks():
        model.add([-black[a], -black[d], black[b], black[c]])
        model.add([black[a], black[d], -black[b], -black[c]])


def border_arcs(p, model, options, info) -> None:
    """Round the grid's outer ring the colour changes at most twice: a ring reading black,
    white, black, white would need two crossing paths inside the grid."""
    if p.rows >= 2 and p.cols >= 2:
        changes = []
        for a, b in ring(0, 0, p.rows, p.cols):
            x, y, z = model.var("shaded", *a), model.var("shaded", *b), model.aux()
            model.add_all([[-z, x, y], [-z, -x, -y], [z, -x, y], [z, x, -y]])
            changes.append(z)
        at_most(model, changes, 2)


IMPLIED = (Part("no-checkerboard", no_checkerboard, help="no 2x2 block holds two diagonal pairs of colours"),
           Part("border-arcs", border_arcs, help="the colour changes at most twice round the grid's edge"))


def check(p, sol) -> list[str]:
    black = set(sol.shaded)
    problems = [f"{cell_name(*cell)} is not on the grid" for cell in sorted(black) if not p.inside(*cell)]
    for cell, v in p.clues().items():
        if (cell in black) != (v == BLACK):
            problems.append(f"{cell_name(*cell)} holds a given {v}, the answer makes it "
                            f"{'black' if cell in black else 'white'}")
    for block in p.blocks():
        if len({x in black for x in block}) == 1:
            problems.append(f"the 2x2 block at {cell_name(*block[0])} is all "
                            f"{'black' if block[0] in black else 'white'}")
    for colour, cells in (("black", black & set(p)), ("white", set(p) - black)):
        problems += p.disconnected(cells, f"the {colour} circles are")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle([[rng.choice((None, None, None, WHITE, BLACK)) for _ in range(cols)] for _ in range(rows)])


def circles(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): every cell's circle, as a given."""
    black = set(sol.shaded)
    return {x: BLACK if x in black else WHITE for x in p if x not in p.clues()}


GENRE = declare(
    "yinyang", "Yin-Yang", BOARD, SHADED, rules, check, module=__name__, aliases=("yin-yang",),
    url=Url(("yinyang",), Seq(("cells", Stones()))), puzzlekit=("cells",), tiny=tiny,
    implied=IMPLIED, uses=frozenset({"connect"}),
    generate=Generator(shows=circles, pose=posed_cells, size=(8, 8)))
Puzzle = GENRE.puzzle
