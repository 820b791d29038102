"""Tile Paint (puzz.link ``tilepaint``; rules and formats: docs/genres/tilepaint.md).

Tiles are shaded whole; a count above a column, left of a row, or on a clue cell inside the
grid (``#``, in no tile: a down and a right count) numbers the shaded cells from it to the next
clue cell or the edge; at least one cell is shaded (pzprjs).
"""
from __future__ import annotations

import random
import re
from collections import Counter

from ...answers import SHADED
from ...board import Board, Cells, Grid
from ...cardinality.pb import pb_equals
from ...counts import uniform, uniform_rooms
from ...declare import declare, random_rooms
from ...formats import InputError
from ...formats.codecs import Borders, Codec, Number16, Seq, Url
from ...genre import Format, Generator, line_counts, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(symbols={"#": "clue"}), rooms=True, outside=("top", "left"), max_size=200)
_CLUE = re.compile(r"^[ \t]*clue[ \t]+r(\d{1,4})c(\d{1,4})[ \t]*:[ \t]*(\S+)[ \t]+(\S+)[ \t]*$", re.I | re.M)
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


class Puzzle(Grid):
    """A Tile Paint board; ``inner``: each clue cell's ``(down, right)`` counts (None: none)."""

    __slots__ = ()
    BOARD, genre = BOARD, "tilepaint"

    def __init__(self, *parts, inner=None, **named) -> None:
        super().__init__(*parts, **named)
        inner = {tuple(x): tuple(v) for x, v in (inner or {}).items()}
        for (r, c), (down, right) in inner.items():
            if not self.inside(r, c) or self.cells[r][c] != "clue":
                raise InputError(f"clue r{r + 1}c{c + 1}: not a clue cell ('#') of the grid", self.source)
            for v, most in ((down, self.rows), (right, self.cols)):
                if v is not None and (isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= most):
                    raise InputError(f"clue {cell_name(r, c)}: count {v!r} is not a number 0..{most}", self.source)
        self.__dict__["inner"] = {x: inner.get(x, (None, None)) for x in self if self.cells[x[0]][x[1]] == "clue"}
        for i, room in enumerate(self.room_cells):
            if len({self.cells[r][c] for r, c in room}) > 1:
                raise InputError(f"{cell_name(*room[0])}: room {i + 1} holds clue cells and tile cells", self.source,
                                 cell=room[0])

    def _key(self) -> tuple:
        return super()._key() + (tuple(sorted(self.inner.items())),)

    def replace(self, **parts) -> "Puzzle":
        inner = parts.pop("inner", self.inner)
        p = super().replace(**parts)
        return Puzzle(p.cells, p.rooms, p.outside, source=p.source, inner=inner)

    def tile_cells(self) -> list:
        return [x for x in self if self.cells[x[0]][x[1]] is None]

    def tiles(self) -> list:
        return [room for room in self.room_cells if self.cells[room[0][0]][room[0][1]] is None]

    def lines(self) -> list:
        """``(name, cells, count)`` of every count: from each clue (outside or a clue cell) the
        cells up to the next clue cell, columns then rows."""
        out = []
        for axis, side, what in ((0, "top", "column"), (1, "left", "row")):
            for i in range(self.cols if axis == 0 else self.rows):
                line = [(r, i) for r in range(self.rows)] if axis == 0 else [(i, c) for c in range(self.cols)]
                name, k, run = f"{what} {i + 1}", self.outside[side][i], []
                for x in line + [None]:
                    if x is None or x in self.inner:
                        if k is not None:
                            out.append((name, run, k))
                        if x is not None:
                            name, k, run = f"the {'down' if axis == 0 else 'right'} count of {cell_name(*x)}", \
                                self.inner[x][axis], []
                    else:
                        run.append(x)
        return out


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model, p.tile_cells())
    with model.tag("every tile is all shaded or all unshaded"):
        lit = dict(zip((room[0] for room in p.tiles()), uniform_rooms(model, shaded, p.tiles())))
    first = {x: room[0] for room in p.tiles() for x in room}
    for name, cells, k in p.lines():  # a sum over the line's tiles, each weighted by its cells there
        tiles = Counter(lit[first[x]] for x in cells)
        with model.tag(f"{name}: {k} shaded cells"):
            pb_equals(model, list(tiles), list(tiles.values()), k)
    with model.tag("some cell is shaded"):
        model.add(list(shaded.values()))


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*x)} " + ("is not on the grid" if not p.inside(*x) else "is a clue cell")
                for x in sorted(on) if not p.inside(*x) or p.cells[x[0]][x[1]] is not None]
    problems += [f"tile {i + 1} ({cell_name(*p.tiles()[i][0])}) is partly shaded" for i in uniform(on, p.tiles())]
    for name, cells, k in p.lines():
        n = len(on.intersection(cells))
        if n != k:
            problems.append(f"{name}: {n} shaded cells, needs {k}")
    return problems + ([] if on else ["no cell is shaded"])


