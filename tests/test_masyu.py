"""Masyu (Tatham's Pearl): formats, real puzzles (Tatham's generator, puzz.link), the checker,
the CLI, other backends and encodings."""
import json
import shutil
import subprocess

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import masyu as ms
from gridsat.formats import InputError

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "masyu-8x8.txt"
G = ms.GENRE
to_url, from_url = G.declared.to_url, G.declared.from_url
# made by `sgt-pearl --generate 3 <params>` (Debian sgt-puzzles 20230122), two of each preset:
# 6x6 easy, 6x6 tricky, 8x8 easy, 8x8 tricky, 10x10 easy, 10x10 tricky, 12x8 easy, 12x8 tricky
TATHAM_IDS = [
    "6x6:aWbWbWWdWiWaWbWbWaBb", "6x6:cWaBfBcWWBhBeWWa",
    "6x6:aWWmBaWaBiBaBbB", "6x6:aWcBfBbWWdBhBdB",
    "8x8:aWeBaWbBfBaBaBaWgWeWaWdBbWWiWc", "8x8:dBaWaWWaWhWaWaBdBcWiWeWbWbBaWaBd",
    "8x8:bBdBWbBeWkWbBaBaWhBaBbBaWaWi", "8x8:dBbBWWaWeWcBaBdWlWeBaWaWbWdWd",
    "10x10:bBgWbBbWWWbWdBiWbBWbWbWaWdWdWaBeWaWdBcWWeWcWaBdBd",
    "10x10:BcBbBcBgWdBWaWeWbBcBdBaBaBkWWWaWmBaWbBcWdWcWb",
    "10x10:BcWWmWWaWWbWeBcWaBWkWBbBaWcWbBbWaBbWbBaWcWWaBfWgB",
    "10x10:bBcWcWfBdWWiWaWcWBeBaBaBdBaBcBbBcWgWmBdBBbB",
    "12x8:eWcBbWWbBfWaWdWWeBbWeBfWWbBcWBWbBaBbWeBhBaWg",
    "12x8:BdWcBfBeWdBaWaWdBfWaBaBBbBmWbBWaWeWfBaBBbWaBbB",
    "12x8:bBWaBWaWcWfWcWWdBbWeBWcBbWiWgWWfBeBbWeWgB",
    "12x8:aWbWcBfWWbWbWgBWbWaWBbWeWaWbWdBfWaWbWBWfWdWbWeWd",
]
# puzz.link URLs from public sources: the 20x20 "masyu-20x20-6613546" of puzzlekit-web's dataset
# page test (github.com/SmilingWayne/puzzlekit-web, src/app/DatasetPage.test.tsx); a 5x5 sample
# URL of the same project's Masyu URL decoder notes.
URL_20 = ("https://puzz.link/p?mashu/20/20/i000006303j0215600c0031070269c30i0009069i200o99213300c4004c9100l0"
          "00610j96i900366k3991300969a1010c200j0c009i00190000b01606j1006c0904000")
URL_5 = "https://puzz.link/p?mashu/5/5/001390360"


def solve_unique(text, **kw):
    loaded = gridsat.loads(text, "test")
    assert loaded.genre_name == "masyu"
    r = gridsat.solve(loaded, "unique", **kw)
    assert r.status == "unique", r.status
    assert ms.check(loaded.puzzle, r.solutions[0]) == []
    return loaded.puzzle, r.solutions[0]


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert (p.height, p.width) == (8, 8) and p.pearls[0, 3] == "W" and p.pearls[0, 7] == "B"
    assert G.parse(G.to_text(p)) == p
    assert ms.to_tatham(p) == "8x8:cWcBcWeBfBaBBaBiWWcWcWdBeWbWa"
    spaced = "# a comment\npearl\n  b w - -\n  . o * .\n"  # cells apart, other pearl signs
    assert G.parse(spaced).text_rows() == ("BW..", ".WB.")
    assert gridsat.loads("masyu:\nW.\n.B\n", "t").puzzle.text_rows() == ("W.", ".B")  # prefix, no header
    assert gridsat.loads("W.\n.B\n", "t", genre="mashu").puzzle.text_rows() == ("W.", ".B")


