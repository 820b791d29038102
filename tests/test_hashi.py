"""Hashiwokakero (Bridges): formats, real puzzles (Tatham's generator, puzz.link URLs from public
sources), the rule settings, the checker, the CLI, DIMACS export."""
import json
import shutil
import subprocess

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import hashi as hs
from gridsat.formats import InputError

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "hashi-9x9.txt"
# made by `sgt-bridges --generate 1 PARAMS#gridsat-tests` (Debian sgt-puzzles), one per line:
# 7x7 easy, 7x7 medium, 10x10 hard, 15x15 hard, 10x10 hard with 3 bridges a pair and no loops,
# 7x7 easy with 1 bridge a pair, 7x7 hard with 4 bridges a pair
TATHAM_IDS = [
    "7x7m2:a2g2a5a32l3h4b3b3b3b4",
    "7x7m2:2c4a1g4a2c1g6c4a4g4a4a4a4",
    "10x10m2:2b5b5a2h2a2a2a4a3d1j2c2d5e4d2b1b1b4j3d4b23f1b",
    "15x15m2:a4g2e2b3a3e4b3a3b1b2b1a1e3e1f3b2g2e1e3f5b3m2o3v4a5a5a4m2a4k3c4u2b4a3b3a2a4a5b3",
    "10x10m3L:3c1f2c5a1a1j5f5a6a6c7d6f3c5b2e7d7c5j2a1b3b1a",
    "7x7m1:a1b3a22a2h1b1h3c3g1a3a2a2",
    "7x7m4:6a7c3c2a6x5b7a3e3",
]
# pzprjs's own hashikake test (test/script/hashikake.js): the URL and its accepted answer
PZPRJS_URL = "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3"
PZPRJS_ANSWER = [[[0, 0], [0, 2], 2], [[0, 0], [2, 0], 2], [[1, 1], [1, 4], 1], [[1, 1], [3, 1], 2],
                 [[1, 4], [4, 4], 1], [[2, 0], [4, 0], 1], [[3, 1], [3, 3], 1], [[4, 0], [4, 2], 2],
                 [[4, 2], [4, 4], 2]]
# the cspuz solver's hashi test (semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/hashi.rs): the
# URL and the answer its test expects (its line segments, read back as bridges); '?' islands and
# bridges between islands side by side, as puzz.link allows
CSPUZ_URL = "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2"
CSPUZ_ANSWER = [[[0, 0], [0, 2], 1], [[0, 0], [2, 0], 2], [[0, 4], [0, 5], 1], [[0, 4], [2, 4], 1],
                [[0, 5], [3, 5], 1], [[1, 1], [1, 3], 1], [[1, 3], [3, 3], 1], [[2, 0], [2, 2], 2],
                [[2, 0], [5, 0], 1], [[3, 1], [3, 3], 2], [[3, 3], [3, 5], 1], [[3, 5], [5, 5], 1],
                [[4, 2], [4, 4], 2], [[4, 2], [5, 2], 2], [[5, 0], [5, 2], 1], [[5, 2], [5, 5], 1]]
# noqx's Hashiwokakero example (T0nyX1ang/noqx, solver/hashi.py)
NOQX_URL = ("https://puzz.link/p?hashi/19/14/2g2g3g3g2i2g3g2q2g2g1h3g2g3h2v2i3g2h1g2h1g2g3p2g23g2g2g2j2g2i2h2"
            "g3g3g33zh2h3g1h2g32h1g2g2h2j4g3h1h2l2g1j23g2h4g2g1h2h3g2o1g2h2p2g2i2k1g2g3g4j3h22g3h2")
# the penpa-edit puzz.link parser tests: a 17x13 (unique) and a 41x19 with four answers
PENPA_URLS = [
    "https://puzz.link/p?bridges/17/13/l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3h3r2j.h3g.g2",
    "https://puzz.link/p?hashi/41/19/v3k6k3zzzk2i3g2o3i4zzw3i3g1m3k1i3g2zzs3g3i3k4s2g3g4zzzm3k2m3g2zzk3i5i1g3k2s"
    "3i2g3g4zzg4g3g1s4i3u3g5zzi2i2g2k1s3k1zzy1k4k1s1zzi2g1i2g4k4i4k4i6k4k4",
]


