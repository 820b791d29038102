"""Castle Wall: pzprjs's and Janko's puzzles with their published answers, formats, rules."""
from __future__ import annotations

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.answers import Loop
from gridsat.formats import InputError

from .test_loop_rooms import border_links, kit_links, loop_links, solve_kit

G = encoders.get("castlewall")

# pzprjs test/script/castle.js: the URL and its answer (links right of cells, then below cells)
PZPRJS = ("https://puzz.link/p?castle/5/5/c230021k111a210f", "0 0 0 0 /0 1 1 1 /1 0 1 1 /0 0 0 0 /1 1 0 0 /",
          "0 0 0 0 0 /0 1 0 0 1 /1 0 1 0 0 /1 0 1 0 0 /")

# janko.at/Raetsel/Castle-Wall/NNN.a.htm as the puzzlekit dataset holds them: problem, answer
JANKO = {
    '01_10x10': ('10 10\n- - 1wx - - - - - - -\n- - - - - - 4so - 2wx -\n- - - - 2so - - - - -\n- 2sx - - - - - 4wo - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - 1wx - - - - - 0no -\n- - - - - 1eo - - - -\n- 0eo - 3no - - - - - -\n- - - - - - - 3nx - -',
                 '10 10\nse sw - se ew ew ew sw - -\nns ne ew nw - - - ns - -\nne ew sw - - - - ne ew sw\n- - ne ew ew ew sw - - ns\n- se ew ew sw se nw - - ns\n- ne ew sw ns ns - - - ns\nse sw - ns ne nw se sw - ns\nns ne ew nw - - ns ne sw ns\nns - - - - - ns - ns ns\nne ew ew ew ew ew nw - ne nw'),
    '02_10x10': ('10 10\n- - - - - 3sx - - - -\n- - - o - - - 3so - -\n- x - - - - - - - -\n- - - - 2eo - - - o -\n1nx - - - - - 1wo - - -\n- - - 1so - - - - - 2nx\n- x - - - 1sx - - - -\n- - - - - - - - o -\n- - 3nx - - - x - - -\n- - - - 2ex - - - - -',
                 '10 10\nse ew ew ew sw - se ew sw -\nne ew sw - ns - ns - ns -\n- - ne sw ne sw ne sw ne sw\n- se ew nw - ne ew nw - ns\n- ns - - se sw - - se nw\n- ne sw - ns ne sw - ns -\n- - ns - ns - ns - ne sw\n- - ne sw ne sw ne sw - ns\n- - - ne ew nw - ns - ns\n- - - - - - - ne ew nw'),
    '03_10x10': ('10 10\n8ex - - - - - - - - -\n6ex - - - - 0no - - - -\n6ex - - - - - - - - -\n5ex - - - 1no - - - - -\n4ex - - - - 1no - - - -\n4ex - - - - 1no - - - -\n5ex - 1no - - - - - - -\n5ex - - - - - 3no - - -\n6ex - - - - - - - - -\n7ex - - - - - - - - -',
                 '10 10\n- se ew ew ew ew ew ew ew sw\n- ne ew ew sw - se ew ew nw\n- se ew ew nw se nw se ew sw\n- ne ew sw - ne ew nw se nw\n- se sw ne sw - se sw ne sw\n- ns ne ew nw - ns ne ew nw\n- ns - se ew sw ne ew ew sw\n- ne ew nw se nw - se ew nw\n- se ew ew nw se sw ne ew sw\n- ne ew ew ew nw ne ew ew nw'),
    '08_10x18': ('10 18\n- - - - - - - - - - 3ex - - - - - - -\n- 3sx - 5eo - - - - 3sx - - - - - - 3so - -\n- - - - - - - - - - - - 1ex - - - 8wo -\n- 7eo - - - - - - - 2ex - - - - 6wo - - -\n- - - - - - - 2eo - - - - - - - - - -\n- - - - - - - - - - 0so - - - - - - -\n- - - 2nx - - - - 1nx - - - - - - - 6w -\n- 2no - - - 7eo - - - - - - - - - - - -\n- - 4no - - - - - - 2no - - - - 5wx - 2no -\n- - - - - - - 6ex - - - - - - - - - -',
                 '10 18\n- - se ew sw - - - - - - - - - se ew ew sw\n- - ns - ne ew ew sw - se ew sw - - ns - - ns\nse ew nw se ew ew ew nw - ne sw ns - se nw - - ns\nns - se nw se ew ew ew sw - ns ne sw ns - - se nw\nns se nw se nw - - - ne ew nw - ns ns - - ns -\nns ns - ne sw - se ew ew sw - - ns ne ew sw ne sw\nns ne sw - ns - ns - - ne ew sw ne ew ew nw - ns\nns - ne ew nw - ne sw se ew ew nw se ew ew sw - ns\nne sw - se ew ew ew nw ns - - - ns - - ns - ns\n- ne ew nw - - - - ne ew ew ew nw - - ne ew nw'),
    '10_10x18': ('10 18\n- - - - - - x x - - - - - - - - 8wx x\n- - - - - - 1sx 2sx - - - - - - - - 6wx 5sx\n- - 1nx 1nx - - - - - - - - x 3ex - - - -\n- - 4sx 3sx - - - - - - - - x x - - - -\n- - - - - - - - 3wx x - - - - - - - -\n- - - - - - - - 4wx 4ex - - - - - - - -\n- - - - 2nx 1wx - - - - - - - - 4wx 2nx - -\n- - - - 6ex 1sx - - - - - - - - x x - -\nx x - - - - - - - - x 2nx - - - - - -\nx x - - - - - - - - 3wx x - - - - - -',
                 '10 18\nse ew sw se ew sw - - - se ew ew ew sw - - - -\nns se nw ne sw ns - - se nw se ew ew nw - - - -\nns ns - - ns ne ew ew nw - ne sw - - se ew ew sw\nns ns - - ne sw - se ew ew sw ns - - ns se sw ns\nns ns se ew ew nw - ns - - ns ne ew ew nw ns ns ns\nns ns ns se ew ew ew nw - - ns - se ew ew nw ne nw\nns ne nw ns - - - - se ew nw - ne sw - - - -\nne ew sw ns - - se ew nw se ew ew sw ns - - se sw\n- - ns ne ew sw ne ew ew nw - - ns ne ew ew nw ns\n- - ne ew ew nw - - - - - - ne ew ew ew ew nw'),
}


