"""Moon or Sun against puzzlekit's ``moon_sun`` solver: pzprjs's test puzzle and Janko's puzzles (as the
puzzlekit dataset holds them)."""
from benchmarks.peers.simpleloop import kit_links, links

PEER = "puzzlekit"
KIND = "moon_sun"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12"),
    ("janko 01 10x10", 'moonsun:10 10\no - o - - - o - - o\n- - - - - - x - x -\n- o - o - - x x - -\n- x - o - - - - o -\nx - - x - o - - - x\n- - - - o - - o - -\nx o x - x - x - - o\n- - - - o - - - - -\nx o - x - - - - - o\n- - - o - o - x x -\n1 1 2 2 2 12 12 12 13 13\n1 1 2 2 2 12 12 12 13 13\n1 1 3 3 11 11 11 14 14 14\n4 4 3 3 11 11 11 14 14 14\n4 4 3 3 11 11 11 14 14 14\n5 5 5 6 6 6 10 10 15 15\n5 5 5 6 6 6 10 10 15 15\n5 5 5 6 6 6 10 10 16 16\n7 7 8 8 8 9 9 9 16 16\n7 7 8 8 8 9 9 9 16 16'),
    ("janko 06 10x10", 'moonsun:10 10\n- - - - o x - - - -\n- - - o - - - - x -\n- - - - - o - - o -\n- - o o x - - - x -\no - o - - x - - o -\n- x - - - - - o - -\no - o - - o x - o -\n- - - o - - x x - -\n- x o x - - - o - o\n- - - - - o - - - -\n1 1 1 2 2 2 2 3 3 3\n1 1 1 2 2 2 2 3 3 3\n1 1 1 2 2 2 2 3 3 3\n1 1 1 2 2 2 2 3 3 3\n6 6 6 5 5 5 4 4 4 4\n6 6 6 5 5 5 4 4 4 4\n6 6 6 5 5 5 4 4 4 4\n7 7 7 7 7 8 8 8 8 8\n7 7 7 7 7 8 8 8 8 8\n7 7 7 7 7 8 8 8 8 8'),
    ("janko 08 10x10", 'moonsun:10 10\n- - - - - - - - - -\n- - o - - - - x - -\n- o o - - - x x - -\n- - o - - - - x - -\n- - o - - - - x - -\n- - o - - - - x - -\n- o o o - - x x x -\n- - - - - - - - - -\n- - - - - - - - - -\n- - - - - - - - - -\n1 1 1 1 1 1 1 1 1 1\n3 1 4 5 5 5 5 5 5 1\n3 4 4 4 5 5 5 5 6 1\n3 3 3 5 5 7 6 6 6 1\n2 7 7 5 7 7 6 6 1 1\n2 7 7 7 7 8 8 1 1 2\n2 7 7 8 8 8 1 1 2 2\n2 2 7 8 8 8 8 8 2 2\n2 7 7 2 2 2 2 2 2 2\n2 2 2 2 2 2 2 2 2 2'),
    ("janko 10 15x15", 'moonsun:15 15\n- - x - o o - - - - - - o - x\no x o - x - - x - o x - - - -\n- - - - - - x o - - o - o - -\nx o x - - x - - - - - - - - x\n- - - x - - o - - o x o x - o\n- o - o - - - x x - - - - - -\n- x - x - x - x - x o - - - -\n- - - - o - - - - - - - x o -\nx x - o x - x o o - - - - - x\no - - - - - x - - - - x - - -\n- - - - x - - - o x o - - x -\n- - x o - - o - - - - o x - -\n- - - - - - - - - - x - - o -\n- x - - - x o x - o - o - x o\nx - x o - - - - x - - - - - -\n1 1 2 2 2 3 3 3 3 4 4 4 5 5 5\n1 1 2 2 2 3 3 3 3 4 4 4 5 5 5\n1 1 2 2 2 3 3 3 3 4 4 4 5 5 5\n1 1 2 2 2 6 6 6 7 7 7 8 8 8 8\n9 9 9 9 9 6 6 6 7 7 7 8 8 8 8\n9 9 9 9 9 6 6 6 7 7 7 8 8 8 8\n9 9 9 9 9 6 6 6 13 13 13 13 14 14 14\n10 10 11 11 11 11 12 12 13 13 13 13 14 14 14\n10 10 11 11 11 11 12 12 13 13 13 13 14 14 14\n10 10 11 11 11 11 16 16 16 16 15 15 15 15 15\n17 17 17 17 17 17 16 16 16 16 15 15 15 15 15\n17 17 17 17 17 17 16 16 16 16 15 15 15 15 15\n18 18 18 18 19 19 19 19 20 20 20 20 20 20 20\n18 18 18 18 19 19 19 19 20 20 20 20 20 20 20\n18 18 18 18 19 19 19 19 20 20 20 20 20 20 20'),
    ("janko 16 10x10", 'moonsun:10 10\n- x - - - x - - - -\n- o o - o - o - o x\n- - o - - o - - - -\nx - - - x - - - x -\n- - o o - - x o o -\n- - o x o - - - - -\n- - - - - x - - - o\n- x - o - o - - - o\n- - - o - - - - x -\nx - - - - - - - - -\n1 1 1 2 3 3 3 4 4 4\n1 1 1 2 2 3 3 3 4 4\n9 9 9 2 2 2 3 3 4 4\n10 10 9 13 13 14 14 14 5 5\n10 10 9 13 13 14 14 14 5 5\n10 10 12 12 12 14 14 14 5 5\n8 8 12 12 12 7 7 5 5 5\n8 8 8 8 7 7 7 5 5 6\n11 11 11 11 7 7 7 5 5 6\n11 11 11 11 6 6 6 6 6 6'),
]


def ours(solution_json: dict):
    return links(solution_json["loop"])


def theirs(data: dict):
    return kit_links(data["solution_grid"]) if data.get("solution_grid") is not None else None
