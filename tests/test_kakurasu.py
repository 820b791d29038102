"""Kakurasu: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import kakurasu

# puzzlekit's KakurasuSolver example and the answer it documents (x shaded); three puzzles of
# puzzle-kakurasu.com with their answers, from the tests of Ar-Kareem/puzzle_solver (1 / X
# shaded; its "side" clues are the rows', its "bottom" ones the columns').  puzzlekit's text:
# the column clues, then the row clues.
PUBLISHED = [
    ("5 5\n8 12 11 4 4\n6 3 8 10 5\n", "x...x/..x../xx..x/xxxx./.xx.."),
    ("4 4\n2 8 4 1\n6 1 2 5\n", ".x.x/x.../.x../.xx."),
    ("12 12\n22 1 25 36 10 22 25 35 32 28 45 45\n27 6 1 12 37 37 11 4 29 23 66 55\n",
     "xx.x...x...x/.....x....../x.........../....x.x...../..xx...x.x.x/x...x..x..xx/..........x./...x......../"
     "..x..x..x.x./...x..x....x/..x..xxxxxxx/x..x...xxxxx"),
    ("9 9\n30 15 9 18 10 17 30 30 10\n42 30 24 - - 17 8 14 21\n",
     "..xxxxxxx/.xxx.xxx./...xx.xx./x..x...xx/xx...x.xx/x.x.x..x./x.....x../xx.x..x../.....xxx."),
]


def cells(answer: str):
    return tuple((r, c) for r, row in enumerate(answer.split("/")) for c, ch in enumerate(row) if ch == "x")


@pytest.mark.parametrize("text, answer", PUBLISHED)
def test_published_answers(text, answer):
    report = gridsat.solve(text, mode="unique", genre="kakurasu")
    assert report.status == "unique"
    assert report.solution.shaded == cells(answer)
    assert kakurasu.check(report.puzzle, report.solution) == []


def test_formats():
    p = api.loads(PUBLISHED[3][0], genre="kakurasu").puzzle
    assert (p.rows, p.cols) == (9, 9) and p.outside["left"][3] is None and p.outside["top"][0] == 30
    assert kakurasu.GENRE.to_text(p) == ("kakurasu 9x9\ntop: 30 15 9 18 10 17 30 30 10\n"
                                         "left: 42 30 24 . . 17 8 14 21\n")
    assert api.loads(kakurasu.GENRE.to_text(p)).puzzle == p
    assert gridsat.convert(p, "puzzlekit") == PUBLISHED[3][0]
    assert kakurasu.GENRE.to_json(p)["size"] == [9, 9]


def test_rules_edge_cases():
    P, check, S = kakurasu.Puzzle, kakurasu.check, kakurasu.GENRE.solution
    p = P(size=(2, 3), outside={"top": [None, 1, 1], "left": [5, 0]})
    assert check(p, S(((0, 1), (0, 2)))) == []
    assert any("row 1's shaded cells sum to 3, the clue says 5" in x for x in check(p, S(((0, 0), (0, 1)))))
    assert any("row 2" in x for x in check(p, S(((0, 1), (0, 2), (1, 0)))))
    assert len(gridsat.count(p).solutions) == 1
    # a free row or column takes anything the other clues allow
    q = P(size=(1, 3), outside={"top": [None, None, None], "left": [3]})
    assert sorted(s.shaded for s in gridsat.count(q).solutions) == [((0, 0), (0, 1)), ((0, 2),)]
