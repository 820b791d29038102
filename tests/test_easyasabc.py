"""Easy as ABC: pzprjs's, cspuz-rs's and Janko's puzzles and puzzlekit's example with their
answers, the formats, the rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.easyasabc import GENRE, NUMBERS, Puzzle
from gridsat.formats import InputError

# pzprjs test/script/easyasabc.js (its accepted board), cspuz-rs's test (its expected board) and
# Janko's Abc-End-View 13 (puzz.link link of puzzlekit's docs)
ANSWERED = [
    ("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h", [".BCA", "A.BC", "BCA.", "CA.B"]),
    ("https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g", [".BA", "A.B", "BA."]),
]
JANKO = "https://puzz.link/p?easyasabc/6/6/4/g1313h4131h4343h1434g"

# puzzlekit's own example (abc_end_view solver's input_example and output_example)
PUZZLEKIT = """5 5 d
- - - - -
- - d b -
- - c b d
- c - a -
- - - - -
- - - - -
- - - - -
- - - - -
- - - - -
"""
PUZZLEKIT_ANSWER = ["-bcad", "adbc-", "c-adb", "bcd-a", "da-bc"]


def rows(sol, empty="."):
    return ["".join(x or empty for x in row) for row in sol.grid]


@pytest.mark.parametrize("url,answer", ANSWERED)
def test_published_answers(url, answer):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique" and rows(report.solution) == answer
    assert GENRE.format("puzzlink").write(report.puzzle) == url


def test_janko_and_the_example_file():
    report = gridsat.solve(JANKO, mode="unique")
    assert report.status == "unique" and GENRE.check(report.puzzle, report.solution) == []
    assert api.load("examples/easyasabc-6x6.txt").puzzle == report.puzzle


def test_puzzlekit_example_and_its_answer():
    loaded = api.loads(PUZZLEKIT, "kit", genre="easyasabc")
    assert loaded.puzzle.letters == "ABCD" and loaded.puzzle.outside["left"] == (None, None, "C", "B", "D")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert [r.lower() for r in rows(report.solution, "-")] == PUZZLEKIT_ANSWER
    assert GENRE.format("puzzlekit").write(loaded.puzzle).split() == PUZZLEKIT.split()


def test_letters_and_the_first_seen():
    with pytest.raises(InputError, match="letters=K"):
        api.loads("easyasabc 3x3\n...\n...\n...\n", "t")
    with pytest.raises(InputError, match="a letter past B"):
        api.loads("easyasabc 3x3 letters=2\nC..\n...\n...\n", "t")
    # A and B in a 2x2: two answers, a clue picks one; a clue from the right sees through the
    # empty cell; grids are square (a row and a column hold the same letters)
    assert len(gridsat.count(Puzzle(None, variants=("letters=2",), size=(2, 2))).solutions) == 2
    q = Puzzle(None, outside={"left": ["A", None]}, variants=("letters=2",), size=(2, 2))
    assert [rows(s) for s in gridsat.count(q).solutions] == [["AB", "BA"]]
    assert GENRE.to_text(q).splitlines()[0] == "easyasabc 2x2 letters=2"
    r = Puzzle([[None, "A", None], [None] * 3, [None] * 3], outside={"right": ["A", None, None]},
               variants=("letters=1",))
    assert sorted(rows(s)[0] for s in gridsat.count(r).solutions) == [".A.", ".A."]
    with pytest.raises(InputError, match="square"):
        Puzzle(None, variants=("letters=1",), size=(1, 3))


def test_checker():
    p = Puzzle([["A", None], [None, None]], outside={"top": [None, "B"]}, variants=("letters=2",))
    bad = NUMBERS.solution((("B", "A"), ("A", "C")))
    assert GENRE.check(p, bad) == ["r2c2 holds 'C', not a letter A-B or ''", "r1c1 holds 'B', the given is A",
                                   "row 2 does not hold each of AB once", "column 2 does not hold each of AB once",
                                   "the clue B top of column 2 sees A"]
