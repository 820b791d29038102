"""Thermometers against puzzlekit's ``thermometer`` solver."""
PEER = "puzzlekit"
KIND = "thermometer"
PUZZLES = [
    ("janko 001 6x6",
     'thermometer 6x6\n1 2 3 4 5 3\n5 4 3 2 1 2\n5 4 3 2 1 1\n3 1 3 1 1 3\n2 2 2 2 2 2\n1 3 1 1 2 1\nrooms\naaaaab\ncccccb\ndddddb\nefghij\nefghij\nefgkkj\ntop: 2 4 3 3 5 3\nleft: 4 2 2 3 4 5\n'),
    ("janko 006 8x8",
     'thermometer 8x8\n1 1 4 3 2 1 1 1\n2 2 2 1 2 1 2 2\n3 3 1 2 1 2 3 3\n6 5 4 3 2 1 4 4\n1 1 2 3 4 5 1 2\n2 3 6 5 4 3 2 1\n3 2 1 2 3 4 5 2\n4 1 5 4 3 2 1 1\nrooms\nabccccde\nabfghhde\nabfgiide\njjjjjjde\nklllllmm\nknoooooo\nknpppppq\nknrrrrrq\ntop: 3 5 4 3 5 7 7 2\nleft: 6 7 5 1 3 6 5 3\n'),
    ("janko 013 10x10",
     'thermometer 10x10\n1 1 3 2 1 3 3 1 4 1\n2 2 2 2 1 2 2 2 3 2\n2 1 1 1 2 1 1 3 2 3\n3 2 1 1 2 3 4 5 1 4\n6 5 4 3 2 1 1 2 3 4\n1 4 3 2 1 2 2 1 4 4\n2 1 3 2 1 1 2 1 3 3\n3 2 1 2 3 4 5 6 2 2\n1 2 3 4 1 2 3 4 1 1\n7 6 5 4 3 2 1 1 2 3\nrooms\nabcccdefgh\nabijkdefgh\nllijkdefgh\nmmmnnnnngh\noooooopppp\nqrrrrsttuv\nqwxxxsyyuv\nqwzzzzzzuv\nAAAABBBBuv\nCCCCCCCDDD\ntop: 6 6 3 6 7 9 4 7 3 2\nleft: 4 7 7 3 5 8 2 7 7 3\n'),
]
# ours / theirs: the defaults (filled cells on both sides)
