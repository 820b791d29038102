import json
import random
import xml.dom.minidom

import pytest
from click.testing import CliRunner

import gridsat
from gridsat import api
from gridsat.cli import main
from gridsat.encoders import EncodeOptions
from gridsat.encoders import edgematch as em

from .conftest import EXAMPLES, instances_dir

SEED = EXAMPLES / "edgematch-scramble-3x3.txt"


def loaded_of(p: em.Puzzle):
    return gridsat.loads(json.dumps(em.to_json(p)), "test")


def enumerate_all(loaded, **opts):
    r = gridsat.solve(loaded, "count", options=EncodeOptions(**opts))
    assert r.complete
    for s in r.solutions:
        assert em.check(loaded.puzzle, s) == []
    return r.solutions


def brute_force(p: em.Puzzle, rotation: bool = True) -> set:
    """Every answer (as the grid of edges each cell shows) by plain search over tiles and
    turns, pruned with the rule predicates only and confirmed by the independent checker."""
    found = set()
    n = p.rows * p.cols
    turns = range(4) if rotation else (0,)
    fixed = {(f.row, f.col): f for f in p.fixed}

    def fits(i, look, grid):
        r, c = divmod(i, p.cols)
        for side, (dr, dc) in enumerate(em.STEP):
            inside = 0 <= r + dr < p.rows and 0 <= c + dc < p.cols
            if em.is_border(p.style, look[side]) and inside:
                return False
        if c > 0 and not em.matches(p.style, grid[i - 1][2][0], look[2]):
            return False
        if r > 0 and not em.matches(p.style, grid[i - p.cols][2][3], look[1]):
            return False
        return True

    def dfs(i, used, grid):
        if i == n:
            rows = tuple(tuple((t, k) for t, k, _ in grid[r * p.cols:(r + 1) * p.cols]) for r in range(p.rows))
            sol = em.Solution(rows, rotation)
            assert em.check(p, sol) == []
            found.add(em.appearance(p, sol))
            return
        cell = divmod(i, p.cols)
        for t in p.tiles:
            if t.id in used:
                continue
            if cell in fixed and fixed[cell].tile != t.id:
                continue
            for k in turns:
                if cell in fixed and fixed[cell].rotation != k:
                    continue
                look = em.oriented(t.edges, k)
                if fits(i, look, grid):
                    used.add(t.id)
                    grid.append((t.id, k, look))
                    dfs(i + 1, used, grid)
                    grid.pop()
                    used.discard(t.id)

    dfs(0, set(), [])
    return found


def orbits(p: em.Puzzle, answers: set, group) -> list[frozenset]:
    out, seen = [], set()
    for a in sorted(answers, key=repr):
        if a in seen:
            continue
        orbit = frozenset(em.turn_answer(p, a, k) for k in group)
        seen |= orbit
        out.append(orbit)
    return out


def agree_with_brute_force(p: em.Puzzle, rotation: bool = True) -> None:
    loaded = loaded_of(p)
    truth = brute_force(p, rotation)
    sols = enumerate_all(loaded, rotation=rotation)
    looks = [em.appearance(p, s) for s in sols]
    assert len(looks) == len(set(looks)), "identical tiles inflated the count"
    assert set(looks) == truth
    # one representative per class of board rotations, and the orbit sizes add up
    reps = enumerate_all(loaded, rotation=rotation, up_to_symmetry=True)
    group = em.symmetry_group(p, rotation)
    classes = orbits(p, truth, group)
    assert len(reps) == len(classes)
    assert {next(o for o in classes if em.appearance(p, s) in o) for s in reps} == set(classes)
    assert sum(em.orbit_size(p, s) for s in reps) == len(truth)


# -- the seed set and the shared sets ---------------------------------------------------------

def test_seed_set_has_four_solutions_one_up_to_rotation():
    loaded = gridsat.load(str(SEED))
    assert loaded.genre_name == "edgematch" and loaded.puzzle.style == "halves"
    assert (loaded.puzzle.rows, loaded.puzzle.cols) == (3, 3)
    sols = enumerate_all(loaded)
    assert len(sols) == 4
    reps = enumerate_all(loaded, up_to_symmetry=True)
    assert len(reps) == 1 and em.orbit_size(loaded.puzzle, reps[0]) == 4
    # the four solutions are the representative turned 0, 1, 2, 3 quarter turns
    looks = {em.appearance(loaded.puzzle, s) for s in sols}
    assert looks == {em.turn_answer(loaded.puzzle, em.appearance(loaded.puzzle, reps[0]), k) for k in range(4)}
    assert {em.appearance(loaded.puzzle, s) for s in sols} == brute_force(loaded.puzzle)


