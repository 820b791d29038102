"""Battleships: published puzzles (Janko's via the puzzlekit dataset) and the rules' edge cases."""
import pytest

import gridsat
from gridsat import encoders

G = encoders.get("battleships")

# janko.at/Raetsel/Battleships/001, 002, 003 (puzzlekit-dataset: problem text, answer)
JANKO = [
    ("11 11 5 4 3 2 1\n2 5 3 2 4 4 2 4 2 1 6\n2 6 1 7 0 1 8 1 5 0 4\n- - - - - - - x - - -\nw - - x - - - - - - -\n"
     "- - - - - - - - - - x\n- - - - - x - x - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n"
     "- - - - x - - - - - -\n- - - - - - - - - - s\n- - - - - - - - - - -\n- - - - - - - - - - -\n"
     "- - - - - - - - - - -",
     "- - - - - - - - o - n\nw m e - w e - - - - s\n- - - - - - - o - - -\nw m m m e - - - - w e\n"
     "- - - - - - - - - - -\n- - - - - - - - - - n\n- w m e - w m m e - m\n- - - - - - - - - - s\n"
     "- o - - w m m e - - -\n- - - - - - - - - - -\n- o - - w e - o - - -"),
    ("11 11 5 4 3 2 1\n2 1 5 5 2 6 0 0 9 0 5\n6 1 6 1 2 5 2 5 2 3 2\nx - - - - x - - - - -\n"
     "- - - - - - - - - - -\n- - - - - - - - - - x\n- - - - - - - - m - -\n- - - - - - - - - - -\n"
     "- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n"
     "- - - - - - - - - - -\n- - - - - - - - - - -",
     "- w m m e - - - n - o\n- - - - - - - - m - -\no - w m m e - - m - -\n- - - - - - - - m - -\n"
     "- - - - - n - - s - -\no - w e - s - - - - n\n- - - - - - - - n - m\n- - w e - n - - m - s\n"
     "- - - - - m - - s - -\n- - w e - s - - - - -\n- - - - - - - - o - o"),
    ("11 11 5 4 3 2 1\n8 0 5 3 3 3 2 4 0 7 0\n5 1 5 3 6 2 2 3 2 1 5\n- - - x - e - - - - -\n"
     "n - - - - - - - - - -\n- - x - - - e - - - -\n- - - - - - - - - - -\n- - - - - - - x - - -\n"
     "- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n- - - - - - - - - - -\n"
     "- - - - - - - - - - -\n- - - - - - - - - - -",
     "- - o - w e - o - o -\nn - - - - - - - - - -\nm - - - w m e - - n -\nm - n - - - - - - m -\n"
     "s - m - w m e - - m -\n- - s - - - - - - m -\n- - - - - - - n - s -\nn - - n - - - s - - -\n"
     "m - - s - - - - - - -\nm - - - - - - - - - -\ns - w e - - - o - o -"),
]


# pzprjs test/script/battleship.js: the URL (fleet preset "c": three 1s, two 2s, one 3) and its answer
PZPR_URL = "https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c"
PZPR_ANSWER = ["..#...", "#.#..#", "......", "##....", "...###", "#....."]


def test_pzprjs_answer():
    p = gridsat.load(PZPR_URL).puzzle
    assert p.fleet == (3, 2, 1) and p.cells[3][0] == "left" and p.cells[0][5] == "water"
    rep = gridsat.solve(p, mode="unique")
    assert rep.status == "unique"
    assert list(rep.solution.shaded) == [(r, c) for r, row in enumerate(PZPR_ANSWER) for c, x in enumerate(row)
                                         if x == "#"]
    assert G.formats[0].write(p) == PZPR_URL
    q = p.replace(fleet=(1, 0, 0, 0, 0, 2))  # a fleet that is no preset: the bank written piece by piece
    assert G.formats[0].write(q).endswith("/3/11g/61vg/61vg") and G.formats[0].read(G.formats[0].write(q)) == q


@pytest.mark.parametrize("problem,answer", JANKO)
def test_janko_answers(problem, answer):
    p = G.parse(problem + "\n")
    assert p.fleet == (5, 4, 3, 2, 1)
    rep = gridsat.solve(p, mode="unique")
    assert rep.status == "unique"
    want = sorted((r, c) for r, row in enumerate(answer.splitlines()) for c, t in enumerate(row.split()) if t != "-")
    assert list(rep.solution.shaded) == want


def test_formats_keep_the_fleet():
    p = G.parse(JANKO[0][0] + "\n")
    assert G.parse(G.to_text(p)) == p
    assert G.from_json(G.to_json(p)) == p
    kit = G.formats[1]
    assert kit.read(kit.write(p)) == p
    assert G.parse("battleships 2x2\n..\n..\nfleet: 1\n").fleet == (1,)
    assert G.parse("battleships 2x2\n..\n..\n").fleet == (4, 3, 2, 1)  # the usual fleet by default


def test_rules_edge_cases():
    S = G.solution
    # a 1x3 ship fits a 3x3 grid's middle row or column ...
    p = G.parse("battleships 3x3\n...\n.m.\n...\nfleet: 0 0 1\n")
    assert len(gridsat.count(p).solutions) == 2
    # ... and touching ships are refused, even diagonally
    p = G.parse("battleships 3x3\n...\n...\n...\nfleet: 2\n")
    assert any("touches" in x for x in G.check(p, S(((0, 0), (1, 1)))))
    assert G.check(p, S(((0, 0), (2, 2)))) == []
    assert any("not straight" in x or "fleet" in x for x in G.check(p, S(((0, 0), (0, 1), (1, 1)))))
    # a given end points into its ship
    p = G.parse("battleships 3x1\nw..\nfleet: 0 1\n")
    assert [s.shaded for s in gridsat.count(p).solutions] == [((0, 0), (0, 1))]
