"""Yin-Yang against puzzlekit's ``yin_yang`` solver."""
PEER = "puzzlekit"
KIND = "yin_yang"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?yinyang/5/5/016612300"),
    ("cspuz-rs test 6x6", "https://puzz.link/p?yinyang/6/6/6a166b230900"),
    ("pzprxs 9x9 a", "https://pzprxs.vercel.app/p?yinyang/9/9/00016009b6090p720020i069230"),
    ("pzprxs 9x9 b", "https://pzprxs.vercel.app/p?yinyang/9/9/000630k036300a0003399030000"),
    ("solver examples 11x11", "https://puzz.link/p?yinyang/11/11/02000620ik00i0i00i8kiq030061206j002100600"),
    ("solver examples 22x18", "https://puzz.link/p?yinyang/22/18/00000000000000030190030000900003000000900130020006"
                              "000l0000090000i00200094000302000600000"
                              "02empf01900001009901030130900031009a00009000"),
]


def theirs(data):
    grid = data.get("solution_grid")
    rows = getattr(grid, "matrix", grid)
    return None if rows is None else sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == "b")
