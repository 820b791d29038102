"""The Hashiwokakero puzzle: a grid of water (``.``) and islands (``1``-``9``, ``A``-``G`` for
10-16 as Tatham writes them, ``?`` any number: puzz.link's unknown clue), and three rule
settings that travel with it (Tatham's Bridges lets a puzzle choose them): ``maxb`` bridges
at most between one pair (1-4, classic 2), ``loops`` (False: no cycle), ``adjacent`` (islands
side by side may be joined: puzz.link yes, Tatham no; kept at its default when no islands
touch, so that equal puzzles compare equal).  Its independent checker: the rules checked on the
drawn bridges directly (walking the cells under each bridge, counting ends, a flood fill over
the islands)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...answers import Bridging as Solution
from ...formats import GridRows, InputError, check_rows
from ...render.text import cell_name

MAX_SIZE = 1000
MAX_BRIDGES = 4
DIGITS = "123456789ABCDEFG"  # island numbers 1..16


def number_of(ch: str) -> int | None:
    """The island number a cell character stands for (None: ``?``)."""
    return None if ch == "?" else DIGITS.index(ch) + 1


def char_of(n: int | None) -> str:
    return "?" if n is None else DIGITS[n - 1]


Cell = tuple[int, int]
Pair = tuple[Cell, Cell]


@dataclass(frozen=True)
class Puzzle(GridRows):
    grid: tuple[str, ...]
    maxb: int = 2
    loops: bool = True
    adjacent: bool = True
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        check_rows(self.grid, MAX_SIZE, self.source, ".?" + DIGITS,
                   "unknown character {!r} in the grid (cells are '.', 1-9, A-G or '?')")
        if not isinstance(self.maxb, int) or isinstance(self.maxb, bool) or not 1 <= self.maxb <= MAX_BRIDGES:
            raise InputError(f"at most {self.maxb!r} bridges per pair: it must be 1..{MAX_BRIDGES}", self.source)
        if not self.islands:
            raise InputError("the grid has no islands", self.source)
        if not isinstance(self.loops, bool) or not isinstance(self.adjacent, bool):
            raise InputError("the loops and adjacent settings must be true or false", self.source)
        if not self.touching():
            object.__setattr__(self, "adjacent", True)  # no islands touch: the setting means nothing

    @cached_property
    def islands(self) -> dict[Cell, int | None]:
        """Every island and its number (None: ``?``), in reading order."""
        return {(r, c): number_of(ch) for r, row in enumerate(self.grid) for c, ch in enumerate(row) if ch != "."}

    def touching(self) -> bool:
        """Do two islands sit side by side?"""
        return any((r, c + 1) in self.islands or (r + 1, c) in self.islands for r, c in self.islands)

    @cached_property
    def pairs(self) -> tuple[Pair, ...]:
        """The pairs of islands a bridge may join: in one row or column with only water between
        (and at least one water cell, unless ``adjacent``), smaller cell first, sorted."""
        out = []
        for r, c in self.islands:
            for dr, dc in ((0, 1), (1, 0)):
                y, x = r + dr, c + dc
                while y < self.height and x < self.width and (y, x) not in self.islands:
                    y, x = y + dr, x + dc
                if (y, x) in self.islands and (self.adjacent or (y, x) != (r + dr, c + dc)):
                    out.append(((r, c), (y, x)))
        return tuple(sorted(out))

    def between(self, pair: Pair) -> list[Cell]:
        """The water cells a bridge of ``pair`` passes over."""
        (r1, c1), (r2, c2) = pair
        return [(r1, c) for c in range(c1 + 1, c2)] if r1 == r2 else [(r, c1) for r in range(r1 + 1, r2)]

    @cached_property
    def crossings(self) -> tuple[tuple[Pair, Pair], ...]:
        """(horizontal pair, vertical pair) whose bridges would cross over a water cell."""
        across = {cell: pair for pair in self.pairs if pair[0][0] == pair[1][0] for cell in self.between(pair)}
        return tuple((across[cell], pair) for pair in self.pairs if pair[0][1] == pair[1][1]
                     for cell in self.between(pair) if cell in across)

    def cap(self, pair: Pair) -> int:
        """The most bridges the pair can take: ``maxb``, and no more than either number."""
        return min([self.maxb] + [n for n in (self.islands[pair[0]], self.islands[pair[1]]) if n is not None])


def check(p, sol) -> list[str]:
    islands, problems = p.islands, []
    seen: set = set()
    used: dict = {}           # water cell -> "h" / "v": which way a bridge passes over it
    count = {cell: 0 for cell in islands}
    links: dict = {cell: set() for cell in islands}
    for a, b, k in sol.bridges:
        name = f"bridge {cell_name(*a)}-{cell_name(*b)}"
        if a not in islands or b not in islands:
            problems.append(f"{name} does not join two islands")
            continue
        if a >= b:
            problems.append(f"{name} is not written smaller end first")
            continue
        if (a, b) in seen:
            problems.append(f"{name} is listed twice")
            continue
        seen.add((a, b))
        if not (isinstance(k, int) and 1 <= k <= p.maxb):
            problems.append(f"{name} has {k} bridges; a pair takes 1 to {p.maxb}")
            continue
        if a[0] != b[0] and a[1] != b[1]:
            problems.append(f"{name} is neither horizontal nor vertical")
            continue
        way = "h" if a[0] == b[0] else "v"
        over = ([(a[0], c) for c in range(a[1] + 1, b[1])] if way == "h"
                else [(r, a[1]) for r in range(a[0] + 1, b[0])])
        if any(cell in islands for cell in over):
            problems.append(f"{name} runs over another island")
            continue
        if not over and not p.adjacent:
            problems.append(f"{name} joins islands side by side (this puzzle needs water between)")
            continue
        for cell in over:
            if cell in used:
                problems.append(f"{name} crosses another bridge at {cell_name(*cell)}")
            used[cell] = way
        count[a] += k
        count[b] += k
        links[a].add(b)
        links[b].add(a)
    for cell, n in islands.items():
        if n is not None and count[cell] != n:
            problems.append(f"island {cell_name(*cell)} has {count[cell]} bridges, needs {n}")
    start = next(iter(islands))
    reached, todo = {start}, [start]
    while todo:
        for nb in links[todo.pop()]:
            if nb not in reached:
                reached.add(nb)
                todo.append(nb)
    if len(reached) != len(islands):
        problems.append(f"the islands are not all connected ({len(reached)} of {len(islands)} "
                        f"reach {cell_name(*start)})")
    pairs = sum(len(v) for v in links.values()) // 2
    if not p.loops and len(reached) == len(islands) and pairs != len(islands) - 1:
        problems.append("the bridges form a loop (this puzzle allows none)")
    return problems
