"""The Numberlink puzzle: a grid of paired clue labels (validated on construction); its
answer is the lines between them (:class:`gridsat.answers.Paths`), and its independent
checker (the rules, checked directly on the listed lines)."""
from __future__ import annotations

from dataclasses import dataclass

from ...answers import Paths
from ...connectivity.grid import grid_graph
from ...formats import InputError
from ...render.text import cell_name

MAX_CELLS = 4_000_000
# strict: every cell on a line; loose: cells may stay empty; notouch: strict, and no line runs
# beside itself (docs/genres/numberlink.md says whose convention each is)
RULES = ("strict", "loose", "notouch")
PATHS = Paths(RULES)
# the flags that choose a rule over the puzzle's own
FLAGS = {"fill_all": "strict", "allow_empty": "loose", "no_touch": "notouch"}

Solution, make_solution, trace = PATHS.solution, PATHS.make, PATHS.trace


def rule_of(p: Puzzle, options) -> str:
    """The rule in force: a flag, else the puzzle's own, else strict."""
    forced = [name for name in FLAGS if getattr(options, name, False)]
    if len(forced) > 1:
        raise InputError("choose one rule: " + " or ".join("--" + n.replace("_", "-") for n in forced))
    if forced:
        return FLAGS[forced[0]]
    return p.rule or "strict"


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
        return grid_graph(self.height, self.width)


def too_big(w: int, h: int, source: str, line: int | None = None) -> None:
    if w * h < 2:
        raise InputError(f"a {w}x{h} grid is too small for a pair of clues (needs at least 2 cells)", source, line)
    if w * h > MAX_CELLS:
        raise InputError(f"a {w}x{h} grid is larger than the supported {MAX_CELLS} cells", source, line)


def check(p: Puzzle, sol: Solution) -> list[str]:
    def rules(owner) -> list[str]:
        out = [f"{cell_name(r, c)} is on no line ({sol.variant} rule: every cell is used)"
               for r, c in p.cells() if (r, c) not in owner] if sol.variant in ("strict", "notouch") else []
        return out + (_touching(sol) if sol.variant == "notouch" else [])

    return PATHS.check(p, sol, rules)


def _touching(sol: Solution) -> list[str]:
    """The notouch rule: two cells of one line side by side are consecutive on it."""
    where: dict = {}
    for label, cells in sol.paths:
        for i, cell in enumerate(cells):
            where.setdefault(cell, (label, i))
    return [f"line {label} runs beside itself at {cell_name(r, c)} and {cell_name(*nb)} (notouch rule)"
            for (r, c), (label, i) in where.items() for nb in ((r, c + 1), (r + 1, c))
            if (other := where.get(nb)) is not None and other[0] == label and abs(other[1] - i) != 1]
