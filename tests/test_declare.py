"""The declared board, answers and formats (gridsat.board, gridsat.answers, gridsat.declare),
tested once for every genre that uses them, on a test genre with every board part."""
from __future__ import annotations

import json

import pytest

from gridsat.answers import LOOP, REGIONS, SHADED, Numbers, Shaded
from gridsat.board import Arrow, Board, Cells
from gridsat.declare import declare
from gridsat.formats import InputError

FULL = Board(cells=Cells(numbers=(0, 9), unknown=True, symbols={"#": "black", "o": "white circle"},
                         letters="AB", arrows=True),
             rooms=True, outside=("top", "left"), points=Cells(numbers=(0, 4)), max_size=12)
G = declare("testgenre", "Test genre", FULL, SHADED, rules=lambda p, m, o: None, check=lambda p, s: [],
            module="gridsat.encoders.testgenre", puzzlekit=("top", "left", "cells", "rooms", "points"))
D = G.declared

TEXT = """testgenre 3x2
1 ? #
o A >2
rooms
aab
abb
top: 1 . 12
left: . 3
points
0 . . 4
. . . .
1 . . .
"""


def test_native_text_reads_every_part_and_round_trips():
    p = G.parse(TEXT, "t")
    assert (p.rows, p.cols) == (2, 3)
    assert p.cells == ((1, "?", "black"), ("white circle", "A", Arrow(">", 2)))
    assert p.rooms == ((0, 0, 1), (0, 1, 1)) and len(p.room_cells) == 2
    assert p.outside == {"top": (1, None, 12), "left": (None, 3)}
    assert p.points[0] == (0, None, None, 4)
    assert G.parse(G.to_text(p)) == p
    assert G.from_json(json.loads(json.dumps(G.to_json(p)))) == p
    kit = G.format("puzzlekit")
    assert kit.read(kit.write(p)) == p and not kit.detected


def test_compact_rows_and_comments():
    p = G.parse("// a comment\ntestgenre\n1?#\noA.\nrooms\naab\nabb\n")
    assert p.cells[0] == (1, "?", "black")


@pytest.mark.parametrize("text, message, where", [
    (TEXT.replace("1 ? #", "1 x #"), "unknown cell 'x'", "t:2:3"),
    (TEXT.replace("1 ? #", "1 ? 10"), "number 10 is out of range 0..9", "t:2:5"),
    (TEXT.replace("aab\nabb", "aba\nbbb"), "room 'a' is in two pieces", "t:5"),
    (TEXT.replace("top: 1 . 12", "top: 1 ."), "top: 2 clues, the grid has 3 columns", "t"),
    (TEXT.replace("testgenre 3x2", "testgenre 3x3"), "header says 3x3 but the grid is 3x2", "t:1"),
    (TEXT.replace("o A >2", "o A"), "row has 2 cells", "t:3"),
    (TEXT.replace("1 . . .\n", ""), "points: 2 rows, the grid has 3", "t"),
])
def test_bad_native_text_is_one_line_with_its_place(text, message, where):
    with pytest.raises(InputError) as e:
        G.parse(text, "t")
    assert message in str(e.value) and str(e.value).startswith(where + ":"), str(e.value)


def test_puzzlekit_errors_name_the_line():
    p = G.parse(TEXT)
    lines = G.format("puzzlekit").write(p).splitlines()
    with pytest.raises(InputError, match="t:3: .*left line has 1 tokens, expected 2"):
        G.format("puzzlekit").read("\n".join(lines[:2] + ["3"] + lines[3:]), "t")
    with pytest.raises(InputError, match="more lines than the header"):
        G.format("puzzlekit").read("\n".join(lines + ["1 2 3"]), "t")


def test_sizes_and_squares():
    with pytest.raises(InputError, match="out of range 1..12"):
        G.puzzle(size=(13, 2), rooms=[[0, 0]] * 13)
    square = declare("sq", "Sq", Board(square=True), SHADED, None, None, module="x.y.sq")
    with pytest.raises(InputError, match="must be square"):
        square.puzzle(size=(2, 3))


@pytest.mark.parametrize("kind, sol", [
    (SHADED, SHADED.solution(((0, 1), (1, 0)))),
    (Shaded("lights", "light"), Shaded("lights", "light").solution(((0, 0),))),
    (Numbers(), Numbers().solution(((1, 2, 0), (0, 3, 1)))),
    (REGIONS, REGIONS.make([[(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)]])),
    (LOOP, LOOP.solution(((0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)))),
])
def test_answer_kinds_round_trip_and_draw(kind, sol):
    p = G.parse(TEXT)
    doc = json.loads(json.dumps(kind.to_json(sol)))
    assert list(doc) == [kind.key]
    assert kind.from_json(doc, p) == sol
    assert isinstance(kind.line(p, sol), str)
    g = declare("k", "K", FULL, kind, None, None, module="x.y.k")
    assert g.draw(p, sol).startswith("K 3x2") and g.draw_svg(p, sol).startswith("<svg")


