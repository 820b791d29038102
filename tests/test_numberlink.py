"""Numberlink: formats, bad input through the CLI, brute-force agreement on tiny puzzles (every
connectivity encoding, strict and loose), the shared instances (checked by the checker), and
DIMACS export with --connect lazy (the exported CNF alone gives only valid answers)."""
import itertools
from dataclasses import replace
import json
import random

import pytest
from click.testing import CliRunner

from gridsat import api, running
from gridsat.api import Loaded
from gridsat.backends import make_backend
from gridsat.cli import main
from gridsat.encoders import EncodeOptions
from gridsat.encoders import numberlink as nl
from gridsat.formats import InputError
from gridsat.solving import search

from .conftest import EXAMPLES, instances_dir, need_binary

METHODS = ("lazy", "rank", "distance")
REDUNDANT = tuple(part.name for part in nl.IMPLIED)  # square, rect, support, balance
HINTS = tuple(part.name for part in nl.HINTS)        # turns, beside


def loaded(p):
    return Loaded(nl.GENRE, p, "test", "test")


def edge_set(sol):
    return frozenset(frozenset(pair) for _, cells in sol.paths for pair in zip(cells, cells[1:]))


def brute_force(p, loose):
    """Every set of segments that the checker accepts, found without the encoder: each subset of
    grid edges is traced into lines from the clues and checked; the lines must use exactly the
    chosen segments."""
    g = p.graph()
    edges = list(g.edges)
    ends = p.ends()
    variant = "loose" if loose else "strict"
    out = set()
    for bits in itertools.product((0, 1), repeat=len(edges)):
        chosen = [e for e, b in zip(edges, bits) if b]
        adj = {c: [] for c in g}
        for u, v in chosen:
            adj[u].append(v)
            adj[v].append(u)
        paths = []
        for label in p.labels:
            start = ends[label][0]
            cells, prev = [start], None
            while True:
                nxt = [x for x in adj[cells[-1]] if x != prev]
                if len(nxt) != 1 or nxt[0] in cells:
                    break
                prev = cells[-1]
                cells.append(nxt[0])
            paths.append((label, tuple(cells)))
        on = {c for _, cells in paths for c in cells}
        stray = tuple(c for c in g if adj[c] and c not in on)
        sol = nl.make_solution(p, paths, variant, stray)
        if not nl.check(p, sol) and edge_set(sol) == frozenset(frozenset(e) for e in chosen):
            out.add(edge_set(sol))
    return out


def enumerate_all(p, loose, method, colours="binary", parts=None):
    L = loaded(p)
    opts = EncodeOptions(connect=method, allow_empty=loose, parts=parts, extra={"numberlink_colours": colours})
    compiled = api.compile_model(L, opts)
    model = compiled.model
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    out = []
    for values in res.solutions:
        sol = nl.decode(p, model, values, compiled.info)
        assert nl.check(p, sol) == []
        out.append(edge_set(sol))
    assert len(out) == len(set(out))
    return set(out)


