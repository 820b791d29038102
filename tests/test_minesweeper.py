"""Minesweeper: published puzzles with their answers, the total of mines, formats, the checker."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.minesweeper import GENRE, Puzzle, from_puzzlekit, to_puzzlekit
from gridsat.formats import InputError

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
