"""Random Binairo for ``gridsat generate``: a random answer is planted (a few random digits
kept while an answer remains, then the solver's), a quarter of its digits given; a move gives
the answer's digit of a cell where answers still differ; ``--minimal`` takes givens away
(the shared given-digits generator, :func:`gridsat.digits.givens_generator`)."""
from __future__ import annotations

from ...digits import givens_generator
from ...formats import InputError


def generator(puzzle):
    """The Generator of the genre whose Puzzle type is ``puzzle``."""
    def blank(rng, size, options):
        rows, cols = size
        if rows % 2 or cols % 2 or rows < 2 or cols < 2:
            raise InputError(f"a Binairo grid has an even number of rows and columns, not {rows}x{cols}")
        return puzzle([[None] * cols for _ in range(rows)], source="generated")

    return givens_generator(blank, lambda p, cell: (0, 1), size=(8, 8))
