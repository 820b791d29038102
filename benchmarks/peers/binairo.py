"""Binairo against puzzlekit's ``binairo`` solver (which, like puzzlekit's text, allows equal
rows: the puzzles are Tatham Unruly IDs without ``u`` and puzzlekit's own example)."""
PEER = "puzzlekit"
KIND = "binairo"
PUZZLES = [
    ("puzzlekit example 8x8", "binairo 8x8 unruly\n....1...\n..01.0.0\n.0......\n.01.0.01\n..1.....\n"
                              ".0....11\n1...00..\n..1...01\n"),
    ("tatham 8x8 a", "8x8:CbAfdieaGDBegaec"),
    ("tatham 8x8 b", "8x8:DBAHcQbCAanAdBb"),
    ("tatham 14x14", "14x14:dBGBBBCIcGeCceaGkfBABAdacaeeJFdDCDFBechcagcIic"),
    ("tatham 16x16", "16x16:cCfcaBAbBBhAfBAkhaDGbeGfaCbddeAhCCFEABAIgBbdIeCdadgDdaBBfCFEACFcfcb"),
    ("tatham 20x20", "20x20:BfahCeBEjAccdaCBekbCAGCcdfaeddcaecbCiiBDcabBCAHfcEeCuBeFABdcaefbHBCbBDABMAHACdfdadCCfgagDBhac"
                     "bbaCabhBg"),
]


def ours(solution_json):
    return [[v + 1 for v in row] for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    return None if grid is None else [[int(t) for t in row] for row in getattr(grid, "matrix", grid)]
