"""The Skyscrapers board: an n x n Latin grid of heights 1..n (a number in a cell is a given
height) with a line of clues on every side (how many towers are seen from there).  Variants:
``tallest`` k < n (heights 1..k once in each row and column, the n - k other cells blank) and
``diagonal`` (both diagonals hold distinct heights too)."""
from __future__ import annotations

from ...board import SIDES, Board, Cells, LatinGrid
from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 64
BOARD = Board(cells=Cells(numbers=(1, None)), outside=SIDES, outside_cells=Cells(numbers=(0, None)),
              max_size=MAX_SIZE, square=True, variants=("heights=", "diagonal"))
Cell = tuple[int, int]


class Puzzle(BOARD.puzzle_type("skyscrapers", __name__, LatinGrid)):
    """``outside[side]``: a clue per column (``top``, ``bottom``) or row (``left``, ``right``),
    None for none; ``cells``: the given heights."""

    DIGIT = "height"

    def __init__(self, cells=None, rooms=None, outside=None, points=None, source: str = "input", size=None,
                 tallest: int | None = None, diagonal: bool = False, **parts) -> None:
        self._tallest, self.diagonal = tallest, bool(diagonal)
        super().__init__(cells, rooms, outside, points, source, size, **parts)

    def replace(self, **parts) -> "Puzzle":
        return super().replace(**{"tallest": self._tallest, "diagonal": self.diagonal, **parts})

    tallest = property(lambda self: self._tallest or self.rows, doc="k: the heights are 1..k (n without blanks)")
    blanks = property(lambda self: self.tallest < self.rows, doc="the rows and columns have blank cells")

    def _key(self) -> tuple:
        return super()._key() + (self.tallest, self.diagonal)

    def validate(self) -> None:
        n, k = self.size, self.tallest
        if isinstance(self._tallest, bool) or not 1 <= k <= n:
            raise InputError(f"the tallest height is {self._tallest!r}, not a number 1..{n}", self.source)
        for side in SIDES:  # (row: where the clue stands in the native text's n+2 rows)
            for i, clue in enumerate(self.outside[side]):
                if clue is not None and not 1 <= clue <= k:
                    where = f"column {i + 1}" if side in ("top", "bottom") else f"row {i + 1}"
                    raise InputError(f"{side} clue of {where} is {clue!r}, not a number 1..{k}", self.source,
                                     row={"top": -1, "bottom": n}.get(side, i))
        for (r, c), v in self.numbers().items():
            if v > k:
                raise InputError(f"{cell_name(r, c)} holds {v!r}, not a height 1..{k}", self.source, cell=(r, c))
        super().validate()

    def unsaid(self, fmt: str) -> None:
        lost = ([f"heights 1-{self.tallest} (blank cells)"] if self.blanks else []) + \
            (["the diagonal rule"] if self.diagonal else [])
        if lost:
            raise InputError(f"{fmt} cannot say {' and '.join(lost)}: write native text, JSON or puzzlekit text",
                             self.source)

    def diagonals(self) -> list[list[Cell]]:
        n = self.size
        return [[(i, i) for i in range(n)], [(i, n - 1 - i) for i in range(n)]] if self.diagonal else []

    def sight_lines(self) -> list[tuple[str, int, int, list[Cell]]]:
        """``(side, index, clue, cells seen from the clue, nearest first)`` of every clue."""
        return [(side, i, k, line_from(side, i, self.size)) for side in SIDES
                for i, k in enumerate(self.outside[side]) if k is not None]


def line_from(side: str, i: int, n: int) -> list[Cell]:
    """The cells of column / row ``i`` as seen from ``side``, nearest first."""
    line = [(r, i) for r in range(n)] if side in ("top", "bottom") else [(i, c) for c in range(n)]
    return line[::-1] if side in ("bottom", "right") else line


def clue_name(side: str, i: int) -> str:
    return {"top": f"above c{i + 1}", "bottom": f"below c{i + 1}",
            "left": f"left of r{i + 1}", "right": f"right of r{i + 1}"}[side]
