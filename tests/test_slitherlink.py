"""Slitherlink (Loopy): formats, solving real puzzles (Tatham's generator, puzz.link URLs from
public sources), the checker, the CLI, DIMACS export."""
import json
import shutil
import subprocess

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import slitherlink as sl
from gridsat.formats import InputError

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "slitherlink-7x7.txt"
G = sl.GENRE
to_url, from_url = G.declared.to_url, G.declared.from_url
# made by `sgt-loopy --generate 1 <params>` (Debian sgt-puzzles), square grids, unique:
# 7x7 easy, normal, tricky, hard; 10x10 easy, normal, tricky, hard; 12x8 hard; 20x20 hard
TATHAM_IDS = [
    "7x7t0:b23b32b22b21d32d1a3a211a3b13a0a3a3b3a",
    "7x7t0:3d332a2d2322a3221232a23a31d032d3b11a",
    "7x7t0:c1c2311b22101232a1c2b1112a32a2c2a212b3",
    "7x7t0:a2a22b2b2d2a0c213a3b3120b1d311a2a1c",
    "10x10t0:b22c3b23g222a2a2c2323b002122a3a112312d211a2b3c2a11c2c2b3c2a3d3a232b233",
    "10x10t0:a11b2f12301a3g2i3b331a10a32a2c22b1a2a3c2b3c10c3b3c31e222b32a3",
    "10x10t0:2c2a2b21a13b2b2212a0a0322a2b13e2221d33a2c23213a22a11e2a1a1b123b23a2a1c23b23a",
    "10x10t0:c2b3d2a2a2c3b3b2c3b1a2321b2c2120a3b2d2e32b1d02c3b2b2a12e32c32a",
    "12x8t0:1a2a32a3b3b32c2d1321a1b32b2c3a2b2212b2b3a2a1h1a12b2b21a23231132233b2a2a2",
    "20x20t0:a10a2a2a22b2c2313c22122a1a212b2c221b22a2a1a2231a1a322b1a1d3d32c121a2b1122d21a3a2a22d1a2a3d212b3b"
    "232a122a222e02111a22b1b1a3a32e23a323a21a2a1b2b3c1b21a2b23b3a1d1a2a2c3b13c21a1b3a2a2b11222b1a1a3b12b131c"
    "2b12a03b3a2013e2c222c2c1e2a11a1b23322a23133a311b221c12a2312c12a3b2a2a22c2c1a1a3f2a2c1a32c223a2a2d22a",
]
# a triangular-grid Loopy ID (sgt-loopy --generate 1 5x5t1): not a square grid
TRIANGULAR = "5x5t1:0_2a2j002b0021a02b12e1a0b0b0a21a2b21a"

# pzprjs's own slither test (robx/pzprjs test/script/slither.js): the URL, and the answer its
# test file accepts as correct (pzprv3 border lines: 1 = line; vertical edges per cell row,
# then horizontal edges per lattice row)
PZPRJS_URL = "https://puzz.link/p?slither/5/5/cbcbcddad"
PZPRJS_GRID = ("2..1.", ".2..1", "..2..", "3..3.", ".0..3")
PZPRJS_VERTICAL = ["1 -1 0 -1 -1 1", "1 1 -1 1 -1 1", "1 1 1 0 0 1", "1 1 1 1 1 1", "-1 -1 -1 0 1 1"]
PZPRJS_HORIZONTAL = ["1 1 1 1 1", "-1 1 1 -1 -1", "0 -1 1 0 0", "0 0 0 1 0", "1 -1 1 -1 0", "-1 0 -1 0 1"]
# semiexp/cspuz_core cspuz_rs_puzzles/src/puzzles/slitherlink.rs: a serializer test URL and the
# answer its solver test expects (horizontal edges per lattice row, vertical per cell row)
CSPUZ_URL = "https://puzz.link/p?slither/4/4/dgdh2c71"
CSPUZ_HORIZONTAL = ["1111", "1010", "1000", "0101", "1000"]
CSPUZ_VERTICAL = ["10001", "01111", "10111", "11000"]
# SmilingWayne/PuzzleSolver docs/puzzles/slitherlink.md: "Play at puzz.link" (Janko's 421)
JANKO_URL = "https://puzz.link/p?slither/10/10/ic5137bg7bchbgdccb7dgddg7ddabdgdhc7bg7316dbg"

