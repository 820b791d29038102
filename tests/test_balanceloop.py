"""Balance Loop: pzprjs's and Janko's puzzles with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Loop

from .test_loop_rooms import border_links, kit_links, loop_links, solve_kit

G = encoders.get("balanceloop")

# pzprjs test/script/balance.js: the URL and its answer (pzprv3 border lines: links right, then down)
PZPRJS = ("https://puzz.link/p?balance/5/5/g9m1k0m8g", "1 1 1 1 /1 0 1 1 /1 0 1 0 /1 0 0 0 /0 1 1 0 /",
          "1 0 0 0 1 /0 1 1 0 0 /1 0 0 1 0 /0 1 0 1 0 /")

# janko.at/Raetsel/Balance-Loop/NNN.a.htm as the puzzlekit dataset holds them: problem, answer
JANKO = {
    "01_5x5": ('5 5\n- - - - -\n- - - - -\n- - w4 - -\n- - - - -\nb5 - b - b3',
               '5 5\n- se sw - -\nse nw ns - -\nns - ne ew sw\nns - se sw ns\nne ew nw ne nw'),
    "02_6x6": ('6 6\n- - - - b5 -\nb5 - w4 - - -\n- w6 - - - -\n- - - - w4 -\n- - - w2 - b5\n- b5 - - - -',
               '6 6\nse ew ew ew ew sw\nne ew ew ew sw ns\n- se ew ew nw ns\n- ns se ew sw ns\n- ns ne sw ns ns\n- ne ew nw ne nw'),
    "04_8x8": ('8 8\nb10 - - - b6 - - -\n- - - b3 - b4 - -\n- - - - - - - -\n- - b3 - - - - -\n- - - b4 b3 - b5 -\n- b3 - - - b3 - -\n- - - - b3 - - -\nb3 - b3 - - b4 - b7',
               '8 8\nse ew ew ew ew ew sw -\nns - se ew ew sw ne sw\nns - ns se sw ne sw ns\nns - ne nw ns - ns ns\nne ew ew sw ne sw ns ns\n- se ew nw - ns ns ns\nse nw se ew sw ns ns ns\nne ew nw - ne nw ne nw'),
    "11_10x10": ('10 10\n- - - - - w - b - -\nw w - - w - b - w -\nb - - w - b - - b w\n- w w - b - - - w -\n- w - b - - - w - b\nw - b - - - w - b -\n- b - - - w - b b -\nb w - - w - b - - w\n- b - w - b - - b b\n- - w - b - - - - -',
                 '10 10\nse ew sw se ew ew ew sw se sw\nne sw ne nw se ew sw ns ns ns\nse nw se sw ns se nw ne nw ns\nns se nw ne nw ns - se sw ns\nne nw - se ew nw se nw ne nw\nse ew ew nw - - ne sw se sw\nns se sw se sw se sw ns ns ns\nns ns ns ns ne nw ns ns ns ns\nne nw ns ne ew sw ns ne nw ns\n- - ne ew ew nw ne ew ew nw'),
    "19_11x11": ('11 11\n- - - - - b8 - - - - -\n- - - - b - b - - - -\n- - - b5 - - - w - - -\n- - b3 - - w - - b - -\n- b3 - - w - w - - b -\nb - - w6 - - - w2 - - b\n- b - - w - w - - b4 -\n- - b - - w - - b6 - -\n- - - w - - - b5 - - -\n- - - - b - b - - - -\n- - - - - b10 - - - - -',
                 '11 11\nse ew ew ew ew ew ew ew sw - -\nns - se ew ew sw se ew nw - -\nne sw ns se ew nw ne ew sw - -\n- ns ns ns se ew sw - ns se sw\n- ne nw ns ne sw ne sw ns ns ns\nse ew ew nw - ns se nw ns ns ns\nns se ew ew sw ns ne sw ns ns ns\nne nw se sw ns ns se nw ne nw ns\n- - ns ns ns ns ns se ew ew nw\n- se nw ne nw ns ns ns - - -\n- ne ew ew ew nw ne nw - - -'),
    "21_6x6": ('6 6\n- w2 - b3 - w4\n- - - - - -\n- - - - b3 -\n- b3 - b3 - -\n- - w2 - - w2\nw4 - w4 - - -',
               '6 6\nse ew sw se ew sw\nne sw ne nw - ns\n- ns - - se nw\nse nw se sw ns -\nns - ns ns ne sw\nne ew nw ne ew nw'),
}


def test_pzprjs_puzzle_has_its_published_answer():
    url, right, down = PZPRJS
    want = border_links(right, down)
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.puzzle.cells[0][1] == "b4" and report.puzzle.cells[3][0] == "w"
    assert report.status == "unique" and loop_links(report.solution.loop) == want
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    assert loop_links(solve_kit(problem, "balanceloop").loop) == kit_links(answer)


def test_circle_tokens():
    p = api.loads("3 3\nw4 - 5b\n- - -\nb - w\n", "t", genre="balanceloop").puzzle
    assert p.cells[0] == ("w4", None, "b5") and p.cells[2] == ("b", None, "w")
    with pytest.raises(gridsat.InputError):
        api.loads("balanceloop 2x2\nw0.\n..\n", "t")
    with pytest.raises(gridsat.InputError):
        api.loads("balanceloop 2x2\nx..\n..\n", "t")


def test_checker():
    square = Loop(((0, 0), (0, 1), (1, 1), (1, 0)))
    oblong = Loop(((0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)))
    assert G.check(G.puzzle.of([["w2", "."], [".", "."]]), square) == []
    assert any("add up to 2, not 3" in x for x in G.check(G.puzzle.of([["w3", "."], [".", "."]]), square))
    assert any("are 1 and 1" in x for x in G.check(G.puzzle.of([["b", "."], [".", "."]]), square))
    assert G.check(G.puzzle.of([["b3", ".", "."], [".", ".", "."]]), oblong) == []
    assert any("misses" in x for x in G.check(G.puzzle.of([[".", ".", "."], [".", ".", "w"]]), square))
