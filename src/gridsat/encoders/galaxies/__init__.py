"""Galaxies (Tentai Show; Tatham's Galaxies; pzprjs tentaisho).

Rules: dots lie on the grid, each on a cell's centre, on an edge between two cells or on a
corner where four meet.  Divide the grid into regions, each holding exactly one dot and
looking the same after a half turn about its dot.  The answer is the regions
(``{"regions": [[[r, c], ...], ...]}``).

A dot is written in the cell at its top left, as puzzlekit does: ``0`` the cell's centre,
``1`` the middle of its right edge, ``2`` of its bottom edge, ``3`` its bottom-right corner
(so one cell holds at most one dot: two such dots would share a cell, no answer has them).
pzprjs's black dots read as dots (their colour only paints the picture).

Encoding: the shared division (:func:`gridsat.connectivity.division.divide`), a region per
dot holding the cells round it, connected, symmetric about the dot.

Formats: native text ``galaxies WxH`` and the rows (``.``, ``0``-``3``); JSON; puzz.link
``tentaisho/C/R/BODY`` (its dots over the (2R-1) x (2C-1) places); Tatham's Galaxies game ID
``WxH[dX]:DESC`` (``a``-``y`` 0-24 empty places then a dot, ``z`` 25 empty places);
puzzlekit's ``R C`` and the rows.
"""
from __future__ import annotations

import random
import re

from ...answers import REGIONS
from ...board import Board, Cells, Grid
from ...connectivity.division import Anchor, chosen_regions, connected_partitions, divide, division_problems
from ...connectivity.graph import grid_graph
from ...context import UNNAMED_CLUES
from ...declare import OneLine, Url, declare
from ...formats import InputError
from ...formats.codecs import Codec, Seq, tatham_cursor
from ...formats.tatham import split_game_id
from ...genre import Generator, Part
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, 3)), max_size=200)
GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4})(?:d[a-z])?:")
INSIDE = Part("mirrored inside", when=UNNAMED_CLUES, help="a dot's region holds only cells its half turn keeps on the grid")


def place(r: int, c: int, k: int) -> tuple[int, int]:
    """A dot's place in half cells (``(2r, 2c)``: the centre of cell (r, c))."""
    return 2 * r + (k >= 2), 2 * c + k % 2


