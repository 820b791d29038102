"""pzprv3 files: what puzz.link's editor (pzprjs) saves ("File > Save").

A file reads ``pzprv3`` (or ``pzprv3.N``), the genre's pzprjs name (its pid), the rows and the
columns (Sudoku: one size line), then the genre's data, a line per row of cells, tokens
separated by blanks; the editor may show the same text on one line with ``/`` between the lines.
After the puzzle's data come the solver's marks (ignored here), and maybe a ``history:`` or
``info:`` block.

The puzzle is turned into the genre's puzz.link URL: the file's data is read into the values
of the URL codecs (:mod:`gridsat.formats.codecs`), which write the URL body, and the URL is read
as every URL is.  The data layouts per pid (pzprjs's ``FileIO.decodeData``):

===================================  =========================================================
``nurikabe``, ``numlin``,            ``decodeCellQnum``: a token a cell, ``.`` empty, ``-`` an
``hashikake``, ``sudoku``            unknown number (``?``), else the number (``#``, ``+``:
                                     the solver's marks, empty)
``slither``, ``hitori``             the same (Slitherlink's numbers 0..4, Hitori's 0..1295)
``mashu``                            the same: ``1`` a white pearl, ``2`` a black one
``lightup``                          ``decodeCellQnumb``: ``.`` white, ``5`` black, ``0``-``4``
                                     a black cell with its number
``starbattle``                       a line with the stars, then ``decodeAreaRoom``: a line with
                                     the number of rooms and a room id per cell
``norinori``                         ``decodeAreaRoom``
``skyscrapers``                      ``decodeCellExCell``: the board framed by the clues (the
                                     corners ``.``), ``q<n>`` a given height in a cell
``tents``                            ``decodeCellExCell``: the column counts above the board,
                                     each row's count before it, ``1`` a tree
``kakuro``                           ``decodeCellQnum51``: the down sums above the board, the
                                     across sums before it, ``ACROSS,DOWN`` a clue cell, written
                                     as pzprjs's Kakuro URL body (:func:`kakuro_url`)
===================================  =========================================================

Other genres gridsat reads from puzz.link are refused with one line naming the genre (their
URL still works).  This module knows no genre: only pzprjs's names.
"""
from __future__ import annotations

import re

from . import InputError
from . import puzzlink
from .codecs import (Borders, Circles, Decimal, FourCell, Number16, Number36, OneCell, Optional, Outside, Seq,
                     empty_grid, renumber_rooms)

HEADER = re.compile(r"^pzprv3(?:\.\d+)?$")


def looks_like(text: str) -> bool:
    """Text that begins as a pzprv3 file (its first line, or its first ``/``-separated part)."""
    first = text.lstrip().split("\n", 1)[0].strip()
    return bool(HEADER.match(first) or HEADER.match(first.split("/", 1)[0].strip()))


def _lines(text: str) -> list[str]:
    lines = [line.rstrip("\r") for line in text.strip().split("\n")]
    if len(lines) == 1 and "/" in lines[0]:  # the editor's one-line form
        lines = lines[0].split("/")
    return lines


def split(text: str, source: str = "input") -> tuple[str, int, int, list[str]]:
    """``(pid, rows, cols, data lines)`` of a pzprv3 file (``pid`` canonical)."""
    lines = _lines(text)
    if len(lines) < 3 or not HEADER.match(lines[0].strip()):
        raise InputError("pzprv3 file: expected 'pzprv3', the genre, the rows and the columns", source, 1)
    pid = puzzlink.canonical_pid(lines[1].strip())
    k = 3 if pid == "sudoku" else 4
    sizes = [x.strip() for x in lines[2:k]]
    if len(sizes) != k - 2 or not all(re.fullmatch(r"[0-9]{1,4}", x) for x in sizes):
        raise InputError(f"pzprv3 file: {pid} needs its size (rows, then columns) after the genre", source, 3)
    rows, cols = (int(sizes[0]), int(sizes[0])) if k == 3 else (int(sizes[0]), int(sizes[1]))
    if not (1 <= rows <= puzzlink.MAX_SIDE and 1 <= cols <= puzzlink.MAX_SIDE):
        raise InputError(f"pzprv3 file: size {rows}x{cols} is out of range 1..{puzzlink.MAX_SIDE}", source, 3)
    return pid, rows, cols, lines[k:]


