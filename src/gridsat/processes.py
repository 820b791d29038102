"""Child processes and signals: nothing gridsat starts outlives it.

* :class:`Terminated` is raised in the main process on SIGTERM (once
  :func:`install_signal_handlers` ran; the CLI does), so every ``finally`` and ``with`` block
  runs: workers are killed, temporary files removed.  Ctrl-C raises ``KeyboardInterrupt`` as
  usual.  The CLI turns them into one line and exit 143 / 130.
* :func:`child_setup` runs first in a forked solver worker: it ignores Ctrl-C (the parent
  decides, and kills it) and asks the kernel to kill it when the parent dies, however the
  parent dies (Linux ``PR_SET_PDEATHSIG``).
* :func:`kill_group` ends an external solver together with any children it started: it
  runs in a session (process group) of its own.
* :func:`pool_map`: the one pool of forked workers (batches, big jobs).
"""
from __future__ import annotations

import os
import signal

from .exits import EXIT_INTERRUPTED, EXIT_TERMINATED  # noqa: F401  (re-exported)


class Terminated(BaseException):
    """SIGTERM arrived (a BaseException, like KeyboardInterrupt: ``except Exception`` does not
    swallow it)."""


def _on_sigterm(signum, frame) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # one is enough: the clean-up must not be cut
    raise Terminated()


def install_signal_handlers() -> None:
    """SIGTERM raises :class:`Terminated` in the main thread."""
    try:
        signal.signal(signal.SIGTERM, _on_sigterm)
    except ValueError:  # not the main thread (e.g. inside a server): leave signals alone
        pass


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
