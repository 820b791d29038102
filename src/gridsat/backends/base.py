"""What every backend is built on: the :class:`Backend` interface, :class:`Outcome`,
:class:`Assignment` (a solver's model read in place) and :class:`BackendError`.  The backends
(``pysat``, ``z3``, ``dimacs``) import these from here, and the package (:mod:`gridsat.backends`)
re-exports them, so no backend module imports its own package."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Sequence


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
