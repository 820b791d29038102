"""In-process incremental solving with PySAT.

The solver lives in this process.  A time limit is honoured inside a SAT call by searching
in conflict-budget slices (``solve_limited`` with ``conf_budget``) and looking at the clock
between slices; a slice grows geometrically and is capped by the conflict rate measured so
far, so it never runs far past the deadline.  That works for the solvers in ``BUDGETED``;
any other solver with a time limit runs in a forked worker process that is killed when the
limit is reached (its solver kept between calls, so blocking clauses stay incremental), as
do the racing copies of ``--jobs``.
"""
from __future__ import annotations

import functools
import time
from typing import Sequence

from ..processes import child_setup
from .base import Assignment, Backend, BackendError, Outcome

DEFAULT_SOLVER = "cadical195"
# PySAT solvers that cannot take clauses after a solve call: rebuilt for every call.
NOT_INCREMENTAL = {"kissat404"}


@functools.lru_cache(maxsize=None)
def solver_names() -> list[str]:
    """Canonical names of the solvers this PySAT build can run (e.g. cadical195, glucose4).
    PySAT knows some names whose solver is not built in (cryptosat needs pycryptosat), so
    each is tried once."""
    from pysat.solvers import Solver, SolverNames

    usable = []
    for name in sorted(k for k in vars(SolverNames) if not k.startswith("_")):
        try:
            Solver(name=name).delete()
        except Exception:  # noqa: BLE001 - NoSuchSolverError or a missing extension
            continue
        usable.append(name)
    return usable


def _canonical(name: str) -> str:
    from pysat.solvers import SolverNames

    for canon, aliases in vars(SolverNames).items():
        if not canon.startswith("_") and (name == canon or name in aliases):
            if canon == DEFAULT_SOLVER or canon in solver_names():
                return canon
    raise BackendError(f"unknown solver {name!r}; available: {', '.join(solver_names())}")


# (PySAT solver class, its C "add clause" function, the attribute holding its C handle)
_DIRECT_ADD = (("Cadical195", "cadical195_add_cl", "cadical"), ("Cadical153", "cadical153_add_cl", "cadical"),
               ("Glucose4", "glucose41_add_cl", "glucose"), ("Minisat22", "minisat22_add_cl", "minisat"))


def load_clauses(solver, clauses) -> None:
    """Add clauses to a PySAT solver.  For the solvers gridsat uses most, straight through
    the C function (PySAT's ``append_formula`` makes two Python calls and a type check per
    clause: about a quarter of the loading time of a 9x9 Sudoku)."""
    import pysolvers
    import pysat.solvers as ps

    inner = solver.solver
    for cls, fn, handle in _DIRECT_ADD:
        if type(inner) is getattr(ps, cls, None) and hasattr(pysolvers, fn):
            add, h = getattr(pysolvers, fn), getattr(inner, handle)
            for c in clauses:
                if add(h, c) is False:
                    inner.status = False
            return
    solver.append_formula(clauses)


class _Engine:
    """One PySAT solver, or for a non-incremental one (kissat) a fresh solver per call."""

    def __init__(self, name: str, clauses, config: dict[str, int] | None = None) -> None:
        from pysat.solvers import Solver

        def make(extra):
            s = Solver(name=name)
            if config:
                s.configure(dict(config))  # must come before any clause
            load_clauses(s, clauses)  # no copy of the formula
            load_clauses(s, extra)
            return s

        self.name = name
        self.make = make
        self.extra: list[list[int]] = []
        self.solver = None if name in NOT_INCREMENTAL else self.make([])

    def add(self, clause: list[int]) -> None:
        if self.solver is None:
            self.extra.append(clause)
        else:
            self.solver.add_clause(clause)

    def solve(self, assumptions: list[int]) -> tuple:
        if self.solver is not None:
            return self._result(self.solver, assumptions)
        if assumptions and self.name in NOT_INCREMENTAL:
            units = [[a] for a in assumptions]  # no assumption interface: solve with units
            with self.make(self.extra + units) as s:
                status, data = self._result(s, [])
            return (status, data if status == "sat" else [])
        with self.make(self.extra) as s:
            return self._result(s, assumptions)

    def solve_by_slices(self, assumptions: list[int], deadline: float) -> tuple:
        """Search in conflict-budget slices until an answer, a proof, or the deadline."""
        s, budget = self.solver, FIRST_SLICE
        while True:
            if time.monotonic() >= deadline:
                return ("timeout", None)
            t0 = time.monotonic()
            s.conf_budget(budget)
            res = s.solve_limited(assumptions=assumptions)
            if res is not None:
                s.conf_budget(-1)  # later calls without a deadline run unbounded
                return self._answer(s, res, assumptions)
            spent = max(time.monotonic() - t0, 1e-6)
            left = deadline - time.monotonic()
            # next slice: twice this one, but no more than half of what is left at the rate seen
            budget = int(max(FIRST_SLICE, min(2 * budget, MAX_SLICE, budget / spent * left / 2)))

    @staticmethod
    def _answer(solver, sat: bool, assumptions) -> tuple:
        if sat:
            return ("sat", solver.get_model() or [])
        try:
            return ("unsat", solver.get_core() or [])
        except NotImplementedError:  # no core from this solver: every assumption counts
            return ("unsat", list(assumptions))

    @staticmethod
    def _result(solver, assumptions) -> tuple:
        if solver.solve(assumptions=assumptions):
            return ("sat", solver.get_model() or [])
        try:
            return ("unsat", solver.get_core() or [])
        except NotImplementedError:  # no core from this solver: every assumption counts
            return ("unsat", list(assumptions))

    def delete(self) -> None:
        if self.solver is not None:
            self.solver.delete()
            self.solver = None


