"""Aqre: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import aqre
from gridsat.formats import InputError

# pzprjs's test puzzle (test/script/aqre.js) and its answer (# shaded).
PZPRJS = "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g"
PZPRJS_ANSWER = "...#../##.###/.##.##/##.###/#.##../###..."
# puzzlekit's AqreSolver example and the answer it documents (x shaded).
PUZZLEKIT = ("6 6\n11 - - - - -\n- - - - - -\n- 1 - - - -\n- - - 1 - -\n- - - - - -\n- - - - - -\n"
             "1 1 1 1 1 1\n1 1 1 1 1 1\n1 2 2 1 1 1\n1 2 1 3 3 1\n1 1 1 1 3 1\n1 1 1 1 1 1\n")
PUZZLEKIT_ANSWER = "..x.../.xxx../xx.xxx/..xx../..x.../..x..."
# penpa-edit's parser tests and a solver site's examples (unique; no answer published).
MORE = [
    "https://puzz.link/p?aqre/10/10/vvvs000fvvu0007vvv00vv00vv00vv00vv002020210221g0120200211g2121212120",
    "https://puzz.link/p?aqre/6/11/vvvvvvvvvvv0820h4928g41012345221514131210",
    "https://puzz.link/p?aqre/7/7/0bdm3dmg0fg0r6o0fg40g123",
    "https://puzz.link/p?aqre/10/10/tpro1k3fovm0f8s00004sog0dk03tgm162g0000g000000000000",
    "https://puzz.link/p?aqre/21/17/144g3ab85s7kb44ql7sl61gc600ccc66cc66ic69c286i1g9cfu6nlltag1a4g1420081q5816tq1dvmh"
    "850l248h00g0321300001800kkbkaa18552l2lllllcdhkbvvk2fv404g7411g0115111339001112000182",
]


def cells(answer: str, mark: str = "#"):
    return tuple((r, c) for r, row in enumerate(answer.split("/")) for c, ch in enumerate(row) if ch == mark)


def test_pzprjs_answer():
    report = gridsat.solve(PZPRJS, mode="unique")
    assert report.status == "unique"
    assert report.solution.shaded == cells(PZPRJS_ANSWER)


def test_puzzlekit_example():
    report = gridsat.solve(PUZZLEKIT, mode="unique", genre="aqre")
    assert report.status == "unique"
    assert report.solution.shaded == cells(PUZZLEKIT_ANSWER, "x")


@pytest.mark.parametrize("url", MORE)
def test_more_published_puzzles_are_unique(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    loaded = api.load(url)
    assert loaded.genre.check(loaded.puzzle, report.solution) == []


def test_formats():
    p = api.load(PZPRJS).puzzle
    assert aqre.GENRE.declared.to_url(p) == PZPRJS
    assert p.cells[0][0] == 0 and p.cells[0][3] == 1 and p.cells[0][1] is None
    text = gridsat.convert(PZPRJS, "puzzlekit")
    assert api.loads(text, genre="aqre").puzzle == p
    with pytest.raises(InputError, match="room 1 already has a number"):
        api.loads("aqre\n12\n..\nrooms\naa\nbb\n")


def test_rules_edge_cases():
    P, check, S = aqre.Puzzle, aqre.check, aqre.GENRE.solution
    p = P([[None] * 5], rooms=[[0, 0, 1, 1, 1]])
    assert any("4 unshaded cells in a row" in x for x in check(p, S(((0, 0),))))
    assert any("4 shaded cells in a row" in x for x in check(p, S(((0, 0), (0, 1), (0, 2), (0, 3)))))
    assert any("not connected" in x for x in check(p, S(((0, 0), (0, 2)))))
    assert check(p, S(((0, 1), (0, 2)))) == []
    q = P([[2, None, None, None, None]], rooms=[[0, 0, 1, 1, 1]])
    assert any("room 1 (r1c1) has 1 shaded cells, needs 2" in x for x in check(q, S(((0, 1), (0, 2)))))
    assert check(q, S(((0, 0), (0, 1), (0, 2)))) == []  # a numbered cell may be shaded
