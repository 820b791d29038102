"""Solving: one puzzle (:func:`solve`: solve, prove unique, count, list; fallbacks; the
backbone when a uniqueness proof runs out), explanations (:func:`explain_conflict`), and
batches (:func:`solve_batch`: puzzles of one shape share one incremental solver; a local
pool through :func:`gridsat.processes.pool_map`).

:func:`check_run` refuses settings that do not go together (``backend="z3",
solver="minisat22"``) with an :class:`~gridsat.formats.InputError`, for the API as for the CLI.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Iterator

from .compiling import _tuning, check_run, check_timeout, checked_solution, compile_model
from .formats import InputError
from .genre import EncodeOptions
from .loading import Loaded, load
from .model import DeadlineReached
from .reports import MODES, Explanation, Report, UnverifiedAnswer


def solve(puzzle, mode: str = "solve", count: int | None = None,
          options: EncodeOptions | None = None, backend: str = "pysat", solver: str | None = None,
          solver_cmd: str | None = None, timeout: float | None = None, explain: bool = False,
          on_solution: Callable[[Any], None] | None = None, jobs: int = 1, answer: bool = False,
          genre: str | None = None, max_clauses: int | None = None, certify: bool = False,
          count_only: bool = False, fallbacks: bool = True) -> Report:
    """Solve (``mode='solve'``), prove unique (``'unique'``), enumerate up to ``count``
    answers (``'count'``) or all of them (``'all'``).

    ``explain``: when there is no solution, name a minimal set of conflicting clues
    (``report.core``) within what is left of ``timeout``.  ``jobs`` > 1 races that many
    differently seeded copies of the PySAT solver.  ``answer``: also give the genre's
    published answer form (``report.answer``).  ``timeout`` covers everything from reading
    the puzzle to the last SAT call and the explanation; ``max_clauses``: see
    :func:`compile_model`.  ``certify``: every UNSAT claim of an external solver is proved
    again in-process before it is believed.  ``count_only`` (modes ``count`` and ``all``):
    count the answers without keeping them: each is still decoded and checked, and seen by
    ``on_solution``, but only the first is kept (``report.solutions``); the number is
    ``report.solutions_found``.

    Mode ``unique`` with a time limit keeps a quarter of the time left after the first answer:
    when the proof runs out, the backbone (:mod:`gridsat.backbone`) settles what it can in that
    time and ``report.forced`` lists what every answer shares.  No answer at all: the genre's
    ``fallbacks`` (other settings) are tried, and a note says which has an answer
    (``fallbacks=False``: not).
    """
    from .backends import make_backend
    from .solving import search

    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    check_run(backend, solver, solver_cmd, certify)
    if count_only and mode not in ("count", "all"):
        raise ValueError("count_only counts answers: it needs mode 'count' or 'all'")
    timeout = check_timeout(timeout)
    started = time.monotonic()
    deadline = None if timeout is None else started + timeout
    loaded = load(puzzle, genre)
    g = loaded.genre
    options = options or EncodeOptions()
    if answer and g.answer is None:
        raise InputError(f"--answer: {g.name} has no published answer form")
    try:
        compiled = compile_model(loaded, options, backend=backend, deadline=deadline, max_clauses=max_clauses,
                                 mode=mode)
    except DeadlineReached:
        stats = dict(variables=0, clauses=0, encode_seconds=round(time.monotonic() - started, 6),
                     solve_seconds=0.0, sat_calls=0, backend=backend, solver=solver or backend)
        return Report(g.name, "timeout", [], stats, False, mode="count" if mode == "all" else mode,
                      source=loaded.source, puzzle=loaded.puzzle, genre_obj=g, count_only=count_only,
                      found=0 if count_only else None)
    model, encode_seconds = compiled.model, compiled.encode_seconds
    solver, config = _tuning(g, compiled, backend, solver)
    origin = solver_cmd if backend == "external" else f"{backend} backend"
    checked: list = []
    tally = [0, 0]  # answers found, and the answers they stand for (--up-to-symmetry)
    orbits = g.orbit_size if options.genre.get("up_to_symmetry") else None

    def accept(values: dict[int, bool]) -> None:
        sol = checked_solution(loaded, compiled, values, origin)
        tally[0] += 1
        if orbits is not None:
            tally[1] += orbits(loaded.puzzle, sol)
        if not count_only or not checked:
            checked.append(sol)
        if on_solution is not None:
            on_solution(sol)

    remaining = None if deadline is None else max(0.0, deadline - time.monotonic())  # reading and encoding count too
    search_mode = "count" if mode == "all" else mode
    def second() -> bool:
        """Unique mode, after the first answer: another answer the dominance parts cut away?"""
        if g.second is None or not compiled.context.dominance or len(checked) != 1:
            return False
        other = g.second(loaded.puzzle, checked[0], options, deadline=deadline)
        if other is None or g.solution_to_json(other) == g.solution_to_json(checked[0]):
            return False  # (the first answer again proves nothing: the search goes on)
        problems = g.check(loaded.puzzle, other)
        if problems:
            raise UnverifiedAnswer(f"{g.name}: a second answer made from the first breaks the rules "
                                   f"({problems[0]}); not shown")
        checked.append(other)
        tally[0] += 1
        if on_solution is not None:
            on_solution(other)
        return True

    with make_backend(model, backend, solver, solver_cmd, remaining, jobs, config, certify=certify,
                      deadline=deadline) as be:
        if search_mode == "unique":
            result = _unique(model, be, deadline, accept, second)
        else:
            result = search(model, be, search_mode, None if mode == "all" else count, None, accept,
                            keep=not count_only, deadline=deadline)
        used = be.name
        solver_label = getattr(be, "solver_name", None) or (solver_cmd if used == "external" else used)
    stats = dict(model.stats())
    stats.update(encode_seconds=round(encode_seconds, 6), solve_seconds=round(result.solve_seconds, 6),
                 sat_calls=result.calls, backend=used, solver=solver_label)
    if jobs > 1:
        stats["jobs"] = jobs
    if model.hint_names:  # "on": every call had the hints; "dropped": the rules alone took over
        stats.update(hints=model.hint_names, hints_status=result.hints)
    report = Report(g.name, result.status, checked, stats, result.complete, mode=search_mode,
                    source=loaded.source, puzzle=loaded.puzzle, genre_obj=g, count_only=count_only,
                    found=tally[0] if count_only else None)
    if answer:
        report.answer_asked = True
        report.answer = g.answer(loaded.puzzle, checked[0]) if checked else None
    if orbits is not None:
        report.solutions_total = tally[1]
    if result.status == "timeout" and search_mode == "unique" and len(checked) == 1 and deadline is not None:
        _settle(report, loaded, options, backend, solver, deadline, max_clauses)
    if result.status == "unsat" and fallbacks and g.fallbacks is not None:
        _fallback_note(report, loaded, options, backend, solver, deadline)
    left = EXPLAIN_SECONDS if timeout is None else timeout - (time.monotonic() - started)
    if explain and result.status == "unsat" and backend in ("pysat", "z3") and left > 0:
        ex = explain_conflict(loaded, options, backend, solver, left, max_clauses=max_clauses)
        report.core = ex.clues
        report.core_minimal = ex.minimal and ex.status == "unsat"
        if ex.status == "timeout" and timeout is None:
            report.notes.append(f"the conflict was not explained within {EXPLAIN_SECONDS:g} s "
                                "(`gridsat explain` takes as long as it needs, or --timeout)")
    return report


# a solve without --timeout that finds no answer: how long the explanation of the conflict may take
# (a tiny contradictory Galaxies ID took minutes to explain, the verdict itself none)
EXPLAIN_SECONDS = 10.0


PROOF_SHARE = 0.75  # unique mode with a time limit: the proof's share of the time left (the rest: backbone)


def _unique(model, backend, deadline: float | None, accept, second):
    """Mode unique: an answer, then (unless ``second()`` knows another) a search for another
    within PROOF_SHARE of the time left (``deadline``: ``time.monotonic()``)."""
    from .solving import search

    result = search(model, backend, "solve", None, None, accept, deadline=deadline)
    if result.status != "solved":
        return result
    if second():
        result.status = "multiple"
        return result
    left = None if deadline is None else max(0.0, deadline - time.monotonic()) * PROOF_SHARE
    if left is not None and left <= 0:
        result.status = "timeout"
        return result
    more = search(model, backend, "solve", None, left, accept)
    result.calls += more.calls
    result.solve_seconds += more.solve_seconds
    result.hints = more.hints if result.hints == "on" else result.hints
    result.solutions += more.solutions
    result.found += more.found
    result.status = {"unsat": "unique", "solved": "multiple"}.get(more.status, "timeout")
    result.complete = more.status == "unsat"
    return result


def _settle(report: Report, loaded, options, backend: str, solver, deadline: float, max_clauses) -> None:
    """A uniqueness proof ran out of time: what the backbone settles in the time kept for it
    (on a fresh formula, without hints or dominance parts) goes to ``report.forced``; a
    settled backbone decides the question after all."""
    left = deadline - time.monotonic()
    if left <= 0 or backend not in ("pysat", "z3"):
        return
    from .backbone import forced  # only when a proof ran out of time

    bb = forced(loaded, options, backend, solver, left, max_clauses)
    if bb.status in ("open", "unique") or bb.forced:
        report.forced = bb.forced
    if bb.status == "unique":
        report.status, report.complete = "unique", True
    elif bb.status == "open" and bb.answers_seen > 1:
        report.status = "multiple"


FALLBACK_SECONDS = 10.0  # without a time limit: how long each fallback may look for an answer


def _fallback_note(report: Report, loaded, options, backend: str, solver, deadline) -> None:
    """No answer: try the genre's other settings; note the first that has one."""
    for note, other in loaded.genre.fallbacks(loaded.puzzle, options):
        left = FALLBACK_SECONDS if deadline is None else deadline - time.monotonic()
        if left <= 0:
            return
        try:
            rep = solve(loaded, "solve", options=other, backend=backend, solver=solver, timeout=left,
                        fallbacks=False)
        except InputError:
            continue
        if rep.status == "solved":
            report.notes.append(note)
            return