class _Reader:
    """The data lines, read block by block (a block: a row of tokens per board row)."""

    def __init__(self, lines: list[str], rows: int, cols: int, source: str, first_line: int) -> None:
        self.lines, self.rows, self.cols, self.source, self.at, self.first = lines, rows, cols, source, 0, first_line

    def line(self, what: str) -> str:
        if self.at >= len(self.lines):
            raise InputError(f"pzprv3 file: cut short before {what}", self.source, self.first + self.at)
        self.at += 1
        return self.lines[self.at - 1].strip()

    def block(self, what: str, frame: int = 0, after: bool = True) -> list[list[str]]:
        """A row of tokens per board row (``frame``: a row and a column of clues outside the
        board before it, and after it too when ``after``, as ``decodeCellExCell`` reads them)."""
        out, extra = [], frame * (2 if after else 1)
        for r in range(self.rows + extra):
            tokens = self.line(f"{what} of row {r + 1}").split()
            if len(tokens) != self.cols + extra:
                raise InputError(f"pzprv3 file: {what} of row {r + 1} has {len(tokens)} entries, not "
                                 f"{self.cols + extra}", self.source, self.first + self.at - 1)
            out.append(tokens)
        return out

    def bad(self, what: str, token: str, r: int, c: int) -> InputError:
        return InputError(f"pzprv3 file: {what} at r{r + 1}c{c + 1} is {token[:20]!r}", self.source,
                          self.first + self.at - self.rows + r)


def _number(rd: _Reader, token: str, r: int, c: int):
    if not re.fullmatch(r"[0-9]{1,6}", token):
        raise rd.bad("a number", token, r, c)
    return int(token)


def _qnums(rd: _Reader, most: int | None = None, unknown: bool = True) -> tuple:
    """``decodeCellQnum``: int | None | "?" per cell (numbers up to ``most``; ``unknown``:
    whether the URL holds a ``?``)."""
    def cell(t: str, r: int, c: int):
        if t in (".", "#", "+"):
            return None
        if t == "-" and unknown:
            return "?"
        n = _number(rd, t, r, c)
        if most is not None and n > most:
            raise rd.bad(f"a number 0..{most}", t, r, c)
        return n
    return tuple(tuple(cell(t, r, c) for c, t in enumerate(row)) for r, row in enumerate(rd.block("the numbers")))


def _pearls(rd: _Reader) -> tuple:
    """Masyu's ``decodeCellQnum``: 1 a white pearl, 2 a black one (pzprjs's Circles values)."""
    return tuple(tuple(0 if v is None else v for v in row) for row in _qnums(rd, 2, unknown=False))


def _qnumb(rd: _Reader) -> tuple:
    """``decodeCellQnumb``: None (white) | "black" | 0..4 per cell."""
    def cell(t: str, r: int, c: int):
        if t in (".", "#", "+"):
            return None
        if t == "5":
            return "black"
        if t in "01234" and len(t) == 1:
            return int(t)
        raise rd.bad("a cell", t, r, c)
    return tuple(tuple(cell(t, r, c) for c, t in enumerate(row)) for r, row in enumerate(rd.block("the cells")))


def _rooms(rd: _Reader) -> tuple:
    """``decodeAreaRoom``: the number of rooms, then a room id per cell."""
    rd.line("the number of rooms")
    grid = rd.block("the rooms")
    for r, row in enumerate(grid):
        for c, t in enumerate(row):
            if not re.fullmatch(r"[0-9]{1,6}", t):
                raise rd.bad("a room id", t, r, c)
    return renumber_rooms(tuple(tuple(int(t) for t in row) for row in grid))


