"""Tile Paint: pzprjs's test puzzle with its answer, puzzlekit's example with its answer, three
Janko puzzles (Tairupeinto 10, 100, 200) with their published answers, the rules' edges."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.tilepaint import GENRE, Puzzle
from gridsat.formats import InputError

PZPRJS = "https://puzz.link/p?tilepaint/6/6/mfttf5ovqrrvzv234232243331"  # test/script/tilepaint.js
PZPRJS_ANSWER = "+ # # + + + /# # # + + # /+ + # # # + /+ + # # # + /# # + + # + /+ + + + + # /"
PUZZLEKIT = """10 10
7 7 7 4 3 4 4 8 6 3
9 7 4 4 6 3 1 5 6 8
1 6 6 6 13 13 19 19 19 27
1 1 1 10 13 13 20 19 19 27
1 1 7 10 10 13 20 23 23 25
2 2 7 11 11 13 20 23 25 25
3 3 7 7 11 16 21 21 21 21
3 3 7 12 12 16 21 21 26 26
4 4 4 12 12 17 17 22 26 26
5 5 8 8 14 14 22 22 22 26
5 5 8 9 15 15 15 24 24 24
5 5 9 9 9 18 18 24 24 24
"""
PUZZLEKIT_ANSWER = """x x x x x x x x x -
x x x - x x - x x -
x x x - - x - - - -
x x x - - x - - - -
- - x x - - x x x x
- - x - - - x x - -
- - - - - - - x - -
x x - - - - x x x -
x x - x - - - x x x
x x x x x - - x x x"""
# Janko's Tairupeinto 10, 100, 200 as a public solver's test cases give them (-1: no count),
# with the published answers (1 painted)
JANKO = {
    10: ("""12 12
8 6 8 6 6 6 2 5 5 6 10 6
7 5 5 6 5 4 8 8 8 7 5 6
1 1 8 8 8 19 19 25 25 33 33 38
2 1 8 8 14 14 19 25 25 34 33 38
2 1 9 9 9 14 22 22 25 34 33 39
3 3 9 9 15 15 23 26 26 33 33 39
3 4 10 10 15 15 23 27 27 35 35 39
4 4 4 10 10 15 24 24 29 29 35 35
4 5 11 11 10 15 24 24 30 30 36 36
5 5 11 11 11 20 20 28 30 30 30 37
6 6 11 12 16 21 21 28 31 31 31 37
6 6 12 12 16 17 21 28 28 28 31 37
7 7 13 13 17 17 21 28 32 32 31 37
7 7 13 13 18 18 21 21 32 32 37 37""", """0 0 1 1 1 1 1 0 0 1 1 0
1 0 1 1 0 0 1 0 0 0 1 0
1 0 1 1 1 0 0 0 0 0 1 0
0 0 1 1 1 1 0 0 0 1 1 0
0 1 0 0 1 1 0 1 1 0 0 0
1 1 1 0 0 1 0 0 0 0 0 0
1 0 1 1 0 1 0 0 1 1 1 1
0 0 1 1 1 0 0 1 1 1 1 1
1 1 1 0 0 0 0 1 1 1 1 1
1 1 0 0 0 0 0 1 1 1 1 1
1 1 0 0 0 0 0 1 0 0 1 1
1 1 0 0 1 1 0 0 0 0 1 1"""),
    100: ("""15 15
