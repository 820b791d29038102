"""Sukoro: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import sukoro

# pzprjs's test puzzle (test/script/sukoro.js) and cspuz-rs's, with their answers (0 empty).
PUBLISHED = [
    ("https://puzz.link/p?sukoro/5/5/2a2c4a2g2a4c2a2", ["23200", "34320", "23032", "02343", "00232"]),
    ("https://puzz.link/p?sukoro/4/4/a3d4f2b", ["1320", "0241", "0020", "1231"]),
]
# penpa-edit's parser tests and a solver site's example (unique; no answer published).
MORE = [
    "https://puzz.link/p?sukoro/5/4/1c2b3d4..e",
    "https://puzz.link/p?sukoro/8/8/b1a2a21a1a2a2b1a2a2a1b2a2a2a12a1a2a2b1a1a2a21a1a2a2b1a2a1a1",
    "https://puzz.link/p?sukoro/11/11/p2324d14e3b2b3g3b1h31c13h2b3g1b2b1e23d1434p",
]


@pytest.mark.parametrize("url, answer", PUBLISHED)
def test_published_answers(url, answer):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    assert report.solution.grid == tuple(tuple(int(ch) for ch in row) for row in answer)


@pytest.mark.parametrize("url", MORE)
def test_more_published_puzzles_are_unique(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    loaded = api.load(url)
    assert loaded.genre.check(loaded.puzzle, report.solution) == []


def test_formats():
    p = api.load(MORE[0]).puzzle
    assert sukoro.GENRE.declared.to_url(p) == MORE[0]
    assert p.cells[2][3] == "?" and p.cells[0][0] == 1
    q = api.load(PUBLISHED[0][0]).puzzle
    assert api.loads(gridsat.convert(q, "puzzlekit"), genre="sukoro").puzzle == q
    with pytest.raises(gridsat.InputError):
        api.loads("sukoro\n5.\n..\n")


def test_rules_edge_cases():
    P, check, S = sukoro.Puzzle, sukoro.check, sukoro.NUMBERS.solution
    p = P.of(["...", "..."])
    assert check(p, S(((1, 2, 1), (0, 0, 0)))) == []
    assert any("both hold 1" in x for x in check(p, S(((1, 1, 0), (0, 0, 0)))))  # so no two-cell answer
    assert any("both hold 2" in x for x in check(p, S(((2, 2, 0), (0, 0, 0)))))
    assert any("has 1 numbered neighbours" in x for x in check(p, S(((2, 1, 0), (0, 0, 0)))))
    assert any("not connected" in x for x in check(p, S(((0, 0, 0), (0, 0, 0)))) + check(p, S(((1, 0, 1), (1, 0, 1)))))
    assert any("no cell is numbered" in x for x in check(p, S(((0, 0, 0), (0, 0, 0)))))
    q = P.of(["?.", ".."])
    assert any("the clue says ?" in x for x in check(q, S(((0, 1), (0, 1)))))
