"""Slitherlink's formats.  Cells as in :mod:`.puzzle`: ``.`` empty, ``0``-``4`` a clue, ``?`` a
clue with an unknown number.

Native text: the header ``slitherlink`` (or ``slither``, ``loopy``), optionally with the size
(``slitherlink 7x7``), then one line of cells per row; ``#`` starts a comment line.  The
header may be left out after a ``slitherlink:`` prefix or with ``--genre slitherlink``.
JSON: ``{"genre": "slitherlink", "grid": [".3.", ...]}``; solution ``{"loop": [[r, c], ...]}``
(lattice points, ``0 <= r <= H``, ``0 <= c <= W``, in order round the loop from the smallest
point, first to its right).
puzz.link ``slither/C/R/BODY`` (pzprjs "4Cell" code: ``0``-``4`` a clue, ``5``-``9`` a clue
then one empty cell, ``a``-``e`` a clue then two, ``g``-``z`` 1-20 empty cells, ``.`` a ``?``).
Simon Tatham's Loopy game ID ``W[xH][tT][dD]:DESC`` for square grids (``t0``, the default):
``0``-``4`` a clue, ``a``-``z`` 1-26 empty cells, row after row; a file of IDs is a batch.
"""
from __future__ import annotations

import re

from ...formats import (InputError, cells_from_json, puzzle_lines, puzzlink, read_grid,
                        significant_lines_indented, text_rows_from_json)
from ...formats.tatham import id_batch
from .puzzle import MAX_SIZE, Puzzle, Solution, canonical

_HEADER = ("slitherlink", "slither", "loopy")
# Loopy's params (decode_params): width, optional x height, optional t grid type, optional
# d difficulty (e n t h); the grid type defaults to 0 (squares)
_GAME_ID = re.compile(r"(\d{1,4})(?:x(\d{1,4}))?(?:t(\d{1,3}))?(?:d([enth]))?:")
_GRID_TYPES = ("squares", "triangular", "honeycomb", "snub-square", "Cairo", "great-hexagonal",
               "octagonal", "kites", "floret", "dodecagonal", "great-dodecagonal", "Penrose (kite/dart)",
               "Penrose (rhombs)", "great-great-dodecagonal", "kagome", "compass-dodecagonal", "hats",
               "spectres")


def sniff(text: str) -> bool:
    """The header, or a Loopy game ID that names its grid type (``t``): a square one whose
    description fills exactly its WxH grid, or another type (read only to say it is not
    supported)."""
    lines = significant_lines_indented(text)
    if not lines:
        return False
    first = lines[0][1]
    if first.split()[0].lower() in _HEADER:
        return True
    m = _GAME_ID.match(first)
    if not m or m[3] is None:
        return False
    if m[3] != "0":
        return re.fullmatch(r"[0-9A-Za-z_]+", first[m.end():]) is not None
    try:
        return bool(from_tatham(first))
    except InputError:
        return False


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    return id_batch(text, _GAME_ID)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, indent = lines[0]
    if _GAME_ID.match(first):
        if len(lines) > 1:
            raise InputError("a game ID is one line: one puzzle per line, or a file of IDs as a batch",
                             source, lines[1][0])
        return from_tatham(first, source, no, indent + 1)
    return read_grid(lines, _HEADER, source, lambda rows: Puzzle(rows, source))


def to_text(p: Puzzle) -> str:
    return "\n".join((f"slitherlink {p.width}x{p.height}",) + p.grid) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = text_rows_from_json(doc, source, '".", 0-4 and "?"')
    return Puzzle(rows, source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "slitherlink", "grid": list(p.grid)}


def solution_to_json(sol: Solution) -> dict:
    return {"loop": [[r, c] for r, c in sol.loop]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    return Solution(canonical(cells_from_json(doc, "loop", source, what="solution", sort=False)))


_STEP = {(0, 1): "R", (1, 0): "D", (0, -1): "L", (-1, 0): "U"}


def solution_line(p: Puzzle, sol: Solution) -> str:
    """The start point (0-based row,col) and the moves round the loop: ``0,0 RRDLLU``."""
    pts = list(sol.loop)
    if not pts:
        return "no loop"
    moves = "".join(_STEP.get((b[0] - a[0], b[1] - a[1]), "?") for a, b in zip(pts, pts[1:] + pts[:1]))
    return f"{pts[0][0]},{pts[0][1]} {moves}"


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "clues": len(p.clues)}


def _cells(w: int, h: int, error) -> None:
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE):
        raise error(f"size {w}x{h} is out of range 1..{MAX_SIZE}", 0)


