"""A small undirected graph with the part of :class:`networkx.Graph`'s interface the rules use.

The connectivity builders and the genres build their graphs (grid graphs, islands and pairs,
lattice points) with this class, so that encoding a puzzle does not import networkx (about
0.18 s of a command's start).  It keeps networkx's orders, which the formulas built over a
graph follow: nodes in the order first added, each node's neighbours in the order their edges
were first added, and ``edges`` yielding ``(u, v)`` for each ``u`` in node order and each
neighbour ``v`` not yet passed as a ``u``.  The builders take a networkx graph just as well.

The graph algorithms the solve path runs are here too, written out: :func:`connected_components`
(a breadth-first search) and :func:`cycle_basis` (networkx's algorithm, the same cycles in the
same order, so the lazy cuts built from it are unchanged).  Whatever else needs a graph
algorithm imports networkx where it runs.
"""
from __future__ import annotations

from typing import Hashable, Iterable, Iterator


class NodeView:
    """``g.nodes``: iterate, ``len``, ``in``, ``g.nodes[v]`` (the node's attributes), and
    ``g.nodes(data=True)`` / ``g.nodes(data="name")``."""

    __slots__ = ("_node",)

    def __init__(self, node: dict) -> None:
        self._node = node

    def __iter__(self) -> Iterator:
        return iter(self._node)

    def __len__(self) -> int:
        return len(self._node)

    def __contains__(self, v) -> bool:
        return v in self._node

    def __getitem__(self, v) -> dict:
        return self._node[v]

    def __call__(self, data=False, default=None):
        if data is False:
            return self
        if data is True:
            return list(self._node.items())
        return [(v, d.get(data, default)) for v, d in self._node.items()]


class EdgeView:
    """``g.edges``: iterate ``(u, v)`` in networkx's order, ``len``, ``in`` (either way round),
    ``g.edges[u, v]`` (the edge's attributes, shared by both directions), and
    ``g.edges(data=True)`` / ``g.edges(data="name")``."""

    __slots__ = ("_adj",)

    def __init__(self, adj: dict) -> None:
        self._adj = adj

    def _pairs(self) -> Iterator[tuple]:
        seen = set()
        for u, nbrs in self._adj.items():
            for v, d in nbrs.items():
                if v not in seen:
                    yield u, v, d
            seen.add(u)

    def __iter__(self) -> Iterator[tuple]:
        return ((u, v) for u, v, _ in self._pairs())

    def __len__(self) -> int:
        return sum(1 for _ in self._pairs())

    def __contains__(self, e) -> bool:
        u, v = e[:2]
        return u in self._adj and v in self._adj[u]

    def __getitem__(self, e) -> dict:
        u, v = e
        return self._adj[u][v]

    def __call__(self, data=False, default=None):
        if data is False:
            return self
        if data is True:
            return list(self._pairs())
        return [(u, v, d.get(data, default)) for u, v, d in self._pairs()]


