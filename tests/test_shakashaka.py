"""Shakashaka: published puzzles (pzprjs's test script, Janko's via the puzzlekit dataset) and
the rules' edge cases."""
import pytest

import gridsat
from gridsat import encoders

G = encoders.get("shakashaka")

# pzprjs test/script/shakashaka.js: the URL and its answer (2 bl, 3 br, 4 tr, 5 tl)
PZPR_URL = "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"
PZPR_ANSWER = [". 5 4 + . +", "5 . 3 . 5 4", "2 3 . 5 . 3", ". 5 4 2 3 .", "5 . 3 + 5 4", "2 3 + . 2 3"]
PZPR_CORNER = {"2": "bl", "3": "br", "4": "tr", "5": "tl"}

# janko.at/Raetsel/Shakashaka/001, 004, 005 (puzzlekit-dataset: problem text, answer)
JANKO = [
    ("8 8\n2 - - - - - - x\n- - - - - - x -\n- - - - - 4 - -\n- - - - 4 - - -\n- - - 4 - - - -\n3 - - - - - - -\n"
     "- - - - - x - -\n- - - - 2 - x 1",
     "- nw ne - nw ne - -\nnw - se nw - se - -\nsw se nw - se - nw ne\nnw ne sw se - nw - se\n"
     "sw - ne - nw - se -\n- sw se nw - se nw ne\nnw ne nw - se - sw se\nsw se sw se - - - -"),
    ("10 10\n2 - - - - - - - - 2\n- - - 2 - - 3 - - -\n- - - - - - - - - -\n- 3 - - 3 - - - 2 -\n"
     "- - - - - - 2 - - -\n- - - 2 - - - - - -\n- 2 - - - 3 - - 3 -\n- - - - - - - - - -\n"
     "- - - 3 - - 2 - - -\n0 - - - - - - - - 0",
     "- nw ne - - - - nw ne -\nnw - se - nw ne - sw - ne\nsw se - - sw - ne - sw se\n- - nw ne - sw se - - -\n"
     "nw ne sw se - - - - nw ne\nsw se - - - - nw ne sw se\n- - - nw ne - sw se - -\n- nw ne sw - ne - nw ne -\n"
     "- sw se - sw se - sw se -\n- - - - - - - - - -"),
    ("10 10\n- 2 - - - - - 3 - -\n- - - - - - - - - -\nx - - - x - - - - -\n- - - 3 - - - - - -\n"
     "- - - - - - 2 - - 0\n- - 3 - - - - - 2 -\n- - - - - - - - - -\n- - - - - - - - - 2\n"
     "2 - - - - - - - - -\n- - - - 3 - - - - -",
     "- - nw ne - nw ne - nw ne\n- nw - se - sw - ne sw se\n- sw se - - - sw - ne -\n- nw ne - nw ne - sw se -\n"
     "nw - se nw - se - - - -\nsw se - sw se - nw ne - -\nnw ne - nw ne - sw - ne -\nsw - ne sw - ne - sw se -\n"
     "- sw - ne sw - ne - nw ne\n- - sw se - sw se - sw se"),
]
KIT_CORNER = {"nw": "tl", "ne": "tr", "sw": "bl", "se": "br"}


def test_pzprjs_answer():
    rep = gridsat.solve(PZPR_URL, mode="unique")
    assert rep.status == "unique"
    want = sorted((r, c, PZPR_CORNER[t]) for r, row in enumerate(PZPR_ANSWER) for c, t in enumerate(row.split())
                  if t in PZPR_CORNER)
    assert list(rep.solution.triangles) == want
    assert G.formats[0].write(gridsat.load(PZPR_URL).puzzle) == PZPR_URL


@pytest.mark.parametrize("problem,answer", JANKO)
def test_janko_answers(problem, answer):
    rep = gridsat.solve(G.declared.from_puzzlekit(problem + "\n"), mode="unique")
    assert rep.status == "unique"
    want = sorted((r, c, KIT_CORNER[t]) for r, row in enumerate(answer.splitlines()) for c, t in enumerate(row.split())
                  if t in KIT_CORNER)
    assert list(rep.solution.triangles) == want


def test_checker_names_the_rules():
    S = G.solution
    p = G.parse("shakashaka 3x3\n...\n...\n...\n")
    assert G.check(p, S(())) == []  # one white 3x3 rectangle
    # a diamond of four triangles around the centre point of a 2x2 block is a tilted square
    p2 = G.parse("shakashaka 2x2\n..\n..\n")
    assert G.check(p2, S(((0, 0, "tl"), (0, 1, "tr"), (1, 0, "bl"), (1, 1, "br")))) == []
    assert any("not a rectangle" in x for x in G.check(p2, S(((0, 0, "tl"),))))
    p3 = G.parse("shakashaka 3x1\n.1.\n")
    assert any("has 0 triangles" in x for x in G.check(p3, S(())))
    assert any("not a white cell" in x for x in G.check(p3, S(((0, 1, "tl"),))))
