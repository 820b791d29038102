"""Progress on a terminal and counting without keeping answers (issue 21 item 3).

The terminal tests run ``python -m gridsat`` on a pseudo-terminal and replay what it wrote
through a tiny terminal (carriage return, erase-line, newline): the screen must hold exactly
the result lines, with no piece of a progress bar left in them.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
import select
import subprocess
import sys
import time

import pytest

import gridsat
from gridsat import api, running
from gridsat.progress import CLEAR, SHOW_CURSOR, Progress

from .conftest import EXAMPLES, cli

pty = pytest.importorskip("pty")


def rows_as_regions(n: int) -> str:
    """Regions = rows, one star: every non-touching permutation is an answer (14 for n=5)."""
    return json.dumps({"genre": "starbattle", "stars": 1, "regions": [[r] * n for r in range(n)]})


def on_terminal(args: list[str], env: dict | None = None, timeout: float = 60.0) -> tuple[int, str]:
    """Run ``python -m gridsat ARGS`` with stdout and stderr on one pseudo-terminal."""
    try:
        master, slave = pty.openpty()
    except OSError as e:  # no pseudo-terminals here (a locked-down container)
        pytest.skip(f"no pseudo-terminal: {e}")
    environ = dict(os.environ, TERM="xterm", **(env or {}))
    proc = subprocess.Popen([sys.executable, "-m", "gridsat", *args], stdin=subprocess.DEVNULL,
                            stdout=slave, stderr=slave, env=environ, close_fds=True)
    os.close(slave)
    out = b""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # the other side closed: the command has ended
                    break
                if not chunk:
                    break
                out += chunk
            elif proc.poll() is not None:
                break
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
        proc.wait()
    return proc.returncode, out.decode("utf-8", "replace")


def screen(raw: str) -> list[str]:
    """What a terminal shows after ``raw``: handles \\r, \\n and ESC[K (other escapes dropped)."""
    lines, col, i = [""], 0, 0
    while i < len(raw):
        ch = raw[i]
        if ch == "\x1b":
            m = re.match(r"\x1b\[\??[0-9;]*([A-Za-z])", raw[i:])
            if m:
                if m.group(1) == "K":
                    lines[-1] = lines[-1][:col]
                i += m.end()
                continue
        if ch == "\r":
            col = 0
        elif ch == "\n":
            lines.append("")
            col = 0
        else:
            line = lines[-1].ljust(col)
            lines[-1] = line[:col] + ch + line[col + 1:]
            col += 1
        i += 1
    return [line.rstrip() for line in lines if line.strip()]


def batch_file(tmp_path, copies: int = 8):
    lines = [line for line in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    path = tmp_path / "many.txt"
    path.write_text("\n".join(lines * copies) + "\n")
    return path, len(lines) * copies


# -- the terminal ------------------------------------------------------------------------------

def test_batch_on_a_terminal_leaves_only_result_lines(tmp_path):
    path, n = batch_file(tmp_path)
    code, raw = on_terminal(["solve", str(path), "--unique"], env={"GRIDSAT_PROGRESS": "1"})
    assert code == 0, raw
    assert "solving" in raw and f"/{n}" in raw, "no progress bar was drawn"
    shown = screen(raw)
    assert len(shown) == n + 1, shown
    for k, line in enumerate(shown[:-1], 1):
        assert re.fullmatch(rf"#{k}: unique [1-9]{{81}} \[\d+\.\d+s\]", line), line
    assert shown[-1].startswith(f"{n} puzzles: {n} unique")
    assert raw.rstrip().endswith("each)") and SHOW_CURSOR in raw


def test_enumeration_on_a_terminal_draws_every_board_cleanly(tmp_path):
    puzzle = tmp_path / "rows.json"
    puzzle.write_text(rows_as_regions(5))
    code, raw = on_terminal(["solve", str(puzzle), "--all", "--ascii"], env={"GRIDSAT_PROGRESS": "1"})
    assert code == 0, raw
    assert "enumerating" in raw
    shown = screen(raw)
    assert sum(line.startswith("Solution ") for line in shown) == 14
    assert not any("enumerating" in line or "[---" in line for line in shown), shown
    assert shown[-1].startswith("14 solutions")


def test_count_only_on_a_terminal_prints_one_line(tmp_path):
    puzzle = tmp_path / "rows.json"
    puzzle.write_text(rows_as_regions(6))
    code, raw = on_terminal(["solve", str(puzzle), "--all", "--count-only"], env={"GRIDSAT_PROGRESS": "1"})
    assert code == 0 and "counting" in raw, raw
    shown = screen(raw)
    assert len(shown) == 1 and re.match(r"\d+ solutions  \[", shown[0]), shown


@pytest.mark.parametrize("args, label", [
    (["solve", str(EXAMPLES / "starbattle-9x9.txt"), "--unique"], "searching"),
    (["forced", str(EXAMPLES / "starbattle-5x5.txt")], "settling the backbone"),
    (["explain", str(EXAMPLES / "starbattle-no-solution.json")], "explaining"),
])
def test_one_search_on_a_terminal_shows_time_and_leaves_the_same_screen(args, label):
    plain = subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True)
    code, raw = on_terminal(args, env={"GRIDSAT_PROGRESS": "1"})
    assert code == plain.returncode and label in raw, raw
    strip = lambda lines: [re.sub(r"\d+\.\d+s", "Ts", line) for line in lines]  # noqa: E731
    assert strip(screen(raw)) == strip([line.rstrip() for line in plain.stdout.splitlines() if line.strip()])


def test_a_quick_run_on_a_terminal_shows_no_bar():
    code, raw = on_terminal(["solve", str(EXAMPLES / "starbattle-5x5.txt"), "--unique"])
    assert code == 0 and "searching" not in raw and CLEAR not in raw


def test_no_progress_when_not_a_terminal(tmp_path):
    path, n = batch_file(tmp_path, copies=2)
    r = cli("solve", path, "--unique")
    assert r.exit_code == 0
    assert "\r" not in r.output and "solving" not in r.stderr and "[1/" not in r.output
    assert r.stdout.splitlines()[0].startswith("#1: unique ")
    r = cli("solve", "-", "--all", "--json", input=rows_as_regions(5))
    assert r.exit_code == 0 and r.stderr == "" and json.loads(r.stdout)["solutions_found"] == 14


def test_gridsat_progress_0_silences_a_terminal(tmp_path):
    path, n = batch_file(tmp_path, copies=2)
    code, raw = on_terminal(["solve", str(path), "--unique"], env={"GRIDSAT_PROGRESS": "0"})
    assert code == 0 and "solving" not in raw and "\x1b[" not in raw


def test_the_painter_draws_while_the_command_is_busy(tmp_path, monkeypatch):
    """A long SAT call holds the interpreter: the line is drawn by another process, so the
    elapsed time still moves (here the main process spins in Python for about a second)."""
    monkeypatch.setenv("GRIDSAT_PROGRESS", "1")
    out = tmp_path / "err.txt"
    with open(out, "w") as stream:
        with Progress("proving unique", stream=stream, limit=30) as bar:
            end = time.monotonic() + 1.5
            while time.monotonic() < end:
                pass
            bar.echo("a result line", err=True)  # (err: the test's stream is stderr's stand-in)
    with open(out, newline="") as f:
        raw = f.read()
    frames = re.findall(r"proving unique  \[[-#]+\]  (\d+\.\d)s of 30\.0s", raw)
    assert len(frames) >= 2 and float(frames[-1]) > float(frames[0]), raw
    assert raw.endswith(CLEAR + SHOW_CURSOR)


# -- counting without keeping --------------------------------------------------------------------

def test_count_only_cli_text_and_json():
    r = cli("solve", "-", "--all", "--count-only", input=rows_as_regions(5))
    assert r.exit_code == 0 and "Solution " not in r.stdout and "★" not in r.stdout
    assert r.stdout.startswith("14 solutions  [")
    r = cli("solve", "-", "--all", "--count-only", "--json", input=rows_as_regions(5))
    doc = json.loads(r.stdout)
    assert doc["solutions_found"] == 14 and doc["complete"] is True and doc["count_only"] is True
    assert "solutions" not in doc and doc["solution"]["stars"] and doc["schema"] == 1
    r = cli("solve", "-", "--count", "3", "--count-only", "--json", input=rows_as_regions(5))
    doc = json.loads(r.stdout)
    assert r.exit_code == 0 and doc["solutions_found"] == 3 and doc["complete"] is False


def test_count_only_needs_a_count():
    r = cli("solve", str(EXAMPLES / "starbattle-5x5.txt"), "--count-only")
    assert r.exit_code == 2 and "--count-only" in r.stderr and r.stderr.count("\n") == 1


def test_count_only_in_a_batch(tmp_path):
    path = tmp_path / "two.txt"
    path.write_text("5x1.ABBBBAABBBACDBBADDDEDDDEE\n5x1.AAAAABBBBBCCCCCDDDDDEEEEE\n")
    r = cli("solve", path, "--all", "--count-only")
    lines = r.stdout.splitlines()
    assert lines[0].startswith("#1: unique 1 solution [") and lines[1].startswith("#2: multiple 14 solutions [")


def test_count_only_keeps_one_answer_and_checks_every_one(monkeypatch):
    checked = []
    real = api.checked_solution

    def counting(*args, **kwargs):
        sol = real(*args, **kwargs)
        checked.append(sol)
        return sol

    monkeypatch.setattr(running, "checked_solution", counting)  # where solve looks it up
    report = gridsat.solve(rows_as_regions(5), mode="all", count_only=True)
    assert report.solutions_found == 14 and len(report.solutions) == 1 and report.complete
    assert len(checked) == 14 and report.solution == checked[0]
    full = gridsat.solve(rows_as_regions(5), mode="all")
    assert full.solutions_found == 14 and len(full.solutions) == 14
    with pytest.raises(ValueError, match="count_only"):
        gridsat.solve(rows_as_regions(5), mode="unique", count_only=True)


def test_count_only_still_refuses_an_answer_that_breaks_a_rule():
    loaded = gridsat.load(rows_as_regions(5))
    seen = []

    def picky(puzzle, sol):  # the 3rd answer "breaks a rule"
        seen.append(sol)
        return ["made-up violation"] if len(seen) == 3 else []

    bad = api.Loaded(dataclasses.replace(loaded.genre, check=picky), loaded.puzzle, "test", None)
    with pytest.raises(api.UnverifiedAnswer, match="made-up violation"):
        gridsat.solve(bad, mode="all", count_only=True)


def test_search_keep_false_counts_without_keeping():
    from gridsat.backends import make_backend
    from gridsat.solving import search

    compiled = api.compile_model(gridsat.load(rows_as_regions(5)))
    seen = []
    with make_backend(compiled.model, "pysat") as be:
        result = search(compiled.model, be, "count", None, on_solution=lambda v: seen.append(1), keep=False)
    assert result.found == 14 and result.solutions == [] and len(seen) == 14
    assert result.status == "multiple" and result.complete
