"""The straight-segment builder (gridsat.connectivity.segments): sums, equalities and
differences of arms equal brute force over every set of links on small grids."""
import random
from itertools import product

import pytest

from gridsat.backends import make_backend
from gridsat.connectivity.segments import DIRECTIONS, Runs, arm
from gridsat.model import Model
from gridsat.solving import search


def answers(model) -> set:
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    return {tuple(v.get(x, False) for x in model.primary) for v in res.solutions}


def board(model, h, w):
    pairs = [((r, c), nb) for r in range(h) for c in range(w) for nb in ((r, c + 1), (r + 1, c))
             if nb[0] < h and nb[1] < w]
    link = {}
    for a, b in pairs:
        link[a, b] = link[b, a] = model.var("link", a, b)
    model.mark_primary(*(link[p] for p in pairs))
    return pairs, link


def brute(pairs, ok):
    return {bits for bits in product((False, True), repeat=len(pairs))
            if ok({p for p, b in zip(pairs, bits) if b})}


@pytest.mark.parametrize("seed", range(16))
def test_arms(seed):
    rng = random.Random(seed)
    h, w = rng.choice(((1, 4), (2, 3), (3, 2), (3, 3), (2, 4)))
    m = Model()
    pairs, link = board(m, h, w)
    runs = Runs(m, link)
    cell = (rng.randrange(h), rng.randrange(w))
    a, b = rng.sample(DIRECTIONS, 2)
    guard = [link[pairs[0]]] if seed % 3 == 0 and seed % 4 != 3 else []
    kind = seed % 4
    if kind == 0:
        n = rng.randint(0, 4)
        runs.sum_is(cell, a, b, n, guard)
        holds = lambda x, y: x + y == n  # noqa: E731
    elif kind == 1:
        runs.equal(cell, a, b, guard)
        holds = lambda x, y: x == y  # noqa: E731
    elif kind == 2:
        runs.differ(cell, a, b, guard)
        holds = lambda x, y: x != y  # noqa: E731
    else:
        k = rng.randint(1, 3)
        x = runs.ge(cell, a, k)
        if isinstance(x, bool):
            m.add([] if not x else [link[pairs[0]], -link[pairs[0]]])
        else:
            m.add([x])
        holds = lambda x, y: x >= k  # noqa: E731

    def ok(links):
        if guard and pairs[0] not in links:
            return True
        return holds(arm(links, cell, a), arm(links, cell, b))
    assert answers(m) == brute(pairs, ok)
