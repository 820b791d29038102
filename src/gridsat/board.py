"""A declared board: what a genre's puzzle is made of, said once.

A genre declares its :class:`Board` (the grid, what a cell may hold, rooms, clues outside the
grid or on lattice points) instead of writing a Puzzle class, a reader and a validator.  The
puzzle is then a :class:`Grid`, and these follow from the declaration (see
:mod:`gridsat.declare`):

* validation: sizes, the alphabet, number ranges, rooms that label every cell, outside clue
  lines of the right length; one :class:`~gridsat.formats.InputError` naming the cell;
* native text: a header ``NAME [WxH]``, the cell rows (one token per cell: compact rows of one
  character each, or tokens separated by spaces), then the other parts each under a line that
  names it (``rooms``, ``points``) or as one line ``top: 1 . 3 .`` per side;
* JSON: ``{"genre": NAME, "cells": [[...]], "rooms": [[...]], "top": [...], ...}``;
* puzzlekit's problem text (``R C``, then the blocks in the genre's declared order, ``-`` for
  an empty cell);
* ``describe``: size and clue counts.

Cell values in a :class:`Grid`: ``None`` empty, an ``int`` a number, ``"?"`` a number not
given, the *meaning* of a declared symbol (``Cells(symbols={"#": "black"})`` stores
``"black"``), a declared letter as itself, an :class:`Arrow` for an arrow clue.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Iterator, Mapping, NamedTuple

from .formats import InputError, shorten
from .render.text import cell_name

SIDES = ("top", "bottom", "left", "right")
ARROWS = "^v<>"
KIT_ARROWS = {"n": "^", "s": "v", "w": "<", "e": ">"}  # puzzlekit writes an arrow clue as 2s, 1w
UNKNOWN = "?"
EMPTY_TOKENS = (".", "-")


class Arrow(NamedTuple):
    """An arrow clue: ``direction`` one of ``^ v < >`` and a number (``None``: no number,
    ``"?"``: a number not given)."""

    direction: str
    number: Any = None

    def __str__(self) -> str:
        return self.direction + ("" if self.number is None else str(self.number))


@dataclass(frozen=True)
class Cells:
    """What a cell may hold: numbers in ``numbers`` (lo, hi; hi None = no upper bound), ``?``
    when ``unknown``, the ``symbols`` (native token -> meaning), ``letters``, and arrows with a
    number when ``arrows``.  An empty cell is ``.`` (``-`` reads too)."""

    numbers: tuple[int, int | None] | None = None
    unknown: bool = False
    symbols: Mapping[str, str] = field(default_factory=dict)
    letters: str = ""
    arrows: bool = False

    @property
    def anything(self) -> bool:
        return bool(self.numbers or self.unknown or self.symbols or self.letters or self.arrows)

    def what(self) -> str:
        """The alphabet in words, for error messages."""
        parts = ["'.' (empty)"]
        if self.numbers:
            lo, hi = self.numbers
            parts.append(f"numbers {lo}..{hi}" if hi is not None else f"numbers from {lo}")
        if self.unknown:
            parts.append("'?'")
        parts += [f"'{t}' ({m})" for t, m in self.symbols.items()]
        if self.letters:
            parts.append(f"letters {self.letters}")
        if self.arrows:
            parts.append("arrows ^ v < > with a number")
        return ", ".join(parts)

    def read(self, token: str) -> Any:
        """The value of a native token; ValueError with a message when it is not allowed."""
        if token in self.symbols:  # (before the empty tokens: '-' may be a symbol, Magnets' minus pole)
            return self.symbols[token]
        if token in EMPTY_TOKENS:
            return None
        if token == UNKNOWN and self.unknown:
            return UNKNOWN
        if token in self.letters:
            return token
        if self.arrows and token[:1] in ARROWS:
            rest = token[1:]
            number = None if rest == "" else UNKNOWN if rest == UNKNOWN else self._number(rest, token)
            return Arrow(token[0], number)
        if self.arrows and re.fullmatch(r"[0-9]{1,9}[nsew]", token):  # puzzlekit's arrow: 2s, 1w
            return Arrow(KIT_ARROWS[token[-1]], self.check(int(token[:-1])))
        if self.numbers and re.fullmatch(r"[0-9]{1,9}", token):
            return self.check(int(token))
        raise ValueError(f"unknown cell {shorten(token, 20)!r} (a cell is {self.what()})")

    def _number(self, text: str, token: str) -> int:
        if not re.fullmatch(r"[0-9]{1,9}", text):
            raise ValueError(f"unknown cell {shorten(token, 20)!r} (a cell is {self.what()})")
        return self.check(int(text))

    def check(self, value: Any) -> Any:
        """``value`` if it is allowed (a number in range, a known meaning), else ValueError."""
        if value is None or value == UNKNOWN and self.unknown:
            return value
        if isinstance(value, bool):
            raise ValueError(f"unknown cell {value!r}")
        if isinstance(value, int):
            if not self.numbers:
                raise ValueError(f"a number ({value}) where a cell is {self.what()}")
            lo, hi = self.numbers
            if value < lo or hi is not None and value > hi:
                raise ValueError(f"number {value} is out of range {lo}..{'' if hi is None else hi}")
            return value
        if isinstance(value, Arrow) and self.arrows and value.direction in ARROWS:
            if isinstance(value.number, int):
                self.check(value.number)
            return value
        if isinstance(value, str) and (value in self.symbols.values() or len(value) == 1 and value in self.letters):
            return value
        raise ValueError(f"unknown cell {shorten(str(value), 20)!r} (a cell is {self.what()})")

    def token(self, value: Any) -> str:
        """The native token of a value (the inverse of :meth:`read`)."""
        if value is None:
            return "."
        if isinstance(value, Arrow):
            return str(value)
        if isinstance(value, int):
            return str(value)
        for t, meaning in self.symbols.items():
            if meaning == value:
                return t
        return str(value)

    def from_json(self, value: Any) -> Any:
        """A JSON cell: ``null`` / ``"."`` empty, a number, a token string, ``[arrow, number]``."""
        if isinstance(value, str):
            return self.read(value) if value not in self.symbols.values() else value
        if isinstance(value, list) and len(value) == 2 and self.arrows:
            return self.check(Arrow(str(value[0]), value[1]))
        return self.check(value)

    @staticmethod
    def to_json(value: Any) -> Any:
        return [value.direction, value.number] if isinstance(value, Arrow) else value


@dataclass(frozen=True)
class Board:
    """A genre's board, declared.  ``cells``: what a cell holds (``Cells()``: nothing, the
    board is given by its rooms); ``rooms``: a division into rooms is given; ``outside``: the
    sides with a line of clues outside the grid, whose alphabet is ``outside_cells``;
    ``points``: the alphabet of clues on the (rows+1) x (cols+1) lattice points; ``max_size``:
    the longest side; ``square``: rows == cols; ``spaced``: native cell rows are written with
    spaces between the cells (right-aligned) even when every token is one character;
    ``variants``: words naming rule variants a puzzle may carry (after the size in the native
    header, ``"variants": [...]`` in JSON; the puzzle's ``variants`` is the set it carries); a
    word ending in ``=`` takes a number, ``letters=`` reads ``letters=3`` (:meth:`Grid.setting`)."""

    cells: Cells = Cells()
    rooms: bool = False
    outside: tuple[str, ...] = ()
    outside_cells: Cells = Cells(numbers=(0, None), unknown=False)
    points: Cells | None = None
    max_size: int = 200
    square: bool = False
    spaced: bool = False
    variants: tuple[str, ...] = ()

    def variant(self, word) -> str | None:
        """``word`` (lower case) when it names one of the declared variants (``NAME=N`` for a
        declared ``NAME=``), else None."""
        w = str(word).lower()
        if w in self.variants and not w.endswith("=") or any(
                v.endswith("=") and w.startswith(v) and w[len(v):].isascii() and w[len(v):].isdigit()
                and len(w) - len(v) <= 4 for v in self.variants):
            return w
        return None

    def puzzle_type(self, genre: str, module: str, base: type | None = None) -> type:
        """The genre's Puzzle class: a :class:`Grid` (or ``base``, a Grid subclass with the
        genre's derived views) on this board (``module``: the genre's package, so that
        ``gridsat.load(puzzle)`` finds the genre of a Puzzle object)."""
        return type(f"{genre.capitalize()}Puzzle", (base or Grid,), {"__slots__": (), "BOARD": self, "genre": genre,
                                                                        "__module__": module})


def _frozen(rows) -> tuple:
    return tuple(tuple(row) for row in rows)


def cell_areas(cells) -> list[list[tuple[int, int]]]:
    """The orthogonally connected areas of ``cells`` ((r, c) pairs, no grid needed), in reading
    order of their first cells, each in the order a flood fill from that cell reaches it."""
    cells = set(cells)
    out, seen = [], set()
    for start in sorted(cells):
        if start in seen:
            continue
        seen.add(start)
        part, todo = [start], [start]
        while todo:
            r, c = todo.pop()
            for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if nb in cells and nb not in seen:
                    seen.add(nb)
                    part.append(nb)
                    todo.append(nb)
        out.append(part)
    return out


def one_area(cells) -> bool:
    """Whether ``cells`` form one orthogonally connected area (no cells: one area, the empty
    one).  For makers that keep a region or the unshaded cells in one piece."""
    return len(cell_areas(cells)) <= 1


class Grid:
    """A puzzle on a declared board (immutable; equal when its parts are equal).  Each genre
    has its subclass (:meth:`Board.puzzle_type`) with its ``BOARD``; the parts are values, not
    tokens, validated here.

    ``rows``, ``cols``; ``cells[r][c]`` (see the module notes); ``rooms[r][c]`` room ids
    0..n-1 numbered in reading order of each room's first cell (None when the board has no
    rooms); ``outside[side]`` a tuple of clues; ``points[r][c]`` on lattice points."""

    __slots__ = ("board", "rows", "cols", "cells", "rooms", "outside", "points", "source", "variants", "__dict__")
    BOARD: Board = Board()
    genre = ""

    def __init__(self, cells=None, rooms=None, outside=None, points=None, source: str = "input",
                 size: tuple[int, int] | None = None, variants=()) -> None:
        board = self.BOARD
        self.board, self.source = board, source
        self.variants = frozenset(variants or ())
        for word in sorted(w for w in self.variants if board.variant(w) != w):
            raise InputError(f"unknown rule variant {shorten(str(word), 20)!r}"
                             + (f" (one of: {', '.join(board.variants)})" if board.variants else ""), source)
        shape_from = cells if cells is not None else rooms
        if shape_from is not None:
            rows = len(shape_from)
            cols = len(shape_from[0]) if rows else 0
        elif size is not None:
            rows, cols = size
        elif points is not None and board.points is not None and isinstance(points, (list, tuple)):
            # a board of point clues alone (Gokigen): the lattice is one larger than the grid
            rows = len(points) - 1
            cols = len(points[0]) - 1 if points and isinstance(points[0], (list, tuple)) else 0
        else:
            raise InputError("the puzzle has no grid", source)
        if not (1 <= rows <= board.max_size and 1 <= cols <= board.max_size):
            raise InputError(f"grid size {cols}x{rows} is out of range 1..{board.max_size}", source)
        if board.square and rows != cols:
            raise InputError(f"the grid must be square, it is {cols}x{rows}", source)
        self.rows, self.cols = rows, cols
        self.cells = self._checked(cells, rows, cols, board.cells, "cells") if cells is not None \
            else tuple((None,) * cols for _ in range(rows))
        if board.rooms:
            if rooms is None:
                raise InputError("the puzzle has no rooms", source)
            try:
                self.rooms = _room_ids(self._shape(rooms, rows, cols, "rooms"), source)
            except InputError as e:
                e.part = "rooms"  # which block of the text to place it in
                raise
        elif rooms is not None:
            raise InputError("this genre has no rooms", source)
        else:
            self.rooms = None
        outside = dict(outside or {})
        for side in outside:
            if side not in board.outside:
                raise InputError(f"this genre has no clues {side} of the grid", source)
        self.outside = {}
        for side in board.outside:
            n = cols if side in ("top", "bottom") else rows
            line = tuple(outside.get(side) or (None,) * n)
            if len(line) != n:
                raise InputError(f"{side}: {len(line)} clues, the grid has {n} "
                                 f"{'columns' if n == cols else 'rows'}", source)
            try:
                self.outside[side] = tuple(board.outside_cells.check(v) for v in line)
            except ValueError as e:
                raise InputError(f"{side}: {e}", source) from None
        if board.points is not None:
            try:
                self.points = self._checked(points, rows + 1, cols + 1, board.points, "points") \
                    if points is not None else tuple((None,) * (cols + 1) for _ in range(rows + 1))
            except InputError as e:
                e.part = "points"
                raise
        elif points is not None:
            raise InputError("this genre has no clues on lattice points", source)
        else:
            self.points = None
        self.validate()

    def validate(self) -> None:
        """A genre's own checks of the whole puzzle, after the board's (a subclass raises
        InputError, with ``cell=`` to name a place)."""

    def setting(self, name: str, default: int | None = None) -> int | None:
        """The number N of the variant word ``NAME=N`` the puzzle carries (``default``: none)."""
        return next((int(w[len(name) + 1:]) for w in self.variants if w.startswith(name + "=")), default)

    def unsaid(self, fmt: str) -> None:
        """Raise InputError when the format ``fmt`` (its name in words) cannot say all of this
        puzzle (a variant's rule it has no mark for): a writer asks before writing, so a
        conversion never drops a rule silently.  The board's own parts are always said."""

    @classmethod
    def of(cls, rows, source: str = "input", **parts) -> "Grid":
        """A puzzle from rows of native cell tokens (a string of one-character tokens, or a
        list of tokens, a row): ``Puzzle.of(["..1", "#.."])`` (tests, generators)."""
        return cls([[cls.BOARD.cells.read(t) for t in row] for row in rows], source=source, **parts)

    def text_rows(self) -> tuple[str, ...]:
        """The cells as native tokens, a string a row (tokens of one character each)."""
        return tuple("".join(self.board.cells.token(v) for v in row) for row in self.cells)

    def _shape(self, grid, rows: int, cols: int, what: str) -> tuple:
        grid = _frozen(grid)
        if len(grid) != rows:
            raise InputError(f"{what}: {len(grid)} rows, the grid has {rows}", self.source)
        for r, row in enumerate(grid):
            if len(row) != cols:
                raise InputError(f"{what}: row has {len(row)} cells, the grid has {cols} columns",
                                 self.source, row=r)
        return grid

    def _checked(self, grid, rows: int, cols: int, alphabet: Cells, what: str) -> tuple:
        grid = self._shape(grid, rows, cols, what)
        out = []
        for r, row in enumerate(grid):
            try:
                out.append(tuple(alphabet.check(v) for v in row))
            except ValueError as e:
                c = next(c for c, v in enumerate(row) if _fails(alphabet, v))
                where = cell_name(r, c) if what == "cells" else f"point {r},{c}"
                raise InputError(f"{where}: {e}", self.source, cell=(r, c)) from None
        return tuple(out)

    # -- identity ----------------------------------------------------------------------------
    def _key(self) -> tuple:
        return (self.rows, self.cols, self.cells, self.rooms, tuple(sorted(self.outside.items())), self.points,
                tuple(sorted(self.variants)))

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.cols}x{self.rows}>"

    # -- reading the board -------------------------------------------------------------------
    height = property(lambda self: self.rows)
    width = property(lambda self: self.cols)

    def __iter__(self) -> Iterator[tuple[int, int]]:
        """Every cell, row by row."""
        return ((r, c) for r in range(self.rows) for c in range(self.cols))

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.rows and 0 <= c < self.cols

    def neighbours(self, r: int, c: int) -> list[tuple[int, int]]:
        """The cells sharing an edge with (r, c): up, right, down, left."""
        return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if self.inside(y, x)]

    def around(self, r: int, c: int) -> list[tuple[int, int]]:
        """The up to eight cells touching (r, c), corners included."""
        return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if (dr or dc) and self.inside(r + dr, c + dc)]

    def areas(self, cells) -> list[list[tuple[int, int]]]:
        """The orthogonally connected areas of ``cells`` (cells off the grid are left out), each
        sorted, in reading order of their first cells (checkers: islands, shaded areas)."""
        return [sorted(part) for part in cell_areas(x for x in cells if self.inside(*x))]

    def disconnected(self, cells, subject: str) -> list[str]:
        """A checker's "connected" rule: no problem when ``cells`` form one area, else one
        naming the first cell cut off (``subject``: "the shaded cells are", "the cave is")."""
        areas = self.areas(cells)
        if len(areas) < 2:
            return []
        return [f"{subject} not connected ({cell_name(*areas[1][0])} is cut off from {cell_name(*areas[0][0])})"]

    def blocks(self) -> list[list[tuple[int, int]]]:
        """Every 2x2 block of cells, top-left cell first, in reading order of that cell."""
        return [[(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
                for r in range(self.rows - 1) for c in range(self.cols - 1)]

    def edges(self) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
        """Every pair of cells sharing an edge, once (right and down neighbours)."""
        for r, c in self:
            if c + 1 < self.cols:
                yield (r, c), (r, c + 1)
            if r + 1 < self.rows:
                yield (r, c), (r + 1, c)

    def clues(self) -> dict[tuple[int, int], Any]:
        """The cells that hold something, with their values."""
        return {(r, c): v for (r, c) in self if (v := self.cells[r][c]) is not None}

    def numbers(self) -> dict[tuple[int, int], int]:
        return {cell: v for cell, v in self.clues().items() if isinstance(v, int)}

    @cached_property
    def room_cells(self) -> list[list[tuple[int, int]]]:
        """The cells of each room, room by room (room ``i`` is ``room_cells[i]``)."""
        out: list[list[tuple[int, int]]] = []
        for r, c in self:
            i = self.rooms[r][c]
            if i == len(out):
                out.append([])
            out[i].append((r, c))
        return out

    def room_of(self, r: int, c: int) -> int:
        return self.rooms[r][c]

    def replace(self, **parts) -> "Grid":
        """A copy with some parts replaced (``cells=``, ``rooms=``, ...), validated again."""
        now = dict(cells=self.cells, rooms=self.rooms, outside=self.outside, points=self.points,
                   source=self.source, variants=self.variants)
        now.update(parts)
        return type(self)(**now)

    def with_cells(self, values: Mapping) -> "Grid":
        """A copy whose cells hold just ``values`` (``{(r, c): value}``, the others empty): a
        generator's puzzle from some clues of an answer (:class:`gridsat.genre.Generator`)."""
        return self.replace(cells=[[values.get((r, c)) for c in range(self.cols)] for r in range(self.rows)])


class LatinGrid(Grid):
    """A Grid on a square board whose cells hold given digits 1..n (Futoshiki, Skyscrapers: the
    board's cells are ``Cells(numbers=(1, None))``, checked here against n; ``DIGIT``: a
    digit's name in messages).  ``size`` is n; ``givens`` the rows with 0 for an empty cell."""

    __slots__ = ()
    DIGIT = "digit"

    def validate(self) -> None:
        for (r, c), v in self.numbers().items():
            if v > self.rows:
                raise InputError(f"{cell_name(r, c)} holds {v!r}, not a {self.DIGIT} 1..{self.rows}", self.source,
                                 cell=(r, c))

    size = property(lambda self: self.rows)

    @cached_property
    def givens(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(v or 0 for v in row) for row in self.cells)

    def given(self) -> dict[tuple[int, int], int]:
        return self.numbers()


def _fails(alphabet: Cells, v) -> bool:
    try:
        alphabet.check(v)
        return False
    except ValueError:
        return True


def _room_ids(labels: tuple, source: str) -> tuple:
    """Room labels (any hashable; equal = one room) as ids 0.. in reading order, each room
    connected (a label used by two separate areas is an error naming a cell)."""
    rows, cols = len(labels), len(labels[0])
    ids: dict[tuple[int, int], int] = {}
    seen_label: dict = {}
    n = 0
    for r in range(rows):
        for c in range(cols):
            if (r, c) in ids:
                continue
            lab = labels[r][c]
            if lab is None:
                raise InputError(f"{cell_name(r, c)} is in no room", source, cell=(r, c))
            if lab in seen_label:
                raise InputError(f"room {shorten(str(lab), 20)!r} is in two pieces ({cell_name(*seen_label[lab])} "
                                 f"and {cell_name(r, c)})", source, cell=(r, c))
            seen_label[lab] = (r, c)
            stack = [(r, c)]
            ids[r, c] = n
            while stack:
                y, x = stack.pop()
                for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= ny < rows and 0 <= nx < cols and (ny, nx) not in ids and labels[ny][nx] == lab:
                        ids[ny, nx] = n
                        stack.append((ny, nx))
            n += 1
    return tuple(tuple(ids[r, c] for c in range(cols)) for r in range(rows))


def room_labels(n: int) -> list[str]:
    """Labels for ``n`` rooms in native text: one character each while they last."""
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return list(alphabet[:n]) if n <= len(alphabet) else [str(i + 1) for i in range(n)]
