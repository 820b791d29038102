"""Nonogram (Tatham's Pattern): formats, real puzzles (Tatham's generator, puzz.link URLs from
public sources), both line encodings, z3, DIMACS, the checker and the command line."""
import json
import random
import shutil
import subprocess

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import nonogram as ng
from gridsat.encoders.nonogram.generate import unique_planted
from gridsat.formats import InputError

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "nonogram-10x10.txt"
# made by `sgt-pattern --generate 1 SIZE` (Debian sgt-puzzles): unique puzzles (Pattern has no
# difficulty levels; its generator keeps what its line solver finishes)
TATHAM_IDS = [
    "5x5:2/2/2/3/3.1/1.1/1.1/2/2.1/2.2",
    "10x10:2/2/1/6/7.1/6.2/6.3/5.1/4/4/4/5/7/7/8/7/1/1/2.2/2.4",
    "15x15:1/1.1/1.1.3/1.3.3/4.3/1.4.2/2.7/7.3/1.3.4.1/2.8.1.1/6.3.3/6.4.1/6/6.1/6.1/7/6/5/3.1.8/9/9/1.1/3.3.1/"
    "10/9/3.3.4.2/1.1/3.5/5.1/5.3",
    "12x8:3.3/3.3/4.3/3.2/2.2/1/2/2.2/3.2/3.1/3/1/4/5/5.3/1.3/3/3.1/5.6/9",
    "25x25:2.4.9.2/2.4.8.2/1.2.1.4/1.1.4.6/1.1.5.2.3.2/1.5.4.2.2/2.5.3.3/1.7.3.3/1.8.2.2/7.1/2.1.1/3.3.1.3/"
    "1.3.6.1/11.5.1.1/5.4.2.5/5.2.3.5/4.3.3.8/2.4.2.7/1.1.3.8/1.11/1.1.11/3.1.4.3/3.1.5/4.4/5.2.2.1/2.6.3.4.1/"
    "2.1.5.2/3.4.4/1.1.4.4/1.9.4/2.5.1.1/2.6.1.1/10.2.3/9.5.2/7.6/6.4.1/1.2.2.3.1/2.5/2.6/2.1.2.3/2.4.2.5/"
    "2.5.9/2.5.3.5/2.1.2.5/5.3.5/6.10.1.1/7.3.11/2.2.7.3/6.3.4/3.2.1.4.2",
]
# pattern.c's comment: a puzzle no one-line-at-a-time solver finishes, yet unique
BELLA_IMAGE = "4x4:2/1/2/1/1.1/2/1/1"
# puzz.link URLs from public sources:
URLS = [
    # swaroopg92/penpa-edit, test/public/puzz_link_parser.js ("Nonogram 3")
    "https://puzz.link/p?nonogram/20/14/2l12k112j112j711j91k5121i74k414j48k48k4214i94k73k28k252j81k44k33k4l44n92na1"
    "2m1912l11611k5421l5126l2812l165m524m4an3ando8o",
    # T0nyX1ang/noqx, solver/nonogram.py (its example)
    "https://puzz.link/p?nonogram/31/13/m513j1111i531q55k11111h5111p55k111j131q55k11k55k11k135j1l55k111j55r35k311j3"
    "5r51k115j51zn3353133o11111111111k131113133m11111111111k11111111333zg3113313311l111111111111111g3331111133l1111"
    "12121111j11111111111111x",
]


def solve_unique(puzzle, **kw):
    r = gridsat.solve(puzzle, "unique", **kw)
    assert r.status == "unique", r.status
    assert ng.check(r.puzzle, r.solution) == []
    return r.puzzle, r.solution


# -- formats --------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert (p.width, p.height) == (10, 10) and p.cols[1] == (1, 7) and p.rows[0] == (8,)
    assert ng.parse(ng.to_text(p)) == p
    text = ("// rows first, commas, empty lines as 0 and -\npicross\nrows:\n 1,1\n0\n  -\ncols:\n1\n0\n1\n"
            "grid\nx.#\n...\n...\n")
    q = ng.parse(text)
    assert q.rows == ((1, 1), (), ()) and q.cols == ((1,), (), (1,))
    assert q.givens == (((0, 0), 0), ((0, 2), 1))
    assert ng.parse(ng.to_text(q)) == q
    assert gridsat.loads("nonogram:\ncolumns\n1\nrows\n1\n", "t").puzzle == ng.Puzzle(((1,),), ((1,),))
    assert gridsat.loads("columns\n1\nrows\n1\n", "t", genre="griddlers").puzzle.rows == ((1,),)


