"""The Hashiwokakero puzzle: a grid of water (``.``) and islands (``1``-``9``, ``A``-``G`` for
10-16 as Tatham writes them, ``?`` any number: puzz.link's unknown clue), and three rule
settings that travel with it (Tatham's Bridges lets a puzzle choose them): ``maxb`` bridges
at most between one pair (1-4, classic 2), ``loops`` (False: no cycle), ``adjacent`` (islands
side by side may be joined: puzz.link yes, Tatham no; kept at its default when no islands
touch, so that equal puzzles compare equal)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...answers import Bridging as Solution
from ...formats import GridRows, InputError, check_rows

MAX_SIZE = 1000
MAX_BRIDGES = 4
DIGITS = "123456789ABCDEFG"  # island numbers 1..16


def number_of(ch: str) -> int | None:
    """The island number a cell character stands for (None: ``?``)."""
    return None if ch == "?" else DIGITS.index(ch) + 1


def char_of(n: int | None) -> str:
    return "?" if n is None else DIGITS[n - 1]


Cell = tuple[int, int]
Pair = tuple[Cell, Cell]


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[str, ...]
    maxb: int = 2
    loops: bool = True
    adjacent: bool = True
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_rows(self.grid, MAX_SIZE, self.source, ".?" + DIGITS,
                   "unknown character {!r} in the grid (cells are '.', 1-9, A-G or '?')")
        if not isinstance(self.maxb, int) or isinstance(self.maxb, bool) or not 1 <= self.maxb <= MAX_BRIDGES:
            raise InputError(f"at most {self.maxb!r} bridges per pair: it must be 1..{MAX_BRIDGES}", self.source)
        if not self.islands:
            raise InputError("the grid has no islands", self.source)
        if not isinstance(self.loops, bool) or not isinstance(self.adjacent, bool):
            raise InputError("the loops and adjacent settings must be true or false", self.source)
        if not self.touching():
            object.__setattr__(self, "adjacent", True)  # no islands touch: the setting means nothing

    @cached_property
    def islands(self) -> dict[Cell, int | None]:
        """Every island and its number (None: ``?``), in reading order."""
        return {(r, c): number_of(ch) for r, row in enumerate(self.grid) for c, ch in enumerate(row) if ch != "."}

    def touching(self) -> bool:
        """Do two islands sit side by side?"""
        return any((r, c + 1) in self.islands or (r + 1, c) in self.islands for r, c in self.islands)

    @cached_property
    def pairs(self) -> tuple[Pair, ...]:
        """The pairs of islands a bridge may join: in one row or column with only water between
        (and at least one water cell, unless ``adjacent``), smaller cell first, sorted."""
        out = []
        for r, c in self.islands:
            for dr, dc in ((0, 1), (1, 0)):
                y, x = r + dr, c + dc
                while y < self.height and x < self.width and (y, x) not in self.islands:
                    y, x = y + dr, x + dc
                if (y, x) in self.islands and (self.adjacent or (y, x) != (r + dr, c + dc)):
                    out.append(((r, c), (y, x)))
        return tuple(sorted(out))

    def between(self, pair: Pair) -> list[Cell]:
        """The water cells a bridge of ``pair`` passes over."""
        (r1, c1), (r2, c2) = pair
        return [(r1, c) for c in range(c1 + 1, c2)] if r1 == r2 else [(r, c1) for r in range(r1 + 1, r2)]

    @cached_property
    def crossings(self) -> tuple[tuple[Pair, Pair], ...]:
        """(horizontal pair, vertical pair) whose bridges would cross over a water cell."""
        across = {cell: pair for pair in self.pairs if pair[0][0] == pair[1][0] for cell in self.between(pair)}
        return tuple((across[cell], pair) for pair in self.pairs if pair[0][1] == pair[1][1]
                     for cell in self.between(pair) if cell in across)

    def cap(self, pair: Pair) -> int:
        """The most bridges the pair can take: ``maxb``, and no more than either number."""
        return min([self.maxb] + [n for n in (self.islands[pair[0]], self.islands[pair[1]]) if n is not None])


__all__ = ["Puzzle", "Solution", "MAX_SIZE", "MAX_BRIDGES", "DIGITS", "number_of", "char_of"]
