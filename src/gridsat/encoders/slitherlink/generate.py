"""Random Slitherlink for ``gridsat generate``: the clues of an answer (the shared driver plants
a random loop on the empty board): every cell's number of sides on the loop, taken away while
the puzzle stays unique."""
from __future__ import annotations

from ...formats import InputError
from ...genre import Generator
from .puzzle import Puzzle, cell_edges


def board(rng, size, options) -> Puzzle:
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Slitherlink (at least 2 cells)")
    return Puzzle(cells=[[None] * w for _ in range(h)], source="generated")


def shows(p: Puzzle, sol) -> dict:
    pts = list(sol.loop)
    edges = {(min(a, b), max(a, b)) for a, b in zip(pts, pts[1:] + pts[:1])}
    return {(r, c): sum(e in edges for e in cell_edges(r, c)) for r, c in p}


GENERATOR = Generator(board=board, shows=shows, pose=Puzzle.with_cells, size=(6, 6))
