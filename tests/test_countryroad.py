"""Country Road: published puzzles with their published answers, formats, the checker."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat import api
from gridsat.answers import Loop

from .test_loop_rooms import kit_links, loop_links, pzprv3_links, solve_kit

# pzprjs's test puzzle and its answer (test/script/country.js)
PZPRJS = "https://puzz.link/p?country/5/5/amda0uf02h12h"
PZPRJS_ANSWER = ("pzprv3/country/5/5/7/0 0 1 1 2 /0 0 1 1 2 /3 4 4 4 2 /3 5 5 6 6 /3 5 5 6 6 /2 . . . . /. . . . . "
                 "/1 2 . . . /. . . . . /. . . . . /0 0 1 0 /1 1 0 1 /1 1 0 0 /0 1 0 1 /0 1 1 0 /0 0 1 1 0 /1 0 0 0 1 "
                 "/0 0 1 0 1 /0 1 0 1 0 /")
JANKO = json.loads((Path(__file__).parent / "data" / "countryroad.json").read_text())["puzzles"]


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert loop_links(report.solution.loop) == pzprv3_links(PZPRJS_ANSWER, 5, 5, 11)


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_and_their_answers(name):
    sol = solve_kit(JANKO[name]["problem"], "countryroad")
    assert loop_links(sol.loop) == kit_links(JANKO[name]["solution"])


@pytest.mark.parametrize("name", sorted(JANKO))
def test_formats_round_trip(name):
    loaded = api.loads(JANKO[name]["problem"], genre="countryroad")
    g, p = loaded.genre, loaded.puzzle
    assert g.parse(g.to_text(p)) == p
    assert g.from_json(json.loads(json.dumps(g.to_json(p)))) == p
    assert g.format("puzzlekit").read(g.format("puzzlekit").write(p)) == p
    back = g.format("puzzlink").read(g.format("puzzlink").write(p))  # numbers move to each room's first cell
    assert back.rooms == p.rooms and gridsat.solve(back).solution == gridsat.solve(p).solution


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = gridsat.solve(PZPRJS).solution
    assert g.check(p, good) == []
    ring = Loop(((0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (3, 4), (4, 4), (4, 3), (4, 2), (4, 1),
                 (4, 0), (3, 0), (2, 0), (1, 0)))
    problems = g.check(p, ring)
    assert any("visits room 5 (r3c2) 0 times" in x for x in problems)
    assert any("the 2 at r1c1: the loop passes 3 cells" in x for x in problems)
    assert any("off the loop on two sides of a border" in x for x in problems)
    band = Loop(((0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (1, 3), (1, 2), (1, 1), (1, 0)))
    assert any("visits room 2 (r1c3) 2 times" in x for x in g.check(p, band))