def solve_unique(text, source="test"):
    loaded = gridsat.loads(text, source)
    assert loaded.genre_name == "hashi"
    r = gridsat.solve(loaded, "unique")
    assert r.status == "unique", r.status
    assert hs.check(loaded.puzzle, r.solutions[0]) == []
    return loaded.puzzle, r.solutions[0]


def answer(sol):
    return hs.solution_to_json(sol)["bridges"]


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert (p.height, p.width, p.maxb, p.loops) == (9, 9, 2, True) and p.islands[0, 0] == 4 and (0, 1) not in p.islands
    assert hs.parse(hs.to_text(p)) == p
    q = hs.parse("# a comment\nbridges 3x2 max=3 no-loops no-adjacent\n  1?A\n  ...\n")
    assert (q.grid, q.maxb, q.loops, q.adjacent) == (("1?A", "..."), 3, False, False)
    assert hs.parse(hs.to_text(q)) == q and hs.to_text(q).startswith("hashi 3x2 max=3 no-loops no-adjacent\n")
    assert gridsat.loads("hashi:\n2.2\n", "t").puzzle.grid == ("2.2",)  # prefix, no header
    assert gridsat.loads("1.1\n", "t", genre="bridges").puzzle.grid == ("1.1",)


def test_json_round_trip_keeps_the_settings():
    p = hs.from_tatham(TATHAM_IDS[4])
    doc = hs.to_json(p)
    assert doc == {"genre": "hashi", "grid": list(p.grid), "max": 3, "loops": False}
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p
    assert hs.to_json(hs.parse("hashi\n1.1\n")) == {"genre": "hashi", "grid": ["1.1"]}


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_tatham_round_trips(gid):
    p = hs.from_tatham(gid)
    assert hs.to_tatham(p) == gid
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads(f"bridges:{gid}", "t").puzzle == p


def test_tatham_params():
    """Bridges' decode_params: the full form (generator settings i, e, d are skipped), m the
    bridges a pair (default 2), L no loops; islands 10-16 are A-G; runs of water cross rows."""
    p = hs.from_tatham("7x7i30e10m4Ld2:6a7c3c2a6x5b7a3e3")
    assert (p.maxb, p.loops) == (4, False) and p.grid[0] == "6.7...3"
    assert hs.from_tatham("3x2:a2Ac").grid == (".2A", "...") and hs.from_tatham("3x2:a2Ac").maxb == 2
    assert hs.from_tatham("3:1b2d1").grid == ("1..", "2..", "..1")
    assert hs.to_tatham(hs.Puzzle(("1" + "." * 28 + "1", "." * 30, "1" + "." * 29))) == "30x3m2:1zb1zd1zc"


def test_tatham_islands_side_by_side_are_never_joined():
    """Tatham's game draws bridges over water only; puzz.link lets islands side by side join."""
    p = hs.from_tatham("3x3m2:22g")  # hand-written: Tatham's generator never lets islands touch
    assert not p.adjacent and p.touching() and p.pairs == ()
    assert gridsat.solve(p).status == "unsat"
    with pytest.raises(InputError, match="classic rule"):
        hs.to_url(p)
    q = hs.from_url("https://puzz.link/p?hashikake/3/3/22m")
    assert q.grid == p.grid and q.adjacent and answer(solve_unique(hs.to_url(q))[1]) == [[[0, 0], [0, 1], 2]]
    with pytest.raises(InputError, match="never joins islands side by side"):
        hs.to_tatham(q)
    assert not hs.from_tatham(TATHAM_IDS[0]).touching() and hs.from_tatham(TATHAM_IDS[0]).adjacent
    assert gridsat.solve(hs.parse("hashi\n11\n"), "unique").status == "unique"
    assert gridsat.solve(hs.parse("hashi no-adjacent\n11\n"), "unique").status == "unsat"


