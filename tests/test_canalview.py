"""Canal View: published puzzles with their answers (pzprjs's test script, Janko's through
puzzlekit's dataset), formats, the checker's rules one by one."""
from __future__ import annotations

import json

import pytest

import gridsat
from gridsat import api, encoders

# pzprjs test/script/canal.js: its URL and the answer of its last file (# shaded)
PZPRJS = "https://puzz.link/p?canal/6/6/3i3h2z4h5i2"
PZPRJS_ANSWER = ". # # # . + /+ . # + + + /+ + # + # + /+ # # # # # /# # + # . # /# . # # + . /"
# puzzlekit's CanalView dataset (Janko's puzzles): problem text and answer (x shaded)
PUZZLEKIT = {
    "janko 001 6x6": ("6 6\n- 4 - - - -\n- 1 6 - 3 -\n3 - - - 3 -\n- - - 5 3 -\n5 - - - - -\n- 2 - - - -",
                      "6 6\n- - x x x x\n- - - x - x\n- x x x - -\n- - x - - x\n- x x x x x\n- - x - x -"),
    "janko 013 10x10": ("10 10\n4 - - - - 6 - - 2 -\n- - - - - - 8 - - -\n- - - - 4 - - 3 - -\n- 4 3 - - 5 - 6 - -\n1 - 1 - - - - - - -\n- - 2 5 - - - - - -\n- - - - - - - - 4 -\n- - 4 - 5 - - 4 1 -\n- - - - - 2 - - 2 -\n- - - 7 - 1 - 2 - -",
                        "10 10\n- x x x x - - - - x\n- - x - x x - x x x\n- - x - - x x - - x\n- - - - - - x - x x\n- x - - - x x x - x\n- x - - x x - x x x\n- x x x x - x x - x\nx x - x - - x - - x\nx - - x x - - - - x\nx x x - x - - - x x"),
    "janko 018 12x12": ("12 12\n- - - - - 7 - - - - - -\n- 4 - 3 - - - - - - - -\n- - - - - 4 - - - - - 6\n- - - - - - - - - 8 - -\n- - - - - 6 - 4 - - - -\n- - - - - - - - - - 1 3\n- 4 - - - 4 - 7 - - - -\n10 - - - - - - - 9 - - -\n- - - - - - 9 - - - - -\n- - 14 - - - - 5 - - 3 -\n- 5 - - 13 - - 3 - 4 - -\n- - - - - - - - - - - -",
                        "12 12\nx x x x x - x x - - - x\nx - - - x - - x x - x x\n- x - x x - x - x x x -\nx x x - x x x x x - x x\nx - x x x - x - x - - -\nx x x - x x x x - - - -\nx - x - x - x - x x x x\n- x x - x x x x - - - x\nx - x - x - - - x x x x\nx x - x x x x - x - - -\nx - x x - - x - x - x x\nx x x - x x x x x x x -"),
}


def _cells(rows, mark):
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row.split()) if t == mark)


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells([r for r in PZPRJS_ANSWER.split("/") if r.strip()], "#")


@pytest.mark.parametrize("name", sorted(PUZZLEKIT))
def test_janko_answers(name):
    problem, answer = PUZZLEKIT[name]
    report = gridsat.solve(api.loads(problem, genre="canalview"), mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells(answer.splitlines()[1:], "x")


@pytest.mark.parametrize("source", [PZPRJS] + [p for p, _ in PUZZLEKIT.values()])
def test_formats_round_trip(source):
    g = encoders.get("canalview")
    p = api.loads(source, genre="canalview").puzzle
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
    assert any("numbered r1c1 is shaded" in x for x in problems(good | {(0, 0)}))
    assert any("r1c5 sees 4 shaded cells, needs 3" in x for x in problems(good | {(0, 5)}))
    assert any("2x2 block at r4c3 is all shaded" in x for x in problems(good | {(4, 2)}))
    assert any("not connected" in x for x in problems(good - {(3, 2)} - {(3, 1)}))
