"""Random KenKen for ``gridsat generate`` (a maker of its own, on the shared driver's search):
a random Latin square (a cyclic one with its rows, columns and digits shuffled), cut into
random cages of 1-4 cells, each given an operation and its target from the square (``-`` or
``/`` for two cells when they fit, else ``+`` or ``*``); a move cuts a cage holding a cell
the answers still disagree on in two (targets from the answer found, so it stays an
answer).  ``--minimal`` has nothing to take away yet: hiding an operation (``?``) would be
the clue to take, but settling a hidden cage's candidates is too slow for it today."""
from __future__ import annotations

import random

from ...board import cell_areas
from ...formats import InputError
from ...genre import Generator
from .cages import result
from .puzzle import Cage, Puzzle

LARGEST = 4  # cells in a cage


def square(rng: random.Random, n: int) -> list[list[int]]:
    rows, cols, digits = rng.sample(range(n), n), rng.sample(range(n), n), rng.sample(range(1, n + 1), n)
    return [[digits[(rows[r] + cols[c]) % n] for c in range(n)] for r in range(n)]


def cage(rng: random.Random, cells, grid) -> Cage:
    cells = tuple(sorted(cells))
    vals = [grid[r][c] for r, c in cells]
    if len(cells) == 1:
        return Cage(cells, "", vals[0])
    ops = ["+", "*"] + (["-"] * 2 if len(cells) == 2 else []) + \
        (["/"] * 2 if len(cells) == 2 and max(vals) % min(vals) == 0 else [])
    op = rng.choice(ops)
    return Cage(cells, op, result(op, vals))


def make(rng: random.Random, size, options) -> Puzzle:
    n = size[0]
    if n < 2:
        raise InputError(f"a {n}x{n} grid is too small for KenKen (at least 2x2)")
    grid = square(rng, n)
    free = {(r, c) for r in range(n) for c in range(n)}
    cages = []
    for start in rng.sample(sorted(free), len(free)):
        if start not in free:
            continue
        cells, goal = [start], rng.choice((1, 2, 2, 2, 3, 3, 4))
        free.discard(start)
        while len(cells) < goal:
            edge = [(y, x) for r, c in cells for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                    if (y, x) in free]
            if not edge:
                break
            nxt = rng.choice(edge)
            free.discard(nxt)
            cells.append(nxt)
        cages.append(cage(rng, cells, grid))
    return Puzzle(n, cages, source="generated")


def improve(rng: random.Random, p: Puzzle, forced):
    """Cut a cage of two cells or more that holds an open cell in two, or (none) take a
    hidden operation out of hiding."""
    sol = forced.solution
    if sol is None:
        return None
    grid = sol.grid
    open_cells = {(lab[1], lab[2]) for lab in forced.open if len(lab) >= 3}
    big = [k for k in p.cages if len(k.cells) > 1 and set(k.cells) & open_cells] or \
        [k for k in p.cages if len(k.cells) > 1]
    if not big:
        return None
    old = rng.choice(big)
    first = [old.cells[0]]
    rest = [x for x in old.cells if x != first[0]]
    while rest and rng.random() < 0.5:  # grow the first piece, keeping both pieces whole
        nxt = [x for x in rest if any(abs(x[0] - y[0]) + abs(x[1] - y[1]) == 1 for y in first)]
        x = rng.choice(nxt)
        if len(cell_areas(set(rest) - {x})) > 1:
            break
        first.append(x)
        rest.remove(x)
    pieces = [first] + cell_areas(set(rest))
    cages = [k for k in p.cages if k != old] + [cage(rng, piece, grid) for piece in pieces]
    return Puzzle(p.size, cages, source=p.source)


GENERATOR = Generator(make=make, improve=improve, size=(5, 5), square=True)
