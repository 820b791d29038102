"""Tile Paint (puzz.link ``tilepaint``).

Rules (pzprjs): a grid divided into tiles, with counts outside it: above a column, the number
of its shaded cells; left of a row, the number of its shaded cells.  Shade tiles whole: every
tile is all shaded or all unshaded; every count holds; at least one cell is shaded.  (pzprjs
also allows clue cells inside the grid, Kakuro-style, each counting the line it starts: not
read here.)

Formats: native text ``tilepaint 6x6``, the tile labels, then ``top: ...`` and ``left: ...``
(``.`` no count); JSON ``{"genre": "tilepaint", "size": [...], "rooms": [...], "top": [...],
"left": [...]}``; puzz.link ``tilepaint`` (tile borders, then the counts); puzzlekit's ``R C``
text (the column counts, the row counts, the tile grid).
"""
from __future__ import annotations

import random
from collections import Counter

from ...answers import SHADED
from ...board import Board
from ...cardinality.pb import pb_equals
from ...counts import uniform, uniform_rooms
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, Codec, Number16, Seq
from ...render.text import cell_name

BOARD = Board(rooms=True, outside=("top", "left"), max_size=200)
_NONE = "no clue cell"  # the inner cells' value in the codec: no Kakuro-style clue cell


class Counts(Codec):
    """pzprjs's ``decodeTilePaint``: the inner cells (skip letters ``g``-``z`` only: a clue cell
    inside the grid is refused), then the column counts and the row counts (``.`` none, a hex
    digit, ``-`` and two hex digits)."""

    def read(self, cur, shape):
        rows, cols = shape
        done = 0
        while done < rows * cols:
            ch = cur.peek()
            if not ("g" <= ch <= "z"):
                raise cur.error("clue cells inside the grid are not supported (only counts outside it)"
                                if ch else "the body is truncated (does the size match the body?)")
            cur.pos += 1
            done += int(ch, 36) - 15
        if done > rows * cols:
            raise cur.error(f"skip runs past the last of the {rows * cols} cells")
        flat = Number16(unknown=None, empty=_NONE, spaces=False, wide=False).read(cur, cols + rows)
        return {"top": tuple(flat[:cols]), "left": tuple(flat[cols:])}

    def write(self, value, shape) -> str:
        rows, cols = shape
        n, out = rows * cols, ""
        while n:
            k = min(n, 20)
            out += "0123456789abcdefghijklmnopqrstuvwxyz"[k + 15]  # g = 1 cell ... z = 20
            n -= k
        flat = list(value.get("top") or [None] * cols) + list(value.get("left") or [None] * rows)
        return out + Number16(unknown=None, empty=_NONE, spaces=False).write(flat, len(flat))


def lines(p):
    """``(name, cells, count)`` of every count: the columns', then the rows'."""
    out = [(f"column {c + 1}", [(r, c) for r in range(p.rows)], k) for c, k in enumerate(p.outside["top"])]
    out += [(f"row {r + 1}", [(r, c) for c in range(p.cols)], k) for r, k in enumerate(p.outside["left"])]
    return [(name, cells, k) for name, cells, k in out if k is not None]


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    with model.tag("every tile is all shaded or all unshaded"):
        rooms = uniform_rooms(model, shaded, p.room_cells)
    for name, cells, k in lines(p):  # a sum over the line's tiles, each weighted by its cells there
        tiles = Counter(rooms[p.rooms[r][c]] for r, c in cells)
        with model.tag(f"{name} has {k} shaded cells"):
            pb_equals(model, list(tiles), list(tiles.values()), k)
    with model.tag("some cell is shaded"):
        model.add(list(shaded.values()))


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*x)} is not on the grid" for x in sorted(on) if not p.inside(*x)]
    problems += [f"tile {i + 1} ({cell_name(*p.room_cells[i][0])}) is partly shaded" for i in uniform(on, p.room_cells)]
    for name, cells, k in lines(p):
        n = len(on.intersection(cells))
        if n != k:
            problems.append(f"{name} has {n} shaded cells, needs {k}")
    return problems + ([] if on else ["no cell is shaded"])


def tiny(rng: random.Random):
    rows, cols = rng.randint(1, 3), rng.randint(1, 4)
    rooms = random_rooms(rng, rows, cols, rng.randint(1, rows * cols))
    pick = lambda n: [rng.choice((None, None, 0, 1, 2)) for _ in range(n)]  # noqa: E731
    return Puzzle(rooms=rooms, outside={"top": pick(cols), "left": pick(rows)})


GENRE = declare(
    "tilepaint", "Tile Paint", BOARD, SHADED, rules, check, module=__name__, aliases=("tile-paint",),
    url=Url(("tilepaint",), Seq(("rooms", Borders()), ("outside", Counts()))),
    puzzlekit=("top", "left", "rooms"), tiny=tiny, uses=frozenset({"pb"}))
Puzzle = GENRE.puzzle
