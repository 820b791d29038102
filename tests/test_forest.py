"""The eager path, forest and colour builders (gridsat.connectivity.forest / .colours): each
one's answers, projected on the chosen edges, equal brute force on small random graphs."""
import random
from itertools import product

import networkx as nx
import pytest

from gridsat.backends import make_backend
from gridsat.connectivity import ConnectivityError
from gridsat.connectivity.colours import colour
from gridsat.connectivity.forest import band_order, eliminate, elimination_size, forest, orient
from gridsat.model import Model
from gridsat.solving import search


def answers(model) -> set:
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    return {tuple(v.get(x, False) for x in model.primary) for v in res.solutions}


def graph(seed: int, n=(3, 6), p=0.5) -> nx.Graph:
    rng = random.Random(seed)
    while True:
        g = nx.gnp_random_graph(rng.randint(*n), p, seed=rng.randrange(10 ** 6))
        if 1 <= g.number_of_edges() <= 9:
            return g


def chosen_edges(model, g) -> dict:
    for u, v in g.edges:
        g.edges[u, v]["lit"] = model.var("e", u, v)
    model.mark_primary(*(g.edges[e]["lit"] for e in g.edges))
    return {e: g.edges[e]["lit"] for e in g.edges}


def subsets(edges):
    for bits in product((False, True), repeat=len(edges)):
        yield bits, [e for e, b in zip(edges, bits) if b]


@pytest.mark.parametrize("seed", range(8))
def test_forest_is_no_cycle(seed):
    g = graph(seed)
    m = Model()
    lits = chosen_edges(m, g)
    forest(m, g, order=list(reversed(list(g))) if seed % 2 else None)
    want = {bits for bits, es in subsets(list(lits)) if not es or nx.is_forest(nx.Graph(es))}
    assert answers(m) == want


@pytest.mark.parametrize("seed", range(8))
def test_eliminate_is_no_directed_cycle(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    arcs = [(u, v) for u in range(n) for v in range(n) if u != v and rng.random() < 0.45][:9]
    m = Model()
    lits = {a: m.var("arc", *a) for a in arcs}
    m.mark_primary(*lits.values())
    order = list(range(n))
    rng.shuffle(order)
    eliminate(m, lits, order)
    want = {bits for bits, es in subsets(arcs) if nx.is_directed_acyclic_graph(nx.DiGraph(es))}
    assert answers(m) == want


def _paths_ok(g, es, sources, sinks) -> bool:
    """Some direction of the chosen edges: sources no arc in, sinks none out, others at most
    one in and one out and one in exactly when one out, no directed cycle."""
    for dirs in product((False, True), repeat=len(es)):
        arcs = [(v, u) if d else (u, v) for (u, v), d in zip(es, dirs)]
        ins = {v: sum(b == v for _, b in arcs) for v in g}
        outs = {v: sum(a == v for a, _ in arcs) for v in g}
        if any(ins[v] and v in sources or outs[v] and v in sinks for v in g):
            continue
        if any(v not in sources and v not in sinks and (ins[v] > 1 or outs[v] > 1 or ins[v] != outs[v]) for v in g):
            continue
        if nx.is_directed_acyclic_graph(nx.DiGraph(arcs)):
            return True
    return False


@pytest.mark.parametrize("seed", range(8))
def test_orient_and_eliminate_are_paths_from_sources_to_sinks(seed):
    g = graph(seed)
    rng = random.Random(seed)
    ends = rng.sample(list(g), 2)
    m = Model()
    lits = chosen_edges(m, g)
    arc = orient(m, g, sources=[ends[0]], sinks=[ends[1]])
    eliminate(m, arc, list(g))
    want = {bits for bits, es in subsets(list(lits)) if _paths_ok(g, es, {ends[0]}, {ends[1]})}
    assert answers(m) == want


def test_an_edge_without_literal_is_refused():
    g = nx.path_graph(3)
    with pytest.raises(ConnectivityError):
        forest(Model(), g)


def test_band_order_goes_along_the_longer_side():
    assert band_order(2, 3) == [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]
    assert band_order(3, 2) == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
    assert elimination_size(2, 3) == 2 * 3 * 3 * 3


def _colourable(g, es, fixed, present=None) -> bool:
    """Each component of chosen edges holds one given colour at most (and, with presence,
    is all present or all absent, a vertex with a given colour present)."""
    h = nx.Graph()
    h.add_nodes_from(g)
    h.add_edges_from(es)
    for comp in nx.connected_components(h):
        if len({fixed[v] for v in comp if v in fixed}) > 1:
            return False
        if present is not None and len({present[v] for v in comp}) > 1:
            return False
        if present is not None and any(v in fixed and not present[v] for v in comp):
            return False
    return True


@pytest.mark.parametrize("onehot", (False, True))
@pytest.mark.parametrize("seed", range(6))
def test_colours_keep_given_colours_apart(seed, onehot):
    g = graph(seed)
    rng = random.Random(seed)
    names = ["a", "b", "c"][:rng.randint(2, 3)]
    fixed = {v: rng.choice(names) for v in rng.sample(list(g), min(len(g), 3))}
    m = Model()
    lits = chosen_edges(m, g)
    colour(m, g, names, fixed, onehot=onehot)
    want = {bits for bits, es in subsets(list(lits)) if _colourable(g, es, fixed)}
    assert answers(m) == want


@pytest.mark.parametrize("seed", range(4))
def test_onehot_colours_with_presence(seed):
    g = graph(seed, (3, 4))
    rng = random.Random(seed)
    fixed = {v: rng.choice("ab") for v in rng.sample(list(g), 2)}
    m = Model()
    lits = chosen_edges(m, g)
    present = {v: m.var("present", v) for v in g}
    m.mark_primary(*present.values())
    colour(m, g, ["a", "b"], fixed, onehot=True, present=present)
    want = set()
    for bits, es in subsets(list(lits)):
        for pres in product((False, True), repeat=len(g)):
            if _colourable(g, es, fixed, dict(zip(g, pres))):
                want.add(bits + pres)
    assert answers(m) == want


@pytest.mark.parametrize("onehot", (False, True))
def test_same_colour_prefixes(onehot):
    """A clause from ``same(u, v)`` with nothing after it forbids u and v one colour: the
    model stays satisfiable exactly when their given colours differ."""
    g = nx.Graph([(0, 1), (1, 2)])
    for a, b in product("xyz", repeat=2):
        m = Model()
        for e in g.edges:
            g.edges[e]["lit"] = m.var("e", *e)
        paint = colour(m, g, ["x", "y", "z"], {0: a, 2: b}, onehot=onehot)
        for prefix in paint.same(0, 2) + paint.same(2, 0):  # the second: the same literals again
            m.add(prefix)
        assert (len(answers(m)) > 0) == (a != b)


def test_grid_graph_and_rings():
    from gridsat.connectivity.grid import grid_graph, ring

    g = grid_graph(2, 3)
    assert list(g) == [(r, c) for r in range(2) for c in range(3)]
    assert list(g.edges) == [((0, 0), (0, 1)), ((0, 0), (1, 0)), ((0, 1), (0, 2)), ((0, 1), (1, 1)),
                             ((0, 2), (1, 2)), ((1, 0), (1, 1)), ((1, 1), (1, 2))]
    assert ring(0, 0, 2, 2) == [((0, 0), (0, 1)), ((0, 1), (1, 1)), ((1, 1), (1, 0)), ((1, 0), (0, 0))]
    assert all(g.has_edge(a, b) for a, b in ring(0, 0, 2, 3)) and len(ring(0, 0, 2, 3)) == 6


@pytest.mark.parametrize("seed", range(6))
def test_parity_cuts_keep_every_cover(seed):
    """Segments with degree 1 at the ends and 2 elsewhere: the parity cuts remove no answer."""
    from gridsat.cardinality import exactly
    from gridsat.connectivity.grid import grid_graph, parity_cuts

    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 3), (3, 3), (3, 4), (2, 4)])
    ends = set(rng.sample([(r, c) for r in range(rows) for c in range(cols)], 2 * rng.randint(1, 2)))
    got = []
    for cuts in (False, True):
        m = Model()
        g = grid_graph(rows, cols)
        line = {}
        for u, v in g.edges:
            line[u, v] = line[v, u] = m.var("e", u, v)
        m.mark_primary(*(m.var("e", u, v) for u, v in g.edges))
        for v in g:
            exactly(m, [line[v, nb] for nb in g[v]], 1 if v in ends else 2)
        if cuts:
            parity_cuts(m, rows, cols, line, ends)
        got.append(answers(m))
    assert got[0] == got[1]


