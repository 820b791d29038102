"""The Masyu puzzle: rows of cells, ``.`` empty, ``W`` a white pearl, ``B`` a black pearl.

The answer is one closed loop through cell centres, given as its cells in order
(:class:`Solution`); :func:`canonical` picks the one order every tool writes: start at the
first cell of the loop in reading order, then step to the smaller of its two neighbours.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...formats import GridRows, check_rows

MAX_SIZE = 1000
WHITE, BLACK, EMPTY = "W", "B", "."
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))   # up, right, down, left

Cell = tuple[int, int]


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[str, ...]
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_rows(self.grid, MAX_SIZE, self.source, ".WB",
                   "unknown cell {!r} (cells are '.', 'W' white pearl, 'B' black pearl)")

    @cached_property
    def pearls(self) -> dict[Cell, str]:
        """The pearls in reading order: cell -> ``"W"`` or ``"B"``."""
        return {(r, c): ch for r, row in enumerate(self.grid) for c, ch in enumerate(row) if ch != EMPTY}

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.height) for c in range(self.width)]

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.height and 0 <= c < self.width

    def neighbours(self, r: int, c: int) -> list[Cell]:
        return [(r + dr, c + dc) for dr, dc in STEPS if self.inside(r + dr, c + dc)]

    def graph(self, first=()):
        """The grid graph (networkx): cells as vertices (``first`` ones first, then reading
        order), orthogonal neighbours as edges."""
        import networkx as nx

        g = nx.Graph()
        g.add_nodes_from(first)
        g.add_nodes_from(self.cells())
        for r, c in self.cells():
            for nb in ((r, c + 1), (r + 1, c)):
                if self.inside(*nb):
                    g.add_edge((r, c), nb)
        return g


@dataclass(frozen=True)
class Solution:
    loop: tuple[Cell, ...]   # the loop's cells in order (canonical when made by gridsat)


def canonical(loop) -> tuple[Cell, ...]:
    """The loop started at its first cell in reading order, heading to the smaller neighbour
    along it (on a grid: right, so the loop runs clockwise on the page)."""
    loop = [tuple(x) for x in loop]
    if len(loop) < 3:
        return tuple(loop)
    i = loop.index(min(loop))
    turned = loop[i:] + loop[:i]
    if turned[-1] < turned[1]:
        turned = turned[:1] + turned[:0:-1]
    return tuple(turned)


def trace(links: dict[Cell, list[Cell]]) -> tuple[Cell, ...]:
    """The loop through the first linked cell in reading order (links: cell -> linked cells),
    canonical; it stops where the links stop being a loop (the checker then says why)."""
    start = min((c for c, nbs in links.items() if nbs), default=None)
    if start is None:
        return ()
    path, seen, prev, cur = [start], {start}, None, start
    while True:
        ahead = sorted(n for n in links[cur] if n != prev)
        if not ahead or ahead[0] in seen:
            break
        prev, cur = cur, ahead[0]
        path.append(cur)
        seen.add(cur)
    return canonical(path)
