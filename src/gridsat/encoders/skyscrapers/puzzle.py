"""The Skyscrapers board: an n x n Latin grid of heights 1..n (a number in a cell is a given
height) with a line of clues on every side (how many towers are seen from there)."""
from __future__ import annotations

from ...board import SIDES, Board, Cells, LatinGrid
from ...formats import InputError

MAX_SIZE = 64
BOARD = Board(cells=Cells(numbers=(1, None)), outside=SIDES, outside_cells=Cells(numbers=(0, None)),
              max_size=MAX_SIZE, square=True)
Cell = tuple[int, int]


class Puzzle(BOARD.puzzle_type("skyscrapers", __name__, LatinGrid)):
    """``outside[side]``: a clue per column (``top``, ``bottom``) or row (``left``, ``right``),
    None for none; ``cells``: the given heights."""

    DIGIT = "height"

    def validate(self) -> None:
        n = self.size
        for side in SIDES:  # (row: where the clue stands in the native text's n+2 rows)
            for i, k in enumerate(self.outside[side]):
                if k is not None and not 1 <= k <= n:
                    where = f"column {i + 1}" if side in ("top", "bottom") else f"row {i + 1}"
                    raise InputError(f"{side} clue of {where} is {k!r}, not a number 1..{n}", self.source,
                                     row={"top": -1, "bottom": n}.get(side, i))
        super().validate()

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
