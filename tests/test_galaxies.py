"""Galaxies (Tentai Show): Tatham's puzzles with their published answers, formats, the rules'
edge cases."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import REGIONS
from gridsat.formats import InputError

G = encoders.get("galaxies")

# sgt-galaxies --generate 1 PARAMS --soln: the game ID and its SOLVE move: "S" and the edges
# between cells "E x,y" on the (2W+1) x (2H+1) grid of places (cell (r, c) at x = 2c+1, y = 2r+1)
TATHAM = [
    ("7x7dn:gdfscshoczaezg",
     "E1,2;E1,10;E2,3;E2,5;E2,7;E2,9;E3,4;E3,10;E4,5;E4,7;E4,9;E5,4;E5,6;E5,8;E5,10;E6,1;E7,2;E7,4;E7,6;E7,8;"
     "E7,10;E8,1;E8,3;E8,5;E8,7;E8,9;E8,11;E8,13;E9,2;E9,4;E11,2;E11,4;E12,3;E13,2;E13,4"),
    ("7x7dn:deyzggqtzgbe",
     "E1,2;E1,10;E2,3;E2,5;E2,7;E2,9;E2,11;E2,13;E3,2;E3,6;E3,8;E3,10;E5,2;E5,6;E5,8;E5,10;E6,5;E7,2;E7,4;E7,8;"
     "E7,10;E8,1;E9,2;E9,4;E9,8;E9,10;E10,1;E10,7;E10,9;E10,11;E10,13;E11,4;E11,6;E11,8;E13,4;E13,6;E13,8"),
    ("10x10dn:rzrzayqduezzfzaxpmcjdzcm",
     "E1,8;E1,10;E1,14;E3,8;E3,10;E3,14;E4,9;E5,8;E5,14;E6,9;E6,15;E6,17;E6,19;E7,8;E7,10;E7,16;E7,18;E8,1;"
     "E8,3;E8,5;E8,7;E8,9;E8,15;E8,17;E9,10;E9,14;E9,18;E10,15;E10,17;E11,10;E11,14;E11,18;E12,11;E12,13;"
     "E13,10;E13,12;E13,14;E13,18;E14,1;E14,3;E14,5;E14,7;E14,9;E14,13;E14,15;E14,17;E14,19;E15,14;E15,16;"
     "E16,1;E16,5;E16,7;E16,9;E16,11;E16,13;E16,15;E17,2;E17,4;E17,8;E17,16;E18,3;E18,5;E18,7;E18,9;E18,11;"
     "E18,17;E18,19;E19,2;E19,12"),
]


def _edges(p, sol) -> set:
    lab = REGIONS.labels(p, sol)
    out = {(2 * c + 2, 2 * r + 1) for r in range(p.rows) for c in range(p.cols - 1) if lab[r][c] != lab[r][c + 1]}
    return out | {(2 * c + 1, 2 * r + 2) for r in range(p.rows - 1) for c in range(p.cols) if lab[r][c] != lab[r + 1][c]}


@pytest.mark.parametrize("game_id,move", TATHAM)
def test_tatham_puzzles_have_their_published_answers(game_id, move):
    loaded = api.loads(game_id, "t")
    assert loaded.genre is G
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique"
    assert _edges(report.puzzle, report.solution) == {tuple(map(int, e[1:].split(","))) for e in move.split(";")}
    tatham = next(f for f in G.formats if f.name == "tatham")
    assert tatham.write(report.puzzle) == game_id.replace("dn:", ":")


def test_puzzlink_stars_both_ways():
    p = api.loads("7x7dn:gdfscshoczaezg", "t").puzzle
    url = G.formats[0].write(p)
    assert url.startswith("https://puzz.link/p?tentaisho/7/7/")
    assert api.loads(url, "t").puzzle == p
    # pzprjs's test URL (a black star among them; the digits after the last place are ignored)
    q = api.loads("https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000", "t").puzzle
    assert q.dots()[0, 4] == ((0, 2),) and q.dots()[2, 5] == ((1, 2), (1, 3))


def test_puzzlekit_text_reads_dots_in_their_cells():
    p = api.loads("4 4\n3 - 3 -\n- - - -\n2 - 0 -\n- - 0 -\n", "t", genre="galaxies").puzzle
    assert set(p.dots()) == {(1, 1), (1, 5), (5, 0), (4, 4), (6, 4)}
    answers = gridsat.count(p).solutions
    assert answers and all(G.check(p, s) == [] for s in answers)


def test_checker_names_what_is_wrong():
    p = G.puzzle(cells=[[1, None], [None, None]])  # a dot between r1c1 and r1c2
    assert G.check(p, REGIONS.make([[(0, 0), (0, 1)], [(1, 0), (1, 1)]])) == [
        "the region at r2c1 holds 0 dots, needs 1"]
    assert any("cuts through" in x for x in G.check(p, REGIONS.make([[(0, 0)], [(0, 1), (1, 0), (1, 1)]])))
    assert any("half turn" in x for x in G.check(p, REGIONS.make([[(0, 0), (0, 1), (1, 0)], [(1, 1)]])))


def test_a_dot_on_the_border_is_refused():
    with pytest.raises(InputError):
        G.puzzle(cells=[[None, 1]])
    with pytest.raises(InputError):
        api.loads("2x1:aa", "t", genre="galaxies")  # two dots round one cell


def test_generator_move_keeps_the_other_regions_and_leaves_an_answer():
    """gridsat generate's move: the regions round an open cell grown again; the dots of the
    other regions stay, and the new puzzle has an answer (its regions symmetric)."""
    import random

    from gridsat.backbone import Forced
    from gridsat.encoders.galaxies import GENRE, improve, make

    rng = random.Random(3)
    p = make(rng, (6, 6), {})
    sol = api.solve(api.Loaded(GENRE, p, "test", None), "solve").solutions[0]
    open_cell = sol.regions[0][0]
    dot = next(d for d, h in p.dots().items() if set(h) <= set(sol.regions[0]))
    q = improve(rng, p, Forced("open", open=[("in", dot, open_cell)], solution=sol))
    redone = {x for region in sol.regions if any(abs(x[0] - open_cell[0]) + abs(x[1] - open_cell[1]) <= 1
                                                 for x in region) for x in region}
    kept = {d for d, h in p.dots().items() if not set(h) & redone}
    assert kept and kept <= set(q.dots())
    report = api.solve(api.Loaded(GENRE, q, "test", None), "solve")
    assert report.status == "solved" and not GENRE.check(q, report.solutions[0])