def test_seed_set_cli_states_both_numbers():
    r = CliRunner().invoke(main, ["solve", str(SEED), "--all", "--up-to-symmetry"])
    assert r.exit_code == 0, r.output
    assert "4 solutions, 1 up to symmetry" in r.output
    r = CliRunner().invoke(main, ["solve", str(SEED), "--all", "--up-to-symmetry", "--json"])
    doc = json.loads(r.output)
    assert doc["solutions_found"] == 1 and doc["solutions_total"] == 4 and doc["complete"]
    cell = doc["solution"]["placement"][0][0]
    assert set(cell) == {"tile", "rotation"} and cell["tile"] in range(1, 10)


@pytest.mark.parametrize("name", ["demopuzzle", "puzzle-0000", "puzzle-0001"])
def test_shared_scramble_sets_agree_with_brute_force(name):
    path = instances_dir("edgematch") / "scramble_607011" / f"{name}.txt"
    loaded = gridsat.load(str(path))
    assert loaded.puzzle.style == "signed" and (loaded.puzzle.rows, loaded.puzzle.cols) == (3, 3)
    truth = brute_force(loaded.puzzle)
    assert truth, "every shared Scramble set is solvable"
    sols = enumerate_all(loaded)
    assert {em.appearance(loaded.puzzle, s) for s in sols} == truth and len(sols) == len(truth)
    reps = enumerate_all(loaded, up_to_symmetry=True)
    assert len(reps) == len(orbits(loaded.puzzle, truth, (0, 1, 2, 3)))


def test_yuu_asaka_set_has_no_solution_under_the_flat_edge_rule():
    # 12 flat edges for a 3x3 frame, but only 3 tiles with two flat edges for the 4 corners
    # and no tile without one for the centre: no arrangement keeps every flat edge outside.
    path = instances_dir("edgematch") / "scramble_607011" / "yuu-asaka.txt"
    loaded = gridsat.load(str(path))
    assert loaded.puzzle.framed
    corners = sum(1 for t in loaded.puzzle.tiles if sum(e == 0 for e in t.edges) == 2)
    assert corners == 3
    assert brute_force(loaded.puzzle) == set()
    assert gridsat.solve(loaded).status == "unsat"


@pytest.mark.parametrize("name,size", [("clue1", (6, 6)), ("clue2", (6, 12)), ("clue3", (6, 6)),
                                       ("clue4", (6, 12))])
def test_eternity2_clue_puzzles_are_solved(name, size):
    loaded = gridsat.load(str(instances_dir("edgematch") / "eternity2" / f"{name}.txt"))
    p = loaded.puzzle
    assert p.style == "colours" and (p.rows, p.cols) == size and p.framed
    r = gridsat.solve(loaded)
    assert r.status == "solved" and em.check(p, r.solutions[0]) == []


def test_eternity2_full_set_is_read_as_16x16():
    loaded = gridsat.load(str(instances_dir("edgematch") / "eternity2" / "e2pieces.txt"))
    assert em.describe(loaded.puzzle) == {"size": "16x16", "tiles": 256, "style": "colours"}
    assert loaded.puzzle.framed


def test_fixed_pieces_from_the_header_are_respected(tmp_path):
    src = (instances_dir("edgematch") / "eternity2" / "clue1.txt").read_text()
    loaded = gridsat.load(str(instances_dir("edgematch") / "eternity2" / "clue1.txt"))
    free = gridsat.solve(loaded).solutions[0]
    tid, rot = free.placement[2][3]
    path = tmp_path / "clue1-fixed.txt"
    path.write_text(f"size 6x6\nfixed {tid} r3c4 {rot}\n" + src)
    fixed = gridsat.load(str(path))
    assert fixed.puzzle.fixed == (em.Fixed(tid, 2, 3, rot),)
    r = gridsat.solve(fixed, "count", count=5)
    assert r.solutions and all(s.placement[2][3] == (tid, rot) for s in r.solutions)
    turned = (rot + 1) % 4
    path.write_text(f"fixed {tid} r3c4 {turned}\n" + src)
    r = gridsat.solve(gridsat.load(str(path)), "count", count=3)
    assert all(s.placement[2][3] == (tid, turned) for s in r.solutions)


