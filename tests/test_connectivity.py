"""Connectivity builders: every encoding's projected solution set equals brute force on small
random graphs (vertex literals, edge literals, chosen and given roots), lazy included; export
turns lazy into an eager encoding."""
import random
from itertools import product

import networkx as nx
import pytest

from gridsat.backends import make_backend
from gridsat.connectivity import (METHODS, ConnectivityError, acyclic, check_method, connected, loop,
                                  reach, resolve_method)
from gridsat.model import Model
from gridsat.solving import search

EAGER = ("distance", "rank")
ALL = ("distance", "rank", "lazy")


def answers(model):
    """Every answer, projected on the primary variables (via blocking-clause enumeration)."""
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    got = [tuple(v.get(x, False) for x in model.primary) for v in res.solutions]
    assert len(got) == len(set(got)), "an answer was reported twice"
    return set(got)


def eager_only(model):
    """Every answer of the clauses alone (lazy constraints ignored), projected."""
    from pysat.solvers import Solver
    out = set()
    with Solver(name="cadical153", bootstrap_with=model.hard_clauses()) as s:
        while s.solve():
            vals = model.value_map(s.get_model())
            key = tuple(vals.get(x, False) for x in model.primary)
            out.add(key)
            s.add_clause([-x if vals.get(x, False) else x for x in model.primary])
    return out


def random_graph(rng, n, p):
    while True:
        g = nx.gnp_random_graph(n, p, seed=rng.randrange(10 ** 6))
        if g.number_of_edges() >= 1:
            return g


def connected_truth(g, on):
    verts = [v for v in g if on[v]]
    return not verts or nx.is_connected(g.subgraph(verts))


@pytest.mark.parametrize("method", ALL)
@pytest.mark.parametrize("seed", range(6))
def test_connected_vertices_matches_brute_force(method, seed):
    rng = random.Random(seed)
    g = random_graph(rng, rng.randint(3, 7), 0.45)
    m = Model()
    for v in g:
        g.nodes[v]["lit"] = m.var("on", v)
    m.mark_primary(*(g.nodes[v]["lit"] for v in g))
    assert connected(m, g, method=method) == method
    expected = set()
    for bits in product([False, True], repeat=len(g)):
        on = dict(zip(g.nodes, bits))
        if connected_truth(g, on):
            expected.add(bits)
    assert answers(m) == expected


@pytest.mark.parametrize("method", ALL)
@pytest.mark.parametrize("seed", range(5))
def test_connected_with_edge_literals_and_root(method, seed):
    rng = random.Random(100 + seed)
    g = random_graph(rng, rng.randint(3, 5), 0.6)
    m = Model()
    for v in g:
        g.nodes[v]["lit"] = m.var("on", v)
    for u, v in g.edges:
        g.edges[u, v]["lit"] = m.var("edge", u, v)
    prim = [g.nodes[v]["lit"] for v in g] + [g.edges[e]["lit"] for e in g.edges]
    m.mark_primary(*prim)
    root = rng.choice(list(g.nodes))
    connected(m, g, root=root, method=method)
    expected = set()
    nodes, edges = list(g.nodes), list(g.edges)
    for bits in product([False, True], repeat=len(prim)):
        on = dict(zip(nodes, bits[:len(nodes)]))
        used = [e for e, b in zip(edges, bits[len(nodes):]) if b]
        if not on[root]:
            continue
        h = nx.Graph()
        h.add_nodes_from(v for v in nodes if on[v])
        h.add_edges_from((u, v) for u, v in used if on[u] and on[v])
        if nx.is_connected(h):
            expected.add(bits)
    assert answers(m) == expected


@pytest.mark.parametrize("method", ALL)
@pytest.mark.parametrize("seed", range(6))
def test_reach_from_roots_matches_brute_force(method, seed):
    rng = random.Random(200 + seed)
    g = random_graph(rng, rng.randint(3, 6), 0.5)
    m = Model()
    for u, v in g.edges:
        g.edges[u, v]["lit"] = m.var("edge", u, v)
    need = {v: m.var("need", v) for v in g}
    prim = [g.edges[e]["lit"] for e in g.edges] + list(need.values())
    m.mark_primary(*prim)
    roots = set(rng.sample(list(g.nodes), rng.randint(1, 2)))
    reach(m, g, roots, need=need, method=method)
    expected = set()
    edges = list(g.edges)
    for bits in product([False, True], repeat=len(prim)):
        used = [e for e, b in zip(edges, bits) if b]
        needed = [v for v, b in zip(g.nodes, bits[len(edges):]) if b]
        h = nx.Graph()
        h.add_nodes_from(g.nodes)
        h.add_edges_from(used)
        ok = all(any(nx.has_path(h, v, r) for r in roots) for v in needed)
        if ok:
            expected.add(bits)
    assert answers(m) == expected


