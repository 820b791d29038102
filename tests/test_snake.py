"""Snake: pzprjs's and Janko's puzzles with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders

G = encoders.get("snake")

# pzprjs test/script/snake.js: the URL and its answer (the shaded cells)
PZPRJS = ("https://puzz.link/p?snake/4/4/060300g1h4i", ["####", "#..#", "..##", "..#."])

# janko.at/Raetsel/Schlange/NNN.a.htm as the puzzlekit dataset holds them: problem, answer
JANKO = {
    "1_8x8": ('8 8\n1 1 7 3 4 2 1 2\n5 4 1 3 1 3 1 3\n- - - - - - - x\n- - - - - - - -\n- - - - - - - -\n- - - - - - - -\n- - - - - - - -\n- - - - - - - -\n- - - - - - - -\nx - - - - - - -',
              '8 8\n- - x x x x - x\n- - x - - x x x\n- - x - - - - -\n- - x x x - - -\n- - - - x - - -\n- - x x x - - -\n- - x - - - - -\nx x x - - - - -'),
    "3_9x9": ('9 9\n5 1 8 1 9 1 1 4 1\n3 2 2 3 3 5 4 5 4\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\nx - - - - - - - -\n- - - - - - - - -\n- - - - - - - - x\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -',
              '9 9\n- - x x x - - - -\n- - x - x - - - -\n- - x - x - - - -\nx - x - x - - - -\nx - x - x - - - -\nx - x - x - - x x\nx - x - x - - x -\nx x x - x - - x -\n- - - - x x x x -'),
    "5_10x10": ('10 10\n6 3 6 3 3 8 1 1 1 2\n5 5 5 1 1 5 4 1 3 4\n- - - - - - - - - -\n- - - - - - - - - x\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n- x - - - - - - - -\n- - - - - - - - - -',
                '10 10\n- - - - - x x x x x\nx x x - - x - - - x\nx - x x x x - - - -\nx - - - - - - - - -\nx - - - - - - - - -\nx - x x x x - - - -\nx x x - - x - - - -\n- - - - - x - - - -\n- x x - - x - - - -\n- - x x x x - - - -'),
    "7_11x11": ('11 11\n4 2 2 9 2 5 5 5 2 2 4\n4 6 3 3 8 5 3 1 5 1 3\n- - - - - - - - - - -\n- - - - - - - - - - -\nx - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- x - - - - - - - - -',
                '11 11\n- - - x x x x - - - -\n- - - x - - x x x x x\nx - - x - - - - - - x\nx - - x - - - - - - x\nx - - x - x x x x x x\nx x x x - x - - - - -\n- - - - - x x x - - -\n- - - - - - - x - - -\n- - - x x x x x - - -\n- - - x - - - - - - -\n- x x x - - - - - - -'),
    "9_12x12": ('12 12\n6 2 8 1 1 8 3 3 7 3 3 10\n10 4 4 4 6 4 2 2 2 8 2 7\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - - - - - - - - - - -\n- - x - - - - - - - x -',
                '12 12\nx x x x x x - - x x x x\nx - - - - x - - x - - x\nx - - - - x - - x - - x\nx - - - - x - - x - - x\nx - - - - x x x x - - x\nx x x - - - - - - - - x\n- - x - - - - - - - - x\n- - x - - - - - - - - x\n- - x - - - - - - - - x\n- - x - - x x x x x x x\n- - x - - x - - - - - -\n- - x - - x x x x x x -'),
    "11_9x9": ('9 9\n4 4 4 5 4 5 4 5 6\n6 5 3 3 5 7 1 5 6\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - x - -\n- - - - - - - - -\n- - x - - - - - -\n- - - - - - - - -',
               '9 9\n- x x x - x x x -\n- x - x x x - x -\nx x - - - - - x -\nx - - - - - - x x\nx - - x x x - - x\nx x x x - x x - x\n- - - - - - - - x\n- - x - x x x - x\n- - x x x - x x x'),
}


def test_pzprjs_puzzle_has_its_published_answer():
    url, rows = PZPRJS
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique"
    assert report.solution.shaded == tuple((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == "#")
    assert report.puzzle.cells[1][0] == "black circle" and report.puzzle.cells[2][2] == "white circle"
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    report = gridsat.solve(api.loads(problem, "t", genre="snake"), mode="unique")
    assert report.status == "unique"
    assert report.solution.shaded == tuple((r, c) for r, row in enumerate(answer.splitlines()[1:])
                                           for c, t in enumerate(row.split()) if t == "x")


def shaded(*rows):
    return G.solution(tuple((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == "#"))


def test_checker():
    p = G.puzzle.of(["...", "...", "..."])
    assert G.check(p, shaded("##.", ".#.", ".##")) == []
    assert any("diagonally" in x for x in G.check(p, shaded("#..", ".#.", "...")))
    assert any("not one path" in x for x in G.check(p, shaded("##.", "##.", "...")))
    assert any("not one path" in x for x in G.check(p, shaded("###", ".#.", "...")))
    assert any("at least two" in x for x in G.check(p, shaded("...", ".#.", "...")))
    ends = G.puzzle.of(["x..", "...", "..o"])
    assert any("r3c3 must be the body" in x for x in G.check(ends, shaded("##.", ".#.", ".##")))


def test_a_turn_touches_itself_at_a_corner():
    p = G.puzzle.of([".x..", "....", "...."], outside={"top": [3, 2, 1, 0], "left": [2, 1, 3]})
    report = gridsat.solve(p, mode="unique")  # r1c2 and r2c1 touch at a corner
    assert report.status == "unique" and report.solution.shaded == ((0, 0), (0, 1), (1, 0), (2, 0), (2, 1), (2, 2))
    assert gridsat.solve(G.puzzle.of(["..", ".."], outside={"top": [2, 2], "left": [2, 2]})).status == "unsat"
