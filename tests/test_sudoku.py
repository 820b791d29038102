"""Sudoku family: Tatham instances, hand-made X and killer puzzles, brute force on 4x4 boards,
formats round trips, batch mode and bad input through the CLI."""
from __future__ import annotations

import json
import os
import random
import subprocess
from itertools import permutations

import pytest
from click.testing import CliRunner

from gridsat import api
from gridsat.cli import main
from gridsat.encoders import EncodeOptions, sudoku as S
from gridsat.formats import InputError
from gridsat.encoders.sudoku.tatham import parse_solo_solution

from .conftest import EXAMPLES, instances_dir, need_binary


def loaded(p: S.Puzzle) -> api.Loaded:
    return api.Loaded(S.GENRE, p, p.source, "test")


def solve_text(text: str, mode: str = "unique", **kw):
    return api.solve(api.loads(text, "test", "sudoku"), mode=mode, **kw)


# -- published instances ----------------------------------------------------------------------

def tatham_pairs():
    d = instances_dir("sudoku")
    for ids in sorted(d.glob("ids_*.txt")):
        sols = (d / ids.name.replace("ids_", "solutions_")).read_text().split()
        for line, sol in zip(ids.read_text().split(), sols):
            yield line, sol


def test_every_tatham_instance_is_its_stored_solution_and_unique():
    pairs = list(tatham_pairs())
    assert len(pairs) >= 20
    for line, sol in pairs:
        report = solve_text(line)
        assert report.status == "unique", line
        got = [v for row in report.solutions[0].grid for v in row]
        assert got == parse_solo_solution(sol), line
        p = api.loads(line, "t").puzzle
        assert S.check(p, report.solutions[0]) == []


def test_tatham_ids_round_trip():
    for line, _ in tatham_pairs():
        p = api.loads(line, "t").puzzle
        again = api.loads(S.to_solo_id(p), "t").puzzle
        assert again == p
        assert api.loads(S.to_text(p), "t").puzzle == p
        assert S.from_json(S.to_json(p)) == p


def test_tatham_file_is_a_batch():
    d = instances_dir("sudoku")
    items = api.load_all(str(d / "ids_3x3db.txt"))
    assert len(items) == 5 and all(isinstance(i, api.Loaded) for i in items)


# -- hand-made variants with known answers ----------------------------------------------------

KILLER_4 = """\
sudoku 4x4 killer
....
....
....
....
cages
aabb
cdde
cfge
hfgg
a=3 b=7 c=5 d=5 e=5 f=4 g=7 h=4
"""
KILLER_4_ANSWER = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]

X_6 = """\
sudoku 6x6 box 2x3 x
.5.6..
.....3
....6.
....1.
......
...4..
"""
X_6_ANSWER = [[3, 5, 2, 6, 4, 1], [1, 4, 6, 2, 5, 3], [5, 2, 1, 3, 6, 4],
              [6, 3, 4, 5, 1, 2], [4, 6, 3, 1, 2, 5], [2, 1, 5, 4, 3, 6]]


@pytest.mark.parametrize("text, answer", [(KILLER_4, KILLER_4_ANSWER), (X_6, X_6_ANSWER)])
@pytest.mark.parametrize("backend", ["pysat", "z3"])
def test_hand_made_variants(text, answer, backend):
    report = solve_text(text, backend=backend)
    assert report.status == "unique"
    assert [list(r) for r in report.solutions[0].grid] == answer


def test_x_rule_matters():
    """Without the diagonals the 6x6 X puzzle has more answers."""
    report = solve_text(X_6.replace(" x\n", "\n"), mode="count", count=2)
    assert report.status == "multiple"


def test_killer_from_tatham_generator_on_both_backends():
    exe = "/usr/games/sgt-solo" if os.path.exists("/usr/games/sgt-solo") else need_binary("sgt-solo")

    def generate(params: str, count: int) -> list[str]:
        out = subprocess.run([exe, "--generate", str(count), params], capture_output=True, text=True,
                             timeout=120).stdout
        return [l for l in out.split() if ":" in l]

    for line in generate("3x3kdb", 2):
        report = solve_text(line)
        assert report.status == "unique" and S.check(api.loads(line, "t").puzzle, report.solutions[0]) == []
    # z3 loads the CNF clause by clause, so it gets a 6x6 killer (the same PB clauses)
    for line in generate("2x3k", 1):
        a = solve_text(line)
        b = solve_text(line, backend="z3")
        assert a.status == b.status == "unique"
        assert a.solutions[0] == b.solutions[0]


