"""The Futoshiki puzzle: an n x n Latin square with givens and signs between neighbours.

Two rule sets, as in Simon Tatham's Unequal: the usual one (``greater``: pairs (a, b) of
neighbouring cells, a holds more than b), and Tatham's *Adjacent* mode (``adjacent``: the
``consecutive`` pairs are the neighbours whose digits differ by one, and every other pair of
neighbours differs by more than one)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 35  # digits 1-9 then A-Z, one character each in the native text
SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
Cell = tuple[int, int]
Pair = tuple[Cell, Cell]


@dataclass(frozen=True)
class Puzzle:
    givens: tuple[tuple[int, ...], ...]  # n rows of n digits, 0: empty
    greater: tuple[Pair, ...] = ()        # (a, b): a holds more than b (sorted)
    adjacent: bool = False                # Tatham's Adjacent mode
    consecutive: tuple[Pair, ...] = ()    # adjacent mode: (a, b), a < b: they differ by one (sorted)
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        n = self.size
        if not 1 <= n <= MAX_SIZE:
            raise InputError(f"grid size {n} is out of range 1..{MAX_SIZE}", self.source)
        for r, row in enumerate(self.givens):
            if len(row) != n:
                raise InputError(f"row has {len(row)} cells, expected {n}", self.source, row=r)
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= n:
                    raise InputError(f"{cell_name(r, c)} holds {v!r}, not a digit 1..{n}", self.source, cell=(r, c))
        if self.consecutive and not self.adjacent:
            raise InputError("marks for neighbours differing by one belong to Adjacent mode", self.source)
        if self.greater and self.adjacent:
            raise InputError("Adjacent mode has no inequality signs", self.source)
        for what, pairs in (("sign", self.greater), ("mark", self.consecutive)):
            seen = set()
            for pair in pairs:
                if not (isinstance(pair, tuple) and len(pair) == 2 and all(_is_cell(x, n) for x in pair)):
                    raise InputError(f"{what} {pair!r} is not a pair of cells of the {n}x{n} grid", self.source)
                (r1, c1), (r2, c2) = pair
                if abs(r1 - r2) + abs(c1 - c2) != 1:
                    raise InputError(f"{what} between {cell_name(r1, c1)} and {cell_name(r2, c2)}: "
                                     "not neighbours", self.source, cell=(r1, c1))
                key = frozenset(pair)
                if key in seen:
                    raise InputError(f"two {what}s between {cell_name(r1, c1)} and {cell_name(r2, c2)}",
                                     self.source, cell=(r1, c1))
                seen.add(key)

    @property
    def size(self) -> int:
        return len(self.givens)

    def given(self) -> dict[Cell, int]:
        return {(r, c): v for r, row in enumerate(self.givens) for c, v in enumerate(row) if v}

    def neighbour_pairs(self) -> list[Pair]:
        """Every pair of orthogonal neighbours, ``(a, b)`` with b right of or below a."""
        n = self.size
        return [((r, c), (r + dr, c + dc)) for r in range(n) for c in range(n)
                for dr, dc in ((0, 1), (1, 0)) if r + dr < n and c + dc < n]


def _is_cell(x, n: int) -> bool:
    return (isinstance(x, tuple) and len(x) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in x)
            and 0 <= x[0] < n and 0 <= x[1] < n)


def sym(v: int) -> str:
    return SYMBOLS[v - 1] if v else "."


@dataclass(frozen=True)
class Solution:
    grid: tuple[tuple[int, ...], ...]
