"""The Star Battle puzzle: a square grid of regions (validated on construction) and its answer."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Hashable, Iterator

from ...answers import Shaded
from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 1000
STARS = Shaded("stars", "star", ink=("★", "*"))  # the answer: solution JSON {"stars": [[r, c], ...]}
Solution = STARS.solution


@dataclass(frozen=True)
class Puzzle:
    regions: tuple[tuple[Hashable | None, ...], ...]  # label per cell, None = no region
    stars: int
    source: str = "input"

    def __post_init__(self) -> None:
        src, n = self.source, len(self.regions)
        if n == 0:
            raise InputError("the grid has no rows", src)
        if n > MAX_SIZE:
            raise InputError(f"grid of {n} rows is larger than the supported {MAX_SIZE}", src)
        for r, row in enumerate(self.regions):
            if len(row) != n:
                raise InputError(f"Star Battle needs a square grid: row {r + 1} has {len(row)} cells, "
                                 f"the grid has {n} rows", src, row=r)
        if isinstance(self.stars, bool) or not isinstance(self.stars, int) or self.stars < 1:
            raise InputError(f"stars per row/column/region must be an integer >= 1, got {self.stars!r}", src)
        if 2 * self.stars - 1 > n:
            raise InputError(f"{self.stars} non-touching stars cannot fit in a row of {n} cells "
                             f"(needs at least {2 * self.stars - 1})", src)
        sizes = Counter(label for row in self.regions for label in row if label is not None)
        if len(sizes) != n:
            raise InputError(f"a {n}x{n} Star Battle needs {n} regions (one per row's worth of stars), "
                             f"found {len(sizes)}", src)
        for label, size in sorted(sizes.items(), key=lambda kv: str(kv[0])):
            if size < self.stars:
                r, c = self.region_cells()[label][0]
                raise InputError(f"region {label!r} (at {cell_name(r, c)}) has {size} cell(s), fewer than "
                                 f"its {self.stars} star(s)", src, cell=(r, c))

    @property
    def size(self) -> int:
        return len(self.regions)

    def __iter__(self) -> Iterator[tuple[int, int]]:
        """Every cell, row by row."""
        return ((r, c) for r in range(self.size) for c in range(self.size))

    def region_cells(self) -> dict[Hashable, list[tuple[int, int]]]:
        out: dict[Hashable, list[tuple[int, int]]] = {}
        for r, row in enumerate(self.regions):
            for c, label in enumerate(row):
                if label is not None:
                    out.setdefault(label, []).append((r, c))
        return out
