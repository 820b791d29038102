"""Backends solve a Model: ``pysat`` (in-process, incremental), ``z3``, ``external`` (DIMACS).

All of them implement the small :class:`Backend` interface that :mod:`gridsat.solving` drives:
``add_clause`` (blocking and lazy cut clauses) and ``solve(assumptions, deadline)``.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Sequence

BACKENDS = ("pysat", "z3", "external")


class Assignment(Mapping):
    """``{variable: value}`` read straight from a solver's model list, where entry i is the
    literal of variable i + 1 (no dictionary is built: a model of 10,000 variables is read
    only where it is asked)."""

    __slots__ = ("lits",)

    def __init__(self, lits: Sequence[int]) -> None:
        self.lits = lits

    @classmethod
    def of(cls, lits: Sequence[int]):
        """An Assignment when ``lits`` is in variable order (PySAT's models are), else a dict."""
        if not lits or abs(lits[-1]) == len(lits) and abs(lits[0]) == 1:
            return cls(lits)
        return {abs(l): l > 0 for l in lits}

    def __getitem__(self, v: int) -> bool:
        if 0 < v <= len(self.lits):
            return self.lits[v - 1] > 0
        raise KeyError(v)

    def get(self, v, default=None):
        return self.lits[v - 1] > 0 if 0 < v <= len(self.lits) else default

    def __contains__(self, v) -> bool:
        return isinstance(v, int) and 0 < v <= len(self.lits)

    def __iter__(self):
        return iter(range(1, len(self.lits) + 1))

    def __len__(self) -> int:
        return len(self.lits)


def true_vars(values) -> list[int]:
    """The variables an answer sets true (fast for a solver's model list)."""
    lits = getattr(values, "lits", None)
    if lits is not None:
        return [l for l in lits if l > 0]
    return [v for v, b in values.items() if b]


@dataclass
class Outcome:
    status: str  # "sat" | "unsat" | "timeout"
    values: dict[int, bool] | None = None
    core: list[int] = field(default_factory=list)


class BackendError(RuntimeError):
    """A backend could not run (unknown solver, external command failed, ...)."""


class Backend:
    name = "?"

    def add_clause(self, clause: Sequence[int]) -> None:
        raise NotImplementedError

    def solve(self, assumptions: Sequence[int] = (), deadline: float | None = None) -> Outcome:
        raise NotImplementedError

    def close(self) -> None:
        pass

    def effort(self) -> dict:
        """The search effort so far (conflicts, decisions, propagations) where the solver tells."""
        return {}

    def abort(self) -> None:
        """Stop at once (an exception or a signal is on its way out): kill, do not wait."""
        self.close()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, *exc):
        if exc_type is None:
            self.close()
        else:
            self.abort()


def make_backend(model, backend: str = "pysat", solver: str | None = None,
                 solver_cmd: str | None = None, timeout: float | None = None, jobs: int = 1,
                 config=None, certify: bool = False) -> Backend:
    """The backend for a model; ``config`` is per-solver options (a genre's ``tuning``)."""
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
    if backend == "pysat":
        from .pysat import PySatBackend
        return PySatBackend(model, solver, use_worker=timeout is not None, jobs=jobs, config=config)
    if backend == "z3":
        from .z3 import Z3Backend
        return Z3Backend(model)
    if backend == "external":
        from .dimacs import ExternalBackend
        if not solver_cmd:
            raise BackendError("--backend external needs --solver-cmd, e.g. --solver-cmd 'cadical -q'")
        return ExternalBackend(model, solver_cmd, certify=certify)
