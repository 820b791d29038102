"""Lowering: the recorded constraints of a :class:`~gridsat.model.Model` turned into what one
target takes.  One object per target; the library picks it, the builders never ask.

=============  =====================================================================================
``CNF``        clauses for everything; connectivity with ``auto``/``lazy`` becomes the eager
               ``rank`` encoding.  For DIMACS export and explanations (a complete formula).
``CNF_LAZY``   clauses, but connectivity with ``auto``/``lazy`` becomes lazy cuts (checked on
               each answer, cut clauses added to the incremental solver).  In-process PySAT.
``Z3``         cardinality and pseudo-Boolean sums as native z3 terms (z3's own PB reasoning
               sees the sums); connectivity as for ``CNF_LAZY``.
``Z3_EAGER``   native sums, eager connectivity (explanations on the z3 backend).
=============  =====================================================================================

Lowering happens as each constraint is recorded (the Model calls :meth:`Lowering.lower`), so
auxiliary variables are numbered in the encoder's order; a Model made with ``lowering=None``
keeps the records and lowers them later (``model.lower(CNF)``).
"""
from __future__ import annotations

from .cardinality import cnf_at_least, cnf_at_most, cnf_exactly
from .cardinality.pb import lower_pb
from .model import PB, Card, Connect, Constraint


class Lowering:
    def __init__(self, name: str, lazy: bool, native_sums: bool) -> None:
        self.name = name
        self.lazy = lazy                # connectivity may become lazy cuts
        self.native_sums = native_sums  # cardinality and PB sums stay whole (z3)
        self._by_type = {Card: self._card, PB: self._pb, Connect: self._connect}

    def lower(self, model, c: Constraint):
        how = self._by_type.get(type(c))
        if how is None:
            raise TypeError(f"cannot lower {type(c).__name__}")
        return how(model, c)

    def _card(self, model, c: Card):
        if self.native_sums:
            return model.add_pb(c.lits, None, c.op, c.k)
        return _CNF_CARD[c.op](model, c.lits, c.k, c.encoding)

    def _pb(self, model, c: PB):
        if self.native_sums:
            return model.add_pb(c.lits, c.weights, c.op, c.bound)
        return lower_pb(model, c.lits, c.weights, c.op, c.bound, c.encoding)

    def _connect(self, model, c: Connect):
        return c.build(self.connect_method(c.method))

    def connect_method(self, method: str) -> str:
        """The connectivity encoding written for ``method`` on this target."""
        from .connectivity import EAGER_DEFAULT, check_method

        check_method(method)
        if method in ("auto", "lazy"):
            return "lazy" if self.lazy else EAGER_DEFAULT
        return method

    def __repr__(self) -> str:
        return f"<lowering {self.name}>"


_CNF_CARD = {"<=": cnf_at_most, ">=": cnf_at_least, "==": cnf_exactly}

CNF = Lowering("cnf", lazy=False, native_sums=False)
CNF_LAZY = Lowering("cnf-lazy", lazy=True, native_sums=False)
Z3 = Lowering("z3", lazy=True, native_sums=True)
Z3_EAGER = Lowering("z3-eager", lazy=False, native_sums=True)


def for_target(purpose: str, backend: str = "pysat") -> Lowering:
    """The lowering for a job: ``purpose`` is ``solve`` (in-process), ``export`` (DIMACS) or
    ``explain`` (clue cores: eager, so shrinking a core needs no cut loops)."""
    if purpose not in ("solve", "export", "explain"):
        raise ValueError(f"unknown purpose {purpose!r}")
    if purpose == "export":
        return CNF
    if backend == "z3":
        return Z3 if purpose == "solve" else Z3_EAGER
    return CNF_LAZY if purpose == "solve" else CNF
