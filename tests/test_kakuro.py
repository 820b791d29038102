"""Kakuro: formats (native text, JSON, puzz.link), real puzzles from public sources, planted
puzzles, both sum encodings, the digit pruning, z3, DIMACS, the checker and the command line."""
import json
import random
import subprocess

import pytest

import gridsat
from gridsat.encoders import EncodeOptions
from gridsat.encoders import kakuro as kk
from gridsat.encoders.kakuro.sums import digit_sets, settle
from gridsat.encoders.kakuro.generate import unique_planted
from gridsat.formats import InputError

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "kakuro-10x10.txt"
# puzz.link URLs from public sources (sizes count the frame of clue cells):
URLS = [
    # T0nyX1ang/noqx, solver/kakuro.py (its example): 16x16 with the frame
    "https://puzz.link/p?kakuro/15/15/m-dm.ffl-7l9-mQjmIBmbam-anWZs.jSpBjo.7goP4lJ9m..nAjo74lf-.lUUrF9l7-qHNq-clKT"
    "rO4l.-clgIoibn.JbmHglfgo.gOo7NpA-.s7Hnb-m-fm-7m-7m-hl-4l.-Dm-Em46BfgJjhSK79acVZD",
    # semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/kakuro.rs (its test)
    "https://puzz.link/p?kakuro/6/5/Dclh4t9fl3-p-gl-alJeC3BgG",
    # swaroopg92/penpa-edit, test/public/puzz_link_parser.js ("Kakuro 1", "Kakuro 5"; pzprjs's older
    # encoding, 0 for no clue)
    "https://puzz.link/p?kakuro/10/16/70Z3lg7ma0.sE0ladnQapgOoJgo6aoSfoZ0.ofgmJ0mcCvVim0EmCOoD0bho77oIfoa0ogJp4Knhal0"
    "Zs.0am0gl..5IDccZ4HhiDBcgd",
    "https://puzz.link/p?kakuro/6/6/m-eoI5lD-t.l-co-bm8-e-i97ggc",
]
# kakuros.com random 15x15 (as stored in MarcelGarus/kakuro, kakuros/15x15.kakuro), written as a
# puzz.link URL by gridsat
KAKUROS_15 = ("https://puzz.link/p?kakuro/14/14/E-ccm-blg-.GdrhhmDfp.-alh--gm...lb-.-hl7--gl...-4l6-h--dlEhl.3-g-.-c"
              "m7--emE-Jbl3-ghnD8l3Bra9l-Fn..l.bcmh--jmD-...-5l-fl4-.-8l7-..-6lh--bl6-.-blh-4-gcmg-43lg-hap-hm-Fr..-"
              "cl-Am..3h6g34h3Dd9gbFh")
SMALL = """kakuro 4x4
\\    17\\  11\\  \\
\\16   .    .    3\\
\\11   .    .    .
\\     \\4   .    .
"""


def solve_unique(puzzle, **kw):
    r = gridsat.solve(puzzle, "unique", **kw)
    assert r.status == "unique", r.status
    assert kk.check(r.puzzle, r.solution) == []
    return r.puzzle, r.solution


# -- formats --------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = kk.parse(SMALL)
    assert (p.width, p.height) == (4, 4) and p.grid[0][1] == (17, None) and p.grid[1][3] == (3, None)
    assert p.grid[3][1] == (None, 4) and p.grid[1][1] is None
    assert kk.parse(kk.to_text(p)) == p
    solve_unique(p)
    # the .kakuro files of MarcelGarus/kakuro: '#' comments, runs of '_' for white cells
    garus = "# a comment\n\\    4\\    3\\\n\\3 _____ _____\n\\4 _____ _____\n"
    q = gridsat.loads(garus, "t", genre="kakuro").puzzle
    assert q.grid[1][1] is None and q.grid[2][0] == (None, 4)
    assert gridsat.loads(garus, "t").genre_name == "kakuro"  # recognised without a header
    assert gridsat.loads("kakuro:\n" + garus, "t").puzzle == q


def test_json_round_trip():
    p = kk.parse(SMALL)
    doc = kk.to_json(p)
    assert doc["genre"] == "kakuro" and doc["grid"][1][:2] == [[None, 16], None]
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p


@pytest.mark.parametrize("url", URLS + [KAKUROS_15])
def test_puzzlink_reads_and_writes(url):
    p = kk.from_url(url)
    assert kk.from_url(kk.to_url(p)) == p
    if url != URLS[2]:  # pzprjs's current encoding comes back unchanged (URLS[2] has 0 for none)
        assert kk.to_url(p) == url


