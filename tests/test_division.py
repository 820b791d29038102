"""The region-division builder against brute force: on tiny grids, the divisions a model
allows (decoded, every answer) are exactly the set partitions into connected regions that
meet the constraints, for every connectivity encoding; rectangles likewise."""
import random
from itertools import product

import pytest

from gridsat.backends import make_backend
from gridsat.connectivity.division import Anchor, Rect, divide, first_cell_anchors, rectangles, sized_anchors, tile
from gridsat.connectivity.graph import grid_graph
from gridsat.lowering import CNF_LAZY
from gridsat.model import Model
from gridsat.solving import search

METHODS = ("distance", "rank", "lazy")


def model(method="lazy"):
    return Model(lowering=CNF_LAZY.using(connect=method))


def divisions(m, d):
    """Every answer of the model, as a division (a set of frozen regions), each seen once."""
    with make_backend(m) as be:
        res = search(m, be, "count", None)
    assert res.complete
    got = [frozenset(frozenset(r) for r in d.decode(v)) for v in res.solutions]
    assert len(got) == len(set(got)), "a division was reported twice"
    return set(got)


def partitions(cells):
    """Every set partition of ``cells``."""
    if not cells:
        yield []
        return
    first, rest = cells[0], cells[1:]
    for part in partitions(rest):
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1:]
        yield [[first]] + part


def connected(region):
    region = set(region)
    start = next(iter(region))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if x in region and x not in seen:
                seen.add(x)
                todo.append(x)
    return seen == region


def brute(rows, cols, ok=lambda region: True):
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    out = set()
    for part in partitions(cells):
        if all(connected(g) and ok(g) for g in part):
            out.add(frozenset(frozenset(g) for g in part))
    return out


SHAPES = [(1, 3), (2, 2), (2, 3), (3, 3)]


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("rows,cols", SHAPES)
def test_first_cell_anchors_give_every_connected_division_once(method, rows, cols):
    g = grid_graph(rows, cols)
    m = model(method)
    d = divide(m, g, first_cell_anchors(g))
    assert divisions(m, d) == brute(rows, cols)


@pytest.mark.parametrize("seed", range(4))
def test_sizes_capped_and_between(seed):
    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 3), (3, 3)])
    cap = rng.randint(2, 4)
    lo = rng.randint(1, 2)
    g = grid_graph(rows, cols)
    m = model()
    d = divide(m, g, first_cell_anchors(g, max_size=cap))
    for key in d.member:
        d.size_between(key, lo, cap)  # max_size only leaves out cells too far to reach
    assert divisions(m, d) == brute(rows, cols, lambda r: lo <= len(r) <= cap)


