import time
from itertools import product

import pytest

from gridsat.backends import make_backend
from gridsat.backends.pysat import solver_names
from gridsat.cardinality import exactly
from gridsat.model import Model
from gridsat.solving import search


def small_model():
    """Exactly 2 of 4 primary variables, plus an auxiliary that is free: 6 answers, 12 models."""
    m = Model()
    xs = [m.var("x", i) for i in range(4)]
    m.mark_primary(*xs)
    free = m.aux()
    m.add([free, -free])
    exactly(m, xs, 2, "seqcounter")
    return m


@pytest.mark.parametrize("backend", ["pysat", "z3"])
def test_count_sees_primary_answers_only(backend):
    m = small_model()
    with make_backend(m, backend) as be:
        res = search(m, be, "count", None)
    assert res.status == "multiple" and res.complete
    answers = {tuple(v[x] for x in m.primary) for v in res.solutions}
    assert len(res.solutions) == len(answers) == 6
    assert answers == {p for p in product([False, True], repeat=4) if sum(p) == 2}


def test_unique_and_unsat():
    m = Model()
    xs = [m.var("x", i) for i in range(3)]
    m.mark_primary(*xs)
    exactly(m, xs, 3)
    with make_backend(m) as be:
        assert search(m, be, "unique").status == "unique"
    m.add([-xs[0]])
    with make_backend(m) as be:
        assert search(m, be, "unique").status == "unsat"


def test_unique_reports_multiple():
    m = small_model()
    with make_backend(m) as be:
        res = search(m, be, "unique")
    assert res.status == "multiple" and len(res.solutions) == 2


def test_solutions_stream_as_found():
    m = small_model()
    seen = []
    with make_backend(m) as be:
        res = search(m, be, "count", 3, on_solution=lambda v: seen.append(len(seen)))
    assert seen == [0, 1, 2] and res.status == "multiple" and not res.complete


def test_lazy_constraint_is_refined_before_counting():
    # Lazy rule: x0 and x1 never both true.  Counting must never see a violating answer.
    m = small_model()
    x0, x1 = m.primary[0], m.primary[1]
    m.add_lazy(lambda v: [[-x0, -x1]] if v[x0] and v[x1] else [])
    with make_backend(m) as be:
        res = search(m, be, "count", None)
    assert len(res.solutions) == 5
    assert not any(v[x0] and v[x1] for v in res.solutions)


def pigeonhole(n):
    m = Model()
    x = {(p, h): m.var("x", p, h) for p in range(n + 1) for h in range(n)}
    m.mark_primary(*x.values())
    for p in range(n + 1):
        m.add([x[p, h] for h in range(n)])
    for h in range(n):
        for p in range(n + 1):
            for q in range(p + 1, n + 1):
                m.add([-x[p, h], -x[q, h]])
    return m


@pytest.mark.parametrize("solver", ["cadical195", "glucose4"])
def test_timeout_interrupts_a_long_sat_call(solver):
    m = pigeonhole(13)  # hard for resolution: runs for minutes without a limit
    t0 = time.monotonic()
    with make_backend(m, "pysat", solver, timeout=1.0) as be:
        res = search(m, be, "solve", timeout=1.0)
    assert res.status == "timeout"
    assert time.monotonic() - t0 < 10


def test_z3_timeout():
    m = pigeonhole(12)
    with make_backend(m, "z3") as be:
        res = search(m, be, "solve", timeout=0.5)
    assert res.status == "timeout"


def test_solver_names_include_default():
    names = solver_names()
    assert "cadical195" in names and "glucose4" in names


def test_unknown_solver_lists_names():
    from gridsat.backends import BackendError

    with pytest.raises(BackendError, match="available: .*cadical195"):
        make_backend(small_model(), "pysat", "nosuchsolver")


@pytest.mark.parametrize("name", solver_names())
def test_every_listed_solver_runs_uniqueness_and_cores(name):
    """Each name 'gridsat solvers' lists works for the whole loop: solve, block, solve again,
    and an unsat call with assumptions (kissat is rebuilt per call and gives no cores)."""
    m = small_model()
    with make_backend(m, "pysat", name) as be:
        res = search(m, be, "count", None)
        assert len(res.solutions) == 6 and res.complete
        out = be.solve([m.primary[0]])
        assert out.status == "unsat"


