"""Sudoku's formats (docs/genres/sudoku.md has them with examples): one line of n*n cells
(a file of lines is a batch), native text (``sudoku 9x9 box 3x3 x killer``, the rows, then
``regions`` / ``cages`` sections), Simon Tatham's Solo game IDs (:mod:`.tatham`), JSON and
puzz.link ``sudoku`` (the standard boxes only)."""
from __future__ import annotations

import re
from math import isqrt

from ...formats import InputError, digit_grid_from_json, grid_to_json, puzzle_lines, puzzlink, significant_lines
from ...formats.codecs import Number16, Seq, Url
from ...render.text import cell_name
from .puzzle import MAX_SIZE, SYMBOLS, Cage, Puzzle, Solution, sym
from .tatham import looks_like_solo_id, read_solo_id

_LINE = re.compile(r"^[0-9A-Za-z.]+$")
_LABEL = re.compile(r"^[A-Za-z0-9_]+$")
_DECOR = re.compile(r"^[-+|=\s]+$")
_SEED_ID = re.compile(r"^\d{1,4}(x\d{1,4})?[a-z0-9]*#")
URL = Url(("sudoku",), Seq(("givens", Number16())))


# -- reading -------------------------------------------------------------------------------------

def _is_line_puzzle(line: str) -> bool:
    n = isqrt(len(line))
    return n >= 4 and n * n == len(line) and bool(_LINE.match(line))


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    if not lines:
        return False
    first = lines[0][1]
    return (first.split()[0].lower() == "sudoku" or _is_line_puzzle(first) or looks_like_solo_id(first)
            or bool(_SEED_ID.match(first)) or (len(first) >= 16 and bool(re.fullmatch(r"[0-9.]+", first))))


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of one-line puzzles (81-character lines or Solo IDs) is a batch."""
    lines = significant_lines(text)
    if len(lines) > 1 and (_is_line_puzzle(lines[0][1]) or looks_like_solo_id(lines[0][1])):
        return lines
    return None


def solution_line(p: Puzzle, sol: Solution) -> str:
    """The solved board on one line (81 characters for 9x9; comma-separated beyond 35)."""
    n = p.size
    if n <= len(SYMBOLS):
        return "".join(SYMBOLS[v - 1] for row in sol.grid for v in row)
    return ",".join(str(v) for row in sol.grid for v in row)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, indent = lines[0]
    if first.split()[0].lower() == "sudoku":
        return _parse_native(lines, source)
    if len(lines) > 1:
        raise InputError("several puzzle lines; a native Sudoku grid starts with a 'sudoku' header",
                         source, lines[1][0])
    if _SEED_ID.match(first):
        raise InputError("a random-seed Solo ID (PARAMS#SEED) can only be expanded by Tatham's "
                         "generator; give the PARAMS:DESC form", source, no, indent + 1)
    if looks_like_solo_id(first) or (":" in first and first[:1].isdigit()):
        return read_solo_id(first, source, no, indent)
    return _parse_line(first, source, no, indent)


def _parse_line(line: str, source: str, no: int, indent: int) -> Puzzle:
    n = isqrt(len(line))
    if n * n != len(line) or n < 4:
        raise InputError(f"a one-line Sudoku has n*n characters (81 for 9x9, 256 for 16x16); "
                         f"this line has {len(line)}", source, no, indent + 1)
    values = [_VALUE.get(ch, n + 1) for ch in line]
    if max(values) > n:
        i = next(i for i, v in enumerate(values) if v > n)
        raise InputError(f"{line[i]!r} is not a digit of a {n}x{n} Sudoku (1..{sym(n, n)}, "
                         "'.' or '0' for a blank)", source, no, indent + i + 1)
    grid = tuple(tuple(values[r * n:(r + 1) * n]) for r in range(n))
    try:
        return Puzzle(grid, source=source)
    except InputError as e:
        raise e.at(source, no) from None


_VALUE = {**{ch: 0 for ch in ".0_"}, **{ch: i + 1 for i, ch in enumerate(SYMBOLS)},
          **{ch.lower(): i + 1 for i, ch in enumerate(SYMBOLS) if ch.isalpha()}}


def _parse_header(line: str, source: str, no: int) -> dict:
    tokens = line.lower().split()[1:]
    out = {"size": None, "box": None, "x": False, "jigsaw": False, "killer": False}
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t in ("x", "jigsaw", "killer"):
            out[t] = True
        elif t == "box" and i + 1 < len(tokens) and re.fullmatch(r"\d{1,3}x\d{1,3}", tokens[i + 1]):
            a, b = tokens[i + 1].split("x")
            out["box"] = (int(a), int(b))
            i += 1
        elif re.fullmatch(r"\d{1,3}(x\d{1,3})?", t):
            a, _, b = t.partition("x")
            if b and a != b:
                raise InputError(f"Sudoku boards are square, header says {t}", source, no)
            out["size"] = int(a)
        elif t == "size" and i + 1 < len(tokens) and tokens[i + 1].isdigit():
            out["size"] = int(tokens[i + 1])
            i += 1
        else:
            raise InputError(f"bad Sudoku header word {t!r} (expected e.g. 'sudoku 9x9 box 3x3 x "
                             "jigsaw killer')", source, no)
        i += 1
    if out["box"] and out["jigsaw"]:
        raise InputError("a jigsaw has regions, not boxes: drop 'box' or 'jigsaw'", source, no)
    return out


def _row_cells(line: str, n: int | None, indent: int) -> list[tuple[str, int]]:
    """The cell tokens of a grid row with their columns ('|' is decoration): tokens separated
    by spaces, or one character per cell, whichever gives the board's n cells (tokens first)."""
    tokens = [(m.group(0), indent + m.start() + 1) for m in re.finditer(r"[^\s|]+", line)]
    chars = [(ch, indent + i + 1) for i, ch in enumerate(line) if not ch.isspace() and ch != "|"]
    if n is None:
        return tokens if len(tokens) > 1 else chars
    if len(tokens) == n:
        return tokens
    if len(chars) == n or len(tokens) == 1:
        return chars
    return tokens


