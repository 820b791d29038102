"""Sudoku and its variants: n x n boards with boxes of r x c cells, jigsaw, X and killer.

Rules: fill every cell with a digit 1..n so that every row, every column and every box
(jigsaw: every irregular region) holds each digit exactly once.  Variants combine:

* X: both main diagonals also hold each digit exactly once;
* killer: the board is divided into cages; the digits of a cage differ and add up to the
  cage's sum.

Formats
-------
One line (a file of many lines is a batch): ``n*n`` characters row by row, ``.`` or ``0``
for a blank, ``1``..``9`` then ``A``..``Z`` for 10..35 (so 81 characters for 9x9, 256 for
16x16, 625 for 25x25).  Boxes are as square as the side allows (6x6: 2 rows x 3 columns).

Native text (``#`` starts a comment line)::

    sudoku 9x9 box 3x3 x killer   <- header: size, box (rows x columns), flags x / jigsaw / killer
    53..7....                      <- n rows: one character per cell, or tokens separated by
    6..195...                         spaces (numbers allowed then); '|' and lines of - + | are
    ...                               decoration and ignored
    regions                        <- jigsaw: n rows of region labels (letters/digits)
    AAABBBCCC
    ...
    cages                          <- killer: n rows of cage labels, then LABEL=SUM entries
    aabbc...
    ...
    a=3 b=15 c=22 ...

Simon Tatham ``sgt-solo`` game IDs (``3x3:b1d4a6...``, ``9j:...,<blocks>``, killer ``k``
IDs; see ``gridsat.formats.tatham_solo``), one per line; a file of IDs is a batch.

JSON: ``{"genre": "sudoku", "size": 9, "box": [3, 3], "givens": [[0, 5, ...], ...],
"regions": [[...]] (jigsaw, instead of box), "x": false, "cages": [{"sum": 15, "cells":
[[r, c], ...]}, ...]}``.

Solution JSON: ``{"grid": [[v, ...], ...]}``.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from math import isqrt

from ..cardinality import at_most, exactly
from ..cardinality.pb import pb_equals
from ..formats import InputError, significant_lines, significant_lines_indented
from ..formats.tatham_solo import SoloID, format_solo_id, looks_like_solo_id, parse_solo_id
from ..model import Model
from ..render.text import cell_name, region_grid

NAME = "sudoku"
OPTIONS = {"pb"}  # --pb: the encoding of killer cage sums
TITLE = "Sudoku (boxes, jigsaw, X, killer)"
MAX_SIZE = 100
SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # 1..35 as one character
_LINE = re.compile(r"^[0-9A-Za-z.]+$")
_LABEL = re.compile(r"^[A-Za-z0-9_]+$")
_DECOR = re.compile(r"^[-+|=\s]+$")


@dataclass(frozen=True)
class Cage:
    total: int
    cells: tuple[tuple[int, int], ...]  # sorted (row, col)


@dataclass(frozen=True)
class Puzzle:
    givens: tuple[tuple[int, ...], ...]          # n x n, 0 = blank
    box: tuple[int, int] | None = None           # (rows, columns) of a box; None = jigsaw
    regions: tuple[tuple[int, ...], ...] | None = None  # jigsaw region per cell (or boxes)
    diagonals: bool = False                      # X-Sudoku
    cages: tuple[Cage, ...] = ()                 # killer
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        src = self.source
        n = len(self.givens)
        if n == 0:
            raise InputError("the board has no rows", src)
        if n > MAX_SIZE:
            raise InputError(f"a {n}x{n} board is larger than the supported {MAX_SIZE}x{MAX_SIZE}", src)
        for r, row in enumerate(self.givens):
            if len(row) != n:
                raise _at_row(InputError(f"Sudoku boards are square: row {r + 1} has {len(row)} "
                                         f"cells, the board has {n} rows", src), r)
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= n:
                    raise _at_row(InputError(f"digit {v!r} at {cell_name(r, c)} is out of range "
                                             f"1..{n}", src), r)
        if self.regions is None:
            box = self.box or default_box(n)
            if len(box) != 2 or box[0] < 1 or box[1] < 1 or box[0] * box[1] != n:
                raise InputError(f"boxes of {box[0]}x{box[1]} cells do not tile a {n}x{n} board", src)
            object.__setattr__(self, "box", tuple(box))
            object.__setattr__(self, "regions", tuple(
                tuple((r // box[0]) * (n // box[1]) + c // box[1] for c in range(n)) for r in range(n)))
        else:
            object.__setattr__(self, "box", None)
            if len(self.regions) != n or any(len(row) != n for row in self.regions):
                raise InputError(f"the region map must be {n}x{n} like the board", src)
            sizes = Counter(x for row in self.regions for x in row)
            if len(sizes) != n:
                raise InputError(f"a {n}x{n} jigsaw needs {n} regions, found {len(sizes)}", src)
            for label, size in sizes.items():
                if size != n:
                    r, c = next((r, c) for r in range(n) for c in range(n) if self.regions[r][c] == label)
                    raise _at_row(InputError(f"region {_show(label)} (at {cell_name(r, c)}) has {size} "
                                             f"cells; every region needs {n}", src), r)
            number: dict = {}  # labels do not matter, only the partition: number them 0..n-1
            object.__setattr__(self, "regions", tuple(
                tuple(number.setdefault(x, len(number)) for x in row) for row in self.regions))
        self._check_cages()
        self._check_clashes()

    def _check_cages(self) -> None:
        if not self.cages:
            return
        n, src = self.size, self.source
        owner: dict[tuple[int, int], int] = {}
        for i, cage in enumerate(self.cages):
            if not cage.cells:
                raise InputError("a killer cage has no cells", src)
            for r, c in cage.cells:
                if not (0 <= r < n and 0 <= c < n):
                    raise InputError(f"killer cage cell ({r}, {c}) is outside the {n}x{n} board", src)
                if (r, c) in owner:
                    raise _at_row(InputError(f"{cell_name(r, c)} is in two killer cages (cages may "
                                             "not overlap)", src), r)
                owner[r, c] = i
        for cage in self.cages:
            k = len(cage.cells)
            where = cell_name(*cage.cells[0])
            if k > n:
                raise InputError(f"the killer cage at {where} has {k} cells; different digits 1..{n} "
                                 f"fit in at most {n}", src)
            lo, hi = k * (k + 1) // 2, k * (2 * n - k + 1) // 2
            if isinstance(cage.total, bool) or not isinstance(cage.total, int) or not lo <= cage.total <= hi:
                raise InputError(f"the killer cage at {where} ({k} cells) cannot sum to {cage.total!r}: "
                                 f"{k} different digits sum to {lo}..{hi}", src)
        for r in range(n):
            for c in range(n):
                if (r, c) not in owner:
                    raise _at_row(InputError(f"{cell_name(r, c)} is in no killer cage (the cages "
                                             "must cover the board)", src), r)

    def _check_clashes(self) -> None:
        """Two equal givens in one house or cage: reported before any solving."""
        seen: dict[tuple[str, int], tuple[int, int]] = {}
        house_of: dict[tuple[int, int], list[str]] = {}
        for name, cells in self.houses() + [(f"cage at {cell_name(*k.cells[0])}", k.cells) for k in self.cages]:
            for cell in cells:
                house_of.setdefault(cell, []).append(name)
        n = self.size
        for r in range(n):
            for c in range(n):
                d = self.givens[r][c]
                if not d:
                    continue
                for name in house_of[r, c]:
                    other = seen.setdefault((name, d), (r, c))
                    if other != (r, c):
                        raise _at_row(InputError(
                            f"given {_sym(d, n)} at {cell_name(r, c)} clashes with the given "
                            f"{_sym(d, n)} at {cell_name(*other)} (same {name})", self.source), r)

    @property
    def size(self) -> int:
        return len(self.givens)

    @property
    def jigsaw(self) -> bool:
        return self.box is None

    def houses(self) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
        """Every group of n cells that holds each digit once: rows, columns, boxes or
        regions, and the diagonals of X-Sudoku."""
        n = self.size
        out = [(f"row {r + 1}", tuple((r, c) for c in range(n))) for r in range(n)]
        out += [(f"column {c + 1}", tuple((r, c) for r in range(n))) for c in range(n)]
        groups: dict[int, list[tuple[int, int]]] = {}
        for r in range(n):
            for c in range(n):
                groups.setdefault(self.regions[r][c], []).append((r, c))
        what = "region" if self.jigsaw else "box"
        for i, (label, cells) in enumerate(sorted(groups.items(), key=lambda kv: kv[1][0]), 1):
            out.append((f"{what} {i}", tuple(cells)))
        if self.diagonals:
            out.append(("main diagonal", tuple((i, i) for i in range(n))))
            out.append(("anti-diagonal", tuple((i, n - 1 - i) for i in range(n))))
        return out

    def shape_key(self) -> tuple:
        """Everything but the givens: the rule clauses depend only on this."""
        return (self.size, self.regions, self.diagonals, self.cages)


def default_box(n: int) -> tuple[int, int]:
    """The squarest box for side n: (rows, columns) with rows <= columns (6 -> 2x3)."""
    rows = max(d for d in range(1, isqrt(n) + 1) if n % d == 0)
    return rows, n // rows


def _at_row(err: InputError, row: int) -> InputError:
    err.row = row
    return err


def _sym(v: int, n: int) -> str:
    return SYMBOLS[v - 1] if n <= len(SYMBOLS) else str(v)


def _show(label) -> str:
    return repr(label) if isinstance(label, str) else str(label)


@dataclass(frozen=True)
class Solution:
    grid: tuple[tuple[int, ...], ...]


# -- reading -----------------------------------------------------------------------------

def _is_line_puzzle(line: str) -> bool:
    n = isqrt(len(line))
    return n >= 4 and n * n == len(line) and bool(_LINE.match(line))


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    if not lines:
        return False
    first = lines[0][1]
    return (first.split()[0].lower() == "sudoku" or _is_line_puzzle(first)
            or looks_like_solo_id(first) or bool(re.match(r"^\d{1,4}(x\d{1,4})?[a-z0-9]*#", first)) or (len(first) >= 16 and bool(re.fullmatch(r"[0-9.]+", first))))


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of one-line puzzles (81-character lines or Solo IDs) is a batch."""
    lines = significant_lines(text)
    if len(lines) > 1 and (_is_line_puzzle(lines[0][1]) or looks_like_solo_id(lines[0][1])):
        return lines
    return None