def test_unavailable_solver_is_a_clear_error():
    from gridsat.backends import BackendError

    with pytest.raises(BackendError, match="unknown solver"):
        make_backend(small_model(), "pysat", "cryptosat" if "cryptosat" not in solver_names() else "nope")


def test_z3_terms_choose_the_z3_backend_automatically():
    """A model holding arithmetic with no CNF form goes to z3 unless a CNF solver was named."""
    import z3

    from gridsat.backends import BackendError
    from gridsat.backends.z3 import bool_var

    m = Model()
    xs = [m.var("x", i) for i in range(3)]
    m.mark_primary(*xs)
    # x0*1 + x1*2 + x2*4 squared equals 9: only x0 and x1 (value 3) satisfy it
    total = z3.Sum([z3.If(bool_var(v), w, 0) for v, w in zip(xs, (1, 2, 4))])
    m.add_z3(total * total == 9)
    with make_backend(m) as be:
        assert be.name == "z3"
        res = search(m, be, "unique")
    assert res.status == "unique"
    assert [res.solutions[0][v] for v in xs] == [True, True, False]
    with pytest.raises(BackendError, match="use --backend z3"):
        make_backend(m, "pysat", "glucose4")


# -- search hints ---------------------------------------------------------------------------

def hinted_model(hint_clauses):
    """small_model() plus search hints (clauses that are not rules)."""
    m = small_model()
    with m.hint("test hint") as on:
        assert on
        for c in hint_clauses:
            m.add(c)
    return m


@pytest.mark.parametrize("backend", ["pysat", "z3"])
@pytest.mark.parametrize("hint", [[[1]], [[-1], [-2]], [[]], [[1], [-1]]])
def test_hints_never_change_answers_or_verdicts(backend, hint):
    """Whatever a hint says (even that nothing fits it), enumeration finds exactly the answers
    of the rules, and the last call runs without the hint."""
    m = hinted_model(hint)
    assert m.hint_selector is not None and m.stats()["hint_clauses"] == len(hint)
    with make_backend(m, backend) as be:
        res = search(m, be, "count", None)
    assert res.complete and res.hints == "dropped"
    answers = {tuple(v[x] for x in m.primary) for v in res.solutions}
    assert len(res.solutions) == len(answers) == 6
    assert answers == {p for p in product([False, True], repeat=4) if sum(p) == 2}
    with make_backend(m, backend) as be:
        assert search(m, be, "unique").status == "multiple"


def test_answers_follow_the_hint_while_it_holds():
    m = hinted_model([[m_x] for m_x in (1, 2)])  # hint: x0 and x1 true
    with make_backend(m) as be:
        res = search(m, be, "count", 1)
    assert res.hints == "on" and [res.solutions[0][v] for v in m.primary] == [True, True, False, False]


def test_unique_is_proved_without_the_hint():
    m = Model()
    xs = [m.var("x", i) for i in range(3)]
    m.mark_primary(*xs)
    exactly(m, xs, 1)
    m.add([-xs[1]])
    m.add([-xs[2]])
    with m.hint("wrong"):
        m.add([-xs[0]])
    with make_backend(m) as be:
        res = search(m, be, "unique")
    assert res.status == "unique" and res.hints == "dropped"


def test_hints_are_not_recorded_for_export_or_explanations():
    for purpose in ("export", "explain"):
        m = Model()
        m.hints_enabled = False  # what compile_model sets for these purposes
        x = m.var("x")
        with m.hint("h") as on:
            assert not on
            m.add([x])
        assert m.clauses == [] and m.hint_selector is None and "hint_clauses" not in m.stats()


# -- a fixed number of true primaries: short blocking clauses ----------------------------------

