"""Creek: pzprjs's test puzzle with its answer, puzzlekit's example with its answer, the rules'
edges (the white area, some shading), the formats and the generator."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.creek import GENRE, Puzzle
from gridsat.generate import generate

from .conftest import kit_marks, solve_kit

# pzprjs's test puzzle (test/script/creek.js) and the answer it accepts (# shaded)
PZPRJS = "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt"
PZPRJS_ANSWER = ". + + + + . /. # # # # + /. + + + # + /# # # + # + /. # # # # + /. . + + + + /"
# puzzlekit's own example (its Creek solver's metadata) and the answer it gives
PUZZLEKIT = """10 10
- - - - - - - - - - -
- 2 2 - - 3 2 - - 1 -
- - - - 3 - - - 3 1 -
- - 2 - - 2 - - - 3 -
- - - 3 - 3 2 2 3 - -
- - - - - - - - - 2 -
- 2 3 - 2 2 - - - 3 -
- - - 2 - - - 2 - 3 -
- - 3 - - 3 - - 1 - -
- 3 - 3 - - - 2 - 2 -
- - - - - - - - - - -
"""
PUZZLEKIT_ANSWER = """- x - - - x - - - x
- x - x x x - x - -
- - - x - - - x x -
- x x x x x - x x x
- - - x - x - x - x
- x - - - - - - - x
- x x x x x x - x x
- x - - x x x - - x
- x x - - x x x - x
x x x x - - - - - x"""


def marked(notation: str, mark: str, sep: str) -> list[tuple[int, int]]:
    rows = [row.split() for row in notation.strip(sep + " ").split(sep)]
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == mark)


def test_pzprjs_puzzle_has_the_published_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PZPRJS_ANSWER, "#", "/")
    assert GENRE.declared.to_url(report.puzzle) == PZPRJS


def test_puzzlekit_example_has_its_answer():
    p = api.loads(PUZZLEKIT, genre="creek").puzzle
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == marked(PUZZLEKIT_ANSWER, "x", "\n")
    assert GENRE.formats[-1].write(p) == PUZZLEKIT


# puzzlekit-dataset assets/data/Creek/Creek_dataset.json: three puzzles with their published answers
DATASET = {
    '12_10x10': ('10 10\n- - - - - - - - - - -\n- 2 2 - - 3 2 - - 1 -\n- - - - 3 - - - 3 1 -\n- - 2 - - 2 - - - 3 -\n- - - 3 - 3 2 2 3 - -\n- - - - - - - - - 2 -\n- 2 3 - 2 2 - - - 3 -\n- - - 2 - - - 2 - 3 -\n- - 3 - - 3 - - 1 - -\n- 3 - 3 - - - 2 - 2 -\n- - - - - - - - - - -',
        '10 10\n- x - - - x - - - x\n- x - x x x - x - -\n- - - x - - - x x -\n- x x x x x - x x x\n- - - x - x - x - x\n- x - - - - - - - x\n- x x x x x x - x x\n- x - - x x x - - x\n- x x - - x x x - x\nx x x x - - - - - x'),
    '103_10x10': ('10 10\n- - - - - - - - - - -\n1 - - - 3 1 - 3 - - 1\n- 3 - - - - - - - - 1\n- 1 - - 2 - 3 1 - - -\n- - 3 - - - - - 3 - -\n1 - - - 3 - 3 - - - -\n- 3 - 2 2 - - - 2 - -\n- - - - 1 - - - - - -\n- - 3 3 - - 3 1 2 - -\n- - - - - - - - - - -\n0 - - 1 1 - - 1 1 - -',
        '10 10\n- - - x x - x x - -\nx x - x - - - x - x\nx - - - - x - - - -\n- - x x x x x - x -\n- x x x x x x x x -\nx x x x - - x x x -\nx - - - x - - - - -\n- - x - - x x - x -\n- x x x - x - - x -\n- - - x - - - x - -'),
    '27_10x10': ('10 10\n- - - - - 2 - - - - -\n0 - - - - - - 2 - - -\n- 2 - 2 2 - - 4 3 - -\n2 - 0 - 4 - - 3 2 - -\n- - - - 2 2 - - - 2 -\n- 2 - 2 - - 1 - - - -\n- - 0 - 2 2 - 3 3 - -\n- 2 - - - - - - - - -\n0 - - - - - 4 - - - -\n- - - 2 - - - - - 4 -\n- 1 2 - 0 - - - - - -',
        '10 10\n- - - - x x - - - -\n- x x - - - x x x -\nx - - x x - x x - -\nx - - x x - - x - x\nx - x - - x - - - x\nx - - x - - - x - -\nx - - - x x x x x -\n- x - - - x x - - -\n- - - x - x x - x x\n- x x - - - - - x x'),
}


@pytest.mark.parametrize("name", sorted(DATASET))
def test_dataset_puzzles_have_their_published_answers(name):
    problem, answer = DATASET[name]
    assert list(solve_kit(problem, "creek").shaded) == kit_marks(answer)


def test_white_connected_and_something_shaded():
    p = Puzzle(points=[[None] * 4 for _ in range(4)], size=(3, 3))
    assert GENRE.check(p, GENRE.solution(())) == ["no cell is shaded"]
    cut = GENRE.check(p, GENRE.solution(((0, 1), (1, 1), (2, 1))))
    assert cut == ["the unshaded cells are in 2 areas (r1c1, r1c3)"]
    # a 4 on the centre point of a 2x2 grid shades it all: no white cell left, one answer
    four = Puzzle(points=[[None] * 3, [None, 4, None], [None] * 3], size=(2, 2))
    assert gridsat.solve(four, mode="unique").status == "unique"
    # 0 and 4 round points that share cells: no answer
    clash = Puzzle(points=[[None] * 4, [None, 4, 0, None], [None] * 4], size=(2, 3))
    assert gridsat.solve(clash).status == "unsat"


def test_generated_creek_is_unique():
    made = generate(GENRE, (5, 5), 3, 1, {})
    assert gridsat.solve(made.puzzle, mode="unique").status == "unique"


def test_minimal_generation_keeps_only_needed_counts():
    m = generate(GENRE, (4, 4), 5, 1, {}, minimal=True)
    assert gridsat.solve(m.puzzle, mode="unique").status == "unique"
    for clue in GENRE.generate.clues(m.puzzle):
        assert gridsat.solve(GENRE.generate.without(m.puzzle, [clue]), mode="unique").status != "unique"
