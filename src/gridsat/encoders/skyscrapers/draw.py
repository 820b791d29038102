"""Skyscrapers drawn as text: the board with its clues round it, bars beside the grid."""
from __future__ import annotations


def draw(p, sol=None, ascii: bool = False) -> str:
    n, w = p.size, len(str(p.size))
    top, bottom, left, right = (p.outside[side] for side in ("top", "bottom", "left", "right"))
    grid = sol.grid if sol else p.givens

    def cells(values) -> str:
        return " ".join((str(v) if v else ".").rjust(w) for v in values)

    bar = "|" if ascii else "│"
    rows = [f"{cells([left[r]])} {bar} {cells(grid[r])} {bar} {cells([right[r]])}" for r in range(n)]
    return "\n".join([f"Skyscrapers {n}x{n}", " " * (w + 3) + cells(top), *rows, " " * (w + 3) + cells(bottom)])
