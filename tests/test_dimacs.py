import subprocess
import sys

import pytest

import gridsat
from gridsat.backends.dimacs import SolverOutputError, parse_solver_output, read_header, write_dimacs
from gridsat.model import Model

from .conftest import EXAMPLES, need_binary


def test_write_is_standard_and_map_reads_back(tmp_path):
    m = Model()
    a, b = m.var("star", 0, 0), m.var("star", 0, 1)
    m.mark_primary(a, b)
    m.aux()
    m.add([a, b])
    m.add([-a, -b, 3])
    path = write_dimacs(m, tmp_path / "x.cnf", {"genre": "test", "size": "1x2"})
    text = path.read_text()
    body = [l for l in text.splitlines() if not l.startswith("c")]
    assert body == ["p cnf 3 2", "1 2 0", "-1 -2 3 0"]
    header, varmap = read_header(path)
    assert header["genre"] == "test" and header["size"] == "1x2"
    assert varmap == {1: ("star", 0, 0), 2: ("star", 0, 1)}
    assert [p.name for p in tmp_path.iterdir()] == ["x.cnf"]  # no temp file left behind


def test_failed_write_leaves_nothing(tmp_path):
    class Boom(Model):
        def hard_clauses(self):
            raise RuntimeError("boom")

    m = Boom()
    with pytest.raises(RuntimeError):
        write_dimacs(m, tmp_path / "y.cnf")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("text,status,values", [
    ("c comment\ns SATISFIABLE\nv 1 -2\nv 3 0\n", "sat", {1: True, 2: False, 3: True}),
    ("s UNSATISFIABLE\n", "unsat", None),
    ("s UNKNOWN\n", "unknown", None),
    ("SAT\n1 -2 3 0\n", "sat", {1: True, 2: False, 3: True}),  # minisat result file
    ("UNSAT\n", "unsat", None),
    ("-1 2 0\n", "sat", {1: False, 2: True}),  # a bare model line
])
def test_parse_solver_output(text, status, values):
    assert parse_solver_output(text) == (status, values)


@pytest.mark.parametrize("text", ["", "s SATISFIABLE\n", "s MAYBE\n", "v 1 x 0\n", "hello\n"])
def test_parse_solver_output_rejects_garbage(text):
    with pytest.raises(SolverOutputError):
        parse_solver_output(text)


def run_cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "gridsat.cli", *args], capture_output=True, text=True, cwd=cwd)


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_round_trip_with_external_binary(solver, tmp_path):
    need_binary(solver)
    puzzle = str(EXAMPLES / "starbattle-9x9.txt")
    out = run_cli("export", puzzle, "-o", str(tmp_path))
    assert out.returncode == 0, out.stderr
    cnf = tmp_path / "starbattle-9x9.cnf"
    assert cnf.exists()
    answer = tmp_path / "answer.txt"
    if solver == "cadical":
        proc = subprocess.run(["cadical", "-q", str(cnf)], capture_output=True, text=True)
        answer.write_text(proc.stdout)
    else:
        subprocess.run(["minisat", str(cnf), str(answer)], capture_output=True)
    dec = run_cli("decode", puzzle, str(answer), "--json")
    assert dec.returncode == 0, dec.stderr
    import json

    doc = json.loads(dec.stdout)
    loaded = gridsat.load(puzzle)
    sol = loaded.genre.solution_from_json(doc["solution"], loaded.puzzle)
    assert loaded.genre.check(loaded.puzzle, sol) == []


def test_external_backend_unique_matches_pysat(tmp_path):
    need_binary("cadical")
    loaded = gridsat.load(str(EXAMPLES / "starbattle-9x9.txt"))
    ext = gridsat.solve(loaded, "unique", backend="external", solver_cmd="cadical -q")
    own = gridsat.solve(loaded, "unique")
    assert ext.status == own.status == "unique"
    assert ext.solutions == own.solutions


def test_decode_unsat_is_no_solution(tmp_path):
    out = tmp_path / "o.txt"
    out.write_text("s UNSATISFIABLE\n")
    r = run_cli("decode", str(EXAMPLES / "starbattle-5x5.txt"), str(out))
    assert r.returncode == 1 and "no solution" in r.stdout


def test_decode_rejects_a_wrong_answer(tmp_path):
    # A model that sets every variable true is no Star Battle answer: never printed.
    out = tmp_path / "o.txt"
    out.write_text("s SATISFIABLE\nv " + " ".join(str(i) for i in range(1, 40)) + " 0\n")
    r = run_cli("decode", str(EXAMPLES / "starbattle-5x5.txt"), str(out))
    assert r.returncode == 5
    assert "★" not in r.stdout and "breaks the rules" in r.stderr


def test_external_unknown_without_time_limit_is_an_error(tmp_path):
    script = tmp_path / "unk.sh"
    script.write_text("#!/bin/sh\necho 's UNKNOWN'\n")
    script.chmod(0o755)
    r = run_cli("solve", str(EXAMPLES / "starbattle-5x5.txt"), "--solver-cmd", str(script))
    assert r.returncode == 2 and "gave no answer (s UNKNOWN)" in r.stderr
