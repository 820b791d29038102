"""Skyscrapers' formats.

Native text: a header ``skyscrapers`` (or ``towers``; the size may follow: ``skyscrapers 5x5``),
then the n+2 rows of the board with its clues round it, entries separated by spaces, ``.``
for no clue or an empty cell::

    skyscrapers 4x4
        . . . .
    .   . . . .   .
    4   . . . .   .
    .   . . . .   3
    .   . . . .   .
        . 1 3 .

The top and bottom rows hold the column clues (n entries, or n+2 with ``.`` corners); each
middle row is its left clue, its n cells (a number is a given height) and its right clue.
Lines starting with ``#`` are comments.  The header may be left out after a
``skyscrapers:`` prefix or with ``--genre skyscrapers``.

JSON: ``{"genre": "skyscrapers", "size": n, "top": [...], "bottom": [...], "left": [...],
"right": [...], "givens": [[...], ...]}`` (clues: a number or null; givens: 0 for empty,
optional); solution ``{"grid": [[height, ...], ...]}``.

puzz.link ``skyscrapers/N/N/BODY`` (also ``building``, ``skyscraper``): the 4n outside clues
(top, bottom, left, right; pzprjs "number16" for outside cells) then, when there are givens,
the cells (number16).  Tatham's Towers game ID ``N[dX]:T1/T2/.../R_N[,GRID]``: 4n clues in the
same order separated by ``/`` (empty: no clue), then optionally ``,`` and the givens (``a``-``z``:
1-26 empty cells, a number: a given, ``_`` between two numbers).
"""
from __future__ import annotations

import re

from ...formats import InputError, digit_grid_from_json, grid_to_json, puzzlink, significant_lines_indented
from ...formats.tatham import id_batch, one_id_line
from ...render.text import cell_name
from .puzzle import MAX_SIZE, SIDES, Puzzle, Solution

_HEADER = ("skyscrapers", "skyscraper", "towers")
_GAME_ID = re.compile(r"(\d{1,3})(?:d[ehxu])?:")
_TOKEN = re.compile(r"\S+")


# -- native text ------------------------------------------------------------------------------------

def sniff(text: str) -> bool:
    """The header, or a Towers game ID that reads completely (the first of a batch)."""
    lines = significant_lines_indented(text)
    if not lines:
        return False
    first = lines[0][1]
    if first.split()[0].lower() in _HEADER:
        return True
    if not _GAME_ID.match(first):
        return False
    try:
        from_tatham(first)
    except InputError:
        return False
    return True


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    return id_batch(text, _GAME_ID)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, indent = lines[0]
    if _GAME_ID.match(first):
        no, line, indent = one_id_line(text, source, "game ID", "a Towers game ID stands alone on its line")
        return from_tatham(line, source, no, indent + 1)
    words, size = first.split(), ""
    if words[0].lower() in _HEADER:
        size, lines = "".join(words[1:]), lines[1:]
        if len(words) > 3 or not re.fullmatch(r"(\d{1,3}(x\d{1,3})?)?", size):
            raise InputError(f"bad header {first[:40]!r}: expected 'skyscrapers' or 'skyscrapers NxN'", source, no)
        if not lines:
            raise InputError("header found but no rows follow", source, no)
    n = len(lines) - 2
    if n < 1:
        raise InputError(f"{len(lines)} rows: expected the clue row above, the grid rows and the clue "
                         "row below", source, lines[0][0])
    if size and size not in (str(n), f"{n}x{n}"):
        raise InputError(f"header says {size} but there are {n} grid rows (and two clue rows)", source, no)
    rows = [[(m.group(), indent + m.start() + 1) for m in _TOKEN.finditer(line)] for _, line, indent in lines]

    def bad(msg: str, k: int, col: int | None = None) -> InputError:
        return InputError(msg, source, lines[k][0], col)

    def value(tok: str, col: int, k: int, what: str) -> int | None:
        if tok == ".":
            return None
        if not tok.isdigit() or not tok.isascii() or len(tok) > 3:
            raise bad(f"{what}: expected a number or '.', got {tok[:10]!r}", k, col)
        return int(tok)

    def clue_row(k: int, side: str) -> list:
        row = rows[k]
        if len(row) == n + 2:
            for tok, col in (row[0], row[-1]):
                if tok != ".":
                    raise bad(f"the corners of the {side} clue row are '.', got {tok[:10]!r}", k, col)
            row = row[1:-1]
        elif len(row) != n:
            raise bad(f"the {side} clue row has {len(row)} entries, expected {n} (or {n + 2} with corners)", k)
        return [value(tok, col, k, f"{side} clue") for tok, col in row]

    top, bottom = clue_row(0, "top"), clue_row(n + 1, "bottom")
    left, right, givens = [], [], []
    for r in range(n):
        row = rows[r + 1]
        if len(row) != n + 2:
            raise bad(f"row {r + 1} has {len(row)} entries, expected {n + 2} (left clue, {n} cells, "
                      "right clue)", r + 1)
        left.append(value(*row[0], r + 1, "left clue"))
        right.append(value(*row[-1], r + 1, "right clue"))
        givens.append(tuple(value(tok, col, r + 1, f"cell {cell_name(r, c)}") or 0
                            for c, (tok, col) in enumerate(row[1:-1])))
    try:
        return Puzzle(n, tuple(top), tuple(bottom), tuple(left), tuple(right), tuple(givens), source)
    except InputError as e:
        cols = {(r, c): rows[r + 1][c + 1][1] for r in range(n) for c in range(n)}
        raise e.locate(source, lambda r: lines[min(max(r + 1, 0), n + 1)][0],
                       lambda r, c: cols.get((r, c))) from None


