"""Skyscrapers against puzzlekit's ``skyscraper`` solver, on Janko's Wolkenkratzer puzzles (from
puzzlekit's data set): classic, with blank cells (heights 1..k < n) and with the diagonal rule."""
from tests.test_skyscrapers import JANKO_VARIANTS

PEER = "puzzlekit"
KIND = "skyscraper"
CLASSIC = {  # Janko 001, 022, 024: classic 5x5 and 8x8
    "001": "5 5 5\n- 3 3 - -\n- 2 2 2 1\n1 4 3 2 -\n3 2 3 - 1\n" + "- - - - -\n" * 5,
    "022": "8 8 8\n- - 4 5 4 2 - -\n4 5 - 4 3 - - 4\n5 - 2 3 4 - 6 5\n- 5 5 - 3 5 - 3\n" + "- - - - - - - -\n" * 2
           + "- - - - 4 - - -\n" + "- - - - - - - -\n" * 5,
    "024": "8 8 8\n4 3 4 5 3 - 2 -\n- - 3 3 5 5 4 5\n5 2 5 5 3 4 2 -\n- 2 2 4 4 3 4 5\n" + "- - - - - - - -\n" * 2
           + "- - 4 - - - - -\n" + "- - - - - - - -\n" * 5,
}
PUZZLES = [(f"janko {k} classic", f"skyscrapers:\n{v}") for k, v in CLASSIC.items()] + [
    (f"janko {k} {'diagonal' if 'D' in v.split(chr(10))[0] else 'blanks'}", f"skyscrapers:\n{v}")
    for k, (v, _) in sorted(JANKO_VARIANTS.items())]


def ours(solution_json):
    return [list(row) for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    rows = getattr(grid, "matrix", grid)
    return None if rows is None else [[0 if t in ("-", "0") else int(t) for t in row] for row in rows]
