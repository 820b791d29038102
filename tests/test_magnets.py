"""Magnets: Tatham's generated puzzles and puzzlekit's example with their answers, the formats,
the rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.magnets import GENRE, NUMBERS, Puzzle
from gridsat.formats import InputError

# sgt-magnets --generate (Debian sgt-puzzles 20230122) game IDs and their SOLVE lines
# (";+x,y" a plus pole at column x, row y; "-" a minus pole; "." neutral; an unlisted cell: a lone one)
TATHAM = [
    ("6x5:221122,32221,222013,23212,TLRTTTBLRBBBTTTTLRBBBBTTLRLRBB",
     "+0,0;-0,1;+0,2;-0,3;.0,4;-1,0;+1,1;-1,2;+1,3;.1,4;+2,0;-2,1;.2,2;.2,3;-2,4;.3,0;.3,1;.3,2;.3,3;+3,4;+4,0;-4,1;"
     "+4,2;.4,3;.4,4;-5,0;+5,1;-5,2;+5,3;-5,4"),
    ("6x5:322112,22223,232112,23132,LRTTLRLRBBTTLRLRBBTLRTTTBLRBBB",
     "+0,0;-0,1;+0,2;-0,3;+0,4;-1,0;+1,1;-1,2;+1,3;-1,4;+2,0;-2,1;.2,2;-2,3;+2,4;-3,0;+3,1;.3,2;.3,3;.3,4;.4,0;.4,1;"
     ".4,2;+4,3;-4,4;.5,0;-5,1;+5,2;-5,3;+5,4"),
    ("8x8:24244423,43433332,33244423,34441423,TTTLRTLRBBBTTBTTTTTBBTBBBBBTTBTTLRTBBTBBTTBLRBLRBBTTTTLRLRBBBBLR",
     ".0,0;.0,1;-0,2;+0,3;.0,4;-0,5;+0,6;-0,7;+1,0;-1,1;+1,2;-1,3;.1,4;+1,5;-1,6;+1,7;-2,0;+2,1;-2,2;+2,3;.2,4;.2,5;"
     ".2,6;.2,7;+3,0;-3,1;+3,2;-3,3;+3,4;-3,5;+3,6;-3,7;-4,0;+4,1;-4,2;+4,3;-4,4;+4,5;-4,6;+4,7;+5,0;-5,1;+5,2;-5,3;"
     "+5,4;-5,5;+5,6;-5,7;-6,0;+6,1;-6,2;.6,3;.6,4;+6,5;.6,6;.6,7;+7,0;-7,1;+7,2;-7,3;+7,4;-7,5;.7,6;.7,7"),
    ("7x7deS:.4...1.,..2..4.,42333.3,.3...33,LRLRLRTLRLRLRBLRLRTLRT*LRBTTBTTLRBBTBBTLRTBLRBLRB",
     "-0,0;+0,1;-0,2;+0,3;-0,4;+0,5;-0,6;+1,0;-1,1;+1,2;+1,4;-1,5;+1,6;.2,0;+2,1;-2,2;+2,3;-2,4;+2,5;-2,6;.3,0;-3,1;"
     "+3,2;-3,3;+3,4;-3,5;+3,6;-4,0;+4,1;-4,2;+4,3;-4,4;+4,5;.4,6;+5,0;-5,1;.5,2;.5,3;.5,4;-5,5;.5,6;-6,0;+6,1;.6,2;"
     "+6,3;-6,4;+6,5;-6,6"),
]

# puzzlekit's own example (magnetic solver's input_example and output_example; x = neutral)
PUZZLEKIT_ANSWER = ["+-+xxx+-+-", "-+-x+xx+-+", "+xx+-+-x+-", "-x+-+-+x-+", "+x-+-+-x+-",
                    "-xx-+-+x-+", "+-xx-+-xx-", "-+-+x-+-+x", "+-+-x+-+-x", "xx-+xx+-+-"]


@pytest.mark.parametrize("gid,moves", TATHAM)
def test_tatham_puzzles_and_answers(gid, moves):
    report = gridsat.solve(gid, mode="unique")
    assert report.status == "unique"
    for move in moves.split(";"):
        x, y = map(int, move[1:].split(","))
        assert report.solution.grid[y][x] == ("" if move[0] == "." else move[0])
    assert GENRE.format("tatham").write(report.puzzle) == gid.replace("deS:", ":")


def test_puzzlekit_example_and_its_answer():
    loaded = api.load("examples/magnets-10x10.txt")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert ["".join(v or "x" for v in row) for row in report.solution.grid] == PUZZLEKIT_ANSWER
    text = GENRE.format("puzzlekit").write(loaded.puzzle)
    assert api.loads(text, "kit", genre="magnets").puzzle == loaded.puzzle
    assert text.splitlines()[9] == ". . . . . . - . . ."  # the hint grid: a given minus
    with pytest.raises(InputError, match="no given poles"):
        GENRE.format("tatham").write(loaded.puzzle)


def test_rules_on_small_boards():
    one = Puzzle(None, [["a", "a"]])  # one domino: + -, - +, or neutral
    assert len(gridsat.count(one).solutions) == 3
    two = Puzzle(None, [["a", "b"], ["a", "b"]], {"top": [1, 1]})  # side by side: poles must alternate
    assert sorted(s.grid for s in gridsat.count(two).solutions) == [(("+", "-"), ("-", "+")), (("-", "+"), ("+", "-"))]
    lone = Puzzle(None, [["a", "b"]], {"left": [1]})  # two lone cells are neutral
    assert gridsat.solve(lone).status == "unsat"
    with pytest.raises(InputError, match="covers two cells"):
        Puzzle(None, [["a", "a", "a"]])


def test_checker():
    p = Puzzle([["+", None], [None, None]], [["a", "b"], ["a", "b"]], {"bottom": [0, None]})
    bad = NUMBERS.solution((("-", "-"), ("+", "")))
    assert GENRE.check(p, bad) == [
        "r1c1 holds '-', the given is +", "the domino at r1c2 is neither a magnet nor neutral",
        "r1c1 and r1c2 share an edge and both hold -", "column 1 holds 1 -, the bottom count is 0"]
    assert GENRE.check(p, NUMBERS.solution((("+",),))) == ["the solution is not a 2x2 grid"]


@pytest.mark.parametrize("rows,cols", [(4, 5), (5, 5), (6, 6), (1, 4), (3, 1)])
def test_random_dominoes_tile_the_grid(rows, cols):
    """The generator's boards: every room two neighbouring cells, one cell alone on an odd area."""
    import random

    from gridsat.declare import random_dominoes

    label = random_dominoes(random.Random(7), rows, cols)
    rooms: dict = {}
    for r in range(rows):
        for c in range(cols):
            rooms.setdefault(label[r][c], []).append((r, c))
    assert sorted(len(x) for x in rooms.values()) == [1] * (rows * cols % 2) + [2] * (rows * cols // 2)
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in (x for x in rooms.values() if len(x) == 2))
    assert label != random_dominoes(random.Random(8), rows, cols) or min(rows, cols) == 1
