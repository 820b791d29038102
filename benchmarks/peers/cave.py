"""Cave against puzzlekit's ``cave`` solver (its x marks the cave: gridsat's unshaded cells)."""
PEER = "puzzlekit"
KIND = "cave"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g"),
    ("janko corral 001 10x10", "https://puzz.link/p?cave/10/10/g4g3q8k3k2m5i6i3r3i2i5m4k2k4q2g2g"),
    ("janko corral 002 10x10", "https://puzz.link/p?cave/10/10/n7g5j5l4j6l-13l7j3l2j2l7l6j2laj3g8n"),
    ("janko corral 019 18x10", "https://puzz.link/p?cave/18/10/8i6i7i6j6i8i5k7g8i6j3zh3i3h5i4i7g3g5i85icv2p6n8l4hcr5m25l3j5k"),
]


def ours(solution_json):
    return sorted(map(tuple, solution_json["shaded"]))


def theirs(data):
    grid = data.get("solution_grid")
    if grid is None:
        return None
    rows = getattr(grid, "matrix", grid)
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t != "x")
