"""The Hitori board: numbers 0..1295 (None: a blank cell, which puzz.link allows), with the
views the rules read (rows and columns, repeated numbers); the answer: shaded cells."""
from __future__ import annotations

from functools import cached_property

from ...board import Board, Cells

MAX_SIZE = 1000
MAX_NUMBER = 1295  # the largest number a puzz.link URL holds ("-" and two base-36 digits)
BOARD = Board(cells=Cells(numbers=(0, MAX_NUMBER)), max_size=MAX_SIZE, spaced=True)
Cell = tuple[int, int]


class Puzzle(BOARD.puzzle_type("hitori", "gridsat.encoders.hitori")):
    __slots__ = ()

    def lines(self) -> list[tuple[str, list[Cell]]]:
        """Every row and column, named (``row 1``, ``column 3``), as its cells in order."""
        rows = [(f"row {r + 1}", [(r, c) for c in range(self.cols)]) for r in range(self.rows)]
        return rows + [(f"column {c + 1}", [(r, c) for r in range(self.rows)]) for c in range(self.cols)]

    @cached_property
    def repeats(self) -> list[tuple[str, int, tuple[Cell, ...]]]:
        """``(line name, number, cells)`` for each number that a row or column holds twice or more."""
        out = []
        for name, line in self.lines():
            where: dict[int, list[Cell]] = {}
            for r, c in line:
                if self.cells[r][c] is not None:
                    where.setdefault(self.cells[r][c], []).append((r, c))
            out += [(name, n, tuple(cells)) for n, cells in sorted(where.items()) if len(cells) > 1]
        return out