# -- brute force on tiny random sets -----------------------------------------------------------

CASES = [(2, 2, "halves"), (2, 2, "signed"), (2, 2, "colours"), (2, 3, "halves"), (2, 3, "colours"),
         (2, 3, "signed"), (3, 3, "colours")]


@pytest.mark.parametrize("rows,cols,style", CASES)
def test_random_sets_agree_with_brute_force(rows, cols, style):
    for seed in range(3):
        # few colours make many solutions and repeated tiles, the interesting case
        p = em.generate(rows, cols, 2, style, seed=seed)
        agree_with_brute_force(p)


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 3)])
def test_random_sets_without_rotation_agree_with_brute_force(rows, cols):
    for seed in range(3):
        p = em.generate(rows, cols, 2, "halves", seed=seed)
        p = em.Puzzle(p.rows, p.cols, p.style, tuple(em.Tile(t.id, em.oriented(t.edges, seed)) for t in p.tiles))
        agree_with_brute_force(p, rotation=False)


def test_one_picture_sets_with_many_identical_and_symmetric_tiles():
    for seed in range(4):
        agree_with_brute_force(em.generate(2, 2, 1, "halves", seed=seed))
    agree_with_brute_force(em.generate(2, 2, 1, "colours", frame=False, seed=1))


def test_unframed_colour_and_signed_sets_agree_with_brute_force():
    for style in ("colours", "signed"):
        p = em.generate(2, 2, 2, style, frame=False, seed=5)
        agree_with_brute_force(p)


def test_fixed_piece_agrees_with_brute_force():
    p = em.generate(2, 3, 2, "halves", seed=2)
    t = p.tiles[0]
    q = em.Puzzle(p.rows, p.cols, p.style, p.tiles, (em.Fixed(t.id, 1, 2, 1),))
    truth = brute_force(q)
    sols = enumerate_all(loaded_of(q))
    assert {em.appearance(q, s) for s in sols} == truth
    assert all(s.placement[1][2] == (t.id, 1) for s in sols)


def test_identical_tiles_count_once_and_keep_input_ids():
    # four identical tiles: one answer, whatever the ids; ids handed out in input order
    tiles = tuple(em.Tile(i, (1, 1, 1, 1)) for i in (7, 3, 9, 4))
    p = em.Puzzle(2, 2, "colours", tiles)
    sols = enumerate_all(loaded_of(p))
    assert len(sols) == 1
    assert sols[0].placement == (((7, 0), (3, 0)), ((9, 0), (4, 0)))
    assert em.check(p, sols[0]) == []


def test_rectangle_is_searched_up_to_half_turns():
    p = em.generate(2, 3, 3, "colours", seed=11)
    assert em.symmetry_group(p) == (0, 2)
    sols = enumerate_all(loaded_of(p))
    reps = enumerate_all(loaded_of(p), up_to_symmetry=True)
    assert sum(em.orbit_size(p, s) for s in reps) == len(sols)
    assert len(reps) < len(sols)


def test_no_rotation_and_symmetry_gives_one_per_answer():
    p = em.generate(2, 2, 2, "halves", seed=4)
    p = em.Puzzle(2, 2, "halves", tuple(em.Tile(t.id, t.edges) for t in p.tiles))
    a = enumerate_all(loaded_of(p), rotation=False)
    b = enumerate_all(loaded_of(p), rotation=False, up_to_symmetry=True)
    assert len(a) == len(b) and all(em.orbit_size(p, s) == 1 for s in b)
    assert all(rot == 0 for s in a for _, rot in (x for row in s.placement for x in row))


# -- checker, formats, rendering ---------------------------------------------------------------

def test_checker_catches_broken_placements():
    loaded = gridsat.load(str(SEED))
    p = loaded.puzzle
    sol = gridsat.solve(loaded).solutions[0]
    rows = [list(row) for row in sol.placement]
    rows[0][0], rows[0][1] = rows[0][1], rows[0][0]
    assert any("does not match" in x for x in em.check(p, em.Solution(tuple(map(tuple, rows)))))
    rows = [list(row) for row in sol.placement]
    rows[0][0] = rows[0][1]
    problems = em.check(p, em.Solution(tuple(map(tuple, rows))))
    assert any("used twice" in x for x in problems) and any("not used" in x for x in problems)
    tid, rot = sol.placement[1][1]
    rows = [list(row) for row in sol.placement]
    rows[1][1] = (tid, (rot + 1) % 4)
    assert em.check(p, em.Solution(tuple(map(tuple, rows))))
    assert em.check(p, em.Solution(sol.placement, rotation_allowed=False)) != [] or \
        all(r == 0 for row in sol.placement for _, r in row)


