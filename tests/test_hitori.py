"""Hitori (Tatham's Singles): formats, real puzzles (Tatham's generator, puz.link URLs from public
sources), the shaded-forest form of connectivity against the rule itself, the checker, the CLI."""
import json
import random
import shutil
import subprocess

import pytest

import gridsat
from gridsat.encoders import EncodeOptions
from gridsat.encoders import hitori as ht
from gridsat.formats import InputError

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "hitori-7x7.txt"
# made by `sgt-singles --generate 1 <params>` (Debian sgt-puzzles) for this test: unique puzzles,
# easy (de) and tricky (dk), square and not
TATHAM_IDS = [
    "5x5:4241553543435432513424332",  # 5x5de
    "6x6:124213251354561421152615235152315226",  # 6x6dk
    "8x8:5231618581347374375147525448862764427873267284557165174877842584",  # 8x8de
    "10x10:226a451a7117424837a5a58138651291635298657a1a235828162381835652363947615544228a1a68958a61532a97149236",
    "12x12:65659cb784c47253158abc18512b7ca4998143b885c359aba8198a25726c688ccb336a1194a59838cc7bacc962a815698c38"
    "ba56a542c456119c48aab17cab896253859b579c74b4",
    "12x8:bba949cac784c5a3349b8b128aba733962c92a9519b881428969123c377818b67745335bbb928378ca51a2634c896bc4",
]
# puzz.link URLs found in public sources
URLS = [
    # pzprjs's own example, as listed in a converter's test table
    "https://puzz.link/p?hitori/4/4/1114142333214213",
    # semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/hitori.rs (serializer test; blank cells)
    "https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.",
    # SmilingWayne/PuzzleSolver (puzzlekit) example script
    "https://puzz.link/p?hitori/8/8/7113844227266831246771852247731643381555633245178631347515752264",
    # T0nyX1ang/noqx, solver/hitori.py examples (numbers 10 written 'a')
    "https://puzz.link/p?hitori/10/10/1174453399113445756a2345678aa82513328aa85417a698323227a9411566517a43236688115"
    "329986a115274aa99886611",
    # a puzz.link URL test table ("Hitori 1": numbers above 35 written '-' and two base-36 digits)
    "https://puzz.link/p?hitori/5/5/1-6i5-1v-2h1n-196-lx-3f45-iu91n-co-269cy5-1v-2h",
]


def solve_unique(x, **kw):
    loaded = gridsat.loads(x, "test") if isinstance(x, str) else gridsat.load(x)
    assert loaded.genre_name == "hitori"
    r = gridsat.solve(loaded, "unique", **kw)
    assert r.status == "unique", r.status
    assert ht.check(loaded.puzzle, r.solutions[0]) == []
    return loaded.puzzle, r.solutions[0]


def answers(p, **kw):
    return sorted(s.shaded for s in gridsat.solve(p, "all", **kw).solutions)


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert (p.height, p.width) == (7, 7) and p.cells[0][:3] == (6, 6, 7)
    assert ht.parse(ht.to_text(p)) == p
    assert ht.parse("# a comment\nsingles\n  12\n  .1\n").cells == ((1, 2), (None, 1))  # compact rows
    assert ht.parse("hitori\n10 2\n 2 10\n").cells == ((10, 2), (2, 10))  # numbers above 9
    assert ht.parse("hitori 1x2\n12\n3\n").cells == ((12,), (3,))  # one column: one number per line
    assert gridsat.loads("hitori:\n12\n21\n", "t").puzzle.cells == ((1, 2), (2, 1))  # prefix, no header
    assert gridsat.loads("1 2\n2 1\n", "t", genre="singles").puzzle.cells == ((1, 2), (2, 1))


def test_json_round_trip():
    p = ht.from_url(URLS[1])
    doc = ht.to_json(p)
    assert doc["genre"] == "hitori" and doc["grid"][0] == [1, 1, 1, None, 4, 5]
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_tatham_and_puzzlink_round_trips(gid):
    p = ht.from_tatham(gid)
    assert ht.to_tatham(p) == gid
    assert ht.from_url(ht.to_url(p)) == p
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads(f"singles:{gid}", "t").puzzle == p
    assert gridsat.loads(ht.to_url(p), "url").puzzle == p


def test_tatham_params_and_alphabet():
    assert ht.from_tatham("12x8dk:" + TATHAM_IDS[-1].split(":")[1]) == ht.from_tatham(TATHAM_IDS[-1])
    p = ht.from_tatham("2x37:" + "1" * 72 + "aB")  # a-z are 10-35, A-Z 36-61; H = 37 allows up to 37
    assert p.cells[-1] == (10, 37) and ht.to_tatham(p).endswith("aB")
    with pytest.raises(InputError, match="Singles game ID"):
        ht.to_tatham(ht.from_url(URLS[1]))  # blank cells have no Singles form
    with pytest.raises(InputError, match="Singles game ID"):
        ht.to_tatham(ht.Puzzle(((1, 2, 3),)))  # one row: Singles needs 2x2 at least


