"""Clause templates: a builder's formula written once per shape and renumbered for each use.

A puzzle repeats the same constraint many times over different literals: a 14x14 Star
Battle has dozens of "exactly 3 of 7", a Tents board dozens of unary counters of a few sizes.
The clauses of such a builder depend only on how many literals it is given (and its bound),
not on which.  The first constraint of a shape is built on the model directly; the second
runs the builder on the literals ``1..n`` of a scratch model (the template), and every use
from then on renumbers that result (input ``i`` becomes the i-th literal, auxiliary ``n + j``
a fresh variable of the model, a negated template literal the negated image).  Templates
are kept for the process, so later puzzles of the same sizes reuse them.  The clauses are
the same, clause for clause and in the same order, as the builder run on the model itself
(tests/test_cardinality.py compares them), without the builder's Python work and without
checking every literal again.

A builder qualifies when it only adds clauses over its literals and auxiliaries it creates
(``model.aux``, ``model.reserve``), and its literals are distinct (callers pass them
through ``cardinality._distinct``).
"""
from __future__ import annotations

from operator import itemgetter
from typing import Callable, Hashable

from ..model import Model

MAX_LITERALS = 128      # larger constraints are built directly (rare, and their templates big)
MAX_CLAUSES = 20_000    # a template with more clauses is not kept
MAX_TEMPLATES = 2_048   # the cache is emptied when it grows past this many shapes


class Template:
    __slots__ = ("n", "aux", "gather", "spans", "outputs")

    def __init__(self, n: int, build: Callable) -> None:
        scratch = Model(lowering=None)
        scratch.nvars = n
        out = build(scratch, list(range(1, n + 1)))
        self.n, self.aux = n, scratch.nvars - n
        flat = [l for c in scratch.clauses for l in c]
        # one C-level call gathers every renumbered literal (itemgetter of one index returns
        # the item itself, of none is an error)
        if len(flat) > 1:
            self.gather = itemgetter(*flat)
        else:
            self.gather = (lambda table: (table[flat[0]],)) if flat else (lambda table: ())
        self.spans, end = [], 0
        for c in scratch.clauses:
            self.spans.append((end, end + len(c)))
            end += len(c)
        self.outputs = out  # template literals the builder returned (None: nothing)

    def stamp(self, model: Model, lits: list[int]):
        """Append the clauses for ``lits`` to ``model``; returns the builder's outputs, renumbered."""
        top = model.nvars
        image = lits + list(range(top + 1, top + self.aux + 1))
        # table[t] is the image of template literal t, table[-t] its negation
        table = [0, *image, *[-x for x in reversed(image)]]
        model.reserve(top + self.aux)
        flat = list(self.gather(table))
        model.add_built([flat[a:b] for a, b in self.spans])
        if self.outputs is None:
            return None
        return [table[t] for t in self.outputs]

    def clauses(self) -> int:
        return len(self.spans)


# shape -> its Template; None: built directly (too large); an int: built directly that many
# times so far (a template pays from its second use on: making one costs about a direct build)
_cache: dict[Hashable, Template | int | None] = {}


def build(model: Model, key: Hashable, lits: list[int], builder: Callable):
    """``builder(model, lits)`` through the template of shape ``key`` (made on its second use).
    ``key`` must fix everything the builder's clauses depend on besides ``len(lits)``."""
    key = (key, len(lits))
    t = _cache.get(key, 0)
    if type(t) is int:
        if t == 0 or len(lits) > MAX_LITERALS:  # first use, or too large to keep
            t = 1 if len(lits) <= MAX_LITERALS else None
        else:
            t = Template(len(lits), builder)
            if t.clauses() > MAX_CLAUSES:
                t = None
        if len(_cache) >= MAX_TEMPLATES:
            _cache.clear()
        _cache[key] = t
    if type(t) is not Template:  # built on the model itself
        return builder(model, lits)
    return t.stamp(model, lits)
