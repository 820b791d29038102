"""The one-loop rule in the explanations' propagation (connectivity.one_loop_closure, registered
by connectivity.loop and by Slitherlink's cells encoding), Slitherlink's explanation-only clauses
(point-degree, clue-corners), and hints' verification on the solving formula where a genre gives
such rules.  Each rule is checked against brute force: every closed loop of a small lattice."""
from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from gridsat import api
from gridsat.connectivity import one_loop_closure
from gridsat.encoders.slitherlink.puzzle import cell_edges
from gridsat.hints import Hinter
from gridsat.model import Model
from gridsat.reports import UnverifiedAnswer

RESULTS = Path(__file__).resolve().parent.parent / "benchmarks" / "results"


def lattice_edges(h: int, w: int) -> list[tuple]:
    """The edges of an h x w box of cells (points (r, c), 0 <= r <= h, 0 <= c <= w)."""
    out = [((r, c), (r, c + 1)) for r in range(h + 1) for c in range(w)]
    return out + [((r, c), (r + 1, c)) for r in range(h) for c in range(w + 1)]


def is_one_loop(edges: list[tuple]) -> bool:
    """Written out directly: every point of the edges has two of them and they are connected."""
    if not edges:
        return False
    deg: dict = {}
    for u, v in edges:
        deg[u] = deg.get(u, 0) + 1
        deg[v] = deg.get(v, 0) + 1
    if any(d != 2 for d in deg.values()):
        return False
    seen, todo = {edges[0][0]}, [edges[0][0]]
    while todo:
        x = todo.pop()
        for u, v in edges:
            for a, b in ((u, v), (v, u)):
                if a == x and b not in seen:
                    seen.add(b)
                    todo.append(b)
    return len(seen) == len(deg)


def all_loops(edges: list[tuple]) -> list[frozenset]:
    return [frozenset(s) for n in range(4, len(edges) + 1) for s in itertools.combinations(edges, n)
            if is_one_loop(list(s))]


@pytest.fixture(scope="module")
def box():
    edges = lattice_edges(2, 3)   # 17 edges: every loop of a 2x3 box, by brute force
    return edges, all_loops(edges)


def rule_of(edges):
    m = Model()
    lit = {e: m.var("edge", *e) for e in edges}
    one_loop_closure(m, lit)
    (rule,) = m.propagators
    return lit, rule


def test_the_rule_keeps_every_loop_and_draws_what_every_loop_agrees_on(box):
    """On random partial states of a 2x3 box: the rule's literals hold in every loop that
    extends the state (it keeps every answer), and a conflict only when none does."""
    edges, loops = box
    assert len(loops) > 10
    lit, rule = rule_of(edges)
    rng = random.Random(5)
    drew = conflicts = 0
    for _ in range(1500):
        source = rng.choice(loops)
        true = set()
        for e in rng.sample(edges, rng.randint(1, len(edges))):
            on = e in source if rng.random() < 0.85 else rng.random() < 0.5
            true.add(lit[e] if on else -lit[e])
        fits = [lp for lp in loops if all((lit[e] in true) == (e in lp) for e in edges
                                           if lit[e] in true or -lit[e] in true)]

        def consistent(lits, true=true):  # the clauses' part: some loop has these too
            s = true | set(lits)
            return any(all((lit[e] in s) == (e in lp) for e in edges if lit[e] in s or -lit[e] in s)
                       for lp in loops)

        got = rule(true, consistent)
        if got is None:
            conflicts += 1
            assert not fits, f"a conflict where a loop fits: {sorted(true)}"
            continue
        drew += len(got)
        name = {v: e for e, v in lit.items()}
        for l in got:
            assert all((name[abs(l)] in lp) == (l > 0) for lp in fits)
    assert drew > 100 and conflicts > 10  # (the test reaches both outcomes)