def random_puzzle(rng):
    h, w = rng.choice([(2, 3), (3, 3), (2, 4), (2, 5), (1, 5)])
    cells = [(r, c) for r in range(h) for c in range(w)]
    k = rng.randint(1, min(3, len(cells) // 2))
    grid = [[None] * w for _ in range(h)]
    for i, (r, c) in enumerate(rng.sample(cells, 2 * k)):
        grid[r][c] = "ABC"[i // 2]
    return nl.Puzzle(tuple(map(tuple, grid)))


@pytest.mark.parametrize("seed", range(10))
def test_enumeration_equals_brute_force(seed):
    rng = random.Random(seed)
    p = random_puzzle(rng)
    for loose in (False, True):
        expected = brute_force(p, loose)
        for method in METHODS:
            assert enumerate_all(p, loose, method) == expected, (p.grid, loose, method)
        for colours in nl.COLOURS:  # every colour encoding, with every search hint
            got = enumerate_all(p, loose, "lazy", colours, dict.fromkeys(HINTS, True))
            assert got == expected, (p.grid, loose, colours)
        # every sound redundant constraint at once
        got = enumerate_all(p, loose, "lazy", "onehot", dict.fromkeys(REDUNDANT, True))
        assert got == expected, (p.grid, loose, "redundant")


def test_loops_are_what_connectivity_removes():
    """An open 3x3 grid with one short pair: without the no-loop rule strict answers would
    include stray cycles; every encoding gives the brute-force set."""
    p = nl.parse("3 3\nA..\n...\nA..\n")
    expected = brute_force(p, False)
    assert expected  # solvable
    # the clauses of the lazy model alone also allow A straight down plus a 6-cell loop
    from pysat.solvers import Solver
    model = api.compile_model(loaded(p), EncodeOptions(connect="lazy")).model
    with Solver(name="cadical153", bootstrap_with=model.hard_clauses()) as s:
        loop = [model.var("line", (0, 0), (1, 0)), model.var("line", (1, 0), (2, 0))]
        assert s.solve(assumptions=loop)
    for method in METHODS:
        assert enumerate_all(p, False, method) == expected


# -- formats ------------------------------------------------------------------------------

def test_native_and_integer_formats_agree():
    a = nl.parse("3 2\nA.B\nA.B\n")
    b = nl.parse("1 0 2\n1 0 2\n")
    assert a.width == b.width == 3 and a.height == b.height == 2
    assert [[x is None for x in row] for row in a.grid] == [[x is None for x in row] for row in b.grid]
    assert b.labels == ("1", "2") and b.numeric
    assert nl.sniff("1 0 2\n1 0 2\n") and nl.sniff("3 2\nA.B\nA.B\n")
    assert not nl.sniff("stars 1\nAB\nAB\n")


def test_json_round_trip():
    p = nl.parse("3 2\nA.B\nA.B\n")
    assert nl.from_json(nl.to_json(p)) == p
    q = nl.parse("1 0 2\n1 0 2\n")
    assert nl.from_json(nl.to_json(q)) == q


def test_split_multi_puzzle_file_and_index():
    text = "# two puzzles\n2 1\naa\n\n3 1\nb.b\n0 0\n"
    chunks = nl.split(text, "f")
    assert [no for no, _ in chunks] == [2, 5]
    items = api.loads_all(text, "f")
    assert [it.puzzle.width for it in items] == [2, 3]
    one = api.loads(text, "f", index=2)
    assert one.puzzle.grid == (("b", None, "b"),)


def test_example_solves_unique_and_renders():
    path = EXAMPLES / "numberlink-6x6.txt"
    L = api.load(str(path))
    rep = api.solve(L, mode="unique")
    assert rep.status == "unique"
    sol = rep.solutions[0]
    assert nl.check(L.puzzle, sol) == []
    text = nl.draw(L.puzzle, sol)
    assert "─" in text and "." not in text.splitlines()[1]
    assert "+" in nl.draw(L.puzzle, sol, ascii=True) or "-" in nl.draw(L.puzzle, sol, ascii=True)
    doc = nl.solution_to_json(sol)
    again = nl.solution_from_json(json.loads(json.dumps(doc)), L.puzzle)
    assert nl.check(L.puzzle, again) == []
    assert all(k >= 1 for row in doc["grid"] for k in row)


@pytest.mark.parametrize("text", ["3 2\nA.B\nA.B\n", "1 3\nA\n.\nA\n", "1 0 2\n1 0 2\n", "1\n0\n1\n",
                                  "0 0\n1 1\n", "12 0\n0 12\n", "2 1\n7 7\n"])
def test_native_text_writer_round_trips(text):
    p = nl.parse(text)
    written = nl.to_text(p)
    q = api.loads(written, "rt").puzzle
    assert nl.to_json(q) == nl.to_json(p) and q.labels == p.labels
    assert nl.to_text(q) == written


# Janko's collection labels pairs with ^, _, \\, [, ], ` and lower-case letters once the
# capitals and digits run out (17 of its 270 puzzles); this one is made here, in that style.
SIGNS = """# labels past letters and digits
6 3
^_\\`[]
......
^_\\`[]
"""


def test_any_visible_character_is_a_label():
    p = api.loads(SIGNS).puzzle  # sniffed as numberlink: the pairs give it away
    assert isinstance(p, nl.Puzzle) and p.labels == ("^", "_", "\\", "`", "[", "]")
    rep = api.solve(p, mode="unique")
    assert rep.status == "unique" and not nl.check(p, rep.solution)
    assert nl.parse(nl.to_text(p)).grid == p.grid
    assert {x["label"] for x in nl.solution_to_json(rep.solution)["paths"]} == set(p.labels)


def test_hash_is_a_comment_unless_a_row_is_due():
    """'#' starts a comment line, except where a grid row is due and the line is W characters
    long: then it is the row (so '#' can label a pair)."""
    text = "# a comment\n3 2\n#.#\nA.A\n# between puzzles\n3 1\n#.#\n"
    first, second = api.load_all(text)
    assert first.puzzle.grid == (("#", None, "#"), ("A", None, "A")) and second.puzzle.grid == (("#", None, "#"),)
    assert nl.parse(nl.to_text(first.puzzle)).grid == first.puzzle.grid
    with pytest.raises(InputError, match="header says 2 rows"):  # a comment of another length is still one
        nl.parse("3 2\nA.A\n# note\n")


def test_native_text_writer_refuses_long_labels():
    p = nl.from_json({"grid": [["AB", None, "AB"]]})
    with pytest.raises(InputError, match="json"):
        nl.to_text(p)


@pytest.mark.parametrize("seed", range(6))
def test_candidates_hold_every_answer(seed):
    """The contract test's brute force (candidates kept by the checker) is this file's."""
    p = nl.tiny(random.Random(seed))
    if p.width * p.height > 9:
        p = random_puzzle(random.Random(seed))
    kept = {edge_set(s) for s in nl.candidates(p) if not nl.check(p, s)}
    assert kept == brute_force(p, False)


def test_parts_by_name():
    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))
    plain = api.compile_model(L).model.stats()
    more = api.compile_model(L, EncodeOptions(parts={"rect": True, "turns": False})).model.stats()
    assert more["implied_clauses"] > plain["implied_clauses"] and "hint_clauses" not in more
    with pytest.raises(InputError, match="no implied constraint or hint called 'squares'"):
        api.compile_model(L, EncodeOptions(parts={"squares": False}))


@pytest.mark.parametrize("rule, name, default", [
    ("fill_all", "square", False), ("allow_empty", "square", True), ("no_touch", "square", True),
    ("fill_all", "direct", True), ("allow_empty", "direct", False), ("no_touch", "direct", False)])
def test_square_and_direct_by_rule(rule, name, default):
    """`square` is built by default under the loose and notouch rules, `direct` under the
    strict rule (where each measured faster); asked for by name, either is built under any."""
    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))

    def implied(parts):
        return api.compile_model(L, EncodeOptions(parts=parts, **{rule: True})).model.implied_clauses

    off = implied({name: False})
    assert (implied({}) > off) == default
    assert implied({name: True}) > off


def test_direct_is_left_out_on_huge_boards_unless_asked(monkeypatch):
    """`direct` doubles the formula of a huge board: past DIRECT_MAX_CELLS it is built only
    when asked for by name (the limit lowered here so that the 6x6 example counts as huge)."""
    from gridsat.encoders.numberlink import implied as nl_implied

    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))

    def implied(parts):
        return api.compile_model(L, EncodeOptions(parts=parts, fill_all=True)).model.implied_clauses

    normal = implied({})
    monkeypatch.setattr(nl_implied, "DIRECT_MAX_CELLS", 35)
    assert implied({}) == implied({"direct": False}) < normal
    assert implied({"direct": True}) == normal
    rep = api.solve(L, mode="unique")
    assert rep.status == "unique" and not nl.check(L.puzzle, rep.solution)