@pytest.mark.parametrize("url", URLS)
def test_puzzlink_urls_read_write_and_solve(url):
    p = ht.from_url(url)
    assert ht.to_url(p) == url
    solve_unique(url)


def test_puzzlink_codes():
    p = ht.from_url(URLS[4])
    assert p.cells[0] == (1, 234, 5, 67, 89)  # '-6i' = 6*36+18, '-1v' = 36+31, '-2h' = 2*36+17
    assert ht.to_url(ht.Puzzle(((1, None), (36, 35)))) == "https://puzz.link/p?hitori/2/2/1.-10z"
    with pytest.raises(InputError, match="unknown numbers"):
        ht.from_url("https://puzz.link/p?hitori/2/2/1%21")


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[:3]) + "\n")
    items = gridsat.api.load_all(str(path))
    assert [x.puzzle for x in items] == [ht.from_tatham(g) for g in TATHAM_IDS[:3]]


def test_sniff_is_strict():
    assert ht.sniff("hitori\n12\n21\n") and ht.sniff(TATHAM_IDS[0]) and ht.sniff("\n".join(TATHAM_IDS))
    assert not ht.sniff(TATHAM_IDS[0] + "2")  # one cell too many
    assert not ht.sniff("5x5:4241553543435432513424336")  # 6 > max(W, H)
    assert not ht.sniff("5x5:0241553543435432513424332")  # 0 is no Singles number
    assert not ht.sniff("7x7:b1eBc2gBc2c3g2c2eBb")  # a Light Up ID
    assert not ht.sniff("8x8:_faadlibeaj_a,3,0,2,1")  # a Tents ID
    assert not ht.sniff("7x7t0:a2b21b2c122c12a22a3a3021c3a23a3a21b2d")  # a Loopy ID
    assert not ht.sniff("lightup\n..\n") and not ht.sniff("53..7....\n6..195...\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("hitori\n1 2 3\n1 x 3\n", 3, 3, "unknown cell 'x'"),
    ("hitori\n123\n12\n", 3, None, "row has 2 cells"),
    ("hitori\n", 1, None, "no grid rows"),
    ("hitori\n1 2\n3 99999\n", 3, 3, "out of range 0..1295"),
    ("5x5:424155354343543251342433X\n", 1, 29, "unexpected 'X'"),
    ("  5x5:42415535434354325134243322\n", 1, 32, "26 cells"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "hitori")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text, line, words", [
    ("hitori 3x3\n123\n231\n", 1, "header says 3x3 but the grid is 3x2"),
    ("# note\nhitori 3\n123\n", 2, "bad header"),
])
def test_bad_headers(text, line, words):
    with pytest.raises(InputError, match=words) as e:
        ht.parse(text, "t")
    assert e.value.line == line


@pytest.mark.parametrize("text, words", [
    ("5x5:42415535434354325134243322", "26 cells, a 5x5 grid has 25"),
    ("5x5:4241553543435432513424336", "number 1..5"),
    ("5x5dz:4241553543435432513424332", "difficulty"),
    ("1x5:12345", "2..62"),
    ("https://puzz.link/p?hitori/3/3/123", "too short"),
    ("https://puzz.link/p?hitori/2/2/12345", "data after the last cell"),
    ("https://puzz.link/p?hitori/2/2/1-!!2", "bad number"),
    ("https://puzz.link/p?hitori/2/2/1!21", "unexpected '!'"),
    ('{"genre": "hitori", "grid": [[1, 2], 5]}', "grid"),
    ('{"genre": "hitori", "grid": [[1, 2], [1]]}', "row has 1 cells"),
    ('{"genre": "hitori", "grid": [[1, "x"]]}', "unknown cell"),
    ('{"genre": "hitori", "grid": [[1, true]]}', "unknown cell"),
    ('{"genre": "hitori", "grid": []}', "list of rows"),
])
def test_bad_ids_urls_and_json(text, words):
    with pytest.raises(InputError, match=words):
        gridsat.loads(text, "t", genre="hitori")


# -- solving --------------------------------------------------------------------------------------

def test_example_is_unique():
    p, sol = solve_unique(EXAMPLE)
    assert len(sol.shaded) == 13


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_generated_puzzles_are_unique(gid):
    solve_unique(gid)


def sgt_singles() -> str:
    """Tatham's generator: on PATH, or where Debian's sgt-puzzles puts it; skip when absent."""
    exe = shutil.which("sgt-singles") or shutil.which("/usr/games/sgt-singles")
    if exe is None:
        pytest.skip("sgt-singles (Debian sgt-puzzles) is not installed")
    return exe


@pytest.mark.parametrize("params", ["5x5de", "6x6dk", "8x8de", "10x10dk", "12x12dk", "9x6dk"])
def test_fresh_puzzles_from_the_generator(params):
    out = subprocess.run([sgt_singles(), "--generate", "2", params], capture_output=True, text=True, timeout=120)
    ids = [line for line in out.stdout.split() if ":" in line]
    assert len(ids) == 2
    for gid in ids:
        solve_unique(gid)


