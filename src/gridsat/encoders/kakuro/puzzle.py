"""The Kakuro puzzle and its formats (docs/genres/kakuro.md).  The puzzle: a grid of white
cells (to fill with 1-9) and black cells, a black cell holding up to two clues: the sum of the
white run below it (down) and of the run right of it (across).  The answer: the digits, 0 in a
black cell.  Native text: the header ``kakuro`` (optionally with the size), then one line per
row of cells separated by spaces: ``.`` (or a run of ``_``) white, ``\\`` black, ``D\\A`` black
with the down and across sums (either left out); ``#`` and ``//`` comments; a headerless grid
with clues is recognised.  JSON: ``"grid"`` rows of ``null`` (white) or ``[down, across]``.
puzz.link ``kakuro`` (pzprjs): the cells inside a frame of clue cells (``k``-``z`` 1-16 white
cells, ``.`` black, else the down and the across clue: ``0``-``9``, ``a``-``j``, ``A``-``Z``,
``-`` none), then the frame's clues."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from itertools import groupby

from ...answers import Filling as Solution, Numbers  # noqa: F401 - Solution: the genre's (Solution(grid))
from ...formats import (GridRows, InputError, check_header_size, check_rows, grid_header, puzzle_lines, puzzlink,
                        significant_lines_indented)
from ...formats.codecs import Cursor
from ...render.text import cell_name

MAX_SIZE = 1000
MAX_CLUE = 45  # 1 + 2 + ... + 9

Cell = tuple[int, int]
Black = tuple[int | None, int | None]  # (down clue, across clue); None: no clue
ANSWER = Numbers(empty=0)  # {"grid": [[digit or 0, ...], ...]}


def token(cell: Black | None) -> str:
    """A cell in native text: ``.`` white, ``D\\A`` black (either clue left out when none)."""
    return "." if cell is None else f"{cell[0] or ''}\\{cell[1] or ''}"


@dataclass(frozen=True)
class Run:
    """A maximal row or column run of white cells, and the clue of the black cell before it."""

    cells: tuple[Cell, ...]
    clue: int | None
    across: bool

    @property
    def name(self) -> str:
        return f"{'across' if self.across else 'down'} {cell_name(*self.cells[0])}-{cell_name(*self.cells[-1])}"


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[tuple[Black | None, ...], ...]  # None: a white cell
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_rows(self.grid, MAX_SIZE, self.source)
        h, w = self.height, self.width
        for r, c, k, clue in [(r, c, k, clue) for r, row in enumerate(self.grid) for c, cell in enumerate(row)
                              if cell is not None for k, clue in enumerate(cell) if clue is not None]:
            if type(clue) is not int or not 1 <= clue <= MAX_CLUE:
                raise InputError(f"clue {clue!r} at {cell_name(r, c)} is out of range 1..{MAX_CLUE}",
                                 self.source, cell=(r, c))
            y, x = (r + 1, c) if k == 0 else (r, c + 1)  # the first cell of its run
            if not (y < h and x < w and self.grid[y][x] is None):
                raise InputError(f"the {'down' if k == 0 else 'across'} clue {clue} at {cell_name(r, c)} has no "
                                 f"white cell {'below' if k == 0 else 'right of'} it", self.source, cell=(r, c))
        if not self.white:
            raise InputError("the grid has no white cells: nothing to fill", self.source)

    @cached_property
    def white(self) -> tuple[Cell, ...]:
        return tuple((r, c) for r, row in enumerate(self.grid) for c, cell in enumerate(row) if cell is None)

    @cached_property
    def runs(self) -> tuple[Run, ...]:
        """Every run of white cells (across runs row by row, then down runs column by column)."""
        out = []
        for across in (True, False):
            lines = ([[(i, j) for j in range(self.width)] for i in range(self.height)] if across
                     else [[(j, i) for j in range(self.height)] for i in range(self.width)])
            for line in lines:
                for white, group in groupby(line, lambda x: self.grid[x[0]][x[1]] is None):
                    if white:
                        cells = tuple(group)
                        r, c = cells[0]
                        before = self.grid[r][c - 1] if across else self.grid[r - 1][c]
                        out.append(Run(cells, before[across] if (c if across else r) else None, across))
        return tuple(out)


_HEADER = ("kakuro", "cross-sums", "crosssums")
_WHITE = re.compile(r"\.|_+")
_BLACK = re.compile(r"(\d{0,2})\\(\d{0,2})")


def sniff(text: str) -> bool:
    """The header; or a grid of ``.``/``_`` and ``D\\A`` cells with at least one clue."""
    lines = significant_lines_indented(text, ("#", "//"))
    if not lines:
        return False
    words = lines[0][1].split()
    if words[0].lower() in _HEADER:
        return len(words) == 1 or (len(words) == 2 and bool(re.fullmatch(r"\d{1,4}x\d{1,4}", words[1])))
    rows = [line.split() for _, line, _ in lines]
    return (len({len(r) for r in rows}) == 1 and any(re.search(r"\d\\|\\\d", line) for _, line, _ in lines)
            and all(_WHITE.fullmatch(t) or _BLACK.fullmatch(t) for r in rows for t in r))


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source, ("#", "//"))
    no = lines[0][0]
    size, lines = grid_header(lines, _HEADER, source)
    if len(lines) > MAX_SIZE:
        raise InputError(f"the grid has {len(lines)} rows, more than {MAX_SIZE}", source, lines[MAX_SIZE][0])
    grid = []
    for line_no, line, indent in lines:
        row: list[Black | None] = []
        for m in re.finditer(r"\S+", line):
            black = _BLACK.fullmatch(m[0])
            if not (black or _WHITE.fullmatch(m[0])):
                raise InputError(f"unknown cell {m[0][:20]!r} (cells are '.' white, '\\' black, 'D\\A' black "
                                 "with clues)", source, line_no, indent + m.start() + 1)
            row.append((int(black[1]) if black[1] else None, int(black[2]) if black[2] else None) if black else None)
        grid.append(tuple(row))
    columns = [[indent + m.start() + 1 for m in re.finditer(r"\S+", line)] for _, line, indent in lines]
    try:
        p = Puzzle(tuple(grid), source)
    except InputError as e:
        raise e.locate(source, [n for n, _, _ in lines],
                       lambda r, c: columns[r][c] if c < len(columns[r]) else None) from None
    check_header_size(size, p.width, p.height, source, no)
    return p


def to_text(p: Puzzle) -> str:
    rows = [[token(cell) for cell in row] for row in p.grid]
    wide = max(len(t) for row in rows for t in row)
    return "\n".join([f"kakuro {p.width}x{p.height}"] + [" ".join(t.ljust(wide) for t in row).rstrip()
                                                          for row in rows]) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = doc.get("grid")

    def cell(x):
        if x is None or isinstance(x, list) and len(x) == 2 and all(v is None or type(v) is int for v in x):
            return x and (x[0], x[1])
        raise InputError('a Kakuro cell is null (white) or [down, across] (black; null for no clue), '
                         f'got {x!r}'[:200], source)

    if not isinstance(rows, list) or not rows or not all(isinstance(row, list) for row in rows):
        raise InputError('"grid" must be a list of rows of cells (null white, [down, across] black)', source)
    return Puzzle(tuple(tuple(map(cell, row)) for row in rows), source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "kakuro", "grid": [[None if c is None else list(c) for c in row] for row in p.grid]}


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "white": len(p.white), "runs": len(p.runs),
            "clues": sum(run.clue is not None for run in p.runs)}


# -- puzz.link ----------------------------------------------------------------------------------------

_CLUE = "0123456789abcdefghijABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a clue's character is _CLUE[clue]; 0: none
_ENC = {None: "-", **dict(enumerate(_CLUE))}


def _clue(cur: Cursor, ch: str = "") -> int | None:
    ch = ch or cur.take(1, "the frame's clues")
    if ch != "-" and ch not in _CLUE:
        raise cur.error(f"bad clue {ch!r}", cur.pos - 1)
    return None if ch == "-" else _CLUE.index(ch) or None


def from_url(url: str, source: str = "url") -> Puzzle:
    _, cols, rows, body = puzzlink.split_url(url, source)
    cur, cells = Cursor(body, source), []
    while len(cells) < cols * rows:
        ch = cur.take(1, f"the cells ({len(cells)} of {cols * rows} read)")
        if "k" <= ch <= "z":
            if len(cells) + int(ch, 36) - 19 > cols * rows:
                raise cur.error(f"skip {ch!r} runs past the last of the {cols * rows} cells", cur.pos - 1)
            cells += [None] * (int(ch, 36) - 19)
        else:
            cells.append((None, None) if ch == "." else (_clue(cur, ch), _clue(cur)))
    grid = [cells[r * cols:(r + 1) * cols] for r in range(rows)]
    down = [_clue(cur) if grid[0][c] is None else None for c in range(cols)]  # the frame above
    across = [_clue(cur) if grid[r][0] is None else None for r in range(rows)]  # ... and left
    cur.done()
    if all(v is None for v in down + across):
        return Puzzle(tuple(map(tuple, grid)), source)
    return Puzzle((((None, None),) + tuple((d, None) for d in down),)
                  + tuple(((None, a),) + tuple(row) for a, row in zip(across, grid)), source)


def to_url(p: Puzzle) -> str:
    framed = (all(cell is not None for cell in p.grid[0]) and all(row[0] is not None for row in p.grid)
              and p.height > 1 and p.width > 1
              and any(clue is not None for cell in p.grid[0][1:] + tuple(row[0] for row in p.grid[1:])
                      for clue in cell))
    body = [row[1:] for row in p.grid[1:]] if framed else [list(row) for row in p.grid]
    out, run = [], 0
    for cell in (cell for row in body for cell in row):
        run += cell is None
        if run and (cell is not None or run == 16):
            out.append("0123456789abcdefghijklmnopqrstuvwxyz"[run + 19])
            run = 0
        if cell is not None:
            out.append("." if cell == (None, None) else _ENC[cell[0]] + _ENC[cell[1]])
    out += ["0123456789abcdefghijklmnopqrstuvwxyz"[run + 19]] if run else []
    out += [_ENC[p.grid[0][c + 1][0] if framed else None] for c, cell in enumerate(body[0]) if cell is None]
    out += [_ENC[p.grid[r + 1][0][1] if framed else None] for r, row in enumerate(body) if row[0] is None]
    return puzzlink.make_url("kakuro", len(body[0]), len(body), "".join(out))