def test_loose_rule_hint_also_fills_the_grid():
    """Under the loose rule the turn hint also says every cell is used (a hint: the search
    drops it when no answer follows it, as for the 'A..A' strip below)."""
    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))
    strict = api.compile_model(L).model
    loose = api.compile_model(L, EncodeOptions(allow_empty=True)).model
    assert loose.hint_clauses > strict.hint_clauses
    rep = api.solve(loaded(nl.parse("4 1 loose\nA..A\n")))
    assert rep.status == "solved" and rep.stats["hints_status"] == "on"
    rep = api.solve(loaded(nl.parse("3 3 loose\nA.A\n...\n.BB\n")))  # (0, 1) cannot be used
    assert rep.status == "solved" and rep.stats["hints_status"] == "dropped"

def test_checker_catches_broken_solutions():
    p = nl.parse("3 2\nA.B\nA.B\n")
    good = nl.make_solution(p, [("A", ((0, 0), (1, 0))), ("B", ((0, 2), (1, 2)))], "loose")
    assert nl.check(p, good) == []
    assert any("on no line" in x for x in nl.check(p, nl.make_solution(p, good.paths, "strict")))
    jump = nl.make_solution(p, [("A", ((0, 0), (1, 1), (1, 0))), ("B", ((0, 2), (1, 2)))], "loose")
    assert any("jumps" in x for x in nl.check(p, jump))
    cross = nl.make_solution(p, [("A", ((0, 0), (0, 1), (1, 1), (1, 0))),
                             ("B", ((0, 2), (0, 1), (1, 1), (1, 2)))], "loose")
    assert any("crosses" in x for x in nl.check(p, cross))
    wrong = nl.make_solution(p, [("A", ((0, 0), (0, 1), (0, 2)))], "loose")
    assert any("does not run" in x or "through" in x for x in nl.check(p, wrong))
    assert any("has 0 lines" in x for x in nl.check(p, wrong))


# -- bad input through the CLI ------------------------------------------------------------

BAD = {
    "once": ("3 2\nA.B\n..B\n", "appears only once"),
    "thrice": ("3 2\nA.A\n..A\n", "third time"),
    "small": ("1 1\n.\n", "too small"),
    "ragged": ("3 2\nA.A\nB.\n", "row has 2 cells"),
    "ragged-int": ("1 0 1\n2 2\n", "row has 2 cells"),
    "char": ("3 2\nA.A\nB B\n", "unknown character ' '"),
    "lone-sign": ("3 2\nA?A\nB.B\n", "'?' at r1c2 appears only once"),
    "rows": ("3 3\nA.A\nB.B\n", "header says 3 rows"),
    "noclue": ("3 2\n...\n...\n", "no clues"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_is_one_line_exit_2(case, tmp_path):
    text, words = BAD[case]
    f = tmp_path / "bad.txt"
    f.write_text(text)
    res = CliRunner().invoke(main, ["solve", str(f), "--genre", "numberlink"])
    assert res.exit_code == 2, res.output
    err = res.stderr.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("gridsat: error:") and words in err[0], err


def test_bad_input_location():
    with pytest.raises(InputError) as e:
        nl.parse("# c\n3 2\nA.B\n..B\n", "f.txt")
    assert str(e.value).startswith("f.txt:3:1:")


def test_adjacent_pair_is_valid():
    p = nl.parse("2 1\naa\n")
    rep = api.solve(loaded(p), mode="unique")
    assert rep.status == "unique"


def test_unknown_connect_name_is_exit_2():
    res = CliRunner().invoke(main, ["solve", str(EXAMPLES / "numberlink-6x6.txt"), "--connect", "bfs"])
    assert res.exit_code == 2
    assert "lazy" in res.stderr and "rank" in res.stderr and "distance" in res.stderr


def test_cli_loose_and_batch(tmp_path):
    f = tmp_path / "two.txt"
    f.write_text("4 1\naa..\n\n2 1\ncc\n0 0\n")
    res = CliRunner().invoke(main, ["solve", str(f)])
    assert res.exit_code == 1  # batch: the first is unsolvable under the strict rule
    assert "#1: unsat" in res.output and "#2: solved" in res.output
    res = CliRunner().invoke(main, ["solve", str(f), "--index", "1", "--allow-empty", "--json"])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.output)
    assert doc["solution"]["variant"] == "loose"


# -- export with lazy connectivity is eager ----------------------------------------------

def test_export_with_lazy_connect_is_complete(tmp_path):
    """The exported CNF alone (no lazy hook) admits only valid answers: enumerate them all with
    pysat directly, decode, check, and compare with in-process enumeration."""
    from pysat.formula import CNF
    from pysat.solvers import Solver

    p = nl.parse("3 3\nA..\n...\n..A\n")
    L = loaded(p)
    opts = EncodeOptions(connect="lazy")
    path, model = api.export_dimacs(L, str(tmp_path), opts)
    assert not model.lazy
    cnf = CNF(from_file=str(path))
    found = set()
    with Solver(name="cadical153", bootstrap_with=cnf.clauses) as s:
        while s.solve():
            values = model.value_map(s.get_model())
            sol = nl.decode(p, model, values)
            assert nl.check(p, sol) == []
            found.add(edge_set(sol))
            s.add_clause([-v if values.get(v) else v for v in model.primary])
    assert found == enumerate_all(p, False, "lazy") == brute_force(p, False)
    assert len(found) > 1


# -- shared instances --------------------------------------------------------------------

def test_shared_small_instances():
    d = instances_dir("numberlink")
    for name in ("inputs1", "inputs2", "inputs5"):
        for item in api.load_all(str(d / name)):
            assert not isinstance(item, InputError), item
            if item.puzzle.width * item.puzzle.height > 300:
                continue
            rep = api.solve(item, mode="unique", timeout=20)
            assert rep.status in ("unique", "multiple", "unsat"), (name, rep.status)
            for sol in rep.solutions:
                assert nl.check(item.puzzle, sol) == []
            if name == "inputs1":
                assert rep.status == "unique"


def test_shared_two_solution_puzzle_loose_vs_strict():
    d = instances_dir("numberlink")
    items = api.load_all(str(d / "inputs5"))
    two = next(it for it in items if it.puzzle.grid[0] == (None, None, None, "C"))
    rep = api.solve(two, mode="count")
    assert rep.status == "multiple" and rep.complete and len(rep.solutions) >= 2


@pytest.mark.slow
def test_shared_instances_all_parse_and_some_solve():
    d = instances_dir("numberlink")
    for f in sorted(d.iterdir()):
        if f.name == "inputs6":
            continue
        for item in api.load_all(str(f)):
            assert not isinstance(item, InputError), (f.name, item)
            rep = api.solve(item, mode="solve", timeout=5)
            for sol in rep.solutions:
                assert nl.check(item.puzzle, sol) == []


# -- search hints --------------------------------------------------------------------------

def test_hints_fail_when_the_only_answer_runs_beside_itself():
    """2x4 ladder, one pair: the only answer's line passes r2c2 and r3c2 without joining them,
    against the 'no line beside itself' hint; the search drops the hint and still proves it
    unique."""
    p = nl.parse("2 4\nA.\n..\n..\nA.\n")
    rep = api.solve(loaded(p), mode="unique")
    assert rep.status == "unique" and rep.stats["hints_status"] == "dropped"
    assert nl.check(p, rep.solutions[0]) == []
    assert rep.solutions[0].paths[0][1] == ((0, 0), (0, 1), (1, 1), (1, 0), (2, 0), (2, 1), (3, 1), (3, 0))


def test_hints_hold_on_the_example_and_stay_out_of_exports(tmp_path):
    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))
    rep = api.solve(L, mode="unique")
    assert rep.status == "unique" and rep.stats["hints_status"] == "dropped"  # proof runs without
    assert rep.stats["hints"] == [nl.HINTS[0].help]
    path, model = api.export_dimacs(L, str(tmp_path))
    assert model.hint_selector is None and "__hint__" not in path.read_text()


