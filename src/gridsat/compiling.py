"""Compiling a puzzle: the genre's rules, then its implied parts, hints and dominance parts,
into a :class:`~gridsat.model.Model` lowered for the target.

The compiler owns the compile context (:class:`gridsat.context.Context`: purpose, clue tags,
which parts are on, default encodings, the deadline and clause budget).  The genre's rules
get the model and their options only (``options.on(PART)`` answers what depends on the job);
the lowering (:func:`gridsat.lowering.for_target`, configured with the default encodings)
turns the recorded constraints into what the target takes.  Also here: the limits
(:func:`check_timeout`, :func:`default_max_clauses`), the genre's solver tuning, and
:func:`checked_solution` (every answer decoded and checked before anyone sees it).
"""
from __future__ import annotations

import gc
import time
from dataclasses import dataclass, replace
from typing import Any

from . import encoders
from .context import Context
from .formats import InputError
from .genre import EncodeOptions, Genre
from .loading import Loaded, load
from .lowering import for_target
from .model import Model
from .reports import UnverifiedAnswer


@dataclass
class Compiled:
    model: Model
    info: Any              # what the genre's rules returned (handed to decode)
    encode_seconds: float
    context: Any = None    # the compile context (gridsat.context.Context)


BYTES_PER_CLAUSE = 300  # a clause in Python (list + ints) and in the solver, measured roughly


MAX_TIMEOUT = 1_000_000.0  # seconds (11.5 days); leave the limit out for none


_BUDGET: list = [0.0, 0]  # (when it was read, the budget): read again after a second


def default_max_clauses() -> int:
    """The clause budget: what 80% of the memory available now holds (the smaller of the
    machine's free memory and this process's address-space limit); ``--max-clauses``
    overrides it.  Without /proc/meminfo: 100 million.  Read at most once a second (a loop
    of small puzzles would otherwise read /proc on each)."""
    now = time.monotonic()
    if now - _BUDGET[0] > 1.0:
        _BUDGET[:] = [now, _memory_budget()]
    return _BUDGET[1]


def _memory_budget() -> int:
    import resource

    try:
        with open("/proc/meminfo") as f:
            info = dict(line.split(":", 1) for line in f)
        avail = int(info["MemAvailable"].split()[0]) * 1024
    except (OSError, KeyError, ValueError):
        avail = 100_000_000 * BYTES_PER_CLAUSE
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    if soft != resource.RLIM_INFINITY:
        try:
            with open("/proc/self/statm") as f:
                used = int(f.read().split()[0]) * resource.getpagesize()
        except (OSError, ValueError, IndexError):
            used = 0
        avail = min(avail, max(0, soft - used))
    return max(100_000, int(avail * 0.8 / BYTES_PER_CLAUSE))


def check_timeout(timeout: float | None) -> float | None:
    """A time limit is a positive, finite number of seconds up to MAX_TIMEOUT (None: none)."""
    if timeout is None:
        return None
    try:
        t = float(timeout)
    except (TypeError, ValueError):
        raise InputError(f"the time limit must be a number of seconds, not {str(timeout)[:60]!r}") from None
    if not (0 < t <= MAX_TIMEOUT):  # also refuses nan and inf
        raise InputError(f"the time limit must be a positive number of seconds up to {MAX_TIMEOUT:.0f} "
                         f"(leave it out for no limit), not {timeout}")
    return t


def check_run(backend: str = "pysat", solver: str | None = None, solver_cmd: str | None = None,
              certify: bool = False) -> None:
    """Refuse settings that do not go together, with the command line's words: the API checks
    them as the CLI does (``backend="z3", solver="minisat22"`` is an error, not ignored)."""
    if solver and backend != "pysat":
        raise InputError(f"solver {solver!r} names a PySAT solver; it needs backend 'pysat' (--backend pysat), "
                         f"not {backend!r}")
    if solver_cmd is not None and backend != "external":
        raise InputError(f"solver_cmd runs an external solver; it needs backend 'external' "
                         f"(--solver-cmd CMD), not {backend!r}")
    if certify and backend != "external":
        raise InputError("certify checks an external solver's claims; it needs backend 'external' "
                         "(--solver-cmd CMD)")
    # an unknown backend, and jobs > 1 on one that runs one search: make_backend refuses them


