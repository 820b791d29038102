"""The KenKen board and its irregular formats.  The board: an n x n grid cut into cages (the
board's rooms), each with a target and an operation, or a target alone: a one-cell cage's digit,
or (two cells or more) a hidden operation (``?``), which the solver chooses; cells are (row,
col), 0-based.  The formats (docs/genres/kenken.md describes them): the native text (rows of
cage labels, then ``LABEL=TARGET[OP]`` per cage), JSON with a list of cages, and Simon Tatham's
Keen game IDs ``N[dD][m]:LAYOUT,CLUES`` (runs of open inner edges, then the cages' clues)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ...board import Board
from ...formats import InputError, cells_from_json
from ...formats.codecs import Edges, tatham_rooms
from ...formats.tatham import split_game_id
from ...render.text import cell_name

MAX_SIZE = 40
OP_NAMES = {"+": "sum", "-": "difference", "*": "product", "/": "quotient", "": "given",  # "": a one-cell cage
            "?": "result"}  # "?": the operation is hidden
SHOW_OP = {"+": "+", "-": "−", "*": "×", "/": "÷", "": "", "?": ""}
BOARD = Board(rooms=True, max_size=MAX_SIZE, square=True)


@dataclass(frozen=True)
class Cage:
    cells: tuple[tuple[int, int], ...]  # sorted (row, col)
    op: str
    target: int

    def clue(self, ascii: bool = True) -> str:
        """``12*`` (``12×`` with ``ascii`` False); a one-cell cage, or a hidden operation, is its
        target alone."""
        return f"{self.target}{self.op if ascii else SHOW_OP[self.op]}"


class Puzzle(BOARD.puzzle_type("kenken", __name__)):
    """``Puzzle(n, cages)``.  ``cages``: in reading order of their first cells, cells sorted (the
    board's rooms: ``rooms`` holds the cage number of every cell)."""

    def __init__(self, size: int, cages, source: str = "input") -> None:
        if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= MAX_SIZE:
            raise InputError(f"board size {size!r} is out of range 1..{MAX_SIZE}", source)
        labels = [[None] * size for _ in range(size)]  # (a cage in two pieces is named by its first cell)
        for cage in cages:
            if not cage.cells:
                raise InputError("a cage has no cells", source)
            for r, c in cage.cells:
                if not (0 <= r < size and 0 <= c < size):
                    raise InputError(f"cage cell ({r}, {c}) is outside the {size}x{size} board", source)
                if labels[r][c] is not None:
                    raise InputError(f"{cell_name(r, c)} is in two cages", source, cell=(r, c))
                labels[r][c] = cell_name(*min(cage.cells))
        # (read by ``cages``; a target alone on two cells or more: the operation is hidden)
        self.ops = {cage.cells[0]: ("?" if cage.op == "" and len(cage.cells) > 1 else cage.op, cage.target)
                    for cage in cages}
        super().__init__(rooms=labels, source=source)

    @cached_property
    def cages(self) -> tuple[Cage, ...]:
        return tuple(Cage(tuple(cells), *next(self.ops[x] for x in cells if x in self.ops))
                     for cells in self.room_cells)

    size = property(lambda self: self.rows)

    def _key(self) -> tuple:
        return super()._key() + (self.cages,)

    def validate(self) -> None:
        for cage in self.cages:
            op, t, k = cage.op, cage.target, len(cage.cells)
            problem = (f": unknown operation {op!r} (+ - * /, ? or none: hidden)" if op not in ("+", "-", "*", "/", "", "?")
                       else f": target {str(t)[:30]!r} is not a whole number 0..10^60"
                       if type(t) is not int or not 0 <= t <= 10 ** 60
                       else f": a {OP_NAMES[op]} needs a cage of two cells, this one has {k}" if op in ("-", "/") and k != 2
                       else ": a one-cell cage has no operation to hide" if op == "?" and k == 1 else "")
            if problem:
                raise InputError(f"cage at {cell_name(*cage.cells[0])}{problem}", self.source, cell=cage.cells[0])


GAME_ID = re.compile(r"\d+(?:d[a-z])?m?:")
_LABEL = re.compile(r"[A-Za-z0-9_]+")
_CLUE = re.compile(r"([A-Za-z0-9_]+)=(\d{1,61})([-+*/x×÷−?]?)")  # (? or none on two cells or more: hidden)
_OP = {"+": "+", "-": "-", "−": "-", "*": "*", "x": "*", "×": "*", "/": "/", "÷": "/", "": "", "?": "?"}
_TATHAM_OP = {"a": "+", "m": "*", "s": "-", "d": "/"}
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


# -- native text ---------------------------------------------------------------------------------

def parse(lines, source: str = "input", words=()) -> Puzzle:
    """The rows after the header: a row of cage labels per board row, then the clues."""
    n = next((k for k, x in enumerate(lines) if "=" in x[1]), len(lines))
    rows, clues = lines[:n], lines[n:]
    stray = next((x for x in clues if "=" not in x[1]), None)
    if stray:
        raise InputError("a row of cage labels after the clues (the rows come first)", source, stray[0])
    if not rows:
        raise InputError("no rows of cage labels (one label per cell)", source, lines[0][0])
    cells: dict[str, list[tuple[int, int]]] = {}
    where: dict[tuple[int, int], tuple[int, int]] = {}  # cell -> (line, column) in the text
    for r, (line_no, line, ind) in enumerate(rows):
        labels = [(m.start(), m[0]) for m in re.finditer(r"\S+", line)] if re.search(r"\s", line) \
            else list(enumerate(line))
        if len(labels) != n:
            raise InputError(f"row has {len(labels)} cage labels, the board has {n} rows", source, line_no)
        for c, (col, label) in enumerate(labels):
            where[r, c] = (line_no, ind + col + 1)
            if not _LABEL.fullmatch(label):
                raise InputError(f"bad cage label {label[:20]!r} (letters, digits and _)", source, *where[r, c])
            cells.setdefault(label, []).append((r, c))
    cages: dict[str, Cage] = {}
    for line_no, line, ind in clues:
        for m in re.finditer(r"[^\s,;]+", line):
            entry, at = _CLUE.fullmatch(m[0]), (source, line_no, ind + m.start() + 1)
            if not entry:
                raise InputError(f"bad clue {m[0][:30]!r}: expected LABEL=TARGET with + - * / after it (none for a "
                                 "one-cell cage), e.g. a=12*", *at)
            label, op, k = entry[1], _OP[entry[3]], len(cells.get(entry[1], ()))
            if not k:
                raise InputError(f"clue for cage {label!r}, which is not on the board", *at)
            if label in cages:
                raise InputError(f"cage {label!r} has a second clue", *at)
            if (op in ("-", "/") and k != 2) or (op == "?" and k == 1):
                need = "two cells" if op != "?" else "two cells or more (a one-cell cage has no operation to hide)"
                raise InputError(f"cage {label!r} has {k} cell{'s' * (k != 1)}: {m[0][:30]!r} needs {need}", *at)
            cages[label] = Cage(tuple(cells[label]), op, int(entry[2]))
    for label, ((r, c), *_) in ((label, x) for label, x in cells.items() if label not in cages):
        raise InputError(f"cage {label!r} (at {cell_name(r, c)}) has no clue LABEL=TARGET", source, *where[r, c])
    try:
        return Puzzle(n, tuple(cages.values()), source)
    except InputError as e:
        raise e.locate(source, [x[0] for x in rows], lambda r, c: where[r, c][1]) from None


def labels(p: Puzzle) -> list[str]:
    """A label per cage: one character while there are at most 62 cages, else two."""
    k, m = len(_LETTERS), len(p.cages)
    return list(_LETTERS[:m]) if m <= k else [_LETTERS[i // k] + _LETTERS[i % k] for i in range(m)]


def to_text(p: Puzzle) -> str:
    names = labels(p)
    rows = [("" if len(names[0]) == 1 else " ").join(names[i] for i in row) for row in p.rooms]
    clues = [f"{names[i]}={cage.clue()}" for i, cage in enumerate(p.cages)]
    per_line = max(1, 72 // (max(map(len, clues)) + 1))
    return "\n".join([f"kenken {p.size}", *rows] + [" ".join(clues[i:i + per_line])
                                                    for i in range(0, len(clues), per_line)]) + "\n"


# -- JSON ----------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    n, items = doc.get("size"), doc.get("cages")
    if isinstance(n, bool) or not isinstance(n, int):
        raise InputError('"size" must be the side of the board (an integer)', source)
    if not isinstance(items, list) or not all(isinstance(k, dict) for k in items):
        raise InputError('"cages" must be a list of {"cells": [[r, c], ...], "op": "+", "target": 12}', source)
    for i, (op, target) in enumerate((k.get("op", ""), k.get("target")) for k in items):
        if not isinstance(op, str) or op not in _OP or isinstance(target, bool) or not isinstance(target, int):
            raise InputError(f'"cages"[{i}]: "op" must be one of "+", "-", "*", "/", "?" or "" and "target" an integer, '
                             f'got {op!r} and {target!r}'[:200], source)
    return Puzzle(n, tuple(Cage(cells_from_json(k, "cells", source, what=f'"cages"[{i}]'), _OP[k.get("op", "")],
                                k["target"]) for i, k in enumerate(items)), source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "kenken", "size": p.size,
            "cages": [{"cells": [list(x) for x in k.cells], "op": k.op, "target": k.target} for k in p.cages]}


# -- Simon Tatham's Keen ---------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    m = re.fullmatch(r"(\d{1,3})(?:d([a-z]))?(m)?", gid.params)
    if not m:
        raise gid.error(f"not a Keen game ID: params {gid.params[:20]!r} should be N[dD][m] (e.g. 6dn:...)",
                        params_offset=0)
    if m[2] and m[2] not in "enhxu":
        raise gid.error(f"unknown Keen difficulty {m[2]!r} (e, n, h, x or u)", params_offset=m.start(2))
    n, desc, walls = int(m[1]), gid.desc, []
    if not 3 <= n <= 9:
        raise gid.error(f"Keen boards are 3x3 to 9x9, not {n}x{n}", params_offset=0)
    edges, (layout, comma, _) = 2 * n * (n - 1), desc.partition(",")
    for t in re.finditer(r"(.)(\d*)", layout):  # (Tatham's reading: ``y`` 25 open edges, ``z`` 26 and a wall)
        run = 0 if t[1] == "_" else ord(t[1]) - 96
        if not (t[1] == "_" or "a" <= t[1] <= "z"):
            raise gid.error(f"cage layout: unexpected {t[1]!r}", t.start())
        for _ in range(max(1, int(t[2][:6])) if t[2] else 1):
            if len(walls) + run > edges:
                raise gid.error("cage layout: more edges than the board has", t.start())
            walls += [False] * run + [True] * (run != 25)
    if len(walls) != edges + 1:
        raise gid.error(f"cage layout: {max(0, len(walls) - 1)} of the board's {edges} inner edges described",
                        len(layout))
    if not comma:
        raise gid.error("expected ',' and the clues after the cage layout", len(layout))
    rooms = tatham_rooms(walls, (n, n))  # (the phantom wall past the last edge left out)
    groups = [[(r, c) for r in range(n) for c in range(n) if rooms[r][c] == j] for j in range(1 + max(map(max, rooms)))]
    cages, i = [], len(layout) + 1
    for cells in groups:
        if i == len(desc):
            raise gid.error(f"too few clues: {len(cages)} for {len(groups)} cages", i)
        m = re.compile(r"([a-z])(\d{1,61})").match(desc, i)
        if not m or m[1] not in _TATHAM_OP:
            raise gid.error(f"clue {desc[i:i + 8]!r}: expected a, m, s or d and a number", i)
        if _TATHAM_OP[m[1]] in ("-", "/") and len(cells) != 2:
            raise gid.error(f"clue {m[0]!r}: a difference or quotient needs a cage of two cells, the cage at "
                            f"{cell_name(*cells[0])} has {len(cells)}", i)
        cages.append(Cage(tuple(cells), _TATHAM_OP[m[1]], int(m[2])))
        i = m.end()
    if i != len(desc):
        raise gid.error(f"too many clues: more than the {len(groups)} cages", i)
    return Puzzle(n, tuple(cages), source)


def to_tatham(p: Puzzle) -> str:
    n = p.size
    if any(k.op == "?" for k in p.cages):
        raise InputError("Tatham's Keen shows every cage's operation: a puzzle with hidden operations cannot be "
                         "written as a Keen game ID; write native text, JSON or puzzlekit text", p.source)
    if not 3 <= n <= 9:
        raise InputError(f"Tatham's Keen has boards of 3x3 to 9x9, not {n}x{n}", p.source)
    # the cages' walls in Tatham's run code (:class:`gridsat.formats.codecs.Edges`), then a run of one
    # code: the code once, twice, or (three or more) the code and the count
    layout = "".join(g[1] + (str(len(g[0])) if len(g[0]) > 2 else g[0][1:])
                     for g in re.finditer(r"(.)\1*", Edges().write(p.rooms, (n, n))))
    clues = "".join({"+": "a", "*": "m", "-": "s", "/": "d", "": "a"}[k.op] + str(k.target) for k in p.cages)
    return f"{n}:{layout},{clues}"
