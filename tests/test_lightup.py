"""Light Up (Akari): formats, solving real puzzles (Tatham's generator), the checker, the CLI."""
import json
import random
import shutil
import subprocess
from itertools import combinations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import lightup as lu
from gridsat.formats import InputError

from .conftest import EXAMPLES, cli

EXAMPLE = EXAMPLES / "lightup-7x7.txt"
# made by `sgt-lightup --generate` (Debian sgt-puzzles): unique puzzles, easy to hard
TATHAM_IDS = [
    "7x7:b1eBc2gBc2c3g2c2eBb",
    "7x7:1c2aBg0aBaBkBa0a1g0a0c0",
    "7x7:c0a1a2m0b1b1m1a1a2c",
    "7x7:Bd2BBcBc2q1cBc0B2dB",
    "10x10:e1Ba1cBi0a1fB1cBhBBb02bB0h2cB0f0aBiBcBaB2e",
    "10x10:BlBaB1BeBf0bBc2fBb2a1Ba3b2f1cBb0fBe100a0lB",
    "10x10:1aBa0aBaBc1a2b1qBaBaBf3fBf0a1a1q2b2a2cBaBa0aBaB",
    "14x14:a0aBBe0f1bB2Bg3g1a1dBkBBa0fBjB2cBb0b0eBBB0B1e2b2b0cBBj2f0aB0kBd0aBg2gB1Bb1f2eBBa1a",
    "14x14:0bBaBc0g1B0g0cBf0BcBc000c12a1f0BcBBiBaBBBb1b0c2hBcBb2b001aBiBBc0Bf2aB1c1B1c2c2BfBc0gBB0gBc2a1b0",
]
# a puzz.link URL as pzprjs writes it (from a public puzzle page)
URL = "https://puzz.link/p?lightup/10/10/l.hbg..hc.6bg.gbici6bg1b.bg.g.k.k5.i.g2.h.h.bg.hcj"




def solve_unique(text):
    loaded = gridsat.loads(text, "test")
    assert loaded.genre_name == "lightup"
    r = gridsat.solve(loaded, "unique")
    assert r.status == "unique", r.status
    assert lu.check(loaded.puzzle, r.solutions[0]) == []
    return loaded.puzzle, r.solutions[0]


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert (p.height, p.width) == (7, 7) and p.black[0, 4] == 1 and p.black[0, 3] is None
    assert lu.parse(lu.to_text(p)) == p
    text = "// a comment\nakari\n  ..\n  #3\n"  # no size in the header, indented rows
    assert lu.parse(text).text_rows() == ("..", "#3")
    assert gridsat.loads("lightup:\n#.\n..\n", "t").puzzle.text_rows() == ("#.", "..")  # prefix, no header
    assert gridsat.loads("#.\n..\n", "t", genre="akari").puzzle.text_rows() == ("#.", "..")


def test_json_round_trip():
    p = lu.from_tatham(TATHAM_IDS[0])
    doc = lu.to_json(p)
    assert doc == {"genre": "lightup", "grid": list(p.text_rows())}
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_tatham_and_puzzlink_round_trips(gid):
    p = lu.from_tatham(gid)
    assert lu.to_tatham(p) == gid
    assert lu.from_url(lu.to_url(p)) == p
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads(lu.to_url(p), "url").puzzle == p


def test_tatham_full_params_and_runs_across_rows():
    assert lu.from_tatham("3x2b20s2d1:cB1a").text_rows() == ("...", "#1.")
    assert lu.to_tatham(lu.Puzzle.of(("." * 30,))) == "30x1:zd"


def test_puzzlink_matches_pzprjs():
    p = lu.from_url(URL)
    assert p.text_rows()[0] == "......#..1" and p.text_rows()[7] == "0.#...#.2#"
    assert lu.to_url(p) == URL
    assert gridsat.loads(URL.replace("lightup", "akari"), "url").puzzle == p
    # pzprjs's number codes: 5-9 skip one white cell, a-e two; g-z are 1-20 white cells
    assert lu.from_url("https://puzz.link/p?lightup/3/2/6.c").text_rows() == ("1.#", "2..")
    assert lu.to_url(lu.Puzzle.of(("1.#", "2.."))) == "https://puzz.link/p?lightup/3/2/6.c"


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[:3]) + "\n")
    items = api.load_all(str(path))
    assert [x.puzzle for x in items] == [lu.from_tatham(g) for g in TATHAM_IDS[:3]]


