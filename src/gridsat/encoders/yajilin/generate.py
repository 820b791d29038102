"""Random Yajilin for ``gridsat generate``: a loop grown from a 2x2 ring by detours (an edge
of the loop replaced by three steps round a pair of free cells) to 55-70% of the cells, the
cells it leaves shaded
where no shaded neighbour forbids it, the rest arrow clues whose numbers the answer gives.
A move points an arrow at an open cell from a clue or a shaded cell in its row or column (a
shaded cell made a clue leaves the answer an answer; every number is counted again on it), or
puts a clue on an open loop cell.  ``--minimal`` takes arrows away (a clue
cell stays, grey: it no longer says anything)."""
from __future__ import annotations

import random

from ...board import Arrow
from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle

STEP = {"^": (-1, 0), "v": (1, 0), "<": (0, -1), ">": (0, 1)}


def _grow(rng: random.Random, h: int, w: int) -> list[tuple[int, int]]:
    r, c = rng.randrange(h - 1), rng.randrange(w - 1)
    loop = [(r, c), (r, c + 1), (r + 1, c + 1), (r + 1, c)]
    on = set(loop)
    target = rng.uniform(0.55, 0.7) * h * w
    for _ in range(h * w * 4):
        if len(loop) >= target:
            break
        i = rng.randrange(len(loop))
        a, b = loop[i], loop[(i + 1) % len(loop)]
        dr, dc = b[1] - a[1], a[0] - b[0]  # a side of the edge a-b, then the other
        for s in rng.sample((1, -1), 2):
            a2, b2 = (a[0] + s * dr, a[1] + s * dc), (b[0] + s * dr, b[1] + s * dc)
            if all(0 <= x[0] < h and 0 <= x[1] < w and x not in on for x in (a2, b2)):
                loop[i + 1:i + 1] = [a2, b2]
                on |= {a2, b2}
                break
    return loop


def _puzzle(h, w, shaded: set, clue_dirs: dict):
    grid = [[None] * w for _ in range(h)]
    for (r, c), d in clue_dirs.items():
        if d is None:
            grid[r][c] = "grey"
            continue
        (dr, dc), n, y, x = STEP[d], 0, r, c
        while 0 <= y + dr < h and 0 <= x + dc < w:
            y, x = y + dr, x + dc
            n += (y, x) in shaded
        grid[r][c] = Arrow(d, n)
    return Puzzle(grid, source="generated")


def _dirs(p) -> dict:
    return {cell: (v.direction if isinstance(v, Arrow) else None) for cell, v in p.clues().items()}


def make(rng: random.Random, size, options):
    h, w = size
    if h < 2 or w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Yajilin (at least 2x2)")
    on = set(_grow(rng, h, w))
    shaded: set = set()
    rest = [(r, c) for r in range(h) for c in range(w) if (r, c) not in on]
    rng.shuffle(rest)
    for r, c in rest:
        if rng.random() < 0.75 and not shaded & {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)}:
            shaded.add((r, c))
    clues = {cell: rng.choice("^v<>") for cell in rest if cell not in shaded}
    return _puzzle(h, w, shaded, clues)


def improve(rng, p, forced):
    """An arrow at an open cell: from a clue or a shaded cell of the answer in its row or
    column (a shaded cell becomes a clue: the answer, one shaded cell fewer, stays one); or,
    as answers may differ in their loops alone, a clue on an open cell of the loop."""
    sol = forced.solution
    if sol is None:
        return None
    near = set()
    for label in forced.open:
        near |= {tuple(x) for x in label[1:] if isinstance(x, tuple)} if label[0] == "link" else {tuple(label[1:3])}
    shaded, dirs = set(sol.shaded), _dirs(p)
    on = near & {tuple(x) for x in sol.loop}
    if on and rng.random() < 0.3:  # a clue where the answers' loops differ (it may have none left)
        dirs[rng.choice(sorted(on))] = rng.choice("^v<>")
        return _puzzle(p.rows, p.cols, shaded, dirs)
    spots = []
    for r, c in sorted(set(dirs) | shaded):
        for y, x in near:
            if (y == r) != (x == c):
                spots.append(((r, c), ("v" if y > r else "^") if x == c else (">" if x > c else "<")))
    if not spots:
        return None
    cell, d = rng.choice(spots)
    shaded.discard(cell)
    dirs[cell] = d
    return _puzzle(p.rows, p.cols, shaded, dirs)


def clues(p) -> list:
    return sorted(cell for cell, v in p.clues().items() if isinstance(v, Arrow))


def without(p, gone):
    grid = [list(row) for row in p.cells]
    for r, c in gone:
        grid[r][c] = "grey"
    return p.replace(cells=grid)


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=True, size=(7, 7))
