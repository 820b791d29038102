"""External solvers and output files that misbehave (issue 27): a model repeated after it was
blocked, an answer file that is a FIFO or a directory, a grandchild that leaves the solver's
session, a full disk under ``--output``, a name too long for the file system, a setuid file
replaced.  Each was a wrong answer, a hang, a survivor or a traceback."""
from __future__ import annotations

import errno
import os
import resource
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gridsat import jobs
from gridsat.backends import Backend, BackendError, Outcome
from gridsat.formats import write_atomic
from gridsat.model import Model
from gridsat.solving import search

from .conftest import EXAMPLES, cli
from .test_faults import GRIDSAT, SUDOKU, alive, fake_solver, one_line_error, run

# A solver by PySAT (so the tests need no binary); ``state`` keeps the first model it finds.
PYSAT_SOLVER = '''
from pysat.formula import CNF
from pysat.solvers import Solver
cnf, state = [a for a in sys.argv[1:] if a.endswith(".cnf")][0], {state!r}
if state and os.path.exists(state):
    print(open(state).read())
    sys.exit(10)
with Solver(name="cadical195", bootstrap_with=CNF(from_file=cnf).clauses) as s:
    if not s.solve():
        print("s UNSATISFIABLE")
        sys.exit(20)
    text = "s SATISFIABLE\\nv " + " ".join(map(str, s.get_model())) + " 0"
if state:
    open(state, "w").write(text)
print(text)
sys.exit(10)
'''

SEVERAL = "sudoku 4x4 box 2x2\n1 2 . .\n3 4 . .\n2 . . .\n. . . .\n"  # 6 answers


def pysat_solver(tmp_path: Path, name: str, repeat: bool) -> str:
    return fake_solver(tmp_path, name, PYSAT_SOLVER.format(state=str(tmp_path / f"{name}.model") if repeat else ""))


# -- 1. a model must satisfy the formula it answers, blocking clauses included ---------------------

@pytest.mark.parametrize("how", [["--unique"], ["--count", "3"], ["--all", "--count-only"]])
def test_a_solver_that_repeats_its_first_model_is_an_error(tmp_path, how):
    parrot = pysat_solver(tmp_path, "parrot", repeat=True)
    r = run(["solve", SUDOKU, "--solver-cmd", parrot, *how], tmp_path, timeout=120)
    assert r.returncode == 2, (r.returncode, r.stdout[-300:], r.stderr)
    assert "does not satisfy" in one_line_error(r)
    assert "multiple" not in r.stdout and "solutions" not in r.stdout


def test_an_honest_solver_still_counts_and_proves(tmp_path):
    honest = pysat_solver(tmp_path, "honest", repeat=False)
    r = run(["solve", SUDOKU, "--solver-cmd", honest, "--unique"], tmp_path)
    assert r.returncode == 0 and "unique" in r.stdout, r.stderr
    (tmp_path / "several.txt").write_text(SEVERAL)
    r = run(["solve", "several.txt", "--solver-cmd", honest, "--all", "--count-only"], tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("6 solutions"), (r.stdout, r.stderr)


def test_a_model_breaking_a_clause_is_an_error(tmp_path):
    """Every primary variable true: the checker would refuse it too, but the formula goes first."""
    liar = fake_solver(tmp_path, "liar", 'n = int([l for l in open(sys.argv[-1]) if l.startswith("p cnf")][0].split()[2])\n'
                                         'print("s SATISFIABLE"); print("v", *range(1, n + 1), 0)')
    r = run(["solve", SUDOKU, "--solver-cmd", liar], tmp_path)
    assert r.returncode == 2 and "does not satisfy clause" in one_line_error(r)


def test_a_model_with_a_literal_and_its_negation_is_an_error(tmp_path):
    both = fake_solver(tmp_path, "both", 'print("s SATISFIABLE"); print("v 1 -1 0")')
    r = run(["solve", SUDOKU, "--solver-cmd", both], tmp_path)
    assert r.returncode == 2 and "both 1 and -1" in one_line_error(r)


class Parrot(Backend):
    """An in-process backend that gives the same model on every call."""

    name = "parrot"

    def __init__(self, values) -> None:
        self.values = values

    def add_clause(self, clause) -> None:
        pass

    def solve(self, assumptions=(), deadline=None) -> Outcome:
        self.calls = getattr(self, "calls", 0) + 1
        assert self.calls < 50, "asked for ever: the repeated answer was counted again and again"
        return Outcome("sat", values=dict(self.values))


@pytest.mark.parametrize("mode,count", [("unique", None), ("count", 3), ("count", None)])
def test_search_refuses_an_answer_it_already_has_from_any_backend(mode, count):
    m = Model()
    xs = [m.var("x", i) for i in range(3)]
    m.mark_primary(*xs)
    m.add(xs)
    with pytest.raises(BackendError, match="already found"):
        search(m, Parrot({1: True, 2: False, 3: False}), mode, count)


# -- 6. an answer file that is not a file ----------------------------------------------------------

@pytest.mark.parametrize("make", ["os.mkfifo", "os.mkdir"])
def test_an_answer_file_that_is_a_fifo_or_a_directory(tmp_path, make):
    odd = fake_solver(tmp_path, "odd", f'{make}(sys.argv[2])\nprint("s SATISFIABLE")')
    t0 = time.monotonic()
    r = run(["solve", SUDOKU, "--solver-cmd", f"{odd} {{cnf}} {{out}}"], tmp_path, timeout=60)
    assert time.monotonic() - t0 < 30
    assert r.returncode == 2 and "not a regular file" in one_line_error(r)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("gridsat-")]


