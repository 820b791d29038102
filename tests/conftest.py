import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridsat.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SHARED_INSTANCES = ROOT.parent / "shared" / "instances"


def instances_dir(genre: str) -> Path:
    """The shared real-instance folder of a genre; skips the test when it is absent."""
    d = SHARED_INSTANCES / genre
    if not d.is_dir():
        pytest.skip(f"shared instances not available: {d}")
    return d


def need_binary(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


@pytest.fixture
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


def runner() -> CliRunner:
    """A CLI runner keeping stderr apart where click allows it."""
    try:
        return CliRunner(mix_stderr=False)
    except TypeError:
        return CliRunner()


def cli(*args, input=None):
    """Run ``gridsat ARGS`` in-process."""
    return runner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=False)


def solve_kit(problem: str, genre: str):
    """gridsat's unique answer to puzzlekit's problem text, which the genre's checker accepts."""
    import gridsat
    from gridsat import api

    loaded = api.loads(problem, genre=genre)
    report = gridsat.solve(loaded.puzzle, mode="unique")
    assert report.status == "unique"
    assert loaded.genre.check(loaded.puzzle, report.solution) == []
    return report.solution


def kit_marks(solution: str, mark: str = "x") -> list:
    """The cells holding ``mark`` in puzzlekit's answer text (``R C``, then a token a cell)."""
    lines = [line.split() for line in solution.strip().splitlines()]
    rows = int(lines[0][0])
    return sorted((r, c) for r, row in enumerate(lines[1:rows + 1]) for c, t in enumerate(row) if t == mark)
