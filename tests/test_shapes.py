"""The shapes builder (gridsat.shapes): shape identity, placements, fleets and rectangles; each
builder's answers, projected on the cells, equal brute force on tiny grids."""
import random
from itertools import combinations, product

import pytest

from gridsat import shapes
from gridsat.backends import make_backend
from gridsat.cardinality import exactly
from gridsat.model import Model
from gridsat.solving import search


def answers(model, lits: dict) -> set:
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    return {frozenset(cell for cell, x in lits.items() if v.get(x, False)) for v in res.solutions}


def subsets(cells):
    cells = sorted(cells)
    for bits in product((False, True), repeat=len(cells)):
        yield frozenset(c for c, b in zip(cells, bits) if b)


def board(rng, rows, cols, holes=0):
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for x in rng.sample(cells, holes):
        cells.remove(x)
    return cells


def shading(model, cells) -> dict:
    lits = {cell: model.var("shaded", *cell) for cell in cells}
    model.mark_primary(*lits.values())
    return lits


def components(cells, diagonal=False):
    cells, out = set(cells), []
    steps = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc) and (diagonal or not dr * dc)]
    while cells:
        todo, part = [cells.pop()], set()
        while todo:
            r, c = x = todo.pop()
            part.add(x)
            for dr, dc in steps:
                if (r + dr, c + dc) in cells:
                    cells.remove((r + dr, c + dc))
                    todo.append((r + dr, c + dc))
        out.append(part)
    return out


# -- shape identity --------------------------------------------------------------------------------

def test_tetrominoes_fixed_and_free():
    grid = [(r, c) for r in range(4) for c in range(4)]
    fixed = {shapes.normal(s) for s in combinations(grid, 4) if len(components(s)) == 1}
    assert len(fixed) == 19
    free = {shapes.canonical(s) for s in fixed}
    assert free == set(shapes.TETROMINOES.values())
    counts = {name: sum(shapes.shape_name(s) == name for s in fixed) for name in shapes.TETROMINOES}
    assert counts == {"L": 8, "I": 2, "T": 4, "S": 4, "O": 1}


def test_variants_and_placements():
    assert len(shapes.variants([(0, 0), (0, 1), (1, 1)])) == 4
    assert shapes.shape_name([(5, 5), (5, 6), (6, 4), (6, 5)]) == "S"
    assert shapes.shape_name([(0, 0), (0, 1)]) is None
    grid = [(r, c) for r in range(3) for c in range(3)]
    assert len(shapes.placements(shapes.TETROMINOES["O"], grid)) == 4
    assert len(shapes.placements(shapes.TETROMINOES["L"], grid)) == 16  # 8 orientations x 2
    assert len(shapes.straight(3, grid)) == 6 and len(shapes.straight(1, grid)) == 9
    assert shapes.is_rectangle([(0, 0), (0, 1), (1, 0), (1, 1)]) and not shapes.is_rectangle([(0, 0), (1, 1)])


# -- builders against brute force ------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_place_is_a_disjoint_union_of_placements(seed):
    rng = random.Random(seed)
    cells = board(rng, 3, rng.randint(3, 4), rng.randint(0, 2))
    names = rng.sample(sorted(shapes.TETROMINOES), 2)
    cands = [p for n in names for p in shapes.placements(shapes.TETROMINOES[n], cells)]
    cands += shapes.straight(2, cells)[:3]
    m = Model()
    lits = shading(m, cells)
    shapes.place(m, lits, cands)
    want = set()
    for k in range(len(cells) // 2 + 1):
        for chosen in combinations(cands, k):
            flat = [x for p in chosen for x in p]
            if len(flat) == len(set(flat)):
                want.add(frozenset(flat))
    assert answers(m, lits) == want


@pytest.mark.parametrize("seed", range(6))
def test_kinds_name_the_selected_shape(seed):
    rng = random.Random(seed)
    cells = board(rng, 3, 4, rng.randint(0, 3))
    cands = [p for s in shapes.TETROMINOES.values() for p in shapes.placements(s, cells)]
    m = Model()
    lits = shading(m, cells)
    chosen = shapes.place(m, lits, cands)
    exactly(m, list(chosen.values()), 1)
    kind = shapes.kinds(m, chosen)
    target = rng.choice(sorted(shapes.TETROMINOES))
    m.add([kind[target]])
    want = {frozenset(p) for p in cands if shapes.shape_name(p) == target}
    assert answers(m, lits) == want


def is_fleet(on, ships) -> bool:
    parts = components(on)
    if len(parts) != len(components(on, diagonal=True)):
        return False  # two ships touch diagonally
    lengths = []
    for part in parts:
        rs, cs = {r for r, _ in part}, {c for _, c in part}
        if len(rs) > 1 and len(cs) > 1:
            return False
        lengths.append(len(part))
    return sorted(lengths) == sorted(n for n, k in ships.items() for _ in range(k))


@pytest.mark.parametrize("seed", range(8))
def test_fleet_is_straight_ships_apart(seed):
    rng = random.Random(seed)
    cells = board(rng, 3, rng.randint(3, 4), rng.randint(0, 2))
    ships = {n: rng.randint(0, 2) for n in rng.sample([1, 2, 3], rng.randint(1, 3))}
    m = Model()
    lits = shading(m, cells)
    shapes.fleet(m, lits, ships)
    assert answers(m, lits) == {s for s in subsets(cells) if is_fleet(s, ships)}


@pytest.mark.parametrize("seed", range(8))
def test_rectangles(seed):
    rng = random.Random(seed)
    cells = board(rng, rng.randint(2, 4), rng.randint(3, 4), rng.randint(0, 3))
    m = Model()
    lits = shading(m, cells)
    shapes.rectangles(m, lits)
    want = {s for s in subsets(cells) if all(shapes.is_rectangle(part) for part in components(s))}
    assert answers(m, lits) == want
