"""The backbone: the primary literals that have the same value in every answer.

A designer's question ("is it unique yet, and where is it still open?") and a partial verdict
when a uniqueness proof is cut short both come down to it.  Computed incrementally on one
solver: solve once; then for each primary variable still in doubt, ask for an answer where it
takes the other value (an assumption).  No such answer: the variable is forced, and its value
is added as a unit clause (it helps every later call).  An answer: every variable whose value
differs from the first answer is open, and none of them needs a call of its own.

Lazy constraints are honoured through :func:`gridsat.solving.solve_refined`.  The model must
not carry search hints (they may exclude answers); :func:`forced` (the API: a puzzle in,
:class:`Forced` out, with its JSON document and SVG map) compiles it so.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from . import encoders
from .backends import Backend
from .compiling import _tuning, check_run, check_timeout, checked_solution, compile_model
from .formats import InputError
from .genre import EncodeOptions
from .loading import load
from .reports import SCHEMA
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


# -- the API: a puzzle's backbone ---------------------------------------------------------------

@dataclass
class Forced:
    """What every answer shares (:func:`forced`).  ``forced``: ``[(label, value), ...]`` of the
    answer's variables that are the same in all answers; ``open``: how many differ between
    answers; ``unknown``: how many were not settled before the time limit."""

    status: str            # "unique" (nothing open), "open" (some answers differ), "unsat", "timeout"
    forced: list = field(default_factory=list)
    open: list = field(default_factory=list)
    unknown: list = field(default_factory=list)
    solution: Any = None   # the first answer (checked)
    answers_seen: int = 0
    stats: dict = field(default_factory=dict)
    genre: str = ""
    source: str = ""

    def cells(self) -> dict[tuple[int, int], str]:
        """Per grid cell (labels ``(name, row, col, ...)``): ``"?"`` when one of its variables
        is open or unsettled, else the forced value: the label's last part for a forced-true
        variable with one (a digit), ``"#"`` for a forced-true flag, ``"."`` when all are false."""
        out: dict[tuple[int, int], str] = {}
        for label, value in self.forced:
            cell = _cell_of(label)
            if cell is None or out.get(cell, "").strip(".") and not value:
                continue
            if value:
                out[cell] = str(label[3]) if len(label) > 3 else "#"
            else:
                out.setdefault(cell, ".")
        for label in self.open + self.unknown:
            cell = _cell_of(label)
            if cell is not None:
                out[cell] = "?"
        return out

    def to_svg(self) -> str:
        """A map of the answer's cells: open ones (answers differ there) marked ``?`` on red,
        forced ones grey with their forced value (a digit) or a dot for a forced mark."""
        from .render.svg import Board

        marks = self.cells()
        rows = max((r for r, _ in marks), default=0) + 1
        cols = max((c for _, c in marks), default=0) + 1
        board = Board(rows, cols, f"{self.genre}: what every answer shares",
                      caption=f"{len(self.open)} open, {len(self.forced)} forced, {len(self.unknown)} unsettled")
        for (r, c), mark in marks.items():
            board.fill(r, c, "#f4c7c3" if mark == "?" else "#e8e8e8", cls="open" if mark == "?" else "forced")
            if mark == "?":
                board.number(r, c, "?", given=False)
            elif mark not in (".", "#"):
                board.number(r, c, mark)
            elif mark == "#":
                board.disc(r, c, radius=0.15, fill="#444444")
        board.grid()
        board.frame()
        return board.document()

    def to_json(self) -> dict:
        g = encoders.get(self.genre)
        return {"genre": self.genre, "status": self.status,
                "forced": [list(label) + [value] for label, value in self.forced],
                "forced_count": len(self.forced), "open_count": len(self.open),
                "unknown_count": len(self.unknown),
                "open_cells": [list(c) for c, mark in sorted(self.cells().items()) if mark == "?"],
                "solution": g.solution_to_json(self.solution) if self.solution is not None else None,
                "answers_seen": self.answers_seen, "stats": self.stats, "source": self.source,
                "schema": SCHEMA}


def _cell_of(label) -> tuple[int, int] | None:
    if len(label) >= 3 and type(label[1]) is int and type(label[2]) is int:
        return label[1], label[2]
    return None


def forced(puzzle, options: EncodeOptions | None = None, backend: str = "pysat", solver: str | None = None,
           timeout: float | None = None, max_clauses: int | None = None) -> Forced:
    """The backbone of a puzzle: which parts of the answer are the same in every answer
    (:mod:`gridsat.backbone`).  With ``timeout``, what was settled when time ran out."""
    from dataclasses import replace as _replace

    from .backends import make_backend
    from .model import DeadlineReached

    if backend == "external":
        raise InputError("forced needs an in-process backend (--backend pysat or z3)")
    check_run(backend, solver)
    timeout = check_timeout(timeout)
    started = time.monotonic()
    deadline = None if timeout is None else started + timeout
    loaded = load(puzzle)
    options = _replace(options or EncodeOptions(), hints=False)  # a hint may hide answers
    try:
        compiled = compile_model(loaded, options, backend=backend, deadline=deadline, max_clauses=max_clauses)
    except DeadlineReached:
        return Forced("timeout", genre=loaded.genre_name, source=loaded.source,
                      stats={"encode_seconds": round(time.monotonic() - started, 6)})
    model = compiled.model
    solver, config = _tuning(loaded.genre, compiled, backend, solver)
    firsts: list = []

    def accept(values) -> None:
        sol = checked_solution(loaded, compiled, values, f"{backend} backend")
        if not firsts:
            firsts.append(sol)

    t0 = time.monotonic()
    left = None if deadline is None else max(0.0, deadline - t0)
    with make_backend(model, backend, solver, None, left, config=config, deadline=deadline) as be:
        bb = backbone(model, be, deadline, accept)
    label = model.labels.get
    status = {"unsat": "unsat", "timeout": "timeout"}.get(bb.status, "open" if bb.open else "unique")
    stats = dict(model.stats(), encode_seconds=round(compiled.encode_seconds, 6),
                 solve_seconds=round(time.monotonic() - t0, 6), sat_calls=bb.calls)
    return Forced(status, [(label(v), val) for v, val in sorted(bb.forced.items())],
                  [label(v) for v in sorted(bb.open)], [label(v) for v in sorted(bb.unknown)],
                  firsts[0] if firsts else None, bb.answers, stats, loaded.genre_name, loaded.source)
