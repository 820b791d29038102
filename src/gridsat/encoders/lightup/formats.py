"""Light Up's formats.  Cells as in :mod:`.puzzle`: ``.`` white, ``#`` black, ``0``-``4`` numbered.

Native text: the header ``lightup`` (or ``akari``), optionally with the size (``lightup 7x7``),
then one line of cells per row.  ``#`` is a cell, so comment lines start with ``//``.  The
header may be left out after a ``lightup:`` prefix or with ``--genre lightup``.
JSON: ``{"genre": "lightup", "grid": ["..1....", ...]}``; solution ``{"lights": [[r, c], ...]}``.
puzz.link ``lightup/C/R/BODY`` (pzprjs "4Cell" code: ``0``-``4`` a number, ``5``-``9`` and
``a``-``e`` a number then 1 or 2 white cells, ``.`` black, ``g``-``z`` 1-20 white cells).
Tatham game ID ``WxH[b..s..d..]:DESC``: ``B`` black, ``0``-``4``, ``a``-``z`` 1-26 white
cells, row after row; a file of game IDs is a batch.
"""
from __future__ import annotations

import re

from ...formats import (InputError, cells_from_json, cells_to_json, puzzle_lines, puzzlink, read_grid,
                        significant_lines_indented, text_rows_from_json)
from ...formats.tatham import id_batch
from ...render.text import cell_name
from .puzzle import MAX_SIZE, Puzzle, Solution

_HEADER = ("lightup", "akari", "light-up")
_GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4})(?:b\d+)?(?:s\d+)?r?(?:d\d+)?:")


def sniff(text: str) -> bool:
    """The header, or a game ID whose description fills exactly its WxH grid."""
    lines = significant_lines_indented(text, "//")
    try:
        return bool(lines) and (lines[0][1].split()[0].lower() in _HEADER or bool(from_tatham(lines[0][1])))
    except InputError:
        return False


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    return id_batch(text, _GAME_ID, "//")


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source, "//")
    no, first, indent = lines[0]
    if _GAME_ID.match(first) and len(lines) == 1:
        return from_tatham(first, source, no, indent + 1)
    return read_grid(lines, _HEADER, source, lambda rows: Puzzle(rows, source))


def to_text(p: Puzzle) -> str:
    return "\n".join((f"lightup {p.width}x{p.height}",) + p.grid) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = text_rows_from_json(doc, source, '".", "#" and 0-4')
    return Puzzle(rows, source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "lightup", "grid": list(p.grid)}


def solution_to_json(sol: Solution) -> dict:
    return {"lights": cells_to_json(sol.lights)}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    return Solution(cells_from_json(doc, "lights", source, what="solution"))


def solution_line(p: Puzzle, sol: Solution) -> str:
    return " ".join(cell_name(r, c) for r, c in sol.lights)


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "black": len(p.black),
            "numbers": sum(k is not None for k in p.black.values())}


def _decode(code: str, w: int, h: int, expand, error, source: str) -> Puzzle:
    """A run-length code of the cells: ``expand(ch)`` is the cells ``ch`` stands for (None: bad)."""
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE):
        raise error(f"size {w}x{h} is out of range 1..{MAX_SIZE}", 0)
    cells = ""
    for k, ch in enumerate(code):
        more = expand(ch)
        if more is None or len(cells) >= w * h:
            raise error(f"unexpected {ch!r}" if more is None else "data after the last cell", k)
        cells += more
    if len(cells) < w * h:
        raise error(f"too short: {len(cells)} of the {w}x{h} grid's {w * h} cells", len(code))
    return Puzzle(tuple(cells[i:i + w] for i in range(0, w * h, w)), source)


def from_url(url: str, source: str = "url") -> Puzzle:
    _, w, h, body = puzzlink.split_url(url, source)

    def expand(ch: str) -> str | None:
        if ch in "0123456789abcde":
            return str(int(ch, 16) % 5) + "." * (int(ch, 16) // 5)
        return "#" if ch == "." else "." * (int(ch, 36) - 15) if "g" <= ch <= "z" else None

    def error(msg: str, k: int) -> InputError:
        return InputError(f"puzz.link URL: {msg} at body position {k + 1}", source)
    return _decode(body, w, h, expand, error, source)


def to_url(p: Puzzle) -> str:
    cells = "".join(p.grid).replace(".", "_")

    def number(m: re.Match) -> str:  # as pzprjs: a number then one last white cell is 'skip 2'
        skip = 2 if len(m[2]) == 1 and m.end() == len(cells) else len(m[2])
        return "0123456789abcde"[int(m[1]) + 5 * skip]
    body = re.sub(r"([0-4])(_{0,2})", number, cells)
    body = re.sub(r"_{1,20}", lambda m: chr(ord("f") + len(m[0])), body).replace("#", ".")
    return puzzlink.make_url("lightup", p.width, p.height, body)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    m = _GAME_ID.match(text.strip())
    if not m:
        raise InputError("not a Light Up game ID: expected WxH:DESC, e.g. 7x7:eBa0aBBh3b0c0bBh00aBa0e",
                         source, line, col)

    def expand(ch: str) -> str | None:
        return "#" if ch == "B" else ch if ch in "01234" else "." * (ord(ch) - 96) if "a" <= ch <= "z" else None

    def error(msg: str, k: int) -> InputError:
        return InputError(f"game description: {msg}", source, line, col + m.end() + k)
    return _decode(text.strip()[m.end():], int(m[1]), int(m[2]), expand, error, source)


def to_tatham(p: Puzzle) -> str:
    desc = re.sub(r"\.{1,26}", lambda m: chr(96 + len(m[0])), "".join(p.grid).replace("#", "B"))
    return f"{p.width}x{p.height}:{desc}"
