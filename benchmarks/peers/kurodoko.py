"""Kurodoko against puzzlekit's ``kuromasu`` solver."""
PEER = "puzzlekit"
KIND = "kuromasu"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"),
    ("janko 021 7x7", "kurodoko:7x7:8e2a5c4k13k2c4a7e2"),
    ("janko 001 9x9", "kurodoko:9x9:9b8a9a8g9i3a3d4b3b4c9b4b6d4a15i7g7a5a4b4"),
    ("tatham range 9x7", "kurodoko:9x7:b2e5d5_6c9e6f9f7e2c10_12d13e10b"),
    ("janko 016 17x17", "https://puzz.link/p?kurodoko/17/17/h9h5g8g8g8hdi5j4i3j3g6h8o9h2h8h5h3h8hblbg2ifgaj4h7ibg8ich5g7hcgei-10gbh4g3j5k3j5i4o9i3j7k2j5gahegdiag3h3g5h2icgbiah5j2g7ibg5l8h7h6h3h6h7h6o5h5g4j3i9j9i3h2g4g4g2h3h"),
]
# ours / theirs: the defaults (shaded cells on both sides)
