"""Norinori against puzzlekit's ``norinori`` solver."""
PEER = "puzzlekit"
KIND = "norinori"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?norinori/5/5/cag4ocjo"),
    ("puzsq 7919 6x6", "https://puzz.link/p?norinori/6/6/93op35pb9vpq"),
    ("puzzlekit test 10x10", "https://puzz.link/p?norinori/10/10/90i2c76esik8rapah800evmv37d4fsm9dmte"),
    ("collection 10x10 a", "https://puzz.link/p?norinori/10/10/ebdcb96kfaulotutil9qscvm7ivh0aumd8mc"),
    ("collection 10x10 b", "https://puzz.link/p?norinori/10/10/09binldaqlaqkl8qg4fg04v803fuk0ovu0vu"),
    ("collection 18x10", "https://puzz.link/p?norinori/18/10/"
                         "365btauumbakihchaf0o3q67cbjcg8kki94dtj2oorju6tnmontv0vgb4ssnvsb9v3g"),
]
# ours / theirs: the defaults (shaded cells on both sides)
