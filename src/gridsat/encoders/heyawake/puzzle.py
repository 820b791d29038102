"""The Heyawake board: numbers (or ``?``) in rooms, at most one a room; the answer: shaded cells."""
from __future__ import annotations

from ...board import Board, Cells
from ...formats import InputError
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True), rooms=True, max_size=200)


class Puzzle(BOARD.puzzle_type("heyawake", "gridsat.encoders.heyawake")):
    __slots__ = ()

    def validate(self) -> None:
        super().validate()
        seen = {}
        for cell, v in self.clues().items():
            room = self.room_of(*cell)
            if room in seen:
                raise InputError(f"{cell_name(*cell)}: room {room + 1} already has a number at "
                                 f"{cell_name(*seen[room])}", self.source, cell=cell)
            seen[room] = cell

    def room_numbers(self) -> list[tuple[int, tuple[int, int], int]]:
        """``(room, numbered cell, number)`` for each room with a given number."""
        return [(self.room_of(*cell), cell, n) for cell, n in self.numbers().items()]
