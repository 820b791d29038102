"""Numberlink's formats (docs/genres/numberlink.md): native text (``W H [RULE]`` then rows of
one character a cell: ``.`` empty, any other non-blank character a clue label, as in Janko's
collection, which runs out of letters and digits; several puzzles a file, each with its
header, ``0 0`` ending it; ``#`` lines are comments except where a grid row is due),
integer grids (``0`` empty, an optional ``W H [RULE]`` line), JSON ``{"grid": [[label or
null, ...], ...], "rule": ...}`` and puzz.link ``numlin`` (read with the loose rule, Nikoli's;
letter labels are written as their index in reading order)."""
from __future__ import annotations

import re
from collections import Counter

from ...formats import InputError
from ...formats.codecs import Number16, Seq, Url
from ...render.text import cell_name
from .puzzle import RULES, Puzzle, too_big

_HEADER = re.compile(r"^(\d{1,7})\s+(\d{1,7})(?:\s+(" + "|".join(RULES) + r"))?$", re.IGNORECASE)
_ROW = re.compile(r"^[A-Za-z0-9.]+$")  # letters and digits: what sniffing takes at a glance
_NATIVE_ROW = re.compile(r"^\S+$")  # a native row: one non-blank character a cell
_INTS = re.compile(r"^-?\d+(\s+-?\d+)*$")
_END = re.compile(r"0\s+0")  # the header that ends a file of several puzzles
URL = Url(("numlin", "numberlink"), Seq(("cells", Number16())))


def _lines(text: str) -> list[tuple[int, str, int]]:
    """(line number, stripped line, indent) of the lines that matter.  A line that starts with
    ``#`` is a comment, except where a grid row is due (within the H lines after a ``W H``
    header) and it has exactly W non-blank characters: then it is the row, its first clue
    labelled ``#``.  Blank lines never count."""
    out, width, due = [], 0, 0
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#") and not (due and len(line) == width and _NATIVE_ROW.match(line)):
            continue
        out.append((no, line, len(raw) - len(raw.lstrip())))
        if m := _HEADER.match(line):
            width, due = int(m[1]), int(m[2])
        elif due:
            due -= 1
    return out


def _significant(text: str) -> list[tuple[int, str]]:
    return [(no, line) for no, line, _ in _lines(text)]


def sniff(text: str) -> bool:
    lines = _significant(text)
    if lines and (head := _HEADER.match(lines[0][1])):
        return (len(lines) == 1 or bool(_ROW.match(lines[1][1])) or _looks_int_grid(lines[1:])
                or _labelled_grid(lines[1:], int(head[1]), int(head[2])))
    return _looks_int_grid(lines)


def _labelled_grid(lines, w: int, h: int) -> bool:
    """H rows of W non-blank characters after the header, each character other than ``.``
    exactly twice: clue pairs with labels beyond letters and digits (``^``, ``_``, ...)."""
    rows = [line for _, line in lines[:h]]
    if len(rows) != h or not all(len(r) == w and _NATIVE_ROW.match(r) for r in rows):
        return False
    counts = Counter(ch for r in rows for ch in r if ch != ".")
    return bool(counts) and all(n == 2 for n in counts.values())


