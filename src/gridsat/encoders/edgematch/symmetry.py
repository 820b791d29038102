"""``--up-to-symmetry``: lex-leader constraints keeping one answer per class of board turns."""
from __future__ import annotations

from .puzzle import oriented, turn_cell


def lex_leader(p, model, classes, place, k: int) -> None:
    """The answer, read cell by cell, is not larger than the board turned k quarter turns.
    Values of a cell: (class, orient) numbered class * 4 + orient; order encoding per cell."""
    def canon(ci: int, r: int) -> int:  # the orient of class ci that looks like rotation r
        look = oriented(classes[ci].base, r)
        return next(o for o in classes[ci].orients if oriented(classes[ci].base, o) == look)

    back = (4 - k) % 4
    eq = None  # "equal so far"; None = true
    cells = [(r, c) for r in range(p.rows) for c in range(p.cols)]
    for n, (r, c) in enumerate(cells):
        pre = turn_cell(p, r, c, back)  # the cell whose tile lands here
        mine = {ci * 4 + o: v for v, ci, o, _ in place[r, c]}
        theirs = {ci * 4 + canon(ci, o + k): v for v, ci, o, _ in place[pre]}
        values = sorted(set(mine) | set(theirs))
        ge_mine: dict = {}
        ge_theirs: dict = {}
        for j in range(len(values) - 1, 0, -1):
            a = values[j]
            g1, g2 = model.aux(), model.aux()
            ge_mine[a], ge_theirs[a] = g1, g2
            if a in mine:
                model.add([-mine[a], g1])        # mine >= a when it is a
            if a in theirs:
                model.add([-g2, theirs[a]] + ([ge_theirs[values[j + 1]]] if j + 1 < len(values) else []))
            else:
                model.add([-g2] + ([ge_theirs[values[j + 1]]] if j + 1 < len(values) else []))
            if j + 1 < len(values):
                model.add([-ge_mine[values[j + 1]], g1])
            model.add(([-eq] if eq else []) + [-g1, g2])
        if n + 1 == len(cells):
            break
        nxt = model.aux()
        for a in values:
            if a in mine and a in theirs:
                model.add(([-eq] if eq else []) + [-mine[a], -theirs[a], nxt])
        eq = nxt
