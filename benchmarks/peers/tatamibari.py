"""Tatamibari against puzzlekit's ``tatamibari`` solver."""
from benchmarks.peers.shikaku import ours, theirs  # noqa: F401  (regions on both sides)

PEER = "puzzlekit"
KIND = "tatamibari"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g"),
    ("puzzlekit docs 4x4", "tatamibari 4x4\ns.v.\n....\nh..v\nh.h.\n"),
    ("Janko 3 8x8", "examples/tatamibari-8x8.txt"),
]
