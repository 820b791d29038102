"""Random Hashiwokakero for ``gridsat generate``: the clues of an answer.  Islands whose
numbers are not given (``?``) are put on random cells, with no island beside another (as
Tatham's Bridges); the shared driver plants random bridges among them (all connected), and
every island's number is written, then taken away (back to ``?``) while the puzzle stays
unique."""
from __future__ import annotations

from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle, char_of

ISLANDS = 0.3  # of the cells tried, in random order


def board(rng, size, options) -> Puzzle:
    """Random islands, none beside another, whose possible bridges join them all."""
    h, w = size
    if h * w < 4:
        raise InputError(f"a {h}x{w} grid is too small for Hashiwokakero (at least 4 cells)")
    for _ in range(1000):
        p = _islands(rng, h, w)
        if _joined(p):
            return p
    return p  # (the driver plants again when it has no answer)


def _joined(p: Puzzle) -> bool:
    near: dict = {x: set() for x in p.islands}
    for a, b in p.pairs:
        near[a].add(b)
        near[b].add(a)
    start = next(iter(near))
    seen, todo = {start}, [start]
    while todo:
        for y in near[todo.pop()] - seen:
            seen.add(y)
            todo.append(y)
    return len(seen) == len(near)


def _islands(rng, h: int, w: int) -> Puzzle:
    grid = [["."] * w for _ in range(h)]
    cells = [(r, c) for r in range(h) for c in range(w)]
    for r, c in rng.sample(cells, len(cells)):
        near = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        if rng.random() < ISLANDS and not any(0 <= y < h and 0 <= x < w and grid[y][x] != "." for y, x in near):
            grid[r][c] = "?"
    if sum(row.count("?") for row in grid) < 2:
        grid[0][0], grid[0][min(2, w - 1)] = "?", "?"
    return Puzzle(tuple("".join(row) for row in grid), source="generated")


def shows(p: Puzzle, sol) -> dict:
    count = dict.fromkeys(p.islands, 0)
    for a, b, k in sol.bridges:
        count[tuple(a)] += k
        count[tuple(b)] += k
    return count


def pose(p: Puzzle, numbers: dict) -> Puzzle:
    grid = [list(row) for row in p.grid]
    for (r, c), n in numbers.items():
        grid[r][c] = char_of(n)
    return Puzzle(tuple("".join(row) for row in grid), p.maxb, p.loops, p.adjacent, p.source)


GENERATOR = Generator(board=board, shows=shows, pose=pose, size=(7, 7))
