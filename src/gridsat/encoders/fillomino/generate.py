"""Random Fillomino for ``gridsat generate``: a division planted at random (regions grown to a
random size of 1..6 over free cells, then neighbours of one size merged until no two touch;
sizes past 9 start again), some of its numbers given; a move gives the number of a cell the
answers still disagree on (from the answer found, so the puzzle keeps an answer).  The clues
``--minimal`` takes away are the given numbers."""
from __future__ import annotations

import random

from ...formats import InputError

SHOWN = 0.3  # the share of cells given at the start
LARGEST = 9


def plant(rng: random.Random, h: int, w: int) -> list[list[int]] | None:
    """A size grid of a random division (None: a merge went past LARGEST)."""
    label = [[-1] * w for _ in range(h)]
    regions: list[set] = []
    for r, c in rng.sample([(r, c) for r in range(h) for c in range(w)], h * w):
        if label[r][c] >= 0:
            continue
        goal, region, edge = rng.choice((1, 2, 2, 3, 3, 4, 4, 5, 6)), {(r, c)}, [(r, c)]
        label[r][c] = len(regions)
        while len(region) < goal and edge:
            y, x = edge[rng.randrange(len(edge))]
            free = [(b, a) for b, a in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1))
                    if 0 <= b < h and 0 <= a < w and label[b][a] < 0]
            if not free:
                edge.remove((y, x))
                continue
            cell = rng.choice(free)
            label[cell[0]][cell[1]] = len(regions)
            region.add(cell)
            edge.append(cell)
        regions.append(region)
    while True:  # merge two touching regions of one size, until none touch
        pair = next(((label[r][c], label[y][x]) for r in range(h) for c in range(w)
                     for y, x in ((r + 1, c), (r, c + 1)) if y < h and x < w and label[r][c] != label[y][x]
                     and len(regions[label[r][c]]) == len(regions[label[y][x]])), None)
        if pair is None:
            break
        a, b = pair
        for y, x in regions[b]:
            label[y][x] = a
        regions[a] |= regions[b]
        regions[b] = set()
        if len(regions[a]) > LARGEST:
            return None
    return [[len(regions[label[r][c]]) for c in range(w)] for r in range(h)]


def make(rng: random.Random, size, options, Puzzle):
    """A random start (``Puzzle``: the genre's puzzle type, handed in by the package)."""
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Fillomino (at least 2 cells)")
    grid = None
    while grid is None:
        grid = plant(rng, h, w)
    return Puzzle(cells=[[n if rng.random() < SHOWN else None for n in row] for row in grid], source="generated")


def improve(rng: random.Random, p, forced):
    """The number of an open cell, from the answer found."""
    if forced.solution is None:
        return None
    spots = sorted({(lab[1], lab[2]) for lab in forced.open if lab[0] == "value"} - set(p.numbers()))
    if not spots:
        return None
    r, c = rng.choice(spots)
    cells = [list(row) for row in p.cells]
    cells[r][c] = forced.solution.grid[r][c]
    return p.replace(cells=cells)


def clues(p) -> list:
    return sorted(p.numbers())


def without(p, gone):
    cells = [list(row) for row in p.cells]
    for r, c in gone:
        cells[r][c] = None
    return p.replace(cells=cells)
