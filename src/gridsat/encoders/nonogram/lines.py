"""Two encodings of "this line of cells shows these runs of shaded cells, in order, at least one
blank apart" (``--runs``; docs/genres/nonogram.md, "Encoding"), over the line's cell variables
and fresh auxiliary ones; a line whose clue leaves no slack fixes its cells outright.

* ``automaton``: the automaton of ``0* 1^a 0+ 1^b 0+ ... 0*`` unrolled over the line;
  ``S[i][q]``: after ``i`` cells, ``q`` symbols of ``1^a 0 1^b ...`` matched (only the states
  that can still reach the end).
* ``starts``: each run's start in the order encoding, ``a[j][p]`` = "run j starts at or before
  p"; covered cells shaded, gap cells blank.  No clause grows with the line's length.
"""
from __future__ import annotations

from typing import Sequence

Lit = int | bool  # True / False: a constant (a state that must or cannot be)


def _add(out: list, lits: Sequence[Lit]) -> None:
    """A clause over literals and constants (a True member satisfies it; False ones drop out)."""
    if not any(lit is True for lit in lits):  # (not "True in lits": variable 1 == True)
        out.append([lit for lit in lits if lit is not False])


def _neg(lit: Lit) -> Lit:
    return (not lit) if type(lit) is bool else -lit


def _blank_line(model, cells) -> None:
    for x in cells:
        model.add([-x])


def automaton(model, cells: Sequence[int], clue: Sequence[int]) -> None:
    n = len(cells)
    if not clue:
        return _blank_line(model, cells)
    pattern: list[int] = []
    for j, length in enumerate(clue):
        pattern += [0] * (j > 0) + [1] * length
    N = len(pattern)
    slack = n - N
    # a state where more blanks may be read without moving on: before the first run, just
    # after a gap's first blank, after the last run
    rest = [q == 0 or q == N or pattern[q - 1] == 0 for q in range(N + 1)]

    def step(q: int, v: int) -> int | None:
        if q < N and pattern[q] == v:
            return q + 1
        return q if v == 0 and rest[q] else None

    def states(i: int) -> range:
        return range(max(0, i - slack), min(i, N) + 1)

    out: list[list[int]] = []
    layers: list[dict[int, Lit]] = []
    for i in range(n + 1):
        qs = states(i)
        layers.append({qs[0]: True} if len(qs) == 1 else {q: model.aux() for q in qs})
    for i, x in enumerate(cells):
        here, there = layers[i], layers[i + 1]
        # a state and the cell's value lead to the next state (or nowhere)
        for q, s in here.items():
            for v, xv in ((1, x), (0, -x)):
                t = step(q, v)
                _add(out, [_neg(s), -xv, there.get(t, False) if t is not None else False])
        # a state needs a state before it; where one symbol leads in, the cell is that symbol
        for t, s in there.items():
            into = [(q, v) for q, v in ((t - 1, pattern[t - 1] if t else None), (t, 0))
                    if q in here and step(q, v) == t]
            _add(out, [_neg(s)] + [here[q] for q, _ in into])
            if len({v for _, v in into}) == 1:
                _add(out, [_neg(s), x if into[0][1] else -x])
            else:
                for q, v in into:
                    _add(out, [_neg(s), _neg(here[q]), x if v else -x])
        # a value of the cell needs a state that can read it
        for v, xv in ((1, x), (0, -x)):
            _add(out, [-xv] + [s for q, s in here.items() if step(q, v) in there])
    model.add_all(out)


def starts(model, cells: Sequence[int], clue: Sequence[int]) -> None:
    n, k = len(cells), len(clue)
    if not clue:
        return _blank_line(model, cells)
    lo = [sum(clue[:j]) + j for j in range(k)]                       # earliest start of run j
    hi = [n - sum(clue[j:]) - (k - 1 - j) for j in range(k)]         # latest start
    # a[j][p - lo[j]]: run j starts at or before cell p, for lo[j] <= p < hi[j] (before lo[j]:
    # false; from hi[j] on: true)
    a, top = [], model.nvars
    for j in range(k):  # fresh variables, numbered in one go
        a.append(list(range(top + 1, top + 1 + hi[j] - lo[j])))
        top += hi[j] - lo[j]
    model.reserve(top)
    out: list[list[int]] = []
    for j, length in enumerate(clue):
        aj, lj, hj = a[j], lo[j], hi[j]
        out += [[-aj[i], aj[i + 1]] for i in range(len(aj) - 1)]     # the order chain
        if j + 1 < k:  # run j+1 starts at p: run j started by p - length - 1 (the same index)
            out += [[-b, aj[i]] for i, b in enumerate(a[j + 1])]
        for c in range(lj, hj + length):                             # a covered cell is shaded
            out.append([cells[c]] + ([-aj[c - lj]] if c < hj else [])
                       + ([aj[c - length - lj]] if c - length >= lj else []))
    for g in range(k + 1):                                           # a cell in a gap is blank
        first = lo[g - 1] + clue[g - 1] if g else 0                  # run g-1 may have ended here
        last = hi[g] if g < k else n                                 # run g may not have started
        for c in range(first, last):
            clause = [-cells[c]]
            if g and c - clue[g - 1] < hi[g - 1]:                    # "run g-1 ended" is not sure
                clause.append(-a[g - 1][c - clue[g - 1] - lo[g - 1]])
            if g < k and c >= lo[g]:                                 # "run g not started" is not sure
                clause.append(a[g][c - lo[g]])
            out.append(clause)
    model.add_all(out)


LINE_ENCODINGS = {"automaton": automaton, "starts": starts}
