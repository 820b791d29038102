"""Gokigen Naname (Slant in Simon Tatham's collection).

Rules: draw a diagonal, ``/`` or ``\\``, in every cell.  A number on a lattice point says how
many diagonals touch that point; the diagonals never form a closed loop.  The answer is the
grid of slashes (``{"grid": [["/", "\\\\", ...], ...]}``).

Formats: native text ``gokigen WxH`` then ``points`` and (rows+1) rows of (cols+1) point
tokens (``.``, ``0``-``4``); JSON ``{"genre": "gokigen", "points": [[...]]}``; puzz.link
``gokigen/C/R/BODY`` (pzprjs's 4-cell code over the crosses); Tatham's Slant game ID
``WxH[de|dh]:DESC`` (``0``-``4`` a point clue, ``a``-``z`` 1-26 empty points, row after row);
puzzlekit's ``R C`` and a corner grid.
"""
from __future__ import annotations

import random
import re
from itertools import product

from ...answers import Filling, Numbers
from ...cardinality import exactly
from ...connectivity.forest import band_order, forest
from ...connectivity.graph import Graph
from ...declare import OneLine, Url, declare
from ...formats import InputError
from ...formats.codecs import FourCell, Points, RunLength, Seq
from ...formats.tatham import read_grid_id
from ...render.svg import ANSWER as INKED, Board as Svg
from ...render.text import cell_name
from .generate import GENERATOR
from .puzzle import BACK, BOARD, SLASH, Puzzle, ends

SLASHES = Numbers(empty="")
GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4})(?:d[eh])?:")
DESC = RunLength({str(k): k for k in range(5)})


def point_name(r: int, c: int) -> str:
    return f"point {r},{c}"


def rules(p, model, options) -> None:
    x = SLASHES.vars(p, model, (SLASH, BACK))
    for r, c in p:
        exactly(model, [x[r, c, SLASH], x[r, c, BACK]], 1)          # a diagonal in every cell
    touching: dict = {}
    g = Graph()
    for (r, c), s in product(p, (SLASH, BACK)):
        a, b = ends(r, c, s)
        g.add_edge(a, b, lit=x[r, c, s])
        for pt in (a, b):
            touching.setdefault(pt, []).append(x[r, c, s])
    for r, row in enumerate(p.points):
        for c, n in enumerate(row):
            if n is not None:
                with model.tag(f"{point_name(r, c)} touches {n} diagonals"):
                    exactly(model, touching.get((r, c), []), n)
    forest(model, g, order=[pt for pt in band_order(p.rows + 1, p.cols + 1) if pt in g])  # no closed loop


def check(p, sol) -> list[str]:
    grid = sol.grid
    if len(grid) != p.rows or any(len(row) != p.cols for row in grid):
        return [f"the answer must be {p.rows} rows of {p.cols} cells"]
    problems = [f"{cell_name(r, c)} holds {grid[r][c]!r}, not / or \\" for r, c in p if grid[r][c] not in (SLASH, BACK)]
    if problems:
        return problems
    count: dict = {}
    parent: dict = {}

    def find(v):
        while parent.setdefault(v, v) != v:
            v = parent[v]
        return v
    for r, c in p:
        a, b = ends(r, c, grid[r][c])
        for pt in (a, b):
            count[pt] = count.get(pt, 0) + 1
        if find(a) == find(b):
            problems.append(f"the diagonal in {cell_name(r, c)} closes a loop")
        parent[find(a)] = find(b)
    for r, row in enumerate(p.points):
        for c, n in enumerate(row):
            if n is not None and count.get((r, c), 0) != n:
                problems.append(f"{point_name(r, c)} touches {count.get((r, c), 0)} diagonals, needs {n}")
    return problems


def solution_from_json(doc: dict, p, source: str = "solution") -> Filling:
    """Rows of ``/`` and ``\\`` (read as they are: the checker says what is missing)."""
    grid = doc.get("grid")
    if not isinstance(grid, list) or not all(isinstance(row, list) and all(isinstance(v, str) for v in row)
                                             for row in grid):
        raise InputError('a solution must have "grid": rows of "/" and "\\\\"', source)
    return Filling(tuple(tuple(row) for row in grid))


def candidates(p):
    for choice in product((SLASH, BACK), repeat=p.rows * p.cols):
        yield Filling(tuple(tuple(choice[r * p.cols:(r + 1) * p.cols]) for r in range(p.rows)))


def tiny(rng: random.Random):
    """At most 3x3 cells, a few point clues (random: none, one or several answers)."""
    h, w = rng.randint(1, 3), rng.randint(1, 3)
    pts = [[rng.choice((None, None, None, 0, 1, 1, 2, 2, 3, 4)) if rng.random() < 0.5 else None
            for _ in range(w + 1)] for _ in range(h + 1)]
    return Puzzle(size=(h, w), points=[[min(v, _most(r, c, h, w)) if v is not None else None
                                        for c, v in enumerate(row)] for r, row in enumerate(pts)])


def _most(r: int, c: int, h: int, w: int) -> int:
    """How many cells touch point (r, c): at most that many diagonals."""
    return sum(0 <= y < h and 0 <= x < w for y in (r - 1, r) for x in (c - 1, c))


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1):
    size, points = read_grid_id(text, source, line, col, GAME_ID, "Slant", "3x3:a1a2b1e0b", DESC, BOARD.max_size,
                                points=True)
    return Puzzle(size=size, points=points, source=source)


def to_tatham(p) -> str:
    return f"{p.cols}x{p.rows}:" + DESC.write(p.points, (p.rows + 1, p.cols + 1))


def draw(p, sol=None, ascii: bool = False) -> str:
    """Point rows (a clue or ``+``) between cell rows (the diagonals)."""
    tok = p.board.points.token
    out = [f"Gokigen {p.cols}x{p.rows}"]
    for r in range(p.rows + 1):
        out.append(" ".join("+" if v is None else tok(v) for v in p.points[r]))
        if r < p.rows:
            out.append((" " + " ".join(sol.grid[r][c] if sol else " " for c in range(p.cols))).rstrip())
    return "\n".join(out)


def draw_svg(p, sol=None) -> str:
    b = Svg(p.rows, p.cols, f"Gokigen {p.cols}x{p.rows}")
    b.grid()
    if sol:
        for r, c in p:
            (y1, x1), (y2, x2) = ends(r, c, sol.grid[r][c])
            b.line(*b.corner(y1, x1), *b.corner(y2, x2), stroke=INKED, width=4, cls="slash")
    for r, row in enumerate(p.points):
        for c, v in enumerate(row):
            if v is not None:
                x, y = b.corner(r, c)
                b.add(f'<circle class="point" cx="{x:g}" cy="{y:g}" r="{b.cell * 0.22:g}" fill="white" '
                      f'stroke="black" stroke-width="1.5"/>')
                b.text(x, y + b.cell * 0.1, v, b.cell * 0.3, "black", "given", "bold")
    b.frame()
    return b.document()


GENRE = declare(
    "gokigen", "Gokigen Naname", BOARD, SLASHES, rules, check, module=__name__, aliases=("slant",),
    url=Url(("gokigen",), Seq(("points", Points(FourCell())))), puzzlekit=("points",),
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), puzzle=Puzzle, draw=draw, draw_svg=draw_svg, tiny=tiny, candidates=candidates, generate=GENERATOR,
    solution_from_json=solution_from_json)
