"""Review (session 6): signals at random moments and bad input, through the real command line.

The standard: bad input gets one ``gridsat: error:`` line naming the problem and where it is,
and a non-zero exit, never a traceback, a hang or a memory blow-up; Ctrl-C (SIGINT to the
process group) and SIGTERM (to gridsat alone) end every command within about a second with
one line and exit 130 / 143, leaving no process and no temporary or half-written file.

Each "Found" comment names a hole this review found; all were fixed the same day and their
tests (strict xfails at first) now guard the fixes.  The remaining plain tests keep a behaviour that held under the same treatment
checked.  Random-timing tests
run many trials and are marked slow (``-m slow``).
"""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import zlib
from pathlib import Path

import pytest

from .test_faults import group_members
from .test_signals import group_cpu, kill_now, signal_and_wait

GRIDSAT = [sys.executable, "-m", "gridsat"]
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SUDOKU = str(EXAMPLES / "sudoku-9x9.txt")
SOLO_ID = "3x3:6c5_3a1d4_6f3h8g4c8_9a3d9a5_7b9b1a3b7e1_2b3_5e9"   # the Sudoku example as a game ID
PEARL_ID = "6x6:BaWkWaBbBaWkWaB"                                   # sgt-pearl --generate 1 6x6
TENTS_ID = "6x6:gddi_caa,1,2,0,1,1,2,1,1,0,2,0,3"                  # sgt-tents 6x6de
PREFIX = "gridsat: error: "


def run(args, tmp_path, stdin=None, timeout=60, memory_kb=None):
    cmd = GRIDSAT + [str(a) for a in args]
    if memory_kb:
        cmd = ["bash", "-c", f'ulimit -v {memory_kb}; exec "$@"', "gridsat"] + cmd
    return subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout, cwd=tmp_path,
                          env=dict(os.environ, TMPDIR=str(tmp_path), GRIDSAT_PROGRESS="0"))


class _Result:
    def __init__(self, code, out, err):
        self.returncode, self.stdout, self.stderr = code, out, err


def run_here(args, tmp_path, stdin=None):
    """As :func:`run`, in this process (click's runner; no start-up cost): for quick reads."""
    from gridsat.cli import main

    from .conftest import runner

    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        res = runner().invoke(main, [str(a) for a in args], input=stdin, catch_exceptions=True)
    finally:
        os.chdir(old)
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        import traceback

        raise AssertionError("".join(traceback.format_exception(res.exception)))
    return _Result(res.exit_code, res.stdout_bytes, res.stderr_bytes or b"")


def one_error_line(r, code=2) -> str:
    err = r.stderr.decode(errors="replace")
    assert "Traceback" not in err, err[-2000:]
    assert r.returncode == code, (r.returncode, err[-2000:])
    lines = [x for x in err.splitlines() if not x.startswith("gridsat: note:")]
    assert len(lines) == 1 and lines[0].startswith(PREFIX), err[-2000:]
    return lines[0][len(PREFIX):]


# -- signals: random moments, many trials --------------------------------------------------------

def blank_sudoku(t: Path, n: int) -> str:
    box = int(n ** 0.5)
    (t / f"blank{n}.txt").write_text(f"sudoku {n}x{n} box {box}x{box}\n"
                                     + "\n".join(" ".join("." * n) for _ in range(n)) + "\n")
    return f"blank{n}.txt"


def example(t: Path, name: str) -> str:
    (t / name).write_text((EXAMPLES / name).read_text())
    return name


def solo_batch(t: Path) -> str:
    (t / "batch.txt").write_text(("6x6:" + "z" * 49 + "v\n") * 4)  # blank 36x36 Sudokus
    return "batch.txt"


