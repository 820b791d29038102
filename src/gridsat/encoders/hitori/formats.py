"""Hitori's formats.

Native text: the header ``hitori`` (or ``singles``), optionally with the size
(``hitori 5x5``), then one line per row: numbers separated by spaces, ``.`` for a blank cell.
A grid whose rows have no spaces at all is read one character per cell (``21124``), except
when the header says the grid is one column wide.  Lines starting with ``#`` are comments.
The header may be left out after a ``hitori:`` prefix or with ``--genre hitori``.
JSON: ``{"genre": "hitori", "grid": [[2, 1, 1], [1, null, 3], ...]}`` (null: blank);
solution ``{"shaded": [[r, c], ...]}``.
puzz.link ``hitori/C/R/BODY`` (pzprjs): a cell per character, row by row: ``0``-``9`` and
``a``-``z`` a number in base 36, ``-`` then two base-36 digits a number up to 1295, ``.`` a
blank cell (``%``/``@``, pzprjs's unknown number, is refused).
Tatham's Singles game ID ``W[xH][d<e|k>]:DESC``: one character per cell, row by row,
``1``-``9``, ``a``-``z`` = 10-35, ``A``-``Z`` = 36-61, every number at most max(W, H), W and H at
least 2 (``singles.c``).  A file of game IDs, one per line, is a batch.
"""
from __future__ import annotations

import re

from ...formats import (InputError, cells_from_json, cells_to_json, check_header_size, grid_header,
                        puzzle_lines, puzzlink)
from ...formats.tatham import parse_dims, split_game_id
from ...render.text import cell_name
from .puzzle import MAX_NUMBER, Puzzle, Solution

_HEADER = ("hitori", "singles")
_GAME_ID = re.compile(r"^\d{1,4}(x\d{1,4})?(d[a-z])?:[0-9a-zA-Z]*$")
_TATHAM = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def sniff(text: str) -> bool:
    """The header, or a Singles game ID that fills exactly its grid with numbers in range."""
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]
    if not lines:
        return False
    if lines[0].split()[0].lower() in _HEADER:
        return True
    try:
        return all(_GAME_ID.match(line) for line in lines) and bool(from_tatham(lines[0]))
    except InputError:
        return False


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    lines = [(no, line) for no, line, _ in puzzle_lines(text, source)]
    return lines if len(lines) > 1 and all(_GAME_ID.match(line) for _, line in lines) else None


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, indent = lines[0]
    if len(lines) == 1 and _GAME_ID.match(first):
        return from_tatham(first, source, no, indent + 1)
    header_line = no
    size, lines = grid_header(lines, _HEADER, source)
    spaced = size.startswith("1x") or any(len(line.split()) > 1 for _, line, _ in lines)
    grid = []
    for no, line, indent in lines:
        row, col = [], indent + 1
        for m in re.finditer(r"\S+" if spaced else r"\S", line):
            tok = m[0]
            if tok != "." and not (tok.isascii() and tok.isdigit()):
                what = "a number or '.'" if spaced else "a digit or '.' (separate numbers above 9 by spaces)"
                raise InputError(f"unexpected {tok[:12]!r}: each cell is {what}", source, no, col + m.start())
            if tok != "." and (len(tok) > 6 or int(tok) > MAX_NUMBER):
                raise InputError(f"number {tok[:12]} is larger than {MAX_NUMBER}", source, no, col + m.start())
            row.append(None if tok == "." else int(tok))
        grid.append(tuple(row))
    try:
        p = Puzzle(tuple(grid), source)
    except InputError as e:
        raise e.locate(source, [n for n, _, _ in lines]) from None
    check_header_size(size, p.width, p.height, source, header_line)
    return p


