"""The Star Battle puzzle: a square grid of region labels (kept, they name the clues; None: a
cell in no region; equal labels are one region, in pieces or not), the stars per line, and the
answer (the ``stars`` cell set)."""
from __future__ import annotations

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
        src, n, m = self.source, len(self.regions), self.stars
        if not 0 < n <= MAX_SIZE:
            raise InputError(f"grid of {n} rows is larger than the supported {MAX_SIZE}" if n else
                             "the grid has no rows", src)
        for r, row in enumerate(self.regions):
            if len(row) != n:
                raise InputError(f"Star Battle needs a square grid: row {r + 1} has {len(row)} cells, "
                                 f"the grid has {n} rows", src, row=r)
        if isinstance(m, bool) or not isinstance(m, int) or m < 1:
            raise InputError(f"stars per row/column/region must be an integer >= 1, got {m!r}", src)
        if 2 * m - 1 > n:
            raise InputError(f"{m} non-touching stars cannot fit in a row of {n} cells (needs at least {2 * m - 1})",
                             src)
        rooms = self.region_cells()
        if len(rooms) != n:
            raise InputError(f"a {n}x{n} Star Battle needs {n} regions (one per row's worth of stars), "
                             f"found {len(rooms)}", src)
        for label, cells in sorted(rooms.items(), key=lambda kv: str(kv[0])):
            if len(cells) < m:
                raise InputError(f"region {label!r} (at {cell_name(*cells[0])}) has {len(cells)} cell(s), fewer "
                                 f"than its {m} star(s)", src, cell=cells[0])

    size = property(lambda self: len(self.regions))

    def __iter__(self) -> Iterator[tuple[int, int]]:
        """Every cell, row by row."""
        return ((r, c) for r in range(self.size) for c in range(self.size))

    def region_cells(self) -> dict[Hashable, list[tuple[int, int]]]:
        out: dict[Hashable, list[tuple[int, int]]] = {}
        for r, c in self:
            if self.regions[r][c] is not None:
                out.setdefault(self.regions[r][c], []).append((r, c))
        return out
