"""Yajikabe: Janko's puzzles with their answers (puzzlekit's dataset), formats, the checker's
rules one by one, bad clues."""
from __future__ import annotations

import json

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.formats import InputError

# puzzlekit's Yajikabe dataset (Janko's puzzles): problem text and answer (x shaded)
PUZZLEKIT = {
    "janko 001 6x6": ("6 6\n1e 4s 1s 4s 1e -\n1s - - - - -\n- - 1e - 0s -\n0s - 1w - - 0s\n1n - - - 3w -\n0e 4n 1n - - 0w",
                      "6 6\n- - - - - x\n- x - x x x\nx x - x - -\n- x - x - -\n- x x x - -\n- - - - - -"),
    "janko 007 10x10": ("10 10\n- - - - - - 4w - - -\n3e 5s 1n 0w - - 3s - - 1n\n6e - - - - 1n - - - -\n- - 5e - - - - 1e - 3s\n0n - - - 1s - 1e 3n - -\n- 2s 2e - - - - 4s 1s 2n\n- - - - 4n - 4w - - -\n- - 1s - 2w - - - 1s -\n- 1w - - - - 5w - 4n -\n- 4e - 0w 4e - 1w - - -",
                        "10 10\n- x x x x - - x x x\n- - - - x x - x - -\n- x - - x - x x x x\n- x - x x x x - x -\n- x x x - x - - x -\n- - - x - x - - - -\n- x x x - x - x - -\nx x - - - x x x - x\nx - x x x x - x - x\n- - - - - x - x x x"),
    "janko 021 8x8": ("8 8\n- - 4e - - - 1e -\n- - - - 3e - - -\n3s - - - - - - 0s\n- - - - 4s 1e - -\n- - - - - - - 4w\n- 0s 4n 3n - - - -\n3n 3e 1s - - - - -\n- 2n - - - - 4n 3w",
                      "8 8\n- - - x x x - x\n- x x x - x x x\n- - x - - - x -\nx x x - - - x -\nx - x x x - - -\nx - - - x - - -\n- - - - x x x -\n- - x x x - - -"),
    "janko 012 12x12": ("12 12\n- - 8s 5e - 5s - - - 1e - 2s\n- - - - - 4w - - 6s - - 6w\n5s - - 1n 4s 5e - - - - - -\n1n 2n - - - - - 2n - - - 1s\n- - - 2e 3w - 3w - - 3s - -\n- 2s - - - 4s 1e - 4n 4w - -\n- 4e 3s - - - 1s - - 1n - 5w\n- 2s 4e - 1w - 4n - - - 5n -\n5e - - - - - - 4w - - - 1s\n- 4n - - 2s - 2w - - - 5n 5w\n- - - - - - - - - - - 1s\n6n 4e 8n 7n - - 3e - 3e - - -",
                        "12 12\nx x - - x - x x x - x -\n- x x x x - x - - - x -\n- - x - - - x x x - x x\n- - x x x x x - x x x -\nx x x - - - - - x - x -\nx - x x - - - x - - - -\nx - - x x x - x - - - -\n- - - x - x - x x - - -\n- x x x - x - - x - - -\nx - x - - - - x x x - -\nx x x x x x x x - x - -\n- - - - x - - - - x x x"),
}


def _cells(rows, mark):
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row.split()) if t == mark)


@pytest.mark.parametrize("name", sorted(PUZZLEKIT))
def test_janko_answers(name):
    problem, answer = PUZZLEKIT[name]
    loaded = api.loads(problem, genre="yajikabe")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == _cells(answer.splitlines()[1:], "x")
    assert loaded.genre.check(loaded.puzzle, report.solution) == []


@pytest.mark.parametrize("name", sorted(PUZZLEKIT))
def test_formats_round_trip(name):
    g = encoders.get("yajikabe")
    p = api.loads(PUZZLEKIT[name][0], genre="yajikabe").puzzle
    assert g.format("puzzlekit").write(p).split() == PUZZLEKIT[name][0].split()
    assert g.format("puzzlekit").read(g.format("puzzlekit").write(p)) == p
    assert g.parse(g.to_text(p)) == p
    assert g.from_json(json.loads(json.dumps(g.to_json(p)))) == p


def test_checker_names_each_broken_rule():
    loaded = api.loads(PUZZLEKIT["janko 001 6x6"][0], genre="yajikabe")
    g, p = loaded.genre, loaded.puzzle
    good = set(gridsat.solve(loaded).solution.shaded)

    def problems(cells):
        return g.check(p, g.solution(tuple(sorted(cells))))
    assert any("clue r1c1 is shaded" in x for x in problems(good | {(0, 0)}))
    assert any("r6c2 has 5 shaded cells up of it, needs 4" in x for x in problems(good | {(0, 1)}))
    assert any("2x2 block at r2c4" in x for x in problems(good | {(2, 4)}))
    assert any("not connected" in x for x in problems(good - {(1, 3)}))


def test_a_bare_number_is_refused():
    with pytest.raises(InputError) as e:
        api.loads("yajikabe 2x2\n2.\n..\n", "t.txt")
    assert "is an arrow" in str(e.value) and "\n" not in str(e.value)
