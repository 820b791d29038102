"""The backbone: the primary literals that have the same value in every answer.

A designer's question ("is it unique yet, and where is it still open?") and a partial verdict
when a uniqueness proof is cut short both come down to it.  Computed incrementally on one
solver: solve once; then for each primary variable still in doubt, ask for an answer where it
takes the other value (an assumption).  No such answer: the variable is forced, and its value
is added as a unit clause (it helps every later call).  An answer: every variable whose value
differs from the first answer is open, and none of them needs a call of its own.

Lazy constraints are honoured through :func:`gridsat.solving.solve_refined`.  The model must
not carry search hints (they may exclude answers); :func:`gridsat.api.forced` compiles it so.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

from .backends import Backend
from .solving import solve_refined


@dataclass
class Backbone:
    status: str                                   # "complete" | "timeout" | "unsat"
    forced: dict[int, bool] = field(default_factory=dict)   # variable -> its value in every answer
    open: set[int] = field(default_factory=set)   # variables that differ between two answers
    unknown: set[int] = field(default_factory=set)  # not settled before the time limit
    first: dict | None = None                     # the first answer found
    answers: int = 0                              # answers seen (each one checked)
    calls: int = 0


def backbone(model, backend: Backend, deadline: float | None = None,
             accept: Callable[[dict], None] | None = None) -> Backbone:
    """The backbone of the model's primary variables.  ``accept(values)`` sees every answer
    found (the caller checks it with the genre's checker); ``deadline`` (time.monotonic())
    stops the work early: what is settled is reported, the rest is ``unknown``."""
    base = model.tag_assumptions()
    out = Backbone("complete")

    def ask(assumptions):
        out.calls += 1
        return solve_refined(model, backend, base + assumptions, deadline)

    first = ask([])
    if first.status != "sat":
        out.status = "unsat" if first.status == "unsat" else "timeout"
        out.unknown = set(model.primary) if first.status == "timeout" else set()
        return out
    if accept is not None:
        accept(first.values)
    out.first, out.answers = first.values, 1
    value = {v: bool(first.values.get(v, False)) for v in model.primary}
    doubt = list(model.primary)
    pending = set(doubt)
    for v in doubt:
        if v not in pending:
            continue
        if deadline is not None and time.monotonic() >= deadline:
            out.status = "timeout"
            break
        lit = v if value[v] else -v
        res = ask([-lit])
        if res.status == "timeout":
            out.status = "timeout"
            break
        pending.discard(v)
        if res.status == "unsat":
            out.forced[v] = value[v]
            backend.add_clause([lit])
            continue
        if accept is not None:
            accept(res.values)
        out.answers += 1
        out.open.add(v)
        for u in list(pending):  # every variable this answer flips is open too
            if bool(res.values.get(u, False)) != value[u]:
                pending.discard(u)
                out.open.add(u)
    out.unknown = pending if out.status == "timeout" else set()
    return out
