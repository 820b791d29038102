"""Balance Loop against puzzlekit's ``balance_loop`` solver: pzprjs's test puzzle and Janko's puzzles (as
the puzzlekit dataset holds them)."""
from benchmarks.peers.simpleloop import kit_links, links

PEER = "puzzlekit"
KIND = "balance_loop"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?balance/5/5/g9m1k0m8g"),
    ("janko 01 5x5", 'balanceloop:5 5\n- - - - -\n- - - - -\n- - w4 - -\n- - - - -\nb5 - b - b3'),
    ("janko 02 6x6", 'balanceloop:6 6\n- - - - b5 -\nb5 - w4 - - -\n- w6 - - - -\n- - - - w4 -\n- - - w2 - b5\n- b5 - - - -'),
    ("janko 04 8x8", 'balanceloop:8 8\nb10 - - - b6 - - -\n- - - b3 - b4 - -\n- - - - - - - -\n- - b3 - - - - -\n- - - b4 b3 - b5 -\n- b3 - - - b3 - -\n- - - - b3 - - -\nb3 - b3 - - b4 - b7'),
    ("janko 11 10x10", 'balanceloop:10 10\n- - - - - w - b - -\nw w - - w - b - w -\nb - - w - b - - b w\n- w w - b - - - w -\n- w - b - - - w - b\nw - b - - - w - b -\n- b - - - w - b b -\nb w - - w - b - - w\n- b - w - b - - b b\n- - w - b - - - - -'),
    ("janko 19 11x11", 'balanceloop:11 11\n- - - - - b8 - - - - -\n- - - - b - b - - - -\n- - - b5 - - - w - - -\n- - b3 - - w - - b - -\n- b3 - - w - w - - b -\nb - - w6 - - - w2 - - b\n- b - - w - w - - b4 -\n- - b - - w - - b6 - -\n- - - w - - - b5 - - -\n- - - - b - b - - - -\n- - - - - b10 - - - - -'),
    ("janko 21 6x6", 'balanceloop:6 6\n- w2 - b3 - w4\n- - - - - -\n- - - - b3 -\n- b3 - b3 - -\n- - w2 - - w2\nw4 - w4 - - -'),
]


def ours(solution_json: dict):
    return links(solution_json["loop"])


def theirs(data: dict):
    return kit_links(data["solution_grid"]) if data.get("solution_grid") is not None else None
