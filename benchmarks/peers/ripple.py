"""Ripple Effect against puzzlekit's ``hakyuu`` solver, on the published puzzles of the tests."""
PEER = "puzzlekit"
KIND = "hakyuu"
PUZZLES = [
    ("pzprjs test 4x4", "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"),
    ("cspuz-rs test 5x4", "https://puzz.link/p?ripple/5/4/ld8g2sug4g3u1"),
    ("penpa list 5x5", "https://puzz.link/p?ripple/5/5/d6lqqf3ei1g3s2g1i"),
    ("penpa list 6x6", "https://puzz.link/p?ripple/6/6/4444440fo3u0m3h1i6l3g52g4g2i5h4"),
    ("penpa list 10x10 a", "https://puzz.link/p?ripple/10/10/c9hb4nfmueupv8ke11br7s3pk2r61hbqnsfezzzzz"),
    ("penpa list 10x10 b", "http://pzv.jp/p?ripple/10/10/35srcenac8p9p4obgjqo5u0rnkfnnnfqvov4zzzzz"),
    ("cspuz example 13x13", "https://puzz.link/p?ripple/13/13/"
                            "i2aonbatddnfdjqt6qafrlvfl9egl450fvjbt3t9lfu2072jfj8pvgojecbvcvu0zzzzzzzzo"),
]


def ours(solution_json):
    return [[str(v) for v in row] for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    return None if grid is None else [list(row) for row in getattr(grid, "matrix", grid)]