8 10 8 8 7 9 9 5 4 8 11 8 4 10 6
8 5 5 2 6 9 12 10 9 10 8 8 7 9 7
1 1 1 1 18 18 18 18 33 33 33 33 46 50 50
2 2 1 1 19 19 19 19 24 35 35 33 46 51 50
2 3 10 10 10 10 19 24 24 35 35 35 46 51 50
3 3 11 11 10 22 24 24 34 34 34 43 46 46 50
3 3 11 11 10 22 20 29 29 36 36 43 43 52 54
4 4 12 11 20 20 20 30 29 36 36 43 43 52 54
4 4 12 12 12 23 20 30 29 29 40 44 44 44 44
4 4 13 13 13 23 25 31 31 29 40 40 47 44 44
5 5 5 14 14 23 25 26 31 37 37 40 47 47 47
5 5 5 15 21 21 26 26 26 38 38 40 47 53 47
6 8 8 15 15 21 27 26 26 38 38 45 45 53 55
6 6 8 15 15 16 27 27 32 38 41 41 48 53 55
6 6 6 16 16 16 27 32 32 39 42 42 48 53 49
7 7 7 17 17 17 28 28 28 39 42 42 48 53 49
7 9 9 9 9 17 17 28 28 28 42 42 49 49 49""", """1 1 1 1 1 1 1 1 0 0 0 0 0 0 0
0 0 1 1 0 0 0 0 0 1 1 0 0 1 0
0 1 0 0 0 0 0 0 0 1 1 1 0 1 0
1 1 0 0 0 0 0 0 0 0 0 0 0 0 0
1 1 0 0 0 0 1 0 0 1 1 0 0 0 1
1 1 1 0 1 1 1 0 0 1 1 0 0 0 1
1 1 1 1 1 1 1 0 0 0 1 1 1 1 1
1 1 0 0 0 1 0 1 1 0 1 1 1 1 1
1 1 1 0 0 1 0 0 1 0 0 1 1 1 1
1 1 1 1 0 0 0 0 0 1 1 1 1 1 1
0 1 1 1 1 0 1 0 0 1 1 0 0 1 0
0 0 1 1 1 1 1 1 0 1 0 0 0 1 0
0 0 0 1 1 1 1 0 0 0 1 1 0 1 0
0 0 0 1 1 1 1 1 1 0 1 1 0 1 0
0 0 0 0 0 1 1 1 1 1 1 1 0 0 0"""),
    200: ("""15 15
