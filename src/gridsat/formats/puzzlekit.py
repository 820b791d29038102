"""puzzlekit's problem text for the genres gridsat had before the declared board.

puzzlekit (pip ``puzzlekit``) and its data sets write a puzzle as ``R C`` (rows, columns; some
genres add a number: Star Battle its stars, Skyscrapers its highest building) and then blocks
of whitespace-separated tokens, ``-`` for an empty cell.  A declared genre gets this format from
its declaration (``declare(..., puzzlekit=("cells", "rooms"))``); the genres below translate
between puzzlekit's layout and their own JSON document (a documented contract each genre already
reads and writes), so nothing here knows a genre's internals.  :func:`format_for` gives the
``Format`` a genre lists: read with ``--genre NAME`` (the text names no genre), written by
``gridsat convert --to puzzlekit``.

=============  ======================  ========================================================
genre          puzzlekit type          blocks after ``R C``
=============  ======================  ========================================================
lightup        akari                   grid: ``-`` white, ``x`` black, ``0``-``4`` numbered
hitori         hitori                  grid of numbers
masyu          masyu                   grid: ``-``, ``w`` white pearl, ``b`` black pearl
nurikabe       nurikabe                grid: ``-`` or a number
slitherlink    slitherlink             grid: ``-`` or ``0``-``4``
starbattle     starbattle (R C STARS)  region labels
sudoku         sudoku / jigsaw_sudoku  grid of givens; jigsaw: then the region labels;
               / killer_sudoku         killer: a grid with each cage's sum on one of its cells,
                                       then the cage labels
skyscrapers    skyscraper (R C N)      top, bottom, left, right clue lines, then the givens
tents          tent                    column counts, row counts, grid: ``x`` a tree
nonogram       nonogram                C column clue lines, then R row clue lines
kakuro         kakuro                  grid: ``-`` black, ``0`` white, ``DOWN,ACROSS`` sums
kenken         ken_ken                 clue grid (``12+``, ``2-``, ``6*``, ``2/``, a number
                                       alone, ``.``), then the cage labels
=============  ======================  ========================================================
"""
from __future__ import annotations

import re
from typing import Callable

from . import InputError

NAMES = {"lightup": "akari", "hitori": "hitori", "masyu": "masyu", "nurikabe": "nurikabe",
         "slitherlink": "slitherlink", "starbattle": "starbattle", "sudoku": "sudoku",
         "skyscrapers": "skyscraper", "tents": "tent", "nonogram": "nonogram", "kakuro": "kakuro",
         "kenken": "ken_ken"}


class Text:
    """A puzzlekit text as lines of tokens, read block by block with errors naming the line."""

    def __init__(self, text: str, source: str, extra: int = 0, flags: str = "") -> None:
        self.source = source
        self.lines = [(no, raw.split()) for no, raw in enumerate(text.splitlines(), 1) if raw.strip()]
        if not self.lines:
            raise InputError("empty input: no puzzle found", source)
        no, head = self.lines[0]
        self.flags = ""  # a letter after the numbers (``flags``: those the layout knows)
        if flags and len(head) > 2 and head[-1] in flags:
            self.flags, head = head[-1], head[:-1]
        if not (2 <= len(head) <= 2 + extra) or not all(t.isdigit() for t in head):
            more = " and one more number" if extra else ""
            more += f" (then optionally {' or '.join(flags)})" if flags else ""
            raise InputError(f"puzzlekit text: the first line must be 'ROWS COLS'{more}", source, no)
        self.head = [int(t) for t in head]
        self.rows, self.cols = self.head[0], self.head[1]
        if not (1 <= self.rows <= 1000 and 1 <= self.cols <= 1000):
            raise InputError(f"puzzlekit text: size {self.rows}x{self.cols} is out of range", source, no)
        self.at = 1

    def error(self, message: str, no: int | None = None) -> InputError:
        return InputError(f"puzzlekit text: {message}", self.source, no)

    def block(self, what: str, n: int, width: int | None) -> list[list[str]]:
        """The next ``n`` lines, each of ``width`` tokens (None: any number)."""
        chunk = self.lines[self.at:self.at + n]
        if len(chunk) < n:
            raise self.error(f"the {what} needs {n} line{'s' * (n != 1)}, found {len(chunk)}", self.lines[-1][0])
        for no, tokens in chunk:
            if width is not None and len(tokens) != width:
                raise self.error(f"a line of the {what} has {len(tokens)} tokens, expected {width}", no)
        self.at += n
        self.where = [no for no, _ in chunk]
        return [tokens for _, tokens in chunk]

    def grid(self, what: str = "grid") -> list[list[str]]:
        return self.block(what, self.rows, self.cols)

    def end(self) -> None:
        if self.at < len(self.lines):
            raise self.error("more lines than the header's grid", self.lines[self.at][0])

    def token(self, what: str, tok: str, r: int, c: int | None = None) -> InputError:
        col = f", column {c + 1}" if c is not None else ""
        return self.error(f"unexpected {what} {tok[:20]!r} (token {r + 1}{col})", self.where[r] if r < len(self.where) else None)


