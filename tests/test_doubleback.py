"""Double Back: pzprjs's and Janko's puzzles with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Loop
from gridsat.encoders.doubleback import rooms

from .test_loop_rooms import border_links, kit_links, loop_links

G = encoders.get("doubleback")

# pzprjs test/script/doubleback.js: the URL and its answer (pzprv3 border lines: links right, then down)
PZPRJS = ("https://puzz.link/p?doubleback/4/4/14063o", "1 1 1 /0 1 0 /0 0 0 /1 0 1 /",
          "1 0 0 1 /1 1 1 1 /1 1 1 1 /")

# janko.at/Raetsel/Double-Back/NNN.a.htm as the puzzlekit dataset holds them: problem, answer
JANKO = {
    "01_8x8": ('8 8\n1 1 6 6 6 6 6 6\n1 5 5 5 5 11 11 6\n1 5 7 7 7 7 11 6\n2 4 7 8 8 7 11 6\n2 4 7 8 8 9 11 12\n2 4 9 9 9 9 11 12\n3 4 10 10 10 10 10 13\n3 3 3 3 3 13 13 13',
               '8 8\nse ew ew ew sw se ew sw\nne sw se ew nw ne sw ns\nse nw ne ew ew sw ns ns\nne sw se ew sw ne nw ns\nse nw ne sw ne sw se nw\nns se ew nw se nw ne sw\nns ns se ew nw se sw ns\nne nw ne ew ew nw ne nw'),
    "02_9x9": ('9 9\n1 1 1 7 7 7 10 10 10\n1 1 2 8 8 8 10 11 11\n2 2 2 9 9 9 10 11 11\n3 3 4 12 12 12 16 16 16\n3 3 4 12 # 12 16 16 16\n4 4 4 12 12 12 15 15 16\n5 6 6 13 13 13 17 17 17\n5 6 6 13 14 13 17 17 18\n5 6 6 14 14 13 18 18 18',
               '9 9\nse sw se sw se sw se ew sw\nns ns ns ne nw ns ne sw ns\nns ne nw se sw ne ew nw ns\nne ew sw ns ne sw se sw ns\nse sw ns ns - ne nw ns ns\nns ne nw ne ew ew sw ne nw\nne ew sw se ew sw ne ew sw\nse ew nw ns se nw se sw ns\nne ew ew nw ne ew nw ne nw'),
    "03_10x10": ('10 10\n1 1 5 6 6 12 12 13 13 13\n1 1 5 7 7 7 4 11 11 11\n2 2 4 7 7 7 4 4 4 11\n2 2 4 7 7 7 4 11 4 11\n2 2 4 4 4 4 4 11 11 11\n2 2 3 3 3 3 3 3 8 8\n2 3 3 2 3 8 8 3 8 8\n2 2 2 2 10 10 8 3 8 8\n9 9 9 9 9 9 8 8 8 8\n9 9 9 9 9 9 8 8 8 8',
                 '10 10\nse ew ew sw se sw se sw se sw\nns se sw ns ns ne nw ne nw ns\nns ns ns ns ne sw se ew sw ns\nns ns ns ne ew nw ns se nw ns\nns ns ne ew ew ew nw ne ew nw\nns ns se ew ew ew ew sw se sw\nns ne nw se sw se sw ns ns ns\nne ew ew nw ns ns ne nw ns ns\nse ew ew ew nw ne ew ew nw ns\nne ew ew ew ew ew ew ew ew nw'),
    "07_12x12": ('12 12\n1 1 1 2 2 2 13 13 13 14 14 14\n1 2 2 2 2 2 13 13 14 14 14 15\n4 3 3 3 3 2 13 13 14 16 16 15\n4 3 11 11 7 13 13 17 17 17 16 15\n4 7 12 12 7 13 13 17 18 18 16 15\n4 7 7 7 7 19 19 19 19 18 16 15\n4 6 10 10 7 20 20 21 21 22 16 28\n4 6 10 10 7 20 25 25 22 22 27 28\n4 6 6 7 7 24 25 25 23 26 27 28\n5 5 8 8 24 24 23 23 23 26 26 26\n5 5 8 9 9 24 23 23 23 29 29 29\n5 5 9 9 9 24 23 29 29 29 29 29',
                 '12 12\nse sw se sw se sw se ew ew ew ew sw\nns ne nw ne nw ns ne sw se ew ew nw\nne sw se ew ew nw se nw ne ew ew sw\nse nw ns se sw se nw se sw se sw ns\nns se nw ns ns ns se nw ne nw ns ns\nns ne ew nw ns ns ne ew ew sw ns ns\nns se ew sw ns ne ew sw se nw ne nw\nns ne sw ns ns se sw ns ne ew ew sw\nns se nw ne nw ns ns ne sw se ew nw\nns ne ew sw se nw ne sw ns ns se sw\nns se sw ne nw se sw ne nw ne nw ns\nne nw ne ew ew nw ne ew ew ew ew nw'),
    "11_10x10": ('10 10\n1 1 1 4 5 5 5 9 9 10\n2 1 4 4 5 5 5 8 8 10\n2 1 4 6 6 6 6 8 8 10\n2 3 3 3 14 14 7 7 7 10\n3 3 3 15 # # 12 11 11 11\n20 20 20 15 # # 12 17 11 11\n21 20 20 16 36 36 17 17 17 18\n21 22 22 16 16 25 25 19 18 18\n22 22 22 23 23 23 24 19 19 18\n22 23 23 23 23 23 24 18 18 18',
                 '10 10\nse ew ew ew ew ew ew sw se sw\nne sw se ew ew ew sw ne nw ns\nse nw ne ew sw se nw se ew nw\nns se sw se nw ne sw ne ew sw\nne nw ne nw - - ne ew sw ns\nse ew ew sw - - se sw ns ns\nne ew sw ne sw se nw ne nw ns\nse sw ns se nw ns se ew ew nw\nns ne nw ne ew nw ne ew ew sw\nne ew ew ew ew ew ew ew ew nw'),
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
    loaded = api.loads(problem, "t", genre="doubleback")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique" and loop_links(report.solution.loop) == kit_links(answer)
    kit = next(f for f in G.formats if f.name == "puzzlekit")
    again = kit.read(kit.write(loaded.puzzle), "t")
    assert again.cells == loaded.puzzle.cells and again.room_cells == loaded.puzzle.room_cells


def test_black_cells_in_the_url_and_in_no_room():
    p = G.puzzle.of(["....", ".#..", "...."], rooms=[[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 1, 1]])
    url = G.formats[0].write(p)
    assert G.formats[0].read(url, "t").cells == p.cells
    assert [len(room) for room in rooms(p)] == [5, 6]


def test_checker():
    p = G.puzzle.of(["...", "..."], rooms=[[0, 0, 1], [0, 0, 1]])
    ring = Loop(((0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)))
    assert any("crosses the border of room 1 (r1c1) 2 times" in x for x in G.check(p, ring))
    assert any("misses the white cell" in x for x in G.check(p, Loop(((0, 0), (0, 1), (1, 1), (1, 0)))))
    assert gridsat.solve(p).status == "unsat"
