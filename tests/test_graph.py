"""gridsat.connectivity.graph.Graph keeps networkx's orders (the formulas built over a graph
follow them) and its algorithms give what networkx's give."""
from __future__ import annotations

import random

import networkx as nx
import pytest

from gridsat.connectivity import graph as g


def _pair(rng: random.Random):
    """The same random building steps applied to a networkx graph and to ours."""
    mine, theirs = g.Graph(), nx.Graph()
    n = rng.randint(1, 9)
    for _ in range(rng.randint(0, 25)):
        step = rng.random()
        if step < 0.2:
            v = rng.randrange(n)
            for h in (mine, theirs):
                h.add_node(v, tag=step)
        elif step < 0.3:
            vs = [rng.randrange(n) for _ in range(3)]
            for h in (mine, theirs):
                h.add_nodes_from(vs)
        elif step < 0.8:
            u, v = rng.randrange(n), rng.randrange(n)
            for h in (mine, theirs):
                h.add_edge(u, v, lit=u * 10 + v)
        else:
            es = [(rng.randrange(n), rng.randrange(n)) for _ in range(3)]
            es.append((rng.randrange(n), rng.randrange(n), {"lit": -1}))
            for h in (mine, theirs):
                h.add_edges_from(es)
    return mine, theirs


@pytest.mark.parametrize("seed", range(60))
def test_orders_and_attributes_match_networkx(seed):
    mine, theirs = _pair(random.Random(seed))
    assert list(mine) == list(theirs) and list(mine.nodes) == list(theirs.nodes)
    assert list(mine.nodes(data=True)) == list(theirs.nodes(data=True))
    assert list(mine.edges) == list(theirs.edges)
    assert list(mine.edges(data=True)) == list(theirs.edges(data=True))
    assert list(mine.edges(data="lit")) == list(theirs.edges(data="lit"))
    assert len(mine) == len(theirs) and len(mine.edges) == len(theirs.edges)
    for v in theirs:
        assert list(mine[v]) == list(theirs[v]) and mine.degree(v) == theirs.degree(v)
        assert mine.nodes[v] == theirs.nodes[v]
    for u, v in theirs.edges:
        assert mine.edges[u, v] == theirs.edges[u, v] and (v, u) in mine.edges and mine.has_edge(v, u)
    keep = [v for v in theirs if v % 2 == 0]
    assert sorted(mine.subgraph(keep).edges(data=True)) == sorted(theirs.subgraph(keep).edges(data=True))


@pytest.mark.parametrize("seed", range(60))
def test_algorithms_match_networkx(seed):
    mine, theirs = _pair(random.Random(seed))
    assert g.cycle_basis(mine) == nx.cycle_basis(theirs)
    assert list(g.connected_components(mine)) == list(nx.connected_components(theirs))


def test_grid_graph_is_networkx_grid_2d_graph():
    mine, theirs = g.grid_graph(3, 4), nx.grid_2d_graph(3, 4)
    assert list(mine) == list(theirs) and sorted(mine.edges) == sorted(theirs.edges)