4 9 9 -1 -1 6 11 -1 -1 3 -1 4 -1 12 -1
-1 -1 3 8 8 5 -1 -1 6 -1 7 -1 7 7 -1
1 8 12 12 12 21 21 29 29 33 37 37 46 46 49
1 8 8 8 12 21 22 29 29 33 37 37 46 49 49
1 9 9 9 14 22 22 22 29 33 38 38 38 38 49
2 2 9 14 14 22 26 26 29 33 38 41 47 47 49
2 10 10 15 14 14 26 26 31 31 31 41 42 47 47
2 10 10 15 18 18 18 18 18 31 39 42 42 47 47
3 10 10 16 16 23 23 23 31 31 39 39 43 50 50
3 3 3 16 19 19 23 23 23 32 39 43 43 44 50
4 4 4 16 19 19 24 24 32 32 34 43 43 44 50
5 4 5 17 19 24 24 24 32 32 34 44 44 44 52
5 5 5 17 17 17 27 27 32 34 34 34 45 48 52
6 6 13 13 20 20 27 27 27 35 35 34 45 48 52
6 6 13 13 20 20 28 28 28 36 40 45 45 48 48
7 7 7 7 20 20 25 25 30 36 40 45 48 48 51
7 11 11 11 11 25 25 30 30 36 36 36 36 51 51""", """0 1 0 0 0 1 1 1 1 0 1 1 0 0 1
0 1 1 1 0 1 0 1 1 0 1 1 0 1 1
0 0 0 0 1 0 0 0 1 0 0 0 0 0 1
0 0 0 1 1 0 1 1 1 0 0 0 1 1 1
0 1 1 0 1 1 1 1 0 0 0 0 0 1 1
0 1 1 0 0 0 0 0 0 0 1 0 0 1 1
0 1 1 1 1 1 1 1 0 0 1 1 0 0 0
0 0 0 1 0 0 1 1 1 1 1 0 0 1 0
0 0 0 1 0 0 1 1 1 1 0 0 0 1 0
1 0 1 0 0 1 1 1 1 1 0 1 1 1 0
1 1 1 0 0 0 1 1 1 0 0 0 0 1 0
1 1 1 1 0 0 1 1 1 0 0 0 0 1 0
1 1 1 1 0 0 0 0 0 0 1 0 0 1 1
0 0 0 0 0 0 1 1 1 0 1 0 1 1 1
0 1 1 1 1 1 1 1 1 0 0 0 0 1 1"""),
}


def janko(n: int) -> str:
    """Janko's puzzle ``n`` as puzzlekit's text (its ``-1`` is ``-``)."""
    return "\n".join(" ".join("-" if t == "-1" else t for t in line.split()) for line in JANKO[n][0].splitlines()) + "\n"


def marked(rows: list[str], mark: str) -> list[tuple[int, int]]:
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row.split()) if t == mark)


def test_pzprjs_puzzle_has_the_published_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PZPRJS_ANSWER.strip("/ ").split("/"), "#")


def test_puzzlekit_example_has_its_answer():
    p = api.loads(PUZZLEKIT, genre="tilepaint").puzzle
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PUZZLEKIT_ANSWER.splitlines(), "x")
    assert api.loads(GENRE.formats[-1].write(p), genre="tilepaint").puzzle == p


@pytest.mark.parametrize("n", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(n):
    p = api.loads(janko(n), genre="tilepaint").puzzle
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(JANKO[n][1].splitlines(), "1")
    assert GENRE.formats[0].read(GENRE.formats[0].write(p)) == p


INNER = "https://puzz.link/p?tilepaint/10/10/r5vpmn6qtvjdnarih9dkibf6vp5757vsdkrvzr44zzzm77175568868881747485"


def test_a_clue_cell_inside_the_grid():  # a public solver's example URL: r4c3 counts 4 below, 4 to the right
    report = gridsat.solve(INNER, mode="unique")
    assert report.status == "unique" and report.puzzle.inner == {(3, 2): (4, 4)}
    assert GENRE.check(report.puzzle, report.solution) == []
    assert GENRE.formats[0].write(report.puzzle) == INNER
    text = GENRE.to_text(report.puzzle)
    assert "clue r4c3: 4 4" in text and api.loads(text).puzzle == report.puzzle
    assert GENRE.from_json(GENRE.to_json(report.puzzle)) == report.puzzle
    with pytest.raises(InputError, match="no clue cells inside"):
        GENRE.formats[1].write(report.puzzle)


def test_rules_and_clue_cells():
    p = Puzzle(rooms=["aab", "cdb"], outside={"top": [None, 1, 2], "left": [3, None]})
    assert GENRE.check(p, GENRE.solution(())) == ["column 2: 0 shaded cells, needs 1",
                                                   "column 3: 0 shaded cells, needs 2",
                                                   "row 1: 0 shaded cells, needs 3", "no cell is shaded"]
    assert GENRE.check(p, GENRE.solution(((0, 0),)))[0] == "tile 1 (r1c1) is partly shaded"
    assert gridsat.solve(p, mode="unique").solution.shaded == ((0, 0), (0, 1), (0, 2), (1, 2))
    # a clue cell splits its row: left of it the row count, right of it its own
    q = Puzzle([[None, "clue", None]], [["a", "b", "c"]], {"left": [1]}, inner={(0, 1): (None, 0)})
    assert q.lines() == [("row 1", [(0, 0)], 1), ("the right count of r1c2", [(0, 2)], 0)]
    assert gridsat.solve(q, mode="unique").solution.shaded == ((0, 0),)
    assert GENRE.check(q, GENRE.solution(((0, 1),)))[0] == "r1c2 is a clue cell"
    with pytest.raises(InputError, match="clue cells and tile cells"):
        Puzzle([[None, "clue"]], [["a", "a"]])
