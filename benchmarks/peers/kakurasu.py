"""Kakurasu against puzzlekit's ``kakurasu`` solver."""
PEER = "puzzlekit"
KIND = "kakurasu"
PUZZLES = [
    ("puzzlekit example 5x5", "kakurasu 5x5\ntop: 8 12 11 4 4\nleft: 6 3 8 10 5\n"),
    ("puzzle-kakurasu.com 4x4", "kakurasu 4x4\ntop: 2 8 4 1\nleft: 6 1 2 5\n"),
    ("puzzle-kakurasu.com 9x9", "kakurasu 9x9\ntop: 30 15 9 18 10 17 30 30 10\nleft: 42 30 24 . . 17 8 14 21\n"),
    ("puzzle-kakurasu.com monthly 12x12", "kakurasu 12x12\ntop: 22 1 25 36 10 22 25 35 32 28 45 45\n"
                                          "left: 27 6 1 12 37 37 11 4 29 23 66 55\n"),
]
# ours / theirs: the defaults (shaded cells, x in puzzlekit's answer)
