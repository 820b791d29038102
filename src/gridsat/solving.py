"""Solve, enumerate, prove unique: the loop over any backend.

Enumeration blocks each answer with a clause over the model's *primary* variables only, so
two assignments that differ in auxiliary variables are one answer.  Lazy constraints
(``model.lazy``) are refined before an assignment counts as an answer: an assignment that
violates one is cut off and the solver is called again, so blocking and counting only ever
see answers that satisfy every rule.

Search hints (``model.hint_selector``, see :meth:`gridsat.model.Model.hint`) are tried first:
each call assumes the hint selector, and when that is unsatisfiable the hints are switched off
for good (a unit clause) and the call repeated without them.  Every answer still satisfies
all the rules (hints only add clauses), and the last call of an enumeration runs without
hints, so "no more answers" and "unique" are proved on the rules alone.
"""
from __future__ import annotations

import time
from array import array
from dataclasses import dataclass, field
from typing import Callable, Iterator

from .backends import Backend, BackendError, Outcome


@dataclass
class Search:
    """What a search found.  ``status`` is the CLI/JSON status:

    ``solved``   an answer was found (uniqueness not asked or not decided by ``--count``)
    ``unique``   exactly one answer exists
    ``multiple`` more than one answer exists
    ``unsat``    no answer exists
    ``timeout``  the time limit was reached before the question was settled
    """

    status: str
    solutions: list[dict[int, bool]] = field(default_factory=list)
    found: int = 0          # answers found (all kept in ``solutions`` unless keep=False)
    complete: bool = False  # every answer was enumerated (no more exist)
    solve_seconds: float = 0.0
    calls: int = 0
    core: list[int] = field(default_factory=list)
    hints: str = "none"  # "none" (model has none), "on" (still in use), "dropped"


class _Timeout(Exception):
    pass


def solve_refined(model, backend: Backend, assumptions=(), deadline: float | None = None) -> Outcome:
    """One solver call that honours the lazy constraints (an answer violating one is cut off
    and the solver asked again); ``timeout`` status when the deadline passes."""
    try:
        return _solve_refined(model, backend, deadline, Search("solved"), list(assumptions))
    except _Timeout:
        return Outcome("timeout")


def _solve_refined(model, backend: Backend, deadline: float | None, stats: Search,
                   assumptions) -> Outcome:
    """One answer that also satisfies the lazy constraints (cut clauses added as needed)."""
    hint = model.hint_selector
    if hint is not None and stats.hints == "none":
        stats.hints = "on"
    while True:
        if deadline is not None and time.monotonic() >= deadline:
            raise _Timeout
        stats.calls += 1
        hinted = hint is not None and stats.hints == "on"
        out = backend.solve(list(assumptions) + [hint] if hinted else assumptions, deadline)
        if hinted and out.status == "unsat":
            # no answer (left) that follows the hints: drop them and ask the rules alone
            stats.hints = "dropped"
            backend.add_clause([-hint])
            continue
        if out.status != "sat" or not model.lazy:
            if out.status == "timeout":
                raise _Timeout
            return out
        cuts = [c for fn in model.lazy for c in fn(out.values)]
        if not cuts:
            return out
        for c in cuts:
            backend.add_clause(c)


