"""In-process incremental solving with PySAT.

Without a time limit the solver lives in this process.  With one, it lives in a forked worker
process that is killed when the limit is reached: PySAT's CaDiCaL (the default) cannot be
interrupted inside a SAT call, and killing a worker honours the limit for every solver alike.
The worker keeps its solver between calls, so blocking clauses stay incremental.
"""
from __future__ import annotations

import multiprocessing as mp
import time
from typing import Sequence

from . import Backend, BackendError, Outcome

DEFAULT_SOLVER = "cadical195"


def solver_names() -> list[str]:
    """Canonical names of the solvers this PySAT build offers (e.g. cadical195, glucose4)."""
    from pysat.solvers import SolverNames

    return sorted(k for k in vars(SolverNames) if not k.startswith("_"))


def _canonical(name: str) -> str:
    from pysat.solvers import SolverNames

    for canon, aliases in vars(SolverNames).items():
        if not canon.startswith("_") and (name == canon or name in aliases):
            return canon
    raise BackendError(f"unknown solver {name!r}; available: {', '.join(solver_names())}")


def _new_solver(name: str, clauses):
    from pysat.solvers import Solver

    return Solver(name=name, bootstrap_with=clauses)


def _result(solver, ok: bool) -> tuple:
    if ok:
        return ("sat", solver.get_model() or [])
    return ("unsat", solver.get_core() or [])


def _worker(conn, name: str, clauses) -> None:  # runs in the forked child
    solver = _new_solver(name, clauses)
    while True:
        try:
            cmd, arg = conn.recv()
        except EOFError:
            return
        if cmd == "add":
            for c in arg:
                solver.add_clause(c)
        elif cmd == "solve":
            conn.send(_result(solver, solver.solve(assumptions=arg)))
        elif cmd == "stop":
            return


class PySatBackend(Backend):
    name = "pysat"

    def __init__(self, model, solver: str | None = None, use_worker: bool = False) -> None:
        self.solver_name = _canonical(solver or DEFAULT_SOLVER)
        self.model = model
        self._solver = None
        self._proc = None
        self._conn = None
        self._pending: list[list[int]] = []
        self._dead = False
        if use_worker:
            ctx = mp.get_context("fork")
            parent, child = ctx.Pipe()
            self._proc = ctx.Process(target=_worker, args=(child, self.solver_name, model.clauses),
                                     daemon=True)
            self._proc.start()
            child.close()
            self._conn = parent
        else:
            self._solver = _new_solver(self.solver_name, model.clauses)

    def add_clause(self, clause: Sequence[int]) -> None:
        if self._solver is not None:
            self._solver.add_clause(list(clause))
        else:
            self._pending.append(list(clause))

    def solve(self, assumptions: Sequence[int] = (), deadline: float | None = None) -> Outcome:
        assumptions = list(assumptions)
        if self._solver is not None:
            status, data = _result(self._solver, self._solver.solve(assumptions=assumptions))
        else:
            if self._dead:
                return Outcome("timeout")
            if self._pending:
                self._conn.send(("add", self._pending))
                self._pending = []
            self._conn.send(("solve", assumptions))
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not self._conn.poll(wait):
                self._kill()
                return Outcome("timeout")
            try:
                status, data = self._conn.recv()
            except EOFError:
                self._kill()
                raise BackendError(f"solver {self.solver_name} died (out of memory?)")
        if status == "sat":
            return Outcome("sat", values={abs(l): l > 0 for l in data})
        return Outcome("unsat", core=list(data))

    def _kill(self) -> None:
        self._dead = True
        if self._proc is not None and self._proc.is_alive():
            self._proc.kill()
            self._proc.join(1)

    def close(self) -> None:
        if self._solver is not None:
            self._solver.delete()
            self._solver = None
        if self._proc is not None:
            if self._proc.is_alive() and not self._dead:
                try:
                    self._conn.send(("stop", None))
                except (BrokenPipeError, OSError):
                    pass
                self._proc.join(1)
            self._kill()
            self._proc = None
