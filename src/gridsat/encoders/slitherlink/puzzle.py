"""The Slitherlink puzzle: rows of cells, ``.`` empty, ``0``-``4`` a clue, ``?`` a clue whose
number is unknown (puzz.link has them; it constrains nothing).

Lattice points are ``(r, c)`` with ``0 <= r <= H`` and ``0 <= c <= W``; cell ``(r, c)`` has
the corners ``(r, c)``, ``(r, c + 1)``, ``(r + 1, c)``, ``(r + 1, c + 1)``.  An edge is a pair
of neighbouring points, smaller first.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...formats import GridRows, check_rows

MAX_SIZE = 500
CELLS = ".01234?"

Point = tuple[int, int]
Edge = tuple[Point, Point]


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[str, ...]
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_rows(self.grid, MAX_SIZE, self.source, CELLS,
                   "unknown character {!r} in the grid (cells are '.', 0-4 or '?')")

    @cached_property
    def clues(self) -> dict[tuple[int, int], int]:
        """The numbered cells and their numbers (``?`` cells are not here)."""
        return {(r, c): int(ch) for r, row in enumerate(self.grid) for c, ch in enumerate(row) if ch.isdigit()}

    def points(self) -> list[Point]:
        return [(r, c) for r in range(self.height + 1) for c in range(self.width + 1)]

    def edges(self) -> list[Edge]:
        """Every edge of the lattice: horizontal ones row by row, then vertical ones."""
        h, w = self.height, self.width
        return ([((r, c), (r, c + 1)) for r in range(h + 1) for c in range(w)]
                + [((r, c), (r + 1, c)) for r in range(h) for c in range(w + 1)])


def cell_edges(r: int, c: int) -> list[Edge]:
    """The four sides of cell (r, c): top, right, bottom, left."""
    return [((r, c), (r, c + 1)), ((r, c + 1), (r + 1, c + 1)), ((r + 1, c), (r + 1, c + 1)), ((r, c), (r + 1, c))]


@dataclass(frozen=True)
class Solution:
    loop: tuple[Point, ...]  # the lattice points in order around the loop (see canonical)


def canonical(points) -> tuple[Point, ...]:
    """The loop started at its smallest point and walked first towards the smaller of that
    point's two loop neighbours (for a simple loop: to the right, so clockwise as drawn)."""
    pts = list(points)
    if len(pts) < 3:
        return tuple(pts)
    i = pts.index(min(pts))
    pts = pts[i:] + pts[:i]
    if pts[-1] < pts[1]:
        pts = [pts[0]] + pts[:0:-1]
    return tuple(pts)


def trace(edges) -> tuple:
    """The points of the loop the edges form, in canonical order (a walk from the smallest
    point; on edges that are not one loop it stops where the walk cannot go on)."""
    nbs: dict = {}
    for u, v in edges:
        nbs.setdefault(u, []).append(v)
        nbs.setdefault(v, []).append(u)
    if not nbs:
        return ()
    start = min(nbs)
    path, seen, prev, cur = [start], {start}, None, start
    while True:
        nxt = min((x for x in nbs[cur] if x != prev), default=start)
        if nxt in seen:
            break
        prev, cur = cur, nxt
        path.append(cur)
        seen.add(cur)
    return canonical(path)
