"""Fillomino (Filling in Simon Tatham's collection).

Rules: divide the grid into regions and write in every cell the size of its region (the
number of cells in it).  Two regions of the same size never share an edge; a given number
stays.  A region may hold no given number.  The answer is the grid of sizes
(``{"grid": [[3, 3, 1, ...], ...]}``): the regions are its areas of equal numbers.

Encoding: the shared division (:func:`gridsat.connectivity.division.divide`), a region with a
given rooted at its first given (of that size, within that many steps less one), a region
without one at its first cell (:func:`~gridsat.connectivity.division.sized_anchors`; with clue
names, every region at its first cell); a cell's number is its root's, a root's region size is
counted in unary.  Regions of up to max(9, the largest given) cells are considered (Tatham's sizes are
1..9; a published 22x17 has a region of 14 without a given, its largest given being 17).

Formats: native text ``fillomino WxH`` and the rows (``.`` empty); JSON; puzz.link
``fillomino/C/R/BODY`` (number16); Tatham's Filling game ID ``WxH:DESC`` (digits 1-9,
``a``-``z`` 1-26 empty cells); puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random
import re

from ...answers import Filling, Numbers
from ...board import Board, Cells
from ...cardinality import exactly
from ...connectivity.division import connected_partitions, divide, first_cell_anchors, sized_anchors
from ...connectivity.graph import grid_graph
from ...context import UNNAMED_CLUES
from ...declare import OneLine, Url, declare
from ...genre import Generator, Part
from ...formats.codecs import Number16, RunLength, Seq, tatham_cursor
from ...formats import InputError
from ...formats.tatham import split_game_id
from ...render.text import cell_name
from . import generate as gen

BOARD = Board(cells=Cells(numbers=(1, None)), max_size=200)
SIZES = Numbers()
GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4}):")
DESC = RunLength({str(k): k for k in range(1, 10)})


FREE = 9  # regions up to max(FREE, the largest given) cells are considered
NEAR = Part("near givens", when=UNNAMED_CLUES, help="a region reaches only as far as the givens in it allow")


def largest(p) -> int:
    """The largest region size considered."""
    return min(p.rows * p.cols, max([FREE, *p.numbers().values()]))


def rules(p, model, options) -> None:
    n = largest(p)
    sizes = range(1, n + 1)
    v = SIZES.vars(p, model, sizes)
    given = p.numbers()
    g = grid_graph(p.rows, p.cols)
    near = options.on(NEAR)  # a region with a given rooted at its first given, else at its first cell
    reach = sized_anchors(g, max_size=n, sizes=given) if near else first_cell_anchors(g, max_size=n)
    d = divide(model, g, reach, primary=False, prefer="distance")
    for cell in p:
        exactly(model, [v[(*cell, k)] for k in sizes], 1)
    for (r, c), k in given.items():
        with model.tag(f"{cell_name(r, c)} is in a region of {k}"):
            model.add([v[r, c, k]] if k <= n else [])
            for root, x in d.owners[r, c].items():  # so is its root (implied, and a shortcut)
                model.add([-x, v[(*root, k)]] if k <= n else [-x])
    for a, b in p.edges():
        same = d.same(a, b)
        for k in sizes:  # one region: one number; neighbours with one number: one region
            model.add([-same, -v[(*a, k)], v[(*b, k)]])
            model.add([-same, v[(*a, k)], -v[(*b, k)]])
            model.add([same, -v[(*a, k)], -v[(*b, k)]])
    for root, cells in d.member.items():
        if near and root in given:  # a given's region: its cells hold the given, that many of them
            k, act = given[root], cells[root]
            if k > n:
                model.add([-act])
                continue
            model.add_all([-x, v[(*c, k)]] for c, x in cells.items())
            out = d.size(root, k + 1)
            model.add([-act, out[k - 1]] if k <= len(out) else [-act])
            if k < len(out):
                model.add([-act, -out[k]])
            continue
        out, act = d.size(root, n + 1), cells[root]
        if len(out) > n:
            model.add([-out[n]])
        for k in sizes:  # a root's number is its region's size
            at_least = [out[k - 1]] if k <= len(out) else []
            model.add([-act, -v[(*root, k)]] + at_least)
            if k < len(out):
                model.add([-act, -v[(*root, k)], -out[k]])
                model.add([-act, v[(*root, k)], -out[k - 1], out[k]])
            elif k == len(out):
                model.add([-act, v[(*root, k)], -out[k - 1]])


def check(p, sol) -> list[str]:
    grid = sol.grid
    if len(grid) != p.rows or any(len(row) != p.cols for row in grid):
        return [f"the answer must be {p.rows} rows of {p.cols} numbers"]
    bad = [f"{cell_name(r, c)} holds {grid[r][c]!r}, not a size" for r, c in p
           if isinstance(grid[r][c], bool) or not isinstance(grid[r][c], int) or grid[r][c] < 1]
    if bad:
        return bad
    problems = [f"{cell_name(r, c)} must keep its given {k}, holds {grid[r][c]}"
                for (r, c), k in p.numbers().items() if grid[r][c] != k]
    for k in sorted({x for row in grid for x in row}):
        for area in p.areas([(r, c) for r, c in p if grid[r][c] == k]):
            if len(area) != k:  # an area of equal numbers is one region (equal sizes never touch)
                problems.append(f"the region of {k}s at {cell_name(*area[0])} has {len(area)} cells")
    return problems


def candidates(p):
    for part in connected_partitions(p.rows, p.cols):
        grid = [[0] * p.cols for _ in range(p.rows)]
        for region in part:
            for r, c in region:
                grid[r][c] = len(region)
        yield Filling(tuple(map(tuple, grid)))


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    cells = [[rng.choice((1, 2, 2, 3, 3, 4)) if rng.random() < 0.35 else None for _ in range(cols)]
             for _ in range(rows)]
    return Puzzle(cells=cells)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1):
    gid = split_game_id(text, source, line, col)
    m = GAME_ID.fullmatch(gid.params + ":")
    if not m:
        raise gid.error("not a Filling game ID: expected WxH:DESC, e.g. 3x3:1a2b33c", 0)
    w, h = int(m[1]), int(m[2])
    if not (1 <= w <= BOARD.max_size and 1 <= h <= BOARD.max_size):
        raise gid.error(f"game description: size {w}x{h} is out of range 1..{BOARD.max_size}", 0)
    if not any(ch.isdigit() for ch in gid.desc):  # letters alone: a Galaxies ID, not a puzzle here
        raise gid.error("a Filling game ID gives some numbers", 0)
    cur = tatham_cursor(gid)
    cells = DESC.read(cur, (h, w))
    cur.done()
    return Puzzle(cells=cells, source=source)


def to_tatham(p) -> str:
    if any(k > 9 for k in p.numbers().values()) or not p.numbers():
        raise InputError("a Filling game ID holds some numbers, 1-9 only")
    return f"{p.cols}x{p.rows}:" + DESC.write(p.cells, (p.rows, p.cols))


GENERATOR = Generator(make=lambda rng, size, options: gen.make(rng, size, options, Puzzle), improve=gen.improve,
                      clues=gen.clues, without=gen.without, monotone=True, size=(7, 7))
GENRE = declare(
    "fillomino", "Fillomino", BOARD, SIZES, rules, check, module=__name__,
    url=Url(("fillomino",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny,
    candidates=candidates, ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),),
    generate=GENERATOR, uses=("connect",))
Puzzle = GENRE.puzzle
