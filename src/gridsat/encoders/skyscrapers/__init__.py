"""Skyscrapers (Towers).

Rules: fill an n x n grid with towers of heights 1..n so that every row and every column
holds each height once (a Latin square).  A clue outside the grid says how many towers are
seen from there, looking along its row or column: a tower hides every lower tower behind it.
Given heights stand.
"""
from __future__ import annotations

import random

from ...answers import LatinDigits
from ...board import SIDES
from ...declare import OneLine, Url, declare
from ...formats.codecs import Number16, Optional, Outside, Seq, empty_grid
from ...latin import latin_squares
from .formats import GAME_ID, from_json, from_tatham, parse, to_json, to_tatham, to_text
from .implied import IMPLIED
from .puzzle import BOARD, MAX_SIZE, Puzzle, clue_name, line_from
from .rules import rules

HEIGHTS = LatinDigits("height", "each height")
Solution = HEIGHTS.solution


def count_seen(heights) -> int:
    """How many towers one sees looking along ``heights`` (nearest first)."""
    seen, highest = 0, 0
    for h in heights:
        if h > highest:
            seen, highest = seen + 1, h
    return seen


def check(p, sol) -> list[str]:
    return HEIGHTS.check(p, sol, p.givens, lambda g: [
        f"{m} towers are seen from {clue_name(side, i)}, the clue says {k}" for side, i, k, cells in p.sight_lines()
        if (m := count_seen([g[r][c] for r, c in cells])) != k])


def draw(p, sol=None, ascii: bool = False) -> str:
    n, w = p.size, len(str(p.size))
    top, bottom, left, right = (p.outside[side] for side in ("top", "bottom", "left", "right"))
    grid = sol.grid if sol else p.givens

    def cells(values) -> str:
        return " ".join((str(v) if v else ".").rjust(w) for v in values)

    bar = "|" if ascii else "│"
    rows = [f"{cells([left[r]])} {bar} {cells(grid[r])} {bar} {cells([right[r]])}" for r in range(n)]
    return "\n".join([f"Skyscrapers {n}x{n}", " " * (w + 3) + cells(top), *rows, " " * (w + 3) + cells(bottom)])


def tiny(rng: random.Random) -> Puzzle:
    """A 3x3 or 4x4 board with a few clues and givens, mostly read off a random Latin square
    (the planted answer), sometimes wrong."""
    n = rng.choice((3, 3, 4))
    square = rng.choice(latin_squares(n))
    outside = {}
    for side in SIDES:
        clues = []
        for i in range(n):
            k = None
            if rng.random() < 0.4:
                k = count_seen([square[r][c] for r, c in line_from(side, i, n)])
                if rng.random() < 0.15:
                    k = rng.randint(1, n)
            clues.append(k)
        outside[side] = clues
    givens = [[None] * n for _ in range(n)]
    for r, c in rng.sample([(r, c) for r in range(n) for c in range(n)], rng.randint(0, 2)):
        givens[r][c] = square[r][c] if rng.random() < 0.8 else rng.randint(1, n)
    return Puzzle(givens, outside=outside)


GENRE = declare(
    "skyscrapers", "Skyscrapers (Towers)", BOARD, HEIGHTS, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("towers", "skyscraper"), native=parse, to_text=to_text, from_json=from_json, to_json=to_json,
    url=Url(("skyscrapers", "building", "skyscraper"),
            Seq(("outside", Outside(SIDES)), ("cells", Optional(Number16(), empty_grid)))),
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=tiny, implied=IMPLIED,
    decode=lambda p, model, values, info: HEIGHTS.decode(p, model, values, info["grid"]), draw=draw,
    describe=lambda p: {"size": f"{p.size}x{p.size}", "clues": len(p.sight_lines()), "givens": len(p.given())})
parse, sniff, from_url, to_url = GENRE.parse, GENRE.sniff, GENRE.declared.from_url, GENRE.declared.to_url
