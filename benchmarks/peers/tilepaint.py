"""Tile Paint against puzzlekit's ``tile_paint`` solver: pzprjs's test puzzle, puzzlekit's example and
three of Janko's puzzles (Tairupeinto 10, 100, 200)."""
PEER = "puzzlekit"
KIND = "tile_paint"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?tilepaint/6/6/mfttf5ovqrrvzv234232243331"),
    ('puzzlekit example 10x10', 'tilepaint 10x10\nabbbccddde\naaafccgdde\naahffcgiij\nkkhllcgijj\nmmhhlnoooo\nmmhppnooqq\nrrrppsstqq\nuuvvwwtttq\nuuvxyyyzzz\nuuxxxAAzzz\ntop: 7 7 7 4 3 4 4 8 6 3\nleft: 9 7 4 4 6 3 1 5 6 8\n'),
    ('janko 10 12x12', 'tilepaint 12x12\naabbbccddeef\ngabbhhcddief\ngajjjhkkdiel\nmmjjnnoppeel\nmqrrnnossttl\nqqqrrnuuvvtt\nqwxxrnuuyyzz\nwwxxxAAByyyC\nDDxEFGGBHHHC\nDDEEFIGBBBHC\nJJKKIIGBLLHC\nJJKKMMGGLLCC\ntop: 8 6 8 6 6 6 2 5 5 6 10 6\nleft: 7 5 5 6 5 4 8 8 8 7 5 6\n'),
    ('janko 100 15x15', 'tilepaint 15x15\naaaabbbbccccdee\nffaagggghiicdje\nfkllllghhiiidje\nkkmmlnhhooopdde\nkkmmlnqrrsspptu\nvvwmqqqxrsspptu\nvvwwwyqxrrzAAAA\nvvBBByCDDrzzEAA\nFFFGGyCHDIIzEEE\nFFFJKKHHHLLzEME\nNOOJJKPHHLLQQMR\nNNOJJSPPTLUUVMR\nNNNSSSPTTWXXVMY\nZZZ000111WXXVMY\nZ222200111XXYYY\ntop: 8 10 8 8 7 9 9 5 4 8 11 8 4 10 6\nleft: 8 5 5 2 6 9 12 10 9 10 8 8 7 9 7\n'),
    ('janko 200 15x15', 'tilepaint 15x15\nabcccddeefgghhi\nabbbcdjeefgghii\nakkkljjjefmmmmi\nnnklljooefmpqqi\nnrrsllootttpuqq\nnrrsvvvvvtwuuqq\nxrryyzzzttwwABB\nxxxyCCzzzDwAAEB\nFFFyCCGGDDHAAEB\nIFIJCGGGDDHEEEK\nIIIJJJLLDHHHMNK\nOOPPQQLLLRRHMNK\nOOPPQQSSSTUMMNN\nVVVVQQWWXTUMNNY\nVZZZZWWXXTTTTYY\ntop: 4 9 9 . . 6 11 . . 3 . 4 . 12 .\nleft: . . 3 8 8 5 . . 6 . 7 . 7 7 .\n'),
]
# ours / theirs: the defaults (the shaded cells on both sides)
