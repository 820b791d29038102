import json
import random

import pytest
from click.testing import CliRunner

import gridsat
from gridsat.api import explain
from gridsat.cli import main
from gridsat.encoders import twentyfourseven as t

from .conftest import EXAMPLES, instances_dir


def load_2018():
    d = json.loads((instances_dir("twentyfourseven") / "2018-06-twenty-four-seven.json").read_text())
    doc = {"genre": "twentyfourseven", "size": [7, 7], "givens": d["givens"]}
    return gridsat.loads(json.dumps(doc), "2018"), d


def load_2023():
    d = json.loads((instances_dir("twentyfourseven") / "2023-02-twenty-four-seven-four-in-one.json").read_text())
    clues = [{"side": side, "index": i, "kind": "either", "value": v}
             for row, side in zip(d["blue"], ["left", "bottom", "right", "top"])  # per blue_convention
             for i, v in enumerate(row) if v is not None]
    doc = {"genre": "twentyfourseven", "size": [12, 12], "grids": [[0, 0], [0, 5], [5, 0], [5, 5]],
           "givens": d["givens_12x12"], "clues": clues}
    return gridsat.loads(json.dumps(doc), "2023"), d


@pytest.mark.parametrize("loader", [load_2018, load_2023])
def test_published_puzzles_unique_with_published_answer(loader):
    loaded, d = loader()
    r = gridsat.solve(loaded, "unique")
    assert r.status == "unique"
    assert [list(row) for row in r.solutions[0].grid] == d["solution"]
    assert t.answer(loaded.puzzle, r.solutions[0]) == d["answer"]


def test_z3_backend_agrees_on_2018():
    loaded, d = load_2018()
    r = gridsat.solve(loaded, "unique", backend="z3")
    assert r.status == "unique" and [list(row) for row in r.solutions[0].grid] == d["solution"]


@pytest.mark.parametrize("name", ["twentyfourseven-7x7.txt", "twentyfourseven-clues.txt"])
def test_examples_unique(name):
    loaded = gridsat.load(str(EXAMPLES / name))
    r = gridsat.solve(loaded, "unique")
    assert r.status == "unique" and t.check(loaded.puzzle, r.solutions[0]) == []


def test_eager_connectivity_gives_the_same_answer():
    from gridsat.encoders import EncodeOptions

    loaded = gridsat.load(str(EXAMPLES / "twentyfourseven-7x7.txt"))
    lazy = gridsat.solve(loaded, "unique")
    eager = gridsat.solve(loaded, "unique", options=EncodeOptions(connect="rank"))
    assert lazy.solutions == eager.solutions and eager.status == "unique"


def test_checker_catches_each_rule():
    loaded = gridsat.load(str(EXAMPLES / "twentyfourseven-7x7.txt"))
    good = gridsat.solve(loaded).solutions[0].grid
    p = loaded.puzzle

    def broken(edit):
        g = [list(r) for r in good]
        edit(g)
        return t.check(p, t.Solution(tuple(tuple(r) for r in g)))

    assert t.check(p, t.Solution(good)) == []
    assert any("2x2" in x for x in broken(lambda g: [g[r].__setitem__(c, 1) for r in (0, 1) for c in (0, 1)]))
    # empty a whole row: counts, sums and maybe connectivity break
    assert any("numbers summing" in x for x in broken(lambda g: g.__setitem__(3, [0] * 7)))
    assert any("given" in x for x in broken(lambda g: g[0].__setitem__(4, 1)))


def test_clue_kinds_against_checker():
    """Every answer found under random clues passes the checker, and the clue-free answer
    the clues were read from is among them."""
    rng = random.Random(3)
    base = gridsat.load(str(EXAMPLES / "twentyfourseven-7x7.txt"))
    truth = gridsat.solve(base).solutions[0].grid
    for _ in range(3):
        clues = []
        for side in ("left", "top", "right", "bottom"):
            i = rng.randrange(7)
            line = t.Puzzle.line(base.puzzle, t.Clue(side, i, "sum", 1))
            vals = [truth[r][c] for r, c in line]
            kind = rng.choice(["sum", "first", "either"])
            value = sum(vals) if kind == "sum" else next(v for v in vals if v)
            clues.append({"side": side, "index": i, "kind": kind, "value": value})
        doc = t.to_json(base.puzzle)
        doc["clues"] = clues
        loaded = gridsat.loads(json.dumps(doc), "clued")
        r = gridsat.solve(loaded, "count", 5)
        assert r.solutions and all(t.check(loaded.puzzle, s) == [] for s in r.solutions)
        assert truth in [s.grid for s in r.solutions] or not r.complete


