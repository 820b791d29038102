"""Star Battle (also sold as Parks).

Rules: an n x n grid divided into regions.  Place stars so that every row, every column and
every region holds exactly m stars, and no two stars touch, not even diagonally.  Cells that
belong to no region (some "non-regular" Parks levels) never hold a star.
"""
from __future__ import annotations

import random
from itertools import combinations, product

from ...formats.puzzlekit import format_for
from ...genre import Format, Genre
from .check import check
from .draw import draw, draw_svg
from .generate import GENERATOR
from .formats import describe, from_json, from_url, parse, sniff, split, to_json, to_text, to_url
from .puzzle import MAX_SIZE, STARS, Puzzle, Solution
from .rules import rules


def tiny(rng: random.Random) -> Puzzle:
    """A random 4x4 or 5x5 one-star map: regions grown from n random seeds."""
    n = rng.choice((4, 5))
    label = {}
    for i, cell in enumerate(rng.sample([(r, c) for r in range(n) for c in range(n)], n)):
        label[cell] = i
    while len(label) < n * n:
        (r, c), lab = rng.choice(list(label.items()))
        nxt = (r + rng.choice((-1, 0, 1)), c + rng.choice((-1, 0, 1)))
        if nxt not in label and 0 <= nxt[0] < n and 0 <= nxt[1] < n and (nxt[0] == r or nxt[1] == c):
            label[nxt] = lab
    return Puzzle(tuple(tuple(label[r, c] for c in range(n)) for r in range(n)), 1)


def candidates(p: Puzzle):
    """Every placement with m stars in each row (the brute force of the contract test)."""
    rows = [list(combinations(range(p.size), p.stars)) for _ in range(p.size)]
    for choice in product(*rows):
        yield Solution(tuple((r, c) for r, cols in enumerate(choice) for c in cols))


GENRE = Genre(
    name="starbattle", title="Star Battle", aliases=("parks", "star-battle", "stars"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("starbattle",)), format_for("starbattle", from_json, to_json)),
    rules=rules, decode=lambda p, model, values, info=None: STARS.decode(p, model, values), check=check,
    solution_to_json=STARS.to_json, solution_from_json=STARS.from_json, solution_line=STARS.line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "draw", "draw_svg", "to_text", "from_url", "to_url"]
