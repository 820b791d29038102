"""Araf: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import REGIONS
from gridsat.formats.codecs import rooms_from_walls

G = encoders.get("araf")

# pzprjs test/script/araf.js: its pzprv3 puzzle (examples/araf-5x5.txt) and answer's borders:
# right of each cell (5 rows of 4), then below each cell (4 rows of 5)
PZPRJS_RIGHT = ["1 0 0 0", "0 0 1 0", "0 1 0 0", "1 0 0 0", "0 0 1 0"]
PZPRJS_BELOW = ["0 1 1 0 0", "1 1 0 1 1", "0 1 1 1 1", "0 1 1 0 0"]

# puzz.link links of the peers' example lists: unique
PUBLISHED = [
    "https://puzz.link/p?araf/6/6/h3j3j3p-1cj8j8h",
    "https://puzz.link/p?araf/9/9/44g644g14h9i9h33h4h61h1i9h9h395h1g4k1g6g4i7g1g2g9g1g4i9g5g9h",
    "https://puzz.link/p?araf/15/7/111g5a5g1fagaaazp125g898g817g464zp118g888g111g411",
    "https://puzz.link/p?araf/8/8/p45h7h44h87l8j2l3-10gabi5icbo",
    # two 50s: regions rooted at their first number in reading order, every one might reach a 50
    # (not decided in 60 s); rooted at their larger number, 1 s with glucose4 (CaDiCaL: 3.5 s)
    "https://puzz.link/p?araf/10/10/1h4h1h7i6h6heldh34n5icrai8nc9hblahah3ibh-32h-32hd",
]


def test_pzprjs_puzzle_has_its_published_answer():
    report = gridsat.solve(api.load("examples/araf-5x5.txt"), mode="unique")
    assert report.status == "unique"
    right = [[t == "1" for t in row.split()] + [True] for row in PZPRJS_RIGHT]
    below = [[t == "1" for t in row.split()] for row in PZPRJS_BELOW] + [[True] * 5]
    rooms = rooms_from_walls(right, below, (5, 5))
    groups: dict = {}
    for r, row in enumerate(rooms):
        for c, i in enumerate(row):
            groups.setdefault(i, []).append((r, c))
    assert report.solution == REGIONS.make(groups.values())


@pytest.mark.parametrize("url", PUBLISHED)
def test_published_puzzles_are_unique(url):
    loaded = api.loads(url, "t")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique" and G.check(report.puzzle, report.solution) == []
    assert G.formats[0].write(report.puzzle) == url


def test_puzzlekit_text():
    # PUZZLEKIT_FORMATS.md's example and the answer it shows (uniqueness not claimed there)
    p = api.loads("4 4\n2 - - 1\n- 6 5 -\n3 - - 2\n- 7 - 4\n", "t", genre="araf").puzzle
    shown = REGIONS.make([[(0, 0), (0, 1), (1, 0), (1, 1)], [(0, 2), (0, 3), (1, 2), (1, 3)],
                          [(2, 0), (2, 1), (2, 2), (3, 0), (3, 1)], [(2, 3), (3, 2), (3, 3)]])
    assert G.check(p, shown) == []
    assert shown in gridsat.count(p).solutions


def test_checker_names_what_is_wrong():
    p = G.puzzle(cells=[[1, None, 4], [None, None, None]])
    # 1 and 4 with a region of 2 or 3 cells; the other cells hold no number
    assert any("holds 0 numbers" in x for x in G.check(p, REGIONS.make([[(0, 0), (0, 1), (0, 2)],
                                                                         [(1, 0), (1, 1), (1, 2)]])))
    assert any("not strictly between 1 and 4" in x for x in G.check(p, REGIONS.make(
        [[(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]])))
    assert gridsat.solve(p).status == "unsat"
    q = G.puzzle(cells=[[1, None, 4]])
    assert [s.regions for s in gridsat.count(q).solutions] == [(((0, 0), (0, 1), (0, 2)),)]
