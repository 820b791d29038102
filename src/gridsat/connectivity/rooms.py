"""Loops and rooms: one closed loop through cell centres on a grid, and what a rule says of it
room by room (Country Road, Moon or Sun, Double Back, Yajilin, Simple Loop, ...).

:func:`cell_loop` builds the loop on the shared :func:`gridsat.connectivity.loop` (degree 0 or
2 at every cell, the cells on it connected; ``--connect`` picks the encoding) over the grid
graph of the cells it may pass, with one primary variable ``("link", a, b)`` per pair of
neighbouring cells ``a < b`` (what :data:`gridsat.answers.LOOP` decodes).  The
:class:`GridLoop` it returns offers, per set of cells (a room):

* ``on[cell]``: the literal "the loop passes this cell" (a cell it may not pass: false);
* :meth:`GridLoop.crossings`: the links across the room's border;
* :meth:`GridLoop.visits`: the loop visits (enters) the room exactly ``k`` times: ``2k``
  border crossings, or, for ``k = 1``, a loop wholly inside the room;
* :meth:`GridLoop.cells_on`: the room's "on the loop" literals (count them with
  :mod:`gridsat.cardinality`: the number of loop cells in the room);
* :meth:`GridLoop.covers`: each of some cells is on the loop or shaded, not both.

:func:`loop_or_shaded`: the loop (or none) and shaded cells of Yajilin and Koburin, every
cell without a clue one or the other, shaded cells apart.

:func:`cycles` lists every simple cycle of a set of cells (brute force for tiny boards: the
genres' ``candidates`` and the tests).

:func:`random_loop`: a random simple loop of a grid (``gridsat generate``: Moon or Sun, Simple
Loop).
"""
from __future__ import annotations

from typing import Iterable, Iterator

from ..cardinality import exactly
from ..model import Model
from . import _true, loop

Cell = tuple[int, int]


def _pairs(cells: set) -> list[tuple[Cell, Cell]]:
    return [((r, c), nb) for (r, c) in sorted(cells) for nb in ((r, c + 1), (r + 1, c)) if nb in cells]


class GridLoop:
    """One closed loop through cell centres (see the module notes): ``link[a, b]`` (both
    orders), ``on[cell]`` for every cell of the grid, ``method`` the connectivity encoding."""

    def __init__(self, link: dict, on: dict, method: str) -> None:
        self.link, self.on, self.method = link, on, method

    def cells_on(self, room: Iterable[Cell]) -> list[int]:
        """The literals "the loop passes here" of the room's cells."""
        return [self.on[cell] for cell in room]

    def crossings(self, room: Iterable[Cell]) -> list[int]:
        """The links from a cell of the room to a neighbour outside it (each once)."""
        inside = set(room)
        out = []
        for (r, c) in sorted(inside):
            for nb in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if nb not in inside and ((r, c), nb) in self.link:
                    out.append(self.link[(r, c), nb])
        return out

    def covers(self, model: Model, cells: Iterable[Cell], shaded: dict) -> None:
        """Every one of ``cells`` is on the loop or shaded (``shaded[cell]``, a literal), not
        both (Yajilin, Koburin)."""
        for cell in cells:
            model.add([shaded[cell], self.on[cell]])
            model.add([-shaded[cell], -self.on[cell]])

    def visits(self, model: Model, room: Iterable[Cell], k: int) -> None:
        """The loop visits the room exactly ``k`` times: ``k = 0``, no cell of it on the loop;
        else ``2k`` links cross its border, or (``k = 1`` only) none does and the loop lies
        wholly inside (it has a cell there)."""
        room = list(room)
        cross = self.crossings(room)
        if k == 0:
            for lit in self.cells_on(room):
                model.add([-lit])
            return
        if k > 1:
            exactly(model, cross, 2 * k)
            return
        whole = model.aux()  # the loop lies wholly inside the room
        for x in cross:
            model.add([-whole, -x])
        model.add([-whole] + self.cells_on(room))
        with model.guarded(-whole):
            exactly(model, cross, 2)


