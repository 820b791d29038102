"""Twenty-Four-Seven (Jane Street, 2018) and its Four-in-One variant (2023).

Rules, for every 7x7 grid placed on the board: it holds one 1, two 2s, ..., seven 7s; each of
its rows and columns has exactly 4 numbers, summing to 20.  Over the whole board: the numbered
cells are orthogonally connected, and every 2x2 square has at least one empty cell.  Cells in
no 7x7 grid stay empty.  Outside clues per board row/column side:

* ``sum``    the numbers in that whole board line add up to the value;
* ``first``  the first number seen from that side is the value;
* ``either`` one of the two holds (the Four-in-One's blue clues).

Published answer form (``--answer``): the product of the areas of the connected groups of
empty cells.

Native text format (``#`` comments)::

    twentyfourseven 7x7          <- header: board size (rows x cols)
    grids 0,0                    <- optional: top-left corners of the 7x7 grids (default 0,0)
    . 4 . . . . .                <- one board row per line: '.' or 0 empty, 1-7 a given
    ...
    clue left 3 sum 20           <- optional clue lines: SIDE INDEX KIND VALUE, index 1-based
    clue top 1 either 36

JSON: ``{"genre": "twentyfourseven", "size": [rows, cols], "grids": [[top, left], ...],
"givens": [[v, ...], ...], "clues": [{"side", "index" (0-based), "kind", "value"}, ...]}``.
Solution JSON: ``{"grid": [[v, ...], ...]}``, 0 for empty.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..cardinality import at_most, exactly
from ..cardinality.pb import pb_equals
from ..formats import InputError, significant_lines
from ..render.text import cell_name

NAME = "twentyfourseven"
TITLE = "Twenty-Four-Seven"
OPTIONS = {"connect", "pb"}

# Line sums use PySAT's adder encoding unless --pb says otherwise: on the Four-in-One it
# decided uniqueness 2.5x faster than the BDD default (benchmarks/results/twentyfourseven.md).
PB_DEFAULT = "adder"
# ...and glucose4 rather than the project default cadical195: Four-in-One uniqueness 1.5 s vs
# 2.4 s wall, the 2018 puzzle 0.50 s vs 0.60 s (same run, quiet machine; --solver overrides).
SOLVER = "glucose4"
N = 7            # a grid is 7x7
PER_LINE = 4     # numbers in each row/column of a grid
LINE_SUM = 20    # their sum
SIDES = ("left", "right", "top", "bottom")
KINDS = ("sum", "first", "either")
MAX_BOARD = 60


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
    grids: tuple[tuple[int, int], ...] = ((0, 0),)
    givens: tuple[tuple[int, ...], ...] = ()  # 0 = no given
    clues: tuple[Clue, ...] = ()
    source: str = "input"
    published: tuple[tuple[int, ...], ...] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        src = self.source
        if not (N <= self.rows <= MAX_BOARD and N <= self.cols <= MAX_BOARD):
            raise InputError(f"board size {self.rows}x{self.cols} is out of range {N}..{MAX_BOARD}", src)
        if not self.grids:
            raise InputError("at least one 7x7 grid is needed", src)
        for top, left in self.grids:
            if not (0 <= top and top + N <= self.rows and 0 <= left and left + N <= self.cols):
                raise InputError(f"7x7 grid at {cell_name(top, left)} does not fit the "
                                 f"{self.rows}x{self.cols} board", src)
        if len(set(self.grids)) != len(self.grids):
            raise InputError("a 7x7 grid is listed twice", src)
        if len(self.givens) != self.rows or any(len(row) != self.cols for row in self.givens):
            raise InputError(f"givens must be {self.rows} rows of {self.cols} cells", src)
        covered = self.covered()
        for r, row in enumerate(self.givens):
            for c, v in enumerate(row):
                if not (isinstance(v, int) and 0 <= v <= N):
                    raise InputError(f"given at {cell_name(r, c)} must be 1..7 (or empty), got {v!r}", src)
                if v and (r, c) not in covered:
                    raise InputError(f"given {v} at {cell_name(r, c)} lies in no 7x7 grid", src)
        seen = set()
        for clue in self.clues:
            if clue.side not in SIDES:
                raise InputError(f"clue side must be one of {', '.join(SIDES)}, got {clue.side!r}", src)
            if clue.kind not in KINDS:
                raise InputError(f"clue kind must be one of {', '.join(KINDS)}, got {clue.kind!r}", src)
            limit = self.rows if clue.side in ("left", "right") else self.cols
            if not 0 <= clue.index < limit:
                raise InputError(f"clue index {clue.index + 1} on the {clue.side} is outside 1..{limit}", src)
            if not isinstance(clue.value, int) or clue.value < 1:
                raise InputError(f"clue value must be a positive integer, got {clue.value!r}", src)
            if (clue.side, clue.index) in seen:
                raise InputError(f"two clues on the {clue.side} of line {clue.index + 1}", src)
            seen.add((clue.side, clue.index))

    def covered(self) -> set[tuple[int, int]]:
        return {(t + r, l + c) for t, l in self.grids for r in range(N) for c in range(N)}

    def line(self, clue: Clue) -> list[tuple[int, int]]:
        """The board line of a clue, in the order seen from its side."""
        if clue.side == "left":
            return [(clue.index, c) for c in range(self.cols)]
        if clue.side == "right":
            return [(clue.index, c) for c in reversed(range(self.cols))]
        if clue.side == "top":
            return [(r, clue.index) for r in range(self.rows)]
        return [(r, clue.index) for r in reversed(range(self.rows))]


@dataclass(frozen=True)
class Solution:
    grid: tuple[tuple[int, ...], ...]


# -- reading ---------------------------------------------------------------------------------

_HEADER = re.compile(r"^(?:twentyfourseven|24-?7)(?:\s+(\d{1,3})x(\d{1,3}))?$", re.I)


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    return bool(lines) and bool(_HEADER.match(lines[0][1]))


def parse(text: str, source: str = "input") -> Puzzle:
    lines = significant_lines(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first = lines[0]
    m = _HEADER.match(first)
    if not m:
        raise InputError("expected a header 'twentyfourseven ROWSxCOLS'", source, no)
    rows, cols = (int(m.group(1)), int(m.group(2))) if m.group(1) else (N, N)
    grids: list[tuple[int, int]] = []
    givens: list[tuple[int, ...]] = []
    clues: list[Clue] = []
    for no, line in lines[1:]:
        words = line.split()
        key = words[0].lower()
        if key == "grids":
            for w in words[1:]:
                gm = re.fullmatch(r"(\d{1,3}),(\d{1,3})", w)
                if not gm:
                    raise InputError(f"grid corner must be ROW,COL (0-based), got {w!r}", source, no)
                grids.append((int(gm.group(1)), int(gm.group(2))))
        elif key == "clue":
            if len(words) != 5 or not words[2].isdigit() or not words[4].isdigit() or len(words[4]) > 4:
                raise InputError("clue line must read 'clue SIDE INDEX KIND VALUE' (index 1-based)", source, no)
            clue = Clue(words[1].lower(), int(words[2][:4]) - 1, words[3].lower(), int(words[4]))
            try:
                Puzzle(rows, cols, tuple(grids) or ((0, 0),), tuple(tuple([0] * cols) for _ in range(rows)),
                       (clue,), source)
            except InputError as e:
                raise e.at(source, no) from None
            clues.append(clue)
        else:
            tokens = words if len(words) > 1 else list(line)
            row = []
            for col, t in enumerate(tokens, 1):
                if t in (".", "0"):
                    row.append(0)
                elif t in "1234567" and len(t) == 1:
                    row.append(int(t))
                else:
                    raise InputError(f"unknown cell {t!r} (use '.' or 0 for empty, 1-7 for a given)",
                                     source, no, col if len(words) == 1 else None)
            if len(row) != cols:
                raise InputError(f"row has {len(row)} cells, the board has {cols} columns", source, no)
            givens.append(tuple(row))
    if len(givens) != rows:
        raise InputError(f"the board has {rows} rows, the file gives {len(givens)}", source)
    return Puzzle(rows, cols, tuple(grids) or ((0, 0),), tuple(givens), tuple(clues), source)


def from_json(doc: dict, source: str = "input") -> Puzzle:
    size = doc.get("size", [N, N])
    if isinstance(size, int):
        size = [size, size]
    if not (isinstance(size, list) and len(size) == 2 and all(isinstance(x, int) for x in size)):
        raise InputError('"size" must be [rows, cols]', source)
    givens = doc.get("givens")
    if not isinstance(givens, list) or not all(isinstance(r, list) for r in givens):
        raise InputError('"givens" must be a list of rows', source)
    grids = doc.get("grids", [[0, 0]])
    if not isinstance(grids, list) or not all(isinstance(g, list) and len(g) == 2 for g in grids):
        raise InputError('"grids" must be a list of [top, left] corners', source)
    clues = []
    for i, c in enumerate(doc.get("clues", [])):
        if not isinstance(c, dict) or not {"side", "index", "kind", "value"} <= set(c):
            raise InputError(f'clue {i} must have "side", "index", "kind" and "value"', source)
        if not isinstance(c["index"], int):
            raise InputError(f'clue {i}: "index" must be an integer', source)
        clues.append(Clue(str(c["side"]), c["index"], str(c["kind"]), c["value"]))
    rows = tuple(tuple(0 if v is None else v for v in r) for r in givens)
    published = doc.get("solution")
    pub = tuple(tuple(r) for r in published) if isinstance(published, list) else None
    return Puzzle(size[0], size[1], tuple(tuple(g) for g in grids), rows, tuple(clues), source, pub)


def to_json(p: Puzzle) -> dict:
    return {"genre": NAME, "size": [p.rows, p.cols], "grids": [list(g) for g in p.grids],
            "givens": [list(r) for r in p.givens],
            "clues": [{"side": c.side, "index": c.index, "kind": c.kind, "value": c.value} for c in p.clues]}


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.rows}x{p.cols}", "grids": len(p.grids)}


# -- the rules as clauses ---------------------------------------------------------------------

def encode(p: Puzzle, model, options) -> None:
    from ..connectivity import connected
    import networkx as nx

    card = options.card
    pbenc = PB_DEFAULT if options.pb == "auto" else options.pb
    cells = sorted(p.covered())
    x = {(r, c, v): model.var("value", r, c, v) for r, c in cells for v in range(1, N + 1)}
    filled = {(r, c): model.var("filled", r, c) for r, c in cells}
    model.mark_primary(*x.values())

    for r, c in cells:  # a cell is empty or holds one number
        at_most(model, [x[r, c, v] for v in range(1, N + 1)], 1, card)
        model.add([-filled[r, c]] + [x[r, c, v] for v in range(1, N + 1)])
        for v in range(1, N + 1):
            model.add([filled[r, c], -x[r, c, v]])
        if p.givens[r][c]:
            with model.tag(f"given {p.givens[r][c]} at {cell_name(r, c)}"):
                model.add([x[r, c, p.givens[r][c]]])

    def line_rules(name: str, line: list[tuple[int, int]]) -> None:
        with model.tag(f"{name} has {PER_LINE} numbers summing to {LINE_SUM}"):
            exactly(model, [filled[cell] for cell in line], PER_LINE, card)
            lits = [x[r, c, v] for r, c in line for v in range(1, N + 1)]
            pb_equals(model, lits, [v for _ in line for v in range(1, N + 1)], LINE_SUM, pbenc)

    for g, (top, left) in enumerate(p.grids):
        where = f" of grid {g + 1}" if len(p.grids) > 1 else ""
        block = [(top + r, left + c) for r in range(N) for c in range(N)]
        for v in range(1, N + 1):
            with model.tag(f"{v} appears {v} times{where}"):
                exactly(model, [x[r, c, v] for r, c in block], v, card)
        for i in range(N):
            line_rules(f"row {top + i + 1}{where}", [(top + i, left + c) for c in range(N)])
            line_rules(f"column {left + i + 1}{where}", [(top + r, left + i) for r in range(N)])

    with model.tag("every 2x2 square has an empty cell"):
        for r in range(p.rows - 1):
            for c in range(p.cols - 1):
                square = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
                if all(cell in filled for cell in square):
                    model.add([-filled[cell] for cell in square])

    graph = nx.Graph()
    graph.add_nodes_from(cells)
    graph.add_edges_from(((r, c), (r + dr, c + dc)) for r, c in cells for dr, dc in ((0, 1), (1, 0))
                         if (r + dr, c + dc) in filled)
    with model.tag("numbered cells are connected"):
        connected(model, graph, active=filled, method=options.connect)

    for clue in p.clues:
        with model.tag(clue.name()):
            _clue(p, model, x, filled, clue, pbenc)


def _clue(p: Puzzle, model, x, filled, clue: Clue, pbenc: str) -> None:
    line = [cell for cell in p.line(clue) if cell in filled]

    def line_sum() -> None:
        pb_equals(model, [x[r, c, v] for r, c in line for v in range(1, N + 1)],
                  [v for _ in line for v in range(1, N + 1)], clue.value, pbenc)

    def first_seen() -> None:
        if clue.value > N or not line:
            model.add([])
            return
        model.add([filled[cell] for cell in line])  # something is seen
        for i, (r, c) in enumerate(line):  # the first filled cell holds the value
            model.add([-filled[r, c]] + [filled[cell] for cell in line[:i]] + [x[r, c, clue.value]])

    if clue.kind == "sum":
        line_sum()
    elif clue.kind == "first":
        first_seen()
    else:  # either: a guarded disjunction, still plain CNF
        is_sum, is_first = model.aux(), model.aux()
        model.add([is_sum, is_first])
        with model.guarded(is_sum):
            line_sum()
        with model.guarded(is_first):
            first_seen()


def decode(p: Puzzle, model, values: dict[int, bool]) -> Solution:
    covered = p.covered()
    grid = []
    for r in range(p.rows):
        row = []
        for c in range(p.cols):
            v = 0
            if (r, c) in covered:
                v = next((k for k in range(1, N + 1) if values.get(model.var("value", r, c, k))), 0)
            row.append(v)
        grid.append(tuple(row))
    return Solution(tuple(grid))


# -- the independent checker -------------------------------------------------------------------

def check(p: Puzzle, sol: Solution) -> list[str]:
    g = sol.grid
    problems: list[str] = []
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the grid must be {p.rows}x{p.cols}"]
    covered = p.covered()
    for r in range(p.rows):
        for c in range(p.cols):
            v = g[r][c]
            if not (isinstance(v, int) and 0 <= v <= N):
                problems.append(f"{cell_name(r, c)} holds {v!r}, not 0..7")
            elif v and (r, c) not in covered:
                problems.append(f"{cell_name(r, c)} lies in no 7x7 grid but holds {v}")
            elif p.givens[r][c] and v != p.givens[r][c]:
                problems.append(f"{cell_name(r, c)} must hold the given {p.givens[r][c]}, holds {v}")
    if problems:
        return problems
    for k, (top, left) in enumerate(p.grids, 1):
        block = [g[top + r][left + c] for r in range(N) for c in range(N)]
        for v in range(1, N + 1):
            if block.count(v) != v:
                problems.append(f"grid {k} has {block.count(v)} {v}s, needs {v}")
        for i in range(N):
            for kind, vals in (("row", [g[top + i][left + c] for c in range(N)]),
                               ("column", [g[top + r][left + i] for r in range(N)])):
                nums = [v for v in vals if v]
                if len(nums) != PER_LINE or sum(nums) != LINE_SUM:
                    where = (top if kind == "row" else left) + i + 1
                    problems.append(f"{kind} {where} of grid {k} has {len(nums)} numbers summing to "
                                    f"{sum(nums)}, needs {PER_LINE} summing to {LINE_SUM}")
    for r in range(p.rows - 1):
        for c in range(p.cols - 1):
            if g[r][c] and g[r][c + 1] and g[r + 1][c] and g[r + 1][c + 1]:
                problems.append(f"the 2x2 square at {cell_name(r, c)} has no empty cell")
    groups = _groups(g, filled=True)
    if len(groups) > 1:
        problems.append(f"the numbered cells form {len(groups)} separate groups, not one")
    for clue in p.clues:
        vals = [g[r][c] for r, c in p.line(clue)]
        seen = next((v for v in vals if v), None)
        ok_sum, ok_first = sum(vals) == clue.value, seen == clue.value
        ok = {"sum": ok_sum, "first": ok_first, "either": ok_sum or ok_first}[clue.kind]
        if not ok:
            problems.append(f"{clue.name()} does not hold (sum {sum(vals)}, first seen {seen})")
    return problems


def _groups(g, filled: bool) -> list[list[tuple[int, int]]]:
    """Orthogonally connected groups of filled (or empty) cells, by flood fill."""
    rows, cols = len(g), len(g[0])
    seen: set[tuple[int, int]] = set()
    groups = []
    for start in ((r, c) for r in range(rows) for c in range(cols)):
        if start in seen or bool(g[start[0]][start[1]]) != filled:
            continue
        stack, group = [start], []
        seen.add(start)
        while stack:
            r, c = stack.pop()
            group.append((r, c))
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if (0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen
                        and bool(g[nr][nc]) == filled):
                    seen.add((nr, nc))
                    stack.append((nr, nc))
        groups.append(group)
    return groups


def answer(p: Puzzle, sol: Solution) -> int:
    """The published answer: the product of the areas of the groups of empty cells."""
    product = 1
    for group in _groups(sol.grid, filled=False):
        product *= len(group)
    return product


def solution_to_json(sol: Solution) -> dict:
    return {"grid": [list(r) for r in sol.grid]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    grid = doc.get("grid")
    if not isinstance(grid, list) or not all(isinstance(r, list) for r in grid):
        raise InputError('solution must have "grid": [[v, ...], ...]', source)
    return Solution(tuple(tuple(r) for r in grid))


def render(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    covered = p.covered()
    clue_at = {(c.side, c.index): c for c in p.clues}

    def mark(side: str, i: int) -> str:
        c = clue_at.get((side, i))
        if c is None:
            return "   "
        tag = {"sum": "", "first": "'", "either": "?"}[c.kind]
        return f"{c.value}{tag}".rjust(3)

    out = [f"{TITLE} {p.rows}x{p.cols}, {len(p.grids)} grid(s)"
           + ("; clues: n = sum, n' = first seen, n? = either" if p.clues else "")]
    if p.clues:
        out.append("    " + "".join(mark("top", c) for c in range(p.cols)))
    for r in range(p.rows):
        cells = []
        for c in range(p.cols):
            v = sol.grid[r][c] if sol else p.givens[r][c]
            if v:
                given = p.givens[r][c] and not ascii
                cells.append(f" {'①②③④⑤⑥⑦'[v - 1] if given else v} ")
            else:
                cells.append(" . " if (r, c) in covered else ("   " if not ascii else " # "))
        out.append(mark("left", r) + " " + "".join(cells) + " " + mark("right", r).strip())
    if p.clues:
        out.append("    " + "".join(mark("bottom", c) for c in range(p.cols)))
    return "\n".join(line.rstrip() for line in out)
