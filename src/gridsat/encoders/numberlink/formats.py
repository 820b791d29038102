"""Numberlink's formats.

Native text (``#`` starts a comment line; several puzzles may follow one another, each with
its own header; a ``0 0`` header ends the file)::

    5 4          <- header: width height, optionally the rule: 5 4 loose
    A...B        <- one row per line, one character per cell: '.' empty, a letter or digit
    ..C..           is a clue (the two cells with the same character are joined)
    .C..B
    A....

Integer grid: rows of whitespace-separated integers, ``0`` for an empty cell (an optional
``W H`` first line is allowed)::

    1 0 0 0 2
    0 0 3 0 0
    0 3 0 0 2
    1 0 0 0 0

The header may name the rule the puzzle is made for (``strict``, ``loose`` or ``notouch``,
see :data:`~.puzzle.RULES`); without one the strict rule applies.

JSON: ``{"genre": "numberlink", "grid": [["A", null, ...], ...]}`` with labels strings or
ints (``null``, ``0`` or ``"."`` for an empty cell), and an optional ``"rule"``.

Solution JSON: ``{"variant": "strict"|"loose"|"notouch", "grid": [[k, ...], ...], "paths": [{"label":
"A", "cells": [[r, c], ...]}, ...]}``: ``k`` is the 1-based index of the cell's path in
``paths`` (0 = empty cell); each path lists its cells from one clue to the other.

puzz.link: ``numlin/C/R/<number16>`` (also read as ``numberlink/...``); the clues are numbers,
so letter labels are written as their index in reading order.  A puzz.link puzzle is Nikoli's
Numberlink, so it reads with the loose rule, and only a puzzle stated loose is written as one.
"""
from __future__ import annotations

import re

from ...formats import InputError, puzzle_lines, puzzlink, significant_lines
from ...render.text import cell_name
from .puzzle import MAX_CELLS, RULES, Puzzle, Solution, make_solution

_HEADER = re.compile(r"^(\d{1,7})\s+(\d{1,7})(?:\s+(" + "|".join(RULES) + r"))?$", re.IGNORECASE)
_ROW = re.compile(r"^[A-Za-z0-9.]+$")
_INTS = re.compile(r"^-?\d+(\s+-?\d+)*$")
_END = re.compile(r"0\s+0")  # the header that ends a file of several puzzles


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    if not lines:
        return False
    if _HEADER.match(lines[0][1]):
        return len(lines) == 1 or bool(_ROW.match(lines[1][1])) or _looks_int_grid(lines[1:])
    return _looks_int_grid(lines)