def test_an_answer_file_that_links_to_a_device(tmp_path):
    odd = fake_solver(tmp_path, "odd", 'os.symlink("/dev/zero", sys.argv[2])')
    r = run(["solve", SUDOKU, "--solver-cmd", f"{odd} {{cnf}} {{out}}"], tmp_path, timeout=60)
    assert r.returncode == 2 and "not a regular file" in one_line_error(r)


# -- 7. every descendant ends with the solver ------------------------------------------------------

ESCAPE = '''
pid = os.fork()
if pid == 0:
    os.setsid()
    if os.fork():
        os._exit(0)          # a daemon: the grandchild leaves its session and its parent
    open({pidfile!r} + ".tmp", "w").write(str(os.getpid()))
    os.rename({pidfile!r} + ".tmp", {pidfile!r})
    os.execvp("sleep", ["sleep", "1000"])
os.waitpid(pid, 0)
while not os.path.exists({pidfile!r}):
    time.sleep(0.01)
{then}
'''


@pytest.mark.parametrize("then,args,code", [("time.sleep(1000)", ["--timeout", "2"], 4),
                                            ('print("s UNSATISFIABLE")', [], 1)])
def test_a_grandchild_that_calls_setsid_does_not_survive(tmp_path, then, args, code):
    pidfile = str(tmp_path / "daemon.pid")
    escape = fake_solver(tmp_path, "escape", ESCAPE.format(pidfile=pidfile, then=then))
    r = run(["solve", SUDOKU, "--solver-cmd", escape, *args], tmp_path, timeout=60)
    assert r.returncode == code, r.stderr
    daemon = int(Path(pidfile).read_text())
    try:
        for _ in range(50):
            if not alive(daemon):
                break
            time.sleep(0.02)
        assert not alive(daemon), "the solver's daemon outlived gridsat"
    finally:
        if alive(daemon):
            os.kill(daemon, signal.SIGKILL)


def test_the_sweep_leaves_gridsat_s_other_children_alone(tmp_path):
    """A child gridsat started before the solver (a worker, a painter) is not the solver's."""
    from gridsat.backends.dimacs import ExternalBackend

    other = subprocess.Popen(["sleep", "1000"])
    try:
        m = Model()
        x = m.var("x", 0)
        m.mark_primary(x)
        m.add([x])
        quick = fake_solver(tmp_path, "quick", 'print("s SATISFIABLE"); print("v 1 0")')
        assert ExternalBackend(m, quick).solve().status == "sat"
        assert other.poll() is None
    finally:
        other.kill()
        other.wait()


# -- 9. file errors are one line -------------------------------------------------------------------