def test_z3_and_other_encodings_agree():
    loaded = gridsat.loads(TATHAM_IDS[2], "t")
    ref = gridsat.solve(loaded, "unique").solutions
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == ref
    for opts in (EncodeOptions(card="totalizer"), EncodeOptions(connect="rank"), EncodeOptions(connect="distance"),
                 EncodeOptions(parts={"shaded-forest": False}),  # the connected rule itself
                 EncodeOptions(parts={"shaded-forest": False}, connect="rank"),
                 EncodeOptions(parts={"shaded-forest": False, "unshaded-neighbour": False})):
        assert gridsat.solve(loaded, "unique", options=opts).solutions == ref


def brute_force(p):
    """Every answer: each set of cells, no two touching, through the checker."""
    return sorted(s.shaded for s in ht.candidates(p) if not ht.check(p, s))


def test_shaded_forest_agrees_with_the_connected_rule_and_brute_force():
    """The forest part carries connectivity by default; on every answer of random small boards
    (2x2 up to 4x4, few numbers: many answers) it agrees with connected and with brute force."""
    rng = random.Random(19)
    without = EncodeOptions(parts={"shaded-forest": False, "unshaded-neighbour": False})
    for _ in range(25):
        h, w = rng.randint(2, 4), rng.randint(2, 4)
        p = ht.Puzzle(tuple(tuple(rng.randint(1, 2) for _ in range(w)) for _ in range(h)))
        found = answers(p)
        assert found == answers(p, options=without) == brute_force(p), p.cells
        assert found == answers(p, options=EncodeOptions(connect="rank"))


def test_thin_strips_use_the_connected_rule():
    """A 1xN strip has no forest form (it touches the outside on two sides): the rule itself."""
    assert answers(ht.parse("hitori\n1 1 2 1 3\n")) == []  # an inner shaded cell cuts the strip
    assert answers(ht.parse("hitori\n1 2 1\n")) == [((0, 0),), ((0, 0), (0, 2)), ((0, 2),)]
    assert answers(ht.parse("hitori\n1\n2\n1\n")) == [((0, 0),), ((0, 0), (2, 0)), ((2, 0),)]


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("hitori\n1 1\n1 1\n", "t"))
    assert ex.status == "unsat" and "the unshaded cells are connected" in ex.clues
    assert any("keeps at most one 1 unshaded" in c for c in ex.clues)


# -- the checker ----------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(TATHAM_IDS[0])
    shaded = list(sol.shaded)
    assert any("unshaded at" in m for m in ht.check(p, ht.Solution(tuple(shaded[1:]))))
    r, c = shaded[0]
    touching = next(nb for nb in p.neighbours(r, c))
    assert any("touch" in m for m in ht.check(p, ht.Solution(tuple(sorted(shaded + [touching])))))
    assert any("outside" in m for m in ht.check(p, ht.Solution(tuple(shaded + [(9, 9)]))))
    assert any("listed twice" in m for m in ht.check(p, ht.Solution(tuple(shaded + shaded[:1]))))
    corner = ht.Puzzle(((1, 2, 3), (4, 5, 6), (7, 8, 9)))
    assert any("not connected" in m for m in ht.check(corner, ht.Solution(((0, 1), (1, 0)))))


# -- CLI and external solvers ----------------------------------------------------------------------

def test_cli_solve_unique_json():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "hitori" and doc["status"] == "unique"
    shaded = doc["solution"]["shaded"]
    assert shaded == sorted(shaded) and len(shaded) == 13


def test_cli_game_id_argument_and_convert():
    r = cli("solve", TATHAM_IDS[1], "--unique")
    assert r.exit_code == 0 and "unique" in r.stdout, r.stderr
    assert cli("convert", EXAMPLE, "--to", "tatham").stdout.strip() == \
        "7x7:6677434572376212567476714675316235446346773427316"
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    assert gridsat.loads(url, "url").puzzle == gridsat.load(str(EXAMPLE)).puzzle


def test_svg_and_text_drawing():
    p, sol = solve_unique(EXAMPLE)
    svg = ht.draw_svg(p, sol)
    assert svg.count('class="shaded"') == 13 and svg.count('class="given"') == 49
    assert ht.draw(p, sol, ascii=True).count("#") == 13


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_export_solves_with_an_external_solver(solver, tmp_path):
    need_binary(solver)
    answer = tmp_path / "answer.txt"
    r = cli("export", TATHAM_IDS[3], "-o", tmp_path)
    assert r.exit_code == 0, r.stderr
    (cnf,) = tmp_path.glob("*.cnf")
    if solver == "cadical":
        answer.write_text(subprocess.run(["cadical", "-q", str(cnf)], capture_output=True, text=True).stdout)
    else:
        subprocess.run(["minisat", str(cnf), str(answer)], capture_output=True)
    dec = cli("decode", TATHAM_IDS[3], answer, "--json")
    assert dec.exit_code == 0, dec.stderr
    p = ht.from_tatham(TATHAM_IDS[3])
    sol = ht.solution_from_json(json.loads(dec.stdout)["solution"], p)
    assert ht.check(p, sol) == [] and (sol,) == tuple(gridsat.solve(p, "unique").solutions)
