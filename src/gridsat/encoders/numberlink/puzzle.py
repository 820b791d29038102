"""The Numberlink puzzle: a grid of paired clue labels (validated on construction), and its
answer: one line per clue label, listed cell by cell."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...formats import InputError
from ...render.text import cell_name

MAX_CELLS = 4_000_000
# strict: every cell on a line (Flow Free, Janko's convention, the common statement); loose:
# cells may stay empty (Nikoli, puzz.link); notouch: strict, and no line runs beside itself
# (two cells of one line side by side are consecutive on it: the convention that makes
# Janko's Arukone and thomasahle's generated puzzles unique)
RULES = ("strict", "loose", "notouch")


@dataclass(frozen=True)
class Puzzle:
    grid: tuple[tuple[str | None, ...], ...]  # clue label per cell, None = empty
    source: str = "input"
    numeric: bool = False  # labels came from an integer grid (sorted numerically)
    rule: str | None = None  # the rule the source states (RULES); None: not stated (strict)

    def __post_init__(self) -> None:
        src = self.source
        if self.rule is not None and self.rule not in RULES:
            raise InputError(f"unknown Numberlink rule {self.rule!r}; choose one of {', '.join(RULES)}", src)
        h = len(self.grid)
        if h == 0:
            raise InputError("the grid has no rows", src)
        w = len(self.grid[0])
        for r, row in enumerate(self.grid):
            if len(row) != w:
                raise InputError(f"row {r + 1} has {len(row)} cells, the first row has {w}", src, row=r)
        if w * h < 2:
            raise InputError(f"a {w}x{h} grid is too small for a pair of clues (needs at least 2 cells)", src)
        if w * h > MAX_CELLS:
            raise InputError(f"a {w}x{h} grid is larger than the supported {MAX_CELLS} cells", src)
        where: dict[str, list[tuple[int, int]]] = {}
        for r, row in enumerate(self.grid):
            for c, label in enumerate(row):
                if label is None:
                    continue
                if not isinstance(label, str) or not label:
                    raise InputError(f"clue at {cell_name(r, c)} must be a non-empty label", src, cell=(r, c))
                cells = where.setdefault(label, [])
                cells.append((r, c))
                if len(cells) == 3:
                    raise InputError(f"clue {label!r} appears a third time at {cell_name(r, c)} (also at "
                                     f"{cell_name(*cells[0])} and {cell_name(*cells[1])}); each clue pairs "
                                     "exactly two cells", src, cell=(r, c))
        if not where:
            raise InputError("the grid has no clues: nothing to join", src)
        for label, cells in where.items():
            if len(cells) == 1:
                raise InputError(f"clue {label!r} at {cell_name(*cells[0])} appears only once; "
                                 "each clue pairs exactly two cells", src, cell=cells[0])

    @property
    def width(self) -> int:
        return len(self.grid[0])

    @property
    def height(self) -> int:
        return len(self.grid)

    @property
    def labels(self) -> tuple[str, ...]:
        """Clue labels: numerically for integer grids, else in reading order."""
        seen = dict.fromkeys(x for row in self.grid for x in row if x is not None)
        if self.numeric:
            return tuple(sorted(seen, key=int))
        return tuple(seen)

    def ends(self) -> dict[str, tuple[tuple[int, int], tuple[int, int]]]:
        out: dict[str, list] = {}
        for r, row in enumerate(self.grid):
            for c, x in enumerate(row):
                if x is not None:
                    out.setdefault(x, []).append((r, c))
        return {k: (v[0], v[1]) for k, v in out.items()}

    def clue_at(self) -> dict[tuple[int, int], str]:
        """The clue label of every clue cell."""
        return {cell: label for label, pair in self.ends().items() for cell in pair}

    def cells(self):
        return ((r, c) for r in range(self.height) for c in range(self.width))

    def neighbours(self, r: int, c: int):
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < self.height and 0 <= cc < self.width:
                yield rr, cc

    def graph(self):
        """The grid graph (networkx): cells as vertices, orthogonal neighbours as edges."""
        import networkx as nx

        g = nx.Graph()
        g.add_nodes_from(self.cells())
        for r, c in self.cells():
            if c + 1 < self.width:
                g.add_edge((r, c), (r, c + 1))
            if r + 1 < self.height:
                g.add_edge((r, c), (r + 1, c))
        return g


@dataclass(frozen=True)
class Solution:
    paths: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]  # (label, cells in order)
    grid: tuple[tuple[int, ...], ...]  # path number (1-based index into paths), 0 = empty
    variant: str = "strict"
    stray: tuple[tuple[int, int], ...] = field(default=())  # drawn cells on no path (never valid)


def make_solution(p: Puzzle, paths, variant: str, stray=()) -> Solution:
    """A Solution with its grid of path numbers filled in from ``paths``."""
    grid = [[0] * p.width for _ in range(p.height)]
    for k, (_, cells) in enumerate(paths, 1):
        for r, c in cells:
            if 0 <= r < p.height and 0 <= c < p.width and grid[r][c] == 0:
                grid[r][c] = k
    return Solution(tuple(paths), tuple(tuple(row) for row in grid), variant, tuple(stray))


def trace(p: Puzzle, drawn: dict, variant: str) -> Solution:
    """The Solution a set of drawn segments makes (``drawn[cell]``: the cells it is joined to):
    each line followed from its first clue; drawn cells reached from no clue are ``stray``."""
    paths = []
    seen: set = set()
    ends = p.ends()
    for label in p.labels:
        start = ends[label][0]
        cells = [start]
        seen.add(start)
        cur = start
        while True:  # follow the drawn segments to the line's end
            nxt = [x for x in drawn[cur] if x not in seen]
            if not nxt:
                break
            cur = nxt[0]
            cells.append(cur)
            seen.add(cur)
        paths.append((label, tuple(cells)))
    stray = tuple(sorted(cell for cell, nbs in drawn.items() if nbs and cell not in seen))
    return make_solution(p, paths, variant, stray)