def test_a_full_disk_under_batch_output_is_one_line(tmp_path, monkeypatch):
    batch = tmp_path / "batch.txt"
    lines = [l for l in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines() if l and not l.startswith("#")]
    batch.write_text("\n".join(lines[:3]) + "\n")

    class Full:
        def __init__(self, f):
            self.f = f

        def write(self, text):
            return len(text)

        def flush(self):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        def close(self):
            self.f.close()

    real_open = open
    monkeypatch.setattr(jobs, "open", lambda *a, **k: Full(real_open(*a, **k)), raising=False)
    r = cli("solve", batch, "--json", "--output", tmp_path / "out.jsonl")
    assert r.exit_code == 2
    assert r.stderr.strip().splitlines() == [f"gridsat: error: --output {tmp_path / 'out.jsonl'}: cannot write: "
                                             "No space left on device"]


def test_dev_full_as_batch_output_is_one_line(tmp_path):
    batch = tmp_path / "batch.txt"
    batch.write_text((EXAMPLES / "sudoku-lines.txt").read_text())

    def limit():  # reading /dev/full to resume it would never end: fail fast instead of eating memory
        resource.setrlimit(resource.RLIMIT_AS, (2 * 2 ** 30,) * 2)

    r = subprocess.run(GRIDSAT + ["solve", str(batch), "--output", "/dev/full"], capture_output=True, text=True,
                       timeout=60, cwd=tmp_path, preexec_fn=limit)
    assert r.returncode == 2 and "No space left on device" in one_line_error(r)


def test_export_into_a_directory_with_a_name_too_long(tmp_path):
    r = run(["export", str(EXAMPLES / "starbattle-5x5.txt"), "-o", "d" * 300], tmp_path)
    assert r.returncode == 2 and "File name too long" in one_line_error(r)
    r = run(["export", str(EXAMPLES / "starbattle-5x5.txt"), "-o", "x/" + "d" * 300 + "/y"], tmp_path)
    assert r.returncode == 2 and "File name too long" in one_line_error(r)
    assert list(tmp_path.iterdir()) == []  # nor the folder x it made on the way


# -- 10. a replaced file keeps its mode, setuid and setgid bits included --------------------------

@pytest.mark.parametrize("mode", [0o4755, 0o2755, 0o6750, 0o1644])
def test_replacing_a_file_keeps_setuid_and_setgid(tmp_path, mode):
    target = tmp_path / "tool"
    target.write_text("old")
    target.chmod(mode)
    assert stat.S_IMODE(target.stat().st_mode) == mode  # the file system takes the bits
    write_atomic(target, "new")
    assert target.read_text() == "new" and stat.S_IMODE(target.stat().st_mode) == mode
    r = run(["convert", str(EXAMPLES / "starbattle-5x5.txt"), "--to", "json", "-o", str(target)], tmp_path)
    assert r.returncode == 0, r.stderr
    assert stat.S_IMODE(target.stat().st_mode) == mode


# -- a batch's solvers, run by workers, end with the batch -----------------------------------------

@pytest.mark.parametrize("how,code,word", [(signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")])
def test_a_batch_on_workers_takes_its_external_solvers_along(tmp_path, how, code, word):
    from .test_faults import start

    lines = [l for l in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines() if l and not l.startswith("#")]
    (tmp_path / "batch.txt").write_text("\n".join(lines[:4]) + "\n")
    hang = fake_solver(tmp_path, "hang", f'open(os.path.join({str(tmp_path)!r}, "solver.%d" % os.getpid()), "w").close()\n'
                                         'time.sleep(1000)')
    proc = start(["solve", "batch.txt", "--solver-cmd", hang, "--workers", "2"], tmp_path)
    t0 = time.monotonic()
    while len(list(tmp_path.glob("solver.*"))) < 2:
        assert proc.poll() is None and time.monotonic() - t0 < 60, proc.communicate()
        time.sleep(0.05)
    solvers = [int(p.name.split(".")[1]) for p in tmp_path.glob("solver.*")]
    try:
        if how == signal.SIGINT:
            os.killpg(proc.pid, how)  # Ctrl-C on a terminal: gridsat's group (the solvers have their own)
        else:
            proc.send_signal(how)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == code and err.decode().strip().splitlines() == [f"gridsat: error: {word}"], err
        time.sleep(0.2)
        assert [pid for pid in solvers if alive(pid)] == []
        assert not [p for p in tmp_path.iterdir() if p.name.startswith("gridsat-")]  # their folders went too
    finally:
        for pid in solvers:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
