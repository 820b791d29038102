"""Skyscrapers (Towers): formats, real puzzles (Tatham's generator, puzz.link), the checker,
the implied constraints, z3 and DIMACS agreement, the CLI."""
import json
import random
import shutil
import subprocess

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import skyscrapers as sky
from gridsat.formats import InputError
from gridsat.latin import latin_square
from gridsat.model import Model

from .conftest import EXAMPLES, cli, need_binary
from .test_connectivity import answers

EXAMPLE = EXAMPLES / "skyscrapers-6x6.txt"
# made by `sgt-towers --generate 1 <params>` (Debian sgt-puzzles 20230122): unique puzzles at
# every difficulty (e easy, h hard, x extreme, u unreasonable)
TATHAM_IDS = [
    "4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/2",                                               # 4de
    "5:///4//1///////3///1/3///2,c2m1g",                                               # 5dh
    "7:/4///1/2/3/3///4////2/3//4/2//2///4//3//,b2l5b6g1g3f2e4a",                     # 7dx
    "8://2/2/5/4///5//4/2//2//2/////3//2/3/3/1///3/3//,h2b3i3a2a5f5c4d1t5a",          # 8du
    "9:2/5/5/2/4/3/1/2/4/3/2/2/3/4/1/6/3/2/4/1/3/4/3/3/2/2/2/3/4/4/1/5/2/4/3/2,"
    "b2d7d4e5a6c4f8_5c2d7b4b7b3b6b4g2j2e",                                              # 9de
    "9://3//2/4//3//4///2///5///3//3//4//5/3/3//4//4/4/1///4,c3a5f8g6e3a3f2k2c4c6c3g3h1d",  # 9dh
    "9:///1///5////2//2/5/3//3//3///4/4/2///3//4/1/4/2/3//2/4,a3c4b1_3h7a8_5e2o6e8e6_1_3g4j1d",  # 9dx
    "9:5////4/3/2////2/4/4///4/2/4/3/3//4/3/2/4////5/5/3/4/2//3/3,d2k2l6_4_1l3e7a5c2a4r3c",  # 9du
]
# puzz.link URLs from public sources:
# pzprjs's own test data (robx/pzprjs, test/script/skyscrapers.js), with its published answer
PZPRJS_URL = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"
PZPRJS_ANSWER = ((2, 1, 4, 3), (1, 2, 3, 4), (4, 3, 1, 2), (3, 4, 2, 1))
# the Skyscrapers example of noqx (T0nyX1ang/noqx, solver/core/const.py)
NOQX_URL = "https://puzz.link/p?skyscrapers/9/9/g4g7g5g5i4g5g7i3g2g8g6i7g8g2h"
URLS = [PZPRJS_URL, NOQX_URL]


def solve_unique(x, **kw):
    loaded = gridsat.load(x)
    assert loaded.genre_name == "skyscrapers"
    r = gridsat.solve(loaded, "unique", **kw)
    assert r.status == "unique", r.status
    assert sky.check(loaded.puzzle, r.solutions[0]) == []
    return loaded.puzzle, r.solutions[0]


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    side = p.outside
    assert p.size == 6 and side["left"][0] == 2 and side["right"][0] == 1 and side["bottom"][0] == 1
    assert side["top"] == (None,) * 6
    assert p.givens[3][4] == 2 and p.givens[5][3] == 1
    assert sky.parse(sky.to_text(p)) == p
    # no size in the header, corners written out, other spacing; a prefix instead of a header
    text = "# a comment\ntowers\n. 1 . .\n. . . .\n2 . 1 2\n. . . .\n"
    q = sky.parse(text)
    assert q.size == 2 and q.outside == {"top": (1, None), "left": (None, 2), "right": (None, 2), "bottom": (None, None)}
    assert q.givens == ((0, 0), (0, 1))
    assert gridsat.loads("skyscrapers:\n  1 .\n. . . .\n2 . 1 2\n  . .\n", "t").puzzle == q
    assert gridsat.loads("1 .\n. . . .\n2 . 1 2\n. .\n", "t", genre="towers").puzzle == q


