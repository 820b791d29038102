"""Kakuro's formats.

Native text: the header ``kakuro`` (optionally with the size, ``kakuro 5x5``), then one line
per row of cells separated by spaces: ``.`` (or a run of ``_``) a white cell, ``\\`` a black
cell, ``D\\A`` a black cell with the sum of the run below it (``D``) and of the run right of
it (``A``), either one left out (``17\\``, ``\\16``).  Comment lines start with ``#`` or
``//``.  The header may be left out after a ``kakuro:`` prefix or with ``--genre kakuro``
(the grid alone is also recognised when its clues have this backslash form)::

    kakuro 4x4
    \\    23\\  6\\   \\
    \\10   .    .    4\\
    \\14   .    .    .
    \\     \\7   .    .

JSON: ``{"genre": "kakuro", "grid": [[[null, null], [23, null], ...], [[null, 10], null, ...]]}``:
``null`` a white cell, ``[down, across]`` a black cell (``null`` for a missing clue); solution
``{"grid": [[0, 9, 8, 0], ...]}`` (the digits, 0 for a black cell).

puzz.link ``kakuro/C/R/BODY`` (pzprjs): the C x R cells inside a frame of clue cells.  The
cells row by row: ``k``-``z`` 1-16 white cells, ``.`` a black cell without clues, else two
characters, the down and the across clue (``0``-``9``, ``a``-``j`` 10-19, ``A``-``Z`` 20-45,
``-`` none); then one down clue for each column whose top cell is white (the frame above it)
and one across clue for each row whose first cell is white.  The frame becomes row 0 and
column 0 of the grid; a frame without clues is left out.
"""
from __future__ import annotations

import re

from ...formats import (InputError, check_header_size, grid_header, grid_to_json, puzzle_lines, puzzlink,
                        significant_lines_indented)
from .puzzle import MAX_SIZE, Black, Puzzle, Solution

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
    no, first, _ = lines[0]
    size, lines = grid_header(lines, _HEADER, source)
    if len(lines) > MAX_SIZE:
        raise InputError(f"the grid has {len(lines)} rows, more than {MAX_SIZE}", source, lines[MAX_SIZE][0])
    grid = []
    for line_no, line, indent in lines:
        row: list[Black | None] = []
        for m in re.finditer(r"\S+", line):
            token = m[0]
            black = _BLACK.fullmatch(token)
            if _WHITE.fullmatch(token):
                row.append(None)
            elif black:
                row.append((int(black[1]) if black[1] else None, int(black[2]) if black[2] else None))
            else:
                raise InputError(f"unknown cell {token[:20]!r} (cells are '.' white, '\\' black, 'D\\A' black "
                                 "with clues)", source, line_no, indent + m.start() + 1)
        grid.append(tuple(row))
    columns = [[indent + m.start() + 1 for m in re.finditer(r"\S+", line)] for _, line, indent in lines]
    try:
        p = Puzzle(tuple(grid), source)
    except InputError as e:
        raise e.locate(source, [n for n, _, _ in lines],
                       lambda r, c: columns[r][c] if c < len(columns[r]) else None) from None
    check_header_size(size, p.width, p.height, source, no)
    return p


def _token(cell: Black | None) -> str:
    if cell is None:
        return "."
    down, across = cell
    return f"{down or ''}\\{across or ''}"


def to_text(p: Puzzle) -> str:
    rows = [[_token(cell) for cell in row] for row in p.grid]
    wide = max(len(t) for row in rows for t in row)
    return "\n".join([f"kakuro {p.width}x{p.height}"] + [" ".join(t.ljust(wide) for t in row).rstrip()
                                                          for row in rows]) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = doc.get("grid")

    def cell(x):
        if x is None:
            return None
        if isinstance(x, list) and len(x) == 2 and all(v is None or type(v) is int for v in x):
            return (x[0], x[1])
        raise InputError('a Kakuro cell is null (white) or [down, across] (black; null for no clue), '
                         f'got {x!r}'[:200], source)

    if not isinstance(rows, list) or not rows or not all(isinstance(row, list) for row in rows):
        raise InputError('"grid" must be a list of rows of cells (null white, [down, across] black)', source)
    return Puzzle(tuple(tuple(cell(x) for x in row) for row in rows), source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "kakuro", "grid": [[None if c is None else list(c) for c in row] for row in p.grid]}


