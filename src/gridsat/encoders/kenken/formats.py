"""KenKen's irregular formats (docs/genres/kenken.md describes them): the native text (rows of
cage labels, then one ``LABEL=TARGET[OP]`` per cage), JSON with a list of cages, and Simon
Tatham's Keen game IDs ``N[dD][m]:LAYOUT,CLUES`` (LAYOUT: runs over the inner cell edges, the
vertical ones row by row then the horizontal ones column by column: ``_`` a wall, ``a``..``y``
1..25 open edges then a wall, ``z`` 25 open edges, a number after a letter repeats it; CLUES:
``a`` sum, ``m`` product, ``s`` difference, ``d`` quotient and the target, one per cage in the
reading order of its first cell)."""
from __future__ import annotations

import re

from ...formats import InputError, cells_from_json, puzzle_lines
from ...formats.tatham import split_game_id
from ...render.text import cell_name
from .puzzle import MAX_SIZE, Cage, Puzzle

_HEADER = ("kenken", "keen", "calcudoku")
GAME_ID = re.compile(r"\d+(?:d[a-z])?m?:")
_LABEL = re.compile(r"[A-Za-z0-9_]+")
_CLUE = re.compile(r"([A-Za-z0-9_]+)=(\d{1,61})([-+*/x×÷−]?)")
_OP = {"+": "+", "-": "-", "−": "-", "*": "*", "x": "*", "×": "*", "/": "/", "÷": "/", "": ""}
_TATHAM_OP = {"a": "+", "m": "*", "s": "-", "d": "/"}
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


# -- native text ---------------------------------------------------------------------------------

def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, indent = lines[0]
    words, size = first.split(), ""
    if words[0].lower() in _HEADER:
        size, lines = "".join(words[1:]), lines[1:]
        if len(words) > 2 or not re.fullmatch(r"(\d{1,3}(x\d{1,3})?)?", size):
            raise InputError(f"bad header {first[:40]!r}: expected 'kenken' or 'kenken N'", source, no)
        if not lines:
            raise InputError("header found but no cage rows follow", source, no)
    rows = [line for line in lines if "=" not in line[1]]
    clues = lines[len(rows):]
    if lines[:len(rows)] != rows:
        stray = next(line for line in lines[len(rows):] if "=" not in line[1])
        raise InputError("a row of cage labels after the clues (the rows come first)", source, stray[0])
    if not rows:
        raise InputError("no rows of cage labels (one label per cell)", source, lines[0][0])
    n = len(rows)
    if size and size.split("x") not in ([str(n)], [str(n), str(n)]):
        raise InputError(f"header says {size} but there are {n} rows of cage labels", source, no)
    if n > MAX_SIZE:
        raise InputError(f"a {n}x{n} board is larger than the supported {MAX_SIZE}x{MAX_SIZE}", source, no)
    cells: dict[str, list[tuple[int, int]]] = {}
    where: dict[tuple[int, int], int] = {}  # cell -> column in its line
    for r, (line_no, line, ind) in enumerate(rows):
        labels = [(m.start(), m.group()) for m in re.finditer(r"\S+", line)] if " " in line or "\t" in line \
            else list(enumerate(line))
        if len(labels) != n:
            raise InputError(f"row has {len(labels)} cage labels, the board has {n} rows", source, line_no)
        for c, (col, label) in enumerate(labels):
            if not _LABEL.fullmatch(label):
                raise InputError(f"bad cage label {label[:20]!r} (letters, digits and _)", source, line_no,
                                 ind + col + 1)
            cells.setdefault(label, []).append((r, c))
            where[r, c] = ind + col + 1
    cages, seen = [], {}
    for line_no, line, ind in clues:
        for m in re.finditer(r"[^\s,;]+", line):
            col = ind + m.start() + 1
            entry = _CLUE.fullmatch(m.group())
            if not entry:
                raise InputError(f"bad clue {m.group()[:30]!r}: expected LABEL=TARGET with + - * / "
                                 "after it (none for a one-cell cage), e.g. a=12*", source, line_no, col)
            label, target, op = entry.group(1), int(entry.group(2)), _OP[entry.group(3)]
            if label not in cells:
                raise InputError(f"clue for cage {label!r}, which is not on the board", source, line_no, col)
            if label in seen:
                raise InputError(f"cage {label!r} has a second clue", source, line_no, col)
            seen[label] = True
            k = len(cells[label])
            if (op in ("-", "/") and k != 2) or (op == "" and k != 1):
                need = "two cells" if op else "an operation (+ - * /) for more than one cell"
                raise InputError(f"cage {label!r} has {k} cell{'s' * (k != 1)}: {m.group()[:30]!r} needs "
                                 f"{need}", source, line_no, col)
            cages.append(Cage(tuple(cells[label]), op, target))
    missing = next((label for label in cells if label not in seen), None)
    if missing is not None:
        r, c = cells[missing][0]
        raise InputError(f"cage {missing!r} (at {cell_name(r, c)}) has no clue LABEL=TARGET", source,
                         rows[r][0], where[r, c])
    try:
        return Puzzle(n, tuple(cages), source)
    except InputError as e:
        raise e.locate(source, [line_no for line_no, _, _ in rows], lambda r, c: where[r, c]) from None