def home(y: int, x: int) -> tuple:
    """The cells round the place (y, x): one, two or four."""
    return tuple((r, c) for r in sorted({y // 2, (y + 1) // 2}) for c in sorted({x // 2, (x + 1) // 2}))


class DotGrid(Grid):
    __slots__ = ()

    def validate(self) -> None:
        for (r, c), k in self.numbers().items():
            if not all(self.inside(*x) for x in home(*place(r, c, k))):
                raise InputError(f"{cell_name(r, c)}: dot {k} lies on the grid's border", self.source, cell=(r, c))

    def dots(self) -> dict[tuple[int, int], tuple]:
        """``{place: home cells}`` of every dot."""
        return {(y, x): home(y, x) for (y, x) in (place(r, c, k) for (r, c), k in self.numbers().items())}


def dot_name(y: int, x: int) -> str:
    return f"the dot at {cell_name(y // 2, x // 2)}" + ("" if y % 2 == x % 2 == 0 else f"+{y % 2}{x % 2}")


def rules(p, model, options) -> None:
    dots = p.dots()

    def mirrored(y, x):
        return tuple(cell for cell in p if p.inside(y - cell[0], x - cell[1]))
    anchors = {d: Anchor(h, mirrored(*d) if options.on(INSIDE) else None) for d, h in dots.items()}
    div = divide(model, grid_graph(p.rows, p.cols), anchors, tag=lambda d: f"{dot_name(*d)} has its region")
    for d in dots:
        with model.tag(f"{dot_name(*d)} has its region"):
            div.symmetric(d, d)


def decode(p, model, values, info=None):
    return REGIONS.make(chosen_regions(model, values))


def check(p, sol) -> list[str]:
    problems = division_problems(p.rows, p.cols, sol.regions)
    dots = p.dots()
    for region in sol.regions:
        cells = set(region)
        mine = [d for d, h in dots.items() if set(h) <= cells]
        split = [d for d, h in dots.items() if set(h) & cells and not set(h) <= cells]
        where = f"the region at {cell_name(*region[0])}"
        if split:
            problems.append(f"{where} cuts through {dot_name(*split[0])}")
        if len(mine) != 1:
            problems.append(f"{where} holds {len(mine)} dots, needs 1")
        elif {(mine[0][0] - r, mine[0][1] - c) for r, c in region} != cells:
            problems.append(f"{where} is not the same after a half turn about {dot_name(*mine[0])}")
    return problems


def tiny(rng: random.Random):
    """The dots of a random division into regions symmetric about their centres (a planted
    answer), now and then one dot moved."""
    rows, cols = rng.randint(1, 3), rng.randint(2, 3)
    fits = []
    for part in connected_partitions(rows, cols):
        centres = [(min(r for r, _ in g) + max(r for r, _ in g), min(c for _, c in g) + max(c for _, c in g))
                   for g in part]
        if all({(y - r, x - c) for r, c in g} == set(g) for g, (y, x) in zip(part, centres)):
            fits.append(centres)
    places = list(rng.choice(fits))
    if rng.random() < 0.4:
        places[rng.randrange(len(places))] = (rng.randrange(2 * rows - 1), rng.randrange(2 * cols - 1))
    cells = [[None] * cols for _ in range(rows)]
    for y, x in places:
        cells[y // 2][x // 2] = 2 * (y % 2) + x % 2
    return Puzzle(cells=cells)


# -- the dots as places: puzz.link stars, Tatham's description ------------------------------------

def to_places(p) -> list[bool]:
    """Every place of the (2R-1) x (2C-1) grid of places, row by row: a dot there?"""
    on = set(p.dots())
    return [(y, x) in on for y in range(2 * p.rows - 1) for x in range(2 * p.cols - 1)]


def from_places(flags: list[bool], rows: int, cols: int, cur) -> tuple:
    cells = [[None] * cols for _ in range(rows)]
    for i, flag in enumerate(flags):
        if flag:
            y, x = divmod(i, 2 * cols - 1)
            r, c = y // 2, x // 2
            if cells[r][c] is not None:
                raise cur.error(f"two dots round {cell_name(r, c)} (no answer can hold both)")
            cells[r][c] = 2 * (y % 2) + x % 2
    return tuple(map(tuple, cells))


class Stars(Codec):
    """pzprjs ``decodeStar``: ``0``-``f`` a star (odd: black) and ``n >> 1`` empty places after
    it; ``g``-``z`` 1-20 empty places; what follows the last place is ignored (as pzprjs does)."""

    def read(self, cur, shape):
        rows, cols = shape
        n = (2 * rows - 1) * (2 * cols - 1)
        flags, s = [False] * n, 0
        while s < n:
            ch = cur.take(1, "the dots")
            if ch in "0123456789abcdef":
                flags[s] = True
                s += (int(ch, 16) >> 1) + 1
            elif "g" <= ch <= "z":
                s += int(ch, 36) - 15
            else:
                raise cur.error(f"unexpected {ch!r}", cur.pos - 1)
        cur.pos = len(cur.text)
        return from_places(flags, rows, cols, cur)

    def write(self, value, shape):
        flags = to_places(Puzzle(cells=value))
        out, gap, s = [], 0, 0
        while s < len(flags):
            if not flags[s]:
                gap, s = gap + 1, s + 1
                if gap == 20:
                    out.append("z")
                    gap = 0
                continue
            if gap:
                out.append("0123456789abcdefghijklmnopqrstuvwxyz"[gap + 15])
                gap = 0
            i = next((i for i in range(1, 8) if s + i < len(flags) and flags[s + i]), 8)
            out.append("%x" % (2 * (i - 1)))
            s += i
        if gap:
            out.append("0123456789abcdefghijklmnopqrstuvwxyz"[gap + 15])
        return "".join(out)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1):
    gid = split_game_id(text, source, line, col)
    m = GAME_ID.fullmatch(gid.params + ":")
    if not m:
        raise gid.error("not a Galaxies game ID: expected WxH:DESC, e.g. 3x3:gag", 0)
    w, h = int(m[1]), int(m[2])
    if not (1 <= w <= BOARD.max_size and 1 <= h <= BOARD.max_size):
        raise gid.error(f"game description: size {w}x{h} is out of range 1..{BOARD.max_size}", 0)
    cur = tatham_cursor(gid)
    flags, s = [False] * ((2 * h - 1) * (2 * w - 1)), 0
    while cur.more():
        ch = cur.take()
        run = 25 if ch == "z" else ord(ch.lower()) - ord("a") if ch.isascii() and ch.isalpha() else -1
        if run < 0 or s + run + (ch != "z") > len(flags):
            raise cur.error(f"unexpected {ch!r}" if run < 0 else "more places than the grid has", cur.pos - 1)
        s += run
        if ch != "z":
            flags[s], s = True, s + 1
    return Puzzle(cells=from_places(flags, h, w, cur), source=source)


def to_tatham(p) -> str:
    out, run = [], 0
    for flag in to_places(p):
        if not flag:
            run += 1
            continue
        while run > 24:
            out.append("z")
            run -= 25
        out.append(chr(ord("a") + run))
        run = 0
    return f"{p.cols}x{p.rows}:" + "".join(out)


Puzzle = BOARD.puzzle_type("galaxies", __name__, DotGrid)
# -- gridsat generate: regions grown symmetric about random dots; a move grows some again ------------

GROW = 20  # a region's cells, at most (the size it is grown to is random, 1 to this)


def grow(rng: random.Random, rows: int, cols: int, free: set, owner: dict) -> None:
    """Divide the ``free`` cells into regions, each symmetric about its dot: a random free
    cell, a dot on it or on one of its edges or corners (every cell round the dot free), then
    pairs of free cells mirrored about the dot added next to the region, up to a random size.
    ``owner``: cell -> dot place, filled in."""
    free = set(free)
    while free:
        r, c = rng.choice(sorted(free))
        dots = [(2 * r + dy, 2 * c + dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
        dots = [d for d in dots if 0 <= d[0] <= 2 * rows - 2 and 0 <= d[1] <= 2 * cols - 2 and set(home(*d)) <= free]
        y, x = rng.choice(dots)
        region = set(home(y, x))
        size = rng.randint(len(region), GROW)
        while len(region) < size:
            near = sorted({n for a, b in region for n in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1))
                           if n in free and n not in region and (y - n[0], x - n[1]) in free})
            if not near:
                break
            n = rng.choice(near)
            region |= {n, (y - n[0], x - n[1])}
        for cell in region:
            owner[cell] = (y, x)
        free -= region


def dotted(owner: dict, rows: int, cols: int, source: str = "generated"):
    cells = [[None] * cols for _ in range(rows)]
    for y, x in set(owner.values()):
        cells[y // 2][x // 2] = 2 * (y % 2) + x % 2
    return Puzzle(cells=cells, source=source)


def make(rng: random.Random, size, options):
    rows, cols = size
    if rows * cols < 2:
        raise InputError(f"a {rows}x{cols} grid is too small for Galaxies (at least 2 cells)")
    owner: dict = {}
    grow(rng, rows, cols, {(r, c) for r in range(rows) for c in range(cols)}, owner)
    return dotted(owner, rows, cols)


def improve(rng: random.Random, p, forced):
    """The regions of the answer found round a cell where answers differ (that region and its
    neighbours) grown again from new dots; the other regions and their dots stay."""
    sol = forced.solution
    open_cells = sorted({lab[2] for lab in forced.open if len(lab) == 3 and lab[0] == "in"})
    if sol is None or not open_cells:
        return None
    dots = p.dots()
    owner = {cell: next(d for d, h in dots.items() if set(h) <= set(region)) for region in sol.regions
             for cell in region}
    r, c = rng.choice(open_cells)
    redo = {owner[(r, c)]} | {owner[n] for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if n in owner}
    free = {cell for cell, d in owner.items() if d in redo}
    owner = {cell: d for cell, d in owner.items() if d not in redo}
    grow(rng, p.rows, p.cols, free, owner)
    return dotted(owner, p.rows, p.cols, p.source)


GENRE = declare(
    "galaxies", "Galaxies", BOARD, REGIONS, rules, check, module=__name__, aliases=("tentaisho", "tentai-show"),
    url=Url(("tentaisho",), Seq(("cells", Stars()))), puzzlekit=("cells",), tiny=tiny, puzzle=Puzzle,
    decode=decode, ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),),
    draw=lambda p, sol=None, ascii=False: REGIONS.text(p, "Galaxies", sol, ascii), uses=("connect",),
    generate=Generator(make=make, improve=improve, size=(7, 7)))
