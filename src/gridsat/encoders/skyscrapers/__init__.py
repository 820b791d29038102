"""Skyscrapers (Towers).

Rules: fill an n x n grid with towers of heights 1..n so that every row and every column
holds each height once (a Latin square).  A clue outside the grid says how many towers are
seen from there, looking along its row or column: a tower hides every lower tower behind it.
Given heights stand.
"""
from __future__ import annotations

import random

from ...genre import Format, Genre
from ...latin import latin_squares
from .check import check, count_seen
from .draw import draw, draw_svg
from .implied import IMPLIED
from .formats import (describe, from_json, from_tatham, from_url, parse, sniff, solution_from_json,
                      solution_line, solution_to_json, split, to_json, to_tatham, to_text, to_url)
from .puzzle import MAX_SIZE, SIDES, Puzzle, Solution, line_from
from .rules import decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A 3x3 or 4x4 board with a few clues and givens, mostly read off a random Latin square
    (the planted answer), sometimes wrong."""
    n = rng.choice((3, 3, 4))
    square = rng.choice(latin_squares(n))
    sides = []
    for side in SIDES:
        clues = []
        for i in range(n):
            k = None
            if rng.random() < 0.4:
                k = count_seen([square[r][c] for r, c in line_from(side, i, n)])
                if rng.random() < 0.15:
                    k = rng.randint(1, n)
            clues.append(k)
        sides.append(tuple(clues))
    givens = [[0] * n for _ in range(n)]
    for r, c in rng.sample([(r, c) for r in range(n) for c in range(n)], rng.randint(0, 2)):
        givens[r][c] = square[r][c] if rng.random() < 0.8 else rng.randint(1, n)
    return Puzzle(n, *sides, tuple(map(tuple, givens)))


def candidates(p: Puzzle):
    """Every n x n Latin square (the brute force of the contract test)."""
    return (Solution(g) for g in latin_squares(p.size))


GENRE = Genre(
    name="skyscrapers", title="Skyscrapers (Towers)", aliases=("towers", "skyscraper"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("skyscrapers", "building", "skyscraper")),
             Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check, implied=IMPLIED,
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "count_seen", "parse", "from_json", "to_json",
           "to_text", "rules", "decode", "draw", "draw_svg", "from_url", "to_url", "from_tatham", "to_tatham",
           "tiny", "candidates", "line_from", "SIDES"]