@pytest.mark.parametrize("method", ALL)
@pytest.mark.parametrize("seed", range(5))
def test_acyclic_matches_brute_force(method, seed):
    rng = random.Random(300 + seed)
    g = random_graph(rng, rng.randint(3, 6), 0.6)
    m = Model()
    for u, v in g.edges:
        g.edges[u, v]["lit"] = m.var("edge", u, v)
    m.mark_primary(*(g.edges[e]["lit"] for e in g.edges))
    acyclic(m, g, method=method)
    edges = list(g.edges)
    expected = {bits for bits in product([False, True], repeat=len(edges))
                if not any(bits) or nx.is_forest(nx.Graph([e for e, b in zip(edges, bits) if b]))}
    assert answers(m) == expected


def is_one_loop(edges) -> bool:
    """The edges form exactly one cycle (written directly: degrees 2, one component)."""
    g = nx.Graph(list(edges))
    return bool(edges) and all(d == 2 for _, d in g.degree) and nx.is_connected(g)


@pytest.mark.parametrize("method", ALL)
@pytest.mark.parametrize("seed", range(6))
def test_loop_matches_brute_force(method, seed):
    rng = random.Random(500 + seed)
    g = nx.grid_2d_graph(3, 3 + seed % 2) if seed < 2 else random_graph(rng, rng.randint(4, 6), 0.6)
    m = Model()
    for u, v in g.edges:
        g.edges[u, v]["lit"] = m.var("edge", u, v)
    edges = list(g.edges)
    m.mark_primary(*(g.edges[e]["lit"] for e in edges))
    used, on = loop(m, g, method=method)
    assert used == method and set(on) == set(g.nodes)
    expected = {bits for bits in product([False, True], repeat=len(edges))
                if is_one_loop([e for e, b in zip(edges, bits) if b])}
    assert answers(m) == expected
    if seed < 2:
        assert len(expected) > 2  # a grid has several loops: the test can tell them apart


def test_loop_through_a_root_or_none_at_all():
    g = nx.grid_2d_graph(2, 3)
    for root, empty, want in ((None, True, 4), ((0, 0), False, 2), ((0, 1), True, 3)):
        m = Model()
        for u, v in g.edges:
            g.edges[u, v]["lit"] = m.var("edge", u, v)
        m.mark_primary(*(g.edges[e]["lit"] for e in g.edges))
        loop(m, g, root=root, empty=empty, method="rank")
        assert len(answers(m)) == want  # 3 loops in a 2x3 grid (+ none when allowed), 2 through a corner


def test_distance_bound_is_respected_and_tight():
    """A path of 5 vertices rooted at one end: bound 4 allows every vertex, bound 3 not the last."""
    g = nx.path_graph(5)
    for bound, ok in ((4, True), (3, False)):
        m = Model()
        x = m.var("x")
        m.mark_primary(x)
        reach(m, g, [0], need={4: x}, method="distance", bound=bound)
        assert answers(m) == ({(False,), (True,)} if ok else {(False,)})


