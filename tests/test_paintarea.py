"""Paint Area: pzprjs's test puzzle with its answer, puzzlekit's example with its answer,
puzz.link puzzles of public solver collections, the rules' edges."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.paintarea import GENRE, Puzzle

from .conftest import kit_marks, solve_kit

PZPRJS = "https://puzz.link/p?paintarea/5/5/pmvmfuejf4k1f"  # test/script/paintarea.js
PZPRJS_ANSWER = "# # + + + /# + # # + /# # # + + /# + # # + /+ + # + + /"
COLLECTION = [
    "https://puzz.link/p?paintarea/3/3/40vgc2e",
    "https://puzz.link/p?paintarea/10/7/2327evvvrv2sgfu6cal1a0c8vzzr",
    "https://puzz.link/p?paintarea/10/10/ftvrlvvuvttvvvvruvtr7vvrvuvvvvvupvnla2a3b1p1c2g2c1b2m1d1f2f1c1t",
    "https://puzz.link/p?paintarea/18/10/fesmfvrsi3vrvsntsvuttippjvnvrnvdferjbmtvtmnftnrnvrfbanmunev6vffddd8a1zj2b0t2b2a2"
    "c1o1d2b1c3zx2d2a2a3t",
]
# puzzlekit's own example (its Paint Area solver's metadata) and the answer it gives
PUZZLEKIT = """10 10
- - - - - - - - 1 -
- - 1 - - - - - - -
- - - - - - - - - -
- 4 - - - - - - - 3
- - - - - - - - - -
- - - - 1 - - - - -
- - - - - - - - - -
- - - - - - - - - -
- - - - - - - 2 - -
- - - - - - - - - -
1 1 13 21 26 31 35 41 47 54
2 2 14 15 26 31 35 42 47 55
3 3 15 15 27 31 36 43 43 55
4 8 16 22 22 32 37 37 49 49
4 9 17 17 28 32 38 38 50 49
4 10 10 23 28 33 33 38 50 56
5 11 18 23 28 34 39 44 51 51
5 11 19 24 29 34 39 44 52 57
6 6 19 25 30 30 39 45 45 58
7 12 20 25 60 60 40 46 53 59
"""
PUZZLEKIT_ANSWER = """x x x x x - x - x -
- - x - x - x x x x
x x - - x - x - - x
x - x x x x - - x x
x x - - - x x x - x
x - - x - - - x - x
x - x x - x - x x x
x - - x x x - x - x
x x - x - - - - - x
- x x x x x x x x x"""


def marked(notation: str, mark: str, sep: str) -> list[tuple[int, int]]:
    rows = [row.split() for row in notation.strip(sep + " ").split(sep)]
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == mark)


def test_pzprjs_puzzle_has_the_published_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PZPRJS_ANSWER, "#", "/")


def test_puzzlekit_example_has_its_answer():
    report = gridsat.solve(api.loads(PUZZLEKIT, genre="paintarea").puzzle, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PUZZLEKIT_ANSWER, "x", "\n")


# janko.at/Raetsel/Peintoeria/001, 002, 004 as the puzzlekit dataset holds them: problem, published answer
JANKO = {
    '01_10x10': ('10 10\n- - - - - - - - 1 -\n- - 1 - - - - - - -\n- - - - - - - - - -\n- 4 - - - - - - - 3\n- - - - - - - - - -\n- - - - 1 - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - 2 - -\n- - - - - - - - - -\n1 1 13 21 26 31 35 41 47 54\n2 2 14 15 26 31 35 42 47 55\n3 3 15 15 27 31 36 43 43 55\n4 8 16 22 22 32 37 37 49 49\n4 9 17 17 28 32 38 38 50 49\n4 10 10 23 28 33 33 38 50 56\n5 11 18 23 28 34 39 44 51 51\n5 11 19 24 29 34 39 44 52 57\n6 6 19 25 30 30 39 45 45 58\n7 12 20 25 60 60 40 46 53 59',
        '10 10\nx x x x x - x - x -\n- - x - x - x x x x\nx x - - x - x - - x\nx - x x x x - - x x\nx x - - - x x x - x\nx - - x - - - x - x\nx - x x - x - x x x\nx - - x x x - x - x\nx x - x - - - - - x\n- x x x x x x x x x'),
    '02_10x10': ('10 10\n- - - - - - - - - -\n- - - - - - - - - -\n- 0 - 1 - - - - - -\n- - - - - - - - - -\n- - - - - - - - 2 -\n- - - - - - - - - -\n- - - - - - - - - -\n- - 3 - - - - - 4 -\n- - - - - - - - - -\n- - - - - - - - - -\n1 1 14 23 23 23 41 41 53 60\n1 8 15 24 29 35 42 46 46 61\n2 9 16 24 30 36 36 47 54 62\n3 10 17 17 31 31 36 48 55 55\n4 4 18 18 32 37 43 49 56 63\n5 11 19 25 33 33 43 50 50 64\n6 6 20 20 34 38 39 51 51 65\n6 12 21 26 34 39 39 52 57 66\n7 12 21 27 27 40 44 44 58 59\n7 13 22 28 67 40 45 45 59 59',
        '10 10\nx x x x x x x x x x\nx - x - x - x - - x\n- - - - - - - x x x\nx - x x x x - x - -\nx x - - x - x x x x\n- x x - x x x - - x\n- - x x - x - x x x\n- x - x - - - x - x\n- x - x x x x x x -\n- x x x - x - - - -'),
    '04_10x10': ('10 10\n- - - 2 - - - - - -\n2 - - - - - - - - -\n- - 2 - - 1 - - 2 -\n- - - - - - - 1 - -\n- 3 - - - 2 - - - -\n- - - - - - - - - -\n- 1 - - - 1 - - - -\n- - - - - - 2 - 2 -\n- - 2 - 3 - - - - -\n- - - - - - - - - -\n1 9 16 22 31 39 39 53 61 61\n2 2 16 23 31 40 40 54 62 61\n3 10 17 17 32 41 48 55 63 68\n4 11 11 24 33 42 49 56 64 68\n4 12 12 25 25 43 50 50 65 69\n5 5 18 26 34 44 51 51 65 70\n6 13 13 27 35 44 52 57 57 71\n7 14 19 28 36 45 52 58 66 72\n7 15 20 29 37 46 47 59 66 73\n8 15 21 30 30 47 47 60 67 74',
        '10 10\n- - x x x x x x - -\nx x x - x - - x x -\nx - - - - x - - x x\nx x x x x x - x - x\nx - - - - x x x x -\nx x x x x - - - x x\n- - - x - - x - - x\nx - x x x - x x - x\nx x x - x x - x - x\n- x - x x - - x x x'),
}


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    assert list(solve_kit(problem, "paintarea").shaded) == kit_marks(answer)


@pytest.mark.parametrize("url", COLLECTION)
def test_collection_puzzles_are_unique_and_round_trip(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    assert GENRE.check(report.puzzle, report.solution) == []
    assert GENRE.declared.to_url(report.puzzle) == url


def test_every_rule_is_checked():
    p = Puzzle.of(["1..", "...", "..."], rooms=["abc", "abc", "ddd"])
    problems = GENRE.check(p, GENRE.solution(((0, 0), (1, 0), (0, 2), (1, 2), (2, 2))))
    assert "room 4 (r3c1) is partly shaded" in problems
    assert "r1c1 touches 1 shaded cells, needs 1" not in problems
    assert "the shaded cells are in 2 areas (r1c1, r1c3)" in problems
    assert "the 2x2 block at r2c1 is all unshaded" not in problems
    all_white = GENRE.check(Puzzle.of(["..", ".."], rooms=["ab", "cd"]), GENRE.solution(()))
    assert all_white == ["the 2x2 block at r1c1 is all unshaded"]