def check_encodings(options: EncodeOptions) -> None:
    """Refuse an unknown ``--card`` / ``--pb`` / ``--connect`` name before encoding: the rules
    name no encoding (the lowering writes the job's), so no builder checks it."""
    from .cardinality import check_encoding

    check_encoding(options.card)
    if options.connect != "auto":  # "auto" is always there; asking would import connectivity
        from .connectivity import check_method

        check_method(options.connect)
    if options.pb != "auto":  # "auto" is always there; asking would import pysat.pb
        from .cardinality.pb import check_encoding as check_pb

        check_pb(options.pb)


def compile_model(loaded, options: EncodeOptions | None = None, tags: bool = False,
                  purpose: str = "solve", backend: str = "pysat", deadline: float | None = None,
                  max_clauses: int | None = None, mode: str | None = None) -> Compiled:
    """Encode the puzzle: the genre's rules, then its implied constraints (not for an
    explanation: a core must name real clues), then its search hints (in-process solving
    only, unless ``options.hints`` is off), lowered for the target.

    ``purpose``: ``"solve"`` (in-process: lazy constraints allowed), ``"export"`` (DIMACS: a
    complete eager encoding, no hints) or ``"explain"`` (clue cores: eager too, so that
    shrinking a core needs no cut loops).

    ``deadline`` (``time.monotonic()``): raise :class:`~gridsat.model.DeadlineReached` when it
    passes mid-encoding; ``max_clauses``: raise :class:`~gridsat.model.FormulaTooLarge` beyond
    that many clauses (default: :func:`default_max_clauses`).

    ``mode``: the job (``solve``, ``unique``, ...).  A genre's dominance parts (canonical-form
    constraints: they keep an answer, not every answer) are built to prove an answer unique
    and in exports (where they help an external solver find one), never to count or list
    answers, nor for a first answer in-process (the hints find it faster).
    """
    loaded = load(loaded)
    options = options or EncodeOptions()
    g, p = loaded.genre, loaded.puzzle
    encoders.check_options(g, options)
    check_encodings(options)
    t0 = time.perf_counter()
    base = Context(purpose=purpose, tags=tags, mode=mode, backend=backend, card=options.card, pb=options.pb,
                   connect=options.connect, deadline=deadline, max_clauses=max_clauses or default_max_clauses(),
                   hints_enabled=purpose == "solve" and options.hints, options=options)
    implied = [part for part in g.implied if purpose != "explain" and options.part_on(part, base)]
    hints = [part for part in g.hints if base.hints_enabled and options.part_on(part, base)]
    canonical = purpose == "export" or purpose == "solve" and mode == "unique"
    dominance = [part for part in g.dominance if canonical and options.part_on(part, base)]
    implied += dominance
    context = replace(base, implied=frozenset(part.name for part in implied),
                      hints=frozenset(part.name for part in hints),
                      dominance=frozenset(part.name for part in dominance))
    options = options.within(context)
    lowering = for_target(purpose, backend).using(card=options.card, pb=options.pb, connect=options.connect)
    model = Model(tags=tags, lowering=lowering)
    model.set_limits(deadline, context.max_clauses)
    model.hints_enabled = context.hints_enabled
    # Encoding allocates millions of small lists (clauses) that all stay alive; Python's cycle
    # collector would walk them again and again as they pile up (a 200x200 Tents encoding
    # took about twice as long with it), and none of them form cycles.  Paused meanwhile.
    collecting = gc.isenabled()
    gc.disable()
    try:
        info = g.rules(p, model, options)
        for part in implied:
            with model.implied(part.name):
                part.build(p, model, options, info)
        for part in hints:
            with model.hint(part.help or part.name):  # stats["hints"] shows what each says
                part.build(p, model, options, info)
        model.set_limits(model.deadline, model.max_clauses)  # the last few thousand clauses count too
    finally:
        if collecting:
            gc.enable()
    return Compiled(model, info, time.perf_counter() - t0, context)


def _tuning(g: Genre, compiled: Compiled, backend: str, solver: str | None):
    """The solver name and per-solver options: the genre's declared tuning."""
    config = {k: dict(v) for k, v in g.tuning.config.items()}
    if backend == "pysat" and solver is None:
        solver = g.tuning.solver
    return solver, config


def checked_solution(loaded: Loaded, compiled: Compiled, values: dict[int, bool], origin: str):
    g = loaded.genre
    sol = g.decode(loaded.puzzle, compiled.model, values, compiled.info)
    problems = g.check(loaded.puzzle, sol)
    if problems:
        raise UnverifiedAnswer(f"{origin} returned an answer that breaks the rules "
                               f"({problems[0]}{'; ...' if len(problems) > 1 else ''}); not shown")
    return sol
