"""Random Nurikabe for ``gridsat generate`` (tests and benchmarks of growing size use it too):
an answer planted at random, each island's size given on a random cell of it; a move changes
the puzzle near a cell other answers shade differently, keeping the answer found an answer
(:func:`improve`); the clues ``--minimal`` takes away become ``?`` (an island of unknown size).

The planted answer starts all shaded; while some 2x2 block is all shaded, one of its cells is
unshaded, chosen so that the shaded cells stay connected and no island grows beyond
``--largest`` cells (6 by default).
"""
from __future__ import annotations

import random

from ...board import one_area
from ...formats import InputError
from ...genre import Generator, Option
from .puzzle import Puzzle, islands

LARGEST = 6


def plant(h: int, w: int, rng: random.Random, largest: int = LARGEST) -> set | None:
    """A random valid shading of an h x w grid with islands of at most ``largest`` cells (the
    shaded cells), or None when the random choices led nowhere."""
    shaded = {(r, c) for r in range(h) for c in range(w)}

    def nbs(r, c):
        return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if 0 <= y < h and 0 <= x < w]

    def flood(start, inside) -> set:
        seen, todo = {start}, [start]
        while todo:
            for nb in nbs(*todo.pop()):
                if nb in inside and nb not in seen:
                    seen.add(nb)
                    todo.append(nb)
        return seen

    def can_open(cell) -> bool:
        rest = shaded - {cell}
        if not rest or len(flood(cell, {cell} | {x for x in _near(cell, h, w, largest) if x not in shaded})) > largest:
            return False
        return len(flood(next(iter(rest)), rest)) == len(rest)

    blocks = [[(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)] for r in range(h - 1) for c in range(w - 1)]
    while True:
        full = [b for b in blocks if all(x in shaded for x in b)]
        if not full:
            return shaded
        block = rng.choice(full)
        options = [x for x in rng.sample(block, 4) if can_open(x)]
        if not options:
            return None
        shaded.discard(options[0])


def _near(cell, h, w, d):
    """The cells within ``d`` steps of ``cell`` (an island of d + 1 cells stays inside)."""
    r, c = cell
    return [(y, x) for y in range(max(0, r - d), min(h, r + d + 1)) for x in range(max(0, c - d), min(w, c + d + 1))
            if abs(y - r) + abs(x - c) <= d]


def make(rng: random.Random, size, options) -> Puzzle:
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Nurikabe (at least 2 cells)")
    largest = (options or {}).get("largest") or LARGEST
    for _ in range(1000):
        shaded = plant(h, w, rng, largest)
        if shaded is not None:
            break
    else:  # pragma: no cover - a 2x2 block can always lose a cell on a grid of 2+ cells
        raise InputError(f"no {h}x{w} Nurikabe answer planted")
    grid = [[None] * w for _ in range(h)]
    for part in islands(Puzzle(size=(h, w)), shaded):
        r, c = rng.choice(part)
        grid[r][c] = len(part)
    return Puzzle(grid, source="generated")


def improve(rng, p: Puzzle, forced):
    """A change near the cells other answers shade differently, keeping the answer found an
    answer: put an island's clue on such a cell of it, or grow an island by such a cell (its
    clue one more), or shade such a cell at the end of an island (its clue one less)."""
    sol = forced.solution
    if sol is None:
        return None
    h, w = p.rows, p.cols
    shaded = set(sol.shaded)
    open_cells = {(lab[1], lab[2]) for lab in forced.open if lab and lab[0] == "shade"}
    parts = islands(p, shaded)
    part_of = {x: i for i, part in enumerate(parts) for x in part}
    sizes = p.sizes
    clue_of = {i: next(x for x in part if x in sizes) for i, part in enumerate(parts)}
    largest = max([1] + [k for k in sizes.values() if k is not None])  # grow no island past it
    moves = []
    for x in sorted(open_cells):
        nbs = p.neighbours(*x)
        if x in part_of and x not in sizes:
            i = part_of[x]
            moves.append(("clue", i, x))
            if sizes[clue_of[i]] is not None and len(parts[i]) > 1:
                moves.append(("shrink", i, x))
        elif x in shaded:
            near = {part_of[y] for y in nbs if y in part_of}
            if len(near) == 1:
                i = near.pop()
                if sizes[clue_of[i]] is not None and len(parts[i]) < largest:
                    moves.append(("grow", i, x))
    rng.shuffle(moves)
    for kind, i, x in moves:
        grid = [list(row) for row in p.cells]
        root = clue_of[i]
        if kind == "clue":
            grid[x[0]][x[1]], grid[root[0]][root[1]] = grid[root[0]][root[1]], None
        elif kind == "grow" and one_area(shaded - {x}):
            grid[root[0]][root[1]] += 1
        elif kind == "shrink" and one_area(set(parts[i]) - {x}) and one_area(shaded | {x}) \
                and not any(all(y in shaded or y == x for y in b) for b in _blocks_at(x, h, w)):
            grid[root[0]][root[1]] -= 1
        else:
            continue
        return Puzzle(grid, source=p.source)
    return None


def _blocks_at(x, h, w):
    r, c = x
    return [[(y, z), (y, z + 1), (y + 1, z), (y + 1, z + 1)] for y in (r - 1, r) for z in (c - 1, c)
            if 0 <= y < h - 1 and 0 <= z < w - 1]


def clues(p: Puzzle) -> list:
    return sorted(p.numbers())


def without(p: Puzzle, gone) -> Puzzle:
    grid = [list(row) for row in p.cells]
    for r, c in gone:
        grid[r][c] = "?"
    return Puzzle(grid, source=p.source)


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=True, size=(10, 10),
                      options=(Option("largest", "--largest", LARGEST,
                                      "Nurikabe: largest island of the planted answer (cells).", kind="int"),))


def generate(h: int, w: int, seed: int = 0, largest: int = LARGEST, minimal: bool = False) -> Puzzle:
    """Puzzle 1 of ``seed`` from the shared driver (:mod:`gridsat.generate`): unique, and with
    ``minimal`` every number needed (the others are ``?``)."""
    from ...generate import generate as drive
    from . import GENRE

    return drive(GENRE, (h, w), seed, 1, {"largest": largest}, minimal=minimal).puzzle