def _worker(conn, name: str, clauses, config) -> None:  # runs in the forked child
    child_setup()
    try:
        engine = _Engine(name, clauses, config)
    except Exception as e:  # noqa: BLE001 - e.g. an option the solver does not know
        conn.send(("error", f"{type(e).__name__}: {e}"))
        return
    while True:
        try:
            cmd, arg = conn.recv()
        except EOFError:
            return
        if cmd == "add":
            for c in arg:
                engine.add(c)
        elif cmd == "solve":
            try:
                conn.send(engine.solve(arg))
            except Exception as e:  # noqa: BLE001 - reported to the parent as one line
                conn.send(("error", f"{type(e).__name__}: {e}"))
        elif cmd == "stop":
            return


# Solvers that take a random seed (``--jobs``: each racing copy gets another one)
SEEDED = {"cadical153", "cadical195"}
PORTFOLIO = "cadical195"  # what races beside a solver that takes no seed
# Solvers whose search stops after a conflict budget and resumes where it stopped (checked)
BUDGETED = {"cadical153", "cadical195", "glucose4", "minisat22"}
FIRST_SLICE = 200          # conflicts before the clock is first read
MAX_SLICE = 1_000_000


class PySatBackend(Backend):
    """``jobs`` > 1 races that many copies of the solver, each with its own random seed (a
    solver without seeds races seeded CaDiCaL copies: a small portfolio), in forked workers: every SAT call goes to all of them, the first answer wins, and the winner
    alone carries on (the others are killed, so later calls are incremental again).  Run
    times of one CDCL search vary a lot with the seed (1.9-6.0 s on one 100x100 Tents board),
    so the fastest of two is a cheap way to use a second core."""
    name = "pysat"

    def __init__(self, model, solver: str | None = None, use_worker: bool = False, jobs: int = 1,
                 config=None) -> None:
        """``config``: options per solver name (a genre's declared tuning); this solver's
        entry, if any, goes to ``Solver.configure``.  ``use_worker``: a time limit will be
        asked for; a solver without conflict budgets then runs in a killable worker."""
        self.solver_name = _canonical(solver or DEFAULT_SOLVER)
        use_worker = use_worker and self.solver_name not in BUDGETED
        if jobs < 1:
            raise BackendError(f"--jobs must be at least 1, not {jobs}")
        self.model = model
        self._solver = None
        self._workers: list[tuple] = []  # (process, connection, solver name)
        self.worker_configs: list = []  # the configuration each worker was started with
        self._pending: list[list[int]] = []
        self._dead = False
        configs = config or {}
        config = configs.get(self.solver_name)
        # --jobs N: who races.  Copies of a solver that takes a seed, each with another seed;
        # a solver without one (glucose4, minisat22) races seeded CaDiCaL copies instead (a
        # portfolio: the genre's solver keeps the first seat)
        self.racers = [self.solver_name] + [self.solver_name if self.solver_name in SEEDED else PORTFOLIO] * (jobs - 1)
        if use_worker or jobs > 1:
            import multiprocessing as mp  # here: most runs need no worker (and it costs start-up)

            ctx = mp.get_context("fork")
            for i, name in enumerate(self.racers):
                mine = configs.get(name)
                if i and name in SEEDED:  # the first of a kind keeps its defaults
                    mine = dict(mine or {}, seed=i)
                self.worker_configs.append(mine)
                parent, child = ctx.Pipe()
                proc = ctx.Process(target=_worker, args=(child, name, model.clauses, mine), daemon=True)
                proc.start()
                child.close()
                self._workers.append((proc, parent, name))
        else:
            try:
                self._solver = _Engine(self.solver_name, model.clauses, config)
            except Exception as e:  # noqa: BLE001 - a bad option: one line, not a traceback
                raise BackendError(f"solver {self.solver_name} refused its configuration "
                                   f"{config}: {e}") from None

    def add_clause(self, clause: Sequence[int]) -> None:
        if self._solver is not None:
            self._solver.add(list(clause))
        else:
            self._pending.append(list(clause))

    def solve(self, assumptions: Sequence[int] = (), deadline: float | None = None) -> Outcome:
        assumptions = list(assumptions)
        if self._solver is not None:
            try:
                if deadline is not None and self.solver_name in BUDGETED and self._solver.solver is not None:
                    status, data = self._solver.solve_by_slices(assumptions, deadline)
                    if status == "timeout":
                        return Outcome("timeout")
                else:
                    status, data = self._solver.solve(assumptions)
            except (NotImplementedError, RuntimeError) as e:
                raise BackendError(f"solver {self.solver_name} failed: {e}") from None
        else:
            if self._dead:
                return Outcome("timeout")
            for _, conn, _ in self._workers:
                try:
                    if self._pending:
                        conn.send(("add", self._pending))
                    conn.send(("solve", assumptions))
                except (BrokenPipeError, OSError):
                    pass  # that worker is gone; its connection reads as closed below
            self._pending = []
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            from multiprocessing.connection import wait as wait_for

            ready = wait_for([conn for _, conn, _ in self._workers], wait)
            if not ready:
                self._kill()
                return Outcome("timeout")
            winner = next(w for w in self._workers if w[1] is ready[0])
            for proc, conn, _ in self._workers:  # the others are still searching: stop them
                if proc is not winner[0]:
                    _stop(proc, conn, kill=True)
            self._workers = [winner]
            self.solver_name = winner[2]  # who answers from now on (the stats name it)
            try:
                status, data = winner[1].recv()
            except (EOFError, OSError):
                self._kill()
                raise BackendError(f"solver {self.solver_name} died (out of memory?)") from None
            if status == "error":
                raise BackendError(f"solver {self.solver_name} failed: {data}")
        if status == "sat":
            return Outcome("sat", values=Assignment.of(data))
        return Outcome("unsat", core=list(data))

    def satisfiable(self, assumptions: Sequence[int] = ()) -> bool:
        """Is there an answer under these assumptions?  A yes/no call with no time limit that
        reads no model back (a generator asks thousands of them)."""
        inner = self._solver.solver if self._solver is not None else None
        if inner is None:
            return self.solve(assumptions).status == "sat"
        return bool(inner.solve(assumptions=list(assumptions)))

    def effort(self) -> dict:
        """The in-process solver's accumulated counts (PySAT ``accum_stats``): conflicts,
        decisions, propagations, restarts; empty for a solver in a worker or without them."""
        inner = self._solver.solver if self._solver is not None else None
        try:
            return dict(inner.accum_stats() or {}) if inner is not None else {}
        except (AttributeError, NotImplementedError):
            return {}

    def _kill(self) -> None:
        self._dead = True
        for proc, conn, _ in self._workers:
            _stop(proc, conn, kill=True)
        self._workers = []

    def abort(self) -> None:
        self._dead = True
        self.close()

    def close(self) -> None:
        if self._solver is not None:
            self._solver.delete()
            self._solver = None
        for proc, conn, _ in self._workers:
            _stop(proc, conn, kill=self._dead)
        self._workers = []


def _stop(proc, conn, kill: bool) -> None:
    """End a worker: politely when it is idle, by killing it when it may be mid-search."""
    if not kill and proc.is_alive():
        try:
            conn.send(("stop", None))
        except (BrokenPipeError, OSError):
            pass
        proc.join(1)
    if proc.is_alive():
        proc.kill()
        proc.join(1)
    conn.close()