def test_shared_40x20_solves_with_hints():
    d = instances_dir("numberlink")
    item = api.load(str(d / "inputs9"), index=1)
    rep = api.solve(item, mode="solve", timeout=60)
    assert rep.status == "solved" and rep.stats["hints_status"] == "on"
    assert nl.check(item.puzzle, rep.solutions[0]) == []


def test_cut_balance_keeps_the_shared_8x8_answers():
    """The cut-balance constraints (sound for the strict rule) leave each unique 8x8 answer."""
    d = instances_dir("numberlink")
    opts = EncodeOptions(parts={"balance": True})  # with the default "square"
    for item in api.load_all(str(d / "inputs1"))[:5]:
        plain = api.solve(item, mode="unique", timeout=30)
        balanced = api.solve(item, mode="unique", timeout=30, options=opts)
        assert plain.status == balanced.status == "unique"
        assert plain.solutions[0].paths == balanced.solutions[0].paths


def test_explanations_ignore_the_multi_clue_redundant_constraints():
    """Crossed pairs cannot be joined; the explanation is the same with every implied
    constraint asked for ('balance' and 'support' follow from several clues together; the
    library leaves implied parts out of explanation models)."""
    L = loaded(nl.parse("3 3\nA.B\n...\nB.A\n"))
    onehot = {"numberlink_colours": "onehot"}
    plain = api.explain(L, EncodeOptions(extra=onehot))
    asked = api.explain(L, EncodeOptions(parts=dict.fromkeys(REDUNDANT, True), extra=onehot))
    assert plain.status == asked.status == "unsat"
    assert plain.clues == asked.clues and plain.clues
    model = api.compile_model(L, EncodeOptions(parts=dict.fromkeys(REDUNDANT, True)), tags=True,
                              purpose="explain").model
    assert not model.implied_names and not model.implied_clauses


@pytest.mark.parametrize("backend", ["z3", "external"])
def test_hints_work_on_every_backend(backend):
    """The hint selector is an assumption for z3 and a unit clause for an external solver;
    either way the answer is found and the uniqueness proof runs without the hint."""
    cmd = need_binary("cadical") + " -q" if backend == "external" else None
    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))
    rep = api.solve(L, mode="unique", backend=backend, solver_cmd=cmd)
    assert rep.status == "unique" and rep.stats["hints_status"] == "dropped"
    assert nl.check(L.puzzle, rep.solutions[0]) == []
    ladder = api.solve(loaded(nl.parse("2 4\nA.\n..\n..\nA.\n")), mode="unique", backend=backend, solver_cmd=cmd)
    assert ladder.status == "unique" and ladder.stats["hints_status"] == "dropped"


def test_cli_no_hints_switches_them_off():
    """--no-hints: no hint clauses, the same answer and verdict."""
    runner = CliRunner()
    args = ["solve", str(EXAMPLES / "numberlink-6x6.txt"), "--unique", "--json"]
    with_hints = json.loads(runner.invoke(main, args).output)
    without = json.loads(runner.invoke(main, args + ["--no-hints"]).output)
    assert with_hints["stats"]["hints"] and "hints" not in without["stats"]
    assert "hint_clauses" not in without["stats"]
    assert with_hints["status"] == without["status"] == "unique"
    assert with_hints["solution"] == without["solution"]


# -- rules per source ----------------------------------------------------------------------------

# Real puzz.link Numberlink puzzles (Nikoli's loose rule), found in public GitHub sources with
# the code search; the verdict under the loose rule is what gridsat proves (and what an
# independent enumeration with the plain loose encoding found, without the canonical-form
# constraints, for all but the 13x13 and 14x14).
# - a Japanese Next.js puzzle page (difficulty list; rules quoted from Nikoli):
NIKOLI_PAGE = [
    "https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1",
    "https://puzz.link/p?numlin/8/8/h13i2i4i3g4g5i1r2l6g6i5t",
    "https://puzz.link/p?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l",
    "https://puzz.link/p?numlin/10/10/3h43x2i5g2o1h5z1zj4q",
    "https://puzz.link/p?numlin/10/10/m5g1v3l4zi1r2o3m2g5k4i",
    "https://puzz.link/p?numlin/10/10/j5i13zi2j4j6g6i2i4r3g5zg1o",
    "https://puzz.link/p?numlin/10/10/2n1h4o3o2o51o6g6o5zj3n4",
    "https://puzz.link/p?numlin/10/10/4i2v1t3k24o1m6o5o3k56q",
    "https://puzz.link/p?numlin/10/10/g3m1g4g7j2m6h5l87i3o4zj8k2k6g1l5h",   # no strict answer
    "https://puzz.link/p?numlin/10/10/x7h7l5j3j2l1g4k8q4l1j3m2k6g5i8g6",    # no strict answer
    "https://puzz.link/p?numlin/10/10/4i5l63j82h7r8g1p2t7j4m63j1n5o",       # several loose answers
    "https://puzz.link/p?numlin/10/10/p1g8n7h52v6h1m4g4o2k5h38k6i7s3",      # no strict answer
]
NIKOLI_HARD = ["https://puzz.link/p?numlin/13/13/k3x6i7x1i2l4w5zl7j3i1u6p4m2z5",
               "https://puzz.link/p?numlin/14/14/u3p2u1o5k4k6u4k7h2zi9p7i6h8gahazh3n95m1w8"]
