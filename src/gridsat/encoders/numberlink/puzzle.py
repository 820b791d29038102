"""The Numberlink puzzle: a grid of paired clue labels (validated on construction); its
answer is the lines between them (:class:`gridsat.answers.Paths`)."""
from __future__ import annotations

from dataclasses import dataclass

from ...answers import Paths
from ...formats import InputError
from ...render.text import cell_name

MAX_CELLS = 4_000_000
# strict: every cell on a line; loose: cells may stay empty; notouch: strict, and no line runs
# beside itself (docs/genres/numberlink.md says whose convention each is)
RULES = ("strict", "loose", "notouch")
PATHS = Paths(RULES)
Solution, make_solution, trace = PATHS.solution, PATHS.make, PATHS.trace


@dataclass(frozen=True)
class Puzzle:
    grid: tuple[tuple[str | None, ...], ...]  # clue label per cell, None = empty
    source: str = "input"
    numeric: bool = False  # labels came from an integer grid (sorted numerically)
    rule: str | None = None  # the rule the source states (RULES); None: not stated (strict)

    def __post_init__(self) -> None:
        src, h = self.source, len(self.grid)
        if self.rule is not None and self.rule not in RULES:
            raise InputError(f"unknown Numberlink rule {self.rule!r}; choose one of {', '.join(RULES)}", src)
        if h == 0:
            raise InputError("the grid has no rows", src)
        w = len(self.grid[0])
        for r, row in enumerate(self.grid):
            if len(row) != w:
                raise InputError(f"row {r + 1} has {len(row)} cells, the first row has {w}", src, row=r)
        too_big(w, h, src)
        where: dict[str, list[tuple[int, int]]] = {}
        for r, c in self.cells():
            if (label := self.grid[r][c]) is None:
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

    width = property(lambda self: len(self.grid[0]))
    height = property(lambda self: len(self.grid))

    @property
    def labels(self) -> tuple[str, ...]:
        """Clue labels: numerically for integer grids, else in reading order."""
        seen = tuple(dict.fromkeys(x for row in self.grid for x in row if x is not None))
        return tuple(sorted(seen, key=int)) if self.numeric else seen

    def ends(self) -> dict[str, tuple[tuple[int, int], tuple[int, int]]]:
        out: dict[str, list] = {}
        for r, c in self.cells():
            if self.grid[r][c] is not None:
                out.setdefault(self.grid[r][c], []).append((r, c))
        return {k: (v[0], v[1]) for k, v in out.items()}

    def clue_at(self) -> dict[tuple[int, int], str]:
        """The clue label of every clue cell."""
        return {cell: label for label, pair in self.ends().items() for cell in pair}

    def cells(self):
        return ((r, c) for r in range(self.height) for c in range(self.width))

    def neighbours(self, r: int, c: int):
        return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                if 0 <= y < self.height and 0 <= x < self.width]

    def graph(self):
        """The grid graph (networkx): cells as vertices, orthogonal neighbours as edges."""
        import networkx as nx

        g = nx.Graph()
        g.add_nodes_from(self.cells())
        g.add_edges_from(((r, c), nb) for r, c in self.cells() for nb in ((r, c + 1), (r + 1, c))
                         if nb[0] < self.height and nb[1] < self.width)
        return g


def too_big(w: int, h: int, source: str, line: int | None = None) -> None:
    if w * h < 2:
        raise InputError(f"a {w}x{h} grid is too small for a pair of clues (needs at least 2 cells)", source, line)
    if w * h > MAX_CELLS:
        raise InputError(f"a {w}x{h} grid is larger than the supported {MAX_CELLS} cells", source, line)
