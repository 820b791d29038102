"""Hidoku against puzzlekit's ``hidoku`` solver, on Janko's puzzles (from the puzzlekit dataset)."""
PEER = "puzzlekit"
KIND = "hidoku"
PUZZLES = [
    ("Janko 01 7x7", 'hidoku:7 7\n- 22 - 26 34 - 32\n- 23 - - - 36 -\n- 24 - 42 - - -\n- - 13 - - - -\n17 - 44 12 - 3 -\n47 49 - 10 - - 5\n- - - - - - 1'),
    ("Janko 06 8x8", 'hidoku:8 8\n31 - - - - - - -\n- - - - 22 - - 1\n26 - 19 - - 37 39 -\n28 - - 7 35 - 41 -\n- - - - 57 - - 43\n- - 10 59 54 56 - 45\n- - - 61 53 - - -\n- 13 64 - - 51 49 -'),
    ("Janko 08 9x9", 'hidoku:9 9\n- 8 - - - - 69 22 -\n- 9 - 13 67 72 - 21 -\n10 - - - - - - - 25\n- - - 15 - - - 74 -\n2 - 60 - - 31 - 27 -\n1 36 - - - - - 76 -\n- - 35 41 - 55 - 29 -\n- - - - 50 - - 79 -\n44 46 - - - 52 - 80 81'),
    ("Janko 14 10x10", 'hidoku:10 10\n- - - - - - 96 - 98 100\n81 80 79 78 - - - 97 - -\n72 - - 75 76 - 93 48 45 -\n- 70 69 - 90 - - - 49 -\n33 - - 66 - - 42 - 54 -\n- - 64 63 - 40 - - 53 -\n- - 36 - 62 59 58 - - -\n6 - - 1 - - - 24 - 19\n5 - - 29 27 - - - 23 -\n- - - - - 13 - - 21 -'),
    ("Janko 21 6x6", 'hidoku:6 6\n- 23 - 25 1 -\n32 - - - - 3\n- 21 - - 11 -\n- 20 - - 6 -\n- 19 - - - 9\n36 - - 14 - -'),
]


def ours(solution_json):
    return [list(map(int, row)) for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    rows = getattr(grid, "matrix", grid)
    return None if rows is None else [[int(v) for v in row] for row in rows]
