"""Futoshiki (Tatham: Unequal, both rule sets): formats, real puzzles, the checker, z3 and
DIMACS agreement, the CLI."""
import json
import random
import shutil
import subprocess

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import futoshiki as fu
from gridsat.formats import InputError
from gridsat.latin import settle

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "futoshiki-6x6.txt"
# made by `sgt-unequal --generate 1 <params>` (Debian sgt-puzzles 20230122): unique puzzles at
# every difficulty (t trivial, e easy, k tricky, x extreme, r recursive), Adjacent mode ("a")
TATHAM_IDS = [
    "4:2,0,0,0,0,0U,0,0U,0,0L,0,0U,0,0,0,0,",                                            # 4de
    "7:0,0,2,0,5,0,3,4,2,0,7,0,0,0,0,0,5,1,0,3,0,7,0,1,2,0,0,0,0,0,0,3,4,0,0,0,0,0,0,0,0,0,0,0,6,0,1,2,5,",  # 7dt
    "7:0,0,0,0L,0L,0R,5D,0D,0,0R,0U,0U,0,0D,0,0,3,0R,0,0,0,0,0,0D,0D,0D,0U,0,0,1,0,0,0,0,0,0,0,0,0D,0L,0U,"
    "0,0R,0R,0,0,0,0U,0,",                                                                  # 7de
    "9:0,0L,0D,0D,0D,0L,0,0R,0,0,0U,0D,0,0D,0L,0,0,0,0U,7U,0,0L,2,0U,0,0L,0,0,0,0U,0,0,0U,0D,0,6L,6U,3,0,8R,"
    "0,0,0D,0,0,0,0U,0,0,0D,0U,0,0R,5,0U,0L,0,4RDL,0,0,0L,0,0,1,0U,0,0,5,0,0U,4U,0,0,0R,0,0,0,0,0R,0R,0,",  # 9dk
    "9:0D,0RL,0D,0,0L,0,0R,0D,0,0,0,0,0L,0U,0UR,0,0,0,0R,0,0,0UR,0,0,0L,0D,0,0,0D,0,0L,0,0,0U,0,0,0U,0L,6L,"
    "0U,0,9,3,0R,0,0,0,0,0L,0DL,0L,0U,0DL,0U,0,0,0,0,0,0U,0,0,0,0U,0U,0U,2,0RD,0,0R,8,0,0U,0L,0L,0,0R,0,0L,0U,0,",  # 9dx
    "9:0,0R,0,0,0R,4,0L,0L,0,0R,0R,0,0U,0,0D,0D,0R,0D,0,0L,0RL,0,0,0,0,0R,0,0D,0R,0,0,0L,8,0R,0D,0D,0RD,0U,"
    "0D,0,0,0L,0L,0,0,0,0D,7,0,0L,0,0L,0,0L,0,0R,0,0,0,0R,0U,0L,0,2,0R,0UD,0,0R,0UD,0L,0R,0U,0,0,0,0,0U,0,0R,0,0,",  # 9dr
    "5a:0RD,0L,0RD,0DL,0,0UR,0RL,0UL,0UR,0L,0,0RD,0DL,0RD,0DL,0,0UR,0UDL,0UR,0UL,4R,0L,0U,0R,0L,",  # 5adk
    "9a:0,0R,8L,6,0R,0L,0,0,4,7,0,0,4,0,0D,0D,0,0D,0,0D,0D,0D,0,0U,0U,0,0U,0,0U,0U,0UR,0L,0D,0R,0L,0D,0,0,"
    "0RD,0L,1,0UD,0,0RD,0UL,0,0D,0U,0,0,0U,6,0U,0,0,0UR,0L,0,0,0D,0D,0,0D,0R,0L,7,9,0,0UD,0UR,0L,5U,0,0,0,0,"
    "0,0U,0,0R,0L,",                                                                        # 9adx
]
# the Guardian's Futoshiki #1, #5 and #6 as Simon Tatham wrote them into unequal.c's header
# comment (the collection's source); #2 there is not unique as written, so it is left out
GUARDIAN = [
    "5:0,0L,0L,0,0,0R,0,0L,0D,0L,0R,0,2,0D,0,0,0,0,0,0,0U,0,0,0,0U,",
    "5:0,0,0,0,0,0,2,0U,3U,0U,0,0,3,0,0,0,3,0D,4,0,0,0L,0R,0,0,",
    "5:0D,0L,0,0R,0,0,0D,0,3,0D,0,0R,0,0R,0D,0U,0L,0,1,2,0,0,0U,0,0L,",
]
REAL = TATHAM_IDS + GUARDIAN


