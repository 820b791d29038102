"""Koburin: published puzzles with their published answers, formats, the checker."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat import api
from gridsat.answers import LoopShading
from gridsat.formats import InputError

from .test_loop_rooms import kit_links, kit_marks, loop_links, pzprv3_links, round_trips, solve_kit

# pzprjs's test puzzle and its answer (test/script/koburin.js)
PZPRJS = "https://puzz.link/p?koburin/5/5/clcbg.n"
PZPRJS_ANSWER = ("pzprv3/koburin/5/5/2 . . . . /. . . . 2 /. . 1 . . /. - . . . /. . . . . /. # . . # /# . . . . "
                 "/. . . . # /. . # . . /. . . . . /0 0 1 0 /0 1 0 0 /1 0 0 0 /0 0 0 1 /1 1 1 1 /0 0 1 1 0 "
                 "/0 1 0 1 0 /1 0 0 1 0 /1 0 0 0 1 /")
JANKO = json.loads((Path(__file__).parent / "data" / "koburin.json").read_text())["puzzles"]


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert loop_links(report.solution.loop) == pzprv3_links(PZPRJS_ANSWER, 5, 5, 10)
    assert list(report.solution.shaded) == [(0, 1), (0, 4), (1, 0), (2, 4), (3, 2)]
    assert gridsat.solve("https://puzz.link/p?koburin/b/5/5/clcbg.n").solution == report.solution
    with pytest.raises(InputError, match="variant flag 'm'"):
        api.load("https://puzz.link/p?koburin/m/5/5/clcbg.n")


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_and_their_answers(name):
    sol = solve_kit(JANKO[name]["problem"], "koburin")
    assert loop_links(sol.loop) == kit_links(JANKO[name]["solution"])
    assert list(sol.shaded) == kit_marks(JANKO[name]["solution"])


@pytest.mark.parametrize("name", sorted(JANKO))
def test_formats_round_trip(name):
    round_trips(JANKO[name]["problem"], "koburin")


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = gridsat.solve(PZPRJS).solution
    assert g.check(p, good) == []
    problems = g.check(p, LoopShading(good.loop, good.shaded[1:]))
    assert any("r1c2 is neither shaded nor on the loop" in x for x in problems)
    assert any("the 2 at r1c1 has 1 shaded neighbours" in x for x in problems)
    problems = g.check(p, LoopShading(good.loop, tuple(sorted(good.shaded + ((0, 0), (0, 2))))))
    assert any("r1c1 is shaded but" in x for x in problems) and any("share an edge" in x for x in problems)
    assert any("passes the shaded cell r1c3" in x for x in problems)
