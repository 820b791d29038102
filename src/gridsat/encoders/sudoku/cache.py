"""The rules of one board shape, built once per process and replayed into each puzzle's model.

Every 9x9 Sudoku with 3x3 boxes has the same rules; only the givens differ.  Building the
rule constraints costs more than solving a 9x9, so a batch builds them once per shape and
copies the lowered result (clauses, and the native sums of the z3 lowering) into each model.

The key is the shape and the model's lowering (``model.lowering.key``: its target and default
encodings, the job's ``--card`` and ``--pb``): a model only ever gets what its own lowering
would have written.  Served
only to a fresh model (no variables yet, so the template's numbering is the model's) without
clue tags (an explanation tags each rule, so it builds them itself).  In-process solving
settles the givens first (candidates.py) and writes a smaller formula per puzzle instead, so
the cache serves the full encoding: DIMACS export and decoding, ``sudoku_full`` runs.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

from ...context import ANSWERS_ONLY, UNNAMED_CLUES
from ...genre import Part
from ...model import Model

# the tactics of Sudoku's encoding (decided by the compiler): settle the givens first
# (encoding.py), and take the rules from this cache (never with clue tags: an explanation tags
# each rule, so it builds them itself)
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the givens force before encoding")
CACHED = Part("cached rules", when=UNNAMED_CLUES, help="the rules of the board shape, built once")

SIZE = 8  # shapes kept (least recently used dropped)
_templates: OrderedDict = OrderedDict()


def serves(model: Model, options) -> bool:
    """Can ``model`` take cached rules?  Ask before creating any variable."""
    return model.nvars == 0 and options.on(CACHED) and model.lowering is not None


def replay(model: Model, key: Hashable, build: Callable[[Model], None]) -> None:
    """Add the rules called ``key`` to ``model``; ``build(m)`` writes them into a fresh model
    ``m`` (the same variables first, in the same order, as ``model`` has) on first use."""
    key = (key, model.lowering.key)
    template = _templates.get(key)
    if template is None:
        m = Model(lowering=model.lowering)
        m.set_limits(model.deadline, model.max_clauses)  # the puzzle's time limit and clause budget
        build(m)
        if m.lazy or m.z3_terms or m.selectors:
            raise RuntimeError("cached rules hold only clauses and native sums")
        # shared, immutable tuples: never copied per puzzle
        template = (m.nvars, tuple(tuple(c) for c in m.clauses), tuple(m.pb_constraints))
        _templates[key] = template
        if len(_templates) > SIZE:
            _templates.popitem(last=False)
    else:
        _templates.move_to_end(key)
    top, clauses, sums = template
    model.reserve(top)
    model.clauses.extend(clauses)
    model.pb_constraints.extend(sums)
    model.set_limits(model.deadline, model.max_clauses)  # counts what came in
