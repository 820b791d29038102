"""Fillomino (Filling in Simon Tatham's collection).

Rules: divide the grid into regions and write in every cell the size of its region (the
number of cells in it).  Two regions of the same size never share an edge; a given number
stays.  A region may hold no given number.  The answer is the grid of sizes
(``{"grid": [[3, 3, 1, ...], ...]}``): the regions are its areas of equal numbers.

Encoding: the shared division (:func:`gridsat.connectivity.division.divide`), a region with a
given rooted at its first given (of that size, within that many steps less one), a region
without one at its first cell (:func:`~gridsat.connectivity.division.sized_anchors`; with clue
names, every region at its first cell); a cell's number is its root's, a root's region size is
counted in unary.  Sizes 1..N are one-hot, N = max(9, the largest given); a region
without a given can be larger only inside an area of more than N cells without a given: there
each cell's anchor may take its whole area (:func:`widen`), and a region past N has the size
"big" (B), at least N + 1 cells.  Two touching big regions must still differ in size: in-process
a pair of one size is cut off when found, else each big cell's size is counted in unary
(:func:`big_regions`).  So no size is assumed: every answer is found (a published 22x17 has
given-free areas of 92 and 84 cells; its largest given is 17).

Formats: native text ``fillomino WxH`` and the rows (``.`` empty); JSON; puzz.link
``fillomino/C/R/BODY`` (number16); Tatham's Filling game ID ``WxH:DESC`` (digits 1-9,
``a``-``z`` 1-26 empty cells); puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random
import re

from ...answers import Filling, Numbers
from ...board import Board, Cells
from ...cardinality import at_least, exactly
from ...connectivity.division import Anchor, connected_partitions, divide, first_cell_anchors, sized_anchors
from ...connectivity import reach as reach_
from ...connectivity.graph import grid_graph
from ...context import LAZY_CUTS, UNNAMED_CLUES
from ...declare import OneLine, Url, declare
from ...genre import Generator, Part
from ...formats.codecs import Number16, RunLength, Seq, tatham_cursor
from ...formats import InputError
from ...formats.tatham import split_game_id
from ...render.text import cell_name
from . import generate as gen

BOARD = Board(cells=Cells(numbers=(1, None)), max_size=200)
SIZES = Numbers()
GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4}):")
DESC = RunLength({str(k): k for k in range(1, 10)})


FREE = 9  # sizes up to max(FREE, the largest given) are one-hot; a larger region is "big"
NEAR = Part("near givens", when=UNNAMED_CLUES, help="a region reaches only as far as the givens in it allow")
BIG_CUTS = Part("big cuts", when=LAZY_CUTS, help="two touching big regions of one size cut off when found")


def largest(p) -> int:
    """N: the largest size written one-hot (a region past it holds no given and is "big")."""
    return min(p.rows * p.cols, max([FREE, *p.numbers().values()]))


def big_areas(p) -> list[list[tuple[int, int]]]:
    """The areas of cells without a given (orthogonally connected) of more than
    :func:`largest` cells: only there can a region hold no given and pass that size."""
    n = largest(p)
    return [a for a in p.areas([x for x in p if p.cells[x[0]][x[1]] is None]) if len(a) > n]


def widen(p, n, anchors) -> set:
    """A region without a given may pass ``n`` cells only in a big area: there the anchor of
    each cell v that reaches more than n cells of its area after v (through them) takes them
    all, its connectivity cut lazily where it can be (a distance count that far is too big).
    Returns the roots widened."""
    out = set()
    for area in big_areas(p):
        inside = set(area)
        for v in area:
            seen, todo = {v}, [v]
            while todo:
                r, c = todo.pop()
                for w in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if w in inside and w > v and w not in seen:
                        seen.add(w)
                        todo.append(w)
            if len(seen) > n:
                anchors[v] = Anchor((v,), tuple(sorted(seen | set(anchors[v].cells))), optional=True, prefer="lazy")
                out.add(v)
    return out


def rules(p, model, options) -> None:
    n = largest(p)
    sizes = range(1, n + 1)
    v = SIZES.vars(p, model, sizes)
    given = p.numbers()
    g = grid_graph(p.rows, p.cols)
    near = options.on(NEAR)  # a region with a given rooted at its first given, else at its first cell
    reach = sized_anchors(g, max_size=n, sizes=given) if near else first_cell_anchors(g, max_size=n)
    small = dict(reach)
    bigs = widen(p, n, reach)  # roots of regions without a given past n cells: their size "big" (B)
    d = divide(model, g, reach, primary=False, prefer="distance")
    big = {x: model.var("big", *x) for area in big_areas(p) for x in area}
    for cell in p:
        exactly(model, [v[(*cell, k)] for k in sizes] + ([big[cell]] if cell in big else []), 1)
    for (r, c), k in given.items():
        with model.tag(f"{cell_name(r, c)} is in a region of {k}"):
            model.add([v[r, c, k]] if k <= n else [])
            for root, x in d.owners[r, c].items():  # so is its root (implied, and a shortcut)
                model.add([-x, v[(*root, k)]] if k <= n else [-x])
    for a, b in p.edges():
        same = d.same(a, b)
        for k in sizes:  # one region: one number; neighbours with one number: one region
            model.add([-same, -v[(*a, k)], v[(*b, k)]])
            model.add([-same, v[(*a, k)], -v[(*b, k)]])
            model.add([same, -v[(*a, k)], -v[(*b, k)]])
        if a in big and b in big:
            model.add([-same, -big[a], big[b]])
            model.add([-same, big[a], -big[b]])
    for root, cells in d.member.items():
        if near and root in given:  # a given's region: its cells hold the given, that many of them
            k, act = given[root], cells[root]
            if k > n:
                model.add([-act])
                continue
            model.add_all([-x, v[(*c, k)]] for c, x in cells.items())
            out = d.size(root, k + 1)
            model.add([-act, out[k - 1]] if k <= len(out) else [-act])
            if k < len(out):
                model.add([-act, -out[k]])
            continue
        out, act = d.size(root, n + 1 if root not in bigs or options.on(BIG_CUTS) else None), cells[root]
        if root in bigs:  # B exactly when more than n cells
            model.add_all([[-act, -out[n], big[root]], [-act, out[n], -big[root]]])
        elif len(out) > n:
            model.add([-out[n]])
        for k in sizes:  # a root's number is its region's size
            at_least = [out[k - 1]] if k <= len(out) else []
            model.add([-act, -v[(*root, k)]] + at_least)
            if k < len(out):
                model.add([-act, -v[(*root, k)], -out[k]])
                model.add([-act, v[(*root, k)], -out[k - 1], out[k]])
            elif k == len(out):
                model.add([-act, v[(*root, k)], -out[k - 1]])
    if bigs:
        big_regions(p, model, options, d, bigs, big, n)
    for root in bigs:  # implied: each region's n + 1 cells nearest its root lie within n steps
        near_cores(model, g, d, root, small[root].cells, d.size(root)[n], n)


def near_cores(model, g, d, root, small, big, n) -> None:  # big: the region has more than n cells
    """Implied, for a widened root: its region's first n + 1 cells in breadth-first order (all
    of it when it has at most n cells, which then lie among ``small``, its anchor's cells
    before widening) are joined to the root within n steps: counted by distance, not by the
    lazy cuts that join the rest of a big region."""
    mem = d.member[root]
    depth, frontier = {root: 0}, [root]
    for k in range(1, n + 1):
        frontier = [w for u in frontier for w in g.neighbors(u) if w in mem and w not in depth and depth.setdefault(w, k) == k]
    core = {}
    for c in depth:
        core[c] = y = model.aux()
        model.add([-y, mem[c]])
        if c in small:
            model.add([y, -mem[c], big])
    model.add_all([-mem[c], big] for c in mem if c not in small)
    with model.guarded(big):
        at_least(model, list(core.values()), n + 1)
    sub = g.subgraph(depth)
    reach_(model, sub, {root: mem[root]}, need=core, edge={(a, b): d.both(root, a, b) for a, b in sub.edges},
           bound=n, method="distance")


def big_regions(p, model, options, d, bigs, big, n) -> None:
    """Two regions of more than ``n`` cells without a given that touch differ in size
    (in-process: a pair of one size is cut off when found; else every big cell's size in
    unary, passed along its region and compared across borders).  A B cell's size is read
    from its region; the borders between big regions are answer variables (with the sizes,
    they tell two answers apart)."""
    pairs = [(a, b) for a, b in p.edges() if a in big and b in big]
    for a, b in pairs:  # the borders between big regions: with the sizes, they tell the answer
        y = model.var("value", *a, "border", *b)  # (a's answer variables: hints read them as a's)
        same = d.same(a, b)
        model.add_all([[-y, -same], [-y, big[a]], [-y, big[b]], [y, same, -big[a], -big[b]]])
        model.mark_primary(y)
    if options.on(BIG_CUTS):
        model.add_lazy(lambda values: _same_size_cuts(d, bigs, pairs, values))
        return
    top = max(len(d.member[root]) for root in bigs)
    at = {x: {n + 1: b} for x, b in big.items()}  # at[x][k]: x's region has at least k cells
    for x in big:
        for k in range(n + 2, top + 1):
            at[x][k] = model.aux()
            model.add([-at[x][k], at[x][k - 1]])
    for x in bigs:
        act, out = d.member[x][x], d.size(x)
        for k in range(n + 2, top + 1):
            model.add([-act, -at[x][k]] + ([out[k - 1]] if k <= len(out) else []))
            if k <= len(out):
                model.add([-act, at[x][k], -out[k - 1]])
    for a, b in pairs:
        same = d.same(a, b)
        for k in range(n + 2, top + 1):
            model.add([-same, -at[a][k], at[b][k]])
            model.add([-same, at[a][k], -at[b][k]])
        for k in range(n + 1, top + 1):  # two regions that touch: not both of k cells
            more = [at[a][k + 1], at[b][k + 1]] if k < top else []
            model.add([same, -at[a][k], -at[b][k]] + more)


def _same_size_cuts(d, bigs, pairs, values) -> list[list[int]]:
    """For each two big regions of one size that touch: "one of them is not exactly so"
    (it lacks a cell of its own or takes a cell on its border)."""
    owner, regions = {}, {}
    for key in bigs:
        cells = [x for x, lit in d.member[key].items() if values.get(lit, False)]
        if cells:
            regions[key] = cells
            owner.update((x, key) for x in cells)
    cuts = {}
    for a, b in pairs:
        ka, kb = owner.get(a), owner.get(b)
        if ka and kb and ka != kb and len(regions[ka]) == len(regions[kb]) and (kb, ka) not in cuts:
            cuts[ka, kb] = [lit for key in (ka, kb) for lit in _exactly(d, key, regions[key])]
    return list(cuts.values())


def _exactly(d, key, cells) -> list[int]:
    inside, mem = set(cells), d.member[key]
    border = {(r + i, c + j) for r, c in cells for i, j in ((1, 0), (-1, 0), (0, 1), (0, -1))} - inside
    return [-mem[x] for x in cells] + [mem[x] for x in sorted(border) if x in mem]


def decode(p, model, values, info=None):
    """The sizes of the value variables, and a big cell's from its region."""
    grid = [[0] * p.cols for _ in range(p.rows)]
    regions: dict = {}
    for var, on in values.items():
        label = model.label(var) if on else None
        if label and label[0] == "in":
            regions.setdefault(label[1], []).append(label[2])
        elif label and label[0] == "value" and len(label) == 4:
            grid[label[1]][label[2]] = label[3]
    for cells in regions.values():
        for r, c in cells:
            grid[r][c] = grid[r][c] or len(cells)
    return Filling(tuple(map(tuple, grid)))


