"""LITS: published puzzles (pzprjs's test script, Janko's via the puzzlekit dataset) and the
rules' edge cases."""
import pytest

import gridsat
from gridsat import encoders

G = encoders.get("lits")

# pzprjs test/script/lits.js: the URL and its answer (# shaded)
PZPR_URL = "https://puzz.link/p?lits/4/4/9q02jg"
PZPR_ANSWER = ["#.##", "###.", "#.#.", "####"]

# janko.at/Raetsel/LITS/001, 002, 010 (puzzlekit-dataset: problem text, answer letters)
JANKO = [
    ("6 7\n1 1 1 1 1 2 2\n1 4 4 4 1 1 2\n5 5 4 4 4 3 2\n6 5 5 7 3 3 2\n6 5 6 7 7 3 2\n6 6 6 7 7 3 2",
     "L L L - - L L\nL - S S - - L\nS S - S S I L\n- S S T - I -\nL - - T T I -\nL L L T - I -"),
    ("6 9\n1 1 1 6 6 6 5 5 5\n2 2 1 6 7 6 5 8 5\n2 2 2 7 7 6 5 8 5\n2 3 2 7 7 7 8 8 5\n3 3 3 3 7 8 8 8 4\n"
     "3 3 4 4 4 4 4 4 4",
     "L L L - L L - L L\nT - L - - L - - L\nT T - - - L - S L\nT - - T T T S S -\nL L L - T - S - -\n"
     "L - I I I I - - -"),
    ("13 13\n11 4 4 4 4 18 1 2 2 2 2 2 2\n11 4 11 4 18 18 1 5 5 5 5 2 22\n11 11 11 11 18 18 1 5 5 21 5 2 22\n"
     "12 12 12 3 3 19 1 5 21 21 5 2 22\n12 3 12 3 19 19 1 20 20 21 5 2 22\n12 3 3 3 19 19 1 20 20 20 5 2 22\n"
     "1 1 1 1 1 1 1 1 1 1 1 1 1\n13 13 13 13 14 17 1 6 6 7 7 7 7\n15 13 14 13 14 17 1 9 6 6 7 7 7\n"
     "15 16 14 14 14 17 1 9 9 6 6 7 7\n15 16 16 16 14 17 1 9 9 8 6 7 7\n15 16 15 16 16 17 1 9 8 8 8 10 7\n"
     "15 15 15 15 16 17 1 8 8 10 10 10 10",
     "- I I I I L - - - - - L L\n- - T - - L - I I I I L -\n- T T T L L - - - T - L I\n"
     "L L - L - T - - T T - - I\nL - - L T T - L - T - - I\nL - L L - T - L L L - - I\n"
     "- - - - I I I I - - - - -\nI I I I L - - S S - - - -\n- - - - L - - - S S L L -\n"
     "- - - L L I - L L - - L -\n- - S S - I - L - S - L -\n- - - S S I - L S S - T -\n"
     "I I I I - I - - S - T T T"),
]


def shaded(rows, on="#"):
    return sorted((r, c) for r, row in enumerate(rows) for c, x in enumerate(row) if x in on)


def test_pzprjs_answer():
    rep = gridsat.solve(PZPR_URL, mode="unique")
    assert rep.status == "unique"
    assert list(rep.solution.shaded) == shaded(PZPR_ANSWER)


@pytest.mark.parametrize("problem,answer", JANKO)
def test_janko_answers(problem, answer):
    p = G.declared.from_puzzlekit(problem + "\n")
    rep = gridsat.solve(p, mode="unique")
    assert rep.status == "unique"
    assert list(rep.solution.shaded) == shaded([row.split() for row in answer.splitlines()], "LITS")


def test_checker_names_the_rules():
    p = G.puzzle(rooms=[[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 2, 2]])
    S = G.solution
    assert any("2x2" in x for x in G.check(p, S(((0, 0), (0, 1), (1, 0), (1, 1)))))
    # two I tetrominoes side by side in adjacent rooms
    p = G.puzzle(rooms=[[0, 0, 0, 0], [1, 1, 1, 1]])
    problems = G.check(p, S(tuple((r, c) for r in range(2) for c in range(4))))
    assert any("two I tetrominoes touch" in x for x in problems)
    # a room of three cells holds no tetromino: no answer
    p = G.puzzle(rooms=[[0, 0, 0, 1], [1, 1, 1, 1]])
    assert gridsat.solve(p, mode="unique").status == "unsat"


def test_url_round_trip():
    p = gridsat.load(PZPR_URL).puzzle
    assert G.formats[0].write(p) == PZPR_URL
