"""Star Battle (also sold as Parks).

Rules: an n x n grid divided into regions.  Place stars so that every row, every column and
every region holds exactly m stars, and no two stars touch, not even diagonally.  Cells that
belong to no region (some "non-regular" Parks levels) never hold a star.

Formats
-------
Native text (``#`` starts a comment line)::

    stars 2            <- header: stars per row/column/region (optionally "size 9 stars 2")
    AABBBBBBB          <- one row per line, one region label per cell: letters or digits,
    ABBBBCCCC             '.' for a cell in no region.  With more than 62 regions, separate
    ...                   the labels by spaces ("10 10 11 ...").

Compact one-line form (as in Star Battle puzzle packs): ``<n>x<m>.<n*n region letters>[.<meta>]``.

JSON: ``{"genre": "starbattle", "stars": m, "regions": [[label, ...], ...]}`` with labels ints
or strings and ``null`` for a cell in no region.

Solution JSON: ``{"stars": [[row, col], ...]}``, 0-based, sorted.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Hashable

from ..cardinality import exactly, none_touching
from ..formats import InputError, significant_lines, significant_lines_indented
from ..render.text import cell_name, region_grid

NAME = "starbattle"
TITLE = "Star Battle"

_LABEL = re.compile(r"^[A-Za-z0-9_]+$")
_SBN = re.compile(r"^(\d{1,7})x(\d{1,7})\.([A-Za-z0-9]+)(?:\.\S*)?$")
_HEADER_WORDS = ("starbattle", "parks", "stars", "size")
MAX_SIZE = 1000


@dataclass(frozen=True)
class Puzzle:
    regions: tuple[tuple[Hashable | None, ...], ...]  # label per cell, None = no region
    stars: int
    source: str = "input"

    def __post_init__(self) -> None:
        src = self.source
        n = len(self.regions)
        if n == 0:
            raise InputError("the grid has no rows", src)
        if n > MAX_SIZE:
            raise InputError(f"grid of {n} rows is larger than the supported {MAX_SIZE}", src)
        for r, row in enumerate(self.regions):
            if len(row) != n:
                raise _at_row(InputError(
                    f"Star Battle needs a square grid: row {r + 1} has {len(row)} cells, "
                    f"the grid has {n} rows", src), r)
        if isinstance(self.stars, bool) or not isinstance(self.stars, int) or self.stars < 1:
            raise InputError(f"stars per row/column/region must be an integer >= 1, got {self.stars!r}", src)
        if 2 * self.stars - 1 > n:
            raise InputError(
                f"{self.stars} non-touching stars cannot fit in a row of {n} cells "
                f"(needs at least {2 * self.stars - 1})", src)
        sizes = Counter(label for row in self.regions for label in row if label is not None)
        if len(sizes) != n:
            raise InputError(
                f"a {n}x{n} Star Battle needs {n} regions (one per row's worth of stars), "
                f"found {len(sizes)}", src)
        for label, size in sorted(sizes.items(), key=lambda kv: str(kv[0])):
            if size < self.stars:
                r, c = next((r, c) for r, row in enumerate(self.regions)
                            for c, x in enumerate(row) if x == label)
                raise _at_row(InputError(
                    f"region {label!r} (at {cell_name(r, c)}) has {size} cell(s), fewer than its "
                    f"{self.stars} star(s)", src), r)

    @property
    def size(self) -> int:
        return len(self.regions)

    def region_cells(self) -> dict[Hashable, list[tuple[int, int]]]:
        out: dict[Hashable, list[tuple[int, int]]] = {}
        for r, row in enumerate(self.regions):
            for c, label in enumerate(row):
                if label is not None:
                    out.setdefault(label, []).append((r, c))
        return out


def _at_row(err: InputError, row: int) -> InputError:
    err.row = row  # parse() turns the grid row into a line number of the file
    return err


@dataclass(frozen=True)
class Solution:
    stars: tuple[tuple[int, int], ...]  # sorted (row, col)


# -- reading -----------------------------------------------------------------------------

def sniff(text: str) -> bool:
    lines = significant_lines(text)
    if not lines:
        return False
    first = lines[0][1]
    return bool(_SBN.match(first)) or first.split()[0].lower() in _HEADER_WORDS


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of one-line puzzles (``<n>x<m>.<letters>`` per line) is a batch."""
    lines = significant_lines(text)
    if len(lines) > 1 and _SBN.match(lines[0][1]):
        return [(no, line) for no, line in lines]
    return None


