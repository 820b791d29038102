"""Region division: the cells of a grid (or any graph) split into regions that the solver
chooses.  Every cell lies in exactly one region, every region is connected, and a genre adds
constraints over a region: its size, how many clue cells it holds, a rectangle's shape, a half
turn's symmetry about a centre, its borders.

Regions are *anchored*: each region has a key and home cells (a clue cell, the cells round a
Galaxies dot) that lie in it.  Two encodings, one interface (:class:`Division`):

* :func:`divide`: ``member[key][cell]`` "cell is in the region of key" for the cells each
  anchor may reach (``Anchor.cells``: None, every cell); exactly one region per cell;
  each region joined to its first home cell by :func:`gridsat.connectivity.reach` over the
  edges inside the region (so the job's ``--connect`` applies).  An ``optional`` anchor's
  region exists exactly when its first home cell is in it: with an anchor at every cell that
  may only reach cells after it (:func:`first_cell_anchors`), every region is rooted at its
  first cell, so each division has one model (Fillomino's regions without a clue).
* :func:`tile`: rectangles chosen among candidates (:func:`rectangles`): one per anchor,
  every cell covered by exactly one chosen rectangle.  No connectivity is needed, and a
  puzzle's candidates are few (Shikaku, Nawabari, Tatamibari).

Over a :class:`Division`: :meth:`Division.same` (two cells in one region; its negation is the
border between them), :meth:`Division.size` (the region's size in unary, order-encoded, up to
a cap), :meth:`Division.size_between`, :meth:`Division.holds` (how many of some cells the region
holds), :meth:`Division.symmetric` (a half turn about a centre given in half cells),
:meth:`Division.decode`.  Cells are any hashable vertices; :meth:`symmetric` and
:func:`rectangles` need grid cells ``(r, c)``.
"""
from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import Hashable, Iterable, Mapping, Sequence

from ..cardinality import at_least, at_most, exactly, unary_counter
from ..model import Model
from . import _and, _true, reach
from .graph import Graph

Cell = Hashable


@dataclass(frozen=True)
class Anchor:
    """A region's home cells (in it whenever it exists), the cells it may hold (None: any),
    ``optional``: the region exists exactly when its first home cell is in it (else always),
    and ``steps``: each of its cells is within that many steps of the first home cell inside
    the region (None: no bound known; the ``distance`` encoding counts that far)."""

    home: tuple
    cells: tuple | None = None
    optional: bool = False
    steps: int | None = None
    prefer: str | None = None  # this region's connectivity encoding where auto stands (None: divide's)


@dataclass(frozen=True)
class Rect:
    """A rectangle of cells: top-left ``(r, c)``, ``h`` rows, ``w`` columns."""

    r: int
    c: int
    h: int
    w: int

    @property
    def area(self) -> int:
        return self.h * self.w

    def cells(self) -> list[tuple[int, int]]:
        return [(self.r + i, self.c + j) for i in range(self.h) for j in range(self.w)]

    def __contains__(self, cell) -> bool:
        return self.r <= cell[0] < self.r + self.h and self.c <= cell[1] < self.c + self.w


