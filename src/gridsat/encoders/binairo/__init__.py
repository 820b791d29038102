"""Binairo (Takuzu; Tatham: Unruly).

Rules: fill every cell with 0 or 1.  No three equal digits follow each other in a row or a
column; every row and every column holds as many 0s as 1s; no two rows are the same, and no two
columns.  The variant ``unruly`` (Tatham's Unruly without its "unique rows and columns"
setting) drops the last rule.
"""
from __future__ import annotations

import random
import re
from itertools import combinations, product

from ...answers import Numbers
from ...board import Board, Cells
from ...cardinality import exactly
from ...declare import OneLine, declare, sprinkle
from ...formats import InputError
from ...formats.tatham import parse_dims, split_game_id
from ...genre import Format
from ...render.text import cell_name
from .generate import generator

UNRULY = "unruly"  # the variant: equal rows and equal columns allowed
BOARD = Board(cells=Cells(numbers=(0, 1)), max_size=100, variants=(UNRULY,))
NUMBERS = Numbers(empty=None)
GAME_ID = re.compile(r"\d+(x\d+)?u?(d[a-z])?:")


class Puzzle(BOARD.puzzle_type("binairo", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        if self.rows % 2 or self.cols % 2:
            raise InputError(f"a Binairo grid has an even number of rows and columns, this one is "
                             f"{self.cols}x{self.rows}", self.source)

    def lines(self) -> list[tuple[str, list[tuple[int, int]]]]:
        """Every row, then every column, with its name."""
        return [(f"row {r + 1}", [(r, c) for c in range(self.cols)]) for r in range(self.rows)] + \
               [(f"column {c + 1}", [(r, c) for r in range(self.rows)]) for c in range(self.cols)]


def rules(p, model, options) -> None:
    value = NUMBERS.vars(p, model, (0, 1))
    one = {cell: value[(*cell, 1)] for cell in p}  # the cell holds 1 (else 0)
    for cell in p:
        model.add_all([[value[(*cell, 0)], one[cell]], [-value[(*cell, 0)], -one[cell]]])
    for (r, c), v in p.numbers().items():
        with model.tag(f"given {v} at {cell_name(r, c)}"):
            model.add([one[r, c] if v else -one[r, c]])
    for _, line in p.lines():
        # as many 0s as 1s; never three equal in a row
        exactly(model, [one[x] for x in line], len(line) // 2)
        for a, b, c in zip(line, line[1:], line[2:]):
            model.add_all([[-one[a], -one[b], -one[c]], [one[a], one[b], one[c]]])
    if UNRULY not in p.variants:  # two rows (two columns) differ somewhere
        for kind in ("row", "column"):
            for (_, a), (_, b) in combinations([x for x in p.lines() if x[0].startswith(kind + " ")], 2):
                differ = [model.aux() for _ in a]
                for d, x, y in zip(differ, a, b):
                    model.add_all([[-d, one[x], one[y]], [-d, -one[x], -one[y]]])
                model.add(differ)


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the solution is not a {p.cols}x{p.rows} grid"]
    problems = [f"{cell_name(r, c)} holds {g[r][c]!r}, not 0 or 1" for r, c in p if g[r][c] not in (0, 1)]
    problems += [f"{cell_name(*x)} holds {g[x[0]][x[1]]}, the given is {v}" for x, v in p.numbers().items()
                 if g[x[0]][x[1]] != v]
    if problems:
        return problems
    seen: dict[tuple, str] = {}
    for name, line in p.lines():
        digits = tuple(g[r][c] for r, c in line)
        if digits.count(1) * 2 != len(digits):
            problems.append(f"{name} holds {digits.count(0)} 0s and {digits.count(1)} 1s")
        if any(digits[i] == digits[i + 1] == digits[i + 2] for i in range(len(digits) - 2)):
            problems.append(f"{name} has three equal digits in a row")
        key = (name.split()[0], digits)
        if UNRULY not in p.variants and key in seen:
            problems.append(f"{name} is the same as {seen[key]}")
        seen.setdefault(key, name)
    return problems


def candidates(p):
    rows = [row for row in product((0, 1), repeat=p.cols) if sum(row) * 2 == p.cols]
    return (NUMBERS.solution(grid) for grid in product(rows, repeat=p.rows))


def tiny(rng: random.Random) -> Puzzle:
    rows, cols = rng.choice((2, 4)), rng.choice((2, 4))
    cells = sprinkle(rng, rows, cols, rng.randint(0, 3), lambda: rng.randint(0, 1))
    # (equal rows forbidden: 2x4 and 4x2 have no answer whatever the givens)
    return Puzzle(cells, variants=(UNRULY,) if rows != cols or rng.random() < 0.3 else ())


# -- Tatham's Unruly IDs: WxH[u][dX]:DESC, DESC a run-length of the given cells --------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    w, h, at = parse_dims(gid, "Unruly")
    unique = gid.params[at:at + 1] == "u"
    if not re.fullmatch(r"u?(d[a-z])?", gid.params[at:]):
        raise gid.error(f"Unruly params: unexpected {gid.params[at:][:12]!r}", params_offset=at)
    if not (2 <= w <= BOARD.max_size and 2 <= h <= BOARD.max_size):
        raise gid.error(f"grid size {w}x{h} is out of range 2..{BOARD.max_size}", params_offset=0)
    cells, pos = [None] * (w * h), 0
    for k, ch in enumerate(gid.desc):  # a letter skips that many cells, then places 0 (a-y) or 1 (A-Y)
        if ch in "zZ":
            pos += 25
            continue
        if not ("a" <= ch < "z" or "A" <= ch < "Z"):
            raise gid.error(f"game description: unexpected {ch!r}", k)
        pos += ord(ch.lower()) - ord("a")
        if pos < w * h:
            cells[pos] = int(ch.isupper())
        pos += 1
        if pos > w * h + 1:
            raise gid.error(f"game description runs past the {w * h} cells", k)
    if pos != w * h + 1:
        raise gid.error(f"game description covers {pos - 1} of the {w * h} cells", len(gid.desc))
    return Puzzle([cells[r * w:(r + 1) * w] for r in range(h)], source=source, variants=() if unique else (UNRULY,))


def to_tatham(p: Puzzle) -> str:
    if p.rows < 6 or p.cols < 6:
        raise InputError("Unruly's grids are 6x6 or larger")
    out, gap = [], 0
    for v in [v for row in p.cells for v in row] + [0]:  # the last: the end marker past the grid
        if v is None:
            gap += 1
            continue
        while gap >= 25:
            out.append("zZ"[v])
            gap -= 25
        out.append(chr(ord("aA"[v]) + gap))
        gap = 0
    return f"{p.cols}x{p.rows}{'' if UNRULY in p.variants else 'u'}:" + "".join(out)


# -- puzzlekit's Binairo text: 1 a white circle (0), 2 a black one (1); its solver and its example
# allow equal rows (Janko's Tohu-Wa-Vohu), so the text reads as the unruly variant ---------------

def from_puzzlekit(text: str, source: str = "input") -> Puzzle:
    lines = text.split("\n")
    head = next((i for i, line in enumerate(lines) if line.strip()), len(lines))  # "R C" stays
    lines[head + 1:] = [" ".join({"1": "0", "2": "1", "0": "?"}.get(t, t) for t in line.split()) for line in lines[head + 1:]]
    return GENRE.declared.from_puzzlekit("\n".join(lines), source).replace(variants=(UNRULY,))


def to_puzzlekit(p: Puzzle) -> str:
    if UNRULY not in p.variants:
        raise InputError("puzzlekit's Binairo text cannot say that equal rows are forbidden (unruly puzzles only)")
    return "\n".join([f"{p.rows} {p.cols}"] + [" ".join("-" if v is None else str(v + 1) for v in row)
                                                for row in p.cells]) + "\n"


GENRE = declare(
    "binairo", "Binairo", BOARD, NUMBERS, rules, check, module=__name__, puzzle=Puzzle, aliases=("unruly", "takuzu"),
    puzzlekit=("cells",), ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=tiny,
    candidates=candidates, generate=generator(Puzzle),
    formats=(Format("tatham", from_tatham, to_tatham), Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False)))
