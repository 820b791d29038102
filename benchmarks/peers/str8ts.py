"""Str8ts against puzzlekit's ``str8t`` solver: Janko's puzzles (as the puzzlekit dataset holds them)."""
PEER = "puzzlekit"
KIND = "str8t"
PUZZLES = [
    ("janko 1 6x6", 'str8ts:6 6\nx - - 1x x x\nx - - - 5 -\nx - 1 - - -\n4 - - - - x\n- 6 5 - - x\nx x x - 1 4x'),
    ("janko 2 6x6", 'str8ts:6 6\n3 4 x - - x\n- - 1x 6 - x\n- - - - - x\nx - - - 1 -\nx - 3 x - -\nx - - x - -'),
    ("janko 7 9x9", 'str8ts:9 9\n9x 6 8 1 - - - 4 -\n- - x x 4 - - 7x x\n5 x x - 3 - x x -\n- x - - - 4 6x - -\nx - - - x - - - x\n3 - x - 5 8 - x -\n- x x - - - x 5x -\nx x 5 - - x 4x 1 -\n- 7 - - - - - - 1x'),
    ("janko 8 9x9", 'str8ts:9 9\n1x - - - - - - 7 -\n- 1 4x x - - 5 x x\n- 5x x - - - x x -\n- x - 8 5 - x - 3\nx - - - x - - - x\n- - 6x 4 - - - x -\n- x x - 3 - x x 5\nx 7x - - 4 x x - -\n- 4 - - - 1 8 6 9x'),
    ("janko 13 9x9", 'str8ts:9 9\nx - - - 1x x 4 - x\nx 5 - - - 4x - - x\n- - - x - - 1 - x\n- - 9x x - - - - 5\n- - x - - - x - -\n- 1 - - - x x - 7\nx - - - 2 x 8 - -\n2x 3 - 5x - 7 - - x\nx - - x x - - 8 3x'),
    ("janko 20 9x9", 'str8ts:9 9\n5x x - 8 x x - - -\n- x - - - - 1x 8x -\n7 - - x - - - x -\n- - - - 6 - - - -\nx - 6 - x 9 - - x\n- - - - - - - - -\n- x - 1 - x - - -\n- x 9x - - - - x -\n- - - x 7x - - x 6x'),
]


class Rows(tuple):
    """Rows of cell strings, equal where both show a number; a black cell ('-' in ours) matches
    whatever puzzlekit shows there ('-', or the black cell's number)."""

    def __eq__(self, other):
        return other is not None and len(self) == len(other) and all(
            len(a) == len(b) and all(x == y or "-" in (x, y) for x, y in zip(a, b)) for a, b in zip(self, other))

    __hash__ = tuple.__hash__


def ours(solution_json):
    return Rows(tuple(str(v) if v else "-" for v in row) for row in solution_json["grid"])


def theirs(data):
    grid = data.get("solution_grid")
    return None if grid is None else Rows(tuple(str(v) for v in row) for row in getattr(grid, "matrix", grid))
