"""Nurikabe.

Rules: shade some cells so that every clue lies in an unshaded island (orthogonally connected
unshaded cells) of exactly that many cells holding exactly one clue (a ``?`` clue: an island
of any size); every island holds a clue; the shaded cells are orthogonally connected; no 2x2
block is all shaded.  Clue cells stay unshaded.
"""
from __future__ import annotations

import random
from itertools import combinations

from ...genre import Format, Genre, Option
from .check import check
from .draw import draw, draw_svg
from .generate import GENERATOR
from .formats import (describe, from_json, from_url, parse, sniff, solution_from_json, solution_line,
                      solution_to_json, to_json, to_text, to_url)
from .implied import IMPLIED
from .puzzle import EMPTY, MAX_SIZE, UNKNOWN, Puzzle, Solution, islands
from .rules import ISLAND_RULES, Info, decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 10 cells (3x3, 2x4, ...) with one to three clues (1-4 or '?')."""
    h, w = rng.choice([(1, 3), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (3, 3), (2, 5)])
    grid = [[EMPTY] * w for _ in range(h)]
    for r, c in rng.sample([(r, c) for r in range(h) for c in range(w)], rng.randint(1, min(3, h * w))):
        grid[r][c] = rng.choice([k for k in (1, 1, 2, 2, 3, 4, UNKNOWN) if k <= h * w])
    return Puzzle(tuple(map(tuple, grid)))


def candidates(p: Puzzle):
    """Every set of shaded cells without a clue (the brute force of the contract test)."""
    free = [cell for cell in p.cells() if cell not in p.clues]
    return (Solution(tuple(s)) for k in range(len(free) + 1) for s in combinations(free, k))


GENRE = Genre(
    name="nurikabe", title="Nurikabe", puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("nurikabe",)),),
    rules=rules, decode=decode, check=check, implied=IMPLIED,
    options=(Option("island_rule", "--island-rule", "each",
                    "Nurikabe: connect each island on its own (each) or all islands by one reach from "
                    "the clues (one).", kind="choice", choices=ISLAND_RULES),),
    uses=frozenset({"connect"}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "EMPTY", "UNKNOWN", "Puzzle", "Solution", "Info", "check", "parse", "from_json",
           "to_json", "rules", "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "islands", "tiny",
           "candidates"]
