"""Nawabari against puzzlekit's ``nawabari`` solver."""
from benchmarks.peers.shikaku import ours, theirs  # noqa: F401  (regions on both sides)

PEER = "puzzlekit"
KIND = "nawabari"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?nawabari/5/5/f0b1f2a1f"),
    ("Janko 1 6x6", "https://puzz.link/p?nawabari/6/6/3d3d3a3b3j3a3b3c3"),
    ("puzzlekit example 8x8", "examples/nawabari-8x8.txt"),
    ("peers' list 10x10", "https://puzz.link/p?nawabari/10/10/b4c1d2b1c2c2j4b0b1a3b3j3b1a2b0b4j2c3c2b1d1c3b"),
]
