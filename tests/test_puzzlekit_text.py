"""puzzlekit's problem text for the genres gridsat had before the declared board
(gridsat.formats.puzzlekit): every bundled example round-trips, bad text is one line naming
the line, and puzzlekit's own example puzzles read and get puzzlekit's answers."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import gridsat
from gridsat import api, encoders
from gridsat.formats import InputError
from gridsat.formats import puzzlekit as pk
from tests.conftest import EXAMPLES

LAYOUTS = sorted(pk.LAYOUTS)


def kit(name):
    g = encoders.get(name)
    return g, g.format("puzzlekit") or pk.format_for(name, g.from_json, g.to_json)


@pytest.mark.parametrize("name", LAYOUTS)
def test_examples_round_trip(name):
    g, f = kit(name)
    paths = [p for p in sorted(EXAMPLES.glob(f"{name}-*")) if api.load(str(p), index=1).genre is g]
    assert paths
    for path in paths:
        p = api.load(str(path), index=1).puzzle
        try:
            text = f.write(p)
        except (KeyError, TypeError):
            continue  # a variant puzzlekit has no layout for (Sudoku with X or lines)
        back = f.read(text, "kit")
        assert g.to_json(back) == g.to_json(p) or f.write(back) == text
        assert api.loads(text, "kit", genre=name).genre is g


@pytest.mark.parametrize("name, text, message", [
    ("lightup", "2 2\n- -\n- q\n", "kit:3: puzzlekit text: unexpected cell 'q'"),
    ("lightup", "2 2\n- -\n", "kit:2: puzzlekit text: the grid needs 2 lines, found 1"),
    ("lightup", "2 2\n- -\n- - -\n", "kit:3: puzzlekit text: a line of the grid has 3 tokens, expected 2"),
    ("lightup", "2 2\n- -\n- -\n- -\n", "kit:4: puzzlekit text: more lines than the header's grid"),
    ("starbattle", "2 2\n1 1\n2 2\n", "kit:1: puzzlekit text: Star Battle's first line is 'ROWS COLS STARS'"),
    ("kenken", "2 2\n3? .\n. 2\n1 1\n2 2\n", "unexpected clue"),
    ("hitori", "x 2\n", "kit:1: puzzlekit text: the first line must be 'ROWS COLS'"),
])
def test_bad_text_is_one_line(name, text, message):
    g, f = kit(name)
    with pytest.raises(InputError) as e:
        f.read(text, "kit")
    assert message in str(e.value) and "\n" not in str(e.value)


def _example(kind: str, key: str) -> str | None:
    puzzlekit = pytest.importorskip("puzzlekit")
    path = Path(puzzlekit.__file__).parent / "solvers" / f"{kind}.py"
    m = re.search(rf'"{key}":\s*"""(.*?)"""', path.read_text(), re.S)
    return "\n".join(line.strip() for line in m.group(1).strip().splitlines()) if m else None


def _marked(text: str, mark: str) -> list[tuple[int, int]]:
    rows = [line.split() for line in text.splitlines()[1:]]
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == mark)


# genre, puzzlekit type, how puzzlekit marks the answer, the key of gridsat's solution JSON
ANSWERS = [("lightup", "akari", "o", "lights"), ("hitori", "hitori", "x", "shaded"),
           ("nurikabe", "nurikabe", "x", "shaded"), ("starbattle", "starbattle", "x", "stars"),
           ("nonogram", "nonogram", "x", None), ("tents", "tent", "o", "tents"),
           ("sudoku", "sudoku", None, None), ("sudoku", "jigsaw_sudoku", None, None),
           ("sudoku", "killer_sudoku", None, None), ("kakuro", "kakuro", None, None),
           ("masyu", "masyu", None, None)]


@pytest.mark.parametrize("name, kind, mark, key", ANSWERS, ids=[a[1] for a in ANSWERS])
def test_puzzlekit_examples_get_puzzlekit_answers(name, kind, mark, key):
    problem, answer = _example(kind, "input_example"), _example(kind, "output_example")
    g, f = kit(name)
    p = f.read(problem, kind)
    report = gridsat.solve(p, mode="unique")
    assert report.status == "unique"
    assert g.check(p, report.solution) == []
    doc = g.solution_to_json(report.solution)
    if key is not None:
        assert sorted(map(tuple, doc[key])) == _marked(answer, mark)
    elif name == "nonogram":
        assert [[int(v) for v in row] for row in doc["grid"]] == \
            [[int(t == "x") for t in line.split()] for line in answer.splitlines()[1:]]
    elif name in ("sudoku", "kakuro"):
        rows = [line.split() for line in answer.splitlines()[1:]]
        ours = [[v or "-" for v in row] for row in doc["grid"]]
        assert [[str(v) for v in row] for row in ours] == rows[:len(ours)]


def test_a_genre_s_own_text_wins_over_a_puzzlekit_reading():
    # "1 2 / 2 1" is a 2x2 Hitori grid, and also puzzlekit's header for a 1x2 grid
    p = api.loads("1 2\n2 1\n", "t", genre="hitori").puzzle
    assert (p.height, p.width) == (2, 2)
    p = api.loads("2 3\n1 2 1\n2 1 2\n", "t", genre="hitori").puzzle  # only puzzlekit reads it
    assert (p.height, p.width) == (2, 3)