def iter_solutions(model, backend: Backend, limit: int | None = None,
                   deadline: float | None = None, stats: Search | None = None,
                   assumptions=(), guard: int | None = None) -> Iterator[dict[int, bool]]:
    """Yield answers (``{var: value}``) one by one, blocking each; stops after ``limit``.
    ``guard``: a selector literal that every blocking clause hangs on (it is assumed in
    every call; adding ``[-guard]`` afterwards retires the blocking clauses).

    Raises ``TimeoutError`` when the deadline passes.  ``stats.complete`` is set when the
    solver proved that no further answer exists.
    """
    stats = stats if stats is not None else Search("solved")
    found = first_size = 0
    seen: set[bytes] = set()  # the answers found: a 16-byte digest of their primary variables each
    while limit is None or found < limit:
        t0 = time.perf_counter()
        try:
            out = _solve_refined(model, backend, deadline, stats, assumptions)
        except _Timeout:
            raise TimeoutError from None
        finally:
            stats.solve_seconds += time.perf_counter() - t0
        if out.status == "unsat":
            stats.complete = True
            stats.core = out.core
            return
        if model.fixed_primary_count:
            # the short blocking clause is only sound if the encoder's claim holds: check it
            size = model.true_primaries(out.values)
            if found and size != first_size:
                raise RuntimeError(f"encoder claimed a fixed number of true primary variables, "
                                   f"but answers have {first_size} and {size}")
            first_size = size
        block = model.blocking_clause(out.values)
        # (a 64-bit SipHash of the clause's bytes: no hashlib to import at start-up; not the hash
        # of a tuple of ints, where -1 and -2 hash alike)
        key = (len(block), hash(array("i", block).tobytes()))
        if key in seen:  # whatever the backend: an answer is never counted twice
            raise BackendError(f"the {backend.name} solver gave an answer already found, after it was ruled out "
                               "by a blocking clause; its answers are not trusted")
        seen.add(key)
        found += 1
        yield out.values
        backend.add_clause(block if guard is None else block + [-guard])


def search(model, backend: Backend, mode: str = "solve", count: int | None = None,
           timeout: float | None = None,
           on_solution: Callable[[dict[int, bool]], None] | None = None,
           assumptions=(), guard: int | None = None, keep: bool = True,
           deadline: float | None = None) -> Search:
    """Run one of the three jobs.

    * ``solve``: one answer.
    * ``unique``: solve, block it, solve again; the status says unique or multiple.
    * ``count``: enumerate up to ``count`` answers (all of them when ``count`` is None).

    ``on_solution`` sees each answer as soon as it is found (streaming).  ``assumptions``
    (e.g. one puzzle's givens on a solver shared by a batch) hold in every call; ``guard``:
    see :func:`iter_solutions`.  ``keep=False``: answers are counted (``found``) and handed to
    ``on_solution``, not kept in ``solutions`` (counting millions of answers in little memory).
    ``deadline`` (``time.monotonic()``): the time limit as a moment (the earlier of it and
    ``timeout`` from now holds), so that what ran before the search counts too.
    """
    if mode not in ("solve", "unique", "count"):
        raise ValueError(f"unknown search mode {mode!r}")
    limit = {"solve": 1, "unique": 2, "count": count}[mode]
    if timeout is not None:
        deadline = min(time.monotonic() + timeout, deadline if deadline is not None else float("inf"))
    result = Search("solved")
    assumptions = model.tag_assumptions() + list(assumptions) + ([guard] if guard is not None else [])
    try:
        for values in iter_solutions(model, backend, limit, deadline, result, assumptions, guard):
            result.found += 1
            if keep:
                result.solutions.append(values)
            if on_solution is not None:
                on_solution(values)
    except TimeoutError:
        result.status = "timeout"
        return result
    n = result.found
    if n == 0:
        result.status = "unsat"
    elif mode == "solve":
        result.status = "solved"
    elif n >= 2:
        result.status = "multiple"
    elif result.complete:
        result.status = "unique"
    else:
        result.status = "solved"  # --count 1: one found, the rest not looked at
    return result


def minimal_core(model, backend: Backend, core: list[int], deadline: float | None = None) -> tuple[list[int], bool]:
    """Shrink an unsat core of selector literals to a minimal one (deletion-based: drop each
    selector in turn and keep it out when the rest is still unsatisfiable).

    Returns ``(core, minimal)``; ``minimal`` is False when the deadline cut the shrinking short
    (the core is then still a correct, but maybe not minimal, conflict).
    """
    current = list(dict.fromkeys(core))
    i = 0
    while i < len(current):
        if deadline is not None and time.monotonic() >= deadline:
            return current, False
        trial = current[:i] + current[i + 1:]
        out = solve_refined(model, backend, trial, deadline)
        if out.status == "unsat":
            # the solver's own core of the trial may be smaller still
            smaller = [l for l in trial if l in set(out.core)] if out.core else trial
            current = smaller if smaller else trial
            i = min(i, len(current))
            continue
        if out.status == "timeout":
            return current, False
        i += 1
    return current, True
