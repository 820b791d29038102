"""Shikaku against puzzlekit's ``shikaku`` solver."""
PEER = "puzzlekit"
KIND = "shikaku"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"),
    ("Tatham 10x10 a", "shikaku:10x10:b2d6b2e3h2h12b5b4_5d6a16c12l2d4f3f14n2"),
    ("Tatham 10x10 b", "shikaku:10x10:b6c3b4_9j4d10c8b2g3j2b12e2d8i12a3_3c9p"),
    ("Tatham 10x10 c", "shikaku:10x10:f2_2_2c12e2b4_5e3h7f8d2_3a12n6g2_2b6d10e2b2_6e"),
    ("Tatham 20x20 a", "shikaku:20x20:3b3e5_2f3c3_2d4a2l2b2m2a2_3p3_3c2k6d5e45i28d20a3k5zb6f55f6x4q11l12_4m2_2g3_4w27h5a2f5e"
                       "7j4a4e3j2b2c12_4j20a6m11g4a12m3b"),
    ("Tatham 20x20 b", "shikaku:20x20:m2j52l2_2n2y11l12g2_2_8g4a2_2j6a3n40c3a2zu54n48zu22t9d50zf6t4a3a6f14g2f3b2g2_2h5b3b"
                       "2a4b2c"),
]


def ours(solution_json):
    """The regions as a set of frozen cell sets."""
    return sorted(sorted(map(tuple, region)) for region in solution_json["regions"])


def theirs(data):
    grid = data.get("solution_grid")
    if grid is None:
        return None
    rows = getattr(grid, "matrix", grid)
    groups: dict = {}
    for r, row in enumerate(rows):
        for c, label in enumerate(row):
            groups.setdefault(label, []).append((r, c))
    return sorted(sorted(g) for g in groups.values())
