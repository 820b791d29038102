"""Canal View against puzzlekit's ``canal_view`` solver."""
PEER = "puzzlekit"
KIND = "canal_view"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?canal/6/6/3i3h2z4h5i2"),
    ("janko 001 6x6", "https://puzz.link/p?canal/6/6/g4k16g3g3i3j53g5l2j"),
    ("janko 013 10x10", "https://puzz.link/p?canal/10/10/4j6h2m8m4h3i43h5g6h1g1o25t4i4g5h41l2h2j7g1g2h"),
    ("janko 018 12x12", "https://puzz.link/p?canal/12/12/k7m4g3s4k6o8m6g4t13g4i4g7jam9o9mej5h3h5hdh3g4t"),
]
# ours / theirs: the defaults (shaded cells on both sides)
