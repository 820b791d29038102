"""Mosaic against puzzlekit's ``mosaic`` solver: Simon Tatham's generated puzzles and
puzzlekit's own example."""
PEER = "puzzlekit"
KIND = "mosaic"
_PUZZLEKIT_15 = """mosaic 15x15
.1..5...4.5....
..47.6.....742.
..78...5..9.5..
.5.7..6.9.98...
..6.57.87..775.
56....86..4..8.
5..6.86.3...6.4
.4557......2...
.5...4..23...0.
35......1.2....
5.5...43...3...
464.4...455..5.
4...765..7....4
.6..9.6..45666.
.56..6....3.6..
"""
PUZZLES = [
    ("puzzlekit example 15x15", _PUZZLEKIT_15),
    ("tatham 10x10 a", "mosaic:10x10:1h3a3b4579d44a56b3b4a54b4b3565a3a2a2a57a313e6c454a55c1a66c546b54a3a4f"),
    ("tatham 10x10 b", "mosaic:10x10:2a3a0a2b1b4a23a5b4a4b46a6d2e5a02b2a66b2b112a4c6a3a3a2a57a6a43a3a5a6k312b2"),
    ("tatham 10x10 c", "mosaic:10x10:c2c3c54b52b5a4b3a3666b3a5f3a568a44b4a5f5a5a7a43a3666a7a32a3e6e44a4a32a2"),
    ("tatham 15x15 a", "mosaic:15x15:a43d23j10e5b0a7a201a23c7a1b5b122c775a3a543a1b1g6b1a3a23c1a2d25432a4d6564a6a3a55a24a4b7a5433h6"
                       "a65c4a3a3a55b6a5a3a1c6a44b7a4a422b45a45a6b4a4a13f55b8e222a3b5b4a2"),
    ("tatham 15x15 b", "mosaic:15x15:a4e11e0d54d5a23c2a4b457a4b32b4354a5h3a343b6563b3b3a3322a5a34a5b3201234a645b554d3a56b3a56b12b2"
                       "a66b0a45d2a56b3a1445a3a33a654e6a3a4d4d4f224b1a3d4a3e02c3d1a3a1"),
]
# ours / theirs: the defaults (the shaded cells on both sides)
