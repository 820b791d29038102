"""Ctrl-C, SIGTERM and time limits around in-process SAT calls (issue 27, items 2-4).

On real processes: every long-running command ends within a second of SIGINT (exit 130) or
SIGTERM (exit 143) with one line, whatever it is doing (a SAT call of minutes included), and
leaves no process and no temporary file behind; ``--timeout`` holds from start to exit on a
large formula.  In-process: a stopped call raises the signal's exception (not PySAT's
"Caught keyboard interrupt"), and a stopped solver is never asked again.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gridsat.backends import BackendError, make_backend
from gridsat.solving import search

from .test_faults import group_members
from .test_solving import pigeonhole

GRIDSAT = [sys.executable, "-m", "gridsat"]


def blank_sudoku(tmp_path: Path, n: int) -> str:
    box = int(n ** 0.5)
    path = tmp_path / f"blank{n}.txt"
    path.write_text(f"sudoku {n}x{n} box {box}x{box}\n" + "\n".join(" ".join("." * n) for _ in range(n)) + "\n")
    return path.name


def copy_example(tmp_path: Path, name: str) -> str:
    (tmp_path / name).write_text((Path(__file__).resolve().parent.parent / "examples" / name).read_text())
    return name


def solo_batch(tmp_path: Path, copies: int = 4) -> str:
    """Blank 36x36 Sudokus as Tatham game IDs, one a line: a batch of long searches."""
    path = tmp_path / "batch.txt"
    path.write_text(("6x6:" + "z" * 49 + "v\n") * copies)
    return path.name


# (arguments, CPU seconds of the process group before the signal): each is inside a long SAT
# call by then, however busy the machine (a blank 36x36 Sudoku: start-up, encoding and loading
# ~0.8 s, then ~2 s to solve, ~4 s to check for a conflict; the backbone of a blank 25x25 one, a
# minimal 25x25 Sudoku, every answer of a blank 16x16 one take minutes)
COMMANDS = {
    "solve": (lambda t: ["solve", blank_sudoku(t, 36)], 1.3),
    "solve --timeout": (lambda t: ["solve", blank_sudoku(t, 36), "--unique", "--timeout", "600"], 1.3),
    "solve --all": (lambda t: ["solve", blank_sudoku(t, 16), "--all"], 1.0),
    "solve --svg": (lambda t: ["solve", blank_sudoku(t, 36), "--svg", "out.svg"], 1.3),
    "forced": (lambda t: ["forced", blank_sudoku(t, 25)], 1.2),
    "forced --timeout": (lambda t: ["forced", blank_sudoku(t, 25), "--timeout", "600"], 1.2),
    "explain": (lambda t: ["explain", blank_sudoku(t, 36)], 1.3),
    "generate": (lambda t: ["generate", "sudoku", "--size", "25", "--minimal", "--seed", "5", "--json"], 1.2),
    "batch --jobs 2": (lambda t: ["solve", solo_batch(t), "--jobs", "2"], 2.0),
    # a chain of steps of a minute and more: propagation and budgeted searches in this thread
    "rate": (lambda t: ["rate", copy_example(t, "countryroad-10x10.txt")], 1.5),
    "steps": (lambda t: ["steps", copy_example(t, "countryroad-10x10.txt"), "--json"], 1.5),
}


def group_cpu(pgid: int) -> float:
    """CPU seconds (user + system) of the live members of a process group."""
    ticks = 0
    for pid in group_members(pgid):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            continue
    return ticks / os.sysconf("SC_CLK_TCK")


def kill_now(proc) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def signal_and_wait(proc, how) -> tuple[bytes, float]:
    """Send ``how`` as a user would (Ctrl-C to the process group, SIGTERM to gridsat alone),
    wait for the end (SIGKILL to the group after 30 s) and return its standard error and the
    seconds from the signal to the exit."""
    sent = time.monotonic()
    try:
        if how == signal.SIGINT:
            os.killpg(proc.pid, how)
        else:
            proc.send_signal(how)
        _, err = proc.communicate(timeout=30)
    finally:
        kill_now(proc)
    return err, time.monotonic() - sent


@pytest.mark.parametrize("how,code,word", [(signal.SIGINT, 130, "interrupted"),
                                           (signal.SIGTERM, 143, "terminated")], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_signal_ends_every_command_within_a_second(tmp_path, command, how, code, word):
    make_args, cpu = COMMANDS[command]
    args = make_args(tmp_path)
    env = dict(os.environ, TMPDIR=str(tmp_path), GRIDSAT_PROGRESS="0")
    proc = subprocess.Popen(GRIDSAT + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                            cwd=tmp_path, start_new_session=True)
    try:
        t0 = time.monotonic()
        while group_cpu(proc.pid) < cpu:
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() - t0 < 60, "the command never got going"
            time.sleep(0.05)
        assert proc.poll() is None, proc.communicate()
    except BaseException:
        kill_now(proc)
        raise
    err, took = signal_and_wait(proc, how)
    assert proc.returncode == code, err.decode()[-2000:]
    assert err.decode().strip().splitlines() == [f"gridsat: error: {word}"]
    assert took < 1.0, f"{command}: {took:.2f} s from the signal to the exit"
    time.sleep(0.2)
    assert group_members(proc.pid) == []  # no worker left
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(a for a in args if (tmp_path / a).is_file()), left  # no temporary (or half) file


def test_the_time_limit_holds_from_start_to_exit_on_a_large_formula(tmp_path):
    """A blank 49x49 Sudoku: 1.4 million clauses (encoding ~1.2 s, loading them into the
    solver ~1 s, a search of ~40 s).  Loading, the search and the teardown fit the limit."""
    name = blank_sudoku(tmp_path, 49)
    limit = 3.0
    t0 = time.monotonic()
    r = subprocess.run(GRIDSAT + ["solve", name, "--timeout", str(limit)], capture_output=True, text=True,
                       cwd=tmp_path, timeout=120)
    wall = time.monotonic() - t0
    assert r.returncode == 4, r.stderr
    assert wall <= limit + max(1.0, 0.1 * limit), f"{wall:.2f} s for --timeout {limit}"


# -- in-process ---------------------------------------------------------------------------------

_CTRL_C = """
import os, signal, sys, threading, time
sys.path.insert(0, {tests!r})
from gridsat.backends import make_backend
from test_solving import pigeonhole
be = make_backend(pigeonhole(13), "pysat", {solver!r})
threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT)).start()
t0 = time.monotonic()
try:
    with be:
        be.solve()
