"""Skyscrapers' irregular formats (docs/genres/skyscrapers.md describes them): the native text
(the n+2 rows of the board with its clues round it), JSON with ``givens`` (0: empty) and
Tatham's Towers game IDs ``N[dX]:C1/.../C4N[,GRID]``.  puzz.link is declared in __init__."""
from __future__ import annotations

import re

from ...board import SIDES
from ...formats import InputError
from ...formats.codecs import DecimalList, RunLength, Sep, tatham_cursor
from ...formats.tatham import split_game_id, square_id
from ...render.text import cell_name
from .puzzle import MAX_SIZE, Puzzle

GAME_ID = re.compile(r"(\d{1,3})(?:d[ehxu])?:")
_CLUES, _GIVENS = DecimalList(lambda shape: 4 * shape[0], "/", blank=True, what="clue"), RunLength(numbers=True)


def _puzzle(n: int, clues, givens, source: str, tallest: int | None = None, diagonal: bool = False) -> Puzzle:
    """A puzzle from the 4n clues (SIDES order) and rows of givens (0: empty)."""
    return Puzzle([[v or None for v in row] for row in givens], outside={s: clues[k * n:(k + 1) * n]
                                                                         for k, s in enumerate(SIDES)}, source=source,
                  tallest=tallest, diagonal=diagonal)


# -- native text ------------------------------------------------------------------------------------

def parse(lines, source: str = "input", words=()) -> Puzzle:
    """The rows after the header (``heights=K``, ``diagonal`` in it: the variants): the clue row
    above, the grid rows, the clue row below."""
    n = len(lines) - 2
    if n < 1:
        raise InputError(f"{len(lines)} rows: expected the clue row above, the grid rows and the clue "
                         "row below", source, lines[0][0])
    rows = [[(m.group(), indent + m.start() + 1) for m in re.finditer(r"\S+", line)] for _, line, indent in lines]

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
        givens.append([value(tok, col, r + 1, f"cell {cell_name(r, c)}") for c, (tok, col) in enumerate(row[1:-1])])
    try:
        return _puzzle(n, top + bottom + left + right, givens, source,  # (the header's variants)
                       next((int(w.split("=")[1]) for w in words if w.startswith("heights=")), None), "diagonal" in words)
    except InputError as e:
        raise e.locate(source, lambda r: lines[min(max(r + 1, 0), n + 1)][0],
                       lambda r, c: rows[r + 1][c + 1][1]) from None


def to_text(p: Puzzle) -> str:
    head = f"skyscrapers {p.size}x{p.size}" + f" heights={p.tallest}" * p.blanks + " diagonal" * p.diagonal
    return "\n".join([head] + layout(p, p.givens, "  ")) + "\n"


def layout(p: Puzzle, grid, sep: str, empty: str = ".") -> list[str]:
    """The board's rows as the native text lays them out (the drawing too): the clue row above,
    a row per grid row (its left clue, its cells, its right clue; ``sep`` between them), the
    clue row below; numbers right-aligned, ``.`` for none (``empty`` for an empty cell)."""
    w = len(str(p.size))

    def line(values, blank: str = ".") -> str:
        return " ".join((str(v) if v else blank).rjust(w) for v in values)

    left, right = p.outside["left"], p.outside["right"]
    return [" " * (w + len(sep)) + line(p.outside["top"])] + [
        f"{line([left[r]])}{sep}{line(grid[r], empty)}{sep}{line([right[r]])}" for r in range(p.size)] + [
        " " * (w + len(sep)) + line(p.outside["bottom"])]


# -- JSON ---------------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    n = doc.get("size")
    if isinstance(n, bool) or not isinstance(n, int):
        raise InputError('"size" must be the side of the grid (a number)', source)
    if not 1 <= n <= MAX_SIZE:  # (before anything as large as the size is made)
        raise InputError(f"grid size {n}x{n} is out of range 1..{MAX_SIZE}", source)
    clues = []
    for side in SIDES:
        line = doc.get(side, [None] * n)
        if not isinstance(line, list) or len(line) != n:
            raise InputError(f'"{side}" must be a list of {n} clues (numbers or null)', source)
        clues += line
    givens = doc.get("givens", [[0] * n for _ in range(max(n, 0))])
    if not isinstance(givens, list) or len(givens) != n or not all(isinstance(row, list) for row in givens):
        raise InputError(f'"givens" must be a list of {n} rows of heights (0: empty)', source)
    tallest, diagonal = doc.get("heights", n), doc.get("diagonal", False)
    if isinstance(tallest, bool) or not isinstance(tallest, int):
        raise InputError('"heights" must be the tallest height k (heights 1..k, the other cells blank)', source)
    if not isinstance(diagonal, bool):
        raise InputError('"diagonal" must be true or false', source)
    return _puzzle(n, clues, givens, source, tallest, diagonal)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "skyscrapers", "size": p.size, **{side: list(p.outside[side]) for side in SIDES}}
    if p.given():
        doc["givens"] = [list(row) for row in p.givens]
    if p.blanks:
        doc["heights"] = p.tallest
    if p.diagonal:
        doc["diagonal"] = True
    return doc


# -- Tatham's Towers game IDs -------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    _, n = square_id(text, source, line, col, GAME_ID, "a Towers game ID: expected N:CLUES[,GRID], e.g. "
                     "4:1/2//3/////2/3/////1/,b2k", MAX_SIZE)
    cur, givens = tatham_cursor(gid), [[None] * n] * n
    clues = _CLUES.read(cur, (n, n))
    if cur.more():
        Sep(",").read(cur, (n, n))
        givens = _GIVENS.read(cur, (n, n))
    cur.done()
    try:
        return _puzzle(n, clues, givens, source)
    except InputError as e:
        raise InputError(e.message, source, line, col) from None


def to_tatham(p: Puzzle) -> str:
    p.unsaid("a Towers game ID")
    desc = _CLUES.write([v for side in SIDES for v in p.outside[side]], (p.size, p.size))
    return f"{p.size}:{desc}" + ("," + _GIVENS.write(p.cells, (p.size, p.size)) if p.given() else "")
