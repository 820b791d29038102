"""Skyscrapers (Towers).

Rules: fill an n x n grid with towers of heights 1..n so that every row and every column
holds each height once (a Latin square).  A clue outside the grid says how many towers are
seen from there, looking along its row or column: a tower hides every lower tower behind it.
Given heights stand.
"""
from __future__ import annotations

import itertools
import random

from ...answers import LatinDigits
from ...board import SIDES
from ...declare import OneLine, Url, declare
from ...formats.codecs import Number16, Optional, Outside, Seq, empty_grid
from .formats import GAME_ID, from_json, from_tatham, layout, parse, to_json, to_tatham, to_text
from .implied import IMPLIED
from ...render.text import cell_name
from .puzzle import BOARD, MAX_SIZE, Puzzle, clue_name, line_from
from .rules import rules
from .generate import GENERATOR

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
    def rules(g) -> list[str]:
        return [f"the {('falling', 'rising')[i]} diagonal holds {d} twice" for i, line in enumerate(p.diagonals())
                for d in range(1, p.tallest + 1) if [g[r][c] for r, c in line].count(d) > 1] + [
            f"{m} towers are seen from {clue_name(side, i)}, the clue says {k}" for side, i, k, cells in p.sight_lines()
            if (m := count_seen([g[r][c] for r, c in cells])) != k]
    if not p.blanks:
        return HEIGHTS.check(p, sol, p.givens, rules)
    return blank_problems(p, sol.grid) or rules(sol.grid)


def blank_problems(p, g) -> list[str]:
    """With blank cells (heights 1..k < n): the grid's shape, values 0..k (0: blank), the givens,
    and each height once in every row and column."""
    n, k = p.size, p.tallest
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} grid"]
    problems = [f"{cell_name(r, c)} holds {v!r}, not a height 1..{k} or 0 (blank)" for r, c in p
                if isinstance(v := g[r][c], bool) or not isinstance(v, int) or not 0 <= v <= k]
    problems += [f"{cell_name(r, c)} holds {g[r][c]}, but the given is {v}" for (r, c), v in p.given().items()
                 if g[r][c] != v]
    for i in range(n):
        for name, line in ((f"row {i + 1}", g[i]), (f"column {i + 1}", [g[r][i] for r in range(n)])):
            if not problems and sorted(v for v in line if v) != list(range(1, k + 1)):
                problems.append(f"{name} does not hold each height 1..{k} once")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    """The native layout between bars, the answer's heights in the cells (``-`` a blank one)."""
    grid, empty = (sol.grid, "-") if sol else (p.givens, ".")
    words = ([f"heights 1-{p.tallest}"] if p.blanks else []) + (["diagonal"] if p.diagonal else [])  # the variant
    return "\n".join([f"Skyscrapers {p.size}x{p.size}" + (f" ({', '.join(words)})" if words else "")]
                     + layout(p, grid, " | " if ascii else " │ ", empty))


def grids(p):
    """Every filled grid of the board's kind (the brute force of the contract test): Latin
    squares, or with blanks the n x n grids holding 1..k once in each row and column."""
    n, k = p.size, p.tallest
    rows = sorted(set(itertools.permutations(list(range(1, k + 1)) + [0] * (n - k))))

    def extend(done):
        if len(done) == n:
            yield tuple(done)
            return
        for row in rows:
            if all(v == 0 or all(prev[c] != v for prev in done) for c, v in enumerate(row)):
                yield from extend(done + [row])
    yield from extend([])


def tiny(rng: random.Random) -> Puzzle:
    """A 3x3 or 4x4 board with a few clues and givens, mostly read off a random answer (the
    planted one), sometimes wrong; now and then with blanks or the diagonal rule."""
    n = rng.choice((3, 3, 4))
    tallest = n - 1 if rng.random() < 0.3 else n
    diagonal = rng.random() < 0.25
    square = rng.choice(list(grids(Puzzle(size=(n, n), tallest=tallest))))
    outside = {}
    for side in SIDES:
        clues = []
        for i in range(n):
            k = None
            if rng.random() < 0.4:
                k = count_seen([square[r][c] for r, c in line_from(side, i, n)])
                if rng.random() < 0.15 or not k:
                    k = rng.randint(1, tallest)
            clues.append(k)
        outside[side] = clues
    givens = [[None] * n for _ in range(n)]
    for r, c in rng.sample([(r, c) for r in range(n) for c in range(n)], rng.randint(0, 2)):
        givens[r][c] = (square[r][c] if rng.random() < 0.8 else rng.randint(1, tallest)) or None
    return Puzzle(givens, outside=outside, tallest=tallest, diagonal=diagonal)


GENRE = declare(
    "skyscrapers", "Skyscrapers (Towers)", BOARD, HEIGHTS, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("towers", "skyscraper"), native=parse, to_text=to_text, from_json=from_json, to_json=to_json,
    url=Url(("skyscrapers", "building", "skyscraper"),
            Seq(("outside", Outside(SIDES)), ("cells", Optional(Number16(), empty_grid)))),
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=tiny, implied=IMPLIED,
    decode=lambda p, model, values, info: HEIGHTS.decode(p, model, values, info["grid"]), draw=draw,
    candidates=lambda p: (Solution(g) for g in grids(p)),
    describe=lambda p: {"size": f"{p.size}x{p.size}", "clues": len(p.sight_lines()), "givens": len(p.given()),
                        **({"heights": f"1-{p.tallest}"} if p.blanks else {}), **({"diagonal": True} if p.diagonal else {})},
    generate=GENERATOR)
parse, sniff, from_url, to_url = GENRE.parse, GENRE.sniff, GENRE.declared.from_url, GENRE.declared.to_url
