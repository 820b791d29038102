"""Hidoku (Hidato): Janko's puzzles with their published answers (from the puzzlekit dataset),
formats and the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Filling

G = encoders.get("hidoku")

# janko.at/Raetsel/Hidoku/NNN.a.htm: puzzlekit's problem text and the published answer
JANKO = {
    "01_7x7": ('7 7\n- 22 - 26 34 - 32\n- 23 - - - 36 -\n- 24 - 42 - - -\n- - 13 - - - -\n17 - 44 12 - 3 -\n47 49 - 10 - - 5\n- - - - - - 1',
               '7 7\n21 22 27 26 34 33 32\n20 23 25 28 35 36 31\n19 24 14 42 29 30 37\n18 15 13 43 41 39 38\n17 16 44 12 40 3 4\n47 49 45 10 11 2 5\n48 46 9 8 7 6 1'),
    "06_8x8": ('8 8\n31 - - - - - - -\n- - - - 22 - - 1\n26 - 19 - - 37 39 -\n28 - - 7 35 - 41 -\n- - - - 57 - - 43\n- - 10 59 54 56 - 45\n- - - 61 53 - - -\n- 13 64 - - 51 49 -',
               '8 8\n31 32 24 23 21 4 3 2\n30 25 33 20 22 5 38 1\n26 29 19 34 6 37 39 40\n28 27 18 7 35 36 41 42\n16 17 8 58 57 55 44 43\n15 9 10 59 54 56 46 45\n14 11 60 61 53 52 50 47\n12 13 64 63 62 51 49 48'),
    "08_9x9": ('9 9\n- 8 - - - - 69 22 -\n- 9 - 13 67 72 - 21 -\n10 - - - - - - - 25\n- - - 15 - - - 74 -\n2 - 60 - - 31 - 27 -\n1 36 - - - - - 76 -\n- - 35 41 - 55 - 29 -\n- - - - 50 - - 79 -\n44 46 - - - 52 - 80 81',
               '9 9\n7 8 64 65 66 68 69 22 23\n6 9 63 13 67 72 70 21 24\n10 5 12 62 14 71 73 20 25\n4 11 61 15 16 17 19 74 26\n2 3 60 59 58 31 18 27 75\n1 36 39 40 32 57 30 76 28\n37 38 35 41 33 55 56 29 77\n45 43 42 34 50 51 54 79 78\n44 46 47 48 49 52 53 80 81'),
    "14_10x10": ('10 10\n- - - - - - 96 - 98 100\n81 80 79 78 - - - 97 - -\n72 - - 75 76 - 93 48 45 -\n- 70 69 - 90 - - - 49 -\n33 - - 66 - - 42 - 54 -\n- - 64 63 - 40 - - 53 -\n- - 36 - 62 59 58 - - -\n6 - - 1 - - - 24 - 19\n5 - - 29 27 - - - 23 -\n- - - - - 13 - - 21 -',
                 '10 10\n82 83 84 85 86 87 96 95 98 100\n81 80 79 78 77 88 94 97 47 99\n72 73 74 75 76 89 93 48 45 46\n71 70 69 68 90 91 92 44 49 50\n33 34 65 66 67 39 42 43 54 51\n32 35 64 63 38 40 41 55 53 52\n7 31 36 37 62 59 58 57 56 18\n6 8 30 1 28 61 60 24 17 19\n5 9 2 29 27 26 25 16 23 20\n4 3 10 11 12 13 14 15 21 22'),
    "21_6x6": ('6 6\n- 23 - 25 1 -\n32 - - - - 3\n- 21 - - 11 -\n- 20 - - 6 -\n- 19 - - - 9\n36 - - 14 - -',
               '6 6\n31 23 24 25 1 2\n32 30 22 26 4 3\n33 21 29 27 11 5\n34 20 28 12 6 10\n35 19 13 16 7 9\n36 18 17 14 15 8'),
}


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    report = gridsat.solve(api.loads(problem, "t", genre="hidoku"), mode="unique")
    assert report.status == "unique"
    assert report.solution.grid == tuple(tuple(map(int, row.split())) for row in answer.splitlines()[1:])


def test_native_text_with_blocked_cells():
    p = api.loads("hidoku 3x2\n1 . #\n. 3 5\n", "t").puzzle
    assert p.open_cells == [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)]
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique" and report.solution.grid == ((1, 4, 0), (2, 3, 5))
    assert G.to_text(p).splitlines()[1:] == ["1 . #", ". 3 5"]


def test_checker():
    p = G.puzzle([[1, None], [None, None]])
    assert G.check(p, Filling(((1, 2), (3, 4)))) == []
    assert any("do not touch" in x for x in G.check(G.puzzle([[None] * 3]), Filling(((1, 3, 2),))))
    assert any("keep its given" in x for x in G.check(p, Filling(((2, 1), (3, 4)))))
    assert any("is in" in x for x in G.check(p, Filling(((1, 1), (3, 4)))))


def test_bad_input():
    with pytest.raises(gridsat.InputError, match="more than the 4 open cells"):
        api.loads("hidoku 2x2\n1 .\n. 9\n", "t")
    assert gridsat.solve(G.puzzle([[2, 2], [None, None]])).status == "unsat"
