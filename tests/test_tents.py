import json
import random
import re
import shutil
import subprocess
from itertools import combinations
from pathlib import Path

import pytest

import gridsat
from gridsat.cardinality import exactly
from gridsat.cli import main
from gridsat import api
from gridsat.encoders import EncodeOptions, tents
from gridsat.formats import tatham
from gridsat.model import Model

from .conftest import EXAMPLES, cli, instances_dir, runner

SEED = EXAMPLES / "tents-seed-12x12.txt"
SIX = EXAMPLES / "tents-6x6.txt"
EIGHT = EXAMPLES / "tents-8x8.tatham.txt"
# the seed post's three strings (BrainBashers 2019-04-21); the 2s are the published answer
SEED_CELLS = ("001202011200021001020012000120001200020100100000010200200000201000001212102020000000000010"
              "021012201000000200102002020102000001010001001201201212")
SEED_ROWS, SEED_COLS = "332123222404", "222322230505"




def solve_move_tents(move: str) -> list:
    """Tatham's solve move ``S;T<x>,<y>;...`` as sorted (row, col) tents."""
    assert move == "S" or move.startswith("S;"), move
    return sorted((int(y), int(x)) for x, y in re.findall(r"T(\d+),(\d+)", move))


def published_of_seed():
    return tuple(divmod(i, 12) for i, ch in enumerate(SEED_CELLS) if ch == "2")


# -- published answers --------------------------------------------------------------------

def test_seed_12x12_is_unique_and_equals_the_published_answer():
    # the bare three lines are digits only (a Sudoku reader may claim them): name the genre
    bare = gridsat.loads(f"{SEED_CELLS}\n{SEED_ROWS}\n{SEED_COLS}\n", "bare", genre="tents")
    prefixed = gridsat.loads(f"tents:{SEED_CELLS}\n{SEED_ROWS}\n{SEED_COLS}\n", "prefixed")
    for loaded in (gridsat.load(str(SEED)), bare, prefixed):
        assert loaded.genre_name == "tents"
        r = gridsat.solve(loaded, "unique")
        assert r.status == "unique"
        sol = r.solutions[0]
        assert sol.tents == loaded.puzzle.published == published_of_seed()
        assert tents.check(loaded.puzzle, sol) == []
        assert tents.answer(loaded.puzzle, sol) == SEED_CELLS


def tatham_pack(name):
    d = instances_dir("tents")
    ids, sols = d / f"ids_{name}.txt", d / f"solutions_{name}.txt"
    if not ids.exists() or not sols.exists():
        pytest.skip(f"{ids} missing")
    return list(zip(ids.read_text().split(), sols.read_text().split()))


@pytest.mark.parametrize("name", ["8x8de", "8x8dt", "10x10de"])
def test_shared_tatham_instances_are_unique_and_match(name):
    pack = tatham_pack(name)
    assert pack
    for i, (gid, sol_line) in enumerate(pack):
        loaded = gridsat.loads(gid, f"{name}[{i}]")
        r = gridsat.solve(loaded, "unique")
        assert r.status == "unique", (name, i, r.status)
        assert list(r.solutions[0].tents) == solve_move_tents(sol_line), (name, i)
        assert tents.answer(loaded.puzzle, r.solutions[0]) == sol_line


def loose_count(p: tents.Puzzle, limit: int = 20) -> int:
    """Answers under the seed post's rules (tent next to some tree, counts, no touching):
    no pairing rule."""
    from pysat.solvers import Solver

    m = Model()
    tent = {cell: m.var("tent", *cell) for cell in p.tent_places()}
    for (r, c), v in tent.items():
        for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
            if (r + dr, c + dc) in tent:
                m.add([-v, -tent[r + dr, c + dc]])
    for r, k in enumerate(p.rows):
        exactly(m, [v for (rr, _), v in tent.items() if rr == r], k)
    for c, k in enumerate(p.columns):
        exactly(m, [v for (_, cc), v in tent.items() if cc == c], k)
    n = 0
    with Solver(name="cadical195", bootstrap_with=m.clauses) as s:
        while n < limit and s.solve():
            model = s.get_model()
            s.add_clause([-v if model[v - 1] > 0 else v for v in tent.values()])
            n += 1
    return n