except KeyboardInterrupt:
    print("interrupted after %.2f s" % (time.monotonic() - t0))
    sys.exit(0)
print("the call ended without the interrupt")
sys.exit(1)
"""


@pytest.mark.parametrize("solver", ["cadical195", "cadical153", "glucose4", "minisat22"])
def test_ctrl_c_inside_a_sat_call_is_a_keyboard_interrupt(solver):
    """Not PySAT's "Caught keyboard interrupt" error (its longjmp out of the solver), and at
    once, though the call has minutes to go and no time limit was set.  In a process of its
    own: a Ctrl-C sent to the test run itself could end the run."""
    code = _CTRL_C.format(tests=str(Path(__file__).resolve().parent), solver=solver)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Caught keyboard interrupt" not in r.stderr and "Traceback" not in r.stderr
    took = float(r.stdout.split()[2])
    assert took < 1.3, r.stdout


def test_a_stopped_solver_is_never_asked_again():
    m = pigeonhole(13)
    with make_backend(m, "pysat", "cadical195", timeout=0.3) as be:
        t0 = time.monotonic()
        assert be.solve(deadline=time.monotonic() + 0.3).status == "timeout"
        assert time.monotonic() - t0 < 0.6
        with pytest.raises(BackendError, match="stopped mid-search"):
            be.solve()


def test_a_time_limit_stops_one_long_call_on_a_large_formula():
    """One call of minutes on a formula where a conflict slice can take a second: stopped by
    time (the solver's own terminate), not when a slice of conflicts is done."""
    from gridsat import api

    text = "sudoku 49x49 box 7x7\n" + "\n".join(" ".join("." * 49) for _ in range(49)) + "\n"
    model = api.compile_model(api.loads(text)).model
    with make_backend(model, "pysat", "cadical195") as be:
        t0 = time.monotonic()
        res = search(model, be, "solve", timeout=1.0)
        took = time.monotonic() - t0
    assert res.status == "timeout" and took < 1.2, took


def test_batches_go_on_after_a_puzzle_times_out(tmp_path):
    """A batch shares one solver per shape; one stopped by a puzzle's time limit is replaced."""
    from gridsat import api

    path = tmp_path / solo_batch(tmp_path, 2)
    items = api.load_all(str(path))
    statuses = [r.status for _, _, r in api.solve_batch(list(items), timeout=0.3)]
    assert statuses == ["timeout", "timeout"]


def _blank(tmp_path: Path, genre: str, n: int, cell: str = ".") -> str:
    path = tmp_path / f"{genre}.txt"
    rows = ["".join("ab"[c * 2 // n] for c in range(n)) for _ in range(n)] if genre == "norinori" else [cell * n] * n
    path.write_text(f"{genre} {n}x{n}\n" + "\n".join(rows) + "\n")
    return path.name


@pytest.mark.parametrize("genre", ["slitherlink", "lightup", "norinori"])  # loops, counts, rooms
def test_the_time_limit_holds_across_genre_families(tmp_path, genre):
    """Every answer of a blank 40x40 board (an enumeration without end): ``--timeout`` ends it,
    counting, encoding and teardown included, within 10% or a second."""
    name, limit = _blank(tmp_path, genre, 40), 3.0
    t0 = time.monotonic()
    r = subprocess.run(GRIDSAT + ["solve", name, "--all", "--count-only", "--timeout", str(limit)],
                       capture_output=True, text=True, cwd=tmp_path, timeout=120)
    wall = time.monotonic() - t0
    assert r.returncode == 4, r.stderr
    assert wall <= limit + max(1.0, 0.1 * limit), f"{genre}: {wall:.2f} s for --timeout {limit}"


_WHILE_STARTING = """
import sys, threading, time, types
sys.path.insert(0, {tests!r})
import gridsat.backends.pysat as gp
from gridsat.backends import make_backend
from test_solving import pigeonhole

class Late(threading.Thread):  # the signal's exception comes while start() waits for the thread
    def start(self):
        super().start()
        time.sleep(0.2)  # the search is under way
        raise KeyboardInterrupt

gp.threading = types.SimpleNamespace(**vars(threading))
gp.threading.Thread = Late
be = make_backend(pigeonhole(13), "pysat", {solver!r})
try:
    with be:
        be.solve()
except KeyboardInterrupt:
    pass
t0 = time.monotonic()
while any(t.name == "gridsat-sat-call" for t in threading.enumerate()):
    assert time.monotonic() - t0 < 5, "the search was not stopped"
    time.sleep(0.01)
print("search ended %.2f s after the clean-up" % (time.monotonic() - t0))
"""


@pytest.mark.parametrize("solver", ["cadical195", "glucose4"])
def test_a_signal_while_the_search_thread_starts_stops_it_and_frees_the_solver_once(solver):
    """The CI's one crash (generate, SIGTERM: free() of a solver still searching): the signal
    came inside ``Thread.start``, before the wait that gives the solver up, and the clean-up
    deleted the solver under the running search.  Now the search is stopped and the solver is
    left to its thread, which frees it."""
    code = _WHILE_STARTING.format(tests=str(Path(__file__).resolve().parent), solver=solver)
    r = subprocess.run([sys.executable, "-X", "faulthandler", "-c", code], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr[-3000:]
    assert "search ended" in r.stdout
