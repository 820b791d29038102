"""hints: Moon or Sun and Balance Loop shrink a reason by the solving formula's proofs
(``Tuning.lazy_proofs``; ``Verifier.settle``: lazy loop cuts find a loop through a few clues,
or prove that none is left, in milliseconds, where the eager explanation formula took hundreds
of conflicts or ran out of its budget: the 10x10 examples' rate 150 s and more).  What settle
says must agree with the eager explanation formula, and every step stays verified; the other
genres keep the eager formula's budgeted questions (their ratings unchanged).

Balance Loop: every circle's arms are defined outside the clue tags where clues are named
(``shared-arms``), so that a circle's rule keeps its meaning while the circle that first asked
for a shared arm is off."""
from __future__ import annotations

import random

import pytest

from gridsat import api, encoders
from gridsat.encoders.balanceloop import SHARED_ARMS
from gridsat.hints import Hinter, rate
from gridsat.loading import load

from .test_review_s5 import _unique_tiny

GENRES = ["moonsun", "balanceloop", "masyu", "slitherlink", "countryroad"]


def _instances(name, n):
    out = []
    for _, p in _unique_tiny(name):
        out.append(p)
        if len(out) >= n:
            break
    return out


def _questions(h: Hinter, rng: random.Random, n: int):
    """Random questions of the kind a shrink asks: some clues, some decided facts (the answer's),
    one fact asked the other way."""
    for _ in range(n):
        f = rng.choice(h.facts)
        share, known = rng.random(), rng.random() * 0.3
        clues = [s for s in h.clue_sels if rng.random() < share]
        decided = [g.on for g in h.facts if g is not f and rng.random() < known]
        yield clues + decided + [f.ask]


@pytest.mark.parametrize("name", GENRES)
def test_settle_agrees_with_the_eager_explanation_formula(name):
    rng = random.Random(35)
    seen = {True: 0, False: 0, None: 0}
    for p in _instances(name, 4):
        with Hinter(load(p)) as h:
            h.lazy_proofs = True   # (settle's maps: any loop genre)
            v = h._verifier()
            for question in _questions(h, rng, 25):
                found, core = v.settle(question)
                seen[found] += 1
                exact = h._solve(h.be, question).status   # the eager formula, no budget
                if found is True:
                    assert exact == "sat"
                elif found is False:
                    assert exact == "unsat"
                    assert set(core) <= set(question)
                    assert h._solve(h.be, core).status == "unsat"   # the core alone refutes
    assert seen[True] and seen[False], seen


def test_settle_maps_clues_by_name_and_leaves_unknown_selectors_alone():
    p = _instances("moonsun", 1)[0]
    with Hinter(load(p)) as h:
        v = h._verifier()
        assert set(v.back.values()) >= set(h.clue_sels)   # every clue comes back by its selector
        f = h.facts[0]
        # every clue on and every other fact decided: the fact's opposite has no answer
        found, core = v.settle(h.clue_sels + [g.on for g in h.facts if g is not f] + [f.ask])
        assert found is False and f.ask in core
        # a literal that is no selector: undecided, never a guess
        assert v.settle([h.block]) == (None, None)


@pytest.mark.parametrize("name", ["moonsun", "balanceloop"])
def test_steps_shrunk_on_the_solving_formula_are_verified_and_complete(name):
    for p in _instances(name, 4):
        with Hinter(load(p)) as h:
            assert h.lazy_proofs   # (the genre's tuning)
            w = h.walk()
            assert w.status == "complete"
            assert all(s.verified for s in w.steps)
            assert sum(len(s.facts) for s in w.steps) == w.facts


def test_balanceloop_arms_are_outside_the_clue_tags_where_clues_are_named():
    p = load("examples/balanceloop-10x10.txt").puzzle
    for purpose in ("explain", "solve"):
        m = api.compile_model(p, tags=True, purpose=purpose).model
        sels = set(m.tag_assumptions())
        tagged = sum(any(-l in sels for l in c) for c in m.clauses)
        # only the circles' own rules are tagged, not the arm definitions (4730 clauses with
        # the arms under the first circle's tag that asked for them)
        assert tagged == 1418, (purpose, tagged)
    assert not api.compile_model(p).model.selectors   # solving: no tags, the formula as before


def _answers(m, assumptions):
    """Every answer of ``m`` under ``assumptions``, as the set of its true link labels."""
    from gridsat.backends import make_backend

    links = [v for v in m.primary]
    out = set()
    with make_backend(m) as be:
        while True:
            got = be.solve(assumptions)
            if got.status != "sat":
                return out
            out.add(frozenset(m.labels[v] for v in links if got.values.get(v)))
            be.add_clause([-v if got.values.get(v) else v for v in links])


@pytest.mark.parametrize("shared", [True, False])
def test_balanceloop_a_circle_keeps_its_meaning_while_another_is_off(shared, monkeypatch):
    """Two circles on a row: the second's rule reads arms the first asked for first.  With the
    first switched off, the second allows exactly the loops it allows in a puzzle of its own
    (without ``shared-arms`` it allows more: its arms lose their definitions)."""
    from gridsat.encoders import balanceloop
    from gridsat.genre import EncodeOptions, Part

    if not shared:  # the mutant: the arms made under the tag of the first circle asking
        monkeypatch.setattr(balanceloop, "SHARED_ARMS", Part("shared-arms", when=lambda ctx: False))
    g = encoders.get("balanceloop")
    both = g.puzzle.of([["w", "b", ".", "."], [".", ".", ".", "."], [".", ".", ".", "."]])
    alone = g.puzzle.of([[".", "b", ".", "."], [".", ".", ".", "."], [".", ".", ".", "."]])
    options = EncodeOptions()
    m = api.compile_model(both, options, tags=True, purpose="explain").model
    sel = {m.clue_of(s): s for s in m.tag_assumptions()}
    got = _answers(m, [-sel["r1c1 (w)"], sel["r1c2 (b)"]])
    m1 = api.compile_model(alone, options, tags=True, purpose="explain").model
    want = _answers(m1, m1.tag_assumptions())
    assert want and (got == want) == shared, (len(got), len(want))


def test_only_the_genres_that_say_so_shrink_on_the_solving_formula(monkeypatch):
    """Masyu keeps the eager formula's budgeted questions (its steps as before); Moon or Sun
    asks settle."""
    from gridsat import hints

    asked = []
    real = hints.Verifier.settle

    def spy(self, assumptions):
        asked.append(1)
        return real(self, assumptions)

    monkeypatch.setattr(hints.Verifier, "settle", spy)
    assert not encoders.get("masyu").tuning.lazy_proofs
    for p in _instances("masyu", 4):
        with Hinter(load(p)) as h:
            assert h.walk().status == "complete"
    assert not asked
    for p in _instances("moonsun", 2):
        with Hinter(load(p)) as h:
            assert h.walk().status == "complete"
    assert asked


def test_with_the_z3_backend_settle_reads_clauses_too():
    """The Verifier's formula is lowered to clauses for these genres whatever the backend (z3's
    lowering keeps a room's count native, which settle cannot read: every member would stay)."""
    p = _instances("moonsun", 1)[0]
    with Hinter(load(p), backend="z3") as h:
        v = h._verifier()
        assert not v.model.pb_constraints and not v.model.z3_terms
        w = h.walk()
        assert w.status == "complete" and all(s.verified for s in w.steps)
