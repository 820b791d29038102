"""Random Light Up for ``gridsat generate``: black cells at random (symmetric under a half
turn), lights planted until every cell is lit, half the black cells numbered; a move numbers
a black cell near an open one, or blackens a dark cell the answer does not need; the clues
``--minimal`` may take away are the numbers."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle

BLACK = 0.2    # of the cells
NUMBERED = 0.5  # of the black cells, at the start


def make(rng: random.Random, size, options) -> Puzzle:
    h, w = size
    if h * w < 4:
        raise InputError(f"a {h}x{w} grid is too small for Light Up (at least 4 cells)")
    black: set = set()
    cells = [(r, c) for r in range(h) for c in range(w)]
    for r, c in rng.sample(cells, round(BLACK * h * w / 2)):
        black |= {(r, c), (h - 1 - r, w - 1 - c)}
    lights: set = set()
    dark = [cell for cell in cells if cell not in black]
    rng.shuffle(dark)
    for cell in dark:  # a light on a cell nobody lights yet sees no other light
        if not _lit(h, w, black, lights, cell):
            lights.add(cell)
    grid = [["." for _ in range(w)] for _ in range(h)]
    for r, c in black:
        grid[r][c] = str(_around(h, w, lights, r, c)) if rng.random() < NUMBERED else "#"
    if not lights:
        raise InputError(f"a {h}x{w} grid is too small for Light Up")
    return Puzzle.of(grid, source="generated")


def _lit(h, w, black, lights, cell) -> bool:
    r, c = cell
    if cell in lights:
        return True
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        y, x = r + dr, c + dc
        while 0 <= y < h and 0 <= x < w and (y, x) not in black:
            if (y, x) in lights:
                return True
            y, x = y + dr, x + dc
    return False


def _around(h, w, lights, r, c) -> int:
    return sum((y, x) in lights for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))


def improve(rng, p: Puzzle, forced):
    sol = forced.solution
    if sol is None:
        return None
    h, w = p.rows, p.cols
    lights = set(sol.lights)
    near = {(lab[1], lab[2]) for lab in forced.open}
    grid = [list(row) for row in p.text_rows()]
    plain = [cell for cell, k in p.black.items() if k is None]
    close = [(r, c) for r, c in plain if any(abs(r - y) + abs(c - x) <= 1 for y, x in near)]
    if close or plain and rng.random() < 0.5:
        r, c = rng.choice(close or plain)
        grid[r][c] = str(_around(h, w, lights, r, c))
        return Puzzle.of(grid, source=p.source)
    black = set(p.black)  # blacken an open cell without a light, if every cell stays lit
    for r, c in rng.sample(sorted(near), len(near)):
        if (r, c) in lights:
            continue
        trial = black | {(r, c)}
        if all(_lit(h, w, trial, lights, cell) for cell in p.white() if cell != (r, c)):
            grid[r][c] = str(_around(h, w, lights, r, c))
            return Puzzle.of(grid, source=p.source)
    return None


def clues(p: Puzzle) -> list:
    return sorted(cell for cell, k in p.black.items() if k is not None)


def without(p: Puzzle, gone) -> Puzzle:
    grid = [list(row) for row in p.text_rows()]
    for r, c in gone:
        grid[r][c] = "#"
    return Puzzle.of(grid, source=p.source)


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=True, size=(7, 7))