def test_bad_solution_documents():
    p = G.parse(TEXT)
    with pytest.raises(InputError):
        SHADED.from_json({"shaded": [[0]]}, p)
    with pytest.raises(InputError, match="2 rows of 3 values"):
        Numbers().from_json({"grid": [[1, 2]]}, p)


def test_shaded_variables_decode_and_brute_force():
    from gridsat.model import Model

    p = G.parse(TEXT)
    m = Model()
    v = SHADED.vars(p, m)
    assert len(v) == 6 and m.primary == list(v.values())
    sol = SHADED.decode(p, m, {v[0, 1]: True, v[1, 2]: True})
    assert sol.shaded == ((0, 1), (1, 2))
    assert len(list(SHADED.candidates(p))) == 2 ** 6


def test_grid_disconnected_names_the_first_cell_cut_off():
    """Grid.disconnected, the checkers' "connected" rule: nothing for one area (or none), one
    problem for two or more, naming the second area's first cell and the first area's."""
    g = declare("dc", "Dc", Board(), SHADED, None, None, module="x.y.dc").puzzle([[None] * 3 for _ in range(3)])
    assert g.disconnected([(0, 0), (0, 1), (1, 1)], "the shaded cells are") == []
    assert g.disconnected([], "the shaded cells are") == []
    assert g.disconnected([(0, 0), (2, 2), (2, 1), (0, 2)], "the cave is") == [
        "the cave is not connected (r1c3 is cut off from r1c1)"]


def test_one_area_agrees_with_grid_areas():
    """board.one_area (the makers' check) says one area exactly when Grid.areas finds at most one,
    on every set of cells of a 3x3 grid; diagonal neighbours do not join."""
    from itertools import product

    from gridsat.board import one_area

    g = declare("oa", "Oa", Board(), SHADED, None, None, module="x.y.oa").puzzle([[None] * 3 for _ in range(3)])
    cells = [(r, c) for r in range(3) for c in range(3)]
    for bits in product((0, 1), repeat=9):
        chosen = [x for x, b in zip(cells, bits) if b]
        assert one_area(chosen) == (len(g.areas(chosen)) <= 1), chosen
    assert not one_area({(0, 0), (1, 1)})


def test_cell_areas_orders_areas_and_cells():
    """board.cell_areas: areas in reading order of their first cells, each from that cell in
    flood-fill order; Grid.areas is the same areas sorted, cells off the grid left out."""
    from gridsat.board import cell_areas

    cells = {(2, 0), (0, 1), (0, 0), (1, 0), (2, 2), (1, 2)}
    assert cell_areas(cells) == [[(0, 0), (1, 0), (0, 1), (2, 0)], [(1, 2), (2, 2)]]
    assert cell_areas([]) == []
    g = declare("ca", "Ca", Board(), SHADED, None, None, module="x.y.ca").puzzle([[None] * 3 for _ in range(3)])
    assert g.areas(cells | {(5, 5), (-1, 0)}) == [[(0, 0), (0, 1), (1, 0), (2, 0)], [(1, 2), (2, 2)]]


def test_sprinkle_sets_count_distinct_cells_and_nothing_else():
    import random

    from gridsat.declare import sprinkle
    for seed in range(30):
        rng = random.Random(seed)
        rows, cols = rng.randint(1, 4), rng.randint(1, 4)
        count = rng.randint(0, rows * cols)
        values = iter(range(1, count + 1))
        grid = sprinkle(rng, rows, cols, count, lambda: next(values))
        assert len(grid) == rows and all(len(row) == cols for row in grid)
        got = sorted(v for row in grid for v in row if v is not None)
        assert got == list(range(1, count + 1))  # each value once, in a cell of its own


def test_regions_candidates_are_the_connected_divisions_of_the_board():
    from types import SimpleNamespace

    from gridsat.connectivity.division import connected_partitions
    p = SimpleNamespace(rows=2, cols=3)
    got = list(REGIONS.candidates(p))
    assert len(got) == len(set(got)) == len(list(connected_partitions(2, 3)))
    for division in got:
        cells = sorted(c for region in division.regions for c in region)
        assert cells == [(r, c) for r in range(2) for c in range(3)]


def test_blocks_are_every_two_by_two_square_once():
    from gridsat.encoders.nurikabe import Puzzle
    for rows, cols in [(1, 3), (2, 2), (3, 4), (5, 2)]:
        p = Puzzle([[None] * cols for _ in range(rows)])
        got = p.blocks()
        assert len(got) == max(0, rows - 1) * max(0, cols - 1)
        for (r, c), *rest in got:
            assert sorted([(r, c), *rest]) == [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
            assert p.inside(r + 1, c + 1)
        assert [b[0] for b in got] == sorted(b[0] for b in got)  # reading order


def test_on_board_keeps_the_board_cells_and_names_each_other_one():
    from gridsat.encoders.nurikabe import Puzzle
    p = Puzzle([[None] * 3 for _ in range(2)])
    sol = SHADED.solution(((0, 0), (1, 2), (2, 0), (-1, 5)))
    on, problems = SHADED.on_board(p, sol)
    assert on == {(0, 0), (1, 2)}
    assert len(problems) == 2 and all("is not on the grid" in x for x in problems)