def test_json_and_solution_json():
    p = ms.from_tatham(TATHAM_IDS[0])
    doc = G.to_json(p)
    assert doc == {"genre": "masyu", "grid": list(p.text_rows())}
    assert gridsat.loads(json.dumps(doc), "t").puzzle == p
    _, sol = solve_unique(TATHAM_IDS[0])
    out = G.solution_to_json(sol)
    assert G.solution_from_json(json.loads(json.dumps(out)), p) == sol
    loop = [tuple(x) for x in out["loop"]]
    # canonical order: the first cell in reading order, then to the right (clockwise)
    assert loop[0] == min(loop) and loop[1] == (loop[0][0], loop[0][1] + 1)


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_tatham_and_puzzlink_round_trips(gid):
    p = ms.from_tatham(gid)
    assert ms.to_tatham(p) == gid
    assert from_url(to_url(p)) == p
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads(f"pearl:{gid}", "t").puzzle == p
    assert gridsat.loads(to_url(p), "url").puzzle == p


def test_tatham_params_and_runs_across_rows():
    assert ms.from_tatham("5x2dtn:cWeB").text_rows() == ("...W.", "....B")
    assert ms.from_tatham("3de:Wh").text_rows() == ("W..", "...", "...")  # W only: square
    assert ms.to_tatham(ms.Puzzle.of(("." * 30,))) == "30x1:zd"


def test_puzzlink_matches_pzprjs():
    # three cells per base-27 digit, the first most significant: 0 empty, 1 white, 2 black
    p = from_url("https://puzz.link/p?mashu/4/1/bi")
    assert p.text_rows() == ("W.BB",)  # b = 11 = 1*9 + 0*3 + 2; i = 18 = 2*9: the last digit's first cell
    assert to_url(p) == "https://puzz.link/p?mashu/4/1/bi"
    assert gridsat.loads("https://puzz.link/p?masyu/4/1/bi", "u").puzzle == p
    assert gridsat.loads("https://puzz.link/p?mashu/v:/4/1/bi", "u").puzzle == p  # pzprjs flags
    big = from_url(URL_20)
    assert to_url(big) == URL_20 and (big.width, big.height) == (20, 20)


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[:3] + [URL_5]) + "\n")
    items = api.load_all(str(path))
    assert [x.puzzle for x in items[:3]] == [ms.from_tatham(g) for g in TATHAM_IDS[:3]]
    assert items[3].puzzle == from_url(URL_5)