def test_puzzlink_matches_pzprjs_and_its_answer():
    p = hs.from_url(PZPRJS_URL)
    assert p.grid == ("4.2..", ".3..2", "3....", ".3.1.", "3.4.3")
    assert hs.to_url(p) == PZPRJS_URL
    for pid in ("hashi", "bridges"):
        assert gridsat.loads(PZPRJS_URL.replace("hashikake", pid), "url").puzzle == p
    _, sol = solve_unique(PZPRJS_URL)
    assert answer(sol) == PZPRJS_ANSWER


def test_puzzlink_unknown_islands_and_cspuz_answer():
    p, sol = solve_unique(CSPUZ_URL)
    assert sum(n is None for n in p.islands.values()) == 7 and p.grid[0] == "3.1.2?"
    assert hs.to_url(p) == CSPUZ_URL.replace("p?hashi/", "p?hashikake/")
    assert answer(sol) == CSPUZ_ANSWER


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[:3]) + "\n")
    items = api.load_all(str(path))
    assert [x.puzzle for x in items] == [hs.from_tatham(g) for g in TATHAM_IDS[:3]]


def test_sniff_is_strict():
    assert hs.sniff("hashi\n1.1\n") and hs.sniff(TATHAM_IDS[0]) and hs.sniff("\n".join(TATHAM_IDS[:2]))
    assert not hs.sniff("7x7:a2g2a5a32l3h4b3b3b3b4")      # no m setting: could be another game
    assert not hs.sniff("7x7m2:a2g2a5a32l3h4b3b3b3b4a")   # one cell too many
    assert not hs.sniff("7x7:b1eBc2gBc2c3g2c2eBb")          # a Light Up ID
    assert not hs.sniff("8x8:_faadlibeaj_a,3,0,2,1")        # a Tents ID
    assert not hs.sniff("lightup\n..\n") and not hs.sniff("53..7....\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("hashi\n1.1\n.x.\n", 3, 2, "unknown character 'x'"),
    ("hashi 3x2\n1.1\n..\n", 3, None, "row has 2 cells"),
    ("hashi\n...\n", 2, None, "no islands"),
    ("hashi\n", 1, None, "no grid rows"),
    ("7x7m2:a2g2a5a32l3h4b3b3b3b4c", 1, 28, "data after the last cell"),
    ("7x7m2:a2g2a5a32l3hX", 1, 19, "unexpected 'X'"),
    ("7x7m2:a2g2a5", 1, 13, "too short"),
    ("7x7m5:a2g2a5a32l3h4b3b3b3b4", 1, 5, "m5 bridges per pair"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "hashi")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text, words", [
    ("hashi 3x3\n1.1\n...\n", "input:1: header says 3x3 but the grid is 3x2"),
    ("hashi 3x1 loops\n1.1\n", "input:1: bad header word 'loops'"),
    ("hashi max=5\n1.1\n", "input:1: bad header word 'max=5': at most 1..4"),
])
def test_bad_headers(text, words):
    with pytest.raises(InputError, match=words):
        hs.parse(text)