def _parse_native(lines, source: str) -> Puzzle:
    no, header, _ = lines[0]
    h = _parse_header(header, source, no)
    rows = [(n, l, i) for n, l, i in lines[1:] if not _DECOR.match(l)]
    if not rows:
        raise InputError("header found but no grid rows follow", source, no)
    n = h["size"] or len(_row_cells(rows[0][1], None, rows[0][2]))
    if n < 1 or n > MAX_SIZE:
        raise InputError(f"board side {n} is out of range 1..{MAX_SIZE}", source, no)
    pos = 0

    def take_rows(what: str) -> list[tuple[int, list[tuple[str, int]]]]:
        nonlocal pos
        block = rows[pos:pos + n]
        if len(block) < n or any(l.split()[0].lower() in ("regions", "cages") for _, l, _ in block):
            last = block[-1][0] if block else rows[-1][0]
            raise InputError(f"{what}: {n} rows expected, found fewer", source, last)
        pos += n
        out = []
        for line_no, line, indent in block:
            cells = _row_cells(line, n, indent)
            if len(cells) != n:
                raise InputError(f"{what} row has {len(cells)} cells; the board is {n}x{n}",
                                 source, line_no)
            out.append((line_no, cells))
        return out

    grid_rows = take_rows("grid")
    grid = []
    for line_no, cells in grid_rows:
        row = []
        for tok, col in cells:
            v = _VALUE.get(tok) if len(tok) == 1 else (int(tok) if tok.isdigit() and len(tok) < 6 else None)
            if v is None or v > n:
                raise InputError(f"{tok!r} is not a digit of a {n}x{n} Sudoku (1..{n}; '.' or 0 "
                                 "for a blank)", source, line_no, col)
            row.append(v)
        grid.append(tuple(row))
    regions = None
    cages: list[Cage] = []
    while pos < len(rows):
        kw_no, kw, _ = rows[pos]
        word = kw.split()[0].lower()
        pos += 1
        if word == "regions" and regions is None:
            labels = _label_rows(take_rows("regions"), source)
            regions = tuple(tuple(row) for row in labels)
        elif word == "cages" and not cages:
            cage_rows = take_rows("cages")
            labels = _label_rows(cage_rows, source)
            sums: dict[str, tuple[int, int]] = {}
            while pos < len(rows) and "=" in rows[pos][1]:
                s_no, s_line, _ = rows[pos]
                for tok in s_line.split():
                    m = re.fullmatch(r"([A-Za-z0-9_]+)=(\d{1,6})", tok)
                    if not m:
                        raise InputError(f"bad cage sum {tok!r} (expected LABEL=SUM)", source, s_no)
                    if m.group(1) in sums:
                        raise InputError(f"cage {m.group(1)!r} has two sums", source, s_no)
                    sums[m.group(1)] = (int(m.group(2)), s_no)
                pos += 1
            members: dict[str, list[tuple[int, int]]] = {}
            for r, row in enumerate(labels):
                for c, lab in enumerate(row):
                    if lab == ".":
                        raise InputError(f"{cell_name(r, c)} is in no killer cage (the cages must "
                                         "cover the board)", source, cage_rows[r][0])
                    members.setdefault(lab, []).append((r, c))
            for lab, cells in members.items():
                if lab not in sums:
                    raise InputError(f"cage {lab!r} (at {cell_name(*cells[0])}) has no sum; add "
                                     f"'{lab}=SUM' after the cage rows", source, cage_rows[-1][0])
                cages.append(Cage(sums[lab][0], tuple(sorted(cells))))
            for lab, (_, s_no) in sums.items():
                if lab not in members:
                    raise InputError(f"sum given for cage {lab!r}, which is not on the board", source, s_no)
        else:
            raise InputError(f"unexpected line {kw[:40]!r} after the grid (expected 'regions' or "
                             "'cages' sections)", source, kw_no)
    if h["jigsaw"] and regions is None:
        raise InputError("header says jigsaw but no 'regions' section follows", source, no)
    if h["killer"] and not cages:
        raise InputError("header says killer but no 'cages' section follows", source, no)
    if regions is not None and h["box"]:
        raise InputError("give either 'box RxC' or a 'regions' section, not both", source, no)
    try:
        return Puzzle(tuple(grid), h["box"], regions, h["x"], tuple(cages), source)
    except InputError as e:  # a grid row's error at its line, any other at the header
        raise e.locate(source, [line_no for line_no, _ in grid_rows]).at(source, no) from None


