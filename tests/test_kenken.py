"""KenKen (Keen): formats, solving real puzzles (Tatham's generator) with both ways of writing
a cage, the checker, the CLI."""
import json
import shutil
import subprocess
import sys

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import kenken as kk
from gridsat.formats import InputError
from gridsat.formats.tatham import read_save_file

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "kenken-6x6.txt"
# made by `sgt-keen --generate 1 PARAMS` (Debian sgt-puzzles 20230122): unique puzzles; the
# generator prints the short params (the size only)
TATHAM_IDS = [
    "4:aa_aa_a4_5a,a9s2a7m4m4d2s2",                                                      # 4de
    "5:_aa__b_a_a__aa_aaba_7a,m12m20m2m30m15m16m4m2m5m12m15",                            # 5dem
    "6:b_b_aa_aa_12a_3a_3aacaa__a_aa_,a10m6d3d2s2s2d2m80s1a10d2a5s1m4a7m10",             # 6dn
    "6:__a_13a__a__aa_abaa__a_3a_babaa,d2s4a8a5m18d2a8m18a5s1s4s3m24m15m6d2s1",          # 6du
    "9:_a6_a_aa_6a__a_18a_11a_4a5_3a3__a3_3a_a_3a_baab_a3__a3_a4,a14d3a15m72s1m15m24a9a8m48d4a8s4d3m120m12"
    "a10a9s6d2s1d3m12s4s2a15d3s1a10m84s4s1m126m10a6d2s1d2",                              # 9dh
]
SGT_KEEN = shutil.which("sgt-keen") or shutil.which("/usr/games/sgt-keen")


def solve_unique(p, **kw):
    r = gridsat.solve(p, "unique", **kw)
    assert r.status == "unique", r.status
    assert kk.check(p, r.solutions[0]) == []
    return r.solutions[0]


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert p.size == 6 and len(p.cages) == 15
    assert p.cages[0] == kk.Cage(((0, 0), (1, 0)), "/", 2)
    assert kk.parse(kk.to_text(p)) == p
    assert kk.from_tatham(kk.to_tatham(p)) == p
    # labels separated by spaces, unicode operations, clues on their own lines, no header
    text = "kenken:\n  x1 x1 y\n  z  y  y\n  z  w  w\nx1=3× y=6+\nz=3+\nw=1−\n"
    q = gridsat.loads(text, "t").puzzle
    assert q.size == 3 and {(k.op, k.target) for k in q.cages} == {("*", 3), ("+", 6), ("+", 3), ("-", 1)}
    assert gridsat.loads("ab\nab\na=1- b=2/\n", "t", genre="calcudoku").puzzle.size == 2
    assert gridsat.loads("keen 2x2\nab\ncd\na=1 b=2 c=2 d=1\n", "t").puzzle.cages[1].op == ""


def test_json_round_trip():
    p = kk.from_tatham(TATHAM_IDS[0])
    doc = kk.to_json(p)
    assert doc["genre"] == "kenken" and doc["size"] == 4
    assert doc["cages"][0] == {"cells": [[0, 0], [0, 1], [1, 0]], "op": "+", "target": 9}
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_tatham_round_trips(gid):
    p = kk.from_tatham(gid)
    assert kk.to_tatham(p) == gid
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads(kk.to_text(p), "t").puzzle == p


def test_tatham_params_and_layout_runs():
    p = kk.from_tatham(TATHAM_IDS[1])
    assert kk.from_tatham("5dem:" + TATHAM_IDS[1][2:]) == p  # full params: difficulty, multiplication only
    assert kk.from_tatham("5m:" + TATHAM_IDS[1][2:]) == p
    # a 4x4 board of four 2x2 blocks: runs of walls ('_' repeated) and of open edges
    q = kk.Puzzle(4, tuple(kk.Cage(tuple((r + a, c + b) for a in (0, 1) for b in (0, 1)), "+", 10)
                           for r in (0, 2) for c in (0, 2)))
    gid = kk.to_tatham(q)
    assert gid == "4:ab7a,a10a10a10a10"  # one open edge and a wall, then 7 times two and a wall, ...
    assert kk.from_tatham("4:abbbbbbba,a10a10a10a10") == q  # the same without the repeat count
    one = kk.Puzzle(3, (kk.Cage(tuple((r, c) for r in range(3) for c in range(3)), "+", 18),))
    assert kk.to_tatham(one) == "3:l,a18" and kk.from_tatham("3:l,a18") == one
    with pytest.raises(InputError):
        kk.to_tatham(kk.Puzzle(2, (kk.Cage(((0, 0), (0, 1), (1, 0), (1, 1)), "+", 6),)))  # Keen: 3..9


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS) + "\n")
    assert [x.puzzle for x in api.load_all(str(path))] == [kk.from_tatham(g) for g in TATHAM_IDS]


