"""Nurikabe: formats, real puzzles from public sources, generated puzzles, encodings, checker, CLI."""
from __future__ import annotations

import json
import subprocess

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import nurikabe as nk
from gridsat.encoders.nurikabe.generate import generate
from gridsat.formats import InputError

from benchmarks import nurikabe_bench as nkb

from .conftest import EXAMPLES, cli, need_binary

EXAMPLE = EXAMPLES / "nurikabe-10x10.txt"
G = nk.GENRE
parse, to_text, to_url, from_url = G.parse, G.to_text, G.declared.to_url, G.declared.from_url

# puzz.link URLs found in public sources (provenance in benchmarks/nurikabe_bench.py)
URLS = [url for _, url in nkb.URLS]
PZPRJS_5X5 = URLS[0]  # robx/pzprjs tests/test_nurikabe.js, with its published answer there:
PZPRJS_ANSWER = ["+5###", "+#2+#", "+####", "+#1#.", "###3."]  # "#" shaded; "+", "." unshaded
# semiexp/cspuz_core cspuz_solver_backend/src/puzzle/nurikabe.rs: not unique; its test lists the
# cells every answer shades and those every answer leaves unshaded
CSPUZ_6X6 = "https://puzz.link/p?nurikabe/6/6/m8n8i9u"
CSPUZ_SHADED = {(2, 1), (2, 2), (2, 3), (3, 3)}
CSPUZ_UNSHADED = {(0, 0), (0, 1), (0, 3), (0, 4), (2, 5), (3, 0), (4, 0), (4, 2), (4, 4), (4, 5), (5, 0), (5, 2),
                  (5, 4), (5, 5)}

# microsoft/nurikabe's puzzles (Stephan T. Lavavej's solver): the data and its provenance are in
# benchmarks/nurikabe_bench.py (the suite uses them too)
STL = {name: rows for name, rows in nkb.STL.items() if len(rows) <= 10}
STL_BIG = {name: rows for name, rows in nkb.STL.items() if len(rows) == 14}
stl_text = nkb.stl_text


def solve_unique(text_or_puzzle, **kw):
    rep = gridsat.solve(text_or_puzzle if isinstance(text_or_puzzle, nk.Puzzle) else gridsat.loads(text_or_puzzle, "t"),
                        "unique", **kw)
    assert rep.status == "unique", rep.status
    assert nk.check(rep.puzzle, rep.solution) == []
    return rep.puzzle, rep.solution


# -- formats --------------------------------------------------------------------------------------

def test_native_text_compact_and_spaced_rows_agree():
    a = parse("nurikabe 4x2\n.1?.\n2...\n")
    b = parse("# a comment\nnurikabe\n. 1 ? .\n2 . . .\n")
    assert a == b and a.sizes == {(0, 1): 1, (0, 2): None, (1, 0): 2}
    assert parse(to_text(a)) == a and to_text(a) == "nurikabe 4x2\n.1?.\n2...\n"
    wide = parse("nurikabe\n. 12 . .\n? . . .\n. . . .\n")
    assert wide.sizes == {(0, 1): 12, (1, 0): None}
    assert to_text(wide) == "nurikabe 4x3\n . 12  .  .\n ?  .  .  .\n .  .  .  .\n"
    assert parse(to_text(wide)) == wide


def test_json_round_trip():
    p = gridsat.load(str(EXAMPLE)).puzzle
    doc = json.loads(json.dumps(G.to_json(p)))
    assert doc["grid"][0][1] == 1 and doc["grid"][0][0] is None
    assert G.from_json(doc) == p and api.loads(json.dumps(doc), "t").puzzle == p
    q = parse("nurikabe\n?.\n..\n")
    assert G.to_json(q)["grid"] == [["?", None], [None, None]] and G.from_json(G.to_json(q)) == q


@pytest.mark.parametrize("url", URLS + [CSPUZ_6X6])
def test_puzzlink_urls_read_and_write_back(url):
    p = gridsat.loads(url, "url").puzzle
    assert to_url(p) == url
    assert from_url(to_url(p)) == p