@pytest.mark.parametrize("seed", range(4))
def test_support_keeps_every_answer_of_lines(seed):
    """Lines (degree 1 at the given vertices, 2 elsewhere) coloured one-hot: each vertex has
    its line's neighbours, so ``support`` removes no answer."""
    from gridsat.cardinality import exactly
    from gridsat.connectivity.grid import grid_graph

    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 3), (3, 3), (2, 4)])
    ends = rng.sample([(r, c) for r in range(rows) for c in range(cols)], 4)
    fixed = {ends[0]: "a", ends[1]: "a", ends[2]: "b", ends[3]: "b"}
    got = []
    for support in (False, True):
        m = Model()
        g = grid_graph(rows, cols)
        lits = chosen_edges(m, g)
        for v in g:
            exactly(m, [lits.get((v, nb), lits.get((nb, v))) for nb in g[v]], 1 if v in fixed else 2)
        paint = colour(m, g, ["a", "b"], fixed, onehot=True)
        if support:
            paint.support(g, lambda v: 1 if v in fixed else 2)
        got.append(answers(m))
    assert got[0] == got[1]


def _is_path(g, es, start, end, cover) -> bool:
    h = nx.Graph(es)
    if not es or start not in h or end not in h or not nx.is_connected(h):
        return False
    if h.number_of_edges() != h.number_of_nodes() - 1 or any(d > 2 for _, d in h.degree):
        return False
    return h.degree[start] == 1 and h.degree[end] == 1 and (not cover or len(h) == len(g))


@pytest.mark.parametrize("cover", (False, True))
@pytest.mark.parametrize("seed", range(8))
def test_path_is_one_path_between_the_ends(seed, cover):
    from gridsat.connectivity.forest import path

    g = graph(seed, (3, 6), 0.6)
    rng = random.Random(seed)
    start, end = rng.sample(list(g), 2)
    m = Model()
    lits = chosen_edges(m, g)
    path(m, g, start, end, cover=cover)
    want = {bits for bits, es in subsets(list(lits)) if _is_path(g, es, start, end, cover)}
    assert answers(m) == want
