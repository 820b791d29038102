"""Simple Loop: published puzzles with their published answers, formats, the checker."""
from __future__ import annotations


import pytest

import gridsat
from gridsat import api
from gridsat.answers import Loop
from gridsat.formats import InputError

from .test_loop_rooms import kit_links, loop_links, pzprv3_links, round_trips, solve_kit

# pzprjs's test puzzle and its answer (test/script/simpleloop.js)
PZPRJS = "https://puzz.link/p?simpleloop/5/5/sg020"
PZPRJS_ANSWER = ("pzprv3/simpleloop/5/5/* * * . . /* . . . . /. . . . . /. . . * . /. . . . . /0 0 0 1 /0 1 0 0 "
                 "/1 0 1 0 /0 1 0 0 /1 0 1 1 /0 0 0 1 1 /0 1 1 1 1 /1 0 0 0 1 /1 1 1 0 1 /")

# Janko's Rundreise 001, 002, 007, 018 and 020 (janko.at) as the puzzlekit dataset holds them,
# with their answers
JANKO = {
    "001": ("6 6\n- - - - - -\n- - - - - -\nx - - x - -\n- - - - - x\n- - - x - -\n- - - - - -",
            "6 6\nse ew ew ew ew sw\nne sw se ew sw ns\n- ns ns - ne nw\nse nw ne ew sw -\nns se sw - ne sw\n"
            "ne nw ne ew ew nw"),
    "002": ("7 7\n- - - x - - -\n- - - - - x -\nx - - - - - -\n- - - x x x x\n- - - - - - -\n- - x - - - -\n"
            "- - - - x - -",
            "7 7\nse ew sw - se ew sw\nne sw ne ew nw - ns\n- ns se ew ew ew nw\nse nw ns - - - -\n"
            "ne sw ne ew ew ew sw\nse nw - se ew sw ns\nne ew ew nw - ne nw"),
    "007": ("10 10\n- - x - - - - x - -\n- - - - - - - - - -\n- - x x - x - - x -\n- - - - - - - - - -\n"
            "- x - - - x - - - -\n- - - x - - - x - -\nx - - - - x - - - -\n- - x - - - - x - -\n"
            "- - - - x - - - - -\n- - - - - - x - - -",
            "10 10\nse sw - se ew ew sw - se sw\nns ne ew nw se ew nw se nw ns\nne sw - - ns - se nw - ns\n"
            "se nw se sw ne ew nw se sw ns\nns - ns ne sw - se nw ns ns\nne sw ns - ne ew nw - ns ns\n"
            "- ne nw se sw - se ew nw ns\nse sw - ns ne ew nw - se nw\nns ne ew nw - se ew sw ne sw\n"
            "ne ew ew ew ew nw - ne ew nw"),
    "018": ("13 13\nx x x x - - - - - x x x x\nx x x - - - - - - - x x x\nx x - - - - x - - - - x x\n"
            "x - - - - - - - - - - - x\n- - - - - - x - - - - - -\n- - - - - x x x - - - - -\n"
            "- - x - x x x x x - x x x\n- - - - - x x x - - - - -\n- - - - - - x - - - - - -\n"
            "x - - - - - x - - - - - x\nx x - - - - x - - - - x x\nx x x - - - - - - - x x x\n"
            "x x x x - - x - - x x x x",
            "13 13\n- - - - se ew ew ew sw - - - -\n- - - se nw se ew sw ne sw - - -\n"
            "- - se nw se nw - ne sw ne sw - -\n- se nw se nw se ew sw ne sw ne sw -\n"
            "se nw se nw se nw - ne sw ne sw ne sw\nns se nw se nw - - - ne sw ne ew nw\n"
            "ns ns - ns - - - - - ns - - -\nns ne sw ne sw - - - se nw se ew sw\n"
            "ne sw ne sw ne sw - se nw se nw se nw\n- ne sw ne sw ns - ns se nw se nw -\n"
            "- - ne sw ne nw - ne nw se nw - -\n- - - ne sw se ew sw se nw - - -\n- - - - ne nw - ne nw - - - -"),
    "020": ("17 18\n- - - x - - - - x - - - - x - - - -\n- - - - - - - - - - - - - - - - - -\n"
            "- - x x x - - - - - - - - - - x - -\n- x - - - x - - - - - - x x - - - -\n"
            "- x - - - - - x - - - x - - x - - -\n- - x - - - - - - x - x - - - - - x\n"
            "x - - x x - - x - x - x - - - - - -\n- - - - - x - x - x - - - - x - - -\n"
            "- - - - - x - x - x - - x x - - x -\nx - - - - x - x - x - - - - - - - -\n"
            "- - x x x - - x - x x x - - - - - -\n- x - - - - - - - - - - - - - x - -\n"
            "- - - - - - x - - - - x - x - - - x\n- - x - - - - - - x - - - - - - - -\n"
            "- x - - - - - x - - x - - - x - - -\n- - - - x - - - - - - - - x - - - -\n"
            "x - - - - - - - x - - x - - - - - x",
            "17 18\nse ew sw - se ew ew sw - se sw se sw - se sw se sw\n"
            "ne sw ne ew nw se ew nw se nw ne nw ne ew nw ne nw ns\n"
            "se nw - - - ne sw se nw se sw se ew ew sw - se nw\n"
            "ns - se ew sw - ne nw se nw ne nw - - ne sw ne sw\n"
            "ns - ne sw ne ew sw - ne ew sw - se sw - ns se nw\n"
            "ne sw - ne ew sw ne ew sw - ns - ns ne sw ne nw -\n"
            "- ne sw - - ne sw - ns - ns - ne sw ne sw se sw\n"
            "se ew nw se sw - ns - ns - ns se ew nw - ne nw ns\n"
            "ne ew ew nw ns - ns - ns - ns ns - - se sw - ns\n"
            "- se ew ew nw - ns - ns - ne nw se ew nw ne ew nw\n"
            "se nw - - - se nw - ns - - - ne sw se ew ew sw\n"
            "ns - se ew sw ne ew sw ne ew ew ew sw ne nw - se nw\n"
            "ne sw ne sw ne sw - ns se ew sw - ns - se ew nw -\n"
            "se nw - ne sw ne sw ne nw - ne sw ne sw ne sw se sw\n"
            "ns - se sw ne sw ns - se sw - ns se nw - ne nw ns\n"
            "ne sw ns ns - ns ns se nw ns se nw ns - se sw se nw\n"
            "- ne nw ne ew nw ne nw - ne nw - ne ew nw ne nw -"),
}


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert loop_links(report.solution.loop) == pzprv3_links(PZPRJS_ANSWER, 5, 5, 5)


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_and_their_answers(name):
    problem, answer = JANKO[name]
    assert loop_links(solve_kit(problem, "simpleloop").loop) == kit_links(answer)


@pytest.mark.parametrize("name", sorted(JANKO))
def test_formats_round_trip(name):
    round_trips(JANKO[name][0], "simpleloop")


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = gridsat.solve(PZPRJS).solution
    assert g.check(p, good) == []
    assert any("misses the white cell r3c1" in x for x in g.check(p, Loop(((0, 3), (0, 4), (1, 4), (1, 3)))))
    assert any("may not go" in x for x in g.check(p, Loop(((0, 0), (0, 1), (1, 1), (1, 0)))))
    assert any("jumps" in x for x in g.check(p, Loop(((2, 0), (2, 1), (3, 1), (4, 0)))))
    assert g.check(p, Loop(()))[0] == "there is no loop"


def test_no_loop_fits_and_bad_input():
    assert gridsat.solve(api.loads("simpleloop 3x3\n...\n.x.\n..x\n").puzzle).status == "unsat"
    with pytest.raises(InputError):
        api.loads("simpleloop 3x3\n...\n.o.\n...\n")
