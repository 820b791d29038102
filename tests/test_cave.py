"""Cave: published puzzles with their answers (pzprjs's test script, Janko's Corral through
puzzlekit's dataset), formats, the checker's rules one by one."""
from __future__ import annotations

import json

import pytest

import gridsat
from gridsat import api, encoders

# pzprjs test/script/cave.js: its URL and the answer of its last file (# shaded = outside)
PZPRJS = "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g"
PZPRJS_ANSWER = "# . . . # # /# # # . # # /# . # . . # /. . . . . . /. # . . # # /. # # . . # /"
# puzzlekit's Cave dataset (Janko's Corral): problem text and answer (x = the cave, - = shaded)
PUZZLEKIT = {
    "janko corral 001 10x10": ("10 10\n- 4 - 3 - - - - - -\n- - - - - 8 - - - -\n- 3 - - - - - 2 - -\n- - - - - 5 - - - 6\n- - - 3 - - - - - -\n- - - - - - 3 - - -\n2 - - - 5 - - - - -\n- - 4 - - - - - 2 -\n- - - - 4 - - - - -\n- - - - - - 2 - 2 -",
                               "10 10\nx x - x - x x x x x\n- x x x x x - - - x\n- x - x x x - x - x\n- - - - x x - x x x\n- - x x x - - - x -\nx x x - - - x - x x\nx - x x x - x - - x\n- - x - x x x - x x\n- - - - x x - - - x\n- - - - - x x - x x"),
    "janko corral 002 10x10": ("10 10\n- - - - - - - - 7 -\n5 - - - - 5 - - - -\n- - 4 - - - - 6 - -\n- - - - 19 - - - - -\n- 7 - - - - 3 - - -\n- - - 2 - - - - 2 -\n- - - - - 7 - - - -\n- - 6 - - - - 2 - -\n- - - - 10 - - - - 3\n- 8 - - - - - - - -",
                               "10 10\n- x - x x x x x x x\nx x - - x x - - - -\nx x x - x x x x x -\nx x x x x x x x x x\nx x - - x - x - - -\n- x - x x - - - x -\n- - - - x x x x x x\nx x x x x x - x - x\n- - - - x - - - - x\nx x x x x x x x - -"),
    "janko corral 019 10x18": ("10 18\n8 - - - 6 - - - 7 - - - 6 - - - - 6\n- - - 8 - - - 5 - - - - - 7 - 8 - -\n- 6 - - - - 3 - - - - - - - - - - -\n- - - - - - - - - - - 3 - - - 3 - -\n5 - - - 4 - - - 7 - 3 - 5 - - - 8 5\n- - - 12 - - - - - - - - - - - - - -\n- - 2 - - - - - - - - - - 6 - - - -\n- - - - 8 - - - - - - 4 - - 12 - - -\n- - - - - - - - - 5 - - - - - - - 2\n5 - - - - - - 3 - - - - 5 - - - - -",
                               "10 18\nx x x x x x - x x x - x x - x x x x\nx x - x - - - x x x - x x x x x x x\nx x - x - - x x x - - - x - x - - x\n- x - x x - - - x - x x x - x x - -\nx x - x x - x x x - x - x - x x x x\nx - - x x x x x - - x - - - x - x x\nx - x x - - - - - - - - x x x - x -\nx - - x x x x x x - - x x x x - x -\n- - - - x - x x x x - - - x x - x x\nx x x x x - - x - x x x x x - - - -"),
}


def _cells(rows, mark):
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row.split()) if t == mark)


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells([r for r in PZPRJS_ANSWER.split("/") if r.strip()], "#")
    assert gridsat.solve(PZPRJS.replace("cave", "bag"), mode="unique").solution == report.solution


@pytest.mark.parametrize("name", sorted(PUZZLEKIT))
def test_janko_answers(name):
    problem, answer = PUZZLEKIT[name]
    report = gridsat.solve(api.loads(problem, genre="cave"), mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells(answer.splitlines()[1:], "-")


@pytest.mark.parametrize("source", [PZPRJS] + [p for p, _ in PUZZLEKIT.values()])
def test_formats_round_trip(source):
    g = encoders.get("cave")
    p = api.loads(source, genre="cave").puzzle
    for fmt in ("puzzlink", "puzzlekit"):
        assert g.format(fmt).read(g.format(fmt).write(p)) == p
    assert g.parse(g.to_text(p)) == p
    assert g.from_json(json.loads(json.dumps(g.to_json(p)))) == p


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = set(gridsat.solve(PZPRJS).solution.shaded)

    def problems(cells):
        return g.check(p, g.solution(tuple(sorted(cells))))
    assert any("numbered r1c2 is shaded" in x for x in problems(good | {(0, 1)}))
    assert any("r3c2 sees" in x for x in problems(good - {(2, 2)}))
    assert any("the cave is not connected" in x for x in problems(good | {(3, 4)}))
    # pzprjs's "completely enclosed" answer: the shaded r2c5-r3c5 group does not reach the edge
    enclosed = "# . . . # # /# . # . # # /# . # . . # /. . . . . . /. # . . # # /. # # . . # /"
    bad = _cells([r for r in enclosed.split("/") if r.strip()], "#")
    assert any("do not reach the edge" in x for x in problems(bad))