def test_sniff_is_strict():
    assert kk.sniff("kenken\nab\n") and kk.sniff(TATHAM_IDS[0]) and kk.sniff("# c\nKeen 3\n")
    assert not kk.sniff(TATHAM_IDS[0] + "a3")  # one clue too many
    assert not kk.sniff("4:aa_aa_a4_5a,a9s2a7m4m4d2")  # too few
    assert not kk.sniff("3x3:a1b2c3d4e5f6g7h8i9")  # a Solo-like ID
    assert not kk.sniff("8x8:_faadlibeaj_a,3,0,2,1")  # a Tents ID
    assert not kk.sniff("4:1/2/3/1/2/2/3/1/2/2/1/2/2/3/1/2")  # a Towers ID
    assert not kk.sniff("7x7:b1eBc2gBc2c3g2c2eBb")  # a Light Up ID
    assert not kk.sniff("sudoku\n53..7....\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("kenken\nab\naq\na=3+ b=2\n", 3, 2, "cage 'q' (at r2c2) has no clue"),
    ("kenken\nab\nab\na=3+ b=2/ c=1\n", 4, 11, "clue for cage 'c'"),
    ("kenken\nab\nab\na=3+ a=2/ b=1-\n", 4, 6, "cage 'a' has a second clue"),
    ("kenken\naa\nbc\na=3+ b=3? c=1\n", 4, 6, "no operation to hide"),
    ("kenken\naab\naab\nccc\na=5- b=3+ c=6+\n", 5, 1, "needs two cells"),
    ("kenken\nab\nab\na=3+ b=2%\n", 4, 6, "bad clue 'b=2%'"),
    ("kenken\nab\na\na=3+ b=1\n", 3, None, "row has 1 cage labels"),
    ("kenken 3\nab\nab\na=3+ b=1-\n", 1, None, "header says 3"),
    ("kenken\naba\nbbb\naba\na=3+ b=2+\n", 2, 3, "'r1c1' is in two pieces"),
    ("kenken\na=3+\nab\n", 3, None, "after the clues"),
    ("kenken\nab\nab\n", 2, 1, "cage 'a' (at r1c1) has no clue"),
    ("4:aa_aa_a4_5a,a9s2a7m4m4d2s2a3", 1, 29, "too many clues"),
    ("4:aa_aa_a4_5a,a9s2a7m4m4d2", 1, 27, "too few clues"),
    ("4:aa_aa_a4_5a,a9s2a7m4x4d2s2", 1, 23, "expected a, m, s or d"),
    ("4:aa_aa_a4_5,a9s2a7m4m4d2s2", 1, 13, "inner edges described"),
    ("4:aa_aa_a4_5ab,a9s2a7m4m4d2s2", 1, 14, "more edges than the board has"),
    ("4:aa_aa_a4_5A,a9s2a7m4m4d2s2", 1, 13, "unexpected 'A'"),
    ("10:aa_aa_a4_5a,a9s2a7m4m4d2s2", 1, 1, "3x3 to 9x9"),
    ("4dq:aa_aa_a4_5a,a9s2a7m4m4d2s2", 1, 3, "unknown Keen difficulty"),
    ("4:aa_aa_a4_5a,s9s2a7m4m4d2s2", 1, 15, "needs a cage of two cells"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "kenken")  # a broken game ID is not detected as KenKen
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text", [
    '{"genre": "kenken", "size": 2, "cages": [{"cells": [[0, 0]], "op": "%", "target": 1}]}',
    '{"genre": "kenken", "size": 2, "cages": [{"cells": [[0, 0], [0, 1]], "op": "+", "target": 3}]}',
    '{"genre": "kenken", "size": 1, "cages": [{"cells": [[0, 0]], "op": "", "target": "1"}]}',
    '{"genre": "kenken", "size": 1, "cages": [{"cells": [[0, 0], [0, 0]], "op": "+", "target": 2}]}',
    '{"genre": "kenken", "size": 1, "cages": [{"cells": [[0, 1]], "op": "", "target": 1}]}',
    '{"genre": "kenken", "size": "3", "cages": []}', '{"genre": "kenken", "size": 2, "cages": {}}',
])
def test_bad_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


