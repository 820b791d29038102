"""Easy as ABC against puzzlekit's ``abc_end_view`` solver: pzprjs's and cspuz-rs's test puzzles,
Janko's Abc-End-View 13 and puzzlekit's own example."""
PEER = "puzzlekit"
KIND = "abc_end_view"
PUZZLES = [
    ("pzprjs test 4x4", "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h"),
    ("cspuz-rs test 3x3", "https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g"),
    ("puzzlekit example 5x5", "https://puzz.link/p?easyasabc/5/5/4/m42i324g3g1g"),
    ("janko 13 6x6", "https://puzz.link/p?easyasabc/6/6/4/g1313h4131h4343h1434g"),
]


def ours(solution_json):
    return [[x.lower() or "-" for x in row] for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    return None if grid is None else [list(row) for row in getattr(grid, "matrix", grid)]
