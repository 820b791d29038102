"""The edge-matching puzzle: a board size and a set of tiles (validated on construction), edge
labels and what matches, tiles as seen turned, board turns, and the answer.

Edges are listed ``right, top, left, bottom``; a rotation ``k`` is ``k`` counter-clockwise
quarter turns, after which side ``e`` shows the tile's original edge ``(e - k) mod 4``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Hashable

from ...formats import InputError
from ...render.text import cell_name

STYLES = ("halves", "signed", "colours")
SIDES = ("right", "top", "left", "bottom")
STEP = ((0, 1), (-1, 0), (0, -1), (1, 0))  # (dr, dc) of the neighbour on each side
MAX_TILES = 10_000
INT = re.compile(r"^[+-]?\d{1,9}$")


@dataclass(frozen=True)
class Tile:
    id: Hashable
    edges: tuple  # right, top, left, bottom


@dataclass(frozen=True)
class Fixed:
    tile: Hashable
    row: int
    col: int
    rotation: int = 0


@dataclass(frozen=True)
class Puzzle:
    """``rows`` x ``cols`` cells and exactly as many tiles.  A validation error about a tile or
    a fixed piece carries ``row=`` the index of that entry in the input (the tiles, then the
    fixed pieces), which a reader turns into a line with :meth:`InputError.locate`."""

    rows: int
    cols: int
    style: str
    tiles: tuple[Tile, ...]
    fixed: tuple[Fixed, ...] = ()
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        src, n = self.source, len(self.tiles)

        def err(msg: str, entry: int) -> InputError:
            return InputError(msg, src, row=entry)

        if self.style not in STYLES:
            raise InputError(f"unknown edge style {self.style!r}; choose one of: {', '.join(STYLES)}", src)
        for what, v in (("rows", self.rows), ("cols", self.cols)):
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise InputError(f"board {what} must be an integer >= 1, got {v!r}", src)
        if n == 0:
            raise InputError("no tiles found", src)
        if n > MAX_TILES:
            raise InputError(f"{n} tiles is more than the supported {MAX_TILES}", src)
        if n != self.rows * self.cols:
            raise InputError(f"a {self.rows}x{self.cols} board needs {self.rows * self.cols} tiles, "
                             f"the set has {n}", src)
        seen: dict = {}
        for i, t in enumerate(self.tiles):
            if isinstance(t.id, bool) or not isinstance(t.id, (int, str)) or t.id == "":
                raise err(f"tile id must be an integer or a name, got {t.id!r}", i)
            if t.id in seen:
                raise err(f"duplicate tile id {t.id!r} (first given as tile {seen[t.id] + 1})", i)
            seen[t.id] = i
            if len(t.edges) != 4:
                raise err(f"tile {t.id} has {len(t.edges)} edges, needs 4", i)
            for e in t.edges:
                problem = label_problem(self.style, e)
                if problem:
                    raise err(f"tile {t.id}: {problem}", i)
        if self.border_edges > self.perimeter:
            raise InputError(f"the set has {self.border_edges} border edges but the {self.rows}x{self.cols} "
                             f"board's frame has only {self.perimeter} places", src)
        cells: set = set()
        used: set = set()
        for j, f in enumerate(self.fixed):
            i = n + j
            if isinstance(f.tile, bool) or not isinstance(f.tile, (int, str)) or f.tile not in seen:
                raise err(f"fixed piece: no tile has id {f.tile!r}", i)
            if not (0 <= f.row < self.rows and 0 <= f.col < self.cols):
                raise err(f"fixed piece {f.tile}: cell {cell_name(f.row, f.col)} is outside the "
                          f"{self.rows}x{self.cols} board", i)
            if isinstance(f.rotation, bool) or not isinstance(f.rotation, int) or not 0 <= f.rotation <= 3:
                raise err(f"fixed piece {f.tile}: rotation must be 0..3 quarter turns, got {f.rotation!r}", i)
            if (f.row, f.col) in cells:
                raise err(f"two fixed pieces on {cell_name(f.row, f.col)}", i)
            if f.tile in used:
                raise err(f"tile {f.tile} is fixed twice", i)
            cells.add((f.row, f.col))
            used.add(f.tile)

    @property
    def perimeter(self) -> int:
        return 2 * (self.rows + self.cols)

    @cached_property
    def by_id(self) -> dict:
        return {t.id: t for t in self.tiles}

    @cached_property
    def border_edges(self) -> int:
        return sum(1 for t in self.tiles for e in t.edges if is_border(self.style, e))

    @property
    def framed(self) -> bool:
        """Every place on the frame must show a border edge (the set has exactly enough)."""
        return self.border_edges == self.perimeter

    def tile(self, tid) -> Tile | None:
        """The tile called ``tid`` (``"7"`` finds tile 7 and the other way round), else None."""
        if isinstance(tid, bool) or not isinstance(tid, (int, str)):
            return None
        t = self.by_id.get(tid)
        if t is None and not isinstance(tid, str):
            t = self.by_id.get(str(tid))
        if t is None and isinstance(tid, str) and INT.match(tid):
            t = self.by_id.get(int(tid))
        return t


@dataclass(frozen=True)
class Solution:
    placement: tuple  # rows of (tile id, rotation); tile id None = empty cell (invalid)
    rotation_allowed: bool = field(default=True, compare=False)
    symmetries: tuple = field(default=(0,), compare=False)  # board quarter turns searched up to


# -- edge labels -----------------------------------------------------------------------------

def label_problem(style: str, e) -> str | None:
    """What is wrong with ``e`` as an edge label of ``style`` (None: nothing)."""
    if style == "halves":
        if (not isinstance(e, tuple) or len(e) != 2 or not isinstance(e[0], str) or not e[0]
                or e[1] not in ("+", "-")):
            return f"edge {e!r} must be [picture, '+' or '-']"
        return None
    if style == "signed":
        if isinstance(e, bool) or not isinstance(e, int):
            return f"edge {e!r} must be an integer"
        return None
    if isinstance(e, bool) or not isinstance(e, (int, str)) or e == "":
        return f"colour {e!r} must be an integer or a name"
    if isinstance(e, int) and e < 0:
        return f"colour {e} is negative (negative numbers mean style 'signed')"
    return None


def is_border(style: str, e) -> bool:
    return style != "halves" and e == 0 and not isinstance(e, bool)


def complement(style: str, e):
    """The label an edge must touch to match ``e``."""
    if style == "halves":
        return (e[0], "-" if e[1] == "+" else "+")
    if style == "signed":
        return -e
    return e


def matches(style: str, a, b) -> bool:
    if is_border(style, a) or is_border(style, b):
        return False
    return complement(style, a) == b


def label_text(style: str, e) -> str:
    if style == "halves":
        return f"{e[0]}{e[1]}"
    return str(e)


# -- tiles as seen ---------------------------------------------------------------------------

def oriented(edges: tuple, rotation: int) -> tuple:
    """What the sides right, top, left, bottom show after ``rotation`` CCW quarter turns."""
    return tuple(edges[(s - rotation) % 4] for s in range(4))


def _sort_key(e):
    if isinstance(e, tuple):
        return (2, e)
    return (0, e, "") if isinstance(e, int) else (1, 0, e)


@lru_cache(maxsize=1 << 16)
def look_key(edges: tuple, rotation: bool = True) -> tuple:
    """The same key for every look of a tile (the tile itself when turning is not allowed)."""
    if not rotation:
        return edges
    return min((oriented(edges, r) for r in range(4)), key=lambda t: tuple(map(_sort_key, t)))


@dataclass
class TileClass:
    """Tiles that look the same (up to rotation when rotating is allowed)."""
    base: tuple           # edges of the class (the first member's)
    members: list         # tile indices, input order
    orients: list         # rotations of base giving the distinct appearances


def tile_classes(p: Puzzle, rotation: bool = True) -> list[TileClass]:
    out: list[TileClass] = []
    index: dict = {}
    for i, t in enumerate(p.tiles):
        key = look_key(t.edges, rotation)
        if key in index:
            out[index[key]].members.append(i)
            continue
        index[key] = len(out)
        orients, seen = [], set()
        for r in (range(4) if rotation else (0,)):
            look = oriented(t.edges, r)
            if look not in seen:
                seen.add(look)
                orients.append(r)
        out.append(TileClass(t.edges, [i], orients))
    return out


# -- answers ---------------------------------------------------------------------------------

def assign_ids(p: Puzzle, looks, rotation: bool = True) -> tuple:
    """The placement showing ``looks`` (rows of the edges each cell shows, None: nothing):
    fixed pieces first, then the ids of tiles that look the same handed out in input order,
    row by row; each turned the fewest quarter turns that show the look."""
    pool: dict = {}
    for t in p.tiles:
        pool.setdefault(look_key(t.edges, rotation), []).append(t)
    placement: list[list] = [[(None, 0)] * p.cols for _ in range(p.rows)]
    done = set()
    for f in p.fixed:
        got = looks[f.row][f.col]
        tile = p.by_id[f.tile]
        if got is not None and oriented(tile.edges, f.rotation) == got:
            pool[look_key(tile.edges, rotation)].remove(tile)
            placement[f.row][f.col] = (tile.id, f.rotation)
            done.add((f.row, f.col))
    for r in range(p.rows):
        for c in range(p.cols):
            look = looks[r][c]
            if (r, c) in done or look is None:
                continue
            same = pool.get(look_key(look, rotation))
            if not same:  # more cells show this look than there are such tiles (not an answer)
                continue
            tile = same.pop(0)
            rot = next((k for k in range(4) if oriented(tile.edges, k) == look), 0)
            placement[r][c] = (tile.id, rot)
    return tuple(tuple(row) for row in placement)


def appearance(p: Puzzle, sol: Solution) -> tuple:
    """The answer as seen: rows of the edges each cell shows (None for an empty/unknown cell)."""
    out = []
    for row in sol.placement:
        line = []
        for tid, rot in row:
            t = p.tile(tid) if tid is not None else None
            line.append(oriented(t.edges, rot) if t is not None and isinstance(rot, int) else None)
        out.append(tuple(line))
    return tuple(out)


# -- board turns -----------------------------------------------------------------------------

def symmetry_group(p: Puzzle, rotation: bool = True) -> tuple[int, ...]:
    """Board rotations (quarter turns CCW) that map every answer to an answer."""
    if not rotation or p.fixed:
        return (0,)
    return (0, 1, 2, 3) if p.rows == p.cols else (0, 2)


def turn_cell(p: Puzzle, r: int, c: int, k: int) -> tuple[int, int]:
    """Where cell (r, c) goes when the board turns k quarter turns counter-clockwise."""
    for i in range(k % 4):
        # (rows x cols) -> (cols x rows); only full turns of 2 keep a rectangle's shape
        r, c = (p.cols - 1 - c, r) if i % 2 == 0 else (p.rows - 1 - c, r)
    return r, c


def turn_answer(p: Puzzle, looks: tuple, k: int) -> tuple:
    """An answer (rows of appearances) seen after turning the board k quarter turns."""
    if k % 4 == 0:
        return looks
    out = [[None] * p.cols for _ in range(p.rows)]
    for r in range(p.rows):
        for c in range(p.cols):
            r2, c2 = turn_cell(p, r, c, k)
            out[r2][c2] = None if looks[r][c] is None else oriented(looks[r][c], k)
    return tuple(tuple(row) for row in out)


def orbit_size(p: Puzzle, sol: Solution) -> int:
    """How many answers this one stands for under the board rotations searched up to."""
    looks = appearance(p, sol)
    return len({turn_answer(p, looks, k) for k in sol.symmetries})