def test_without_the_pairing_rule_real_puzzles_lose_their_unique_answer():
    pack = tatham_pack("10x10de")
    loose = [loose_count(gridsat.loads(gid).puzzle) for gid, _ in pack]
    assert max(loose) > 1  # e.g. several 10x10 Tatham puzzles have 2..13 answers without it
    for gid, _ in pack[:5]:
        assert gridsat.solve(gridsat.loads(gid), "unique").status == "unique"


def test_two_pairings_of_the_same_tents_are_one_answer():
    # Tatham's own example: .T. / T.T / .T. with counts 2,0,2: tents in the four corners,
    # paired with the trees in two ways.
    doc = {"genre": "tents", "rows": [2, 0, 2], "columns": [2, 0, 2],
           "trees": [[0, 1], [1, 0], [1, 2], [2, 1]]}
    r = gridsat.solve(gridsat.loads(json.dumps(doc)), "count")
    assert r.complete and len(r.solutions) == 1
    assert r.solutions[0].tents == ((0, 0), (0, 2), (2, 0), (2, 2))


# -- brute force ------------------------------------------------------------------------------

def planted(rng: random.Random, h: int, w: int, pairs: int):
    """Trees and counts from a random non-touching tent layout, each tent with a tree beside it."""
    for _ in range(200):
        tents_, trees = set(), set()
        cells = [(r, c) for r in range(h) for c in range(w)]
        rng.shuffle(cells)
        for cell in cells:
            if len(tents_) == pairs:
                break
            r, c = cell
            if cell in trees or any((r + dr, c + dc) in tents_ for dr in (-1, 0, 1) for dc in (-1, 0, 1)):
                continue
            spots = [(r + dr, c + dc) for dr, dc in tents.STEPS if 0 <= r + dr < h and 0 <= c + dc < w
                     and (r + dr, c + dc) not in tents_ and (r + dr, c + dc) not in trees]
            if spots:
                tents_.add(cell)
                trees.add(rng.choice(spots))
        if len(tents_) == pairs:
            rows = [sum((r, c) in tents_ for c in range(w)) for r in range(h)]
            cols = [sum((r, c) in tents_ for r in range(h)) for c in range(w)]
            return sorted(trees), rows, cols
    raise RuntimeError("could not plant")


# "cuts" is the implied part "flow cuts"; the other switches are the rules' experiment switches
# (the at-most-only counts apply with the flow cuts on, so they matter with implied_counts)
VARIANTS = [{}, {"cuts": False}, {"at_most": False}, {"implied_counts": True, "at_most": False},
            {"implied_counts": True}, {"card": "totalizer"}, {"card": "seqcounter", "implied_counts": True},
            {"pb": "adder"}]


def variant_options(card: str = "auto", pb: str = "auto", cuts: bool = True, **switches) -> EncodeOptions:
    return EncodeOptions(card=card, pb=pb, parts={tents.FLOW_CUTS: cuts}, extra={"tents": switches})