# - semiexp's cspuz_rs tests, a Thai puzzle hunt page, a CHEER/RAINBOW puzzle page, the decode
#   test of a Rust puzz.link parser, and a list of puzz.link examples in a puzzle app:
OTHER_SOURCES = [
    "https://puzz.link/p?numlin/6/6/j4h14m2n2h133k",
    "https://puzz.link/p?numlin/9/9/h1j32j4l5v67o2g4l7r3j165i",
    "https://puzz.link/p?numlin/11/11/h8h65s4h6g8p9t2zl4i7l1h5n9h2i1g7i3h3i",  # no strict answer
    "https://puzz.link/p?numlin/7/6/523i1j5l4i2h3m4g1l",
    "https://puzz.link/p?numberlink/11/11/-2bap-2ft-15zrazy-2fg-2bn-15o",
    "https://puzz.link/p?numlin/11/11/g1m2h6x6i7h5g7k5p4j8y1g3u8g2n3m4g",
    "https://puzz.link/p?numlin/10/10/1w2h3k4k6g5i7k2n8k5i4g1k8k6h7w3",
    "https://puzz.link/p?numlin/7/7/l6g1l2l3l4l5l654321",
]
SEVERAL = {"https://puzz.link/p?numlin/10/10/4i5l63j82h7r8g1p2t7j4m63j1n5o"}


@pytest.mark.parametrize("url", NIKOLI_PAGE + OTHER_SOURCES)
def test_real_puzzlink_puzzles_decided_under_the_loose_rule(url):
    L = api.load(url)
    assert L.puzzle.rule == "loose"
    rep = api.solve(L, mode="unique", timeout=60)
    assert rep.status == ("multiple" if url in SEVERAL else "unique"), url
    assert rep.stats["rule"] == "loose"
    assert all(sol.variant == "loose" and nl.check(L.puzzle, sol) == [] for sol in rep.solutions)


@pytest.mark.slow
@pytest.mark.parametrize("url", NIKOLI_HARD)
def test_real_puzzlink_puzzles_13_and_14_unique(url):
    rep = api.solve(api.load(url), mode="unique", timeout=120)
    assert rep.status == "unique"


def test_rule_from_header_json_and_flags():
    p = nl.parse("4 1 loose\nA..A\n")
    assert p.rule == "loose" and nl.to_text(p) == "4 1 loose\nA..A\n"
    assert nl.from_json(nl.to_json(p)) == p and nl.to_json(p)["rule"] == "loose"
    q = nl.parse("2 3 notouch\n1 0\n0 0\n0 1\n")
    assert q.rule == "notouch" and q.numeric and api.loads(nl.to_text(q), "rt").puzzle == replace(q, source="rt")
    assert nl.parse("4 1\nA..A\n").rule is None
    assert nl.rule_of(p, EncodeOptions()) == "loose"
    assert nl.rule_of(p, EncodeOptions(fill_all=True)) == "strict"
    assert nl.rule_of(nl.parse("4 1\nA..A\n"), EncodeOptions(no_touch=True)) == "notouch"
    with pytest.raises(InputError, match="choose one rule"):
        nl.rule_of(p, EncodeOptions(fill_all=True, allow_empty=True))
    with pytest.raises(InputError, match='"rule" must be one of'):
        nl.from_json({"grid": [["A", "A"]], "rule": "lax"})


def test_url_reads_loose_and_only_loose_writes_a_url():
    url = "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"
    p = api.load(url).puzzle
    assert p.rule == "loose" and nl.to_url(p) == url
    with pytest.raises(InputError, match="loose rule"):
        nl.to_url(replace(p, rule=None))


def test_cli_states_the_rule_and_a_looser_answer(tmp_path):
    """Text and JSON say which rule was used; no strict answer but a loose one: one note."""
    f = tmp_path / "p.txt"
    f.write_text("4 1\nAA..\n")
    res = CliRunner().invoke(main, ["solve", str(f), "--json"])
    doc = json.loads(res.output)
    assert res.exit_code == 1 and doc["status"] == "unsat" and doc["stats"]["rule"] == "strict"
    assert doc["notes"] == ["no answer under the strict rule, but one under the loose rule (--allow-empty)"]
    res = CliRunner().invoke(main, ["solve", str(f)])
    assert "note: no answer under the strict rule, but one under the loose rule (--allow-empty)" in res.output
    res = CliRunner().invoke(main, ["solve", str(f), "--allow-empty"])
    assert res.exit_code == 0 and "loose rule" in res.output.splitlines()[0]
    res = CliRunner().invoke(main, ["solve", str(f), "--allow-empty", "--fill-all"])
    err = res.stderr.strip().splitlines()
    assert res.exit_code == 2 and len(err) == 1 and "choose one rule" in err[0]


def test_notouch_rule():
    """Every cell used and no line beside itself: 'A.. / ..A' has one strict answer, which
    touches itself, so none under notouch (and a note points at the strict rule)."""
    p = nl.parse("3 2\nA..\n..A\n")
    assert api.solve(loaded(p), mode="unique").status == "unique"
    rep = api.solve(loaded(p), mode="unique", options=EncodeOptions(no_touch=True))
    assert rep.status == "unsat" and rep.stats["rule"] == "notouch"
    assert rep.notes == ["no answer under the notouch rule, but one under the strict rule (--fill-all)"]
    sol = api.solve(loaded(p)).solutions[0]
    assert any("beside itself" in x for x in nl.check(p, replace(sol, variant="notouch")))


