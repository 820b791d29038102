"""Skyscrapers' rules as constraints.  ``digit r c d``: the tower on (r, c) is d storeys high;
``digit>= r c d``: it is d or higher (the order encoding, :meth:`gridsat.latin.Digits.at_least`).
In-process solving first settles what the givens and clues force (:func:`.implied.candidates`)."""
from __future__ import annotations

from ...cardinality import at_most, exactly
from functools import lru_cache
from itertools import permutations

from ...context import ANSWERS_ONLY, CORES
from ...digits import given_digits
from ...genre import Part
from ...latin import clause, negate, square_over, table
from .implied import candidates
from .puzzle import clue_name


# settle the givens first: only where the formula need only give the answers
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the givens and clues force before encoding")
# in an explanation, a clue is also the table of the orders its line may take (up to 7x7), so
# that unit propagation draws everything one clue says about its line, as a solver by hand
# reading that clue does: a step "by propagation" is then one clue at a time
LINE_TABLE = Part("line-table", when=CORES, help="each clue also as the table of its line's orders")


def rules(p, model, options):
    n, k, low = p.size, p.tallest, 0 if p.blanks else 1  # heights low..k; 0: a blank cell
    every = tuple(range(low, k + 1))
    if p.blanks:  # (settling knows Latin squares of 1..n only): a given's height leaves its lines
        g = p.givens
        left = (p.given(), {(r, c): tuple(d for d in every if not d or d not in g[r] and all(row[c] != d for row in g))
                            for r, c in p if not g[r][c]})
    else:
        left = candidates(p, options.on("room-behind")) if options.on(SETTLE) else \
            ({}, {(r, c): every for r in range(n) for c in range(n)})
    # every row and every column holds each height 1..k once (a Latin square when k = n); None:
    # the givens and clues already contradict each other
    grid = square_over(model, n, left, digits=range(1, k + 1))
    if grid is None:
        return {"grid": None, "lines": []}
    for cell in grid.var:
        grid.at_least(cell, low + 1)  # the order encoding, defined before any clue uses it

    # (the diagonal variant) each diagonal holds each height at most once
    for i, diagonal in enumerate(p.diagonals()):
        with model.tag(f"{('falling', 'rising')[i]} diagonal holds distinct heights"):
            for d in range(1, k + 1):
                lits = [grid.lit(cell, d) for cell in diagonal]
                open_ = [x for x in lits if not isinstance(x, bool)]
                held = sum(x is True for x in lits)  # (``is``: variable 1 == True)
                if held:  # a settled cell holds d: no other may
                    model.add_all([[]] if held > 1 else [[-x] for x in open_])
                else:
                    at_most(model, open_, 1)

    given_digits(model, grid, p.given())  # a given height stands

    # a clue counts the towers seen from it: a tower is seen when it is taller than every
    # tower in front of it
    lines = []
    for side, i, clue, cells in p.sight_lines():
        with model.tag(f"{clue} seen from {clue_name(side, i)}"):
            visible, highest = seen(model, grid, cells, k, low)
            first = grid.at_least(cells[0], 1)  # the nearest is seen unless it is blank
            if isinstance(first, bool):
                exactly(model, visible, clue - first)
            else:
                exactly(model, [*visible, first], clue)
            if options.on(LINE_TABLE) and k == n <= 7 and not p.blanks:
                table(model, grid, cells, orders(n, clue))
        lines.append((clue, visible, highest))
    return {"grid": grid, "lines": lines}


def seen(model, grid, cells, n, low=1):
    """``(visible, highest)``: ``visible[j - 1]``: "the tower on cells[j] is seen" (j >= 1; the
    nearest always is, unless blank): it is higher than every tower in front of it;
    ``highest[j][d]``: one of cells[0..j] is d or higher.  Heights ``low``..n, ``low`` 0 for a
    blank (never seen).  (Literals may be True/False: settled cells.)"""
    front = {d: grid.at_least(cells[0], d) for d in range(low + 1, n + 1)}
    visible, highest = [], [front]
    for cell in cells[1:]:
        v = model.aux()
        clause(model, [-v, negate(grid.lit(cell, low))])  # a blank, or a 1 behind another, is hidden
        for d in range(low + 1, n + 1):  # holding d, it is seen when nothing in front reaches d
            x = negate(grid.lit(cell, d))
            clause(model, [x, front[d], v])
            clause(model, [x, negate(front[d]), -v])
        visible.append(v)
        if cell != cells[-1]:  # the highest so far reaches d: before, or here
            front = {d: either(model, f, grid.at_least(cell, d)) for d, f in front.items()}
            highest.append(front)
    return visible, highest


def either(model, a, b):
    """"a or b" as a literal (or True/False)."""
    if a is True or b is True or a is False or b is False:
        return True if a is True or b is True else b if a is False else a
    y = model.aux()
    model.add_all([[-a, y], [-b, y], [-y, a, b]])
    return y


@lru_cache(maxsize=None)
def orders(n: int, clue: int) -> tuple:
    """Every order of the heights 1..n along a line (nearest first) of which ``clue`` are seen."""
    out = []
    for perm in permutations(range(1, n + 1)):
        top = seen = 0
        for h in perm:
            if h > top:
                top, seen = h, seen + 1
        if seen == clue:
            out.append(perm)
    return tuple(out)
