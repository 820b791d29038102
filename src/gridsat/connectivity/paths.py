"""Paths of cells: a numbered path through every vertex, and a snake of chosen cells.

* :func:`numbered_path`: the numbers 1..n on the n vertices of a graph, one each, so that
  consecutive numbers sit on neighbouring vertices (a Hamiltonian path, numbered from one end:
  Hidoku/Hidato on :func:`king_graph`, Numbrix on an orthogonal grid).  One-hot literals
  ``at[v, k]`` ("v holds k"), each number on exactly one vertex and each vertex exactly one
  number; ``k`` on v (k < n) needs ``k + 1`` on a neighbour and ``k`` (k > 1) needs ``k - 1``
  on one.  Numbers known to stand (``reach``, the givens where the formula need only give
  the answers) prune: ``k`` can sit on v only within ``|k - g|`` steps (graph distance) of a
  given ``g``, and a pair out of reach gets no literal.
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
from typing import Callable, Hashable, Mapping

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
                  reach: Mapping[Hashable, int] | None = None) -> dict[tuple[Hashable, int], int]:
    """Numbers 1..n on the n vertices of ``graph``, consecutive ones on neighbours (see the
    module notes).  ``lit(v, k)`` makes the literal "v holds k" (the caller's variable, e.g. its
    primary ``("value", r, c, k)``).  ``reach``: numbers known to stand (``{v: k}``, the givens,
    which the caller fixes): k can then sit on u only within ``|k - g|`` steps of each given g
    on v, and a pair out of reach gets no literal (it is false).  Returns ``{(v, k): literal}``
    for the pairs made."""
    nodes = list(graph)
    n = len(nodes)
    far = [(g, _distances(graph, v)) for v, g in (reach or {}).items()]
    at = {}
    for v in nodes:
        out = bytearray(n + 2)  # out[k]: k cannot sit on v
        for g, dist in far:
            d = dist.get(v, n)
            out[max(1, g - d + 1):min(n, g + d - 1) + 1] = b"\1" * max(0, min(n, g + d - 1) - max(1, g - d + 1) + 1)
        at.update(((v, k), lit(v, k)) for k in range(1, n + 1) if not out[k])
    for v in nodes:
        exactly(model, [at[v, k] for k in range(1, n + 1) if (v, k) in at], 1)
    for k in range(1, n + 1):
        exactly(model, [at[v, k] for v in nodes if (v, k) in at], 1)
    for (v, k), x in at.items():
        for j in (k - 1, k + 1):
            if 1 <= j <= n:
                model.add([-x] + [at[u, j] for u in graph[v] if (u, j) in at])
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