def solution_line(p: Puzzle, sol: Solution) -> str:
    """A one-line answer for batch output: the stars as r1c1 names."""
    return " ".join(cell_name(r, c) for r, c in sol.stars)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, _ = lines[0]
    m = _SBN.match(first)
    if m:
        return _parse_sbn(m, source, no)
    stars, size = _parse_header(first, source, no)
    rows = lines[1:]
    if not rows:
        raise InputError("header found but no grid rows follow", source, no)
    if size is not None and len(rows) != size:
        raise InputError(f"header says size {size} but the file has {len(rows)} grid rows",
                         source, rows[-1][0])
    spaced = any(" " in line or "\t" in line for _, line, _ in rows)
    grid = []
    for line_no, line, indent in rows:
        cells = line.split() if spaced else list(line)
        row = []
        col = 1
        for token in cells:
            if token == ".":
                row.append(None)
            elif _LABEL.match(token):
                row.append(token)
            else:
                bad = next((ch for ch in token if not _LABEL.match(ch)), token[0])
                pos = line.index(token) + token.index(bad) + 1 if spaced else col
                raise InputError(f"unknown character {bad!r} in the grid (labels are ASCII letters, "
                                 "digits, or '.' for no region)", source, line_no, pos + indent)
            col += 1
        if grid and len(row) != len(grid[0]):
            raise InputError(f"row has {len(row)} cells, the first row has {len(grid[0])}",
                             source, line_no)
        grid.append(tuple(row))
    try:
        return Puzzle(tuple(grid), stars, source)
    except InputError as e:
        row = getattr(e, "row", 0)
        raise e.at(source, rows[min(row, len(rows) - 1)][0]) from None


def _parse_header(line: str, source: str, no: int) -> tuple[int, int | None]:
    tokens = line.split()
    stars = size = None
    i = 0
    if tokens and tokens[0].lower() in ("starbattle", "parks"):
        i = 1
    seen = set()
    while i < len(tokens):
        key = tokens[i].lower()
        if key in seen:
            raise InputError(f"header gives {key!r} twice", source, no)
        seen.add(key)
        if key not in ("stars", "size") or i + 1 >= len(tokens):
            raise InputError(f"bad header {line[:60]!r}: expected 'stars M' (optionally 'size N stars M')",
                             source, no)
        value = tokens[i + 1]
        vm = re.fullmatch(r"(\d{1,7})(?:x(\d{1,7}))?", value)
        if not vm or (key == "stars" and vm.group(2)):
            raise InputError(f"bad header value {value!r} for {key!r}", source, no)
        if key == "stars":
            stars = int(vm.group(1))
        else:
            size = int(vm.group(1))
            if vm.group(2) and int(vm.group(2)) != size:
                raise InputError(f"Star Battle grids are square, header says {value}", source, no)
        i += 2
    if stars is None:
        raise InputError("header must give the stars per row/column/region: 'stars M'", source, no)
    if stars < 1:
        raise InputError(f"stars per row/column/region must be >= 1, got {stars}", source, no)
    return stars, size


def _parse_sbn(m: re.Match, source: str, no: int) -> Puzzle:
    n, stars, letters = int(m.group(1)), int(m.group(2)), m.group(3)
    if n < 1 or n > MAX_SIZE:
        raise InputError(f"size {n} is out of range 1..{MAX_SIZE}", source, no)
    if len(letters) != n * n:
        raise InputError(f"{n}x{n} grid needs {n * n} region letters, found {len(letters)}", source, no)
    grid = tuple(tuple(letters[r * n:(r + 1) * n]) for r in range(n))
    try:
        return Puzzle(grid, stars, source)
    except InputError as e:
        raise e.at(source, no) from None


def from_json(doc: dict, source: str = "input") -> Puzzle:
    regions = doc.get("regions")
    stars = doc.get("stars")
    if not isinstance(regions, list) or not all(isinstance(row, list) for row in regions):
        raise InputError('"regions" must be a list of rows (lists of labels)', source)
    if isinstance(stars, bool) or not isinstance(stars, int):
        raise InputError('"stars" must be an integer', source)
    grid = []
    for r, row in enumerate(regions):
        for c, label in enumerate(row):
            if label is not None and (isinstance(label, bool) or not isinstance(label, (int, str))):
                raise InputError(f"region label at {cell_name(r, c)} must be an int, a string or null",
                                 source)
        grid.append(tuple(row))
    return Puzzle(tuple(grid), stars, source)


