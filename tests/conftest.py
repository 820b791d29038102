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