# -- solving ----------------------------------------------------------------------------------------

def test_example_is_unique():
    sol = solve_unique(gridsat.load(str(EXAMPLE)).puzzle)
    assert sol.grid[0] == (2, 5, 6, 1, 4, 3)  # as Tatham's generator planted it (its solution line)


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_stored_puzzles_are_unique_on_every_path(gid):
    """CNF (settled first, or the full encoding), z3 as the backend, cages as z3 arithmetic
    (small boards: it is slow, see docs/genres/kenken.md): all find the one answer."""
    p = kk.from_tatham(gid)
    sol = solve_unique(p)
    assert solve_unique(p, options=EncodeOptions(extra={"kenken_settle": False})) == sol
    assert solve_unique(p, options=EncodeOptions(extra={"kenken_sums": "pb"})) == sol
    assert solve_unique(p, backend="z3") == sol
    if p.size <= 5:
        assert solve_unique(p, options=EncodeOptions(cages="z3")) == sol


def test_a_cage_beyond_the_table_limit_goes_to_z3():
    p = kk.from_tatham(TATHAM_IDS[1])  # products only
    ref = solve_unique(p)
    small = EncodeOptions(extra={"kenken_max_tuples": 4})
    model = api.compile_model(p, small).model
    assert model.needs_z3 and model.z3_terms  # the products with more than 4 tuples
    r = gridsat.solve(p, "unique", options=small)
    assert r.stats["backend"] == "z3" and r.solutions == [ref]
    assert not api.compile_model(p).model.needs_z3
    sums = kk.from_tatham(TATHAM_IDS[0])  # its 3-cell sum has more than 4 tuples: the PB builders take it
    assert not api.compile_model(sums, small).model.needs_z3
    assert solve_unique(sums, options=small) == solve_unique(sums)


def test_tables_hold_every_allowed_tuple():
    from gridsat.encoders.kenken.cages import allowed

    line = kk.Cage(((0, 0), (0, 1), (0, 2)), "*", 12)  # three cells of one row: all differ
    assert sorted(allowed(line, 4)) == sorted({(1, 3, 4), (1, 4, 3), (3, 1, 4), (3, 4, 1), (4, 1, 3), (4, 3, 1)})
    ell = kk.Cage(((0, 0), (0, 1), (1, 0)), "*", 12)  # (0, 1) and (1, 0) may be equal
    assert (3, 2, 2) in allowed(ell, 4) and (2, 3, 3) not in allowed(ell, 4)
    assert sorted(allowed(kk.Cage(((0, 0), (0, 1)), "/", 2), 4)) == [(1, 2), (2, 1), (2, 4), (4, 2)]
    assert allowed(kk.Cage(tuple((0, c) for c in range(6)), "+", 21), 9, limit=100) is None


def test_explain_names_the_cages():
    # 2x2: the two one-cell cages put 2 twice in column 2
    p = gridsat.loads("kenken 2\nab\nac\na=1- b=2 c=2\n", "t")
    assert gridsat.solve(p).status == "unsat"
    ex = gridsat.explain(p)
    assert ex.status == "unsat" and ex.clues == ["cage at r1c2 (2)", "cage at r2c2 (2)"]
    ex = gridsat.explain(p, options=EncodeOptions(cages="z3"))
    assert ex.clues == ["cage at r1c2 (2)", "cage at r2c2 (2)"]


def test_export_and_external_solvers(tmp_path):
    p = kk.from_tatham(TATHAM_IDS[3])
    ref = solve_unique(p)
    for solver in ("cadical", "minisat"):
        if shutil.which(solver) is None:
            continue
        path = tmp_path / "p.txt"
        path.write_text(TATHAM_IDS[3] + "\n")
        assert cli("export", path, "-o", tmp_path).exit_code == 0
        cnf, answer = tmp_path / "p.cnf", tmp_path / f"{solver}.out"
        if solver == "cadical":
            answer.write_text(subprocess.run(["cadical", "-q", str(cnf)], capture_output=True, text=True).stdout)
        else:
            subprocess.run(["minisat", str(cnf), str(answer)], capture_output=True)
        status, sol = api.decode_answer(str(path), answer.read_text(), str(answer))
        assert status == "sat" and sol == ref
    need_binary("cadical")
    assert gridsat.solve(p, "unique", backend="external", solver_cmd="cadical -q").solutions == [ref]


