"""Random Sudoku for ``gridsat generate`` (boxes, jigsaw regions, X): a random full grid, a
random part of it as givens; a move adds a given where the answers differ (jigsaw: or swaps
two cells across a region border); the clues are the givens (the batch labels)."""
from __future__ import annotations

import random
from ...board import one_area
from ...formats import InputError
from ...genre import Generator, Option
from .puzzle import Puzzle, default_box

SHARE = 0.42  # of the cells given at the start (a 9x9: 34)


def make(rng: random.Random, size, options) -> Puzzle:
    n = size[0]
    jigsaw, x = options["jigsaw"], options["diagonals"]
    box = default_box(n)
    if n < 4 or (box[0] == 1 and not jigsaw):
        raise InputError(f"a {n}x{n} Sudoku has no boxes; give another size or add --jigsaw")
    if not (jigsaw or x):
        grid = _pattern_grid(rng, n, box)
        regions = None
    else:
        regions = _jigsaw_map(rng, n, box) if jigsaw else None
        grid = _solved_grid(rng, n, box, regions, x)
        if grid is None:
            return make(rng, size, options)
    cells = [(r, c) for r in range(n) for c in range(n)]
    shown = set(rng.sample(cells, round(SHARE * n * n)))
    givens = tuple(tuple(grid[r][c] if (r, c) in shown else 0 for c in range(n)) for r in range(n))
    return Puzzle(givens, None if jigsaw else box, regions, x, source="generated")


def _pattern_grid(rng, n: int, box) -> list[list[int]]:
    """A full grid: the standard pattern, with rows shuffled within bands, bands shuffled,
    columns within stacks, stacks, and the digits renamed."""
    br, bc = box
    def order(groups: int, size: int) -> list[int]:
        outer = rng.sample(range(groups), groups)
        return [g * size + i for g in outer for i in rng.sample(range(size), size)]
    rows, cols = order(n // br, br), order(n // bc, bc)
    digit = rng.sample(range(1, n + 1), n)
    return [[digit[(bc * (r % br) + r // br + c) % n] for c in cols] for r in rows]


def _solved_grid(rng, n: int, box, regions, x: bool):
    """A full grid of a jigsaw / X board: solved with a random first row given (None: that
    row has no completion)."""
    from ... import api

    first = rng.sample(range(1, n + 1), n)
    givens = (tuple(first),) + tuple((0,) * n for _ in range(n - 1))
    try:
        p = Puzzle(givens, None if regions else box, regions, x, source="generated")
    except InputError:
        return None
    report = api.solve(p)
    return None if report.solution is None else [list(row) for row in report.solution.grid]


def _jigsaw_map(rng, n: int, box) -> tuple[tuple[int, ...], ...]:
    """Regions of n cells: the boxes (or rows), then many swaps of two neighbouring cells of
    different regions that leave both regions connected."""
    if box[0] == 1:
        label = [[r for _ in range(n)] for r in range(n)]
    else:
        label = [[(r // box[0]) * (n // box[1]) + c // box[1] for c in range(n)] for r in range(n)]
    for _ in range(4 * n * n):
        _swap(rng, label, n)
    return tuple(map(tuple, label))


def _swap(rng, label, n: int) -> bool:
    """A cell of region A next to region B goes to B, and a cell of B next to A goes to A
    (sizes stay n); kept when both regions stay connected."""
    r, c = rng.randrange(n), rng.randrange(n)
    a = label[r][c]
    others = [label[y][x] for y, x in _around(r, c, n) if label[y][x] != a]
    if not others:
        return False
    b = rng.choice(others)
    label[r][c] = b
    back = [(y, x) for y in range(n) for x in range(n) if label[y][x] == b and (y, x) != (r, c)
            and any(label[v][u] == a for v, u in _around(y, x, n))]
    if back:
        y, x = rng.choice(back)
        label[y][x] = a
        if _connected(label, n, a) and _connected(label, n, b):
            return True
        label[y][x] = b
    label[r][c] = a
    return False


def _around(r: int, c: int, n: int):
    return [(y, x) for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if 0 <= y < n and 0 <= x < n]


def _connected(label, n: int, k) -> bool:
    """Region ``k`` of ``label`` is one area, and not empty."""
    cells = [(r, c) for r in range(n) for c in range(n) if label[r][c] == k]
    return bool(cells) and one_area(cells)


def improve(rng, p: Puzzle, forced):
    """A given from one answer on a cell where the answers differ; a jigsaw may instead swap
    two cells across a region border (the map search, scored by the same backbone)."""
    if p.jigsaw and rng.random() < 0.5:
        for _ in range(50):
            label = [list(row) for row in p.regions]
            if _swap(rng, label, p.size):
                try:
                    return Puzzle(p.givens, None, tuple(map(tuple, label)), p.diagonals, source=p.source)
                except InputError:  # a given now clashes in its new region: another swap
                    continue
        return None
    open_cells = sorted({(lab[1], lab[2]) for lab in forced.open if lab[0] == "digit"})
    if not open_cells or forced.solution is None:
        return None
    r, c = rng.choice(open_cells)
    rows = [list(row) for row in p.givens]
    rows[r][c] = forced.solution.grid[r][c]
    return _with_givens(p, rows)


def clues(p: Puzzle) -> list:
    return [("digit", r, c, d) for r, row in enumerate(p.givens) for c, d in enumerate(row) if d]


def without(p: Puzzle, gone) -> Puzzle:
    rows = [list(row) for row in p.givens]
    for _, r, c, _d in gone:
        rows[r][c] = 0
    return _with_givens(p, rows)


def _with_givens(p: Puzzle, rows) -> Puzzle:
    # (not dataclasses.replace: a board with boxes would come back as a jigsaw of its boxes)
    return Puzzle(tuple(map(tuple, rows)), p.box, p.regions if p.jigsaw else None, p.diagonals, p.cages,
                  source=p.source)


GENERATOR = Generator(
    make=make, improve=improve, clues=clues, without=without, monotone=True, size=(9, 9), square=True,
    options=(Option("jigsaw", "--jigsaw", False, "Sudoku: irregular regions instead of boxes."),
             Option("diagonals", "--x", False, "Sudoku: X rule (both main diagonals hold every digit).")),
)
