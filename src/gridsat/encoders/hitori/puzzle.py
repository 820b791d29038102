"""The Hitori puzzle: a grid of numbers (``None``: a blank cell, which puzz.link allows)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...formats import GridRows, InputError, check_grid_size

MAX_SIZE = 1000
MAX_NUMBER = 1295  # the largest number a puzz.link URL holds ("-" and two base-36 digits)

Cell = tuple[int, int]


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[tuple[int | None, ...], ...]
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_grid_size(self.width, self.height, MAX_SIZE, self.source)
        for r, row in enumerate(self.grid):
            if len(row) != self.width:
                raise InputError(f"row has {len(row)} cells, the first row has {self.width}", self.source, row=r)
            for c, n in enumerate(row):
                if n is not None and (type(n) is not int or not 0 <= n <= MAX_NUMBER):
                    raise InputError(f"cell value {n!r} is not a number 0..{MAX_NUMBER} (or blank)",
                                     self.source, cell=(r, c))

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.height) for c in range(self.width)]

    def neighbours(self, r: int, c: int) -> list[Cell]:
        return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                if 0 <= y < self.height and 0 <= x < self.width]

    def lines(self) -> list[tuple[str, list[Cell]]]:
        """Every row and column, named (``row 1``, ``column 3``), as its cells in order."""
        rows = [(f"row {r + 1}", [(r, c) for c in range(self.width)]) for r in range(self.height)]
        cols = [(f"column {c + 1}", [(r, c) for r in range(self.height)]) for c in range(self.width)]
        return rows + cols

    @cached_property
    def repeats(self) -> list[tuple[str, int, tuple[Cell, ...]]]:
        """``(line name, number, cells)`` for each number that a row or column holds twice or more."""
        out = []
        for name, line in self.lines():
            where: dict[int, list[Cell]] = {}
            for r, c in line:
                if self.grid[r][c] is not None:
                    where.setdefault(self.grid[r][c], []).append((r, c))
            out += [(name, n, tuple(cells)) for n, cells in sorted(where.items()) if len(cells) > 1]
        return out


@dataclass(frozen=True)
class Solution:
    shaded: tuple[Cell, ...]  # sorted (row, col)
