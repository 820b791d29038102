"""Norinori (the declared-board worked example): published puzzles, formats, the checker."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import gridsat
from gridsat import api
from gridsat.cli import main
from gridsat.formats import InputError

# Published puzzles as puzz.link URLs: pzprjs's test puzzle (with its answer), puzsq.jp pid 7919,
# puzzlekit's converter test, and three from a collection of puzz.link links.
PZPRJS = "https://puzz.link/p?norinori/5/5/cag4ocjo"
PZPRJS_ANSWER = "# # + + + /+ + # # + /# # + + # /+ + . . # /# # + . . /"  # pzprjs's own notation
PUBLISHED = [
    PZPRJS,
    "https://puzz.link/p?norinori/6/6/93op35pb9vpq",
    "https://puzz.link/p?norinori/10/10/90i2c76esik8rapah800evmv37d4fsm9dmte",
    "https://puzz.link/p?norinori/18/10/365btauumbakihchaf0o3q67cbjcg8kki94dtj2oorju6tnmontv0vgb4ssnvsb9v3g",
    "https://puzz.link/p?norinori/10/10/ebdcb96kfaulotutil9qscvm7ivh0aumd8mc",
    "https://puzz.link/p?norinori/10/10/09binldaqlaqkl8qg4fg04v803fuk0ovu0vu",
]

# puzzlekit's own example problem and the answer it gives (problem text, then x = shaded).
PUZZLEKIT = """10 10
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - - - -
0 1 4 3 3 7 7 6 6 6
0 1 4 4 4 7 7 7 5 6
1 1 4 4 4 4 14 7 5 6
1 2 2 2 11 4 14 14 6 6
10 2 2 11 11 14 14 13 14 15
10 10 11 11 11 14 14 13 14 15
10 10 10 10 12 17 14 14 14 15
9 9 9 12 12 17 17 17 14 15
9 8 9 12 18 18 18 18 15 15
9 8 9 18 18 16 16 16 16 16
"""
PUZZLEKIT_ANSWER = """x - - x x - x x - -
x - - - - x - - x -
- x x - - x - - x -
x - - x x - - - - x
x - x - - - - x - x
- - x - - - - x - -
x - - - x x - - x -
x - x x - - x - x -
- x - - - - x - - x
- x - - x x - - - x"""


def _shaded(rows: list[list[str]], mark: str) -> list[tuple[int, int]]:
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == mark)


@pytest.mark.parametrize("url", PUBLISHED)
def test_published_puzzles_are_unique_and_checked(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    loaded = api.load(url)
    assert loaded.genre.check(loaded.puzzle, report.solution) == []
    assert len(report.solution.shaded) == 2 * len(loaded.puzzle.room_cells)


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    rows = [row.split() for row in PZPRJS_ANSWER.split("/") if row.strip()]
    assert list(report.solution.shaded) == _shaded(rows, "#")


def test_puzzlekit_text_and_its_answer():
    report = gridsat.solve(api.loads(PUZZLEKIT, genre="norinori"), mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _shaded([r.split() for r in PUZZLEKIT_ANSWER.splitlines()], "x")


@pytest.mark.parametrize("url", PUBLISHED)
def test_formats_round_trip(url):
    loaded = api.load(url)
    g, p = loaded.genre, loaded.puzzle
    assert g.format("puzzlink").write(p) == url
    assert g.parse(g.to_text(p)) == p
    assert g.from_json(json.loads(json.dumps(g.to_json(p)))) == p
    assert g.format("puzzlekit").read(g.format("puzzlekit").write(p)) == p


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = gridsat.solve(PZPRJS).solution
    assert g.check(p, good) == []
    lone = g.solution(tuple(sorted(set(good.shaded) - {(3, 4)})))
    problems = g.check(p, lone)
    assert any("touches 0 shaded cells" in x for x in problems)
    assert any("has 1 shaded cells, needs 2" in x for x in problems)
    three = g.solution(tuple(sorted(set(good.shaded) | {(1, 4)})))
    assert any("touches 2 shaded cells" in x for x in g.check(p, three))


@pytest.mark.parametrize("text, message", [
    ("norinori 3x2\naba\nbbb\n", "room 'a' is in two pieces"),
    ("norinori 3x3\naab\nabb\n", "header says 3x3 but the grid is 3x2"),
    ("norinori\naab\nab\n", "row has 2 cells"),
    ("2 2\n- -\n- 1\na a\nb b\n", "has no clues in its cells"),
    ("2 2\n- -\n- -\na a\n", "the rooms block needs 2 lines"),
])
def test_bad_input_is_one_line(text, message):
    with pytest.raises(InputError) as e:
        api.loads(text, "t.txt", genre="norinori")
    assert message in str(e.value) and "\n" not in str(e.value) and str(e.value).startswith("t.txt:")


def test_command_line(tmp_path):
    out = CliRunner().invoke(main, ["solve", PZPRJS, "--unique", "--json"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.output)
    assert doc["genre"] == "norinori" and doc["status"] == "unique"
    path = tmp_path / "p.txt"
    path.write_text(PUZZLEKIT)
    out = CliRunner().invoke(main, ["solve", str(path), "--genre", "norinori", "--unique"])
    assert out.exit_code == 0, out.output