def _int(t: Text, tok: str, what: str, r: int, c: int | None = None, empty=None):
    if tok in ("-", "."):
        return empty
    if not re.fullmatch(r"[0-9]{1,6}", tok):
        raise t.token(what, tok, r, c)
    return int(tok)


def _cells(t: Text, grid, mapping: dict[str, str], digits: str = "", what: str = "cell") -> list[str]:
    out = []
    for r, row in enumerate(grid):
        line = ""
        for c, tok in enumerate(row):
            if tok in mapping:
                line += mapping[tok]
            elif len(tok) == 1 and tok in digits:
                line += tok
            else:
                raise t.token(what, tok, r, c)
        out.append(line)
    return out


def _numbers(t: Text, grid, empty=None, what: str = "cell") -> list[list]:
    return [[_int(t, tok, what, r, c, empty) for c, tok in enumerate(row)] for r, row in enumerate(grid)]


def _labels(grid) -> list[list[str]]:
    return [[str(x) for x in row] for row in grid]


def _cages(labels) -> dict[str, list[list[int]]]:
    out: dict[str, list[list[int]]] = {}
    for r, row in enumerate(labels):
        for c, lab in enumerate(row):
            out.setdefault(lab, []).append([r, c])
    return out


def _header(rows: int, cols: int, *more) -> str:
    return " ".join(map(str, (rows, cols) + more))


def _lines(grid) -> list[str]:
    return [" ".join(str(x) for x in row) for row in grid]


def _dash(v, empty=(None, 0)) -> str:
    return "-" if v in empty else str(v)


# -- per genre: puzzlekit text -> the genre's JSON document, and back -------------------------------

def _grid_chars(genre: str, mapping: dict[str, str], digits: str):
    back = {v: k for k, v in mapping.items()}

    def read(t: Text) -> dict:
        rows = _cells(t, t.grid(), mapping, digits)
        t.end()
        return {"genre": genre, "grid": rows}

    def write(doc: dict) -> str:
        grid = doc["grid"]
        bad = next((ch for row in grid for ch in row if ch not in back and ch not in digits), None)
        if bad is not None:
            raise InputError(f"puzzlekit's {NAMES[genre]} text has no cell {bad!r}")
        return "\n".join([_header(len(grid), len(grid[0]))] + [" ".join(back.get(ch, ch) for ch in row) for row in grid])
    return read, write


def _hitori():
    def read(t: Text) -> dict:
        grid = _numbers(t, t.grid())
        if any(v is None for row in grid for v in row):
            raise t.error("every Hitori cell holds a number")
        t.end()
        return {"genre": "hitori", "grid": grid}

    def write(doc: dict) -> str:
        grid = doc["grid"]
        return "\n".join([_header(len(grid), len(grid[0]))] + _lines(grid))
    return read, write


def _nurikabe():
    def read(t: Text) -> dict:
        grid = _numbers(t, t.grid())
        t.end()
        return {"genre": "nurikabe", "grid": grid}

    def write(doc: dict) -> str:
        grid = doc["grid"]
        if any(not (v is None or isinstance(v, int)) for row in grid for v in row):
            raise InputError("puzzlekit's nurikabe text has no '?' clue")
        return "\n".join([_header(len(grid), len(grid[0]))] + [" ".join(_dash(v, (None,)) for v in row) for row in grid])
    return read, write


def _starbattle():
    def read(t: Text) -> dict:
        if len(t.head) != 3:
            raise t.error("Star Battle's first line is 'ROWS COLS STARS'", t.lines[0][0])
        regions = _labels(t.grid("region grid"))
        t.end()
        return {"genre": "starbattle", "stars": t.head[2], "regions": regions}

    def write(doc: dict) -> str:
        reg = doc["regions"]
        ids: dict = {}
        return "\n".join([_header(len(reg), len(reg[0]), doc["stars"])]
                         + [" ".join(str(ids.setdefault(x, len(ids) + 1)) for x in row) for row in reg])
    return read, write


