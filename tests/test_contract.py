"""The genre contract, checked for every registered genre (a new genre gets all of it by
registering):

* every format with a writer round-trips (native text, JSON, puzz.link, game IDs, ...);
* enumeration agrees with brute force on tiny random instances (the genre's ``tiny``
  generator; brute force = every ``candidates`` answer the independent checker accepts);
* pysat and z3 find the same number of answers;
* the checker rejects mutated answers of unique puzzles;
* bad input in every format gives an InputError (a one-line message, exit 2 on the command
  line), never another exception;
* ``explain`` names a minimal conflict of clues on an unsatisfiable tiny instance;
* ``hint`` and ``steps`` agree with the unique answer of a tiny instance, each step's reason
  alone forces it (re-proved on a fresh formula), and the steps end in the answer.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

import gridsat
from gridsat import api, encoders
from gridsat.backends import make_backend
from gridsat.cli import main
from gridsat.formats import InputError
from gridsat.solving import solve_refined

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
GENRES = encoders.genre_names()
TINY_SEEDS = 12


def genre(name):
    return encoders.get(name)


def examples_of(name) -> list[Path]:
    return sorted(p for p in EXAMPLES.glob("*") if first(p).genre_name == name) if EXAMPLES.exists() else []


def first(path: Path):
    """The first puzzle of an example file (some hold a batch)."""
    return api.load(str(path), index=1)


def key(g, sol) -> str:
    return json.dumps(g.solution_to_json(sol), sort_keys=True)


def tiny_instances(g, n=TINY_SEEDS):
    for seed in range(n):
        rng = random.Random(1000 * len(g.name) + seed)
        yield seed, g.tiny(rng)


def test_every_genre_declares_the_contract():
    for name in GENRES:
        g = genre(name)
        assert g.name == name and g.title
        assert g.tiny is not None and g.candidates is not None, f"{name}: tiny / candidates missing"
        assert examples_of(name), f"{name}: no example in examples/"
        for alias in g.aliases:
            assert encoders.canonical(alias) == name


# -- formats ---------------------------------------------------------------------------------

def _puzzles(g):
    out = [first(p).puzzle for p in examples_of(g.name)]
    out += [p for _, p in tiny_instances(g, 4)]
    return out


def _renamed(x, names: dict):
    """A JSON value with its strings renamed in order of appearance (labels a format does
    not keep, such as region or clue names)."""
    if isinstance(x, str):
        return names.setdefault(x, f"#{len(names)}")
    if isinstance(x, list):
        return [_renamed(v, names) for v in x]
    if isinstance(x, dict):
        return {k: _renamed(v, names) for k, v in x.items()}
    return x


def _answers(g, p) -> set[str]:
    return {json.dumps(_renamed(g.solution_to_json(s), {}), sort_keys=True)
            for s in gridsat.count(p, 20).solutions}


def _same_puzzle(g, p, q, what: str) -> None:
    """Equal, or equal up to names a format does not keep (region labels, clue names): then
    the written text is stable and the answers are the same up to those names."""
    if g.to_json(q) == g.to_json(p):
        return
    a, b = _answers(g, p), _answers(g, q)
    assert a == b, f"{g.name}: {what} changed the puzzle's answers"


@pytest.mark.parametrize("name", GENRES)
def test_every_format_round_trips(name):
    g = genre(name)
    for p in _puzzles(g):
        doc = g.to_json(p)
        assert doc["genre"] == name
        assert g.to_json(g.from_json(json.loads(json.dumps(doc)), "rt")) == doc
        assert api.loads(json.dumps(doc), "rt").genre is g
        writers = [("native text", g.to_text, lambda t: api.loads(t, "rt", genre=name).puzzle)] if g.to_text else []
        writers += [(f.name, f.write, lambda t, f=f: f.read(t, "rt")) for f in g.formats if f.write]
        named = {f.name for f in g.formats if not f.detected}  # read when the genre is named
        for what, write, read in writers:
            try:
                text = write(p)
            except InputError:
                continue  # the format cannot hold this puzzle (and says so)
            back = read(text)
            assert write(back) == text, f"{name}: {what} is not stable"
            found = api.loads(text, "rt", genre=name if what in named else None).genre
            if found is not g and what == "tatham" and found.sniff(text):
                # a Tatham ID another genre reads too (IDs do not say their game): it goes where
                # the detection order (or that genre's claim) sends it; named, it is this genre's
                assert api.loads(f"{name}:{text}", "rt").genre is g, f"{name}: {what} is not read when named"
            else:
                assert found is g, f"{name}: {what} is not detected"
            _same_puzzle(g, p, back, what)


# -- enumeration against brute force ----------------------------------------------------------

@pytest.mark.parametrize("name", GENRES)
def test_enumeration_agrees_with_brute_force(name):
    g = genre(name)
    counts = set()
    for seed, p in tiny_instances(g):
        brute = {key(g, s) for s in g.candidates(p) if not g.check(p, s)}
        report = gridsat.count(p)
        assert report.complete
        found = [key(g, s) for s in report.solutions]
        assert len(set(found)) == len(found)
        assert len(found) == len(brute), f"{name} seed {seed}: solver {len(found)}, brute force {len(brute)}"
        counts.add(min(len(found), 2))
    assert len(counts) >= 2, f"{name}: tiny instances should vary (no answer / one / several)"


@pytest.mark.parametrize("name", GENRES)
def test_pysat_and_z3_agree(name):
    g = genre(name)
    for seed, p in tiny_instances(g, 5):
        a = gridsat.count(p, backend="pysat")
        b = gridsat.count(p, backend="z3")
        assert len(a.solutions) == len(b.solutions), f"{name} seed {seed}"


# -- the checker -------------------------------------------------------------------------------

def _mutations(doc):
    """Small edits of a solution document: drop, repeat or shift one entry of each list."""
    def walk(x, path):
        if isinstance(x, list):
            for i in range(min(len(x), 3)):
                yield path + [("drop", i)]
                yield path + [("bump", i)]
                yield from walk(x[i], path + [("at", i)])
        elif isinstance(x, dict):
            for k, v in x.items():
                yield from walk(v, path + [("key", k)])

    for path in walk(doc, []):
        d = json.loads(json.dumps(doc))
        node = d
        for op, arg in path[:-1]:
            node = node[arg]
        op, i = path[-1]
        if op == "drop":
            del node[i]
        elif op == "bump":
            v = node[i]
            if isinstance(v, bool) or not isinstance(v, int):
                continue
            node[i] = v + 1
        else:
            continue
        yield d


@pytest.mark.parametrize("name", GENRES)
def test_checker_rejects_mutated_answers(name):
    g = genre(name)
    tried = 0
    for path in examples_of(name):
        report = gridsat.solve(first(path), mode="unique")
        if report.status != "unique":
            continue
        sol = report.solution
        assert g.check(report.puzzle, sol) == []
        doc = g.solution_to_json(sol)
        for bad in _mutations(doc):
            try:
                other = g.solution_from_json(bad, report.puzzle, "mutant")
            except InputError:
                continue
            if key(g, other) == key(g, sol):
                continue
            tried += 1
            assert g.check(report.puzzle, other), f"{name}: checker accepted a mutated answer {bad}"
    assert tried, f"{name}: no unique example to mutate"


# -- bad input ------------------------------------------------------------------------------------

def _texts(g):
    """The genre's inputs in every format: examples, their JSON, and every written format."""
    out = []
    for path in examples_of(g.name):
        out.append(path.read_text())
        p = first(path).puzzle
        out.append(json.dumps(g.to_json(p)))
        for fmt in g.formats:
            if fmt.write is not None:
                try:
                    out.append(fmt.write(p))
                except InputError:
                    pass
    return out