def test_notouch_makes_thomasahle_generated_puzzles_unique():
    """thomasahle's generator promises answers that fill the grid and never touch themselves:
    inputs3 #20 (23x21) has several strict answers, one under notouch."""
    d = instances_dir("numberlink")
    item = api.load(str(d / "inputs3"), index=20)
    assert api.solve(item, mode="unique", timeout=60).status == "multiple"
    rep = api.solve(item, mode="unique", timeout=60, options=EncodeOptions(no_touch=True))
    assert rep.status == "unique" and rep.solutions[0].variant == "notouch"


# -- an independent enumeration, and the canonical forms ------------------------------------------

def answers_by_paths(p, rule):
    """Every answer under ``rule``, found without the encoder: each pair's line in turn as a
    simple path through free cells (no clue of another pair), every combination; the checker
    keeps those the rule allows (strict and notouch: the grid filled; notouch: no touching)."""
    ends, labels = p.ends(), list(p.labels)
    taken = set(p.clue_at())
    out = set()

    def paths(a, b):
        stack = [(a, [a])]
        while stack:
            cell, path = stack.pop()
            for nb in p.neighbours(*cell):
                if nb == b:
                    yield path + [b]
                elif nb not in taken and nb not in path:
                    stack.append((nb, path + [nb]))

    def go(k, chosen):
        if k == len(labels):
            sol = nl.make_solution(p, chosen, rule)
            if not nl.check(p, sol):
                out.add(edge_set(sol))
            return
        a, b = ends[labels[k]]
        for path in list(paths(a, b)):
            taken.update(path[1:-1])
            go(k + 1, chosen + [(labels[k], tuple(path))])
            taken.difference_update(path[1:-1])

    go(0, [])
    return out


