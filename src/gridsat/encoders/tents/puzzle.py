"""The Tents puzzle (validated on construction) and its answer.

A validation error says what it is about through ``InputError.cell`` / ``.row``, so that a
parser can place it in its text.  The counts are the clues outside the grid: the count of row
``i`` is ``cell=(i, -1)`` (left of the grid), the count of column ``j`` is ``cell=(-1, j)``
(above it); ``row=COLUMN_COUNTS`` is the column counts as a whole, ``row=ROW_COUNTS`` the row
counts as a whole.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 1000
STEPS = ((-1, 0), (0, -1), (0, 1), (1, 0))  # orthogonal neighbours
COLUMN_COUNTS, ROW_COUNTS = -1, -2           # InputError.row of an error about all the counts

Cell = tuple[int, int]


def tents_word(k: int) -> str:
    return f"{k} tent" if k == 1 else f"{k} tents"


@dataclass(frozen=True)
class Puzzle:
    height: int
    width: int
    trees: tuple[Cell, ...]                 # sorted
    rows: tuple[int | None, ...]            # tent count per row, None = unknown
    columns: tuple[int | None, ...]         # tent count per column, None = unknown
    given_tents: tuple[Cell, ...] = ()      # Tatham '!' marks: these cells hold tents
    given_grass: tuple[Cell, ...] = ()      # Tatham '-' marks: these cells hold no tent
    published: tuple[Cell, ...] | None = None  # a published answer's tents (seed format)
    origin: str = "native"                  # native | seed | tatham | puzzlink | json
    difficulty: str | None = None           # Tatham's 'e' / 't'
    source: str = "input"

    def __post_init__(self) -> None:
        src, h, w = self.source, self.height, self.width
        for side, name in ((h, "rows"), (w, "columns")):
            if isinstance(side, bool) or not isinstance(side, int) or side < 1:
                raise InputError(f"the grid needs at least one of its {name}", src)
            if side > MAX_SIZE:
                raise InputError(f"grid of {side} {name} is larger than the supported {MAX_SIZE}", src)
        if len(self.rows) != h:
            raise InputError(f"{len(self.rows)} row counts given for a grid of {h} rows", src, row=ROW_COUNTS)
        if len(self.columns) != w:
            raise InputError(f"{len(self.columns)} column counts given for a grid of {w} columns", src,
                             row=COLUMN_COUNTS)
        trees = set()
        for r, c in self.trees:
            if not (0 <= r < h and 0 <= c < w):
                raise InputError(f"tree at ({r}, {c}) is outside the {h}x{w} grid", src, cell=(r, c))
            if (r, c) in trees:
                raise InputError(f"tree at {cell_name(r, c)} is listed twice", src, cell=(r, c))
            trees.add((r, c))
        if not trees:
            raise InputError("the grid has no trees", src)
        self._check_counts(len(trees))
        self._check_marks(trees)

    def _check_counts(self, n: int) -> None:
        src = self.source
        for what, counts, length, clue, whole in (("row", self.rows, self.width, lambda i: (i, -1), ROW_COUNTS),
                                                  ("column", self.columns, self.height, lambda j: (-1, j),
                                                   COLUMN_COUNTS)):
            for i, k in enumerate(counts):
                if k is None:
                    continue
                if isinstance(k, bool) or not isinstance(k, int) or k < 0:
                    raise InputError(f"{what} {i + 1} count must be a whole number >= 0, got {k!r}", src,
                                     cell=clue(i))
                fit = (length + 1) // 2
                if k > fit:
                    raise InputError(f"{what} {i + 1} count {k} is larger than possible: at most {fit} "
                                     f"non-touching tents fit in {length} cells", src, cell=clue(i))
                if k > n:
                    raise InputError(f"{what} {i + 1} count {k} is larger than possible: the grid has only "
                                     f"{n} tree(s), one tent each", src, cell=clue(i))
            known = [k for k in counts if k is not None]
            if sum(known) > n or (len(known) == len(counts) and sum(known) != n):
                raise InputError(f"the {what} counts add up to {sum(known)}, but there are {n} trees "
                                 "(every tree gets exactly one tent)", src, row=whole)

    def _check_marks(self, trees: set[Cell]) -> None:
        src, h, w = self.source, self.height, self.width
        marked: dict[Cell, str] = {}
        for name, cells in (("given tent", self.given_tents), ("given grass", self.given_grass),
                            ("published tent", self.published or ())):
            for r, c in cells:
                if not (0 <= r < h and 0 <= c < w):
                    raise InputError(f"{name} at ({r}, {c}) is outside the {h}x{w} grid", src, cell=(r, c))
                if (r, c) in trees:
                    raise InputError(f"{name} at {cell_name(r, c)} is on a tree", src, cell=(r, c))
                if name != "published tent":
                    if (r, c) in marked:
                        raise InputError(f"{cell_name(r, c)} is marked twice ({marked[r, c]} and {name})", src,
                                         cell=(r, c))
                    marked[r, c] = name

    @property
    def tree_set(self) -> frozenset[Cell]:
        return frozenset(self.trees)

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.height and 0 <= c < self.width

    def neighbours(self, r: int, c: int) -> list[Cell]:
        return [(r + dr, c + dc) for dr, dc in STEPS if self.inside(r + dr, c + dc)]

    def tent_places(self) -> dict[Cell, list[Cell]]:
        """Every cell that could hold a tent (not a tree, next to a tree) -> the trees next to it."""
        trees = self.tree_set
        out: dict[Cell, list[Cell]] = {}
        for t in self.trees:
            for cell in self.neighbours(*t):
                if cell not in trees:
                    out.setdefault(cell, []).append(t)
        return dict(sorted(out.items()))


@dataclass(frozen=True)
class Solution:
    tents: tuple[Cell, ...]                                   # sorted (row, col)
    pairs: tuple[tuple[Cell, Cell], ...] | None = field(default=None, compare=False)  # (tree, tent)
    # True for a solution a person handed in (gridsat check): it is also compared with the
    # puzzle's published answer, when there is one.  Solver answers are checked by the rules only.
    given: bool = field(default=False, compare=False)
