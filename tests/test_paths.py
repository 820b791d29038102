"""The path builders (gridsat.connectivity.paths): each one's answers equal brute force on
small grids."""
import random
from itertools import permutations, product

import networkx as nx
import pytest

from gridsat.backends import make_backend
from gridsat.connectivity.paths import KING, ORTHOGONAL, grid_graph, numbered_path, snake
from gridsat.model import Model
from gridsat.solving import search


def answers(model) -> set:
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    return {tuple(v.get(x, False) for x in model.primary) for v in res.solutions}


SHAPES = [(1, 3), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3)]


@pytest.mark.parametrize("seed", range(12))
def test_numbered_path_is_every_numbering_with_steps_to_neighbours(seed):
    rng = random.Random(seed)
    h, w = rng.choice(SHAPES[:5] if seed % 3 else SHAPES)
    steps = KING if seed % 2 else ORTHOGONAL
    cells = [(r, c) for r in range(h) for c in range(w)]
    n = len(cells)
    givens = {cell: rng.randint(1, n) for cell in rng.sample(cells, rng.randint(0, 2))}
    m = Model()
    at = numbered_path(m, grid_graph(cells, steps), lambda v, k: m.var("at", *v, k), givens if seed % 4 < 2 else None)
    for v, k in givens.items():
        m.add([at[v, k]] if (v, k) in at else [])
    names = [(v, k) for v in cells for k in range(1, n + 1)]
    made = [pair for pair in names if pair in at]
    m.mark_primary(*(at[pair] for pair in made))
    got = {tuple(dict(zip(made, bits)).get(pair, False) for pair in names) for bits in answers(m)}
    near = {(a, b) for a in cells for b in cells if (b[0] - a[0], b[1] - a[1]) in steps}
    want = set()
    for order in permutations(cells):  # order[k - 1] holds k
        if all((order[i], order[i + 1]) in near for i in range(n - 1)) and \
                all(order[k - 1] == v for v, k in givens.items()):
            holds = {(v, k + 1) for k, v in enumerate(order)}
            want.add(tuple(pair in holds for pair in names))
    assert got == want
    assert set(at) <= set(names)


def _is_snake(on: set) -> bool:
    """One path through the chosen cells (orthogonal steps) on which two cells that touch, even
    at a corner, are at most two steps apart."""
    if len(on) < 2:
        return False
    g = nx.Graph()
    g.add_nodes_from(on)
    g.add_edges_from((a, b) for a in on for b in on if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)
    if not nx.is_connected(g) or g.number_of_edges() != len(on) - 1 or max(d for _, d in g.degree) > 2:
        return False
    dist = dict(nx.all_pairs_shortest_path_length(g))
    return all(dist[a][b] <= 2 for a in on for b in on if max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1)


@pytest.mark.parametrize("h,w", [(1, 3), (2, 2), (2, 3), (3, 3), (3, 4), (4, 3)])
def test_snake_is_every_untouching_path(h, w):
    cells = [(r, c) for r in range(h) for c in range(w)]
    m = Model()
    on = {cell: m.var("on", *cell) for cell in cells}
    m.mark_primary(*on.values())
    snake(m, on)
    want = {bits for bits in product((False, True), repeat=len(cells))
            if _is_snake({cell for cell, b in zip(cells, bits) if b})}
    assert answers(m) == want
    assert len(want) > 1


def test_snake_with_an_eager_connectivity():
    cells = [(r, c) for r in range(3) for c in range(3)]
    m = Model()
    on = {cell: m.var("on", *cell) for cell in cells}
    m.mark_primary(*on.values())
    snake(m, on, method="rank")
    want = {bits for bits in product((False, True), repeat=9) if _is_snake({c for c, b in zip(cells, bits) if b})}
    assert answers(m) == want
