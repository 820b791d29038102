"""Minesweeper: published puzzles with their answers, the total of mines, formats, the checker."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.minesweeper import GENRE, Puzzle, from_puzzlekit, to_puzzlekit
from gridsat.formats import InputError

from .conftest import kit_marks, solve_kit

# pzprjs's test puzzle (test/script/mines.js) and the answer it accepts (# = a mine)
PZPRJS = "https://puzz.link/p?mines/5/5/g2m13l13g0j"
PZPRJS_ANSWER = ". . + . . /# # + . . /. # + + # /+ + . . # /. + + + # /"
# puzz.link examples of a public solver collection: the 8x8 one gives 10 mines in all
EIGHT = "https://puzz.link/p?mines/8/8/g0l1g1g0g0o1g1i1j45g2m20234g4g1h0g1j"
FIFTEEN = ("https://puzz.link/p?mines/15/15/h5i3g1g2h5g4i5h44h6i3i43n4g5h4h3g3g3g5h5l5j4g3h5m43i3g4h6h7h3g2g2g3h4j4h30"
           "g1g4g32g45p3o1g2g5h5h7g7i5j4m3j3h34g44h4i3g34g3h56j2j3l")
# puzzlekit's own example (its solver's metadata) and the answer it gives
PUZZLEKIT = "4 4 3\n2 - - -\n- - 1 -\n- 2 - -\n- - - 1\n"
PUZZLEKIT_ANSWER = "- x - -\nx - - -\n- - - -\n- - x -"


def mines_of(notation: str, mark: str, sep: str) -> list[tuple[int, int]]:
    rows = [row.split() for row in notation.strip(sep + " ").split(sep)]
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == mark)


def test_pzprjs_puzzle_has_the_published_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == mines_of(PZPRJS_ANSWER, "#", "/")


def test_puzzlekit_example_has_its_answer():
    p = api.loads(PUZZLEKIT, genre="minesweeper").puzzle
    assert p.mines == 3
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert list(report.solution.shaded) == mines_of(PUZZLEKIT_ANSWER, "x", "\n")
    assert to_puzzlekit(p) == PUZZLEKIT


# janko.at/Raetsel/Minesweeper/013, 018, 028 as the puzzlekit dataset holds them (with the total of
# mines): problem, published answer
JANKO = {
    '13_7x7': ('7 7 15\n- - - - - - -\n- 2 3 4 3 5 -\n- 1 - - - 3 -\n- - - 5 - - -\n- 1 - - - 3 -\n- 1 2 2 3 4 -\n- - - - - - -',
        '7 7\n- x x - x - x\n- - - - - - x\n- - - x x - x\n- - x - - - -\n- - - x x - x\n- - - - - - x\n- x - - - x -'),
    '18_8x8': ('8 8 24\n- - - 1 2 - - -\n- 4 2 - - 4 5 -\n- 4 - - - - 3 -\n3 - - 3 2 - - 1\n3 - - 3 3 - - 1\n- 3 - - - - 2 -\n- 4 2 - - 2 2 -\n- - - 2 1 - - -',
        '8 8\nx x - - - x x x\n- - - - x - - x\nx - x - x - - x\n- x x - - x - -\n- x - - - - - -\nx - - x x - - x\nx - - - x - - x\nx - x - - - - -'),
    '28_10x10': ('10 10 44\n2 - - - 2 2 - - - 2\n- 5 - 4 - - 5 - 6 -\n- - 4 - 3 - - 3 - -\n- 4 - - 3 - 4 - 4 -\n3 - 5 3 2 - - - - 2\n3 - - - - 3 3 4 - 2\n- 5 - 4 - 2 - - 4 -\n- - 2 - - 4 - 2 - -\n- 5 - 4 - - 2 - 5 -\n2 - - - 3 2 - - - 2',
        '10 10\n- x x x - - x x x -\nx - x - - x - x - x\n- x - x - x - - x x\nx - x - - - - x - -\n- x - - - x x - x -\n- x x x - - - - x -\nx - - - x - - x - -\nx x - - x - - - x x\nx - x - x x - - - x\n- x - x - - - x x -'),
}


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    assert list(solve_kit(problem, "minesweeper").shaded) == kit_marks(answer)


def test_fifteen_is_unique_and_checked():
    report = gridsat.solve(FIFTEEN, mode="unique")
    assert report.status == "unique" and len(report.solution.shaded) == 108
    assert GENRE.check(report.puzzle, report.solution) == []


def test_the_total_of_mines_makes_the_eight_unique():
    p = api.loads(EIGHT).puzzle
    assert gridsat.solve(p, mode="unique").status == "multiple"
    with_total = api.loads(GENRE.to_text(p.replace(mines=10)), genre="minesweeper").puzzle
    assert with_total.mines == 10 and with_total != p
    report = gridsat.solve(with_total, mode="unique")
    assert report.status == "unique" and len(report.solution.shaded) == 10
    assert GENRE.check(p.replace(mines=11), report.solution) == ["10 mines in all, needs 11"]
    assert GENRE.from_json(GENRE.to_json(with_total)) == with_total


def test_numbered_and_unknown_cells_hold_no_mine():
    p = Puzzle.of(["1?", ".."])
    assert GENRE.check(p, GENRE.solution(((0, 1),))) == ["mine at r1c2 is on a numbered cell"]
    report = gridsat.solve(p, mode="all")
    assert sorted(s.shaded for s in report.solutions) == [((1, 0),), ((1, 1),)]


def test_puzzlekit_off_board_cells_and_bad_totals():
    p = from_puzzlekit("2 2 1\n# -\n- 1\n")
    assert p.cells[0][0] == "?" and to_puzzlekit(p) == "2 2 1\n# -\n- 1\n"
    with pytest.raises(InputError, match="ROWS COLS MINES"):
        from_puzzlekit("2 2\n- -\n- 1\n")
    with pytest.raises(InputError, match="total of mines"):
        api.loads("minesweeper 2x2\n..\n.1\nmines: 9\n")
    with pytest.raises(InputError, match="needs the total"):
        to_puzzlekit(Puzzle.of(["..", ".1"]))