def test_an_early_closure_is_refused_and_a_closed_loop_ends_the_drawing():
    edges = lattice_edges(2, 2)
    lit, rule = rule_of(edges)
    never = lambda lits: True  # noqa: E731
    # three sides of the top-left cell drawn, and an edge elsewhere: the fourth stays open
    square = cell_edges(0, 0)
    true = {lit[e] for e in square[:3]} | {lit[((2, 1), (2, 2))]}
    assert -lit[square[3]] in rule(true, never)
    # without the edge elsewhere, closing it makes the whole loop: only if the clues allow it
    true = {lit[e] for e in square[:3]}
    assert -lit[square[3]] not in rule(true, never)
    assert -lit[square[3]] in rule(true, lambda lits: False)
    # a closed square: every other edge open; a closed square and another piece: a conflict
    closed = {lit[e] for e in square}
    assert set(rule(closed, never)) == {-lit[e] for e in edges if e not in square}
    assert rule(closed | {lit[((2, 1), (2, 2))]}, never) is None


def test_a_rule_under_a_clue_tag_applies_only_while_the_clue_is_on():
    m = Model(tags=True)
    edges = lattice_edges(1, 2)
    lit = {e: m.var("edge", *e) for e in edges}
    with m.tag("a clue"):
        one_loop_closure(m, lit)
    sel = m.selectors["a clue"]
    (rule,) = m.propagators
    closed = {lit[e] for e in cell_edges(0, 0)}
    assert rule(closed, None) == [] and len(rule(closed | {sel}, None)) == 3


def test_slitherlink_explanation_clauses_hold_in_every_loop(box):
    """The clauses only explanations get (point-degree, clue-corners) hold in every loop that
    meets the clues: each Slitherlink explanation formula of a 2x3 board, every clue on, has
    exactly the loops that meet its numbers (brute force), and so does the solving formula."""
    edges, loops = box
    rng = random.Random(2)
    for _ in range(25):
        source = rng.choice(loops)
        rows = []
        for r in range(2):
            row = ""
            for c in range(3):
                k = sum(e in source for e in cell_edges(r, c))
                row += str(k) if rng.random() < 0.6 else "."
            rows.append(row)
        text = "slitherlink 3x2\n" + "\n".join(rows) + "\n"
        want = {lp for lp in loops if all(ch == "." or sum(e in lp for e in cell_edges(r, c)) == int(ch)
                                          for r, row in enumerate(rows) for c, ch in enumerate(row))}
        for purpose in ("explain", "solve"):
            model = api.compile_model(api.loads(text), tags=True, purpose=purpose).model
            got = _answers(model, edges)
            assert got == want, (text, purpose)


def _answers(model, edges) -> set:
    from gridsat.backends import make_backend
    from gridsat.solving import solve_refined

    lit = {e: model.var("edge", *e) for e in edges}
    out = set()
    with make_backend(model) as be:
        sels = model.tag_assumptions()
        while True:
            res = solve_refined(model, be, sels)
            if res.status != "sat":
                return out
            lp = frozenset(e for e in edges if res.values.get(lit[e], False))
            out.add(lp)
            be.add_clause([-lit[e] if e in lp else lit[e] for e in edges])


def _stored(level: str, n: int) -> list[str]:
    data = json.loads((RESULTS / "rating-tune2.json").read_text())
    return [p["id"] for p in data["loopy"][level][:n]]


def test_tathams_easy_loopy_needs_no_stuck_point_and_tricky_does():
    """His easy level is his face, point and loop-closure rules: with them in propagation an
    easy puzzle never gets stuck; his tricky ones still do (tuning set, stored game IDs)."""
    for gid in _stored("easy", 2):
        assert api.rate(f"slitherlink:{gid}").rating["stuck_points"] == 0, gid
    assert api.rate(f"slitherlink:{_stored('tricky', 1)[0]}").rating["stuck_points"] > 2


def test_loop_steps_are_verified_on_the_solving_formula_and_a_short_reason_is_caught():
    gid = _stored("normal", 1)[0]
    with Hinter(api.load(f"slitherlink:{gid}")) as h:
        w = h.walk()
        assert w.status == "complete" and all(s.verified for s in w.steps)
        assert h.verifier is not None and h.verifier.calls >= len(w.steps)
        done: set = set()
        caught = 0
        for s in w.steps:
            if s.uses and caught < 5:
                s.uses = []  # without its decided edges a reason seldom forces the edge still
                try:
                    h.verify(s, done)
                except UnverifiedAnswer:
                    caught += 1
            done |= {f.on for f in s.facts}
        assert caught == 5