def _looks_int_grid(lines) -> bool:
    if len(lines) < 1 or not all(_INTS.match(line) for _, line in lines):
        return False
    counts: dict[str, int] = {}
    for _, line in lines:
        for t in line.split():
            if t != "0":
                counts[t] = counts.get(t, 0) + 1
    return bool(counts) and all(n == 2 for n in counts.values())


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A native file with several ``W H`` headers: one chunk per puzzle (``0 0`` ends it)."""
    lines = significant_lines(text)
    if not lines or not _HEADER.match(lines[0][1]):
        return None
    if len(lines) > 1 and not _ROW.match(lines[1][1]):
        return None  # an integer grid
    raw = text.splitlines()
    starts = []
    for no, line in lines:
        m = _HEADER.match(line)
        if m:
            if m.group(1) == "0" and m.group(2) == "0":
                break
            starts.append(no)
    if len(starts) <= 1:
        return None
    ends = starts[1:] + [_end_line(lines, starts[-1])]
    return [(a, "\n".join(raw[a - 1:b - 1])) for a, b in zip(starts, ends)]


def _end_line(lines, start: int) -> int:
    """The line after the last puzzle: its ``0 0`` terminator or the end of the file."""
    for no, line in lines:
        if no > start and _END.fullmatch(line):
            return no
    return lines[-1][0] + 1


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, _ = lines[0]
    head = _HEADER.match(first)
    rest = lines[1:]
    # a 0 0 terminator (multi-puzzle files) and anything after it is not part of the puzzle
    for i, (n2, line, _) in enumerate(rest):
        if _END.fullmatch(line) and head and not (head.group(1) == "0" and head.group(2) == "0"):
            if all(_ROW.match(l) for _, l, _ in rest[:i]):
                rest = rest[:i]
                break
    rule = head.group(3).lower() if head and head.group(3) else None
    if head and (not rest or not re.search(r"\s", rest[0][1])) and not _int_rows_follow(head, rest):
        return _parse_native(int(head.group(1)), int(head.group(2)), rest, source, no, rule)
    if head and _int_rows_follow(head, rest):
        return _parse_ints(rest, source, rule)
    return _parse_ints(lines, source)


def _int_rows_follow(head, rest) -> bool:
    """``W H`` then exactly H rows of W integers: a header over an integer grid (a one-column
    grid only under a header that names the rule: ``1 3 loose``)."""
    w, h = int(head.group(1)), int(head.group(2))
    return ((w >= 2 or head.group(3) is not None) and len(rest) == h
            and all(_INTS.match(l) and len(l.split()) == w for _, l, _ in rest))


def _parse_native(w: int, h: int, rows, source: str, header_no: int, rule: str | None = None) -> Puzzle:
    if w < 1 or h < 1 or w * h < 2:
        raise InputError(f"a {w}x{h} grid is too small for a pair of clues (needs at least 2 cells)",
                         source, header_no)
    if w * h > MAX_CELLS:
        raise InputError(f"a {w}x{h} grid is larger than the supported {MAX_CELLS} cells", source, header_no)
    if len(rows) != h:
        where = rows[-1][0] if rows else header_no
        raise InputError(f"header says {h} rows of {w} cells but {len(rows)} grid row(s) follow",
                         source, where)
    grid = []
    for line_no, line, indent in rows:
        for i, ch in enumerate(line):
            if not (ch == "." or ch.isascii() and ch.isalnum()):
                raise InputError(f"unknown character {ch!r} in the grid ('.' for an empty cell, "
                                 "a letter or digit for a clue)", source, line_no, indent + i + 1)
        if len(line) != w:
            raise InputError(f"row has {len(line)} cells, the header says {w}", source, line_no)
        grid.append(tuple(None if ch == "." else ch for ch in line))
    try:
        return Puzzle(tuple(grid), source, False, rule)
    except InputError as e:
        raise e.locate(source, [r[0] for r in rows], lambda r, c: rows[r][2] + c + 1, default_row=0) from None


def _parse_ints(rows, source: str, rule: str | None = None) -> Puzzle:
    grid = []
    width = None
    for line_no, line, indent in rows:
        tokens = line.split()
        row = []
        for t in tokens:
            if not re.fullmatch(r"\d{1,9}", t):
                col = indent + line.index(t) + 1
                raise InputError(f"unknown cell {t[:20]!r}: the grid needs non-negative integers "
                                 "(0 = empty) or the native 'W H' format", source, line_no, col)
            row.append(None if int(t) == 0 else str(int(t)))
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise InputError(f"row has {len(row)} cells, the first row has {width}", source, line_no)
        grid.append(tuple(row))

    def col_of_cell(r: int, c: int) -> int:  # the column where the c-th number of row r starts
        return rows[r][2] + [m.start() for m in re.finditer(r"\S+", rows[r][1])][c] + 1

    try:
        return Puzzle(tuple(grid), source, True, rule)
    except InputError as e:
        raise e.locate(source, [r[0] for r in rows], col_of_cell, default_row=0) from None


def to_text(p: Puzzle) -> str:
    """Native text; an integer grid for a puzzle with numeric labels (so they stay numbers).
    A rule the puzzle states goes into the header."""
    head = f"{p.width} {p.height}" + (f" {p.rule}" if p.rule else "")
    if p.numeric:
        rows = [" ".join("0" if x is None else x for x in row) for row in p.grid]
        # a 'W H' header, unless the grid would not read back under it (one column; or two,
        # with an empty first row, which reads as a '0 0' end line); a header with the rule
        # always reads back
        if p.rule or p.width >= 3 or p.width == 2 and any(p.grid[0]):
            rows.insert(0, head)
        return "\n".join(rows) + "\n"
    bad = next((x for x in p.labels if len(x) != 1 or not (x.isascii() and x.isalnum())), None)
    if bad is not None:
        raise InputError(f"native text holds one letter or digit per clue, not {bad!r}; "
                         "convert the puzzle to json instead")
    rows = ["".join("." if x is None else x for x in row) for row in p.grid]
    return "\n".join([head] + rows) + "\n"


def describe(p: Puzzle) -> dict:
    out = {"size": f"{p.width}x{p.height}", "pairs": len(p.labels)}
    if p.rule:
        out["rule"] = p.rule
    return out


def solution_line(p: Puzzle, sol: Solution) -> str:
    """A one-line answer for batch output: the rows of clue labels, '/'-separated."""
    labels = [label for label, _ in sol.paths]
    sep = "" if all(len(x) == 1 for x in labels) else " "
    rows = []
    for row in sol.grid:
        rows.append(sep.join(labels[k - 1] if k else "." for k in row))
    return "/".join(rows)


# -- JSON ------------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    grid = doc.get("grid")
    if not isinstance(grid, list) or not all(isinstance(row, list) for row in grid):
        raise InputError('"grid" must be a list of rows (lists of labels, null for empty)', source)
    out = []
    numeric = True
    for r, row in enumerate(grid):
        cells = []
        for c, x in enumerate(row):
            if x is None or x == 0 or x == ".":
                cells.append(None)
            elif isinstance(x, int) and not isinstance(x, bool) and x > 0:
                cells.append(str(x))
            elif isinstance(x, str) and x.strip():
                numeric = False
                cells.append(x.strip())
            else:
                raise InputError(f"cell {cell_name(r, c)} must be a label (string or positive int), "
                                 f"0 or null, got {x!r}", source)
        out.append(tuple(cells))
    numeric = numeric and all(x is None or x.isdigit() for row in out for x in row)
    rule = doc.get("rule")
    if rule is not None and rule not in RULES:
        raise InputError(f'"rule" must be one of {", ".join(RULES)}, got {rule!r}', source)
    return Puzzle(tuple(out), source, numeric, rule)


def to_json(p: Puzzle) -> dict:
    if p.numeric:
        grid = [[0 if x is None else int(x) for x in row] for row in p.grid]
    else:
        grid = [list(row) for row in p.grid]
    doc = {"genre": "numberlink", "grid": grid}
    if p.rule:
        doc["rule"] = p.rule
    return doc


def solution_to_json(sol: Solution) -> dict:
    return {"variant": sol.variant, "grid": [list(row) for row in sol.grid],
            "paths": [{"label": label, "cells": [list(rc) for rc in cells]} for label, cells in sol.paths]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    paths = doc.get("paths")
    if not isinstance(paths, list):
        raise InputError('solution must have "paths": [{"label": ..., "cells": [[r, c], ...]}, ...]', source)
    out = []
    for i, item in enumerate(paths):
        if not isinstance(item, dict) or not isinstance(item.get("cells"), list):
            raise InputError(f'"paths"[{i}] must be {{"label": ..., "cells": [[r, c], ...]}}', source)
        label = item.get("label")
        if isinstance(label, int) and not isinstance(label, bool):
            label = str(label)
        if not isinstance(label, str):
            raise InputError(f'"paths"[{i}].label must be a string', source)
        cells = []
        for rc in item["cells"]:
            if (not isinstance(rc, list) or len(rc) != 2
                    or not all(isinstance(x, int) and not isinstance(x, bool) for x in rc)):
                raise InputError(f'"paths"[{i}].cells must be [row, col] integer pairs, got {rc!r}', source)
            cells.append((rc[0], rc[1]))
        out.append((label, tuple(cells)))
    variant = doc.get("variant", "strict")
    if variant not in RULES:
        raise InputError(f'"variant" must be one of {", ".join(RULES)}, got {variant!r}', source)
    sol = make_solution(p, out, variant)
    grid = doc.get("grid")
    if grid is not None:
        if (not isinstance(grid, list) or not all(isinstance(row, list) for row in grid)
                or not all(isinstance(x, int) and not isinstance(x, bool) for row in grid for x in row)):
            raise InputError('"grid" must be a list of rows of integers', source)
        sol = Solution(sol.paths, tuple(tuple(row) for row in grid), variant)
    return sol


# -- puzz.link -------------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    _, cols, rows, body = puzzlink.split_url(url, source)
    b = puzzlink.Body(body, source)
    values = puzzlink.read_number16(b, cols * rows)
    puzzlink.done(b)
    grid = []
    for r in range(rows):
        row = []
        for c in range(cols):
            v = values[r * cols + c]
            if v == -2:
                raise InputError(f"puzz.link URL: the '?' clue at r{r + 1}c{c + 1} is not supported "
                                 "(every clue needs its number)", source)
            row.append(None if v is None else str(v))
        grid.append(tuple(row))
    return Puzzle(tuple(grid), source, numeric=True, rule="loose")


def to_url(p: Puzzle) -> str:
    """A puzz.link ``numlin`` URL; only for a puzzle stated for the loose rule (a URL reads back
    as loose, so a strict puzzle would change its answers there)."""
    if p.rule != "loose":
        raise InputError("a puzz.link numlin puzzle is played under the loose rule (cells may stay empty); "
                         f"this one is for the {p.rule or 'strict'} rule, so its answers could change there "
                         "(state 'loose' after the size in its header to convert it anyway)")
    numeric = all(x.isdigit() for x in p.labels)
    number = {lab: (int(lab) if numeric else i) for i, lab in enumerate(p.labels, 1)}
    values = [None if x is None else number[x] for row in p.grid for x in row]
    return puzzlink.make_url("numlin", p.width, p.height, puzzlink.write_number16(values))
