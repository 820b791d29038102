"""Heyawake against puzzlekit's ``heyawake`` solver."""
PEER = "puzzlekit"
KIND = "heyawake"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"),
    ("puzzle set 8x8", "https://puzz.link/p?heyawake/8/8/108i4h48041003s0001vvs003415g12"),
    ("puzzle set 10x10", "https://puzz.link/p?heyawake/10/10/94i84ga0k98ih4h92600v0vv00v7000vv33s20h2g3g3331g2g22g"),
    ("agnomy 10x10", "https://puzz.link/p?heyawake/10/10/04080g000000001428000003000000003g00-1d03"),
    ("pzprxs list 10x10", "https://puzz.link/p?heyawake/10/10/04094i94i94i94i84g007s00007000000s00ca212"),
    ("puzzlekit dataset 12 10x10", "https://puzz.link/p?heyawake/10/10/ccophi94i94i9hj366o0037vos0073vso003h5h30j5j4g2g"),
]
# ours / theirs: the defaults (shaded cells on both sides)
