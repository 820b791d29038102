"""The Nonogram puzzle: a clue (the lengths of the runs of shaded cells, in order) for every
row and every column, and optionally some cells shown from the start (Tatham's clue squares).
The answer is a grid of 0 (blank) and 1 (shaded)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from itertools import groupby

from ...answers import Filling as Solution, Numbers  # noqa: F401 - Solution: the genre's (Solution(grid))
from ...formats import InputError, check_grid_size

MAX_SIZE = 1000
ANSWER = Numbers(empty=0, show={1: "#"})  # {"grid": [[0 | 1, ...], ...]}; batch line ".#"

Clue = tuple[int, ...]


def runs(values) -> Clue:
    """The lengths of the runs of 1s, in order."""
    return tuple(len(list(g)) for v, g in groupby(values) if v == 1)


def clue_text(clue: Clue) -> str:
    return " ".join(map(str, clue)) or "0"


def clue_problem(clue: Clue, length: int) -> str | None:
    """Why ``clue`` cannot be a clue of a line of ``length`` cells (None: it can)."""
    if any(type(n) is not int or n < 1 for n in clue):
        return f"clue {clue_text(clue)!r}: every number must be a positive integer"
    if sum(clue) + len(clue) - 1 > length:
        return f"clue {clue_text(clue)} needs {sum(clue) + len(clue) - 1} cells, the line has {length}"
    return None


@dataclass(frozen=True)
class Puzzle:
    rows: tuple[Clue, ...]          # the clue of each row, top to bottom
    cols: tuple[Clue, ...]          # the clue of each column, left to right
    givens: tuple[tuple[tuple[int, int], int], ...] = ()  # ((row, col), 1 shaded | 0 blank), sorted
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        h, w = len(self.rows), len(self.cols)
        check_grid_size(w, h, MAX_SIZE, self.source)
        for what, clues, length in (("row", self.rows, w), ("column", self.cols, h)):
            for i, clue in enumerate(clues):
                problem = clue_problem(clue, length)
                if problem:
                    raise InputError(f"{what} {i + 1}: {problem}", self.source, row=i if what == "row" else None)
        seen = set()
        for (r, c), v in self.givens:
            if not (0 <= r < h and 0 <= c < w) or v not in (0, 1) or (r, c) in seen:
                raise InputError(f"bad given cell ({r}, {c}) = {v!r} (a cell of the {w}x{h} grid, "
                                 "1 shaded or 0 blank, once)", self.source)
            seen.add((r, c))

    height = property(lambda self: len(self.rows))
    width = property(lambda self: len(self.cols))

    @cached_property
    def given(self) -> dict[tuple[int, int], int]:
        return dict(self.givens)

    def lines(self):
        """``(name, clue, cells)`` of every row, then every column."""
        for r, clue in enumerate(self.rows):
            yield f"row {r + 1}", clue, [(r, c) for c in range(self.width)]
        for c, clue in enumerate(self.cols):
            yield f"column {c + 1}", clue, [(r, c) for r in range(self.height)]
