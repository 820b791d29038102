"""Pictures for planted Nonograms: random noise smoothed once (each cell the mean of its 3x3
neighbourhood) and cut at the median, so that the picture has solid areas and some detail
(the idea of Tatham's Pattern generator, written afresh).  The clues of a picture always have
it as an answer; whether it is the only one is for the solver to say."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle, runs


def picture(width: int, height: int, rng: random.Random) -> list[list[int]]:
    noise = [[rng.random() for _ in range(width)] for _ in range(height)]
    smooth = [[0.0] * width for _ in range(height)]
    for r in range(height):
        for c in range(width):
            near = [noise[y][x] for y in range(max(0, r - 1), min(height, r + 2))
                    for x in range(max(0, c - 1), min(width, c + 2))]
            smooth[r][c] = sum(near) / len(near)
    cut = sorted(v for row in smooth for v in row)[width * height // 2]
    return [[int(v >= cut) for v in row] for row in smooth]


def clues_of(grid: list[list[int]], source: str = "planted") -> Puzzle:
    h, w = len(grid), len(grid[0])
    return Puzzle(tuple(runs(row) for row in grid), tuple(runs(grid[r][c] for r in range(h)) for c in range(w)),
                  (), source)


def planted(width: int, height: int, seed: int) -> Puzzle:
    """The clues of a random smoothed picture (unique or not: ask the solver)."""
    return clues_of(picture(width, height, random.Random(seed)), f"planted {width}x{height} seed {seed}")


def unique_planted(width: int, height: int, seed: int, max_flips: int = 500) -> Puzzle:
    """Clues with exactly one answer, planted: a random smoothed picture, and while its clues
    have a second answer, one cell where the two answers differ flipped in the picture (a few
    flips usually do).  RuntimeError when ``max_flips`` do not make it unique."""
    from ... import api

    rng = random.Random(seed)
    grid = picture(width, height, rng)
    for _ in range(max_flips):
        p = clues_of(grid, f"planted {width}x{height} seed {seed}")
        found = api.count(p, 2).solutions
        if len(found) == 1:
            return p
        a, b = found[0].grid, found[1].grid
        r, c = rng.choice([(r, c) for r in range(height) for c in range(width) if a[r][c] != b[r][c]])
        grid[r][c] ^= 1
    raise RuntimeError(f"no unique {width}x{height} picture from seed {seed} in {max_flips} flips")


# -- gridsat generate: the same planting on the shared driver's search -------------------------------

def make(rng: random.Random, size, options) -> Puzzle:
    """The clues of a random smoothed picture (``gridsat generate``'s start)."""
    h, w = size
    if h * w < 4:
        raise InputError(f"a {h}x{w} grid is too small for a Nonogram (at least 4 cells)")
    return clues_of(picture(w, h, rng), "generated")


def improve(rng: random.Random, p: Puzzle, forced):
    """A cell where answers differ flipped in the answer found, and its clues written again."""
    sol = forced.solution
    open_cells = sorted({(lab[1], lab[2]) for lab in forced.open if len(lab) >= 3})
    if sol is None or not open_cells:
        return None
    grid = [list(row) for row in sol.grid]
    r, c = rng.choice(open_cells)
    grid[r][c] ^= 1
    return clues_of(grid, p.source)


GENERATOR = Generator(make=make, improve=improve, size=(10, 10))
