"""What the cages settle before solving (in-process only): each cage keeps the tuples of its
table that fit what its cells may still hold, each cell the digits some tuple puts there, with
the Latin singles (:func:`gridsat.latin.settle`) until nothing changes; no answer is lost."""
from __future__ import annotations

from ...latin import settle


def candidates(p, tables):
    """``(settled, open, tables)``: cell -> digit, cell -> digits left, and each cage's tuples
    that are left (None for a cage without a table); None when there is no answer."""
    cage_of = {cell: i for i, cage in enumerate(p.cages) for cell in cage.cells}
    tables = list(tables)
    seen = [None] * len(tables)  # the sizes of the cage's cells' domains when last looked at

    def pairs(cell, dom):  # the cage keeps the tuples that fit; its cells, the digits they use
        i = cage_of[cell]
        cells = p.cages[i].cells
        sizes = [len(dom[x]) for x in cells]
        if tables[i] is None or sizes == seen[i]:  # (domains only shrink)
            return ()
        tables[i] = rows = [row for row in tables[i] if all(d in dom[x] for x, d in zip(cells, row))]
        keep = [(x, dom[x].intersection(row[j] for row in rows)) for j, x in enumerate(cells)]
        seen[i] = [len(ds) for _, ds in keep]
        return keep

    left = settle(p.size, {cell: range(1, p.size + 1) for cell in p}, pairs)
    return None if left is None else (*left, tables)
