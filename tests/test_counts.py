"""gridsat.counts against brute force on tiny grids: the models of a neighbourhood count (4, 8,
3x3, lattice point) and of rooms shaded as one are exactly the shadings that meet the rule."""
from __future__ import annotations

import random
from itertools import product

import pytest
from pysat.solvers import Solver

from gridsat.counts import NEAR, cells_near, count, settle, shaded_near, uniform, uniform_rooms
from gridsat.declare import random_rooms
from gridsat.model import Model


class G:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols

    def __iter__(self):
        return ((r, c) for r in range(self.rows) for c in range(self.cols))


def models(m: Model, cells: dict) -> set[frozenset]:
    """Every model projected on the cell variables, as the set of shaded cells."""
    out = set()
    with Solver(name="minisat22", bootstrap_with=m.clauses) as s:
        while s.solve():
            vals = {abs(l): l > 0 for l in s.get_model()}
            on = frozenset(c for c, v in cells.items() if vals.get(v, False))
            out.add(on)
            s.add_clause([-v if c in on else v for c, v in cells.items()])
    return out


def every_shading(cells) -> set[frozenset]:
    cells = list(cells)
    return {frozenset(c for c, b in zip(cells, bits) if b) for bits in product((0, 1), repeat=len(cells))}


def test_geometry_by_hand():
    g = G(3, 4)
    assert cells_near(g, (0, 0), "4") == [(0, 1), (1, 0)]
    assert cells_near(g, (1, 1), "8") == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]
    assert cells_near(g, (0, 3), "3x3") == [(0, 2), (0, 3), (1, 2), (1, 3)]
    assert cells_near(g, (0, 0), "point") == [(0, 0)]
    assert cells_near(g, (3, 4), "point") == [(2, 3)]
    assert cells_near(g, (1, 2), "point") == [(0, 1), (0, 2), (1, 1), (1, 2)]
    with pytest.raises(ValueError, match="neighbourhood"):
        cells_near(g, (0, 0), "6")


@pytest.mark.parametrize("near", NEAR)
@pytest.mark.parametrize("seed", range(6))
def test_counts_match_brute_force(near, seed):
    rng = random.Random(f"{near}/{seed}")
    g = G(rng.randint(1, 3), rng.randint(1, 3))
    holes = {c for c in g if rng.random() < 0.2}  # cells with no literal: never shaded
    m = Model()
    shaded = {c: m.var("s", *c) for c in g if c not in holes}
    places = [(r, c) for r in range(g.rows + 1) for c in range(g.cols + 1)] if near == "point" else list(g)
    clues = []
    for where in rng.sample(places, rng.randint(1, min(3, len(places)))):
        op = rng.choice(("==", "<=", ">="))
        k = rng.randint(0, len(cells_near(g, where, near)))
        count(m, g, shaded, where, k, near, op)
        clues.append((where, k, op))
    ok = {"==": int.__eq__, "<=": int.__le__, ">=": int.__ge__}
    truth = {on for on in every_shading(shaded)
             if all(ok[op](shaded_near(g, on, where, near), k) for where, k, op in clues)}
    assert models(m, shaded) == truth


@pytest.mark.parametrize("seed", range(8))
def test_uniform_rooms_match_brute_force(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(1, 3), rng.randint(1, 4)
    labels = random_rooms(rng, rows, cols, rng.randint(1, rows * cols))
    rooms: dict = {}
    for r in range(rows):
        for c in range(cols):
            rooms.setdefault(labels[r][c], []).append((r, c))
    rooms = list(rooms.values())
    m = Model()
    shaded = {(r, c): m.var("s", r, c) for r in range(rows) for c in range(cols)}
    lits = uniform_rooms(m, shaded, rooms)
    assert len(lits) == len(rooms) and len(set(lits)) == len(rooms)
    truth = {on for on in every_shading(shaded) if not uniform(on, rooms)}
    assert len(truth) == 2 ** len(rooms)
    assert models(m, shaded) == truth
    # and with a count on top: a room's literal stands for its every cell
    count(m, G(rows, cols), shaded, (0, 0), 1, "3x3")
    truth = {on for on in truth if shaded_near(G(rows, cols), on, (0, 0), "3x3") == 1}
    assert models(m, shaded) == truth


@pytest.mark.parametrize("near", NEAR)
@pytest.mark.parametrize("seed", range(8))
def test_settle_agrees_with_every_answer(near, seed):
    rng = random.Random(f"settle/{near}/{seed}")
    g = G(rng.randint(1, 3), rng.randint(1, 4))
    places = [(r, c) for r in range(g.rows + 1) for c in range(g.cols + 1)] if near == "point" else list(g)
    plant = {c for c in g if rng.random() < 0.5}
    clues = [(w, shaded_near(g, plant, w, near) + (rng.random() < 0.15)) for w in places if rng.random() < 0.5]
    answers = [on for on in every_shading(g) if all(shaded_near(g, on, w, near) == k for w, k in clues)]
    fixed = settle(g, clues, near)
    if fixed is None:
        assert not answers
        return
    for on in answers:
        assert all((x in on) == v for x, v in fixed.items())