def to_text(p: Puzzle) -> str:
    n = p.size
    w = len(str(n))

    def cell(v) -> str:
        return (str(v) if v else ".").rjust(w)

    edge = " " * (w + 2) + " ".join(cell(v) for v in p.top)
    out = [f"skyscrapers {n}x{n}", edge]
    for r in range(n):
        out.append(f"{cell(p.left[r])}  {' '.join(cell(v) for v in p.givens[r])}  {cell(p.right[r])}")
    out.append(" " * (w + 2) + " ".join(cell(v) for v in p.bottom))
    return "\n".join(out) + "\n"


# -- JSON ---------------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    n = doc.get("size")
    if isinstance(n, bool) or not isinstance(n, int):
        raise InputError('"size" must be the side of the grid (a number)', source)
    sides = []
    for side in SIDES:
        clues = doc.get(side, [None] * n)
        if not isinstance(clues, list) or not all(v is None or (isinstance(v, int) and not isinstance(v, bool))
                                                  for v in clues):
            raise InputError(f'"{side}" must be a list of clues (numbers or null)', source)
        sides.append(tuple(clues))
    givens = doc.get("givens", [[0] * n for _ in range(max(n, 0))])
    if not isinstance(givens, list) or not all(isinstance(row, list) for row in givens):
        raise InputError('"givens" must be a list of rows of heights (0: empty)', source)
    return Puzzle(n, *sides, tuple(tuple(row) for row in givens), source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "skyscrapers", "size": p.size}
    doc.update({side: list(getattr(p, side)) for side in SIDES})
    if p.given():
        doc["givens"] = [list(row) for row in p.givens]
    return doc


def solution_to_json(sol: Solution) -> dict:
    return grid_to_json(sol.grid)


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    return Solution(digit_grid_from_json(doc, source, "height"))


def solution_line(p: Puzzle, sol: Solution) -> str:
    return "/".join(" ".join(map(str, row)) if p.size > 9 else "".join(map(str, row)) for row in sol.grid)


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.size}x{p.size}", "clues": len(p.sight_lines()), "givens": len(p.given())}