def solution_to_json(sol: Solution) -> dict:
    return grid_to_json(sol.grid)


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    grid = doc.get("grid")
    if not isinstance(grid, list) or not all(
            isinstance(row, list) and all(type(v) is int for v in row) for row in grid):
        raise InputError('a Kakuro solution must have "grid": [[digit or 0, ...], ...]', source)
    return Solution(tuple(tuple(row) for row in grid))


def solution_line(p: Puzzle, sol: Solution) -> str:
    return "/".join("".join(str(v) if v else "." for v in row) for row in sol.grid)


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "white": len(p.white), "runs": len(p.runs),
            "clues": sum(run.clue is not None for run in p.runs)}


# -- puzz.link ----------------------------------------------------------------------------------------

def _decval(ch: str) -> int | None:
    if "0" <= ch <= "9" or "a" <= ch <= "j":
        return int(ch, 36) or None  # 0: no clue (pzprjs's older URLs)
    if "A" <= ch <= "Z":
        return int(ch, 36) + 10
    return None


def _encval(v: int | None) -> str:
    if v is None:
        return "-"
    return "0123456789abcdefghijklmnopqrstuvwxyz"[v] if v < 20 else "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v - 10]


def from_url(url: str, source: str = "url") -> Puzzle:
    _, cols, rows, body = puzzlink.split_url(url, source)
    b = puzzlink.Body(body, source)
    cells: list[Black | None] = []
    while len(cells) < cols * rows:
        if not b.more():
            raise b.error(f"the URL body is truncated ({len(cells)} of {cols * rows} cells read; does the size "
                          "match the body?)")
        ch = b.take()
        if "k" <= ch <= "z":
            skip = int(ch, 36) - 19
            if len(cells) + skip > cols * rows:
                raise b.error(f"skip {ch!r} runs past the last of the {cols * rows} cells")
            cells += [None] * skip
        elif ch == ".":
            cells.append((None, None))
        else:
            pair = ch + b.take()
            if not all(c in "-0123456789abcdefghijABCDEFGHIJKLMNOPQRSTUVWXYZ" for c in pair):
                raise b.error(f"bad clue pair {pair!r} at body position {b.pos - 1}")
            cells.append((_decval(pair[0]), _decval(pair[1])))
    body_grid = [cells[r * cols:(r + 1) * cols] for r in range(rows)]

    def clue() -> int | None:
        ch = b.take()
        if ch not in "-0123456789abcdefghijABCDEFGHIJKLMNOPQRSTUVWXYZ":
            raise b.error(f"bad clue {ch!r} at body position {b.pos}")
        return _decval(ch)

    down = [clue() if body_grid[0][c] is None else None for c in range(cols)]
    across = [clue() if body_grid[r][0] is None else None for r in range(rows)]
    puzzlink.done(b)
    if all(v is None for v in down + across):
        return Puzzle(tuple(tuple(row) for row in body_grid), source)
    grid = [((None, None),) + tuple((d, None) for d in down)]
    grid += [((None, a),) + tuple(row) for a, row in zip(across, body_grid)]
    return Puzzle(tuple(grid), source)


def to_url(p: Puzzle) -> str:
    framed = (all(cell is not None for cell in p.grid[0]) and all(row[0] is not None for row in p.grid)
              and p.height > 1 and p.width > 1
              and any(clue is not None for cell in p.grid[0][1:] + tuple(row[0] for row in p.grid[1:])
                      for clue in cell))
    body = [row[1:] for row in p.grid[1:]] if framed else [list(row) for row in p.grid]
    out, count = [], 0
    for cell in (cell for row in body for cell in row):
        if cell is None:
            count += 1
            if count == 16:
                out.append("z")
                count = 0
            continue
        if count:
            out.append("0123456789abcdefghijklmnopqrstuvwxyz"[count + 19])
            count = 0
        out.append("." if cell == (None, None) else _encval(cell[0]) + _encval(cell[1]))
    if count:
        out.append("0123456789abcdefghijklmnopqrstuvwxyz"[count + 19])
    for c, cell in enumerate(body[0]):  # the frame: down clues above, across clues left
        if cell is None:
            out.append(_encval(p.grid[0][c + 1][0] if framed else None))
    for r, row in enumerate(body):
        if row[0] is None:
            out.append(_encval(p.grid[r + 1][0][1] if framed else None))
    return puzzlink.make_url("kakuro", len(body[0]), len(body), "".join(out))
