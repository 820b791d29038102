"""Creek against puzzlekit's ``creek`` solver: pzprjs's test puzzle, puzzlekit's example and
puzz.link puzzles of public solver collections."""
PEER = "puzzlekit"
KIND = "creek"
_PUZZLEKIT_10 = """creek 10x10
points
...........
.22..32..1.
....3...31.
..2..2...3.
...3.3223..
.........2.
.23.22...3.
...2...2.3.
..3..3..1..
.3.3...2.2.
...........
"""
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt"),
    ("puzzlekit example 10x10", _PUZZLEKIT_10),
    ("collection 6x7", "https://puzz.link/p?creek/6/7/q2cgcj18cdm3c88cl"),
    ("collection 10x10 a", "https://puzz.link/p?creek/10/10/qbdccdbdbibiceeeddcblbbcdcdddboabbb"),
    ("collection 10x10 b", "https://puzz.link/p?creek/10/10/gcnci7d732cbgci7cc38cmdg11bd3dhdgcl2cdhcgcqb"),
]
# ours / theirs: the defaults (the shaded cells on both sides)