def test_puzzlink_reads_the_clues():
    p = from_url(PZPRJS_5X5)
    assert p.sizes == {(0, 1): 5, (1, 2): 2, (3, 2): 1, (4, 3): 3}
    q = from_url("https://puzz.link/p?nurikabe/7/7/1s5zm.i3g2")
    assert q.sizes[6, 0] is None and q.sizes[6, 6] == 2
    # a pzprjs flag before the size is skipped (penpa-edit's import tests use "v:")
    assert from_url("https://puzz.link/p?nurikabe/v:/6/6/4j4p6h4p6j6").sizes[0, 0] == 4


def test_sniff_is_strict():
    assert G.sniff("nurikabe\n.1\n..\n") and G.sniff("# c\nNurikabe 2x2\n.1\n..\n")
    with pytest.raises(InputError, match="bad header"):
        parse("nurikabe 2\n.1\n")
    assert not G.sniff(".1\n..\n")
    assert not G.sniff("lightup\n..\n") and not G.sniff("7x7:cB1i1fBb3bBf1i01c")
    assert not G.sniff("stars 1\nAB\nBA\n")
    assert gridsat.loads("nurikabe:.1\n..\n", "t").puzzle.sizes == {(0, 1): 1}


@pytest.mark.parametrize("text, line, col, words", [
    ("nurikabe\n.1.\n.x.\n", 3, 2, "unknown cell 'x'"),
    ("nurikabe\n. 1 .\n. 1x .\n", 3, 3, "unknown cell '1x'"),
    ("nurikabe 3x2\n...\n..\n", 3, None, "row has 2 cells"),
    ("nurikabe 3x3\n.1.\n...\n", 1, None, "header says 3x3 but the grid is 3x2"),
    ("nurikabe 3\n...\n", 1, None, "bad header"),
    ("nurikabe\n", 1, None, "no grid rows"),
    ("nurikabe\n. . .\n. 7 .\n", 3, 3, "clue 7 is larger than the 3x2 grid"),
    ("nurikabe\n.0.\n", 2, 2, "number 0 is out of range"),
])
def test_bad_input_one_line_errors(tmp_path, text, line, col, words):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    r = cli("solve", path, "--genre", "nurikabe")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1, r.stderr
    where = f"{path}:{line}" + (f":{col}" if col else "") + ":"
    assert where in r.stderr and words in r.stderr, r.stderr


@pytest.mark.parametrize("text", [
    "https://puzz.link/p?nurikabe/3/3/i", "https://puzz.link/p?nurikabe/3/3/j5g",
    "https://puzz.link/p?nurikabe/2/2/-zz", "https://puzz.link/p?nurikabe/2/2/g0h",
    "https://puzz.link/p?nurikabe/3/3/z",
    '{"genre": "nurikabe", "grid": [[null], 5]}', '{"genre": "nurikabe", "grid": []}',
    '{"genre": "nurikabe", "grid": [[null, 1], [null]]}', '{"genre": "nurikabe", "grid": [[0]]}',
    '{"genre": "nurikabe", "grid": [["x"]]}', '{"genre": "nurikabe", "grid": [[true]]}',
])
def test_bad_urls_and_json(text):
    with pytest.raises(InputError):
        gridsat.loads(text, "t")


def test_cli_bad_url_exits_2_with_one_line():
    r = cli("solve", "https://puzz.link/p?nurikabe/3/3/j5g")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and "puzz.link URL" in r.stderr, r.stderr


# -- real puzzles ---------------------------------------------------------------------------------

@pytest.mark.parametrize("url", URLS)
def test_puzzlink_puzzles_are_unique(url):
    solve_unique(url)


def test_pzprjs_published_answer():
    p, sol = solve_unique(PZPRJS_5X5)
    assert sorted(sol.shaded) == [(r, c) for r, row in enumerate(PZPRJS_ANSWER) for c, ch in enumerate(row)
                                  if ch == "#"]


def test_cspuz_non_unique_puzzle_decides_the_published_cells():
    rep = gridsat.count(gridsat.loads(CSPUZ_6X6, "u"))
    assert rep.complete and len(rep.solutions) > 1
    shaded = [set(s.shaded) for s in rep.solutions]
    for s in rep.solutions:
        assert nk.check(rep.puzzle, s) == []
    free = set(rep.puzzle) - set(rep.puzzle.sizes)
    assert set.intersection(*shaded) == CSPUZ_SHADED
    assert free - set.union(*shaded) == CSPUZ_UNSHADED


