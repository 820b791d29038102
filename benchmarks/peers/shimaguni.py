"""Shimaguni against puzzlekit's ``shimaguni`` solver: pzprjs's test puzzle, puzzlekit's example
and puzz.link puzzles of public solver collections."""
PEER = "puzzlekit"
KIND = "shimaguni"
_PUZZLEKIT_6 = """shimaguni 6x6
.23...
......
...4..
......
.1....
......
rooms
1 2 4 4 4 4
1 2 1 1 1 1
1 2 1 5 5 1
1 2 1 3 5 1
1 3 3 3 5 1
1 1 1 1 1 1
"""
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43"),
    ("puzzlekit example 6x6", _PUZZLEKIT_6),
    ("collection 15x12", "https://puzz.link/p?shimaguni/15/12/55a19a6l11nhcnqlddnqkr5cmajmaoeahc3gqv3nftavvke414681sk3e"
                         "7cekml25fok2o43g1s"),
    ("collection 6x6", "https://puzz.link/p?shimaguni/6/6/6qrna9sbh1i2j3h2"),
    ("collection 10x10 a", "https://puzz.link/p?shimaguni/10/10/tbqnmfcip5kb8m1e2o003v00vesf00v3v6sfzh3"),
    ("collection 10x10 b", "https://puzz.link/p?shimaguni/10/10/884aha5h85jshipgi17vjqfmudt1buhlti1ui2h34g3m"),
    ("collection 15x10", "https://puzz.link/p?shimaguni/15/10/319eqrdmkg4t6bsufv7lo3r7jk9acr3408vvv7rs3hod4kgv21rk7lpzg5"
                         "g3i"),
]
# ours / theirs: the defaults (the shaded cells on both sides)
