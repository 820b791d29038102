"""Easy as ABC (puzzlekit: ABCEndView).

Rules: put the letters A, B, ... up to the puzzle's last letter (``letters=K``: A to the K-th)
in some cells of a square grid, so that every row and every column holds each letter exactly
once (the other cells stay empty).  A letter outside the grid is the first letter seen from that side along
its row or column.  Given letters stand.
"""
from __future__ import annotations

import random
from itertools import permutations, product
from string import ascii_uppercase

from ...answers import Numbers
from ...board import Board, Cells
from ...cardinality import exactly
from ...declare import Url, declare
from ...formats import InputError
from ...formats.codecs import Codec, Decimal, Number16, Optional, Outside, Seq, empty_grid
from ...genre import Format, Generator, posed_cells
from ...render.text import cell_name

SIDES = ("top", "bottom", "left", "right")
LETTERS = Cells(letters=ascii_uppercase)
BOARD = Board(cells=LETTERS, outside=SIDES, outside_cells=LETTERS, variants=("letters=",), max_size=26, square=True)
NUMBERS = Numbers(empty="", ragged=True)


class Puzzle(BOARD.puzzle_type("easyasabc", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        k = self.setting("letters")
        if k is None or not 1 <= k <= min(self.rows, self.cols):
            raise InputError(f"say the last letter as letters=K in the header, K from 1 to "
                             f"{min(self.rows, self.cols)}" + ("" if k is None else f" (not {k})"), self.source)
        used = [v for row in self.cells for v in row if v] + [v for line in self.outside.values() for v in line if v]
        if any(ascii_uppercase.index(v) >= k for v in used):
            raise InputError(f"a letter past {self.letters[-1]} (letters={k})", self.source)

    @property
    def letters(self) -> str:
        return ascii_uppercase[:self.setting("letters")]

    def lines(self):
        """``(name, cells)`` of every row and column."""
        return [(f"row {r + 1}", [(r, c) for c in range(self.cols)]) for r in range(self.rows)] + \
               [(f"column {c + 1}", [(r, c) for r in range(self.rows)]) for c in range(self.cols)]

    def sights(self):
        """``(clue name, letter, cells from that side)`` of every outside letter."""
        for side, line in self.outside.items():
            for i, letter in enumerate(line):
                if letter:
                    cells = [(r, i) for r in range(self.rows)] if side in ("top", "bottom") else \
                        [(i, c) for c in range(self.cols)]
                    yield f"{letter} {side} of {'column' if side in ('top', 'bottom') else 'row'} {i + 1}", letter, \
                        cells[::-1] if side in ("bottom", "right") else cells


def rules(p, model, options) -> None:
    v = NUMBERS.vars(p, model, tuple(p.letters) + ("",))
    for r, c in p:  # a cell holds one letter or none
        exactly(model, [v[r, c, x] for x in tuple(p.letters) + ("",)], 1)
    for _, cells in p.lines():  # each letter once in every row and column
        for x in p.letters:
            exactly(model, [v[(*cell, x)] for cell in cells], 1)
    for (r, c), x in p.clues().items():
        with model.tag(f"given {x} at {cell_name(r, c)}"):
            model.add([v[r, c, x]])
    for name, x, cells in p.sights():  # the first letter seen from a clue is its letter
        with model.tag(name):
            before = None  # "every cell before this one is empty"
            for cell in cells:
                empty, off = v[(*cell, "")], [-before] if before else []
                model.add([empty, v[(*cell, x)]] + off)
                now = model.aux()
                model.add_all([[-now, empty], [now, -empty] + off] + ([[-now, before]] if before else []))
                before = now


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the solution is not a {p.cols}x{p.rows} grid"]
    problems = [f"{cell_name(r, c)} holds {g[r][c]!r}, not a letter {p.letters[0]}-{p.letters[-1]} or ''"
                for r, c in p if g[r][c] not in tuple(p.letters) + ("",)]
    problems += [f"{cell_name(r, c)} holds {g[r][c]!r}, the given is {x}" for (r, c), x in p.clues().items()
                 if g[r][c] != x]
    for name, cells in p.lines():
        if sorted(x for r, c in cells if (x := g[r][c])) != list(p.letters):
            problems.append(f"{name} does not hold each of {p.letters} once")
    for name, x, cells in p.sights():
        seen = next((g[r][c] for r, c in cells if g[r][c]), "")
        if seen != x:
            problems.append(f"the clue {name} sees {seen or 'no letter'}")
    return problems


def candidates(p):
    k, n = len(p.letters), p.cols
    rows = [tuple(row) for places in permutations(range(n), k) for row in
            [[p.letters[places.index(c)] if c in places else "" for c in range(n)]]]
    return (NUMBERS.solution(grid) for grid in product(rows, repeat=p.rows))


def tiny(rng: random.Random) -> Puzzle:
    n = rng.choice((2, 3, 3, 4))
    k = rng.randint(1, min(n, 3 if n == 3 else 2))
    letters = ascii_uppercase[:k] + "."
    outside = {side: [rng.choice(letters) if rng.random() < 0.4 else None for _ in range(n)] for side in SIDES}
    outside = {s: [None if x in (None, ".") else x for x in line] for s, line in outside.items()}
    cells = [[None] * n for _ in range(n)]
    if rng.random() < 0.3:
        cells[rng.randrange(n)][rng.randrange(n)] = rng.choice(ascii_uppercase[:k])
    return Puzzle(cells, outside=outside, variants=(f"letters={k}",))


# -- puzz.link: LETTERS/ then the outside letters, then the given letters (numbers 1..K) -----------

class AsLetters(Codec):
    """A codec of numbers 1..26 read and written as letters A..Z (nested lists and dicts)."""

    def __init__(self, codec: Codec) -> None:
        self.codec = codec

    def read(self, cur, shape):
        def letter(x):
            if isinstance(x, (list, tuple)):
                return [letter(y) for y in x]
            if isinstance(x, dict):
                return {k: letter(y) for k, y in x.items()}
            if x is None:
                return None
            if not (isinstance(x, int) and 1 <= x <= 26):
                raise cur.error(f"{x!r} is not a letter (1-26)")
            return ascii_uppercase[x - 1]
        return letter(self.codec.read(cur, shape))

    def write(self, value, shape) -> str:
        def number(x):
            if isinstance(x, (list, tuple)):
                return [number(y) for y in x]
            if isinstance(x, dict):
                return {k: number(y) for k, y in x.items()}
            return None if x is None else ascii_uppercase.index(x) + 1
        return self.codec.write(number(value), shape)


class LetterCount(Codec):
    """pzprjs's indicator ``K/``: the variant word ``letters=K``."""

    def read(self, cur, shape):
        return (f"letters={Decimal('/', 'letter count').read(cur, shape)}",)

    def write(self, value, shape) -> str:
        return "".join(f"{w.split('=')[1]}/" for w in value if w.startswith("letters="))


URL = Url(("easyasabc",), Seq(("variants", LetterCount()), ("outside", AsLetters(Outside(SIDES))),
                              ("cells", Optional(AsLetters(Number16()), empty_grid))))


# -- puzzlekit's ABCEndView text: R C last-letter; top, bottom, left, right; the givens (lower case)

def from_puzzlekit(text: str, source: str = "input") -> Puzzle:
    lines = [(no, raw.split()) for no, raw in enumerate(text.splitlines(), 1) if raw.strip()]
    head = lines[0][1] if lines else []
    if len(head) != 3 or not head[0].isdigit() or not head[1].isdigit() or head[2].upper() not in ascii_uppercase \
            or len(head[2]) != 1:
        raise InputError("puzzlekit text: the first line must be 'ROWS COLS LAST-LETTER'", source,
                         lines[0][0] if lines else None)
    rows, cols = int(head[0][:4]), int(head[1][:4])
    if len(lines) != 5 + rows:
        raise InputError(f"puzzlekit text: expected {5 + rows} lines, found {len(lines)}", source)
    parts = [toks for _, toks in lines[1:]]
    widths = (cols, cols, rows, rows) + (cols,) * rows
    for (no, toks), n in zip(lines[1:], widths):
        if len(toks) != n:
            raise InputError(f"puzzlekit text: {len(toks)} tokens, expected {n}", source, no)
    try:
        read = [[None if t == "-" else LETTERS.check(t.upper()) for t in toks] for toks in parts]
    except ValueError as e:
        raise InputError(f"puzzlekit text: {e}", source) from None
    return Puzzle(read[4:], outside=dict(zip(SIDES, read[:4])), source=source,
                  variants=(f"letters={ascii_uppercase.index(head[2].upper()) + 1}",))


def to_puzzlekit(p: Puzzle) -> str:
    def line(xs):
        return " ".join("-" if x is None else x.lower() for x in xs)
    return "\n".join([f"{p.rows} {p.cols} {p.letters[-1].lower()}"] + [line(p.outside[s]) for s in SIDES]
                     + [line(row) for row in p.cells]) + "\n"


def board(rng: random.Random, size, options) -> Puzzle:
    """The empty board ``gridsat generate`` plants an answer on: letters A to the n-2nd (A-C
    on 5x5, the classic size; at least A)."""
    n = size[0]
    if not 2 <= n <= 26:
        raise InputError(f"--size {n}: Easy as ABC grids are 2x2 to 26x26")
    return Puzzle([[None] * n for _ in range(n)], outside={side: [None] * n for side in SIDES},
                  variants=(f"letters={max(1, n - 2)}",), source="generated")


def shows(p: Puzzle, sol) -> dict:
    """The clues an answer shows: the first letter seen from each side of every row and column."""
    out: dict = {}
    for side in SIDES:
        for i in range(p.rows):
            cells = [(r, i) for r in range(p.rows)] if side in ("top", "bottom") else [(i, c) for c in range(p.cols)]
            out[(side, i)] = next(x for r, c in (cells[::-1] if side in ("bottom", "right") else cells)
                                  if (x := sol.grid[r][c]))
    return out


GENRE = declare(
    "easyasabc", "Easy as ABC", BOARD, NUMBERS, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("abcendview", "abc-end-view"), url=URL, tiny=tiny, candidates=candidates,
    extra_formats=(Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False),),
    generate=Generator(board=board, shows=shows, pose=posed_cells, size=(5, 5), square=True))
