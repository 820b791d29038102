"""Sudoku and its variants: n x n boards with boxes of r x c cells, jigsaw, X and killer.

Rules: fill every cell with a digit 1..n so that every row, every column and every box
(jigsaw: every irregular region) holds each digit exactly once.  Variants combine:

* X: both main diagonals also hold each digit exactly once;
* killer: the board is divided into cages; the digits of a cage differ and add up to the
  cage's sum.
"""
from __future__ import annotations

import random

from ...formats import InputError
from ...formats.puzzlekit import format_for
from ...genre import Format, Genre
from ...latin import latin_squares
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_url, parse, pzprjs_box, sniff, solution_from_json,
                      solution_line, solution_to_json, split, to_json, to_text, to_url)
from .puzzle import MAX_SIZE, SYMBOLS, Cage, Puzzle, Solution, default_box
from .encoding import batch, decode, rules
from .tatham import from_solo_id, to_solo_id
from .generate import GENERATOR

_JIGSAWS_4 = ("AABB AABB CCDD CCDD", "AAAB CABB CCDB CDDD", "AABB CABB CADD CCDD", "ABBB AACB DACC DDDC")


def tiny(rng: random.Random) -> Puzzle:
    """A random 4x4 board with a few givens (mostly the planted answer's digits, sometimes a
    wrong one), now and then jigsaw regions, the X rule or killer cages."""
    n = 4
    digit = rng.sample(range(1, n + 1), n)
    plant = [[digit[(2 * r + r // 2 + c) % n] for c in range(n)] for r in range(n)]  # a 2x2-box answer
    regions = None
    if rng.random() < 0.2:
        regions = tuple(tuple(row) for row in rng.choice(_JIGSAWS_4).split())
    x = rng.random() < 0.25
    cages = random_cages(plant, rng) if rng.random() < 0.25 else ()
    for _ in range(20):
        givens = [[0] * n for _ in range(n)]
        for r, c in rng.sample([(r, c) for r in range(n) for c in range(n)], rng.randint(2, 5)):
            givens[r][c] = plant[r][c] if rng.random() < 0.8 else rng.randint(1, n)
        try:
            return Puzzle(tuple(map(tuple, givens)), None, regions, x, cages)
        except InputError:
            continue  # clashing givens: draw again
    return Puzzle(tuple((0,) * n for _ in range(n)), None, regions, x, cages)


def random_cages(board, rng: random.Random) -> tuple[Cage, ...]:
    """Cages of 1 to 3 cells covering the board, summing to the board's digits (or to the
    smallest feasible sum when a cage repeats a digit of the board)."""
    n = len(board)
    owner: dict = {}
    cages = []
    for r in range(n):
        for c in range(n):
            if (r, c) in owner:
                continue
            cells = [(r, c)]
            owner[r, c] = len(cages)
            for _ in range(rng.randint(0, 2)):
                grow = [(a + dr, b + dc) for a, b in cells for dr, dc in ((0, 1), (1, 0))
                        if a + dr < n and b + dc < n and (a + dr, b + dc) not in owner]
                if not grow:
                    break
                cell = rng.choice(grow)
                owner[cell] = len(cages)
                cells.append(cell)
            cells.sort()
            total = sum(board[a][b] for a, b in cells)
            if len({board[a][b] for a, b in cells}) < len(cells):
                total = sum(range(1, len(cells) + 1))
            cages.append(Cage(total, tuple(cells)))
    return tuple(cages)


def candidates(p: Puzzle):
    """Every n x n Latin square (rows and columns each hold every digit once): the brute
    force of the contract test, which keeps those the checker accepts."""
    for grid in latin_squares(p.size):
        yield Solution(grid)


GENRE = Genre(
    name="sudoku", title="Sudoku (boxes, jigsaw, X, killer)",
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("sudoku",)),
             Format("tatham", from_solo_id, to_solo_id), format_for("sudoku", from_json, to_json)),
    rules=rules, decode=decode, check=check, uses=frozenset({"pb"}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, batch=batch,
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "SYMBOLS", "Cage", "Puzzle", "Solution", "default_box", "check", "parse",
           "from_json", "to_json", "to_text", "rules", "decode", "draw", "draw_svg", "solution_line",
           "solution_to_json", "solution_from_json", "describe", "from_url", "to_url", "pzprjs_box",
           "from_solo_id", "to_solo_id", "tiny", "candidates"]
