"""LITS against puzzlekit's ``lits`` solver."""
PEER = "puzzlekit"
KIND = "lits"
PUZZLES = [
    ("pzprjs test 4x4", "https://puzz.link/p?lits/4/4/9q02jg"),
    ("janko 001 7x6", "https://puzz.link/p?lits/7/6/19aerr5gemde2h0"),
    ("janko 004 10x10", "https://puzz.link/p?lits/10/10/84amekp8qsl4tphd1576uq0cej70rua15ota"),
    ("puzzlekit docs 18x10", "https://puzz.link/p?lits/18/10/"
                             "gq22685b584h8e95j9qec6j59gkke75245fh1hcqea87tdun2bmcfg1ke7961t00ea0"),
    ("janko 017 24x14", "https://puzz.link/p?lits/24/14/0dmr8pdmqmmrdkla95cap8rk912k000d0933b7oqtahhnpmirf4m98"
                        "tuljng4mi603q94lq4i98ai95aagsa1vefavvvulvvvqpqnkgdqek4a668gdfgo58hlhlb0kg0"),
]


def theirs(data: dict):
    grid = data.get("solution_grid")
    if grid is None:
        return None
    rows = getattr(grid, "matrix", grid)
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t in "LITS")
