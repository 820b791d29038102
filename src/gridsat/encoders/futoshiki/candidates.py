"""What the givens and signs settle before solving (in-process only): the Latin singles
(:func:`gridsat.latin.settle`) with the pairs' bounds (a > b: a above b's lowest digit, b below
a's highest; Adjacent mode: a marked pair keeps digits one off a digit of the other, an unmarked
one drops d-1 and d+1 next to a cell settled on d), until nothing changes; no answer is lost."""
from __future__ import annotations

from ...latin import settle


def candidates(p):
    """``(settled, open)`` as :func:`gridsat.latin.settle` gives them, or None (no answer)."""
    n = p.size
    dom = {(r, c): ({p.givens[r][c]} if p.givens[r][c] else set(range(1, n + 1)))
           for r in range(n) for c in range(n)}
    ties: dict = {cell: [] for cell in dom}  # cell -> [(other, how other depends on cell)]
    for a, b in p.greater:
        ties[b].append((a, "above"))  # a holds more than b's lowest
        ties[a].append((b, "below"))  # b holds less than a's highest
    if p.adjacent:
        marked = set(p.consecutive)
        for a, b in p.neighbour_pairs():
            ties[a].append((b, "next" if (a, b) in marked else "apart"))
            ties[b].append((a, "next" if (a, b) in marked else "apart"))

    def pairs(x, dom):
        for y, how in ties[x]:
            if how == "above":
                yield y, {d for d in dom[y] if d > min(dom[x])}
            elif how == "below":
                yield y, {d for d in dom[y] if d < max(dom[x])}
            elif how == "next":  # each digit of y needs d - 1 or d + 1 in x
                yield y, {d for d in dom[y] if d - 1 in dom[x] or d + 1 in dom[x]}
            elif len(dom[x]) == 1:  # apart: y is not one off x's digit
                (e,) = dom[x]
                yield y, dom[y] - {e - 1, e + 1}

    return settle(n, dom, pairs)