def solve_unique(text, **kw):
    loaded = gridsat.loads(text, "test") if isinstance(text, str) else text
    assert loaded.genre_name == "slitherlink"
    r = gridsat.solve(loaded, "unique", **kw)
    assert r.status == "unique", r.status
    assert sl.check(loaded.puzzle, r.solutions[0]) == []
    return loaded.puzzle, r.solutions[0]


def edges_of(sol):
    pts = list(sol.loop)
    return {(min(a, b), max(a, b)) for a, b in zip(pts, pts[1:] + pts[:1])}


def sgt_loopy() -> str:
    exe = shutil.which("sgt-loopy") or shutil.which("/usr/games/sgt-loopy")
    if exe is None:
        pytest.skip("sgt-loopy (Debian sgt-puzzles) is not installed")
    return exe


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert (p.height, p.width) == (7, 7) and p.numbers()[0, 1] == 2 and (0, 0) not in p.numbers()
    assert G.parse(G.to_text(p)) == p
    assert sl.to_tatham(p) == "7x7t0:a2113a3a2a3g2a3a3b1b22c2b2e1d20"  # the ID in the example's comment
    text = "# a comment\nloopy\n  3?\n  .0\n"  # no size in the header, indented rows, a '?' clue
    q = G.parse(text)
    assert q.text_rows() == ("3?", ".0") and q.numbers() == {(0, 0): 3, (1, 1): 0}
    assert gridsat.loads("slitherlink:\n3.\n..\n", "t").puzzle.text_rows() == ("3.", "..")  # prefix, no header
    assert gridsat.loads("3.\n..\n", "t", genre="slither").puzzle.text_rows() == ("3.", "..")


def test_json_round_trip():
    p = sl.from_tatham(TATHAM_IDS[0])
    doc = G.to_json(p)
    assert doc == {"genre": "slitherlink", "grid": list(p.text_rows())}
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_tatham_and_puzzlink_round_trips(gid):
    p = sl.from_tatham(gid)
    assert sl.to_tatham(p) == gid
    assert from_url(to_url(p)) == p
    assert gridsat.loads(gid, "t").puzzle == p  # detected without a genre name
    assert gridsat.loads(to_url(p), "url").puzzle == p


def test_tatham_params_forms():
    p = sl.from_tatham("3x2t0:a2b1a")
    assert p.text_rows() == (".2.", ".1.")
    assert sl.from_tatham("3x2t0dh:a2b1a") == p  # with the difficulty
    assert sl.from_tatham("3x2:a2b1a") == p      # the grid type defaults to squares
    assert sl.from_tatham("2:a2b") == sl.Puzzle.of((".2", ".."))  # W alone: a square board
    assert gridsat.loads("slitherlink:3x2:a2b1a", "t").puzzle == p
    assert sl.to_tatham(sl.Puzzle.of(("." * 30,))) == "30x1t0:zd"
    with pytest.raises(InputError, match="no '\\?' clues"):
        sl.to_tatham(sl.Puzzle.of(("?.",)))


def test_puzzlink_matches_pzprjs():
    p = from_url(PZPRJS_URL)
    assert p.text_rows() == PZPRJS_GRID
    assert to_url(p) == PZPRJS_URL  # the clue on the last cell is written with a skip, as pzprjs does
    assert gridsat.loads(PZPRJS_URL.replace("puzz.link/p?", "pzv.jp/p.html?"), "url").puzzle == p
    # 5-9 a clue and one empty cell, a-e two, g-z 1-20 empty cells, '.' a '?'
    assert from_url("https://puzz.link/p?slither/3/2/6.i").text_rows() == ("1.?", "...")
    assert to_url(sl.Puzzle.of(("1.?", "..."))) == "https://puzz.link/p?slither/3/2/6.i"
    assert to_url(sl.Puzzle.of(("." * 25,))) == "https://puzz.link/p?slither/25/1/zk"


