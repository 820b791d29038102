"""Futoshiki (Tatham: Unequal).

Rules: fill an n x n grid with the digits 1..n so that every row and every column holds
each digit once (a Latin square); a sign between two neighbours points at the smaller one;
given digits stand.  Tatham's Adjacent mode replaces the signs: a mark joins neighbours
whose digits differ by one, and neighbours without a mark must not differ by one.

Encoding (docs/genres/futoshiki.md): ``digit r c d``, cell (r, c) holds d; a cell settled
before encoding (:func:`settled`) has no variable, so a literal may be True or False.
"""
from __future__ import annotations

import random

from ...answers import LatinDigits
from ...context import ANSWERS_ONLY
from ...declare import OneLine, declare
from ...digits import given_digits
from ...genre import Part
from ...latin import clause, latin_squares, negate, settle, square_over
from ...render.svg import INK, Board as SvgBoard
from ...render.text import cell_name
from .formats import GAME_ID, from_json, from_tatham, parse, to_json, to_tatham, to_text
from .puzzle import BOARD, MAX_SIZE, SYMBOLS, Puzzle, sym
from .generate import GENERATOR

DIGITS = LatinDigits(symbols=SYMBOLS)
Solution = DIGITS.solution
# settle the givens first: only where the formula need only give the answers
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the givens and signs force before encoding")


def rules(p, model, options):
    n, every = p.size, tuple(range(1, p.size + 1))
    # every row and every column holds each digit 1..n once (a Latin square); None: the givens
    # and signs already contradict each other
    grid = square_over(model, n, settled(p) if options.on(SETTLE) else ({}, dict.fromkeys(p, every)))
    if grid is None:
        return None
    given_digits(model, grid, p.given())  # a given digit stands
    lit = {x: {d: grid.lit(x, d) for d in every} for x in p}  # x holds d: a variable, or True/False (settled)
    off, marked = {x: {d: negate(v) for d, v in ds.items()} for x, ds in lit.items()}, set(p.consecutive)
    one_off = [(d, e) for d in every for e in (d - 1, d + 1) if 1 <= e <= n]  # digits one apart
    for a, b in p.greater:  # a > b: when a holds d, b holds less; when b holds d, a holds more
        with model.tag(f"{cell_name(*a)} > {cell_name(*b)}"):
            for d in every:
                clause(model, [off[a][d]] + [lit[b][e] for e in range(1, d)])
                clause(model, [off[b][d]] + [lit[a][e] for e in range(d + 1, n + 1)])
    for a, b in p.neighbour_pairs() if p.adjacent else ():  # marked: they differ by one, else they do not
        if (a, b) in marked:
            with model.tag(f"{cell_name(*a)} and {cell_name(*b)} differ by one"):
                for x, y, d in ((x, y, d) for x, y in ((a, b), (b, a)) for d in every):
                    clause(model, [off[x][d]] + [lit[y][e] for e in (d - 1, d + 1) if 1 <= e <= n])
            continue
        with model.tag(f"{cell_name(*a)} and {cell_name(*b)} do not differ by one"):
            for d, e in one_off:
                clause(model, [off[a][d], off[b][e]])
    return grid


def settled(p):
    """What the givens and signs settle before solving (in-process only), ``(settled, open)``
    as :func:`gridsat.latin.settle` gives them, or None (no answer): the Latin singles with
    the pairs' bounds (a > b: a above b's lowest digit, b below a's highest; Adjacent mode: a
    marked pair keeps digits one off a digit of the other, an unmarked one drops d-1 and d+1
    next to a cell settled on d), until nothing changes; no answer is lost."""
    dom = {(r, c): ({p.givens[r][c]} if p.givens[r][c] else set(range(1, p.size + 1))) for r, c in p}
    ties: dict = {cell: [] for cell in dom}  # cell -> [(other, keep(cell's digits, other's): other's kept)]
    for a, b in p.greater:
        ties[b].append((a, lambda x, y: {d for d in y if d > min(x)}))  # a holds more than b's lowest
        ties[a].append((b, lambda x, y: {d for d in y if d < max(x)}))  # b holds less than a's highest
    marked = set(p.consecutive)
    for a, b in p.neighbour_pairs() if p.adjacent else ():
        ties[a].append((b, _next if (a, b) in marked else _apart))
        ties[b].append((a, _next if (a, b) in marked else _apart))
    return settle(p.size, dom, lambda x, dom: ((y, keep(dom[x], dom[y])) for y, keep in ties[x]
                                               if keep is not _apart or len(dom[x]) == 1))


