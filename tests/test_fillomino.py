"""Fillomino (Filling): published puzzles with their published answers, formats, the rules'
edge cases, the generator."""
from __future__ import annotations

import random

import pytest
from pysat.solvers import Solver

import gridsat
from gridsat import api, encoders
from gridsat.answers import Filling
from gridsat.formats import InputError
from gridsat.compiling import compile_model
from gridsat.generate import generate
from gridsat.genre import EncodeOptions

G = encoders.get("fillomino")

# pzprjs test/script/fillomino.js: the URL and its answer (givens and entered numbers together)
PZPRJS = ("https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h",
          ["554444", "553221", "353352", "335552", "225144", "133344"])

# sgt-filling --generate 1 PARAMS --soln: the game ID and its SOLVE move ("s" and the sizes)
TATHAM = [
    ("5x5:5c15553a32f3a2a5b", "s5522155532322323353522555"),
    ("10x10:a6e3b5e9e8a848a85b68a66a8c42a668b5a4e3c65a6a8a5a6b5f4b4b77a24a24a77a6",
     "s6699999333568444999956888488855668866885544286683554428618356665567835666555766624424477762442447766"),
    ("10x10:c24a3c5c4a7c3a6c34a75a2f7b8b8c5a7b8c99a4b4f1d5c2a1a75a3d2e22",
     "s5552443337535244777733666634475522663447558888355557778885994447448599214744599923177553993322553322"),
    ("10x10:a4a8f42a8a4b8b3a88778d42b7a22a773i31a2i2742b77a3c3a5a5b5a3443a553d",
     "s4448888488422884448833388778884442217822477334774455731427424577442742457753553345355355344335535444"),
]


# a published 22x17 with givens up to 17 (and a region of 14 without a given): unique
BIG = ("https://puzz.link/p?fillomino/22/17/i5h5h6h6k5i123i66g6g4h665i45h4h2l55j-11g-113k6g2h1g1h4g14g-11g33g22g1g31g"
       "455g4g55i14h1h42h-11i55g1h-11g4g5g32g43g442g3k1g4g1g1h33g4421812g1g32i55p82i51g3g371g455g12h1g5g5g3k4g252g38g"
       "88g1g2g1h5g76i2h35h3h21i55g2g65-10g44g4g54g63g4g52g2h6g1h1m2-10g4j41l1h6h3j714h-10g2g56i463i2k4h5h4h1i")


def _grid(digits: str, cols: int):
    return tuple(tuple(int(ch) for ch in digits[i:i + cols]) for i in range(0, len(digits), cols))


def test_pzprjs_puzzle_has_its_published_answer():
    url, rows = PZPRJS
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.status == "unique"
    assert report.solution.grid == tuple(tuple(int(ch) for ch in row) for row in rows)
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("game_id,moves", TATHAM)
def test_tatham_puzzles_have_their_published_answers(game_id, moves):
    loaded = api.loads(game_id, "t")
    assert loaded.genre is G
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert report.solution.grid == _grid(moves[1:], report.puzzle.cols)
    tatham = next(f for f in G.formats if f.name == "tatham")
    assert tatham.write(report.puzzle) == game_id


def test_big_givens_are_rooted_at_the_given():
    # every region rooted at a cell near a 17 took over 30 s; rooted at the givens, a few
    report = gridsat.solve(BIG, mode="unique")
    assert report.status == "unique" and G.check(report.puzzle, report.solution) == []
    assert sorted({k for row in report.solution.grid for k in row})[-3:] == [14, 16, 17]


def test_puzzlekit_text():
    p = api.loads("2 3\n- 2 -\n1 - -\n", "t", genre="fillomino").puzzle
    assert p.cells == ((None, 2, None), (1, None, None))
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert report.solution.grid == ((2, 2, 3), (1, 3, 3))


def test_checker_names_touching_equal_sizes_and_wrong_sizes():
    p = G.puzzle(cells=[[None, None], [None, 2]])
    assert any("has 4 cells" in x for x in G.check(p, Filling(((2, 2), (2, 2)))))
    assert any("keep its given 2" in x for x in G.check(p, Filling(((4, 4), (4, 4)))))
    assert any("has 2 cells" in x for x in G.check(p, Filling(((1, 1), (2, 2)))))
    assert any("has 1 cells" in x for x in G.check(p, Filling(((3, 3), (3, 2)))))


