"""Random edge-matching sets with at least one solution (tests, benchmarks, ``tiny``), and
``gridsat generate``'s: such a set with some pieces fixed, so that its answer is unique."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from .puzzle import STEP, Fixed, Puzzle, Tile, complement, oriented


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


# -- gridsat generate (the shared driver): fixed pieces as the clues of an answer ------------------

def board(rng: random.Random, size, options) -> Puzzle:
    """A random framed set of Eternity II colours (about one colour for every four tiles, at
    least two), nothing fixed: the driver plants an answer (the solver's, at random) and fixes
    each of its pieces, then takes fixed pieces away while the answer stays unique."""
    rows, cols = size
    if rows * cols < 2:
        raise InputError(f"a {rows}x{cols} board is too small to generate edge matching (at least 2 tiles)")
    return generate(rows, cols, max(2, rows * cols // 4), "colours", frame=True, rng=rng)


def shows(p: Puzzle, sol) -> dict:
    """Every piece of the answer, fixed where it lies, turned as it lies."""
    return {(r, c): (tid, rot) for r, row in enumerate(sol.placement) for c, (tid, rot) in enumerate(row)}


def pose(p: Puzzle, clues: dict) -> Puzzle:
    fixed = tuple(Fixed(tid, r, c, rot) for (r, c), (tid, rot) in sorted(clues.items()))
    return Puzzle(p.rows, p.cols, p.style, p.tiles, fixed, p.source)


GENERATOR = Generator(board=board, shows=shows, pose=pose, size=(4, 4))