def to_json(p: Puzzle) -> dict:
    return {"genre": NAME, "stars": p.stars, "regions": [list(row) for row in p.regions]}


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.size}x{p.size}", "stars": p.stars}


# -- the rules as clauses ---------------------------------------------------------------------

def encode(p: Puzzle, model, options) -> None:
    n, m, card = p.size, p.stars, options.card
    stars = f"{m} star{'s' if m > 1 else ''}"
    star = {(r, c): model.var("star", r, c) for r in range(n) for c in range(n)}
    model.mark_primary(*star.values())

    for r in range(n):
        with model.tag(f"row {r + 1} has {stars}"):
            exactly(model, [star[r, c] for c in range(n)], m, card)
    for c in range(n):
        with model.tag(f"column {c + 1} has {stars}"):
            exactly(model, [star[r, c] for r in range(n)], m, card)
    for label, cells in p.region_cells().items():
        with model.tag(f"region {label} has {stars}"):
            exactly(model, [star[cell] for cell in cells], m, card)

    for (r, c), label in ((rc, p.regions[rc[0]][rc[1]]) for rc in star):
        if label is None:
            with model.tag(f"{cell_name(r, c)} is in no region"):
                model.add([-star[r, c]])

    with model.tag("stars do not touch"):
        none_touching(model, star)


def decode(p: Puzzle, model, values: dict[int, bool]) -> Solution:
    n = p.size
    cells = [(r, c) for r in range(n) for c in range(n) if values.get(model.var("star", r, c))]
    return Solution(tuple(sorted(cells)))


# -- the independent checker -------------------------------------------------------------------

def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked directly on the star positions."""
    n, m = p.size, p.stars
    problems = []
    stars = set(sol.stars)
    for r, c in sorted(stars):
        if not (0 <= r < n and 0 <= c < n):
            problems.append(f"star at ({r}, {c}) is outside the {n}x{n} grid")
    if len(stars) != len(sol.stars):
        problems.append("a star is listed twice")
    stars = {(r, c) for r, c in stars if 0 <= r < n and 0 <= c < n}
    for r in range(n):
        k = sum(1 for c in range(n) if (r, c) in stars)
        if k != m:
            problems.append(f"row {r + 1} has {k} stars, needs {m}")
    for c in range(n):
        k = sum(1 for r in range(n) if (r, c) in stars)
        if k != m:
            problems.append(f"column {c + 1} has {k} stars, needs {m}")
    for label, cells in p.region_cells().items():
        k = sum(1 for cell in cells if cell in stars)
        if k != m:
            problems.append(f"region {label} has {k} stars, needs {m}")
    for r, c in sorted(stars):
        if p.regions[r][c] is None:
            problems.append(f"star at {cell_name(r, c)} is in no region")
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr, dc) > (0, 0) and (r + dr, c + dc) in stars:
                    problems.append(f"stars at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch")
    return problems


def solution_to_json(sol: Solution) -> dict:
    return {"stars": [list(rc) for rc in sol.stars]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    stars = doc.get("stars")
    if not isinstance(stars, list):
        raise InputError('solution must have "stars": [[row, col], ...]', source)
    out = []
    for i, rc in enumerate(stars):
        if (not isinstance(rc, list) or len(rc) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in rc)):
            raise InputError(f'"stars"[{i}] must be [row, col] integers, got {rc!r}', source)
        out.append((rc[0], rc[1]))
    return Solution(tuple(sorted(out)))


# -- rendering ------------------------------------------------------------------------------

def render(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    stars = set(sol.stars) if sol else set()

    def cell(r: int, c: int) -> str:
        if (r, c) in stars:
            return "*" if ascii else "★"
        if p.regions[r][c] is None:
            return "#" if ascii else "▒"
        return "." if (ascii or sol) else " "

    head = f"{TITLE} {p.size}x{p.size}, {p.stars} star{'s' if p.stars > 1 else ''} per row, column and region"
    return head + "\n" + region_grid(p.regions, cell, ascii)