def test_json_round_trip():
    p = ng.parse("nonogram\ncolumns\n1\n1\nrows\n2\ngrid\n#.\n")
    doc = ng.to_json(p)
    assert doc == {"genre": "nonogram", "rows": [[2]], "cols": [[1], [1]], "givens": [[0, 0, 1]]}
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p


@pytest.mark.parametrize("gid", TATHAM_IDS + [BELLA_IMAGE])
def test_tatham_and_puzzlink_round_trips(gid):
    p = ng.from_tatham(gid)
    assert ng.to_tatham(p) == gid
    assert ng.from_url(ng.to_url(p)) == p
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads(f"pattern:{gid}", "t").puzzle == p


def test_tatham_layout_and_clue_squares():
    p = ng.from_tatham("3x2:1//2/1.1/1")  # columns first, then rows; an empty clue is nothing
    assert p.cols == ((1,), (), (2,)) and p.rows == ((1, 1), (1,))
    assert ng.from_tatham("3:1/1/1/1/1/1").height == 3  # W alone: a square
    # clue squares: 'B' skips one cell and shades the next; 'b' skips one and blanks the
    # next; 'c' skips the last two cells (it runs to the end of the 3x2 grid)
    q = ng.from_tatham("3x2:1//2/1.1/1,Bbc")
    assert q.givens == (((0, 1), 1), ((1, 0), 0))
    assert ng.to_tatham(q) == "3x2:1//2/1.1/1,Bbc"
    big = ng.Puzzle(((),) * 6, ((),) * 6, (((5, 5), 0),))  # 35 unknown cells before the given: z then j
    assert ng.to_tatham(big).endswith(",zk") and ng.from_tatham(ng.to_tatham(big)) == big
    with pytest.raises(InputError, match="cannot hold given cells"):
        ng.to_url(q)


def test_puzzlink_matches_pzprjs():
    p = ng.from_url(URLS[0])
    assert (p.width, p.height) == (20, 14)
    # each line's values start next to the grid: column 2 "12k" is the clue 2 1
    assert p.cols[0] == (2,) and p.cols[1] == (2, 1) and p.rows[0] == (4, 4)
    assert ng.to_url(p) == URLS[0]
    assert ng.to_url(ng.from_url(URLS[1])) == URLS[1]


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[:3]) + "\n")
    assert [x.puzzle for x in api.load_all(str(path))] == [ng.from_tatham(g) for g in TATHAM_IDS[:3]]


