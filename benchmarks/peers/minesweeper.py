"""Minesweeper against puzzlekit's ``minesweeper`` solver (which needs the total of mines: each
puzzle gives it, the number of mines in its published answer)."""
PEER = "puzzlekit"
KIND = "minesweeper"


def _with_total(url: str, mines: int) -> str:
    from gridsat import api
    return api.loads(url).genre.to_text(api.loads(url).puzzle.replace(mines=mines))


PUZZLES = [
    ("pzprjs test 5x5", _with_total("https://puzz.link/p?mines/5/5/g2m13l13g0j", 6)),
    ("puzzlekit example 4x4", "minesweeper 4x4\n2...\n..1.\n.2..\n...1\nmines: 3\n"),
    ("collection 8x8", _with_total("https://puzz.link/p?mines/8/8/g0l1g1g0g0o1g1i1j45g2m20234g4g1h0g1j", 10)),
    ("collection 15x15", _with_total(
        "https://puzz.link/p?mines/15/15/h5i3g1g2h5g4i5h44h6i3i43n4g5h4h3g3g3g5h5l5j4g3h5m43i3g4h6h7h3g2g2g3h4j4h30"
        "g1g4g32g45p3o1g2g5h5h7g7i5j4m3j3h34g44h4i3g34g3h56j2j3l", 108)),
]
# ours / theirs: the defaults (the mines on both sides)