@pytest.mark.parametrize("seed", range(14))
@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_enumeration_agrees_with_brute_force(seed, variant):
    """Every encoding variant (the flow cuts, the counts they imply, the at-most-only counts
    switched on and off; the cuts as unary counters, with an explicit --card as one
    cardinality constraint, with an explicit --pb as one sum) gives exactly the brute-force
    answers, with known and unknown counts."""
    options = variant_options(**VARIANTS[variant])
    rng = random.Random(seed)
    h, w = rng.choice([(3, 3), (3, 4), (4, 4), (4, 3), (2, 5)])
    trees, rows, cols = planted(rng, h, w, rng.choice([2, 3]))
    hide = 0.3 if seed % 2 else 0.0  # all counts known: only the cuts carry them
    for counts in (rows, cols):  # hide some counts: more answers, the unknown-count path
        for i in range(len(counts)):
            if rng.random() < hide:
                counts[i] = None
    doc = {"genre": "tents", "rows": rows, "columns": cols, "trees": [list(t) for t in trees]}
    loaded = gridsat.loads(json.dumps(doc), "tiny")
    p = loaded.puzzle
    free = [(r, c) for r in range(h) for c in range(w) if (r, c) not in p.tree_set]
    truth = set()
    for k in range(len(free) + 1):  # every tent layout; the checker (with no pairs given) decides
        for chosen in combinations(free, k):
            if tents.check(p, tents.Solution(chosen)) == []:
                truth.add(chosen)
    r = gridsat.solve(loaded, "count", options=options)
    assert r.complete
    assert {s.tents for s in r.solutions} == truth
    assert len(r.solutions) == len(truth) >= 1
    for s in r.solutions:  # the solver's pairs are a valid pairing too
        assert s.pairs and tents.check(p, s) == []


# -- formats ----------------------------------------------------------------------------------

def test_formats_agree():
    gid = EIGHT.read_text().strip()
    base = gridsat.loads(gid).puzzle
    native = gridsat.loads(tents.to_text(base), "n").puzzle
    js = gridsat.loads(json.dumps(tents.to_json(base)), "j").puzzle
    short = gridsat.loads(gid.replace("8x8de:", "8x8:"), "s").puzzle
    prefixed = gridsat.loads("tents:" + gid, "p").puzzle
    forced = gridsat.loads(gid, "g", genre="tents").puzzle
    headerless = gridsat.loads(tents.to_text(base).split("\n", 1)[1], "h").puzzle
    for other in (native, js, short, prefixed, forced, headerless):
        assert (other.trees, other.rows, other.columns) == (base.trees, base.rows, base.columns)
    assert base.difficulty == "e" and short.difficulty is None
    assert tents.game_id(base) == gid


def test_native_text_with_unknown_counts_and_compact_rows():
    text = "tents 4x4\n# unknown counts: - or ?\n?-?1\n1 T...\n- ..T.\n? T...\n0 ....\n"
    p = gridsat.loads(text, "x").puzzle
    assert p.columns == (None, None, None, 1) and p.rows == (1, None, None, 0)
    assert p.trees == ((0, 0), (1, 2), (2, 0))
    r = gridsat.solve(gridsat.loads(text), "count")
    assert r.solutions and all(tents.check(p, s) == [] for s in r.solutions)


def test_seed_published_answer_survives_json():
    p = gridsat.load(str(SEED)).puzzle
    again = gridsat.loads(json.dumps(tents.to_json(p))).puzzle
    assert again.published == p.published == published_of_seed()


def test_tatham_grid_code_round_trip_with_marks():
    rng = random.Random(3)
    for _ in range(200):
        w, h = rng.randint(4, 30), rng.randint(4, 30)
        kinds = {}
        for i in range(w * h):
            x = rng.random()
            if x < 0.2:
                kinds[divmod(i, w)] = "tree"
            elif x < 0.25:
                kinds[divmod(i, w)] = "tent"
            elif x < 0.3:
                kinds[divmod(i, w)] = "grass"
        code = tents.encode_grid(w, h, kinds)
        assert tents.decode_grid(tatham.GameId(f"{w}x{h}", code), code, w, h) == kinds


def test_tatham_marks_follow_new_game():
    # "b!" is two blanks then a tent (the mark re-marks the cell the letter placed a tree on);
    # "z" is 25 blanks with no tree, so "zy" is 50 blanks then a tree.
    gid = tatham.GameId("4x4", "b!a-k")
    assert tents.decode_grid(gid, "b!a-k", 4, 4) == {(0, 2): "tent", (1, 0): "grass"}
    assert tents.encode_grid(10, 10, {(5, 0): "tree"}) == "zyzx"
    assert tents.decode_grid(gid, "zyzx", 10, 10) == {(5, 0): "tree"}