def test_puzzlink_published_answer():
    """pzprjs's test puzzle: our unique answer is the loop its test file accepts."""
    p, sol = solve_unique(PZPRJS_URL)
    published = set()
    for r, row in enumerate(PZPRJS_VERTICAL):
        published |= {((r, c), (r + 1, c)) for c, v in enumerate(row.split()) if v == "1"}
    for r, row in enumerate(PZPRJS_HORIZONTAL):
        published |= {((r, c), (r, c + 1)) for c, v in enumerate(row.split()) if v == "1"}
    assert edges_of(sol) == published


def test_puzzlink_cspuz_published_answer():
    p, sol = solve_unique(CSPUZ_URL)
    published = {((r, c), (r, c + 1)) for r, row in enumerate(CSPUZ_HORIZONTAL) for c, v in enumerate(row) if v == "1"}
    published |= {((r, c), (r + 1, c)) for r, row in enumerate(CSPUZ_VERTICAL) for c, v in enumerate(row) if v == "1"}
    assert edges_of(sol) == published
    # cspuz writes the last clue without a skip, pzprjs (and gridsat) with one: same puzzle
    assert to_url(p) == CSPUZ_URL[:-1] + "b" and from_url(to_url(p)) == p


def test_public_puzzlink_url():
    p, _ = solve_unique(JANKO_URL)
    assert to_url(p) == JANKO_URL


def test_puzzlink_variant_flags_are_refused():
    with pytest.raises(InputError, match="variant flag 'f'"):
        from_url("https://puzz.link/p?slither/f/3/3/gdk")  # cspuz's "full loop" variant


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[:3]) + "\n")
    items = api.load_all(str(path))
    assert [x.puzzle for x in items] == [sl.from_tatham(g) for g in TATHAM_IDS[:3]]


