"""Kurodoko: published puzzles with their answers (pzprjs's test script, Tatham's Range
generator, Janko's Kuromasu through puzzlekit's dataset), formats, the checker, the generator."""
from __future__ import annotations

import json

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.generate import generate

# pzprjs test/script/kurodoko.js: its URL and the answer of its last file (# shaded)
PZPRJS = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"
PZPRJS_ANSWER = "+ # + + . /+ + # + + /+ # + + # /+ + # + + /# + + + # /"
# sgt-range --generate 3 9x7 --soln: the game IDs and the black cells of their SOLVE moves
TATHAM = [
    ('9x7:4d10b9_5h6c7a5m4a6c5h8_8b10d3', [(0, 1),
    (1, 2),
    (1, 6),
    (2, 3),
    (3, 2),
    (3, 4),
    (3, 6),
    (3, 8),
    (4, 0),
    (4, 5),
    (5, 2),
    (6, 7)]),
    ('9x7:b2e5d5_6c9e6f9f7e2c10_12d13e10b', [(0, 0),
    (0, 3),
    (0, 5),
    (1, 2),
    (1, 7),
    (2, 4),
    (3, 6),
    (3, 8),
    (4, 3),
    (4, 5),
    (4, 7),
    (6, 8)]),
    ('9x7:5_4f2_6c10_6_8c10w4c12_9_12c2_2f4_5', [(0, 2),
    (0, 5),
    (0, 7),
    (1, 3),
    (2, 8),
    (3, 1),
    (3, 3),
    (3, 5),
    (4, 0),
    (4, 6),
    (4, 8),
    (5, 7),
    (6, 1),
    (6, 4)])]
# puzzlekit's Kuromasu dataset (Janko's puzzles): problem text and answer (x shaded)
PUZZLEKIT = {
    "janko 001 9x9": ("9 9\n9 - - 8 - 9 - 8 -\n- - - - - - 9 - -\n- - - - - - - 3 -\n3 - - - - 4 - - 3\n- - 4 - - - 9 - -\n4 - - 6 - - - - 4\n- 15 - - - - - - -\n- - 7 - - - - - -\n- 7 - 5 - 4 - - 4",
                      "9 9\n- - - - - - - - x\n- x - x - - - x -\nx - x - - x - - -\n- - - x - - - x -\nx - - - x - - - x\n- - x - - x - x -\n- - - - - - - - -\n- - - - - - x - -\nx - x - x - - x -"),
    "janko 016 17x17": ("17 17\n- - 9 - - 5 - 8 - 8 - 8 - - 13 - -\n- 5 - - - - 4 - - - 3 - - - - 3 -\n6 - - 8 - - - - - - - - - 9 - - 2\n- - 8 - - 5 - - 3 - - 8 - - 11 - -\n- - - - 11 - 2 - - - 15 - 10 - - - -\n4 - - 7 - - - 11 - 8 - - - 12 - - 5\n- 7 - - 12 - 14 - - - 16 - 11 - - 4 -\n3 - - - - 5 - - - - - 3 - - - - 5\n- - - 4 - - - - - - - - - 9 - - -\n3 - - - - 7 - - - - - 2 - - - - 5\n- 10 - - 14 - 13 - - - 10 - 3 - - 3 -\n5 - - 2 - - - 12 - 11 - - - 10 - - 5\n- - - - 2 - 7 - - - 11 - 5 - - - -\n- - 8 - - 7 - - 6 - - 3 - - 6 - -\n7 - - 6 - - - - - - - - - 5 - - 5\n- 4 - - - - 3 - - - 9 - - - - 9 -\n- - 3 - - 2 - 4 - 4 - 2 - - 3 - -",
                        "17 17\nx - - - - - x - x - - - - - - - -\n- - - x - x - - - x - x - x - - x\n- - - - x - - - x - - - x - - x -\n- x - - - - x - - - x - - - - - -\nx - - - - x - - x - - - - - - - x\n- - x - - - x - - - - x - - - - -\n- - - - - x - - - - - - - - x - x\n- x - x - - - - - x - - x - - x -\nx - - - - x - x - - - x - - x - -\n- - - x - - - - - x - - x - - x -\nx - - - - - - - x - - x - x - - -\n- - x - x - - - - - - - - - - x -\n- x - x - x - x - x - - - x - - x\n- - - - - - x - - - x - x - - x -\n- - - - x - - x - x - x - - x - -\nx - x - - x - - x - - - - - - - -\n- - - x - - x - - - x - x - - x -"),
    "janko 021 7x7": ("7 7\n8 - - - - - 2\n- 5 - - - 4 -\n- - - - - - -\n- - - 13 - - -\n- - - - - - -\n- 2 - - - 4 -\n7 - - - - - 2",
                      "7 7\n- - x - - x -\n- - - - x - -\n- x - - - - x\n- - - - - - -\n- x - - - x -\n- - x - - - x\n- x - - x - -"),
}


def _cells(rows, mark):
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row.split()) if t == mark)


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells([r for r in PZPRJS_ANSWER.split("/") if r.strip()], "#")


@pytest.mark.parametrize("gid, black", TATHAM)
def test_tatham_range_answers(gid, black):
    report = gridsat.solve(api.loads("kurodoko:" + gid), mode="unique")
    assert report.status == "unique" and list(report.solution.shaded) == black
    g = encoders.get("kurodoko")
    assert g.format("tatham").write(report.puzzle) == gid


@pytest.mark.parametrize("name", sorted(PUZZLEKIT))
def test_janko_answers(name):
    problem, answer = PUZZLEKIT[name]
    loaded = api.loads(problem, genre="kurodoko")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells(answer.splitlines()[1:], "x")


@pytest.mark.parametrize("source", [PZPRJS] + [p for p, _ in PUZZLEKIT.values()])
def test_formats_round_trip(source):
    g = encoders.get("kurodoko")
    p = api.loads(source, genre="kurodoko").puzzle
    for fmt in ("puzzlink", "tatham", "puzzlekit"):
        assert g.format(fmt).read(g.format(fmt).write(p)) == p
    assert g.parse(g.to_text(p)) == p
    assert g.from_json(json.loads(json.dumps(g.to_json(p)))) == p


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = set(gridsat.solve(PZPRJS).solution.shaded)
    assert any("touch" in x for x in g.check(p, g.solution(tuple(sorted(good | {(0, 0)})))))
    assert any("numbered r1c4 is shaded" in x for x in g.check(p, g.solution(tuple(sorted(good | {(0, 3)})))))
    assert any("r3c3 sees 4 unshaded cells, needs 2" in x for x in g.check(p, g.solution(tuple(sorted(good - {(2, 1)})))))
    assert any("not connected" in x for x in g.check(p, g.solution(tuple(sorted(good | {(3, 3)})))))


def test_generator_is_unique_and_repeatable():
    g = encoders.get("kurodoko")
    made = generate(g, (7, 7), 3, 1, {}, minimal=True)
    assert gridsat.solve(api.Loaded(g, made.puzzle, "t", None), mode="unique").status == "unique"
    assert generate(g, (7, 7), 3, 1, {}, minimal=True).puzzle == made.puzzle
