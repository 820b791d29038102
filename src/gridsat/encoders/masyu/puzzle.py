"""The Masyu board: cells empty, a white pearl (``W``; ``w`` and ``o`` read too) or a black
pearl (``B``; ``b`` and ``*`` read too).  The answer is one closed loop through cell centres
(:data:`gridsat.answers.LOOP`: ``"link"`` variables between neighbours, the loop's cells in
order from the first cell in reading order, towards the smaller neighbour)."""
from __future__ import annotations

from functools import cached_property

from ...answers import LOOP, canonical_loop as canonical  # noqa: F401
from ...board import Board, Cells

WHITE, BLACK = "white circle", "black circle"
BOARD = Board(cells=Cells(symbols={"W": WHITE, "w": WHITE, "o": WHITE, "O": WHITE, "B": BLACK, "b": BLACK,
                                   "*": BLACK}), max_size=1000)
ANSWER = LOOP
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))   # up, right, down, left


class Puzzle(BOARD.puzzle_type("masyu", "gridsat.encoders.masyu")):
    __slots__ = ()

    @cached_property
    def pearls(self) -> dict[tuple[int, int], str]:
        """The pearls in reading order: cell -> ``"W"`` or ``"B"``."""
        return {cell: "W" if v == WHITE else "B" for cell, v in self.clues().items()}

    def graph(self, first=()):
        """The grid graph (:class:`~gridsat.connectivity.graph.Graph`): cells as vertices
        (``first`` ones first, then reading order), orthogonal neighbours as edges."""
        from ...connectivity.graph import Graph

        g = Graph()
        g.add_nodes_from(first)
        g.add_nodes_from(self)
        for r, c in self:
            for nb in ((r, c + 1), (r + 1, c)):
                if self.inside(*nb):
                    g.add_edge((r, c), nb)
        return g
