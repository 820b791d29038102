"""Dominosa: Tatham's generated puzzles and puzzlekit's example with their answers, the formats,
the rules, the dominoes answer."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api
from gridsat.answers import DOMINOES
from gridsat.encoders.dominosa import GENRE, Puzzle
from gridsat.formats import InputError

# sgt-dominosa --generate (Debian sgt-puzzles 20230122) game IDs and their SOLVE moves
# (Di,j: a domino on the cells i and j, numbered row by row, N + 2 a row)
TATHAM = [
    ('6:32460055212613530630311636264445512411402005142520665433',
     'D0,1;D2,3;D4,5;D6,7;D8,16;D9,10;D11,12;D13,21;D14,22;D15,23;D17,25;D18,19;D20,28;D24,32;D26,27;D'
     '29,37;D30,31;D33,41;D34,35;D36,44;D38,39;D40,48;D42,43;D45,53;D46,47;D49,50;D51,52;D54,55'),
    ('6:13363345214520002242261630305655366006550114213451144462',
     'D0,1;D2,3;D4,12;D5,13;D6,7;D8,16;D9,10;D11,19;D14,15;D17,25;D18,26;D20,21;D22,23;D24,32;D27,28;D'
     '29,30;D31,39;D33,34;D35,43;D36,37;D38,46;D40,41;D42,50;D44,45;D47,55;D48,49;D51,52;D53,54'),
    ('9:0336722386582884582066419155048183179207963413143578460236198900376627261592442727741900599018'
     '3553175447608599',
     'D0,11;D1,12;D2,3;D4,15;D5,6;D7,8;D9,10;D13,14;D16,27;D17,18;D19,20;D21,32;D22,33;D23,34;D24,25;D'
     '26,37;D28,39;D29,30;D31,42;D35,46;D36,47;D38,49;D40,41;D43,54;D44,55;D45,56;D48,59;D50,51;D52,53'
     ';D57,58;D60,61;D62,63;D64,65;D66,67;D68,69;D70,71;D72,83;D73,74;D75,76;D77,88;D78,89;D79,90;D80,'
     '91;D81,82;D84,95;D85,86;D87,98;D92,93;D94,105;D96,97;D99,100;D101,102;D103,104;D106,107;D108,109'),
    ('9:5270098426533026428530116667272911886346708417723861305149554463435374389729945106998106709070'
     '1172852845289359',
     'D0,11;D1,2;D3,4;D5,6;D7,8;D9,10;D12,23;D13,24;D14,25;D15,16;D17,28;D18,19;D20,21;D22,33;D26,27;D'
     '29,40;D30,31;D32,43;D34,35;D36,37;D38,49;D39,50;D41,42;D44,45;D46,57;D47,48;D51,62;D52,63;D53,54'
     ';D55,66;D56,67;D58,59;D60,61;D64,75;D65,76;D68,69;D70,71;D72,83;D73,84;D74,85;D77,78;D79,80;D81,'
     '82;D86,97;D87,98;D88,99;D89,90;D91,102;D92,93;D94,105;D95,106;D96,107;D100,101;D103,104;D108,109'),
    ('12:[11]1[12]76[11][12]53539[10]0[12]8302501[11]4796[11][10]73[11]061[11]86731955305961[10]77182['
     '11][12]30477[10][10]04[12]57086024[12][11]8[10]4941142[10]5625[11]7737172250226859209[10][10][10'
     '][12]80799[11][12]51996[12]38884[12][11]484[10]24549669[12]8354312208034[10]6[10][11]183[12]31[1'
     '0]91[12][11]266[11][12]',
     'D0,1;D2,3;D4,5;D6,20;D7,21;D8,9;D10,11;D12,13;D14,28;D15,29;D16,17;D18,32;D19,33;D22,23;D24,38;D'
     '25,26;D27,41;D30,31;D34,48;D35,36;D37,51;D39,40;D42,43;D44,58;D45,46;D47,61;D49,50;D52,53;D54,55'
     ';D56,70;D57,71;D59,73;D60,74;D62,63;D64,78;D65,66;D67,81;D68,69;D72,86;D75,89;D76,90;D77,91;D79,'
     '80;D82,96;D83,97;D84,85;D87,88;D92,93;D94,95;D98,99;D100,114;D101,115;D102,116;D103,104;D105,106'
     ';D107,108;D109,123;D110,111;D112,113;D117,118;D119,120;D121,135;D122,136;D124,125;D126,140;D127,'
     '128;D129,143;D130,131;D132,133;D134,148;D137,151;D138,152;D139,153;D141,142;D144,158;D145,159;D1'
     '46,160;D147,161;D149,150;D154,155;D156,170;D157,171;D162,163;D164,165;D166,167;D168,169;D172,173'
     ';D174,175;D176,177;D178,179;D180,181'),
]

# puzzlekit's own example (dominos solver's input_example; its output_example's labels)
PUZZLEKIT_LABELS = ["5 5 26 26 18 6 16 27", "23 14 14 2 18 6 16 27", "23 21 8 2 24 1 4 4", "3 21 8 9 24 1 12 19",
                    "3 20 10 9 22 22 12 19", "13 20 10 7 7 11 15 25", "13 17 17 0 0 11 15 25"]


def pairs_of(labels):
    at: dict = {}
    for r, row in enumerate(labels):
        for c, lab in enumerate(row.split()):
            at.setdefault(lab, []).append((r, c))
    return sorted(tuple(sorted(x)) for x in at.values())


@pytest.mark.parametrize("gid,moves", TATHAM)
def test_tatham_puzzles_and_answers(gid, moves):
    report = gridsat.solve(gid, mode="unique")
    assert report.status == "unique"
    w = report.puzzle.cols
    want = sorted(tuple(sorted(divmod(int(i), w) for i in m[1:].split(","))) for m in moves.split(";"))
    assert list(report.solution.regions) == want
    assert GENRE.format("tatham").write(report.puzzle) == gid


def test_puzzlekit_example_and_its_answer():
    loaded = api.load("examples/dominosa-8x7.txt")
    report = gridsat.solve(loaded, mode="unique")
    assert report.status == "unique" and list(report.solution.regions) == pairs_of(PUZZLEKIT_LABELS)
    text = GENRE.format("puzzlekit").write(loaded.puzzle)
    assert api.loads(text, "kit", genre="dominosa").puzzle == loaded.puzzle
    assert GENRE.format("tatham").write(loaded.puzzle).startswith("6:50653626")  # 8 wide, 7 high: Tatham's shape
    with pytest.raises(InputError, match="3 wide and 2 high"):
        GENRE.format("tatham").write(Puzzle([[0, 1], [0, 1], [0, 1]]))


def test_the_dominoes_answer():
    assert len(list(DOMINOES.candidates(Puzzle([[0, 0, 1], [0, 1, 1]])))) == 3  # a 2x3 grid has three tilings
    assert len(gridsat.count(Puzzle([[0, 0, 1], [0, 1, 1]])).solutions) == 3  # and each is an answer here
    p = Puzzle([[0, 0, 1], [1, 1, 0]])
    sols = gridsat.count(p).solutions
    assert [list(s.regions) for s in sols] == [[((0, 0), (0, 1)), ((0, 2), (1, 2)), ((1, 0), (1, 1))]]
    doc = GENRE.solution_to_json(sols[0])
    assert doc == {"dominoes": [[[0, 0], [0, 1]], [[0, 2], [1, 2]], [[1, 0], [1, 1]]]}
    assert GENRE.solution_from_json(doc, p) == sols[0]
    assert GENRE.solution_line(p, sols[0]) == "r1c1-r1c2 r1c3-r2c3 r2c1-r2c2"


def test_checker_and_validation():
    p = Puzzle([[0, 0, 1], [0, 1, 1]])
    bad = DOMINOES.make([[(0, 0), (1, 0)], [(0, 1), (1, 1)], [(0, 2), (0, 1)], [(1, 2), (1, 1)]])
    problems = GENRE.check(p, bad)
    assert any(x.startswith("domino 0-1 appears twice") for x in problems)
    assert "r1c2 is on two dominoes" in problems
    assert GENRE.check(p, DOMINOES.make([[(0, 0), (1, 1)]]))[0] == "r1c1 r2c2 is not a domino of two neighbouring cells"
    with pytest.raises(InputError, match="double-1 set has 3 dominoes"):
        Puzzle([[0, 1], [1, 0]])
    with pytest.raises(InputError, match="holds no number"):
        api.loads("dominosa\n0 0 1\n0 1 .\n", "t")
    with pytest.raises(InputError, match="unexpected 'x'"):
        GENRE.format("tatham").read("1:0x0101", "t")