def test_export_refuses_z3_cages(tmp_path):
    path = tmp_path / "p.txt"
    path.write_text(TATHAM_IDS[0] + "\n")
    r = cli("export", path, "-o", tmp_path, "--cages", "z3")
    assert r.exit_code == 2 and "cannot be exported" in r.stderr


# -- Tatham's generator ---------------------------------------------------------------------------

@pytest.mark.parametrize("size", [4, 5, 6, 7, 8, 9])
def test_fresh_puzzles_at_every_difficulty(size, tmp_path):
    """One fresh puzzle per difficulty (easy .. unreasonable; multiplication only too): unique,
    equal to the solution Tatham's generator saves, and the same on the z3 backend."""
    if SGT_KEEN is None:
        pytest.skip("sgt-keen (Debian sgt-puzzles) is not installed")
    for diff in ("e", "n", "h", "x", "u") + (("em",) if size in (5, 6) else ()):
        params = f"{size}d{diff}"
        subprocess.run([SGT_KEEN, "--generate", "1", params, "--save", str(tmp_path / params),
                        "--save-suffix", ".sav", "--soln"], capture_output=True, timeout=120, check=True)
        rec = read_save_file(next(tmp_path.glob(f"{params}*.sav")).read_text())
        gid = f"{rec['PARAMS']}:{rec['DESC']}"
        p = gridsat.loads(gid, params).puzzle
        sol = solve_unique(p)
        want = rec["SOLVE"][1:]  # "S" and the digits row after row
        assert "".join(str(d) for row in sol.grid for d in row) == want, params
        assert solve_unique(p, backend="z3") == sol
        assert kk.to_tatham(p) == f"{size}:{rec['DESC']}"


# -- the checker and the command line -------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p = kk.from_tatham(TATHAM_IDS[0])
    sol = solve_unique(p)
    g = [list(row) for row in sol.grid]
    g[0][0], g[0][1] = g[0][1], g[0][0]  # rows still hold 1..4, a column and cages do not
    problems = kk.check(p, kk.Solution(tuple(map(tuple, g))))
    assert any("column 1" in m for m in problems)
    swapped = tuple(zip(*sol.grid))  # the transpose: a Latin square, cages broken
    assert any("cage at" in m for m in kk.check(p, kk.Solution(swapped)))
    assert kk.check(p, kk.Solution(((1, 2), (2, 1)))) == ["the solution is not a 4x4 board"]
    assert "not a digit" in kk.check(p, kk.Solution(((0,) * 4,) * 4))[0]


def test_cli_game_id_and_options():
    r = cli("solve", TATHAM_IDS[2], "--unique")
    assert r.exit_code == 0 and "unique" in r.stdout
    r = cli("solve", "keen:" + TATHAM_IDS[0], "--unique", "--cages", "z3", "--json")
    doc = json.loads(r.stdout)
    assert r.exit_code == 0 and doc["status"] == "unique" and doc["stats"]["backend"] == "z3"
    assert doc["solution"]["grid"] == [list(row) for row in solve_unique(kk.from_tatham(TATHAM_IDS[0])).grid]
    r = cli("solve", str(EXAMPLES / "lightup-7x7.txt"), "--cages", "z3")
    assert r.exit_code == 2 and "--cages does not apply to lightup" in r.stderr


def test_drawings():
    p = kk.from_tatham(TATHAM_IDS[0])
    sol = solve_unique(p)
    text = kk.draw(p, sol)
    assert text.startswith("KenKen 4x4, 7 cages") and "clues: a=9+ b=2−" in text
    assert "a=9+ b=2-" in kk.draw(p, None, ascii=True)
    svg = kk.draw_svg(p, sol)
    assert svg.count('class="digit"') == 16 and "9+" in svg and "2÷" in svg


@pytest.mark.skipif(sys.platform == "win32", reason="process start-up")
def test_python_module_runs():
    r = subprocess.run([sys.executable, "-m", "gridsat", "solve", TATHAM_IDS[0]], capture_output=True, text=True)
    assert r.returncode == 0 and "KenKen 4x4" in r.stdout