def cell_loop(model: Model, p, cells: Iterable[Cell] | None = None, var: str = "link",
              root: Cell | None = None, empty: bool = False, method: str | None = None) -> GridLoop:
    """One closed loop through the centres of ``cells`` (default: every cell of the grid ``p``)
    moving between neighbours: a primary variable ``(var, a, b)`` per neighbouring pair of
    those cells (``a < b``), :func:`gridsat.connectivity.loop` over them.  ``root``: a cell
    known to be on the loop; ``empty``: no loop at all is allowed too; ``method``: see
    :func:`gridsat.connectivity.connected`."""
    from .graph import Graph

    allowed = set(p) if cells is None else set(cells)
    pairs = _pairs(allowed)
    link = {}
    for a, b in pairs:
        link[a, b] = link[b, a] = model.var(var, a, b)
    model.mark_primary(*(link[ab] for ab in pairs))
    graph = Graph()
    graph.add_nodes_from(sorted(allowed))
    graph.add_edges_from(pairs)
    if not pairs and not empty:
        model.add([-_true(model)])  # no loop fits
    on = {}
    used = None
    if pairs:
        used, on = loop(model, graph, edge={ab: link[ab] for ab in pairs}, method=method, root=root, empty=empty)
    for cell in p:
        if cell not in on:
            on[cell] = -_true(model)
    return GridLoop(link, on, used)


def loop_or_shaded(model: Model, p, shade, clue) -> GridLoop:
    """Yajilin and Koburin: one closed loop (or none) through cell centres and some shaded
    cells (``shade(p, model)``: their literals by cell).  A clue cell is neither on the loop
    nor shaded, and ``clue(cell, value, shaded)`` adds what the clue says (both under the tag
    ``"<cell> holds <token>"``); every other cell is on the loop or shaded, not both; shaded
    cells never share an edge."""
    from ..render.text import cell_name

    loop = cell_loop(model, p, empty=True)
    shaded = shade(p, model)
    clues = p.clues()
    for cell, v in clues.items():
        with model.tag(f"{cell_name(*cell)} holds {p.board.cells.token(v)}"):
            model.add([-loop.on[cell]])
            model.add([-shaded[cell]])
            clue(cell, v, shaded)
    loop.covers(model, [cell for cell in p if cell not in clues], shaded)
    for a, b in p.edges():
        model.add([-shaded[a], -shaded[b]])
    return loop


def cycles(cells: Iterable[Cell]) -> Iterator[tuple[Cell, ...]]:
    """Every simple cycle (at least 4 cells) of the grid graph of ``cells``, once each, in
    :func:`gridsat.answers.canonical_loop` order: from its smallest cell, towards the smaller
    of that cell's two neighbours on it."""
    cells = set(cells)

    def nbs(x):
        r, c = x
        return [y for y in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if y in cells]

    for start in sorted(cells):
        path, seen = [start], {start}

        def go(cur):
            for nxt in nbs(cur):
                if nxt == start and len(path) >= 4 and path[1] < path[-1]:
                    yield tuple(path)
                elif nxt > start and nxt not in seen:
                    path.append(nxt)
                    seen.add(nxt)
                    yield from go(nxt)
                    path.pop()
                    seen.discard(nxt)
        yield from go(start)


def random_loop(rng, h: int, w: int) -> list | None:
    """The cells of a random simple loop on an h x w grid, in order: the boundary of a random
    region of the lattice squares between cell centres (None: the region grown had a pinch;
    ``gridsat generate`` draws another)."""
    faces = {(rng.randrange(h - 1), rng.randrange(w - 1))}
    goal = rng.randint(1, max(1, (h - 1) * (w - 1) * 2 // 3))
    while len(faces) < goal:
        r, c = rng.choice(sorted(faces))
        nxt = rng.choice(((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))
        if 0 <= nxt[0] < h - 1 and 0 <= nxt[1] < w - 1:
            faces.add(nxt)
    link: dict = {}
    for r in range(h):
        for c in range(w):  # a link between two cells: exactly one of the two squares beside it in the region
            for (y, x), sides in ((((r, c + 1)), ((r - 1, c), (r, c))), (((r + 1, c)), ((r, c - 1), (r, c)))):
                if y < h and x < w and sum(f in faces for f in sides) == 1:
                    link.setdefault((r, c), []).append((y, x))
                    link.setdefault((y, x), []).append((r, c))
    if any(len(v) != 2 for v in link.values()):
        return None
    start = min(link)
    order, prev = [start], None
    while True:
        here = order[-1]
        nxt = link[here][0] if link[here][0] != prev else link[here][1]
        if nxt == start:
            break
        order.append(nxt)
        prev = here
    return order if len(order) == len(link) else None