@pytest.mark.parametrize("backend", ["pysat", "z3"])
def test_fixed_primary_count_blocks_with_the_true_primaries_only(backend):
    m = small_model()
    m.fixed_primary_count = True  # exactly 2 of 4 are true in every answer
    values = {x: i < 2 for i, x in enumerate(m.primary)}
    assert m.blocking_clause(values) == [-m.primary[0], -m.primary[1]]
    with make_backend(m, backend) as be:
        res = search(m, be, "count", None)
    assert res.complete and len(res.solutions) == 6  # the same answers as full blocking


def test_a_false_fixed_count_claim_is_caught():
    """The short clause is only sound when the claim holds; answers of two sizes show that it
    does not, and the search stops with an error instead of reporting a wrong count."""
    m = Model()
    x0, x1, x2 = (m.var("x", i) for i in range(3))
    m.mark_primary(x0, x1, x2)
    # the answers: {x0} and {x1, x2}; neither short blocking clause cuts off the other
    m.add_all([[x0, x1], [x0, x2], [-x0, -x1], [-x0, -x2], [-x1, x2], [x1, -x2]])
    m.fixed_primary_count = True
    with make_backend(m, "pysat") as be:
        with pytest.raises(RuntimeError, match="fixed number of true primary"):
            search(m, be, "count", None)


# -- solver options from the model ---------------------------------------------------------------

@pytest.mark.parametrize("use_worker", [False, True])
@pytest.mark.parametrize("phase", [0, 1])
def test_solver_config_reaches_the_solver(phase, use_worker):
    """CaDiCaL's initial phase is observable on a formula with one clause: the declared
    configuration must reach the solver in-process and in the time-limit worker."""
    from gridsat.backends.pysat import PySatBackend

    m = Model()
    xs = [m.var("x", i) for i in range(4)]
    m.add(xs)
    config = {"cadical195": {"phase": phase, "lucky": 0},
              "glucose4": {"no such option": 1}}  # other solvers' settings are ignored
    be = PySatBackend(m, "cadical195", use_worker=use_worker, config=config)
    try:
        out = be.solve()
    finally:
        be.close()
    assert [out.values[x] for x in xs][1:] == [bool(phase)] * 3


# -- --jobs: racing seeded copies ------------------------------------------------------------------

def test_racing_copies_enumerate_like_one_solver():
    """After the first answer only the winner carries on; enumeration stays incremental and
    complete (every blocking clause reaches the survivor)."""
    m = small_model()
    with make_backend(m, "pysat", "cadical195", jobs=3) as be:
        res = search(m, be, "count", None)
        assert len(be._workers) == 1  # the losers are gone
    assert res.complete and len(res.solutions) == 6
    assert len({tuple(v[x] for x in m.primary) for v in res.solutions}) == 6


def test_racing_copies_honour_the_time_limit_and_end():
    m = pigeonhole(13)
    t0 = time.monotonic()
    be = make_backend(m, "pysat", "cadical195", timeout=1.0, jobs=2)
    procs = [w[0] for w in be._workers]
    with be:
        res = search(m, be, "solve", timeout=1.0)
    assert res.status == "timeout" and time.monotonic() - t0 < 10
    assert not any(p.is_alive() for p in procs)


def test_racing_copies_get_different_seeds():
    """Each copy keeps the model's configuration and gets its own seed (the first CaDiCaL's
    default), so the copies search differently."""
    from gridsat.backends.pysat import PySatBackend

    m = small_model()
    be = PySatBackend(m, "cadical195", jobs=3, config={"cadical195": {"stabilizeonly": 1}})
    try:
        configs = be.worker_configs
    finally:
        be.close()
    assert configs == [{"stabilizeonly": 1}, {"stabilizeonly": 1, "seed": 1}, {"stabilizeonly": 1, "seed": 2}]


def test_jobs_needs_a_pysat_backend():
    from gridsat.backends import BackendError

    with pytest.raises(BackendError, match="jobs"):
        make_backend(small_model(), "z3", None, jobs=2)


