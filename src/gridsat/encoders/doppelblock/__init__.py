"""Doppelblock.

Rules: in an n x n grid, blacken two cells in every row and every column and fill the others
with the numbers 1..n-2, each once in every row and every column.  A number outside the grid
(above a column, left of a row) is the sum of the numbers between the two black cells of that
line.  Given numbers and black cells stand.
"""
from __future__ import annotations

import random
from itertools import permutations, product

from ...answers import Numbers, draw_clues, draw_svg as board_svg
from ...board import Board, Cells
from ...cardinality import exactly
from ...cardinality.pb import pb_equals
from ...declare import Url, declare
from ...formats import InputError
from ...formats.codecs import Outside, Seq
from ...genre import Format, Generator, posed_cells
from ...latin import Digits
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(1, None), symbols={"#": "black"}), outside=("top", "left"), square=True,
              max_size=30)
NUMBERS = Numbers(empty=None)  # the answer: 0 a black cell, else its number


class Puzzle(BOARD.puzzle_type("doppelblock", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        if self.rows < 3:
            raise InputError("a Doppelblock grid is 3x3 or larger", self.source)
        for (r, c), v in self.numbers().items():
            if v > self.rows - 2:
                raise InputError(f"{cell_name(r, c)}: {v} is more than {self.rows - 2}", self.source, cell=(r, c))

    def lines(self):
        """``(name, cells, sum or None)`` of every row and column."""
        n = self.rows
        return [(f"row {i + 1}", [(i, c) for c in range(n)], self.outside["left"][i]) for i in range(n)] + \
               [(f"column {i + 1}", [(r, i) for r in range(n)], self.outside["top"][i]) for i in range(n)]

    def unsaid(self, fmt: str) -> None:
        if self.clues():
            raise InputError(f"{fmt} cannot hold given cells (only the sums)")


def rules(p, model, options) -> None:
    n = p.rows
    grid = Digits(model, {cell: range(0, n - 1) for cell in p}, name="value")  # 0: black
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    grid.one_per_cell()
    for (r, c), v in p.clues().items():
        with model.tag(f"given {'#' if v == 'black' else v} at {cell_name(r, c)}"):
            model.add([grid.lit((r, c), 0 if v == "black" else v)])
    for name, cells, total in p.lines():
        grid.once_in(cells, range(1, n - 1), exact=True)  # 1..n-2 once
        black = [grid.lit(x, 0) for x in cells]
        exactly(model, black, 2)  # two black cells
        if total is None:
            continue
        # a cell is between the blacks when one is before it and one after it
        before, after = _any(model, black), _any(model, black[::-1])[::-1]
        lits, weights = [], []
        for i, x in enumerate(cells):
            if before[i] is None or after[i] is None:
                continue
            for d, v in grid.lits(x):
                if d:
                    t = model.aux()  # x is between the blacks and holds d
                    model.add_all([[-t, before[i]], [-t, after[i]], [-t, v], [t, -before[i], -after[i], -v]])
                    lits.append(t)
                    weights.append(d)
        with model.tag(f"{total} between the blacks of {name}"):
            pb_equals(model, lits, weights, total)


def _any(model, lits):
    """``out[i]``: one of ``lits[:i]`` is true (None for i = 0)."""
    out, acc = [None], None
    for x in lits[:-1]:
        if acc is None:
            acc = x
        else:
            y = model.aux()
            model.add_all([[-acc, y], [-x, y], [-y, acc, x]])
            acc = y
        out.append(acc)
    return out


def check(p, sol) -> list[str]:
    g, n = sol.grid, p.rows
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} grid"]
    problems = [f"{cell_name(r, c)} holds {g[r][c]!r}, not 0 (black) or 1..{n - 2}" for r, c in p
                if not (isinstance(g[r][c], int) and 0 <= g[r][c] <= n - 2)]
    problems += [f"{cell_name(r, c)} holds {g[r][c]}, the given is {v}" for (r, c), v in p.clues().items()
                 if g[r][c] != (0 if v == "black" else v)]
    if problems:
        return problems
    for name, cells, total in p.lines():
        line = [g[r][c] for r, c in cells]
        if sorted(line) != [0, 0] + list(range(1, n - 1)):
            problems.append(f"{name} does not hold two black cells and 1..{n - 2} once")
        elif total is not None and sum(line[line.index(0) + 1:n - 1 - line[::-1].index(0)]) != total:
            problems.append(f"{name}: the numbers between its black cells do not add up to {total}")
    return problems


def candidates(p):
    n = p.rows
    rows = sorted(set(permutations([0, 0] + list(range(1, n - 1)))))
    return (NUMBERS.solution(grid) for grid in product(rows, repeat=n))


def tiny(rng: random.Random) -> Puzzle:
    n = rng.choice((3, 4, 4))
    hide = rng.choice((0.3, 0.6, 0.9))
    outside = {side: [rng.randint(0, (n - 2) * (n - 1) // 2) if rng.random() > hide else None for _ in range(n)]
               for side in ("top", "left")}
    cells = [[None] * n for _ in range(n)]
    if rng.random() < 0.3:
        cells[rng.randrange(n)][rng.randrange(n)] = rng.choice(["black"] + list(range(1, n - 1)))
    return Puzzle(cells, outside=outside)


def draw_svg(p, sol=None) -> str:
    """The sums around, given cells; the answer's black cells filled, its numbers in blue."""
    b = board_svg(p, "Doppelblock")
    draw_clues(b, p)
    for r, c in p if sol is not None else ():
        if p.cells[r][c] is None:
            b.fill(r, c, "#404040", "shaded") if sol.grid[r][c] == 0 else b.number(r, c, sol.grid[r][c], given=False)
    b.frame()
    return b.document()


# -- puzzlekit's DoppelBlock text: R C K; the column sums; the row sums ---------------------------

def from_puzzlekit(text: str, source: str = "input") -> Puzzle:
    lines = [(no, raw.split()) for no, raw in enumerate(text.splitlines(), 1) if raw.strip()]
    if len(lines) != 3 or len(lines[0][1]) != 3 or not all(t.isdigit() for t in lines[0][1]):
        raise InputError("puzzlekit text: expected 'ROWS COLS K', the column sums and the row sums", source)
    rows, cols, k = (int(t[:4]) for t in lines[0][1])
    if k != cols - 2:
        raise InputError(f"puzzlekit text: K must be COLS - 2 = {cols - 2}", source, lines[0][0])
    sums = []
    for (no, toks), n in zip(lines[1:], (cols, rows)):
        if len(toks) != n or any(t != "-" and not t.isdigit() for t in toks):
            raise InputError(f"puzzlekit text: expected {n} sums or '-'", source, no)
        sums.append([None if t == "-" else int(t[:6]) for t in toks])
    return Puzzle(None, outside={"top": sums[0], "left": sums[1]}, source=source, size=(rows, cols))


def to_puzzlekit(p: Puzzle) -> str:
    p.unsaid("puzzlekit's DoppelBlock text")
    return "\n".join([f"{p.rows} {p.cols} {p.cols - 2}"] + [" ".join("-" if v is None else str(v) for v in p.outside[s])
                                                            for s in ("top", "left")]) + "\n"


def board(rng: random.Random, size, options) -> Puzzle:
    """The empty board ``gridsat generate`` plants an answer on."""
    n = size[0]
    if not 3 <= n <= BOARD.max_size:
        raise InputError(f"--size {n}: Doppelblock grids are 3x3 to {BOARD.max_size}x{BOARD.max_size}")
    return Puzzle([[None] * n for _ in range(n)], outside={"top": [None] * n, "left": [None] * n},
                  source="generated")


def sums(p: Puzzle, sol) -> dict:
    """The clues an answer shows: every line's sum between its black cells."""
    def between(line) -> int:
        first, last = line.index(0), len(line) - 1 - line[::-1].index(0)
        return sum(line[first + 1:last])
    g, n = sol.grid, p.rows
    return {**{("left", i): between([g[i][c] for c in range(n)]) for i in range(n)},
            **{("top", i): between([g[r][i] for r in range(n)]) for i in range(n)}}


GENRE = declare(
    "doppelblock", "Doppelblock", BOARD, NUMBERS, rules, check, module=__name__, puzzle=Puzzle,
    url=Url(("doppelblock",), Seq(("outside", Outside(("top", "left"))))), tiny=tiny, candidates=candidates,
    draw_svg=draw_svg,
    extra_formats=(Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False),),
    generate=Generator(board=board, shows=sums, pose=posed_cells, size=(6, 6), square=True))
