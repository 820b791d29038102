"""Binairo: Tatham's Unruly puzzles and puzzlekit's example with their answers, the formats, the rules."""
from __future__ import annotations

import json

import pytest

import gridsat
from gridsat import api
from gridsat.encoders.binairo import GENRE, NUMBERS, Puzzle
from gridsat.formats import InputError

# sgt-unruly --generate (Debian sgt-puzzles 20230122) game IDs and their SOLVE lines ("S" then
# the cells, 1 = Tatham's N_ONE); "u" in the params: unique rows and columns, else the unruly rule.
TATHAM = [
    ("6x6u:baDCdCEecCBb", "100101110100001011001101110010011010"),
    ("6x6u:AEbahECBBCBab", "101001100110011001010110101010010101"),
    ("8x8:CbAfdieaGDBegaec", "0011010111001010100101100110100110010101110100100110110000101011"),
    ("8x8:DBAHcQbCAanAdBb", "0101011001010011101010011100110000110011100110010110110010100110"),
    ("10x10u:AAgHcBACcEaBdgaCHEAPAkcca", "1101001100100110101001100101011001011010011010100101010101011010110010100100"
                                         "101101101001010010110110"),
    ("10x10u:gBbJGebbcbaFgEFaBBBdHdaDea", "10100100110101001011101010110001010101101001010011011010110010101010010101"
                                          "01001110101101000101101100"),
    ("14x14:dBGBBBCIcGeCceaGkfBABAdacaeeJFdDCDFBechcagcIic",
     "010011001010111010110110010010110010010011010010110011010011010011011011001001101001101100100110010110010101"
     "0110100110101010100100101100110110110101010100010010101100110101011010110010110101010010"),
]

# puzzlekit's own example (binairo solver's input_example / output_example; 1 white, 2 black)
PUZZLEKIT = """8 8
- - - - 2 - - -
- - 1 2 - 1 - 1
- 1 - - - - - -
- 1 2 - 1 - 1 2
- - 2 - - - - -
- 1 - - - - 2 2
2 - - - 1 1 - -
- - 2 - - - 1 2
"""
PUZZLEKIT_ANSWER = ["12212211", "12122121", "21121122", "21211212", "12212211", "21121122", "22121121", "11212212"]


@pytest.mark.parametrize("gid,answer", TATHAM)
def test_tatham_puzzles_and_answers(gid, answer):
    report = gridsat.solve(gid, mode="unique")
    assert report.status == "unique"
    p = report.puzzle
    assert [v for row in report.solution.grid for v in row] == [int(ch) for ch in answer]
    assert GENRE.formats[0].write(p) == gid.replace(":", ":", 1)
    assert ("unruly" in p.variants) == ("u:" not in gid)


def test_puzzlekit_example_reads_as_unruly_and_has_its_answer():
    loaded = api.loads(PUZZLEKIT, "kit", genre="binairo")
    assert loaded.puzzle.variants == {"unruly"}
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert ["".join(str(v + 1) for v in row) for row in report.solution.grid] == PUZZLEKIT_ANSWER
    # under Binairo's rule (no equal rows) it has no answer: rows 1 and 5 of the answer are equal
    assert gridsat.solve(loaded.puzzle.replace(variants=()), mode="unique").status == "unsat"
    text = GENRE.formats[1].write(loaded.puzzle)
    assert text.split() == PUZZLEKIT.split()


def test_variant_in_header_and_json():
    p = api.loads("binairo 2x2 unruly\n0.\n..\n", "t").puzzle
    assert p.variants == {"unruly"}
    assert GENRE.to_text(p).splitlines()[0] == "binairo 2x2 unruly"
    doc = GENRE.to_json(p)
    assert doc["variants"] == ["unruly"] and GENRE.from_json(json.loads(json.dumps(doc))) == p
    with pytest.raises(InputError, match="unknown rule variant"):
        GENRE.from_json({**doc, "variants": ["diagonal"]})
    with pytest.raises(InputError, match="bad header"):
        api.loads("binairo 2x2 sideways\n0.\n..\n", "t")


def test_rules_on_small_boards():
    # 2x2: two answers; 4x2: four rows of two possible ones (none under Binairo's rule, six under unruly)
    assert len(gridsat.count(Puzzle([[None] * 2] * 2)).solutions) == 2
    assert gridsat.solve(Puzzle([[None] * 2] * 4)).status == "unsat"
    assert len(gridsat.count(Puzzle([[None] * 2] * 4, variants=("unruly",))).solutions) == 6
    with pytest.raises(InputError, match="even number"):
        Puzzle([[None] * 3] * 2)


def test_checker_names_each_rule():
    p = Puzzle([[None] * 4] * 4, variants=())
    bad = NUMBERS.solution(((0, 0, 0, 1), (0, 1, 1, 0), (0, 1, 1, 0), (1, 0, 0, 1)))
    problems = GENRE.check(p, bad)
    assert "row 1 holds 3 0s and 1 1s" in problems
    assert "row 1 has three equal digits in a row" in problems
    assert "row 3 is the same as row 2" in problems
    assert "column 1 has three equal digits in a row" in problems
    assert GENRE.check(p, NUMBERS.solution(((2, 0), (0, 1)))) == ["the solution is not a 4x4 grid"]


def test_generator_makes_unique_puzzles():
    from gridsat.generate import generate
    for seed in (1, 2):
        made = generate(GENRE, (6, 6), seed, minimal=seed == 2)
        report = gridsat.solve(made.puzzle, mode="unique")
        assert report.status == "unique" and GENRE.check(made.puzzle, report.solution) == []
        assert made.clues == len(made.puzzle.numbers())
    with pytest.raises(InputError, match="even number"):
        generate(GENRE, (5, 6), 1)


# Janko's Binairo 12 and 272 as the puzzlekit dataset holds them (1 white, 2 black) with their
# published answers; 272's answer has equal rows (1 and 2): Janko's Binairo allows them, as
# puzzlekit's text (read as the unruly variant) does
JANKO = [
    ("10 10\n1 - 1 1 - - 1 1 - -\n- - - - 2 - 1 - - 2\n- - - - - - - 2 - -\n- - - - - - - - - -\n- - 2 - 1 - - - - -\n"
     "- 1 - - - - 2 - 2 2\n- 1 - - - 1 - - - -\n2 - - - - - - - - -\n- - - 2 - 2 2 - - -\n- 1 - - - - - 1 - -\n",
     ["1211221122", "1211221212", "2122112211", "2211212121", "1221121212", "1122112122", "2112211221",
      "2211221211", "1122122112", "2122112121"]),
    ("8 8\n1 - - - - 2 - -\n- - 2 - - - 1 -\n- 1 - - 1 1 - -\n- - 1 1 - 2 - 1\n- - - - - - - -\n2 - - - - - - -\n"
     "2 1 - - 1 1 - 2\n- - - - 1 1 - -\n",
     ["12212211", "12212211", "21121122", "22112211", "11221122", "22112211", "21121122", "11221122"]),
]


@pytest.mark.parametrize("text,answer", JANKO)
def test_janko_puzzles_from_the_puzzlekit_dataset(text, answer):
    report = gridsat.solve(api.loads(text, "kit", genre="binairo"), mode="unique")
    assert report.status == "unique"
    assert ["".join(str(v + 1) for v in row) for row in report.solution.grid] == answer
