"""Paths of cells: a numbered path through every vertex, and a snake of chosen cells.

* :func:`numbered_path`: the numbers 1..n on the n vertices of a graph, one each, so that
  consecutive numbers sit on neighbouring vertices (a Hamiltonian path, numbered from one end:
  Hidoku/Hidato on :func:`king_graph`, Numbrix on an orthogonal grid).  One-hot literals
  ``at[v, k]`` ("v holds k"), each number on exactly one vertex and each vertex exactly one
  number; ``k`` on v (k < n) needs ``k + 1`` on a neighbour and ``k`` (k > 1) needs ``k - 1``
  on one.  For the givens (``near``) what the rule implies is written out: with ``g`` on u,
  ``k`` can sit only within ``|k - g|`` steps of u (graph distance), so unit propagation
  prunes at once (and the clauses hold without the given: explanations may drop it).
* :func:`snake`: the chosen cells of a grid (literals ``on[r, c]``) form one path that never
  touches itself, not even diagonally (Snake): each chosen cell has one chosen neighbour (the
  two ends) or two (the rest), two chosen cells that touch at a corner share exactly one
  chosen neighbour (the path turns there), and the chosen cells are connected
  (:func:`gridsat.connectivity.connected`, so ``--connect`` chooses its encoding).
  Returns the literals ``end[r, c]``; exactly two are true.

Both are exact: ``tests/test_paths.py`` compares them with brute force on small grids.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Hashable, Iterable, Mapping

from ..cardinality import exactly
from ..model import Model
from . import ConnectivityError, connected
from .graph import Graph

Cell = tuple[int, int]
KING = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
ORTHOGONAL = [(-1, 0), (0, 1), (1, 0), (0, -1)]


def grid_graph(cells, steps=ORTHOGONAL) -> Graph:
    """The graph of ``cells`` (an iterable of (r, c)) joined by ``steps`` (:data:`KING`: the
    eight kings' moves; :data:`ORTHOGONAL`, the default: the four sides)."""
    cells = list(cells)
    inside = set(cells)
    g = Graph()
    g.add_nodes_from(cells)
    for r, c in cells:
        for dr, dc in steps:
            if (r + dr, c + dc) in inside:
                g.add_edge((r, c), (r + dr, c + dc))
    return g


def king_graph(cells) -> Graph:
    return grid_graph(cells, KING)


def _distances(g, source) -> dict:
    dist, todo = {source: 0}, deque([source])
    while todo:
        v = todo.popleft()
        for u in g[v]:
            if u not in dist:
                dist[u] = dist[v] + 1
                todo.append(u)
    return dist


def numbered_path(model: Model, graph, lit: Callable[[Hashable, int], int],
                  near: Iterable[tuple[Hashable, int]] = ()) -> dict[tuple[Hashable, int], int]:
    """Numbers 1..n on the n vertices of ``graph``, consecutive ones on neighbours (see the
    module notes).  ``lit(v, k)`` makes the literal "v holds k" (the caller's variable, e.g. its
    primary ``("value", r, c, k)``).  ``near``: pairs ``(v, k)`` (the givens, which the caller
    fixes) for which what the rule implies is written out: with k on v, j can sit only within
    ``|j - k|`` steps of v (a binary clause each, so unit propagation prunes at once).
    Returns ``{(v, k): literal}``."""
    nodes = list(graph)
    n = len(nodes)
    at = {(v, k): lit(v, k) for v in nodes for k in range(1, n + 1)}
    for v in nodes:
        exactly(model, [at[v, k] for k in range(1, n + 1)], 1)
    for k in range(1, n + 1):
        exactly(model, [at[v, k] for v in nodes], 1)
    for (v, k), x in at.items():
        for j in (k - 1, k + 1):
            if 1 <= j <= n:
                model.add([-x] + [at[u, j] for u in graph[v]])
    for v, k in dict.fromkeys(near):
        if (v, k) not in at:
            raise ConnectivityError(f"{k!r} at {v!r} is not a number 1..{n} on the graph")
        dist = _distances(graph, v)
        for u in nodes:  # (out of reach, in another component: no number at all)
            d = dist.get(u, n)
            for j in range(max(1, k - d + 1), min(n, k + d - 1) + 1):
                if u != v:
                    model.add([-at[v, k], -at[u, j]])
    return at


def snake(model: Model, on: Mapping[Cell, int], method: str | None = None) -> dict[Cell, int]:
    """The cells whose ``on`` literal is true form one path of at least two cells that touches
    itself nowhere, not even at a corner (see the module notes).  ``on``: ``{(r, c): literal}``
    over the cells of the board.  Returns ``{(r, c): literal "an end of the path"}``."""
    end: dict[Cell, int] = {}
    for (r, c), x in on.items():
        nbs = [on[r + dr, c + dc] for dr, dc in ORTHOGONAL if (r + dr, c + dc) in on]
        e = end[r, c] = model.aux()
        model.add([-e, x])
        with model.guarded(e):
            exactly(model, nbs, 1)
        body = model.aux()                                   # on and not an end
        model.add([-body, x])
        model.add([-body, -e])
        model.add([body, -x, e])
        with model.guarded(body):
            exactly(model, nbs, 2)
    exactly(model, list(end.values()), 2)
    for (r, c), a in on.items():
        for dc in (1, -1):                                   # a corner: (r, c) and (r + 1, c + dc)
            d, b, s = on.get((r + 1, c + dc)), on.get((r, c + dc)), on.get((r + 1, c))
            if d is None:
                continue
            with model.guarded(a), model.guarded(d):         # the path turns between them
                exactly(model, [b, s], 1)
    g = grid_graph(on)
    connected(model, g, active=dict(on), method=method)
    return end


__all__ = ["KING", "ORTHOGONAL", "grid_graph", "king_graph", "numbered_path", "snake"]