def test_checker_keeps_border_edges_outside():
    p = em.Puzzle(1, 2, "colours", (em.Tile(1, (0, 0, 5, 0)), em.Tile(2, (5, 0, 0, 0))))
    good = em.Solution((((2, 0), (1, 0)),))
    assert em.check(p, good) == []
    bad = em.Solution((((1, 0), (2, 0)),))
    assert any("border edge" in x for x in em.check(p, bad))


def test_json_round_trips():
    p = gridsat.load(str(SEED)).puzzle
    doc = json.loads(json.dumps(em.to_json(p)))
    assert em.from_json(doc, "t") == p
    sol = gridsat.solve(loaded_of(p)).solutions[0]
    assert em.solution_from_json(json.loads(json.dumps(em.solution_to_json(sol))), p) == sol


def test_check_command_accepts_solve_output(tmp_path):
    out = CliRunner().invoke(main, ["solve", str(SEED), "--json"])
    path = tmp_path / "sol.json"
    path.write_text(out.output)
    r = CliRunner().invoke(main, ["check", str(SEED), str(path)])
    assert r.exit_code == 0 and "valid" in r.output


def test_numbers_format_edge_order_and_ids(tmp_path):
    # top right bottom left; an optional "ID:" prefix
    p = em.parse("size 1x2\nA: 0 5 0 0\nB: 0 0 0 5\n", "t")
    assert p.style == "colours" and [t.id for t in p.tiles] == ["A", "B"]
    assert p.tiles[0].edges == (5, 0, 0, 0)  # right, top, left, bottom
    sol = gridsat.solve(loaded_of(p)).solutions[0]
    assert sol.placement == ((("A", 0), ("B", 0)),)


def test_sniff_is_conservative():
    assert em.sniff(SEED.read_text())
    assert em.sniff("1 2 3 4\n-1 -2 -3 -4\n")
    assert em.sniff("size 1x2\nfixed 1 r1c1\n1 2 3 4\n1 2 3 4\n")
    assert not em.sniff((EXAMPLES / "starbattle-5x5.txt").read_text())
    assert not em.sniff("size 9 stars 2\nAABB\n")
    assert not em.sniff("8 8\nA......B\n")
    assert not em.sniff("1 2 3 4 5 6 7 8 9\n" * 9)
    assert gridsat.loads("1 2 3 4\n" * 4).genre_name == "edgematch"


def test_text_and_svg_rendering(tmp_path):
    loaded = gridsat.load(str(SEED))
    sol = gridsat.solve(loaded).solutions[0]
    text = em.draw(loaded.puzzle, sol, ascii=True)
    assert text.isascii() and "ylw+" in text and all(f" {tid}" in text for tid in range(1, 10))
    assert "not a solution" in em.draw(loaded.puzzle, None)
    svg_path = tmp_path / "board.svg"
    r = CliRunner().invoke(main, ["solve", str(SEED), "--svg", str(svg_path)])
    assert r.exit_code == 0
    doc = xml.dom.minidom.parse(str(svg_path))
    assert len(doc.getElementsByTagName("polygon")) == 36
    fills = {pg.getAttribute("fill") for pg in doc.getElementsByTagName("polygon")}
    assert len(fills) == 8  # four pictures, two halves each


def test_dimacs_export_has_the_answer_variables(tmp_path):
    loaded = gridsat.load(str(SEED))
    path, model = api.export_dimacs(loaded, str(tmp_path), EncodeOptions(up_to_symmetry=True))
    assert path.exists() and model.primary and not model.lazy


# -- bad input through the CLI -----------------------------------------------------------------

