"""Every encoding against brute force: the encoded formula's solutions, projected onto the
input variables, are exactly the assignments whose true-literal count meets the bound."""
from itertools import product
import random

import pytest
from pysat.solvers import Solver

from gridsat.cardinality import (ENCODINGS, EncodingError, at_least, at_most, difference_equals,
                                 exactly, unary_counter)
from gridsat.model import Model

BUILDERS = {
    "at_most": (at_most, lambda c, k: c <= k),
    "at_least": (at_least, lambda c, k: c >= k),
    "exactly": (exactly, lambda c, k: c == k),
}


def projected_solutions(model, nbase):
    out = set()
    with Solver(name="minisat22", bootstrap_with=model.clauses) as s:
        while s.solve():
            m = s.get_model() or []
            vals = {abs(l): l > 0 for l in m}
            point = tuple(vals.get(v, False) for v in range(1, nbase + 1))
            out.add(point)
            s.add_clause([-v if point[v - 1] else v for v in range(1, nbase + 1)] or [])
            if nbase == 0:
                break
    return out


def truth(lits, nbase, k, ok):
    out = set()
    for point in product([False, True], repeat=nbase):
        count = sum(1 for l in lits if point[abs(l) - 1] == (l > 0))
        if ok(count, k):
            out.add(point)
    return out


def check_case(kind, encoding, nbase, lits, k):
    build, ok = BUILDERS[kind]
    m = Model()
    for i in range(nbase):
        m.var("x", i)
    try:
        build(m, lits, k, encoding)
    except EncodingError:
        pytest.skip("encoding refused the size")
    assert projected_solutions(m, nbase) == truth(lits, nbase, k, ok), (kind, encoding, lits, k)


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("kind", sorted(BUILDERS))
def test_random_against_brute_force(encoding, kind):
    rng = random.Random(hash((encoding, kind)) & 0xFFFF)
    for _ in range(25):
        nbase = rng.randint(1, 6)
        n = rng.randint(0, 8)
        lits = [rng.choice([1, -1]) * rng.randint(1, nbase) for _ in range(n)]
        k = rng.randint(-1, n + 1)
        check_case(kind, encoding, nbase, lits, k)


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("kind", sorted(BUILDERS))
@pytest.mark.parametrize("k", [-1, 0, 1, 2, 5, 6, 7])
def test_edge_bounds_distinct(encoding, kind, k):
    check_case(kind, encoding, 6, [1, 2, 3, 4, 5, 6], k)


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("kind", sorted(BUILDERS))
def test_empty_and_repeated(encoding, kind):
    for k in (-1, 0, 1, 2):
        check_case(kind, encoding, 2, [], k)
    for k in range(0, 5):
        check_case(kind, encoding, 2, [1, 1, 2, -1], k)
        check_case(kind, encoding, 3, [3, 3, 3], k)


def test_unknown_encoding_is_clear():
    m = Model()
    m.var("x")
    with pytest.raises(EncodingError, match="unknown cardinality encoding 'nope'"):
        at_most(m, [1], 1, "nope")


def test_large_binomial_refused():
    m = Model()
    lits = [m.var("x", i) for i in range(60)]
    with pytest.raises(EncodingError, match="pairwise"):
        at_most(m, lits, 10, "pairwise")


# -- unary counters and differences ---------------------------------------------------------------

def assert_difference_matches_brute_force(plus, minus, c, nbase):
    m = Model()
    for i in range(nbase):
        m.var("x", i)
    difference_equals(m, plus, minus, c)
    want = set()
    for point in product([False, True], repeat=nbase):
        count = lambda lits: sum(1 for l in lits if point[abs(l) - 1] == (l > 0))
        if count(plus) - count(minus) == c:
            want.add(point)
    assert projected_solutions(m, nbase) == want, (plus, minus, c)


