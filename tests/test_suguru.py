"""Suguru: puzzlekit's example with its answer, the formats, the rules' edge cases, the generator."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.suguru import GENRE, NUMBERS, Puzzle
from gridsat.formats import InputError

# puzzlekit's own example (suguru solver's input_example and output_example)
PUZZLEKIT = """6 6
4 - - - - -
- - - - - -
- - 4 - - 1
- - - 2 - -
5 - - 3 5 -
- - - - - -
1 1 2 3 3 3
1 2 2 2 3 4
1 5 2 6 3 4
5 5 6 6 6 4
5 7 7 6 8 4
5 8 8 8 8 4
"""
PUZZLEKIT_ANSWER = ["421512", "353245", "124131", "435242", "521353", "134214"]


def test_puzzlekit_example_and_its_answer():
    loaded = api.loads(PUZZLEKIT, "kit", genre="suguru")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert ["".join(map(str, row)) for row in report.solution.grid] == PUZZLEKIT_ANSWER
    assert loaded.puzzle == api.load("examples/suguru-6x6.txt").puzzle
    assert GENRE.formats[0].write(loaded.puzzle).split() == PUZZLEKIT.split()


def test_diagonal_neighbours_differ():
    # two rooms of two cells side by side: 1 2 / 2 1 has equal numbers touching at corners
    p = Puzzle(None, [["a", "b"], ["a", "b"]])
    assert gridsat.solve(p).status == "unsat"
    p = Puzzle(None, [["a", "a"], ["b", "b"]])
    assert gridsat.solve(p).status == "unsat"  # 12 above 21 or 12: equal numbers touch
    p = Puzzle(None, [["a", "a", "a", "a"]])
    assert len(gridsat.count(p).solutions) == 24  # one room in a row: every order of 1..4


def test_given_out_of_its_room_is_named():
    p = Puzzle([[3, None, None]], [["a", "a", "b"]])
    ex = gridsat.explain(p)
    assert ex.status == "unsat" and ex.clues == ["given 3 at r1c1"]


def test_checker():
    p = Puzzle([[1, None], [None, None]], [["a", "a"], ["b", "b"]])
    problems = GENRE.check(p, NUMBERS.solution(((2, 1), (1, 3))))
    assert problems == ["r1c1 holds 2, the given is 1", "room 2 (r2c1) does not hold 1..2 once",
                        "r1c2 and r2c1 touch and both hold 1"]
    assert GENRE.check(p, NUMBERS.solution(((1,),))) == ["the solution is not a 2x2 grid"]
    with pytest.raises(InputError, match="out of range"):
        api.loads("suguru\n0.\n..\nrooms\nab\ncd\n", "t")


def test_generator_makes_unique_puzzles():
    from gridsat.generate import generate
    for seed, minimal in ((1, False), (2, True)):
        made = generate(GENRE, (6, 6), seed, minimal=minimal)
        report = gridsat.solve(made.puzzle, mode="unique")
        assert report.status == "unique" and GENRE.check(made.puzzle, report.solution) == []
        assert all(len(room) <= 5 for room in made.puzzle.room_cells)


# Janko's Suguru 011, 029 and 030 (janko.at) with their published answers, from puzzlekit's data set
# (SmilingWayne/puzzlekit-dataset, assets/data/Suguru); the example above is Janko's 001
JANKO = {
    "011": ("8 8\n- - - 3 - - 2 -\n4 - - - - - - -\n- 2 - - - - - -\n- 1 5 - - 1 5 -\n- 2 - - - - - -\n"
            "- - - - 4 - - 4\n- - - - - 3 - -\n- 5 - - - 5 - -\n13 13 13 10 11 11 12 12\n13 9 9 10 11 11 12 12\n"
            "9 9 10 10 11 8 8 12\n9 7 7 10 5 5 8 8\n4 4 7 7 5 6 6 8\n1 4 4 7 5 3 6 6\n1 1 4 2 5 3 3 6\n"
            "1 1 2 2 2 2 3 3\n",
            "13232323/45151545/32424231/41513154/32425231/41534154/23412321/15234545"),
    "029": ("10 10\n- 2 1 - 4 - 2 - 1 3\n7 5 - 6 5 - 7 - 2 5\n- 6 - - 2 3 - 4 - -\n4 - 3 - 5 4 - 5 - 2\n"
            "6 - - 1 2 - 2 - - 4\n- 2 - - - - 1 - - 2\n3 1 - - 3 2 6 - 6 -\n2 - - - - - 4 - - 7\n"
            "- 6 - 6 - 2 5 - 5 3\n2 - 4 2 1 4 - 3 - -\n1 1 1 7 7 7 10 13 13 13\n2 1 1 7 7 10 10 13 13 17\n"
            "2 1 5 7 7 10 10 10 17 17\n2 4 5 5 5 11 11 10 17 17\n2 4 6 5 5 11 11 14 14 14\n"
            "2 4 6 6 8 11 12 12 14 14\n2 4 4 6 8 8 8 12 15 14\n2 3 4 6 8 8 8 15 15 15\n3 3 4 6 9 9 9 15 15 15\n"
            "3 3 3 6 9 9 9 16 16 16\n",
            "4217432413/7536517525/1641236414/4536541532/6741232614/5235751352/3161326263/2547514147/"
            "3636325253/2142146312"),
    "030": ("10 10\n- 3 - - - 7 - 5 - -\n5 - 1 6 - - 3 2 - 4\n- - 5 2 - 2 - 4 5 -\n3 - 6 - - - 1 - - 3\n"
            "6 2 - - 1 - - - 6 -\n- 5 - 7 - - 4 - 5 4\n2 - 2 3 4 - 1 - 3 -\n- - - - 2 - - - - 4\n"
            "4 - 5 4 - 1 3 - 3 -\n2 1 - 3 7 - 7 6 1 4\n1 1 7 7 11 11 11 11 15 16\n1 1 7 7 11 11 11 15 15 16\n"
            "2 1 7 7 7 12 12 12 12 16\n2 6 6 6 6 12 12 12 16 16\n2 2 6 6 9 9 9 13 17 17\n"
            "3 2 2 9 9 9 9 13 17 17\n3 3 4 10 10 13 13 13 17 17\n4 4 4 10 10 10 13 13 18 18\n"
            "4 4 8 8 8 8 14 14 18 18\n5 5 8 8 8 14 14 14 14 14\n",
            "1373274515/5416163234/1252427451/3463561323/6212135761/1547624254/2323431632/5161254514/"
            "4354613232/2123757614"),
}


@pytest.mark.parametrize("number", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(number):
    text, answer = JANKO[number]
    report = gridsat.solve(api.loads(text, "janko", genre="suguru"), mode="unique")
    assert report.status == "unique"
    assert ["".join(map(str, row)) for row in report.solution.grid] == answer.split("/")
