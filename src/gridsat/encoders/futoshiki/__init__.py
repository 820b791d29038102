"""Futoshiki (Tatham: Unequal).

Rules: fill an n x n grid with the digits 1..n so that every row and every column holds
each digit once (a Latin square); a sign between two neighbours points at the smaller one;
given digits stand.  Tatham's Adjacent mode replaces the signs: a mark joins neighbours
whose digits differ by one, and neighbours without a mark must not differ by one.
"""
from __future__ import annotations

import random

from ...answers import LatinDigits
from ...declare import OneLine, declare
from ...latin import latin_squares
from ...render.text import cell_name
from .draw import draw, draw_svg
from .formats import GAME_ID, from_json, from_tatham, parse, to_json, to_tatham, to_text
from .puzzle import BOARD, MAX_SIZE, SYMBOLS, Puzzle
from .rules import rules

DIGITS = LatinDigits(symbols=SYMBOLS)
Solution = DIGITS.solution


def check(p, sol) -> list[str]:
    def signs(g) -> list[str]:
        problems = [f"{cell_name(*a)} = {g[a[0]][a[1]]} is not greater than {cell_name(*b)} = {g[b[0]][b[1]]}"
                    for a, b in p.greater if not g[a[0]][a[1]] > g[b[0]][b[1]]]
        marked = {frozenset(pair) for pair in p.consecutive}
        for a, b in p.neighbour_pairs() if p.adjacent else ():
            one_apart = abs(g[a[0]][a[1]] - g[b[0]][b[1]]) == 1
            if one_apart != (frozenset((a, b)) in marked):
                problems.append(f"{cell_name(*a)} = {g[a[0]][a[1]]} and {cell_name(*b)} = {g[b[0]][b[1]]} " + (
                    "differ by one without a mark" if one_apart else "are marked but do not differ by one"))
        return problems
    return DIGITS.check(p, sol, p.givens, signs)


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
        return Puzzle(givens, (), True, sorted(marked))
    greater = []
    for a, b in rng.sample(pairs, rng.randint(1, 4)):
        greater.append((a, b) if (square[a[0]][a[1]] > square[b[0]][b[1]]) == (rng.random() < 0.9) else (b, a))
    return Puzzle(givens, sorted(greater))


GENRE = declare(
    "futoshiki", "Futoshiki (Unequal, Adjacent)", BOARD, DIGITS, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("unequal",), native=parse, header_words=("adjacent",), to_text=to_text, from_json=from_json,
    to_json=to_json, ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=tiny, draw=draw,
    draw_svg=draw_svg, decode=lambda p, model, values, grid: DIGITS.decode(p, model, values, grid),
    describe=lambda p: {"size": f"{p.size}x{p.size}", "givens": len(p.given()), **(
        {"mode": "adjacent", "marks": len(p.consecutive)} if p.adjacent else {"signs": len(p.greater)})})
parse, sniff, candidates = GENRE.parse, GENRE.sniff, GENRE.candidates
