"""Tatamibari: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import gridsat
from gridsat import api, encoders
from gridsat.answers import REGIONS

G = encoders.get("tatamibari")

# pzprjs test/script/tatamibari.js: the URL and its answer, as rectangles (top, left, bottom, right)
PZPRJS = ("https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g",
          [(0, 0, 2, 1), (0, 2, 1, 3), (0, 4, 1, 4), (2, 2, 4, 2), (2, 3, 2, 4), (3, 0, 4, 0), (3, 1, 3, 1),
           (4, 1, 4, 1), (3, 3, 4, 4)])

# Janko's Tatamibari 3 (puzzlekit's solver example) and its answer
JANKO = ["1 3 7 7 10 10 15 17", "2 3 7 7 10 10 15 17", "2 3 8 8 10 10 15 18", "2 3 8 8 10 10 15 19",
         "2 4 4 9 9 12 12 19", "2 5 5 5 11 12 12 19", "2 5 5 5 11 13 13 19", "2 6 6 6 11 14 16 16"]


def test_pzprjs_puzzle_has_its_published_answer():
    url, rects = PZPRJS
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique"
    want = [[(r, c) for r in range(t, b + 1) for c in range(le, ri + 1)] for t, le, b, ri in rects]
    assert report.solution == REGIONS.make(want)
    assert G.formats[0].write(report.puzzle) == url


def test_janko_puzzle_has_its_published_answer():
    report = gridsat.solve(api.load("examples/tatamibari-8x8.txt"), mode="unique")
    assert report.status == "unique"
    groups: dict = {}
    for r, row in enumerate(JANKO):
        for c, label in enumerate(row.split()):
            groups.setdefault(label, []).append((r, c))
    assert report.solution == REGIONS.make(groups.values())


def test_puzzlekit_text():
    p = api.loads("4 4\ns - v -\n- - - -\nh - - v\nh - h -\n", "t", genre="tatamibari").puzzle
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert REGIONS.labels(p, report.solution) == [[0, 0, 1, 2], [0, 0, 1, 2], [3, 3, 3, 2], [4, 4, 5, 5]]


def test_checker_names_shapes_and_four_corners():
    p = G.puzzle(cells=[["square", "?"], ["?", "?"]])
    four = REGIONS.make([[(0, 0)], [(0, 1)], [(1, 0)], [(1, 1)]])
    assert G.check(p, four) == ["four regions meet at the corner below right of r1c1"]
    q = G.puzzle(cells=[["wide", None], [None, None]])
    assert any("not wider than tall" in x for x in G.check(q, REGIONS.make([[(0, 0), (1, 0)], [(0, 1), (1, 1)]])))
    assert any("holds 0 symbols" in x for x in G.check(q, REGIONS.make([[(0, 0), (0, 1)], [(1, 0), (1, 1)]])))
    assert gridsat.solve(p).status == "unsat"  # a square of one cell leaves an L or four corners
