"""Shimaguni: pzprjs's test puzzle with its answer, puzzlekit's example with its answer, a
puzz.link puzzles of public solver collections, the rules' edges."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.shimaguni import GENRE, Puzzle
from gridsat.formats import InputError

from .conftest import kit_marks, solve_kit

PZPRJS = "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43"  # test/script/shimaguni.js
PZPRJS_ANSWER = "# # # + . # /+ + + # + + /# # + # + # /+ + # + # # /# # + + + + /# # + # # # /"
COLLECTION = [  # puzz.link examples of public solver collections
    "https://puzz.link/p?shimaguni/15/12/55a19a6l11nhcnqlddnqkr5cmajmaoeahc3gqv3nftavvke414681sk3e7cekml25fok2o43g1s",
    "https://puzz.link/p?shimaguni/6/6/6qrna9sbh1i2j3h2",
    "https://puzz.link/p?shimaguni/10/10/tbqnmfcip5kb8m1e2o003v00vesf00v3v6sfzh3",
    "https://puzz.link/p?shimaguni/10/10/884aha5h85jshipgi17vjqfmudt1buhlti1ui2h34g3m",
    "https://puzz.link/p?shimaguni/15/10/319eqrdmkg4t6bsufv7lo3r7jk9acr3408vvv7rs3hod4kgv21rk7lpzg5g3i",
]
# puzzlekit's example (../shared/PUZZLEKIT_FORMATS.md and its solver's metadata) and its answer
PUZZLEKIT = """6 6
- 2 3 - - -
- - - - - -
- - - 4 - -
- - - - - -
- 1 - - - -
- - - - - -
1 2 4 4 4 4
1 2 1 1 1 1
1 2 1 5 5 1
1 2 1 3 5 1
1 3 3 3 5 1
1 1 1 1 1 1
"""
PUZZLEKIT_ANSWER = """- x - x x x
- x - - - -
x - - x x -
x - - - x -
x - x - x -
x x - - - -"""


def marked(rows, mark: str) -> list[tuple[int, int]]:
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row.split()) if t == mark)


def test_pzprjs_puzzle_has_the_published_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PZPRJS_ANSWER.strip("/ ").split("/"), "#")
    assert GENRE.formats[-1].write(report.puzzle) == PZPRJS


def test_puzzlekit_example_has_its_answer():
    p = api.loads(PUZZLEKIT, genre="shimaguni").puzzle
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PUZZLEKIT_ANSWER.splitlines(), "x")


# janko.at/Raetsel/Shimaguni/003, 004, 005 as the puzzlekit dataset holds them: problem, published answer
JANKO = {
    '03_8x8': ('8 8\n- - - - - - - -\n- - - - - - - -\n- 4 - - - - - -\n- - - - - - - 2\n- - - - - - - -\n- - - - - - - -\n- - - - - - - -\n- - - - - - 3 -\n1 1 1 6 7 7 11 11\n2 2 1 6 7 10 10 11\n2 4 6 6 7 10 10 11\n2 4 4 4 8 10 10 13\n3 3 3 5 8 10 10 13\n3 5 3 5 9 10 10 12\n3 5 3 5 9 10 10 12\n3 5 5 5 9 9 12 12',
        '8 8\n- x x - x x - x\nx - - x - - x -\n- x - - - x x -\n- x x x - x - x\nx - - - x - - x\nx - - - - - - -\n- x - - x - - x\n- x x - x - x x'),
    '04_10x10': ('10 10\n- - - - 3 - - - - -\n2 - - - - - - - - -\n- - - - - - - - - -\n- - - 2 - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - 2 - - -\n- - - - - - - - - -\n- 2 - - - - - - - -\n- - - - - - - 3 - -\n1 1 1 1 8 1 1 1 14 1\n2 1 1 1 8 8 1 1 1 1\n2 1 1 1 1 1 1 1 1 1\n1 1 3 7 7 3 1 3 1 1\n3 3 3 3 3 3 3 3 3 3\n3 4 6 4 9 9 9 9 9 9\n4 4 4 4 9 10 11 9 9 12\n4 4 4 4 9 10 11 12 12 12\n4 5 5 4 9 10 10 10 10 10\n4 4 4 4 9 9 10 13 13 13',
        '10 10\n- x x - x - - - x -\nx - x - x x - - - -\nx - x - - - - - - -\n- - - x x - - x - -\n- - - - - - x x x x\n- - x - x x - - - -\nx x - - x - x - - x\nx - - - x - x - x x\n- x x - - x - - - -\n- - - - - - - x x x'),
    '05_10x10': ('10 10\n- - - - - - - - - -\n2 - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - 3 -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - 6 - - - - -\n- - - - - - - - - -\n1 1 1 1 1 10 10 10 10 10\n2 2 3 1 10 10 10 10 10 10\n3 3 3 1 10 10 13 14 14 14\n3 3 4 4 10 10 10 10 16 16\n4 4 4 4 6 11 11 11 16 16\n5 5 5 9 6 11 11 11 17 16\n6 6 6 6 6 11 11 11 17 16\n7 6 6 6 11 11 11 11 17 16\n7 7 7 7 12 12 12 15 15 15\n7 7 8 7 7 12 12 12 12 15',
        '10 10\n- - x x x - x x x x\nx x - x - - - x - -\n- - - - - - x - x x\nx - x x - - - - - -\n- - x - - x x x - x\nx x - x - x x - x -\n- - x - - x x - x -\n- x x x - - - - x -\nx - - - x x x - - x\nx - x - - x x x - x'),
}


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    assert list(solve_kit(problem, "shimaguni").shaded) == kit_marks(answer)


@pytest.mark.parametrize("url", COLLECTION)
def test_collection_puzzles_are_unique_and_checked(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    assert GENRE.check(report.puzzle, report.solution) == []
    assert GENRE.formats[-1].read(GENRE.formats[-1].write(report.puzzle)) == report.puzzle


def test_every_rule_is_checked():
    p = Puzzle.of(["2.", ".."], rooms=["ab", "ab"])
    assert GENRE.check(p, GENRE.solution(((0, 0), (0, 1)))) == [
        "r1c1 and r1c2 are shaded in two rooms", "room 1 (r1c1) has 1 shaded cells, needs 2",
        "rooms 1 and 2 touch and both have islands of 1"]
    assert GENRE.check(p, GENRE.solution(((0, 0), (1, 0)))) == ["room 2 (r1c2) has no shaded cell"]
    q = Puzzle.of(["...", "..."], rooms=["aab", "aab"])
    assert "room 1 (r1c1) has 2 islands" in GENRE.check(q, GENRE.solution(((0, 0), (1, 1), (0, 2))))
    # two touching rooms of one cell each: their islands are both 1
    assert gridsat.solve(Puzzle.of([".."], rooms=["ab"])).status == "unsat"
    with pytest.raises(InputError, match="second number"):
        Puzzle.of(["12"], rooms=["aa"])
