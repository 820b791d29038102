"""Str8ts: Janko's puzzles (puzzlekit's Str8t dataset) with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Filling
from gridsat.formats import InputError

G = encoders.get("str8ts")

# janko.at/Raetsel/Straights/NNN.a.htm as the puzzlekit dataset holds them: problem, answer (a black cell
# shows '-', or its number)
JANKO = {
    '1_6x6': ('6 6\nx - - 1x x x\nx - - - 5 -\nx - 1 - - -\n4 - - - - x\n- 6 5 - - x\nx x x - 1 4x',
              '6 6\n- 4 3 1 - -\n- 2 4 3 5 1\n- 3 1 5 4 2\n4 5 2 6 3 -\n3 6 5 4 2 -\n- - - 2 1 4'),
    '2_6x6': ('6 6\n3 4 x - - x\n- - 1x 6 - x\n- - - - - x\nx - - - 1 -\nx - 3 x - -\nx - - x - -',
              '6 6\n3 4 - 5 6 -\n4 3 1 6 5 -\n5 1 4 3 2 -\n- 5 2 4 1 3\n- 2 3 - 4 5\n- 6 5 - 3 4'),
    '7_9x9': ('9 9\n9x 6 8 1 - - - 4 -\n- - x x 4 - - 7x x\n5 x x - 3 - x x -\n- x - - - 4 6x - -\nx - - - x - - - x\n3 - x - 5 8 - x -\n- x x - - - x 5x -\nx x 5 - - x 4x 1 -\n- 7 - - - - - - 1x',
              '9 9\n9 6 8 1 2 5 3 4 7\n6 5 - - 4 3 2 7 -\n5 - - 4 3 2 - - 8\n7 - 3 2 1 4 6 8 9\n- 3 4 5 - 7 8 9 -\n3 2 - 6 5 8 7 - 4\n2 - - 8 7 6 - 5 3\n- - 5 7 6 - 4 1 2\n4 7 6 3 8 9 5 2 1'),
    '8_9x9': ('9 9\n1x - - - - - - 7 -\n- 1 4x x - - 5 x x\n- 5x x - - - x x -\n- x - 8 5 - x - 3\nx - - - x - - - x\n- - 6x 4 - - - x -\n- x x - 3 - x x 5\nx 7x - - 4 x x - -\n- 4 - - - 1 8 6 9x',
              '9 9\n1 2 5 9 8 3 6 7 4\n2 1 4 - 6 7 5 - -\n3 5 - 6 7 8 - - 2\n4 - 7 8 5 6 - 2 3\n- 9 8 7 - 5 4 3 -\n9 8 6 4 1 2 3 - 7\n8 - - 2 3 4 - - 5\n- 7 2 3 4 - - 5 6\n7 4 3 5 2 1 8 6 9'),
    '13_9x9': ('9 9\nx - - - 1x x 4 - x\nx 5 - - - 4x - - x\n- - - x - - 1 - x\n- - 9x x - - - - 5\n- - x - - - x - -\n- 1 - - - x x - 7\nx - - - 2 x 8 - -\n2x 3 - 5x - 7 - - x\nx - - x x - - 8 3x',
               '9 9\n- 9 8 7 1 - 4 3 -\n- 5 6 8 7 4 2 1 -\n5 6 7 - 4 3 1 2 -\n7 8 9 - 6 2 3 4 5\n6 7 - 2 3 1 - 5 4\n4 1 2 3 5 - - 6 7\n- 4 3 1 2 - 8 7 6\n2 3 4 5 8 7 6 9 -\n- 2 1 - - 6 7 8 3'),
    '20_9x9': ('9 9\n5x x - 8 x x - - -\n- x - - - - 1x 8x -\n7 - - x - - - x -\n- - - - 6 - - - -\nx - 6 - x 9 - - x\n- - - - - - - - -\n- x - 1 - x - - -\n- x 9x - - - - x -\n- - - x 7x - - x 6x',
               '9 9\n5 - 7 8 - - 2 3 4\n9 - 4 7 5 6 1 8 3\n7 6 8 - 4 5 3 - 2\n8 4 3 2 6 7 9 5 1\n- 5 6 4 - 9 8 7 -\n2 7 5 3 1 8 6 4 9\n4 - 2 1 3 - 7 6 8\n1 - 9 5 2 3 4 - 7\n3 2 1 - 7 4 5 - 6'),
}


def grid(problem: str, answer: str) -> tuple:
    given = [row.split() for row in problem.splitlines()[1:]]
    return tuple(tuple(0 if "x" in given[r][c] else int(t) for c, t in enumerate(row.split()))
                 for r, row in enumerate(answer.splitlines()[1:]))


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    report = gridsat.solve(api.loads(problem, "t", genre="str8ts"), mode="unique")
    assert report.status == "unique" and report.solution.grid == grid(problem, answer)
    assert api.loads(G.formats[0].write(report.puzzle), "t", genre="str8ts").puzzle == report.puzzle


def test_tokens():
    p = G.puzzle.of([["x", "4x", "."], ["x3", "2", "#"], [".", ".", "."]])
    assert p.cells == (("black", "4x", None), ("3x", 2, "black"), (None, None, None))
    assert G.parse(G.to_text(p), "t") == p and G.from_json(G.to_json(p), "t") == p
    for bad in ("str8ts 2x2\n0x .\n. .\n", "str8ts 2x3\n...\n...\n"):
        with pytest.raises(InputError):
            api.loads(bad, "t")


def test_rules():
    p = G.puzzle.of([["1x", ".", "."], [".", ".", "x"], [".", ".", "."]])
    assert G.check(p, Filling(((0, 2, 3), (2, 3, 0), (3, 1, 2)))) == []
    assert G.check(p, Filling(((0, 3, 2), (2, 1, 0), (3, 2, 1)))) == []
    bad = G.check(p, Filling(((0, 1, 3), (3, 2, 0), (2, 3, 1))))
    assert "1 repeats in the line of r1c1 and r1c3" in bad
    assert "the compartment at r1c2 holds [1, 3], not consecutive numbers" in bad
    assert G.check(p, Filling(((1, 2, 3), (2, 3, 0), (3, 1, 2)))) == ["the black cell r1c1 holds 1, not 0"]
    assert gridsat.solve(p, mode="unique").status != "unsat"
    q = G.puzzle.of([["1x", ".", "2"], [".", ".", "x"], [".", ".", "1"]])
    report = gridsat.solve(q, mode="unique")
    assert report.status == "unique" and report.solution.grid == ((0, 3, 2), (2, 1, 0), (3, 2, 1))
