"""In-process incremental solving with PySAT.

The solver lives in this process, and every SAT call can be stopped from outside: by the
deadline and by Ctrl-C or SIGTERM, promptly, whatever the formula's size.  A call first runs
a short conflict-budget slice here (most calls of small puzzles end in it, at no cost); what
is left runs in a helper thread with the interpreter lock released (CaDiCaL through its C++
API, whose ``terminate`` stops it; the MiniSat family through ``solve_limited(expect_interrupt
=True)`` and ``interrupt``), while this thread waits for the answer, the deadline or a signal.
A call that was stopped leaves its solver to the helper thread, which deletes it when the
search has wound down; the stopped solver is never asked again (the backend says so).
PySAT's own Ctrl-C handling (a ``longjmp`` out of the solver, which leaves it unusable) is
never armed.  Solvers that cannot be stopped (``STOPPABLE`` lists those that can) run in a
forked worker process that is killed instead, as do the racing copies of ``--jobs``.
"""
from __future__ import annotations

import functools
import threading
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


LOAD_CHUNK = 1 << 15  # clauses loaded between two looks at the clock


def load_clauses(solver, clauses, deadline: float | None = None) -> bool:
    """Add clauses to a PySAT solver.  For the solvers gridsat uses most, straight through
    the C function (PySAT's ``append_formula`` makes two Python calls and a type check per
    clause: about a quarter of the loading time of a 9x9 Sudoku).  ``deadline``: stop when it
    passes (a million clauses take about a second); returns whether every clause went in."""
    import pysolvers
    import pysat.solvers as ps

    inner = solver.solver
    add = None
    for cls, fn, handle in _DIRECT_ADD:
        if type(inner) is getattr(ps, cls, None) and hasattr(pysolvers, fn):
            add, h = getattr(pysolvers, fn), getattr(inner, handle)
            break
    clauses = clauses if isinstance(clauses, list) else list(clauses)
    for lo in range(0, len(clauses), LOAD_CHUNK):
        if lo and deadline is not None and time.monotonic() >= deadline:
            return False
        chunk = clauses[lo:lo + LOAD_CHUNK]
        if add is None:
            solver.append_formula(chunk)
            continue
        for c in chunk:
            if add(h, c) is False:
                inner.status = False
    return True


# Solvers whose calls can be stopped from another thread (see the module's docstring): the
# MiniSat family through PySAT's interrupt, CaDiCaL through its own C++ API (when PySAT's
# extension exports it: :func:`_cadical_api`)
MINISAT_LIKE = {"ergo", "glucose3", "glucose4", "glucose42", "gluecard3", "gluecard4", "maplechrono",
                "maplecm", "maplesat", "mergesat3", "minicard", "minisat22", "minisatep"}
CADICALS = {"cadical103": "CaDiCaL103", "cadical153": "CaDiCaL153", "cadical195": "CaDiCaL195",
            "cadical300": "CaDiCaL300"}
QUICK_CLAUSES = 200_000  # a formula up to this size first gets a short slice in this thread
QUICK_CONFLICTS = 200    # ... of this many conflicts


_METHODS = ("6assumeEi", "5solveEv", "9terminateEv")  # Solver::assume(int), solve(), terminate()


def _mangled(ns: str) -> list[str]:
    """The Itanium C++ ABI's names of CaDiCaL's ``Solver`` methods in namespace ``ns``."""
    return [f"_ZN{len(ns)}{ns}6Solver{m}" for m in _METHODS]


@functools.lru_cache(maxsize=None)
def _has_cadical_api(name: str) -> bool:
    """Does PySAT's extension export CaDiCaL's C++ API for this solver?  Looked up with the
    dynamic loader alone: importing ctypes costs a few milliseconds of every start-up, and a
    call short enough for the first slice never needs it (:meth:`_Call.prepare` does)."""
    ns = CADICALS.get(name)
    if ns is None:
        return False
    try:
        import _ctypes

        import pysolvers

        handle = _ctypes.dlopen(pysolvers.__file__, 0x2)  # RTLD_NOW; the library is loaded already
        for symbol in _mangled(ns):
            _ctypes.dlsym(handle, symbol)
    except (OSError, AttributeError, ImportError):
        return False
    return True


@functools.lru_cache(maxsize=None)
def _cadical_api(name: str):
    """``(assume, solve, terminate, capsule pointer)`` of CaDiCaL's C++ API in PySAT's
    extension (ctypes releases the interpreter lock during a call), or None."""
    if not _has_cadical_api(name):
        return None
    try:
        import ctypes

        import pysolvers

        lib = ctypes.CDLL(pysolvers.__file__)
        assume, solve, terminate = (getattr(lib, symbol) for symbol in _mangled(CADICALS[name]))
        pointer = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.py_object, ctypes.c_char_p)(
            ("PyCapsule_GetPointer", ctypes.pythonapi))
    except (OSError, AttributeError, ImportError):
        return None
    assume.argtypes, assume.restype = [ctypes.c_void_p, ctypes.c_int], None
    solve.argtypes, solve.restype = [ctypes.c_void_p], ctypes.c_int
    terminate.argtypes, terminate.restype = [ctypes.c_void_p], None
    return assume, solve, terminate, pointer


