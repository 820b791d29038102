"""Backends solve a Model: ``pysat`` (in-process, incremental), ``z3``, ``external`` (DIMACS).

All of them implement the small :class:`Backend` interface that :mod:`gridsat.solving` drives:
``add_clause`` (blocking and lazy cut clauses) and ``solve(assumptions, deadline)``.
"""
from __future__ import annotations

from ..model import true_vars  # noqa: F401  (re-exported: where it used to be)
from .base import Assignment, Backend, BackendError, Outcome  # noqa: F401

BACKENDS = ("pysat", "z3", "external")


def make_backend(model, backend: str = "pysat", solver: str | None = None,
                 solver_cmd: str | None = None, timeout: float | None = None, jobs: int = 1,
                 config=None, certify: bool = False, deadline: float | None = None) -> Backend:
    """The backend for a model; ``config`` is per-solver options (a genre's ``tuning``).
    ``deadline`` (``time.monotonic()``; default: ``timeout`` from now): loading the formula
    into an in-process solver stops there."""
    if backend not in BACKENDS:
        raise BackendError(f"unknown backend {backend!r}; choose one of: {', '.join(BACKENDS)}")
    if jobs != 1 and backend != "pysat":
        raise BackendError(f"--jobs races PySAT solvers; the {backend} backend runs one search")
    if model.needs_z3 and backend == "pysat" and solver is None:
        backend = "z3"  # the fallback: constraints with no CNF form are solved by z3
    if model.needs_z3 and backend != "z3":
        raise BackendError("this puzzle has arithmetic constraints with no CNF form; "
                           f"the {backend} backend{' with --solver' if solver else ''} cannot take them: "
                           "use --backend z3")
    if deadline is None and timeout is not None:
        import time

        deadline = time.monotonic() + timeout
    if backend == "pysat":
        from .pysat import PySatBackend
        return PySatBackend(model, solver, use_worker=timeout is not None, jobs=jobs, config=config,
                            deadline=deadline)
    if backend == "z3":
        from .z3 import Z3Backend
        return Z3Backend(model, deadline)
    if backend == "external":
        from .dimacs import ExternalBackend
        if not solver_cmd:
            raise BackendError("--backend external needs --solver-cmd, e.g. --solver-cmd 'cadical -q'")
        return ExternalBackend(model, solver_cmd, certify=certify)