def test_given_marks_are_clues():
    gid = EIGHT.read_text().strip()
    p = gridsat.loads(gid).puzzle
    answer = gridsat.solve(gridsat.loads(gid), "unique").solutions[0].tents
    w = p.width
    t0, t1 = answer[0], answer[-1]
    marked = tents.game_id(tents.Puzzle(p.height, w, p.trees, p.rows, p.columns,
                                        given_tents=(t0, t1), origin="tatham"))
    assert "!" in marked
    q = gridsat.loads(marked).puzzle
    assert q.given_tents == (t0, t1)
    assert gridsat.solve(gridsat.loads(marked), "unique").solutions[0].tents == answer
    grassed = tents.game_id(tents.Puzzle(p.height, w, p.trees, p.rows, p.columns,
                                         given_grass=(t0,), origin="tatham"))
    r = gridsat.solve(gridsat.loads(grassed), explain=True)
    assert r.status == "unsat" and any("given grass" in c for c in r.core)


def test_tatham_save_file():
    text = ("SAVEFILE:41:Simon Tatham's Portable Puzzle Collection\nVERSION :1:1\nGAME    :5:Tents\n"
            "PARAMS  :5:5x4de\nCPARAMS :5:5x4de\nDESC    :23:caeeb,2,0,1,0,1,2,0,2,0\n"
            "SOLVE   :21:S;T0,0;T4,0;T0,2;T2,2\n")
    loaded = gridsat.loads(text, "p.sav")
    assert loaded.genre_name == "tents" and (loaded.puzzle.width, loaded.puzzle.height) == (5, 4)
    r = gridsat.solve(loaded, "unique")
    assert r.status == "unique"
    assert list(r.solutions[0].tents) == solve_move_tents("S;T0,0;T4,0;T0,2;T2,2")


def sgt_tents():
    path = shutil.which("sgt-tents") or next(
        (p for p in ("/usr/games/sgt-tents",) if Path(p).exists()), None)
    if path is None:
        pytest.skip("sgt-tents is not installed (apt-get install sgt-puzzles)")
    return path


