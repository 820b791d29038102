"""Futoshiki's rules over one-hot digits, ``digit r c d``: cell (r, c) holds d (docs/genres/
futoshiki.md, "Encoding").  In-process solving settles first what the givens and signs force
(candidates.py): a settled cell has no variable, so a literal below may be True or False."""
from __future__ import annotations

from ...context import ANSWERS_ONLY
from ...genre import Part
from ...latin import latin_square_over
from ...render.text import cell_name
from .candidates import candidates


# settle the givens first (candidates.py): only where the formula need only give the answers
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the givens and signs force before encoding")


def rules(p, model, options):
    n, every = p.size, tuple(range(1, p.size + 1))
    left = candidates(p) if options.on(SETTLE) else ({}, {(r, c): every for r in range(n) for c in range(n)})
    if left is None:  # the givens and signs already contradict each other
        model.add([])
        return latin_square_over(model, 0, {}, {})
    # every row and every column holds each digit 1..n once (a Latin square)
    grid = latin_square_over(model, n, *left)
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    holds = {cell: {d: grid.lit(cell, d) for d in every} for cell in grid.var.keys() | grid.settled.keys()}
    lacks = {cell: {d: _not(x) for d, x in ds.items()} for cell, ds in holds.items()}

    def clause(lits) -> None:  # literals may be True / False (settled cells)
        if not any(x is True for x in lits):  # (``is``: variable 1 == True)
            model.add([x for x in lits if x is not False])

    # a given digit stands
    for (r, c), d in p.given().items():
        with model.tag(f"given {d} at {cell_name(r, c)}"):
            clause([holds[r, c][d]])

    # a > b: when a holds d, b holds less; when b holds d, a holds more
    for a, b in p.greater:
        with model.tag(f"{cell_name(*a)} > {cell_name(*b)}"):
            for d in every:
                clause([lacks[a][d]] + [holds[b][e] for e in range(1, d)])
                clause([lacks[b][d]] + [holds[a][e] for e in range(d + 1, n + 1)])

    # Adjacent mode: marked neighbours differ by one, the others do not
    if p.adjacent:
        marked = set(p.consecutive)
        for a, b in p.neighbour_pairs():
            if (a, b) in marked:
                with model.tag(f"{cell_name(*a)} and {cell_name(*b)} differ by one"):
                    for x, y in ((a, b), (b, a)):
                        for d in every:
                            clause([lacks[x][d]] + [holds[y][e] for e in (d - 1, d + 1) if 1 <= e <= n])
            else:
                with model.tag(f"{cell_name(*a)} and {cell_name(*b)} do not differ by one"):
                    for d in every:
                        for e in (d - 1, d + 1):
                            if 1 <= e <= n:
                                clause([lacks[a][d], lacks[b][e]])
    return grid


def _not(x):
    return (not x) if isinstance(x, bool) else -x