@pytest.mark.parametrize("solver", ["glucose4", "minisat22"])
def test_a_solver_without_a_seed_races_a_portfolio(solver):
    """A solver that takes no seed keeps the first seat; seeded CaDiCaL copies take the others,
    and whichever wins carries on: every answer of the model, each once, and the verdict."""
    from gridsat.backends.pysat import PySatBackend

    m = small_model()
    be = PySatBackend(m, solver, jobs=3)
    with be:
        assert be.racers == [solver, "cadical195", "cadical195"]
        assert be.worker_configs == [None, {"seed": 1}, {"seed": 2}]
        res = search(m, be, "count", None)
        assert be.solver_name in (solver, "cadical195")
    answers = {tuple(v for v in m.primary if s[v]) for s in res.solutions}
    assert res.status == "multiple" and res.complete and len(answers) == len(res.solutions) == 6


def test_encoding_pauses_the_cycle_collector_and_restores_it():
    """compile_model switches Python's cycle collector off while a genre encodes (the clauses
    are millions of long-lived lists) and back on afterwards, also when the encoder fails."""
    import gc
    import types

    from gridsat import api

    seen = []

    def rules(puzzle, model, options):
        seen.append(gc.isenabled())
        if puzzle == "fail":
            raise ValueError("encoder failed")

    genre = types.SimpleNamespace(name="probe", options=(), uses=frozenset(), implied=(), hints=(), dominance=(), second=None,
                                  rules=rules)
    assert gc.isenabled()
    api.compile_model(api.Loaded(genre, "ok", "probe", "probe"))
    assert seen == [False] and gc.isenabled()
    with pytest.raises(ValueError, match="encoder failed"):
        api.compile_model(api.Loaded(genre, "fail", "probe", "probe"))
    assert seen == [False, False] and gc.isenabled()
    gc.disable()  # a caller that had it off keeps it off
    try:
        api.compile_model(api.Loaded(genre, "ok", "probe", "probe"))
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("backend", ["pysat", "z3"])
def test_a_model_without_primary_variables_has_one_answer(backend):
    """An empty board (no answer variables) is one answer, proved unique; not an error."""
    m = Model()
    x = m.var("x")
    m.add([x])
    with make_backend(m, backend) as be:
        res = search(m, be, "count", None)
    assert res.complete and len(res.solutions) == 1


# -- time limits: conflict-budget slices in-process ------------------------------------------------

@pytest.mark.parametrize("solver", ["cadical195", "cadical153", "glucose4", "minisat22"])
def test_budgeted_solvers_honour_a_time_limit_in_process(solver):
    """A hard formula under a time limit: the search stops near the deadline, in this process
    (no worker), and the solver is left usable."""
    m = pigeonhole(12)
    t0 = time.monotonic()
    with make_backend(m, "pysat", solver, timeout=0.5) as be:
        assert not be._workers and be._solver is not None
        res = search(m, be, "solve", timeout=0.5)
    assert res.status == "timeout" and time.monotonic() - t0 < 2.0


@pytest.mark.parametrize("solver", ["cadical195", "glucose4"])
def test_budgeted_search_finds_the_same_answers(solver):
    """Slices resume the search: enumeration with a (generous) deadline finds every answer."""
    m = small_model()
    with make_backend(m, "pysat", solver, timeout=30) as be:
        res = search(m, be, "count", None, timeout=30)
    assert res.complete and len(res.solutions) == 6
    m2 = pigeonhole(5)  # unsatisfiable, needs conflicts across slices
    with make_backend(m2, "pysat", solver, timeout=30) as be:
        assert search(m2, be, "solve", timeout=30).status == "unsat"


def test_a_solver_without_budgets_still_runs_in_a_killable_worker():
    from gridsat.backends.pysat import BUDGETED, solver_names

    other = next((s for s in ("lingeling", "maplesat", "mergesat3") if s in solver_names() and s not in BUDGETED),
                 None)
    if other is None:
        pytest.skip("no PySAT solver without conflict budgets in this build")
    m = pigeonhole(12)
    t0 = time.monotonic()
    be = make_backend(m, "pysat", other, timeout=0.5)
    procs = [w[0] for w in be._workers]
    with be:
        assert procs
        res = search(m, be, "solve", timeout=0.5)
    assert res.status == "timeout" and time.monotonic() - t0 < 5
    assert not any(p.is_alive() for p in procs)
