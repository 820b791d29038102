"""Nurimisaki: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import nurimisaki

# pzprjs's test puzzle (test/script/nurimisaki.js) and its answer (# shaded).
PZPRJS = "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"
PZPRJS_ANSWER = "#..../.###./..#../#.##./....."
# cspuz-rs's test puzzle and its answer.
CSPUZ = "https://puzz.link/p?nurimisaki/10/10/j3l3v2t2p.g2j2w2k2n3k"
CSPUZ_ANSWER = ("####...###/#...##...#/###..#.#.#/...#....##/.#..###..#/.###.#.#.#/..#......#/.#..####../"
                "...##..#.#/##...#...#")
# puzsq 101318 (via a solver's examples), penpa-edit's parser tests, a solver site's examples.
MORE = [
    "https://puzz.link/p?nurimisaki/6/6/4j6l.o.j2h4i.g",
    "https://puzz.link/p?nurimisaki/12/12/h3l4k.l.m.j2n.k3o.h.j.m3r3m2j.i.i3j.i2i2t2k",
    "https://puzz.link/p?nurimisaki/15/15/v.h.h.h.h.zr.j.h.i.zk.l.q.m.j.l.r.i.i.i.zr.h.h.h.h.v",
    "https://puzz.link/p?nurimisaki/22/15/j.zj3j.h.v.n.g..k3q4z4l.l2w3n4h.u5g3o3k.m.h.g4u.p.k3h.j.p3n.i3k.t.u4o.h3h.g3r4",
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
    p = api.load(PZPRJS).puzzle
    assert nurimisaki.GENRE.declared.to_url(p) == PZPRJS
    assert p.cells[0][1] == "?" and p.cells[2][3] == 2
    text = gridsat.convert(PZPRJS, "puzzlekit")
    assert text.splitlines()[1] == "- ? - - -"
    assert api.loads(text, genre="nurimisaki").puzzle == p


def test_rules_edge_cases():
    P, check, S = nurimisaki.Puzzle, nurimisaki.check, nurimisaki.GENRE.solution
    p = P.of(["3..", "...", "..."])
    # a 3 that sees 3 cells along the top row, the rest wrapped round a shaded centre
    good = S(((1, 0), (1, 1)))
    assert [x for x in check(p, good) if "sees" in x] == []
    assert any("sees 2 cells, not 3" in x for x in check(p, S(((0, 2), (1, 0), (1, 1)))))
    assert any("cape without a circle" in x for x in check(p, S(((0, 1), (1, 1), (2, 1)))))
    assert any("not an unshaded cape" in x for x in check(p, S(((1, 1),))))
    assert any("all unshaded" in x for x in check(p, S(((2, 2),))))
    assert any("all shaded" in x for x in check(p, S(((1, 1), (1, 2), (2, 1), (2, 2)))))
    assert any("no cell is shaded" in x for x in check(P.of(["?."]), S(())))
