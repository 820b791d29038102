"""Yajilin: published puzzles with their published answers, formats, the checker, the generator."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat import api
from gridsat.answers import LoopShading
from gridsat.encoders.yajilin.generate import GENERATOR

from .test_loop_rooms import kit_links, kit_marks, loop_links, pzprv3_links, round_trips, solve_kit

# pzprjs's test puzzle and its answer (test/script/yajilin.js)
PZPRJS = "https://puzz.link/p?yajilin/5/5/m32j10"
PZPRJS_ANSWER = ("pzprv3/yajilin/5/5/. . . . . /. . . . . /. . . 3,2 . /. . . . . /. . . . 1,0 /. . . . . /. . . . + "
                 "/# . # . + /. . + . + /. . . # . /1 1 -1 1 /1 -1 1 -1 /0 0 0 -1 /1 -1 1 1 /1 1 0 0 /1 -1 1 1 1 "
                 "/0 1 0 0 1 /0 1 0 0 1 /1 -1 1 0 0 /")
JANKO = json.loads((Path(__file__).parent / "data" / "yajilin.json").read_text())["puzzles"]


def test_the_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert loop_links(report.solution.loop) == pzprv3_links(PZPRJS_ANSWER, 5, 5, 10)
    assert list(report.solution.shaded) == [(2, 0), (2, 2), (4, 3)]
    assert gridsat.solve("https://puzz.link/p?yajilin/b/5/5/m32j10").solution == report.solution


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_and_their_answers(name):
    sol = solve_kit(JANKO[name]["problem"], "yajilin")
    assert loop_links(sol.loop) == kit_links(JANKO[name]["solution"])
    assert list(sol.shaded) == kit_marks(JANKO[name]["solution"])


@pytest.mark.parametrize("name", sorted(JANKO))
def test_formats_round_trip(name):
    round_trips(JANKO[name]["problem"], "yajilin")


def test_clues_without_arrows_and_grey_cells():
    p = api.loads("yajilin 4x2\n3 ? x .\n. . . .\n").puzzle
    assert p.cells[0][:3] == (3, "?", "grey")
    g = api.load(p).genre
    assert g.format("puzzlink").read(g.format("puzzlink").write(p)) == p
    assert api.loads("2 2\n- @\n- -\n", genre="yajilin").puzzle.cells[0][1] == "grey"


def test_checker_names_each_broken_rule():
    loaded = api.load(PZPRJS)
    g, p = loaded.genre, loaded.puzzle
    good = gridsat.solve(PZPRJS).solution
    assert g.check(p, good) == []
    problems = g.check(p, LoopShading(good.loop, good.shaded[:2]))
    assert any("r5c4 is neither shaded nor on the loop" in x for x in problems)
    problems = g.check(p, LoopShading(good.loop, good.shaded + ((0, 0),)))
    assert any("passes the shaded cell r1c1" in x for x in problems)
    problems = g.check(p, LoopShading(good.loop, tuple(sorted(good.shaded + ((4, 4), (2, 1))))))
    assert any("share an edge" in x for x in problems) and any("r5c5 is shaded but" in x for x in problems)
    assert any("sees 1 shaded cells" in x for x in g.check(p, LoopShading(good.loop, good.shaded[1:])))


def test_the_generator_makes_unique_puzzles():
    from gridsat import encoders
    from gridsat.generate import generate

    g = encoders.get("yajilin")
    for seed in range(2):
        made = generate(g, (6, 6), seed, 1, minimal=seed == 1)
        assert gridsat.solve(made.puzzle, mode="unique").status == "unique"
    p = GENERATOR.make(random.Random(3), (6, 6), None)
    assert gridsat.solve(p).status == "solved"