def _looks_int_grid(lines) -> bool:
    if not lines or not all(_INTS.match(line) for _, line in lines):
        return False
    counts = Counter(t for _, line in lines for t in line.split() if t != "0")
    return bool(counts) and all(n == 2 for n in counts.values())


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A native file with several ``W H`` headers: one chunk per puzzle (``0 0`` ends it)."""
    lines = _significant(text)
    if not lines or not _HEADER.match(lines[0][1]) or len(lines) > 1 and not _NATIVE_ROW.match(lines[1][1]):
        return None  # not native text (an integer grid)
    starts = []
    for no, line in lines:
        if m := _HEADER.match(line):
            if m[1] == "0" and m[2] == "0":
                break
            starts.append(no)
    if len(starts) <= 1:
        return None
    # the last puzzle ends at its 0 0 terminator or with the file
    last = next((no for no, line in lines if no > starts[-1] and _END.fullmatch(line)), lines[-1][0] + 1)
    raw = text.splitlines()
    return [(a, "\n".join(raw[a - 1:b - 1])) for a, b in zip(starts, starts[1:] + [last])]


def parse(text: str, source: str = "input") -> Puzzle:
    lines = _lines(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, _ = lines[0]
    head = _HEADER.match(first)
    rest = lines[1:]
    # a 0 0 terminator (multi-puzzle files) and anything after it is not part of the puzzle
    for i, (_, line, _) in enumerate(rest):
        if _END.fullmatch(line) and head and not (head[1] == "0" and head[2] == "0"):
            if all(_NATIVE_ROW.match(l) for _, l, _ in rest[:i]):
                rest = rest[:i]
                break
    rule = head[3].lower() if head and head[3] else None
    if head and _int_rows_follow(head, rest):
        return _parse_ints(rest, source, rule)
    if head and (not rest or not re.search(r"\s", rest[0][1])):
        return _parse_native(int(head[1]), int(head[2]), rest, source, no, rule)
    return _parse_ints(lines, source)


def _int_rows_follow(head, rest) -> bool:
    """``W H`` then exactly H rows of W integers: a header over an integer grid (a one-column
    grid only under a header that names the rule: ``1 3 loose``)."""
    w, h = int(head[1]), int(head[2])
    return ((w >= 2 or head[3] is not None) and len(rest) == h
            and all(_INTS.match(l) and len(l.split()) == w for _, l, _ in rest))


def _parse_native(w: int, h: int, rows, source: str, header_no: int, rule: str | None = None) -> Puzzle:
    too_big(w, h, source, header_no)
    if len(rows) != h:
        raise InputError(f"header says {h} rows of {w} cells but {len(rows)} grid row(s) follow",
                         source, rows[-1][0] if rows else header_no)
    for line_no, line, indent in rows:
        for i, ch in enumerate(line):
            if ch.isspace() or not ch.isprintable():
                raise InputError(f"unknown character {ch!r} in the grid ('.' for an empty cell, "
                                 "any other visible character a clue)", source, line_no, indent + i + 1)
        if len(line) != w:
            raise InputError(f"row has {len(line)} cells, the header says {w}", source, line_no)
    grid = tuple(tuple(None if ch == "." else ch for ch in line) for _, line, _ in rows)
    return _located(lambda: Puzzle(grid, source, False, rule), rows, lambda r, c: rows[r][2] + c + 1, source)


def _parse_ints(rows, source: str, rule: str | None = None) -> Puzzle:
    grid = []
    for line_no, line, indent in rows:
        for t in line.split():
            if not re.fullmatch(r"\d{1,9}", t):
                raise InputError(f"unknown cell {t[:20]!r}: the grid needs non-negative integers "
                                 "(0 = empty) or the native 'W H' format", source, line_no, indent + line.index(t) + 1)
        grid.append(tuple(None if int(t) == 0 else str(int(t)) for t in line.split()))
        if len(grid[-1]) != len(grid[0]):
            raise InputError(f"row has {len(grid[-1])} cells, the first row has {len(grid[0])}", source, line_no)

    def col_of_cell(r: int, c: int) -> int:  # the column where the c-th number of row r starts
        return rows[r][2] + [m.start() for m in re.finditer(r"\S+", rows[r][1])][c] + 1

    return _located(lambda: Puzzle(tuple(grid), source, True, rule), rows, col_of_cell, source)


def _located(make, rows, col_of_cell, source: str) -> Puzzle:
    try:
        return make()
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
    bad = next((x for x in p.labels if len(x) != 1 or x == "." or x.isspace() or not x.isprintable()), None)
    if bad is not None:
        raise InputError(f"native text holds one visible character (not '.') per clue, not {bad!r}; "
                         "convert the puzzle to json instead")
    return "\n".join([head] + ["".join("." if x is None else x for x in row) for row in p.grid]) + "\n"


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "pairs": len(p.labels)} | ({"rule": p.rule} if p.rule else {})


def from_json(doc: dict, source: str = "input") -> Puzzle:
    grid = doc.get("grid")
    if not isinstance(grid, list) or not all(isinstance(row, list) for row in grid):
        raise InputError('"grid" must be a list of rows (lists of labels, null for empty)', source)

    def label(r: int, c: int, x) -> str | None:  # 0, "." and null: empty; a number's label is its digits
        if x is None or x == 0 or x == ".":
            return None
        if isinstance(x, int) and not isinstance(x, bool) and x > 0 or isinstance(x, str) and x.strip():
            return str(x).strip()
        raise InputError(f"cell {cell_name(r, c)} must be a label (string or positive int), 0 or null, got {x!r}",
                         source)
    out = tuple(tuple(label(r, c, x) for c, x in enumerate(row)) for r, row in enumerate(grid))
    rule = doc.get("rule")
    if rule is not None and rule not in RULES:
        raise InputError(f'"rule" must be one of {", ".join(RULES)}, got {rule!r}', source)
    # numeric (sorted as numbers, written back as numbers): no label was given as a string
    return Puzzle(out, source, not any(isinstance(x, str) and x != "." for row in grid for x in row if x), rule)


def to_json(p: Puzzle) -> dict:
    grid = [[0 if x is None else int(x) for x in row] for row in p.grid] if p.numeric else [list(row) for row in p.grid]
    return {"genre": "numberlink", "grid": grid} | ({"rule": p.rule} if p.rule else {})


def from_url(url: str, source: str = "url") -> Puzzle:
    (rows, cols), fields = URL.read(url, source)
    for r, c in ((r, c) for r in range(rows) for c in range(cols) if fields["cells"][r][c] == "?"):
        raise InputError(f"puzz.link URL: the '?' clue at r{r + 1}c{c + 1} is not supported "
                         "(every clue needs its number)", source)
    return Puzzle(tuple(tuple(None if v is None else str(v) for v in row) for row in fields["cells"]),
                  source, numeric=True, rule="loose")


def to_url(p: Puzzle) -> str:
    """A puzz.link ``numlin`` URL; only for a puzzle stated for the loose rule (a URL reads back
    as loose, so a strict puzzle would change its answers there)."""
    if p.rule != "loose":
        raise InputError("a puzz.link numlin puzzle is played under the loose rule (cells may stay empty); "
                         f"this one is for the {p.rule or 'strict'} rule, so its answers could change there "
                         "(state 'loose' after the size in its header to convert it anyway)")
    numeric = all(x.isdigit() for x in p.labels)
    number = {lab: (int(lab) if numeric else i) for i, lab in enumerate(p.labels, 1)}
    return URL.write((p.height, p.width), {"cells": [[None if x is None else number[x] for x in row] for row in p.grid]})