def _damaged(text: str, rng: random.Random):
    for _ in range(25):
        i = rng.randrange(len(text) + 1)
        kind = rng.randrange(5)
        if kind == 0:
            yield text[:i]
        elif kind == 1:
            yield text[:i] + rng.choice("?x9-0#.{}[]\",:/ \n") + text[i:]
        elif kind == 2:
            yield text[:i] + text[i + 1:]
        elif kind == 3:
            yield text[:i] + text[i:][::-1]
        else:
            yield text[:i] + "\n" + text[i:]


@pytest.mark.parametrize("name", GENRES)
def test_bad_input_is_an_input_error(name):
    g = genre(name)
    rng = random.Random(7)
    for text in _texts(g):
        for bad in _damaged(text, rng):
            for genre_arg in (None, name):
                try:
                    api.loads_all(bad, "fuzz", genre_arg)
                except InputError as e:
                    assert "\n" not in str(e)


@pytest.mark.parametrize("name", GENRES)
def test_bad_input_on_the_command_line_exits_2_with_one_line(name, tmp_path):
    g = genre(name)
    text = _texts(g)[0]
    bad = tmp_path / "bad.txt"
    bad.write_text(text.rstrip("\n") + "\n\u00a7\u00a7 ?\n")
    result = CliRunner().invoke(main, ["solve", str(bad), "--genre", name])
    assert result.exit_code == 2, result.output
    assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output


