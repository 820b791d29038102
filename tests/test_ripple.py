"""Ripple Effect: pzprjs's and cspuz's puzzles and puzzlekit's example with their answers, the
formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.ripple import GENRE, NUMBERS, Puzzle

# pzprjs test/script/ripple.js (answer from its accepted pzprv3 board), cspuz-rs's ripple test
# (answer from its expected board), and the puzz.link lists of penpa-edit and cspuz's examples
ANSWERED = [
    ("https://puzz.link/p?ripple/4/4/9n8rigk14h32k", ["1231", "2142", "4321", "1213"]),
    ("https://puzz.link/p?ripple/5/4/ld8g2sug4g3u1", ["14235", "23124", "12312", "31241"]),
]
PUBLISHED = [
    "https://puzz.link/p?ripple/10/10/c9hb4nfmueupv8ke11br7s3pk2r61hbqnsfezzzzz",
    "https://puzz.link/p?ripple/5/5/d6lqqf3ei1g3s2g1i",
    "https://puzz.link/p?ripple/6/6/4444440fo3u0m3h1i6l3g52g4g2i5h4",
    "http://pzv.jp/p?ripple/10/10/35srcenac8p9p4obgjqo5u0rnkfnnnfqvov4zzzzz",
    "https://puzz.link/p?ripple/13/13/i2aonbatddnfdjqt6qafrlvfl9egl450fvjbt3t9lfu2072jfj8pvgojecbvcvu0zzzzzzzzo",
]

# puzzlekit's own example (hakyuu solver's input_example and output_example)
PUZZLEKIT = """10 10
- 1 - - 1 - - - 1 -
1 - - - 2 7 - 4 - -
- - 4 - - - 5 - - -
1 4 - - - - - - - -
2 - - - 1 - - - - -
- - - - - 6 - - - 3
- - - - - - - - 4 2
- - - 5 - - - 1 - -
- - 6 - 2 3 - - - 7
- 3 - - - 5 - - 2 -
1 1 2 3 4 3 5 5 6 6
7 2 2 3 3 3 5 5 8 8
9 9 2 10 3 3 11 12 13 13
14 9 9 10 11 11 11 15 13 13
16 16 17 17 11 11 15 15 18 19
16 16 16 17 17 15 15 15 18 18
16 20 20 17 17 21 22 22 18 18
23 20 20 24 21 21 22 25 26 27
24 24 24 24 24 24 26 26 26 26
28 29 29 29 29 29 26 30 26 31
"""
PUZZLEKIT_ANSWER = ["2134152312", "1213271421", "3142615134", "1421326512", "2356143151",
                    "4513264213", "6134121342", "1245312161", "7461235417", "1312453121"]


def rows(sol):
    return ["".join(map(str, row)) for row in sol.grid]


@pytest.mark.parametrize("url,answer", ANSWERED)
def test_published_answers(url, answer):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique" and rows(report.solution) == answer


@pytest.mark.parametrize("url", PUBLISHED)
def test_published_puzzles_are_unique(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    assert GENRE.check(report.puzzle, report.solution) == []


def test_puzzlekit_example_and_its_answer():
    loaded = api.loads(PUZZLEKIT, "kit", genre="ripple")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique" and rows(report.solution) == PUZZLEKIT_ANSWER
    assert GENRE.format("puzzlekit").write(loaded.puzzle).split()[:102] == PUZZLEKIT.split()[:102]


def test_aliases_and_unknown_numbers():
    assert api.load("https://puzz.link/p?hakyukoka/4/4/9n8rigk14h32k").genre is GENRE
    p = Puzzle([["?", None, None]], [["a", "a", "a"]])  # a "?" is a number not given
    assert len(gridsat.count(p).solutions) == 6  # every order of 1..3: the "?" leaves its cell open
    assert GENRE.format("puzzlink").write(p) == "https://puzz.link/p?ripple/3/1/0.h"


def test_gap_rule():
    # one room of 1 cell next to a room of 2: 1 | 1 2 has two 1s with no cell between
    p = Puzzle(None, [["a", "b", "b"]])
    assert [rows(s) for s in gridsat.count(p).solutions] == [["121"]]
    problems = GENRE.check(p, NUMBERS.solution(((1, 1, 2),)))
    assert problems == ["r1c1 and r1c2 both hold 1 with 0 cells between them"]
    assert GENRE.check(p, NUMBERS.solution(((1, 1, 1),))) == ["room 2 (r1c2) does not hold 1..2 once"]
