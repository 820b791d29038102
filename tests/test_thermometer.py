"""Thermometers: published puzzles (Janko's via the puzzlekit dataset) and the rules' edge cases."""
import pytest

import gridsat
from gridsat import encoders
from gridsat.formats import InputError

G = encoders.get("thermometer")

# janko.at/Raetsel/Thermometer/001, 006, 013 (puzzlekit-dataset: problem text, answer)
JANKO = [
    ("6 6\n2 4 3 3 5 3\n4 2 2 3 4 5\n2.1 2.2 2.3 2.4 2.5 10.3\n8.5 8.4 8.3 8.2 8.1 10.2\n5.5 5.4 5.3 5.2 5.1 10.1\n"
     "1.3 3.1 4.3 6.1 9.1 11.3\n1.2 3.2 4.2 6.2 9.2 11.2\n1.1 3.3 4.1 7.1 7.2 11.1",
     "x x x - - x\n- - - - x x\n- - - - x x\n- x - x x -\n- x x x x -\nx x x x x -"),
    ("8 8\n3 5 4 3 5 7 7 2\n6 7 5 1 3 6 5 3\n1.1 3.1 9.4 9.3 9.2 9.1 14.1 17.1\n1.2 3.2 5.2 7.1 12.2 12.1 14.2 17.2\n"
     "1.3 3.3 5.1 7.2 10.1 10.2 14.3 17.3\n11.6 11.5 11.4 11.3 11.2 11.1 14.4 17.4\n2.1 6.1 6.2 6.3 6.4 6.5 15.1 15.2\n"
     "2.2 4.3 16.6 16.5 16.4 16.3 16.2 16.1\n2.3 4.2 8.1 8.2 8.3 8.4 8.5 18.2\n2.4 4.1 13.5 13.4 13.3 13.2 13.1 18.1",
     "x x - - x x x x\nx x x x x x x -\n- x x - x x x -\n- - - - - x - -\nx x - - - - x -\n"
     "- - x x x x x x\n- - x x x x x -\n- x - - - x x -"),
    ("10 10\n6 6 3 6 7 9 4 7 3 2\n4 7 7 3 5 8 2 7 7 3\n1.1 3.1 13.3 13.2 13.1 18.3 20.3 23.1 27.4 29.1\n"
     "1.2 3.2 8.2 10.2 14.1 18.2 20.2 23.2 27.3 29.2\n4.2 4.1 8.1 10.1 14.2 18.1 20.1 23.3 27.2 29.3\n"
     "5.3 5.2 5.1 15.1 15.2 15.3 15.4 15.5 27.1 29.4\n16.6 16.5 16.4 16.3 16.2 16.1 21.1 21.2 21.3 21.4\n"
     "2.1 11.4 11.3 11.2 11.1 19.2 24.2 24.1 28.4 30.4\n2.2 6.1 12.3 12.2 12.1 19.1 25.2 25.1 28.3 30.3\n"
     "2.3 6.2 9.1 9.2 9.3 9.4 9.5 9.6 28.2 30.2\n7.1 7.2 7.3 7.4 17.1 17.2 17.3 17.4 28.1 30.1\n"
     "22.7 22.6 22.5 22.4 22.3 22.2 22.1 26.1 26.2 26.3",
     "x x - - - x - x - -\nx x - x x x - x x -\nx x - x x x - x x -\n- - - x x - - - x -\n"
     "- x x x x x - - - -\nx x x x x x x x - -\nx - - - - x - - - -\n- - x x x x x x - x\n"
     "x x - - x x x x - x\n- - - - - x x x - -"),
]


@pytest.mark.parametrize("problem,answer", JANKO)
def test_janko_answers(problem, answer):
    p = G.parse(problem + "\n")
    rep = gridsat.solve(p, mode="unique")
    assert rep.status == "unique"
    want = sorted((r, c) for r, row in enumerate(answer.splitlines()) for c, t in enumerate(row.split()) if t == "x")
    assert list(rep.solution.shaded) == want
    kit = G.formats[0]
    assert kit.read(kit.write(p)) == p


def test_rules_edge_cases():
    S = G.solution
    p = G.parse("thermometer 3x1\n1 2 3\nrooms\naaa\n")
    assert len(gridsat.count(p).solutions) == 4  # empty, 1, 2 or 3 cells from the bulb
    assert any("from its bulb" in x for x in G.check(p, S(((0, 1),))))
    p = G.parse("thermometer 3x1\n1 2 3\nrooms\naaa\ntop: . . 1\n")
    assert [s.shaded for s in gridsat.count(p).solutions] == [((0, 0), (0, 1), (0, 2))]
    with pytest.raises(InputError, match="1..3"):
        G.parse("thermometer 3x1\n1 2 2\nrooms\naaa\n")
