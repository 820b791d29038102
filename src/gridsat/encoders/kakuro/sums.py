"""The sums of Kakuro's runs (docs/genres/kakuro.md, "Encoding", has the measurements).  The
digits each white cell may still hold, worked out from the clues before encoding
(:func:`settle`: the classic combination tables, the digit sets left for each run, naked and
hidden singles, to a fixpoint; sound, every answer survives; :func:`every_digit`: no deduction,
for explanations and DIMACS export).  "The run adds up to its clue" two ways over one-hot
digits, digits distinct (``--run-sums``): ``sets``, one of the digit sets left for the run
chosen, its digits used and no others (:func:`with_sets`); ``pb``, the weighted sum through
``--pb`` (:func:`with_pb`).  The implied constraint (sound): a digit that every digit set left
for a run contains appears in the run (e.g. a run of two adding up to 3 holds a 1 and a 2)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from ...cardinality import at_least, exactly
from ...cardinality.pb import pb_equals
from ...genre import Part
from ...latin import Digits

DIGITS = tuple(range(1, 10))


@lru_cache(maxsize=None)
def digit_sets(length: int, total: int | None) -> tuple[frozenset[int], ...]:
    """Every set of ``length`` distinct digits 1-9 adding up to ``total`` (None: any total)."""
    return tuple(frozenset(c) for c in combinations(DIGITS, length) if total is None or sum(c) == total)


@dataclass
class Candidates:
    open: dict          # cell -> the digits it may hold (two or more), in order
    settled: dict       # cell -> its digit
    sets: list          # per run of the puzzle: the digit sets left
    clash: tuple | None = None  # a cell left with no digit: the puzzle has no answer
    grid: Digits | None = None  # the digit variables (:func:`rules` makes them)


def every_digit(p) -> Candidates:
    """No deduction: every digit for every white cell (the full encoding)."""
    return Candidates({cell: list(DIGITS) for cell in p.white}, {},
                      [list(digit_sets(len(run.cells), run.clue)) for run in p.runs])


def settle(p) -> Candidates:
    cand = {cell: set(DIGITS) for cell in p.white}
    runs_of: dict = {cell: [] for cell in p.white}
    for i, run in enumerate(p.runs):
        for cell in run.cells:
            runs_of[cell].append(i)
    sets = [list(digit_sets(len(run.cells), run.clue)) for run in p.runs]
    todo, queued = list(range(len(p.runs))), set(range(len(p.runs)))
    while todo:
        i = todo.pop()
        queued.discard(i)
        cells = p.runs[i].cells
        before = [len(cand[x]) for x in cells]
        union = set().union(*(cand[x] for x in cells))
        sets[i] = [s for s in sets[i] if s <= union and all(s & cand[x] for x in cells)]
        allowed = frozenset().union(*sets[i])
        for x in cells:
            cand[x] &= allowed
        for x in cells:                                   # naked singles leave the rest of the run
            if len(cand[x]) == 1:
                for y in cells:
                    if y != x:
                        cand[y] -= cand[x]
        if sets[i]:                                       # hidden singles of required digits
            for d in frozenset.intersection(*sets[i]):
                holders = [x for x in cells if d in cand[x]]
                if len(holders) == 1:
                    cand[holders[0]] = {d}
        for x, n in zip(cells, before):
            if not cand[x]:
                return Candidates({}, {}, sets, clash=x)
            if len(cand[x]) != n:
                for j in runs_of[x]:
                    if j not in queued:
                        queued.add(j)
                        todo.append(j)
    settled = {x: next(iter(ds)) for x, ds in cand.items() if len(ds) == 1}
    return Candidates({x: sorted(ds) for x, ds in cand.items() if len(ds) > 1}, settled, sets)


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


def required_digits(p, model, options, left) -> None:
    if left is None or left.clash:
        return
    for run, sets in zip(p.runs, left.sets):
        if run.clue is None or not sets:
            continue
        held = left.grid.holding(run.cells)  # digit -> the variables of the run's open cells
        settled = {left.settled[cell] for cell in run.cells if cell in left.settled}
        for d in sorted(frozenset.intersection(*sets) - settled):
            at_least(model, held.get(d, []), 1)


IMPLIED = (Part("required-digits", required_digits, default=False,
                help="a digit every remaining digit set of a run contains appears in it"),)
