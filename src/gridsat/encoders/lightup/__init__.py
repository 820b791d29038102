"""Light Up (Akari).

Rules: a grid of white and black cells, some black cells numbered 0-4.  Place lights on white
cells so that every white cell is lit (a light lights its row and column up to a black cell
or the edge), no two lights light each other, and a numbered cell has exactly that many
lights next to it (orthogonally).
"""
from __future__ import annotations

import random
from itertools import combinations

from ...genre import Format, Genre
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_tatham, from_url, parse, sniff, solution_from_json,
                      solution_line, solution_to_json, split, to_json, to_tatham, to_text, to_url)
from .generate import GENERATOR
from .puzzle import MAX_SIZE, Puzzle, Solution
from .rules import decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 3x4 cells, about a third black, some of them numbered."""
    h, w = rng.randint(1, 3), rng.randint(1, 4)
    grid = ["".join(rng.choice("......#0123") for _ in range(w)) for _ in range(h)]
    return Puzzle(tuple(grid) if "." in "".join(grid) else ("." * w,) + tuple(grid[1:]))


def candidates(p: Puzzle):
    """Every set of lights on white cells (the brute force of the contract test)."""
    white = p.white()
    return (Solution(tuple(s)) for k in range(len(white) + 1) for s in combinations(white, k))


GENRE = Genre(
    name="lightup", title="Light Up", aliases=("akari", "light-up"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("lightup", "akari")),
             Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check,
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "from_tatham", "to_tatham", "tiny", "candidates"]
