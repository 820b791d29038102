"""Shikaku (Rectangles): published puzzles with their published answers, formats, the rules'
edge cases, the generator."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import REGIONS
from gridsat.formats import InputError
from gridsat.formats.codecs import walls_from_rooms
from gridsat.generate import generate

G = encoders.get("shikaku")

# pzprjs test/script/shikaku.js: the URL and its answer's borders (1 a border; 0 and -1 none):
# right of each cell (6 rows of 5), then below each cell (5 rows of 6)
PZPRJS = ("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j",
          "1 -1 1 0 0 /1 0 1 0 0 /1 -1 1 0 0 /1 -1 0 1 1 /1 -1 0 1 1 /0 -1 -1 -1 1 /0 -1 -1 1 1 1 /"
          "-1 -1 -1 0 0 0 /-1 1 1 1 1 1 /-1 -1 -1 0 0 0 /1 1 1 1 1 0 /")

# sgt-rect --generate 1 10x10 --soln: the game ID and its SOLVE move: "S", then a bit per edge
# between two cells (1 a border): right of each cell row by row, then below each cell
TATHAM = [
    ("10x10:b2d6b2e3h2h12b5b4_5d6a16c12l2d4f3f14n2",
     "S110100000110010010110010110110010110110010110100010110100010110100010010100000010100000010001111111110000"
     "111000000011000000000000001111000001000011000000001110001111111000000000011"),
    ("10x10:b6c3b4_9j4d10c8b2g3j2b12e2d8i12a3_3c9p",
     "S000001001000000001101100001101100001100100000110100000110000000100100011100100011100100011111111111011111"
     "111100000000000011111111101110000000011111111011111111100000000000000000000"),
    ("10x10:f2_2_2c12e2b4_5e3h7f8d2_3a12n6g2_2b6d10e2b2_6e",
     "S000001110000001110010000100010000001100000001100000100100000100000011100000011100010100000000000001111111"
     "111110011111111111111111001111111110000000000111111111100000000001111111111"),
]


def _bits(p, sol) -> str:
    right, below = walls_from_rooms(REGIONS.labels(p, sol))
    flat = [b for row in right for b in row[:p.cols - 1]] + [b for row in below[:p.rows - 1] for b in row]
    return "".join("1" if b else "0" for b in flat)


def test_pzprjs_puzzle_has_its_published_answer():
    url, borders = PZPRJS
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique"
    marks = [t == "1" for t in borders.replace("/", " ").split()]
    assert _bits(report.puzzle, report.solution) == "".join("1" if b else "0" for b in marks)
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("game_id,move", TATHAM)
def test_tatham_puzzles_have_their_published_answers(game_id, move):
    loaded = api.loads(game_id, "t", genre="shikaku")  # Range (kurodoko) IDs look the same
    assert api.loads(f"shikaku:{game_id}", "t").genre is G
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert _bits(report.puzzle, report.solution) == move[1:]
    tatham = next(f for f in G.formats if f.name == "tatham")
    assert tatham.write(report.puzzle) == game_id


def test_puzzlekit_text():
    # PUZZLEKIT_FORMATS.md's example: unique
    p = api.loads("4 4\n4 - 4 -\n- - - -\n3 - - 2\n3 - - -\n", "t", genre="shikaku").puzzle
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert REGIONS.labels(p, report.solution) == [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 2, 3], [4, 4, 4, 3]]


def test_checker_names_what_is_wrong():
    p = G.puzzle(cells=[[2, None], [None, "?"]])
    good = REGIONS.make([[(0, 0), (0, 1)], [(1, 0), (1, 1)]])
    assert G.check(p, good) == []
    assert any("not a rectangle" in x for x in G.check(p, REGIONS.make([[(0, 0), (0, 1), (1, 0)], [(1, 1)]])))
    assert any("holds 2 numbers" in x for x in G.check(p, REGIONS.make([[(0, 0), (0, 1), (1, 0), (1, 1)]])))
    assert any("its number says 2" in x for x in G.check(p, REGIONS.make([[(0, 0)], [(0, 1), (1, 1)], [(1, 0)]])))
    assert any("in no region" in x for x in G.check(p, REGIONS.make([[(0, 0), (0, 1)]])))
    assert gridsat.count(p).solutions and len(gridsat.count(p).solutions) == 2  # ? takes 2 cells either way


def test_question_mark_and_tatham_refusal():
    tatham = next(f for f in G.formats if f.name == "tatham")
    with pytest.raises(InputError):
        tatham.write(G.puzzle(cells=[["?", None]]))


def test_generated_puzzles_are_unique_and_repeatable():
    made = [generate(G, (7, 7), 5, i) for i in (1, 2)]
    for m in made:
        assert gridsat.solve(m.puzzle, mode="unique").status == "unique"
    assert generate(G, (7, 7), 5, 1).puzzle == made[0].puzzle != made[1].puzzle
