"""The Kakuro puzzle: a grid of white cells (to fill with 1-9) and black cells, a black cell
holding up to two clues: the sum of the white run below it (down) and of the run right of it
(across).  The answer: the digits, 0 in a black cell."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from itertools import groupby

from ...answers import Filling as Solution, Numbers  # noqa: F401 - Solution: the genre's (Solution(grid))
from ...formats import GridRows, InputError, check_rows
from ...render.text import cell_name

MAX_SIZE = 1000
MAX_CLUE = 45  # 1 + 2 + ... + 9

Cell = tuple[int, int]
Black = tuple[int | None, int | None]  # (down clue, across clue); None: no clue
ANSWER = Numbers(empty=0)  # {"grid": [[digit or 0, ...], ...]}


def token(cell: Black | None) -> str:
    """A cell in native text: ``.`` white, ``D\\A`` black (either clue left out when none)."""
    return "." if cell is None else f"{cell[0] or ''}\\{cell[1] or ''}"


@dataclass(frozen=True)
class Run:
    """A maximal row or column run of white cells, and the clue of the black cell before it."""

    cells: tuple[Cell, ...]
    clue: int | None
    across: bool

    @property
    def name(self) -> str:
        return f"{'across' if self.across else 'down'} {cell_name(*self.cells[0])}-{cell_name(*self.cells[-1])}"


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[tuple[Black | None, ...], ...]  # None: a white cell
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_rows(self.grid, MAX_SIZE, self.source)
        h, w = self.height, self.width
        for r, c, k, clue in [(r, c, k, clue) for r, row in enumerate(self.grid) for c, cell in enumerate(row)
                              if cell is not None for k, clue in enumerate(cell) if clue is not None]:
            if type(clue) is not int or not 1 <= clue <= MAX_CLUE:
                raise InputError(f"clue {clue!r} at {cell_name(r, c)} is out of range 1..{MAX_CLUE}",
                                 self.source, cell=(r, c))
            y, x = (r + 1, c) if k == 0 else (r, c + 1)  # the first cell of its run
            if not (y < h and x < w and self.grid[y][x] is None):
                raise InputError(f"the {'down' if k == 0 else 'across'} clue {clue} at {cell_name(r, c)} has no "
                                 f"white cell {'below' if k == 0 else 'right of'} it", self.source, cell=(r, c))
        if not self.white:
            raise InputError("the grid has no white cells: nothing to fill", self.source)

    @cached_property
    def white(self) -> tuple[Cell, ...]:
        return tuple((r, c) for r, row in enumerate(self.grid) for c, cell in enumerate(row) if cell is None)

    @cached_property
    def runs(self) -> tuple[Run, ...]:
        """Every run of white cells (across runs row by row, then down runs column by column)."""
        out = []
        for across in (True, False):
            lines = ([[(i, j) for j in range(self.width)] for i in range(self.height)] if across
                     else [[(j, i) for j in range(self.height)] for i in range(self.width)])
            for line in lines:
                for white, group in groupby(line, lambda x: self.grid[x[0]][x[1]] is None):
                    if white:
                        cells = tuple(group)
                        r, c = cells[0]
                        before = self.grid[r][c - 1] if across else self.grid[r - 1][c]
                        out.append(Run(cells, before[across] if (c if across else r) else None, across))
        return tuple(out)
