"""Random edge-matching sets with at least one solution (tests, benchmarks, ``tiny``)."""
from __future__ import annotations

import random

from .puzzle import STEP, Puzzle, Tile, complement, oriented


def generate(rows: int, cols: int, colours: int, style: str = "colours", frame: bool | None = None,
             seed: int | None = None, rng: random.Random | None = None, source: str = "generated") -> Puzzle:
    """A set with at least one solution: colour the edges of a solved board at random (``colours``
    pictures / colours / numbers), cut it into tiles, turn each at random and shuffle them.
    ``frame`` (default: on for ``signed``/``colours``) gives the outside edges the border label."""
    rng = rng or random.Random(seed)
    frame = style != "halves" if frame is None else frame
    if frame and style == "halves":
        raise ValueError("halves sets have no border edges")

    def label():
        k = rng.randint(1, colours)
        if style == "halves":
            return (f"p{k}", rng.choice("+-"))
        return k * rng.choice((1, -1)) if style == "signed" else k

    look = [[[None] * 4 for _ in range(cols)] for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            for side, (dr, dc) in enumerate(STEP):
                r2, c2 = r + dr, c + dc
                if not (0 <= r2 < rows and 0 <= c2 < cols):
                    look[r][c][side] = 0 if frame else label()
                elif side in (0, 3):
                    e = label()
                    look[r][c][side] = e
                    look[r2][c2][(side + 2) % 4] = complement(style, e)
    cells = [tuple(look[r][c]) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    tiles = tuple(Tile(i + 1, oriented(edges, -rng.randrange(4))) for i, edges in enumerate(cells))
    return Puzzle(rows, cols, style, tiles, (), source)
