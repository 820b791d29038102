"""Geradeweg against puzzlekit's ``geradeweg`` solver: pzprjs's test puzzle and Janko's puzzles (as the
puzzlekit dataset holds them)."""
from benchmarks.peers.simpleloop import kit_links, links

PEER = "puzzlekit"
KIND = "geradeweg"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?geradeweg/5/5/l211i2h3i4k"),
    ("janko 01 5x5", 'geradeweg:5 5\n2 - - - -\n- - 3 - -\n- - - - -\n- - - - -\n- - - - 4'),
    ("janko 02 10x10", 'geradeweg:10 10\n3 - - - - - - - - -\n- - - 2 - 2 - - - -\n- - - - - - - - - -\n- 3 - - - - 3 - - -\n- - - 5 - - - - - -\n1 - - - - - - - 2 -\n- - - - - - - 1 - -\n- 1 - - - - - - 1 -\n- - 2 - - 6 - - - -\n- - - - - - - - - 4'),
    ("janko 05 8x8", 'geradeweg:8 8\n7 - - - - - - -\n- 5 - - - - - -\n- - - - - - - -\n- - - 5 - - - -\n- - - - 3 - 2 -\n- - - - - - - -\n- - - - - 2 - -\n- - - - - - - 2'),
    ("janko 18 12x12", 'geradeweg:12 12\n- - - - - - - - - - - -\n- 2 4 - - 4 4 - - - - 2\n- - - - - - - - 2 4 - -\n- - - 2 4 - 4 - - - - -\n- - - - - - - - - - - 2\n- - 2 - - - 2 4 - - - -\n- - - - - - - - - 2 - -\n4 - 2 - - - - - - - - -\n- - - - 2 4 - - - - 4 -\n- - - - - - - 4 - - - -\n- 2 2 - - - - - - - - -\n- - - - - - 4 - - - 2 -'),
    ("janko 20 13x13", 'geradeweg:13 13\n- 2 2 - - - - - - 1 1 - -\n- - - - 2 2 - - 2 - - 4 -\n- - - 1 - - 3 - 2 - - 4 -\n- - - 1 - - 3 - - 3 3 - -\n- 3 - - 4 4 - - - - - - -\n- 3 - - - - - 1 - - - 1 -\n- 3 - - - - 2 - - - - 1 -\n- 3 - - - 1 - - - - - 1 -\n- - - - - - - 1 1 - - 1 -\n- - 4 4 - - 4 - - 2 - - -\n- 3 - - 1 - 4 - - 2 - - -\n- 3 - - 1 - - 3 3 - - - -\n- - 2 2 - - - - - - 2 2 -'),
    ("janko 22 6x6", 'geradeweg:6 6\n2 - - - 2 -\n- - - - - -\n- - - - 2 -\n- - 2 - - 2\n- - - - - -\n- - - - 2 -'),
]


def ours(solution_json: dict):
    return links(solution_json["loop"])


def theirs(data: dict):
    return kit_links(data["solution_grid"]) if data.get("solution_grid") is not None else None