def _sides_and_givens(rd: _Reader) -> tuple[dict, tuple]:
    """Skyscrapers' ``decodeCellExCell``: the board framed by its clues, a row of tokens per
    row: the clues (``.`` none) round the edge (the corners ``.``), inside each cell ``q<n>`` a
    given height (else the solver's digit or ``.``)."""
    grid = rd.block("the clues and cells", frame=1)
    rows, cols = rd.rows, rd.cols

    def clue(t: str, r: int, c: int):
        if t == ".":
            return None
        if t == "-":
            return "?"
        if not re.fullmatch(r"[0-9]{1,3}", t) or int(t) > 255:
            raise rd.bad("a clue 0..255", t, r - 1, c - 1)
        return int(t)

    def given(t: str, r: int, c: int):
        if not t.startswith("q"):
            return None
        return _number(rd, t[1:], r - 1, c - 1)

    sides = {"top": [clue(grid[0][c], 0, c) for c in range(1, cols + 1)],
             "bottom": [clue(grid[rows + 1][c], rows + 1, c) for c in range(1, cols + 1)],
             "left": [clue(grid[r][0], r, 0) for r in range(1, rows + 1)],
             "right": [clue(grid[r][cols + 1], r, cols + 1) for r in range(1, rows + 1)]}
    cells = tuple(tuple(given(grid[r][c], r, c) for c in range(1, cols + 1)) for r in range(1, rows + 1))
    return sides, cells


def _counts_and_trees(rd: _Reader) -> tuple[dict, tuple]:
    """Tents' ``decodeCellExCell``: a row of column counts over the board, a row count before
    each row (``c<n>``: a count the solver ticked off; the corner ``.``); in a cell ``1`` a
    tree (``A`` a tent, ``-`` grass: the solver's marks)."""
    grid = rd.block("the counts and cells", frame=1, after=False)

    def count(t: str, r: int, c: int):
        t = t[1:] if t.startswith("c") else t
        if t == ".":
            return None
        if not re.fullmatch(r"[0-9]{1,3}", t) or int(t) > 255:
            raise rd.bad("a count 0..255", t, r - 1, c - 1)
        return int(t)

    counts = {"top": [count(grid[0][c], 0, c) for c in range(1, rd.cols + 1)],
              "left": [count(grid[r][0], r, 0) for r in range(1, rd.rows + 1)]}
    trees = tuple(tuple(grid[r][c] == "1" for c in range(1, rd.cols + 1)) for r in range(1, rd.rows + 1))
    return counts, trees


def _kakuro_value(v: int) -> str:
    """pzprjs's ``encval``: a Kakuro clue as one character (``0``: none)."""
    b36 = "0123456789abcdefghijklmnopqrstuvwxyz"
    return b36[v] if 1 <= v <= 19 else b36[v - 10].upper() if 20 <= v <= 45 else "0"


def kakuro_url(rd: _Reader) -> str:
    """Kakuro's ``decodeCellQnum51``: the clues above the board (each column's down sum), each
    row's across sum before it (the corner ``0``), and in the board ``ACROSS,DOWN`` a clue cell
    (``0``: no sum that way), ``.`` a white cell; written as pzprjs's ``encodeKakuro`` URL body
    (clue cells and runs of white cells, then the frame's sums where a line starts at the edge)."""
    grid = rd.block("the clues and cells", frame=1, after=False)

    def sum_(t: str, r: int, c: int) -> int:
        if t == ".":
            return 0
        if not re.fullmatch(r"[0-9]{1,2}", t) or int(t) > 45:
            raise rd.bad("a sum 0..45", t, r - 1, c - 1)
        return int(t)

    cells = []  # per board cell: None white, (down, across) a clue cell
    for r in range(1, rd.rows + 1):
        for c in range(1, rd.cols + 1):
            t = grid[r][c]
            if t == ".":
                cells.append(None)
                continue
            parts = t.split(",")
            if len(parts) != 2:
                raise rd.bad("a clue cell ACROSS,DOWN or '.'", t, r - 1, c - 1)
            across, down = (sum_(x, r, c) for x in parts)
            cells.append((down, across))
    out, run = [], 0
    for cell in cells:
        run += cell is None
        if run and (cell is not None or run == 16):
            out.append("0123456789abcdefghijklmnopqrstuvwxyz"[run + 19])
            run = 0
        if cell is not None:
            out.append("." if cell == (0, 0) else _kakuro_value(cell[0]) + _kakuro_value(cell[1]))
    out += ["0123456789abcdefghijklmnopqrstuvwxyz"[run + 19]] if run else []
    out += [_kakuro_value(sum_(grid[0][c + 1], 0, c + 1)) for c in range(rd.cols) if cells[c] is None]
    out += [_kakuro_value(sum_(grid[r + 1][0], r + 1, 0)) for r in range(rd.rows) if cells[r * rd.cols] is None]
    return puzzlink.make_url("kakuro", rd.cols, rd.rows, "".join(out))