BAD = {
    "yaml-3-edges": ("1: [['ylw', '+'], ['red', '-'], ['grn', '+']]\n", "3 edges"),
    "numbers-3-edges": ("1 2 3 4\n1 2 3\n1 2 3 4\n1 2 3 4\n", "3 edges"),
    "half-marker": ("1: [['ylw', '+'], ['red', '*'], ['grn', '+'], ['blu', '+']]\n", "half marker"),
    "count": ("size 2x2\n" + "1 2 3 4\n" * 9, "needs 4 tiles"),
    "duplicate-id": ("1: 1 2 3 4\n2: 1 2 3 4\n1: 1 2 3 4\n3: 1 2 3 4\n", "duplicate tile id"),
    "duplicate-yaml": ("".join(f"{i}: [[a, +], [a, -], [b, +], [b, -]]\n" for i in (1, 2, 2, 3)),
                       "duplicate tile id"),
    "not-square": ("1 2 3 4\n" * 5, "size"),
    "fixed-unknown": ("fixed 9 r1c1\n" + "1 2 3 4\n" * 4, "no tile has id"),
    "fixed-outside": ("fixed 1 r3c1\n" + "1 2 3 4\n" * 4, "outside"),
    "bad-edge": ("1 2 x 4\n" + "1 2 3 4\n" * 3, "not an integer"),
    "mixed": ("1: [[a, +], [a, -], [b, +], [b, -]]\n1 2 3 4\n", "mixes"),
    "too-many-borders": ("0 0 0 0\n" * 4, "border edges"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_is_one_line_exit_2(case, tmp_path):
    text, needle = BAD[case]
    path = tmp_path / f"{case}.txt"
    path.write_text(text)
    r = CliRunner().invoke(main, ["solve", str(path), "--genre", "edgematch"])
    assert r.exit_code == 2, r.output
    err = r.stderr.strip()
    assert err.startswith("gridsat: error:") and "\n" not in err and needle in err, err
    assert "Traceback" not in r.output


def test_bad_input_names_the_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("# three edges on line 3\n1 2 3 4\n1 2 3\n1 2 3 4\n1 2 3 4\n")
    r = CliRunner().invoke(main, ["solve", str(path)])
    assert r.exit_code == 2 and f"{path}:3:" in r.stderr


def test_options_of_other_genres_are_refused():
    r = CliRunner().invoke(main, ["solve", str(SEED), "--allow-empty"])
    assert r.exit_code == 2


def test_random_generator_is_solvable_and_reproducible():
    rng = random.Random(3)
    for style in em.STYLES:
        p = em.generate(3, 4, 4, style, rng=rng)
        assert gridsat.solve(loaded_of(p)).status == "solved"
    assert em.generate(4, 4, 3, seed=1) == em.generate(4, 4, 3, seed=1)


# -- implied constraints, native text writer ------------------------------------------------------

def test_implied_parts_do_not_change_the_answers():
    loaded = gridsat.load(str(SEED))
    assert {p.name for p in em.GENRE.implied} == {"edge-label-support", "edge-one-label"}
    full = enumerate_all(loaded)
    bare = enumerate_all(loaded, parts={"edge-label-support": False, "edge-one-label": False})
    assert {em.appearance(loaded.puzzle, s) for s in full} == {em.appearance(loaded.puzzle, s) for s in bare}
    with_parts = api.compile_model(loaded).model
    without = api.compile_model(loaded, EncodeOptions(parts={"edge-label-support": False,
                                                             "edge-one-label": False})).model
    assert with_parts.implied_clauses > 0 and len(without.clauses) < len(with_parts.clauses)
    for p in (em.generate(2, 3, 2, "halves", seed=3), em.generate(2, 2, 2, "signed", frame=False, seed=1)):
        a = enumerate_all(loaded_of(p))
        b = enumerate_all(loaded_of(p), parts={"edge-label-support": False, "edge-one-label": False})
        assert {em.appearance(p, s) for s in a} == {em.appearance(p, s) for s in b}


def test_native_text_round_trips_and_refuses_what_it_cannot_hold():
    for p in (gridsat.load(str(SEED)).puzzle, em.generate(3, 3, 3, "signed", seed=2),
              em.Puzzle(1, 2, "colours", (em.Tile("A", (0, 0, 5, 0)), em.Tile(7, (5, 0, 0, 0))),
                        (em.Fixed(7, 0, 0, 2),))):
        assert em.to_json(em.parse(em.to_text(p), "rt")) == em.to_json(p)
    named = em.Puzzle(1, 2, "colours", (em.Tile(1, ("red", 0, 0, 0)), em.Tile(2, (0, 0, "red", 0))))
    with pytest.raises(gridsat.InputError, match="convert it to json"):
        em.to_text(named)
    with pytest.raises(gridsat.InputError, match="tile id"):
        em.to_text(em.Puzzle(1, 1, "colours", (em.Tile("12", (0, 0, 0, 0)),)))