def _next(x: set, y: set) -> set:
    """A marked pair: each digit of y needs a digit one off it in x."""
    return {d for d in y if d - 1 in x or d + 1 in x}


def _apart(x: set, y: set) -> set:
    """An unmarked pair: y is not one off x's digit (once x has one)."""
    return y - {min(x) - 1, min(x) + 1}


def check(p, sol) -> list[str]:
    def signs(g) -> list[str]:
        def at(x) -> str:
            return f"{cell_name(*x)} = {g[x[0]][x[1]]}"
        marked = {frozenset(x) for x in p.consecutive}
        return [f"{at(a)} is not greater than {at(b)}" for a, b in p.greater if not g[a[0]][a[1]] > g[b[0]][b[1]]] + [
            f"{at(a)} and {at(b)} " + ("are marked but do not differ by one" if frozenset((a, b)) in marked
                                       else "differ by one without a mark")
            for a, b in (p.neighbour_pairs() if p.adjacent else ())
            if (abs(g[a[0]][a[1]] - g[b[0]][b[1]]) == 1) != (frozenset((a, b)) in marked)]
    return DIGITS.check(p, sol, p.givens, signs)


def draw(p, sol=None, ascii: bool = False) -> str:
    """The native layout, the answer's digits in the cells."""
    shown = type(p)(sol.grid, p.greater, p.adjacent, p.consecutive) if sol else p
    head = f"Futoshiki {p.size}x{p.size}" + " (adjacent)" * p.adjacent
    return head + "\n" + to_text(shown).split("\n", 1)[1].rstrip()


def draw_svg(p, sol=None) -> str:
    """Signs '>' on the edges, pointing at the smaller digit; Adjacent mode's bars across them."""
    b = SvgBoard(p.size, p.size, f"Futoshiki {p.size}x{p.size}" + " (adjacent)" * p.adjacent)
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
    givens = [[0] * n for _ in range(n)]
    for r, c in rng.sample([(r, c) for r in range(n) for c in range(n)], rng.randint(0, 2)):
        givens[r][c] = square[r][c] if rng.random() < 0.85 else rng.randint(1, n)
    pairs = list(Puzzle(givens).neighbour_pairs())
    if rng.random() < 0.3:  # Adjacent mode: the planted square's marks, one sometimes flipped
        marked = {pair for pair in pairs if abs(square[pair[0][0]][pair[0][1]] - square[pair[1][0]][pair[1][1]]) == 1}
        if rng.random() < 0.3:
            marked ^= {rng.choice(pairs)}
        return Puzzle(givens, (), True, sorted(marked))
    return Puzzle(givens, sorted((a, b) if (square[a[0]][a[1]] > square[b[0]][b[1]]) == (rng.random() < 0.9)
                                 else (b, a) for a, b in rng.sample(pairs, rng.randint(1, 4))))


GENRE = declare(
    "futoshiki", "Futoshiki (Unequal, Adjacent)", BOARD, DIGITS, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("unequal",), native=parse, to_text=to_text, from_json=from_json,
    to_json=to_json, ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=tiny, draw=draw,
    draw_svg=draw_svg, decode=lambda p, model, values, grid: DIGITS.decode(p, model, values, grid),
    describe=lambda p: {"size": f"{p.size}x{p.size}", "givens": len(p.given()), **(
        {"mode": "adjacent", "marks": len(p.consecutive)} if p.adjacent else {"signs": len(p.greater)})},
    generate=GENERATOR)
parse, sniff, candidates = GENRE.parse, GENRE.sniff, GENRE.candidates
