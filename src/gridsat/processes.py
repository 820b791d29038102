"""Child processes and signals: nothing gridsat starts outlives it.

* :class:`Terminated` is raised in the main process on SIGTERM (once
  :func:`install_signal_handlers` ran; the CLI does), so every ``finally`` and ``with`` block
  runs: workers are killed, temporary files removed.  Ctrl-C raises ``KeyboardInterrupt`` as
  usual.  The CLI turns them into one line and exit 143 / 130.
* :func:`child_setup` runs first in a forked solver worker: it ignores Ctrl-C (the parent
  decides, and kills it) and asks the kernel to kill it when the parent dies, however the
  parent dies (Linux ``PR_SET_PDEATHSIG``).
* :func:`start_solver` / :func:`kill_tree` run an external solver and end it together with
  every process it started: it runs in a session (process group) of its own, and gridsat is
  a child subreaper meanwhile (Linux), so a descendant that leaves the session (``setsid``)
  comes back to gridsat when its parent dies and is swept too (:func:`kill_group`: the
  group alone).  In a forked worker, whose SIGTERM kills at once, :func:`ending_cleanly`
  lets SIGTERM clean the solver up first.
* :func:`pool_map`: the one pool of forked workers (batches, big jobs).
"""
from __future__ import annotations

import contextlib
import os
import signal
import threading
import time

from .exits import EXIT_INTERRUPTED, EXIT_TERMINATED  # noqa: F401  (re-exported)


class Terminated(BaseException):
    """SIGTERM arrived (a BaseException, like KeyboardInterrupt: ``except Exception`` does not
    swallow it)."""


# Where an exception raised by a signal handler would be lost: a finalizer (``__del__``: "Exception
# ignored in ...", and the run goes on) or ctypes converting an argument (``from_param``: the
# exception comes out as ``ctypes.ArgumentError``; z3's calls)
_UNSAFE = frozenset({"__del__", "from_param"})


def _unsafe(frame) -> bool:
    while frame is not None:
        if frame.f_code.co_name in _UNSAFE:
            return True
        frame = frame.f_back
    return False


def _again_soon(signum: int) -> None:
    """Send ``signum`` again in a few milliseconds, from a helper thread: by then the finalizer
    or conversion it came in has ended (else it comes back once more).  Raising it here again
    (``signal.raise_signal``) would run this handler at once, still inside, until RecursionError."""
    t = threading.Timer(0.005, os.kill, (os.getpid(), signum))
    t.daemon = True
    t.start()


def _on_sigterm(signum, frame) -> None:
    if _unsafe(frame):
        _again_soon(signum)
        return
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # one is enough: the clean-up must not be cut
    raise Terminated()


def _on_sigint(signum, frame) -> None:
    if _unsafe(frame):
        _again_soon(signum)
        return
    raise KeyboardInterrupt


def _on_signal_at_start(signum, frame) -> None:
    """While the command line's modules load, nothing has started that needs a clean-up: one
    line, and out."""
    word, code = ("interrupted", EXIT_INTERRUPTED) if signum == signal.SIGINT else ("terminated", EXIT_TERMINATED)
    os.write(2, f"gridsat: error: {word}\n".encode())
    os._exit(code)


def install_start_up_handlers() -> None:
    """From the first line of a ``gridsat`` process (the package's import) until the command
    line installs its own handlers: a signal ends it with one line (no traceback, no silent
    death in the ~0.1 s the imports take)."""
    try:
        signal.signal(signal.SIGTERM, _on_signal_at_start)
        if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            signal.signal(signal.SIGINT, _on_signal_at_start)
    except ValueError:  # pragma: no cover - not the main thread
        pass


def install_signal_handlers() -> None:
    """SIGTERM raises :class:`Terminated` and Ctrl-C ``KeyboardInterrupt`` in the main thread,
    never inside a finalizer or a ctypes conversion (where the exception would be lost: the
    signal comes again right after)."""
    try:
        signal.signal(signal.SIGTERM, _on_sigterm)
        if signal.getsignal(signal.SIGINT) in (signal.default_int_handler, _on_signal_at_start):
            signal.signal(signal.SIGINT, _on_sigint)
    except ValueError:  # not the main thread (e.g. inside a server): leave signals alone
        pass


def pysat_solver(name: str, **kwargs):
    """A PySAT solver whose calls never arm PySAT's own Ctrl-C handler (a ``longjmp`` out of
    the solver that surfaces as "Caught keyboard interrupt", an error and a traceback instead of
    ``KeyboardInterrupt``).  A signal that comes during a call is raised by Python's handler as
    the call returns, so a call made this way in the main thread must be short: propagation, a
    search on a conflict budget (long searches go through the backends, which can stop them)."""
    import pysat.solvers as ps

    ps.MainThread.check = staticmethod(lambda: False)
    return ps.Solver(name=name, **kwargs)


def _parent_death_signal(sig: int) -> None:
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(sig), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the parent's clean-up still kills us
        pass


def child_setup() -> None:
    """First thing in a forked worker."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _parent_death_signal(signal.SIGKILL)


def kill_group(proc) -> None:
    """Kill a process started with ``start_new_session=True`` and its whole group, and reap it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.kill()
    except ProcessLookupError:
        pass
    try:
        proc.wait(timeout=5)
    except Exception:  # noqa: BLE001 - best effort: it was sent SIGKILL
        pass


# -- an external solver's whole tree ------------------------------------------------------------
#
# A process group is not enough: a descendant that calls setsid() (a daemon, a double fork)
# leaves the group, and when its parent dies it goes to init, out of reach.  While external
# solvers run, gridsat is a child subreaper (Linux, prctl PR_SET_CHILD_SUBREAPER, no privilege
# needed): orphans of the solver's tree come to gridsat instead, and kill_tree sweeps them.
# Elsewhere (no prctl, no /proc) the process group is all there is.

