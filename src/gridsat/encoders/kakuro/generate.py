"""Planted Kakuros.  A random pattern of black cells inside a frame of clue cells (every run two
to nine cells long); a random filling with distinct digits in every run, each run leaning to
low or to high digits (sums with few digit sets); the clues its sums.  Then, while the clues
have a second answer: a cell where the two answers differ gets the digit (allowed in its runs)
whose runs' new sums have the fewest digit sets; every tenth time it turns black instead (and
any white cell left alone in a run with it; the other digits stay, so runs stay distinct).
``height`` x ``width`` count the frame (row 0 and column 0)."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from .sums import digit_sets
from .puzzle import Puzzle

Cell = tuple[int, int]


def _runs(white: list[list[bool]]) -> list[tuple[list[Cell], bool]]:
    """``(cells, across)`` of every run of white cells."""
    h, w = len(white), len(white[0])
    out = []
    for across in (True, False):
        outer, inner = (h, w) if across else (w, h)
        for i in range(outer):
            run: list[Cell] = []
            for j in range(inner + 1):
                cell = ((i, j) if across else (j, i)) if j < inner else None
                if cell is not None and white[cell[0]][cell[1]]:
                    run.append(cell)
                elif run:
                    out.append((run, across))
                    run = []
    return out


def _runs_of(white: list[list[bool]]) -> dict[Cell, list[list[Cell]]]:
    out: dict[Cell, list[list[Cell]]] = {}
    for run, _ in _runs(white):
        for cell in run:
            out.setdefault(cell, []).append(run)
    return out


def _lone_cells_black(white: list[list[bool]]) -> None:
    """Turn black every white cell alone in its across or down run (repeatedly)."""
    h, w = len(white), len(white[0])
    changed = True
    while changed:
        changed = False
        for r in range(h):
            for c in range(w):
                if white[r][c] and (not (c > 0 and white[r][c - 1] or c + 1 < w and white[r][c + 1])
                                    or not (r > 0 and white[r - 1][c] or r + 1 < h and white[r + 1][c])):
                    white[r][c] = False
                    changed = True


def pattern(height: int, width: int, rng: random.Random, black: float = 0.3) -> list[list[bool]]:
    """White cells (True) inside a frame of black ones: every run two to nine cells long."""
    white = [[0 < r and 0 < c and rng.random() >= black for c in range(width)] for r in range(height)]
    while True:
        _lone_cells_black(white)
        long = [run for run, _ in _runs(white) if len(run) > 9]
        if not long:
            return white
        for run in long:  # a black cell inside a run too long for distinct digits
            r, c = run[rng.randrange(2, len(run) - 2)]
            white[r][c] = False


def fill(white: list[list[bool]], rng: random.Random) -> dict[Cell, int] | None:
    """Random digits, distinct in every run, each run leaning low or high (backtracking; None
    when it gives up)."""
    lean: dict[Cell, list[bool]] = {}
    for run, _ in _runs(white):
        low = rng.random() < 0.5
        for cell in run:
            lean.setdefault(cell, []).append(low)
    runs_of = _runs_of(white)
    cells = sorted(runs_of)
    digit: dict[Cell, int] = {}
    steps = [0]

    def order(cell: Cell) -> list[int]:
        base = list(range(1, 10)) if all(lean[cell]) else list(range(9, 0, -1)) if not any(lean[cell]) else \
            rng.sample(range(1, 10), 9)
        return sorted(base, key=lambda d: base.index(d) + 2.5 * rng.random())

    def place(i: int) -> bool:
        if i == len(cells):
            return True
        steps[0] += 1
        if steps[0] > 200_000:
            return False
        cell = cells[i]
        used = {digit.get(x) for run in runs_of[cell] for x in run}
        for d in order(cell):
            if d not in used:
                digit[cell] = d
                if place(i + 1):
                    return True
        digit.pop(cell, None)
        return False

    return digit if place(0) else None


def clues_of(white: list[list[bool]], digit: dict[Cell, int], source: str = "planted") -> Puzzle:
    h, w = len(white), len(white[0])
    grid = [[None if white[r][c] else [None, None] for c in range(w)] for r in range(h)]
    for run, across in _runs(white):
        r, c = run[0]
        head = (r, c - 1) if across else (r - 1, c)
        grid[head[0]][head[1]][1 if across else 0] = sum(digit[x] for x in run)
    return Puzzle(tuple(tuple(None if x is None else tuple(x) for x in row) for row in grid), source)


def unique_planted(height: int, width: int, seed: int, black: float = 0.3, max_changes: int = 400) -> Puzzle:
    """Clues with exactly one answer (see the module notes); RuntimeError when ``max_changes``
    repairs do not make it unique."""
    from ... import api

    rng = random.Random(seed)
    while True:
        white = pattern(height, width, rng, black)
        digit = fill(white, rng)
        if digit:
            break
    name = f"planted {width}x{height} seed {seed}"
    for k in range(max_changes):
        p = clues_of(white, digit, name)
        found = api.count(p, 2).solutions
        if len(found) == 1:
            return p
        other = next(s for s in found if any(s.grid[r][c] != d for (r, c), d in digit.items()))
        cell = rng.choice([x for x, d in digit.items() if other.grid[x[0]][x[1]] != d])
        if k % 10 == 9:
            white[cell[0]][cell[1]] = False
            _lone_cells_black(white)
            digit = {x: d for x, d in digit.items() if white[x[0]][x[1]]}
            continue
        new = _fewest_sets(rng, white, digit, cell)
        if new is not None:
            digit[cell] = new
    raise RuntimeError(f"no unique {width}x{height} Kakuro from seed {seed} in {max_changes} changes")


def tiny(rng: random.Random) -> Puzzle:
    """A frame of clue cells round at most 2x3 cells, one to four of them white, with the sums of a
    random filling (repeats allowed: sometimes no answer), a clue sometimes one more or left out."""
    h, w = rng.randint(1, 2), rng.randint(1, 3)
    cells = [(r, c) for r in range(h) for c in range(w)]
    chosen = set(rng.sample(cells, rng.randint(1, min(4, len(cells)))))
    white = [[(r, c) in chosen for c in range(w)] for r in range(h)]
    digit = [[rng.randint(1, 4) if white[r][c] else 0 for c in range(w)] for r in range(h)]
    grid = [[None if r and c and white[r - 1][c - 1] else [None, None] for c in range(w + 1)] for r in range(h + 1)]
    for r in range(h + 1):
        for c in range(w + 1):
            if grid[r][c] is None:
                continue
            for k, (dr, dc) in enumerate(((1, 0), (0, 1))):
                y, x, total = r + dr, c + dc, 0
                while y <= h and x <= w and grid[y][x] is None:
                    total += digit[y - 1][x - 1]
                    y, x = y + dr, x + dc
                if total and rng.random() < 0.9:
                    grid[r][c][k] = total + (rng.random() < 0.15)
    return Puzzle(tuple(tuple(None if cell is None else tuple(cell) for cell in row) for row in grid))


# -- gridsat generate: the same planting on the shared driver's search -------------------------------

def make(rng: random.Random, size, options) -> Puzzle:
    """The sums of a random filling of a random pattern (``gridsat generate``'s start)."""
    h, w = size
    if h < 3 or w < 3:
        raise InputError(f"a {h}x{w} Kakuro is too small (at least 3x3 with its frame of clue cells)")
    while True:
        white = pattern(h, w, rng)
        digit = fill(white, rng) if any(map(any, white)) else None
        if digit:
            return clues_of(white, digit, "generated")


def improve(rng: random.Random, p: Puzzle, forced):
    """A cell where answers differ gets, in the answer found, the digit its runs allow whose
    runs' new sums have the fewest digit sets; the clues are written again."""
    sol = forced.solution
    open_cells = sorted({(lab[1], lab[2]) for lab in forced.open if len(lab) >= 3})
    if sol is None or not open_cells:
        return None
    white = [[x is None for x in row] for row in p.grid]
    digit = {(r, c): sol.grid[r][c] for r in range(len(white)) for c in range(len(white[0])) if white[r][c]}
    cell = rng.choice(open_cells)
    new = _fewest_sets(rng, white, digit, cell)
    if new is None:
        return None
    digit[cell] = new
    return clues_of(white, digit, p.source)


def _fewest_sets(rng: random.Random, white, digit: dict, cell) -> int | None:
    """Another digit for ``cell``, one its runs do not hold yet, whose runs' new sums leave the
    fewest digit sets (ties broken at random); None when no digit is left."""
    runs_of = _runs_of(white)
    used = {digit[x] for run in runs_of[cell] for x in run if x != cell}

    def sets_after(d: int) -> float:
        n = 1
        for run in runs_of[cell]:
            n *= len(digit_sets(len(run), sum(digit[x] for x in run if x != cell) + d))
        return n + rng.random()

    choices = [d for d in range(1, 10) if d not in used and d != digit[cell]]
    return min(choices, key=sets_after) if choices else None


GENERATOR = Generator(make=make, improve=improve, size=(8, 8))