def board(rng, shapes=((3, 3), (3, 4), (4, 3), (4, 4), (2, 5), (3, 5)), most=3):
    h, w = rng.choice(shapes)
    cells = [(r, c) for r in range(h) for c in range(w)]
    k = rng.randint(1, most)
    grid = [[None] * w for _ in range(h)]
    for i, (r, c) in enumerate(rng.sample(cells, 2 * k)):
        grid[r][c] = "ABC"[i // 2]
    return nl.Puzzle(tuple(map(tuple, grid)))


def verdict(n: int) -> str:
    return {0: "unsat", 1: "unique"}.get(n, "multiple")


@pytest.mark.parametrize("seed", range(4))
def test_path_enumeration_agrees_with_the_subset_brute_force(seed):
    p = random_puzzle(random.Random(100 + seed))
    assert answers_by_paths(p, "loose") == brute_force(p, True)
    assert answers_by_paths(p, "strict") == brute_force(p, False)


DOMINANCE = tuple(part.name for part in nl.DOMINANCE)  # shortcut, hole, flip


@pytest.mark.parametrize("seed", range(12))
def test_canonical_forms_keep_the_loose_verdict(seed):
    """The dominance parts (each alone, all, none) never change the loose verdict: unique /
    several / none, as the independent enumeration says; a solvable puzzle stays solvable."""
    rng = random.Random(seed)
    for _ in range(4):
        p = board(rng)
        truth = answers_by_paths(p, "loose")
        L = loaded(replace(p, rule="loose"))
        for on in [DOMINANCE, (), *((name,) for name in DOMINANCE)]:
            opts = EncodeOptions(parts={name: name in on for name in DOMINANCE})
            rep = api.solve(L, mode="unique", options=opts)
            assert rep.status == verdict(len(truth)), (p.grid, on)
            assert {edge_set(s) for s in rep.solutions} <= truth
            assert (api.solve(L, options=opts).status == "solved") == bool(truth)
        assert {edge_set(s) for s in api.count(L).solutions} == truth  # counting: no canonical form


@pytest.mark.parametrize("seed", range(6))
def test_swap_keeps_the_strict_verdict(seed):
    """The strict rule's canonical form (no two segments of one line going down side by
    side), with the swap of such a pair in the first answer, keeps the verdict."""
    rng = random.Random(300 + seed)
    for _ in range(4):
        p = board(rng, shapes=((3, 3), (3, 4), (4, 3), (4, 4)), most=2)
        truth = answers_by_paths(p, "strict")
        for swap in (True, False):
            rep = api.solve(loaded(p), mode="unique", options=EncodeOptions(parts={"swap": swap}))
            assert rep.status == verdict(len(truth)), (p.grid, swap)


@pytest.mark.parametrize("seed", range(8))
def test_bump_keeps_the_strict_verdict(seed):
    """The strict rule's bump canonical form (no line bumps down or rightwards onto a segment
    beside it), alone, with swap, and off, with the bump undone in the first answer, keeps the
    verdict the independent enumeration gives; boards with a free third row or column."""
    rng = random.Random(700 + seed)
    for _ in range(4):
        p = board(rng, shapes=((3, 3), (3, 4), (4, 3), (4, 4), (3, 5), (5, 3)), most=3)
        truth = answers_by_paths(p, "strict")
        for parts in ({"bump": True, "swap": False}, {"bump": True, "swap": True}, {"bump": False}):
            rep = api.solve(loaded(p), mode="unique", options=EncodeOptions(parts=parts))
            assert rep.status == verdict(len(truth)), (p.grid, parts)
            assert {edge_set(s) for s in rep.solutions} <= truth


def test_second_moves_a_bump_back():
    """A strict answer with a line bumping up onto a straight segment: ``second`` hands the
    bump back (another answer, passing the checker)."""
    p = nl.parse("4 3\nA..A\nB..B\n....\n")
    sol = nl.make_solution(p, [("A", ((0, 0), (0, 1), (0, 2), (0, 3))),
                               ("B", ((1, 0), (2, 0), (2, 1), (1, 1), (1, 2), (2, 2), (2, 3), (1, 3)))], "strict")
    assert nl.check(p, sol) == []
    other = nl.second(p, sol)
    assert other is not None and nl.check(p, other) == [] and edge_set(other) != edge_set(sol)


@pytest.mark.parametrize("seed", range(6))
def test_every_rule_enumerates_what_the_paths_say(seed):
    rng = random.Random(50 + seed)
    for _ in range(3):
        p = board(rng)
        for rule in nl.RULES:
            got = {edge_set(s) for s in api.count(loaded(replace(p, rule=rule))).solutions}
            assert got == answers_by_paths(p, rule), (p.grid, rule)


def rim_pairs(p):
    """The pairs whose two clues lie on the board's edge (the sides part builds for these)."""
    edge = lambda cell: cell[0] in (0, p.height - 1) or cell[1] in (0, p.width - 1)
    return [label for label, (a, b) in p.ends().items() if edge(a) and edge(b)]


@pytest.mark.parametrize("seed", range(8))
def test_sides_keep_every_answer_under_every_rule(seed):
    """The sides part (a line between two edge cells cuts the board in two; the clues of every
    other pair lie on one side) forbids nothing the rules allow: with it, under every rule and
    both colour encodings, the answers enumerated are exactly those of the independent path
    enumeration, and unique mode gives its verdict.  Boards where some pair has both clues on
    the edge, and another pair besides (the part builds something)."""
    rng = random.Random(1100 + seed)
    done = 0
    while done < 3:
        p = board(rng, shapes=((3, 4), (4, 4), (4, 3), (3, 5), (5, 3), (4, 5)), most=3)
        if not rim_pairs(p) or len(p.labels) < 2:
            continue
        done += 1
        for rule in nl.RULES:
            truth = answers_by_paths(p, rule)
            for colours in nl.COLOURS:
                opts = EncodeOptions(parts={"sides": True}, extra={"numberlink_colours": colours})
                L = loaded(replace(p, rule=rule))
                assert {edge_set(s) for s in api.count(L, options=opts).solutions} == truth, (p.grid, rule, colours)
                assert api.solve(L, mode="unique", options=opts).status == verdict(len(truth)), (p.grid, rule)


def test_sides_build_for_the_loose_rule_and_when_asked(monkeypatch):
    """Built by default under the loose rule only and up to a size, under any rule and size
    when asked for by name, and only for a pair with both clues on the edge."""
    p = nl.parse("5 4\nA...B\n.C...\n...C.\nB...A\n")
    r = nl.parse("5 4\n.....\n.AB..\n..BA.\n.....\n")  # no pair on the edge

    def size(puzzle, **kw):
        return api.solve(loaded(puzzle), options=EncodeOptions(**kw)).stats["clauses"]
    assert size(p, allow_empty=True) > size(p, allow_empty=True, parts={"sides": False})
    assert size(p, fill_all=True) == size(p, fill_all=True, parts={"sides": False})
    assert size(p, fill_all=True, parts={"sides": True}) > size(p, fill_all=True)
    assert size(r, allow_empty=True) == size(r, allow_empty=True, parts={"sides": False})
    from gridsat.encoders.numberlink import implied
    monkeypatch.setattr(implied, "DIRECT_MAX_CELLS", 19)
    assert size(p, allow_empty=True) == size(p, allow_empty=True, parts={"sides": False})
    assert size(p, allow_empty=True, parts={"sides": True}) > size(p, allow_empty=True)


@pytest.mark.slow
def test_sides_decide_the_36x20_nikoli_puzzle_under_the_loose_rule():
    """The shared 36x20 Nikoli puzzle (inputs4 #5), loose: its line between opposite corners
    fills every gap, and without ``sides`` the proof got no verdict in 60 s; with it the
    answer is proved unique (about 8 s; benchmarks/results/hardest-numberlink.md)."""
    item = api.load(str(instances_dir("numberlink") / "inputs4"), index=5)
    assert rim_pairs(item.puzzle) == ["a"]
    rep = api.solve(item, mode="unique", timeout=120, options=EncodeOptions(allow_empty=True))
    assert rep.status == "unique" and nl.check(item.puzzle, rep.solutions[0]) == []


def test_second_reroutes_through_empty_cells():
    """A loose answer whose line passes two cells of one empty area has a second answer."""
    p = nl.parse("4 2 loose\nA..A\n....\n")
    straight = nl.make_solution(p, [("A", ((0, 0), (0, 1), (0, 2), (0, 3)))], "loose")
    other = nl.second(p, straight)
    assert other is not None and nl.check(p, other) == [] and edge_set(other) != edge_set(straight)
    corner = nl.parse("2 2 loose\nA.\n.A\n")
    turn = nl.make_solution(corner, [("A", ((0, 0), (0, 1), (1, 1)))], "loose")
    flipped = nl.second(corner, turn)
    assert flipped.paths[0][1] == ((0, 0), (1, 0), (1, 1))
    assert nl.second(p, replace(straight, variant="strict")) is None



@pytest.mark.parametrize("seed", range(6))
def test_window_search_finds_only_real_answers_and_keeps_the_verdict(seed, monkeypatch):
    """The second answer looked for inside small windows (``local.rerouted``, on tiny boards
    here: the size floor lowered): every answer it gives is one of the enumeration's and not
    the first; on a board that fits in one window it finds one exactly when there are several;
    and unique mode's verdict stays the enumeration's under both rules that use it."""
    from gridsat.encoders.numberlink import local

    monkeypatch.setattr(local, "LOCAL_MIN_CELLS", 0)
    rng = random.Random(900 + seed)
    for _ in range(4):
        p = board(rng, shapes=((3, 3), (3, 4), (4, 4), (3, 5), (5, 3), (4, 5)), most=3)
        for rule in ("strict", "loose"):
            truth = answers_by_paths(p, rule)
            q = replace(p, rule=rule)
            for sol in api.count(loaded(q)).solutions:
                other = local.rerouted(q, sol)
                assert (other is not None) == (len(truth) > 1), (p.grid, rule)
                if other is not None:
                    assert nl.check(q, other) == [] and edge_set(other) in truth - {edge_set(sol)}
            rep = api.solve(loaded(q), mode="unique")
            assert rep.status == verdict(len(truth)), (p.grid, rule)
            assert {edge_set(s) for s in rep.solutions} <= truth


def test_window_search_covers_a_big_board_with_overlapping_windows():
    """Windows seven cells wide, two apart, the last flush with the edge: every 6x6 square of
    the board lies inside one of them; with the wide windows every 8x8 square, and with the
    bands every block of 6 rows (or columns)."""
    from gridsat.encoders.numberlink import local

    k = local.WINDOW - 1
    for h, w in ((17, 17), (14, 24), (20, 36), (6, 9), (3, 40)):
        wins = list(local.windows(h, w, local.WINDOW, local.STRIDE))
        squares = list(local.windows(h, w, local.WINDOW, local.STRIDE, wide=False))
        assert set(squares) < set(wins) or h <= k or w <= k

        def covered(r, c, dh, dw, among):
            return any(r0 <= r and r + dh <= r0 + kh and c0 <= c and c + dw <= c0 + kw for r0, c0, kh, kw in among)

        dh, dw = min(k, h), min(k, w)
        for r in range(h - dh + 1):
            assert covered(r, 0, dh, w, wins), (h, w, r)
            for c in range(w - dw + 1):
                assert covered(r, c, dh, dw, squares), (h, w, r, c)
        for c in range(w - dw + 1):
            assert covered(0, c, h, dw, wins), (h, w, c)
        dh, dw = min(local.WIDE - 2, h), min(local.WIDE - 2, w)
        for r in range(h - dh + 1):
            for c in range(w - dw + 1):
                assert covered(r, c, dh, dw, wins), (h, w, r, c)


def test_window_search_goes_on_after_a_window_runs_out_of_time(monkeypatch):
    """A window's search cut short (its solver is then given up) leaves the next windows to a
    fresh solver; the scan ends when its time is spent, with an answer the checker accepts or
    none."""
    from gridsat.encoders.numberlink import local

    item = api.load(str(instances_dir("numberlink") / "inputs9"), index=1)
    sol = api.solve(item, options=EncodeOptions(fill_all=True)).solutions[0]
    monkeypatch.setattr(local, "CALL_SECONDS", 1e-9)
    monkeypatch.setattr(local, "SCAN_SECONDS", 0.5)
    other = local.rerouted(item.puzzle, sol)
    assert other is None or nl.check(item.puzzle, other) == [] and edge_set(other) != edge_set(sol)


def test_window_search_decides_a_big_board_under_strict_and_loose():
    """A shared 40x20 notouch puzzle (unique under notouch) has other answers under the
    strict and loose rules: a window finds one at once, and the checker accepts it."""
    item = api.load(str(instances_dir("numberlink") / "inputs9"), index=1)
    for flag in ("fill_all", "allow_empty"):
        rep = api.solve(item, mode="unique", timeout=60, options=EncodeOptions(**{flag: True}))
        assert rep.status == "multiple" and len(rep.solutions) == 2
        assert all(nl.check(item.puzzle, s) == [] for s in rep.solutions)
        assert edge_set(rep.solutions[0]) != edge_set(rep.solutions[1])


# -- exports -----------------------------------------------------------------------------------

def models_of_export(p, opts, tmp_path):
    from pysat.formula import CNF
    from pysat.solvers import Solver

    path, model = api.export_dimacs(loaded(p), str(tmp_path), opts, force=True)
    found = set()
    with Solver(name="cadical153", bootstrap_with=CNF(from_file=str(path)).clauses) as s:
        while s.solve():
            values = model.value_map(s.get_model())
            sol = nl.decode(p, model, values, api.compile_model(loaded(p), opts, purpose="export").info)
            assert nl.check(p, sol) == []
            found.add(edge_set(sol))
            s.add_clause([-v if values.get(v) else v for v in model.primary])
    return found


@pytest.mark.parametrize("seed", range(8))
def test_elimination_exports_are_exact(seed, tmp_path):
    """Notouch exports (acyclicity by vertex elimination) have exactly the answers; strict and
    loose exports keep the canonical ones (an answer whenever there is one), and every answer
    without the canonical forms."""
    rng = random.Random(200 + seed)
    for _ in range(3):
        p = board(rng, most=2)
        assert models_of_export(replace(p, rule="notouch"), None, tmp_path) == answers_by_paths(p, "notouch")
        for rule in ("strict", "loose"):
            got = models_of_export(replace(p, rule=rule), None, tmp_path)
            truth = answers_by_paths(p, rule)
            assert got <= truth and bool(got) == bool(truth)
        assert models_of_export(replace(p, rule="strict"), EncodeOptions(parts={"bump": False}), tmp_path) == answers_by_paths(p, "strict")


def test_exports_use_elimination_and_rank_when_asked(tmp_path):
    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))
    assert api.compile_model(L, purpose="export").info.connect == "elimination"
    assert api.compile_model(L, EncodeOptions(connect="rank"), purpose="export").info.connect == "rank"
    assert api.compile_model(L).info.connect == "lazy"


