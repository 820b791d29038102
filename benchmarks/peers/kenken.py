"""KenKen against puzzlekit's ``ken_ken`` solver, on Janko's Kendoku puzzles (from puzzlekit's data
set): with every operation shown, and with every operation hidden."""
from tests.test_kenken import JANKO_HIDDEN

PEER = "puzzlekit"
KIND = "ken_ken"
SHOWN = {  # Janko 007 (5x5), 010 (6x6), 017 (8x8)
    "007": "5 5\n3+ 60* - 40* -\n- - - - 8+\n2 - 13+ - -\n2- 2- 2- - -\n- - - 2 -\n1 2 2 3 3\n1 2 2 3 4\n5 5 6 6 4\n"
           "7 8 9 6 4\n7 8 9 10 10\n",
    "010": "6 6\n8+ - - 12* - 13+\n25* - 2- - 3/ -\n54* - 3+ 2 - -\n- - - 10+ - 5\n2- 2- 2/ - - 2*\n- - 15* - - -\n"
           "3 3 3 2 2 1\n6 6 5 5 4 1\n9 6 8 7 4 1\n9 9 8 11 11 10\n15 14 13 13 11 12\n15 14 16 16 12 12\n",
    "017": "8 8\n5 4/ - 10+ - 49* 5- -\n15+ 60* - 2/ - - - 192*\n- 3/ - - 5 3- - -\n3/ - 49* 20* 3/ - 3- -\n"
           "- - - - - 2/ 2/ -\n2/ 3- - 2- 23+ - 35* -\n- 3- - - - 30* - -\n24* - - - - - 6* -\n1 2 2 3 3 4 5 5\n"
           "6 7 7 8 3 4 4 9\n6 10 7 8 11 12 9 9\n13 10 14 15 16 12 17 17\n13 14 14 15 16 18 19 19\n"
           "20 21 21 22 23 18 24 24\n20 25 25 22 23 26 26 24\n27 27 27 23 23 26 28 28\n",
}
PUZZLES = [(f"janko {k} shown", f"kenken:\n{v}") for k, v in SHOWN.items()] + [
    (f"janko {k} hidden", f"kenken:\n{v}") for k, (v, _) in sorted(JANKO_HIDDEN.items())]


def ours(solution_json):
    return [list(row) for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    rows = getattr(grid, "matrix", grid)
    return None if rows is None else [[int(t) for t in row] for row in rows]
