"""Standard output that cannot be written: a full disk is one line and exit 2; a pipe whose
reader went away ends quietly with 141 (no traceback either way)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GRIDSAT = [sys.executable, "-m", "gridsat"]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_a_full_disk_on_standard_output(extra):
    with open("/dev/full", "w") as full:
        out = subprocess.run(GRIDSAT + ["solve", "examples/sudoku-9x9.txt", *extra], cwd=ROOT, stdout=full,
                             stderr=subprocess.PIPE, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.strip().splitlines() == ["gridsat: error: standard output: cannot read or write: "
                                               "No space left on device"]


def test_a_closed_pipe_ends_quietly(tmp_path):
    lines = [x for x in (ROOT / "examples/sudoku-lines.txt").read_text().splitlines() if x and x[0] in ".0123456789"]
    batch = tmp_path / "many.txt"
    batch.write_text("\n".join(lines * 400) + "\n")  # more output than a pipe holds
    p = subprocess.Popen(GRIDSAT + ["solve", str(batch)], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    p.stdout.readline()
    p.stdout.close()  # the reader goes away, as `| head -1` does
    err = p.stderr.read()
    assert p.wait(timeout=120) == 141
    assert "Traceback" not in err and "BrokenPipe" not in err and "error" not in err