# -- hidden operations: a cage shows its target only; the solver picks + - x / ---------------------
# Janko's Kendoku puzzles 30, 37 and 40 in puzzlekit's text, with their published answers, from
# puzzlekit's data set (SmilingWayne/puzzlekit-dataset, assets/data/KenKen): every cage's operation
# is hidden (a number alone on a cage of two cells or more).
JANKO_HIDDEN = {
    "030": ("4 4\n12 - 9 2\n- - - -\n5 3 - 1\n- - 3 -\n5 5 6 7\n5 6 6 7\n1 4 4 3\n1 1 2 3\n",
            "3 1 4 2/4 3 2 1/2 4 1 3/1 2 3 4"),
    "037": ("6 6\n216 - 7 - 11 4\n3 - 3 7 - -\n- - - - - 18\n3 - 1 - - -\n3 4 2 5 2 -\n- - - - 1 -\n"
            "1 1 2 2 3 4\n5 1 6 7 3 4\n5 1 6 7 3 8\n9 9 10 10 8 8\n11 12 13 14 15 15\n11 12 13 14 16 16\n",
            "3 4 1 6 2 5/4 3 6 2 5 1/1 6 2 5 4 3/5 2 4 3 1 6/2 5 3 1 6 4/6 1 5 4 3 2"),
    "040": ("8 8\n56 - - 11 - 12 - -\n2 2 - 120 7 3 - 6\n- 42 - - - 6 50 -\n- - 5 2 - 7 - -\n13 - - 4 3 - 21 -\n"
            "7 420 - - - 15 - 4\n- 12 - 14 13 - 15 -\n- - - - - - - -\n1 1 1 2 2 3 3 3\n4 5 5 6 7 8 8 9\n"
            "4 10 6 6 7 11 12 9\n10 10 13 14 14 15 12 12\n16 16 13 17 18 15 19 19\n20 21 21 17 18 22 22 23\n"
            "20 24 21 25 26 22 27 23\n24 24 21 25 26 22 27 27\n",
            "7 4 2 8 3 5 1 6/2 6 3 5 8 7 4 1/4 2 8 3 1 6 5 7/3 7 1 6 4 8 2 5/5 8 6 4 2 1 7 3/8 3 7 1 5 4 6 2/"
            "1 5 4 7 6 2 3 8/6 1 5 2 7 3 8 4"),
}


@pytest.mark.parametrize("number", sorted(JANKO_HIDDEN))
def test_hidden_operations_janko(number):
    text, answer = JANKO_HIDDEN[number]
    p = api.load(text, genre="kenken").puzzle
    assert any(k.op == "?" for k in p.cages) and all(k.op in ("?", "") for k in p.cages)
    want = tuple(tuple(map(int, row.split())) for row in answer.split("/"))
    report = gridsat.solve(p, "unique")
    assert report.status == "unique" and report.solution.grid == want and kk.check(p, report.solution) == []
    if number == "030":  # z3 as a second opinion, with every cage as z3 arithmetic too
        for options in (EncodeOptions(), EncodeOptions(cages="z3")):
            assert gridsat.solve(p, "unique", backend="z3", options=options).solution.grid == want


def test_hidden_operations_in_every_format_and_the_checker():
    p = api.load(JANKO_HIDDEN["030"][0], genre="kenken").puzzle
    text = kk.GENRE.to_text(p)
    assert "=12?" in text and kk.GENRE.parse(text) == p
    assert kk.GENRE.parse(text.replace("=12?", "=12")) == p  # a target alone on two cells or more: hidden
    doc = kk.GENRE.to_json(p)
    assert {k["op"] for k in doc["cages"]} == {"?", ""} and kk.GENRE.from_json(doc) == p
    assert api.load(gridsat.convert(p, "puzzlekit"), genre="kenken").puzzle == p
    with pytest.raises(InputError, match="hidden operations cannot be written as a Keen game ID"):
        gridsat.convert(p, "tatham")
    want = tuple(tuple(map(int, row.split())) for row in JANKO_HIDDEN["030"][1].split("/"))
    assert kk.check(p, kk.Solution(want)) == []
    swapped = (want[1], want[0]) + want[2:]  # still Latin, but the cages break
    assert any("no operation makes" in x for x in kk.check(p, kk.Solution(swapped)))