@pytest.mark.parametrize("cap", [None, 2, 3])
def test_size_outputs_follow_the_region(cap):
    """The unary size literals of every region: true exactly up to its size (to the cap)."""
    rows, cols = 2, 3
    g = grid_graph(rows, cols)
    m = model()
    d = divide(m, g, first_cell_anchors(g))
    sizes = {key: d.size(key, cap) for key in d.member}
    with make_backend(m) as be:
        res = search(m, be, "count", None)
    assert len(res.solutions) == len(brute(rows, cols))
    for v in res.solutions:
        for key, out in sizes.items():
            n = sum(d.value(v, l) for l in d.member[key].values())
            assert [d.value(v, l) for l in out] == [i < n for i in range(len(out))]
            assert len(out) == (len(d.member[key]) if cap is None else min(cap, len(d.member[key])))


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("seed", range(4))
def test_clue_anchors_one_clue_per_region(method, seed):
    rng = random.Random(10 + seed)
    rows, cols = rng.choice([(2, 3), (3, 3)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    clues = rng.sample(cells, rng.randint(1, 3))
    m = model(method)
    d = divide(m, grid_graph(rows, cols), {i: Anchor((x,)) for i, x in enumerate(clues)})
    expect = brute(rows, cols, lambda r: len(set(r) & set(clues)) == 1)
    assert divisions(m, d) == expect


@pytest.mark.parametrize("seed", range(5))
def test_two_clues_per_region_and_size_between_them(seed):
    """Araf's rule: optional anchors at clue cells (a region rooted at its first clue), each
    region holds two clues and its size lies strictly between their numbers."""
    rng = random.Random(20 + seed)
    rows, cols = rng.choice([(2, 3), (3, 3)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    clues = sorted(rng.sample(cells, 2 * rng.randint(1, 2)))
    num = {x: rng.randint(1, 6) for x in clues}
    m = model()
    anchors = {x: Anchor((x,), tuple(c for c in cells if c not in clues or c >= x), optional=True)
               for x in clues}
    d = divide(m, grid_graph(rows, cols), anchors)
    for x in clues:
        d.holds(x, clues, 2)
        for y in clues:
            if y > x and y in d.member[x]:
                lo, hi = sorted((num[x], num[y]))
                with m.guarded(d.both(x, x, y)):
                    d.size_between(x, lo + 1, hi - 1)

    def ok(region):
        inside = [num[x] for x in clues if x in region]
        return len(inside) == 2 and min(inside) < len(region) < max(inside)
    assert divisions(m, d) == brute(rows, cols, ok)


def home(centre):
    ys = {centre[0] // 2, (centre[0] + 1) // 2}
    xs = {centre[1] // 2, (centre[1] + 1) // 2}
    return tuple(sorted((y, x) for y in ys for x in xs))


def turned(region, centre):
    return {(centre[0] - r, centre[1] - c) for r, c in region} == set(region)


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("seed", range(5))
def test_symmetric_regions_about_dots(method, seed):
    """Galaxies' rule: one dot per region (its home cells), a half turn about the dot."""
    rng = random.Random(30 + seed)
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 3)])
    points = [(y, x) for y in range(2 * rows - 1) for x in range(2 * cols - 1)]
    dots = []
    for p in rng.sample(points, len(points)):
        if len(dots) < 3 and not any(set(home(p)) & set(home(q)) for q in dots):
            dots.append(p)
    m = model(method)
    d = divide(m, grid_graph(rows, cols), {i: Anchor(home(p)) for i, p in enumerate(dots)})
    for i, p in enumerate(dots):
        d.symmetric(i, p)

    def ok(region):
        inside = [p for p in dots if set(home(p)) <= set(region)]
        return len(inside) == 1 and turned(region, inside[0]) and not any(
            set(home(p)) & set(region) for p in dots if p not in inside)
    assert divisions(m, d) == brute(rows, cols, ok)


def is_rect(region):
    rs, cs = {r for r, _ in region}, {c for _, c in region}
    return len(region) == (max(rs) - min(rs) + 1) * (max(cs) - min(cs) + 1)


@pytest.mark.parametrize("seed", range(6))
def test_tile_rectangles_with_one_numbered_cell_of_their_area(seed):
    """Shikaku's rule through candidate rectangles."""
    rng = random.Random(40 + seed)
    rows, cols = rng.choice([(2, 3), (3, 3), (3, 4)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    clues = rng.sample(cells, rng.randint(1, 4))
    num = {x: rng.randint(1, 4) for x in clues}
    m = model()
    cands = {x: rectangles(rows, cols, [x], num[x], [y for y in clues if y != x]) for x in clues}
    d = tile(m, rows, cols, cands)

    def ok(region):
        inside = [x for x in clues if x in region]
        return is_rect(region) and len(inside) == 1 and num[inside[0]] == len(region)
    assert divisions(m, d) == brute(rows, cols, ok)


def test_rectangles_enumerates_with_filters():
    assert len(rectangles(2, 2)) == 9
    assert rectangles(2, 3, [(0, 0)], 3) == [Rect(0, 0, 1, 3)]
    assert Rect(1, 1, 2, 2).cells() == [(1, 1), (1, 2), (2, 1), (2, 2)]
    tall = rectangles(3, 3, [(1, 1)], fits=lambda r: r.h > r.w)
    assert tall and all(r.h > r.w and (1, 1) in r for r in tall)


@pytest.mark.parametrize("kind", ["divide", "tile"])
def test_same_is_one_region(kind):
    """``same(a, b)``: true exactly when a and b share a region, in every answer."""
    rows, cols = 2, 3
    g = grid_graph(rows, cols)
    m = model()
    if kind == "divide":
        d = divide(m, g, first_cell_anchors(g))
    else:
        d = tile(m, rows, cols, {x: rectangles(rows, cols, [x], avoid=[y for y in [(0, 0), (1, 2)] if y != x])
                                 for x in [(0, 0), (1, 2)]})
    pairs = [(a, b) for a in d.cells for b in d.cells if a < b]
    same = {pq: d.same(*pq) for pq in pairs}
    with make_backend(m) as be:
        res = search(m, be, "count", None)
    assert res.solutions
    for v in res.solutions:
        where = {c: i for i, region in enumerate(d.decode(v)) for c in region}
        for (a, b), lit in same.items():
            assert d.value(v, lit) == (where[a] == where[b])


def test_a_home_cell_out_of_reach_means_no_region():
    g = grid_graph(2, 2)
    m = model()
    d = divide(m, g, {0: Anchor(((0, 0), (1, 1)), ((0, 0),), optional=True), 1: Anchor(((0, 1),))})
    assert divisions(m, d) == {frozenset({frozenset({(0, 0), (0, 1), (1, 0), (1, 1)})})}
    m = model()
    d = divide(m, g, {0: Anchor(((0, 0), (1, 1)), ((0, 0),))})
    assert divisions(m, d) == set()


def test_connected_partitions_is_the_brute_force():
    from gridsat.connectivity.division import connected_partitions
    for rows, cols in SHAPES:
        got = {frozenset(frozenset(g) for g in part) for part in connected_partitions(rows, cols)}
        assert got == brute(rows, cols)


@pytest.mark.parametrize("anchors", ["first", "sized"])
@pytest.mark.parametrize("seed", range(4))
def test_known_sizes_prune_only_the_impossible(seed, anchors):
    """Fillomino's rule: cells with a known region size (clues) only in regions of that size
    (regions rooted at their first cell, or at their first clue: :func:`sized_anchors`)."""
    rng = random.Random(50 + seed)
    rows, cols = 3, 3
    g = grid_graph(rows, cols)
    cells = list(g.nodes)
    sizes = {x: rng.randint(1, 4) for x in rng.sample(cells, 3 + seed % 2)}
    m = model()
    build = first_cell_anchors if anchors == "first" else sized_anchors
    d = divide(m, g, build(g, max_size=5, sizes=sizes))
    for key in d.member:
        d.size_between(key, None, 5)
        out = d.size(key, 6)
        for x, n in sizes.items():
            if x in d.member[key]:  # x in the region -> its size is n
                m.add([-d.member[key][x], out[n - 1]] if n - 1 < len(out) else [-d.member[key][x]])
                if n < len(out):
                    m.add([-d.member[key][x], -out[n]])

    def ok(region):
        return len(region) <= 5 and all(len(region) == n for x, n in sizes.items() if x in region)
    assert divisions(m, d) == brute(rows, cols, ok)


@pytest.mark.parametrize("prune", [True, False])
@pytest.mark.parametrize("seed", range(5))
def test_clue_rectangles_pruned_or_tagged_allow_the_same(prune, seed):
    """Rectangles round clues, no other clue inside, of a clue's area, fitting a predicate (taller
    than wide here for one clue): the same divisions whether the candidates are pruned or not."""
    from gridsat.connectivity.division import clue_rectangles
    rng = random.Random(60 + seed)
    rows, cols = rng.choice([(2, 3), (3, 3)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    clues = rng.sample(cells, rng.randint(1, 4))
    areas = {x: rng.choice([None, 1, 2, 3]) for x in clues}
    tall = clues[0]
    m = model()
    d = clue_rectangles(m, rows, cols, clues, areas, {tall: lambda r: r.h > r.w}, prune=prune,
                        tag=lambda x: f"clue {x}")

    def ok(region):
        inside = [x for x in clues if x in region]
        rs, cs = {r for r, _ in region}, {c for _, c in region}
        h, w = max(rs) - min(rs) + 1, max(cs) - min(cs) + 1
        return (is_rect(region) and len(inside) == 1 and areas[inside[0]] in (None, len(region))
                and (inside[0] != tall or h > w))
    assert divisions(m, d) == brute(rows, cols, ok)


def test_chosen_regions_reads_the_division_from_its_labels():
    """``chosen_regions`` (a genre's decode, without the Division object) finds the regions the
    Division itself decodes, on every answer of a small board."""
    from gridsat.connectivity.division import chosen_regions

    g = grid_graph(2, 3)
    m = model("distance")
    d = divide(m, g, first_cell_anchors(g))
    with make_backend(m) as be:
        res = search(m, be, "count", None)
    assert res.complete and len(res.solutions) > 10
    for values in res.solutions:
        assert {frozenset(r) for r in chosen_regions(m, values)} == {frozenset(r) for r in d.decode(values)}
