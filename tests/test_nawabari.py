"""Nawabari: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import REGIONS

G = encoders.get("nawabari")

# pzprjs test/script/nawabari.js: the URL and its answer, as rectangles (top, left, bottom, right)
PZPRJS = ("https://puzz.link/p?nawabari/5/5/f0b1f2a1f", [(0, 0, 2, 2), (0, 3, 2, 4), (3, 0, 4, 1), (3, 2, 4, 4)])

# puzzlekit's nawabari solver: its example problem and answer (its docs link Janko's Nawabari 1)
PUZZLEKIT = ("8 8\n- - 1 - - - - -\n- - - - - - - -\n- - - - - 3 2 -\n2 - 3 - - - - -\n3 - - 2 - 3 2 -\n"
             "- 3 2 - 4 - - -\n- 4 - - 2 - 3 3\n4 - - 3 - - - 3\n",
             ["1 1 1 1 1 1 15 15", "1 1 1 1 1 1 15 15", "2 2 8 8 8 8 15 15", "2 2 9 9 9 9 16 16",
              "3 5 10 10 10 14 16 16", "3 5 11 11 12 14 17 19", "3 6 11 11 13 13 17 19", "4 7 7 7 13 13 18 18"])

# puzz.link links of the peers' example lists (Janko's Nawabari 1; a 10x10): unique
PUBLISHED = ["https://puzz.link/p?nawabari/6/6/3d3d3a3b3j3a3b3c3",
             "https://puzz.link/p?nawabari/10/10/b4c1d2b1c2c2j4b0b1a3b3j3b1a2b0b4j2c3c2b1d1c3b"]


def _groups(rows) -> set:
    out: dict = {}
    for r, row in enumerate(rows):
        for c, label in enumerate(row.split()):
            out.setdefault(label, set()).add((r, c))
    return {frozenset(g) for g in out.values()}


def test_pzprjs_puzzle_has_its_published_answer():
    url, rects = PZPRJS
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique"
    want = [[(r, c) for r in range(t, b + 1) for c in range(le, ri + 1)] for t, le, b, ri in rects]
    assert report.solution == REGIONS.make(want)
    assert G.formats[0].write(report.puzzle) == url


def test_puzzlekit_example_has_its_answer():
    text, rows = PUZZLEKIT
    report = gridsat.solve(api.loads(text, "t", genre="nawabari"), mode="unique")
    assert report.status == "unique"
    assert {frozenset(g) for g in report.solution.regions} == _groups(rows)


@pytest.mark.parametrize("url", PUBLISHED)
def test_published_puzzles_are_unique(url):
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique" and G.check(report.puzzle, report.solution) == []


def test_checker_counts_the_sides_on_the_border():
    p = G.puzzle(cells=[[3, None], [None, "?"]])
    assert G.check(p, REGIONS.make([[(0, 0), (0, 1)], [(1, 0), (1, 1)]])) == []
    assert any("has 4 sides" in x for x in G.check(p, REGIONS.make([[(0, 0)], [(0, 1), (1, 0), (1, 1)]])))
    assert any("not a rectangle" in x for x in G.check(p, REGIONS.make([[(0, 0)], [(0, 1), (1, 0), (1, 1)]])))
    assert any("holds 0 numbers" in x for x in G.check(p, REGIONS.make([[(0, 0)], [(0, 1)], [(1, 0), (1, 1)]])))
    assert len(gridsat.count(p).solutions) == 2  # the 3 with either neighbour
