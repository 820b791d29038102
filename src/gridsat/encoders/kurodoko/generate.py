"""Random Kurodoko for ``gridsat generate``: an answer planted (cells shaded at random while
no two touch and the unshaded cells stay connected), a few unshaded cells numbered with what
they see; a move numbers an unshaded cell (in the answer found) where answers differ or next
to one; the clues ``--minimal`` takes away are the numbers."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from ...sight import seen_count
from .puzzle import Puzzle

SHADE = 0.5     # chance that a cell tried (in random order) is shaded, when it may be
NUMBERED = 0.1  # of the unshaded cells, at the start


def make(rng: random.Random, size, options):
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Kurodoko (at least 2 cells)")
    grid = Puzzle(size=(h, w))
    shaded: set = set()
    for x in rng.sample(list(grid), h * w):
        if rng.random() < SHADE and not any(nb in shaded for nb in grid.neighbours(*x)) \
                and len(grid.areas(y for y in grid if y not in shaded and y != x)) == 1:
            shaded.add(x)
    white = [x for x in grid if x not in shaded]
    cells = [[None] * w for _ in range(h)]
    for r, c in rng.sample(white, max(1, round(NUMBERED * len(white)))):
        cells[r][c] = seen_count(grid, (r, c), set(white)) + 1
    return Puzzle(cells, source="generated")


def improve(rng, p, forced):
    sol = forced.solution
    if sol is None:
        return None
    white = {x for x in p if x not in set(sol.shaded)}
    near = {(lab[1], lab[2]) for lab in forced.open}
    near |= {nb for x in near for nb in p.neighbours(*x)}
    choices = sorted(x for x in near & white if p.cells[x[0]][x[1]] is None)
    if not choices:
        return None
    r, c = rng.choice(choices)
    cells = [list(row) for row in p.cells]
    cells[r][c] = seen_count(p, (r, c), white) + 1
    return p.replace(cells=cells)


def clues(p) -> list:
    return sorted(p.clues())


def without(p, gone):
    cells = [list(row) for row in p.cells]
    for r, c in gone:
        cells[r][c] = None
    return p.replace(cells=cells)


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=True, size=(7, 7))
