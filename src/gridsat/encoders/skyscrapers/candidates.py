"""What the givens and clues settle before solving (in-process only): the digits each cell
may still hold.  A given fixes its cell; with the room-behind bound on (implied.py), the
tower j places from a clue k is at most n - k + 1 + j high and a clue 1 sees the tallest
first; then the Latin rules' singles (:func:`gridsat.latin.settle`).  Every digit taken out
is one no answer holds, so the answers are those of the full encoding."""
from __future__ import annotations

from ...latin import settle


def candidates(p, bounds: bool = True):
    """``(settled, open)`` as :func:`gridsat.latin.settle` gives them, or None (no answer)."""
    n = p.size
    dom = {(r, c): ({p.givens[r][c]} if p.givens[r][c] else set(range(1, n + 1)))
           for r in range(n) for c in range(n)}
    if bounds:
        for _, _, k, cells in p.sight_lines():
            for j, cell in enumerate(cells[:k - 1]):
                dom[cell] -= set(range(n + j + 2 - k, n + 1))
            if k == 1:
                dom[cells[0]] &= {n}
    return settle(n, dom)
