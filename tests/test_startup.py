"""The CLI starts without importing genres it does not use (issue 17: cold start).

What the command line needs about every genre before it knows which one it reads comes from
the generated manifest (``gridsat/encoders/manifest.py``); detection imports the genre the
text's first word names first.  These tests check the mechanism (which modules a command
imports, that the manifest matches the genres, that the cheap detection route picks what
sniffing with every genre picks), not a time: the time is in ``benchmarks/startup.py``.
"""
from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

import gridsat
from gridsat import encoders
from gridsat.formats import InputError

from .conftest import EXAMPLES, ROOT

# Runs the click entry point in a fresh interpreter, then prints (last line) the genre packages
# and the heavy modules it imported, and its exit code.
PROBE = """
import json, sys
from gridsat.cli import main
code = 0
try:
    main(sys.argv[1:], prog_name="gridsat")
except SystemExit as e:
    code = e.code
from gridsat import encoders
genres = sorted({m.split(".")[2] for m in sys.modules
                 if m.startswith("gridsat.encoders.") and m.split(".")[2] in encoders.PACKAGES})
heavy = sorted(m for m in ("z3", "networkx", "numpy", "dask", "multiprocessing", "gridsat.jobs")
               if m in sys.modules)
print("\\nPROBE " + json.dumps({"genres": genres, "heavy": heavy, "exit": code}))
"""


def probe(*args) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, *map(str, args)], capture_output=True, text=True,
                         cwd=ROOT, stdin=subprocess.DEVNULL)
    last = out.stdout.strip().splitlines()[-1]
    assert last.startswith("PROBE "), out.stdout + out.stderr
    return json.loads(last[len("PROBE "):])


def test_manifest_matches_the_genres():
    from gridsat.encoders.manifest import GENRES

    assert GENRES == encoders.build_manifest(), (
        f"the genre manifest (src/gridsat/encoders/manifest.py) is stale: run `{encoders.REGENERATE}`")


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["genres"], ["solve", "--help"],
                                  ["generate", "--help"]], ids=" ".join)
def test_commands_that_read_no_puzzle_import_no_genre(args):
    got = probe(*args)
    assert got["exit"] in (0, None) and got["genres"] == []


def test_solving_star_battle_imports_star_battle_only():
    got = probe("solve", EXAMPLES / "starbattle-9x9.txt", "--unique")
    assert got == {"genres": ["starbattle"], "heavy": [], "exit": 0}


# Genres whose `gridsat solve` on their examples may import networkx, with the reason: none.
# Building a graph does not need it (gridsat.connectivity.graph.Graph, with networkx's
# interface and orders), nor do the graph algorithms the solve path runs (connected components,
# the lazy acyclic cut's cycle basis: written out there).  A genre that starts running one of
# networkx's algorithms on every solve goes here, with why.
NETWORKX_ON_SOLVE: dict[str, str] = {}


def _genre_examples():
    for genre in encoders.PACKAGES:
        paths = sorted(EXAMPLES.glob(f"{genre}-*"))
        assert paths, f"no example of {genre} in examples/"
        yield from (pytest.param(genre, path, id=path.name) for path in paths)


@pytest.mark.parametrize("genre, path", list(_genre_examples()))
def test_solving_an_example_imports_no_networkx(genre, path):
    got = probe("solve", path, "--unique")
    assert genre in got["genres"] and got["exit"] in (0, 1, 3), got  # 1: no answer, 3: several
    if genre not in NETWORKX_ON_SOLVE:
        assert "networkx" not in got["heavy"], (
            f"`gridsat solve {path.name}` imports networkx (about 0.18 s of start-up): build graphs "
            "with gridsat.connectivity.graph.Graph and import networkx only in what runs its algorithms")


def test_each_route_of_detection_imports_one_genre():
    star = gridsat.load(EXAMPLES / "starbattle-9x9.txt")
    url = gridsat.convert(star, "puzzlink")
    prefixed = "starbattle:" + gridsat.convert(star, "native")
    sudoku_url = gridsat.convert(gridsat.load(EXAMPLES / "sudoku-9x9.txt"), "puzzlink")
    cases = {
        "header word": (["solve", EXAMPLES / "sudoku-9x9.txt"], ["sudoku"], 0),
        "JSON genre": (["solve", EXAMPLES / "starbattle-no-solution.json"], ["starbattle"], 1),
        "puzz.link pid": (["solve", url], ["starbattle"], 0),
        "puzz.link pid (sudoku)": (["solve", sudoku_url], ["sudoku"], 0),
        "NAME: prefix": (["solve", prefixed], ["starbattle"], 0),
        "--genre": (["solve", EXAMPLES / "tents-6x6.txt", "--genre", "tents"], ["tents"], 0),
        "alias in --genre": (["solve", EXAMPLES / "starbattle-9x9.txt", "--genre", "parks"], ["starbattle"], 0),
    }
    for label, (args, genres, code) in cases.items():
        got = probe(*args)
        assert (got["genres"], got["exit"]) == (genres, code), label


def test_a_bad_genre_name_still_lists_every_genre():
    got = probe("solve", EXAMPLES / "starbattle-9x9.txt", "--genre", "nosuchgenre")
    assert got["exit"] == 2 and got["genres"] == []


def _first_sniffer(text: str):
    """The detection the manifest's route must agree with: every genre's sniffer, in detection
    order (the genres of gridsat 1 first, then by name)."""
    return next((g for g in map(encoders.get, encoders.detection_order()) if g.sniff(text)), None)


def _texts():
    """Puzzle texts of every genre: the examples, and tiny puzzles in every text format."""
    for path in sorted(EXAMPLES.iterdir()):
        if path.suffix != ".json":
            yield path.name, path.read_text()
    for g in encoders.all_genres():
        if g.tiny is None:
            continue
        for seed in range(3):
            p = g.tiny(random.Random(f"startup/{g.name}/{seed}"))
            writers = [("native", g.to_text)] + [(f.name, f.write) for f in g.formats if f.write]
            for name, write in writers:
                if write is None:
                    continue
                try:
                    yield f"{g.name} tiny {seed} as {name}", write(p)
                except (InputError, ValueError):
                    continue  # a format that cannot hold this tiny puzzle


def test_the_cheap_detection_route_agrees_with_sniffing_by_every_genre():
    seen = 0
    for label, text in _texts():
        assert encoders.sniff(text) is _first_sniffer(text), label
        seen += 1
    assert seen > len(encoders.PACKAGES) * 3


def test_cli_flags_come_from_the_manifest_as_the_genres_declare_them():
    declared = {o.name: o for g in encoders.all_genres() for o in g.options}
    assert encoders.option_declarations() == declared
    gen = {}
    for g in encoders.all_genres():
        for o in g.generate.options if g.generate else ():
            gen.setdefault(o.name, o)
    assert encoders.generator_options() == gen
    assert encoders.titles() == [(g.name, g.title) for g in encoders.all_genres()]