class Division:
    """The regions of one division (made by :func:`divide` or :func:`tile`)."""

    def __init__(self, model: Model, cells: Sequence[Cell]) -> None:
        self.model = model
        self.cells = list(cells)
        self.member: dict[Hashable, dict[Cell, int]] = {}   # key -> cell -> literal
        self.owners: dict[Cell, dict[Hashable, int]] = {c: {} for c in self.cells}
        self.active: dict[Hashable, int | None] = {}        # key -> "the region exists" (None: always)
        self.rects: dict[Hashable, dict[Rect, int]] = {}    # tile: key -> rectangle -> literal
        self._both: dict[tuple, int] = {}                    # (key, a, b) -> a and b in the region
        self._same: dict[tuple, int] = {}
        self._size: dict[Hashable, list[int]] = {}

    def _add(self, key, cell, lit) -> None:
        self.member.setdefault(key, {})[cell] = lit
        self.owners[cell][key] = lit

    def both(self, key, a: Cell, b: Cell) -> int | None:
        """A literal for "a and b are both in the region of key" (None: impossible)."""
        ma, mb = self.member[key].get(a), self.member[key].get(b)
        if ma is None or mb is None:
            return None
        k = (key, b, a) if (key, b, a) in self._both else (key, a, b)
        if k not in self._both:
            self._both[k] = _and(self.model, [ma, mb])
        return self._both[k]

    def same(self, a: Cell, b: Cell) -> int:
        """A literal for "a and b lie in one region" (its negation: a border runs between them)."""
        k = (b, a) if (b, a) in self._same else (a, b)
        if k in self._same:
            return self._same[k]
        m = self.model
        if self.rects:
            terms = [l for key in self.owners[a].keys() & self.owners[b].keys()
                     for r, l in self.rects[key].items() if a in r and b in r]
        else:
            terms = [self.both(key, a, b) for key in self.owners[a] if key in self.owners[b]]
            terms = [t for t in terms if t is not None]
        if not terms:
            s = -_true(m)
        elif len(terms) == 1:
            s = terms[0]
        else:
            s = m.aux()
            m.add([-s] + terms)
            for t in terms:
                m.add([s, -t])
        self._same[k] = s
        return s

    def size(self, key, cap: int | None = None) -> list[int]:
        """The region's size in unary: ``out[i - 1]`` true exactly when it holds at least ``i``
        cells (i = 1 .. cap; None: every count).  Made once per key (the first cap asked)."""
        if key not in self._size:
            self._size[key] = unary_counter(self.model, list(self.member[key].values()), cap)
        return self._size[key]

    def size_between(self, key, lo: int | None, hi: int | None) -> None:
        """lo <= the region's size <= hi (while it exists)."""
        lits = list(self.member[key].values())
        with self.model.guarded(self.active[key]) if self.active[key] is not None else nullcontext():
            if lo is not None:
                at_least(self.model, lits, lo)
            if hi is not None:
                at_most(self.model, lits, hi)

    def holds(self, key, cells: Iterable[Cell], k: int) -> None:
        """The region holds exactly ``k`` of ``cells`` (while it exists)."""
        lits = [self.member[key][c] for c in cells if c in self.member[key]]
        with self.model.guarded(self.active[key]) if self.active[key] is not None else nullcontext():
            exactly(self.model, lits, k)

    def symmetric(self, key, centre: tuple[int, int]) -> None:
        """The region is the same after a half turn about ``centre``, in half cells: ``(2r, 2c)``
        is the centre of cell ``(r, c)``, ``(2r + 1, 2c)`` the edge below it, ``(2r + 1, 2c + 1)``
        the corner at its bottom right."""
        m, cells = self.model, self.member[key]
        for (r, c), lit in cells.items():
            twin = cells.get((centre[0] - r, centre[1] - c))
            if twin is None:
                m.add([-lit])
            else:
                m.add([-lit, twin])

    def value(self, values: Mapping[int, bool], lit: int) -> bool:
        return values.get(abs(lit), False) == (lit > 0)

    def decode(self, values: Mapping[int, bool]) -> list[list[Cell]]:
        """The regions of an answer (``values``: variable -> bool), each a list of cells."""
        if self.rects:
            return [rect.cells() for rects in self.rects.values() for rect, l in rects.items() if self.value(values, l)]
        out = []
        for key, cells in self.member.items():
            region = [c for c, l in cells.items() if self.value(values, l)]
            if region:
                out.append(region)
        return out


def _exactly_one_region(d: Division) -> None:
    for cell in d.cells:
        exactly(d.model, list(d.owners[cell].values()), 1)


def divide(model: Model, graph: Graph, anchors: Mapping[Hashable, Anchor], name: str = "in",
           primary: bool = True, prefer: str | None = None, tag=None) -> Division:
    """Every vertex of ``graph`` in exactly one anchor's region; each region connected and
    holding its home cells.  Variables ``(name, key, cell)`` (primary unless ``primary`` is
    False).  ``prefer``: the connectivity encoding ``auto`` stands for here (``distance`` for
    small regions whose ``steps`` are known; ``--connect`` still wins).  ``tag(key)``: the clue
    tag a region's home cells are given under (explanations name it).  See the module notes."""
    d = Division(model, list(graph.nodes))
    for key, a in anchors.items():
        allowed = list(graph.nodes) if a.cells is None else [c for c in graph.nodes if c in set(a.cells)]
        for cell in allowed:
            d._add(key, cell, model.var(name, key, cell))
        mem = d.member.setdefault(key, {})
        if primary:
            model.mark_primary(*mem.values())
        missing = [h for h in a.home if h not in mem]
        first = mem.get(a.home[0]) if not missing else None
        act = d.active[key] = first if a.optional else None
        if missing:  # a home cell it may not hold: the region cannot exist
            if not a.optional:
                with model.tag(tag(key)) if tag else nullcontext():
                    model.add([])
            for lit in mem.values():
                model.add([-lit])
            continue
        with model.tag(tag(key)) if tag else nullcontext():
            for h in a.home:
                model.add([mem[h]] if act is None else [-act, mem[h]])
        if act is not None:
            for lit in mem.values():
                model.add([-lit, act])
        sub = graph.subgraph(allowed)
        edges = {(u, v): d.both(key, u, v) for u, v in sub.edges}
        reach(model, sub, {a.home[0]: mem[a.home[0]]}, need=mem, edge=edges, bound=a.steps, prefer=a.prefer or prefer)
    _exactly_one_region(d)
    return d