class Graph:
    """An undirected simple graph: hashable vertices, attribute dicts on vertices and edges."""

    def __init__(self, edges: Iterable | None = None) -> None:
        self._node: dict = {}
        self._adj: dict = {}
        if edges is not None:
            self.add_edges_from(edges)

    # building
    def add_node(self, v: Hashable, **attr) -> None:
        if v not in self._node:
            self._node[v] = {}
            self._adj[v] = {}
        self._node[v].update(attr)

    def add_nodes_from(self, nodes: Iterable, **attr) -> None:
        for v in nodes:
            try:
                new = v not in self._node
                data = attr
            except TypeError:  # a (node, attributes) pair, as networkx takes
                v, more = v
                new = v not in self._node
                data = {**attr, **more}
            if new:
                self._node[v] = {}
                self._adj[v] = {}
            self._node[v].update(data)

    def add_edge(self, u: Hashable, v: Hashable, **attr) -> None:
        for x in (u, v):
            if x not in self._node:
                self._node[x] = {}
                self._adj[x] = {}
        d = self._adj[u].get(v, {})
        d.update(attr)
        self._adj[u][v] = d
        self._adj[v][u] = d

    def add_edges_from(self, edges: Iterable, **attr) -> None:
        for e in edges:
            if len(e) == 3:
                u, v, more = e
            else:
                (u, v), more = e, {}
            self.add_edge(u, v, **{**attr, **more})

    # reading
    @property
    def nodes(self) -> NodeView:
        return NodeView(self._node)

    @property
    def edges(self) -> EdgeView:
        return EdgeView(self._adj)

    def __iter__(self) -> Iterator:
        return iter(self._node)

    def __len__(self) -> int:
        return len(self._node)

    def __contains__(self, v) -> bool:
        try:
            return v in self._node
        except TypeError:
            return False

    def __getitem__(self, v) -> dict:
        """The neighbours of ``v``: ``{u: edge attributes}`` (read it, do not change it)."""
        return self._adj[v]

    def neighbors(self, v) -> Iterator:
        return iter(self._adj[v])

    def degree(self, v) -> int:
        return len(self._adj[v]) + (v in self._adj[v])

    def has_edge(self, u, v) -> bool:
        return u in self._adj and v in self._adj[u]

    def is_multigraph(self) -> bool:
        return False

    def is_directed(self) -> bool:
        return False

    def number_of_nodes(self) -> int:
        return len(self._node)

    def number_of_edges(self) -> int:
        return len(self.edges)

    def subgraph(self, nodes: Iterable) -> "Graph":
        """A new graph on ``nodes`` (in this graph's node order) and the edges among them
        (a copy, where networkx gives a view)."""
        keep = {v for v in nodes if v in self}
        g = Graph()
        for v in self._node:
            if v in keep:
                g._node[v] = self._node[v]
                g._adj[v] = {}
        for u, v, d in self.edges(data=True):
            if u in keep and v in keep:
                g._adj[u][v] = d
                g._adj[v][u] = d
        return g


def grid_graph(rows: int, cols: int) -> Graph:
    """The ``rows`` x ``cols`` grid graph (networkx's ``grid_2d_graph``'s vertices and edges):
    the cells row by row, and from each cell its edges to the cell on its right and below."""
    g = Graph()
    g.add_nodes_from((r, c) for r in range(rows) for c in range(cols))
    g.add_edges_from(((r, c), nb) for r in range(rows) for c in range(cols) for nb in ((r, c + 1), (r + 1, c))
                     if nb[0] < rows and nb[1] < cols)
    return g


def connected_components(g) -> Iterator[set]:
    """The vertex sets of ``g``'s connected components, in the order of their first vertex."""
    seen: set = set()
    for v in g:
        if v in seen:
            continue
        comp = {v}
        todo = [v]
        while todo:
            x = todo.pop()
            for y in g[x]:
                if y not in comp:
                    comp.add(y)
                    todo.append(y)
        seen |= comp
        yield comp


def cycle_basis(g, root=None) -> list[list]:
    """A basis of ``g``'s cycles: networkx's ``cycle_basis`` (Paton's algorithm), the same
    cycles in the same order for the same graph (networkx 3, BSD licence)."""
    gnodes = dict.fromkeys(g)  # the nodes in order, popped from the end
    cycles = []
    while gnodes:  # one connected component at a time
        if root is None:
            root = gnodes.popitem()[0]
        stack = [root]
        pred = {root: root}
        used: dict = {root: set()}
        while stack:  # walk a spanning tree, closing a cycle at each edge back into it
            z = stack.pop()
            zused = used[z]
            for nbr in g[z]:
                if nbr not in used:
                    pred[nbr] = z
                    stack.append(nbr)
                    used[nbr] = {z}
                elif nbr == z:
                    cycles.append([z])
                elif nbr not in zused:
                    pn = used[nbr]
                    cycle = [nbr, z]
                    p = pred[z]
                    while p not in pn:
                        cycle.append(p)
                        p = pred[p]
                    cycle.append(p)
                    cycles.append(cycle)
                    used[nbr].add(z)
        for node in pred:
            gnodes.pop(node, None)
        root = None
    return cycles