def _sudoku():
    def read(t: Text) -> dict:
        givens = _numbers(t, t.grid(), 0)
        n = t.rows
        doc = {"genre": "sudoku", "size": n, "givens": givens}
        if t.at < len(t.lines):
            labels = _labels(t.grid("region grid"))
            if len(t.lines) - 1 == 2 * n and _looks_killer(givens, labels):
                cages = []
                for cells in _cages(labels).values():
                    sums = [givens[r][c] for r, c in cells if givens[r][c]]
                    if len(sums) != 1:
                        raise t.error(f"a killer cage needs exactly one sum in the grid, cage at r{cells[0][0] + 1}"
                                      f"c{cells[0][1] + 1} has {len(sums)}")
                    cages.append({"sum": sums[0], "cells": cells})
                doc = {"genre": "sudoku", "size": n, "givens": [[0] * n for _ in range(n)], "cages": cages}
            else:
                doc["regions"] = labels
        t.end()
        return doc

    def write(doc: dict) -> str:
        n = doc["size"]
        givens = any(v for row in doc["givens"] for v in row)
        if doc.get("x") or doc.get("lines") or doc.get("cages") and (givens or doc.get("regions")):
            raise InputError("puzzlekit's Sudoku layouts hold no X rule, no lines, and no givens or jigsaw "
                             "regions in a killer Sudoku")
        out = [_header(n, n)]
        if doc.get("cages"):
            grid = [["-"] * n for _ in range(n)]
            labels = [[0] * n for _ in range(n)]
            for i, cage in enumerate(doc["cages"]):
                r, c = min(map(tuple, cage["cells"]))
                grid[r][c] = str(cage["sum"])
                for r, c in cage["cells"]:
                    labels[r][c] = i + 1
            return "\n".join(out + _lines(grid) + _lines(labels))
        out += [" ".join(_dash(v) for v in row) for row in doc["givens"]]
        if doc.get("regions"):
            ids: dict = {}
            out += [" ".join(str(ids.setdefault(x, len(ids) + 1)) for x in row) for row in doc["regions"]]
        return "\n".join(out)
    return read, write


def _looks_killer(givens, labels) -> bool:
    """A killer grid: numbers beyond the digits, or fewer numbers than cages each holding one."""
    n = len(givens)
    cages = _cages(labels)
    return len(cages) != n or any(v > n for row in givens for v in row if v)


def _skyscrapers():
    def read(t: Text) -> dict:
        n = t.rows
        if t.cols != n:
            raise t.error("a Skyscrapers grid is square", t.lines[0][0])
        sides = {}
        for side, (line,) in zip(("top", "bottom", "left", "right"),
                                 (t.block(f"{s} clues", 1, n) for s in ("top", "bottom", "left", "right"))):
            sides[side] = [_int(t, tok, "clue", 0, c) for c, tok in enumerate(line)]
        givens = _numbers(t, t.grid(), 0) if t.at < len(t.lines) else [[0] * n for _ in range(n)]
        t.end()
        tallest = t.head[2] if len(t.head) > 2 else n  # heights 1..K; D: the diagonal rule
        return {"genre": "skyscrapers", "size": n, **sides, "givens": givens, "heights": tallest,
                "diagonal": t.flags == "D"}

    def write(doc: dict) -> str:
        n = doc["size"]
        out = [_header(n, n, doc.get("heights", n)) + " D" * bool(doc.get("diagonal"))] + [" ".join(_dash(v) for v in doc.get(s) or [None] * n)
                                    for s in ("top", "bottom", "left", "right")]
        givens = doc.get("givens") or [[0] * n for _ in range(n)]
        return "\n".join(out + [" ".join(_dash(v) for v in row) for row in givens])
    return read, write


def _tents():
    def read(t: Text) -> dict:
        (cols,) = t.block("column counts", 1, t.cols)
        columns = [_int(t, tok, "count", 0, c) for c, tok in enumerate(cols)]
        (rws,) = t.block("row counts", 1, t.rows)
        rows = [_int(t, tok, "count", 0, c) for c, tok in enumerate(rws)]
        grid = t.grid()
        trees = []
        for r, row in enumerate(grid):
            for c, tok in enumerate(row):
                if tok == "x":
                    trees.append([r, c])
                elif tok != "-":
                    raise t.token("cell", tok, r, c)
        t.end()
        return {"genre": "tents", "rows": rows, "columns": columns, "trees": trees}

    def write(doc: dict) -> str:
        h, w = len(doc["rows"]), len(doc["columns"])
        trees = {tuple(x) for x in doc["trees"]}
        out = [_header(h, w), " ".join(_dash(v, (None,)) for v in doc["columns"]),
               " ".join(_dash(v, (None,)) for v in doc["rows"])]
        return "\n".join(out + [" ".join("x" if (r, c) in trees else "-" for c in range(w)) for r in range(h)])
    return read, write


