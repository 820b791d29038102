"""Hitori (Simon Tatham's Singles).

Rules: a grid of numbers.  Shade cells so that no number appears twice among the unshaded
cells of a row or column, shaded cells never touch orthogonally, and the unshaded cells form
one orthogonally connected area.  (A blank cell, which puzz.link allows, holds no number.)
"""
from __future__ import annotations

import random

from ...genre import Format, Genre
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_tatham, from_url, parse, sniff, solution_from_json,
                      solution_line, solution_to_json, split, to_json, to_tatham, to_text, to_url)
from .implied import IMPLIED
from .puzzle import MAX_NUMBER, MAX_SIZE, Puzzle, Solution
from .rules import decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 3x4 cells holding 1-3, now and then a blank cell."""
    h, w = rng.randint(1, 3), rng.randint(1, 4)
    top = rng.choice((2, 3, 3))
    return Puzzle(tuple(tuple(None if rng.random() < 0.08 else rng.randint(1, top) for _ in range(w))
                        for _ in range(h)))


def candidates(p: Puzzle):
    """Every set of cells no two of which touch orthogonally (the contract test's brute force)."""
    cells = p.cells()

    def grow(i: int, chosen: tuple):
        if i == len(cells):
            yield Solution(chosen)
            return
        yield from grow(i + 1, chosen)
        r, c = cells[i]
        if (r - 1, c) not in chosen and (r, c - 1) not in chosen:
            yield from grow(i + 1, chosen + ((r, c),))
    return grow(0, ())


GENRE = Genre(
    name="hitori", title="Hitori", aliases=("singles",),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("hitori",)),
             Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check, implied=IMPLIED, uses=frozenset({"connect"}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
)

__all__ = ["GENRE", "MAX_NUMBER", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json",
           "to_json", "rules", "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "from_tatham",
           "to_tatham", "tiny", "candidates"]
