"""Random Shikaku for ``gridsat generate``: the grid cut at random into rectangles (a rectangle
larger than a random goal of 2..10 cells is cut across its longer side), each rectangle's area
written in one of its cells; a move takes a rectangle of the answer found whose cells the
answers still disagree on and writes its number in another of its cells (the answer found
stays an answer).  Every rectangle needs its number, so ``--minimal`` has nothing to take."""
from __future__ import annotations

import random

from ...formats import InputError


def plant(rng: random.Random, h: int, w: int) -> list[tuple[int, int, int, int]]:
    out, todo = [], [(0, 0, h, w)]
    while todo:
        r, c, rh, rw = todo.pop()
        if rh * rw <= rng.choice((2, 3, 4, 4, 5, 6, 6, 8, 9, 10)) or (rh == 1 and rw == 1):
            out.append((r, c, rh, rw))
        elif rh > rw or (rh == rw and rng.random() < 0.5):
            k = rng.randint(1, rh - 1)
            todo += [(r, c, k, rw), (r + k, c, rh - k, rw)]
        else:
            k = rng.randint(1, rw - 1)
            todo += [(r, c, rh, k), (r, c + k, rh, rw - k)]
    return out


def make(rng: random.Random, size, options, Puzzle):
    """A random start (``Puzzle``: the genre's puzzle type, handed in by the package)."""
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Shikaku (at least 2 cells)")
    cells = [[None] * w for _ in range(h)]
    for r, c, rh, rw in plant(rng, h, w):
        cells[r + rng.randrange(rh)][c + rng.randrange(rw)] = rh * rw
    return Puzzle(cells=cells, source="generated")


def improve(rng: random.Random, p, forced):
    """Move the number of an open rectangle of the answer found within it."""
    if forced.solution is None:
        return None
    open_cells = {(r + i, c + j) for lab in forced.open if lab[0] == "rect"
                  for r, c, h, w in [lab[2:6]] for i in range(h) for j in range(w)}
    regions = [g for g in forced.solution.regions if len(g) > 1 and set(g) & open_cells] or \
        [g for g in forced.solution.regions if len(g) > 1]
    if not regions:
        return None
    region = rng.choice(regions)
    cells = [list(row) for row in p.cells]
    (r, c), = [x for x in region if cells[x[0]][x[1]] is not None]
    y, x = rng.choice([x for x in region if x != (r, c)])
    cells[y][x], cells[r][c] = cells[r][c], None
    return p.replace(cells=cells)
