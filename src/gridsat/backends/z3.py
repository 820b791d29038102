"""The z3 backend: the fallback for models that keep arithmetic as z3 terms, and a second
opinion.  Clauses become z3 disjunctions; cardinality and pseudo-Boolean constraints arrive as
native PbLe/PbGe/PbEq terms (the model is lowered with :data:`gridsat.lowering.Z3`), so z3's own
pseudo-Boolean reasoning sees the sums instead of their CNF encodings.  Variable ``v`` of the Model is the z3 Bool ``v<v>``; encoders that build
z3 terms get it from :func:`bool_var`."""
from __future__ import annotations

import time
from typing import Sequence

from ..model import Arith
from .base import Backend, Outcome


def bool_var(v: int):
    import z3

    return z3.Bool(f"v{v}")


def arith_term(rec: Arith, lit):
    """The z3 term of an :class:`~gridsat.model.Arith` record (``lit(l)``: the z3 Bool of a
    literal): ``on -> (values op target)``, a cell's value ``sum(d * [lit])`` or its digit."""
    import z3
    from math import prod

    vals = [z3.IntVal(v) if isinstance(v, int) else z3.Sum([z3.If(lit(l), d, 0) for d, l in v])
            for v in rec.values]
    t = rec.target
    if rec.op == "+":
        term = z3.Sum(vals) == t
    elif rec.op == "*":
        term = prod(vals[1:], start=vals[0]) == t
    elif rec.op == "-":
        term = z3.Or(vals[0] - vals[1] == t, vals[1] - vals[0] == t)
    elif rec.op == "/":
        term = z3.Or(vals[0] == t * vals[1], vals[1] == t * vals[0])
    else:
        term = vals[0] == t
    return z3.Implies(lit(rec.on), term)


class Z3Backend(Backend):
    name = "z3"

    def __init__(self, model) -> None:
        import z3

        self.z3 = z3
        self.model = model
        self.solver = z3.Solver()
        self.vars = [None] + [z3.Bool(f"v{v}") for v in range(1, model.nvars + 1)]
        for c in model.clauses:
            self.add_clause(c)
        for term in model.z3_terms:
            self.solver.add(arith_term(term, self._lit) if isinstance(term, Arith) else term)
        for guard, lits, weights, op, bound in model.pb_constraints:
            pairs = [(self._lit(l), w) for l, w in zip(lits, weights)]
            term = {"<=": z3.PbLe, ">=": z3.PbGe, "==": z3.PbEq}[op](pairs, bound) if pairs else \
                z3.BoolVal({"<=": 0 <= bound, ">=": 0 >= bound, "==": bound == 0}[op])
            self.solver.add(z3.Or([self._lit(g) for g in guard] + [term]) if guard else term)

    def _lit(self, l: int):
        return self.vars[l] if l > 0 else self.z3.Not(self.vars[-l])

    def add_clause(self, clause: Sequence[int]) -> None:
        self.solver.add(self.z3.Or([self._lit(l) for l in clause]))

    def solve(self, assumptions: Sequence[int] = (), deadline: float | None = None) -> Outcome:
        z3 = self.z3
        if deadline is not None:
            ms = max(1, int((deadline - time.monotonic()) * 1000))
            self.solver.set("timeout", ms)
        res = self.solver.check(*[self._lit(a) for a in assumptions])
        if res == z3.sat:
            m = self.solver.model()
            values = {v: z3.is_true(m.eval(self.vars[v], model_completion=True))
                      for v in range(1, self.model.nvars + 1)}
            return Outcome("sat", values=values)
        if res == z3.unsat:
            core = []
            names = {str(self._lit(a)): a for a in assumptions}
            for t in self.solver.unsat_core():
                if str(t) in names:
                    core.append(names[str(t)])
            return Outcome("unsat", core=core)
        return Outcome("timeout")
