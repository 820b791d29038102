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
