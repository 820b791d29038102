"""The sight-line and run-limit builders against brute force on tiny grids: for every
assignment of the cells' variables, the formula is satisfiable exactly when the rule holds,
and the order literals of the runs then hold the true run lengths."""
from __future__ import annotations

import random
from itertools import product
from types import SimpleNamespace

import pytest
from pysat.solvers import Solver

from gridsat import sight
from gridsat.model import Model


def tiny_grid(rng):
    rows, cols = rng.randint(1, 3), rng.randint(1, 4)
    rooms = [[rng.randint(0, 2) for _ in range(cols)] for _ in range(rows)]
    return SimpleNamespace(rows=rows, cols=cols, room_of=lambda r, c: rooms[r][c])


def colour_map(rng, model, grid):
    """Cells get a variable, a constant, or nothing (a blocker), mostly variables."""
    colour = {}
    for r in range(grid.rows):
        for c in range(grid.cols):
            kind = rng.choice("vvvvvTF-")
            if kind == "v":
                colour[r, c] = model.var("x", r, c)
            elif kind in "TF":
                colour[r, c] = kind == "T"
    return colour


def assignments(model, colour):
    """Every assignment of the cells' variables: (assumptions, the set of cells of the colour)."""
    cells = [x for x, l in colour.items() if not isinstance(l, bool)]
    fixed = {x for x, l in colour.items() if l is True}
    for bits in product([False, True], repeat=len(cells)):
        on = fixed | {x for x, b in zip(cells, bits) if b}
        yield [colour[x] if b else -colour[x] for x, b in zip(cells, bits)], on


def value(lit, m):
    return lit if isinstance(lit, bool) else (lit in m)


def check(model, colour, holds, runs=None, grid=None, cell=None):
    with Solver(name="minisat22", bootstrap_with=model.clauses) as s:
        for assumptions, on in assignments(model, colour):
            ok = s.solve(assumptions=assumptions)
            assert ok == holds(on), (sorted(on), ok)
            if ok and runs is not None:
                m = set(s.get_model())
                for d, rr in runs.items():
                    length = sum(value(l, m) for l in rr)
                    assert length == sight.run_length(grid, cell, d, on), (d, sorted(on))
                    assert [value(l, m) for l in rr] == sorted((value(l, m) for l in rr), reverse=True)


@pytest.mark.parametrize("seed", range(60))
def test_seen_against_brute_force(seed):
    rng = random.Random(seed)
    grid = tiny_grid(rng)
    model = Model()
    colour = colour_map(rng, model, grid)
    cell = (rng.randrange(grid.rows), rng.randrange(grid.cols))
    n = rng.randint(0, grid.rows + grid.cols - 1)
    runs = sight.seen(model, grid, cell, colour, n)
    check(model, colour, lambda on: sight.seen_count(grid, cell, on) == n, runs, grid, cell)


@pytest.mark.parametrize("seed", range(40))
def test_sight_lengths_and_limit(seed):
    rng = random.Random(1000 + seed)
    grid = tiny_grid(rng)
    model = Model()
    colour = colour_map(rng, model, grid)
    cell = (rng.randrange(grid.rows), rng.randrange(grid.cols))
    limit = rng.choice([None, 0, 1, 2])
    dirs = rng.sample(list(sight.DIRECTIONS), rng.randint(1, 4))
    runs = sight.sight(model, grid, cell, colour, dirs, limit)
    check(model, colour, lambda on: limit is None or all(
        sight.run_length(grid, cell, d, on) <= limit for d in dirs), runs, grid, cell)


@pytest.mark.parametrize("seed", range(40))
def test_no_run_longer(seed):
    rng = random.Random(2000 + seed)
    grid = tiny_grid(rng)
    model = Model()
    colour = colour_map(rng, model, grid)
    k = rng.randint(0, 3)
    sight.no_run_longer(model, grid, colour, k)
    check(model, colour, lambda on: not sight.long_runs(grid, on, k))


@pytest.mark.parametrize("seed", range(40))
def test_no_run_across(seed):
    rng = random.Random(3000 + seed)
    grid = tiny_grid(rng)
    model = Model()
    colour = colour_map(rng, model, grid)
    borders = rng.randint(0, 2)
    sight.no_run_across(model, grid, colour, borders)
    check(model, colour, lambda on: not sight.runs_across(grid, on, borders))


def test_readers():
    grid = SimpleNamespace(rows=3, cols=4, room_of=lambda r, c: c // 2)
    on = {(0, 0), (0, 1), (0, 2), (1, 1), (2, 1)}
    assert sight.ray(grid, (1, 1), "up") == [(0, 1)]
    assert sight.ray(grid, (1, 1), "right") == [(1, 2), (1, 3)]
    assert sight.seen_count(grid, (0, 1), on) == 4
    assert sight.long_runs(grid, on, 2) == [[(0, 0), (0, 1), (0, 2)], [(0, 1), (1, 1), (2, 1)]]
    assert sight.runs_across(grid, on, 0) == [[(0, 0), (0, 1), (0, 2)]]
    assert sight.runs_across(grid, on, 1) == []


@pytest.mark.parametrize("shape", [(2, 2), (2, 3), (3, 3), (2, 4), (3, 4)])
def test_corner_forest_is_connectivity_seen_from_the_shaded_side(shape):
    """With no two shaded cells sharing an edge, corner_forest allows exactly the shadings
    whose unshaded cells are connected (brute force over every shading)."""
    from gridsat.board import Grid
    from gridsat.connectivity.grid import corner_forest

    from gridsat.lowering import CNF

    rows, cols = shape
    model = Model(lowering=CNF)  # the eager form (lazy cuts need gridsat's search loop)
    shaded = {(r, c): model.var("x", r, c) for r in range(rows) for c in range(cols)}
    for (r, c), v in shaded.items():
        for nb in ((r, c + 1), (r + 1, c)):
            if nb in shaded:
                model.add([-v, -shaded[nb]])
    corner_forest(model, rows, cols, shaded)
    grid = Grid(size=shape)
    colour = {x: -v for x, v in shaded.items()}  # the unshaded cells

    def holds(white):
        black = set(shaded) - set(white)
        touching = any((r, c + 1) in black or (r + 1, c) in black for r, c in black)
        return not touching and len(grid.areas(white)) <= 1
    check(model, colour, holds)
