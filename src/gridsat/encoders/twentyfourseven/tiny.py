"""Tiny random Twenty-Four-Seven instances (a known 7x7 answer with a few numbers left out)
and their brute force: an answer keeps every given and has 4 numbers in each line, so its
other numbers lie in :func:`open_cells`; at most 4 of them, at most 8**4 fillings."""
from __future__ import annotations

import random
from itertools import combinations, product

from .check import check
from .puzzle import KINDS, PER_LINE, SIDES, N, Clue, Puzzle, Solution

# Valid 7x7 answers (row by row, '.' empty).  All but the first have a "swap rectangle" (see
# _swaps): two equal numbers that can move to the other two corners, a second answer.
ANSWERS = ("...77335762...5..456.44...57.4277....6.167656...3", "662...6..737.33.6.4.74...57472.5.6..757.1..5.546.",
           "..74.72175...7.5..636545.6..7.346..74.6.3....6275", "6653...1..775..247.7..7..247..635.6655...47...643",
           ".474..5...74276.65..37.1..7526..66..3647..57..35.", "5.663..7...6523.37..7564...5.6..446.175.7..7.274.",
           ".5.375..346.7..6.5.72265...74.763..7.4.4.57...616")
MAX_OPEN = 4
_EMPTY = Puzzle(N, N, givens=((0,) * N,) * N)


def open_cells(p: Puzzle) -> list[tuple[int, int]]:
    """Cells without a given whose row and column both hold fewer than 4 givens."""
    full_rows = {r for r in range(p.rows) if sum(1 for v in p.givens[r] if v) >= PER_LINE}
    full_cols = {c for c in range(p.cols) if sum(1 for r in range(p.rows) if p.givens[r][c]) >= PER_LINE}
    return [(r, c) for r in range(p.rows) for c in range(p.cols)
            if not p.givens[r][c] and r not in full_rows and c not in full_cols]


def candidates(p: Puzzle):
    """Every filling of :func:`open_cells` with 0..7, the givens kept, every other cell empty."""
    cells = open_cells(p)
    for values in product(range(N + 1), repeat=len(cells)):
        put = dict(zip(cells, values))
        yield Solution(tuple(tuple(put.get((r, c), v) for c, v in enumerate(row)) for r, row in enumerate(p.givens)))


def _swaps(g) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Two equal numbers that can move to the other (empty) corners of their rectangle."""
    out = []
    for r1, r2 in combinations(range(N), 2):
        for c1, c2 in product(range(N), repeat=2):
            if c1 != c2 and g[r1][c1] and g[r1][c1] == g[r2][c2] and not g[r1][c2] and not g[r2][c1]:
                h = [list(row) for row in g]
                h[r1][c1] = h[r2][c2] = 0
                h[r1][c2] = h[r2][c1] = g[r1][c1]
                if not check(_EMPTY, Solution(tuple(map(tuple, h)))):
                    out.append(((r1, c1), (r2, c2)))
    return out


def tiny(rng: random.Random) -> Puzzle:
    """A known answer turned by a random symmetry, all its numbers given but 1 to 4 (or the two
    of a swap rectangle: two answers); sometimes a given changed; up to two outside clues."""
    text = rng.choice(ANSWERS)
    g = [[0 if ch == "." else int(ch) for ch in text[r * N:(r + 1) * N]] for r in range(N)]
    if rng.random() < 0.5:
        g = [list(row) for row in zip(*g)]
    for _ in range(rng.randrange(4)):
        g = [list(row) for row in zip(*g[::-1])]  # a quarter turn
    givens = [list(row) for row in g]
    numbers = [(r, c) for r in range(N) for c in range(N) if g[r][c]]
    swaps = _swaps(g) if rng.random() < 0.4 else []
    if swaps:
        for r, c in rng.choice(swaps):
            givens[r][c] = 0
    else:
        rng.shuffle(numbers)
        for r, c in numbers[:rng.randint(1, 4)]:
            givens[r][c] = 0
            if len(open_cells(Puzzle(N, N, givens=tuple(map(tuple, givens))))) > MAX_OPEN:
                givens[r][c] = g[r][c]
    if rng.random() < 0.2:
        r, c = rng.choice([cell for cell in numbers if givens[cell[0]][cell[1]]])
        givens[r][c] = rng.choice([v for v in range(1, N + 1) if v != g[r][c]])
    clues: list[Clue] = []
    for _ in range(rng.choice((0, 0, 1, 2))):
        side, index, kind = rng.choice(SIDES), rng.randrange(N), rng.choice(KINDS)
        if any((c.side, c.index) == (side, index) for c in clues):
            continue
        values = [g[r][c] for r, c in _EMPTY.line(Clue(side, index, kind, 1))]
        truth = sum(values) if kind == "sum" else next(v for v in values if v)
        clues.append(Clue(side, index, kind, truth if rng.random() < 0.7 else rng.randint(1, 25)))
    return Puzzle(N, N, givens=tuple(map(tuple, givens)), clues=tuple(clues))
