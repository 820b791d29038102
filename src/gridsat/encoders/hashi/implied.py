"""Implied constraints of Hashiwokakero (sound consequences of the rules; they never change
the answers, and explanations leave them out).

* ``closed-pairs``: two islands with the same number n cannot be joined by n bridges when
  there are other islands: both would be full, a group of two cut off from the rest.  The
  lazy connectivity cuts find each such pair only after the solver tries it.

Measured and dropped: "exactly islands - 1 pairs carry bridges" under the no-loops setting
(sound, but its cardinality network over every pair made 20x20-30x30 no-loops puzzles 2-3
times slower).
"""
from __future__ import annotations

from ...genre import Part


def closed_pairs(p, model, options, info) -> None:
    if len(p.islands) <= 2:
        return
    for (a, b), lits in info.bridge.items():
        n = p.islands[a]
        if n is not None and n == p.islands[b] and n <= len(lits):
            model.add([-lits[n - 1]])


IMPLIED = (
    Part("closed-pairs", closed_pairs, True,
         "two islands numbered n are not joined by n bridges (they would be cut off)"),
)
