"""Kakuro's rules as constraints.  ``digit r c d`` is true when white cell (r, c) holds d.
In-process solving first works out the digits the clues allow (:func:`.sums.settle`): a cell
with one digit left has no variable; explanations and DIMACS export get every digit."""
from __future__ import annotations

from ...context import ANSWERS_ONLY
from ...genre import Part
from ...latin import Digits
from .puzzle import Solution
from .sums import RUN_SUMS, Candidates, every_digit, settle


# work out the digits the clues allow first (:func:`.sums.settle`): only where the formula need only
# give the answers
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle the digits the clues allow before encoding")


def rules(p, model, options) -> Candidates:
    full = not options.on(SETTLE) or options.extra.get("kakuro_full")
    left = every_digit(p) if full else settle(p)
    if left.clash:  # the clues leave some cell no digit: no answer
        model.add([])
        return left
    grid = left.grid = Digits(model, left.open, left.settled)
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))

    # every white cell holds one digit, 1 to 9
    grid.one_per_cell()
    adds_up = RUN_SUMS[options.run_sums]
    for run, sets in zip(p.runs, left.sets):
        # no digit repeats in a run, and a run with a clue adds up to it
        with model.tag(f"{run.name} {'adds up to %d and ' % run.clue if run.clue else ''}repeats no digit"):
            grid.once_in(run.cells)
            if run.clue is not None:
                adds_up(model, grid, run, sets, left.settled, options)
    return left


def decode(p, model, values, info: Candidates | None = None) -> Solution:
    grid = info.grid if info is not None else None  # (None: no answer before encoding, every cell 0)
    return Solution(tuple(tuple(grid.value((r, c), values) if grid else 0 for c in range(p.width))
                          for r in range(p.height)))
