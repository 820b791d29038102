"""Heyawake: published puzzles with their answers (pzprjs's test script, puzzlekit's dataset),
formats, the checker's rules one by one, the generator."""
from __future__ import annotations

import json

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.formats import InputError
from gridsat.generate import generate

# pzprjs test/script/heyawake.js: its URL and the answer of its last file (# shaded)
PZPRJS = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"
PZPRJS_ANSWER = "# + # + + # /+ + + # + + /# + # + # + /+ + + + + + /+ # + # + # /+ + # + + + /"
# puzzlekit's Heyawake dataset (assets/data/Heyawake): problem text and answer (x shaded)
PUZZLEKIT = {
"12_10x10": ("10 10\n- - - 5 - - - - - -\n3 - - - - - - - - -\n- - - - - - - - 0 -\n- - - - - - - - - -\n- - - - - 5 - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - 4 - - - - - -\n2 - - - - - - - - -\n- - - - - - - - - -\na a b c c c c d e e\nf f b c c c c d e e\nf f b c c c c d g g\nf f h h h i i i j j\nk k h h h l l l j j\nk k h h h l l l j j\nk k m m m l l l n n\no o p q q q q r n n\ns s p q q q q r n n\ns s p q q q q r t t",
"10 10\n- - - x - - x - - -\n- x - - x - - x - x\nx - - x - - x - - -\n- x - - x - - - x -\n- - x - - x - x - -\n- - - x - - x - - x\nx - - - - x - x - -\n- - x - x - - - x -\n- x - - - - x - - -\nx - - x - x - - x -"),
"512_6x6": ("6 6\n- - - - - -\n- - - - - -\n1 - 3 - 0 -\n- - - - - -\n- - - - - -\n2 - - - - -\n1 1 8 6 6 6\n1 1 8 6 6 6\n2 2 3 3 5 5\n2 2 3 3 5 5\n2 2 3 3 5 5\n4 4 4 7 7 7",
"6 6\n- - x - - -\n- x - - x -\n- - - x - -\nx - x - - -\n- - - x - -\nx - x - - x"),
"103_10x10": ("10 10\n2 2 - - - - 1 - 2 -\n- - - - - - - - - -\n- - - - - - - - - -\n- 0 - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - 3 -\n- - - - - - - - - -\n0 - - - 2 - - - - -\n- - - - - - 2 - 1 -\n- - - - - - - - - -\n1 2 2 2 3 3 4 4 5 5\n1 6 6 6 3 3 4 4 5 5\n1 6 6 6 3 3 4 4 7 7\n1 8 8 8 9 9 9 9 7 7\n1 10 10 10 9 9 9 9 7 7\n1 10 10 10 11 11 12 12 13 13\n1 10 10 10 11 11 12 12 13 13\n14 15 15 16 17 17 12 12 13 13\n14 15 15 16 17 17 18 18 19 19\n14 15 15 16 17 17 18 18 19 19",
"10 10\n- x - x - - x - - x\n- - - - x - - - x -\nx - x - - x - - - -\n- - - - x - - - - x\n- x - x - - - x - -\nx - - - - - x - x -\n- - x - - x - - - x\n- x - - x - - - x -\n- - x - - - x - - -\n- x - - x - - x - x"),
}


def _cells(rows, mark):
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row.split()) if t == mark)


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells([r for r in PZPRJS_ANSWER.split("/") if r.strip()], "#")


@pytest.mark.parametrize("name", sorted(PUZZLEKIT))
def test_puzzlekit_dataset_answers(name):
    problem, answer = PUZZLEKIT[name]
    loaded = api.loads(problem, genre="heyawake")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells(answer.splitlines()[1:], "x")
    assert loaded.genre.check(loaded.puzzle, report.solution) == []


@pytest.mark.parametrize("source", [PZPRJS] + [p for p, _ in PUZZLEKIT.values()])
def test_formats_round_trip(source):
    g = encoders.get("heyawake")
    p = api.loads(source, genre="heyawake").puzzle
    url = g.format("puzzlink").write(p)
    assert g.format("puzzlink").read(url) == _first_cells(p)
    assert g.parse(g.to_text(p)) == p
    assert g.from_json(json.loads(json.dumps(g.to_json(p)))) == p
    assert g.format("puzzlekit").read(g.format("puzzlekit").write(p)) == p


def _first_cells(p):
    """The puzzle with each room's number moved to the room's first cell (as a URL holds it)."""
    cells = [[None] * p.cols for _ in range(p.rows)]
    for cell, n in p.numbers().items():
        r, c = p.room_cells[p.room_of(*cell)][0]
        cells[r][c] = n
    return p.replace(cells=cells)


def test_heyawacky_alias_reads():
    assert api.load(PZPRJS.replace("heyawake", "heyawacky")).puzzle == api.load(PZPRJS).puzzle


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = set(gridsat.solve(PZPRJS).solution.shaded)
    assert any("touch" in x for x in g.check(p, g.solution(tuple(sorted(good | {(0, 1)})))))
    assert any("room 1 (r1c1) has 0 shaded cells, needs 2" in x for x in g.check(p, g.solution(tuple(sorted(good - {(0, 0), (2, 0)})))))
    assert any("runs through more than two rooms" in x for x in g.check(p, g.solution(tuple(sorted(good - {(2, 4)})))))
    cut = g.check(p, g.solution(tuple(sorted(good | {(3, 0), (4, 0)} - {(4, 1)}))))
    assert any("not connected" in x for x in cut)


def test_two_numbers_in_a_room_is_one_line():
    with pytest.raises(InputError) as e:
        api.loads("heyawake 2x2\n1.\n.1\nrooms\naa\naa\n", "t.txt")
    assert "already has a number" in str(e.value) and "\n" not in str(e.value)


def test_generator_is_unique_and_repeatable():
    g = encoders.get("heyawake")
    made = generate(g, (6, 6), 3, 1, {}, minimal=True)
    assert gridsat.solve(api.Loaded(g, made.puzzle, "t", None), mode="unique").status == "unique"
    assert generate(g, (6, 6), 3, 1, {}, minimal=True).puzzle == made.puzzle