def _nonogram():
    def read(t: Text) -> dict:
        def clue(line, r):
            nums = [_int(t, tok, "clue", r) for tok in line]
            return [v for v in nums if v]
        cols = [clue(line, i) for i, line in enumerate(t.block("column clues", t.cols, None))]
        rows = [clue(line, i) for i, line in enumerate(t.block("row clues", t.rows, None))]
        t.end()
        return {"genre": "nonogram", "rows": rows, "cols": cols}

    def write(doc: dict) -> str:
        line = lambda runs: " ".join(map(str, runs)) or "0"  # noqa: E731
        return "\n".join([_header(len(doc["rows"]), len(doc["cols"]))] + [line(c) for c in doc["cols"]]
                         + [line(r) for r in doc["rows"]])
    return read, write


def _kakuro():
    def read(t: Text) -> dict:
        grid = []
        for r, row in enumerate(t.grid()):
            out = []
            for c, tok in enumerate(row):
                if tok == "0":
                    out.append(None)
                elif tok == "-":
                    out.append([None, None])
                elif re.fullmatch(r"[0-9]{0,3},[0-9]{0,3}", tok):
                    down, across = tok.split(",")
                    out.append([int(down) if down else None, int(across) if across else None])
                else:
                    raise t.token("cell", tok, r, c)
            grid.append(out)
        t.end()
        return {"genre": "kakuro", "grid": grid}

    def write(doc: dict) -> str:
        grid = doc["grid"]

        def tok(v) -> str:
            if v is None:
                return "0"
            if v[0] is None and v[1] is None:
                return "-"
            return f"{'' if v[0] is None else v[0]},{'' if v[1] is None else v[1]}"
        return "\n".join([_header(len(grid), len(grid[0]))] + [" ".join(tok(v) for v in row) for row in grid])
    return read, write


_KEN_OPS = {"+": "+", "-": "-", "*": "*", "x": "*", "/": "/", "": ""}


def _kenken():
    def read(t: Text) -> dict:
        if t.rows != t.cols:
            raise t.error("a KenKen grid is square", t.lines[0][0])
        clues = t.grid("clue grid")
        where = list(t.where)
        labels = _labels(t.grid("cage grid"))
        cages = []
        for cells in _cages(labels).values():
            found = [(r, c, clues[r][c]) for r, c in cells if clues[r][c] not in (".", "-")]
            if len(found) != 1:
                raise t.error(f"a cage needs exactly one clue, the cage at r{cells[0][0] + 1}c{cells[0][1] + 1} "
                              f"has {len(found)}", where[cells[0][0]])
            r, c, tok = found[0]
            m = re.fullmatch(r"([0-9]{1,9})([-+*x/]?)", tok)
            if not m:
                raise t.error(f"unexpected clue {tok[:20]!r} (a number and one of + - * /)", where[r])
            cages.append({"cells": cells, "op": _KEN_OPS[m[2]], "target": int(m[1])})
        t.end()
        return {"genre": "kenken", "size": t.rows, "cages": cages}

    def write(doc: dict) -> str:
        n = doc["size"]
        clues = [["."] * n for _ in range(n)]
        labels = [[0] * n for _ in range(n)]
        for i, cage in enumerate(doc["cages"]):
            r, c = min(map(tuple, cage["cells"]))
            clues[r][c] = f"{cage['target']}{cage['op'].strip('?')}"  # (a hidden operation: the target alone)
            for r, c in cage["cells"]:
                labels[r][c] = i + 1
        return "\n".join([_header(n, n)] + _lines(clues) + _lines(labels))
    return read, write


FLAGS = {"skyscrapers": "D"}  # a letter the header may end with (Skyscrapers: D, the diagonal rule)
LAYOUTS: dict[str, tuple[Callable, Callable, int]] = {
    "lightup": (*_grid_chars("lightup", {"-": ".", "x": "#"}, "01234"), 0),
    "masyu": (*_grid_chars("masyu", {"-": ".", "w": "W", "b": "B"}, ""), 0),
    "slitherlink": (*_grid_chars("slitherlink", {"-": "."}, "01234"), 0),
    "hitori": (*_hitori(), 0),
    "nurikabe": (*_nurikabe(), 0),
    "starbattle": (*_starbattle(), 1),
    "sudoku": (*_sudoku(), 0),
    "skyscrapers": (*_skyscrapers(), 1),
    "tents": (*_tents(), 0),
    "nonogram": (*_nonogram(), 0),
    "kakuro": (*_kakuro(), 0),
    "kenken": (*_kenken(), 0),
}


def format_for(name: str, from_json: Callable, to_json: Callable):
    """The ``puzzlekit`` :class:`~gridsat.genre.Format` of genre ``name`` (listed in
    :data:`LAYOUTS`), through the genre's own JSON reader and writer."""
    from ..genre import Format

    read_doc, write_doc, extra = LAYOUTS[name]

    def read(text: str, source: str = "input"):
        return from_json(read_doc(Text(text, source, extra, FLAGS.get(name, ""))), source)

    def write(p) -> str:
        return write_doc(to_json(p)) + "\n"
    return Format("puzzlekit", read, write, detected=False)
