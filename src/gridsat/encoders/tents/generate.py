"""Random Tents for ``gridsat generate`` (and ``tiny`` puzzles for the contract tests): tree-tent
pairs planted at random with every count given; a move re-plants a tree next to its tent, or a
whole pair elsewhere, keeping one answer an answer; the clues ``--minimal`` may take away are
the row and column counts."""
from __future__ import annotations

import random
from collections import Counter

from ...formats import InputError
from ...genre import Generator
from .puzzle import STEPS, Puzzle

DENSITY = 0.18  # tents per cell (Tatham's 8x8: about 12)


def make(rng: random.Random, size, options) -> Puzzle:
    h, w = size
    if h * w < 4:
        raise InputError(f"a {h}x{w} grid is too small for Tents (at least 4 cells)")
    want = max(1, round(DENSITY * h * w))
    tents: set = set()
    trees: set = set()
    cells = [(r, c) for r in range(h) for c in range(w)]
    rng.shuffle(cells)
    for cell in cells:
        if len(tents) == want:
            break
        plant(rng, h, w, tents, trees, cell)
    return _puzzle(h, w, tents, trees)


def plant(rng, h, w, tents: set, trees: set, cell) -> bool:
    """A tent at ``cell`` and a tree next to it, added to the sets when they fit (else False)."""
    r, c = cell
    if cell in trees or cell in tents or any((r + dr, c + dc) in tents for dr in (-1, 0, 1) for dc in (-1, 0, 1)):
        return False
    spots = [(r + dr, c + dc) for dr, dc in STEPS if 0 <= r + dr < h and 0 <= c + dc < w
             and (r + dr, c + dc) not in tents and (r + dr, c + dc) not in trees]
    if not spots:
        return False
    tents.add(cell)
    trees.add(rng.choice(spots))
    return True


def _puzzle(h, w, tents, trees) -> Puzzle:
    rows = tuple(sum(1 for t in tents if t[0] == r) for r in range(h))
    cols = tuple(sum(1 for t in tents if t[1] == c) for c in range(w))
    return Puzzle(h, w, tuple(sorted(trees)), rows, cols, source="generated")


def improve(rng, p: Puzzle, forced):
    """Near an open cell (mostly): move a tree to another side of its tent, or take the pair
    away and plant a new one at random (the counts follow the answer)."""
    sol = forced.solution
    if sol is None or not sol.pairs:
        return None
    h, w = p.height, p.width
    tents, trees = set(sol.tents), set(p.trees)
    near = {(lab[1], lab[2]) for lab in forced.open}
    close = [(t, x) for t, x in sol.pairs if any(abs(t[0] - r) + abs(t[1] - c) <= 2 for r, c in near)]
    tree, tent = rng.choice(close or list(sol.pairs))
    if rng.random() < 0.5:
        spots = [(tent[0] + dr, tent[1] + dc) for dr, dc in STEPS]
        spots = [s for s in spots if 0 <= s[0] < h and 0 <= s[1] < w and s not in trees and s not in tents]
        if spots:
            trees.discard(tree)
            trees.add(rng.choice(spots))
            return _puzzle(h, w, tents, trees)
    tents.discard(tent)
    trees.discard(tree)
    for _ in range(50):
        if plant(rng, h, w, tents, trees, (rng.randrange(h), rng.randrange(w))):
            return _puzzle(h, w, tents, trees)
    return None


def clues(p: Puzzle) -> list:
    return ([("row", i) for i, k in enumerate(p.rows) if k is not None]
            + [("column", j) for j, k in enumerate(p.columns) if k is not None])


def without(p: Puzzle, gone) -> Puzzle:
    rows, cols = list(p.rows), list(p.columns)
    for what, i in gone:
        (rows if what == "row" else cols)[i] = None
    return Puzzle(p.height, p.width, p.trees, tuple(rows), tuple(cols), source=p.source)


def tiny(rng: random.Random) -> Puzzle:
    """A 3x3..4x4 board with 1-3 trees from a planted answer; sometimes a count moved to
    another line (often no answer left) or some counts unknown (often several answers)."""
    while True:
        h, w = rng.choice(((3, 3), (3, 4), (4, 3), (4, 4)))
        cells = [(r, c) for r in range(h) for c in range(w)]
        rng.shuffle(cells)
        want, tents, trees = rng.randint(1, 3), set(), set()
        for cell in cells:
            if len(tents) == want:
                break
            plant(rng, h, w, tents, trees, cell)
        rows, cols = ([n[i] for i in range(size)] for n, size in ((Counter(r for r, _ in tents), h),
                                                                    (Counter(c for _, c in tents), w)))
        if rng.random() < 0.3:
            i, j = rng.sample(range(h), 2)
            if rows[i]:
                rows[i], rows[j] = rows[i] - 1, rows[j] + 1
        hide = rng.choice((0.0, 0.0, 0.3, 0.6))
        rows, cols = ([None if rng.random() < hide else k for k in counts] for counts in (rows, cols))
        try:
            return Puzzle(h, w, trees, rows, cols, source="tiny")
        except InputError:
            continue  # a moved count that cannot fit: draw again


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=True, size=(8, 8))
