"""Fault injection: what happens around the solver when things go wrong (issue 16).

Signals on a real child process, fake external solvers that lie, hang, flood and print binary,
output files that are devices or symlinks, export names that could collide, a tiny memory
limit, time limits that must cover encoding, and the bad inputs that once gave tracebacks.
"""
from __future__ import annotations

import json
import os
import resource
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gridsat import api, encoders
from gridsat.formats import InputError

from .conftest import EXAMPLES

GRIDSAT = [sys.executable, "-m", "gridsat"]
SUDOKU = str(EXAMPLES / "sudoku-9x9.txt")
STARS = str(EXAMPLES / "starbattle-9x9.txt")


def empty_sudoku(tmp_path: Path, n: int = 16, box: str = "4x4") -> str:
    """An empty board: billions of answers, so counting them runs until stopped."""
    path = tmp_path / f"empty{n}.txt"
    path.write_text(f"sudoku {n}x{n} box {box}\n" + "\n".join(" ".join("." * n) for _ in range(n)) + "\n")
    return str(path)


def alive(pid: int) -> bool:
    """Running (a zombie waiting for its reaper counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False


def group_members(pgid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except (FileNotFoundError, ProcessLookupError):
                continue
            if int(fields[2]) == pgid and fields[0] != "Z":
                out.append(int(entry))
    return out


def start(args: list[str], tmp_path: Path, **env) -> subprocess.Popen:
    e = dict(os.environ, TMPDIR=str(tmp_path), **env)
    return subprocess.Popen(GRIDSAT + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=e,
                            start_new_session=True, cwd=tmp_path)


def wait_for_workers(proc: subprocess.Popen, want: int, limit: float = 30.0) -> None:
    """Until the process group holds at least ``want`` processes (the main one and workers)."""
    t0 = time.monotonic()
    while len(group_members(proc.pid)) < want:
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() - t0 < limit, "the workers never started"
        time.sleep(0.05)
    time.sleep(0.3)  # the search is under way


def run(args: list[str], tmp_path: Path, timeout: float = 120, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(GRIDSAT + args, capture_output=True, text=True, timeout=timeout,
                          cwd=kw.pop("cwd", tmp_path), env=dict(os.environ, TMPDIR=str(tmp_path)), **kw)


def one_line_error(r) -> str:
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("gridsat: error:"), r.stderr
    assert "Traceback" not in r.stderr
    return lines[0]


# -- signals ----------------------------------------------------------------------------------

@pytest.mark.parametrize("how,code,word", [(signal.SIGTERM, 143, "terminated"),
                                           (signal.SIGINT, 130, "interrupted")])
def test_signal_kills_the_workers_and_says_one_line(tmp_path, how, code, word):
    proc = start(["solve", empty_sudoku(tmp_path), "--all", "--timeout", "600", "--jobs", "2"], tmp_path)
    # Two copies race for the first answer only; the winner alone goes on counting, so the
    # group holds three processes for a moment and then two (the main one and the winner).
    wait_for_workers(proc, 2)
    if how == signal.SIGINT:
        os.killpg(proc.pid, how)  # Ctrl-C on a terminal reaches the whole group
    else:
        proc.send_signal(how)     # a SIGTERM is sent to gridsat alone
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == code, err
    assert err.decode().strip().splitlines() == [f"gridsat: error: {word}"]
    time.sleep(0.2)
    assert group_members(proc.pid) == []  # no solver worker left behind
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(("gridsat-", "."))]


def test_sigterm_during_an_in_process_search(tmp_path):
    proc = start(["solve", empty_sudoku(tmp_path), "--all"], tmp_path)
    assert proc.stdout.readline()  # the first answer is out: the search is under way
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 143 and err.decode().strip() == "gridsat: error: terminated"


# -- external solvers that misbehave ----------------------------------------------------------------

def fake_solver(tmp_path: Path, name: str, body: str) -> str:
    path = tmp_path / name
    path.write_text(f"#!{sys.executable}\nimport os, sys, subprocess, time\n{body}\n")
    path.chmod(0o755)
    return str(path)


def test_a_lying_solver_is_caught_by_certify(tmp_path):
    liar = fake_solver(tmp_path, "liar", 'print("s UNSATISFIABLE")')
    believed = run(["solve", SUDOKU, "--solver-cmd", liar], tmp_path)
    assert believed.returncode == 1  # without --certify the claim is taken (README says so)
    r = run(["solve", SUDOKU, "--solver-cmd", liar, "--certify"], tmp_path)
    assert r.returncode == 2 and "claimed UNSATISFIABLE" in one_line_error(r)


def test_certify_accepts_an_honest_solver(tmp_path):
    cadical = subprocess.run(["which", "cadical"], capture_output=True, text=True).stdout.strip()
    if not cadical:
        pytest.skip("cadical is not installed")
    r = run(["solve", SUDOKU, "--solver-cmd", "cadical -q", "--certify", "--unique", "--json"], tmp_path)
    assert r.returncode == 0 and json.loads(r.stdout)["status"] == "unique"


def test_contradictory_status_lines_are_an_error(tmp_path):
    both = fake_solver(tmp_path, "both", 'print("s SATISFIABLE"); print("v 1 0"); print("s UNSATISFIABLE")')
    r = run(["solve", SUDOKU, "--solver-cmd", both], tmp_path)
    assert r.returncode == 2 and "contradictory status" in one_line_error(r)


def test_binary_output_is_read_as_bytes(tmp_path):
    noise = fake_solver(tmp_path, "noise", 'sys.stdout.buffer.write(bytes(range(1, 256)) * 4 + b"\\ns SATISFIABLE\\n")')
    r = run(["solve", SUDOKU, "--solver-cmd", noise], tmp_path)
    assert r.returncode == 2 and "UnicodeDecodeError" not in one_line_error(r)


def test_a_flooding_solver_is_stopped(tmp_path):
    flood = fake_solver(tmp_path, "flood", 'line = b"c " + b"x" * 1000 + b"\\n"\nwhile True:\n    sys.stdout.buffer.write(line)')
    r = run(["solve", SUDOKU, "--solver-cmd", flood], tmp_path, timeout=300)
    assert r.returncode == 2 and "printed more than" in one_line_error(r)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("gridsat-")]  # its output went too


def test_a_hanging_solver_and_its_children_are_killed(tmp_path):
    pidfile = tmp_path / "child.pid"
    hang = fake_solver(tmp_path, "hang", f'child = subprocess.Popen(["sleep", "1000"])\n'
                                         f'open({str(pidfile)!r}, "w").write(str(child.pid))\ntime.sleep(1000)')
    t0 = time.monotonic()
    r = run(["solve", SUDOKU, "--solver-cmd", hang, "--timeout", "2"], tmp_path)
    assert r.returncode == 4 and time.monotonic() - t0 < 60
    time.sleep(0.3)
    assert not alive(int(pidfile.read_text()))  # the solver's own child is gone too


# -- output files ---------------------------------------------------------------------------------

def test_pictures_write_through_a_device(tmp_path):
    r = run(["solve", STARS, "--svg", "/dev/null"], tmp_path)
    assert r.returncode == 0, r.stderr
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_pictures_write_through_a_symlink_and_keep_permissions(tmp_path):
    real = tmp_path / "real.svg"
    real.write_text("old")
    real.chmod(0o600)
    link = tmp_path / "link.svg"
    link.symlink_to(real)
    r = run(["solve", STARS, "--svg", str(link)], tmp_path)
    assert r.returncode == 0, r.stderr
    assert link.is_symlink() and real.read_text().startswith("<svg")
    assert stat.S_IMODE(real.stat().st_mode) == 0o600
    r = run(["convert", STARS, "--to", "json", "-o", str(link)], tmp_path)
    assert r.returncode == 0 and link.is_symlink() and json.loads(real.read_text())["genre"] == "starbattle"


def test_a_failed_write_leaves_no_temporary_file(tmp_path):
    (tmp_path / "out.json").mkdir()
    r = run(["convert", STARS, "--to", "json", "-o", "out.json"], tmp_path)
    assert r.returncode == 2
    one_line_error(r)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]


# -- export names ---------------------------------------------------------------------------------

def export_path(args, tmp_path) -> str:
    r = run(["export", *args, "--json"], tmp_path)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)["path"]


def test_exports_of_different_inputs_never_collide(tmp_path):
    a, b = (run(["convert", str(EXAMPLES / f), "--to", "puzzlink"], tmp_path).stdout.strip()
            for f in ("starbattle-5x5.txt", "starbattle-9x9.txt"))
    assert a.startswith("https://") and b.startswith("https://")
    names = {export_path([a], tmp_path), export_path([b], tmp_path)}
    text = Path(STARS).read_text()
    for name in ("my puzzle.txt", "my puzzle.v2.txt", "Sternenschlacht-größe.txt"):
        (tmp_path / name).write_text(text if "v2" not in name else text.replace("stars 2", "stars 2\n# v2"))
        names.add(export_path([name], tmp_path))
    assert len(names) == 5
    assert any("größe" in n for n in names)  # letters of any script stay


def test_an_export_of_another_puzzle_is_not_replaced_without_force(tmp_path):
    (tmp_path / "p.txt").write_text(Path(STARS).read_text())
    first = export_path(["p.txt"], tmp_path)
    assert export_path(["p.txt", "--card", "totalizer"], tmp_path) == first  # the same puzzle: fine
    (tmp_path / "p.txt").write_text(Path(EXAMPLES / "starbattle-5x5.txt").read_text())
    r = run(["export", "p.txt"], tmp_path)
    assert r.returncode == 2 and "--force" in one_line_error(r)
    assert export_path(["p.txt", "--force"], tmp_path) == first


# -- limits ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["inf", "nan", "1e308", "2200000", "0", "-1"])
def test_time_limits_are_validated(tmp_path, value):
    r = run(["solve", STARS, "--timeout", value], tmp_path)
    assert r.returncode == 2 and "positive number of seconds" in one_line_error(r)
    with pytest.raises(InputError):
        api.solve(STARS, timeout=float(value))


def test_the_time_limit_covers_encoding():
    t0 = time.monotonic()
    report = api.solve(empty_sudoku_text(100), timeout=1.0)  # encoding alone takes a minute
    assert report.status == "timeout" and time.monotonic() - t0 < 5


def empty_sudoku_text(n: int) -> str:
    box = int(n ** 0.5)
    return f"sudoku {n}x{n} box {box}x{box}\n" + "\n".join(" ".join("." * n) for _ in range(n)) + "\n"


def test_a_tiny_memory_limit_gives_one_line(tmp_path):
    big = tmp_path / "big.txt"
    big.write_text(empty_sudoku_text(100))

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (1200 * 2 ** 20,) * 2)

    r = subprocess.run(GRIDSAT + ["solve", str(big)], capture_output=True, text=True, preexec_fn=limit, timeout=300)
    assert r.returncode == 2
    assert "clauses" in one_line_error(r) or "out of memory" in one_line_error(r)


def test_the_clause_budget_can_be_set(tmp_path):
    r = run(["solve", SUDOKU, "--max-clauses", "100"], tmp_path)
    assert r.returncode == 2 and "100 clauses" in one_line_error(r)
    assert run(["solve", SUDOKU, "--max-clauses", "100000"], tmp_path).returncode == 0


# -- bad input that once gave tracebacks -----------------------------------------------------------

def puzzlink_pids() -> list[str]:
    return sorted({f.pids[0] for g in encoders.all_genres() for f in g.formats if f.pids})


@pytest.mark.parametrize("pid", puzzlink_pids())
def test_huge_numbers_in_a_url(tmp_path, pid):
    r = run(["solve", f"https://puzz.link/p?{pid}/{'9' * 5000}/5/abc"], tmp_path)
    line = one_line_error(r)
    assert r.returncode == 2 and len(line) < 300


def test_digits_of_other_scripts_are_refused(tmp_path):
    (tmp_path / "u.txt").write_text("sudoku 4x4 box 2x2\n1 . . .\n. . ３ .\n. . . .\n. . . .\n")
    r = run(["solve", "u.txt"], tmp_path)
    assert r.returncode == 2 and "u.txt:3:5:" in one_line_error(r)


def test_a_huge_token_gives_a_short_error_line(tmp_path):
    (tmp_path / "t.txt").write_text("stars 1\n" + "Q" * 5_000_000 + "\n")
    r = run(["solve", "t.txt", "--genre", "starbattle"], tmp_path)
    assert r.returncode == 2 and len(one_line_error(r)) < 400


def test_bad_solution_and_puzzle_json_give_one_line(tmp_path):
    doc = json.loads(run(["solve", str(EXAMPLES / "edgematch-scramble-3x3.txt"), "--json"], tmp_path).stdout)
    doc["solution"]["placement"][0][0]["tile"] = [1, 2]
    (tmp_path / "s.json").write_text(json.dumps(doc))
    for cmd in (["check"], ["render", "--svg", "x.svg"]):
        r = run([cmd[0], str(EXAMPLES / "edgematch-scramble-3x3.txt"), "s.json"] + cmd[1:], tmp_path)
        assert r.returncode == 2 and "tile id" in one_line_error(r)
    puzzle = json.loads(run(["convert", str(EXAMPLES / "twentyfourseven-7x7.txt"), "--to", "json"], tmp_path).stdout)
    puzzle["grids"] = [[0.5, 0]]
    (tmp_path / "p.json").write_text(json.dumps(puzzle))
    r = run(["solve", "p.json"], tmp_path)
    assert r.returncode == 2 and "grids" in one_line_error(r)


def test_a_file_name_that_is_not_utf8_exports(tmp_path):
    name = os.fsencode(tmp_path) + b"/caf\xe9.txt"
    with open(name, "wb") as f:
        f.write(Path(STARS).read_bytes())
    r = subprocess.run([*map(os.fsencode, GRIDSAT), b"export", name, b"-o", os.fsencode(tmp_path / "out")],
                       capture_output=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert len(list((tmp_path / "out").iterdir())) == 1
