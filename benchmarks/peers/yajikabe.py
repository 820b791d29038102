"""Yajikabe against puzzlekit's ``yajikabe`` solver (Janko's puzzles from puzzlekit's dataset)."""
PEER = "puzzlekit"
KIND = "yajikabe"
_KIT = [
    ("janko 001 6x6", "6 6\n1e 4s 1s 4s 1e -\n1s - - - - -\n- - 1e - 0s -\n0s - 1w - - 0s\n1n - - - 3w -\n0e 4n 1n - - 0w"),
    ("janko 021 8x8", "8 8\n- - 4e - - - 1e -\n- - - - 3e - - -\n3s - - - - - - 0s\n- - - - 4s 1e - -\n- - - - - - - 4w\n"
                      "- 0s 4n 3n - - - -\n3n 3e 1s - - - - -\n- 2n - - - - 4n 3w"),
    ("janko 007 10x10", "10 10\n- - - - - - 4w - - -\n3e 5s 1n 0w - - 3s - - 1n\n6e - - - - 1n - - - -\n"
                        "- - 5e - - - - 1e - 3s\n0n - - - 1s - 1e 3n - -\n- 2s 2e - - - - 4s 1s 2n\n"
                        "- - - - 4n - 4w - - -\n- - 1s - 2w - - - 1s -\n- 1w - - - - 5w - 4n -\n- 4e - 0w 4e - 1w - - -"),
    ("janko 012 12x12", "12 12\n- - 8s 5e - 5s - - - 1e - 2s\n- - - - - 4w - - 6s - - 6w\n5s - - 1n 4s 5e - - - - - -\n"
                        "1n 2n - - - - - 2n - - - 1s\n- - - 2e 3w - 3w - - 3s - -\n- 2s - - - 4s 1e - 4n 4w - -\n"
                        "- 4e 3s - - - 1s - - 1n - 5w\n- 2s 4e - 1w - 4n - - - 5n -\n5e - - - - - - 4w - - - 1s\n"
                        "- 4n - - 2s - 2w - - - 5n 5w\n- - - - - - - - - - - 1s\n6n 4e 8n 7n - - 3e - 3e - - -"),
]
PUZZLES = [(label, "yajikabe:" + text) for label, text in _KIT]
# ours / theirs: the defaults (shaded cells on both sides)