@pytest.mark.parametrize("name", STL)
def test_stl_puzzles_are_unique(name):
    solve_unique(stl_text(STL[name]))


@pytest.mark.slow
@pytest.mark.parametrize("name", STL_BIG)
def test_big_stl_puzzles_are_unique(name):
    solve_unique(stl_text(STL_BIG[name]))


def test_example_is_unique():
    p, sol = solve_unique(EXAMPLE.read_text())
    assert len(sol.shaded) == p.sea_size


# -- generated puzzles ------------------------------------------------------------------------------

@pytest.mark.parametrize("h, w, seed, minimal", [(6, 6, 1, False), (8, 10, 2, False), (6, 6, 3, True)])
def test_generated_puzzles_are_unique(h, w, seed, minimal):
    p = generate(h, w, seed=seed, minimal=minimal)
    assert (p.height, p.width) == (h, w)
    _, sol = solve_unique(p)
    assert all(k is None or k <= 6 for k in p.sizes.values())
    assert (None in p.sizes.values()) == minimal  # --minimal turns the numbers it can into '?'
    assert generate(h, w, seed=seed, minimal=minimal) == p  # seeded: the same puzzle again


def test_cli_generate():
    r = cli("generate", "nurikabe", "--size", "7", "--seed", "4", "--largest", "4")
    assert r.exit_code == 0, r.stderr
    p = gridsat.loads(r.stdout, "t").puzzle
    assert (p.height, p.width) == (7, 7) and max(p.sizes.values()) <= 4
    solve_unique(p)


# -- encodings and backends -----------------------------------------------------------------------

ENCODINGS = [EncodeOptions(island_rule="one"), EncodeOptions(connect="rank"), EncodeOptions(connect="distance"),
             EncodeOptions(parts={"sea-cuts": False, "sea-neighbour": False, "island-neighbour": False}),
             EncodeOptions(parts={"sea-count": True}), EncodeOptions(card="totalizer")]
# a puzzle with '?' clues
SMALL = [PZPRJS_5X5, "nurikabe\n?....?\n.?..2.\n......\n.3..1.\n...1..\n.....1\n"]


@pytest.mark.parametrize("options", ENCODINGS, ids=lambda o: str(o.used() or o.parts or o.card))
def test_other_encodings_agree(options):
    eager = options.connect != "auto"  # the eager encodings of the shaded cells are slow on bigger boards
    for text in SMALL + ([] if eager else [URLS[4], stl_text(STL["nikoli_1"])]):
        loaded = gridsat.loads(text, "t")
        ref = gridsat.solve(loaded, "unique").solutions
        assert gridsat.solve(loaded, "unique", options=options).solutions == ref


def test_big_islands_lazy_and_shared_distances_agree():
    """Islands past the distance budget are lazy in-process (with island-cuts); the shared
    builder's distances (the genre's own off) and the lazy islands give the same answers,
    also counting every answer of tiny boards."""
    import random

    lazy = EncodeOptions(extra={"nurikabe_distance_budget": 0})
    shared = EncodeOptions(extra={"nurikabe_compact": False})
    no_cuts = EncodeOptions(extra={"nurikabe_distance_budget": 0}, parts={"island-cuts": False})
    for text in SMALL + [URLS[1], URLS[4], stl_text(STL["nikoli_1"])]:
        loaded = gridsat.loads(text, "t")
        ref = gridsat.solve(loaded, "unique").solutions
        for options in (lazy, shared, no_cuts):
            assert gridsat.solve(loaded, "unique", options=options).solutions == ref
    compiled = api.compile_model(gridsat.loads(URLS[6], "t"), lazy)
    assert set(compiled.info.connect.values()) == {"lazy"}
    rng = random.Random(7)
    for _ in range(30):
        p = nk.tiny(rng)
        a = {s.shaded for s in gridsat.solve(p, "all").solutions}
        for options in (lazy, shared):
            assert {s.shaded for s in gridsat.solve(p, "all", options=options).solutions} == a, p.cells