# -- a proof cut short -----------------------------------------------------------------------------

def test_a_cut_proof_reports_what_is_forced(monkeypatch):
    """When the time for the proof runs out, the backbone settles what it can in the time
    kept for it: here everything (so the verdict comes after all), with every segment forced."""
    monkeypatch.setattr(running, "PROOF_SHARE", 0.0)  # where solve looks it up
    L = api.load(str(EXAMPLES / "numberlink-6x6.txt"))
    rep = api.solve(L, mode="unique", timeout=30)
    assert rep.status == "unique" and rep.forced
    drawn = {frozenset(label[1:]) for label, value in rep.forced if value}
    assert drawn == {frozenset(e) for e in edge_set(rep.solutions[0])}
    assert rep.to_json()["forced"][0][0] == "line"


def test_a_second_answer_equal_to_the_first_does_not_make_the_puzzle_multiple(monkeypatch):
    """``Genre.second`` handing back the first answer (here: the window search, patched to do
    so) proves nothing: the verdict still comes from the search over the whole board."""
    from gridsat.encoders.numberlink import dominance

    path = str(EXAMPLES / "numberlink-6x6.txt")
    assert api.solve(path, "unique").status == "unique"
    monkeypatch.setattr(dominance, "rerouted", lambda p, sol, options=None, deadline=None: sol)
    report = api.solve(path, "unique")
    assert report.status == "unique" and len(report.solutions) == 1
