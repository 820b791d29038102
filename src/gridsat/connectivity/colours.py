"""Which-pair colours: every vertex takes one of K colours, some vertices' colours are given,
and a chosen edge makes its two ends the same colour, so that a component of chosen edges
holds one colour only (Numberlink: a line cannot join two different clues; the colour of a
cell is the label of its line).

:func:`colour` writes it in one of two encodings:

* binary (the default): the colour's index as a binary number, ceil(log2 K) variables
  ``(name + " bit", v, i)`` per vertex, numbers above K - 1 excluded, and 2 clauses per bit and
  chosen edge;
* one-hot: a variable ``(name, v, colour)`` per vertex and colour, exactly one per present
  vertex, 2 clauses per colour and chosen edge.

The edges carry literals as in :mod:`gridsat.connectivity` (an edge attribute name or a mapping
``(u, v) -> literal``, either way round; an edge without one is always chosen).  ``present``
(``vertex -> literal``; a vertex not in it is always present): only a present vertex has a
colour (one-hot: exactly one; binary vertices keep bits, which then mean nothing).

The :class:`Colouring` it returns gives clause prefixes for "u and v are present and of one
colour" (:meth:`Colouring.same`), the base of rules such as "no line runs beside itself"
(:meth:`Colouring.joined`).
"""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Callable, Hashable, Mapping, Sequence

from ..cardinality import exactly
from ..model import Model
from . import _edge_lits

if TYPE_CHECKING:  # networkx is imported only by the caller (fast CLI start)
    import networkx as nx


class Colouring:
    """The colour variables of a graph: ``paint[v]``, the bits (binary, least significant
    first) or one literal per colour (one-hot, in the order of ``colours``); ``fixed``: the
    given colours."""

    def __init__(self, model: Model, paint: dict, onehot: bool, present: Mapping | None = None,
                 colours: Sequence = (), fixed: Mapping | None = None) -> None:
        self.model, self.paint, self.onehot = model, paint, onehot
        self.present, self.colours, self.fixed = dict(present or {}), tuple(colours), dict(fixed or {})
        self._differ: dict = {}

    def differ(self, u: Hashable, v: Hashable) -> list[int]:
        """Binary colours: fresh literals, one a bit, each true only where that bit of u and
        v differs (one way: enough under a clause); u and v differ when some is true."""
        out = []
        for x, y in zip(self.paint[u], self.paint[v]):
            d = self.model.aux()
            self.model.add([-d, x, y])
            self.model.add([-d, -x, -y])
            out.append(d)
        return out

    def same(self, u: Hashable, v: Hashable) -> list[list[int]]:
        """Clause prefixes P such that each ``P + rest`` says "if u and v are present and of one
        colour, then rest" (one prefix for binary colours, over "this bit differs" literals
        made once per pair; one per colour for one-hot colours).  Vertices must be orderable."""
        guard = [-self.present[x] for x in (u, v) if x in self.present]
        if self.onehot:
            return [guard + [-x, -y] for x, y in zip(self.paint[u], self.paint[v])]
        key = (u, v) if u < v else (v, u)
        if key not in self._differ:
            self._differ[key] = self.differ(*key)
        return [guard + self._differ[key]]

    def support(self, graph: "nx.Graph", need: Callable) -> None:
        """One-hot colours: a vertex v of colour k has ``need(v)`` neighbours of colour k at
        least (a vertex on a line has its neighbours along the line: 1 at an end, 2 inside);
        none for the other colours of a vertex with a given colour."""
        for v in graph:
            nbs = list(graph[v])
            for i, k in enumerate(self.colours):
                if v not in self.fixed or self.fixed[v] == k:
                    for skip in combinations(nbs, need(v) - 1):  # any need - 1 of them may fail
                        self.model.add([-self.paint[v][i]] + [self.paint[u][i] for u in nbs if u not in skip])

    def joined(self, edges) -> None:
        """Neighbours of one colour are joined: for each ``(u, v) -> literal`` of ``edges``, u
        and v present and of one colour imply the literal (a line never runs beside itself)."""
        for (u, v), s in edges:
            self.model.add_all(prefix + [s] for prefix in self.same(u, v))


def colour(model: Model, graph: "nx.Graph", colours: Sequence, fixed: Mapping, edge="lit", onehot: bool = False,
           present: Mapping | None = None, name: str = "colour",
           fixed_tag: Callable = lambda v, k: f"{v!r} has colour {k!r}",
           vertex_tag: Callable = lambda v: f"{v!r} has one colour",
           join_tag: str = "a chosen edge joins vertices of one colour") -> Colouring:
    """Colour every vertex of ``graph`` with one of ``colours`` (their names, in order):
    ``fixed`` maps vertices to their given colour, a chosen edge joins vertices of one colour.
    The clauses go under the tags ``fixed_tag(v, colour)`` (a given colour),
    ``vertex_tag(v)`` (one-hot: one colour a vertex) and ``join_tag``."""
    line = _edge_lits(graph, edge)
    if onehot:
        var = {(v, k): model.var(name, v, k) for v in graph for k in colours}
        for v in graph:
            cols = [var[v, k] for k in colours]
            if v in fixed:
                with model.tag(fixed_tag(v, fixed[v])):
                    model.add([var[v, fixed[v]]])
            with model.tag(vertex_tag(v)):
                exactly(model, ([-present[v]] if present and v in present else []) + cols, 1)
        with model.tag(join_tag):
            for (u, v), s in line.items():
                for k in colours:
                    model.add(([-s] if s is not None else []) + [-var[u, k], var[v, k]])
                    model.add(([-s] if s is not None else []) + [var[u, k], -var[v, k]])
        return Colouring(model, {v: [var[v, k] for k in colours] for v in graph}, True, present, colours, fixed)
    nbits = (len(colours) - 1).bit_length()
    top = len(colours) - 1  # the largest colour number in use
    bits = {v: [model.var(name + " bit", v, i) for i in range(nbits)] for v in graph}
    for v, xs in bits.items():
        if v in fixed:
            number = list(colours).index(fixed[v])
            with model.tag(fixed_tag(v, fixed[v])):
                for i, x in enumerate(xs):
                    model.add([x if number >> i & 1 else -x])
    clauses = []
    for v, xs in bits.items():
        if v in fixed:
            continue
        # number <= top: where top has a 0 bit, a 1 needs a higher 1 of top to be a 0
        for i in range(nbits):
            if not top >> i & 1:
                clauses.append([-xs[i]] + [-xs[j] for j in range(i + 1, nbits) if top >> j & 1])
    for (u, v), s in line.items():
        for x, y in zip(bits[u], bits[v]):
            clauses.append(([-s] if s is not None else []) + [-x, y])
            clauses.append(([-s] if s is not None else []) + [x, -y])
    with model.tag(join_tag):
        model.add_all(clauses)
    return Colouring(model, bits, False, present, colours, fixed)