def stoppable(name: str) -> bool:
    """Can a call of this solver be stopped from another thread (in-process solving)?"""
    return name in MINISAT_LIKE or _has_cadical_api(name)


class _Call:
    """The calls of one PySAT solver that another thread can stop: :meth:`run` (True, False,
    or None when stopped or out of budget) and :meth:`stop`."""

    def __init__(self, name: str, solver) -> None:
        import pysolvers

        self.inner, self.name = solver.solver, name
        self.native = _has_cadical_api(name)  # CaDiCaL: its C++ API, resolved by prepare()
        self.api = self.ptr = None
        if self.native:
            self.quick = getattr(pysolvers, f"{name}_solve_lim")

    def prepare(self) -> None:
        """Resolve CaDiCaL's C++ API (ctypes) before a call that may have to be stopped."""
        if self.native and self.api is None:
            api = _cadical_api(self.name)
            if api is None:  # pragma: no cover - the symbols were there a moment ago
                raise RuntimeError(f"{self.name}: PySAT's extension lost CaDiCaL's C++ API")
            self.ptr, self.api = api[3](self.inner.cadical, None), api

    def run(self, assumptions: list[int], budget: int, here: bool = False) -> bool | None:
        """One call within ``budget`` conflicts (-1: none).  ``here``: a short call in this
        thread (holding the interpreter lock; PySAT's Ctrl-C handler is not armed)."""
        inner = self.inner
        inner.conf_budget(budget)
        if not self.native:
            return inner.solve_limited(assumptions=assumptions, expect_interrupt=True)
        if here:
            r = self.quick(inner.cadical, assumptions, 0)
            res = None if r == 0 else r > 0
        else:
            self.prepare()
            assume, solve = self.api[0], self.api[1]
            for a in assumptions:
                assume(self.ptr, a)
            r = solve(self.ptr)
            res = True if r == 10 else False if r == 20 else None
        inner.status, inner.prev_assumps = res, assumptions
        return res

    def stop(self) -> None:
        if self.native:
            self.prepare()
            self.api[2](self.ptr)
        else:
            self.inner.interrupt()


def _keep(obj, keep: bool) -> None:
    """Hold (or let go of) a reference no one can drop: a solver still searching in a helper
    thread must outlive the interpreter's clean-up at exit."""
    import ctypes

    fn = "Py_IncRef" if keep else "Py_DecRef"
    ctypes.PYFUNCTYPE(None, ctypes.py_object)((fn, ctypes.pythonapi))(obj)


class StoppedSolver(RuntimeError):
    """A solver stopped mid-search is asked again."""