def _hardest(name: str):
    """A board of benchmarks/data/nurikabe-hardest/ and its published answer (``.answer``:
    rows of ``x`` shaded, ``-`` not)."""
    from pathlib import Path

    base = Path(__file__).resolve().parent.parent / "benchmarks" / "data" / "nurikabe-hardest" / name
    answer = {(r, c) for r, line in enumerate(base.with_suffix(".answer").read_text().splitlines())
              for c, t in enumerate(line.split()) if t == "x"}
    return gridsat.load(str(base.with_suffix(".txt"))), answer


@pytest.mark.parametrize("name", ["janko-1030-32x32", "janko-1050-25x15", "janko-1055-57x40"])
def test_hardest_janko_published_answers_pass_the_checker(name):
    """The published answers kept beside the hardest Janko boards (1055 gets no verdict in 60 s
    yet: benchmarks/results/hardest-nurikabe.md) obey the rules."""
    loaded, answer = _hardest(name)
    assert nk.check(loaded.puzzle, nk.Solution(sorted(answer))) == []
    assert len(answer) == loaded.puzzle.sea_size


def test_janko_1030_small_sea_published_answer():
    """Janko's Nurikabe 1030 (32x32: islands of 994 and 20, 10 shaded cells): the 994-island is
    too big for its distances, so the sea (10 cells) gets distances and its count stands for
    the big island's; unique, the published answer (no verdict in 120 s before)."""
    loaded, answer = _hardest("janko-1030-32x32")
    compiled = api.compile_model(loaded, EncodeOptions())
    assert compiled.info.connect["sea"] == "distance" and compiled.info.connect[(1, 27)] == "lazy"
    p, sol = solve_unique(loaded.puzzle)
    assert set(sol.shaded) == answer


def test_small_sea_agrees():
    """The small-sea encoding (forced here on every board) gives the same answers as the usual
    one, counting every answer of tiny boards; on its own only where the sea is small beside a
    big island (a 12x12 board of 1030's shape), off with the option."""
    import random

    small = EncodeOptions(extra={"nurikabe_small_sea": "always"})
    usual = EncodeOptions(extra={"nurikabe_small_sea": False})
    assert api.compile_model(gridsat.loads(URLS[1], "t"), small).info.connect["sea"] == "distance"
    assert api.compile_model(gridsat.loads(URLS[1], "t"), EncodeOptions()).info.connect["sea"] == "lazy"
    corner = nk.Puzzle([[{(1, 9): 114, (10, 4): 20}.get((r, c)) for c in range(12)] for r in range(12)])  # 1030's shape
    assert api.compile_model(corner, EncodeOptions()).info.connect["sea"] == "distance"
    for text in SMALL + [URLS[1], stl_text(STL["nikoli_1"])]:
        loaded = gridsat.loads(text, "t")
        ref = gridsat.solve(loaded, "unique", options=usual).solutions
        assert gridsat.solve(loaded, "unique", options=small).solutions == ref
    (answer,) = gridsat.solve(corner, "unique").solutions  # the usual encoding: no verdict in 40 s
    assert set(answer.shaded) == {(7, c) for c in range(6)} | {(r, 5) for r in range(8, 12)}
    rng = random.Random(11)
    for _ in range(30):
        p = nk.tiny(rng)
        a = {s.shaded for s in gridsat.solve(p, "all", options=usual).solutions}
        assert {s.shaded for s in gridsat.solve(p, "all", options=small).solutions} == a, p.cells


def test_z3_agrees():
    for text in (PZPRJS_5X5, stl_text(STL["wikipedia_easy"])):
        loaded = gridsat.loads(text, "t")
        assert gridsat.solve(loaded, "unique", backend="z3").solutions == gridsat.solve(loaded, "unique").solutions


def test_tiny_counts_agree_across_island_rules():
    import random
    rng = random.Random(5)
    for _ in range(30):
        p = nk.tiny(rng)
        a = {s.shaded for s in gridsat.solve(p, "all").solutions}
        b = {s.shaded for s in gridsat.solve(p, "all", options=EncodeOptions(island_rule="one")).solutions}
        assert a == b, p.cells


