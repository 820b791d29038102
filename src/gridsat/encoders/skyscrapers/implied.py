"""Skyscrapers' implied constraints: sound consequences of the rules, added for solving
(measured to pay on Tatham's 9x9 puzzles; see docs/genres/skyscrapers.md), and what they and
the givens settle before encoding (:func:`candidates`)."""
from __future__ import annotations

from ...genre import Part
from ...latin import clause, negate, settle


def room_behind(p, model, options, info) -> None:
    """A clue k: the tower j places from it (0-based) is at most n - k + 1 + j high.  Besides
    itself, at most j towers in front of it and the n - h higher ones behind it can be seen,
    so k <= j + 1 + n - h.  (Heights 1..n only: not with blank cells.)"""
    if p.blanks or info["grid"] is None:
        return
    n, grid = p.size, info["grid"]
    for _, _, k, cells in p.sight_lines():
        for j, cell in enumerate(cells[:k - 1]):
            for d in range(n + j + 2 - k, n + 1):
                clause(model, [negate(grid.lit(cell, d))])


def count_and_height(p, model, options, info) -> None:
    """Along a sight line of clue k, ``count[j][c]``: at least c towers are seen among the
    first j+1.  Seeing c of them needs one c high or more; seeing fewer than c so far leaves
    k - c + 1 or more to be seen behind, each higher than all so far: the highest so far is
    at most n - k + c - 1.  (Heights 1..n only: not with blank cells.)"""
    if p.blanks:
        return
    n = p.size
    for k, visible, highest in info["lines"]:
        count = [{1: True}]
        for j, v in enumerate(visible, 1):
            prev = count[-1]
            count.append({1: True, **{c: _or_and(model, prev.get(c, False), prev[c - 1], v)
                                      for c in range(2, min(j + 1, k + 1) + 1)}})
        clause(model, [negate(count[-1].get(k + 1, False))])
        clause(model, [count[-1].get(k, False)])
        for j, front in enumerate(highest):
            for c, at in count[j].items():
                if c in front:
                    clause(model, [negate(at), front[c]])
                if c <= k and n - k + c in front:
                    clause(model, [at, negate(front[n - k + c])])


def _or_and(model, a, b, v):
    """A literal (or True/False) for "a, or (b and v)"; a, b: literals or True/False."""
    if a is True or (b is True and v is True):
        return True
    if b is False:
        return a
    y = model.aux()
    clause(model, [negate(a), y])
    clause(model, [negate(b), -v, y])
    clause(model, [-y, a, b])
    clause(model, [-y, a, v])
    return y


IMPLIED = (
    Part("room-behind", room_behind, True,
         "the j-th tower from a clue k is at most n-k+1+j high (the rest must be seen behind it)"),
    Part("count-and-height", count_and_height, True,
         "towers seen so far and the highest so far bound each other along a sight line"),
)


def candidates(p, bounds: bool = True):
    """What the givens and clues settle before solving (in-process only), ``(settled, open)`` as
    :func:`gridsat.latin.settle` gives them, or None (no answer).  A given fixes its cell; with
    the room-behind bound on (:func:`room_behind`), the tower j places from a clue k is at most
    n - k + 1 + j high and a clue 1 sees the tallest first; then the Latin rules' singles.
    Every digit taken out is one no answer holds, so the answers are those of the full encoding."""
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