def check(p, sol) -> list[str]:
    grid = sol.grid
    if len(grid) != p.rows or any(len(row) != p.cols for row in grid):
        return [f"the answer must be {p.rows} rows of {p.cols} numbers"]
    bad = [f"{cell_name(r, c)} holds {grid[r][c]!r}, not a size" for r, c in p
           if isinstance(grid[r][c], bool) or not isinstance(grid[r][c], int) or grid[r][c] < 1]
    if bad:
        return bad
    problems = [f"{cell_name(r, c)} must keep its given {k}, holds {grid[r][c]}"
                for (r, c), k in p.numbers().items() if grid[r][c] != k]
    for k in sorted({x for row in grid for x in row}):
        for area in p.areas([(r, c) for r, c in p if grid[r][c] == k]):
            if len(area) != k:  # an area of equal numbers is one region (equal sizes never touch)
                problems.append(f"the region of {k}s at {cell_name(*area[0])} has {len(area)} cells")
    return problems


def candidates(p):
    for part in connected_partitions(p.rows, p.cols):
        grid = [[0] * p.cols for _ in range(p.rows)]
        for region in part:
            for r, c in region:
                grid[r][c] = len(region)
        yield Filling(tuple(map(tuple, grid)))


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    cells = [[rng.choice((1, 2, 2, 3, 3, 4)) if rng.random() < 0.35 else None for _ in range(cols)]
             for _ in range(rows)]
    return Puzzle(cells=cells)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1):
    gid = split_game_id(text, source, line, col)
    m = GAME_ID.fullmatch(gid.params + ":")
    if not m:
        raise gid.error("not a Filling game ID: expected WxH:DESC, e.g. 3x3:1a2b33c", 0)
    w, h = int(m[1]), int(m[2])
    if not (1 <= w <= BOARD.max_size and 1 <= h <= BOARD.max_size):
        raise gid.error(f"game description: size {w}x{h} is out of range 1..{BOARD.max_size}", 0)
    if not any(ch.isdigit() for ch in gid.desc):  # letters alone: a Galaxies ID, not a puzzle here
        raise gid.error("a Filling game ID gives some numbers", 0)
    cur = tatham_cursor(gid)
    cells = DESC.read(cur, (h, w))
    cur.done()
    return Puzzle(cells=cells, source=source)


def to_tatham(p) -> str:
    if any(k > 9 for k in p.numbers().values()) or not p.numbers():
        raise InputError("a Filling game ID holds some numbers, 1-9 only")
    return f"{p.cols}x{p.rows}:" + DESC.write(p.cells, (p.rows, p.cols))


GENERATOR = Generator(make=lambda rng, size, options: gen.make(rng, size, options, Puzzle), improve=gen.improve,
                      clues=gen.clues, without=gen.without, monotone=True, size=(7, 7))
GENRE = declare(
    "fillomino", "Fillomino", BOARD, SIZES, rules, check, module=__name__,
    url=Url(("fillomino",), Seq(("cells", Number16()))), puzzlekit=("cells",), tiny=tiny,
    candidates=candidates, ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),),
    generate=GENERATOR, decode=decode, uses=("connect",))
Puzzle = GENRE.puzzle
