"""Hashiwokakero's rules as constraints.

For each pair of islands that see each other, ``bridge[pair][k-1]`` says "at least k bridges
join them" (k = 1 .. the bridges allowed per pair), so a pair's bridge count is the number of its true
literals and an island's count is a plain cardinality over its pairs' literals.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...cardinality import exactly
from ...connectivity import acyclic, connected
from ...connectivity.graph import Graph
from ...render.text import cell_name
from .puzzle import Puzzle, Solution


@dataclass
class Info:
    bridge: dict        # pair -> [literal "at least k bridges", k = 1, 2, ...]
    graph: Graph        # the graph: islands, an edge per pair (attribute "lit": any bridge)
    connect: str = ""   # the connectivity encoding used


def rules(p: Puzzle, model, options) -> Info:
    bridge = {}
    for pair in p.pairs:
        lits = bridge[pair] = [model.var("bridge", *pair, k) for k in range(1, p.maxb + 1)]
        for fewer, more in zip(lits, lits[1:]):
            model.add([-more, fewer])                      # k + 1 bridges are also at least k
    model.mark_primary(*(lit for lits in bridge.values() for lit in lits))

    # each island has as many bridges as its number (so no pair of it has more)
    ends = {cell: [] for cell in p.islands}
    for pair in bridge:
        for cell in pair:
            ends[cell].append(pair)
    for cell, n in p.islands.items():
        if n is not None:
            with model.tag(f"{cell_name(*cell)} has {n} bridge{'s' * (n != 1)}"):
                exactly(model, [lit for pair in ends[cell] for lit in bridge[pair]], n)
                model.add_all([-lit] for pair in ends[cell] for lit in bridge[pair][n:])

    # bridges do not cross
    if p.crossings:
        with model.tag("bridges do not cross"):
            for h, v in p.crossings:
                model.add([-bridge[h][0], -bridge[v][0]])

    # all islands form one connected group (through pairs with at least one bridge)
    g = Graph()
    g.add_nodes_from(p.islands)
    g.add_edges_from((a, b, {"lit": lits[0]}) for (a, b), lits in bridge.items())
    with model.tag("all islands are connected"):
        method = connected(model, g, active=None, root=next(iter(p.islands)))

    # Tatham's "no loops" setting: the bridges form a tree
    if not p.loops:
        with model.tag("the bridges form no loop"):
            acyclic(model, g)
    return Info(bridge, g, method)


def decode(p: Puzzle, model, values: dict[int, bool], info: Info | None = None) -> Solution:
    out = []
    for pair in p.pairs:
        k = sum(values.get(model.var("bridge", *pair, j), False) for j in range(1, p.maxb + 1))
        if k:
            out.append((pair[0], pair[1], k))
    return Solution(tuple(out))
