"""Every genre's bundled examples get the same verdict from PySAT and from z3 (which takes
cardinality and pseudo-Boolean sums as native terms), and the same answer when it is unique."""
import pytest

import gridsat
from gridsat.api import load_all

from .conftest import EXAMPLES

SLOW = {"twentyfourseven-clues.txt"}  # ~40 s under z3
FILES = [pytest.param(p.name, marks=pytest.mark.slow) if p.name in SLOW else p.name
         for p in sorted(EXAMPLES.iterdir()) if p.is_file()]


@pytest.mark.parametrize("name", FILES)
def test_pysat_and_z3_agree(name):
    items = load_all(str(EXAMPLES / name))
    loaded = items[0]
    if isinstance(loaded, Exception):
        raise loaded
    own = gridsat.solve(loaded, "unique", timeout=120)
    other = gridsat.solve(loaded, "unique", backend="z3", timeout=120)
    if "timeout" in (own.status, other.status):
        pytest.skip(f"time limit: pysat {own.status}, z3 {other.status}")
    assert own.status == other.status
    if own.status == "unique":
        assert own.solutions == other.solutions
