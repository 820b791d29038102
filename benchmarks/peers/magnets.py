"""Magnets against puzzlekit's ``magnetic`` solver: puzzlekit's own example and Tatham Magnets IDs
(sgt-magnets --generate; not the one with a lone cell, ``*``: puzzlekit's solver fails on a
region of one cell)."""
PEER = "puzzlekit"
KIND = "magnetic"
PUZZLES = [
    ("puzzlekit example 10x10", "examples/magnets-10x10.txt"),
    ("tatham 6x5", "6x5:221122,32221,222013,23212,TLRTTTBLRBBBTTTTLRBBBBTTLRLRBB"),
    ("tatham 8x8", "8x8:24244423,43433332,33244423,34441423,TTTLRTLRBBBTTBTTTTTBBTBBBBBTTBTTLRTBBTBBTTBLRBLRBBTTTTLRLRBBBBLR"),
    ("tatham 10x9", "10x9:3143344433,450445343,3224344343,540353534,LRTTLRTLRTLRBBLRBLRBLRTTLRLRLRTTBBTTTTTTBBTTBBBBBB"
                    "TTBBTLRTTTBBLRBLRBBBTLRLRLRLRTBLRLRLRLRB"),
    ("tatham 12x12", "12x12:666666653464,566465565556,666666643564,656556555556,TTLRTTTTTTTTBBLRBBBBBBBBTLRLRTTTLRLRBLRTTBBBLRTT"
                     "LRTBBLRTTTBBTTBTLRTBBBTTBBTBLRBTTTBBLRBLRLRBBBLRTLRTTLRTTTLRBTTBBTTBBBLRTBBLRBBLRTLRBLRLRLRLRBLR"),
    ("tatham 16x12", "16x12:6566056664446564,787777376677,6565156665355546,878784547777,TLRTTTTTLRTTLRLRBTTBBBBBLRBBLRLRTBBT"
                     "TLRLRTLRTTLRBTTBBTTLRBLRBBTTTBBLRBBTTLRTTTBBBTLRTTTBBTTBBBTTTBLRBBBLRBBLRTBBBLRLRTTLRTTTTBLRLRLRTBBLRBB"
                     "BBLRTTLRTBLRLRLRLRLRBBLRBTLRTLRTTLRLRLRLRBLRBLRBBLRLR"),
]


def ours(solution_json):
    return [[v or "x" for v in row] for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    return None if grid is None else [list(row) for row in getattr(grid, "matrix", grid)]