def test_puzzlink_layout_matches_pzprjs():
    # 2x2 cells in a frame: one white cell, three black; the frame gives row 1 the across clue 5
    p = kk.from_url("https://puzz.link/p?kakuro/2/2/k...-5")
    assert p.grid == (((None, None), (None, None), (None, None)),
                      ((None, 5), None, (None, None)),
                      ((None, None), (None, None), (None, None)))
    assert solve_unique(p)[1].grid[1][1] == 5
    # a clue pair is down then across; then the frame: a down clue for each column whose top
    # cell is white (here 4 and 6), an across clue for each row whose first cell is white (none)
    q = kk.from_url("https://puzz.link/p?kakuro/3/2/-3l-7l46")
    assert q.grid == (((None, None), (None, None), (4, None), (6, None)),
                      ((None, None), (None, 3), None, None),
                      ((None, None), (None, 7), None, None))
    assert kk.to_url(q) == "https://puzz.link/p?kakuro/3/2/-3l-7l46"
    # 'A' is 20; a frame without clues is left out (the body is the grid); older URLs wrote 0
    # for "no clue" where the current ones write '-'
    r = kk.from_url("https://puzz.link/p?kakuro/1/4/A-m---")
    assert r.grid == (((20, None),), (None,), (None,), (None,))
    assert kk.from_url("https://puzz.link/p?kakuro/1/4/K0m000").grid[0] == ((30, None),)
    old = kk.from_url("https://puzz.link/p?kakuro/1/4/K0m000")
    assert kk.to_url(old) == "https://puzz.link/p?kakuro/1/4/K-m---"


def test_sniff_is_strict():
    assert kk.sniff(SMALL) and kk.sniff("kakuro 3x3\n")
    assert not kk.sniff("\\ \\\n\\ .\n")             # no clue: not recognisably Kakuro
    assert not kk.sniff("3\\ 4\\\n\\3 . .\n")          # rows of different lengths
    assert not kk.sniff("nonogram\ncolumns\n1\nrows\n1\n")
    assert not kk.sniff("4:2/1/2/3/3/2/1/2/2/3/1/3/1/2/3/2")