def test_explain_names_conflicting_givens():
    text = (EXAMPLES / "twentyfourseven-7x7.txt").read_text().replace(". . . . 7 . .", "7 7 7 7 7 . .")
    loaded = gridsat.loads(text, "bad")
    ex = explain(loaded)
    assert ex.status == "unsat" and ex.clues
    assert any("2x2" in c or "numbers summing" in c or "given" in c for c in ex.clues)


def test_cli_answer_and_json(tmp_path):
    r = CliRunner().invoke(main, ["solve", str(EXAMPLES / "twentyfourseven-7x7.txt"), "--json", "--answer"])
    doc = json.loads(r.stdout)
    assert r.exit_code == 0 and isinstance(doc["answer"], int) and len(doc["solution"]["grid"]) == 7


@pytest.mark.parametrize("text,where", [
    ("twentyfourseven 7x7\n. . .\n", ":2: row has 3 cells"),
    ("twentyfourseven 7x7\n" + ". . . . . . 8\n" * 7, ":2:"),
    ("twentyfourseven 7x7\n" + ". . . . . . .\n" * 7 + "clue middle 1 sum 3\n", ":9: clue side"),
    ("twentyfourseven 7x7\n" + ". . . . . . .\n" * 6, "the board has 7 rows"),
    ("twentyfourseven 5x5\n" + ". . . . .\n" * 5, "out of range"),
])
def test_bad_input(tmp_path, text, where):
    f = tmp_path / "bad.txt"
    f.write_text(text)
    r = CliRunner().invoke(main, ["solve", str(f)])
    assert r.exit_code == 2 and r.stderr.startswith("gridsat: error: ") and where in r.stderr
    assert r.stderr.count("\n") == 1


@pytest.mark.parametrize("name", ["twentyfourseven-7x7.txt", "twentyfourseven-clues.txt"])
def test_native_text_round_trip(name):
    p = gridsat.load(str(EXAMPLES / name)).puzzle
    assert t.parse(t.to_text(p), p.source) == p
    four = t.Puzzle(12, 12, ((0, 0), (0, 5), (5, 0), (5, 5)), ((0,) * 12,) * 12,
                    (t.Clue("bottom", 11, "either", 36), t.Clue("left", 0, "first", 3)))
    assert t.parse(t.to_text(four)) == four and t.from_json(t.to_json(four)) == four


def test_tiny_answers_match_brute_force():
    """The solver's answers to tiny instances are exactly the candidates the checker accepts."""
    counts = set()
    for seed in range(12):
        p = t.tiny(random.Random(seed))
        assert len(t.open_cells(p)) <= 4
        brute = {s.grid for s in t.candidates(p) if not t.check(p, s)}
        r = gridsat.solve(p, "all")
        assert r.complete and {s.grid for s in r.solutions} == brute, seed
        assert t.parse(t.to_text(p)) == p
        counts.add(min(len(brute), 2))
    assert counts == {0, 1, 2}


def test_puzzle_errors_point_at_the_text():
    rows = ". . . . . . . .\n" * 7
    with pytest.raises(gridsat.InputError, match=r"^f:9:7: given 5 at r8c4 lies in no 7x7 grid"):
        t.parse("twentyfourseven 8x8\n" + rows + ". . . 5 . . . .\n", "f")
    with pytest.raises(gridsat.InputError, match=r"^f:2: 7x7 grid at r4c4 does not fit"):
        t.parse("twentyfourseven 8x8\ngrids 3,3\n" + rows + rows[:16], "f")
    with pytest.raises(gridsat.InputError, match=r"^f:10: two clues on the left of line 1"):
        t.parse("twentyfourseven 7x7\n" + ". . . . . . .\n" * 7 + "clue left 1 sum 3\nclue left 1 first 3\n", "f")


@pytest.mark.parametrize("edit", [
    lambda d: d.update(grids=[["a", 0]]), lambda d: d.update(grids=[[[0], 0]]), lambda d: d.update(clues=3),
    lambda d: d.update(size=[True, 7]), lambda d: d["givens"][0].__setitem__(0, True),
    lambda d: d.update(clues=[{"side": "left", "index": 0, "kind": "sum", "value": [1]}]),
])
def test_bad_json_is_an_input_error(edit):
    doc = t.to_json(gridsat.load(str(EXAMPLES / "twentyfourseven-7x7.txt")).puzzle)
    edit(doc)
    with pytest.raises(gridsat.InputError):
        t.from_json(doc)


def test_malformed_published_solution_is_ignored():
    doc = t.to_json(gridsat.load(str(EXAMPLES / "twentyfourseven-7x7.txt")).puzzle)
    doc["solution"] = [1, 2]
    assert t.from_json(doc).published is None
