"""Twenty-Four-Seven's formats (there is no puzz.link genre for it).

Native text (``#`` comments)::

    twentyfourseven 7x7          <- header: board size (rows x cols)
    grids 0,0                    <- optional: top-left corners of the 7x7 grids (default 0,0)
    . 4 . . . . .                <- one board row per line: '.' or 0 empty, 1-7 a given
    ...
    clue left 3 sum 20           <- optional clue lines: SIDE INDEX KIND VALUE, index 1-based
    clue top 1 either 36

JSON: ``{"genre": "twentyfourseven", "size": [rows, cols], "grids": [[top, left], ...],
"givens": [[v, ...], ...], "clues": [{"side", "index" (0-based), "kind", "value"}, ...]}``.
Solution JSON: ``{"grid": [[v, ...], ...]}``, 0 for empty.
"""
from __future__ import annotations

import re

from ...formats import InputError, puzzle_lines, significant_lines
from .puzzle import MAX_BOARD, N, Clue, Puzzle, Solution, check_clue

_HEADER = re.compile(r"^(?:twentyfourseven|24-?7)(?:\s+(\d{1,3})x(\d{1,3}))?$", re.I)
_CORNER = re.compile(r"(\d{1,3}),(\d{1,3})")
_NUMBER = re.compile(r"[0-9]+")


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    return bool(lines) and bool(_HEADER.match(lines[0][1]))


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, _ = lines[0]
    m = _HEADER.match(first)
    if not m:
        raise InputError("expected a header 'twentyfourseven ROWSxCOLS'", source, no)
    rows, cols = (int(m.group(1)), int(m.group(2))) if m.group(1) else (N, N)
    if not (N <= rows <= MAX_BOARD and N <= cols <= MAX_BOARD):
        raise InputError(f"board size {rows}x{cols} is out of range {N}..{MAX_BOARD}", source, no)
    grids: list[tuple[int, int]] = []
    givens: list[tuple[int, ...]] = []
    clues: list[Clue] = []
    row_lines: list[int] = []             # the text line of each board row
    cell_cols: list[list[int]] = []       # the text column of each of its cells
    grids_line = None
    for no, line, indent in lines[1:]:
        words = line.split()
        key = words[0].lower()
        if key == "grids":
            grids_line = no
            for w in words[1:]:
                gm = _CORNER.fullmatch(w)
                if not gm:
                    raise InputError(f"grid corner must be ROW,COL (0-based), got {w!r}", source, no)
                grids.append((int(gm.group(1)), int(gm.group(2))))
        elif key == "clue":
            clues.append(_clue(words, rows, cols, clues, source, no))
        else:
            spaced = len(words) > 1
            tokens = [(t.start() + 1, t.group()) for t in re.finditer(r"\S+", line)] if spaced \
                else list(enumerate(line, 1))
            row = []
            for col, t in tokens:
                if t in (".", "0"):
                    row.append(0)
                elif t in "1234567" and len(t) == 1:
                    row.append(int(t))
                else:
                    raise InputError(f"unknown cell {t!r} (use '.' or 0 for empty, 1-7 for a given)",
                                     source, no, None if spaced else col + indent)
            if len(row) != cols:
                raise InputError(f"row has {len(row)} cells, the board has {cols} columns", source, no)
            givens.append(tuple(row))
            row_lines.append(no)
            cell_cols.append([col + indent for col, _ in tokens])
    if len(givens) != rows:
        raise InputError(f"the board has {rows} rows, the file gives {len(givens)}", source)
    try:
        return Puzzle(rows, cols, tuple(grids) or ((0, 0),), tuple(givens), tuple(clues), source)
    except InputError as e:
        raise e.locate(source, row_lines, lambda r, c: cell_cols[r][c]).at(source, grids_line) from None


def _clue(words: list[str], rows: int, cols: int, clues: list[Clue], source: str, no: int) -> Clue:
    """One ``clue SIDE INDEX KIND VALUE`` line, checked where it stands."""
    if len(words) != 5 or not _NUMBER.fullmatch(words[2]) or not _NUMBER.fullmatch(words[4]) \
            or len(words[4]) > 4:
        raise InputError("clue line must read 'clue SIDE INDEX KIND VALUE' (index 1-based)", source, no)
    clue = Clue(words[1].lower(), int(words[2][:4]) - 1, words[3].lower(), int(words[4]))
    try:
        check_clue(clue, rows, cols, source)
    except InputError as e:
        raise e.at(source, no) from None
    if any((c.side, c.index) == (clue.side, clue.index) for c in clues):
        raise InputError(f"two clues on the {clue.side} of line {clue.index + 1}", source, no)
    return clue


def to_text(p: Puzzle) -> str:
    """Native text (the published solution, a JSON-only field, is left out)."""
    out = [f"twentyfourseven {p.rows}x{p.cols}"]
    if p.grids != ((0, 0),):
        out.append("grids " + " ".join(f"{t},{l}" for t, l in p.grids))
    out += [" ".join(str(v) if v else "." for v in row) for row in p.givens]
    out += [f"clue {c.side} {c.index + 1} {c.kind} {c.value}" for c in p.clues]
    return "\n".join(out) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    size = doc.get("size", [N, N])
    if isinstance(size, int):
        size = [size, size]
    if not (isinstance(size, list) and len(size) == 2 and all(isinstance(x, int) for x in size)):
        raise InputError('"size" must be [rows, cols]', source)
    givens = doc.get("givens")
    if not isinstance(givens, list) or not all(isinstance(r, list) for r in givens):
        raise InputError('"givens" must be a list of rows', source)
    grids = doc.get("grids", [[0, 0]])
    if not isinstance(grids, list) or not all(isinstance(g, list) and len(g) == 2 and all(
            type(x) is int for x in g) for g in grids):
        raise InputError('"grids" must be a list of [top, left] corners', source)
    if not isinstance(doc.get("clues", []), list):
        raise InputError('"clues" must be a list of clues', source)
    clues = []
    for i, c in enumerate(doc.get("clues", [])):
        if not isinstance(c, dict) or not {"side", "index", "kind", "value"} <= set(c):
            raise InputError(f'clue {i} must have "side", "index", "kind" and "value"', source)
        if not isinstance(c["index"], int):
            raise InputError(f'clue {i}: "index" must be an integer', source)
        clues.append(Clue(str(c["side"]), c["index"], str(c["kind"]), c["value"]))
    rows = tuple(tuple(0 if v is None else v for v in r) for r in givens)
    published = doc.get("solution")
    pub = None
    if isinstance(published, list) and all(isinstance(r, list) for r in published):
        pub = tuple(tuple(r) for r in published)
    return Puzzle(size[0], size[1], tuple(tuple(g) for g in grids), rows, tuple(clues), source, pub)


def to_json(p: Puzzle) -> dict:
    return {"genre": "twentyfourseven", "size": [p.rows, p.cols], "grids": [list(g) for g in p.grids],
            "givens": [list(r) for r in p.givens],
            "clues": [{"side": c.side, "index": c.index, "kind": c.kind, "value": c.value} for c in p.clues]}


def solution_to_json(sol: Solution) -> dict:
    return {"grid": [list(r) for r in sol.grid]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    grid = doc.get("grid")
    if not isinstance(grid, list) or not all(isinstance(r, list) for r in grid):
        raise InputError('solution must have "grid": [[v, ...], ...]', source)
    return Solution(tuple(tuple(r) for r in grid))


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.rows}x{p.cols}", "grids": len(p.grids)}
