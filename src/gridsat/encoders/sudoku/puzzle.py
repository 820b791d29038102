"""The Sudoku puzzle (boxes or jigsaw regions, X diagonals, killer cages; validated on
construction) and its answer."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from math import isqrt

from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 100
SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # 1..35 as one character


@dataclass(frozen=True)
class Cage:
    total: int
    cells: tuple[tuple[int, int], ...]  # sorted (row, col)


@dataclass(frozen=True)
class Puzzle:
    givens: tuple[tuple[int, ...], ...]          # n x n, 0 = blank
    box: tuple[int, int] | None = None           # (rows, columns) of a box; None = jigsaw
    regions: tuple[tuple[int, ...], ...] | None = None  # jigsaw region per cell (or boxes)
    diagonals: bool = False                      # X-Sudoku
    cages: tuple[Cage, ...] = ()                 # killer
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        src = self.source
        n = len(self.givens)
        if n == 0:
            raise InputError("the board has no rows", src)
        if n > MAX_SIZE:
            raise InputError(f"a {n}x{n} board is larger than the supported {MAX_SIZE}x{MAX_SIZE}", src)
        for r, row in enumerate(self.givens):
            if len(row) != n:
                raise InputError(f"Sudoku boards are square: row {r + 1} has {len(row)} cells, the board "
                                 f"has {n} rows", src, row=r)
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= n:
                    raise InputError(f"digit {v!r} at {cell_name(r, c)} is out of range 1..{n}", src, row=r)
        if self.regions is None:
            box = self.box or default_box(n)
            if len(box) != 2 or box[0] < 1 or box[1] < 1 or box[0] * box[1] != n:
                raise InputError(f"boxes of {box[0]}x{box[1]} cells do not tile a {n}x{n} board", src)
            object.__setattr__(self, "box", tuple(box))
            object.__setattr__(self, "regions", _box_regions(n, tuple(box)))
        else:
            object.__setattr__(self, "box", None)
            if len(self.regions) != n or any(len(row) != n for row in self.regions):
                raise InputError(f"the region map must be {n}x{n} like the board", src)
            sizes = Counter(x for row in self.regions for x in row)
            if len(sizes) != n:
                raise InputError(f"a {n}x{n} jigsaw needs {n} regions, found {len(sizes)}", src)
            for label, size in sizes.items():
                if size != n:
                    r, c = next((r, c) for r in range(n) for c in range(n) if self.regions[r][c] == label)
                    raise InputError(f"region {_show(label)} (at {cell_name(r, c)}) has {size} cells; every "
                                     f"region needs {n}", src, row=r)
            number: dict = {}  # labels do not matter, only the partition: number them 0..n-1
            object.__setattr__(self, "regions", tuple(
                tuple(number.setdefault(x, len(number)) for x in row) for row in self.regions))
        self._check_cages()
        self._check_clashes()

    def _check_cages(self) -> None:
        if not self.cages:
            return
        n, src = self.size, self.source
        owner: dict[tuple[int, int], int] = {}
        for i, cage in enumerate(self.cages):
            if not cage.cells:
                raise InputError("a killer cage has no cells", src)
            for r, c in cage.cells:
                if not (0 <= r < n and 0 <= c < n):
                    raise InputError(f"killer cage cell ({r}, {c}) is outside the {n}x{n} board", src)
                if (r, c) in owner:
                    raise InputError(f"{cell_name(r, c)} is in two killer cages (cages may not overlap)",
                                     src, row=r)
                owner[r, c] = i
        for cage in self.cages:
            k = len(cage.cells)
            where = cell_name(*cage.cells[0])
            if k > n:
                raise InputError(f"the killer cage at {where} has {k} cells; different digits 1..{n} "
                                 f"fit in at most {n}", src)
            lo, hi = k * (k + 1) // 2, k * (2 * n - k + 1) // 2
            if isinstance(cage.total, bool) or not isinstance(cage.total, int) or not lo <= cage.total <= hi:
                raise InputError(f"the killer cage at {where} ({k} cells) cannot sum to {cage.total!r}: "
                                 f"{k} different digits sum to {lo}..{hi}", src)
        for r in range(n):
            for c in range(n):
                if (r, c) not in owner:
                    raise InputError(f"{cell_name(r, c)} is in no killer cage (the cages must cover the "
                                     "board)", src, row=r)

    def _check_clashes(self) -> None:
        """Two equal givens in one house or cage: reported before any solving."""
        seen: dict[tuple[str, int], tuple[int, int]] = {}
        house_of = _house_of(self.size, self.regions, self.jigsaw, self.diagonals, self.cages)
        n = self.size
        for r in range(n):
            for c in range(n):
                d = self.givens[r][c]
                if not d:
                    continue
                for name in house_of[r, c]:
                    other = seen.setdefault((name, d), (r, c))
                    if other != (r, c):
                        raise InputError(f"given {sym(d, n)} at {cell_name(r, c)} clashes with the given "
                                         f"{sym(d, n)} at {cell_name(*other)} (same {name})",
                                         self.source, row=r)

    @property
    def size(self) -> int:
        return len(self.givens)

    @property
    def jigsaw(self) -> bool:
        return self.box is None

    def houses(self) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
        """Every group of n cells that holds each digit once: rows, columns, boxes or
        regions, and the diagonals of X-Sudoku (computed once per shape; do not modify)."""
        return _houses(self.size, self.regions, self.jigsaw, self.diagonals)

    def shape_key(self) -> tuple:
        """Everything but the givens: the rule clauses depend only on this."""
        return (self.size, self.regions, self.diagonals, self.cages)


@dataclass(frozen=True)
class Solution:
    grid: tuple[tuple[int, ...], ...]


def default_box(n: int) -> tuple[int, int]:
    """The squarest box for side n: (rows, columns) with rows <= columns (6 -> 2x3)."""
    rows = max(d for d in range(1, isqrt(n) + 1) if n % d == 0)
    return rows, n // rows


def sym(v: int, n: int) -> str:
    """Digit ``v`` as written on an n x n board: one character up to 35, else decimal."""
    return SYMBOLS[v - 1] if n <= len(SYMBOLS) else str(v)


def _show(label) -> str:
    return repr(label) if isinstance(label, str) else str(label)


@lru_cache(maxsize=64)
def _box_regions(n: int, box: tuple[int, int]) -> tuple[tuple[int, ...], ...]:
    """The region number of each cell of an n x n board cut in boxes of box[0] x box[1]."""
    return tuple(tuple((r // box[0]) * (n // box[1]) + c // box[1] for c in range(n)) for r in range(n))


@lru_cache(maxsize=16)
def _houses(n: int, regions, jigsaw: bool, diagonals: bool) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
    out = [(f"row {r + 1}", tuple((r, c) for c in range(n))) for r in range(n)]
    out += [(f"column {c + 1}", tuple((r, c) for r in range(n))) for c in range(n)]
    groups: dict[int, list[tuple[int, int]]] = {}
    for r in range(n):
        for c in range(n):
            groups.setdefault(regions[r][c], []).append((r, c))
    what = "region" if jigsaw else "box"
    for i, (label, cells) in enumerate(sorted(groups.items(), key=lambda kv: kv[1][0]), 1):
        out.append((f"{what} {i}", tuple(cells)))
    if diagonals:
        out.append(("main diagonal", tuple((i, i) for i in range(n))))
        out.append(("anti-diagonal", tuple((i, n - 1 - i) for i in range(n))))
    return out


@lru_cache(maxsize=16)
def _house_of(n: int, regions, jigsaw: bool, diagonals: bool, cages) -> dict[tuple[int, int], list[str]]:
    """cell -> the names of the houses and cages it is in (once per shape)."""
    out: dict[tuple[int, int], list[str]] = {}
    named_cages = [(f"cage at {cell_name(*k.cells[0])}", k.cells) for k in cages]
    for name, cells in _houses(n, regions, jigsaw, diagonals) + named_cages:
        for cell in cells:
            out.setdefault(cell, []).append(name)
    return out
