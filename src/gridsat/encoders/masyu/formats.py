"""Masyu's formats.  Cells as in :mod:`.puzzle`: ``.`` empty, ``W`` white pearl, ``B`` black pearl.

Native text: the header ``masyu`` (or ``mashu``, ``pearl``), optionally with the size
(``masyu 10x10``), then one line per row.  A row is either packed (``.W..B``) or cells
separated by spaces (``. W . . B``); ``-`` is an empty cell too, pearls may be lower case,
``o`` is a white pearl and ``*`` a black one.  ``#`` starts a comment line.  The header may
be left out after a ``masyu:`` prefix or with ``--genre masyu``.
JSON: ``{"genre": "masyu", "grid": [".W..B", ...]}``; solution ``{"loop": [[r, c], ...]}``.
puzz.link ``mashu/C/R/BODY`` (also read as ``masyu``, ``pearl``): three cells per base-27
digit (``0``-``9``, ``a``-``q``), the first cell most significant, 0 empty, 1 white, 2 black.
Tatham game ID ``WxH[d<e|t>][n]:DESC`` (Pearl): ``W`` white, ``B`` black, ``a``-``z`` 1-26
empty cells, row after row; a file of game IDs (or URLs) is a batch.
"""
from __future__ import annotations

import re

from ...formats import (InputError, check_header_size, grid_header, puzzle_lines, puzzlink,
                        significant_lines_indented, text_rows_from_json)
from ...formats.tatham import looks_like_game_id
from ...render.text import cell_name
from .puzzle import MAX_SIZE, STEPS, Puzzle, Solution

_HEADER = ("masyu", "mashu", "pearl")
_PIDS = ("mashu", "masyu", "pearl")
_GAME_ID = re.compile(r"(\d{1,4})(?:x(\d{1,4}))?(?:d[et])?n?:")
_CELL = {".": ".", "-": ".", "W": "W", "w": "W", "o": "W", "O": "W", "B": "B", "b": "B", "*": "B"}
_DIGITS = "0123456789abcdefghijklmnopq"   # base 27


