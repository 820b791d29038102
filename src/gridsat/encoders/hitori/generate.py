"""Random Hitori for ``gridsat generate`` (a maker of its own, on the shared driver's search):
an answer planted (cells shaded at random, none beside another, the others kept connected)
over a random Latin square (a cyclic one, rows, columns and digits shuffled), each shaded
cell given the number of another cell in its row or column; a move changes the number of a
cell the answers still disagree on, so that the answer found stays an answer (a shaded cell
any number of its line, an unshaded one a number no other unshaded cell of its row and
column holds)."""
from __future__ import annotations

import random

from ...board import one_area
from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle

SHADE = 0.5  # chance that a cell tried (in random order) is shaded, when it may be


def make(rng: random.Random, size, options) -> Puzzle:
    h, w = size
    if h < 2 or w < 2 or h != w:
        raise InputError(f"gridsat generates square Hitori grids of 2x2 or more, not {h}x{w}")
    n = h
    cells = {(r, c) for r in range(n) for c in range(n)}
    shaded: set = set()
    for x in rng.sample(sorted(cells), len(cells)):
        r, c = x
        if rng.random() < SHADE and not {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)} & shaded \
                and one_area(cells - shaded - {x}):
            shaded.add(x)
    rows, cols, digits = rng.sample(range(n), n), rng.sample(range(n), n), rng.sample(range(1, n + 1), n)
    grid = [[digits[(rows[r] + cols[c]) % n] for c in range(n)] for r in range(n)]
    for r, c in sorted(shaded):
        mates = [(r, y) for y in range(n) if y != c and (r, y) not in shaded] + \
            [(y, c) for y in range(n) if y != r and (y, c) not in shaded]
        if mates:
            y, x = rng.choice(mates)
            grid[r][c] = grid[y][x]
    return Puzzle(grid, source="generated")


def improve(rng: random.Random, p: Puzzle, forced):
    sol = forced.solution
    open_cells = sorted({(lab[1], lab[2]) for lab in forced.open if len(lab) >= 3})
    if sol is None or not open_cells:
        return None
    on = set(sol.shaded)
    n = p.rows
    grid = [list(row) for row in p.cells]
    for r, c in rng.sample(open_cells, len(open_cells)):
        line = [(r, y) for y in range(n) if y != c] + [(y, c) for y in range(n) if y != r]
        if (r, c) in on:
            values = sorted({grid[y][x] for y, x in line if (y, x) not in on} - {grid[r][c]})
        else:
            values = sorted(set(range(1, n + 1)) - {grid[y][x] for y, x in line if (y, x) not in on} - {grid[r][c]})
        if values:
            grid[r][c] = rng.choice(values)
            return Puzzle(grid, source=p.source)
    return None


GENERATOR = Generator(make=make, improve=improve, size=(6, 6), square=True)