def _processes_naming(t: Path) -> list:
    """Live processes outside the test whose command line or working directory names ``t``
    (an external solver runs in a session of its own: not in gridsat's process group)."""
    out = []
    for e in os.listdir("/proc"):
        if not e.isdigit() or int(e) == os.getpid():
            continue
        try:
            cmd = Path(f"/proc/{e}/cmdline").read_bytes().decode(errors="replace")
            cwd = os.readlink(f"/proc/{e}/cwd")
            state = Path(f"/proc/{e}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if state != "Z" and (str(t) in cmd or cwd.startswith(str(t))):
            out.append(cmd.replace("\0", " ")[:200])
    return out


def _ctrl_c_as_on_a_terminal() -> None:
    """A run started in the background by a shell without job control (``(cmd &)``, a CI
    script's ``&``) inherits SIGINT ignored, and gridsat, like any program, keeps it ignored:
    the child gets Ctrl-C's default, as a command typed at a terminal has."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def signal_trial(t: Path, args: list, rng: random.Random, lo: float = 0.3, hi: float = 3.0) -> str | None:
    """Start gridsat, send SIGINT to its group or SIGTERM to it once the group has used a random
    number of CPU seconds; what went wrong (None: all well, or it had finished before)."""
    before = sorted(p.name for p in t.iterdir())
    how = rng.choice([signal.SIGINT, signal.SIGTERM])
    proc = subprocess.Popen(GRIDSAT + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            stdin=subprocess.PIPE if args[-1] == "-" else subprocess.DEVNULL, cwd=t,
                            env=dict(os.environ, TMPDIR=str(t), GRIDSAT_PROGRESS="0"), start_new_session=True,
                            preexec_fn=_ctrl_c_as_on_a_terminal)
    try:
        # CPU seconds of the process group (the same moment on a busy machine), or twice as many
        # seconds of wall time (an external solver's CPU is not in the group)
        delay = rng.uniform(lo, hi)
        t0 = time.monotonic()
        while group_cpu(proc.pid) < delay and time.monotonic() - t0 < 2 * delay and proc.poll() is None:
            time.sleep(0.005)
    except BaseException:
        kill_now(proc)
        raise
    if proc.poll() is not None:
        proc.communicate()
        return None
    err, took = signal_and_wait(proc, how)
    err = err.decode(errors="replace")
    time.sleep(0.3)
    word, code = ("interrupted", 130) if how == signal.SIGINT else ("terminated", 143)
    lines = [x for x in err.strip().splitlines() if not x.startswith("gridsat: note:")]
    problems = []
    if proc.returncode != code or lines != [PREFIX + word]:
        problems.append(f"exit {proc.returncode}, stderr {err[-1500:]!r}")
    if took > 1.5:  # the standard's second, and room for a machine shared by three
        problems.append(f"{took:.2f} s from the signal to the exit")
    if group_members(proc.pid) or _processes_naming(t):
        problems.append(f"left running: {group_members(proc.pid)} {_processes_naming(t)}")
    after = sorted(p.name for p in t.iterdir())
    if after != before:
        problems.append(f"files left: {sorted(set(after) - set(before))}")
    return f"{how.name} after {delay:.2f} CPU s: " + "; ".join(problems) if problems else None


def signal_trials(tmp_path: Path, make_args, trials: int, seed: int, lo=0.3, hi=3.0) -> list:
    rng = random.Random(seed)
    bad = []
    for i in range(trials):
        t = tmp_path / f"trial{i}"
        t.mkdir()
        what = signal_trial(t, make_args(t), rng, lo, hi)
        if what:
            bad.append(what)
    return bad


# modes that held in this review (6-16 random signals each, 0.2-3 s after the start): kept checked
HELD = {
    "ext cadical": lambda t: ["solve", blank_sudoku(t, 36), "--backend", "external", "--solver-cmd", "cadical -q",
                              "--unique"],
    "ext minisat": lambda t: ["solve", blank_sudoku(t, 36), "--backend", "external", "--solver-cmd", "minisat",
                              "--unique"],
    "kissat404 worker": lambda t: ["solve", blank_sudoku(t, 36), "--solver", "kissat404", "--unique"],
    "glucose4": lambda t: ["solve", blank_sudoku(t, 36), "--solver", "glucose4", "--unique"],
    "solve --jobs 2": lambda t: ["solve", blank_sudoku(t, 36), "--jobs", "2"],
    "batch --workers 2": lambda t: ["solve", solo_batch(t), "--workers", "2"],
    "solve --count-only": lambda t: ["solve", blank_sudoku(t, 16), "--all", "--count-only"],
    "solve --png": lambda t: ["solve", blank_sudoku(t, 36), "--unique", "--png", "out.png"],
    "forced --svg": lambda t: ["forced", blank_sudoku(t, 25), "--svg", "f.svg"],
    "hint --svg": lambda t: ["hint", example(t, "countryroad-10x10.txt"), "--svg", "h.svg"],
    "rate nurikabe": lambda t: ["rate", example(t, "nurikabe-10x10.txt")],
    "generate --difficulty": lambda t: ["generate", "sudoku", "--difficulty", "hard", "--tries", "50"],
    "generate --workers 2": lambda t: ["generate", "sudoku", "--size", "16", "--count", "20", "--workers", "2"],
    "export -o": lambda t: ["export", blank_sudoku(t, 49), "-o", "outdir"],
    "solve - (stdin open)": lambda t: ["solve", "-"],
}


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(HELD))
def test_random_signals_end_each_mode_cleanly(tmp_path, mode):
    bad = signal_trials(tmp_path, HELD[mode], trials=8, seed=zlib.crc32(mode.encode()))
    assert not bad, "\n".join(bad)


# Found, fixed in 976cbeb: a signal that arrives inside a finalizer (``__del__``) or a ctypes argument conversion
# (``from_param``; z3's every call) is lost.  processes.py (_on_sigint/_on_sigterm) re-raises it with
# signal.raise_signal from inside the handler "to be raised at the next safe point", but
# raise_signal runs the pending handler at once, still inside the finalizer: the handler recurses
# until RecursionError.  In ``__del__`` that is printed ("Exception ignored in ... RecursionError")
# and the run goes on as if no signal had come (z3 solve --unique: exit 3 after the search ended);
# in ``from_param`` it is a ctypes.ArgumentError traceback, exit 1.  Seen with --backend z3 in 2
# of 12 random signals (solve --unique, forced).

_FINALIZER = """
import ctypes, os, signal, sys, time
from gridsat.processes import install_signal_handlers, Terminated
install_signal_handlers()
sig = getattr(signal, sys.argv[1])

class Finalized:
    def __del__(self):  # z3's Solver.__del__ (Z3_solver_dec_ref) when the signal comes
        os.kill(os.getpid(), sig)
        for _ in range(1000):
            pass

class Converted:
    @classmethod
    def from_param(cls, obj):  # z3's argument conversion when the signal comes
        os.kill(os.getpid(), sig)
        for _ in range(1000):
            pass
        return ctypes.c_int(obj)

try:
    if sys.argv[2] == "finalizer":
        x = Finalized()
        del x
    else:
        libc = ctypes.CDLL(None)
        libc.abs.argtypes = [Converted]
        libc.abs(-3)
    time.sleep(1.0)
    print("signal lost")
except (KeyboardInterrupt, Terminated) as e:
    print("raised", type(e).__name__)
except Exception as e:
    print("raised", type(e).__name__, str(e)[:100])
"""


@pytest.mark.parametrize("where", ["finalizer", "ctypes conversion"])
@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
def test_a_signal_inside_a_finalizer_or_a_ctypes_conversion_is_raised_after_it(sig, where):
    r = subprocess.run([sys.executable, "-c", _FINALIZER, sig, where.split()[0]], capture_output=True, text=True,
                       timeout=60)
    want = "KeyboardInterrupt" if sig == "SIGINT" else "Terminated"
    assert r.stdout.strip() == f"raised {want}", r.stdout + r.stderr[-1500:]
    assert "RecursionError" not in r.stderr


Z3_MODES = {
    "solve --backend z3 --unique": lambda t: ["solve", blank_sudoku(t, 25), "--backend", "z3", "--unique"],
    "forced --backend z3": lambda t: ["forced", blank_sudoku(t, 16), "--backend", "z3"],
    "steps --backend z3": lambda t: ["steps", example(t, "countryroad-10x10.txt"), "--backend", "z3"],
}


@pytest.mark.slow
def test_random_signals_end_z3_runs_cleanly(tmp_path):
    """Seen in 8 of 34 random signals that reached a z3 run (solve, forced, explain, steps): the
    signal lost and the run going on to its end (exit 3; steps: still running 20 s after Ctrl-C),
    or a ctypes.ArgumentError traceback (exit 1)."""
    bad = []
    for k, (mode, make) in enumerate(sorted(Z3_MODES.items())):
        sub = tmp_path / f"m{k}"
        sub.mkdir()
        bad += [f"{mode}: {b}" for b in signal_trials(sub, make, trials=12, seed=6 + k, lo=0.4, hi=2.0)]
    assert not bad, "\n".join(bad)


# Found, fixed in 976cbeb: the signal handlers are installed only once the command line's modules are imported
# (cli.py OneLineErrors.main -> install_signal_handlers, after ``from gridsat.cli import main``:
# ~0.1-0.15 s of a cold start).  A Ctrl-C in that window prints a KeyboardInterrupt traceback;
# SIGTERM kills gridsat with no line.  10 of 12 random signals sent 0-0.15 s after the start.

_DURING_IMPORTS = """
import os, runpy, signal, sys
sig = getattr(signal, sys.argv[1])
fired = []

def hook(event, args):  # the signal comes while gridsat's modules are being imported
    if event == "import" and args[0] == "gridsat.compiling" and not fired:
        fired.append(1)
        os.kill(os.getpid(), sig)

sys.addaudithook(hook)
sys.argv = ["gridsat"] + sys.argv[2:]
runpy.run_module("gridsat", run_name="__main__", alter_sys=True)
"""


@pytest.mark.parametrize("sig,code,word", [("SIGINT", 130, "interrupted"), ("SIGTERM", 143, "terminated")])
def test_a_signal_during_start_up_ends_with_one_line(tmp_path, sig, code, word):
    r = subprocess.run([sys.executable, "-c", _DURING_IMPORTS, sig, "solve", SUDOKU], capture_output=True,
                       text=True, timeout=60, cwd=tmp_path)
    assert r.returncode == code and r.stderr.splitlines() == [PREFIX + word], (r.returncode, r.stderr[-1500:])


def _ppid_state(pid: int):
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None, "X"
    return int(fields[1]), fields[0]


def _children(pid: int) -> list[int]:
    return [int(e) for e in os.listdir("/proc") if e.isdigit() and _ppid_state(int(e))[0] == pid]


def _alive(pid: int) -> bool:
    return _ppid_state(pid)[1] not in ("Z", "X")


def test_a_signal_to_the_server_with_requests_in_flight(tmp_path):
    """``serve`` with two long solves running (each a gridsat process in a session of its own):
    one line, exit 130/143, no request's process left (held in 6 of 6 random trials)."""
    import socket
    import threading
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    blank = "sudoku 36x36 box 6x6\n" + "\n".join(" ".join("." * 36) for _ in range(36))
    for how, code, word in [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")]:
        proc = subprocess.Popen(GRIDSAT + ["serve", "--port", str(port), "--workers", "2", "--timeout", "60"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True, cwd=tmp_path)
        try:
            assert b"serving" in proc.stdout.readline()

            def post():
                req = urllib.request.Request(f"http://127.0.0.1:{port}/api/solve",
                                             data=json.dumps({"puzzle": blank, "timeout": 60}).encode(),
                                             headers={"Content-Type": "application/json"})
                try:
                    urllib.request.urlopen(req, timeout=30).read()
                except Exception:  # noqa: BLE001 - the server goes away under it
                    pass

            for _ in range(2):
                threading.Thread(target=post, daemon=True).start()
            time.sleep(1.5)
            kids = _children(proc.pid)  # each request's gridsat runs in a session of its own
            assert len(kids) == 2, "the requests never reached a worker"
        except BaseException:
            kill_now(proc)
            raise
        err, _ = signal_and_wait(proc, how)
        assert proc.returncode == code and err.decode().splitlines() == [PREFIX + word], err.decode()[-1500:]
        time.sleep(0.3)
        assert group_members(proc.pid) == [] and [k for k in kids if _alive(k)] == []


# -- bad input ---------------------------------------------------------------------------------------

# Found, fixed in 8ae4022: a batch file of game IDs is read "each line on its own" (tests/test_mixed_batches.py), but
# after a Solo (or Tents) ID every later ID goes to that game: loading.py _line_batch keeps the
# previous line's genre when its sniff() takes the next line, and Solo's and Tents' sniffers take
# any "RxC:..." ID.  A Pearl ID after a Sudoku ID is "bad input: Solo grid: unexpected 'B'".

@pytest.mark.parametrize("first", [SOLO_ID, TENTS_ID], ids=["solo", "tents"])
def test_a_batch_of_game_ids_reads_each_line_on_its_own_after_a_solo_or_tents_id(tmp_path, first):
    (tmp_path / "ids.txt").write_text(f"{first}\n{PEARL_ID}\n")
    r = run(["solve", "ids.txt", "--json"], tmp_path)
    docs = [json.loads(x) for x in r.stdout.decode().splitlines() if x.startswith("{")]
    assert [d.get("genre") for d in docs] == [("sudoku" if first == SOLO_ID else "tents"), "masyu"], docs
    assert r.returncode == 0


def test_a_batch_of_game_ids_with_the_pearl_id_first_is_read_line_by_line(tmp_path):
    (tmp_path / "ids.txt").write_text(f"{PEARL_ID}\n{SOLO_ID}\n")
    r = run(["solve", "ids.txt", "--json"], tmp_path)
    docs = [json.loads(x) for x in r.stdout.decode().splitlines() if x.startswith("{")]
    assert r.returncode == 0 and [d["genre"] for d in docs] == ["masyu", "sudoku"]


# Found, fixed in fc05ab3 (a 10 s budget): ``solve`` of a nine-character Galaxies game ID with two dots that cannot hold together
# ("14x14:BaW") says "no solution" at once (11 variables, 222 clauses), then the default
# --explain shrinks the conflict without any time limit: solving.py minimal_core ->
# solve_refined, whose lazy-cut loop on the board with a dot switched off runs on and on (10x10:
# 1.9 s; 14x14: over 100 s; 30x30: 430 MB after 100 s; 100x100: 4.3 GB after 100 s).

@pytest.mark.slow
def test_a_tiny_contradictory_galaxies_id_ends_within_a_minute(tmp_path):
    try:
        r = run(["solve", "14x14:BaW"], tmp_path, timeout=45)
    except subprocess.TimeoutExpired:
        pytest.fail("still explaining the conflict after 45 s")
    assert r.returncode == 1


@pytest.mark.slow
def test_a_heyawake_with_one_contradictory_clue_ends_within_a_minute(tmp_path):
    doc = json.loads(run(["convert", EXAMPLES / "heyawake-10x10.txt", "--to", "json"], tmp_path).stdout)
    row = doc["cells"][0]
    assert row[3] == 5
    row[3] = 0
    (tmp_path / "h.json").write_text(json.dumps(doc))
    assert run(["solve", "h.json", "--no-explain"], tmp_path).returncode == 1
    try:
        r = run(["solve", "h.json"], tmp_path, timeout=45)
    except subprocess.TimeoutExpired:
        pytest.fail("still explaining the conflict after 45 s")
    assert r.returncode == 1


def test_the_same_galaxies_id_without_the_explanation_is_instant(tmp_path):
    t0 = time.monotonic()
    r = run(["solve", "14x14:BaW", "--no-explain"], tmp_path)
    assert r.returncode == 1 and time.monotonic() - t0 < 10


# Found, fixed in 8cca6f0: a Nonogram file that lost its "nonogram 10x10" header line is read as a batch of ten
# puzzles (each clue line "3 4" a header of its own), ten "bad input" entries on standard output,
# the genre never named, instead of one line; other genres' files without their header get one
# line ("cannot tell which genre this is; name it with --genre NAME").

def test_a_nonogram_file_without_its_header_gets_one_error_line(tmp_path):
    lines = [x for x in (EXAMPLES / "nonogram-10x10.txt").read_text().splitlines()
             if not x.startswith(("#", "//")) and not x.startswith("nonogram ")]
    (tmp_path / "n.txt").write_text("\n".join(lines) + "\n")
    one_error_line(run_here(["solve", "n.txt"], tmp_path))


@pytest.mark.parametrize("name", ["slitherlink-7x7", "lightup-7x7", "sudoku-9x9", "nurikabe-10x10", "hashi-9x9"])
def test_a_file_without_its_header_gets_one_error_line(tmp_path, name):
    lines = [x for x in (EXAMPLES / f"{name}.txt").read_text().splitlines() if not x.startswith(("#", "//"))]
    (tmp_path / "p.txt").write_text("\n".join(lines[1:]) + "\n")
    assert "p.txt:1" in one_error_line(run_here(["solve", "p.txt"], tmp_path))


# Found, fixed in hints.py: hint/steps --given with a value no cell of the genre can hold ("x", 1.5, true, 10**23 in a
# Sudoku) is reported as a wrong answer (exit 1, "wrong: r1c2 = "x" is not the answer's value"), not
# as bad input (exit 2) as a cell outside the board is; and a --given file that is not JSON names
# no line and column where ``check`` does ("g.json:1:2: invalid JSON: ...").

@pytest.mark.parametrize("value", ['"x"', "1.5", "true", "99999999999999999999999", "[1]"])
def test_a_given_value_no_cell_can_hold_is_bad_input(tmp_path, value):
    (tmp_path / "g.json").write_text('{"cells": [[0, 1]], "values": [%s]}' % value)
    one_error_line(run_here(["hint", SUDOKU, "--given", "g.json"], tmp_path))


def test_a_given_file_that_is_not_json_names_line_and_column(tmp_path):
    (tmp_path / "g.json").write_text('{"cells": [[5, 8]], "values" [8]}')
    assert "g.json:1:" in one_error_line(run_here(["hint", SUDOKU, "--given", "g.json"], tmp_path))


@pytest.mark.parametrize("given", ["{", "[1,2", "null", "{}", '{"cells": "x"}', '{"steps": 5}',
                                   '{"cells": [[99, 0]], "values": [1]}', '{"cells": [["a", 1]], "values": [1]}',
                                   '{"cells": [[0, 1, 2]], "values": [1]}', '{"cells": [0], "values": [1]}'])
@pytest.mark.parametrize("command", ["hint", "steps"])
def test_a_malformed_given_is_one_line_exit_2(tmp_path, command, given):
    (tmp_path / "g.json").write_text(given)
    assert "g.json" in one_error_line(run_here([command, SUDOKU, "--given", "g.json"], tmp_path))


def _variants(data: bytes) -> dict:
    return {"crlf": data.replace(b"\n", b"\r\n"), "bom": b"\xef\xbb\xbf" + data, "no final newline": data.rstrip(b"\n")}


@pytest.mark.parametrize("name", ["sudoku-9x9", "nonogram-10x10", "masyu-8x8", "kakuro-10x10"])
@pytest.mark.parametrize("form", ["native", "json", "puzzlink"])
def test_crlf_bom_and_a_missing_final_newline_read_as_the_plain_file(tmp_path, name, form):
    src = EXAMPLES / f"{name}.txt"
    data = src.read_bytes() if form == "native" else run_here(["convert", src, "--to", form], tmp_path).stdout
    want = run_here(["solve", src, "--json"], tmp_path)
    for label, variant in _variants(data).items():
        (tmp_path / "v.txt").write_bytes(variant)
        r = run_here(["solve", "v.txt", "--json"], tmp_path)
        assert r.returncode == 0, (label, r.stderr[-1000:])
        assert json.loads(r.stdout)["solution"] == json.loads(want.stdout)["solution"], label


@pytest.mark.parametrize("text", ["sudoku 0x0", "nonogram 0x0", "slitherlink 0x0", "masyu 0x5", "kakuro 0x0",
                                  "hashi 0x0", "dominosa 0x0", "galaxies 0x0", "kenken 0x0",
                                  "slitherlink 1000x1000", "lightup 1000x1000", "sudoku 1000x1000"])
def test_empty_and_oversized_headers_without_rows_are_one_line(tmp_path, text):
    (tmp_path / "z.txt").write_text(text + "\n")
    assert one_error_line(run_here(["solve", "z.txt"], tmp_path)).startswith("z.txt:1")


@pytest.mark.parametrize("url", ["https://puzz.link/p?slither/1000/1000/", "https://puzz.link/p?nurikabe/1000/1000/zzzz",
                                 "1000x1000:", "1000x1000t0:zzzz", "https://puzz.link/p?sudoku/0/0/",
                                 "99999999999x9:abc"])
def test_oversized_urls_and_ids_are_refused_at_once(tmp_path, url):
    t0 = time.monotonic()
    one_error_line(run_here(["solve", url], tmp_path))
    assert time.monotonic() - t0 < 10


@pytest.mark.slow
def test_a_1000x1000_light_up_board_under_a_memory_limit_is_one_line(tmp_path):
    """Encoding runs into the limit (4 GB, ~20 s) and says so in one line: no traceback."""
    (tmp_path / "big.txt").write_text("lightup 1000x1000\n" + "\n".join("." * 1000 for _ in range(1000)) + "\n")
    assert "out of memory" in one_error_line(run(["solve", "big.txt"], tmp_path, timeout=120, memory_kb=4_000_000))


# -- --output files: a re-run resumes them, so they are input too --------------------------------

NORINORI = "https://puzz.link/p?norinori/5/5/cag4ocjo"
LOOPY = "5x5t0:1c31b2a3a32231203b3b"


def _batch(tmp_path, name, lines) -> str:
    (tmp_path / name).write_text("\n".join(lines) + "\n")
    return name


# Found, fixed in d7290f5: jobs.py Output._resume takes a file's records as this job's when they parse and (JSON
# only) name the same puzzles; it never checks which command or mode wrote them.  So ``forced``
# resumes what ``solve`` wrote, ``solve --unique`` what a plain ``solve`` wrote (answers never
# proved unique, exit 0), and in text mode the records of a different batch count as done.

def test_a_text_output_file_of_another_batch_is_refused(tmp_path):
    run_here(["solve", _batch(tmp_path, "a.txt", [NORINORI, PEARL_ID, LOOPY]), "--output", "out.txt"], tmp_path)
    r = run_here(["solve", _batch(tmp_path, "b.txt", [PEARL_ID, SOLO_ID]), "--output", "out.txt"], tmp_path)
    assert "out.txt" in one_error_line(r)


def test_forced_does_not_resume_a_file_solve_wrote(tmp_path):
    batch = _batch(tmp_path, "a.txt", [NORINORI, PEARL_ID, LOOPY])
    run_here(["solve", batch, "--json", "--output", "out.jsonl"], tmp_path)
    r = run_here(["forced", batch, "--json", "--output", "out.jsonl"], tmp_path)
    assert "out.jsonl" in one_error_line(r)


def test_solve_unique_does_not_resume_a_plain_solves_file(tmp_path):
    batch = _batch(tmp_path, "a.txt", [NORINORI, PEARL_ID, LOOPY])
    run_here(["solve", batch, "--json", "--output", "out.jsonl"], tmp_path)
    r = run_here(["solve", batch, "--json", "--unique", "--output", "out.jsonl"], tmp_path)
    records = [json.loads(x) for x in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert r.returncode == 2 or all(d["status"] == "unique" for d in records), records


def test_output_resume_redoes_a_record_cut_short_and_refuses_foreign_files(tmp_path):
    batch = _batch(tmp_path, "a.txt", [NORINORI, PEARL_ID, LOOPY])
    run_here(["solve", batch, "--json", "--output", "whole.jsonl"], tmp_path)
    whole = (tmp_path / "whole.jsonl").read_text()
    first = whole.index("\n") + 1
    (tmp_path / "cut.jsonl").write_text(whole[:first + 40])  # killed in the middle of record 2
    r = run_here(["solve", batch, "--json", "--output", "cut.jsonl"], tmp_path)
    def answers(text):
        return [{k: v for k, v in json.loads(x).items() if k != "stats"} for x in text.splitlines()]

    assert r.returncode == 0 and answers((tmp_path / "cut.jsonl").read_text()) == answers(whole)
    # another batch's JSON records, binary garbage, a directory: one line each, nothing written
    other = _batch(tmp_path, "b.txt", [PEARL_ID, SOLO_ID])
    assert "whole.jsonl" in one_error_line(run_here(["solve", other, "--json", "--output", "whole.jsonl"], tmp_path))
    (tmp_path / "junk.jsonl").write_bytes(bytes(range(256)) * 4)
    assert "junk.jsonl" in one_error_line(run_here(["solve", batch, "--output", "junk.jsonl"], tmp_path))
    assert one_error_line(run_here(["solve", batch, "--output", str(tmp_path)], tmp_path)).startswith("--output")
    assert (tmp_path / "whole.jsonl").read_text() == whole
    assert (tmp_path / "junk.jsonl").read_bytes() == bytes(range(256)) * 4