def test_fresh_puzzles_from_sgt_tents(tmp_path):
    exe = sgt_tents()
    proc = subprocess.run([exe, "--generate", "4", "9x7dt", "--save", str(tmp_path / "p"),
                           "--save-suffix", ".sav", "--soln"], capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    files = sorted(tmp_path.glob("p*.sav"))
    assert len(files) == 4
    for f in files:
        rec = tatham.read_save_file(f.read_text())
        loaded = gridsat.load(str(f))
        r = gridsat.solve(loaded, "unique")
        assert r.status == "unique", f
        assert list(r.solutions[0].tents) == solve_move_tents(rec["SOLVE"])
        # and the same puzzle given as a game ID
        again = gridsat.loads(f"{rec['PARAMS']}:{rec['DESC']}")
        assert again.puzzle.trees == loaded.puzzle.trees


# -- checker, rendering, CLI ----------------------------------------------------------------------

def test_checker_names_each_broken_rule():
    p = gridsat.load(str(SIX)).puzzle
    good = gridsat.solve(gridsat.loads(SIX.read_text()), "unique").solutions[0]
    assert tents.check(p, good) == []
    assert tents.check(p, tents.Solution(good.tents)) == []  # no pairs: a matching is searched
    moved = tuple(sorted(good.tents[1:] + ((good.tents[0][0], good.tents[0][1] + 1),)))
    problems = tents.check(p, tents.Solution(moved))
    assert any("touch" in x or "has" in x or "paired" in x for x in problems)
    on_tree = tents.check(p, tents.Solution(good.tents + (p.trees[0],)))
    assert any("stands on a tree" in x for x in on_tree)
    outside = tents.check(p, tents.Solution(good.tents + ((9, 9),)))
    assert any("outside" in x for x in outside)
    bad_pairs = tents.Solution(good.tents, tuple(reversed(good.pairs[1:])))
    assert any("no tent paired" in x for x in tents.check(p, bad_pairs))
    # counts right and no touching, but one tent has no tree of its own
    doc = {"genre": "tents", "rows": [1, 0, 1], "columns": [1, 0, 1], "trees": [[0, 1], [1, 0]]}
    q = gridsat.loads(json.dumps(doc)).puzzle
    assert any("one-to-one" in x for x in tents.check(q, tents.Solution(((0, 0), (2, 2)))))


def test_render_shows_trees_tents_and_counts():
    loaded = gridsat.load(str(SIX))
    sol = gridsat.solve(loaded).solutions[0]
    text = tents.draw(loaded.puzzle, sol)
    assert text.count("▲") == 7 and text.count("♣") == 7 and "┌" in text
    plain = tents.draw(loaded.puzzle, sol, ascii=True)
    assert plain.count("A") == 7 and all(ord(ch) < 128 for ch in plain)
    lines = plain.splitlines()
    assert lines[1].split() == ["1", "1", "1", "1", "1", "2"]
    assert lines[3].split()[0] == "1" and "T" in lines[4]
    unknown = gridsat.loads("tents\n? 1\n- T .\n0 . .\n").puzzle
    assert "?" in tents.draw(unknown, None, ascii=True).splitlines()[1]


def test_cli_solve_check_and_published_comparison(tmp_path):
    r = cli("solve", SEED, "--unique", "--json")
    assert r.exit_code == 0
    doc = json.loads(r.stdout)
    assert doc["genre"] == "tents" and doc["status"] == "unique"
    assert sorted(map(tuple, doc["solution"]["tents"])) == list(published_of_seed())
    assert len(doc["solution"]["pairs"]) == 28
    out = tmp_path / "sol.json"
    out.write_text(r.stdout)
    assert cli("check", SEED, out).exit_code == 0
    # a different tent layout is reported against the published answer too
    wrong = dict(doc["solution"])
    wrong["tents"] = doc["solution"]["tents"][1:]
    wrong.pop("pairs")
    out.write_text(json.dumps(wrong))
    r = cli("check", SEED, out)
    assert r.exit_code == 1 and "differs from the published answer" in r.stdout
    # the same answer checked against the puzzle without a published answer: only the rules
    r = cli("solve", SEED, "--answer")
    assert r.exit_code == 0 and f"answer: {SEED_CELLS}" in r.stdout


def test_cli_pb_encodes_the_flow_cuts():
    """--pb names the flow cuts' encoding (binary adders here): a different formula, the
    same unique published answer."""
    docs = {}
    for extra in ((), ("--pb", "adder")):
        r = cli("solve", SEED, "--unique", "--json", *extra)
        assert r.exit_code == 0, r.stderr
        docs[extra] = json.loads(r.stdout)
        assert docs[extra]["status"] == "unique"
        assert sorted(map(tuple, docs[extra]["solution"]["tents"])) == list(published_of_seed())
    assert docs[()]["stats"]["clauses"] != docs[("--pb", "adder")]["stats"]["clauses"]


def test_cli_batch_of_tatham_ids():
    pack = tatham_pack("8x8dt")
    path = instances_dir("tents") / "ids_8x8dt.txt"
    r = cli("solve", path, "--unique")
    assert r.exit_code == 0
    lines = [x for x in r.stdout.splitlines() if x.startswith("#")]
    assert len(lines) == len(pack)
    for line, (_, sol_line) in zip(lines, pack):
        assert line.split()[1:3] == ["unique", sol_line]
    r = cli("solve", path, "--index", "3", "--json")
    assert json.loads(r.stdout)["status"] == "solved"


def test_z3_backend_and_export_agree(tmp_path):
    loaded = gridsat.load(str(EIGHT))
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == gridsat.solve(loaded, "unique").solutions
    r = cli("export", EIGHT, "-o", tmp_path, "--json")
    assert r.exit_code == 0
    assert json.loads(r.stdout)["primary_variables"] == len(loaded.puzzle.tent_places())


BAD = [
    ("tents\n1 1\n1 T .\n0 . .\n", "column counts add up to 2", 2, None),
    ("tents\n1 0 1\n1 T .\n0 . .\n", "3 column counts given for a grid of 2 columns", 2, 5),
    ("tents\n1 0\n1 T .\n0 . .\n0 . .\n", None, None, None),  # fine: rows may outnumber
    ("tents\n2 0 0\n2 T . .\n0 . . .\n", "row 1 count 2 is larger than possible", 3, 1),
    ("tents\n1 0 0\n1 T . .\n0 . . X\n", "unknown character 'X'", 4, 7),
    ("tents\n1 0\n1 T .\n0 . . .\n", "row has 3 cells, the first row has 2", 4, 7),
    ("tents\n1 0\nT .\n0 . .\n", "starts with its tent count", 3, 1),
    ("tents 3x3\n1 0\n1 T .\n0 . .\n", "header says 3x3", 1, None),
    ("tents\n0 0\n0 . .\n0 . .\n", "no trees", None, None),
    ("8x8:_faadlibeaj_a,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1\n", "expected 16 numbers", 1, 48),
    ("8x8:_faadlibeaj_a,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3,4\n", "found 17", 1, 51),
    ("8x8:_faadlibeAj_a,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3\n", "invalid character 'A'", 1, 14),
    ("8x8:_faadlibeaj_,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3\n", "not enough data", 1, 17),
    ("8x8:_faadlibeaj_aa,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3\n", "after the end of the grid", 1, 18),
    ("8x8:!faadlibeaj_a,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3\n", "before the first cell", 1, 5),
    ("3x3:_h,1,0,0,1,0,0\n", "at least 4", 1, 1),
    ("8x8dq:_faadlibeaj_a,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3\n", "unexpected 'dq'", 1, 4),
    ("8x8:_faadlibeaj_a,9,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3\n", "column 1 count 9 is larger than possible", 1, 19),
    ("8x8:_faadlibeaj_a,3,x,3,0,2,1,1,2,1,3,0,3,1,0,1,3\n", "'x' is not a number", 1, 21),
    ("tents:8x8#1234\n", "random-seed ID", 1, 10),
    ('{"genre":"tents","rows":[1,0],"columns":[1,0],"trees":[[5,5]]}', "outside the 2x2 grid", None, None),
    ('{"genre":"tents","rows":[1],"columns":[1,0],"trees":[[0, 0], [0, 1]]}', "add up to 1", None, None),
    ('lcpuzzle = "1020"\nlcrownumbers = "30"\nlccolnumbers = "10"\n', "row 1 count 3 is larger", 2, 17),
    ('lcpuzzle = "10200"\nlcrownumbers = "10"\nlccolnumbers = "10"\n', "cell string has 5", 1, None),
]


@pytest.mark.parametrize("text,message,line,col", BAD)
def test_bad_input_is_one_line_with_position(text, message, line, col, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = runner().invoke(main, ["solve", str(path), "--genre", "tents"])
    if message is None:
        assert r.exit_code in (0, 1), r.stderr
        return
    assert r.exit_code == 2, (r.exit_code, r.stdout, r.stderr)
    err = r.stderr
    assert err.count("\n") == 1 and err.startswith("gridsat: error: "), err
    assert message in err, err
    where = err[len("gridsat: error: "):].split(": ", 1)[0]
    parts = where[len(str(path)):].lstrip(":").split(":") if where.startswith(str(path)) else []
    assert where.startswith(str(path)), err
    assert (int(parts[0]) if parts and parts[0] else None) == line, err
    if col is not None:
        assert len(parts) == 2 and int(parts[1]) == col, err
    assert r.stdout == ""


# -- the redundant constraints ------------------------------------------------------------------

def _clauses(p, tags=False, **variant):
    """The model as solving (or, with tags, an explanation) builds it."""
    return api.compile_model(p, variant_options(**variant), tags=tags,
                             purpose="explain" if tags else "solve").model


def test_flow_cuts_and_at_most_counts_are_switches():
    p = gridsat.load(str(EXAMPLES / "tents-6x6.txt")).puzzle
    full, plain = _clauses(p), _clauses(p, cuts=False, at_most=False)
    assert len(full.clauses) != len(plain.clauses) or full.nvars != plain.nvars
    # the counts the cuts imply are left out unless asked for
    assert len(_clauses(p, implied_counts=True).clauses) > len(full.clauses)
    with pytest.raises(ValueError, match="unknown Tents encoding variant"):
        _clauses(p, cut=True)
    # an explanation names clues, so it gets neither (both are consequences of several clues)
    tagged, tagged_plain = _clauses(p, tags=True), _clauses(p, tags=True, cuts=False, at_most=False)
    assert [len(c) for c in tagged.clauses] == [len(c) for c in tagged_plain.clauses]
    assert not tagged.implied_names and full.implied_names == [tents.FLOW_CUTS]


def test_flow_cut_constants_hold_for_a_planted_answer():
    """Across every row (column) boundary: pairs going down minus pairs going up = trees above
    minus tents above, as the encoder's cuts state; also with unknown counts above the cut
    (then counted from below)."""
    rng = random.Random(5)
    trees, rows, cols = planted(rng, 7, 7, 8)
    rows[0] = None  # the cuts below row 1 are counted from the bottom
    cols[6] = None
    doc = {"genre": "tents", "rows": rows, "columns": cols, "trees": [list(t) for t in trees]}
    loaded = gridsat.loads(json.dumps(doc), "cuts")
    r = gridsat.solve(loaded, "count", count=20)
    assert r.solutions
    for s in r.solutions:
        for axis in (0, 1):
            for b in range(6):
                down = sum(1 for t, c in s.pairs if t[axis] == b and c[axis] == b + 1)
                up = sum(1 for t, c in s.pairs if c[axis] == b and t[axis] == b + 1)
                above = sum(1 for t in trees if t[axis] <= b) - sum(1 for c in s.tents if c[axis] <= b)
                assert down - up == above


def test_benchmark_scaling_section_fits_the_exponents():
    """benchmarks/tents_bench.py's scaling section: encode-only rows per flow-cut encoding and
    the fitted exponent of clauses and encode time in cells."""
    import sys

    sys.path.insert(0, str(EXAMPLES.parent / "benchmarks"))
    import tents_bench

    assert tents_bench.slope([1, 2, 4], [3, 12, 48]) == pytest.approx(2.0)
    rows = [tents_bench.run_scale(n, name, pb, 1) for n in (8, 16) for name, pb in tents_bench.SCALE_ENCODINGS]
    assert all(r["clauses"] > 0 and r["encode_s"] > 0 for r in rows)
    lines, exponents = tents_bench.scale_lines(rows)
    assert set(exponents) == {name for name, _ in tents_bench.SCALE_ENCODINGS}
    for name, (clauses_e, _, lo, hi) in exponents.items():
        sizes = {r["width"]: r["clauses"] for r in rows if r["encoding"] == name}
        assert (lo, hi) == (8, 16)
        assert clauses_e == pytest.approx(tents_bench.slope([64, 256], [sizes[8], sizes[16]]))
        assert any(line.startswith(f"| {name} | 8..16 | {clauses_e:.2f} |") for line in lines)


def test_encode_options_switches_over_their_defaults():
    """EncodeOptions.switches (Tents, Star Battle): the given switches over the defaults; an
    unknown one is refused with the genre's title."""
    defaults = {"implied_counts": False, "at_most": True}
    assert EncodeOptions().switches("tents", defaults, "Tents") == defaults
    given = EncodeOptions(extra={"tents": {"at_most": False}})
    assert given.switches("tents", defaults, "Tents") == {"implied_counts": False, "at_most": False}
    with pytest.raises(ValueError, match="unknown Tents encoding variant\\(s\\): cut, x"):
        EncodeOptions(extra={"tents": {"cut": 1, "x": 2}}).switches("tents", defaults, "Tents")