def first_cell_anchors(graph: Graph, order: Sequence[Cell] | None = None,
                       max_size: int | None = None, sizes: Mapping[Cell, int] | None = None) -> dict[Cell, Anchor]:
    """An optional anchor at every vertex, reaching only vertices after it in ``order`` (the
    graph's node order by default): the region of each division is rooted at its first cell,
    once.  ``sizes``: cells whose region's size is known (Fillomino's givens): a region holding
    one has that many cells, so its cells lie within that size - 1 steps of its root, and it
    holds no cell of another known size; ``max_size``: the largest region holding no such
    cell (None: any).  The anchors only leave out cells no such region reaches (and give the
    steps bound): bound the sizes themselves with :meth:`Division.size_between`."""
    order = list(graph.nodes) if order is None else list(order)
    rank = {c: i for i, c in enumerate(order)}
    sizes = sizes or {}

    def ball(v, limit, ok) -> dict:
        depth, frontier = {v: 0}, [v]
        for d in range(1, limit + 1):
            nxt = []
            for u in frontier:
                for w in graph.neighbors(u):
                    if w not in depth and rank[w] > rank[v] and ok(w):
                        depth[w] = d
                        nxt.append(w)
            frontier = nxt
        return depth

    out = {}
    known = sorted(set(sizes.values()))
    for v in order:
        if v in sizes:
            g = sizes[v]
            reached, steps = ball(v, g - 1, lambda w: sizes.get(w, g) == g), g - 1
        else:
            free = len(order) if max_size is None else max_size
            reached, steps = dict(ball(v, free - 1, lambda w: w not in sizes)), free - 1
            near = ball(v, max(known, default=1) - 1, lambda w: True)
            for g in known:
                if any(sizes.get(w) == g and d <= g - 1 for w, d in near.items()):
                    more = ball(v, g - 1, lambda w: sizes.get(w, g) == g)
                    if any(sizes.get(w) == g for w in more):
                        reached.update(more)
                        steps = max(steps, g - 1)
        out[v] = Anchor((v,), tuple(sorted(reached, key=rank.get)), optional=True, steps=steps)
    return out


def sized_anchors(graph: Graph, max_size: int | None = None, sizes: Mapping[Cell, int] | None = None,
                  order: Sequence[Cell] | None = None) -> dict[Cell, Anchor]:
    """Anchors when some vertices' region sizes are known (``sizes``: Fillomino's givens) and
    a region of known size holds no vertex of another known size.  A region holding a sized
    vertex is rooted at its first sized vertex x in ``order`` (the graph's node order by
    default): x's optional anchor reaches vertices within ``sizes[x]`` - 1 steps that are
    unsized or of x's size and after it.  A region holding no sized vertex is rooted at its
    first vertex v: v's optional anchor reaches unsized vertices after v, at most
    ``max_size`` - 1 steps away (None: any).  Each division has one model.  Unlike
    :func:`first_cell_anchors`, a big known size costs one anchor per sized vertex, not one
    per vertex near it; the sizes themselves are the caller's to bound."""
    order = list(graph.nodes) if order is None else list(order)
    rank = {c: i for i, c in enumerate(order)}
    sizes, out = sizes or {}, {}
    for v in order:
        g = sizes.get(v)
        if g is not None:
            limit = g - 1
            ok = lambda w, g=g, v=v: w not in sizes or (sizes[w] == g and rank[w] > rank[v])
        else:
            limit = (len(order) if max_size is None else max_size) - 1
            ok = lambda w, v=v: w not in sizes and rank[w] > rank[v]
        depth, frontier = {v: 0}, [v]
        for d in range(1, limit + 1):
            frontier = [w for u in frontier for w in graph.neighbors(u) if w not in depth and ok(w)
                        and depth.setdefault(w, d) == d]
            if not frontier:
                break
        out[v] = Anchor((v,), tuple(sorted(depth, key=rank.get)), optional=True,
                        steps=max(0, min(limit, len(depth) - 1)))
    return out


