"""Chocona: published puzzles (pzprjs's test script, Janko's via the puzzlekit dataset) and the
rules' edge cases."""
import pytest

import gridsat
from gridsat import encoders

G = encoders.get("chocona")

PZPR_URL = "https://puzz.link/p?chocona/6/6/8guumlfvo1eq33122g21g32"
PZPR_ANSWER = ["##.###", "##....", "##.#.#", "##.#..", "....##", ".##.##"]

# janko.at/Raetsel/Chocona/001, 004, 014 (puzzlekit-dataset: problem text, answer)
JANKO = [
    ("6 6\n3 - 3 - - -\n- 1 - - - -\n2 2 - 2 1 -\n- - - - - -\n- - - - 3 -\n- 2 - - - -\n1 1 7 7 7 7\n"
     "1 3 3 3 3 3\n2 4 5 8 10 10\n2 4 5 8 10 10\n2 5 5 9 11 11\n2 6 6 9 9 11",
     "x x - x x x\nx x - - - -\nx x - x - x\nx x - x - -\n- - - - x x\n- x x - x x"),
    ("10 10\n4 - - - - - - - - 5\n5 - - - - 5 - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n"
     "4 - - - - - - - - -\n- - - 5 - - - 4 - -\n3 - - - - - - - - -\n- - - - - - - - 1 -\n"
     "- - - - 5 - - - - -\n- 3 - - - - 3 - - -\n1 1 1 1 1 5 5 5 5 13\n2 1 1 5 5 9 9 9 5 13\n"
     "2 2 2 5 5 9 9 5 5 13\n2 5 5 5 5 5 5 5 5 13\n3 5 5 5 7 5 5 5 5 13\n3 3 3 7 7 7 5 11 11 11\n"
     "4 3 3 7 5 5 5 11 11 11\n4 3 4 5 5 5 8 8 12 12\n4 4 4 6 8 8 8 10 12 12\n4 6 6 6 6 6 10 10 10 10",
     "- - - x x - - - - x\nx x x - - x x x - x\nx x x - - x x x - x\nx x x - - - - - - x\n"
     "- - - x x x x x - x\nx x - x x x x x - x\nx x - x x x x x - x\nx x - x x x x x - x\n"
     "- - - x x x x x - -\nx x x - - - - - x x"),
    ("10 18\n1 - - - - - - - - - - - 12 - - - - -\n11 - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - -\n7 - 8 - - 13 - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - -\n- - - - - 9 - - - 10 - - - - - - - -\n"
     "- - - - - - - - - - - - - - - 3 - -\n- - - - - - - - - - - - - - - - - -\n"
     "- - - 2 - - - - - - - 6 - - - 4 - -\n- - - - - 5 - - - - - - - - - - - -\n"
     "1 1 1 1 1 1 1 1 1 1 1 1 11 11 11 11 11 11\n2 2 2 2 2 2 2 2 2 2 2 1 11 11 11 11 11 11\n"
     "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n3 1 4 4 1 6 6 6 6 6 6 6 6 6 6 6 6 6\n"
     "3 1 4 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n3 1 4 4 1 7 7 7 1 9 9 9 9 9 1 1 1 1\n"
     "3 1 4 4 1 7 7 7 1 9 9 9 9 9 1 12 12 12\n3 1 1 1 1 7 7 7 1 1 1 1 1 1 1 1 1 1\n"
     "3 1 1 5 1 1 1 1 1 1 1 10 10 10 1 13 13 1\n3 1 1 5 1 8 8 8 8 8 1 10 10 10 1 13 13 1",
     "- - - - - - - - - - - - x x x x x x\nx x x x x x x x x x x - x x x x x x\n"
     "- - - - - - - - - - - - - - - - - -\nx - x x - x x x x x x x x x x x x x\n"
     "x - x x - - - - - - - - - - - - - -\nx - x x - x x x - x x x x x - - - -\n"
     "x - x x - x x x - x x x x x - x x x\nx - - - - x x x - - - - - - x - - -\n"
     "x - - x - - - - - - - x x x - x x -\nx - - x - x x x x x - x x x - x x -"),
]


def shaded(rows, on="#"):
    return sorted((r, c) for r, row in enumerate(rows) for c, x in enumerate(row) if x in on)


def test_pzprjs_answer():
    rep = gridsat.solve(PZPR_URL, mode="unique")
    assert rep.status == "unique"
    assert list(rep.solution.shaded) == shaded(PZPR_ANSWER)


@pytest.mark.parametrize("problem,answer", JANKO)
def test_janko_answers(problem, answer):
    rep = gridsat.solve(G.declared.from_puzzlekit(problem + "\n"), mode="unique")
    assert rep.status == "unique"
    assert list(rep.solution.shaded) == shaded([row.split() for row in answer.splitlines()], "x")


def test_checker_names_the_rules():
    p = G.puzzle([[2, None], [None, None]], [[0, 0], [0, 0]])
    S = G.solution
    assert G.check(p, S(((0, 0), (0, 1)))) == []
    assert any("not a rectangle" in x for x in G.check(p, S(((0, 0), (0, 1), (1, 0)))))
    assert any("3 shaded" in x for x in G.check(p, S(((0, 0), (0, 1), (1, 1)))))
    # an L of three cells in a 2x2 with nothing else is never an answer
    assert gridsat.solve(G.puzzle([[3, None], [None, None]], [[0, 0], [0, 0]]), mode="unique").status == "unsat"
    # pzprjs: some cell is shaded, even where every number is 0
    zero = G.puzzle([[0, None], [None, None]], [[0, 1], [1, 1]])
    assert G.check(zero, S(())) == ["no cell is shaded"]
    assert gridsat.solve(zero).solution.shaded


def test_url_round_trip():
    p = gridsat.load(PZPR_URL).puzzle
    assert G.formats[0].write(p) == PZPR_URL
