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
    # noqx's example list (marked there as one its ASP solver will probably not finish); numbers up
    # to 26: about 1-2 s here with the area caps (30-55 s before them)
    "https://puzz.link/p?kurotto/17/13/7i4i-1ai4iay1i6ibi0y3ibi9i-14iay4i7i-10i4y-11iei6ici3y1ibi7i2y-10i8i0i4i1",
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


def planted(rng, rows=3, cols=4):
    """A random shading, and circles on some unshaded cells showing their totals."""
    on = {(r, c) for r in range(rows) for c in range(cols) if rng.random() < 0.5}
    free = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in on]
    circles = rng.sample(free, min(len(free), rng.randint(2, 4)))
    blank = kurotto.Puzzle([[None] * cols for _ in range(rows)])
    areas = blank.areas(on)
    cells = [[None] * cols for _ in range(rows)]
    for clue in circles:
        touching = {i for i, area in enumerate(areas) for nb in blank.neighbours(*clue) if nb in area}
        cells[clue[0]][clue[1]] = sum(len(areas[i]) for i in touching)
    return kurotto.Puzzle(cells)


def test_area_caps_keep_the_answers(monkeypatch):
    """The area caps (a circle's number bounds the areas next to it, so other circles' encodings
    consider less) only prune: on planted small boards, the same answers with them as without."""
    import random

    rng = random.Random(7)
    boards = [planted(rng) for _ in range(16)]
    with_caps = [{s.shaded for s in gridsat.count(p, limit=5000).solutions} for p in boards]
    reach = kurotto.reach
    monkeypatch.setattr(kurotto, "reach", lambda p, clue, n, caps=True: reach(p, clue, n, False))
    assert [{s.shaded for s in gridsat.count(p, limit=5000).solutions} for p in boards] == with_caps
    assert all(with_caps)
