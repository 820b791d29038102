"""The Light Up board: ``.`` a white cell, ``#`` a black cell, ``0``-``4`` a numbered black cell
(cell values None, ``"black"``, 0..4), with the views the rules read; the answer is a set of
lights."""
from __future__ import annotations

from functools import cached_property

from ...answers import Shaded
from ...board import Board, Cells
from ...formats import InputError

MAX_SIZE = 1000
BOARD = Board(cells=Cells(numbers=(0, 4), symbols={"#": "black"}), max_size=MAX_SIZE)
LIGHTS = Shaded("lights", "light", ink=("●", "*"))
Solution = LIGHTS.solution


class Puzzle(BOARD.puzzle_type("lightup", "gridsat.encoders.lightup")):
    __slots__ = ()

    def validate(self) -> None:
        if not self.white():
            raise InputError("the grid has no white cells: nothing to light", self.source)

    @cached_property
    def black(self) -> dict[tuple[int, int], int | None]:
        """The black cells and their numbers (None: no number)."""
        return {cell: None if v == "black" else v for cell, v in self.clues().items()}

    def white(self) -> list[tuple[int, int]]:
        return [(r, c) for r, c in self if self.cells[r][c] is None]

    def segments(self) -> list[list[tuple[int, int]]]:
        """The row and column runs of white cells between black cells (lights in one see each other)."""
        lines = [[(r, c) for c in range(self.cols)] for r in range(self.rows)]
        lines += [[(r, c) for r in range(self.rows)] for c in range(self.cols)]
        runs: list[list[tuple[int, int]]] = [[]]
        for line in lines:
            for cell in line + [None]:
                if cell is None or self.cells[cell[0]][cell[1]] is not None:
                    runs += [[]] if runs[-1] else []
                else:
                    runs[-1].append(cell)
        return runs[:-1]
