"""Mosaic: Tatham's generated puzzles (unique by construction), puzzlekit's example with its
answer, the Tatham game ID both ways, the edge of the grid, the generator."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.mosaic import GENRE, Puzzle, from_tatham, to_tatham
from gridsat.formats import InputError
from gridsat.generate import generate

from .conftest import kit_marks, solve_kit

# printed by Debian's sgt-mosaic --generate (10x10 default, 5x5, 15x15)
TATHAM = [
    "10x10:1h3a3b4579d44a56b3b4a54b4b3565a3a2a2a57a313e6c454a55c1a66c546b54a3a4f",
    "10x10:2a3a0a2b1b4a23a5b4a4b46a6d2e5a02b2a66b2b112a4c6a3a3a2a57a6a43a3a5a6k312b2",
    "10x10:c2c3c54b52b5a4b3a3666b3a5f3a568a44b4a5f5a5a7a43a3666a7a32a3e6e44a4a32a2",
    "5x5:b5c3a6a0a2a4e1a1a3",
    "5x5:1a0d10b2a3b4b4c5a",
    "15x15:a43d23j10e5b0a7a201a23c7a1b5b122c775a3a543a1b1g6b1a3a23c1a2d25432a4d6564a6a3a55a24a4b7a5433h6a65c4a3a3"
    "a55b6a5a3a1c6a44b7a4a422b45a45a6b4a4a13f55b8e222a3b5b4a2",
]

# puzzlekit's own example (its Mosaic solver's metadata) and the answer it gives
PUZZLEKIT = """15 15
- 1 - - 5 - - - 4 - 5 - - - -
- - 4 7 - 6 - - - - - 7 4 2 -
- - 7 8 - - - 5 - - 9 - 5 - -
- 5 - 7 - - 6 - 9 - 9 8 - - -
- - 6 - 5 7 - 8 7 - - 7 7 5 -
5 6 - - - - 8 6 - - 4 - - 8 -
5 - - 6 - 8 6 - 3 - - - 6 - 4
- 4 5 5 7 - - - - - - 2 - - -
- 5 - - - 4 - - 2 3 - - - 0 -
3 5 - - - - - - 1 - 2 - - - -
5 - 5 - - - 4 3 - - - 3 - - -
4 6 4 - 4 - - - 4 5 5 - - 5 -
4 - - - 7 6 5 - - 7 - - - - 4
- 6 - - 9 - 6 - - 4 5 6 6 6 -
- 5 6 - - 6 - - - - 3 - 6 - -
"""
PUZZLEKIT_ANSWER = """- - - - x x x x x x x - - - -
- - x x x x - - - x x x x - -
- - x x x - - x x x x x x - -
- x x x - - x x x x x x - - -
- x x - x x x x x x x x x x -
x x - - x x x x - - - x x x x
x x - x x x x - - - - - x x x
- x x x x x - - x x - x - - -
- - - - - x - - - - - - - - -
x x x - - x - - - - x - - - -
x - x - - - x x - - - x - x x
x x x - - x - - x x x - - x x
x - - x x x - - - x x - - - x
- x x x x x x x x - x x x x -
x x x x x x x - - - - x x x x"""


@pytest.mark.parametrize("gid", TATHAM)
def test_tatham_puzzles_are_unique_and_round_trip(gid):
    report = gridsat.solve(api.loads(gid, genre="mosaic").puzzle, mode="unique")
    assert report.status == "unique"
    assert GENRE.check(report.puzzle, report.solution) == []
    assert to_tatham(report.puzzle) == gid


def test_puzzlekit_example_has_its_answer():
    p = api.loads(PUZZLEKIT, genre="mosaic").puzzle
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    answer = [(r, c) for r, row in enumerate(PUZZLEKIT_ANSWER.splitlines()) for c, t in enumerate(row.split())
              if t == "x"]
    assert list(report.solution.shaded) == answer
    assert GENRE.formats[1].write(p) == PUZZLEKIT


# puzzlekit-dataset assets/data/Mosaic/Mosaic_dataset.json: two more puzzles with their published answers
DATASET = {
    '83_15x15': ('15 15\n1 - - 3 - 3 1 - - - - - - - -\n- - - - - - - 1 - - 0 - - 0 -\n- - 2 - 7 - - - 1 - - - - - -\n- 0 - 3 - 9 8 - - - - 1 2 2 -\n- - - - 6 - - - 6 - 3 - - 3 -\n- 0 - 4 - - - - - - 6 7 5 - 1\n1 - 3 5 - 9 - - 9 - - 9 7 - 2\n- - - - - - - - - - - 8 - - -\n4 - 8 - 9 - - - - 8 - - - 2 -\n- - - 7 - 7 - 9 - - - 2 - - -\n6 7 - 4 - 4 - 8 - - 1 - - 0 -\n- - - - 1 - 3 - 5 - - 0 - - -\n4 - 6 3 - - - 3 - - - - - - -\n- - - - - 0 - - - - 0 - - 0 -\n3 - 4 - - - - - 0 - - - - - -',
        '15 15\n- - - - x - - - - - - - - - -\n- x - x x x - - - - - - - - -\n- - - - x x x - - - - - - - -\n- - - - x x x x - - - - - x -\n- - - - x x x x x - - - x - -\n- - - - x x x x x x x x x - -\n- - - x x x x x x x x x x - x\n- x - x x x x x x x x x x x -\n- x x x x x x x x x x x - - -\nx x x x x x x x x x - - - - -\nx x - x - - x x x - - - - - -\nx x - - - - - x x - - - - - -\n- x x - - - - - x - - - - - -\n- x x x - - - - - - - - - - -\nx x - - - - - - - - - - - - -'),
    '121_15x15': ('15 15\n- - - - 3 - - 3 - - 3 - - - -\n3 - 5 - - - 5 - 6 - - - 5 - 3\n- - - 4 4 7 7 9 - 9 6 4 - - -\n- - - - 5 - 6 8 - - 7 - - - -\n- 1 - 4 - 6 7 - 9 - - 4 - 1 -\n- 0 - - 4 - 7 - 8 - 4 - - 0 -\n- - - - - 3 - 7 6 3 - - - - -\n- 0 - 0 - - 6 - - - - 0 - 0 -\n- - - - - 3 - - - - 1 - - - -\n- - - - - - 8 9 8 - - 1 - - -\n- 0 - 2 - - 5 6 - 5 - - - 0 -\n- - 0 - - 6 - 6 - 6 - 3 0 - -\n- - - 4 - - 2 3 2 - - 4 - - -\n0 - - 6 - 6 - - - 6 6 - - - 0\n- - - - 5 - - 3 - - - 5 - - -',
        '15 15\n- x x x - - - - - - - x x x -\n- x - - x x x x x x x - - x -\n- x - - x - x x x x x - - x -\n- - x - x - x x x x x - x - -\n- - - x x x - x x x x x - - -\n- - - - - x x x x x - - - - -\n- - - - - - x x x - - - - - -\n- - - - - - - x - - - - - - -\n- - - - - x x x x x - - - - -\n- - - - - - x x x - - - - - -\n- - - - x x x x x x x - - - -\n- - - - x - - - - - x - - - -\n- - - - x - x x x - x - - - -\n- - - x x - - - - - x x - - -\n- - x x x x x x x x x x x - -'),
}


@pytest.mark.parametrize("name", sorted(DATASET))
def test_dataset_puzzles_have_their_published_answers(name):
    problem, answer = DATASET[name]
    assert list(solve_kit(problem, "mosaic").shaded) == kit_marks(answer)


def test_counts_include_the_cell_and_stop_at_the_edge():
    p = Puzzle.of(["4.", ".."])  # a corner's block is 2x2: all four shaded
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique" and len(report.solution.shaded) == 4
    assert GENRE.check(p, GENRE.solution(((0, 0),))) == ["r1c1: 1 shaded in its 3x3 block, needs 4"]
    assert gridsat.solve(Puzzle.of(["5.", ".."])).status == "unsat"


def test_an_id_other_games_read_too_is_mosaic_when_named():
    assert api.loads("3x1:2b", genre="mosaic").puzzle == Puzzle.of(["2.."])
    assert api.loads("mosaic:" + TATHAM[0]).genre.name == "mosaic"  # Tatham IDs of other games look alike
    with pytest.raises(InputError, match="Mosaic game ID"):
        from_tatham("ab:12")


def test_generated_mosaic_is_unique():
    made = generate(GENRE, (6, 6), 3, 1, {})
    report = gridsat.solve(made.puzzle, mode="unique")
    assert report.status == "unique"
    assert generate(GENRE, (6, 6), 3, 1, {}).puzzle == made.puzzle


def test_minimal_generation_keeps_only_needed_counts():
    m = generate(GENRE, (5, 5), 4, 1, {}, minimal=True)
    assert gridsat.solve(m.puzzle, mode="unique").status == "unique"
    for clue in GENRE.generate.clues(m.puzzle):
        assert gridsat.solve(GENRE.generate.without(m.puzzle, [clue]), mode="unique").status != "unique"