# -- puzz.link ----------------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    pid, cols, rows, body = puzzlink.split_url(url, source)
    if cols != rows:
        raise InputError(f"puzz.link URL: Skyscrapers needs a square grid, got {cols}x{rows}", source)
    n = cols
    if n > MAX_SIZE:
        raise InputError(f"puzz.link URL: size {n} is out of range 1..{MAX_SIZE}", source)
    b = puzzlink.Body(body, source)
    outside = puzzlink.read_number16(b, 4 * n, wide=False)
    cells = puzzlink.read_number16(b, n * n) if b.more() else [None] * (n * n)
    puzzlink.done(b)
    if -2 in outside or -2 in cells:
        raise InputError("puzz.link URL: a '?' (unknown number) is not a clue gridsat can use", source)
    sides = [tuple(outside[k * n:(k + 1) * n]) for k in range(4)]
    givens = tuple(tuple(v or 0 for v in cells[r * n:(r + 1) * n]) for r in range(n))
    return Puzzle(n, *sides, givens, source)


def to_url(p: Puzzle) -> str:
    body = puzzlink.write_number16([v for side in SIDES for v in getattr(p, side)], wide=False)
    if p.given():
        body += puzzlink.write_number16([v or None for row in p.givens for v in row])
    return puzzlink.make_url("skyscrapers", p.size, p.size, body)


# -- Tatham's Towers game IDs -------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    text = text.strip()
    m = _GAME_ID.match(text)
    if not m:
        raise InputError("not a Towers game ID: expected N:CLUES[,GRID], e.g. 4:1/2//3/////2/3/////1/,b2k",
                         source, line, col)
    n = int(m[1])
    if not 1 <= n <= MAX_SIZE:
        raise InputError(f"grid size {n} is out of range 1..{MAX_SIZE}", source, line, col)

    def error(msg: str, k: int) -> InputError:
        return InputError(f"game description: {msg}", source, line, col + m.end() + k)

    desc = text[m.end():]
    clue_part, comma, grid_part = desc.partition(",")
    fields = clue_part.split("/")
    if len(fields) != 4 * n:
        raise error(f"{len(fields)} clues, expected {4 * n} (4 sides of {n}, '/' between)", len(clue_part))
    clues, at = [], 0
    for f in fields:
        if f and (not f.isdigit() or not f.isascii() or f.startswith("0") or len(f) > 3):
            raise error(f"clue {f[:10]!r} is not a number", at)
        clues.append(int(f) if f else None)
        at += len(f) + 1
    cells: list[int] = []
    if comma:
        k, base = 0, len(clue_part) + 1
        while k < len(grid_part):
            ch = grid_part[k]
            if "a" <= ch <= "z":
                cells += [0] * (ord(ch) - 96)
                k += 1
            elif ch == "_":
                k += 1
            elif "1" <= ch <= "9":
                end = k
                while end < len(grid_part) and grid_part[end].isdigit():
                    end += 1
                if end - k > 3:
                    raise error("number too long in the grid", base + k)
                cells.append(int(grid_part[k:end]))
                k = end
            else:
                raise error(f"unexpected {ch!r} in the grid", base + k)
            if len(cells) > n * n:
                raise error(f"more than the {n * n} cells of the grid", base + k - 1)
        if len(cells) < n * n:
            raise error(f"the grid describes {len(cells)} of its {n * n} cells", len(desc))
    else:
        cells = [0] * (n * n)
    sides = [tuple(clues[k * n:(k + 1) * n]) for k in range(4)]
    try:
        return Puzzle(n, *sides, tuple(tuple(cells[r * n:(r + 1) * n]) for r in range(n)), source)
    except InputError as e:
        raise InputError(e.message, source, line, col) from None


def to_tatham(p: Puzzle) -> str:
    n = p.size
    desc = "/".join(str(v) if v else "" for side in SIDES for v in getattr(p, side))
    if p.given():
        out, run, after_number = [], 0, False
        for v in [v for row in p.givens for v in row]:
            if not v:
                run, after_number = run + 1, False
                continue
            while run:
                out.append(chr(96 + min(run, 26)))
                run -= min(run, 26)
            if after_number:
                out.append("_")
            out.append(str(v))
            after_number = True
        while run:
            out.append(chr(96 + min(run, 26)))
            run -= min(run, 26)
        desc += "," + "".join(out)
    return f"{n}:{desc}"