def _stars(rd: _Reader) -> int:
    t = rd.line("the number of stars")
    if not re.fullmatch(r"[0-9]{1,4}", t):
        raise InputError(f"pzprv3 file: the number of stars is {t[:20]!r}", rd.source, rd.first + rd.at - 1)
    return int(t)


# pid -> (the URL body's codecs, the file's blocks in order: (field, reader))
LAYOUTS = {
    "nurikabe": (Seq(("cells", Number16())), (("cells", _qnums),)),
    "numlin": (Seq(("cells", Number16())), (("cells", _qnums),)),
    "hashikake": (Seq(("cells", Number16())), (("cells", _qnums),)),
    "sudoku": (Seq(("givens", Number16())), (("givens", _qnums),)),
    "lightup": (Seq(("cells", FourCell(black="black"))), (("cells", _qnumb),)),
    "slither": (Seq(("cells", FourCell(black="?"))), (("cells", lambda rd: _qnums(rd, 4)),)),
    "hitori": (Seq(("cells", Number36())), (("cells", lambda rd: _qnums(rd, 1295)),)),
    "mashu": (Seq(("cells", Circles())), (("cells", _pearls),)),
    "norinori": (Seq(("rooms", Borders())), (("rooms", _rooms),)),
    "skyscrapers": (Seq(("outside", Outside(("top", "bottom", "left", "right"))),
                        ("cells", Optional(Number16(), empty_grid))), (("outside+cells", _sides_and_givens),)),
    "tents": (Seq(("counts", Outside(("top", "left"))), ("trees", OneCell())), (("counts+trees", _counts_and_trees),)),
    "starbattle": (Seq(("stars", Decimal()), ("rooms", Borders())), (("stars", _stars), ("rooms", _rooms))),
}


# pid -> a reader that writes the URL itself (an encoding no codec of codecs.py holds)
URLS = {"kakuro": kakuro_url}


def to_url(text: str, source: str = "input", readable=None) -> str:
    """The puzz.link URL of a pzprv3 file.  ``readable``: the pids gridsat reads from URLs (a
    genre gridsat has whose file layout is not read here gets its own one-line error)."""
    pid, rows, cols, lines = split(text, source)
    if pid in URLS:
        return URLS[pid](_Reader(lines, rows, cols, source, 5))
    if pid not in LAYOUTS:
        if readable is not None and pid not in readable:
            raise InputError(f"pzprv3 file: genre {pid!r} is not one gridsat solves", source, 2)
        raise InputError(f"pzprv3 file: {pid} files are not read yet (their puzz.link URL is; pzprv3 files "
                         f"are read for {', '.join(sorted([*LAYOUTS, *URLS]))})", source, 2)
    body, blocks = LAYOUTS[pid]
    rd = _Reader(lines, rows, cols, source, 5 if pid != "sudoku" else 4)
    fields = {}
    for name, read in blocks:  # ("a+b": one block that gives two fields)
        value = read(rd)
        fields.update(zip(name.split("+"), value) if "+" in name else [(name, value)])
    return puzzlink.make_url(pid, cols, rows, body.write(fields, (rows, cols)))