def count(puzzle, limit: int | None = None, **kwargs) -> Report:
    """Enumerate answers: up to ``limit`` of them, or every one (``limit=None``)."""
    return solve(puzzle, mode="all" if limit is None else "count", count=limit, **kwargs)


def solve_batch(items: list, workers: int = 1, **run) -> Iterator[tuple[int, Any, Report | InputError]]:
    """Solve each puzzle of a batch (:func:`load_all`'s list): yields ``(index, item, report)``,
    or ``(index, error, error)`` for an entry that could not be read, in input order.

    Consecutive puzzles of one shape (a genre that declares ``batch``: Sudoku lines, Solo IDs)
    share one incremental solver: the rules are encoded and loaded once, each puzzle's givens
    are assumptions, and its blocking clauses hang on a selector retired after it.
    ``workers`` > 1: that many processes solve runs of consecutive puzzles (a local pool)."""
    check_run(run.get("backend", "pysat"), run.get("solver"), run.get("solver_cmd"), run.get("certify", False))
    if workers > 1 and len(items) > 1:
        yield from _pooled(items, workers, run)
        return
    group: list = []  # (index, Loaded, key) of the current run of one shape
    for i, item in enumerate(items, 1):
        key = _batch_key(item, run)
        if group and key != group[0][2]:
            yield from _solve_group(group, run)
            group = []
        if key is None:
            yield i, item, (item if isinstance(item, InputError) else solve(item, **run))
        else:
            group.append((i, item, key))
    if group:
        yield from _solve_group(group, run)


