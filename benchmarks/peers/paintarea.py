"""Paint Area against puzzlekit's ``paint_area`` solver: pzprjs's test puzzle, puzzlekit's
example and puzz.link puzzles of public solver collections."""
PEER = "puzzlekit"
KIND = "paint_area"
_PUZZLEKIT_10 = """paintarea 10x10
........1.
..1.......
..........
.4.......3
..........
....1.....
..........
..........
.......2..
..........
rooms
1 1 13 21 26 31 35 41 47 54
2 2 14 15 26 31 35 42 47 55
3 3 15 15 27 31 36 43 43 55
4 8 16 22 22 32 37 37 49 49
4 9 17 17 28 32 38 38 50 49
4 10 10 23 28 33 33 38 50 56
5 11 18 23 28 34 39 44 51 51
5 11 19 24 29 34 39 44 52 57
6 6 19 25 30 30 39 45 45 58
7 12 20 25 60 60 40 46 53 59
"""
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?paintarea/5/5/pmvmfuejf4k1f"),
    ("puzzlekit example 10x10", _PUZZLEKIT_10),
    ("collection 3x3", "https://puzz.link/p?paintarea/3/3/40vgc2e"),
    ("collection 10x7", "https://puzz.link/p?paintarea/10/7/2327evvvrv2sgfu6cal1a0c8vzzr"),
    ("collection 10x10", "https://puzz.link/p?paintarea/10/10/ftvrlvvuvttvvvvruvtr7vvrvuvvvvvupvnla2a3b1p1c2g2c1b2m1d1f2"
                         "f1c1t"),
    ("collection 18x10", "https://puzz.link/p?paintarea/18/10/fesmfvrsi3vrvsntsvuttippjvnvrnvdferjbmtvtmnftnrnvrfbanmunev6"
                         "vffddd8a1zj2b0t2b2a2c1o1d2b1c3zx2d2a2a3t"),
]
# ours / theirs: the defaults (the shaded cells on both sides)
