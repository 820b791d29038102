"""Kurodoko (Range in Simon Tatham's collection; puzzlekit's Kuromasu).

Rules (pzprjs, Nikoli): shade some cells so that numbered cells stay unshaded; shaded cells
never share an edge; the unshaded cells form one orthogonally connected area; a number is
how many unshaded cells it sees along its row and column (up to a shaded cell or the edge),
itself included.

Formats: native text, JSON, puzz.link ``kurodoko`` (number16), Tatham's Range game ID
``WxH:DESC`` (numbers in decimal, ``_`` between two adjacent ones, ``a``-``z`` 1-26 empty
cells) and puzzlekit's problem text.
"""
from __future__ import annotations

import random
import re

from ...answers import SHADED
from ...connectivity import connected
from ...connectivity.graph import grid_graph
from ...connectivity.grid import corner_forest
from ...declare import OneLine, Url, declare, sprinkle
from ...formats import InputError
from ...formats.codecs import Number16, RunLength, Seq
from ...formats.tatham import read_grid_id
from ...genre import Part
from ...render.text import cell_name
from ...sight import seen, seen_count
from .generate import GENERATOR
from .puzzle import BOARD, Puzzle

GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4}):")
DESC = RunLength(numbers=True)


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)
    unshaded = {x: -v for x, v in shaded.items()}
    for cell, n in p.clues().items():
        with model.tag(f"{cell_name(*cell)} is unshaded"):
            model.add([unshaded[cell]])
        if isinstance(n, int):
            with model.tag(f"{cell_name(*cell)} sees {n} unshaded cells"):
                seen(model, p, cell, unshaded, n - 1)
    for a, b in p.edges():
        with model.tag(f"{cell_name(*a)} and {cell_name(*b)} are not both shaded"):
            model.add([-shaded[a], -shaded[b]])
    if options.on(FOREST) and min(p.rows, p.cols) >= 2:
        return FOREST  # the implied part says the same rule, and solves faster: it carries it
    with model.tag("the unshaded cells are connected"):
        return connected(model, grid_graph(p.rows, p.cols), active=unshaded, edge=None)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    white = {x for x in p if x not in on}
    for cell, n in p.clues().items():
        if cell in on:
            problems.append(f"numbered {cell_name(*cell)} is shaded")
        elif isinstance(n, int) and seen_count(p, cell, white) + 1 != n:
            problems.append(f"{cell_name(*cell)} sees {seen_count(p, cell, white) + 1} unshaded cells, needs {n}")
    for a, b in p.edges():
        if a in on and b in on:
            problems.append(f"shaded cells {cell_name(*a)} and {cell_name(*b)} touch")
    problems += p.disconnected(white, "the unshaded cells are")
    return problems


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1):
    _, cells = read_grid_id(text, source, line, col, GAME_ID, "Range", "3x3:2b3_2d", DESC, BOARD.max_size)
    return Puzzle(cells=cells, source=source)


def to_tatham(p) -> str:
    if "?" in (v for row in p.cells for v in row):
        raise InputError("a Range game ID holds numbers only, no '?'")
    return f"{p.cols}x{p.rows}:" + DESC.write(p.cells, (p.rows, p.cols))


def shaded_forest(p, model, options, info) -> None:
    """Implied: corner-touching shaded cells and the grid's edge form no cycle (the
    connectivity rule seen from the shaded side, with the no-touching rule)."""
    corner_forest(model, p.rows, p.cols, {x: model.var("shaded", *x) for x in p})


FOREST = "shaded-forest"
IMPLIED = (Part(FOREST, shaded_forest,
                help="corner-touching shaded cells (and the grid's edge) form no cycle"),)


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    cells = sprinkle(rng, rows, cols, rng.randint(1, 2), lambda: rng.choice([rng.randint(1, rows + cols - 1), "?"]))
    return Puzzle(cells)


GENRE = declare(
    "kurodoko", "Kurodoko", BOARD, SHADED, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("range", "kuromasu"),
    url=Url(("kurodoko",), Seq(("cells", Number16()))), ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),),
    puzzlekit=("cells",), tiny=tiny, implied=IMPLIED, uses=frozenset({"connect"}), generate=GENERATOR)
