"""Kurotto: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import kurotto

# pzprjs's test puzzle (test/script/kurotto.js) and its answer (# shaded).
PZPRJS = "https://puzz.link/p?kurotto/5/5/30m4h6h4m02"
PZPRJS_ANSWER = "..+++/#+##./##.+#/.+#+#/#++.."
# cspuz-rs's test puzzle and its answer (# shaded).
CSPUZ = "https://puzz.link/p?kurotto/6/6/3gah.m.i9.iam8h3g2"
CSPUZ_ANSWER = ".#.#../#.#..#/#.###./.##.../##..#./..#.#."
# The puzzle puzzlekit's Kurotto solver links to, a solver site's example, penpa-edit's parser
# tests (unique; no answer published).
MORE = [
    "https://puzz.link/p?kurotto/10/10/46s.g21k4k2h.i1n.4j34n.i3h.k3k61g3s23",
    "https://puzz.link/p?kurotto/10/10/sah2j.8.h.4.h6l6g4.l.8i9h9j.7.h.7.h5l5t6h3i",
    "https://puzz.link/p?kurotto/13/12/g1g1h.h0g1h2g0h4h4g1h3g1h.h2g4i2h.g1h2j.h2g.h.j6h.g.h3i6g2h5h5g4h2g.h.h3g.h5g"
    ".h.h8g9i3h.g.h6j5h3g.h.j7h.g.h9h",
    "https://puzz.link/p?kurotto/9/17/i123zg5h2g2h66h3g3h.7h.g4h4x567i4.5x5h7g4h56h8g5h.7h.g6h7zg234i",
]


def cells(answer: str):
    return tuple((r, c) for r, row in enumerate(answer.split("/")) for c, ch in enumerate(row) if ch == "#")


@pytest.mark.parametrize("source, answer", [(PZPRJS, PZPRJS_ANSWER), (CSPUZ, CSPUZ_ANSWER)])
def test_published_answers(source, answer):
    report = gridsat.solve(source, mode="unique")
    assert report.status == "unique"
    assert report.solution.shaded == cells(answer)


@pytest.mark.parametrize("url", MORE)
def test_more_published_puzzles_are_unique(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    loaded = api.load(url)
    assert loaded.genre.check(loaded.puzzle, report.solution) == []


def test_formats():
    p = api.load(MORE[0]).puzzle
    assert kurotto.GENRE.declared.to_url(p) == MORE[0]
    assert p.cells[1][5] == "?" and p.cells[0][0] == 4
    text = gridsat.convert(MORE[0], "puzzlekit")
    assert text.splitlines()[2].split()[5] == "o"  # puzzlekit's circle without a number
    assert api.loads(text, genre="kurotto").puzzle == p
    assert api.loads("kurotto\n?1\n..\n").puzzle.cells[0][0] == "?"


def test_rules_edge_cases():
    P, check, S = kurotto.Puzzle, kurotto.check, kurotto.GENRE.solution
    p = P.of(["2..", "...", "..o"])
    assert check(p, S(((0, 1), (0, 2)))) == []  # one area of two
    assert check(p, S(((0, 1), (1, 0)))) == []  # two areas of one
    assert any("total 3" in x for x in check(p, S(((0, 1), (0, 2), (1, 0)))))
    assert any("circle at r3c3 is shaded" in x for x in check(p, S(((0, 1), (0, 2), (2, 2)))))
    assert check(p, S(((0, 1), (0, 2), (2, 0)))) == []  # an area touching no circle is free
    assert any("no cell is shaded" in x for x in check(P.of(["0."]), S(())))
    # an area touching the circle twice counts once
    q = P.of(["...", ".3.", "..."])
    assert check(q, S(((0, 0), (0, 1), (1, 0)))) == []
    assert len(gridsat.count(P.of(["0."])).solutions) == 0  # pzprjs: some cell is shaded