def solution_line(p: Puzzle, sol: Solution) -> str:
    """The solved board on one line (81 characters for 9x9; comma-separated beyond 35)."""
    n = p.size
    if n <= len(SYMBOLS):
        return "".join(SYMBOLS[v - 1] for row in sol.grid for v in row)
    return ",".join(str(v) for row in sol.grid for v in row)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, indent = lines[0]
    if first.split()[0].lower() == "sudoku":
        return _parse_native(lines, source)
    if len(lines) > 1:
        raise InputError("several puzzle lines; a native Sudoku grid starts with a 'sudoku' header",
                         source, lines[1][0])
    if re.match(r"^\d{1,4}(x\d{1,4})?[a-z0-9]*#", first):
        raise InputError("a random-seed Solo ID (PARAMS#SEED) can only be expanded by Tatham's "
                         "generator; give the PARAMS:DESC form", source, no, indent + 1)
    if looks_like_solo_id(first) or (":" in first and first[:1].isdigit()):
        return _from_solo(parse_solo_id(first, source, no, indent), source, no)
    return _parse_line(first, source, no, indent)


def _parse_line(line: str, source: str, no: int, indent: int) -> Puzzle:
    n = isqrt(len(line))
    if n * n != len(line) or n < 4:
        raise InputError(f"a one-line Sudoku has n*n characters (81 for 9x9, 256 for 16x16); "
                         f"this line has {len(line)}", source, no, indent + 1)
    values = []
    for i, ch in enumerate(line):
        v = _char_value(ch)
        if v is None or v > n:
            raise InputError(f"{ch!r} is not a digit of a {n}x{n} Sudoku (1..{_sym(n, n)}, "
                             "'.' or '0' for a blank)", source, no, indent + i + 1)
        values.append(v)
    grid = tuple(tuple(values[r * n:(r + 1) * n]) for r in range(n))
    try:
        return Puzzle(grid, source=source)
    except InputError as e:
        raise e.at(source, no) from None