# -- brute force on 4x4 boards ---------------------------------------------------------------

JIGSAWS_4 = ["AABB\nAABB\nCCDD\nCCDD", "AAAB\nCABB\nCCDB\nCDDD", "AABB\nCABB\nCADD\nCCDD",
             "ABBB\nAACB\nDACC\nDDDC"]


def latin_squares(n: int):
    rows = list(permutations(range(1, n + 1)))

    def extend(board):
        if len(board) == n:
            yield tuple(board)
            return
        for row in rows:
            if all(row[c] != prev[c] for prev in board for c in range(n)):
                yield from extend(board + [row])

    yield from extend([])


LATIN_4 = list(latin_squares(4))


random_cages = S.random_cages  # the package's own (tiny() uses it too)


def random_puzzle(rng):
    n = 4
    plant = rng.choice(LATIN_4)
    regions = None
    if rng.random() < 0.4:
        regions = tuple(tuple(row) for row in rng.choice(JIGSAWS_4).split())
    x = rng.random() < 0.3
    cages = random_cages(plant, rng) if rng.random() < 0.4 else ()
    k = rng.randint(0, 4)
    for _ in range(20):
        givens = [[0] * n for _ in range(n)]
        for _ in range(k):
            givens[rng.randrange(n)][rng.randrange(n)] = rng.randint(1, n)
        try:
            return S.Puzzle(tuple(map(tuple, givens)), None, regions, x, cages)
        except InputError:
            continue  # clashing givens: draw again
    return S.Puzzle(tuple((0,) * n for _ in range(n)), None, regions, x, cages)


@pytest.mark.parametrize("card", ["auto", "pairwise", "totalizer"])
def test_enumeration_agrees_with_brute_force_on_4x4(card):
    rng = random.Random(card)
    for _ in range(12):
        p = random_puzzle(rng)
        truth = {sq for sq in LATIN_4 if not S.check(p, S.Solution(sq))}
        report = api.solve(loaded(p), mode="count", options=EncodeOptions(card=card))
        found = {s.grid for s in report.solutions}
        assert report.complete and found == truth, S.to_text(p)


def test_tagged_encoding_agrees_with_cached_one():
    """--explain builds the rules uncached (with clue tags); both give the same answers."""
    rng = random.Random(3)
    for _ in range(5):
        p = random_puzzle(rng)
        a = api.solve(loaded(p), mode="count")
        b = api.solve(loaded(p), mode="count", explain=True)
        assert {s.grid for s in a.solutions} == {s.grid for s in b.solutions}


def test_rule_cache_is_per_lowering():
    """Cached rules are what the model's own lowering writes: clauses for CNF, native sums for
    z3, whichever came first; the same clauses as building the rules afresh."""
    from gridsat.encoders.sudoku.encoding import board_rules, digit_vars
    from gridsat.model import Model

    p = api.loads(KILLER_4, "t").puzzle
    z3_first = api.compile_model(loaded(p), FULL, backend="z3").model
    cnf = api.compile_model(loaded(p), FULL).model
    z3_again = api.compile_model(loaded(p), FULL, backend="z3").model
    assert z3_first.pb_constraints and not cnf.pb_constraints
    assert z3_again.pb_constraints == z3_first.pb_constraints and z3_again.clauses == z3_first.clauses
    # no givens, nothing settled: solving uses the cached full rules too
    assert api.compile_model(loaded(p)).model.clauses == cnf.clauses
    direct = Model()
    digit_vars(direct, 4)
    board_rules(p, direct)
    assert [list(c) for c in cnf.clauses] == direct.clauses and cnf.nvars == direct.nvars


def test_explain_names_clues():
    """r1c3 must be 3 or 4 (row 1), but column 3 already holds both: no solution."""
    report = solve_text("sudoku 4x4\n12..\n....\n..3.\n..4.\n", mode="solve", explain=True)
    assert report.status == "unsat"
    assert report.core and any(c.startswith("given") for c in report.core)


# -- the givens settled before encoding (candidates.py) ----------------------------------------

FULL = EncodeOptions(extra={"sudoku_full": True})          # the full encoding (as exported)
NAKED = EncodeOptions(extra={"sudoku_naked_only": True})   # settled by naked singles only
SETTLED = EncodeOptions()                                  # naked and hidden singles (default)


