"""Moon or Sun: pzprjs's and Janko's puzzles with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Loop

from .test_loop_rooms import border_links, kit_links, loop_links

G = encoders.get("moonsun")

# pzprjs test/script/moonsun.js: the URL and its answer (links right of cells, then below cells)
PZPRJS = ("https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12",
          "0 1 1 1 1 /1 -1 0 0 0 /0 0 0 1 1 /1 0 0 1 1 /1 0 0 0 0 /1 1 1 1 1 /",
          "0 1 0 0 0 1 /1 -1 0 0 0 1 /1 0 0 1 0 0 /0 1 0 0 0 1 /1 0 0 0 0 1 /")

# janko.at/Raetsel/Moonsun/NNN.a.htm as the puzzlekit dataset holds them: problem, answer
JANKO = {
    '01_10x10': ('10 10\no - o - - - o - - o\n- - - - - - x - x -\n- o - o - - x x - -\n- x - o - - - - o -\nx - - x - o - - - x\n- - - - o - - o - -\nx o x - x - x - - o\n- - - - o - - - - -\nx o - x - - - - - o\n- - - o - o - x x -\n1 1 2 2 2 12 12 12 13 13\n1 1 2 2 2 12 12 12 13 13\n1 1 3 3 11 11 11 14 14 14\n4 4 3 3 11 11 11 14 14 14\n4 4 3 3 11 11 11 14 14 14\n5 5 5 6 6 6 10 10 15 15\n5 5 5 6 6 6 10 10 15 15\n5 5 5 6 6 6 10 10 16 16\n7 7 8 8 8 9 9 9 16 16\n7 7 8 8 8 9 9 9 16 16',
                 '10 10\nse sw se ew ew sw - se ew sw\nns ns ne ew sw ne ew nw - ns\nns ne sw - ne ew sw se ew nw\nne sw ns - se ew nw ns - -\nse nw ne sw ns - - ne ew sw\nne sw - ns ne sw - - - ns\n- ns - ns - ns se ew ew nw\nse nw - ne ew nw ne ew ew sw\nns - - - se ew sw se ew nw\nne ew ew ew nw - ne nw - -'),
    '06_10x10': ('10 10\n- - - - o x - - - -\n- - - o - - - - x -\n- - - - - o - - o -\n- - o o x - - - x -\no - o - - x - - o -\n- x - - - - - o - -\no - o - - o x - o -\n- - - o - - x x - -\n- x o x - - - o - o\n- - - - - o - - - -\n1 1 1 2 2 2 2 3 3 3\n1 1 1 2 2 2 2 3 3 3\n1 1 1 2 2 2 2 3 3 3\n1 1 1 2 2 2 2 3 3 3\n6 6 6 5 5 5 4 4 4 4\n6 6 6 5 5 5 4 4 4 4\n6 6 6 5 5 5 4 4 4 4\n7 7 7 7 7 8 8 8 8 8\n7 7 7 7 7 8 8 8 8 8\n7 7 7 7 7 8 8 8 8 8',
                 '10 10\n- - - - - se ew ew ew sw\n- - - - - ne sw - - ns\n- - se ew sw - ns se ew nw\n- se nw - ne ew nw ns - -\n- ns - - - - se nw - -\n- ns - - - - ns - - -\n- ns - - - se nw - - -\nse nw se ew sw ne ew ew sw -\nns - ns - ne ew sw - ns -\nne ew nw - - - ne ew nw -'),
    '08_10x10': ('10 10\n- - - - - - - - - -\n- - o - - - - x - -\n- o o - - - x x - -\n- - o - - - - x - -\n- - o - - - - x - -\n- - o - - - - x - -\n- o o o - - x x x -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n1 1 1 1 1 1 1 1 1 1\n3 1 4 5 5 5 5 5 5 1\n3 4 4 4 5 5 5 5 6 1\n3 3 3 5 5 7 6 6 6 1\n2 7 7 5 7 7 6 6 1 1\n2 7 7 7 7 8 8 1 1 2\n2 7 7 8 8 8 1 1 2 2\n2 2 7 8 8 8 8 8 2 2\n2 7 7 2 2 2 2 2 2 2\n2 2 2 2 2 2 2 2 2 2',
                 '10 10\n- se ew ew ew ew ew ew ew sw\n- ns se ew ew ew ew sw - ns\n- ne nw - se ew ew nw - ns\nse ew ew ew nw se ew sw - ns\nns se sw - se nw se nw se nw\nns ns ne ew nw se nw se nw -\nns ne sw se ew nw se nw se sw\nns - ns ne ew ew nw - ns ns\nns - ne ew ew ew ew ew nw ns\nne ew ew ew ew ew ew ew ew nw'),
    '10_15x15': ('15 15\n- - x - o o - - - - - - o - x\no x o - x - - x - o x - - - -\n- - - - - - x o - - o - o - -\nx o x - - x - - - - - - - - x\n- - - x - - o - - o x o x - o\n- o - o - - - x x - - - - - -\n- x - x - x - x - x o - - - -\n- - - - o - - - - - - - x o -\nx x - o x - x o o - - - - - x\no - - - - - x - - - - x - - -\n- - - - x - - - o x o - - x -\n- - x o - - o - - - - o x - -\n- - - - - - - - - - x - - o -\n- x - - - x o x - o - o - x o\nx - x o - - - - x - - - - - -\n1 1 2 2 2 3 3 3 3 4 4 4 5 5 5\n1 1 2 2 2 3 3 3 3 4 4 4 5 5 5\n1 1 2 2 2 3 3 3 3 4 4 4 5 5 5\n1 1 2 2 2 6 6 6 7 7 7 8 8 8 8\n9 9 9 9 9 6 6 6 7 7 7 8 8 8 8\n9 9 9 9 9 6 6 6 7 7 7 8 8 8 8\n9 9 9 9 9 6 6 6 13 13 13 13 14 14 14\n10 10 11 11 11 11 12 12 13 13 13 13 14 14 14\n10 10 11 11 11 11 12 12 13 13 13 13 14 14 14\n10 10 11 11 11 11 16 16 16 16 15 15 15 15 15\n17 17 17 17 17 17 16 16 16 16 15 15 15 15 15\n17 17 17 17 17 17 16 16 16 16 15 15 15 15 15\n18 18 18 18 19 19 19 19 20 20 20 20 20 20 20\n18 18 18 18 19 19 19 19 20 20 20 20 20 20 20\n18 18 18 18 19 19 19 19 20 20 20 20 20 20 20',
                 '15 15\nse ew ew sw - se ew ew sw se ew sw - se sw\nns - - ns se nw - - ns ns - ne ew nw ns\nne sw se nw ns - - se nw ne sw - - se nw\n- ns ne ew nw se ew nw - - ns se ew nw -\nse nw se ew sw ns - - - - ns ns - se sw\nns - ns - ns ns se sw se ew nw ne ew nw ns\nne ew nw se nw ne nw ns ns - se sw se ew nw\nse ew sw ne ew sw - ns ne ew nw ns ns - -\nne sw ne sw - ns - ns se ew ew nw ne ew sw\n- ns - ne ew nw se nw ne sw - - se ew nw\n- ne ew sw - - ne sw - ns se ew nw - -\n- - - ns - - - ne ew nw ne sw - - -\n- se ew nw se ew sw - se ew sw ne sw - -\nse nw se ew nw - ns - ns - ns - ne sw -\nne ew nw - - - ne ew nw - ne ew ew nw -'),
    '16_10x10': ('10 10\n- x - - - x - - - -\n- o o - o - o - o x\n- - o - - o - - - -\nx - - - x - - - x -\n- - o o - - x o o -\n- - o x o - - - - -\n- - - - - x - - - o\n- x - o - o - - - o\n- - - o - - - - x -\nx - - - - - - - - -\n1 1 1 2 3 3 3 4 4 4\n1 1 1 2 2 3 3 3 4 4\n9 9 9 2 2 2 3 3 4 4\n10 10 9 13 13 14 14 14 5 5\n10 10 9 13 13 14 14 14 5 5\n10 10 12 12 12 14 14 14 5 5\n8 8 12 12 12 7 7 5 5 5\n8 8 8 8 7 7 7 5 5 6\n11 11 11 11 7 7 7 5 5 6\n11 11 11 11 6 6 6 6 6 6',
                 '10 10\nse ew ew sw - se ew ew sw -\nns - - ne sw ns - - ns -\nne ew sw - ne nw - - ns -\nse sw ns - se ew ew sw ne sw\nns ne nw - ns - - ns - ns\nne ew sw - ns se ew nw se nw\n- - ne ew nw ne sw se nw -\n- - se ew sw - ns ns se sw\nse ew nw - ne ew nw ne nw ns\nne ew ew ew ew ew ew ew ew nw'),
}


def test_pzprjs_puzzle_has_its_published_answer():
    url, right, down = PZPRJS
    want = border_links(right, down)
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.puzzle.cells[0][:2] == ("sun", "moon") and len(report.puzzle.room_cells) == 6
    assert report.status == "unique" and loop_links(report.solution.loop) == want
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    report = gridsat.solve(api.loads(problem, "t", genre="moonsun"), mode="unique")
    assert report.status == "unique" and loop_links(report.solution.loop) == kit_links(answer)
    assert api.loads(G.formats[-1].write(report.puzzle), "t", genre="moonsun").puzzle == report.puzzle


def test_rules_on_two_rooms():
    # rooms: left column pair and right column pair of a 2x4 grid
    rooms = [[0, 0, 1, 1], [0, 0, 1, 1]]
    square = Loop(((0, 1), (0, 2), (1, 2), (1, 1)))
    p = G.puzzle.of(["ox.x", "...."], rooms=rooms)  # one loop through both rooms: sun then moon
    assert G.check(p, square) == ["the loop passes no marks in room 2 (r1c3)"]
    two = G.check(G.puzzle.of([".xx.", "x..."], rooms=rooms), square)
    assert "the loop passes moons in room 1 (r1c1) but misses the moon at r2c1" in two
    assert "the loop goes from a moon room to a moon room at r1c2-r1c3" in two
    whole = Loop(((0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (1, 2), (1, 1), (1, 0)))
    assert G.check(p, whole) == ["the loop passes sun and moon marks in room 1 (r1c1)"]
    q = G.puzzle.of([".ox.", "...."], rooms=rooms)
    assert G.check(q, square) == [] and gridsat.solve(q, mode="unique").status != "unsat"
    same = G.puzzle.of([".oo.", "...."], rooms=rooms)  # two sun rooms side by side: no answer
    assert "from a sun room to a sun room" in " ".join(G.check(same, square))
    assert gridsat.solve(same, mode="unique").status == "unsat"
    empty = G.puzzle.of([".o..", "...."], rooms=rooms)  # pzprjs: every room has a mark on the loop
    assert gridsat.solve(empty, mode="unique").status == "unsat"