@pytest.mark.parametrize("text", [
    "https://puzz.link/p?hashikake/2/1/0g", "https://puzz.link/p?hashikake/2/1/-11g",
    "https://puzz.link/p?hashikake/3/3/1", "https://puzz.link/p?hashikake/2/1/1g1",
    '{"genre": "hashi", "grid": ["1.1", 5]}', '{"genre": "hashi", "grid": []}',
    '{"genre": "hashi", "grid": ["1.1"], "max": 0}', '{"genre": "hashi", "grid": ["1.1"], "max": "2"}',
    '{"genre": "hashi", "grid": ["1.1"], "loops": "no"}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


def test_writers_refuse_what_the_format_cannot_hold():
    with pytest.raises(InputError, match="no '\\?' islands"):
        hs.to_tatham(hs.from_url(CSPUZ_URL))
    with pytest.raises(InputError, match="at least 3x3"):
        hs.to_tatham(hs.parse("hashi\n1.1\n"))
    with pytest.raises(InputError, match="classic rule"):
        hs.to_url(hs.from_tatham(TATHAM_IDS[4]))


# -- solving --------------------------------------------------------------------------------------

def test_example_is_unique():
    p, sol = solve_unique(EXAMPLE.read_text())
    assert len(sol.bridges) == 21


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_generated_puzzles_are_unique(gid):
    p, sol = solve_unique(gid)
    assert max(k for _, _, k in sol.bridges) <= p.maxb


def test_puzzlink_puzzles_from_public_sources():
    solve_unique(NOQX_URL, "url")
    solve_unique(PENPA_URLS[0], "url")
    r = gridsat.count(gridsat.loads(PENPA_URLS[1], "url"), 10)
    assert r.complete and len(r.solutions) == 4  # a rectangle of bridges that can be swapped


def test_rule_settings_change_the_answers():
    ring = "2.2\n...\n2.2\n"
    assert gridsat.solve(hs.parse("hashi\n" + ring), "unique").status == "unique"       # a ring of single bridges
    assert gridsat.solve(hs.parse("hashi no-loops\n" + ring), "unique").status == "unsat"
    assert gridsat.solve(hs.parse("hashi max=1\n" + ring), "unique").status == "unique"
    assert gridsat.solve(hs.parse("hashi max=1\n2.2\n"), "unique").status == "unsat"
    p, sol = solve_unique("hashi max=3\n3.3\n")
    assert answer(sol) == [[[0, 0], [0, 2], 3]]


def test_z3_and_other_encodings_agree():
    loaded = gridsat.loads(TATHAM_IDS[3], "t")
    ref = gridsat.solve(loaded, "unique").solutions
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == ref
    for connect in ("distance", "rank", "lazy"):
        assert gridsat.solve(loaded, "unique", options=EncodeOptions(connect=connect)).solutions == ref
    assert gridsat.solve(loaded, "unique", options=EncodeOptions(card="totalizer")).solutions == ref
    assert gridsat.solve(loaded, "unique", options=EncodeOptions(parts={"closed-pairs": False})).solutions == ref
    no_loops = gridsat.loads(TATHAM_IDS[4], "t")
    assert gridsat.solve(no_loops, "unique", backend="z3").solutions == gridsat.solve(no_loops, "unique").solutions


def sgt_bridges() -> str:
    exe = shutil.which("sgt-bridges") or shutil.which("/usr/games/sgt-bridges")
    if exe is None:
        pytest.skip("sgt-bridges (Debian sgt-puzzles) is not installed")
    return exe


@pytest.mark.parametrize("params", ["10x10i30e10m2d0", "10x10i30e10m2d1", "10x10i30e10m2d2", "12x12i30e10m3Ld2"])
def test_fresh_puzzles_from_the_generator(params):
    out = subprocess.run([sgt_bridges(), "--generate", "2", params], capture_output=True, text=True, timeout=120)
    ids = [line for line in out.stdout.split() if ":" in line]
    assert len(ids) == 2
    for gid in ids:
        p, _ = solve_unique(gid)
        assert hs.to_tatham(p) == gid


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("hashi\n2.1\n", "t"))
    assert ex.status == "unsat" and sorted(ex.clues) == ["r1c1 has 2 bridges", "r1c3 has 1 bridge"]
    ex = gridsat.explain(gridsat.loads("hashi\n1.1\n...\n1.1\n", "t"))
    assert ex.status == "unsat" and "all islands are connected" in ex.clues


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_export_solved_outside(tmp_path, solver):
    exe = need_binary(solver)
    loaded = gridsat.loads(TATHAM_IDS[4], "t")  # no loops: both connectivity rules written eagerly
    path, model = api.export_dimacs(loaded, str(tmp_path))
    assert not model.lazy
    if solver == "cadical":
        text = subprocess.run([exe, "-q", str(path)], capture_output=True, text=True).stdout
    else:
        subprocess.run([exe, str(path), str(tmp_path / "out.txt")], capture_output=True, text=True)
        text = (tmp_path / "out.txt").read_text()
    status, sol = api.decode_answer(loaded, text, "solver")
    assert status == "sat" and hs.check(loaded.puzzle, sol) == []
    assert sol == gridsat.solve(loaded).solutions[0]  # the puzzle is unique


# -- the checker ----------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(PZPRJS_URL)
    b = list(sol.bridges)

    def problems(bridges, puzzle=p):
        return " | ".join(hs.check(puzzle, hs.Solution(tuple(bridges))))

    assert "needs 2" in problems(b[1:])
    apart = hs.parse("hashi\n1.1\n...\n1.1\n")
    assert "not all connected" in problems([((0, 0), (0, 2), 1), ((2, 0), (2, 2), 1)], apart)
    assert "listed twice" in problems(b + [b[0]])
    assert "smaller end first" in problems([(b[0][1], b[0][0], 2)] + b[1:])
    assert "1 to 2" in problems([b[0][:2] + (3,)] + b[1:])
    assert "does not join two islands" in problems(b + [((0, 1), (0, 2), 1)])
    assert "runs over another island" in problems(b + [((0, 0), (4, 0), 1)])
    assert "neither horizontal nor vertical" in problems(b + [((0, 0), (1, 1), 1)])
    cross = hs.parse("hashi\n.1.\n1.1\n.1.\n")
    assert "crosses another bridge at r2c2" in problems([((0, 1), (2, 1), 1), ((1, 0), (1, 2), 1)], cross)
    ring = hs.parse("hashi no-loops\n2.2\n...\n2.2\n")
    loop = [((0, 0), (0, 2), 1), ((0, 0), (2, 0), 1), ((0, 2), (2, 2), 1), ((2, 0), (2, 2), 1)]
    assert "form a loop" in problems(loop, ring) and problems(loop, hs.parse("hashi\n2.2\n...\n2.2\n")) == ""
    assert "side by side" in problems([((0, 0), (0, 1), 1)], hs.parse("hashi no-adjacent\n11\n"))


def test_solution_json_errors():
    p = hs.parse("hashi\n1.1\n")
    assert hs.solution_from_json({"bridges": [[[0, 2], [0, 0], 1]]}, p).bridges == (((0, 2), (0, 0), 1),)
    for bad in ({}, {"bridges": 3}, {"bridges": [[[0, 0], [0, 2]]]}, {"bridges": [[[0, 0], [0, 2], True]]},
                {"bridges": [[[0, 0], [0, "2"], 1]]}):
        with pytest.raises(InputError):
            hs.solution_from_json(bad, p)


# -- CLI ------------------------------------------------------------------------------------------

def test_cli_solve_unique_json():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "hashi" and doc["status"] == "unique"
    bridges = doc["solution"]["bridges"]
    assert bridges == sorted(bridges) and all(a < b and k in (1, 2) for a, b, k in bridges)


def test_cli_game_id_as_the_puzzle_argument():
    for arg in (TATHAM_IDS[0], "hashi:" + TATHAM_IDS[0], PZPRJS_URL):
        r = cli("solve", arg, "--unique")
        assert r.exit_code == 0 and "unique" in r.stdout, r.stderr


def test_cli_convert_and_draw():
    assert cli("convert", EXAMPLE, "--to", "tatham").stdout.strip() == "9x9m2:4g4i5a6a5b3f1l3a5b2a2b1b4c5b1g2b3a2a2"
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    assert url.startswith("https://puzz.link/p?hashikake/9/9/")
    assert gridsat.loads(url, "url").puzzle == gridsat.load(str(EXAMPLE)).puzzle
    p, sol = solve_unique(EXAMPLE.read_text())
    svg = hs.draw_svg(p, sol)
    assert svg.count('class="bridge"') == sum(k for _, _, k in sol.bridges)
    assert svg.count('class="island"') == len(p.islands) == 19
    text = hs.draw(p, sol, ascii=True)
    assert text.splitlines()[1].startswith("4===") and "=" not in hs.draw(p, None, ascii=True)
