"""Random Araf for ``gridsat generate``: a division planted at random (regions grown to a
random goal of 2..7 cells over free cells; a cell left alone joins a neighbouring region),
each region's two numbers written in two of its cells: one or two below its size and one or
two above (mostly the tightest pair, size - 1 and size + 1).  A move takes a region of the
answer found whose cells the answers still disagree on and either writes one of its numbers in
another of its cells or brings a number next to the size (the answer found stays an answer).
Every number is one of its region's two, so ``--minimal`` has nothing to take."""
from __future__ import annotations

import random

from ...formats import InputError

GOALS = (2, 2, 3, 3, 4, 4, 5, 6, 7)
SLACK = (0, 0, 0, 1)  # how much farther than the tightest a number starts


def plant(rng: random.Random, h: int, w: int) -> list[list[tuple[int, int]]]:
    """A random division into connected regions of two cells or more."""
    label: dict = {}
    regions: list[list] = []

    def free_neighbours(cell):
        r, c = cell
        return [x for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                if 0 <= x[0] < h and 0 <= x[1] < w and x not in label]

    for cell in rng.sample([(r, c) for r in range(h) for c in range(w)], h * w):
        if cell in label:
            continue
        region, goal = [cell], rng.choice(GOALS)
        label[cell] = len(regions)
        while len(region) < goal:
            edge = [x for y in region for x in free_neighbours(y)]
            if not edge:
                break
            x = rng.choice(edge)
            label[x] = len(regions)
            region.append(x)
        regions.append(region)
    for i, region in enumerate(regions):  # a lone cell joins a neighbouring region
        if len(region) == 1:
            r, c = region[0]
            near = [label[x] for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if x in label and label[x] != i]
            j = rng.choice(near)
            regions[j].append(region[0])
            label[region[0]] = j
            region.clear()
    return [region for region in regions if region]


def numbers(rng: random.Random, region) -> dict:
    """Two numbers in two cells of ``region``: its size strictly between them."""
    s = len(region)
    lo, hi = max(0, s - 1 - rng.choice(SLACK)), s + 1 + rng.choice(SLACK)
    a, b = rng.sample(region, 2)
    return {a: lo, b: hi}


def make(rng: random.Random, size, options, Puzzle):
    """A random start (``Puzzle``: the genre's puzzle type, handed in by the package)."""
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Araf (at least 2 cells)")
    cells = [[None] * w for _ in range(h)]
    for region in plant(rng, h, w):
        for (r, c), k in numbers(rng, region).items():
            cells[r][c] = k
    return Puzzle(cells=cells, source="generated")


def improve(rng: random.Random, p, forced):
    """Move a number of an open region of the answer found within it, or bring it next to
    the region's size."""
    if forced.solution is None:
        return None
    open_cells = {lab[2] for lab in forced.open if lab[0] == "in"}
    regions = [g for g in forced.solution.regions if set(g) & open_cells] or list(forced.solution.regions)
    region = [tuple(x) for x in rng.choice(regions)]
    cells = [list(row) for row in p.cells]
    held = [x for x in region if cells[x[0]][x[1]] is not None]
    (r, c) = rng.choice(held)
    k, s = cells[r][c], len(region)
    tight = s - 1 if k < s else s + 1
    if k != tight and rng.random() < 0.5:
        cells[r][c] = tight
    else:
        spots = [x for x in region if cells[x[0]][x[1]] is None]
        if not spots:
            return None
        y, x = rng.choice(spots)
        cells[y][x], cells[r][c] = k, None
    return p.replace(cells=cells)
