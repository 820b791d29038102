"""Random Star Battle maps for ``gridsat generate``: a planted answer, regions grown around its
stars (m in each); a move hands a cell without a star (in one answer) to a neighbouring region,
so that answer stays an answer while the backbone score says how open the map still is."""
from __future__ import annotations

import random

from ...board import one_area
from ...formats import InputError
from ...genre import Generator, Option
from .puzzle import Puzzle

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def make(rng: random.Random, size, options) -> Puzzle:
    n, m = size[0], options["stars"]
    if n < 4 * m:
        raise InputError(f"{m} star{'s' * (m > 1)} per row need a grid of at least {4 * m}x{4 * m} "
                         f"(--size {n} is too small)")
    while True:
        stars = _stars(rng, n, m)
        label = _regions(rng, n, m, stars) if stars else None
        if label is not None:
            return Puzzle(tuple(map(tuple, label)), m, source="generated")


def _stars(rng, n: int, m: int, budget: int = 20000):
    """m stars in every row and column, none touching (random depth-first search)."""
    from itertools import combinations

    rows = [c for c in combinations(range(n), m) if all(b - a > 1 for a, b in zip(c, c[1:]))]
    count = [0] * n
    chosen: list = []
    nodes = [0]

    def go(r: int) -> bool:
        if r == n:
            return True
        left = n - r
        for c in range(n):  # a column still needing k stars needs 2k - 1 rows
            if 2 * (m - count[c]) - 1 > left:
                return False
        prev = set(chosen[-1]) if chosen else set()
        options = rows[:]
        rng.shuffle(options)
        for cols in options:
            nodes[0] += 1
            if nodes[0] > budget:
                return False
            if any(count[c] >= m or c in prev or c - 1 in prev or c + 1 in prev for c in cols):
                continue
            for c in cols:
                count[c] += 1
            chosen.append(cols)
            if go(r + 1):
                return True
            chosen.pop()
            for c in cols:
                count[c] -= 1
        return False

    if not go(0):
        return None
    return [(r, c) for r, cols in enumerate(chosen) for c in cols]


def _regions(rng, n: int, m: int, stars):
    """n connected regions with m of the stars each: n stars start them, each other star is
    joined to the nearest region still short of stars by a shortest free path, and the cells
    left go one by one to the smallest region next to them."""
    label = [[None] * n for _ in range(n)]
    star = set(stars)
    order = stars[:]
    rng.shuffle(order)
    held = {}
    for k, (r, c) in enumerate(order[:n]):
        label[r][c] = k
        held[k] = 1
    for s in order[n:]:
        path = _path_to_short_region(label, n, m, s, star, held)
        if path is None:
            return None
        k = label[path[-1][0]][path[-1][1]]
        for r, c in path[:-1]:
            label[r][c] = k
        held[k] += 1
    size = {k: sum(row.count(k) for row in label) for k in held}
    free = {(r, c) for r in range(n) for c in range(n) if label[r][c] is None}
    while free:  # the smallest region with a free cell next to it takes one (sizes stay even)
        edge = sorted((r, c) for r, c in free if any(label[y][x] is not None for y, x in _around(r, c, n)))
        grow = {}
        for r, c in edge:
            for y, x in _around(r, c, n):
                if label[y][x] is not None:
                    grow.setdefault(label[y][x], []).append((r, c))
        small = min(size[k] for k in grow)
        k = rng.choice(sorted(k for k in grow if size[k] == small))
        r, c = rng.choice(grow[k])
        label[r][c] = k
        size[k] += 1
        free.discard((r, c))
    return label


def _path_to_short_region(label, n, m, start, star, held):
    """Breadth-first from ``start`` over unclaimed cells without stars to a cell of a region
    that still needs a star: the path (start first, the region's cell last)."""
    prev = {start: None}
    todo = [start]
    for cell in todo:
        for nb in _around(*cell, n):
            if nb in prev:
                continue
            k = label[nb[0]][nb[1]]
            if k is not None:
                if held[k] < m:
                    path = [nb, cell]
                    while prev[path[-1]] is not None:
                        path.append(prev[path[-1]])
                    return path[::-1]
                continue
            if nb in star:
                continue
            prev[nb] = cell
            todo.append(nb)
    return None


def _around(r: int, c: int, n: int):
    return [(r + dr, c + dc) for dr, dc in STEPS if 0 <= r + dr < n and 0 <= c + dc < n]


def improve(rng, p: Puzzle, forced):
    """Hand a cell that holds no star in the answer found to a neighbouring region (mostly
    one near an open cell); its region must stay connected."""
    if forced.solution is None:
        return None
    n = p.size
    stars = set(forced.solution.stars)
    open_cells = [(lab[1], lab[2]) for lab in forced.open]
    label = [list(row) for row in p.regions]
    for _ in range(100):
        if open_cells and rng.random() < 0.7:
            r, c = rng.choice(open_cells)
            r, c = rng.choice([(r, c)] + _around(r, c, n))
        else:
            r, c = rng.randrange(n), rng.randrange(n)
        a = label[r][c]
        others = sorted({label[y][x] for y, x in _around(r, c, n)} - {a}, key=str)
        if (r, c) in stars or not others:
            continue
        label[r][c] = rng.choice(others)
        if _connected(label, n, a):
            return Puzzle(tuple(map(tuple, label)), p.stars, source=p.source)
        label[r][c] = a
    return None


def _connected(label, n: int, k) -> bool:
    """Region ``k`` of ``label`` is one area, and not empty."""
    cells = [(r, c) for r in range(n) for c in range(n) if label[r][c] == k]
    return bool(cells) and one_area(cells)


GENERATOR = Generator(
    make=make, improve=improve, size=(10, 10), square=True,
    options=(Option("stars", "--stars", 1, "Star Battle: stars per row, column and region.", kind="int"),),
)