def every_answer(p, options, backend="pysat", limit=None):
    report = api.solve(loaded(p), mode="all" if limit is None else "count", count=limit, options=options,
                       backend=backend)
    return {s.grid for s in report.solutions}, report.complete


def planted_6x6(rng, jigsaw: bool):
    """A random 6x6 answer with 2x3 boxes (jigsaw: its transpose, whose 3x2 boxes are given
    as regions) and the region map (None for boxes)."""
    perm = rng.sample(range(1, 7), 6)
    rows = [b * 2 + r for b in rng.sample(range(3), 3) for r in rng.sample(range(2), 2)]
    cols = [s * 3 + c for s in rng.sample(range(2), 2) for c in rng.sample(range(3), 3)]
    board = [[perm[(3 * (r % 2) + r // 2 + c) % 6] for c in cols] for r in rows]
    if not jigsaw:
        return board, None
    regions = tuple(tuple((r // 3) * 3 + c // 2 for c in range(6)) for r in range(6))
    return [list(col) for col in zip(*board)], regions


def random_6x6(rng):
    """6x6 boards with boxes or jigsaw regions, sometimes X or killer, with 6 to 16 givens
    (mostly the planted answer's digits): answers from none to several hundred."""
    jigsaw = rng.random() < 0.3
    plant, regions = planted_6x6(rng, jigsaw)
    x = rng.random() < 0.25
    if x and not jigsaw and rng.random() < 0.5:
        plant = [list(row) for row in X_6_ANSWER]
    cages = S.random_cages(plant, rng) if rng.random() < 0.3 else ()
    for _ in range(20):
        givens = [[0] * 6 for _ in range(6)]
        for r, c in rng.sample([(r, c) for r in range(6) for c in range(6)], rng.randint(6, 16)):
            givens[r][c] = plant[r][c] if rng.random() < 0.9 else rng.randint(1, 6)
        try:
            return S.Puzzle(tuple(map(tuple, givens)), None, regions, x, cages)
        except InputError:
            continue
    return None


def test_settled_encoding_has_the_brute_force_answers_on_4x4():
    """Every 4x4 answer space (both random generators: boxes, jigsaw, X, killer, no answer,
    one, several) is the same with the full encoding and with the givens settled first."""
    rng = random.Random(17)
    sizes = set()
    for i in range(100):
        p = S.tiny(rng) if i % 2 else random_puzzle(rng)
        truth = {sq for sq in LATIN_4 if not S.check(p, S.Solution(sq))}
        for options in (FULL, NAKED, SETTLED):
            found, complete = every_answer(p, options)
            assert complete and found == truth, (options.extra, S.to_text(p))
        sizes.add(min(len(truth), 2))
    assert sizes == {0, 1, 2}


def test_settled_encoding_agrees_with_full_one_on_6x6():
    rng = random.Random(6)
    sizes, kinds, compared = set(), set(), 0
    while compared < 120:
        p = random_6x6(rng)
        if p is None:
            continue
        full, complete = every_answer(p, FULL, limit=300)
        if not complete:
            continue  # too many answers to compare whole
        compared += 1
        for options in (NAKED, SETTLED):
            assert every_answer(p, options) == (full, True), (options.extra, S.to_text(p))
        sizes.add(min(len(full), 2))
        kinds.update(k for k, on in (("jigsaw", p.jigsaw), ("x", p.diagonals), ("killer", p.cages)) if on)
    assert sizes == {0, 1, 2} and kinds == {"jigsaw", "x", "killer"}


def test_settled_encoding_on_z3():
    rng = random.Random(3)
    for i in range(24):
        p = S.tiny(rng) if i % 3 else random_6x6(rng)
        if p is None:
            continue
        full, complete = every_answer(p, FULL, limit=100)
        if complete:
            assert every_answer(p, SETTLED, backend="z3") == (full, True), S.to_text(p)


def test_settling_drops_what_the_givens_decide():
    p = api.load(str(EXAMPLES / "sudoku-9x9.txt")).puzzle
    full = api.compile_model(loaded(p), FULL).model
    settled = api.compile_model(loaded(p)).model
    # the full encoding: 729 digit variables and nothing else (one of 9: pairwise); each of
    # 4 x 81 "exactly one" rules is 1 + 36 clauses, plus the 24 givens
    assert (full.nvars, len(full.clauses)) == (729, 4 * 81 * 37 + 24)
    assert settled.nvars < 200 and len(settled.clauses) < 1000
    assert not settled.has_var("digit", 0, 0, 6)  # r1c1 is a given 6: no variable
    assert all(settled.label(v)[0] == "digit" for v in settled.primary)
    report = api.solve(loaded(p), mode="unique")
    assert report.status == "unique"
    assert report.solution == api.solve(loaded(p), mode="unique", options=FULL).solution


def test_a_board_the_givens_solve_has_no_variables():
    p = S.Puzzle(tuple(tuple(0 if (r + c) % 5 == 0 else (3 * (r % 3) + r // 3 + c) % 9 + 1 for c in range(9))
                       for r in range(9)))
    model = api.compile_model(loaded(p)).model
    assert model.nvars == 0 and model.clauses == []
    report = api.solve(loaded(p), mode="unique")
    assert report.status == "unique" and S.check(p, report.solution) == []


CONTRADICTION = "sudoku 4x4\n12..\n....\n..3.\n..4.\n"  # r1c3: row 1 leaves 3 and 4, column 3 takes both


def test_givens_that_settle_a_contradiction_still_name_their_clues(tmp_path):
    p = api.loads(CONTRADICTION, "t").puzzle
    model = api.compile_model(loaded(p)).model
    assert model.nvars == 0 and model.clauses == [[]]
    f = tmp_path / "c.txt"
    f.write_text(CONTRADICTION)
    r = run(["solve", str(f), "--explain"])
    assert r.exit_code == 1 and "no solution" in r.stdout
    for given in ("given 1 at r1c1", "given 2 at r1c2", "given 3 at r3c3", "given 4 at r4c3"):
        assert given in r.stdout
    ex = api.explain(loaded(p))
    assert ex.status == "unsat" and {"given 3 at r3c3", "given 4 at r4c3"} <= set(ex.clues)


def test_settled_cage_that_misses_its_sum():
    """Cage a (r1c1 r1c2) sums to 3; givens 1 and 3 there settle it to 4."""
    text = KILLER_4.replace("....\n", "13..\n", 1)
    p = api.loads(text, "t").puzzle
    assert api.compile_model(loaded(p)).model.clauses == [[]]
    report = api.solve(loaded(p), explain=True)
    assert report.status == "unsat"
    assert {"given 1 at r1c1", "given 3 at r1c2"} <= set(report.core)
    assert any(c.startswith("cage at r1c1") for c in report.core)


def test_export_and_explanations_keep_the_full_encoding():
    p = api.load(str(EXAMPLES / "sudoku-9x9.txt")).puzzle
    exported = api.compile_model(loaded(p), purpose="export").model
    assert (exported.nvars, len(exported.clauses)) == (729, 4 * 81 * 37 + 24)
    explain = api.compile_model(loaded(p), tags=True, purpose="explain").model
    assert explain.has_var("digit", 0, 0, 6) and "given 6 at r1c1" in explain.selectors
    # an external answer to the exported formula decodes against the same (full) numbering
    from pysat.solvers import Solver

    with Solver(name="cadical195", bootstrap_with=exported.clauses) as s:
        assert s.solve()
        text = "s SATISFIABLE\nv " + " ".join(map(str, s.get_model())) + " 0\n"
    status, sol = api.decode_answer(loaded(p), text, "t")
    assert status == "sat" and sol == api.solve(loaded(p)).solution


def test_blank_board_keeps_the_digit_numbering():
    """benchmarks/sudoku_bench.py numbers digit r c d as (r*n + c)*n + d on a blank board."""
    from gridsat.model import Model

    for n in (4, 9):
        m = Model()
        S.rules(S.Puzzle(tuple((0,) * n for _ in range(n))), m, EncodeOptions())
        assert all(m.var("digit", r, c, d) == (r * n + c) * n + d
                   for r in range(n) for c in range(n) for d in range(1, n + 1))
        assert len(m.primary) == n ** 3


# -- formats and rendering -------------------------------------------------------------------

def test_line_format_and_solution_line():
    line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    report = solve_text(line, mode="solve")
    p = api.loads(line, "t").puzzle
    sol = report.solutions[0]
    out = S.solution_line(p, sol)
    assert len(out) == 81 and all(ch in "123456789" for ch in out)
    assert all(a == "." or a == b for a, b in zip(line, out))


def test_16x16_line_with_letters():
    gen_line = "".join(S.SYMBOLS[((r % 4) * 4 + r // 4 + c) % 16] for r in range(16) for c in range(16))
    p = api.loads(gen_line, "t").puzzle
    assert p.size == 16 and p.box == (4, 4)
    assert S.check(p, S.Solution(p.givens)) == []
    blanked = "." + gen_line[1:]
    report = solve_text(blanked)
    assert report.status == "unique"


def test_native_spaced_rows_and_jigsaw():
    text = """sudoku 4x4 jigsaw
    1 . | . .
    . . | . .
    ----+----
    . . | . .
    . . | . 2
    regions
    A A A B
    C A B B
    C C D B
    C D D D
    """
    p = api.loads(text, "t").puzzle
    assert p.jigsaw and p.givens[0][0] == 1 and p.givens[3][3] == 2
    report = api.solve(loaded(p), mode="count")
    assert report.solutions and all(S.check(p, s) == [] for s in report.solutions)


def test_render_has_box_lines_and_cages():
    p = api.loads(KILLER_4, "t").puzzle
    text = S.draw(p, S.Solution(tuple(map(tuple, KILLER_4_ANSWER))), ascii=True)
    assert "+---" in text and "sums:" in text and "a=3" in text
    assert "│" in S.draw(p)


def test_checker_finds_each_broken_rule():
    p = api.loads(KILLER_4, "t").puzzle
    bad = [row[:] for row in KILLER_4_ANSWER]
    bad[0][0], bad[0][1] = bad[0][1], bad[0][0]
    problems = S.check(p, S.Solution(tuple(map(tuple, bad))))
    assert any("column 1" in x for x in problems) and not any("row 1" in x for x in problems)
    assert any("sums to" in x for x in problems) is False  # a swap inside cage a keeps its sum
    bad[0][2] = 9
    assert any("not a digit" in x for x in S.check(p, S.Solution(tuple(map(tuple, bad)))))


def test_examples_solve():
    files = sorted(EXAMPLES.glob("sudoku-*.txt"))
    assert files
    for f in files:
        for item in api.load_all(str(f)):
            report = api.solve(item, mode="unique")
            assert report.status == "unique", f


# -- CLI: batch and bad input ----------------------------------------------------------------

def run(args, input=None):
    return CliRunner().invoke(main, args, input=input)


def test_batch_reports_bad_line_and_solves_the_rest(tmp_path):
    good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    f = tmp_path / "batch.txt"
    f.write_text(f"{good}\n{good[:-1]}\n{good.replace('4', 'x', 1)}\n{good}\n")
    r = run(["solve", str(f)])
    lines = r.output.strip().splitlines()
    assert r.exit_code == 2
    assert lines[0].startswith("#1: solved ") and lines[3].startswith("#4: solved ")
    assert "bad input" in lines[1] and ":2:" in lines[1]
    assert "bad input" in lines[2] and ":3:1:" in lines[2]
    r = run(["solve", str(f), "--json"])
    docs = [json.loads(l) for l in r.stdout.strip().splitlines()]
    assert [d["status"] for d in docs] == ["solved", "error", "error", "solved"]
    assert len(docs[0]["solution"]["grid"]) == 9


def one_error_line(r):
    assert r.exit_code == 2, r.output
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("gridsat: error:"), err
    return err[0]


@pytest.mark.parametrize("text, needle", [
    ("4.....8.5.3......\n", "n*n characters"),
    ("1234" * 3 + "123.\n", "out of range"),  # 16 chars: 4x4, fine... replaced below
    ("sudoku 4x4\n1...\n..5.\n....\n....\n", "not a digit"),
    ("sudoku 4x4\n1...\n....\n....\n...\n", "row has 3 cells"),
    ("sudoku 4x4\n1...\n....\n....\n", "rows expected"),
    ("3x3:b1d4a6\n", "cells"),
    ("3x3:b1d4a6,abc\n", "part(s)"),
    ("3x3#12345\n", "random-seed"),
    ("9j:" + "a" * 81 + ",__\n", "inner edges"),
    ("3x3k:zzzc," + "_" * 145 + ",45\n", "1 of the 81 cells"),
    ("sudoku 4x4 killer\n....\n....\n....\n....\ncages\naabb\naabb\ncc.d\nccdd\na=10 b=10 c=10 d=7\n",
     "r3c3 is in no killer cage"),
    ("sudoku 4x4 killer\n....\n....\n....\n....\ncages\naabb\naabb\nccdd\nccdd\na=10 b=10 c=10\n",
     "has no sum"),
    ("sudoku 4x4 killer\n....\n....\n....\n....\ncages\naabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=99\n",
     "cannot sum to 99"),
])
def test_bad_input(tmp_path, text, needle):
    if needle == "out of range":
        text, needle = "1234" + "." * 11 + "5\n", "not a digit"
    f = tmp_path / "bad.txt"
    f.write_text(text)
    line = one_error_line(run(["solve", str(f)]))
    assert needle in line


def test_clashing_givens_are_named_before_solving(tmp_path):
    f = tmp_path / "clash.txt"
    f.write_text("sudoku 9x9\n5.......5\n" + ".........\n" * 8)
    line = one_error_line(run(["solve", str(f)]))
    assert "r1c9" in line and "r1c1" in line and "row 1" in line and ":2:" in line
    f.write_text("sudoku 4x4\n1...\n.1..\n....\n....\n")
    line = one_error_line(run(["solve", str(f)]))
    assert "r2c2" in line and "r1c1" in line and "box 1" in line
    line = one_error_line(run(["solve", "-"], input="1...........1...\n"))
    assert "r4c1" in line and "column 1" in line


def test_overlapping_cages_in_json(tmp_path):
    doc = {"genre": "sudoku", "size": 4, "givens": [[0] * 4] * 4,
           "cages": [{"sum": 10, "cells": [[r, c] for r in range(2) for c in range(4)]},
                     {"sum": 20, "cells": [[r, c] for r in range(1, 4) for c in range(4)]}]}
    f = tmp_path / "cages.json"
    f.write_text(json.dumps(doc))
    line = one_error_line(run(["solve", str(f)]))
    assert "two killer cages" in line and "r2c1" in line


def test_z3_backend_via_cli_on_killer(tmp_path):
    f = tmp_path / "k.txt"
    f.write_text(KILLER_4)
    r = run(["solve", str(f), "--unique", "--backend", "z3", "--json"])
    assert r.exit_code == 0
    assert json.loads(r.stdout)["solution"]["grid"] == KILLER_4_ANSWER


def test_export_killer_dimacs(tmp_path):
    f = tmp_path / "k.txt"
    f.write_text(KILLER_4)
    r = run(["export", str(f), "-o", str(tmp_path)])
    assert r.exit_code == 0 and (tmp_path / "k.cnf").exists()


def test_a_batch_shares_one_solver_and_agrees_with_solving_one_by_one():
    """Boards of one shape share one incremental solver (givens as assumptions, blocking
    clauses retired after each board); the verdicts and answers must be those of solving each
    board alone, whatever came before: unique, several answers, no answer."""
    lines = [l for l in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines() if l and not l.startswith("#")]
    rng = random.Random(7)
    boards = []
    for line in lines:
        boards.append(line)
        fewer = list(line)
        for i in rng.sample([i for i, ch in enumerate(line) if ch != "."], 12):
            fewer[i] = "."
        boards.append("".join(fewer))  # several answers
        # a unique board plus one more given that differs from its answer: no answer at all
        grid = api.solve(api.loads(line)).solution.grid
        for i in (i for i, ch in enumerate(line) if ch == "."):
            r, c = divmod(i, 9)
            d = grid[r][c] % 9 + 1
            wrong = line[:i] + str(d) + line[i + 1:]
            try:
                api.loads(wrong)
            except InputError:  # it clashes with a given: try another cell
                continue
            boards.append(wrong)
            break
    items = [it for it in api.load_all("\n".join(boards) + "\n") if not isinstance(it, InputError)]  # (clashes)
    for mode in ("unique", "solve"):
        shared = list(api.solve_batch(items, mode=mode))
        assert all(r.stats.get("shared_solver") for _, _, r in shared)
        for (i, item, r) in shared:
            alone = api.solve(item, mode=mode)
            assert r.status == alone.status, (i, r.status, alone.status)
            if mode == "unique" and r.status == "unique":
                assert r.solutions == alone.solutions
    statuses = {r.status for _, _, r in api.solve_batch(items, mode="unique")}
    assert {"unique", "multiple", "unsat"} <= statuses
