"""Double Back against puzzlekit's ``double_back`` solver: pzprjs's test puzzle and Janko's puzzles (as
the puzzlekit dataset holds them)."""
from benchmarks.peers.simpleloop import kit_links, links

PEER = "puzzlekit"
KIND = "double_back"
PUZZLES = [
    ("pzprjs test 4x4", "https://puzz.link/p?doubleback/4/4/14063o"),
    ("janko 01 8x8", 'doubleback:8 8\n1 1 6 6 6 6 6 6\n1 5 5 5 5 11 11 6\n1 5 7 7 7 7 11 6\n2 4 7 8 8 7 11 6\n2 4 7 8 8 9 11 12\n2 4 9 9 9 9 11 12\n3 4 10 10 10 10 10 13\n3 3 3 3 3 13 13 13'),
    ("janko 02 9x9", 'doubleback:9 9\n1 1 1 7 7 7 10 10 10\n1 1 2 8 8 8 10 11 11\n2 2 2 9 9 9 10 11 11\n3 3 4 12 12 12 16 16 16\n3 3 4 12 # 12 16 16 16\n4 4 4 12 12 12 15 15 16\n5 6 6 13 13 13 17 17 17\n5 6 6 13 14 13 17 17 18\n5 6 6 14 14 13 18 18 18'),
    ("janko 03 10x10", 'doubleback:10 10\n1 1 5 6 6 12 12 13 13 13\n1 1 5 7 7 7 4 11 11 11\n2 2 4 7 7 7 4 4 4 11\n2 2 4 7 7 7 4 11 4 11\n2 2 4 4 4 4 4 11 11 11\n2 2 3 3 3 3 3 3 8 8\n2 3 3 2 3 8 8 3 8 8\n2 2 2 2 10 10 8 3 8 8\n9 9 9 9 9 9 8 8 8 8\n9 9 9 9 9 9 8 8 8 8'),
    ("janko 07 12x12", 'doubleback:12 12\n1 1 1 2 2 2 13 13 13 14 14 14\n1 2 2 2 2 2 13 13 14 14 14 15\n4 3 3 3 3 2 13 13 14 16 16 15\n4 3 11 11 7 13 13 17 17 17 16 15\n4 7 12 12 7 13 13 17 18 18 16 15\n4 7 7 7 7 19 19 19 19 18 16 15\n4 6 10 10 7 20 20 21 21 22 16 28\n4 6 10 10 7 20 25 25 22 22 27 28\n4 6 6 7 7 24 25 25 23 26 27 28\n5 5 8 8 24 24 23 23 23 26 26 26\n5 5 8 9 9 24 23 23 23 29 29 29\n5 5 9 9 9 24 23 29 29 29 29 29'),
    ("janko 11 10x10", 'doubleback:10 10\n1 1 1 4 5 5 5 9 9 10\n2 1 4 4 5 5 5 8 8 10\n2 1 4 6 6 6 6 8 8 10\n2 3 3 3 14 14 7 7 7 10\n3 3 3 15 # # 12 11 11 11\n20 20 20 15 # # 12 17 11 11\n21 20 20 16 36 36 17 17 17 18\n21 22 22 16 16 25 25 19 18 18\n22 22 22 23 23 23 24 19 19 18\n22 23 23 23 23 23 24 18 18 18'),
]


def ours(solution_json: dict):
    return links(solution_json["loop"])


def theirs(data: dict):
    return kit_links(data["solution_grid"]) if data.get("solution_grid") is not None else None