# -- explanations ------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", GENRES)
def test_explain_names_a_minimal_conflict(name):
    g = genre(name)
    for seed in range(200):
        p = g.tiny(random.Random(50_000 + seed))
        if gridsat.solve(p).status == "unsat":
            break
    else:
        pytest.fail(f"{name}: tiny() never made an unsatisfiable instance in 200 tries")
    ex = gridsat.explain(p)
    assert ex.status == "unsat" and ex.clues and ex.minimal
    model = api.compile_model(p, tags=True, purpose="explain").model
    sel = model.selectors
    with make_backend(model) as be:
        assert solve_refined(model, be, [sel[c] for c in ex.clues]).status == "unsat"
        for c in ex.clues:
            rest = [sel[x] for x in ex.clues if x != c]
            assert solve_refined(model, be, rest).status == "sat", f"{name}: {c} is not needed"


# -- hints and steps -----------------------------------------------------------------------------------

def _unique_instance(g):
    """A tiny instance with exactly one answer and a step to take (else the genre's first such
    example), and its steps."""
    for seed in range(300):
        p = g.tiny(random.Random(70_000 + seed))
        if gridsat.solve(p, mode="unique").status == "unique":
            walk = api.steps(p)
            if walk.steps:
                return p, walk
    for path in examples_of(g.name):
        if gridsat.solve(first(path), mode="unique", timeout=10).status == "unique":
            return first(path).puzzle, api.steps(first(path))
    return None, None


def _as_tuple(x):
    return tuple(_as_tuple(v) for v in x) if isinstance(x, list) else x


def _fact_literals(model, kind, position, value):
    """The literals of one fact of a hint's JSON, found in a fresh model by the labels alone:
    (what holds when the fact does, what holds when it is decided)."""
    var = {label: v for v, label in model.labels.items() if v in set(model.primary)}
    if len(position) == 2 and all(type(x) is int for x in position):
        r, c = position
        if isinstance(value, bool) and (kind, r, c) in var:
            lit = var[kind, r, c] if value else -var[kind, r, c]
            return [lit], [lit]
        group = {label: v for label, v in var.items() if label[:3] == (kind, r, c) and len(label) > 3}
        if value is None:
            return [-v for v in group.values()], [-v for v in group.values()]
        want = (kind, r, c) + (tuple(value) if isinstance(value, list) else (value,))
        return [group[want]], [group[want]] + [-v for label, v in group.items() if label != want]
    label = (kind,) + _as_tuple(position)
    return ([var[label]], [var[label]]) if value else ([-var[label]], [-var[label]])


@pytest.mark.parametrize("name", GENRES)
def test_hints_and_steps_agree_with_the_unique_answer(name):
    """The hint's cells and values are the unique answer's; each step's reason alone (its clues,
    every other clue off, and the facts it names) forces it, re-proved on a fresh formula;
    the steps decide every cell the puzzle does not give, each by its clues and the steps before."""
    g = genre(name)
    p, walk = _unique_instance(g)
    assert p is not None, f"{name}: no unique tiny instance or example"
    h = api.hint(p)
    assert walk.status == "complete" and walk.steps, f"{name}: {walk.status}"
    assert h.steps and h.hint_json()["cells"] == walk.steps_json()["steps"][0]["cells"]
    model = api.compile_model(p, tags=True, purpose="explain").model
    sel = model.selectors
    asks = []
    for step in walk.steps_json()["steps"]:
        assert step["verified"]  # (an empty reason: the genre's rules alone force it)
        claims = []
        for kind, pos, value in zip(step["kinds"], step["cells"], step["values"]):
            claim, lits = _fact_literals(model, kind, pos, value)
            ask = model.aux()
            model.add([-ask] + [-l for l in claim])  # ask: the fact is otherwise
            claims.append((claim, lits, ask))
        asks.append((step, claims))
    with make_backend(model) as be:
        answer = solve_refined(model, be, list(sel.values()))
        assert answer.status == "sat"
        seen: dict = {}
        for step, claims in asks:
            on = [sel[c] for c in step["reason"]]
            off = [-s for c, s in sel.items() if c not in set(step["reason"])]
            used = []
            for d in step["decided"]:
                assert json.dumps(d["cell"]) in seen, f"{name}: a reason names an undecided cell"
                used += seen[json.dumps(d["cell"])]
            for claim, lits, ask in claims:
                assert all(answer.values.get(abs(l), False) == (l > 0) for l in claim), f"{name}: not the answer's"
                assert solve_refined(model, be, on + off + used + [ask]).status == "unsat", \
                    f"{name}: the reason of {step['cells']} does not force it"
            for (claim, lits, ask), pos in zip(claims, step["cells"]):
                seen[json.dumps(pos)] = lits
        # the steps end in the answer: with every clue and the steps' facts, no other answer
        decided_lits = [l for lits in seen.values() for l in lits]
        assert solve_refined(model, be, list(sel.values()) + decided_lits).status == "sat"
    assert walk.stats["facts"] == len(walk.steps)