def sniff(text: str) -> bool:
    """The header; or Pearl game IDs whose descriptions fill exactly their grids, one a line
    (puzz.link Masyu URLs may stand among them: a batch)."""
    lines = significant_lines_indented(text)
    if not lines:
        return False
    if lines[0][1].split()[0].lower() in _HEADER:
        return True
    ids = 0
    for _, line, _ in lines:
        if puzzlink.looks_like_url(line):
            try:
                if puzzlink.url_pid(line) not in _PIDS:
                    return False
            except InputError:
                return False
            continue
        try:
            from_tatham(line)
        except InputError:
            return False
        ids += 1
    return ids > 0


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A batch: several lines, each a game ID or a puzz.link URL."""
    lines = significant_lines_indented(text)
    if len(lines) > 1 and all(_GAME_ID.match(t) or puzzlink.looks_like_url(t) for _, t, _ in lines):
        return [(no, t) for no, t, _ in lines]
    return None


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, indent = lines[0]
    if len(lines) == 1 and puzzlink.looks_like_url(first):   # a batch file's URL line
        return from_url(first, source)
    if len(lines) == 1 and looks_like_game_id(first):
        return from_tatham(first, source, no, indent + 1)
    size, lines = grid_header(lines, _HEADER, source)
    rows = []
    for r, (line_no, line, ind) in enumerate(lines):
        spaced = " " in line or "\t" in line
        tokens = line.split() if spaced else list(line)
        at = [ind + 1 + m.start() for m in re.finditer(r"\S+", line)] if spaced else \
             [ind + 1 + k for k in range(len(line))]
        row = ""
        for k, tok in enumerate(tokens):
            if tok not in _CELL:
                raise InputError(f"unknown cell {tok[:10]!r} (cells are '.', 'W' white pearl, 'B' black pearl)",
                                 source, line_no, at[k])
            row += _CELL[tok]
        rows.append(row)
    try:
        p = Puzzle(tuple(rows), source)
    except InputError as e:
        raise e.locate(source, [n for n, _, _ in lines]) from None
    check_header_size(size, p.width, p.height, source, no)
    return p


def to_text(p: Puzzle) -> str:
    return "\n".join((f"masyu {p.width}x{p.height}",) + p.grid) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = text_rows_from_json(doc, source, '".", "W" and "B"')
    return Puzzle(rows, source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "masyu", "grid": list(p.grid)}


def solution_to_json(sol: Solution) -> dict:
    return {"loop": [[int(r), int(c)] for r, c in sol.loop]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    cells = doc.get("loop") if isinstance(doc, dict) else None
    if not isinstance(cells, list):
        raise InputError('a Masyu solution must have "loop": [[row, col], ...] (the cells in order)', source)
    for i, rc in enumerate(cells):
        if (not isinstance(rc, list) or len(rc) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in rc)):
            raise InputError(f'"loop"[{i}] must be [row, col] integers, got {rc!r}'[:200], source)
    return Solution(tuple((r, c) for r, c in cells))


_MOVES = {step: ch for step, ch in zip(STEPS, "URDL")}


def solution_line(p: Puzzle, sol: Solution) -> str:
    """The start cell and the moves around the loop: ``r1c1 RRDDLLUU``."""
    if not sol.loop:
        return "(no loop)"
    loop = list(sol.loop)
    moves = "".join(_MOVES.get((b[0] - a[0], b[1] - a[1]), "?") for a, b in zip(loop, loop[1:] + loop[:1]))
    return f"{cell_name(*loop[0])} {moves}"


def describe(p: Puzzle) -> dict:
    kinds = list(p.pearls.values())
    return {"size": f"{p.width}x{p.height}", "white": kinds.count("W"), "black": kinds.count("B")}


# -- puzz.link ------------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    _, w, h, body = puzzlink.split_url(url, source)
    n, need = w * h, (w * h + 2) // 3

    def error(msg: str) -> InputError:
        return InputError(f"puzz.link URL: {msg}", source)
    if len(body) < need:
        raise error(f"body too short: {len(body)} of the {need} characters a {w}x{h} grid takes")
    if len(body) > need:
        raise error(f"unexpected data {body[need:need + 12]!r} after the puzzle (does the size match the body?)")
    cells = []
    for k, ch in enumerate(body):
        v = _DIGITS.find(ch)
        if v < 0:
            raise error(f"unexpected {ch!r} at body position {k + 1} (pearls are base-27 digits 0-9, a-q)")
        for weight in (9, 3, 1):
            if len(cells) < n:
                cells.append(".WB"[v // weight % 3])
            elif v // weight % 3:
                raise error(f"body position {k + 1} puts a pearl past the last cell")
    return Puzzle(tuple("".join(cells[i:i + w]) for i in range(0, n, w)), source)


def to_url(p: Puzzle) -> str:
    values = [".WB".index(ch) for ch in "".join(p.grid)]
    values += [0] * (-len(values) % 3)
    body = "".join(_DIGITS[9 * a + 3 * b + c] for a, b, c in zip(*[iter(values)] * 3))
    return puzzlink.make_url("mashu", p.width, p.height, body)


# -- Simon Tatham's Pearl ---------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    stripped = text.strip()
    m = _GAME_ID.match(stripped)
    if not m:
        raise InputError("not a Pearl game ID: expected WxH:DESC, e.g. 6x6:BaWhWWaWaBWnBBb", source, line, col)
    w = int(m[1])
    h = int(m[2]) if m[2] else w
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE):
        raise InputError(f"size {w}x{h} is out of range 1..{MAX_SIZE}", source, line, col)
    cells = ""
    for k, ch in enumerate(stripped[m.end():]):
        if ch in "WB":
            more = ch
        elif "a" <= ch <= "z":
            more = "." * (ord(ch) - 96)
        else:
            raise InputError(f"game description: unexpected {ch!r}", source, line, col + m.end() + k)
        if len(cells) + len(more) > w * h:
            raise InputError("game description: data after the last cell", source, line, col + m.end() + k)
        cells += more
    if len(cells) < w * h:
        raise InputError(f"game description: too short: {len(cells)} of the {w}x{h} grid's {w * h} cells",
                         source, line, col + len(stripped))
    return Puzzle(tuple(cells[i:i + w] for i in range(0, w * h, w)), source)


def to_tatham(p: Puzzle) -> str:
    desc = re.sub(r"\.{1,26}", lambda m: chr(96 + len(m[0])), "".join(p.grid))
    return f"{p.width}x{p.height}:{desc}"