def connected_partitions(rows: int, cols: int) -> Iterable[list[list[tuple[int, int]]]]:
    """Brute force for tiny boards (tests, ``candidates``): every division of a rows x cols grid
    into connected regions, each region a list of cells."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]

    def parts(i: int):
        if i == len(cells):
            yield []
            return
        for part in parts(i + 1):
            for j in range(len(part)):
                yield part[:j] + [[cells[i]] + part[j]] + part[j + 1:]
            yield [[cells[i]]] + part

    for part in parts(0):
        if all(_joined(region) for region in part):
            yield part


def chosen_regions(model: Model, values, name: str = "in") -> list[list]:
    """The cells of each region in ``values`` (the ``(name, anchor, cell)`` variables of
    :func:`divide`), in the order their anchors first appear: a division genre's answer."""
    regions: dict = {}
    for v, on in values.items():
        label = model.label(v) if on else None
        if label and label[0] == name:
            regions.setdefault(label[1], []).append(label[2])
    return list(regions.values())


def chosen_rectangles(model: Model, values) -> list[list]:
    """The cells of each candidate rectangle chosen in ``values`` (the ``rect`` variables of
    :func:`tile`): a rectangle genre's answer, for its ``decode``."""
    out = []
    for v, on in values.items():
        label = model.label(v) if on else None
        if label and label[0] == "rect":
            _, _, r, c, h, w = label
            out.append([(r + i, c + j) for i in range(h) for j in range(w)])
    return out


def rectangle_problems(rows: int, cols: int, regions, clues: Mapping, what: str = "numbers"):
    """For checkers (plain, no encoding): what keeps ``regions`` from dividing the grid into
    rectangles that hold one clue each (``clues``: cell -> clue), and ``(region, its clue's
    cell)`` for each region that holds one, for the genre's own rule about it."""
    problems, held = division_problems(rows, cols, regions), []
    for region in regions:
        where = f"the region at r{region[0][0] + 1}c{region[0][1] + 1}"
        inside = [x for x in region if x in clues]
        if not is_rectangle(region):
            problems.append(f"{where} is not a rectangle")
        if len(inside) != 1:
            problems.append(f"{where} holds {len(inside)} {what}, needs 1")
        else:
            held.append((region, inside[0]))
    return problems, held


def division_problems(rows: int, cols: int, regions) -> list[str]:
    """For checkers (plain, no encoding): what keeps ``regions`` (lists of cells) from dividing
    a rows x cols grid into connected regions: cells off the grid, in two regions or in none,
    regions in pieces."""
    from ..render.text import cell_name
    seen: dict = {}
    problems = []
    for i, region in enumerate(regions):
        for cell in region:
            if not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
                problems.append(f"{cell_name(*cell)} is not on the grid")
            elif cell in seen:
                problems.append(f"{cell_name(*cell)} is in two regions")
            seen[cell] = i
        if region and not _joined(list(region)):
            problems.append(f"the region at {cell_name(*min(region))} is in pieces")
    problems += [f"{cell_name(r, c)} is in no region" for r in range(rows) for c in range(cols) if (r, c) not in seen]
    return problems


def is_rectangle(region) -> bool:
    rs, cs = [r for r, _ in region], [c for _, c in region]
    return len(set(region)) == (max(rs) - min(rs) + 1) * (max(cs) - min(cs) + 1)


def _joined(region) -> bool:
    inside = set(region)
    seen, todo = {region[0]}, [region[0]]
    while todo:
        r, c = todo.pop()
        for x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if x in inside and x not in seen:
                seen.add(x)
                todo.append(x)
    return len(seen) == len(inside)