def test_export_is_complete_without_lazy_cuts(tmp_path):
    """The exported CNF alone admits exactly the valid answers (enumerated with PySAT)."""
    from pysat.formula import CNF
    from pysat.solvers import Solver

    p = parse("nurikabe\n?...\n....\n..2.\n")
    path, model = api.export_dimacs(api.Loaded(nk.GENRE, p, "t", "t"), str(tmp_path))
    assert not model.lazy
    found = set()
    with Solver(name="cadical153", bootstrap_with=CNF(from_file=str(path)).clauses) as s:
        while s.solve():
            values = model.value_map(s.get_model())
            sol = G.decode(p, model, values)
            assert nk.check(p, sol) == []
            found.add(sol.shaded)
            s.add_clause([-v if values.get(v) else v for v in model.primary])
    assert found == {s.shaded for s in gridsat.solve(p, "all").solutions} and len(found) > 1


@pytest.mark.parametrize("solver", ["cadical", "minisat"])
def test_dimacs_with_an_external_solver(tmp_path, solver):
    exe = need_binary(solver)
    r = cli("export", EXAMPLE, "--out-dir", tmp_path)
    assert r.exit_code == 0, r.stderr
    cnf = next(tmp_path.glob("*.cnf"))
    out = tmp_path / "out.txt"
    if solver == "minisat":
        subprocess.run([exe, str(cnf), str(out)], capture_output=True, timeout=60)
    else:
        out.write_text(subprocess.run([exe, "-q", str(cnf)], capture_output=True, text=True, timeout=60).stdout)
    status, sol = api.decode_answer(gridsat.load(str(EXAMPLE)), out.read_text(), str(out))
    assert status == "sat" and nk.check(gridsat.load(str(EXAMPLE)).puzzle, sol) == []


# -- the checker ----------------------------------------------------------------------------------

def test_checker_names_each_broken_rule():
    p = parse("nurikabe\n2..\n...\n.1.\n")
    ok = nk.Solution(((0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 2)))
    assert nk.check(p, ok) == []
    assert any("needs 2" in m for m in nk.check(p, nk.Solution(ok.shaded[1:])))
    assert any("holds a clue" in m for m in nk.check(p, nk.Solution(ok.shaded + ((0, 0),))))
    assert any("outside" in m for m in nk.check(p, nk.Solution(ok.shaded + ((5, 5),))))
    assert any("listed twice" in m for m in nk.check(p, nk.Solution(ok.shaded + ((0, 2),))))
    assert any("no number" in m for m in nk.check(parse("nurikabe\n1..\n"), nk.Solution(((0, 1),))))
    assert any("holds 2 clues" in m for m in nk.check(parse("nurikabe\n1.1\n"), nk.Solution(())))
    assert any("not connected" in m for m in nk.check(parse("nurikabe\n.1.\n"), nk.Solution(((0, 0), (0, 2)))))
    assert any("2x2 block" in m for m in nk.check(parse("nurikabe\n..\n..\n1.\n"),
                                                  nk.Solution(((0, 0), (0, 1), (1, 0), (1, 1), (2, 1)))))


def test_explain_names_the_clues():
    ex = gridsat.explain(gridsat.loads("nurikabe\n3.\n.1\n", "t"))
    assert ex.status == "unsat" and ex.minimal and any("r1c1 (3)" in c for c in ex.clues)


# -- CLI ------------------------------------------------------------------------------------------

def test_cli_solve_unique_json_and_convert(tmp_path):
    r = cli("solve", EXAMPLE, "--unique", "--json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["genre"] == "nurikabe" and doc["status"] == "unique"
    assert doc["solution"]["shaded"] == sorted(doc["solution"]["shaded"])
    url = cli("convert", EXAMPLE, "--to", "puzzlink").stdout.strip()
    assert url.startswith("https://puzz.link/p?nurikabe/10/10/")
    assert gridsat.loads(url, "url").puzzle == gridsat.load(str(EXAMPLE)).puzzle
    r = cli("solve", PZPRJS_5X5, "--unique")
    assert r.exit_code == 0 and "unique" in r.stdout + r.stderr


def test_drawings():
    p, sol = solve_unique(EXAMPLE.read_text())
    text = G.draw(p, sol, ascii=True)
    assert text.count("#") == len(sol.shaded) and text.splitlines()[1].split()[1] == "1"
    svg = G.draw_svg(p, sol)
    assert svg.count('class="shaded"') == len(sol.shaded)