def _label_rows(block, source: str) -> list[list[str]]:
    out = []
    for line_no, cells in block:
        row = []
        for tok, col in cells:
            if tok != "." and not _LABEL.match(tok):
                raise InputError(f"bad label {tok!r} (letters, digits, '_')", source, line_no, col)
            row.append(tok)
        out.append(row)
    return out


# -- JSON ----------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    def grid_of(key: str, kinds) -> tuple | None:
        g = doc.get(key)
        if g is None:
            return None
        if not isinstance(g, list) or not all(isinstance(row, list) for row in g):
            raise InputError(f'"{key}" must be a list of rows', source)
        for r, row in enumerate(g):
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, kinds):
                    raise InputError(f'"{key}" at {cell_name(r, c)}: {v!r} is not allowed', source)
        return tuple(tuple(row) for row in g)

    givens = grid_of("givens", int)
    if givens is None:
        raise InputError('a JSON Sudoku needs "givens": [[digit or 0, ...], ...]', source)
    size = doc.get("size")
    if size is not None and size != len(givens):
        raise InputError(f'"size" says {size!r} but "givens" has {len(givens)} rows', source)
    regions = grid_of("regions", (int, str))
    box = doc.get("box")
    if box is not None and (not isinstance(box, list) or len(box) != 2
                            or not all(isinstance(v, int) and not isinstance(v, bool) for v in box)):
        raise InputError('"box" must be [rows, columns]', source)
    x = doc.get("x", False)
    if not isinstance(x, bool):
        raise InputError('"x" must be true or false', source)
    cages = []
    raw = doc.get("cages", [])
    if not isinstance(raw, list):
        raise InputError('"cages" must be a list of {"sum": S, "cells": [[r, c], ...]}', source)
    for i, cg in enumerate(raw):
        cells = cg.get("cells") if isinstance(cg, dict) else None
        if (not isinstance(cells, list) or not all(
                isinstance(rc, list) and len(rc) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                             for v in rc) for rc in cells)):
            raise InputError(f'"cages"[{i}] must be {{"sum": S, "cells": [[r, c], ...]}}', source)
        cages.append(Cage(cg.get("sum"), tuple(sorted((r, c) for r, c in cells))))
    if regions is not None and box is not None:
        raise InputError('give "box" or "regions", not both', source)
    return Puzzle(givens, tuple(box) if box else None, regions, x, tuple(cages), source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "sudoku", "size": p.size, "givens": [list(row) for row in p.givens]}
    if p.jigsaw:
        doc["regions"] = [list(row) for row in p.regions]
    else:
        doc["box"] = list(p.box)
    doc["x"] = p.diagonals
    if p.cages:
        doc["cages"] = [{"sum": k.total, "cells": [list(rc) for rc in k.cells]} for k in p.cages]
    return doc


