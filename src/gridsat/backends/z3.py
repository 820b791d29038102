"""The z3 backend: the fallback for models that keep arithmetic as z3 terms, and a second
opinion.  Clauses become z3 disjunctions; cardinality and pseudo-Boolean constraints arrive as
native PbLe/PbGe/PbEq terms (the model is lowered with :data:`gridsat.lowering.Z3`), so z3's own
pseudo-Boolean reasoning sees the sums instead of their CNF encodings.  Variable ``v`` of the Model is the z3 Bool ``v<v>``; encoders that build
z3 terms get it from :func:`bool_var`."""
from __future__ import annotations

import contextlib
import threading
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


@contextlib.contextmanager
def _signals():
    """Ctrl-C and SIGTERM arriving while ctypes converts an argument come out of z3's calls
    as ``ctypes.ArgumentError("argument 1: KeyboardInterrupt: ")``: give them their own names."""
    import ctypes

    try:
        yield
    except ctypes.ArgumentError as e:
        from ..processes import Terminated

        text = str(e)
        if "KeyboardInterrupt" in text:
            raise KeyboardInterrupt from None
        if "Terminated" in text:
            raise Terminated from None
        raise


class Z3Backend(Backend):
    """z3 in this process.  A check runs in a helper thread (z3 releases the interpreter
    lock) while this one waits, so that Ctrl-C and SIGTERM stop it at once (``interrupt``);
    z3's own Ctrl-C handler is switched off (it would turn Ctrl-C into "unknown")."""
    name = "z3"

    def __init__(self, model, deadline: float | None = None) -> None:
        import z3

        z3.set_param("ctrl_c", False)
        self.z3 = z3
        self.model = model
        self.late = False  # the deadline passed while the formula was built
        with _signals():
            self.solver = z3.Solver()
            self.vars = [None] + [z3.Bool(f"v{v}") for v in range(1, model.nvars + 1)]
            for i, c in enumerate(model.clauses):
                if not i % 4096 and deadline is not None and time.monotonic() >= deadline:
                    self.late = True
                    return
                self.add_clause(c)
            self._more(model)

    def _more(self, model) -> None:
        z3 = self.z3
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
        if self.late or deadline is not None and time.monotonic() >= deadline:
            return Outcome("timeout")
        with _signals():
            return self._solve(assumptions, deadline)

    def _check(self, lits, deadline: float | None):
        """``solver.check`` in a helper thread, stopped by the deadline or a signal."""
        box, done = [], threading.Event()

        def work() -> None:
            try:
                box.append(self.solver.check(*lits))
            except BaseException as e:  # noqa: BLE001 - handed to the waiting thread
                box.append(e)
            finally:
                done.set()

        try:  # a signal can come inside Thread.start (it waits for the thread): interrupted too
            threading.Thread(target=work, name="gridsat-z3-check", daemon=True).start()
            # z3's own timeout stops it too; the wait is the backstop
            finished = done.wait(None if deadline is None else max(0.0, deadline - time.monotonic()) + 0.5)
        except BaseException:
            self.solver.ctx.interrupt()
            raise
        if not finished:
            self.solver.ctx.interrupt()
            done.wait(1.0)
            return self.z3.unknown
        if isinstance(box[0], BaseException):
            raise box[0]
        return box[0]

    def _solve(self, assumptions: Sequence[int], deadline: float | None) -> Outcome:
        z3 = self.z3
        if deadline is not None:
            ms = max(1, int((deadline - time.monotonic()) * 1000))
            self.solver.set("timeout", ms)
        res = self._check([self._lit(a) for a in assumptions], deadline)
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
