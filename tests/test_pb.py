"""Pseudo-Boolean sums against brute force: the encoded formula's solutions, projected onto
the input variables, are exactly the assignments whose weighted sum meets the bound."""
from itertools import product
import random

import pytest

from gridsat.cardinality import EncodingError
from gridsat.cardinality.pb import (ENCODINGS, available_encodings, normalise, pb_at_least,
                                    pb_at_most, pb_equals, pysat_pb)
from gridsat.model import Model
from tests.test_cardinality import projected_solutions

BUILDERS = {
    "at_most": (pb_at_most, lambda s, k: s <= k),
    "at_least": (pb_at_least, lambda s, k: s >= k),
    "equals": (pb_equals, lambda s, k: s == k),
}


def truth(lits, weights, nbase, k, ok):
    out = set()
    for point in product([False, True], repeat=nbase):
        s = sum(w for l, w in zip(lits, weights) if point[abs(l) - 1] == (l > 0))
        if ok(s, k):
            out.add(point)
    return out


def check_case(kind, encoding, nbase, lits, weights, k):
    build, ok = BUILDERS[kind]
    m = Model()
    for i in range(nbase):
        m.var("x", i)
    build(m, lits, weights, k, encoding)
    assert projected_solutions(m, nbase) == truth(lits, weights, nbase, k, ok), \
        (kind, encoding, lits, weights, k)


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("kind", sorted(BUILDERS))
def test_random_against_brute_force(encoding, kind):
    if encoding not in available_encodings():
        pytest.skip(f"{encoding} needs pysat.pb's back end")
    rng = random.Random(hash((encoding, kind)) & 0xFFFF)
    for _ in range(30):
        nbase = rng.randint(1, 6)
        n = rng.randint(0, 7)
        lits = [rng.choice([-1, 1]) * rng.randint(1, nbase) for _ in range(n)]
        weights = [rng.randint(-4, 9) for _ in range(n)]
        k = rng.randint(-5, 25)
        check_case(kind, encoding, nbase, lits, weights, k)


@pytest.mark.parametrize("encoding", ["auto", "pybdd"])
def test_killer_like_sums(encoding):
    """Digit-weighted sums as Killer Sudoku uses them: 3 cells x 4 digits, one digit each."""
    for k in (3, 6, 7, 12, 13):
        lits = list(range(1, 9))
        weights = [1, 2, 3, 4] * 2
        check_case("equals", encoding, 8, lits, weights, k)


def test_equal_weights_go_to_cardinality():
    m = Model()
    xs = [m.var("x", i) for i in range(5)]
    pb_equals(m, xs, [3] * 5, 7)  # 7 is not a multiple of 3: impossible
    assert [] in m.clauses
    check_case("at_most", "auto", 5, [1, 2, 3, 4, 5], [3] * 5, 7)  # at most 2 of 5


def test_normalise():
    m = Model()
    a, b = m.var("a"), m.var("b")
    # 2a - 3b + 4(-a) + a  ==  -3b - a + 4  ==  3(-b) + (-a) + 0  (const -4 + 4)
    lits, weights, k = normalise(m, [a, b, -a, a], [2, -3, 4, 1], 1)
    assert sorted(zip(lits, weights)) == sorted([(-a, 1), (-b, 3)])
    assert k == 1 - 4 + 1 + 3


def test_bad_arguments():
    m = Model()
    x = m.var("x")
    with pytest.raises(ValueError):
        pb_at_most(m, [x, x], [1], 1)
    with pytest.raises(ValueError):
        pb_at_most(m, [x + 1], [1], 1)
    with pytest.raises(EncodingError):
        pb_at_most(m, [x], [1], 1, "nosuch")


def test_pysat_pb_is_available():
    """gridsat relies on pysat.pb for killer sums; when it is missing the pybdd fallback
    keeps everything working, but say so loudly in the test report."""
    if pysat_pb() is None:
        pytest.skip("pysat.pb back end missing: pip install 'python-sat[pb]' (pybdd fallback in use)")
    assert "bdd" in available_encodings()


def test_large_sum_stays_small():
    """A 49-literal weighted row sum (Twenty-Four-Seven size) builds quickly and stays modest."""
    m = Model()
    xs = [m.var("x", i) for i in range(49)]
    pb_equals(m, xs, [1 + i % 7 for i in range(49)], 28)
    assert len(m.clauses) < 20_000


def test_fallback_when_pysat_pb_is_missing(monkeypatch):
    import gridsat.cardinality.pb as pb

    monkeypatch.setattr(pb, "pysat_pb", lambda: None)
    assert pb.available_encodings() == ["auto", "pybdd"]
    with pytest.raises(EncodingError):
        pb_at_most(Model(), [], [], 0, "bdd")
    rng = random.Random(7)
    for _ in range(20):
        lits = [rng.choice([-1, 1]) * rng.randint(1, 5) for _ in range(6)]
        weights = [rng.randint(-3, 8) for _ in range(6)]
        check_case("equals", "auto", 5, lits, weights, rng.randint(0, 15))
