"""Nanro: pzprjs's and Janko's puzzles with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Filling

G = encoders.get("nanro")

# pzprjs test/script/nanro.js: the URL and its answer (givens and the numbers written)
PZPRJS = ("https://puzz.link/p?nanro/4/4/6r0s1oi13n1h", ((0, 2, 2, 1), (3, 1, 0, 0), (3, 0, 0, 0), (3, 1, 0, 0)))

# janko.at/Raetsel/Nanro/NNN.a.htm as the puzzlekit dataset holds them: problem, answer ('-' or 0 empty)
JANKO = {
    '01_8x8': ('8 8\n4 - 5 - - - - 2\n4 4 - - - 3 - -\n- - - - - - - 4\n- - 2 - 2 - 4 -\n- - - 4 - - 3 -\n4 - - - - 2 - -\n- - 3 - - - - -\n- 3 - 4 - - 2 3\n1 1 6 6 6 9 9 14\n1 1 4 6 9 9 14 14\n2 1 4 6 10 10 10 10\n2 4 4 7 7 7 10 15\n2 2 5 8 11 11 11 15\n2 5 5 8 11 13 13 15\n3 3 5 8 8 13 12 15\n3 3 3 8 12 12 12 15',
               '8 8\n4 - 5 5 5 3 3 2\n4 4 - 5 - 3 - 2\n- 4 2 5 4 - 4 4\n4 - 2 - 2 2 4 -\n4 4 3 4 3 - 3 -\n4 - 3 - 3 2 2 3\n3 - 3 4 4 - - 3\n3 3 - 4 - 2 2 3'),
    '03_10x10': ('10 10\n- - 5 - 5 - - - - 4\n- 2 - - - - 3 - 4 4\n- - 5 - - - - - 3 -\n- 5 - - - - 2 - - -\n- - - - 5 - - - 5 -\n5 - - - - - - 3 - -\n- - 2 - - - - - 5 -\n- - - 3 - - - - - -\n- - - - 2 - 3 2 - -\n5 2 4 - - - 3 - 4 -\n1 1 6 6 6 6 6 6 18 18\n2 1 1 7 6 13 13 13 18 18\n2 2 7 7 7 13 13 16 16 18\n2 2 2 7 7 7 15 16 16 18\n3 2 8 8 8 8 15 15 19 19\n3 4 8 8 8 11 11 11 19 19\n3 4 4 4 11 11 11 17 19 19\n3 5 9 10 10 10 10 17 19 20\n3 5 9 9 12 12 14 17 17 20\n3 5 9 9 12 14 14 14 20 20',
                 '10 10\n- 2 5 - 5 5 5 5 - 4\n5 2 - 5 - - 3 - 4 4\n5 - 5 5 5 3 3 - 3 -\n5 5 - 5 - - 2 3 3 4\n- 5 - - 5 5 2 - 5 -\n5 2 5 5 5 - 3 3 5 5\n5 - 2 - - - 3 - 5 -\n5 2 4 3 3 3 - 2 5 4\n5 - 4 - 2 - 3 2 - 4\n5 2 4 4 2 3 3 - 4 4'),
    '07_12x12': ('12 12\n5 - - - - - 5 5 3 - - -\n5 - - - - - - - - 5 3 -\n- - - - 2 - - - - - - -\n2 - 5 - - - 3 - - - - -\n- - 4 - - - - - - - - -\n- 3 - - - 3 5 - - - 5 5\n3 3 - - - - - - - 2 - -\n2 - 4 - 3 - - 5 - - - 5\n- - - 3 - - - - - - - -\n- - 3 - - - - - - - 2 -\n- 5 - 3 3 - - - 2 2 - 3\n- - 5 - - 5 - - - - - 3\n1 1 1 10 10 10 10 10 19 22 22 22\n1 1 1 10 10 13 15 19 19 20 22 22\n1 6 6 6 13 13 15 19 19 20 20 27\n2 6 6 6 6 15 15 15 20 20 25 27\n2 2 8 8 8 8 17 17 20 20 25 27\n3 3 3 3 8 11 17 17 17 23 25 25\n3 3 7 11 11 11 11 11 17 23 23 25\n4 4 7 7 14 14 14 18 18 18 23 25\n4 7 7 9 14 14 18 18 18 24 25 25\n5 5 9 9 9 9 16 18 21 24 24 24\n5 5 9 12 12 16 16 16 21 21 26 26\n5 5 5 12 12 16 16 16 16 21 26 26',
                 '12 12\n5 5 5 - 5 5 5 5 3 - 3 3\n5 - - - 5 - 3 - 3 5 3 -\n5 - 5 5 2 2 3 - 3 - 5 3\n2 5 5 - 5 - 3 - 5 5 - 3\n2 - 4 4 4 - 5 5 - 5 - 3\n- 3 - - 4 3 5 - 5 - 5 5\n3 3 4 3 - - - 3 5 2 2 -\n2 - 4 - 3 3 3 5 - 5 - 5\n2 4 4 3 - - - 5 5 2 5 5\n5 - 3 - - 3 - 5 - - 2 -\n5 5 - 3 3 5 - - 2 2 3 3\n- 5 5 3 - 5 5 5 5 - - 3'),
    '12_8x8': ('8 8\n- - - - - - - -\n- - - - - - 5 -\n- 3 - - - - 3 -\n- - - - - - 2 -\n- - - - - - - -\n2 - 3 - - - - -\n- - - - - - - -\n- 5 - - - - 1 -\n1 5 5 10 14 19 19 19\n1 5 7 10 10 19 19 19\n1 5 8 8 15 15 15 22\n2 2 9 9 16 15 21 22\n3 2 6 11 17 17 21 21\n3 6 6 6 18 18 20 23\n4 4 4 12 12 32 20 23\n4 4 4 13 12 20 20 23',
               '8 8\n2 3 - 2 1 5 - 5\n- 3 1 2 - 5 5 5\n2 3 - 1 3 - 3 -\n1 - 1 - 1 3 2 1\n2 - 3 1 - 1 - 2\n2 3 3 - 1 - - 3\n5 - 5 - 2 1 - 3\n5 5 5 1 2 - 1 3'),
    '14_8x8': ('8 8\n3 - - - - - - 2\n- 3 - - - 3 - -\n- - - - - - - -\n- 2 - - - - - -\n- - - - - - - -\n- - - - 2 - - -\n- 4 - - - - 4 3\n4 - - 3 - - - -\n1 3 3 10 10 11 11 11\n1 4 4 4 10 10 14 14\n1 5 8 10 10 12 12 12\n1 5 8 8 8 13 13 16\n1 2 2 8 8 13 13 16\n2 2 9 9 9 9 13 15\n2 6 6 6 6 9 13 15\n2 7 7 7 7 7 15 15',
               '8 8\n3 1 0 0 3 2 0 2\n0 3 3 3 0 3 0 1\n3 2 0 0 3 2 0 2\n0 2 0 3 0 4 4 1\n3 4 4 3 3 4 - 0\n4 0 0 0 2 0 0 3\n0 4 4 4 4 2 4 3\n4 3 0 3 0 3 0 3'),
}


def grid(text: str) -> tuple:
    return tuple(tuple(0 if t in "-0" else int(t) for t in row.split()) for row in text.splitlines()[1:])


def test_pzprjs_puzzle_has_its_published_answer():
    url, want = PZPRJS
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.puzzle.cells[0][3] == 1 and len(report.puzzle.room_cells) == 5
    assert report.status == "unique" and report.solution.grid == want
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    report = gridsat.solve(api.loads(problem, "t", genre="nanro"), mode="unique")
    assert report.status == "unique" and report.solution.grid == grid(answer)


def test_rules():
    p = G.puzzle.of(["..", ".."], rooms=[[0, 0], [1, 1]])
    assert G.check(p, Filling(((2, 2), (1, 0)))) == []
    assert G.check(p, Filling(((2, 2), (2, 2)))) == [
        "the 2x2 block at r1c1 is all numbered",
        "r1c1 and r2c1 are in different rooms and both hold 2", "r1c2 and r2c2 are in different rooms and both hold 2"]
    assert G.check(p, Filling(((1, 0), (0, 1)))) == ["the numbered cells are not connected"]
    assert G.check(p, Filling(((2, 0), (0, 0)))) == [
        "room 1 (r1c1) holds [2], each should be how many numbers it holds (1)",
        "room 2 (r2c1) holds no numbers, each should be how many numbers it holds (0)"]
    q = G.puzzle.of(["?.", ".."], rooms=[[0, 0], [1, 1]])
    assert "r1c1 holds 0, the given is ?" in G.check(q, Filling(((0, 1), (1, 1))))
    assert gridsat.solve(G.puzzle.of(["3.", ".."], rooms=[[0, 0], [1, 1]])).status == "unsat"
