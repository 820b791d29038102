"""Random Gokigen Naname (Slant) for ``gridsat generate``: slashes planted at random without a
loop (a cell whose first choice would close one takes the other; should both close one, start
again), some of their point counts given; a move gives the count of a point next to a cell the
answers still disagree on (from the answer found, so the puzzle keeps an answer).  The clues
``--minimal`` takes away are the point counts."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from .puzzle import BACK, SLASH, Puzzle, ends

SHOWN = 0.35  # the share of point counts given at the start


def plant(rng: random.Random, h: int, w: int) -> list[list[str]] | None:
    parent: dict = {}

    def find(v):
        while parent.setdefault(v, v) != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v
    grid = [[""] * w for _ in range(h)]
    for r in range(h):
        for c in range(w):
            for s in rng.sample((SLASH, BACK), 2):
                a, b = ends(r, c, s)
                if find(a) != find(b):
                    parent[find(a)] = find(b)
                    grid[r][c] = s
                    break
            else:
                return None
    return grid


def counts(grid, h: int, w: int) -> list[list[int]]:
    out = [[0] * (w + 1) for _ in range(h + 1)]
    for r in range(h):
        for c in range(w):
            for y, x in ends(r, c, grid[r][c]):
                out[y][x] += 1
    return out


def make(rng: random.Random, size, options):
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Gokigen (at least 2 cells)")
    grid = None
    while grid is None:
        grid = plant(rng, h, w)
    full = counts(grid, h, w)
    return Puzzle(size=(h, w), points=[[n if rng.random() < SHOWN else None for n in row] for row in full],
                  source="generated")


def improve(rng: random.Random, p, forced):
    """The count of an empty corner point of an open cell, from the answer found."""
    if forced.solution is None:
        return None
    full = counts(forced.solution.grid, p.rows, p.cols)
    near = [(lab[1], lab[2]) for lab in forced.open if lab[0] == "value"]
    spots = sorted({(r + dr, c + dc) for r, c in near for dr in (0, 1) for dc in (0, 1)
                    if p.points[r + dr][c + dc] is None})
    if not spots:
        return None
    r, c = rng.choice(spots)
    points = [list(row) for row in p.points]
    points[r][c] = full[r][c]
    return p.replace(points=points)


def clues(p) -> list:
    return [(r, c) for r, row in enumerate(p.points) for c, v in enumerate(row) if v is not None]


def without(p, gone):
    points = [list(row) for row in p.points]
    for r, c in gone:
        points[r][c] = None
    return p.replace(points=points)


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=True, size=(7, 7))