def test_sniff_is_strict():
    assert G.sniff("masyu\n..\n") and G.sniff(TATHAM_IDS[0]) and G.sniff("10x10de:" + "j" * 9 + "i" + "W")
    assert not G.sniff(TATHAM_IDS[0] + "a")  # one cell too many
    assert not G.sniff(TATHAM_IDS[0][:-1])  # one too few
    assert not G.sniff("7x7:b1eBc2gBc2c3g2c2eBb")  # a Light Up ID
    assert not G.sniff("3x3:a1b2c3d4e5f6g7h8i9")  # a Solo-like ID
    assert not G.sniff("8x8:_faadlibeaj_a,3,0,2,1")  # a Tents ID
    assert not G.sniff("5x5t0:a2b3c")  # a Loopy ID
    assert not G.sniff("lightup\n..\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("masyu\n...\n.x.\n", 3, 2, "unknown cell 'x'"),
    ("masyu\n. . .\n. ? .\n", 3, 3, "unknown cell '?'"),
    ("masyu 3x2\n...\n..\n", 3, None, "row has 2 cells"),
    ("masyu 3x3\n...\n...\n", 1, None, "header says 3x3 but the grid is 3x2"),
    ("masyu 3\n...\n", 1, None, "bad header"),
    ("masyu\n", 1, None, "no grid rows"),
    ("6x6:aWbWbWWdWiWaWbWbWaBbz", 1, 25, "data after the last cell"),
    ("6x6:aWbWbWWdWiWaWbWbWaB1", 1, 24, "unexpected '1'"),
    ("6x6:aWbWb", 1, 10, "too short"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "masyu")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text", [
    "https://puzz.link/p?mashu/4/1/b", "https://puzz.link/p?mashu/4/1/b60", "https://puzz.link/p?mashu/4/1/bz",
    "https://puzz.link/p?mashu/4/1/b8",  # 8 = 2*3 + 2: pearls past the last cell
    '{"genre": "masyu", "grid": ["..", 5]}', '{"genre": "masyu", "grid": []}',
    '{"genre": "masyu", "grid": ["..", "..."]}', '{"genre": "masyu", "grid": ["5"]}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


def test_bad_solution_json():
    p = ms.from_tatham(TATHAM_IDS[0])
    for doc in ({}, {"loop": 3}, {"loop": [[0, 0], [0]]}, {"loop": [[0, True]]}):
        with pytest.raises(InputError):
            G.solution_from_json(doc, p)


# -- solving --------------------------------------------------------------------------------------

def test_example_is_unique_and_draws():
    p, sol = solve_unique(EXAMPLE.read_text())
    text = G.draw(p, sol)
    assert text.startswith("Masyu 8x8, 8 white and 7 black pearls") and "●" in text and "─" in text
    assert "@" in G.draw(p, sol, ascii=True) and "─" not in G.draw(p, sol, ascii=True)
    svg = G.draw_svg(p, sol)
    assert svg.count('class="pearl-black"') == 7 and svg.count('class="pearl-white"') == 8
    assert 'class="loop"' in svg


@pytest.mark.parametrize("gid", TATHAM_IDS)
def test_generated_puzzles_are_unique(gid):
    solve_unique(gid)


def test_public_puzzlink_puzzles_are_unique():
    solve_unique(URL_5)
    solve_unique(URL_20)


def test_other_backends_encodings_and_parts_agree():
    loaded = gridsat.loads(TATHAM_IDS[4], "t")
    ref = gridsat.solve(loaded, "unique").solutions
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == ref
    for connect in ("distance", "rank", "lazy"):
        assert gridsat.solve(loaded, "unique", options=EncodeOptions(connect=connect)).solutions == ref
    assert gridsat.solve(loaded, "unique", options=EncodeOptions(parts={"jordan": False})).solutions == ref


def test_several_answers_and_no_answer():
    p = G.parse("masyu\n...\n.W.\n...\n")
    r = gridsat.count(p)
    brute = [s for s in ms.candidates(p) if not ms.check(p, s)]
    assert r.complete and sorted(s.loop for s in r.solutions) == sorted(s.loop for s in brute)
    assert len(brute) == 4  # through the middle row or column, closing above or below it
    assert gridsat.solve(gridsat.loads("masyu\nB.\n..\n", "t")).status == "unsat"
    assert gridsat.solve(gridsat.loads("masyu\n.W.\n", "t")).status == "unsat"  # one row: no loop


def sgt_pearl() -> str:
    """Tatham's generator: on PATH, or where Debian's sgt-puzzles puts it; skip when absent."""
    exe = shutil.which("sgt-pearl") or shutil.which("/usr/games/sgt-pearl")
    if exe is None:
        pytest.skip("sgt-pearl (Debian sgt-puzzles) is not installed")
    return exe


@pytest.mark.parametrize("params", ["6x6de", "6x6dt", "8x8de", "8x8dt"])
def test_fresh_puzzles_from_the_generator(params):
    exe = sgt_pearl()
    out = subprocess.run([exe, "--generate", "2", params], capture_output=True, text=True, timeout=120)
    ids = [line for line in out.stdout.split() if ":" in line]
    assert len(ids) == 2
    for gid in ids:
        solve_unique(gid)


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("masyu\nB.\n..\n", "t"))
    assert ex.status == "unsat" and ex.clues == ["black pearl at r1c1: turning, straight on for two cells"]
    ex = gridsat.explain(gridsat.loads("masyu\nW...\n....\n", "t"))
    assert ex.status == "unsat" and ex.clues == ["white pearl at r1c1: straight through, turning next to it"]


