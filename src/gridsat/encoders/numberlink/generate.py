"""Random Numberlink for ``gridsat generate`` (strict rule: every cell on a line): a random
path through every cell (a snake shuffled by backbite moves) cut into lines; a move cuts the
line through an open segment in two (the answer stays an answer); the clues ``--minimal`` may
take away are whole pairs (not monotone: the answer may change, so every removal is re-proved)."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle


def make(rng: random.Random, size, options) -> Puzzle:
    h, w = size
    if h * w < 4:
        raise InputError(f"a {h}x{w} grid is too small for Numberlink (at least 4 cells)")
    path = _snake(rng, h, w)
    longest = max(3, h * w // 5)
    lines, i = [], 0
    while i < len(path):
        k = rng.randint(3, longest)
        if len(path) - (i + k) < 3:  # no short tail: the last line takes it
            k = len(path) - i
        lines.append(path[i:i + k])
        i += k
    return _puzzle(h, w, lines)


def _snake(rng, h: int, w: int) -> list:
    """A random Hamiltonian path of the grid: rows back and forth, then backbite moves (an end
    steps onto a neighbour on the path and the piece beyond it turns round)."""
    path = [(r, c if r % 2 == 0 else w - 1 - c) for r in range(h) for c in range(w)]
    for _ in range(6 * h * w):
        if rng.random() < 0.5:
            path.reverse()
        r, c = path[-1]
        nbs = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
               if 0 <= r + dr < h and 0 <= c + dc < w and (len(path) < 2 or (r + dr, c + dc) != path[-2])]
        if not nbs:
            continue
        i = path.index(rng.choice(nbs))
        path[i + 1:] = path[i + 1:][::-1]
    return path


def _puzzle(h: int, w: int, lines) -> Puzzle:
    grid = [[None] * w for _ in range(h)]
    ends = sorted((min(line[0], line[-1]), max(line[0], line[-1])) for line in lines)
    for k, (a, b) in enumerate(ends, 1):  # numbered in reading order of their first end
        grid[a[0]][a[1]] = grid[b[0]][b[1]] = str(k)
    return Puzzle(tuple(map(tuple, grid)), source="generated", numeric=True)


def improve(rng, p: Puzzle, forced):
    """Cut a line of the answer found in two, at (or near) a segment that some answers do not
    draw: each part keeps at least three cells (two when the line is shorter than six)."""
    sol = forced.solution
    if sol is None:
        return None
    lines = [list(cells) for _, cells in sol.paths]
    open_edges = [(lab[1], lab[2]) for lab in forced.open if lab[0] == "line"]
    rng.shuffle(open_edges)
    for u, _ in open_edges[:20] or [(None, None)]:
        k = next((k for k, line in enumerate(lines) if u in line), None) if u else None
        if k is None:
            k = rng.randrange(len(lines))
        line = lines[k]
        if len(line) < 4:
            continue
        least = 3 if len(line) >= 6 else 2  # no two-cell line where a longer one fits
        at = line.index(u) if u in line else rng.randrange(len(line))
        cut = min(max(at, least - 1), len(line) - least - 1)  # line[:cut + 1], line[cut + 1:]
        return _puzzle(p.height, p.width, lines[:k] + [line[:cut + 1], line[cut + 1:]] + lines[k + 1:])
    return None


def clues(p: Puzzle) -> list:
    return list(p.labels)


def without(p: Puzzle, gone) -> Puzzle:
    gone = set(gone)
    grid = tuple(tuple(None if x in gone else x for x in row) for row in p.grid)
    return Puzzle(grid, source=p.source, numeric=p.numeric)


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=False, size=(7, 7))
