"""The Light Up puzzle: rows of cells, ``.`` white, ``#`` black, ``0``-``4`` a numbered black cell."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...formats import GridRows, InputError, check_rows

MAX_SIZE = 1000


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[str, ...]
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_rows(self.grid, MAX_SIZE, self.source, ".#01234",
                   "unknown character {!r} in the grid (cells are '.', '#' or 0-4)")
        if "." not in "".join(self.grid):
            raise InputError("the grid has no white cells: nothing to light", self.source)

    @cached_property
    def black(self) -> dict[tuple[int, int], int | None]:
        """The black cells and their numbers (None: no number)."""
        return {(r, c): None if ch == "#" else int(ch)
                for r, row in enumerate(self.grid) for c, ch in enumerate(row) if ch != "."}

    def white(self) -> list[tuple[int, int]]:
        return [(r, c) for r, row in enumerate(self.grid) for c, ch in enumerate(row) if ch == "."]

    def segments(self) -> list[list[tuple[int, int]]]:
        """The row and column runs of white cells between black cells (lights in one see each other)."""
        lines = [[(r, c) for c in range(self.width)] for r in range(self.height)]
        lines += [[(r, c) for r in range(self.height)] for c in range(self.width)]
        runs: list[list[tuple[int, int]]] = [[]]
        for line in lines:
            for cell in line + [None]:
                if cell is None or cell in self.black:
                    runs += [[]] if runs[-1] else []
                else:
                    runs[-1].append(cell)
        return runs[:-1]

    def neighbours(self, r: int, c: int) -> list[tuple[int, int]]:
        return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                if 0 <= y < self.height and 0 <= x < self.width]


@dataclass(frozen=True)
class Solution:
    lights: tuple[tuple[int, int], ...]  # sorted (row, col)
