"""The Tents puzzle (validated on construction) and its answer.  A validation error names its
place in ``InputError.cell``: a cell ``(r, c)``, the count of row ``r`` ``(r, -1)`` or of column
``c`` ``(-1, c)``, all the row counts ``ALL_ROWS`` or all the column counts ``ALL_COLUMNS``."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 1000
STEPS = ((-1, 0), (0, -1), (0, 1), (1, 0))  # orthogonal neighbours
ALL_ROWS, ALL_COLUMNS, NOWHERE = (-2, -1), (-1, -2), (-3, -3)

Cell = tuple[int, int]


def tents_word(k: int) -> str:
    return f"{k} tent" if k == 1 else f"{k} tents"


@dataclass(frozen=True)
class Puzzle:
    height: int
    width: int
    trees: tuple[Cell, ...]                 # sorted (cell lists are sorted tuples once built)
    rows: tuple[int | None, ...]            # tent count per row, None = unknown
    columns: tuple[int | None, ...]         # tent count per column, None = unknown
    given_tents: tuple[Cell, ...] = ()      # Tatham '!' marks: these cells hold tents
    given_grass: tuple[Cell, ...] = ()      # Tatham '-' marks: these cells hold no tent
    published: tuple[Cell, ...] | None = None  # a published answer's tents (seed format)
    origin: str = "native"                  # native | seed | tatham | puzzlink | json
    difficulty: str | None = None           # Tatham's 'e' / 't'
    source: str = "input"

    def __post_init__(self) -> None:
        for name in ("trees", "given_tents", "given_grass", "published", "rows", "columns"):
            if (value := getattr(self, name)) is not None:
                object.__setattr__(self, name, tuple(value) if name in ("rows", "columns")
                                   else tuple(sorted(tuple(x) for x in value)))
        src, h, w = self.source, self.height, self.width
        for side, name in ((h, "rows"), (w, "columns")):
            if isinstance(side, bool) or not isinstance(side, int) or side < 1:
                raise InputError(f"the grid needs at least one of its {name}", src)
            if side > MAX_SIZE:
                raise InputError(f"grid of {side} {name} is larger than the supported {MAX_SIZE}", src)
        marked: dict[Cell, str] = {}
        for name, cells in (("tree", self.trees), ("given tent", self.given_tents), ("given grass", self.given_grass),
                            ("published tent", self.published or ())):
            for r, c in cells:
                if not self.inside(r, c):
                    raise InputError(f"{name} at ({r}, {c}) is outside the {h}x{w} grid", src, cell=(r, c))
                if marked.get((r, c)) == "tree":
                    raise InputError(f"tree at {cell_name(r, c)} is listed twice" if name == "tree" else
                                     f"{name} at {cell_name(r, c)} is on a tree", src, cell=(r, c))
                if (r, c) in marked and name != "published tent":
                    raise InputError(f"{cell_name(r, c)} is marked twice ({marked[r, c]} and {name})", src, cell=(r, c))
                marked.setdefault((r, c), name)
        if not (n := len(self.trees)):
            raise InputError("the grid has no trees", src)
        for what, counts, lines, length in (("row", self.rows, h, w), ("column", self.columns, w, h)):
            clue = (lambda i: (i, -1)) if what == "row" else (lambda i: (-1, i))
            whole, fit = ALL_ROWS if what == "row" else ALL_COLUMNS, (length + 1) // 2
            if len(counts) != lines:  # too many: placed at the first one too many
                raise InputError(f"{len(counts)} {what} counts given for a grid of {lines} {what}s", src,
                                 cell=clue(lines) if len(counts) > lines else whole)
            for i, k in enumerate(counts):
                if k is not None and (isinstance(k, bool) or not isinstance(k, int) or k < 0):
                    raise InputError(f"{what} {i + 1} count must be a whole number >= 0, got {k!r}", src, cell=clue(i))
                if k is not None and k > min(fit, n):
                    raise InputError(f"{what} {i + 1} count {k} is larger than possible: " + (
                        f"at most {fit} non-touching tents fit in {length} cells" if k > fit else
                        f"the grid has only {n} tree(s), one tent each"), src, cell=clue(i))
            known = [k for k in counts if k is not None]
            if sum(known) > n or (len(known) == len(counts) and sum(known) != n):
                raise InputError(f"the {what} counts add up to {sum(known)}, but there are {n} trees (every tree gets "
                                 "exactly one tent)", src, cell=whole)

    @cached_property
    def tree_set(self) -> frozenset[Cell]:
        return frozenset(self.trees)

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.height and 0 <= c < self.width

    def neighbours(self, r: int, c: int) -> list[Cell]:
        return [(r + dr, c + dc) for dr, dc in STEPS if self.inside(r + dr, c + dc)]

    def tent_places(self) -> dict[Cell, list[Cell]]:
        """Every cell that could hold a tent (not a tree, next to a tree) -> the trees next to it."""
        out: dict[Cell, list[Cell]] = {}
        for t in self.trees:
            for cell in self.neighbours(*t):
                if cell not in self.tree_set:
                    out.setdefault(cell, []).append(t)
        return dict(sorted(out.items()))


@dataclass(frozen=True)
class Solution:
    tents: tuple[Cell, ...]                                   # sorted (row, col)
    pairs: tuple[tuple[Cell, Cell], ...] | None = field(default=None, compare=False)  # (tree, tent)
    # True for a solution a person handed in (gridsat check): it is also compared with the
    # puzzle's published answer, when there is one.  Solver answers are checked by the rules only.
    given: bool = field(default=False, compare=False)
