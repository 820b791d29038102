"""Two encodings of "the run adds up to its clue" over one-hot digits, digits distinct
(``--run-sums``; docs/genres/kakuro.md, "Encoding"): ``sets``, one of the digit sets left for
the run chosen, its digits used and no others; ``pb``, the weighted sum through ``--pb``."""
from __future__ import annotations

from ...cardinality import exactly
from ...cardinality.pb import pb_equals


def with_sets(model, grid, run, sets, settled: dict, options) -> None:
    held = grid.holding(run.cells)                        # digit -> literals of the open cells
    known = {settled[cell] for cell in run.cells if cell in settled}
    sets = [s - known for s in sets if known <= s]
    if not sets:
        model.add([])
        return
    union = frozenset().union(*sets)
    for d, lits in held.items():                          # a digit no set holds is not used
        if d not in union:
            model.add_all([[-v] for v in lits])
    used = {}
    for d in sorted(union):
        lits = held.get(d, [])
        if len(lits) == 1:
            used[d] = lits[0]
        else:
            used[d] = model.aux()
            model.add_all([[-v, used[d]] for v in lits] + [[-used[d]] + lits])
    if len(sets) == 1:
        model.add_all([[used[d]] for d in sorted(sets[0])])
        return
    chosen = [model.aux() for _ in sets]
    exactly(model, chosen, 1)
    for x, s in zip(chosen, sets):
        model.add_all([[-x, used[d]] if d in s else [-x, -used[d]] for d in sorted(union)])
    for d in sorted(union):
        model.add([-used[d]] + [x for x, s in zip(chosen, sets) if d in s])


def with_pb(model, grid, run, sets, settled: dict, options) -> None:
    terms = [dv for cell in run.cells for dv in grid.lits(cell)]
    known = sum(settled.get(cell, 0) for cell in run.cells)
    pb_equals(model, [v for _, v in terms], [d for d, _ in terms], run.clue - known)


RUN_SUMS = {"sets": with_sets, "pb": with_pb}
