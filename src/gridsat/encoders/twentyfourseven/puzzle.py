"""The Twenty-Four-Seven puzzle: a board holding one or more 7x7 grids, givens and outside
clues (validated on construction); its answer is a grid of numbers (0 empty).  Its independent
checker (the rules, checked directly on the filled grid), and the published answer form."""
from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from ...answers import Filling as Solution  # noqa: F401 - the genre's Solution: Solution(grid)
from ...formats import InputError
from ...render.text import cell_name

N, PER_LINE, LINE_SUM = 7, 4, 20  # a grid is 7x7; each of its rows and columns: 4 numbers summing to 20
SIDES, KINDS, MAX_BOARD = ("left", "right", "top", "bottom"), ("sum", "first", "either"), 60


def _int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


@dataclass(frozen=True)
class Clue:
    side: str
    index: int  # 0-based board row (left/right) or column (top/bottom)
    kind: str
    value: int

    def name(self) -> str:
        line = "row" if self.side in ("left", "right") else "column"
        return f"{self.kind} clue {self.value} on the {self.side} of {line} {self.index + 1}"


@dataclass(frozen=True)
class Puzzle:
    rows: int
    cols: int
    grids: tuple[tuple[int, int], ...] = ((0, 0),)   # top-left corners of the 7x7 grids
    givens: tuple[tuple[int, ...], ...] = ()        # 0 = no given
    clues: tuple[Clue, ...] = ()
    source: str = "input"
    published: tuple[tuple[int, ...], ...] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        src = self.source
        if not (_int(self.rows) and _int(self.cols)):
            raise InputError("board size must be two integers", src)
        if not (N <= self.rows <= MAX_BOARD and N <= self.cols <= MAX_BOARD):
            raise InputError(f"board size {self.rows}x{self.cols} is out of range {N}..{MAX_BOARD}", src)
        if not self.grids:
            raise InputError("at least one 7x7 grid is needed", src)
        for corner in self.grids:
            if len(corner) != 2 or not all(map(_int, corner)):
                raise InputError(f"grid corner must be two integers, got {list(corner)!r}", src)
            if not (0 <= corner[0] <= self.rows - N and 0 <= corner[1] <= self.cols - N):
                raise InputError(f"7x7 grid at {cell_name(*corner)} does not fit the {self.rows}x{self.cols} board",
                                 src)
        if len(set(self.grids)) != len(self.grids):
            raise InputError("a 7x7 grid is listed twice", src)
        if len(self.givens) != self.rows or any(len(row) != self.cols for row in self.givens):
            raise InputError(f"givens must be {self.rows} rows of {self.cols} cells", src)
        covered = self.covered()
        for r, row in enumerate(self.givens):
            for c, v in enumerate(row):
                if not (_int(v) and 0 <= v <= N):
                    raise InputError(f"given at {cell_name(r, c)} must be 1..7 (or empty), got {v!r}", src,
                                     cell=(r, c))
                if v and (r, c) not in covered:
                    raise InputError(f"given {v} at {cell_name(r, c)} lies in no 7x7 grid", src, cell=(r, c))
        seen = set()
        for clue in self.clues:
            limit = self.rows if clue.side in ("left", "right") else self.cols
            if clue.side not in SIDES:
                raise InputError(f"clue side must be one of {', '.join(SIDES)}, got {clue.side!r}", src)
            if clue.kind not in KINDS:
                raise InputError(f"clue kind must be one of {', '.join(KINDS)}, got {clue.kind!r}", src)
            if not 0 <= clue.index < limit:
                raise InputError(f"clue index {clue.index + 1} on the {clue.side} is outside 1..{limit}", src)
            if not _int(clue.value) or clue.value < 1:
                raise InputError(f"clue value must be a positive integer, got {clue.value!r}", src)
            if (clue.side, clue.index) in seen:
                raise InputError(f"two clues on the {clue.side} of line {clue.index + 1}", src)
            seen.add((clue.side, clue.index))

    def covered(self) -> set[tuple[int, int]]:
        """The cells inside some 7x7 grid."""
        return {(t + r, l + c) for t, l in self.grids for r in range(N) for c in range(N)}

    def line(self, clue: Clue) -> list[tuple[int, int]]:
        """The board line of a clue, in the order seen from its side."""
        i, side = clue.index, clue.side
        cells = [(i, c) for c in range(self.cols)] if side in ("left", "right") else \
            [(r, i) for r in range(self.rows)]
        return cells[::-1] if side in ("right", "bottom") else cells


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the grid must be {p.rows}x{p.cols}"]
    problems: list[str] = []
    covered = p.covered()
    for r in range(p.rows):
        for c in range(p.cols):
            v, given = g[r][c], p.givens[r][c]
            if isinstance(v, bool) or not (isinstance(v, int) and 0 <= v <= N):
                problems.append(f"{cell_name(r, c)} holds {v!r}, not 0..7")
            elif v and (r, c) not in covered:
                problems.append(f"{cell_name(r, c)} lies in no 7x7 grid but holds {v}")
            elif given and v != given:
                problems.append(f"{cell_name(r, c)} must hold the given {given}, holds {v}")
    if problems:
        return problems
    for k, (top, left) in enumerate(p.grids, 1):
        block = [g[top + r][left + c] for r in range(N) for c in range(N)]
        problems += [f"grid {k} has {block.count(v)} {v}s, needs {v}" for v in range(1, N + 1) if block.count(v) != v]
        for i in range(N):
            for kind, vals in (("row", [g[top + i][left + c] for c in range(N)]),
                               ("column", [g[top + r][left + i] for r in range(N)])):
                nums = [v for v in vals if v]
                if len(nums) != PER_LINE or sum(nums) != LINE_SUM:
                    where = (top if kind == "row" else left) + i + 1
                    problems.append(f"{kind} {where} of grid {k} has {len(nums)} numbers summing to "
                                    f"{sum(nums)}, needs {PER_LINE} summing to {LINE_SUM}")
    problems += [f"the 2x2 square at {cell_name(r, c)} has no empty cell" for r in range(p.rows - 1)
                 for c in range(p.cols - 1) if g[r][c] and g[r][c + 1] and g[r + 1][c] and g[r + 1][c + 1]]
    groups = groups_of(g, filled=True)
    if len(groups) > 1:
        problems.append(f"the numbered cells form {len(groups)} separate groups, not one")
    for clue in p.clues:
        vals = [g[r][c] for r, c in p.line(clue)]
        seen = next((v for v in vals if v), None)
        ok_sum, ok_first = sum(vals) == clue.value, seen == clue.value
        if not {"sum": ok_sum, "first": ok_first, "either": ok_sum or ok_first}[clue.kind]:
            problems.append(f"{clue.name()} does not hold (sum {sum(vals)}, first seen {seen})")
    return problems


def groups_of(g, filled: bool) -> list[set[tuple[int, int]]]:
    """Orthogonally connected groups of filled (or empty) cells."""
    from ...connectivity.graph import connected_components, grid_graph

    board = grid_graph(len(g), len(g[0]))
    return list(connected_components(board.subgraph(x for x in board if bool(g[x[0]][x[1]]) == filled)))


def answer(p, sol) -> int:
    """The published answer: the product of the areas of the groups of empty cells."""
    return prod(len(group) for group in groups_of(sol.grid, filled=False))
