"""Kakuro's implied constraint (sound), measured in docs/genres/kakuro.md: a digit that every
digit set left for a run contains appears in the run (e.g. a run of two adding up to 3 holds
a 1 and a 2)."""
from __future__ import annotations

from ...cardinality import at_least
from ...genre import Part


def required_digits(p, model, options, left) -> None:
    if left is None or left.clash:
        return
    for run, sets in zip(p.runs, left.sets):
        if run.clue is None or not sets:
            continue
        held = {}
        for cell in run.cells:
            for d, v in ((d, model.var("digit", *cell, d)) for d in left.open.get(cell, ())):
                held.setdefault(d, []).append(v)
        settled = {left.settled[cell] for cell in run.cells if cell in left.settled}
        for d in sorted(frozenset.intersection(*sets) - settled):
            at_least(model, held.get(d, []), 1)


IMPLIED = (Part("required-digits", required_digits, default=False,
                help="a digit every remaining digit set of a run contains appears in it"),)