def test_pzprjs_puzzle_has_its_published_answer():
    url, right, down = PZPRJS
    want = border_links(right, down)
    report = gridsat.solve(api.loads(url, "t"), mode="unique")
    assert report.puzzle.cells[0][3:] == ("0wx", "1s") and report.puzzle.cells[3][1] == "1no"
    assert report.status == "unique" and loop_links(report.solution.loop) == want
    assert G.formats[0].write(report.puzzle) == url


@pytest.mark.parametrize("name", sorted(JANKO))
def test_janko_puzzles_have_their_published_answers(name):
    problem, answer = JANKO[name]
    assert loop_links(solve_kit(problem, "castlewall").loop) == kit_links(answer)


def test_castle_tokens():
    p = G.puzzle.of([["2sx", "o", "x"], ["g", "?e", "1<o"]])
    assert p.cells == (("2sx", "o", "x"), ("g", "?e", "1wo"))
    assert G.parse(G.to_text(p), "t") == p and G.from_json(G.to_json(p), "t") == p
    url = G.formats[0].write(p)
    assert G.formats[0].read(url, "t") == p
    for bad in ("castlewall 2x2\n2sy .\n. .\n", "castlewall 2x2\nw . \n. .\n", "castlewall 2x2\n2 .\n. .\n"):
        with pytest.raises(InputError):
            api.loads(bad, "t")
    with pytest.raises(InputError):  # a number without an arrow (pzprjs: an error)
        api.loads("https://puzz.link/p?castle/2/2/203c", "t")


def test_colours_inside_and_outside():
    ring = Loop(((0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0)))
    white = G.puzzle.of([[".", ".", "."], [".", "o", "."], [".", ".", "."]])
    black = G.puzzle.of([[".", ".", "."], [".", "x", "."], [".", ".", "."]])
    grey = G.puzzle.of([[".", ".", "."], [".", "g", "."], [".", ".", "."]])
    assert G.check(white, ring) == [] and G.check(grey, ring) == []
    assert G.check(black, ring) == ["the black castle at r2c2 is inside the loop"]
    assert gridsat.solve(white, mode="unique").status == "unique"
    assert gridsat.solve(black, mode="unique").status == "unsat"


def test_arrow_counts_segments_in_its_direction():
    square = Loop(((0, 1), (0, 2), (1, 2), (1, 1)))
    p = G.puzzle.of([["1e", ".", "."], [".", ".", "."]])
    assert G.check(p, square) == []  # (0,1)-(0,2) lies east of the castle; (1,1)-(1,2) does not
    q = G.puzzle.of([["2e", ".", "."], [".", ".", "."]])
    assert G.check(q, square) == ["the castle 2e at r1c1 sees 1 loop segments, not 2"]
    assert G.check(p, Loop(((0, 0), (0, 1), (1, 1), (1, 0)))) == ["the loop passes r1c1, where it may not go"]
