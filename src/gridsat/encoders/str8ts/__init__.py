"""Str8ts (puzzlekit: Str8t).

Rules: fill the white cells of an n x n grid with the numbers 1..n so that no number repeats in
a row or a column (a number in a black cell counts as used there too), and every run of white
cells between black cells or the edge, across or down, holds a set of consecutive numbers in
any order (a "straight").  Given numbers stand.
"""
from __future__ import annotations

import random
from functools import cached_property
from itertools import permutations, product

from ...answers import Numbers, draw_svg as board_svg
from ...board import Board, Cells
from ...cardinality import at_most
from ...context import ANSWERS_ONLY
from ...declare import declare
from ...formats import InputError
from ...genre import Format, Generator, Part, posed_cells
from ...latin import Digits
from ...render.svg import INK
from ...render.text import cell_name

MAX = 12
BLACK = {"x": "black", "#": "black", **{f"{d}x": f"{d}x" for d in range(1, MAX + 1)},
         **{f"x{d}": f"{d}x" for d in range(1, MAX + 1)}}  # "3x" (or "x3"): a black cell with a 3
BLACKS = frozenset(BLACK.values())
BOARD = Board(cells=Cells(numbers=(1, MAX), symbols=BLACK), square=True, spaced=True, max_size=MAX)
NUMBERS = Numbers()  # the answer: 0 on a black cell


SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle the given numbers before encoding")