@pytest.mark.parametrize("seed", range(40))
def test_difference_equals_against_brute_force(seed):
    """(#true plus) - (#true minus) == c, with repeated and complementary literals, either side
    empty, and constants out of reach."""
    rng = random.Random(seed)
    nbase = rng.randint(1, 5)
    pick = lambda: [rng.choice([1, -1]) * rng.randint(1, nbase) for _ in range(rng.randint(0, 4))]
    plus, minus = pick(), pick()
    c = rng.randint(-len(minus) - 1, len(plus) + 1)
    assert_difference_matches_brute_force(plus, minus, c, nbase)


def test_unary_counter_outputs_follow_the_count_both_ways():
    """Every output is fixed by the inputs and fixes them back: with the outputs assumed, unit
    propagation alone decides the count (assume 'at least 2' and 'not at least 3': any two
    true inputs force the rest false)."""
    m = Model()
    xs = [m.var("x", i) for i in range(5)]
    out = unary_counter(m, xs)
    assert len(out) == 5
    with Solver(name="minisat22", bootstrap_with=m.clauses) as s:
        for point in product([False, True], repeat=5):
            ok, implied = s.propagate(assumptions=[x if b else -x for x, b in zip(xs, point)])
            assert ok
            vals = {abs(l): l > 0 for l in implied}
            assert [vals[o] for o in out] == [sum(point) >= i for i in range(1, 6)]
        ok, implied = s.propagate(assumptions=[out[1], -out[2], xs[0], xs[3]])
        assert ok and {-xs[1], -xs[2], -xs[4]} <= set(implied)


@pytest.mark.parametrize("seed", range(6))
def test_difference_equals_with_long_sides_against_brute_force(seed):
    """Sides of a dozen literals: counters of several merge levels."""
    rng = random.Random(seed)
    nbase = 13
    lits = [i + 1 for i in range(nbase)]
    rng.shuffle(lits)
    lits = [l if rng.random() < 0.7 else -l for l in lits]
    split = 12
    plus, minus = lits[:split], lits[split:]
    c = rng.randint(2, 8)
    assert_difference_matches_brute_force(plus, minus, c, nbase)


def test_difference_equals_is_one_native_term_for_z3():
    from gridsat.lowering import Z3

    m = Model(lowering=Z3)
    a, b, c = (m.var("x", i) for i in range(3))
    difference_equals(m, [a, b], [c], 1)
    assert m.clauses == [] and m.pb_constraints == [((), [a, b, c], [1, 1, -1], "==", 1)]


def _lowered(builder, seed, guard):
    """Lower one constraint on a fresh model (random signed literals, maybe under a guard):
    the model's variable count, clauses and what the builder returned."""
    rng = random.Random(seed)
    m = Model(lowering=None)
    m.nvars = 40
    n = rng.randrange(0, 16)
    lits = [rng.choice((1, -1)) * v for v in rng.sample(range(1, 39), n)]
    if guard:
        with m.guarded(40):
            out = builder(m, lits)
    else:
        out = builder(m, lits)
    return m.nvars, m.clauses, out


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_templates_write_the_builders_clauses(encoding, monkeypatch):
    """A constraint stamped from a template is the builder's own formula, clause for clause
    (same auxiliaries, same order), with guards, whether the template is new or kept."""
    from gridsat.cardinality import cnf_at_least, cnf_at_most, cnf_exactly, lower_difference, template

    cases = [(lambda m, lits, k=k, f=f: f(m, lits, k, encoding)) for k in range(-1, 9)
             for f in (cnf_at_most, cnf_at_least, cnf_exactly)]
    cases += [lambda m, lits, c=c: lower_difference(m, lits[:len(lits) // 3], lits[len(lits) // 3:], c)
              for c in range(-3, 4)]
    cases += [unary_counter]
    for i, builder in enumerate(cases):
        for seed in range(3):
            try:
                template._cache.clear()
                # built directly, then through a new template, then through the kept one
                stamped = [_lowered(builder, 10 * i + seed, seed == 1) for _ in range(3)]
                with monkeypatch.context() as mp:
                    mp.setattr(template, "MAX_LITERALS", -1)  # every constraint built directly
                    template._cache.clear()
                    direct = _lowered(builder, 10 * i + seed, seed == 1)
            except EncodingError:
                continue
            assert stamped == [direct] * 3, (encoding, i, seed)
