"""Country Road against puzzlekit's ``country_road`` solver: Janko's Country Road 001, 005,
009, 245, 256, 259 (as the puzzlekit dataset holds them; tests/data/countryroad.json).
Answers compared as the loop's links."""
import json
from pathlib import Path

from benchmarks.peers.simpleloop import native, ours, theirs  # noqa: F401  (a loop: its links)

PEER = "puzzlekit"
KIND = "country_road"
_DATA = json.loads((Path(__file__).resolve().parents[2] / "tests" / "data" / "countryroad.json").read_text())["puzzles"]
PUZZLES = [(name, native("countryroad", d["problem"])) for name, d in _DATA.items()]