class _Engine:
    """One PySAT solver, or for a non-incremental one (kissat) a fresh solver per call."""

    def __init__(self, name: str, clauses, config: dict[str, int] | None = None,
                 deadline: float | None = None) -> None:
        from pysat.solvers import Solver

        def make(extra, until=None):
            s = Solver(name=name)
            if config:
                s.configure(dict(config))  # must come before any clause
            loaded = load_clauses(s, clauses, until)  # no copy of the formula
            load_clauses(s, extra)
            return s, loaded

        self.name = name
        self.make = lambda extra: make(extra)[0]
        self.extra: list[list[int]] = []
        self.size = len(clauses)
        self.late = False     # the deadline passed while the clauses were loaded
        self.spent = False    # a call was stopped mid-search: the solver is not asked again
        self.lock = threading.Lock()
        self.orphan = None    # a stopped solver its helper thread deletes when it is done
        self.solver = None
        self.call = None
        self.running: threading.Event | None = None  # set when the last helper-thread call ended
        if name not in NOT_INCREMENTAL:
            self.solver, loaded = make([], deadline)
            self.late = not loaded
            if stoppable(name):
                self.call = _Call(name, self.solver)

    def add(self, clause: list[int]) -> None:
        if self.solver is None:
            if not self.spent:
                self.extra.append(clause)
        else:
            self.solver.add_clause(clause)

    def solve(self, assumptions: list[int]) -> tuple:
        """A call that runs to its end (in a worker process, which is killed to stop it)."""
        if self.solver is not None:
            return self._result(self.solver, assumptions)
        if assumptions and self.name in NOT_INCREMENTAL:
            units = [[a] for a in assumptions]  # no assumption interface: solve with units
            with self.make(self.extra + units) as s:
                status, data = self._result(s, [])
            return (status, data if status == "sat" else [])
        with self.make(self.extra) as s:
            return self._result(s, assumptions)

    def decide(self, assumptions: list[int], deadline: float | None = None) -> bool | None:
        """In-process: True / False, or None when the deadline came first.  Ctrl-C and SIGTERM
        stop the call at once (the exception goes on; the solver is given up)."""
        if self.spent:
            raise StoppedSolver(f"solver {self.name} was stopped mid-search; it is not asked again")
        if self.late or deadline is not None and time.monotonic() >= deadline:
            return None
        if self.size <= QUICK_CLAUSES:
            res = self.call.run(assumptions, QUICK_CONFLICTS, here=True)
            if res is not None:
                return res
            if deadline is not None and time.monotonic() >= deadline:
                return None  # (out of budget, not stopped: the solver is still good)
        return self._stoppable(assumptions, deadline)

    def solve_within(self, assumptions: list[int], deadline: float | None = None) -> tuple:
        res = self.decide(assumptions, deadline)
        if res is None:
            return ("timeout", None)
        return self._answer(self.solver, res, assumptions)

    def _stoppable(self, assumptions: list[int], deadline: float | None) -> bool | None:
        """The call in a helper thread, this one waiting for its end, the deadline or a signal."""
        call, box, done = self.call, [], threading.Event()
        call.prepare()  # here, so that a stop from this thread finds the API resolved

        def work() -> None:
            try:
                box.append(call.run(assumptions, -1))
            except BaseException as e:  # noqa: BLE001 - handed to the waiting thread
                box.append(e)
            finally:
                with self.lock:
                    done.set()
                    orphan, self.orphan = self.orphan, None
                if orphan is not None:  # stopped and given up: delete it now that it is idle
                    try:
                        orphan.delete()
                    finally:
                        _keep(orphan, False)

        self.running = done
        try:  # a signal can come while the thread starts (Thread.start waits for it): covered too
            threading.Thread(target=work, name="gridsat-sat-call", daemon=True).start()
            finished = done.wait(None if deadline is None else max(0.0, deadline - time.monotonic()))
        except BaseException:  # Ctrl-C, SIGTERM: stop the search, give the solver up, go on out
            self._give_up(done)
            raise
        if not finished and self._give_up(done):
            return None
        if isinstance(box[0], BaseException):
            raise box[0]
        return box[0]

    def _give_up(self, done: threading.Event) -> bool:
        """Stop a call still running and leave its solver to the helper thread (False: it
        had just ended; the solver is still good)."""
        with self.lock:
            if done.is_set():
                return False
            self.call.stop()
            self.orphan = self.solver
            _keep(self.solver, True)
        self.solver = None
        self.spent = True
        return True

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
        return _Engine._answer(solver, solver.solve(assumptions=assumptions), assumptions)

    def delete(self) -> None:
        """Free the solver, or, while a helper thread still searches in it (a clean-up that
        an exception reached first), stop that search and leave the solver to the thread."""
        if self.solver is not None and self.running is not None and self._give_up(self.running):
            return
        if self.solver is not None:
            self.solver.delete()
            self.solver = None


def _worker(conn, name: str, clauses, config) -> None:  # runs in the forked child
    child_setup()
    import pysat.solvers

    # the parent stops a worker by killing it: PySAT's own Ctrl-C handler (armed in the main
    # thread) would answer a Ctrl-C at the terminal with an error message before that
    pysat.solvers.MainThread.check = staticmethod(lambda: False)
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
# Solvers that search in this process (their calls can be stopped: :func:`stoppable`)
BUDGETED = STOPPABLE = frozenset(MINISAT_LIKE | set(CADICALS))


class PySatBackend(Backend):
    """``jobs`` > 1 races that many copies of the solver, each with its own random seed (a
    solver without seeds races seeded CaDiCaL copies: a small portfolio), in forked workers: every SAT call goes to all of them, the first answer wins, and the winner
    alone carries on (the others are killed, so later calls are incremental again).  Run
    times of one CDCL search vary a lot with the seed (1.9-6.0 s on one 100x100 Tents board),
    so the fastest of two is a cheap way to use a second core."""
    name = "pysat"

    def __init__(self, model, solver: str | None = None, use_worker: bool = False, jobs: int = 1,
                 config=None, deadline: float | None = None) -> None:
        """``config``: options per solver name (a genre's declared tuning); this solver's
        entry, if any, goes to ``Solver.configure``.  A solver whose calls cannot be stopped
        (:func:`stoppable`) runs in a killable worker, with or without a time limit
        (``use_worker``: kept for callers; it changes nothing).  ``deadline``
        (``time.monotonic()``): loading the clauses stops there (every call is then a timeout)."""
        self.solver_name = _canonical(solver or DEFAULT_SOLVER)
        use_worker = not stoppable(self.solver_name)
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
                self._solver = _Engine(self.solver_name, model.clauses, config, deadline)
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
                status, data = self._solver.solve_within(assumptions, deadline)
            except (NotImplementedError, RuntimeError) as e:
                raise BackendError(f"solver {self.solver_name} failed: {e}") from None
            if status == "timeout":
                return Outcome("timeout")
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
        if self._solver is None:
            return self.solve(assumptions).status == "sat"
        return bool(self._solver.decide(list(assumptions)))

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
