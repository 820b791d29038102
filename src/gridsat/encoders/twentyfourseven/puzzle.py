"""The Twenty-Four-Seven puzzle: a board holding one or more 7x7 grids, givens and outside
clues (validated on construction), and its answer."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...formats import InputError
from ...render.text import cell_name

N = 7            # a grid is 7x7
PER_LINE = 4     # numbers in each row/column of a grid
LINE_SUM = 20    # their sum
SIDES = ("left", "right", "top", "bottom")
KINDS = ("sum", "first", "either")
MAX_BOARD = 60


@dataclass(frozen=True)
class Clue:
    side: str
    index: int  # 0-based board row (left/right) or column (top/bottom)
    kind: str
    value: int

    def name(self) -> str:
        line = "row" if self.side in ("left", "right") else "column"
        return f"{self.kind} clue {self.value} on the {self.side} of {line} {self.index + 1}"


def check_clue(clue: Clue, rows: int, cols: int, source: str) -> None:
    """InputError unless ``clue`` is a well-formed clue of a ``rows`` x ``cols`` board."""
    if clue.side not in SIDES:
        raise InputError(f"clue side must be one of {', '.join(SIDES)}, got {clue.side!r}", source)
    if clue.kind not in KINDS:
        raise InputError(f"clue kind must be one of {', '.join(KINDS)}, got {clue.kind!r}", source)
    limit = rows if clue.side in ("left", "right") else cols
    if not 0 <= clue.index < limit:
        raise InputError(f"clue index {clue.index + 1} on the {clue.side} is outside 1..{limit}", source)
    if isinstance(clue.value, bool) or not isinstance(clue.value, int) or clue.value < 1:
        raise InputError(f"clue value must be a positive integer, got {clue.value!r}", source)


@dataclass(frozen=True)
class Puzzle:
    rows: int
    cols: int
    grids: tuple[tuple[int, int], ...] = ((0, 0),)   # top-left corners of the 7x7 grids
    givens: tuple[tuple[int, ...], ...] = ()        # 0 = no given
    clues: tuple[Clue, ...] = ()
    source: str = "input"
    published: tuple[tuple[int, ...], ...] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        src = self.source
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in (self.rows, self.cols)):
            raise InputError("board size must be two integers", src)
        if not (N <= self.rows <= MAX_BOARD and N <= self.cols <= MAX_BOARD):
            raise InputError(f"board size {self.rows}x{self.cols} is out of range {N}..{MAX_BOARD}", src)
        if not self.grids:
            raise InputError("at least one 7x7 grid is needed", src)
        for corner in self.grids:
            if len(corner) != 2 or not all(isinstance(x, int) and not isinstance(x, bool) for x in corner):
                raise InputError(f"grid corner must be two integers, got {list(corner)!r}", src)
            top, left = corner
            if not (0 <= top and top + N <= self.rows and 0 <= left and left + N <= self.cols):
                raise InputError(f"7x7 grid at {cell_name(top, left)} does not fit the "
                                 f"{self.rows}x{self.cols} board", src)
        if len(set(self.grids)) != len(self.grids):
            raise InputError("a 7x7 grid is listed twice", src)
        if len(self.givens) != self.rows or any(len(row) != self.cols for row in self.givens):
            raise InputError(f"givens must be {self.rows} rows of {self.cols} cells", src)
        covered = self.covered()
        for r, row in enumerate(self.givens):
            for c, v in enumerate(row):
                if isinstance(v, bool) or not (isinstance(v, int) and 0 <= v <= N):
                    raise InputError(f"given at {cell_name(r, c)} must be 1..7 (or empty), got {v!r}", src,
                                     cell=(r, c))
                if v and (r, c) not in covered:
                    raise InputError(f"given {v} at {cell_name(r, c)} lies in no 7x7 grid", src, cell=(r, c))
        seen = set()
        for clue in self.clues:
            check_clue(clue, self.rows, self.cols, src)
            if (clue.side, clue.index) in seen:
                raise InputError(f"two clues on the {clue.side} of line {clue.index + 1}", src)
            seen.add((clue.side, clue.index))

    def covered(self) -> set[tuple[int, int]]:
        """The cells inside some 7x7 grid."""
        return {(t + r, l + c) for t, l in self.grids for r in range(N) for c in range(N)}

    def line(self, clue: Clue) -> list[tuple[int, int]]:
        """The board line of a clue, in the order seen from its side."""
        if clue.side == "left":
            return [(clue.index, c) for c in range(self.cols)]
        if clue.side == "right":
            return [(clue.index, c) for c in reversed(range(self.cols))]
        if clue.side == "top":
            return [(r, clue.index) for r in range(self.rows)]
        return [(r, clue.index) for r in reversed(range(self.rows))]


@dataclass(frozen=True)
class Solution:
    grid: tuple[tuple[int, ...], ...]  # 0 = empty
