"""The Nurikabe board: cells empty (None), a clue (an island size from 1) or ``?`` (an island of
any size).  The answer is the set of shaded cells (``"shade"`` variables)."""
from __future__ import annotations

from collections import deque
from functools import cached_property

from ...answers import Shaded
from ...board import Board, Cells
from ...formats import InputError

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), max_size=200)
ANSWER = Shaded("shaded", var="shade")
Cell = tuple[int, int]


class Puzzle(BOARD.puzzle_type("nurikabe", "gridsat.encoders.nurikabe")):
    __slots__ = ()

    def validate(self) -> None:
        for cell, k in self.numbers().items():
            if k > self.rows * self.cols:
                raise InputError(f"clue {k} is larger than the {self.cols}x{self.rows} grid", self.source, cell=cell)

    @cached_property
    def sizes(self) -> dict[Cell, int | None]:
        """Clue cells and their island sizes (None: a ``?`` clue), in reading order."""
        return {cell: None if k == "?" else k for cell, k in self.clues().items()}

    def graph(self, cells):
        """The grid graph (networkx) over ``cells``: orthogonal neighbours joined."""
        from ...connectivity import graph as nx  # networkx's Graph interface, without importing networkx

        g = nx.Graph()
        g.add_nodes_from(cells)
        g.add_edges_from((x, y) for x in g for y in self.neighbours(*x) if y in g)
        return g

    @cached_property
    def sea_size(self) -> int | None:
        """How many cells are shaded in every answer (None with a ``?`` clue)."""
        return None if None in self.sizes.values() else self.rows * self.cols - sum(self.sizes.values())

    @cached_property
    def reach(self) -> dict[Cell, dict[Cell, int]]:
        """For each clue, the cells its island can hold and their distance from the clue: a
        breadth-first search through cells that are neither clues nor next to another clue
        (such a cell would join two clues' islands), at most size - 1 steps."""
        clues = self.sizes
        near: dict[Cell, set[Cell]] = {}
        for cell in clues:
            for nb in self.neighbours(*cell):
                near.setdefault(nb, set()).add(cell)
        out = {}
        for root, k in clues.items():
            limit = self.rows * self.cols if k is None else k - 1
            dist = {root: 0}
            todo = deque([root])
            while todo:
                cell = todo.popleft()
                if dist[cell] == limit:
                    continue
                for nb in self.neighbours(*cell):
                    if nb not in dist and nb not in clues and near.get(nb, set()) <= {root}:
                        dist[nb] = dist[cell] + 1
                        todo.append(nb)
            out[root] = dist
        return out



def islands(p: Puzzle, shaded) -> list[list[Cell]]:
    """The unshaded areas (orthogonally connected), each in reading order of its first cell."""
    return p.areas(set(p) - set(shaded))