# -- formats ------------------------------------------------------------------------------------------

class Counts(Codec):
    """pzprjs's ``decodeTilePaint``: the cells (``g``-``z`` skip 1-20; a clue cell is its down
    and right counts: two characters ``.``/hex, or ``-`` + 1 + 2, ``+`` + 2 + 1, ``=`` + 2 + 2
    hex digits), then the column counts and the row counts (``.``, hex, ``-`` + 2 hex)."""

    def read(self, cur, shape):
        rows, cols = shape
        cells, inner, n = [[None] * cols for _ in range(rows)], {}, 0
        while n < rows * cols:
            ch = cur.peek()
            if "g" <= ch <= "z":
                cur.pos += 1
                n += int(ch, 36) - 15
                continue
            if not ch:
                raise cur.error("the body is truncated (does the size match the body?)")
            widths = {"-": (1, 2), "+": (2, 1), "=": (2, 2)}.get(ch)
            cur.pos += ch in "-+="
            down, right = (self._count(cur, w) for w in (widths or (1, 1)))
            cells[n // cols][n % cols], inner[n // cols, n % cols] = "clue", (down, right)
            n += 1
        if n > rows * cols:
            raise cur.error(f"skip runs past the last of the {rows * cols} cells")
        flat = Number16(unknown=None, empty="none", spaces=False, wide=False).read(cur, cols + rows)
        return {"cells": cells, "inner": inner, "outside": {"top": flat[:cols], "left": flat[cols:]}}

    @staticmethod
    def _count(cur, width: int):
        if cur.peek() == "." and width == 1:
            cur.pos += 1
            return None
        return cur.hexnum(width, "count")

    def write(self, value, shape) -> str:
        rows, cols = shape
        out, gap = [], 0
        for r in range(rows):
            for c in range(cols):
                if (r, c) not in value["inner"]:
                    gap += 1
                    continue
                down, right = value["inner"][r, c]
                pre = {(True, False): "-", (False, True): "+", (True, True): "="}.get(
                    ((right or 0) >= 16, (down or 0) >= 16), "")
                out.append((pre + "".join("." if v is None else format(v, "02x" if v >= 16 else "x")
                                          for v in (down, right)), gap))
                gap = 0
        out.append(("", gap))
        text = ""
        for token, gap in out:
            while gap:
                k = min(gap, 20)
                text, gap = text + _B36[k + 15], gap - k
            text += token
        flat = list(value["outside"]["top"]) + list(value["outside"]["left"])
        return text + Number16(unknown=None, empty="none", spaces=False).write(flat, len(flat))


URL = Url(("tilepaint",), Seq(("rooms", Borders()), ("clues", Counts())))


def from_url(text: str, source: str = "url") -> Puzzle:
    (rows, cols), f = URL.read(text, source)
    return Puzzle(f["clues"]["cells"], f["rooms"], f["clues"]["outside"], source=source, inner=f["clues"]["inner"])


def to_url(p: Puzzle) -> str:
    return URL.write((p.rows, p.cols), {"rooms": p.rooms, "clues": {"inner": p.inner, "outside": p.outside}})


def _counts(p: Puzzle) -> list:
    return [[r, c, d, rt] for (r, c), (d, rt) in sorted(p.inner.items()) if (d, rt) != (None, None)]


def parse(text: str, source: str = "input") -> Puzzle:
    found = _CLUE.findall(text)
    p = DECLARED.parse(_CLUE.sub("//", text), source)
    if not found:
        return p
    try:
        inner = {(int(r) - 1, int(c) - 1): tuple(None if v == "." else int(v) for v in (d, rt)) for r, c, d, rt in found}
    except ValueError:
        raise InputError("a 'clue rRcC: DOWN RIGHT' line holds a count that is not a number or '.'", source) from None
    return p.replace(inner=inner)


def to_text(p: Puzzle) -> str:
    tok = lambda v: "." if v is None else str(v)  # noqa: E731
    return DECLARED.to_text(p) + "".join(f"clue r{r + 1}c{c + 1}: {tok(d)} {tok(rt)}\n" for r, c, d, rt in _counts(p))


def to_json(p: Puzzle) -> dict:
    return {**DECLARED.to_json(p), **({"inner": _counts(p)} if _counts(p) else {})}


def from_json(doc: dict, source: str = "input") -> Puzzle:
    inner = doc.get("inner") or []
    if not isinstance(inner, list) or not all(isinstance(x, list) and len(x) == 4 for x in inner):
        raise InputError('"inner" must be a list of [row, col, down, right]', source)
    return DECLARED.from_json(doc, source).replace(inner={(r, c): (d, rt) for r, c, d, rt in inner})


def to_puzzlekit(p: Puzzle) -> str:
    if p.inner:
        raise InputError("puzzlekit's Tile Paint has no clue cells inside the grid")
    return DECLARED.to_puzzlekit(p)


def tiny(rng: random.Random) -> Puzzle:
    """At most 3x4 cells: random tiles and counts; now and then a first column of clue cells."""
    rows, cols = rng.randint(1, 3), rng.randint(2, 4)
    edge = rng.random() < 0.3
    rooms = [[f"c{r}"] * edge + [str(v) for v in row]
             for r, row in enumerate(random_rooms(rng, rows, cols - edge, rng.randint(1, rows * (cols - edge))))]
    pick = lambda n: [rng.choice((None, None, 0, 1, 2)) for _ in range(n)]  # noqa: E731
    cells = [["clue"] * edge + [None] * (cols - edge) for _ in range(rows)]
    inner = {(r, 0): (None, rng.choice((None, 0, 1, 2))) for r in range(rows)} if edge else {}
    return Puzzle(cells, rooms, {"top": pick(cols), "left": pick(rows)}, inner=inner)


def board(rng: random.Random, size, options) -> Puzzle:
    """Random tiles (three cells each on average), no counts yet: ``gridsat generate`` plants
    a shading and writes its column and row counts."""
    rows, cols = size
    if rows * cols < 4:
        raise InputError(f"a {rows}x{cols} grid is too small for Tile Paint (at least 4 cells)")
    return Puzzle([[None] * cols for _ in range(rows)], random_rooms(rng, rows, cols, max(2, rows * cols // 3)),
                  {"top": [None] * cols, "left": [None] * rows}, source="generated")


GENRE = declare(
    "tilepaint", "Tile Paint", BOARD, SHADED, rules, check, module=__name__, aliases=("tile-paint",),
    puzzle=Puzzle, puzzlekit=("top", "left", "rooms"), tiny=tiny, uses=frozenset({"pb"}),
    candidates=lambda p: SHADED.candidates(p, p.tile_cells()), parse=parse, to_text=to_text, to_json=to_json,
    from_json=from_json, formats=(Format("puzzlink", from_url, to_url, pids=URL.pids),
                                  Format("puzzlekit", lambda t, s="input": DECLARED.from_puzzlekit(t, s), to_puzzlekit,
                                         detected=False)),
    generate=Generator(board=board, shows=lambda p, sol: line_counts(p, sol.shaded), pose=posed_cells,
                       size=(8, 8)))
DECLARED = GENRE.declared