def labels(p: Puzzle) -> list[str]:
    """A label per cage: one character while there are at most 62 cages, else two."""
    if len(p.cages) <= len(_LETTERS):
        return list(_LETTERS[:len(p.cages)])
    return [_LETTERS[i // len(_LETTERS)] + _LETTERS[i % len(_LETTERS)] for i in range(len(p.cages))]


def to_text(p: Puzzle) -> str:
    names = labels(p)
    sep = "" if len(names[0]) == 1 else " "
    rows = [sep.join(names[i] for i in row) for row in p.regions]
    clues = [f"{names[i]}={cage.clue()}" for i, cage in enumerate(p.cages)]
    per_line = max(1, 72 // (max(map(len, clues)) + 1))
    lines = [" ".join(clues[i:i + per_line]) for i in range(0, len(clues), per_line)]
    return "\n".join([f"kenken {p.size}"] + rows + lines) + "\n"


# -- JSON ----------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    n, items = doc.get("size"), doc.get("cages")
    if isinstance(n, bool) or not isinstance(n, int):
        raise InputError('"size" must be the side of the board (an integer)', source)
    if not isinstance(items, list) or not all(isinstance(k, dict) for k in items):
        raise InputError('"cages" must be a list of {"cells": [[r, c], ...], "op": "+", "target": 12}', source)
    cages = []
    for i, k in enumerate(items):
        op, target = k.get("op", ""), k.get("target")
        if not isinstance(op, str) or op not in _OP:
            raise InputError(f'"cages"[{i}]: "op" must be one of "+", "-", "*", "/" or "", got {op!r}'[:200],
                             source)
        if isinstance(target, bool) or not isinstance(target, int):
            raise InputError(f'"cages"[{i}]: "target" must be an integer, got {target!r}'[:200], source)
        cages.append(Cage(cells_from_json(k, "cells", source, what=f'"cages"[{i}]'), _OP[op], target))
    return Puzzle(n, tuple(cages), source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "kenken", "size": p.size,
            "cages": [{"cells": [list(x) for x in k.cells], "op": k.op, "target": k.target} for k in p.cages]}


def describe(p: Puzzle) -> dict:
    ops = {op: sum(k.op == op for k in p.cages) for op in "+-*/"}
    return {"size": f"{p.size}x{p.size}", "cages": len(p.cages),
            "operations": " ".join(f"{op}{k}" for op, k in ops.items() if k)}


# -- Simon Tatham's Keen ---------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    m = re.fullmatch(r"(\d{1,3})(?:d([a-z]))?(m)?", gid.params)
    if not m:
        raise gid.error(f"not a Keen game ID: params {gid.params[:20]!r} should be N[dD][m] "
                        "(e.g. 6dn:...)", params_offset=0)
    if m.group(2) and m.group(2) not in "enhxu":
        raise gid.error(f"unknown Keen difficulty {m.group(2)!r} (e, n, h, x or u)", params_offset=m.start(2))
    n = int(m.group(1))
    if not 3 <= n <= 9:
        raise gid.error(f"Keen boards are 3x3 to 9x9, not {n}x{n}", params_offset=0)
    desc = gid.desc
    edges = 2 * n * (n - 1)
    parent = list(range(n * n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    pos = i = 0
    while i < len(desc) and desc[i] != ",":
        ch, at = desc[i], i
        if not (ch == "_" or "a" <= ch <= "z"):
            raise gid.error(f"cage layout: unexpected {ch!r}", at)
        run = 0 if ch == "_" else ord(ch) - 96
        i += 1
        digits = re.match(r"\d*", desc[i:]).group()
        i += len(digits)
        repeat = max(1, int(digits[:6])) if digits else 1
        for _ in range(repeat):
            if pos + run > edges:
                raise gid.error("cage layout: more edges than the board has", at)
            for e in range(pos, pos + run):  # open edges: the cells on both sides share a cage
                if e < n * (n - 1):
                    a = (e // (n - 1)) * n + e % (n - 1)
                    b = a + 1
                else:
                    x, y = divmod(e - n * (n - 1), n - 1)
                    a, b = y * n + x, (y + 1) * n + x
                parent[find(a)] = find(b)
            pos += run + (run != 25)
    if pos != edges + 1:
        raise gid.error(f"cage layout: {max(0, pos - 1)} of the board's {edges} inner edges described", i)
    if i == len(desc):
        raise gid.error("expected ',' and the clues after the cage layout", i)
    groups: dict[int, list[tuple[int, int]]] = {}
    for k in range(n * n):
        groups.setdefault(find(k), []).append(divmod(k, n))
    cages = []
    i += 1
    for cells in sorted(groups.values()):  # in the reading order of each cage's first cell
        m = re.compile(r"([a-z])(\d{1,61})").match(desc, i)
        if i == len(desc):
            raise gid.error(f"too few clues: {len(cages)} for {len(groups)} cages", i)
        if not m or m.group(1) not in _TATHAM_OP:
            raise gid.error(f"clue {desc[i:i + 8]!r}: expected a, m, s or d and a number", i)
        op = _TATHAM_OP[m.group(1)]
        if op in ("-", "/") and len(cells) != 2:
            raise gid.error(f"clue {m.group()!r}: a difference or quotient needs a cage of two cells, "
                            f"the cage at {cell_name(*cells[0])} has {len(cells)}", i)
        cages.append(Cage(tuple(cells), op, int(m.group(2))))
        i = m.end()
    if i != len(desc):
        raise gid.error(f"too many clues: more than the {len(groups)} cages", i)
    return Puzzle(n, tuple(cages), source)


def to_tatham(p: Puzzle) -> str:
    n = p.size
    if not 3 <= n <= 9:
        raise InputError(f"Tatham's Keen has boards of 3x3 to 9x9, not {n}x{n}", p.source)
    reg = p.regions
    walls = [reg[e // (n - 1)][e % (n - 1)] != reg[e // (n - 1)][e % (n - 1) + 1] for e in range(n * (n - 1))]
    walls += [reg[y][x] != reg[y + 1][x] for x in range(n) for y in range(n - 1)]
    codes, run = [], 0
    for wall in walls + [True]:  # a wall past the last edge ends the last run
        if not wall:
            run += 1
            continue
        while run > 25:
            codes.append("z")
            run -= 25
        codes.append(chr(96 + run) if run else "_")
        run = 0
    # a run of one code: the code once, twice, or (three or more) the code and the count
    layout = "".join(g[1] + (str(len(g[0])) if len(g[0]) > 2 else g[0][1:])
                     for g in re.finditer(r"(.)\1*", "".join(codes)))
    clues = "".join({"+": "a", "*": "m", "-": "s", "/": "d", "": "a"}[k.op] + str(k.target) for k in p.cages)
    return f"{n}:{layout},{clues}"
