"""Paths and forests of chosen edges, written out eagerly (no lazy cuts, no ranks).

The graph is a :class:`~gridsat.connectivity.graph.Graph` (or a :mod:`networkx` graph) whose
edges carry literals (an edge attribute name or a mapping ``(u, v) -> literal``, either way
round, as everywhere in :mod:`gridsat.connectivity`); every edge needs one.  Vertices must be hashable; the clause order follows the graph's node
and adjacency order and, in :func:`eliminate`, the order given (within one vertex, its arc
pairs in set order: the same every run for vertices such as cells, tuples of integers; string
vertices follow Python's hash seed).

* :func:`orient`: each chosen edge gets a direction (arc literals ``arc[u, v]``, "the edge is
  walked from u to v"), and the chosen edges become directed paths from *sources* to *sinks*:
  a source has no arc in, a sink none out, any other vertex at most one in and one out, and
  one in exactly when one out.  With degree rules that make paths (degree 1 at the ends, 0 or
  2 elsewhere) each path is then directed from its source end to its sink end.
* :func:`eliminate`: the true arcs have no directed cycle, by vertex elimination (Rankooh and
  Rintanen's encoding of acyclicity): the vertices are eliminated in the order given; each arc
  pair u -> v -> w through an eliminated v implies a fill arc u -> w (a variable of its own:
  the given arcs are never forced), and u -> v -> u is forbidden.  A directed cycle leaves such
  a 2-cycle once all but two of its vertices are gone; an acyclic set of arcs implies only fill
  arcs of its transitive closure.  The size depends on the order: along a grid's longer side
  (:func:`band_order`) it is about (short side)^2 clauses a cell.
* :func:`forest`: the chosen edges form a forest (no cycle at all): each chosen edge points to
  a parent, every vertex has at most one parent, and the parent arcs have no directed cycle
  (:func:`eliminate`).  An undirected cycle would give each of its vertices its one parent on
  the cycle, a directed cycle; a forest points every tree at a root.

Together, :func:`orient` + :func:`eliminate` say "every line runs from a source to a sink and
no line closes on itself" (Numberlink); :func:`path` is one path between two given vertices
(optionally through every vertex: a numbered path); :func:`forest` is "no cycle in a graph of
chosen edges".  Both are exact: the tests compare them with brute force on small graphs.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Hashable, Iterable, Sequence

from ..cardinality import at_most, exactly
from ..model import Model
from . import ConnectivityError, _edge_lits

if TYPE_CHECKING:  # networkx is imported only by the caller (fast CLI start)
    import networkx as nx


def _edge_literals(graph: "nx.Graph", edge) -> dict[tuple, int]:
    out = {k: l for k, l in _edge_lits(graph, edge).items() if k[0] != k[1]}
    for (u, v), l in out.items():
        if l is None:
            raise ConnectivityError(f"edge {u!r}-{v!r} has no literal: a forest or path needs one on every edge")
    return out


def orient(model: Model, graph: "nx.Graph", edge="lit", sources: Iterable[Hashable] = (),
           sinks: Iterable[Hashable] = ()) -> dict[tuple, int]:
    """Arc literals ``arc[u, v]`` for both directions of every edge: an arc needs its edge, a
    chosen edge is walked one way exactly.  A source has no arc in, a sink no arc out; any
    other vertex has at most one arc in, at most one out, and one in exactly when one out.
    Returns ``{(u, v): literal}`` (both ways round)."""
    line = _edge_literals(graph, edge)
    arc: dict[tuple, int] = {}
    for (u, v), s in line.items():
        a, b = arc[u, v], arc[v, u] = model.aux(), model.aux()
        model.add([-a, s])
        model.add([-b, s])
        model.add([-s, a, b])
        model.add([-a, -b])
    sources, sinks = set(sources), set(sinks)
    for v in graph:
        ins = [arc[nb, v] for nb in graph[v]]
        outs = [arc[v, nb] for nb in graph[v]]
        if v in sources or v in sinks:
            for x in (ins if v in sources else []) + (outs if v in sinks else []):
                model.add([-x])
            continue
        at_most(model, ins, 1, "auto")  # a fixed encoding, whatever --card says
        at_most(model, outs, 1, "auto")
        for x in ins:
            model.add([-x] + outs)
        for x in outs:
            model.add([-x] + ins)
    return arc


def eliminate(model: Model, arcs: dict[tuple, int], order: Sequence[Hashable]) -> dict[tuple, int]:
    """The true arcs of ``arcs`` (``(u, v) -> literal``) have no directed cycle; ``order``
    lists every vertex, in the order of elimination.  Returns the arcs and fill arcs
    (``(u, w) -> literal "u reaches w"``) live when the last vertex went."""
    live = dict(arcs)
    succ: dict = {v: set() for v in order}
    pred: dict = {v: set() for v in order}
    for u, v in arcs:
        succ[u].add(v)
        pred[v].add(u)
    for v in order:
        ins, outs = pred.pop(v), succ.pop(v)
        for u in ins:
            succ[u].discard(v)
        for w in outs:
            pred[w].discard(v)
        for u in ins:
            for w in outs:
                if u == w:
                    model.add([-live[u, v], -live[v, u]])
                    continue
                f = live.get((u, w))
                if f is None:
                    f = live[u, w] = model.aux()
                    succ[u].add(w)
                    pred[w].add(u)
                elif f == arcs.get((u, w)):  # a given arc: a path must not force it,
                    old, f = f, model.aux()  # so "u reaches w" takes a variable of its own
                    model.add([-old, f])
                    live[u, w] = f
                model.add([-live[u, v], -live[v, w], f])
    return live


def forest(model: Model, graph: "nx.Graph", edge="lit", order: Sequence[Hashable] | None = None) -> dict[tuple, int]:
    """The chosen edges form a forest.  ``order``: the elimination order (default: the graph's
    node order).  Returns the parent arcs ``(u, v) -> literal "v is u's parent"``."""
    arc: dict[tuple, int] = {}
    for (u, v), s in _edge_literals(graph, edge).items():
        a, b = arc[u, v], arc[v, u] = model.aux(), model.aux()
        model.add([-a, s])
        model.add([-b, s])
        model.add([-s, a, b])
        model.add([-a, -b])
    for v in graph:
        at_most(model, [arc[v, nb] for nb in graph[v] if (v, nb) in arc], 1, "auto")
    eliminate(model, arc, list(graph) if order is None else order)
    return arc


def path(model: Model, graph: "nx.Graph", start: Hashable, end: Hashable, edge="lit", cover: bool = False,
         order: Sequence[Hashable] | None = None) -> tuple[dict[tuple, int], dict[Hashable, int | None]]:
    """The chosen edges form one path from ``start`` to ``end`` (two different vertices), through
    every vertex with ``cover``.  Degree 1 at the ends, 0 or 2 elsewhere (2 with ``cover``),
    directed by :func:`orient` and without a cycle by :func:`eliminate` (``order``: default the
    graph's node order): one source and one sink leave a single path.  Returns the arcs (the
    path's direction, from start to end) and ``{vertex: literal "the path passes here"}`` (None:
    always, at the ends and with ``cover``)."""
    if start == end:
        raise ConnectivityError("a path needs two different end vertices")
    line = _edge_literals(graph, edge)
    on: dict[Hashable, int | None] = {}
    for v in graph:
        segs = [line[v, nb] if (v, nb) in line else line[nb, v] for nb in graph[v]]
        if v in (start, end) or cover:
            exactly(model, segs, 1 if v in (start, end) else 2)
            on[v] = None
            continue
        o = on[v] = model.aux()
        at_most(model, segs, 2)
        for i, s in enumerate(segs):
            model.add([-s, o])                               # a segment puts v on the path
            model.add([-s] + segs[:i] + segs[i + 1:])        # ... and never alone (no dead end)
        model.add([-o] + segs)
    arc = orient(model, graph, line, [start], [end])
    eliminate(model, arc, list(graph) if order is None else order)
    return arc, on


def band_order(rows: int, cols: int) -> list[tuple[int, int]]:
    """A grid's cells along its longer side (row by row on a tall or square grid, column by
    column on a wide one): the band of live cells in :func:`eliminate` is the short side."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    if cols > rows:
        cells.sort(key=lambda rc: (rc[1], rc[0]))
    return cells


def elimination_size(rows: int, cols: int) -> int:
    """A bound on the clauses :func:`eliminate` writes on a grid in :func:`band_order`."""
    band = min(rows, cols) + 1
    return rows * cols * band * band
