"""Gokigen Naname (Slant): published puzzles with their published answers, formats, rules."""
from __future__ import annotations

import random

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Filling
from gridsat.generate import generate

G = encoders.get("gokigen")

# pzprjs test/script/gokigen.js: the URL and its answer (1 = "\", 2 = "/")
PZPRJS = ("https://puzz.link/p?gokigen/4/4/iaegcgcj6a", ["1 2 1 2", "2 1 1 1", "1 1 2 2", "2 2 2 1"])

# sgt-slant --generate 1 PARAMS --soln: the game ID and its SOLVE move ("/x,y" or "\x,y")
TATHAM = [
    ("5x5:b0c1b2b222b1b2a2022g111",
     "/0,0;\\1,0;/2,0;/3,0;/4,0;/0,1;/1,1;/2,1;/3,1;/4,1;\\0,2;\\1,2;\\2,2;/3,2;/4,2;/0,3;/1,3;/2,3;\\3,3;\\4,3;"
     "\\0,4;\\1,4;\\2,4;\\3,4;\\4,4"),
    ("8x8:a1e1b31a22a21b2a1a3a11a113a2e11a31d3a1a2b13c3c1a13a21c1f",
     "/0,0;/1,0;\\2,0;/3,0;\\4,0;\\5,0;/6,0;/7,0;/0,1;\\1,1;\\2,1;/3,1;\\4,1;\\5,1;/6,1;/7,1;/0,2;/1,2;/2,2;\\3,2;"
     "\\4,2;/5,2;/6,2;/7,2;/0,3;\\1,3;/2,3;/3,3;\\4,3;/5,3;/6,3;\\7,3;/0,4;\\1,4;\\2,4;/3,4;/4,4;/5,4;\\6,4;\\7,4;"
     "/0,5;\\1,5;/2,5;/3,5;\\4,5;/5,5;/6,5;/7,5;/0,6;/1,6;/2,6;\\3,6;\\4,6;/5,6;\\6,6;\\7,6;\\0,7;/1,7;/2,7;/3,7;"
     "\\4,7;/5,7;\\6,7;/7,7"),
    ("12x10:c1c1c1a1a3c112a211a12a3e1a1a2a2a211a322b21a1232c211e2a331c21c13d1c3a2321a22a1a33b11a2a3b12a1a2312a11h1d",
     "/0,0;\\1,0;/2,0;/3,0;/4,0;/5,0;\\6,0;\\7,0;\\8,0;/9,0;/10,0;/11,0;/0,1;\\1,1;\\2,1;\\3,1;/4,1;\\5,1;\\6,1;/7,1;"
     "/8,1;\\9,1;\\10,1;/11,1;\\0,2;\\1,2;\\2,2;/3,2;/4,2;/5,2;/6,2;\\7,2;\\8,2;\\9,2;/10,2;/11,2;/0,3;/1,3;\\2,3;/3,3;"
     "\\4,3;\\5,3;/6,3;/7,3;/8,3;\\9,3;/10,3;/11,3;/0,4;/1,4;/2,4;\\3,4;\\4,4;\\5,4;\\6,4;\\7,4;/8,4;/9,4;/10,4;/11,4;"
     "/0,5;/1,5;\\2,5;\\3,5;/4,5;/5,5;/6,5;/7,5;/8,5;\\9,5;/10,5;\\11,5;\\0,6;\\1,6;\\2,6;/3,6;\\4,6;\\5,6;/6,6;\\7,6;"
     "\\8,6;\\9,6;\\10,6;\\11,6;/0,7;\\1,7;/2,7;/3,7;/4,7;/5,7;/6,7;\\7,7;/8,7;/9,7;/10,7;/11,7;/0,8;/1,8;/2,8;\\3,8;"
     "\\4,8;\\5,8;/6,8;/7,8;\\8,8;\\9,8;/10,8;\\11,8;\\0,9;/1,9;/2,9;\\3,9;/4,9;\\5,9;/6,9;\\7,9;\\8,9;\\9,9;\\10,9;"
     "\\11,9"),
]


def _from_moves(moves: str):
    cells = {}
    for m in moves.split(";"):
        x, y = map(int, m[1:].split(","))
        cells[y, x] = m[0]
    rows, cols = max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1
    return tuple(tuple(cells[r, c] for c in range(cols)) for r in range(rows))


def test_pzprjs_puzzle_has_its_published_answer():
    url, rows = PZPRJS
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique"
    assert report.solution.grid == tuple(tuple({"1": "\\", "2": "/"}[t] for t in row.split()) for row in rows)
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("game_id,moves", TATHAM)
def test_tatham_puzzles_have_their_published_answers(game_id, moves):
    loaded = api.loads(game_id, "t")
    assert loaded.genre is G
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert report.solution.grid == _from_moves(moves)
    tatham = next(f for f in G.formats if f.name == "tatham")
    assert tatham.write(report.puzzle) == game_id


def test_puzzlekit_text():
    p = api.loads("2 2\n1 - 0\n0 3 -\n1 - 1\n", "t", genre="gokigen").puzzle
    assert p.points == ((1, None, 0), (0, 3, None), (1, None, 1))
    report = gridsat.solve(p, mode="unique")
    assert report.solution.grid == (("\\", "\\"), ("/", "\\"))


def test_checker_names_a_loop_and_a_wrong_count():
    p = G.puzzle(size=(2, 2), points=[[None] * 3, [None, 4, None], [None] * 3])
    diamond = Filling((("/", "\\"), ("\\", "/")))
    assert any("closes a loop" in x for x in G.check(p, diamond))
    assert any("point 1,1 touches 2" in x for x in G.check(p, Filling((("/", "/"), ("/", "/")))))
    ring = G.puzzle(size=(2, 2), points=[[0, 2, 0], [2, 0, 2], [0, 2, 0]])
    assert gridsat.solve(ring).status == "unsat"  # these counts allow the diamond alone: a loop


def test_generator_makes_unique_puzzles():
    for i in (1, 2):
        made = generate(G, (5, 6), seed=3, index=i, minimal=True)
        assert made.minimal
        assert gridsat.solve(made.puzzle, mode="unique").status == "unique"
