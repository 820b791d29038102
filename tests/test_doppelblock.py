"""Doppelblock: pzprjs's and cspuz-rs's puzzles with their answers, the formats, the rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.doppelblock import GENRE, NUMBERS, Puzzle
from gridsat.formats import InputError

# pzprjs test/script/doppelblock.js (its accepted board) and cspuz-rs's test (its expected
# board); 0 = a black cell
ANSWERED = [
    ("https://puzz.link/p?doppelblock/5/5/g6g34g10h", ["30210", "01023", "23001", "02130", "10302"]),
    ("https://puzz.link/p?doppelblock/5/5/61j4g35", ["02013", "20130", "31020", "10302", "03201"]),
]


@pytest.mark.parametrize("url,answer", ANSWERED)
def test_published_answers(url, answer):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    assert ["".join(map(str, row)) for row in report.solution.grid] == answer
    assert GENRE.format("puzzlink").write(report.puzzle) == url


def test_formats():
    p = api.load("examples/doppelblock-5x5.txt").puzzle
    kit = GENRE.format("puzzlekit").write(p)
    assert kit == "5 5 3\n- 6 - 3 4\n- 1 0 - -\n"
    assert api.loads(kit, "kit", genre="doppelblock").puzzle == p
    given = api.loads("doppelblock\n#....\n.....\n.....\n.....\n.....\ntop: . 6 . 3 4\n", "t").puzzle
    with pytest.raises(InputError, match="cannot hold given cells"):
        GENRE.format("puzzlink").write(given)
    with pytest.raises(InputError, match="more than 3"):
        api.loads("doppelblock\n4....\n.....\n.....\n.....\n.....\n", "t")


def test_sums_between_the_blacks():
    # 3x3: the one number 1 sits between the blacks or outside them
    inside = Puzzle(None, outside={"left": [1, None, None]}, size=(3, 3))
    assert all(s.grid[0] == (0, 1, 0) for s in gridsat.count(inside).solutions)
    outside = Puzzle(None, outside={"left": [0, None, None]}, size=(3, 3))
    assert {s.grid[0] for s in gridsat.count(outside).solutions} == {(1, 0, 0), (0, 0, 1)}
    assert gridsat.solve(Puzzle(None, outside={"top": [2, None, None]}, size=(3, 3))).status == "unsat"


def test_checker():
    p = Puzzle(None, outside={"left": [3, None, None, None]}, size=(4, 4))
    bad = NUMBERS.solution(((0, 1, 1, 0), (1, 0, 0, 2), (2, 0, 0, 1), (0, 2, 3, 0)))
    assert GENRE.check(p, bad) == ["r4c3 holds 3, not 0 (black) or 1..2"]
    bad = NUMBERS.solution(((0, 1, 1, 0), (1, 0, 0, 2), (2, 0, 0, 1), (0, 2, 2, 0)))
    assert GENRE.check(p, bad) == ["row 1 does not hold two black cells and 1..2 once",
                                   "row 4 does not hold two black cells and 1..2 once"]
    good_rows = NUMBERS.solution(((0, 1, 2, 0), (1, 0, 0, 2), (2, 0, 0, 1), (0, 2, 1, 0)))
    q = Puzzle(None, outside={"left": [2, None, None, None]}, size=(4, 4))
    assert "row 1: the numbers between its black cells do not add up to 2" in GENRE.check(q, good_rows)