@pytest.mark.parametrize("text, line, col, words", [
    ("kakuro\n\\ 3\\\n\\3 x\n", 3, 4, "unknown cell 'x'"),
    ("kakuro\n3\\ \\\n\\ .\n", 2, 1, "no white cell below"),
    ("kakuro\n\\ 3\\\n\\3\n", 3, None, "row has 1 cells"),
    ("kakuro\n\\ 46\\\n\\3 .\n", 2, 3, "out of range 1..45"),
    ("kakuro 3x3\n\\ 3\\\n\\3 .\n", 1, None, "header says 3x3"),
    ("kakuro\n\\ \\\n\\ \\\n", None, None, "no white cells"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "kakuro")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:" + (f"{line}:" if line else "") + (f"{col}:" if col else "")
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text", [
    "https://puzz.link/p?kakuro/3/3/k", "https://puzz.link/p?kakuro/2/2/k..", "https://puzz.link/p?kakuro/2/2/k.._5",
    "https://puzz.link/p?kakuro/2/2/k...-5x", "https://puzz.link/p?kakuro/2/1/z", "https://puzz.link/p?kakuro/2/2/..(.",
    '{"genre": "kakuro", "grid": [[null, [1]]]}', '{"genre": "kakuro", "grid": []}',
    '{"genre": "kakuro", "grid": [[[null, 3], null], [null]]}',
    '{"genre": "kakuro", "grid": [[[null, 3.5], null]]}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


# -- solving ---------------------------------------------------------------------------------------

def test_example_is_unique():
    p, sol = solve_unique(gridsat.load(str(EXAMPLE)))
    assert all(sol.grid[r][c] for r, c in p.white)


@pytest.mark.parametrize("url", URLS + [KAKUROS_15])
def test_public_puzzles_are_unique(url):
    solve_unique(gridsat.loads(url, "url"))


@pytest.mark.parametrize("url", [URLS[1], URLS[3], KAKUROS_15])
def test_encodings_agree(url):
    loaded = gridsat.loads(url, "url")
    _, ref = solve_unique(loaded)
    for options in (EncodeOptions(run_sums="pb"), EncodeOptions(extra={"kakuro_full": True}),
                    EncodeOptions(run_sums="pb", extra={"kakuro_full": True}),
                    EncodeOptions(extra={"kakuro_full": True}, parts={"required-digits": True})):
        assert solve_unique(loaded, options=options)[1] == ref
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == [ref]
    assert gridsat.solve(loaded, "unique", backend="z3", options=EncodeOptions(run_sums="pb")).solutions == [ref]


def test_planted_puzzles_are_unique():
    p = unique_planted(9, 9, seed=2)
    solve_unique(p)
    solve_unique(p, options=EncodeOptions(extra={"kakuro_full": True}))


def test_digit_sets_and_pruning():
    assert digit_sets(2, 3) == (frozenset({1, 2}),) and digit_sets(2, 17) == (frozenset({8, 9}),)
    assert len(digit_sets(3, 15)) == 8 and digit_sets(2, 2) == ()
    left = settle(kk.parse(SMALL))
    assert left.clash is None and not left.open  # the combination tables finish this one
    # a run of two adding up to 4 holds 1 and 3 only (its cells' down runs have no clue)
    left = settle(kk.parse("kakuro\n\\ \\ \\\n\\4 . .\n\\ . .\n"))
    assert left.open[1, 1] == [1, 3] and left.open[1, 2] == [1, 3]
    assert settle(kk.parse("kakuro\n\\ \\ 3\\\n\\ \\4 .\n")).clash == (1, 2)  # 3 across vs 4 down on one cell


@pytest.mark.parametrize("runs", ["sets", "pb"])
def test_tiny_puzzles_match_brute_force(runs):
    rng = random.Random(11)
    for _ in range(25):
        p = kk.tiny(rng)
        brute = sorted(s.grid for s in kk.candidates(p) if not kk.check(p, s))
        for extra in ({}, {"kakuro_full": True}):
            found = sorted(s.grid for s in gridsat.solve(p, "all", options=EncodeOptions(run_sums=runs,
                                                                                          extra=extra)).solutions)
            assert found == brute, p


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("kakuro\n\\ \\ 3\\\n\\ \\4 .\n", "t"))
    assert ex.status == "unsat" and ex.minimal
    assert sorted(ex.clues) == ["across r2c3-r2c3 adds up to 4 and repeats no digit",
                                "down r2c3-r2c3 adds up to 3 and repeats no digit"]


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_export_decodes_to_a_checked_answer(tmp_path, solver):
    exe = need_binary(solver)
    loaded = gridsat.loads(URLS[1], "url")
    path, _ = gridsat.export_dimacs(loaded, str(tmp_path))
    if solver == "cadical":
        out = subprocess.run([exe, "-q", str(path)], capture_output=True, text=True).stdout
    else:
        result = tmp_path / "result.txt"
        subprocess.run([exe, str(path), str(result)], capture_output=True, text=True)
        out = result.read_text()
    status, sol = gridsat.decode_answer(loaded, out, "solver")
    assert status == "sat" and kk.check(loaded.puzzle, sol) == []
    assert sol == gridsat.solve(loaded, "unique").solution


# -- the checker ---------------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(kk.parse(SMALL))
    grid = [list(row) for row in sol.grid]
    grid[1][1], grid[1][2] = grid[1][2], grid[1][1]  # the across sum holds, the down sums break
    assert any("adds up to" in m for m in kk.check(p, kk.Solution(tuple(map(tuple, grid)))))
    grid = [list(row) for row in sol.grid]
    grid[2][3] = grid[2][2]
    assert any("repeats a digit" in m for m in kk.check(p, kk.Solution(tuple(map(tuple, grid)))))
    grid[0][0] = 5
    assert kk.check(p, kk.Solution(tuple(map(tuple, grid)))) == ["r1c1 is a black cell, its entry must be 0"]
    grid[0][0], grid[1][1] = 0, 10
    assert kk.check(p, kk.Solution(tuple(map(tuple, grid)))) == ["r2c2 holds 10, not a digit 1-9"]


# -- command line ------------------------------------------------------------------------------------

def test_cli_solve_unique_json():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "kakuro" and doc["status"] == "unique"
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert all((v == 0) == (p.grid[r][c] is not None) for r, row in enumerate(doc["solution"]["grid"])
               for c, v in enumerate(row))


def test_cli_url_argument_options_convert_and_draw():
    r = cli("solve", URLS[1], "--unique", "--run-sums", "pb", "--pb", "adder")
    assert r.exit_code == 0, r.stderr
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert gridsat.loads(url, "url").puzzle == p
    _, sol = solve_unique(p)
    svg = kk.draw_svg(p, sol)
    assert svg.count('class="digit"') == len(p.white)
    assert svg.count('class="clue"') == sum(run.clue is not None for run in p.runs)
    assert "Kakuro 10x10" in kk.draw(p, sol)