def _char_value(ch: str) -> int | None:
    if ch in ".0_":
        return 0
    i = SYMBOLS.find(ch.upper())
    return i + 1 if i >= 0 else None


def _from_solo(s: SoloID, source: str, no: int) -> Puzzle:
    n = s.size
    grid = tuple(tuple(s.givens[r * n:(r + 1) * n]) for r in range(n))
    regions = None if s.blocks is None else tuple(tuple(s.blocks[r * n:(r + 1) * n]) for r in range(n))
    cages = []
    for cells, total in s.cages:
        where = cell_name(cells[0] // n, cells[0] % n)
        if total is None:
            raise InputError(f"killer cage at {where} has no sum", source, no)
        cages.append(Cage(total, tuple(sorted((k // n, k % n) for k in cells))))
    try:
        return Puzzle(grid, s.box, regions, s.x, tuple(cages), source)
    except InputError as e:
        raise e.at(source, no) from None


def _parse_header(line: str, source: str, no: int) -> dict:
    tokens = line.lower().split()[1:]
    out = {"size": None, "box": None, "x": False, "jigsaw": False, "killer": False}
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t in ("x", "jigsaw", "killer"):
            out[t] = True
        elif t == "box" and i + 1 < len(tokens) and re.fullmatch(r"\d{1,3}x\d{1,3}", tokens[i + 1]):
            a, b = tokens[i + 1].split("x")
            out["box"] = (int(a), int(b))
            i += 1
        elif re.fullmatch(r"\d{1,3}(x\d{1,3})?", t):
            a, _, b = t.partition("x")
            if b and a != b:
                raise InputError(f"Sudoku boards are square, header says {t}", source, no)
            out["size"] = int(a)
        elif t == "size" and i + 1 < len(tokens) and tokens[i + 1].isdigit():
            out["size"] = int(tokens[i + 1])
            i += 1
        else:
            raise InputError(f"bad Sudoku header word {t!r} (expected e.g. 'sudoku 9x9 box 3x3 x "
                             "jigsaw killer')", source, no)
        i += 1
    if out["box"] and out["jigsaw"]:
        raise InputError("a jigsaw has regions, not boxes: drop 'box' or 'jigsaw'", source, no)
    return out


def _row_cells(line: str, n: int | None, indent: int) -> list[tuple[str, int]]:
    """The cell tokens of a grid row with their columns ('|' is decoration): tokens separated
    by spaces, or one character per cell, whichever gives the board's n cells (tokens first)."""
    tokens = [(m.group(0), indent + m.start() + 1) for m in re.finditer(r"[^\s|]+", line)]
    chars = [(ch, indent + i + 1) for i, ch in enumerate(line) if not ch.isspace() and ch != "|"]
    if n is None:
        return tokens if len(tokens) > 1 else chars
    if len(tokens) == n:
        return tokens
    if len(chars) == n or len(tokens) == 1:
        return chars
    return tokens


def _parse_native(lines, source: str) -> Puzzle:
    no, header, _ = lines[0]
    h = _parse_header(header, source, no)
    rows = [(n, l, i) for n, l, i in lines[1:] if not _DECOR.match(l)]
    if not rows:
        raise InputError("header found but no grid rows follow", source, no)
    n = h["size"] or len(_row_cells(rows[0][1], None, rows[0][2]))
    if n < 1 or n > MAX_SIZE:
        raise InputError(f"board side {n} is out of range 1..{MAX_SIZE}", source, no)
    pos = 0

    def take_rows(what: str) -> list[tuple[int, list[tuple[str, int]]]]:
        nonlocal pos
        block = rows[pos:pos + n]
        if len(block) < n or any(l.split()[0].lower() in ("regions", "cages") for _, l, _ in block):
            last = block[-1][0] if block else rows[-1][0]
            raise InputError(f"{what}: {n} rows expected, found fewer", source, last)
        pos += n
        out = []
        for line_no, line, indent in block:
            cells = _row_cells(line, n, indent)
            if len(cells) != n:
                raise InputError(f"{what} row has {len(cells)} cells; the board is {n}x{n}",
                                 source, line_no)
            out.append((line_no, cells))
        return out

    grid_rows = take_rows("grid")
    grid = []
    for line_no, cells in grid_rows:
        row = []
        for tok, col in cells:
            v = _char_value(tok) if len(tok) == 1 else (int(tok) if tok.isdigit() and len(tok) < 6 else None)
            if v is None or v > n:
                raise InputError(f"{tok!r} is not a digit of a {n}x{n} Sudoku (1..{n}; '.' or 0 "
                                 "for a blank)", source, line_no, col)
            row.append(v)
        grid.append(tuple(row))
    regions = None
    cages: list[Cage] = []
    while pos < len(rows):
        kw_no, kw, _ = rows[pos]
        word = kw.split()[0].lower()
        pos += 1
        if word == "regions" and regions is None:
            labels = _label_rows(take_rows("regions"), source)
            regions = tuple(tuple(row) for row in labels)
        elif word == "cages" and not cages:
            cage_rows = take_rows("cages")
            labels = _label_rows(cage_rows, source)
            sums: dict[str, tuple[int, int]] = {}
            while pos < len(rows) and "=" in rows[pos][1]:
                s_no, s_line, _ = rows[pos]
                for tok in s_line.split():
                    m = re.fullmatch(r"([A-Za-z0-9_]+)=(\d{1,6})", tok)
                    if not m:
                        raise InputError(f"bad cage sum {tok!r} (expected LABEL=SUM)", source, s_no)
                    if m.group(1) in sums:
                        raise InputError(f"cage {m.group(1)!r} has two sums", source, s_no)
                    sums[m.group(1)] = (int(m.group(2)), s_no)
                pos += 1
            members: dict[str, list[tuple[int, int]]] = {}
            for r, row in enumerate(labels):
                for c, lab in enumerate(row):
                    if lab == ".":
                        raise InputError(f"{cell_name(r, c)} is in no killer cage (the cages must "
                                         "cover the board)", source, cage_rows[r][0])
                    members.setdefault(lab, []).append((r, c))
            for lab, cells in members.items():
                if lab not in sums:
                    raise InputError(f"cage {lab!r} (at {cell_name(*cells[0])}) has no sum; add "
                                     f"'{lab}=SUM' after the cage rows", source, cage_rows[-1][0])
                cages.append(Cage(sums[lab][0], tuple(sorted(cells))))
            for lab, (_, s_no) in sums.items():
                if lab not in members:
                    raise InputError(f"sum given for cage {lab!r}, which is not on the board", source, s_no)
        else:
            raise InputError(f"unexpected line {kw[:40]!r} after the grid (expected 'regions' or "
                             "'cages' sections)", source, kw_no)
    if h["jigsaw"] and regions is None:
        raise InputError("header says jigsaw but no 'regions' section follows", source, no)
    if h["killer"] and not cages:
        raise InputError("header says killer but no 'cages' section follows", source, no)
    if regions is not None and h["box"]:
        raise InputError("give either 'box RxC' or a 'regions' section, not both", source, no)
    try:
        return Puzzle(tuple(grid), h["box"], regions, h["x"], tuple(cages), source)
    except InputError as e:
        row = getattr(e, "row", None)
        line = grid_rows[row][0] if row is not None and row < len(grid_rows) else no
        raise e.at(source, line) from None


def _label_rows(block, source: str) -> list[list[str]]:
    out = []
    for line_no, cells in block:
        row = []
        for tok, col in cells:
            if tok != "." and not _LABEL.match(tok):
                raise InputError(f"bad label {tok!r} (letters, digits, '_')", source, line_no, col)
            row.append(tok)
        out.append(row)
    return out


def from_json(doc: dict, source: str = "input") -> Puzzle:
    def grid_of(key: str, kinds) -> tuple | None:
        g = doc.get(key)
        if g is None:
            return None
        if not isinstance(g, list) or not all(isinstance(row, list) for row in g):
            raise InputError(f'"{key}" must be a list of rows', source)
        for r, row in enumerate(g):
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, kinds):
                    raise InputError(f'"{key}" at {cell_name(r, c)}: {v!r} is not allowed', source)
        return tuple(tuple(row) for row in g)

    givens = grid_of("givens", int)
    if givens is None:
        raise InputError('a JSON Sudoku needs "givens": [[digit or 0, ...], ...]', source)
    regions = grid_of("regions", (int, str))
    box = doc.get("box")
    if box is not None and (not isinstance(box, list) or len(box) != 2
                            or not all(isinstance(v, int) and not isinstance(v, bool) for v in box)):
        raise InputError('"box" must be [rows, columns]', source)
    x = doc.get("x", False)
    if not isinstance(x, bool):
        raise InputError('"x" must be true or false', source)
    cages = []
    raw = doc.get("cages", [])
    if not isinstance(raw, list):
        raise InputError('"cages" must be a list of {"sum": S, "cells": [[r, c], ...]}', source)
    for i, cg in enumerate(raw):
        cells = cg.get("cells") if isinstance(cg, dict) else None
        if (not isinstance(cells, list) or not all(
                isinstance(rc, list) and len(rc) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                             for v in rc) for rc in cells)):
            raise InputError(f'"cages"[{i}] must be {{"sum": S, "cells": [[r, c], ...]}}', source)
        cages.append(Cage(cg.get("sum"), tuple(sorted((r, c) for r, c in cells))))
    if regions is not None and box is not None:
        raise InputError('give "box" or "regions", not both', source)
    return Puzzle(givens, tuple(box) if box else None, regions, x, tuple(cages), source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": NAME, "size": p.size, "givens": [list(row) for row in p.givens]}
    if p.jigsaw:
        doc["regions"] = [list(row) for row in p.regions]
    else:
        doc["box"] = list(p.box)
    doc["x"] = p.diagonals
    if p.cages:
        doc["cages"] = [{"sum": k.total, "cells": [list(rc) for rc in k.cells]} for k in p.cages]
    return doc


def to_solo_id(p: Puzzle) -> str:
    """The puzzle as a Simon Tatham Solo game ID (jigsaw regions must be numbered 0..n-1
    or any labels; killer sums go on each cage's first cell)."""
    n = p.size
    flat = [v for row in p.givens for v in row]
    blocks = None
    if p.jigsaw:
        number: dict = {}
        blocks = [number.setdefault(p.regions[r][c], len(number)) for r in range(n) for c in range(n)]
    cages = [([r * n + c for r, c in k.cells], k.total) for k in p.cages]
    return format_solo_id(SoloID(n, p.box, p.diagonals, bool(p.cages), flat, blocks, cages))


def describe(p: Puzzle) -> dict:
    variants = [v for v, on in (("jigsaw", p.jigsaw), ("x", p.diagonals), ("killer", bool(p.cages))) if on]
    out = {"size": f"{p.size}x{p.size}",
           "regions": "jigsaw" if p.jigsaw else f"{p.box[0]}x{p.box[1]} boxes",
           "givens": sum(1 for row in p.givens for v in row if v)}
    if variants:
        out["variants"] = ",".join(variants)
    if p.cages:
        out["cages"] = len(p.cages)
    return out


# -- the rules as clauses ---------------------------------------------------------------------

def _digit_vars(model: Model, n: int) -> None:
    """The answer: ``digit r c d`` is true when cell (r, c) holds d; created first, in order."""
    for r in range(n):
        for c in range(n):
            for d in range(1, n + 1):
                model.var("digit", r, c, d)


def rules(p: Puzzle, model: Model, card: str = "auto", pb: str = "auto") -> None:
    """Every rule except the givens, in the words of the rules."""
    n = p.size
    digits = range(1, n + 1)

    def digit(r: int, c: int, d: int) -> int:
        return model.var("digit", r, c, d)

    for r in range(n):
        for c in range(n):
            with model.tag(f"{cell_name(r, c)} holds one digit"):
                exactly(model, [digit(r, c, d) for d in digits], 1, card)
    for name, cells in p.houses():
        with model.tag(f"{name} holds each digit once"):
            for d in digits:
                exactly(model, [digit(r, c, d) for r, c in cells], 1, card)
    for cage in p.cages:
        with model.tag(f"cage at {cell_name(*cage.cells[0])} sums to {cage.total} without repeats"):
            for d in digits:
                at_most(model, [digit(r, c, d) for r, c in cage.cells], 1, card)
            pb_equals(model, [digit(r, c, d) for r, c in cage.cells for d in digits],
                      [d for _ in cage.cells for d in digits], cage.total, pb)


@lru_cache(maxsize=8)
def _rule_template(shape_key: tuple, card: str, pb: str = "auto") -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The rule clauses of one board shape, built once: ``(top variable, clauses)``.  Every
    9x9 Sudoku with 3x3 boxes shares them; only the givens differ."""
    n, regions, diagonals, cages = shape_key
    shape = Puzzle(tuple((0,) * n for _ in range(n)), None, regions, diagonals, cages)  # blank board
    m = Model()
    _digit_vars(m, n)
    rules(shape, m, card, pb)
    return m.nvars, tuple(tuple(c) for c in m.clauses)


def encode(p: Puzzle, model: Model, options) -> None:
    n = p.size
    # the cached template is plain CNF: not for tagged models (--explain) or for models that
    # keep sums as native terms (the z3 backend)
    fresh = model.nvars == 0 and not model.track_tags and not getattr(model, "native_pb", False)
    _digit_vars(model, n)
    model.mark_primary(*range(model.var("digit", 0, 0, 1), model.var("digit", n - 1, n - 1, n) + 1))
    if fresh:
        # the cached rule clauses use variables 1..n^3 for the digits, exactly as created above;
        # they were validated when the template was built
        top, clauses = _rule_template(p.shape_key(), options.card, options.pb)
        model.reserve(top)
        model.clauses.extend(clauses)  # shared, immutable tuples: never copied per puzzle
    else:
        rules(p, model, options.card, options.pb)
    for r in range(n):
        for c in range(n):
            d = p.givens[r][c]
            if d:
                with model.tag(f"given {_sym(d, n)} at {cell_name(r, c)}"):
                    model.add([model.var("digit", r, c, d)])


def decode(p: Puzzle, model: Model, values: dict[int, bool]) -> Solution:
    n = p.size
    grid = []
    for r in range(n):
        row = []
        for c in range(n):
            held = [d for d in range(1, n + 1) if values.get(model.var("digit", r, c, d))]
            row.append(held[0] if len(held) == 1 else 0)
        grid.append(tuple(row))
    return Solution(tuple(grid))


# -- the independent checker -------------------------------------------------------------------

def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked directly on the filled board."""
    n = p.size
    g = sol.grid
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} board"]
    problems = []
    for r in range(n):
        for c in range(n):
            v = g[r][c]
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= n:
                problems.append(f"{cell_name(r, c)} holds {v!r}, not a digit 1..{n}")
            elif p.givens[r][c] and v != p.givens[r][c]:
                problems.append(f"{cell_name(r, c)} holds {v}, but the given is {p.givens[r][c]}")
    for name, cells in p.houses():
        counts = Counter(g[r][c] for r, c in cells)
        for d in range(1, n + 1):
            if counts[d] != 1:
                problems.append(f"{name} holds {d} {counts[d]} times")
    for cage in p.cages:
        vals = [g[r][c] for r, c in cage.cells]
        where = f"cage at {cell_name(*cage.cells[0])}"
        if len(set(vals)) != len(vals):
            problems.append(f"{where} repeats a digit")
        if all(isinstance(v, int) for v in vals) and sum(vals) != cage.total:
            problems.append(f"{where} sums to {sum(vals)}, needs {cage.total}")
    return problems


def solution_to_json(sol: Solution) -> dict:
    return {"grid": [list(row) for row in sol.grid]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    g = doc.get("grid")
    if not isinstance(g, list) or not all(isinstance(row, list) for row in g):
        raise InputError('solution must have "grid": [[digit, ...], ...]', source)
    for r, row in enumerate(g):
        for c, v in enumerate(row):
            if isinstance(v, bool) or not isinstance(v, int):
                raise InputError(f'"grid" at {cell_name(r, c)} must be an integer, got {v!r}', source)
    return Solution(tuple(tuple(row) for row in g))


# -- rendering ------------------------------------------------------------------------------

def render(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    n = p.size
    grid = sol.grid if sol else p.givens
    head = f"Sudoku {n}x{n}, " + (f"{p.box[0]}x{p.box[1]} boxes" if p.box else "jigsaw regions")
    if p.diagonals:
        head += ", X (diagonals)"
    if p.cages:
        head += f", killer ({len(p.cages)} cages)"
    if n <= len(SYMBOLS):
        body = region_grid(p.regions, lambda r, c: _sym(grid[r][c], n) if grid[r][c] else ".", ascii)
    else:
        width = len(str(n))
        body = "\n".join(" ".join(str(v).rjust(width) if v else ".".rjust(width) for v in row) for row in grid)
    out = [head, body]
    if p.cages:
        letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        cage_no = {cell: i for i, cage in enumerate(p.cages) for cell in cage.cells}
        out.append("cages:")
        out.append(region_grid([[cage_no[r, c] for c in range(n)] for r in range(n)],
                               lambda r, c: letters[cage_no[r, c] % len(letters)], ascii))
        out.append("sums: " + " ".join(f"{letters[i % len(letters)]}={k.total}" for i, k in enumerate(p.cages)))
    return "\n".join(out)


def to_text(p: Puzzle) -> str:
    """The puzzle in the native text format."""
    n = p.size
    head = ["sudoku", f"{n}x{n}"] + ([f"box {p.box[0]}x{p.box[1]}"] if p.box else ["jigsaw"])
    head += (["x"] if p.diagonals else []) + (["killer"] if p.cages else [])
    spaced = n > len(SYMBOLS)
    lines = [" ".join(head)]
    for row in p.givens:
        cells = [(str(v) if spaced else _sym(v, n)) if v else "." for v in row]
        lines.append((" " if spaced else "").join(cells))
    if p.jigsaw:
        lines.append("regions")
        number: dict = {}
        labels = [[number.setdefault(x, len(number)) for x in row] for row in p.regions]
        for row in labels:
            lines.append(" ".join(str(x) for x in row) if n > 62 else "".join(_label_char(x) for x in row))
    if p.cages:
        lines.append("cages")
        cage_no = {cell: i for i, k in enumerate(p.cages) for cell in k.cells}
        for r in range(n):
            lines.append(" ".join(f"c{cage_no[r, c]}" for c in range(n)))
        lines.append(" ".join(f"c{i}={k.total}" for i, k in enumerate(p.cages)))
    return "\n".join(lines) + "\n"


def _label_char(i: int) -> str:
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[i]
