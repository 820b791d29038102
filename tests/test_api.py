"""The public API: every entry point takes any puzzle form; the README's example runs."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import gridsat

from gridsat.formats import InputError

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"


def forms():
    path = EX / "starbattle-5x5.txt"
    text = path.read_text()
    loaded = gridsat.load(str(path))
    return {
        "path": str(path),
        "pathlike": path,
        "text": text,
        "json text": json.dumps(loaded.genre.to_json(loaded.puzzle)),
        "dict": loaded.genre.to_json(loaded.puzzle),
        "puzzle": loaded.puzzle,
        "loaded": loaded,
        "url": gridsat.convert(loaded, "puzzlink"),
        "prefixed line": "starbattle:" + gridsat.convert(loaded, "native").replace("\n", "\n", 1),
    }


@pytest.mark.parametrize("form", list(forms()))
def test_solve_accepts_every_puzzle_form(form):
    report = gridsat.solve(forms()[form], mode="unique")
    assert report.status == "unique" and report.genre == "starbattle"
    assert gridsat.check(forms()["path"], report.solution) == []


def test_modes_all_and_count():
    every = gridsat.solve(EX / "starbattle-5x5.txt", mode="all")
    assert every.complete and len(every.solutions) == 1
    doc = every.to_json()
    assert doc["complete"] is True and len(doc["solutions"]) == 1
    few = gridsat.count({"genre": "starbattle", "stars": 1,
                         "regions": [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 3]]}, 1)
    assert len(few.solutions) == 1 and not few.complete
    with pytest.raises(ValueError, match="unknown mode"):
        gridsat.solve(EX / "starbattle-5x5.txt", mode="fast")


def test_report_json_is_the_documented_document():
    doc = gridsat.solve(EX / "starbattle-9x9.txt", mode="unique").to_json()
    assert list(doc)[:4] == ["genre", "status", "solutions_found", "solution"]
    assert doc["status"] == "unique" and doc["source"].endswith("starbattle-9x9.txt")
    for k in ("variables", "clauses", "encode_seconds", "solve_seconds", "sat_calls", "backend", "solver"):
        assert k in doc["stats"]


def test_unsat_with_explain_carries_the_core():
    bad = {"genre": "starbattle", "stars": 1,
           "regions": [[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 2, 2], [1, 1, 3, 3]]}
    report = gridsat.solve(bad, explain=True)
    assert report.status == "unsat" and report.core
    assert report.to_json()["unsat_core"] == report.core
    assert gridsat.explain(bad).clues == report.core


def test_draw_checks_the_solution_first():
    good = gridsat.solve(EX / "starbattle-5x5.txt").solution
    assert "<svg" in gridsat.draw(EX / "starbattle-5x5.txt", good, fmt="svg")
    assert "★" in gridsat.draw(EX / "starbattle-5x5.txt", good)
    broken = type(good)(good.stars[1:])
    with pytest.raises(InputError, match="breaks a rule"):
        gridsat.draw(EX / "starbattle-5x5.txt", broken)


def test_a_missing_file_is_still_no_such_file():
    with pytest.raises(InputError, match="no such file"):
        gridsat.load("does-not-exist.txt")


def test_python_m_gridsat_runs_the_cli():
    out = subprocess.run([sys.executable, "-m", "gridsat", "solve", str(EX / "starbattle-5x5.txt"),
                          "--unique", "--json"], capture_output=True, text=True)
    assert out.returncode == 0 and json.loads(out.stdout)["status"] == "unique"


def test_readme_python_example_runs(tmp_path, monkeypatch):
    block = re.search(r"## Python API.*?```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S).group(1)
    monkeypatch.chdir(ROOT)
    block = block.replace('"cnf_out"', repr(str(tmp_path)))
    exec(compile(block, "README.md", "exec"), {})
    assert (tmp_path / "tents-6x6.cnf").exists()
