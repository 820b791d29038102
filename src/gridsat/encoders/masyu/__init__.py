"""Masyu (Mashu; Simon Tatham's Pearl).

Rules: draw one closed loop through the centres of cells, moving horizontally and vertically,
that passes through every pearl.  On a white pearl the loop goes straight, and it turns in at
least one of the two cells next to the pearl along the loop.  On a black pearl the loop turns,
and it goes straight through the next cell on both sides.
"""
from __future__ import annotations

import random

from ...genre import Format, Genre
from .check import check
from .draw import draw, draw_svg
from .formats import (_PIDS, describe, from_json, from_tatham, from_url, parse, sniff, solution_from_json,
                      solution_line, solution_to_json, split, to_json, to_tatham, to_text, to_url)
from .implied import IMPLIED
from .puzzle import MAX_SIZE, Puzzle, Solution, canonical, trace
from .rules import decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of 2x2 to 3x4 cells with a few pearls."""
    h, w = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle(tuple("".join(rng.choice("......WB") for _ in range(w)) for _ in range(h)))


def candidates(p: Puzzle):
    """Every simple cycle of the grid graph (the one-loop rule), each in its canonical order."""
    import networkx as nx

    seen = set()
    for cycle in nx.simple_cycles(p.graph()):
        loop = canonical(cycle)
        if len(loop) >= 4 and loop not in seen:
            seen.add(loop)
            yield Solution(loop)


GENRE = Genre(
    name="masyu", title="Masyu", aliases=("mashu", "pearl"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=_PIDS),
             Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check, implied=IMPLIED, uses=frozenset({"connect"}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "canonical", "trace", "check", "parse", "from_json", "to_json",
           "rules", "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "from_tatham", "to_tatham",
           "tiny", "candidates"]
