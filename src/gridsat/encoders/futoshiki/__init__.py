"""Futoshiki (Tatham: Unequal).

Rules: fill an n x n grid with the digits 1..n so that every row and every column holds
each digit once (a Latin square); a sign between two neighbours points at the smaller one;
given digits stand.  Tatham's Adjacent mode replaces the signs: a mark joins neighbours
whose digits differ by one, and neighbours without a mark must not differ by one.
"""
from __future__ import annotations

import random

from ...genre import Format, Genre
from ...latin import latin_squares
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_tatham, parse, sniff, solution_from_json, solution_line,
                      solution_to_json, split, to_json, to_tatham, to_text)
from .puzzle import MAX_SIZE, Puzzle, Solution
from .rules import decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A 3x3 or 4x4 board read off a random Latin square (the planted answer): a few givens
    and signs (now and then a wrong one), or Adjacent mode's marks."""
    n = rng.choice((3, 3, 4))
    square = rng.choice(latin_squares(n))
    cells = [(r, c) for r in range(n) for c in range(n)]
    givens = [[0] * n for _ in range(n)]
    for r, c in rng.sample(cells, rng.randint(0, 2)):
        givens[r][c] = square[r][c] if rng.random() < 0.85 else rng.randint(1, n)
    pairs = [((r, c), (r + dr, c + dc)) for r, c in cells for dr, dc in ((0, 1), (1, 0))
             if r + dr < n and c + dc < n]
    if rng.random() < 0.3:  # Adjacent mode: the planted square's marks, one sometimes flipped
        marked = {pair for pair in pairs if abs(square[pair[0][0]][pair[0][1]] - square[pair[1][0]][pair[1][1]]) == 1}
        if rng.random() < 0.3:
            marked ^= {rng.choice(pairs)}
        return Puzzle(tuple(map(tuple, givens)), (), True, tuple(sorted(marked)))
    greater = []
    for a, b in rng.sample(pairs, rng.randint(1, 4)):
        if (square[a[0]][a[1]] > square[b[0]][b[1]]) == (rng.random() < 0.9):
            greater.append((a, b))
        else:
            greater.append((b, a))
    return Puzzle(tuple(map(tuple, givens)), tuple(sorted(greater)))


def candidates(p: Puzzle):
    """Every n x n Latin square (the brute force of the contract test)."""
    return (Solution(g) for g in latin_squares(p.size))


GENRE = Genre(
    name="futoshiki", title="Futoshiki (Unequal, Adjacent)", aliases=("unequal",),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("tatham", from_tatham, to_tatham),),
    rules=rules, decode=decode, check=check,
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json", "to_json", "to_text",
           "rules", "decode", "draw", "draw_svg", "from_tatham", "to_tatham", "tiny", "candidates"]
