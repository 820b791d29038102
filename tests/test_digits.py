"""The shared digits-in-rooms builder (gridsat.digits): its answers equal the brute force of
"each room of k cells holds 1..k", givens cut them as a direct filter does, and the
given-digits generator's pieces."""
from __future__ import annotations

import random

import pytest

from gridsat.declare import random_rooms
from gridsat.digits import given_digits, room_digits, room_fillings, with_digits
from gridsat.model import Model
from tests.test_connectivity import answers


def rooms_of(labels):
    out: dict = {}
    for r, row in enumerate(labels):
        for c, lab in enumerate(row):
            out.setdefault(lab, []).append((r, c))
    return list(out.values())


def grids(model, grid, rows, cols):
    """The models as digit grids (every variable is primary, in the grid's order)."""
    index = {v: (cell, d) for cell, dv in grid.var.items() for d, v in dv}
    out = set()
    for bits in answers(model):
        g = [[0] * cols for _ in range(rows)]
        for v, on in zip(model.primary, bits):
            if on:
                (r, c), d = index[v]
                g[r][c] = d
        out.add(tuple(map(tuple, g)))
    return out


@pytest.mark.parametrize("seed", range(8))
def test_room_digits_equal_the_brute_force(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    rooms = rooms_of(random_rooms(rng, rows, cols, rng.randint(1, rows * cols)))
    givens = {cell: rng.randint(1, 3) for cell in rng.sample([c for room in rooms for c in room], rng.randint(0, 2))}
    m = Model()
    grid = room_digits(m, rooms)
    given_digits(m, grid, givens)
    brute = {g for g in room_fillings(rows, cols, rooms) if all(g[r][c] == d for (r, c), d in givens.items())}
    assert grids(m, grid, rows, cols) == brute


def test_room_fillings_count():
    rooms = [[(0, 0), (0, 1), (1, 0)], [(1, 1)]]
    assert len(list(room_fillings(2, 2, rooms))) == 6


def test_with_digits_replaces_clues():
    from gridsat.encoders.binairo import Puzzle
    p = Puzzle([[None, 1], [None, None]])
    q = with_digits(p, {(0, 0): 0, (0, 1): None})
    assert q.cells == ((0, None), (None, None))


@pytest.mark.parametrize("seed", range(6))
def test_rooms_fillable_agrees_with_the_brute_force(seed):
    from gridsat.digits import rooms_fillable
    from gridsat.encoders.suguru import no_touching

    rng = random.Random(100 + seed)
    rows, cols = rng.randint(2, 3), rng.randint(2, 3)
    rooms = rooms_of(random_rooms(rng, rows, cols, rng.randint(2, rows * cols)))
    assert rooms_fillable(rooms)  # the rooms alone always can be
    touching = [((r, c), (r + dr, c + dc)) for r in range(rows) for c in range(cols)
                for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)) if 0 <= r + dr < rows and 0 <= c + dc < cols]
    brute = any(all(g[a[0]][a[1]] != g[b[0]][b[1]] for a, b in touching) for g in room_fillings(rows, cols, rooms))
    assert rooms_fillable(rooms, no_touching) == brute
