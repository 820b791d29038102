"""Kakuro (Cross Sums).

Rules: fill every white cell with a digit 1-9 so that each run of white cells (across or
down) adds up to the clue before it and holds no digit twice.
"""
from __future__ import annotations

import random
from itertools import product

from ...genre import Format, Genre, Option
from .candidates import digit_sets
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_url, parse, sniff, solution_from_json, solution_line,
                      solution_to_json, to_json, to_text, to_url)
from .implied import IMPLIED
from .puzzle import MAX_SIZE, Puzzle, Run, Solution
from .rules import decode, rules
from .sums import RUN_SUMS


def tiny(rng: random.Random) -> Puzzle:
    """A frame of clue cells round at most 2x3 cells, one to four of them white, with the sums
    of a random filling (repeats allowed, so sometimes no answer), a clue sometimes one more
    or left out."""
    h, w = rng.randint(1, 2), rng.randint(1, 3)
    cells = [(r, c) for r in range(h) for c in range(w)]
    chosen = set(rng.sample(cells, rng.randint(1, min(4, len(cells)))))
    white = [[(r, c) in chosen for c in range(w)] for r in range(h)]
    digit = [[rng.randint(1, 4) if white[r][c] else 0 for c in range(w)] for r in range(h)]
    grid = [[[None, None] for _ in range(w + 1)] for _ in range(h + 1)]
    for r in range(h + 1):
        for c in range(w + 1):
            if r and c and white[r - 1][c - 1]:
                grid[r][c] = None
    for r in range(h + 1):
        for c in range(w + 1):
            if grid[r][c] is None:
                continue
            for k, (dr, dc) in enumerate(((1, 0), (0, 1))):
                y, x, total = r + dr, c + dc, 0
                while y <= h and x <= w and grid[y][x] is None:
                    total += digit[y - 1][x - 1]
                    y, x = y + dr, x + dc
                if total and rng.random() < 0.9:
                    grid[r][c][k] = total + (rng.random() < 0.15)
    return Puzzle(tuple(tuple(None if cell is None else tuple(cell) for cell in row) for row in grid))


def candidates(p: Puzzle):
    """Every filling of the white cells with digits 1-9, none above a clue of its runs (that
    run's sum rule alone rules those out): the brute force of the contract test."""
    white = p.white
    top = {cell: 9 for cell in white}
    for run in p.runs:
        for cell in run.cells:
            top[cell] = min(top[cell], run.clue or 9)
    for digits in product(*(range(1, top[cell] + 1) for cell in white)):
        fill = dict(zip(white, digits))
        yield Solution(tuple(tuple(fill.get((r, c), 0) for c in range(p.width)) for r in range(p.height)))


GENRE = Genre(
    name="kakuro", title="Kakuro", aliases=("cross-sums", "crosssums"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("kakuro",)),),
    rules=rules, decode=decode, check=check, implied=IMPLIED,
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
    options=(Option("run_sums", "--run-sums", "sets",
                    "how a run's sum is encoded: sets (the digit sets that add up to the clue, one "
                    "chosen) or pb (a weighted sum through --pb)", "choice", tuple(RUN_SUMS)),),
    uses=frozenset({"pb"}),
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Run", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "tiny", "candidates", "digit_sets"]
