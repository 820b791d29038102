"""Nurikabe's formats.

Native text: the header ``nurikabe`` (optionally with the size, ``nurikabe 10x10``), then one
line per row.  A row is either compact, one character per cell (``.`` empty, ``?`` a clue of
unknown size, ``1``-``9``), or, as soon as it holds a space, cells separated by spaces (so
clues may have several digits: ``. 12 . ?``).  Lines starting with ``#`` or ``//`` are
comments.  The header may be left out after a ``nurikabe:`` prefix or with ``--genre``.
JSON: ``{"genre": "nurikabe", "grid": [[null, 5, "?"], ...]}`` (null: empty); solution
``{"shaded": [[r, c], ...]}``.
puzz.link ``nurikabe/C/R/BODY``: pzprjs "number16" cells (``0``-``f`` a number, ``-xx`` two
hex digits, ``+xxx`` three, ``.`` a ``?`` clue, ``g``-``z`` 1-20 empty cells).
"""
from __future__ import annotations

import re

from ...formats import InputError, cells_from_json, cells_to_json, puzzle_lines, puzzlink
from ...render.text import cell_name
from .puzzle import EMPTY, MAX_SIZE, UNKNOWN, Puzzle, Solution

_HEADER = re.compile(r"nurikabe(?:\s+(\d{1,4})x(\d{1,4}))?", re.IGNORECASE)
_TOKEN = re.compile(r"\S+")
COMMENT = ("#", "//")


def sniff(text: str) -> bool:
    """The header line, alone or with the size."""
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith(COMMENT):
            return bool(_HEADER.fullmatch(line))
    return False


def _cell(token: str) -> int | None:
    if token in (".", "-", "_"):
        return EMPTY
    if token == "?":
        return UNKNOWN
    return int(token) if token.isdigit() and len(token) <= 6 and int(token) > 0 else None


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source, COMMENT)
    no, first, _ = lines[0]
    size = None
    if first.split()[0].lower() == "nurikabe":
        m = _HEADER.fullmatch(first)
        if not m:
            raise InputError(f"bad header {first[:40]!r}: expected 'nurikabe' or 'nurikabe WxH'", source, no)
        size, lines = (m[1] and (int(m[1]), int(m[2]))), lines[1:]
        if not lines:
            raise InputError("header found but no grid rows follow", source, no)
    rows, cols = [], []
    for no, line, indent in lines:
        if " " in line or "\t" in line:
            spans = [(m.start(), m.group()) for m in _TOKEN.finditer(line)]
        else:
            spans = list(enumerate(line))
        row = []
        for at, token in spans:
            value = _cell(token)
            if value is None:
                raise InputError(f"bad cell {token[:12]!r}: a cell is '.', '?' or a clue number (1 or more)",
                                 source, no, indent + at + 1)
            row.append(value)
        rows.append(tuple(row))
        cols.append([indent + at + 1 for at, _ in spans])
    try:
        p = Puzzle(tuple(rows), source)
    except InputError as e:
        raise e.locate(source, [n for n, _, _ in lines],
                       lambda r, c: cols[r][min(c, len(cols[r]) - 1)] if cols[r] else 1) from None
    if size and size != (p.width, p.height):
        raise InputError(f"header says {size[0]}x{size[1]} but the grid is {p.width}x{p.height}", source,
                         lines[0][0] - 1 if lines[0][0] > 1 else None)
    return p


def _token(k: int) -> str:
    return "." if k == EMPTY else "?" if k == UNKNOWN else str(k)


def to_text(p: Puzzle) -> str:
    rows = [[_token(k) for k in row] for row in p.grid]
    if all(len(t) == 1 for row in rows for t in row):
        body = ["".join(row) for row in rows]
    else:
        wide = max(len(t) for row in rows for t in row)
        body = [" ".join(t.rjust(wide) for t in row).rstrip() for row in rows]
    return "\n".join([f"nurikabe {p.width}x{p.height}"] + body) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    grid = doc.get("grid")
    if not isinstance(grid, list) or not grid or not all(isinstance(row, list) for row in grid):
        raise InputError('"grid" must be a list of rows: lists of null, "?" or clue numbers', source)
    rows = []
    for r, row in enumerate(grid):
        out = []
        for c, v in enumerate(row):
            if v is None:
                out.append(EMPTY)
            elif v == "?":
                out.append(UNKNOWN)
            elif isinstance(v, int) and not isinstance(v, bool) and v > 0:
                out.append(v)
            else:
                raise InputError(f'"grid" cell {cell_name(r, c)} must be null, "?" or a positive number, '
                                 f"got {v!r}"[:200], source)
        rows.append(tuple(out))
    return Puzzle(tuple(rows), source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "nurikabe",
            "grid": [[None if k == EMPTY else "?" if k == UNKNOWN else k for k in row] for row in p.grid]}


def solution_to_json(sol: Solution) -> dict:
    return {"shaded": cells_to_json(sol.shaded)}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    return Solution(cells_from_json(doc, "shaded", source, what="solution"))


def solution_line(p: Puzzle, sol: Solution) -> str:
    return " ".join(cell_name(r, c) for r, c in sol.shaded)


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "clues": len(p.clues),
            "unknown_clues": sum(k is None for k in p.clues.values())}


def from_url(url: str, source: str = "url") -> Puzzle:
    _, w, h, body = puzzlink.split_url(url, source)
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE):
        raise InputError(f"puzz.link URL: size {w}x{h} is out of range 1..{MAX_SIZE}", source)
    b = puzzlink.Body(body, source)
    values = puzzlink.read_number16(b, w * h)
    puzzlink.done(b)
    if 0 in values:
        i = values.index(0)
        raise InputError(f"puzz.link URL: clue 0 at {cell_name(i // w, i % w)} (an island has at least one cell)",
                         source)
    cells = [EMPTY if v is None else UNKNOWN if v == -2 else v for v in values]
    try:
        return Puzzle(tuple(tuple(cells[r * w:(r + 1) * w]) for r in range(h)), source)
    except InputError as e:
        raise InputError(f"puzz.link URL: {e.message}" + (f" at {cell_name(*e.cell)}" if e.cell else ""),
                         source) from None


def to_url(p: Puzzle) -> str:
    values = [None if k == EMPTY else -2 if k == UNKNOWN else k for row in p.grid for k in row]
    return puzzlink.make_url("nurikabe", p.width, p.height, puzzlink.write_number16(values))