def test_sniff_is_strict():
    assert lu.sniff("lightup\n..\n") and lu.sniff(TATHAM_IDS[0])
    assert not lu.sniff("7x7:b1eBc2gBc2c3g2c2eBbb")  # one cell too many
    assert not lu.sniff("3x3:a1b2c3d4e5f6g7h8i9")  # a Solo-like ID
    assert not lu.sniff("8x8:_faadlibeaj_a,3,0,2,1")  # a Tents ID
    assert not lu.sniff("53..7....\n6..195...\n")
    assert not lu.sniff("stars 1\nAB\nBA\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("lightup\n...\n.x.\n", 3, 2, "unknown cell 'x'"),
    ("lightup 3x2\n...\n..\n", 3, None, "row has 2 cells"),
    ("lightup 3x3\n...\n...\n", 1, None, "header says 3x3 but the grid is 3x2"),
    ("lightup 3\n...\n", 1, None, "bad header"),
    ("lightup\n", 1, None, "no grid rows"),
    ("7x7:b1eBc2gBc2c3g2c2eBbz", 1, 24, "data after the last cell"),
    ("7x7:b1eBc2gBc2c3gX", 1, 18, "unexpected 'X'"),
    ("7x7:b1eBc", 1, 10, "too short"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "lightup")  # a broken game ID is not detected as Light Up
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text", [
    "https://puzz.link/p?lightup/3/3/i", "https://puzz.link/p?lightup/3/3/6", "https://puzz.link/p?lightup/3/3/jF",
    '{"genre": "lightup", "grid": ["..", 5]}', '{"genre": "lightup", "grid": []}',
    '{"genre": "lightup", "grid": ["..", "..."]}', '{"genre": "lightup", "grid": ["5"]}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


# -- solving --------------------------------------------------------------------------------------

def test_example_is_unique():
    p, sol = solve_unique(EXAMPLE.read_text())
    assert len(sol.lights) == 9


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_generated_puzzles_are_unique(gid):
    solve_unique(gid)


def test_z3_and_other_encodings_agree():
    loaded = gridsat.loads(TATHAM_IDS[5], "t")
    ref = gridsat.solve(loaded, "unique").solutions
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == ref
    for card in ("totalizer", "ladder", "pairwise"):
        assert gridsat.solve(loaded, "unique", options=EncodeOptions(card=card)).solutions == ref


def sgt_lightup() -> str:
    """Tatham's generator: on PATH, or where Debian's sgt-puzzles puts it; skip when absent."""
    exe = shutil.which("sgt-lightup") or shutil.which("/usr/games/sgt-lightup")
    if exe is None:
        pytest.skip("sgt-lightup (Debian sgt-puzzles) is not installed")
    return exe


def test_fresh_puzzles_from_the_generator():
    exe = sgt_lightup()
    out = subprocess.run([exe, "--generate", "3", "8x8"], capture_output=True, text=True, timeout=120)
    ids = [line for line in out.stdout.split() if ":" in line]
    assert len(ids) == 3
    for gid in ids:
        solve_unique(gid)


def brute_force(p):
    """Every answer, by trying each set of white cells through the checker."""
    white = p.white()
    return sorted(s for k in range(len(white) + 1) for s in combinations(white, k)
                  if not lu.check(p, lu.Solution(s)))


def test_tiny_puzzles_match_brute_force():
    rng = random.Random(7)
    for _ in range(60):
        p = lu.GENRE.tiny(rng)
        found = sorted(s.lights for s in gridsat.solve(p, "all").solutions)
        assert found == brute_force(p), p.text_rows()


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("lightup\n4.\n..\n", "t"))
    assert ex.status == "unsat" and ex.clues == ["r1c1 has 4 lights next to it"]


# -- the checker ----------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(TATHAM_IDS[0])
    lights = list(sol.lights)
    assert any("is not lit" in m for m in lu.check(p, lu.Solution(tuple(lights[1:]))))
    black = next(iter(p.black))
    assert any("on a black cell" in m for m in lu.check(p, lu.Solution(tuple(lights + [black]))))
    assert any("outside" in m for m in lu.check(p, lu.Solution(tuple(lights + [(9, 9)]))))
    assert any("see each other" in m for m in lu.check(lu.Puzzle.of(("...",)), lu.Solution(((0, 0), (0, 2)))))
    assert any("needs 2" in m for m in lu.check(lu.Puzzle.of(("2.", "..")), lu.Solution(((1, 1),))))


# -- CLI ------------------------------------------------------------------------------------------

def test_cli_solve_unique_json():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "lightup" and doc["status"] == "unique"
    assert len(doc["solution"]["lights"]) == 9


def test_cli_convert_and_draw(tmp_path):
    assert cli("convert", EXAMPLE, "--to", "tatham").stdout.strip() == "7x7:cB1i1fBb3bBf1i01c"
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    assert gridsat.loads(url, "url").puzzle == gridsat.load(str(EXAMPLE)).puzzle
    p, sol = solve_unique(EXAMPLE.read_text())
    svg = lu.draw_svg(p, sol)
    assert svg.count('class="light"') == 9 and svg.count('class="black"') == len(p.black) == 9