def solve_unique(x, **kw):
    loaded = gridsat.load(x)
    assert loaded.genre_name == "futoshiki"
    r = gridsat.solve(loaded, "unique", **kw)
    assert r.status == "unique", r.status
    assert fu.check(loaded.puzzle, r.solutions[0]) == []
    return loaded.puzzle, r.solutions[0]


# -- formats ------------------------------------------------------------------------------------

def test_native_text_reads_and_round_trips():
    p = gridsat.load(str(EXAMPLE)).puzzle
    assert p.size == 6 and p.givens[2][0] == 4 and p.givens[5][:2] == (2, 4) and not p.adjacent
    assert ((2, 3), (2, 2)) in p.greater and ((3, 3), (2, 3)) in p.greater  # '<' in a row, '^' below
    assert fu.parse(fu.to_text(p)) == p
    # no size in the header, indented, blank line between rows, comments
    text = "# a comment\nunequal\n  .>.\n    v\n  1 .\n"
    q = fu.parse(text)
    assert q.givens == ((0, 0), (1, 0)) and q.greater == (((0, 0), (0, 1)), ((0, 1), (1, 1)))
    assert gridsat.loads("futoshiki:\n.>.\n  v\n1 .\n", "t").puzzle == q
    assert gridsat.loads(".>.\n  v\n1 .\n", "t", genre="unequal").puzzle == q
    assert fu.parse("futoshiki\n.>.\n\n1 .\n").greater == (((0, 0), (0, 1)),)


def test_adjacent_mode_text():
    p = fu.parse("futoshiki 3x3 adjacent\n.|. .\n    -\n. . .\n-\n. .|1\n")
    assert p.adjacent and p.consecutive == (((0, 0), (0, 1)), ((0, 2), (1, 2)), ((1, 0), (2, 0)), ((2, 1), (2, 2)))
    assert fu.parse(fu.to_text(p)) == p
    assert fu.from_tatham(fu.to_tatham(p)) == p


def test_json_round_trip():
    for gid in (TATHAM_IDS[2], TATHAM_IDS[6]):
        p = fu.from_tatham(gid)
        doc = fu.to_json(p)
        assert doc["genre"] == "futoshiki" and len(doc["givens"]) == p.size
        assert gridsat.loads(json.dumps(doc), "t").puzzle == p
    doc = fu.to_json(fu.from_tatham(TATHAM_IDS[0]))
    assert [[1, 1], [0, 1]] in doc["greater"]  # the first cell of a pair holds more


@pytest.mark.parametrize("gid", REAL)
def test_tatham_ids_round_trip(gid):
    p = fu.from_tatham(gid)
    assert gridsat.loads(gid, "t").puzzle == p
    assert gridsat.loads("unequal:" + gid, "t").puzzle == p
    if gid in TATHAM_IDS:  # the generator's flag order (U R D L)
        assert fu.to_tatham(p) == gid
    assert fu.from_tatham(fu.to_tatham(p)) == p


def test_tatham_format_details():
    # letters skip empty cells; the last comma is optional; flags in any order
    p = fu.from_tatham("3:b2,0,0L,0U,0,0R,0")
    assert p.givens == ((0, 0, 2), (0, 0, 0), (0, 0, 0))
    assert p.greater == (((1, 1), (1, 0)), ((1, 2), (0, 2)), ((2, 1), (2, 2)))
    assert fu.to_tatham(p) == "3:0,0,2,0,0L,0U,0,0R,0,"
    assert fu.from_tatham("3:0,0,2,0,0L,0U,0,0R,0").greater == p.greater  # no last comma


def test_batch_of_game_ids(tmp_path):
    path = tmp_path / "ids.txt"
    path.write_text("\n".join(TATHAM_IDS[5:8]) + "\n")
    assert [x.puzzle for x in api.load_all(str(path))] == [fu.from_tatham(g) for g in TATHAM_IDS[5:8]]
    r = cli("solve", path, "--unique")
    assert r.exit_code == 0 and r.stdout.count("unique") >= 3, r.stdout


def test_sniff_is_strict():
    assert fu.sniff("futoshiki\n. .\n") and fu.sniff(TATHAM_IDS[0]) and fu.sniff(TATHAM_IDS[6])
    assert not fu.sniff("4:2,0,0,0,0,0U,0,0U,0,0L,0,0U,0,0,0,")  # one cell short
    assert not fu.sniff("4:2,0,0,0,0,0U,0,0U,0,0L,0,0U,0,0,0,0,0,")  # one too many
    assert not fu.sniff("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/2")  # Towers
    assert not fu.sniff("4:_aa__,a6m12s1d2")  # Keen
    assert not fu.sniff("3x3:a1b2c3d4e5f6g7h8i9")  # Solo
    assert not fu.sniff("skyscrapers\n. .\n")


