"""Yajilin against puzzlekit's ``yajilin`` solver: Janko's Yajilin 001, 003, 005, 007, 009 (as
the puzzlekit dataset holds them; tests/data/yajilin.json).  Answers compared as the loop's
links and the shaded cells."""
import json
from pathlib import Path

from benchmarks.peers.simpleloop import kit_links, links, native

PEER = "puzzlekit"
KIND = "yajilin"
_DATA = json.loads((Path(__file__).resolve().parents[2] / "tests" / "data" / "yajilin.json").read_text())["puzzles"]
PUZZLES = [(name, native("yajilin", d["problem"])) for name, d in _DATA.items()]


def ours(solution_json: dict):
    return links(solution_json["loop"]), sorted(map(tuple, solution_json["shaded"]))


def theirs(data: dict):
    grid = data.get("solution_grid")
    if grid is None:
        return None
    rows = getattr(grid, "matrix", grid)
    return kit_links(rows), sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == "x")
