"""The Slitherlink board: cells empty (None), a clue 0-4, or ``?`` (a clue whose number is
unknown: puzz.link has them; it constrains nothing).  The answer is a loop on the lattice
points (:class:`gridsat.answers.PointLoop`, ``"edge"`` variables).

Lattice points are ``(r, c)`` with ``0 <= r <= H`` and ``0 <= c <= W``; cell ``(r, c)`` has
the corners ``(r, c)``, ``(r, c + 1)``, ``(r + 1, c)``, ``(r + 1, c + 1)``.  An edge is a pair
of neighbouring points, smaller first.
"""
from __future__ import annotations

from ...answers import PointLoop, canonical_loop as canonical, trace_loop as trace  # noqa: F401
from ...board import Board, Cells

BOARD = Board(cells=Cells(numbers=(0, 4), unknown=True), max_size=500)
ANSWER = PointLoop("edge")
Point = tuple[int, int]
Edge = tuple[Point, Point]


class Puzzle(BOARD.puzzle_type("slitherlink", "gridsat.encoders.slitherlink")):
    __slots__ = ()

    def edges(self) -> list[Edge]:
        """Every edge of the lattice (not pairs of cells): horizontal ones row by row, then vertical ones."""
        return ANSWER.pairs(self)

    def lattice(self) -> list[Point]:
        return [(r, c) for r in range(self.rows + 1) for c in range(self.cols + 1)]


def cell_edges(r: int, c: int) -> list[Edge]:
    """The four sides of cell (r, c): top, right, bottom, left."""
    return [((r, c), (r, c + 1)), ((r, c + 1), (r + 1, c + 1)), ((r + 1, c), (r + 1, c + 1)), ((r, c), (r + 1, c))]