_POOL_ITEMS: list = []  # the batch a forked pool works on (inherited, never pickled)


def _pooled(items: list, workers: int, run: dict) -> Iterator[tuple[int, Any, Report | InputError]]:
    from .processes import pool_map

    size = max(1, min(500, len(items) // (workers * 4) or 1))
    chunks = [(lo, min(lo + size, len(items))) for lo in range(0, len(items), size)]
    _POOL_ITEMS[:] = items  # the workers inherit the batch (forked): only the chunks' bounds travel
    try:
        for done in pool_map(_solve_chunk, [(lo, hi, run) for lo, hi in chunks], workers):
            for i, report in done:
                item = items[i - 1]
                if isinstance(report, Report):
                    report.puzzle, report.genre_obj = item.puzzle, item.genre
                    yield i, item, report
                else:
                    yield i, item, item
    finally:
        _POOL_ITEMS.clear()


def _solve_chunk(job) -> list:
    """In a pool worker: solve items lo..hi-1 of the inherited batch; Reports travel back
    without the puzzle and genre objects (the parent has them)."""
    lo, hi, run = job
    out = []
    for k, (j, item, report) in enumerate(solve_batch(_POOL_ITEMS[lo:hi], **run)):
        if isinstance(report, Report):
            report.puzzle = report.genre_obj = None
        else:
            report = None  # a bad entry: the parent has its error
        out.append((lo + j, report))
    return out


def _batch_key(item, run: dict):
    """The shape key of a puzzle that can share a solver under these settings (None: solo)."""
    if isinstance(item, InputError) or item.genre.batch is None:
        return None
    if run.get("backend", "pysat") != "pysat" or run.get("jobs", 1) != 1 or run.get("mode", "solve") == "all" \
            or run.get("count_only"):
        return None
    if run.get("answer") or (run.get("options") and run["options"].used()):
        return None
    shape = item.genre.batch(item.puzzle)
    return None if shape is None else (item.genre.name, shape[0])


def _solve_group(group: list, run: dict) -> Iterator[tuple[int, Any, Report]]:
    from .backends import make_backend
    from .solving import search

    first = group[0][1]
    g = first.genre
    mode, count = run.get("mode", "solve"), run.get("count")
    options = run.get("options") or EncodeOptions()
    timeout = check_timeout(run.get("timeout"))
    _, template, _ = g.batch(first.puzzle)
    t0 = time.monotonic()
    try:
        compiled = compile_model(Loaded(g, template, first.source, None), options,
                                 deadline=None if timeout is None else t0 + timeout,
                                 max_clauses=run.get("max_clauses"))
    except DeadlineReached:  # the shape alone does not fit the time limit: one by one
        for i, item, _ in group:
            yield i, item, solve(item, **run)
        return
    model = compiled.model
    encode_seconds = time.monotonic() - t0
    solver, config = _tuning(g, compiled, "pysat", run.get("solver"))
    shape_stats = dict(model.stats())  # the shape's formula: the same wherever a puzzle falls in a run
    be = None
    try:
        for n, (i, item, _) in enumerate(group):
            if be is None:
                be = make_backend(model, "pysat", solver, None, timeout, 1, config)
            solver_name = be.solver_name
            givens = [model.var(*label) for label in g.batch(item.puzzle)[2]]
            guard = model.aux()
            checked: list = []
            result = search(model, be, mode, count, timeout,
                            lambda values: checked.append(checked_solution(item, compiled, values, "pysat backend")),
                            assumptions=givens, guard=guard)
            if result.status == "timeout":  # a solver stopped mid-search is not asked again: a new one
                be.close()
                be = None
            else:
                be.add_clause([-guard])  # this puzzle's blocking clauses are done with
            if result.status == "unsat" and run.get("explain"):
                yield i, item, solve(item, **run)  # the explanation needs the puzzle's own clues
                continue
            stats = dict(shape_stats)
            stats.update(encode_seconds=round(encode_seconds if n == 0 else 0.0, 6),
                         solve_seconds=round(result.solve_seconds, 6), sat_calls=result.calls,
                         backend="pysat", solver=solver_name, shared_solver=True)
            yield i, item, Report(g.name, result.status, checked, stats, result.complete,
                                  mode="count" if mode == "all" else mode, source=item.source,
                                  puzzle=item.puzzle, genre_obj=g)
    except BaseException:
        if be is not None:
            be.abort()
        raise
    if be is not None:
        be.close()


def explain_conflict(puzzle, options: EncodeOptions | None = None, backend: str = "pysat",
                     solver: str | None = None, timeout: float | None = None,
                     max_clauses: int | None = None) -> Explanation:
    """Why has the puzzle no solution?  A minimal set of clues that cannot hold together
    (an unsat core over the clue selectors, then shrunk one clue at a time).  Implied
    constraints and hints are left out, so the core names the puzzle's own clues.

    With ``--connect`` left to auto on a genre with connectivity, the shrinking takes turns
    between two formulas, connectivity as ranks (the eager default) and as unary distances, each
    going on from the clues the other kept, for :data:`RANKS_FIRST` seconds and then twice as
    long each turn: a question one of them is slow to decide, the other often decides at once."""
    if backend == "external":
        raise InputError("explanations need an in-process backend (--backend pysat or z3)")
    check_run(backend, solver)

    timeout = check_timeout(timeout)
    deadline = None if timeout is None else time.monotonic() + timeout
    loaded = load(puzzle)
    options = options or EncodeOptions()
    try:
        compiled = compile_model(loaded, options, tags=True, purpose="explain", backend=backend,
                                 deadline=deadline, max_clauses=max_clauses)
    except DeadlineReached:
        return Explanation("timeout", [], False, {"variables": 0, "clauses": 0, "clues": 0,
                                                  "encode_seconds": timeout, "solve_seconds": 0.0},
                           loaded.genre_name, loaded.source)
    model = compiled.model
    t0 = time.perf_counter()
    formulas = [compiled]
    if options.connect == "auto" and "connect" in loaded.genre.uses:
        formulas.append(None)  # distances: compiled when their first turn comes
    status, clues, minimal, turn, span = "timeout", None, False, 0, RANKS_FIRST
    while True:
        last = len(formulas) == 1
        until = deadline if last else _earlier(deadline, time.monotonic() + span)
        k = turn % len(formulas)
        if formulas[k] is None:
            formulas[k] = _distance_formula(loaded, options, backend, deadline, max_clauses)
            if formulas[k] is None:  # too large: ranks alone from here
                del formulas[k]
                continue
        got = _shrink(formulas[k], loaded, backend, solver, timeout, deadline, until, clues)
        if got is not None:
            status, clues, minimal = got
        if status == "sat" or minimal or last or deadline is not None and time.monotonic() >= deadline:
            break
        turn, span = turn + 1, span * 2
    stats = dict(model.stats(), encode_seconds=round(compiled.encode_seconds, 6),
                 solve_seconds=round(time.perf_counter() - t0, 6), clues=len(model.tag_assumptions()))
    return Explanation(status, clues or [], minimal if status == "unsat" else True, stats, loaded.genre_name,
                       loaded.source)


explain = explain_conflict

# Explanations over ranks (the eager connectivity) are quick on most boards, but now and then one
# question of the shrinking takes minutes where unary distances decide it by propagation, and the
# other way round: 34 examples of 17 genres with one clue changed (no answer), 30 s each
# (benchmarks/explain_conflicts.py): ranks alone 3 out of time, 31 minimal, median 0.46 s;
# distances alone 1, 33, 0.77 s; turns (ranks for this many seconds, distances twice as long,
# ...) 0-1, 33-34, 0.38-0.44 s in two runs (the worst: 9 s where ranks alone took 3).  A 14x14
# Galaxies ID with two dots and the 10x10 Heyawake example with a 5 made 0: no minimal set in
# 60 s over ranks, 5.6-5.9 s in turns
RANKS_FIRST = 2.0
# ... unless the distances' formula passes this many clauses (they grow with the square of a
# region's cells; the 14x14 Galaxies: 1.8 M, 630 MB): then ranks alone, to the deadline
EXPLAIN_DISTANCE_CLAUSES = 2_000_000


def _earlier(a: float | None, b: float) -> float:
    return b if a is None else min(a, b)


def _distance_formula(loaded, options, backend: str, deadline, max_clauses):
    """The explanation formula with unary distances for connectivity; None when it passes
    :data:`EXPLAIN_DISTANCE_CLAUSES` (or the deadline comes first)."""
    from .model import FormulaTooLarge

    near = EncodeOptions(options.card, "distance", options.pb, options.hints, options.genre, options.parts,
                         options.extra)
    cap = EXPLAIN_DISTANCE_CLAUSES if max_clauses is None else min(max_clauses, EXPLAIN_DISTANCE_CLAUSES)
    try:
        return compile_model(loaded, near, tags=True, purpose="explain", backend=backend, deadline=deadline,
                             max_clauses=cap)
    except (FormulaTooLarge, DeadlineReached):
        return None


def _shrink(compiled, loaded, backend, solver, timeout, deadline, until, clues):
    """One turn: a conflict among ``clues`` (None: every clue) shrunk over ``compiled`` until
    ``until``, on a solver of its own (a stopped one is not asked again).  ``(status, clues,
    minimal)``, or None when the turn ended before it had a conflict."""
    from .backends import make_backend
    from .solving import minimal_core, solve_refined

    model = compiled.model
    solver, config = _tuning(loaded.genre, compiled, backend, solver)
    with make_backend(model, backend, solver, None, timeout, config=config, deadline=deadline) as be:
        kept = [model.selectors.get(c) for c in clues or []]
        start = kept if clues and None not in kept else model.tag_assumptions()
        out = solve_refined(model, be, start, until)
        if out.status == "sat":
            return ("sat", [], True) if clues is None else None
        if out.status != "unsat":
            return None
        core, minimal = minimal_core(model, be, out.core or start, until)
    return "unsat", sorted(c for c in (model.clue_of(l) for l in core) if c), minimal