def _rows(cells: str, w: int) -> tuple[str, ...]:
    return tuple(cells[i:i + w] for i in range(0, len(cells), w))


# -- puzz.link ------------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    _, w, h, body = puzzlink.split_url(url, source)
    flag = url.strip().split("?", 1)[-1].split("/")[1:2]
    if flag and flag[0] and not flag[0].isdigit():  # e.g. cspuz's "f/": a loop through every point
        raise InputError(f"puzz.link URL: slither variant flag {flag[0][:12]!r} is not supported "
                         "(standard Slitherlink only)", source)

    def error(msg: str, k: int) -> InputError:
        return InputError(f"puzz.link URL: {msg} at body position {k + 1}", source)
    _cells(w, h, error)
    n, cells = w * h, []
    for k, ch in enumerate(body):
        if len(cells) >= n:
            raise error("data after the last cell", k)
        if ch in "0123456789abcde":  # a clue, then 0, 1 or 2 empty cells (which may run past the end)
            v = int(ch, 16)
            cells += [str(v % 5)] + ["."] * (v // 5)
        elif ch == ".":
            cells.append("?")
        elif "g" <= ch <= "z":
            run = int(ch, 36) - 15
            if len(cells) + run > n:
                raise error(f"{ch!r} skips {run} cells, past the last cell", k)
            cells += ["."] * run
        else:
            raise error(f"unexpected {ch!r}", k)
    if len(cells) < n:
        raise error(f"too short: {len(cells)} of the {w}x{h} grid's {n} cells", len(body))
    return Puzzle(_rows("".join(cells)[:n], w), source)


def to_url(p: Puzzle) -> str:
    cells = "".join(p.grid)
    n, out, gap, c = len(cells), [], 0, 0
    while c < n:
        ch, code = cells[c], ""
        if ch.isdigit():  # as pzprjs: skip the next one or two cells when they are empty
            skip = 0 if c + 1 < n and cells[c + 1] != "." else 1 if c + 2 < n and cells[c + 2] != "." else 2
            code = "0123456789abcde"[int(ch) + 5 * skip]
            c += skip
        elif ch == "?":
            code = "."
        else:
            gap += 1
        if code or gap == 20:
            out.append((chr(ord("f") + gap) if gap else "") + code)
            gap = 0
        c += 1
    if gap:
        out.append(chr(ord("f") + gap))
    return puzzlink.make_url("slither", p.width, p.height, "".join(out))


# -- Simon Tatham's Loopy -------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    text = text.strip()
    m = _GAME_ID.match(text)
    if not m:
        raise InputError("not a Loopy game ID: expected WxHt0:DESC, e.g. 5x5t0:d33a2c2a22a0b3a332a",
                         source, line, col)
    kind = int(m[3] or 0)
    if kind != 0:
        name = _GRID_TYPES[kind] if kind < len(_GRID_TYPES) else f"number {kind}"
        raise InputError(f"Loopy grid type t{kind} ({name}) is not supported: Slitherlink reads square "
                         "grids (t0) only", source, line, col + m.start(3) - 1)

    def error(msg: str, k: int) -> InputError:
        return InputError(f"game description: {msg}", source, line, col + m.end() + k)
    w, h = int(m[1]), int(m[2] or m[1])
    _cells(w, h, error)
    cells = []
    for k, ch in enumerate(text[m.end():]):
        if len(cells) >= w * h:
            raise error("data after the last cell", k)
        if ch in "01234":
            cells.append(ch)
        elif "5" <= ch <= "9" or "A" <= ch <= "Z":
            raise error(f"clue {ch!r}: a square has only four sides", k)
        elif "a" <= ch <= "z":
            if len(cells) + ord(ch) - 96 > w * h:
                raise error(f"{ch!r} skips {ord(ch) - 96} cells, past the last cell", k)
            cells += ["."] * (ord(ch) - 96)
        else:
            raise error(f"unexpected {ch!r}", k)
    if len(cells) < w * h:
        raise error(f"too short: {len(cells)} of the {w}x{h} grid's {w * h} cells", len(text) - m.end())
    return Puzzle(_rows("".join(cells), w), source)


def to_tatham(p: Puzzle) -> str:
    cells = "".join(p.grid)
    if "?" in cells:
        raise InputError("a Loopy game ID has no '?' clues")
    desc = re.sub(r"\.{1,26}", lambda m: chr(96 + len(m[0])), cells)
    return f"{p.width}x{p.height}t0:{desc}"
