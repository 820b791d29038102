"""Trees and Tents.

Rules: a grid with some trees, and a tent count for some or all rows and columns.  Place tents
so that every tree is paired with exactly one tent orthogonally next to it and every tent with
exactly one tree (a tent may also touch other trees); no tent stands on a tree; tents never
touch, not even diagonally; every row and column with a count holds that many tents.  The
pairing rule makes real puzzles unique (the seed post leaves it out; we do not).  The answer
is the set of tents: two pairings of the same tents are the same answer.
"""
from __future__ import annotations

import random
from itertools import combinations

from ...formats import InputError
from ...formats.puzzlekit import format_for
from ...genre import Format, Genre, Tuning
from .check import check
from .draw import draw, draw_svg
from .formats import (answer, decode_grid, describe, encode_grid, from_json, from_url, game_id, parse, read_seed,
                      read_tatham, sniff, solution_from_json, solution_to_json, split, to_json, to_text, to_url)
from .generate import GENERATOR, plant
from .implied import FLOW_CUTS, IMPLIED
from .puzzle import MAX_SIZE, STEPS, Puzzle, Solution
from .rules import SWITCHES, decode, rules

# CaDiCaL's "--sat" configuration (stable search mode only, lighter subsumption), and no
# bounded variable elimination: on planted 100x100 boards the first answer came about 1.5x
# faster, and the second answer (the "multiple" verdict) in hundredths of a second instead of
# seconds, since stable mode stays close to the answer just blocked; leaving elimination out
# gained about 15% more (benchmarks/results/tents.md).
CADICAL_CONFIG = {"stabilizeonly": 1, "subsumereleff": 60, "elim": 0}


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
        rows = [sum(1 for t in tents if t[0] == r) for r in range(h)]
        cols = [sum(1 for t in tents if t[1] == c) for c in range(w)]
        if rng.random() < 0.3:
            i, j = rng.sample(range(h), 2)
            if rows[i]:
                rows[i], rows[j] = rows[i] - 1, rows[j] + 1
        hide = rng.choice((0.0, 0.0, 0.3, 0.6))
        rows = [None if rng.random() < hide else k for k in rows]
        cols = [None if rng.random() < hide else k for k in cols]
        try:
            return Puzzle(h, w, trees, rows, cols, source="tiny")
        except InputError:
            continue  # a moved count that cannot fit: draw again


def candidates(p: Puzzle):
    """Every set of at most as many tents as trees on the cells that are not trees (a tent
    pairs with a tree, so more tents never pass)."""
    free = [(r, c) for r in range(p.height) for c in range(p.width) if (r, c) not in p.tree_set]
    return (Solution(chosen) for k in range(len(p.trees) + 1) for chosen in combinations(free, k))


GENRE = Genre(
    name="tents", title="Trees and Tents", puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("tents",)), Format("tatham", read_tatham, game_id),
             Format("seed", read_seed), format_for("tents", from_json, to_json)),
    rules=rules, decode=decode, check=check, implied=IMPLIED, uses=frozenset({"pb"}),
    tuning=Tuning(config={"cadical195": CADICAL_CONFIG}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, answer=answer, solution_line=answer,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, generate=GENERATOR,
)
