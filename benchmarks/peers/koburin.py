"""Koburin against puzzlekit's ``koburin`` solver: Janko's Koburin 001, 011, 136, 147, 150 (as
the puzzlekit dataset holds them; tests/data/koburin.json).  Answers compared as the loop's
links and the shaded cells."""
import json
from pathlib import Path

from benchmarks.peers.yajilin import ours, theirs  # noqa: F401  (the same answer: a loop and shaded cells)
from benchmarks.peers.simpleloop import native

PEER = "puzzlekit"
KIND = "koburin"
_DATA = json.loads((Path(__file__).resolve().parents[2] / "tests" / "data" / "koburin.json").read_text())["puzzles"]
PUZZLES = [(name, native("koburin", d["problem"])) for name, d in _DATA.items()]