def to_text(p: Puzzle) -> str:
    cells = [["." if n is None else str(n) for n in row] for row in p.grid]
    wide = max(len(t) for row in cells for t in row)
    rows = (" ".join(t.rjust(wide) for t in row) for row in cells)
    return "\n".join([f"hitori {p.width}x{p.height}", *rows]) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = doc.get("grid")
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise InputError('"grid" must be a list of rows: lists of numbers (null: a blank cell)', source)
    return Puzzle(tuple(tuple(row) for row in rows), source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "hitori", "grid": [list(row) for row in p.grid]}


def solution_to_json(sol: Solution) -> dict:
    return {"shaded": cells_to_json(sol.shaded)}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    return Solution(cells_from_json(doc, "shaded", source, what="solution"))


def solution_line(p: Puzzle, sol: Solution) -> str:
    return " ".join(cell_name(r, c) for r, c in sol.shaded)


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "repeats": len(p.repeats),
            "blank": sum(n is None for row in p.grid for n in row)}


def _grid(values: list[int | None], w: int, h: int, source: str) -> Puzzle:
    return Puzzle(tuple(tuple(values[i:i + w]) for i in range(0, w * h, w)), source)


def from_url(url: str, source: str = "url") -> Puzzle:
    _, w, h, body = puzzlink.split_url(url, source)
    b = puzzlink.Body(body, source)
    values: list[int | None] = []
    while len(values) < w * h:
        if not b.more():
            raise b.error(f"too short: {len(values)} of the {w}x{h} grid's {w * h} cells")
        ch = b.take()
        if ch in _B36:
            values.append(int(ch, 36))
        elif ch == "-":
            digits = b.take(2)
            if not all(d in _B36 for d in digits):
                raise b.error(f"bad number {digits!r} at body position {b.pos - 1}")
            values.append(int(digits, 36))
        elif ch == ".":
            values.append(None)
        elif ch in "%@":
            raise b.error(f"unknown numbers ('?', {ch!r} at body position {b.pos}) are not supported")
        else:
            raise b.error(f"unexpected {ch!r} at body position {b.pos}")
    puzzlink.done(b)
    return _grid(values, w, h, source)


def to_url(p: Puzzle) -> str:
    def code(n: int | None) -> str:
        if n is None:
            return "."
        return _B36[n] if n < 36 else "-" + _B36[n // 36] + _B36[n % 36]
    body = "".join(code(n) for row in p.grid for n in row)
    return puzzlink.make_url("hitori", p.width, p.height, body)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    w, h, pos = parse_dims(gid, "Singles")
    rest = gid.params[pos:]
    if rest and not re.fullmatch(r"d[ek]", rest):
        raise gid.error(f"Singles params: unexpected {rest[:20]!r} after the size "
                        "(only a difficulty 'de' or 'dk' may follow)", params_offset=pos)
    if not (2 <= w <= 62 and 2 <= h <= 62):
        raise gid.error(f"Singles width and height must be 2..62, got {w}x{h}", params_offset=0)
    top = max(w, h)
    values: list[int | None] = []
    for k, ch in enumerate(gid.desc):
        n = _TATHAM.find(ch)
        if not 1 <= n <= top:
            raise gid.error(f"unexpected {ch!r}: each cell is a number 1..{top} "
                            "(1-9, then a-z, A-Z)", k)
        values.append(n)
    if len(values) != w * h:
        raise gid.error(f"the description has {len(values)} cells, a {w}x{h} grid has {w * h}",
                        min(len(values), w * h))
    return _grid(values, w, h, source)


def to_tatham(p: Puzzle) -> str:
    top = max(p.width, p.height)
    if min(p.width, p.height) < 2 or top > 62:
        raise InputError(f"a {p.width}x{p.height} grid cannot be a Singles game ID (sides 2..62)", p.source)
    bad = next(((r, c) for r, c in p.cells() if not 1 <= (p.grid[r][c] or 0) <= top), None)
    if bad is not None:
        raise InputError(f"{cell_name(*bad)} holds {p.grid[bad[0]][bad[1]]}: a Singles game ID "
                         f"holds numbers 1..{top}", p.source)
    return f"{p.width}x{p.height}:" + "".join(_TATHAM[n] for row in p.grid for n in row)