def test_sniff_is_strict():
    assert ng.sniff("nonogram\ncolumns\n1\nrows\n1\n") and ng.sniff(TATHAM_IDS[0]) and ng.sniff("pattern 3x2\n")
    assert not ng.sniff("5x5:2/2/2/3/3.1/1.1/1.1/2/2.1")            # one clue short
    assert not ng.sniff("5x5:2/2/2/3/3.1/1.1/1.1/2/2.1/6")          # 6 does not fit a 5-wide row
    assert not ng.sniff("4:2/1/2/3/3/2/1/2/2/3/1/3/1/2/3/2")        # a Towers ID (4n clues)
    assert not ng.sniff("7x7:b1eBc2gBc2c3g2c2eBb")                  # Light Up
    assert not ng.sniff("8x8:_faadlibeaj_a,3,0,2,1")                # Tents
    assert not ng.sniff("nonogram is fun\n1\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("nonogram\ncolumns\n1\n1 x\nrows\n2\n", 4, 3, "'x' is not a positive number"),
    ("nonogram\ncolumns\n1\n3\nrows\n2\n", 4, 1, "needs 3 cells, the line has 1"),
    ("nonogram 3x1\ncolumns\n1\n1\nrows\n2\n", 1, None, "header says 3x1"),
    ("nonogram\n1\n", 2, None, "expected a 'columns' or 'rows' section"),
    ("nonogram\ncolumns\n1\n", 3, None, "no rows clues"),
    ("nonogram\ncolumns\n1\nrows\n1\ngrid\n#?\n", 7, None, "grid row has 2 cells"),
    ("nonogram\ncolumns\n1\nrows\n1\ngrid\no\n", 7, 1, "unknown character 'o'"),
    ("5x5:2/2/2/3/3.1/1.1/1.1/2/2.1/2.2/3", 1, 34, "expected 10 clues"),
    ("5x5:2/2/2/3/3.1/1.1/1..1/2/2.1/2.2", 1, 22, "numbers separated by '.'"),
    ("5x5:2/2/2/3/3.1/1.1/1.1/2/2.1/6", 1, 31, "needs 6 cells"),
    ("3x2:1//2/1.1/1,B?", 1, 17, "unexpected '?'"),
    ("3x2:1//2/1.1/1,Bbcd", 1, 19, "too much data"),
    ("3x2:1//2/1.1/1,B", 1, 17, "too little data"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "nonogram")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text", [
    # swaroopg92/penpa-edit's parser test "Nonogram 1": well-formed, but 6 5 4 cannot fit 10 cells
    "https://puzz.link/p?nonogram/4/10/123h456h789habcn1g2g3g4g3g2g1g",
    "https://puzz.link/p?nonogram/2/2/1.11", "https://puzz.link/p?nonogram/2/2/1g11g",
    "https://puzz.link/p?nonogram/2/2/11",
    '{"genre": "nonogram", "rows": [[1]], "cols": [[1], 2]}', '{"genre": "nonogram", "rows": [], "cols": [[1]]}',
    '{"genre": "nonogram", "rows": [[0]], "cols": [[]]}', '{"genre": "nonogram", "rows": [[1]], "cols": [[1]], '
    '"givens": [[0, 1, 1]]}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


# -- solving ---------------------------------------------------------------------------------------

def test_example_is_unique():
    p, sol = solve_unique(gridsat.load(str(EXAMPLE)))
    assert sum(map(sum, sol.grid)) == sum(map(sum, p.rows))


@pytest.mark.parametrize("gid", TATHAM_IDS + [BELLA_IMAGE])
def test_generated_puzzles_are_unique_with_both_encodings(gid):
    p, sol = solve_unique(gridsat.loads(gid, "t"))
    _, other = solve_unique(p, options=EncodeOptions(runs="automaton"))
    assert other == sol


@pytest.mark.parametrize("url", URLS)
def test_puzzlink_puzzles_are_unique(url):
    solve_unique(gridsat.loads(url, "url"))


def test_givens_decide_an_ambiguous_picture():
    p = ng.from_tatham("2x2:1/1/1/1")  # two diagonals
    assert len(gridsat.count(p).solutions) == 2
    _, sol = solve_unique(ng.from_tatham("2x2:1/1/1/1,Ad"))  # top left given shaded
    assert sol.grid == ((1, 0), (0, 1))
    assert gridsat.solve(ng.from_tatham("2x2:1/1/1/1,ABb"), "unique").status == "unsat"  # and (1, 0) shaded


def sgt_pattern() -> str:
    exe = shutil.which("sgt-pattern") or shutil.which("/usr/games/sgt-pattern")
    if exe is None:
        pytest.skip("sgt-pattern (Debian sgt-puzzles) is not installed")
    return exe


@pytest.mark.parametrize("size", ["6x6", "10x10", "15x15", "20x10"])
def test_fresh_puzzles_from_the_generator(size):
    out = subprocess.run([sgt_pattern(), "--generate", "2", size], capture_output=True, text=True, timeout=120)
    ids = [line for line in out.stdout.split() if ":" in line]
    assert len(ids) == 2
    for gid in ids:
        solve_unique(gridsat.loads(gid, "t"))


def test_planted_pictures_are_made_unique():
    p = unique_planted(12, 9, seed=3)
    solve_unique(p)


def test_z3_agrees():
    for text in [TATHAM_IDS[1], TATHAM_IDS[3], BELLA_IMAGE, URLS[0]]:
        loaded = gridsat.loads(text, "t")
        assert gridsat.solve(loaded, "unique", backend="z3").solutions == gridsat.solve(loaded, "unique").solutions


@pytest.mark.slow
def test_z3_agrees_on_big_puzzles():
    for text in [TATHAM_IDS[4], URLS[1]]:
        loaded = gridsat.loads(text, "t")
        assert gridsat.solve(loaded, "unique", backend="z3").solutions == gridsat.solve(loaded, "unique").solutions


@pytest.mark.parametrize("runs", ["starts", "automaton"])
def test_tiny_puzzles_match_brute_force(runs):
    rng = random.Random(5)
    for _ in range(40):
        p = ng.tiny(rng)
        brute = sorted(s.grid for s in ng.candidates(p) if not ng.check(p, s))
        found = sorted(s.grid for s in gridsat.solve(p, "all", options=EncodeOptions(runs=runs)).solutions)
        assert found == brute, p


def test_line_counts_part_agrees():
    loaded = gridsat.loads(TATHAM_IDS[2], "t")
    on = gridsat.solve(loaded, "unique", options=EncodeOptions(parts={"line-counts": True}))
    assert on.solutions == gridsat.solve(loaded, "unique").solutions


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("nonogram\ncolumns\n1\n0\nrows\n1\n1\n", "t"))
    assert ex.status == "unsat" and ex.minimal
    assert sorted(ex.clues) == ["column 1 reads 1", "column 2 reads 0", "row 1 reads 1", "row 2 reads 1"]


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_export_decodes_to_a_checked_answer(tmp_path, solver):
    exe = need_binary(solver)
    loaded = gridsat.loads(TATHAM_IDS[2], "t")
    path, model = gridsat.export_dimacs(loaded, str(tmp_path))
    if solver == "cadical":
        out = subprocess.run([exe, "-q", str(path)], capture_output=True, text=True).stdout
    else:
        result = tmp_path / "result.txt"
        subprocess.run([exe, str(path), str(result)], capture_output=True, text=True)
        out = result.read_text()
    status, sol = gridsat.decode_answer(loaded, out, "solver")
    assert status == "sat" and ng.check(loaded.puzzle, sol) == []
    assert sol == gridsat.solve(loaded, "unique").solution