_PR_SET_CHILD_SUBREAPER, _PR_GET_CHILD_SUBREAPER = 36, 37
_reaper = {"pid": 0, "users": 0, "set": False}   # per process (a forked worker starts afresh)
_trees: dict[int, tuple[frozenset, int]] = {}      # solver pid -> (children before it, its start)
_tree_lock = threading.Lock()


def _prctl(option: int, arg) -> bool:
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(option, arg, 0, 0, 0) == 0
    except (OSError, AttributeError, TypeError):  # not Linux
        return False


def _subreaper(on: bool) -> None:
    """Count the solvers that need gridsat to be a subreaper; set the flag for the first, clear
    it (if it was not set before) after the last."""
    with _tree_lock:
        if _reaper["pid"] != os.getpid():
            _reaper.update(pid=os.getpid(), users=0, set=False)
        if on:
            if _reaper["users"] == 0:
                import ctypes

                was = ctypes.c_int(0)
                already = _prctl(_PR_GET_CHILD_SUBREAPER, ctypes.byref(was)) and was.value
                _reaper["set"] = not already and _prctl(_PR_SET_CHILD_SUBREAPER, 1)
            _reaper["users"] += 1
        else:
            _reaper["users"] = max(0, _reaper["users"] - 1)
            if _reaper["users"] == 0 and _reaper["set"]:
                _prctl(_PR_SET_CHILD_SUBREAPER, 0)
                _reaper["set"] = False


def _process_table() -> dict[int, tuple[int, int]] | None:
    """``{pid: (ppid, start time)}`` of every process (zombies too) from /proc; None without it."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    table = {}
    for entry in entries:
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as f:
                    fields = f.read().rsplit(b")", 1)[1].split()
                table[int(entry)] = (int(fields[1]), int(fields[19]))
            except (OSError, IndexError, ValueError):  # gone meanwhile
                continue
    return table


def _children(table: dict, pid: int) -> list[tuple[int, int]]:
    return [(p, start) for p, (ppid, start) in table.items() if ppid == pid]


def start_solver(argv: list[str], **popen) -> "subprocess.Popen":
    """Start an external program in a session (process group) of its own, such that
    :func:`kill_tree` can end every process it starts, also those that leave its session."""
    import subprocess

    _subreaper(True)
    try:
        table = _process_table() or {}
        before = frozenset(_children(table, os.getpid()))
        proc = subprocess.Popen(argv, start_new_session=True, **popen)
    except BaseException:
        _subreaper(False)
        raise
    table = _process_table() or {}
    _trees[proc.pid] = (before, table.get(proc.pid, (0, 0))[1])
    return proc


def kill_tree(proc) -> None:
    """Kill a process started by :func:`start_solver`, its group and every descendant, wherever
    it went, and reap them all.  What was gridsat's child before the solver started (a worker,
    another solver) is left alone."""
    try:
        kill_group(proc)
    finally:
        before, since = _trees.pop(proc.pid, (frozenset(), 0))
        try:
            _sweep(before, since)
        finally:
            _subreaper(False)


def _sweep(before: frozenset, since: int, patience: float = 5.0) -> None:
    """Kill and reap the orphans the solver left to gridsat (children of gridsat started after
    the solver, not another live solver), with everything below them; again, while killing
    them hands their own children over."""
    me, stop = os.getpid(), time.monotonic() + patience
    while time.monotonic() < stop:
        table = _process_table()
        if table is None:
            return
        others = {pid for pid in _trees}
        orphans = [pid for pid, start in _children(table, me)
                   if (pid, start) not in before and pid not in others and start >= since]
        if not orphans:
            return
        doomed, todo = set(), list(orphans)
        while todo:  # the orphans' subtrees, as they stand
            pid = todo.pop()
            if pid not in doomed:
                doomed.add(pid)
                todo.extend(p for p, _ in _children(table, pid))
        for pid in doomed:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        for pid in orphans:  # reaped: their children are gridsat's now, for the next round
            while time.monotonic() < stop:
                try:
                    if os.waitpid(pid, os.WNOHANG)[0]:
                        break
                except ChildProcessError:
                    break
                time.sleep(0.002)


@contextlib.contextmanager
def ending_cleanly():
    """Around an external solver's run in a process whose SIGTERM still kills at once (a forked
    worker: a pool ends its workers with SIGTERM): SIGTERM raises :class:`Terminated` instead,
    so the solver's tree is killed and its files removed (every ``finally`` and ``with`` block
    runs), and the process then ends as SIGTERM would have ended it.  Where SIGTERM has a
    handler already (gridsat's main process) or in another thread, nothing changes."""
    if threading.current_thread() is not threading.main_thread() or \
            signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        yield
        return
    signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        yield
    except Terminated:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)  # the end it was sent, now that all is cleaned up
        os._exit(128 + signal.SIGTERM)
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


def pool_map(fn, jobs: list, workers: int):
    """``fn(job)`` for every job on ``workers`` forked local processes (each set up by
    :func:`child_setup`): the results one by one, in the jobs' order.  The one pool runner of
    gridsat (batches of ``solve --jobs N``, the jobs of :mod:`gridsat.jobs`).  Forked: ``fn``
    may read what the parent prepared in module globals; only the jobs and the results are
    pickled.  Ctrl-C, SIGTERM or an error here terminates the workers."""
    import multiprocessing as mp

    pool = mp.get_context("fork").Pool(max(1, min(workers, len(jobs))), initializer=child_setup)
    try:
        yield from pool.imap(fn, jobs)
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()
