"""Skyscrapers' rules as constraints.  ``digit r c d``: the tower on (r, c) is d storeys high;
``digit>= r c d``: it is d or higher (the order encoding, :meth:`gridsat.latin.Digits.at_least`)."""
from __future__ import annotations

from ...cardinality import exactly
from ...context import ANSWERS_ONLY
from ...genre import Part
from ...latin import latin_square_over
from ...render.text import cell_name
from .candidates import candidates
from .puzzle import clue_name


# settle the givens first (candidates.py): only where the formula need only give the answers
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the givens and clues force before encoding")


def rules(p, model, options):
    n, every = p.size, tuple(range(1, p.size + 1))
    left = candidates(p, options.on("room-behind")) if options.on(SETTLE) else \
        ({}, {(r, c): every for r in range(n) for c in range(n)})
    if left is None:  # the givens and clues already contradict each other
        model.add([])
        return {"grid": latin_square_over(model, 0, {}, {}), "lines": []}
    # every row and every column holds each height 1..n once (a Latin square)
    grid = latin_square_over(model, n, *left)
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    for cell in grid.var:
        grid.at_least(cell, 2)  # the order encoding, defined before any clue uses it

    # a given height stands
    for (r, c), d in p.given().items():
        with model.tag(f"given {d} at {cell_name(r, c)}"):
            clause(model, [grid.lit((r, c), d)])

    # a clue counts the towers seen from it: a tower is seen when it is taller than every
    # tower in front of it
    lines = []
    for side, i, k, cells in p.sight_lines():
        with model.tag(f"{k} seen from {clue_name(side, i)}"):
            visible, highest = seen(model, grid, cells, n)
            exactly(model, visible, k - 1)  # the nearest is always seen
        lines.append((k, visible, highest))
    return {"grid": grid, "lines": lines}


def seen(model, grid, cells, n):
    """``(visible, highest)``: ``visible[j - 1]``: "the tower on cells[j] is seen" (j >= 1; the
    nearest always is): it is higher than every tower in front of it; ``highest[j][d]``: one
    of cells[0..j] is d or higher.  (Literals may be True/False: settled cells.)"""
    front = {d: grid.at_least(cells[0], d) for d in range(2, n + 1)}
    visible, highest = [], [front]
    for cell in cells[1:]:
        v = model.aux()
        clause(model, [-v, negate(grid.lit(cell, 1))])  # a tower of height 1 behind another is hidden
        for d in range(2, n + 1):  # holding d, it is seen when nothing in front reaches d
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
        return True if True in (a, b) else b if a is False else a
    y = model.aux()
    model.add_all([[-a, y], [-b, y], [-y, a, b]])
    return y


def clause(model, lits) -> None:
    """A clause whose literals may be True/False: a true one satisfies it, false ones drop."""
    if True not in lits:
        model.add([x for x in lits if x is not False])


def negate(x):
    """-x, or not x for True/False."""
    return (not x) if isinstance(x, bool) else -x

