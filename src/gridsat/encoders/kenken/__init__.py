"""KenKen (Simon Tatham's Keen, Calcudoku).

Rules: fill the n x n board with digits 1..n so that every row and every column holds each
digit once (a Latin square), and the digits of every cage make the cage's target with its
operation: the sum (+), the product (×), the difference (−, two cells) or the quotient (÷,
two cells).  A one-cell cage gives its digit.  Digits may repeat inside a cage when the
Latin rule allows it.
"""
from __future__ import annotations

import random
from math import prod

from ...genre import Format, Genre, Option
from ...latin import latin_squares
from .cages import MAX_TUPLES
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_tatham, parse, sniff, solution_from_json, solution_line,
                      solution_to_json, split, to_json, to_tatham, to_text)
from .puzzle import MAX_SIZE, Cage, Puzzle, Solution
from .rules import decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random board of 2x2 to 4x4 (mostly 3x3) cut into cages of one to three cells, their
    clues taken from a planted Latin square, now and then one clue changed."""
    n = rng.choice((2, 3, 3, 3, 4))
    shift = rng.sample(range(n), n)
    plant = [[(shift[r] + c) % n + 1 for c in range(n)] for r in range(n)]
    owner: dict = {}
    groups = []
    for r in range(n):
        for c in range(n):
            if (r, c) in owner:
                continue
            cells = [(r, c)]
            owner[r, c] = len(groups)
            for _ in range(rng.choice((0, 1, 1, 2))):
                grow = [(a + dr, b + dc) for a, b in cells for dr, dc in ((0, 1), (1, 0))
                        if a + dr < n and b + dc < n and (a + dr, b + dc) not in owner]
                if grow:
                    cell = rng.choice(grow)
                    owner[cell] = len(groups)
                    cells.append(cell)
            groups.append(sorted(cells))
    cages = []
    for cells in groups:
        vals = [plant[r][c] for r, c in cells]
        ops = ["+", "*"] + (["-"] + ["/"] * (max(vals) % min(vals) == 0) if len(cells) == 2 else [])
        op = "" if len(cells) == 1 and rng.random() < 0.5 else rng.choice(ops)
        target = {"+": sum(vals), "*": prod(vals), "-": max(vals) - min(vals), "/": max(vals) // min(vals),
                  "": vals[0]}[op]
        if rng.random() < 0.1:
            target += rng.choice((-1, 1)) if target > 1 else 1
        cages.append(Cage(tuple(cells), op, target))
    return Puzzle(n, tuple(cages))


def candidates(p: Puzzle):
    """Every n x n Latin square (the brute force keeps those the checker accepts)."""
    return (Solution(grid) for grid in latin_squares(p.size))


GENRE = Genre(
    name="kenken", title="KenKen (Keen, Calcudoku)", aliases=("keen", "calcudoku"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("tatham", from_tatham, to_tatham),),
    rules=rules, decode=decode, check=check, uses=frozenset({"pb"}),
    options=(Option("cages", "--cages", "cnf", "KenKen: write each cage as CNF (the table of its "
                    f"allowed digit tuples, at most {MAX_TUPLES}; a larger sum through the PB builders, a "
                    "larger product as z3 arithmetic) or as z3 integer arithmetic (slow)",
                    kind="choice", choices=("cnf", "z3")),),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
)

__all__ = ["GENRE", "MAX_SIZE", "MAX_TUPLES", "Cage", "Puzzle", "Solution", "check", "parse", "from_json",
           "to_json", "to_text", "rules", "decode", "draw", "draw_svg", "from_tatham", "to_tatham", "describe",
           "solution_line", "solution_to_json", "solution_from_json", "tiny", "candidates"]
