"""The Skyscrapers puzzle: an n x n grid of towers of heights 1..n, clues outside (how many
towers are seen from there) and given heights inside."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 64
SIDES = ("top", "bottom", "left", "right")  # the order of Tatham's and pzprjs's clue lists
Cell = tuple[int, int]


@dataclass(frozen=True)
class Puzzle:
    """``top``/``bottom``: a clue per column, ``left``/``right``: a clue per row (None: no
    clue); ``givens``: rows of heights, 0 for an empty cell."""

    size: int
    top: tuple[int | None, ...]
    bottom: tuple[int | None, ...]
    left: tuple[int | None, ...]
    right: tuple[int | None, ...]
    givens: tuple[tuple[int, ...], ...]
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        n = self.size
        if not 1 <= n <= MAX_SIZE:
            raise InputError(f"grid size {n} is out of range 1..{MAX_SIZE}", self.source)
        for side in SIDES:
            clues = getattr(self, side)
            if len(clues) != n:
                raise InputError(f"{len(clues)} clues on the {side}, expected {n}", self.source)
            for i, k in enumerate(clues):
                if k is not None and (isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= n):
                    where = f"column {i + 1}" if side in ("top", "bottom") else f"row {i + 1}"
                    raise InputError(f"{side} clue of {where} is {k!r}, not a number 1..{n}", self.source,
                                     **_clue_place(side, i, n))
        if len(self.givens) != n:
            raise InputError(f"the grid has {len(self.givens)} rows, expected {n}", self.source)
        for r, row in enumerate(self.givens):
            if len(row) != n:
                raise InputError(f"row has {len(row)} cells, expected {n}", self.source, row=r)
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= n:
                    raise InputError(f"{cell_name(r, c)} holds {v!r}, not a height 1..{n}", self.source,
                                     cell=(r, c))

    def given(self) -> dict[Cell, int]:
        return {(r, c): v for r, row in enumerate(self.givens) for c, v in enumerate(row) if v}

    def sight_lines(self) -> list[tuple[str, int, int, list[Cell]]]:
        """``(side, index, clue, cells seen from the clue, nearest first)`` of every clue."""
        n, out = self.size, []
        for side in SIDES:
            for i, k in enumerate(getattr(self, side)):
                if k is not None:
                    out.append((side, i, k, line_from(side, i, n)))
        return out


def line_from(side: str, i: int, n: int) -> list[Cell]:
    """The cells of column / row ``i`` as seen from ``side``, nearest first."""
    if side == "top":
        return [(r, i) for r in range(n)]
    if side == "bottom":
        return [(r, i) for r in reversed(range(n))]
    if side == "left":
        return [(i, c) for c in range(n)]
    return [(i, c) for c in reversed(range(n))]


def clue_name(side: str, i: int) -> str:
    return {"top": f"above c{i + 1}", "bottom": f"below c{i + 1}",
            "left": f"left of r{i + 1}", "right": f"right of r{i + 1}"}[side]


def _clue_place(side: str, i: int, n: int) -> dict:
    """Where a clue stands in the native text's (n+2)-row layout, as a grid row (row -1: the
    top clue row) for InputError.locate."""
    return {"row": {"top": -1, "bottom": n, "left": i, "right": i}[side]}


@dataclass(frozen=True)
class Solution:
    grid: tuple[tuple[int, ...], ...]
