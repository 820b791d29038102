"""The digits each white cell may still hold, worked out from the clues before encoding (the
classic combination tables; docs/genres/kakuro.md, "Encoding"): the digit sets left for each
run, naked and hidden singles, to a fixpoint.  Sound: every answer survives.  In-process
solving encodes only what is left; explanations and DIMACS exports get every digit."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

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
