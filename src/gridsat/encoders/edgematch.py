"""Edge matching: Scramble Squares and Eternity-II-style puzzles.

Rules: a board of rows x cols cells and a set of exactly rows x cols square tiles.  Put one
tile on every cell (each tile used once), turned by any number of quarter turns (no turning
with ``--no-rotation``), so that every two touching edges match.  What "match" means depends
on how the edges are labelled:

* ``halves``  (Scramble Squares): an edge shows one half of a picture, ``[picture, '+'/'-']``;
  two edges match when they show the same picture and opposite halves.
* ``signed``  (signed integers): two edges match when their numbers sum to 0; ``0`` is a flat
  edge that must face outside.
* ``colours`` (Eternity II): two edges match when their colours are equal; colour ``0`` is the
  border grey that must face outside and nowhere else.

Edges on the outside of the board are free, except that border edges (``0`` in ``signed`` and
``colours``) may only face outside.

Edge order and rotation
-----------------------
Internally (and in JSON) a tile's edges are listed ``right, top, left, bottom`` (the seed's
order).  A rotation ``r`` is ``r`` counter-clockwise quarter turns: after it, side ``e`` shows
the tile's original edge ``(e - r) mod 4``.

Formats
-------
1. The seed's YAML tile dict (``halves``), one tile a line, edges ``right, top, left, bottom``::

       1: [['ylw', '+'], ['red', '-'], ['grn', '+'], ['blu', '+']]

2. Four integers a line, edges ``top right bottom left`` (clockwise from the top, as in the
   Eternity II piece lists).  Style ``signed`` when any number is negative, else ``colours``;
   a ``style NAME`` line overrides.  A line may start with an id (``139: 1 2 3 4``); otherwise
   tiles are numbered 1, 2, ... in file order.

Optional lines in either format: ``size RxC`` (board rows x columns; without it the size is
worked out from the tile count, using the number of border edges for framed sets), ``style
halves|signed|colours`` and ``fixed ID rRcC [ROT]`` (tile ID sits on that cell turned ROT
quarter turns counter-clockwise, e.g. a starter or clue piece).  ``#`` starts a comment line.

JSON: ``{"genre": "edgematch", "rows": R, "cols": C, "style": "...", "tiles": [{"id": ID,
"edges": [right, top, left, bottom]}, ...], "fixed": [{"tile": ID, "row": r, "col": c,
"rotation": k}]}``; ``rows``/``cols``/``fixed`` optional; a ``halves`` edge is
``["ylw", "+"]``.

Solution JSON: ``{"placement": [[{"tile": ID, "rotation": R}, ...], ...]}``, one list per row.

Answers are arrangements of what can be seen: tiles with the same edges (up to rotation) are
interchangeable, so swapping two identical tiles, or turning a tile that looks the same turned,
is the same answer.  Decoding hands out the ids of identical tiles in input order, row by row.

With ``--up-to-symmetry`` one answer per class of board rotations is kept (4 rotations of a
square board, 2 of a rectangle; none with ``--no-rotation`` or fixed pieces, which rotating the
board would break) by lex-leader constraints: an answer is kept when it is not larger, read
cell by cell, than any rotation of it.  ``orbit_size`` tells how many answers it stands for.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import cached_property
from math import isqrt
from typing import Hashable

from ..cardinality import at_most, exactly
from ..formats import InputError, significant_lines, significant_lines_indented
from ..render.text import cell_name

NAME = "edgematch"
TITLE = "Edge matching"
OPTIONS = {"rotation", "up_to_symmetry"}

STYLES = ("halves", "signed", "colours")
SIDES = ("right", "top", "left", "bottom")
STEP = ((0, 1), (-1, 0), (0, -1), (1, 0))  # (dr, dc) of the neighbour on each side
MAX_TILES = 10_000

_YAML_TILE = re.compile(r"^([A-Za-z0-9_]+)\s*:\s*(\[.*)$")
_INT = re.compile(r"^[+-]?\d{1,9}$")
_NUM_TILE = re.compile(r"^(?:[A-Za-z0-9_]+\s*:\s*)?[+-]?\d{1,9}(?:\s+[+-]?\d{1,9})*$")
_SIZE = re.compile(r"^size\s+(\d{1,5})\s*[xX]\s*(\d{1,5})$", re.I)
_STYLE = re.compile(r"^style\s+(\S+)$", re.I)
_FIXED = re.compile(r"^fixed\s+([A-Za-z0-9_]+)\s+(?:at\s+)?r(\d{1,5})c(\d{1,5})"
                    r"(?:\s+(?:rotation\s+|rot\s+)?(\d{1,2}))?$", re.I)
_HEADER_WORDS = ("size", "style", "fixed")
_AMO = True       # at most one label per inner edge (implied by the rest; helps propagation)
_SUPPORT = True   # a label on an edge needs a placement showing it on the left/top side too


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
    rows: int
    cols: int
    style: str
    tiles: tuple[Tile, ...]
    fixed: tuple[Fixed, ...] = ()
    source: str = field(default="input", compare=False)
    tile_lines: tuple = field(default=(), compare=False, repr=False)   # line of each tile
    fixed_lines: tuple = field(default=(), compare=False, repr=False)  # line of each fixed piece

    def __post_init__(self) -> None:
        src = self.source

        def err(msg: str, i: int | None = None, lines: tuple = ()) -> InputError:
            line = lines[i] if (i is not None and i < len(lines)) else None
            return InputError(msg, src, line)

        if self.style not in STYLES:
            raise InputError(f"unknown edge style {self.style!r}; choose one of: {', '.join(STYLES)}", src)
        for what, v in (("rows", self.rows), ("cols", self.cols)):
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise InputError(f"board {what} must be an integer >= 1, got {v!r}", src)
        n = len(self.tiles)
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
                raise err(f"tile id must be an integer or a name, got {t.id!r}", i, self.tile_lines)
            if t.id in seen:
                raise err(f"duplicate tile id {t.id!r} (first given as tile {seen[t.id] + 1})",
                          i, self.tile_lines)
            seen[t.id] = i
            if len(t.edges) != 4:
                raise err(f"tile {t.id} has {len(t.edges)} edges, needs 4", i, self.tile_lines)
            for e in t.edges:
                problem = _label_problem(self.style, e)
                if problem:
                    raise err(f"tile {t.id}: {problem}", i, self.tile_lines)
        border = sum(1 for t in self.tiles for e in t.edges if is_border(self.style, e))
        if border > self.perimeter:
            raise InputError(f"the set has {border} border edges but the {self.rows}x{self.cols} "
                             f"board's frame has only {self.perimeter} places", src)
        cells: set = set()
        used: set = set()
        for i, f in enumerate(self.fixed):
            if f.tile not in seen:
                raise err(f"fixed piece: no tile has id {f.tile!r}", i, self.fixed_lines)
            if not (0 <= f.row < self.rows and 0 <= f.col < self.cols):
                raise err(f"fixed piece {f.tile}: cell {cell_name(f.row, f.col)} is outside the "
                          f"{self.rows}x{self.cols} board", i, self.fixed_lines)
            if isinstance(f.rotation, bool) or not isinstance(f.rotation, int) or not 0 <= f.rotation <= 3:
                raise err(f"fixed piece {f.tile}: rotation must be 0..3 quarter turns, got {f.rotation!r}",
                          i, self.fixed_lines)
            if (f.row, f.col) in cells:
                raise err(f"two fixed pieces on {cell_name(f.row, f.col)}", i, self.fixed_lines)
            if f.tile in used:
                raise err(f"tile {f.tile} is fixed twice", i, self.fixed_lines)
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
        t = self.by_id.get(tid)
        if t is None and not isinstance(tid, str):
            t = self.by_id.get(str(tid))
        if t is None and isinstance(tid, str) and _INT.match(tid):
            t = self.by_id.get(int(tid))
        return t


@dataclass(frozen=True)
class Solution:
    placement: tuple  # rows of (tile id, rotation); tile id None = empty cell (invalid)
    rotation_allowed: bool = field(default=True, compare=False)
    symmetries: tuple = field(default=(0,), compare=False)  # board quarter turns searched up to


# -- edge labels -----------------------------------------------------------------------------

def _label_problem(style: str, e) -> str | None:
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


def oriented(edges: tuple, rotation: int) -> tuple:
    """What the sides right, top, left, bottom show after ``rotation`` CCW quarter turns."""
    return tuple(edges[(s - rotation) % 4] for s in range(4))


def _sort_key(e):
    if isinstance(e, tuple):
        return (2, e)
    return (0, e, "") if isinstance(e, int) else (1, 0, e)


def _canonical(edges: tuple) -> tuple:
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
        key = _canonical(t.edges) if rotation else t.edges
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


def symmetry_group(p: Puzzle, rotation: bool = True) -> tuple[int, ...]:
    """Board rotations (quarter turns CCW) that map every answer to an answer."""
    if not rotation or p.fixed:
        return (0,)
    return (0, 1, 2, 3) if p.rows == p.cols else (0, 2)


def turn_cell(p: Puzzle, r: int, c: int, k: int) -> tuple[int, int]:
    """Where cell (r, c) goes when the board turns k quarter turns counter-clockwise."""
    for _ in range(k % 4):
        # (rows x cols) -> (cols x rows); only full turns of 2 keep a rectangle's shape
        r, c = (p.cols - 1 - c, r) if _ % 2 == 0 else (p.rows - 1 - c, r)
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


# -- reading ---------------------------------------------------------------------------------

def sniff(text: str) -> bool:
    """Ours: every line is a YAML tile (``KEY: [[...``), a line of integers (most of them four,
    with an optional ``ID:``), or one of our header lines, and there is at least one tile."""
    yaml = nums = four = 0
    for _, line in significant_lines(text):
        if _YAML_TILE.match(line) and line.split(":", 1)[1].strip().startswith("[["):
            yaml += 1
        elif _NUM_TILE.match(line):
            nums += 1
            four += len(line.split(":")[-1].split()) == 4
        elif line.split()[0].lower() in _HEADER_WORDS and (
                _SIZE.match(line) or _STYLE.match(line) or _FIXED.match(line)):
            continue
        else:
            return False
    if yaml and nums:
        return False
    return yaml > 0 or (nums > 0 and 2 * four > nums)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no tiles found", source)
    size = style = None
    fixed: list[Fixed] = []
    fixed_lines: list[int] = []
    tiles: list[Tile] = []
    tile_lines: list[int] = []
    kinds: set = set()
    for no, line, indent in lines:
        word = line.split()[0].lower()
        if word in _HEADER_WORDS:
            if word == "size":
                m = _SIZE.match(line)
                if not m:
                    raise InputError(f"bad size line {line[:60]!r}: expected 'size RxC' (rows x columns)",
                                     source, no)
                if size is not None:
                    raise InputError("the board size is given twice", source, no)
                size = (int(m.group(1)), int(m.group(2)))
                if 0 in size:
                    raise InputError(f"board size {size[0]}x{size[1]} has no cells", source, no)
            elif word == "style":
                m = _STYLE.match(line)
                if not m or m.group(1).lower() not in STYLES:
                    raise InputError(f"bad style line {line[:60]!r}: expected 'style' and one of "
                                     f"{', '.join(STYLES)}", source, no)
                style = m.group(1).lower()
            else:
                m = _FIXED.match(line)
                if not m:
                    raise InputError(f"bad fixed-piece line {line[:60]!r}: expected 'fixed ID rRcC [ROTATION]'",
                                     source, no)
                r, c = int(m.group(2)), int(m.group(3))
                if r < 1 or c < 1:
                    raise InputError(f"cells are numbered from r1c1, got r{r}c{c}", source, no)
                fixed.append(Fixed(_id(m.group(1)), r - 1, c - 1, int(m.group(4) or 0)))
                fixed_lines.append(no)
            continue
        ym = _YAML_TILE.match(line)
        if ym and ym.group(2).startswith("["):
            kinds.add("yaml")
            tiles.append(_parse_yaml_tile(ym, line, source, no, indent))
        else:
            kinds.add("numbers")
            tiles.append(_parse_number_tile(line, source, no, indent, len(tiles) + 1))
        tile_lines.append(no)
        if len(kinds) > 1:
            raise InputError("the file mixes YAML tiles ('1: [[pic, +], ...]') and number tiles", source, no)
    if not tiles:
        raise InputError("no tiles found (one tile a line)", source, lines[-1][0])
    if "yaml" in kinds:
        if style not in (None, "halves"):
            raise InputError(f"YAML tiles are [picture, half] edges: style {style} does not apply", source)
        style = "halves"
    else:
        if style == "halves":
            raise InputError("style halves needs [picture, '+'/'-'] edges (the YAML form)", source)
        if style is None:
            style = "signed" if any(e < 0 for t in tiles for e in t.edges) else "colours"
    rows, cols = size if size else infer_size(tiles, style, source)
    return Puzzle(rows, cols, style, tuple(tiles), tuple(fixed), source, tuple(tile_lines), tuple(fixed_lines))


def _id(token: str):
    return int(token) if _INT.match(token) else token


def _parse_number_tile(line: str, source: str, no: int, indent: int, default_id: int) -> Tile:
    tid = default_id
    body, offset = line, 0
    if ":" in line:
        head, body = line.split(":", 1)
        offset = len(head) + 1
        head = head.strip()
        if not re.fullmatch(r"[A-Za-z0-9_]+", head):
            raise InputError(f"bad tile id {head!r} (letters, digits, _)", source, no, indent + 1)
        tid = _id(head)
    values = []
    for m in re.finditer(r"\S+", body):
        tok = m.group()
        if not _INT.match(tok):
            what = "has too many digits" if re.fullmatch(r"[+-]?\d+", tok) else "is not an integer"
            raise InputError(f"edge {tok!r} {what}", source, no, indent + offset + m.start() + 1)
        values.append(int(tok))
    if len(values) != 4:
        raise InputError(f"tile {tid} has {len(values)} edges, needs 4 (top right bottom left)", source, no)
    top, right, bottom, left = values
    return Tile(tid, (right, top, left, bottom))


def _parse_yaml_tile(m: re.Match, line: str, source: str, no: int, indent: int) -> Tile:
    tid = _id(m.group(1))
    start = m.start(2)
    value, end = _flow(line, start, source, no, indent)
    if line[end:].strip():
        raise InputError(f"unexpected text after the tile's edge list: {line[end:].strip()[:20]!r}",
                         source, no, indent + end + 1)
    if not isinstance(value, list):
        raise InputError(f"tile {tid}: expected a list of 4 edges", source, no, indent + start + 1)
    if len(value) != 4:
        raise InputError(f"tile {tid} has {len(value)} edges, needs 4 (right, top, left, bottom)",
                         source, no, indent + start + 1)
    edges = []
    for item in value:
        if not isinstance(item, list) or len(item) != 2 or any(isinstance(x, list) for x in item):
            col = item[1] if isinstance(item, tuple) else getattr(item, "col", start)
            raise InputError(f"tile {tid}: an edge must be [picture, '+' or '-']", source, no,
                             indent + col + 1)
        (pic, _), (half, hcol) = item
        if half not in ("+", "-"):
            raise InputError(f"tile {tid}: unknown half marker {half!r} (use '+' or '-')",
                             source, no, indent + hcol + 1)
        edges.append((pic, half))
    return Tile(tid, tuple(edges))


class _List(list):
    col = 0


def _flow(s: str, i: int, source: str, no: int, indent: int):
    """A YAML flow value at s[i:]: nested lists of (scalar, column).  Returns (value, end)."""
    def skip(j):
        while j < len(s) and s[j] in " \t":
            j += 1
        return j

    i = skip(i)
    if i >= len(s):
        raise InputError("the edge list ends too early (missing ']')", source, no, indent + i + 1)
    ch = s[i]
    if ch == "[":
        out = _List()
        out.col = i
        j = skip(i + 1)
        if j < len(s) and s[j] == "]":
            return out, j + 1
        while True:
            item, j = _flow(s, j, source, no, indent)
            out.append(item)
            j = skip(j)
            if j < len(s) and s[j] == ",":
                j += 1
                continue
            if j < len(s) and s[j] == "]":
                return out, j + 1
            raise InputError("expected ',' or ']' in the edge list", source, no, indent + j + 1)
    if ch in "'\"":
        j = s.find(ch, i + 1)
        if j < 0:
            raise InputError("unterminated quoted name", source, no, indent + i + 1)
        return (s[i + 1:j], i + 1), j + 1
    m = re.compile(r"[^\[\],'\"\s]+").match(s, i)
    if not m:
        raise InputError(f"unexpected {ch!r} in the edge list", source, no, indent + i + 1)
    return (m.group(), i), m.end()


def infer_size(tiles, style: str, source: str = "input") -> tuple[int, int]:
    """The board for a set without a ``size`` line: from the border edges when the set has
    them (rows + cols = border / 2, rows * cols = tiles), else the square of the tile count."""
    n = len(tiles)
    border = sum(1 for t in tiles for e in t.edges if is_border(style, e))
    if border and border % 2 == 0:
        s = border // 2
        disc = s * s - 4 * n
        if disc >= 0 and isqrt(disc) ** 2 == disc and (s - isqrt(disc)) % 2 == 0:
            rows = (s - isqrt(disc)) // 2
            if rows >= 1:
                return rows, n // rows
    k = isqrt(n)
    if k * k == n:
        return k, k
    raise InputError(f"cannot tell the board size for {n} tiles; give it with a line 'size RxC'", source)


def _json_label(style: str, e, where: str, source: str):
    if style == "halves":
        if not (isinstance(e, list) and len(e) == 2 and all(isinstance(x, str) for x in e)):
            raise InputError(f"{where}: a halves edge is [picture, '+' or '-']", source)
        if e[1] not in ("+", "-"):
            raise InputError(f"{where}: unknown half marker {e[1]!r} (use '+' or '-')", source)
        return (e[0], e[1])
    if isinstance(e, bool) or not isinstance(e, (int, str)):
        raise InputError(f"{where}: an edge is an integer{' or a colour name' if style == 'colours' else ''}",
                         source)
    return e


def from_json(doc: dict, source: str = "input") -> Puzzle:
    style = doc.get("style", "halves")
    if style not in STYLES:
        raise InputError(f'"style" must be one of {", ".join(STYLES)}, got {style!r}', source)
    raw = doc.get("tiles")
    if not isinstance(raw, list):
        raise InputError('"tiles" must be a list of {"id": ID, "edges": [right, top, left, bottom]}', source)
    tiles = []
    for i, t in enumerate(raw):
        if not isinstance(t, dict) or not isinstance(t.get("edges"), list):
            raise InputError(f'"tiles"[{i}] must be {{"id": ID, "edges": [right, top, left, bottom]}}', source)
        edges = tuple(_json_label(style, e, f"tile {t.get('id', i + 1)}", source) for e in t["edges"])
        tiles.append(Tile(t.get("id", i + 1), edges))
    fixed = []
    for i, f in enumerate(doc.get("fixed") or []):
        if not isinstance(f, dict) or not all(isinstance(f.get(k), int) for k in ("row", "col")):
            raise InputError(f'"fixed"[{i}] must be {{"tile": ID, "row": r, "col": c, "rotation": k}}', source)
        fixed.append(Fixed(f.get("tile"), f["row"], f["col"], f.get("rotation", 0)))
    rows, cols = doc.get("rows"), doc.get("cols")
    if rows is None and cols is None:
        if tiles and len(tiles) <= MAX_TILES and all(len(t.edges) == 4 for t in tiles):
            rows, cols = infer_size(tiles, style, source)
        else:
            rows, cols = 1, max(len(tiles), 1)  # Puzzle reports what is wrong with the tiles
    return Puzzle(rows, cols, style, tuple(tiles), tuple(fixed), source)


def to_json(p: Puzzle) -> dict:
    def lab(e):
        return list(e) if p.style == "halves" else e

    doc = {"genre": NAME, "rows": p.rows, "cols": p.cols, "style": p.style,
           "tiles": [{"id": t.id, "edges": [lab(e) for e in t.edges]} for t in p.tiles]}
    if p.fixed:
        doc["fixed"] = [{"tile": f.tile, "row": f.row, "col": f.col, "rotation": f.rotation} for f in p.fixed]
    return doc


def describe(p: Puzzle) -> dict:
    out = {"size": f"{p.rows}x{p.cols}", "tiles": len(p.tiles), "style": p.style}
    if p.fixed:
        out["fixed"] = len(p.fixed)
    return out


# -- the rules as clauses --------------------------------------------------------------------

def _allowed(p: Puzzle, r: int, c: int, look: tuple) -> bool:
    """Border edges face outside; on a framed set, every outward side shows a border edge."""
    for s, (dr, dc) in enumerate(STEP):
        outside = not (0 <= r + dr < p.rows and 0 <= c + dc < p.cols)
        border = is_border(p.style, look[s])
        if border and not outside:
            return False
        if outside and p.framed and not border:
            return False
    return True


def _placements(p: Puzzle, classes: list[TileClass]) -> dict:
    """(r, c) -> [(class index, orient, appearance)] that the frame rule allows."""
    out = {}
    for r in range(p.rows):
        for c in range(p.cols):
            out[r, c] = [(ci, o, oriented(k.base, o)) for ci, k in enumerate(classes)
                         for o in k.orients if _allowed(p, r, c, oriented(k.base, o))]
    return out


def encode(p: Puzzle, model, options) -> None:
    rotation = options.rotation
    card = options.card
    classes = tile_classes(p, rotation)
    group = symmetry_group(p, rotation)
    model.notes[NAME] = {"rotation": rotation, "symmetries": group}
    options_at = _placements(p, classes)

    # place[r, c, class, orient]: the cell shows a tile of that class turned that way
    place = {(r, c): [(model.var("place", r, c, ci, o), ci, o, look) for ci, o, look in opts]
             for (r, c), opts in options_at.items()}
    model.mark_primary(*(v for opts in place.values() for v, *_ in opts))

    for (r, c), opts in place.items():
        with model.tag(f"{cell_name(r, c)} holds one tile"):
            exactly(model, [v for v, *_ in opts], 1, card)

    for ci, k in enumerate(classes):
        ids = ", ".join(str(p.tiles[i].id) for i in k.members)
        uses = [v for opts in place.values() for v, cj, *_ in opts if cj == ci]
        with model.tag(f"tile{'s' if len(k.members) > 1 else ''} {ids} used once"):
            exactly(model, uses, len(k.members), card)

    # Touching edges match: one colour variable per (inner edge, label the left/top side
    # shows); each placement implies the label it puts on the edge, and a label needs a
    # placement on both sides showing it (Heule's encoding: linear in the board size).
    for (r, c), opts in place.items():
        for side, (dr, dc) in ((0, (0, 1)), (3, (1, 0))):
            other = (r + dr, c + dc)
            if other not in place:
                continue
            opposite = (side + 2) % 4
            with model.tag(f"edge {cell_name(r, c)}-{cell_name(*other)} matches"):
                first: dict = {}
                second: dict = {}
                for v, _, _, look in opts:
                    first.setdefault(look[side], []).append(v)
                for v, _, _, look in place[other]:
                    second.setdefault(complement(p.style, look[opposite]), []).append(v)
                colour = {}
                for label in set(first) | set(second):
                    e = model.var("edge", r, c, side, label)
                    colour[label] = e
                    if _SUPPORT:
                        model.add([-e] + first.get(label, []))
                    model.add([-e] + second.get(label, []))
                for label, vs in first.items():
                    for v in vs:
                        model.add([-v, colour[label]])
                for label, vs in second.items():
                    for v in vs:
                        model.add([-v, colour[label]])
                if _AMO:
                    at_most(model, list(colour.values()), 1, card)

    for f in p.fixed:
        i = next(j for j, t in enumerate(p.tiles) if t.id == f.tile)
        ci = next(j for j, k in enumerate(classes) if i in k.members)
        look = oriented(p.tiles[i].edges, f.rotation)
        with model.tag(f"tile {f.tile} fixed at {cell_name(f.row, f.col)}"):
            v = next((v for v, cj, _, lk in place[f.row, f.col] if cj == ci and lk == look), None)
            model.add([v] if v is not None else [])

    if options.up_to_symmetry:
        for k in group[1:]:
            with model.tag(f"symmetry: not larger than the board turned {90 * k} degrees"):
                _lex_leader(p, model, classes, place, k)


def _lex_leader(p: Puzzle, model, classes, place, k: int) -> None:
    """The answer, read cell by cell, is not larger than the board turned k quarter turns.
    Values of a cell: (class, orient) numbered class * 4 + orient; order encoding per cell."""
    def canon(ci: int, r: int) -> int:  # the orient of class ci that looks like rotation r
        look = oriented(classes[ci].base, r)
        return next(o for o in classes[ci].orients if oriented(classes[ci].base, o) == look)

    back = (4 - k) % 4
    eq = None  # "equal so far"; None = true
    cells = [(r, c) for r in range(p.rows) for c in range(p.cols)]
    for n, (r, c) in enumerate(cells):
        pre = turn_cell(p, r, c, back)  # the cell whose tile lands here
        mine = {ci * 4 + o: v for v, ci, o, _ in place[r, c]}
        theirs = {ci * 4 + canon(ci, o + k): v for v, ci, o, _ in place[pre]}
        values = sorted(set(mine) | set(theirs))
        ge_mine: dict = {}
        ge_theirs: dict = {}
        for j in range(len(values) - 1, 0, -1):
            a = values[j]
            g1, g2 = model.aux(), model.aux()
            ge_mine[a], ge_theirs[a] = g1, g2
            if a in mine:
                model.add([-mine[a], g1])        # mine >= a when it is a
            if a in theirs:
                model.add([-g2, theirs[a]] + ([ge_theirs[values[j + 1]]] if j + 1 < len(values) else []))
            else:
                model.add([-g2] + ([ge_theirs[values[j + 1]]] if j + 1 < len(values) else []))
            if j + 1 < len(values):
                model.add([-ge_mine[values[j + 1]], g1])
            model.add(([-eq] if eq else []) + [-g1, g2])
        if n + 1 == len(cells):
            break
        nxt = model.aux()
        for a in values:
            if a in mine and a in theirs:
                model.add(([-eq] if eq else []) + [-mine[a], -theirs[a], nxt])
        eq = nxt


def decode(p: Puzzle, model, values: dict[int, bool]) -> Solution:
    info = model.notes.get(NAME, {"rotation": True, "symmetries": (0,)})
    rotation = info["rotation"]
    classes = tile_classes(p, rotation)
    looks = [[None] * p.cols for _ in range(p.rows)]
    for r in range(p.rows):
        for c in range(p.cols):
            for ci, k in enumerate(classes):
                for o in k.orients:
                    if model.has_var("place", r, c, ci, o) and values.get(model.var("place", r, c, ci, o)):
                        looks[r][c] = (ci, oriented(k.base, o))
    return Solution(_assign_ids(p, classes, looks), rotation, info["symmetries"])


def _assign_ids(p: Puzzle, classes, looks) -> tuple:
    """Hand out tile ids: fixed pieces first, then each class's ids in input order, row by row."""
    pool = {ci: [p.tiles[i] for i in k.members] for ci, k in enumerate(classes)}
    placement: list[list] = [[(None, 0)] * p.cols for _ in range(p.rows)]
    done = set()
    for f in p.fixed:
        got = looks[f.row][f.col]
        tile = p.by_id[f.tile]
        if got is not None and oriented(tile.edges, f.rotation) == got[1]:
            ci = got[0]
            if tile in pool[ci]:
                pool[ci].remove(tile)
                placement[f.row][f.col] = (tile.id, f.rotation)
                done.add((f.row, f.col))
    for r in range(p.rows):
        for c in range(p.cols):
            if (r, c) in done or looks[r][c] is None:
                continue
            ci, look = looks[r][c]
            tile = pool[ci].pop(0) if pool[ci] else p.tiles[classes[ci].members[0]]
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


def orbit_size(p: Puzzle, sol: Solution) -> int:
    """How many answers this one stands for under the board rotations searched up to."""
    looks = appearance(p, sol)
    return len({turn_answer(p, looks, k) for k in sol.symmetries})


# -- the independent checker -----------------------------------------------------------------

def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked directly on the placement."""
    problems = []
    if len(sol.placement) != p.rows or any(len(row) != p.cols for row in sol.placement):
        return [f"the placement is not a {p.rows}x{p.cols} board"]
    used: dict = {}
    looks = [[None] * p.cols for _ in range(p.rows)]
    for r, row in enumerate(sol.placement):
        for c, (tid, rot) in enumerate(row):
            where = cell_name(r, c)
            t = p.tile(tid) if tid is not None else None
            if t is None:
                problems.append(f"{where} holds no tile of the set ({tid!r})")
                continue
            if isinstance(rot, bool) or not isinstance(rot, int) or not 0 <= rot <= 3:
                problems.append(f"{where}: rotation {rot!r} is not 0..3")
                continue
            if rot and not sol.rotation_allowed:
                problems.append(f"{where}: tile {t.id} is turned, but turning is not allowed")
            if t.id in used:
                problems.append(f"tile {t.id} is used twice ({used[t.id]} and {where})")
            used.setdefault(t.id, where)
            looks[r][c] = oriented(t.edges, rot)
    for t in p.tiles:
        if t.id not in used:
            problems.append(f"tile {t.id} is not used")
    for f in p.fixed:
        want = oriented(p.by_id[f.tile].edges, f.rotation)
        if looks[f.row][f.col] != want:
            problems.append(f"tile {f.tile} turned {f.rotation} must sit on {cell_name(f.row, f.col)}")
    for r in range(p.rows):
        for c in range(p.cols):
            a = looks[r][c]
            if a is None:
                continue
            for side, (dr, dc) in enumerate(STEP):
                r2, c2 = r + dr, c + dc
                inside = 0 <= r2 < p.rows and 0 <= c2 < p.cols
                if not inside:
                    continue
                if is_border(p.style, a[side]):
                    problems.append(f"{cell_name(r, c)}: border edge faces {cell_name(r2, c2)} instead of "
                                    "the outside")
                    continue
                b = looks[r2][c2]
                if side in (0, 3) and b is not None and not is_border(p.style, b[(side + 2) % 4]):
                    if not matches(p.style, a[side], b[(side + 2) % 4]):
                        problems.append(
                            f"{cell_name(r, c)} {SIDES[side]} {label_text(p.style, a[side])} does not match "
                            f"{cell_name(r2, c2)} {SIDES[(side + 2) % 4]} {label_text(p.style, b[(side + 2) % 4])}")
    return problems


def solution_to_json(sol: Solution) -> dict:
    return {"placement": [[{"tile": tid, "rotation": rot} for tid, rot in row] for row in sol.placement]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    rows = doc.get("placement")
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise InputError('solution must have "placement": [[{"tile": ID, "rotation": R}, ...], ...]', source)
    out = []
    for r, row in enumerate(rows):
        line = []
        for c, cell in enumerate(row):
            if (not isinstance(cell, dict) or "tile" not in cell
                    or isinstance(cell.get("rotation", 0), bool) or not isinstance(cell.get("rotation", 0), int)):
                raise InputError(f'"placement" {cell_name(r, c)} must be {{"tile": ID, "rotation": 0..3}}',
                                 source)
            t = p.tile(cell["tile"])
            line.append((t.id if t is not None else cell["tile"], cell.get("rotation", 0)))
        out.append(tuple(line))
    return Solution(tuple(out))


# -- random sets (tests, benchmarks) ----------------------------------------------------------

def generate(rows: int, cols: int, colours: int, style: str = "colours", frame: bool | None = None,
             seed: int | None = None, rng: random.Random | None = None, source: str = "generated") -> Puzzle:
    """A set with at least one solution: colour the edges of a solved board at random (``colours``
    pictures / colours / numbers), cut it into tiles, turn each at random and shuffle them.
    ``frame`` (default: on for ``signed``/``colours``) gives the outside edges the border label."""
    rng = rng or random.Random(seed)
    frame = style != "halves" if frame is None else frame
    if frame and style == "halves":
        raise ValueError("halves sets have no border edges")

    def label():
        k = rng.randint(1, colours)
        if style == "halves":
            return (f"p{k}", rng.choice("+-"))
        return k * rng.choice((1, -1)) if style == "signed" else k

    look = [[[None] * 4 for _ in range(cols)] for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            for side, (dr, dc) in enumerate(STEP):
                r2, c2 = r + dr, c + dc
                if not (0 <= r2 < rows and 0 <= c2 < cols):
                    look[r][c][side] = 0 if frame else label()
                elif side in (0, 3):
                    e = label()
                    look[r][c][side] = e
                    look[r2][c2][(side + 2) % 4] = complement(style, e)
    cells = [tuple(look[r][c]) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    tiles = tuple(Tile(i + 1, oriented(edges, -rng.randrange(4))) for i, edges in enumerate(cells))
    return Puzzle(rows, cols, style, tiles, (), source)


# -- rendering -------------------------------------------------------------------------------

def _board(p: Puzzle, sol: Solution | None) -> list[list]:
    """Rows of (tile id, rotation, edges shown) to draw; the tiles in input order unsolved."""
    if sol is None:
        flat = [(t.id, 0, t.edges) for t in p.tiles]
        return [flat[r * p.cols:(r + 1) * p.cols] for r in range(p.rows)]
    looks = appearance(p, sol)
    return [[(tid, rot, looks[r][c]) for c, (tid, rot) in enumerate(row)] for r, row in enumerate(sol.placement)]


def render(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    board = _board(p, sol)
    turn = "r" if ascii else "↺"

    def parts(entry):
        tid, rot, look = entry
        if look is None:
            return "", "?", "", ""
        mid = f"{tid}" + (f"{turn}{rot}" if rot else "")
        right, top, left, bottom = (label_text(p.style, e) for e in look)
        return top, f"{left} {mid} {right}", bottom, (left, mid, right)

    cells = [[parts(e) for e in row] for row in board]
    width = max(max(len(x[0]), len(x[1]), len(x[2])) for row in cells for x in row) + 2
    h, v = ("-", "|") if ascii else ("─", "│")

    def rule(i: int) -> str:
        if ascii:
            return "+" + "+".join([h * width] * p.cols) + "+"
        left, mid, right = ("┌", "┬", "┐") if i == 0 else ("└", "┴", "┘") if i == p.rows else ("├", "┼", "┤")
        return left + mid.join([h * width] * p.cols) + right

    def middle(x) -> str:
        if not x[3]:
            return x[1].center(width)
        left, mid, right = x[3]
        gap = width - len(left) - len(right) - 2
        return " " + left + mid.center(gap) + right + " "

    lines = []
    for i, row in enumerate(cells):
        lines.append(rule(i))
        lines.append(v + v.join(x[0].center(width) for x in row) + v)
        lines.append(v + v.join(middle(x) for x in row) + v)
        lines.append(v + v.join(x[2].center(width) for x in row) + v)
    lines.append(rule(p.rows))
    turns = "" if not sol else f"; {turn}k = turned k quarter turns counter-clockwise"
    head = (f"{TITLE} {p.rows}x{p.cols}, {len(p.tiles)} tiles, {p.style} edges"
            + (", tiles in input order (not a solution)" if sol is None else turns))
    return head + "\n" + "\n".join(lines)


_NAMED = {"red": "#d62728", "blu": "#1f77b4", "blue": "#1f77b4", "grn": "#2ca02c", "green": "#2ca02c",
          "ylw": "#f2c80f", "yellow": "#f2c80f", "org": "#ff7f0e", "orange": "#ff7f0e",
          "pur": "#9467bd", "purple": "#9467bd", "brn": "#8c564b", "pink": "#e377c2", "blk": "#333333"}
_PALETTE = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf",
            "#bcbd22", "#7f7f7f", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173", "#3182bd",
            "#e6550d", "#31a354", "#756bb1", "#636363", "#9c9ede", "#cedb9c", "#e7cb94", "#e7969c"]


def _lighter(hex_colour: str, amount: float = 0.55) -> str:
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    r, g, b = (round(x + (255 - x) * amount) for x in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def render_svg(p: Puzzle, sol: Solution | None = None) -> str:
    """The board as SVG: every edge a coloured triangle with its label, the tile id and turn in
    the middle (the tiles in input order when there is no solution)."""
    board = _board(p, sol)
    size, pad = 90, 10
    keys = []  # picture / colour / |number|, in order of first appearance
    for t in p.tiles:
        for e in t.edges:
            key = e[0] if p.style == "halves" else (abs(e) if p.style == "signed" else e)
            if key not in keys and not is_border(p.style, e):
                keys.append(key)
    colour = {}
    free = iter(_PALETTE * (len(keys) // len(_PALETTE) + 1))
    for key in keys:
        named = _NAMED.get(str(key).lower()) if p.style == "halves" else None
        colour[key] = named or next(free)

    def fill(e) -> str:
        if is_border(p.style, e):
            return "#9e9e9e"
        if p.style == "halves":
            base = colour[e[0]]
            return base if e[1] == "+" else _lighter(base)
        if p.style == "signed":
            base = colour[abs(e)]
            return base if e > 0 else _lighter(base)
        return colour[e]

    w, h = p.cols * size + 2 * pad, p.rows * size + 2 * pad
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
           'font-family="sans-serif">',
           f"<title>{_escape(TITLE)} {p.rows}x{p.cols}{'' if sol else ' (tiles in input order)'}</title>",
           f'<rect x="0" y="0" width="{w}" height="{h}" fill="white"/>']
    for r, row in enumerate(board):
        for c, (tid, rot, look) in enumerate(row):
            x0, y0 = pad + c * size, pad + r * size
            x1, y1 = x0 + size, y0 + size
            cx, cy = x0 + size / 2, y0 + size / 2
            if look is None:
                out.append(f'<rect x="{x0}" y="{y0}" width="{size}" height="{size}" fill="#eeeeee" stroke="#000"/>')
                continue
            corners = {0: ((x1, y0), (x1, y1)), 1: ((x0, y0), (x1, y0)),
                       2: ((x0, y0), (x0, y1)), 3: ((x0, y1), (x1, y1))}
            for side in range(4):
                (ax, ay), (bx, by) = corners[side]
                out.append(f'<polygon points="{ax},{ay} {bx},{by} {cx},{cy}" fill="{fill(look[side])}" '
                           'stroke="#ffffff" stroke-width="1"/>')
                tx = cx + (size * 0.33 if side == 0 else -size * 0.33 if side == 2 else 0)
                ty = cy + (size * 0.33 if side == 3 else -size * 0.33 if side == 1 else 0) + 4
                out.append(f'<text x="{tx:.1f}" y="{ty:.1f}" font-size="11" text-anchor="middle" '
                           f'fill="#000">{_escape(label_text(p.style, look[side]))}</text>')
            label = f"{tid}" + (f" ↺{rot}" if rot else "")
            out.append(f'<rect x="{cx - 17}" y="{cy - 9}" width="34" height="18" rx="4" fill="white" '
                       'fill-opacity="0.85"/>')
            out.append(f'<text x="{cx}" y="{cy + 4}" font-size="11" font-weight="bold" text-anchor="middle">'
                       f"{_escape(label)}</text>")
    out.append(f'<rect x="{pad}" y="{pad}" width="{p.cols * size}" height="{p.rows * size}" fill="none" '
               'stroke="#000" stroke-width="2"/>')
    for r in range(1, p.rows):
        out.append(f'<line x1="{pad}" y1="{pad + r * size}" x2="{pad + p.cols * size}" y2="{pad + r * size}" '
                   'stroke="#000" stroke-width="1"/>')
    for c in range(1, p.cols):
        out.append(f'<line x1="{pad + c * size}" y1="{pad}" x2="{pad + c * size}" y2="{pad + p.rows * size}" '
                   'stroke="#000" stroke-width="1"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