@pytest.mark.parametrize("edges", [False, True])
@pytest.mark.parametrize("seed", range(8))
def test_distance_per_vertex_bounds_match_brute_force(seed, edges):
    """connected(..., bound={v: b}): the active vertices are connected to the root, each within
    its own bound of steps through active vertices (and present edges)."""
    rng = random.Random(seed)
    g = random_graph(rng, rng.randint(3, 7), 0.5)
    root = rng.choice(list(g))
    bound = {v: (0 if v == root else rng.randint(1, 3)) for v in g}
    m = Model()
    on = {v: m.var("on", v) for v in g}
    lit = {e: m.var("edge", *e) for e in g.edges}
    m.mark_primary(*on.values(), *(lit.values() if edges else ()))
    connected(m, g, active=on, root=root, method="distance", edge=lit if edges else None, bound=bound)
    want = set()
    for bits in product((False, True), repeat=len(g) + (len(lit) if edges else 0)):
        act = dict(zip(g, bits))
        live = dict(zip(g.edges, bits[len(g):])) if edges else {e: True for e in g.edges}
        if not act[root]:
            continue
        h = nx.Graph()
        h.add_nodes_from(v for v in g if act[v])
        h.add_edges_from(e for e in g.edges if live[e] and act[e[0]] and act[e[1]])
        dist = nx.single_source_shortest_path_length(h, root)
        if all(v in dist and dist[v] <= bound[v] for v in h):
            want.add(bits)
    assert answers(m) == want


def test_unknown_method_lists_the_choices():
    with pytest.raises(ConnectivityError) as e:
        check_method("bfs")
    for name in METHODS:
        assert name in str(e.value)
    m = Model()
    g = nx.path_graph(3)
    with pytest.raises(ConnectivityError):
        connected(m, g, active=None, method="nope")


def test_lazy_becomes_eager_for_export():
    from gridsat.lowering import CNF

    m = Model()
    assert resolve_method(m, "lazy") == "lazy" and resolve_method(m, "auto") == "lazy"
    m.lowering = CNF  # what compile_model picks for a DIMACS export
    assert resolve_method(m, "lazy") not in ("lazy", "auto")
    assert resolve_method(m, "auto") not in ("lazy", "auto")
    assert resolve_method(m, "distance") == "distance"


@pytest.mark.parametrize("seed", range(4))
def test_export_model_clauses_alone_are_exact(seed):
    """With purpose=export the clauses alone (no lazy hook) give exactly the connected sets."""
    rng = random.Random(400 + seed)
    g = random_graph(rng, 6, 0.4)
    from gridsat.lowering import CNF

    m = Model(lowering=CNF)  # what compile_model picks for a DIMACS export
    for v in g:
        g.nodes[v]["lit"] = m.var("on", v)
    m.mark_primary(*(g.nodes[v]["lit"] for v in g))
    connected(m, g, method="lazy")
    assert not m.lazy
    expected = {bits for bits in product([False, True], repeat=len(g))
                if connected_truth(g, dict(zip(g.nodes, bits)))}
    assert eager_only(m) == expected


def test_lazy_cuts_are_needed_and_sufficient():
    """Two far-apart vertices on a cycle graph: the clauses alone allow disconnected sets, the
    lazy hook removes exactly those."""
    g = nx.cycle_graph(6)
    m = Model()
    for v in g:
        g.nodes[v]["lit"] = m.var("on", v)
    m.mark_primary(*(g.nodes[v]["lit"] for v in g))
    connected(m, g, method="lazy")
    assert len(eager_only(m)) == 64
    expected = {bits for bits in product([False, True], repeat=6)
                if connected_truth(g, dict(zip(g.nodes, bits)))}
    assert answers(m) == expected


def test_lazy_cut_from_a_small_root_component():
    """A single-root rule (connected): when the root's component is small and the rest large,
    the cut is taken from the root's side ("not the root, not needed, or an edge leaving the
    root's component"): a few literals instead of one per vertex of the large component."""
    from pysat.solvers import Solver
    g = nx.path_graph(12)
    m = Model()
    for v in g:
        g.nodes[v]["lit"] = m.var("on", v)
    m.mark_primary(*(g.nodes[v]["lit"] for v in g))
    connected(m, g, method="lazy")
    on = [g.nodes[v]["lit"] for v in g]
    with Solver(name="cadical153", bootstrap_with=m.hard_clauses()) as s:
        assert s.solve(assumptions=[on[0], -on[1]] + on[2:])  # {0} cut off from {2..11}
        values = m.value_map(s.get_model())
    (clause,) = m.lazy[0](values)
    assert len(clause) <= 4 and -on[2] in clause  # not the root 0, not 2, or 0-1 usable
    assert answers(m) == {bits for bits in product([False, True], repeat=12)
                          if connected_truth(g, dict(zip(g.nodes, bits)))}
