"""The Nurikabe puzzle: a grid of cells, some holding a clue (an island size, or ``?``).

``grid[r][c]`` is ``EMPTY`` (0), ``UNKNOWN`` (-1, a ``?`` clue: an island of any size) or a
positive island size.  The answer is the set of shaded cells.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from functools import cached_property

from ...formats import InputError

MAX_SIZE = 200
EMPTY, UNKNOWN = 0, -1

Cell = tuple[int, int]


@dataclass(frozen=True)
class Puzzle:
    grid: tuple[tuple[int, ...], ...]
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        h, w = len(self.grid), len(self.grid[0]) if self.grid else 0
        if not (1 <= h <= MAX_SIZE and 1 <= w <= MAX_SIZE):
            raise InputError(f"grid size {w}x{h} is out of range 1..{MAX_SIZE}", self.source)
        for r, row in enumerate(self.grid):
            if len(row) != w:
                raise InputError(f"row has {len(row)} cells, the first row has {w}", self.source, row=r)
            for c, k in enumerate(row):
                if type(k) is not int or k < UNKNOWN:
                    raise InputError(f"bad cell {k!r} (a clue is a positive number or '?')", self.source,
                                     cell=(r, c))
                if k > h * w:
                    raise InputError(f"clue {k} is larger than the {w}x{h} grid", self.source, cell=(r, c))

    @property
    def height(self) -> int:
        return len(self.grid)

    @property
    def width(self) -> int:
        return len(self.grid[0])

    @cached_property
    def clues(self) -> dict[Cell, int | None]:
        """Clue cells and their island sizes (None: a ``?`` clue), in reading order."""
        return {(r, c): (None if k == UNKNOWN else k) for r, row in enumerate(self.grid)
                for c, k in enumerate(row) if k != EMPTY}

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.height) for c in range(self.width)]

    def neighbours(self, r: int, c: int) -> list[Cell]:
        return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                if 0 <= y < self.height and 0 <= x < self.width]

    def blocks(self) -> list[list[Cell]]:
        """Every 2x2 block of cells."""
        return [[(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
                for r in range(self.height - 1) for c in range(self.width - 1)]

    def graph(self, cells):
        """The grid graph (networkx) over ``cells``: orthogonal neighbours joined."""
        import networkx as nx

        g = nx.Graph()
        g.add_nodes_from(cells)
        g.add_edges_from((x, y) for x in g for y in self.neighbours(*x) if y in g)
        return g

    @cached_property
    def sea_size(self) -> int | None:
        """How many cells are shaded in every answer (None with a ``?`` clue)."""
        if None in self.clues.values():
            return None
        return self.height * self.width - sum(self.clues.values())

    @cached_property
    def reach(self) -> dict[Cell, dict[Cell, int]]:
        """For each clue, the cells its island can hold and their distance from the clue: a
        breadth-first search through cells that are neither clues nor next to another clue
        (such a cell would join two clues' islands), at most size - 1 steps."""
        clues = self.clues
        near: dict[Cell, set[Cell]] = {}
        for cell in clues:
            for nb in self.neighbours(*cell):
                near.setdefault(nb, set()).add(cell)
        out = {}
        for root, k in clues.items():
            limit = self.height * self.width if k is None else k - 1
            dist = {root: 0}
            todo = deque([root])
            while todo:
                cell = todo.popleft()
                if dist[cell] == limit:
                    continue
                for nb in self.neighbours(*cell):
                    if nb not in dist and nb not in clues and near.get(nb, set()) <= {root}:
                        dist[nb] = dist[cell] + 1
                        todo.append(nb)
            out[root] = dist
        return out


@dataclass(frozen=True)
class Solution:
    shaded: tuple[Cell, ...]  # sorted (row, col)


def islands(p: Puzzle, shaded) -> list[list[Cell]]:
    """The unshaded areas (orthogonally connected), each in reading order of its first cell."""
    shaded = set(shaded)
    seen: set[Cell] = set()
    out = []
    for cell in p.cells():
        if cell in shaded or cell in seen:
            continue
        seen.add(cell)
        part, todo = [], [cell]
        while todo:
            x = todo.pop()
            part.append(x)
            for nb in p.neighbours(*x):
                if nb not in shaded and nb not in seen:
                    seen.add(nb)
                    todo.append(nb)
        out.append(sorted(part))
    return out