def test_json_round_trip():
    p = sky.from_tatham(TATHAM_IDS[1])
    doc = sky.to_json(p)
    assert doc["genre"] == "skyscrapers" and doc["size"] == 5 and doc["top"][3] == 4 and doc["bottom"][0] == 1
    assert doc["givens"][0][3] == 2 and doc["left"] == list(p.outside["left"])
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p
    bare = {"genre": "skyscrapers", "size": 2, "top": [1, None]}  # missing sides: no clues
    assert gridsat.loads(json.dumps(bare), "t").puzzle.outside["left"] == (None, None)


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_tatham_ids_round_trip(gid):
    p = sky.from_tatham(gid)
    assert sky.to_tatham(p) == gid
    assert sky.from_url(sky.to_url(p)) == p
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads("towers:" + gid, "t").puzzle == p


def test_tatham_format_details():
    # clue order: above the columns, below, left of the rows, right; '_' between two givens
    p = sky.from_tatham("3dh:1//////////2/,a1_2e3")
    assert (p.outside["top"], p.outside["left"], p.outside["right"]) == ((1, None, None), (None,) * 3, (None, 2, None))
    assert p.givens == ((0, 1, 2), (0, 0, 0), (0, 0, 3))
    assert sky.to_tatham(p) == "3:1//////////2/,a1_2e3"
    assert sky.to_tatham(sky.Puzzle(((2, None), (None, None)))) \
        == "2:///////,2c"


def test_puzzlink_matches_pzprjs():
    p = sky.from_url(PZPRJS_URL)
    side = p.outside
    assert (side["bottom"], side["left"], side["right"]) == ((None, 1, 3, None), (None, 4, None, None), (None, None, 3, None))
    assert sky.to_url(p) == PZPRJS_URL
    _, sol = solve_unique(PZPRJS_URL)
    assert sol.grid == PZPRJS_ANSWER  # the answer pzprjs's test accepts
    assert gridsat.loads(PZPRJS_URL.replace("skyscrapers", "building"), "url").puzzle == p
    # givens follow the outside clues in the body
    q = sky.Puzzle(((None, None), (1, None)), outside={"top": (1, None)})
    assert sky.to_url(q) == "https://puzz.link/p?skyscrapers/2/2/1mh1g"
    assert sky.from_url(sky.to_url(q)) == q


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[:3]) + "\n")
    assert [x.puzzle for x in api.load_all(str(path))] == [sky.from_tatham(g) for g in TATHAM_IDS[:3]]