@pytest.mark.parametrize("text, line, col, words", [
    ("futoshiki\n. x\n. .\n", 2, 3, "a cell is '.' or a digit"),
    ("futoshiki\n. .\n. 3\n", 3, 3, "'3' is more than 2"),
    ("futoshiki\n. . .\n. .\n. . .\n", 3, None, "row 2 is 3 characters long"),
    ("futoshiki\n.|.\n. .\n", 2, 2, "put 'adjacent' in the header"),
    ("futoshiki adjacent\n.>.\n. .\n", 2, 2, "Adjacent mode has no inequality signs"),
    ("futoshiki\n. .\n v\n. .\n", 3, 2, "belongs under a cell"),
    ("futoshiki\n. .\nv\nv\n. .\n", 4, None, "two lines of marks"),
    ("futoshiki\n. .\n. .\nv\n", 4, None, "between two cell rows"),
    ("4:2,0,0,0,0,0U,0,0U,0,0L,0,0U,0,0,0,0,0,", 1, 39, "more than the 16 cells"),
    ("4:2,0,0,0,0,0U,0,0U,0,0L,0,0U,0,0,0", 1, 36, "15 of the grid's 16 cells"),
    ("4:2,0,0,0,0,0U,0,0U,0,0L,0,0X,0,0,0,0", 1, 29, "bad entry '0X'"),
    ("4:2,0,0,0,0,0U,0,0U,0,0L,0,0U,0,0,0,7", 1, 37, "7 is more than 4"),
    ("4:0U,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", 1, 1, "points off the grid"),
    ("4:0R,0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0", 1, 1, "each greater than the other"),
    ("4a:0R,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", 1, 1, "not the other way round"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "futoshiki")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


def test_header_must_match_the_grid():
    with pytest.raises(InputError, match="header says 3x3"):
        fu.parse("futoshiki 3x3\n. .\n. .\n")


@pytest.mark.parametrize("text", [
    '{"genre": "futoshiki", "givens": [[0, 0], [0]]}', '{"genre": "futoshiki", "givens": []}',
    '{"genre": "futoshiki", "givens": [[0, 0], [0, 0]], "greater": [[[0, 0], [1, 1]]]}',
    '{"genre": "futoshiki", "givens": [[0, 0], [0, 0]], "greater": [[[0, 0]]]}',
    '{"genre": "futoshiki", "givens": [[0, 0], [0, 0]], "greater": [[[0, 0], [0, 1]], [[0, 1], [0, 0]]]}',
    '{"genre": "futoshiki", "givens": [[0, 0], [0, 0]], "consecutive": [[[0, 0], [0, 1]]]}',
    '{"genre": "futoshiki", "givens": [[0, 0], [0, 0]], "adjacent": 1}',
    '{"genre": "futoshiki", "givens": [[0, 3], [0, 0]]}',
])
def test_bad_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


# -- solving --------------------------------------------------------------------------------------

def test_example_is_unique():
    p, sol = solve_unique(str(EXAMPLE))
    assert sol.grid[2][0] == 4


@pytest.mark.parametrize("x", REAL)
def test_real_puzzles_are_unique_and_z3_agrees(x):
    p, sol = solve_unique(x)
    z = gridsat.solve(gridsat.loads(x, "t"), "unique", backend="z3")
    assert z.status == "unique" and z.solutions == [sol]


def sgt_unequal() -> str:
    exe = shutil.which("sgt-unequal") or shutil.which("/usr/games/sgt-unequal")
    if exe is None:
        pytest.skip("sgt-unequal (Debian sgt-puzzles) is not installed")
    return exe


@pytest.mark.parametrize("params", ["5dt", "5de", "6dk", "6dx", "6dr", "5adk", "7adx", "9dk"])
def test_fresh_puzzles_from_the_generator(params):
    out = subprocess.run([sgt_unequal(), "--generate", "2", params], capture_output=True, text=True, timeout=120)
    ids = [line for line in out.stdout.split() if ":" in line]
    assert len(ids) == 2
    for gid in ids:
        p, _ = solve_unique(gid)
        assert p.adjacent == ("a" in params)


def test_card_encodings_agree():
    ref = solve_unique(TATHAM_IDS[3])[1]
    for card in ("totalizer", "ladder", "pairwise"):
        assert solve_unique(TATHAM_IDS[3], options=EncodeOptions(card=card))[1] == ref


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_export_solved_outside(solver, tmp_path):
    need_binary(solver)
    for gid in (TATHAM_IDS[4], TATHAM_IDS[7]):
        loaded = gridsat.loads(gid, "t")
        cnf, _ = gridsat.export_dimacs(loaded, str(tmp_path), force=True)
        answer = tmp_path / "answer.txt"
        if solver == "cadical":
            answer.write_text(subprocess.run(["cadical", "-q", str(cnf)], capture_output=True, text=True).stdout)
        else:
            subprocess.run(["minisat", str(cnf), str(answer)], capture_output=True)
        status, sol = gridsat.decode_answer(loaded, answer.read_text(), str(answer))
        assert status == "sat" and sol == solve_unique(gid)[1]


def test_tiny_boards_match_brute_force_in_both_modes():
    rng = random.Random(5)
    modes = set()
    for _ in range(40):
        p = fu.GENRE.tiny(rng)
        modes.add(p.adjacent)
        found = sorted(s.grid for s in gridsat.solve(p, "all").solutions)
        brute = sorted(s.grid for s in fu.candidates(p) if not fu.check(p, s))
        assert found == brute
    assert modes == {False, True}


def test_settling_keeps_every_answer():
    """gridsat.latin.settle (shared): on random 4x4 domains, what it keeps holds every Latin
    square that fits the domains (None: none fits), with and without a sign to propagate."""
    squares = list(fu.candidates(fu.Puzzle(((0,) * 4,) * 4)))
    rng, outcomes = random.Random(3), set()
    for k in range(150):
        dom = {(r, c): set(rng.sample(range(1, 5), rng.randint(1, 4)) if rng.random() < 0.4 else range(1, 5))
               for r in range(4) for c in range(4)}
        greater = (((0, 0), (0, 1)), ((1, 1), (2, 1))) if k % 2 else ()
        fits = [s.grid for s in squares if all(s.grid[r][c] in dom[r, c] for r, c in dom)
                and all(s.grid[a[0]][a[1]] > s.grid[b[0]][b[1]] for a, b in greater)]
        p = fu.Puzzle(((0,) * 4,) * 4, greater)
        left = settle(4, dom, (lambda x, d: _sign_bounds(p, x, d)) if greater else None)
        outcomes.add((left is None, bool(fits)))
        if left is None:
            assert not fits
            continue
        settled, open_ = left
        for g in fits:
            for (r, c), d in settled.items():
                assert g[r][c] == d
            for (r, c), ds in open_.items():
                assert g[r][c] in ds
    assert {(True, False), (False, True)} <= outcomes


def _sign_bounds(p, x, dom):
    for a, b in p.greater:
        if x == b:
            yield a, {d for d in dom[a] if d > min(dom[b])}
        if x == a:
            yield b, {d for d in dom[b] if d < max(dom[a])}


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("futoshiki\n.>.\n  v\n. 2\n", "t"))
    assert ex.status == "unsat" and sorted(ex.clues) == ["given 2 at r2c2", "r1c2 > r2c2"]
    ex = gridsat.explain(gridsat.loads("futoshiki adjacent\n1 .\n\n. .\n", "t"))
    assert ex.status == "unsat" and len(ex.clues) == 1 and ex.clues[0].endswith("do not differ by one")


# -- the checker ----------------------------------------------------------------------------------

def test_checker_rejects_broken_answers():
    p, sol = solve_unique(TATHAM_IDS[2])
    flipped = fu.Solution(tuple(tuple(p.size + 1 - v for v in row) for row in sol.grid))  # still Latin
    assert any("holds" in m and "given" in m for m in fu.check(p, flipped))
    assert any("not greater" in m for m in fu.check(fu.Puzzle(((0,) * 7,) * 7, p.greater), flipped))
    assert any("not a digit" in m for m in fu.check(p, fu.Solution(((0,) * 7,) * 7)))
    q, sol2 = solve_unique(TATHAM_IDS[6])
    shifted = fu.Solution(tuple(tuple(v % 5 + 1 for v in row) for row in sol2.grid))  # still Latin
    bare = fu.Puzzle(((0,) * 5,) * 5, (), True, q.consecutive)  # (the givens would object first)
    assert any("differ by one" in m for m in fu.check(bare, shifted))


# -- CLI ------------------------------------------------------------------------------------------

def test_cli_solve_json_convert_and_draw():
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "futoshiki" and doc["status"] == "unique" and len(doc["solution"]["grid"]) == 6
    gid = cli("convert", EXAMPLE, "--to", "tatham").stdout.strip()
    assert gid == "6:0,0,0,0,0,0,0,0,0,0,0,0,4,0,0U,0L,0,0U,0,0,0,0U,0RD,0U,0,0R,0,0,0R,0,2,4,0,0,0,6,"
    p, sol = solve_unique(str(EXAMPLE))
    svg = fu.draw_svg(p, sol)
    assert svg.count('class="sign"') == len(p.greater) == 9 and svg.count('class="given"') == 4
    assert "4" in fu.draw(p, sol) and fu.draw(p, sol).startswith("Futoshiki 6x6")
