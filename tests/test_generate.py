"""gridsat generate (issue 22 item 2): every puzzle unique (proved again here, independently),
the same seed gives the same puzzles, --minimal leaves only needed clues, the effort is
reported, and the CLI's formats, options and errors."""
from __future__ import annotations

import json

import pytest

from gridsat import api, encoders
from gridsat.generate import generate, write

from .conftest import cli

CASES = [("sudoku", (9, 9), {}), ("sudoku", (6, 6), {"jigsaw": True}), ("sudoku", (9, 9), {"diagonals": True}),
         ("starbattle", (6, 6), {"stars": 1}), ("tents", (6, 6), {}), ("lightup", (6, 6), {}),
         ("numberlink", (5, 5), {})]


def unique(g, p) -> bool:
    return api.solve(api.Loaded(g, p, "test", None), "unique").status == "unique"


@pytest.mark.parametrize("name,size,options", CASES)
def test_generated_puzzles_are_unique_and_repeatable(name, size, options):
    g = encoders.get(name)
    made = [generate(g, size, 7, i, options) for i in (1, 2)]
    for m in made:
        assert unique(g, m.puzzle)
        assert {"conflicts", "decisions", "sat_calls"} <= set(m.stats)
        text = write(g, m.puzzle, "native")
        assert write(g, g.parse(text, "x"), "native") == text  # reads back
    again = generate(g, size, 7, 1, options)
    assert again.puzzle == made[0].puzzle  # the same seed and number: the same puzzle
    assert made[0].puzzle != made[1].puzzle


@pytest.mark.parametrize("name,size,options", CASES)
def test_minimal_leaves_only_needed_clues(name, size, options):
    g = encoders.get(name)
    gen = g.generate
    if gen.clues is None:
        pytest.skip(f"{name} has no clues to take away (its map is the puzzle)")
    m = generate(g, size, 11, 1, options, minimal=True)
    assert m.minimal and unique(g, m.puzzle)
    clues = gen.clues(m.puzzle)
    assert m.clues == len(clues) > 0
    for c in clues:  # take any one away: no longer unique (or not a puzzle at all)
        try:
            q = gen.without(m.puzzle, [c])
        except Exception:  # noqa: BLE001 - e.g. no clue left
            continue
        assert not unique(g, q), (name, c)


def test_starbattle_map_search_keeps_regions_whole():
    g = encoders.get("starbattle")
    m = generate(g, (8, 8), 3, 1, {"stars": 1})
    p = m.puzzle
    assert unique(g, p) and m.stats["moves"] >= 0 and len(p.region_cells()) == 8
    for cells in p.region_cells().values():  # every region is connected
        seen, todo = {cells[0]}, [cells[0]]
        while todo:
            r, c = todo.pop()
            for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if nb in cells and nb not in seen:
                    seen.add(nb)
                    todo.append(nb)
        assert len(seen) == len(cells)


@pytest.mark.slow
def test_starbattle_10x10_two_stars():
    g = encoders.get("starbattle")
    m = generate(g, (10, 10), 1, 1, {"stars": 2})
    assert unique(g, m.puzzle) and m.puzzle.stars == 2


def test_cli_json_lines_and_formats():
    r = cli("generate", "sudoku", "--seed", "4", "--count", "2", "--minimal", "--json")
    assert r.exit_code == 0, r.output
    docs = [json.loads(line) for line in r.stdout.splitlines()]
    assert [d["index"] for d in docs] == [1, 2]
    for d in docs:
        assert d["status"] == "unique" and d["seed"] == 4 and d["minimal"] and d["size"] == "9x9"
        assert d["format"] == "native" and d["puzzle"].startswith("sudoku 9x9")
        assert api.solve(d["puzzle"], "unique").status == "unique"
        assert {"conflicts", "decisions", "generate_seconds"} <= set(d["stats"])
    url = cli("generate", "starbattle", "--size", "6", "--seed", "2", "--format", "puzzlink")
    assert url.exit_code == 0 and "https://puzz.link/p?starbattle/6/6/1/" in url.stdout
    doc = json.loads(cli("generate", "lightup", "--size", "5", "--seed", "2", "--format", "json", "--json").stdout)
    assert doc["puzzle"]["genre"] == "lightup"
    text = cli("generate", "tents", "--size", "6x8", "--seed", "2").stdout
    assert text.startswith("// #1 tents 6x8 seed 2: unique") and "tents 8x6" in text


def test_cli_text_reads_back_as_a_puzzle(tmp_path):
    out = tmp_path / "p.txt"
    r = cli("generate", "numberlink", "--size", "6", "--seed", "9", "--output", out)
    assert r.exit_code == 0, r.output
    assert cli("solve", out, "--unique").exit_code == 0


@pytest.mark.parametrize("args,words", [
    (["sudoku", "--stars", "2"], "--stars does not apply"),
    (["starbattle", "--size", "6x8"], "square"),
    (["starbattle", "--size", "6", "--stars", "2"], "at least 8x8"),
    (["sudoku", "--size", "7"], "no boxes"),
    (["sudoku", "--jigsaw", "--format", "puzzlink"], "puzz.link"),
    (["nosuchgenre"], "unknown genre"),
    (["sudoku", "--size", "x"], "--size"),
])
def test_cli_bad_requests_are_one_line(args, words):
    r = cli("generate", *args)
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and words in r.stderr, r.stderr


def test_genre_without_generator_is_refused():
    name = next((g.name for g in encoders.all_genres() if g.generate is None), None)
    if name is None:
        pytest.skip("every genre generates")
    r = cli("generate", name)
    assert r.exit_code == 2 and "cannot generate" in r.stderr