def test_dimacs_export_is_complete(tmp_path):
    """The exported CNF (eager connectivity, no lazy cuts) alone decides the puzzle."""
    from pysat.formula import CNF
    from pysat.solvers import Solver

    loaded = gridsat.loads(TATHAM_IDS[0], "t")
    path, model = api.export_dimacs(loaded, str(tmp_path))
    assert not model.lazy
    found = []
    with Solver(name="cadical153", bootstrap_with=CNF(from_file=str(path)).clauses) as s:
        while s.solve():
            values = model.value_map(s.get_model())
            sol = G.decode(loaded.puzzle, model, values)
            assert ms.check(loaded.puzzle, sol) == []
            found.append(sol)
            s.add_clause([-v if values.get(v) else v for v in model.primary])
    assert found == gridsat.solve(loaded, "unique").solutions


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_external_solver_round_trip(solver, tmp_path):
    need_binary(solver)
    puzzle = tmp_path / "p.txt"
    puzzle.write_text(TATHAM_IDS[5] + "\n")
    assert cli("export", puzzle, "-o", tmp_path).exit_code == 0
    cnf, answer = tmp_path / "p.cnf", tmp_path / "answer.txt"
    if solver == "cadical":
        answer.write_text(subprocess.run(["cadical", "-q", str(cnf)], capture_output=True, text=True).stdout)
    else:
        subprocess.run(["minisat", str(cnf), str(answer)], capture_output=True)
    r = cli("decode", puzzle, answer, "--json")
    assert r.exit_code == 0, r.stderr
    sol = G.solution_from_json(json.loads(r.stdout)["solution"], ms.from_tatham(TATHAM_IDS[5]))
    assert ms.check(ms.from_tatham(TATHAM_IDS[5]), sol) == []


def test_cli_solve_json_and_batch_lines(tmp_path):
    r = cli("solve", TATHAM_IDS[0], "--unique", "--json")
    assert r.exit_code == 0
    doc = json.loads(r.stdout)
    assert doc["genre"] == "masyu" and doc["status"] == "unique" and len(doc["solution"]["loop"]) >= 4
    assert cli("solve", TATHAM_IDS[0], "--connect", "rank", "--unique").exit_code == 0
    p, sol = solve_unique(TATHAM_IDS[0])
    line = ms.GENRE.solution_line(p, sol)
    assert line.startswith(f"r{sol.loop[0][0] + 1}c{sol.loop[0][1] + 1} R") and len(line.split()[1]) == len(sol.loop)


# -- the checker ----------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(TATHAM_IDS[0])
    loop = list(sol.loop)

    def says(cells, words):
        return any(words in m for m in ms.check(p, ms.Solution(tuple(cells))))
    assert says(loop[:3], "at least 4 cells")
    assert says(loop[:-1], "jumps")
    assert says(loop + [loop[0]], "twice")
    assert says(loop[:-1] + [(9, 9)], "outside")
    ring = [(0, 0), (0, 1), (1, 1), (1, 0)]
    q = ms.Puzzle.of(("W..", "...", "..B"))
    assert any("misses the black pearl" in m for m in ms.check(q, ms.Solution(tuple(ring))))
    assert any("turns on the white pearl" in m for m in ms.check(q, ms.Solution(tuple(ring))))
    line = ms.Puzzle.of((".W.", "...", "..."))
    box = [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0)]
    assert ms.check(line, ms.Solution(tuple(box))) == []
    wide = ms.Puzzle.of(("..W..", ".....", "....."))
    big = [(0, c) for c in range(5)] + [(1, 4), (2, 4)] + [(2, c) for c in range(3, -1, -1)] + [(1, 0)]
    assert any("neither cell" in m for m in ms.check(wide, ms.Solution(tuple(big))))
    black = ms.Puzzle.of(("B....", ".....", "....."))
    assert ms.check(black, ms.Solution(tuple(big))) == []
    assert any("straight through the black" in m for m in
               ms.check(ms.Puzzle.of((".B...", ".....", ".....")), ms.Solution(tuple(big))))
    assert any("turns right next to the black" in m for m in
               ms.check(ms.Puzzle.of(("B..", "...", "...")), ms.Solution(tuple(ring))))