def solution_to_json(sol: Solution) -> dict:
    return grid_to_json(sol.grid)


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    return Solution(digit_grid_from_json(doc, source))


# -- writing --------------------------------------------------------------------------------------

def describe(p: Puzzle) -> dict:
    variants = [v for v, on in (("jigsaw", p.jigsaw), ("x", p.diagonals), ("killer", bool(p.cages))) if on]
    out = {"size": f"{p.size}x{p.size}",
           "regions": "jigsaw" if p.jigsaw else f"{p.box[0]}x{p.box[1]} boxes",
           "givens": sum(1 for row in p.givens for v in row if v)}
    if variants:
        out["variants"] = ",".join(variants)
    if p.cages:
        out["cages"] = len(p.cages)
    return out


def to_text(p: Puzzle) -> str:
    """The puzzle in the native text format."""
    n = p.size
    head = ["sudoku", f"{n}x{n}"] + ([f"box {p.box[0]}x{p.box[1]}"] if p.box else ["jigsaw"])
    head += (["x"] if p.diagonals else []) + (["killer"] if p.cages else [])
    spaced = n > len(SYMBOLS)
    lines = [" ".join(head)]
    for row in p.givens:
        cells = [(str(v) if spaced else sym(v, n)) if v else "." for v in row]
        lines.append((" " if spaced else "").join(cells))
    if p.jigsaw:
        lines.append("regions")
        number: dict = {}
        labels = [[number.setdefault(x, len(number)) for x in row] for row in p.regions]
        for row in labels:
            lines.append(" ".join(str(x) for x in row) if n > 62 else "".join(_label_char(x) for x in row))
    if p.cages:
        lines.append("cages")
        cages = sorted(p.cages, key=lambda k: k.cells[0])  # numbered in reading order: stable text
        cage_no = {cell: i for i, k in enumerate(cages) for cell in k.cells}
        for r in range(n):
            lines.append(" ".join(f"c{cage_no[r, c]}" for c in range(n)))
        lines.append(" ".join(f"c{i}={k.total}" for i, k in enumerate(cages)))
    return "\n".join(lines) + "\n"


def _label_char(i: int) -> str:
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[i]


# -- puzz.link ------------------------------------------------------------------------------------

def pzprjs_box(n: int) -> tuple[int, int]:
    """The boxes pzprjs draws on an n x n Sudoku: (rows, columns) of a box."""
    if n == 6:
        return 2, 3
    s = isqrt(n)
    return s, s


def from_url(url: str, source: str = "url") -> Puzzle:
    _, n, rows, body = puzzlink.split_url(url, source)
    if n != rows:
        raise InputError(f"puzz.link URL: a Sudoku is square, the URL says {n}x{rows}", source)
    box = pzprjs_box(n)
    if box[0] * box[1] != n:
        raise InputError(f"puzz.link URL: pzprjs has no boxes for a {n}x{n} Sudoku", source)
    fields = URL.body.read_body(body, (n, n), source)
    for r, c in ((r, c) for r in range(n) for c in range(n) if fields["givens"][r][c] is not None):
        if not (isinstance(v := fields["givens"][r][c], int) and 1 <= v <= n):
            raise InputError(f"puzz.link URL: given {v} at {cell_name(r, c)} is not a digit 1..{n}", source)
    return Puzzle(tuple(tuple(v or 0 for v in row) for row in fields["givens"]), box, source=source)


def to_url(p: Puzzle) -> str:
    n = p.size
    if p.jigsaw or p.diagonals or p.cages or p.box != pzprjs_box(n):
        other = "" if p.jigsaw or p.diagonals or p.cages else f", no {p.box[0]}x{p.box[1]} boxes"
        raise InputError("puzz.link Sudoku holds only the standard boxes (no jigsaw, X or killer "
                         f"variant{other})")
    return URL.write((n, n), {"givens": [[v or None for v in row] for row in p.givens]})