def test_a_region_without_a_given_and_no_answer():
    assert gridsat.count(G.puzzle(cells=[[None, None, None]])).solutions  # 3 3 3, 1 2 2, 2 2 1
    assert gridsat.solve(G.puzzle(cells=[[None, 2], [None, None]])).status == "unsat"
    assert gridsat.solve(G.puzzle(cells=[[5, None]])).status == "unsat"


def _strips(length: int, left: int, right: int) -> set:
    """Brute force: the answers of a 1-row strip of ``length`` empty cells between givens
    ``left`` and ``right`` (its regions are runs; two runs side by side differ in length)."""
    out = set()

    def go(rest, prev, runs):
        if rest == 0:
            if prev != right:
                out.add((left, *(k for k in runs for _ in range(k)), right))
            return
        for k in range(1, rest + 1):
            if k != prev:
                go(rest - k, k, runs + [k])
    go(length, left, [])
    return out


@pytest.mark.parametrize("backend,connect", [("pysat", "auto"), ("pysat", "rank"), ("z3", "auto")])
def test_a_region_without_a_given_may_pass_nine_and_every_given(backend, connect):
    # the old cap, max(9, the largest given), lost the answer 1 10 10 ... 10 1 (47 of 48)
    # (auto: two big regions of one size cut off when found; rank: every big size counted)
    p = G.puzzle(cells=[[1] + [None] * 10 + [1]])
    report = gridsat.solve(p, mode="count", backend=backend, options=EncodeOptions(connect=connect))
    got = {s.grid[0] for s in report.solutions}
    assert got == _strips(10, 1, 1) and len(got) == 48
    assert (1, *[10] * 10, 1) in got and all(G.check(p, s) == [] for s in report.solutions)


@pytest.mark.parametrize("purpose", ["solve", "export"])
def test_two_big_regions_that_touch_differ_in_size(purpose):
    # "1 [22 empty] 1": 10 + 12 and 12 + 10 are answers, 11 + 11 is not (in-process: cut off
    # when found; a DIMACS export counts each big region's size)
    p = G.puzzle(cells=[[1] + [None] * 22 + [1]])
    m = compile_model(api.Loaded(G, p, "t", None), purpose=purpose).model
    assert bool(m.lazy) == (purpose == "solve")

    def divides(sizes) -> bool:
        assume, col = [], 1
        for k in sizes:
            for c in range(1, 23):
                if m.has_var("in", (0, col), (0, c)):
                    x = m.var("in", (0, col), (0, c))
                    assume.append(x if col <= c < col + k else -x)
            col += k
        with Solver(name="cadical195", bootstrap_with=m.hard_clauses()) as s:
            while s.solve(assumptions=assume):
                values = {abs(l): l > 0 for l in s.get_model()}
                cuts = [c for fn in m.lazy for c in fn(values)]
                if not cuts:
                    return True
                for c in cuts:
                    s.add_clause(c)
            return False
    assert divides([10, 12]) and divides([12, 10]) and divides([22])
    assert not divides([11, 11])


def test_tatham_id_refuses_a_number_past_nine():
    tatham = next(f for f in G.formats if f.name == "tatham")
    with pytest.raises(InputError):
        tatham.write(G.puzzle(cells=[[10] + [None] * 9]))


@pytest.mark.slow  # (about 30 s; tests/test_generate_every_genre.py makes and proves two small ones by default)
def test_generated_puzzles_are_unique_repeatable_and_minimal():
    made = [generate(G, (6, 6), 7, i) for i in (1, 2)]
    for m in made:
        assert gridsat.solve(m.puzzle, mode="unique").status == "unique"
    assert generate(G, (6, 6), 7, 1).puzzle == made[0].puzzle != made[1].puzzle
    m = generate(G, (5, 5), 3, 1, minimal=True)
    for cell in G.generate.clues(m.puzzle):
        assert gridsat.solve(G.generate.without(m.puzzle, [cell]), mode="unique").status != "unique"