class Puzzle(BOARD.puzzle_type("str8ts", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        for (r, c), v in self.clues().items():
            if self.white(r, c) and v > self.rows:  # (a black cell's number past n rules nothing out)
                raise InputError(f"{cell_name(r, c)}: {self.digit(r, c)} is more than {self.rows}", self.source,
                                 cell=(r, c))

    def white(self, r: int, c: int) -> bool:
        v = self.cells[r][c]
        return not (isinstance(v, str) and v in BLACKS)

    def digit(self, r: int, c: int) -> int:
        """The number in a cell (a given, or a black cell's), 0 for none."""
        v = self.cells[r][c]
        return v if isinstance(v, int) else int(v[:-1]) if v and v != "black" else 0

    @cached_property
    def lines(self):
        """``(name, cells)`` of every row and column."""
        n = self.rows
        return [(f"row {i + 1}", [(i, c) for c in range(n)]) for i in range(n)] + \
               [(f"column {i + 1}", [(r, i) for r in range(n)]) for i in range(n)]

    @cached_property
    def runs(self):
        """Every run of white cells across or down (in order)."""
        out: list = []
        for _, cells in self.lines:
            run: list = []
            for cell in cells + [None]:
                if cell is not None and self.white(*cell):
                    run.append(cell)
                elif run:
                    out.append(run)
                    run = []
        return out


def rules(p, model, options):
    n = p.rows
    shown = {x: p.digit(*x) for x in p if p.digit(*x)}  # givens and black cells' numbers
    for name, cells in p.lines:  # no number twice in a line (black cells' numbers count)
        line = [shown[x] for x in cells if x in shown]
        for d in sorted({d for d in line if line.count(d) > 1}):
            with model.tag(f"{d} twice in {name}"):
                model.add([])
    givens = {x: d for x, d in shown.items() if p.white(*x)}
    settle = options.on(SETTLE)  # givens settled: no variables, their numbers out of their lines
    seen = shown if settle else {}  # (else the shown numbers are clues of their own, below)
    rows, cols = [set() for _ in range(n)], [set() for _ in range(n)]
    for (r, c), d in seen.items():
        rows[r].add(d)
        cols[c].add(d)
    near = {(r, c): rows[r] | cols[c] for r, c in p if p.white(r, c) and not (settle and (r, c) in givens)}
    # a white cell holds one of 1..n: not a number shown elsewhere in its row or column
    grid = Digits(model, {x: [d for d in range(1, n + 1) if d not in ban] for x, ban in near.items()},
                  givens if settle else {}, "value")
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    grid.one_per_cell()
    for (r, c), d in sorted(shown.items()) if not settle else ():
        with model.tag(f"given {d} at {cell_name(r, c)}" if p.white(r, c) else f"{d} in the black cell {cell_name(r, c)}"):
            if p.white(r, c):
                model.add([grid.lit((r, c), d)])
            else:
                model.add_all([-v] for y in {*p.lines[r][1], *p.lines[n + c][1]} for v in [grid.lit(y, d)] if v)
    for _, cells in p.lines:
        for lits in grid.holding(cells).values():
            if len(lits) > 1:
                at_most(model, lits, 1)
    for run in p.runs:  # a run of k cells: no two of its numbers k or more apart
        holding = grid.holding(run)
        held = {d: model.aux() for d in holding}
        for d, lits in holding.items():
            model.add_all([-v, held[d]] for v in lits)
        fixed = {grid.settled[x] for x in run if x in grid.settled}
        model.add_all([-held[b]] for a in fixed for b in held if abs(b - a) >= len(run))
        model.add_all([-held[a], -held[b]] for a in held for b in range(a + len(run), n + 1) if b in held)
    return grid


def decode(p, model, values, grid):
    def value(x) -> int:
        if not p.white(*x) or grid is None:
            return 0
        return grid.settled.get(x) or next((d for d, v in grid.lits(x) if values.get(v)), 0)
    return NUMBERS.solution(tuple(tuple(value((r, c)) for c in range(p.cols)) for r in range(p.rows)))


def check(p, sol) -> list[str]:
    g, n = sol.grid, p.rows
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} grid"]
    problems = [f"{cell_name(r, c)} holds {g[r][c]!r}, not 1..{n}" for r, c in p
                if p.white(r, c) and g[r][c] not in range(1, n + 1)]
    problems += [f"the black cell {cell_name(r, c)} holds {g[r][c]!r}, not 0" for r, c in p
                 if not p.white(r, c) and g[r][c] != 0]
    problems += [f"{cell_name(r, c)} holds {g[r][c]}, the given is {v}" for (r, c), v in p.clues().items()
                 if p.white(r, c) and g[r][c] != v]
    if problems:
        return problems
    for name, cells in p.lines:
        seen = [g[r][c] if p.white(r, c) else p.digit(r, c) for r, c in cells]
        problems += [f"{d} repeats in the line of {cell_name(*cells[0])} and {cell_name(*cells[-1])}"
                     for d in sorted(set(seen) - {0}) if seen.count(d) > 1]
    for run in p.runs:
        digits = sorted(g[r][c] for r, c in run)
        if digits != list(range(digits[0], digits[0] + len(run))):
            problems.append(f"the compartment at {cell_name(*run[0])} holds {digits}, not consecutive numbers")
    return problems


def candidates(p):
    n = p.rows
    rows = []
    for r in range(n):
        whites = [c for c in range(n) if p.white(r, c)]
        used = {p.digit(r, c) for c in range(n) if not p.white(r, c)}
        rows.append([tuple(dict(zip(whites, pick)).get(c, 0) for c in range(n))
                     for pick in permutations([d for d in range(1, n + 1) if d not in used], len(whites))])
    return (NUMBERS.solution(grid) for grid in product(*rows))


def tiny(rng: random.Random) -> Puzzle:
    """3x3 or 4x4 (two black cells a row), black cells placed so that the board alone has an
    answer (a board without one would leave no clue to blame); some numbered, a given or not."""
    n = rng.choice((3, 3, 4))
    while True:
        cells = [[None] * n for _ in range(n)]
        for r in range(n):
            for c in rng.sample(range(n), rng.randint(0, 1) if n == 3 else 2):
                cells[r][c] = "black"
        board = Puzzle(cells)
        if any(not check(board, s) for s in candidates(board)):
            break
    for r, c in [(r, c) for r in range(n) for c in range(n) if cells[r][c] and rng.random() < 0.4]:
        cells[r][c] = f"{rng.randint(1, n)}x"
    if rng.random() < 0.4:
        r, c = rng.randrange(n), rng.randrange(n)
        if cells[r][c] is None:
            cells[r][c] = rng.randint(1, n)
    return Puzzle(cells)


def draw_svg(p, sol=None) -> str:
    """Black cells filled (their numbers in white), givens in ink, the answer's numbers in blue."""
    b = board_svg(p, "Str8ts")
    b.grid()
    for r, c in p:
        if not p.white(r, c):
            b.fill(r, c, INK, "black")
            if p.digit(r, c):
                b.text(*b.centre(r, c), str(p.digit(r, c)), b.cell * 0.5, "white", "given", "bold")
        elif p.cells[r][c] is not None or sol is not None:
            b.number(r, c, p.cells[r][c] or sol.grid[r][c], given=p.cells[r][c] is not None)
    b.frame()
    return b.document()


# -- puzzlekit's Str8t text: R C; R x C of '-' (white), a digit (white given), 'x' (black), 'Nx' ----

def from_puzzlekit(text: str, source: str = "input") -> Puzzle:
    lines = [(no, raw.split()) for no, raw in enumerate(text.splitlines(), 1) if raw.strip()]
    if not lines or len(lines[0][1]) != 2 or not all(t.isdigit() for t in lines[0][1]):
        raise InputError("puzzlekit text: the first line must be 'ROWS COLS'", source, lines[0][0] if lines else None)
    rows, cols = (int(t[:4]) for t in lines[0][1])
    if len(lines) != rows + 1 or any(len(toks) != cols for _, toks in lines[1:]):
        raise InputError(f"puzzlekit text: expected {rows} rows of {cols} cells", source)
    try:
        cells = [[BOARD.cells.read("." if t == "-" else t) for t in toks] for _, toks in lines[1:]]
    except ValueError as e:
        raise InputError(f"puzzlekit text: {e}", source) from None
    return Puzzle(cells, source=source)


def to_puzzlekit(p: Puzzle) -> str:
    def token(r: int, c: int) -> str:
        v = p.cells[r][c]
        return "-" if v is None else str(v) if p.white(r, c) else BOARD.cells.token(v)
    return "\n".join([f"{p.rows} {p.cols}"] + [" ".join(token(r, c) for c in range(p.cols)) for r in range(p.rows)]) + "\n"


def board(rng: random.Random, size, options) -> Puzzle:
    """A random board for ``gridsat generate``: black cells (about one in five, symmetric under a
    half turn), the white ones empty (the driver plants an answer, or tries another board)."""
    n = size[0]
    if n < 3 or n > MAX:
        raise InputError(f"--size {n}: Str8ts grids are 3x3 to {MAX}x{MAX}")
    cells = [[None] * n for _ in range(n)]
    for r, c in rng.sample([(r, c) for r in range(n) for c in range(n)], round(n * n / 10)):
        cells[r][c] = cells[n - 1 - r][n - 1 - c] = "black"
    return Puzzle(cells, source="generated")


def givens(p: Puzzle, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): every white cell's number, as a given."""
    return {(r, c): sol.grid[r][c] for r, c in p if p.white(r, c)}


GENRE = declare(
    "str8ts", "Str8ts", BOARD, NUMBERS, rules, check, module=__name__, puzzle=Puzzle, aliases=("str8t", "straights"),
    tiny=tiny, candidates=candidates, decode=decode, draw_svg=draw_svg, extra_formats=(Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False),),
    generate=Generator(board=board, shows=givens, pose=posed_cells, size=(9, 9), square=True))
