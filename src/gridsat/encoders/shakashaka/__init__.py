"""Shakashaka.

Rules (pzprjs, Nikoli): put black triangles in some white cells, each covering half of its
cell (cut along a diagonal), so that every white area left is a rectangle, upright or turned
45 degrees.  A number in a black cell says how many of its four neighbours hold a triangle.

Encoding: around every lattice point the eight 45-degree wedges (two per cell, split by the
cell's diagonal through the point) are white or black; the white areas are all rectangles
exactly when, at every point, each maximal run of white wedges spans 90 degrees (a corner), 180
(a side) or 360 (inside): runs of 1, 3, 5, 6 or 7 wedges are forbidden.  A wedge is black when
its cell is black, off the grid, or holds the triangle at the point's corner or at the wedge's.
"""
from __future__ import annotations

import random
from itertools import product

from ...board import Board, Cells
from ...cardinality import at_most, exactly
from ...declare import Url, declare
from ...formats.codecs import FourCell, Seq
from ...genre import Generator, posed_cells
from ...render.text import cell_name
from .answer import CORNERS, TRIANGLES

BOARD = Board(cells=Cells(numbers=(0, 4), symbols={"#": "black", "x": "black", "5": "black"}), max_size=200)
# the eight wedges around a point, clockwise from north: (cell offset, the point's corner, the wedge's corner)
WEDGES = (((-1, 0), "bl", "tl"), ((-1, 0), "bl", "br"), ((0, 0), "tl", "tr"), ((0, 0), "tl", "bl"),
          ((0, -1), "tr", "br"), ((0, -1), "tr", "tl"), ((-1, -1), "br", "bl"), ((-1, -1), "br", "tr"))
BAD_RUNS = (1, 3, 5, 6, 7)


def white_cells(p) -> list[tuple[int, int]]:
    return [cell for cell in p if p.cells[cell[0]][cell[1]] is None]


def rules(p, model, options) -> None:
    tri = TRIANGLES.vars(p, model, white_cells(p))
    for cell, by in tri.items():
        at_most(model, list(by.values()), 1)
    for (r, c), n in p.numbers().items():
        with model.tag(f"the {n} at {cell_name(r, c)} counts the triangles next to it"):
            exactly(model, [v for nb in p.neighbours(r, c) if nb in tri for v in tri[nb].values()], n)
    for i in range(p.rows + 1):
        for j in range(p.cols + 1):
            # a wedge: None = always black, else the triangles that blacken it
            wedges = [None if (cell := (i + dr, j + dc)) not in tri else (tri[cell][x], tri[cell][y])
                      for (dr, dc), x, y in WEDGES]
            if all(w is None for w in wedges):
                continue
            with model.tag(f"the white areas at the corner {i},{j} are rectangles"):
                for start, k in product(range(8), BAD_RUNS):
                    run = [wedges[(start + t) % 8] for t in range(k)]
                    if any(w is None for w in run):
                        continue  # a black wedge is no white run
                    ends = {(start - 1) % 8, (start + k) % 8}
                    sides = [wedges[e] for e in ends if wedges[e] is not None]
                    for pick in product(*sides):  # not (both ends black and the run white)
                        model.add([-v for v in pick] + [v for w in run for v in w])


# -- the independent checker: white areas as unions of quarter cells, each a rectangle ---------------

QUARTERS = {"n": ((0, 0), (0, 1)), "e": ((0, 1), (1, 1)), "s": ((1, 1), (1, 0)), "w": ((1, 0), (0, 0))}
DARK = {"tl": "nw", "tr": "ne", "bl": "sw", "br": "se"}  # the quarters a triangle blackens
NEXT = {"n": ("e", "w"), "e": ("n", "s"), "s": ("e", "w"), "w": ("n", "s")}
ACROSS = {"n": (-1, 0, "s"), "s": (1, 0, "n"), "w": (0, -1, "e"), "e": (0, 1, "w")}


def white_areas(p, sol) -> list[list[tuple[int, int, str]]]:
    at = {(r, c): k for r, c, k in sol.triangles}
    white = {(r, c, q) for r, c in white_cells(p) for q in "nesw" if q not in DARK.get(at.get((r, c)), "")}
    areas, seen = [], set()
    for start in sorted(white):
        if start in seen:
            continue
        seen.add(start)
        area, todo = [], [start]
        while todo:
            r, c, q = x = todo.pop()
            area.append(x)
            dr, dc, q2 = ACROSS[q]
            for y in [(r, c, q1) for q1 in NEXT[q]] + [(r + dr, c + dc, q2)]:
                if y in white and y not in seen:
                    seen.add(y)
                    todo.append(y)
        areas.append(area)
    return areas


def is_rectangle(area) -> bool:
    pts = [(r + a, c + b) for r, c, q in area for a, b in QUARTERS[q] + ((0.5, 0.5),)]
    size = len(area) / 4
    ys, xs = [y for y, _ in pts], [x for _, x in pts]
    us, vs = [x + y for y, x in pts], [x - y for y, x in pts]
    return size in ((max(ys) - min(ys)) * (max(xs) - min(xs)), (max(us) - min(us)) * (max(vs) - min(vs)) / 2)


def check(p, sol) -> list[str]:
    problems, seen = [], set()
    white = set(white_cells(p))
    for r, c, k in sol.triangles:
        if (r, c) not in white:
            problems.append(f"a triangle at {cell_name(r, c)}, which is not a white cell of the grid")
        elif (r, c) in seen:
            problems.append(f"two triangles at {cell_name(r, c)}")
        seen.add((r, c))
    if problems:
        return problems
    for area in white_areas(p, sol):
        if not is_rectangle(area):
            problems.append(f"the white area at {cell_name(*area[0][:2])} is not a rectangle")
    for (r, c), n in p.numbers().items():
        k = sum(nb in seen for nb in p.neighbours(r, c))
        if k != n:
            problems.append(f"the {n} at {cell_name(r, c)} has {k} triangles next to it")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 3)
    cells = [[None] * cols for _ in range(rows)]
    spots = rng.sample([(r, c) for r in range(rows) for c in range(cols)], max(0, rows * cols - 6) + rng.randint(0, 1))
    for r, c in spots:
        cells[r][c] = rng.choice(["black", rng.randint(0, 2)])
    return Puzzle(cells)


def board(rng: random.Random, size, options):
    """A board for ``gridsat generate``: black cells at random (about one in six)."""
    rows, cols = size
    return Puzzle([["black" if rng.random() < 0.17 else None for _ in range(cols)] for _ in range(rows)],
                  source="generated")


def numbers(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): every black cell's number."""
    tri = {(r, c) for r, c, _ in sol.triangles}
    return {x: sum(y in tri for y in p.neighbours(*x)) for x, v in p.clues().items() if v == "black"}


GENRE = declare(
    "shakashaka", "Shakashaka", BOARD, TRIANGLES, rules, check, module=__name__,
    url=Url(("shakashaka",), Seq(("cells", FourCell("black")))), puzzlekit=("cells",), tiny=tiny,
    candidates=lambda p: TRIANGLES.candidates(p, white_cells(p)),
    generate=Generator(board=board, shows=numbers, pose=posed_cells, size=(6, 6)))
Puzzle = GENRE.puzzle
