"""Yin-Yang: published puzzles with their published answers, formats, the rules' edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import yinyang
from gridsat.genre import EncodeOptions

# pzprjs's test puzzle (test/script/yinyang.js) and its answer (1 white, 2 black; the givens
# are in the first grid, the solver's circles in the second: here merged).
PZPRJS = "https://puzz.link/p?yinyang/5/5/016612300"
PZPRJS_ANSWER = ["11111", "12221", "22111", "12221", "11111"]
# cspuz-rs's test puzzle and its answer (# black).
CSPUZ = "https://puzz.link/p?yinyang/6/6/6a166b230900"
CSPUZ_ANSWER = ["###...", "#...##", "###..#", "#.##.#", "#....#", "######"]
# puzzlekit's YinYangSolver example and the answer it documents.
PUZZLEKIT = "6 6\nw b - - - -\n- - - w - -\n- - b - b -\nw - w - - -\n- - - w - -\n- - w - b -\n"
PUZZLEKIT_ANSWER = ["wbbbbb", "wwwwwb", "wbbbbb", "wbwbwb", "wbwwwb", "wwwbbb"]
# Puzzles from a solver site's examples and pzprxs tests (unique, no answer published).
MORE = [
    "https://puzz.link/p?yinyang/11/11/02000620ik00i0i00i8kiq030061206j002100600",
    "https://puzz.link/p?yinyang/22/18/00000000000000030190030000900003000000900130020006000l0000090000i00200094000"
    "30200060000002empf01900001009901030130900031009a00009000",
    "https://pzprxs.vercel.app/p?yinyang/9/9/00016009b6090p720020i069230",
    "https://pzprxs.vercel.app/p?yinyang/9/9/000630k036300a0003399030000",
]


def cells(rows, mark):
    return tuple((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == mark)


@pytest.mark.parametrize("source, answer, mark", [(PZPRJS, PZPRJS_ANSWER, "2"), (CSPUZ, CSPUZ_ANSWER, "#")])
def test_published_answers(source, answer, mark):
    report = gridsat.solve(source, mode="unique")
    assert report.status == "unique"
    assert report.solution.shaded == cells(answer, mark)


def test_puzzlekit_example():
    report = gridsat.solve(PUZZLEKIT, mode="unique", genre="yinyang")
    assert report.status == "unique"
    assert report.solution.shaded == cells(PUZZLEKIT_ANSWER, "b")


@pytest.mark.parametrize("url", MORE)
def test_more_published_puzzles_are_unique(url):
    report = gridsat.solve(url, mode="unique")
    assert report.status == "unique"
    loaded = api.load(url)
    assert loaded.genre.check(loaded.puzzle, report.solution) == []


def test_formats():
    p = api.load(PZPRJS).puzzle
    assert yinyang.GENRE.declared.to_url(p) == PZPRJS
    assert api.loads(yinyang.GENRE.to_text(p)).puzzle == p
    assert p.cells[1][0] == yinyang.WHITE and p.cells[2][0] == yinyang.BLACK


def test_rules_edge_cases():
    P, check, S = yinyang.Puzzle, yinyang.check, yinyang.GENRE.solution
    p = P.of(["...", "...", "..."])
    # a 2x2 of one colour, a cut colour, a given circle of the other colour
    assert any("all black" in x for x in check(p, S(((0, 0), (0, 1), (1, 0), (1, 1)))))
    assert any("white circles are not connected" in x for x in check(p, S(((0, 1), (1, 0), (1, 1)))))
    assert check(p, S(((0, 0), (0, 1), (1, 0), (2, 0), (2, 1)))) == []
    q = P.of(["w..", "...", "..."])
    assert any("a given white circle" in x for x in check(q, S(((0, 0), (1, 0), (2, 0)))))
    # all one colour on a board with no 2x2 block is fine (the other colour is empty)
    assert check(P.of(["..."]), S(())) == []
    assert len(gridsat.count(P.of(["..", ".."])).solutions) == 12  # 16 less two of one colour, two checkerboards


def test_implied_parts_keep_the_answers():
    # the checkerboard and border-arc parts are sound: with and without them, brute force agrees
    without = EncodeOptions(parts={"no-checkerboard": False, "border-arcs": False})
    for rows in (["...", "...", "..."], ["b..", "...", "..w"], ["....", "...."], ["...", "...", "...", "..."]):
        p = yinyang.Puzzle.of(rows)
        brute = sorted(s.shaded for s in yinyang.GENRE.candidates(p) if not yinyang.check(p, s))
        assert sorted(s.shaded for s in gridsat.count(p).solutions) == brute
        assert sorted(s.shaded for s in gridsat.count(p, options=without).solutions) == brute
    url = MORE[2]
    assert gridsat.solve(url, "unique", options=without).solution == gridsat.solve(url, "unique").solution