def test_sniff_is_strict():
    assert sl.sniff("slitherlink\n3.\n") and sl.sniff(TATHAM_IDS[0]) and sl.sniff(TRIANGULAR)
    assert not sl.sniff(TATHAM_IDS[0] + "a")  # one cell too many
    assert not sl.sniff("7x7:b1eBc2gBc2c3g2c2eBb")  # a Light Up ID
    assert not sl.sniff("3x3:a1b2c3d4e5f6g7h8i9")  # a Solo-like ID
    assert not sl.sniff("8x8:_faadlibeaj_a,3,0,2,1")  # a Tents ID
    assert not sl.sniff("5x5:a2b")  # no grid type: only with the genre named
    assert not sl.sniff("53..7....\n6..195...\n")
    assert not sl.sniff("lightup\n..\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("slitherlink\n...\n.x.\n", 3, 2, "unknown cell 'x'"),
    ("slitherlink\n...\n5..\n", 3, 1, "number 5 is out of range"),
    ("slitherlink 3x2\n...\n..\n", 3, None, "row has 2 cells"),
    ("slitherlink 3x3\n...\n...\n", 1, None, "header says 3x3 but the grid is 3x2"),
    ("slitherlink 3\n...\n", 1, None, "bad header"),
    ("slitherlink\n", 1, None, "no grid rows"),
    ("3x2t0:a2b1ab", 1, 12, "data after the last cell"),
    ("3x2t0:a2b1z", 1, 11, "runs past the last"),
    ("3x2t0:a2b5a", 1, 10, "unexpected '5'"),
    ("3x2t0:a2b.a", 1, 10, "unexpected '.'"),
    ("3x2t0:a2", 1, 9, "too short"),
    (TRIANGULAR, 1, 4, "t1 (triangular) is not supported"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "slitherlink")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


def test_other_grid_types_are_refused_without_a_genre_name():
    r = cli("solve", TRIANGULAR, "--unique")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and "square grids (t0) only" in r.stderr, r.stderr


@pytest.mark.parametrize("text", [
    "https://puzz.link/p?slither/3/3/i", "https://puzz.link/p?slither/3/3/zz", "https://puzz.link/p?slither/3/3/jF",
    "https://puzz.link/p?slither/2/2/0000a", "https://puzz.link/p?slither/3/3/f",
    '{"genre": "slitherlink", "grid": ["..", 5]}', '{"genre": "slitherlink", "grid": []}',
    '{"genre": "slitherlink", "grid": ["..", "..."]}', '{"genre": "slitherlink", "grid": ["5"]}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


# -- solving --------------------------------------------------------------------------------------

def test_example_is_unique_and_the_loop_is_canonical():
    p, sol = solve_unique(EXAMPLE.read_text())
    first, second = sol.loop[0], sol.loop[1]
    assert first == min(sol.loop) and second == (first[0], first[1] + 1)  # from the smallest point, rightwards
    assert sl.canonical(tuple(reversed(sol.loop))) == sol.loop
    assert sl.canonical(sol.loop[5:] + sol.loop[:5]) == sol.loop


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_generated_puzzles_are_unique(gid):
    solve_unique(gid)


def test_fresh_puzzles_from_the_generator_at_every_difficulty():
    exe = sgt_loopy()
    for diff in "enth":
        out = subprocess.run([exe, "--generate", "1", f"10x10t0d{diff}"], capture_output=True, text=True,
                             timeout=120)
        ids = [line for line in out.stdout.split() if ":" in line]
        assert len(ids) == 1, out.stderr
        solve_unique(ids[0])


def test_backends_encodings_and_parts_agree():
    loaded = gridsat.loads(TATHAM_IDS[3], "t")
    ref = gridsat.solve(loaded, "unique").solutions
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == ref
    for opts in (EncodeOptions(connect="rank"), EncodeOptions(connect="distance"),
                 EncodeOptions(parts={"inside": True}), EncodeOptions(card="totalizer"),
                 EncodeOptions(loop_by="cells"), EncodeOptions(loop_by="cells", connect="rank")):
        assert gridsat.solve(loaded, "unique", options=opts).solutions == ref


@pytest.mark.parametrize("opts", [EncodeOptions(loop_by="cells"), EncodeOptions(loop_by="cells", connect="rank"),
                                  EncodeOptions(parts={"inside": True}, connect="distance")])
def test_other_loop_encodings_match_brute_force(opts):
    import random

    rng = random.Random(19)
    for _ in range(25):
        p = sl.tiny(rng)
        brute = sorted(s.loop for s in sl.candidates(p) if not sl.check(p, s))
        found = sorted(s.loop for s in gridsat.solve(p, "all", options=opts).solutions)
        assert found == brute, p.text_rows()


def test_loop_by_on_the_command_line():
    r = cli("solve", TATHAM_IDS[1], "--unique", "--loop-by", "cells", "--json")
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["solution"] == G.solution_to_json(solve_unique(TATHAM_IDS[1])[1])


def test_a_puzzle_with_two_answers():
    # a 1 between two empty cells: the loop goes round the left cell or round the right one
    r = gridsat.solve(gridsat.loads("slitherlink\n.1.\n", "t"), "all")
    assert r.status == "multiple"
    assert sorted(s.loop for s in r.solutions) == [((0, 0), (0, 1), (1, 1), (1, 0)), ((0, 2), (0, 3), (1, 3), (1, 2))]


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("slitherlink\n13\n", "t"))  # each alone holds, not both
    assert ex.status == "unsat"
    assert sorted(ex.clues) == ["r1c1 has 1 side on the loop", "r1c2 has 3 sides on the loop"]


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_export_solves_externally(tmp_path, solver):
    need_binary(solver)
    loaded = gridsat.loads(TATHAM_IDS[4], "t")
    path, _ = api.export_dimacs(loaded, str(tmp_path))
    if solver == "cadical":
        out = subprocess.run(["cadical", "-q", str(path)], capture_output=True, text=True).stdout
    else:
        answer = tmp_path / "answer.txt"
        subprocess.run(["minisat", str(path), str(answer)], capture_output=True)
        out = answer.read_text()
    status, sol = api.decode_answer(loaded, out, solver)
    assert status == "sat" and sl.check(loaded.puzzle, sol) == []
    assert sol == gridsat.solve(loaded, "unique").solution


def test_external_solver_with_lazy_cuts():
    need_binary("cadical")
    loaded = gridsat.loads(TATHAM_IDS[2], "t")
    r = gridsat.solve(loaded, "unique", backend="external", solver_cmd="cadical -q")
    assert r.status == "unique" and r.solution == gridsat.solve(loaded, "unique").solution


# -- the checker ----------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(TATHAM_IDS[0])
    pts = list(sol.loop)
    assert any("not neighbours" in m for m in sl.check(p, sl.Solution(tuple(pts[:3] + pts[4:]))))
    assert any("more than once" in m for m in sl.check(p, sl.Solution(tuple(pts + pts[1:2]))))
    assert any("outside" in m for m in sl.check(p, sl.Solution(((0, 0), (0, 1), (-1, 1), (-1, 0)))))
    assert any("at least four" in m for m in sl.check(p, sl.Solution(((0, 0), (0, 1)))))
    square = sl.Puzzle.of(("3.", ".."))
    assert sl.check(square, sl.Solution(((0, 0), (0, 1), (1, 1), (1, 0)))) == ["r1c1 has 4 sides on the loop, needs 3"]
    assert sl.check(square, sl.Solution(((0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)))) == []


# -- CLI ------------------------------------------------------------------------------------------

def test_cli_solve_unique_json_and_id_argument():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "slitherlink" and doc["status"] == "unique"
    loop = doc["solution"]["loop"]
    assert loop[0] == [0, 0] and all(isinstance(x, list) and len(x) == 2 for x in loop)
    r2 = cli("solve", "7x7t0:a2113a3a2a3g2a3a3b1b22c2b2e1d20", "--unique", "--json")
    assert r2.exit_code == 0 and json.loads(r2.stdout)["solution"] == doc["solution"]
    r3 = cli("solve", "loopy:7x7t0:a2113a3a2a3g2a3a3b1b22c2b2e1d20", "--unique")
    assert r3.exit_code == 0, r3.stderr


def test_cli_convert_check_and_draw(tmp_path):
    assert cli("convert", EXAMPLE, "--to", "tatham").stdout.strip() == "7x7t0:a2113a3a2a3g2a3a3b1b22c2b2e1d20"
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    assert url.startswith("https://puzz.link/p?slither/7/7/")
    assert gridsat.loads(url, "url").puzzle == gridsat.load(str(EXAMPLE)).puzzle
    p, sol = solve_unique(EXAMPLE.read_text())
    svg = sl.draw_svg(p, sol)
    assert svg.count('class="loop"') == 1 and svg.count('class="dot"') == 64 and svg.count('class="given"') == len(p.numbers())
    text = sl.draw(p, sol, ascii=True)
    assert text.splitlines()[1].startswith("+---+") and "|" in text
    answer = tmp_path / "answer.json"
    answer.write_text(json.dumps(G.solution_to_json(sol)))
    assert cli("check", EXAMPLE, answer).exit_code == 0
    answer.write_text(json.dumps({"loop": [[0, 0], [0, 1], [1, 1], [1, 0]]}))
    assert cli("check", EXAMPLE, answer).exit_code != 0


@pytest.mark.slow
def test_40x40_generated_is_decided_quickly():
    import time

    exe = sgt_loopy()
    out = subprocess.run([exe, "--generate", "1", "40x40t0dh#gridsat"], capture_output=True, text=True, timeout=600)
    t0 = time.perf_counter()
    solve_unique(out.stdout.strip())
    assert time.perf_counter() - t0 < 10
