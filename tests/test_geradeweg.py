"""Geradeweg: pzprjs's and Janko's puzzles with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Loop

from .test_loop_rooms import border_links, kit_links, loop_links, solve_kit

G = encoders.get("geradeweg")

# pzprjs test/script/geradeweg.js: the URL and its answer (pzprv3 border lines: links right, then down)
PZPRJS = ("https://puzz.link/p?geradeweg/5/5/l211i2h3i4k", "1 0 1 1 /0 0 1 0 /0 1 1 0 /1 1 1 0 /0 0 0 1 /",
          "1 1 1 0 1 /1 1 0 1 1 /1 0 0 0 1 /0 0 0 1 1 /")

# janko.at/Raetsel/Geradeweg/NNN.a.htm as the puzzlekit dataset holds them: problem, answer
JANKO = {
    "01_5x5": ('5 5\n2 - - - -\n- - 3 - -\n- - - - -\n- - - - -\n- - - - 4',
               '5 5\nse ew sw se sw\nns - ns ns ns\nne sw ns ns ns\nse nw ne nw ns\nne ew ew ew nw'),
    "02_10x10": ('10 10\n3 - - - - - - - - -\n- - - 2 - 2 - - - -\n- - - - - - - - - -\n- 3 - - - - 3 - - -\n- - - 5 - - - - - -\n1 - - - - - - - 2 -\n- - - - - - - 1 - -\n- 1 - - - - - - 1 -\n- - 2 - - 6 - - - -\n- - - - - - - - - 4',
                 '10 10\nse ew ew sw - se sw - - -\nns - - ns - ns ns - - -\nns - - ne ew nw ns - - -\nne ew ew sw se sw ne ew ew sw\nse ew sw ns ns ns se ew ew nw\nne sw ns ns ns ns ns se ew sw\nse nw ns ns ns ns ns ne sw ns\nns se nw ns ns ns ns se nw ns\nns ne ew nw ns ns ne nw - ns\nne ew ew ew nw ne ew ew ew nw'),
    "05_8x8": ('8 8\n7 - - - - - - -\n- 5 - - - - - -\n- - - - - - - -\n- - - 5 - - - -\n- - - - 3 - 2 -\n- - - - - - - -\n- - - - - 2 - -\n- - - - - - - 2',
               '8 8\nse ew ew ew ew ew ew sw\nns se ew ew ew ew sw ns\nns ns se sw se ew nw ns\nns ns ns ns ns - se nw\nns ns ns ns ns - ns -\nns ns ns ns ne sw ne sw\nns ne nw ns - ns - ns\nne ew ew nw - ne ew nw'),
    "18_12x12": ('12 12\n- - - - - - - - - - - -\n- 2 4 - - 4 4 - - - - 2\n- - - - - - - - 2 4 - -\n- - - 2 4 - 4 - - - - -\n- - - - - - - - - - - 2\n- - 2 - - - 2 4 - - - -\n- - - - - - - - - 2 - -\n4 - 2 - - - - - - - - -\n- - - - 2 4 - - - - 4 -\n- - - - - - - 4 - - - -\n- 2 2 - - - - - - - - -\n- - - - - - 4 - - - 2 -',
                 '12 12\n- se sw se ew ew ew ew ew ew ew sw\n- ns ns ne ew ew ew sw se sw - ns\nse nw ns se ew ew ew nw ns ns se nw\nne sw ns ns se ew ew ew nw ns ne sw\nse nw ne nw ns - se sw - ns - ns\nns se ew sw ns - ns ns se nw se nw\nns ne sw ns ns se nw ns ne ew nw -\nns - ns ne nw ns - ns - - - -\nne sw ne ew sw ns - ne ew ew ew sw\n- ns - - ns ns se ew ew ew sw ns\n- ne ew sw ne nw ne sw - se nw ns\n- - - ne ew ew ew nw - ne ew nw'),
    "20_13x13": ('13 13\n- 2 2 - - - - - - 1 1 - -\n- - - - 2 2 - - 2 - - 4 -\n- - - 1 - - 3 - 2 - - 4 -\n- - - 1 - - 3 - - 3 3 - -\n- 3 - - 4 4 - - - - - - -\n- 3 - - - - - 1 - - - 1 -\n- 3 - - - - 2 - - - - 1 -\n- 3 - - - 1 - - - - - 1 -\n- - - - - - - 1 1 - - 1 -\n- - 4 4 - - 4 - - 2 - - -\n- 3 - - 1 - 4 - - 2 - - -\n- 3 - - 1 - - 3 3 - - - -\n- - 2 2 - - - - - - 2 2 -',
                 '13 13\nse ew sw se ew ew sw - se sw se sw -\nns - ns ne ew sw ns - ns ne nw ns -\nns se nw se sw ns ns - ne ew sw ns -\nns ns se nw ne nw ne ew ew sw ns ns -\nns ns ne ew ew ew sw - - ns ns ne sw\nns ne ew ew sw - ne sw - ns ne sw ns\nne ew ew sw ns se ew nw se nw se nw ns\nse ew ew nw ne nw se sw ne ew nw se nw\nne ew ew ew ew sw ns ne sw se sw ne sw\n- se ew ew ew nw ns se nw ns ne sw ns\n- ns - se sw - ns ne ew nw se nw ns\n- ns - ns ne sw ne ew ew sw ns - ns\n- ne ew nw - ne ew ew ew nw ne ew nw'),
    "22_6x6": ('6 6\n2 - - - 2 -\n- - - - - -\n- - - - 2 -\n- - 2 - - 2\n- - - - - -\n- - - - 2 -',
               '6 6\nse ew sw se ew sw\nns - ne nw - ns\nne ew sw se ew nw\n- - ns ne ew sw\n- - ne sw - ns\n- - - ne ew nw'),
}


def test_pzprjs_puzzle_has_its_published_answer():
    url, right, down = PZPRJS
    want = border_links(right, down)
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique" and loop_links(report.solution.loop) == want
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    assert loop_links(solve_kit(problem, "geradeweg").loop) == kit_links(answer)


def test_question_mark_turns_with_equal_stretches():
    square = Loop(((0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0)))
    oblong = Loop(((0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)))
    p3, p2 = G.puzzle.of(["?..", "...", "..."]), G.puzzle.of(["?..", "..."])
    assert G.check(p3, square) == []
    assert any("(?)" in x for x in G.check(p2, oblong))
    assert any("not 1" in x for x in G.check(G.puzzle.of(["1..", "..."]), oblong))
    assert G.check(G.puzzle.of(["0..", "..."]), oblong) == []
    report = gridsat.solve(p2, mode="unique")  # the 2x3 loop turns at r1c1 with stretches 2 and 1
    assert report.status == "unique" and report.solution.loop == ((0, 0), (0, 1), (1, 1), (1, 0))
    assert gridsat.solve(G.puzzle.of([".2.", "..."]), mode="unique").status == "unique"


def test_a_number_off_the_loop_is_wrong():
    oblong = Loop(((0, 0), (0, 1), (1, 1), (1, 0)))
    assert any("misses" in x for x in G.check(G.puzzle.of(["...", "..1"]), oblong))