def test_sniff_is_strict():
    assert sky.sniff("skyscrapers\n. .\n") and sky.sniff(TATHAM_IDS[0])
    assert not sky.sniff("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1")  # one clue short
    assert not sky.sniff("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/2,a")  # grid too short
    assert not sky.sniff("5:0,0R,0R,0D,0,0,0,0,0,0,0,0U,3R,0,0,0,0U,0,0,0,0,0,0U,0,0L,")  # Unequal
    assert not sky.sniff("4:_aa__,a6m12s1d2")  # Keen
    assert not sky.sniff("3x3:a1b2c3d4e5f6g7h8i9")  # Solo
    assert not sky.sniff("8x8:_faadlibeaj_a,3,0,2,1")  # Tents
    assert not sky.sniff("lightup\n..\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("skyscrapers\n  . .\n. . . .\n. x . .\n  . .\n", 4, 3, "expected a number or '.'"),
    ("skyscrapers\n  . .\n. . . .\n. . .\n  . .\n", 4, None, "row 2 has 3 entries"),
    ("skyscrapers\n  . . .\n. . . .\n. . . .\n  . .\n", 2, None, "top clue row has 3 entries"),
    ("skyscrapers\n1 . . .\n. . . .\n. . . .\n  . .\n", 2, 1, "corners"),
    ("skyscrapers\n  . 3\n. . . .\n. . . .\n  . .\n", 2, None, "top clue of column 2 is 3"),
    ("skyscrapers\n  . .\n. . 5 .\n. . . .\n  . .\n", 3, 5, "holds 5"),
    ("skyscrapers\n  . .\n", 2, None, "1 rows"),
    ("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1", 1, 32, "expected 16 clues, found 15"),
    ("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/x", 1, 33, "expected ',', found 'x'"),
    ("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/2,p?", 1, 36, "data after the last cell: '?'"),
    ("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/2,o", 1, 36, "15 of the 16 cells"),
    ("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/5", 1, None, "not a number 1..4"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "skyscrapers")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


def test_header_must_match_the_grid():
    with pytest.raises(InputError, match="header says 3x3"):
        sky.parse("skyscrapers 3x3\n  . .\n. . . .\n. . . .\n  . .\n")


@pytest.mark.parametrize("text", [
    "https://puzz.link/p?skyscrapers/4/3/k13h4j3g", "https://puzz.link/p?skyscrapers/4/4/k13h4j3",
    "https://puzz.link/p?skyscrapers/4/4/k13h4j.g", "https://puzz.link/p?skyscrapers/2/2/jj0",
    '{"genre": "skyscrapers", "size": 2, "top": [1]}', '{"genre": "skyscrapers", "size": "2"}',
    '{"genre": "skyscrapers", "size": 2, "givens": [[1, 2], [3]]}', '{"genre": "skyscrapers", "size": 0}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


# -- solving --------------------------------------------------------------------------------------

def test_example_is_unique():
    p, sol = solve_unique(str(EXAMPLE))
    assert sol.grid[3][4] == 2


@pytest.mark.parametrize("x", TATHAM_IDS + URLS)
def test_real_puzzles_are_unique(x):
    solve_unique(x)


def z3_cases():  # z3 takes seconds on 8x8 and 9x9: those run with -m slow
    return [pytest.param(x, marks=pytest.mark.slow) if sky.from_tatham(x).size > 7 else x
            for x in TATHAM_IDS] + [PZPRJS_URL, pytest.param(NOQX_URL, marks=pytest.mark.slow)]


@pytest.mark.parametrize("x", z3_cases())
def test_z3_agrees(x):
    loaded = gridsat.loads(x, "t")
    z = gridsat.solve(loaded, "unique", backend="z3")
    assert z.status == "unique" and z.solutions == [solve_unique(x)[1]]


def sgt_towers() -> str:
    """Tatham's generator: on PATH, or where Debian's sgt-puzzles puts it; skip when absent."""
    exe = shutil.which("sgt-towers") or shutil.which("/usr/games/sgt-towers")
    if exe is None:
        pytest.skip("sgt-towers (Debian sgt-puzzles) is not installed")
    return exe


@pytest.mark.parametrize("params", ["5de", "5dh", "5dx", "5du", "6de", "6dh"])
def test_fresh_puzzles_from_the_generator(params):
    out = subprocess.run([sgt_towers(), "--generate", "2", params], capture_output=True, text=True, timeout=120)
    ids = [line for line in out.stdout.split() if ":" in line]
    assert len(ids) == 2
    for gid in ids:
        solve_unique(gid)


@pytest.mark.parametrize("parts", [{"room-behind": False}, {"count-and-height": False},
                                   {"room-behind": False, "count-and-height": False}])
def test_implied_constraints_change_no_answer(parts):
    for x in TATHAM_IDS[4:5]:
        ref = solve_unique(x)[1]
        assert solve_unique(x, options=EncodeOptions(parts=parts))[1] == ref
    rng = random.Random(11)
    for _ in range(15):  # tiny boards, every answer: the same with and without the parts
        p = sky.tiny(rng)
        full = sorted(s.grid for s in gridsat.solve(p, "all").solutions)
        bare = sorted(s.grid for s in gridsat.solve(p, "all", options=EncodeOptions(parts=parts)).solutions)
        assert full == bare


def test_card_encodings_agree():
    ref = solve_unique(TATHAM_IDS[2])[1]
    for card in ("totalizer", "seqcounter", "cardnetwrk"):
        assert solve_unique(TATHAM_IDS[2], options=EncodeOptions(card=card))[1] == ref


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_export_solved_outside(solver, tmp_path):
    need_binary(solver)
    loaded = gridsat.loads(TATHAM_IDS[6], "t")
    cnf, _ = gridsat.export_dimacs(loaded, str(tmp_path))
    answer = tmp_path / "answer.txt"
    if solver == "cadical":
        answer.write_text(subprocess.run(["cadical", "-q", str(cnf)], capture_output=True, text=True).stdout)
    else:
        subprocess.run(["minisat", str(cnf), str(answer)], capture_output=True)
    status, sol = gridsat.decode_answer(loaded, answer.read_text(), str(answer))
    assert status == "sat" and sol == solve_unique(TATHAM_IDS[6])[1]


def test_order_encoding_matches_the_digits():
    """Digits.at_least (shared, gridsat.latin): "holds d or more" in every 3x3 Latin square."""
    m = Model()
    grid = latin_square(m, 3)
    ge = {(cell, d): grid.at_least(cell, d) for cell in grid.var for d in range(1, 5)}
    assert ge[(0, 0), 1] is True and ge[(0, 0), 4] is False
    m.mark_primary(*(v for x in ge.values() if x not in (True, False) for v in [x]))
    m.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    found = answers(m)  # each: the values of m.primary, in order
    assert len(found) == 12
    for a in found:
        true = {v for v, val in zip(m.primary, a) if val}
        for (cell, d), x in ge.items():
            if x not in (True, False):
                holds = next(dd for dd, v in grid.lits(cell) if v in true)
                assert (x in true) == (holds >= d)


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("skyscrapers\n  2 .\n1 . . .\n. . . .\n  . .\n", "t"))
    assert ex.status == "unsat" and sorted(ex.clues) == ["1 seen from left of r1", "2 seen from above c1"]


# -- the checker ----------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(TATHAM_IDS[1])
    g = [list(row) for row in sol.grid]
    g[0][0], g[0][1] = g[0][1], g[0][0]  # rows still permutations, columns not
    assert any("column" in m for m in sky.check(p, sky.Solution(tuple(map(tuple, g)))))
    q, sol4 = solve_unique(TATHAM_IDS[0])
    swapped = tuple(sol4.grid[1:] + sol4.grid[:1])  # a Latin square, clues broken
    assert any("seen from" in m for m in sky.check(q, sky.Solution(swapped)))
    assert any("not a height" in m for m in sky.check(p, sky.Solution(((0,) * 5,) * 5)))
    assert sky.count_seen([2, 1, 4, 3, 5]) == 3 and sky.count_seen([5, 4, 3, 2, 1]) == 1


# -- CLI ------------------------------------------------------------------------------------------

def test_cli_solve_json_convert_and_draw():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "skyscrapers" and doc["status"] == "unique" and len(doc["solution"]["grid"]) == 6
    tatham = cli("convert", EXAMPLE, "--to", "tatham").stdout.strip()
    assert tatham == "6://////1//3/4//3/2//2/2///1//2//4/,v2j1b"
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    assert gridsat.loads(url, "url").puzzle == gridsat.load(str(EXAMPLE)).puzzle
    p, sol = solve_unique(str(EXAMPLE))
    svg = sky.GENRE.draw_svg(p, sol)
    assert svg.count('class="clue"') == 10 and svg.count('class="given"') == 2 and svg.count('class="digit"') == 34
    assert "|" in sky.draw(p, sol, ascii=True) and "│" in sky.draw(p, sol)


# -- variants: blank cells (heights 1..k < n) and the diagonal rule --------------------------------
# Janko's Wolkenkratzer puzzles in puzzlekit's text, with their published answers (0: blank), from
# puzzlekit's data set (SmilingWayne/puzzlekit-dataset, assets/data/Skyscraper): the header's third
# number is the tallest height k, a D after it the diagonal rule.
JANKO_VARIANTS = {
    "015": ("4 4 3\n2 2 1 2\n1 2 3 1\n2 2 3 1\n2 2 1 3\n" + "- - - -\n" * 4,
            "0 1 3 2/2 3 0 1/1 0 2 3/3 2 1 0"),
    "016": ("6 6 5\n2 3 1 4 2 3\n2 2 2 1 4 2\n2 3 2 1 4 3\n2 2 2 4 1 2\n" + "- - - - - -\n" * 6,
            "4 1 5 0 2 3/0 2 3 1 5 4/2 5 1 3 4 0/5 0 2 4 3 1/1 3 4 2 0 5/3 4 0 5 1 2"),
    "017": ("7 7 5\n2 1 2 3 3 1 2\n3 5 2 1 1 3 2\n2 1 3 3 2 3 3\n2 4 2 3 3 1 3\n" + "- - - - - - -\n" * 7,
            "1 5 0 2 3 0 4/5 4 3 1 2 0 0/0 0 2 4 1 5 3/2 3 5 0 4 1 0/4 0 0 3 5 2 1/3 2 1 0 0 4 5/0 1 4 5 0 3 2"),
    "039": ("5 5 3\n- - - - 1\n- 3 - 3 -\n- 2 - 2 1\n2 1 1 2 -\n" + "- - - - -\n" * 5,
            "1 3 2 0 0/0 2 1 3 0/0 1 0 2 3/2 0 3 0 1/3 0 0 1 2"),
    "470": ("6 6 5\n4 2 3 3 1 3\n2 2 1 2 2 2\n3 2 3 2 1 3\n2 2 3 1 3 3\n" + "- - - - - -\n" * 6,
            "2 4 0 1 5 3/3 5 1 2 0 4/0 2 4 5 3 1/4 0 2 3 1 5/5 1 3 4 2 0/1 3 5 0 4 2"),
    "005": ("4 4 4 D\n- - - -\n- - - -\n1 2 3 -\n- - - -\n- - - -\n- - - -\n- - - -\n1 - - -\n",
            "4 1 3 2/3 2 4 1/2 3 1 4/1 4 2 3"),
    "010": ("7 7 7 D\n- - - - 1 - -\n- - 5 - - - 4\n- 7 - - 6 - -\n2 - - - - - 3\n" + "- - - - - - -\n" * 7,
            "4 5 6 3 7 1 2/1 2 3 4 5 6 7/6 1 7 2 3 4 5/7 4 5 1 2 3 6/2 3 4 5 6 7 1/3 7 2 6 1 5 4/5 6 1 7 4 2 3"),
    "011": ("7 7 7 D\n2 3 - 4 - 5 -\n- 3 4 3 3 - -\n- 4 4 - - 4 1\n2 3 - 2 4 - -\n" + "- - - - - - -\n" * 3
            + "- - - 1 - - -\n" + "- - - - - - -\n" * 3,
            "6 4 7 3 2 1 5/1 5 6 4 7 3 2/3 1 2 5 6 4 7/2 7 3 1 4 5 6/5 6 4 7 3 2 1/4 2 5 6 1 7 3/7 3 1 2 5 6 4"),
    "013": ("7 7 7 D\n- - - - - - -\n- - - - - - -\n- - 5 7 - - 6\n- - - - - - -\n" + "- - - - - - -\n" * 7,
            "7 1 2 3 4 5 6/5 6 7 1 2 3 4/3 4 5 6 7 1 2/1 2 3 4 5 6 7/6 7 1 2 3 4 5/4 5 6 7 1 2 3/2 3 4 5 6 7 1"),
}


def janko_variant(number: str):
    text, answer = JANKO_VARIANTS[number]
    return api.load(text, genre="skyscrapers"), tuple(tuple(map(int, row.split())) for row in answer.split("/"))


@pytest.mark.parametrize("number", sorted(JANKO_VARIANTS))
def test_janko_variants_have_their_published_answers(number):
    loaded, answer = janko_variant(number)
    p = loaded.puzzle
    assert (p.tallest < p.size or p.diagonal) and (p.diagonal == ("D" in JANKO_VARIANTS[number][0].split("\n")[0]))
    report = gridsat.solve(p, "unique")
    assert report.status == "unique" and report.solution.grid == answer
    assert sky.check(p, report.solution) == []
    for backend in ("z3",):  # a second opinion
        assert gridsat.solve(p, "unique", backend=backend).solution.grid == answer


@pytest.mark.parametrize("number", ["016", "011"])
def test_variants_round_trip_in_native_json_and_puzzlekit(number):
    p = janko_variant(number)[0].puzzle
    text = sky.GENRE.to_text(p)
    assert ("heights=5" in text.splitlines()[0]) == p.blanks and ("diagonal" in text.splitlines()[0]) == p.diagonal
    assert sky.GENRE.parse(text) == p
    assert sky.GENRE.from_json(json.loads(json.dumps(sky.GENRE.to_json(p)))) == p
    kit = gridsat.convert(p, "puzzlekit")
    assert api.load(kit, genre="skyscrapers").puzzle == p
    assert p != sky.Puzzle(p.cells, outside=p.outside)  # the variant is part of the puzzle


def test_formats_without_the_variant_refuse_to_write_it():
    for number in ("016", "011"):
        p = janko_variant(number)[0].puzzle
        for fmt, words in (("puzzlink", "puzz.link URL"), ("tatham", "Towers game ID")):
            with pytest.raises(InputError, match=f"{words} cannot say"):
                gridsat.convert(p, fmt)


def test_variant_checker_reads_the_rules():
    p, answer = janko_variant("015")
    p = p.puzzle
    assert sky.check(p, sky.Solution(answer)) == []
    swapped = tuple(tuple(v if v else 3 for v in row) for row in answer)  # no blanks: 3 twice a row
    assert any("does not hold each height 1..3 once" in x for x in sky.check(p, sky.Solution(swapped)))
    four = tuple(tuple(v or 4 for v in row) for row in answer)
    assert any("not a height 1..3 or 0" in x for x in sky.check(p, sky.Solution(four)))
    q = sky.Puzzle(size=(4, 4), diagonal=True)
    latin = ((1, 2, 3, 4), (2, 3, 4, 1), (3, 4, 1, 2), (4, 1, 2, 3))  # a Latin square, rising diagonal all 4
    assert any("diagonal holds 4 twice" in x for x in sky.check(q, sky.Solution(latin)))


def test_variant_header_and_json_errors(tmp_path):
    with pytest.raises(InputError, match="not a number 1..3"):
        sky.GENRE.parse("skyscrapers 4x4 heights=3\n 4 . . .\n. . . . . .\n. . . . . .\n. . . . . .\n"
                        ". . . . . .\n . . . .\n")
    with pytest.raises(InputError, match="tallest height is 9"):
        sky.GENRE.from_json({"size": 4, "heights": 9})
    with pytest.raises(InputError, match='"diagonal" must be true or false'):
        sky.GENRE.from_json({"size": 4, "diagonal": "yes"})
    f = tmp_path / "v.txt"
    f.write_text(JANKO_VARIANTS["039"][0])
    r = cli("solve", "--genre", "skyscrapers", str(f), "--unique", "--json")
    doc = json.loads(r.output)
    assert r.exit_code == 0 and doc["status"] == "unique"
    assert doc["solution"]["grid"][0] == [1, 3, 2, 0, 0]


# -- an explanation writes each clue also as its line's table (rules.LINE_TABLE) ---------------------

def test_orders_are_the_orders_with_that_many_seen():
    """rules.orders(n, clue): every order of 1..n along a line of which exactly ``clue`` towers
    are seen, no other; their counts are the unsigned Stirling numbers of the first kind."""
    from itertools import permutations

    from gridsat.encoders.skyscrapers.rules import orders

    stirling = {1: 6, 2: 11, 3: 6, 4: 1}  # n = 4
    for clue, count in stirling.items():
        got = orders(4, clue)
        assert len(got) == len(set(got)) == count
        for perm in permutations(range(1, 5)):
            seen = sum(perm[i] > max(perm[:i], default=0) for i in range(4))
            assert (perm in got) == (seen == clue)


def test_line_table_propagates_every_value_without_support():
    """latin.table on a clue line's orders: with some heights ruled out, unit propagation rules
    out exactly the other heights that no remaining order of the line holds (generalised arc
    consistency on one clue), and meets a conflict when no order is left."""
    from pysat.solvers import Solver

    from gridsat.encoders.skyscrapers.rules import orders
    from gridsat.latin import table

    class Line:  # a line of open cells 0..n-1 (no settled cell), as latin.table reads a grid
        settled: dict = {}

        def __init__(self, lits):
            self.lits = lambda i: list(enumerate(lits[i], 1))

    rng = random.Random(7)
    n, every = 5, {(i, d) for i in range(5) for d in range(1, 6)}
    for _ in range(100):
        clue = rng.randint(1, n)
        m = Model()
        lits = [[m.aux() for _ in range(n)] for _ in range(n)]
        rows = orders(n, clue)
        table(m, Line(lits), range(n), rows)
        off = {x for x in sorted(every) if rng.random() < 0.3}
        alive = [r for r in rows if all((i, r[i]) not in off for i in range(n))]
        with Solver(name="glucose4", bootstrap_with=m.clauses) as s:
            ok, props = s.propagate(assumptions=[-lits[i][d - 1] for i, d in sorted(off)])
        assert ok == bool(alive)
        if alive:
            root = {c[0] for c in m.clauses if len(c) == 1}  # (a height no order has: a unit, not listed)
            falsified = {(i, d) for i, d in every if {-lits[i][d - 1]} & (set(props) | root)} - off
            supported = {(i, r[i]) for r in alive for i in range(n)}
            assert falsified == every - off - supported


def test_explanations_alone_get_the_line_tables():
    """The table is an explanation's only (hints, steps, rate): the formulas to solve and to
    export are as they were; an explanation's holds the tables besides."""
    from gridsat.compiling import compile_model

    loaded = api.load(EXAMPLES / "skyscrapers-6x6.txt")
    sizes = {purpose: len(compile_model(loaded, tags=True, purpose=purpose).model.clauses)
             for purpose in ("solve", "export", "explain")}
    lines = sum(1 for _ in loaded.puzzle.sight_lines())
    assert sizes["explain"] > sizes["export"] + lines * 6  # at least a row and a cell's clause per line