def rectangles(rows: int, cols: int, home: Iterable[tuple[int, int]] = (), area: int | None = None,
               avoid: Iterable[tuple[int, int]] = (), fits=None) -> list[Rect]:
    """The rectangles of a rows x cols grid holding every ``home`` cell and no ``avoid`` cell,
    of the given ``area`` (None: any), for which ``fits(rect)`` (if given) is true."""
    home, avoid = list(home), set(avoid)
    top = min((r for r, _ in home), default=rows - 1)
    bottom = max((r for r, _ in home), default=0)
    left = min((c for _, c in home), default=cols - 1)
    right = max((c for _, c in home), default=0)
    # counted[r][c]: avoided cells in rows < r and columns < c (a rectangle's count in O(1))
    counted = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        for c in range(cols):
            counted[r + 1][c + 1] = counted[r][c + 1] + counted[r + 1][c] - counted[r][c] + ((r, c) in avoid)
    out = []
    for h in range(1, rows + 1):
        for w in range(1, cols + 1):
            if area is not None and h * w != area:
                continue
            for r in range(max(0, bottom - h + 1), min(top, rows - h) + 1):
                for c in range(max(0, right - w + 1), min(left, cols - w) + 1):
                    if counted[r + h][c + w] - counted[r][c + w] - counted[r + h][c] + counted[r][c]:
                        continue
                    rect = Rect(r, c, h, w)
                    if fits is None or fits(rect):
                        out.append(rect)
    return out


def tile(model: Model, rows: int, cols: int, candidates: Mapping[Hashable, Sequence[Rect]],
         name: str = "rect", primary: bool = True, tag=None, members: bool = True) -> Division:
    """One rectangle per key among its ``candidates``; every cell of the rows x cols grid in
    exactly one chosen rectangle.  Variables ``(name, key, r, c, h, w)`` (primary unless
    ``primary`` is False); ``member[key][cell]`` is "the chosen rectangle of key covers cell"
    (``members=False``: not made; :meth:`Division.same` works from the rectangles).
    ``tag(key)``: the clue tag its choice is made under (explanations name it)."""
    d = Division(model, [(r, c) for r in range(rows) for c in range(cols)])
    cover: dict[tuple[int, int], list[int]] = {cell: [] for cell in d.cells}
    for key, rects in candidates.items():
        d.active[key] = None
        lits = d.rects[key] = {rect: model.var(name, key, rect.r, rect.c, rect.h, rect.w) for rect in rects}
        if primary:
            model.mark_primary(*lits.values())
        with model.tag(tag(key)) if tag else nullcontext():
            exactly(model, list(lits.values()), 1)
        covering: dict[tuple[int, int], list[int]] = {}
        for rect, lit in lits.items():
            for cell in rect.cells():
                covering.setdefault(cell, []).append(lit)
        for cell, ls in covering.items():
            cover[cell] += ls
            if not members:
                d.owners[cell][key] = None
                continue
            if len(ls) == 1:
                d._add(key, cell, ls[0])
                continue
            x = model.aux()
            model.add([-x] + ls)
            for l in ls:
                model.add([x, -l])
            d._add(key, cell, x)
    # a cell in exactly one region: the rectangles covering it, one of them chosen
    for cell in d.cells:
        exactly(model, cover[cell], 1)
    return d


def clue_rectangles(model: Model, rows: int, cols: int, clues: Iterable[tuple[int, int]],
                    areas: Mapping | None = None, fits: Mapping | None = None, tag=None, prune: bool = True,
                    members: bool = False) -> Division:
    """A rectangle round every clue cell, the rectangles tiling the grid (:func:`tile`): each
    holds no other clue cell, has the clue's area (``areas[cell]``, None: any) and fits it
    (``fits[cell](rect)``, if given).  ``prune``: rectangles that break this are no candidates
    (solving); else every rectangle round a clue is, and each condition is said under its
    clue's ``tag(cell)`` (explanations: a conflict names the clues)."""
    clues, areas, fits = list(clues), areas or {}, fits or {}
    if prune:
        cands = {x: rectangles(rows, cols, [x], areas.get(x), [y for y in clues if y != x], fits.get(x))
                 for x in clues}
        return tile(model, rows, cols, cands, tag=tag, members=members)
    d = tile(model, rows, cols, {x: rectangles(rows, cols, [x]) for x in clues}, tag=tag, members=members)
    for x in clues:
        fit, area = fits.get(x), areas.get(x)
        with model.tag(tag(x)) if tag else nullcontext():
            model.add_all([-lit] for rect, lit in d.rects[x].items()
                          if area not in (None, rect.area) or (fit is not None and not fit(rect)))
        for y in clues:
            if y != x:
                with model.tag(tag(y)) if tag else nullcontext():
                    model.add_all([-lit] for rect, lit in d.rects[x].items() if y in rect)
    return d
