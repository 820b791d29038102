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
from ...render.svg import INK, Board as SvgBoard
from ...render.text import cell_name
from .formats import GAME_ID, from_json, from_tatham, parse, to_json, to_tatham, to_text
from .puzzle import BOARD, MAX_SIZE, SYMBOLS, Puzzle, sym
from .rules import rules
from .generate import GENERATOR

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


def draw(p, sol=None, ascii: bool = False) -> str:
    """The native layout, the answer's digits in the cells."""
    shown = type(p)(sol.grid, p.greater, p.adjacent, p.consecutive) if sol else p
    head = f"Futoshiki {p.size}x{p.size}" + " (adjacent)" * p.adjacent
    return head + "\n" + to_text(shown).split("\n", 1)[1].rstrip()


def draw_svg(p, sol=None) -> str:
    """Signs '>' on the edges, pointing at the smaller digit; Adjacent mode's bars across them."""
    n = p.size
    b = SvgBoard(n, n, f"Futoshiki {n}x{n}" + " (adjacent)" * p.adjacent)
    b.grid()
    b.frame()
    s = b.cell
    for a, c in p.consecutive if p.adjacent else p.greater:
        (x1, y1), (x2, y2) = b.centre(*a), b.centre(*c)
        mx, my, ux, uy, h = (x1 + x2) / 2, (y1 + y2) / 2, (x2 - x1) / s, (y2 - y1) / s, 0.1 * s
        if p.adjacent:
            b.line(mx - 0.18 * s * uy, my - 0.18 * s * ux, mx + 0.18 * s * uy, my + 0.18 * s * ux, INK, 3, "mark")
            continue
        back, wing = (mx - ux * h, my - uy * h), (-uy * h * 1.3, ux * h * 1.3)  # the point towards c
        points = ((back[0] + wing[0], back[1] + wing[1]), (mx + ux * h, my + uy * h),
                  (back[0] - wing[0], back[1] - wing[1]))
        b.add('<polyline class="sign" points="' + " ".join(f"{x:g},{y:g}" for x, y in points)
              + f'" fill="none" stroke="{INK}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>')
    for r, c in p:
        if v := p.givens[r][c] or (sol.grid[r][c] if sol else 0):
            b.number(r, c, sym(v), bool(p.givens[r][c]), s * 0.45)
    return b.document()


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
        {"mode": "adjacent", "marks": len(p.consecutive)} if p.adjacent else {"signs": len(p.greater)})},
    generate=GENERATOR)
parse, sniff, candidates = GENRE.parse, GENRE.sniff, GENRE.candidates