# -- the checker --------------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(gridsat.loads(TATHAM_IDS[0], "t"))
    grid = [list(row) for row in sol.grid]
    grid[0][0] ^= 1
    problems = ng.check(p, ng.Solution(tuple(map(tuple, grid))))
    assert any(m.startswith("row 1 reads") for m in problems)
    assert any(m.startswith("column 1 reads") for m in problems)
    assert ng.check(p, ng.Solution(sol.grid[:-1])) == ["the answer is not a 5x5 grid"]
    q = ng.from_tatham("2x2:1/1/1/1,Ad")
    assert ng.check(q, ng.Solution(((0, 1), (1, 0)))) == ["r1c1 is given shaded"]


# -- command line ------------------------------------------------------------------------------------

def test_cli_solve_unique_json():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "nonogram" and doc["status"] == "unique"
    assert len(doc["solution"]["grid"]) == 10 and {v for row in doc["solution"]["grid"] for v in row} == {0, 1}


def test_cli_game_id_as_argument_and_runs_option():
    r = cli("solve", TATHAM_IDS[0], "--unique", "--runs", "automaton")
    assert r.exit_code == 0 and "unique" in r.stdout.lower(), (r.stdout, r.stderr)
    r = cli("solve", f"nonogram:{TATHAM_IDS[0]}", "--unique")
    assert r.exit_code == 0, r.stderr


def test_cli_convert_and_draw():
    p = gridsat.load(str(EXAMPLE)).puzzle
    gid = cli("convert", EXAMPLE, "--to", "tatham").stdout.strip()
    assert ng.from_tatham(gid) == p
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    assert gridsat.loads(url, "url").puzzle == p
    _, sol = solve_unique(p)
    svg = ng.draw_svg(p, sol)
    assert svg.count('class="shaded"') == sum(map(sum, p.rows))
    assert svg.count('class="clue"') == sum(map(len, p.rows)) + sum(map(len, p.cols))
    text = ng.draw(p, sol, ascii=True)
    assert text.count("#") == sum(map(sum, p.rows))
