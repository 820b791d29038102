"""Numberlink (also sold as Arukone, Flow Free).

Rules: the grid holds pairs of equal clues.  Join every pair by a line through orthogonally
adjacent cells; lines do not cross, branch or pass through another clue.  Strict variant (the
common rule, the default): every cell lies on a line.  Loose variant (``--allow-empty``):
cells may stay empty.

The answer is the set of drawn line segments (the primary variables are the edges between
neighbouring cells), so "unique" means: there is only one way to draw the lines.

Formats
-------
Native text (``#`` starts a comment line; several puzzles may follow one another, each with
its own header; a ``0 0`` header ends the file)::

    5 4          <- header: width height
    A...B        <- one row per line, one character per cell: '.' empty, a letter or digit
    ..C..           is a clue (the two cells with the same character are joined)
    .C..B
    A....

Integer grid: rows of whitespace-separated integers, ``0`` for an empty cell (an optional
``W H`` first line is allowed)::

    1 0 0 0 2
    0 0 3 0 0
    0 3 0 0 2
    1 0 0 0 0

JSON: ``{"genre": "numberlink", "grid": [["A", null, ...], ...]}`` with labels strings or
ints (``null``, ``0`` or ``"."`` for an empty cell).

Solution JSON: ``{"variant": "strict"|"loose", "grid": [[k, ...], ...], "paths": [{"label":
"A", "cells": [[r, c], ...]}, ...]}``: ``k`` is the 1-based index of the cell's path in
``paths`` (0 = empty cell); each path lists its cells from one clue to the other.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..cardinality import at_most, exactly
from ..connectivity import reach, resolve_method
from ..formats import InputError, significant_lines, significant_lines_indented
from ..render.text import cell_name

NAME = "numberlink"
TITLE = "Numberlink"
OPTIONS = {"connect", "allow_empty"}
# The PySAT solver used unless --solver names one: on the shared 50x50 puzzles glucose4 found
# the first answer in about half of CaDiCaL's time (benchmarks/numberlink_bench.py).
SOLVER = "glucose4"

_HEADER = re.compile(r"^(\d{1,7})\s+(\d{1,7})$")
_ROW = re.compile(r"^[A-Za-z0-9.]+$")
_INTS = re.compile(r"^-?\d+(\s+-?\d+)*$")
MAX_CELLS = 4_000_000

# Sound redundant constraints (each forbids only things the rules forbid anyway); the
# benchmark measures them.  "square": no line closes around a 2x2 block (a 4-cycle);
# "rect": nor around a 2x3 / 3x2 block (a 6-cycle).
REDUNDANT = ("square", "rect", "support", "balance")
DEFAULT_REDUNDANT = ("square",)
# How a cell's colour (its clue label) is encoded: "binary" (ceil(log2 K) bits per cell, the
# default: far smaller for many clues, and faster in the benchmark) or "onehot" (K per cell).
COLOURS = ("binary", "onehot")
DEFAULT_COLOURS = "binary"
# Search hints (see gridsat.model.Model.hint): "turns" (strict rule only) and "beside".
HINTS = ("turns", "beside")
DEFAULT_HINTS = ("turns",)


@dataclass(frozen=True)
class Puzzle:
    grid: tuple[tuple[str | None, ...], ...]  # clue label per cell, None = empty
    source: str = "input"
    numeric: bool = False  # labels came from an integer grid (sorted numerically)

    def __post_init__(self) -> None:
        src = self.source
        h = len(self.grid)
        if h == 0:
            raise InputError("the grid has no rows", src)
        w = len(self.grid[0])
        for r, row in enumerate(self.grid):
            if len(row) != w:
                raise _at(InputError(f"row {r + 1} has {len(row)} cells, the first row has {w}", src), r)
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
                    raise _at(InputError(f"clue at {cell_name(r, c)} must be a non-empty label", src), r, c)
                cells = where.setdefault(label, [])
                cells.append((r, c))
                if len(cells) == 3:
                    raise _at(InputError(
                        f"clue {label!r} appears a third time at {cell_name(r, c)} (also at "
                        f"{cell_name(*cells[0])} and {cell_name(*cells[1])}); each clue pairs "
                        "exactly two cells", src), r, c)
        if not where:
            raise InputError("the grid has no clues: nothing to join", src)
        for label, cells in where.items():
            if len(cells) == 1:
                r, c = cells[0]
                raise _at(InputError(f"clue {label!r} at {cell_name(r, c)} appears only once; "
                                     "each clue pairs exactly two cells", src), r, c)

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


def _at(err: InputError, row: int, col: int | None = None) -> InputError:
    err.row, err.col_index = row, col  # the parser turns these into a file line and column
    return err


@dataclass(frozen=True)
class Solution:
    paths: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]  # (label, cells in order)
    grid: tuple[tuple[int, ...], ...]  # path number (1-based index into paths), 0 = empty
    variant: str = "strict"
    stray: tuple[tuple[int, int], ...] = field(default=())  # drawn cells on no path (never valid)


# -- reading -----------------------------------------------------------------------------

def sniff(text: str) -> bool:
    lines = significant_lines(text)
    if not lines:
        return False
    if _HEADER.match(lines[0][1]):
        return len(lines) == 1 or bool(_ROW.match(lines[1][1])) or _looks_int_grid(lines[1:])
    return _looks_int_grid(lines)


def _looks_int_grid(lines) -> bool:
    if len(lines) < 1 or not all(_INTS.match(line) for _, line in lines):
        return False
    counts: dict[str, int] = {}
    for _, line in lines:
        for t in line.split():
            if t != "0":
                counts[t] = counts.get(t, 0) + 1
    return bool(counts) and all(n == 2 for n in counts.values())


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A native file with several ``W H`` headers: one chunk per puzzle (``0 0`` ends it)."""
    lines = significant_lines(text)
    if not lines or not _HEADER.match(lines[0][1]):
        return None
    if len(lines) > 1 and not _ROW.match(lines[1][1]):
        return None  # an integer grid
    raw = text.splitlines()
    starts = []
    for no, line in lines:
        m = _HEADER.match(line)
        if m:
            if m.group(1) == "0" and m.group(2) == "0":
                break
            starts.append(no)
    if len(starts) <= 1:
        return None
    ends = starts[1:] + [_end_line(lines, starts[-1])]
    return [(a, "\n".join(raw[a - 1:b - 1])) for a, b in zip(starts, ends)]


def _end_line(lines, start: int) -> int:
    """The line after the last puzzle: its ``0 0`` terminator or the end of the file."""
    for no, line in lines:
        if no > start and re.fullmatch(r"0\s+0", line):
            return no
    return lines[-1][0] + 1


def parse(text: str, source: str = "input") -> Puzzle:
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, _ = lines[0]
    head = _HEADER.match(first)
    rest = lines[1:]
    # a 0 0 terminator (multi-puzzle files) and anything after it is not part of the puzzle
    for i, (n2, line, _) in enumerate(rest):
        if re.fullmatch(r"0\s+0", line) and head and not (head.group(1) == "0" and head.group(2) == "0"):
            if all(_ROW.match(l) for _, l, _ in rest[:i]):
                rest = rest[:i]
                break
    if head and (not rest or not re.search(r"\s", rest[0][1])) and not _int_rows_follow(head, rest):
        return _parse_native(int(head.group(1)), int(head.group(2)), rest, source, no)
    if head and _int_rows_follow(head, rest):
        return _parse_ints(rest, source, int(head.group(1)), int(head.group(2)), no)
    return _parse_ints(lines, source)


def _int_rows_follow(head, rest) -> bool:
    """``W H`` then exactly H rows of W integers: a header over an integer grid."""
    w, h = int(head.group(1)), int(head.group(2))
    return (w >= 2 and len(rest) == h and all(_INTS.match(l) and len(l.split()) == w for _, l, _ in rest))


def _parse_native(w: int, h: int, rows, source: str, header_no: int) -> Puzzle:
    if w < 1 or h < 1 or w * h < 2:
        raise InputError(f"a {w}x{h} grid is too small for a pair of clues (needs at least 2 cells)",
                         source, header_no)
    if w * h > MAX_CELLS:
        raise InputError(f"a {w}x{h} grid is larger than the supported {MAX_CELLS} cells", source, header_no)
    if len(rows) != h:
        where = rows[-1][0] if rows else header_no
        raise InputError(f"header says {h} rows of {w} cells but {len(rows)} grid row(s) follow",
                         source, where)
    grid = []
    for line_no, line, indent in rows:
        for i, ch in enumerate(line):
            if not (ch == "." or ch.isascii() and ch.isalnum()):
                raise InputError(f"unknown character {ch!r} in the grid ('.' for an empty cell, "
                                 "a letter or digit for a clue)", source, line_no, indent + i + 1)
        if len(line) != w:
            raise InputError(f"row has {len(line)} cells, the header says {w}", source, line_no)
        grid.append(tuple(None if ch == "." else ch for ch in line))
    return _build(tuple(grid), source, [r[0] for r in rows], [r[2] for r in rows], False)


def _parse_ints(rows, source: str, w: int | None = None, h: int | None = None,
                header_no: int | None = None) -> Puzzle:
    grid = []
    width = None
    for line_no, line, indent in rows:
        tokens = line.split()
        row = []
        for t in tokens:
            if not re.fullmatch(r"\d{1,9}", t):
                col = indent + line.index(t) + 1
                raise InputError(f"unknown cell {t[:20]!r}: the grid needs non-negative integers "
                                 "(0 = empty) or the native 'W H' format", source, line_no, col)
            row.append(None if int(t) == 0 else str(int(t)))
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise InputError(f"row has {len(row)} cells, the first row has {width}", source, line_no)
        grid.append(tuple(row))
    return _build(tuple(grid), source, [r[0] for r in rows], [r[2] for r in rows], True, spaced=True,
                  texts=[r[1] for r in rows])


def _build(grid, source, line_nos, indents, numeric, spaced=False, texts=None) -> Puzzle:
    try:
        return Puzzle(grid, source, numeric)
    except InputError as e:
        row = getattr(e, "row", None)
        if row is None or not line_nos:
            raise e.at(source, line_nos[0] if line_nos else None) from None
        col = getattr(e, "col_index", None)
        colno = None
        if col is not None:
            if spaced:
                spans = [m.start() for m in re.finditer(r"\S+", texts[row])]
                colno = indents[row] + spans[col] + 1
            else:
                colno = indents[row] + col + 1
        raise InputError(e.message, source, line_nos[row], colno) from None


def from_json(doc: dict, source: str = "input") -> Puzzle:
    grid = doc.get("grid")
    if not isinstance(grid, list) or not all(isinstance(row, list) for row in grid):
        raise InputError('"grid" must be a list of rows (lists of labels, null for empty)', source)
    out = []
    numeric = True
    for r, row in enumerate(grid):
        cells = []
        for c, x in enumerate(row):
            if x is None or x == 0 or x == ".":
                cells.append(None)
            elif isinstance(x, int) and not isinstance(x, bool) and x > 0:
                cells.append(str(x))
            elif isinstance(x, str) and x.strip():
                numeric = False
                cells.append(x.strip())
            else:
                raise InputError(f"cell {cell_name(r, c)} must be a label (string or positive int), "
                                 f"0 or null, got {x!r}", source)
        out.append(tuple(cells))
    numeric = numeric and all(x is None or x.isdigit() for row in out for x in row)
    return Puzzle(tuple(out), source, numeric)


def to_json(p: Puzzle) -> dict:
    if p.numeric:
        grid = [[0 if x is None else int(x) for x in row] for row in p.grid]
    else:
        grid = [list(row) for row in p.grid]
    return {"genre": NAME, "grid": grid}


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "pairs": len(p.labels)}


# -- the rules as clauses ---------------------------------------------------------------------

def encode(p: Puzzle, model, options) -> None:
    loose = options.allow_empty
    model.notes["numberlink_variant"] = "loose" if loose else "strict"
    redundant = tuple(options.extra.get("numberlink_redundant", DEFAULT_REDUNDANT))
    if model.track_tags:
        # Explaining a conflict: "balance" and "support" follow from several clues together,
        # so they would survive when core shrinking switches one of those clues off
        redundant = tuple(x for x in redundant if x not in ("balance", "support"))
    colours = options.extra.get("numberlink_colours", DEFAULT_COLOURS)
    hints = tuple(options.extra.get("numberlink_hints", DEFAULT_HINTS))
    if colours not in COLOURS:
        raise ValueError(f"unknown Numberlink colour encoding {colours!r}; choose one of {COLOURS}")
    g = p.graph()
    ends = p.ends()
    clue_at = {cell: label for label, pair in ends.items() for cell in pair}

    line = {}  # a line segment between two neighbouring cells
    for u, v in g.edges:
        line[u, v] = line[v, u] = g.edges[u, v]["lit"] = model.var("line", u, v)
    model.mark_primary(*(g.edges[e]["lit"] for e in g.edges))

    def segments(cell):
        return [line[cell, nb] for nb in g[cell]]

    on_line = {}  # loose rule: whether a cell is drawn on
    for cell in g:
        segs = segments(cell)
        name = cell_name(*cell)
        if cell in clue_at:
            with model.tag(f"clue {clue_at[cell]} at {name} ends one line"):
                exactly(model, segs, 1, options.card)
            continue
        if not loose:
            with model.tag(f"{name} is on a line (two segments)"):
                exactly(model, segs, 2, options.card)
        else:
            used = on_line[cell] = model.var("used", cell)
            with model.tag(f"a line through {name} goes on (no branch, no dead end)"):
                at_most(model, segs, 2, options.card)
                for s in segs:
                    model.add([-s, used])
                    model.add([-s] + [t for t in segs if t != s])
                model.add([-used] + segs)

    # Each cell carries the colour (clue label) of its line, and a segment joins cells of one
    # colour, so a line cannot join two different clues.
    if colours == "binary":
        paint = _binary_colours(p, model, g, line, clue_at)
    else:
        paint = _onehot_colours(p, model, g, line, clue_at, on_line, options, "support" in redundant)

    with model.tag("every line ends at clues (no loops)"):
        if "square" in redundant:
            squares = []
            for r in range(p.height - 1):
                for c in range(p.width - 1):
                    a, b, d, e = (r, c), (r, c + 1), (r + 1, c + 1), (r + 1, c)
                    squares.append([-line[a, b], -line[b, d], -line[d, e], -line[e, a]])
            model.add_all(squares)
        if "rect" in redundant:
            for r in range(p.height):
                for c in range(p.width):
                    for hh, ww in ((2, 3), (3, 2)):
                        if r + hh <= p.height and c + ww <= p.width:
                            model.add([-s for s in _ring(line, r, c, hh, ww)])
        if "balance" in redundant and not loose:
            _cut_balance(p, model, line, clue_at, options.card)
        n, pairs = p.width * p.height, len(p.labels)
        longest = n - 2 * (pairs - 1)  # cells on one line when every other line is 2 cells
        reach(model, g, roots=list(clue_at), need=on_line if loose else None,
              method=options.connect, bound=max(1, (longest - 1) // 2))
    model.notes["numberlink_connect"] = resolve_method(model, options.connect)

    # Search hints (not rules: the search drops them when no answer follows them).
    if "turns" in hints and not loose:
        with model.hint("a turn hugs a clue or a turn the same way") as on:
            # True whenever every cell is used and no line runs beside itself (then the cell
            # inside a turn holds a clue, or another line that must turn the same way): so of
            # nearly every published answer.  Chains of turns end at clues.
            if on:
                _turn_hints(p, model, line, clue_at)
    if "beside" in hints:
        with model.hint("a line does not run beside itself") as on:
            # Not a rule either: a line may pass next to itself around a region that holds
            # whole other lines.  Neighbouring cells of one colour are joined.
            if on:
                _beside_hints(model, g, line, clue_at, paint, onehot=colours == "onehot")


def _onehot_colours(p: Puzzle, model, g, line, clue_at, on_line, options, support: bool) -> dict:
    """One variable per cell and clue label, exactly one per drawn cell."""
    colour = {(cell, k): model.var("colour", cell, k) for cell in g for k in p.labels}
    for cell in g:
        cols = [colour[cell, k] for k in p.labels]
        if cell in clue_at:
            with model.tag(f"clue {clue_at[cell]} at {cell_name(*cell)} ends one line"):
                model.add([colour[cell, clue_at[cell]]])
        with model.tag(f"{cell_name(*cell)} belongs to one line"):
            if cell in on_line:  # an empty cell has no colour, a drawn one exactly one
                exactly(model, [-on_line[cell]] + cols, 1, options.card)
            else:
                exactly(model, cols, 1, options.card)
    with model.tag("a line joins cells of one clue"):
        for u, v in g.edges:
            s = line[u, v]
            for k in p.labels:
                model.add([-s, -colour[u, k], colour[v, k]])
                model.add([-s, colour[u, k], -colour[v, k]])
        if support:
            # implied: a drawn cell of clue k has a neighbour of clue k on each side of it
            # (one for a clue cell, two for a cell the line passes through)
            for cell in g:
                nbs = list(g[cell])
                need = 1 if cell in clue_at else 2
                for k in p.labels:
                    if cell in clue_at and clue_at[cell] != k:
                        continue
                    ck = colour[cell, k]
                    if need == 1:
                        model.add([-ck] + [colour[u, k] for u in nbs])
                    else:
                        for skip in nbs:
                            model.add([-ck] + [colour[u, k] for u in nbs if u != skip])
    return {cell: [colour[cell, k] for k in p.labels] for cell in g}


def _binary_colours(p: Puzzle, model, g, line, clue_at) -> dict:
    """The colour of a cell as a binary number (the index of its clue label): ceil(log2 K)
    variables per cell instead of K, and 2 clauses per bit and segment."""
    labels = p.labels
    nbits = (len(labels) - 1).bit_length()
    top = len(labels) - 1  # the largest colour number in use
    bits = {cell: [model.var("colour bit", cell, i) for i in range(nbits)] for cell in g}
    for cell, xs in bits.items():
        if cell in clue_at:
            number = labels.index(clue_at[cell])
            with model.tag(f"clue {clue_at[cell]} at {cell_name(*cell)} ends one line"):
                for i, x in enumerate(xs):
                    model.add([x if number >> i & 1 else -x])
    clauses = []
    for cell, xs in bits.items():
        if cell in clue_at:
            continue
        # number <= top: where top has a 0 bit, a 1 needs a higher 1 of top to be a 0
        for i in range(nbits):
            if not top >> i & 1:
                clauses.append([-xs[i]] + [-xs[j] for j in range(i + 1, nbits) if top >> j & 1])
    for u, v in g.edges:
        s = line[u, v]
        for x, y in zip(bits[u], bits[v]):
            clauses.append([-s, -x, y])
            clauses.append([-s, x, -y])
    with model.tag("a line joins cells of one clue"):
        model.add_all(clauses)
    return bits


def _beside_hints(model, g, line, clue_at, paint, onehot: bool) -> None:
    """Neighbouring cells (no clue) of one colour are joined; ``paint[cell]`` is the cell's
    colour bits (binary) or its one-hot colour variables (``onehot``)."""
    for u, v in g.edges:
        if u in clue_at or v in clue_at:
            continue
        s = line[u, v]
        if onehot:
            for x, y in zip(paint[u], paint[v]):
                model.add([-x, -y, s])
        else:  # not joined: some bit differs
            differ = []
            for x, y in zip(paint[u], paint[v]):
                d = model.aux()
                model.add([-d, x, y])
                model.add([-d, -x, -y])
                differ.append(d)
            model.add([s] + differ)


def _cut_balance(p: Puzzle, model, line, clue_at, card: str) -> None:
    """Strict rule, implied by it: cut the grid between two rows (or columns); the lines split
    into pieces inside the part A above the cut, and each piece alternates dark and light
    cells (chessboard colouring), so it has one more dark cell than light, one fewer, or as
    many, according to the shades of its two end cells.  Its ends are clue cells of A or cells
    where a line crosses the cut.  Summed over the pieces, with s = +1 for a dark cell and
    -1 for a light one: 2 * (dark - light cells of A) = sum of s over the clue cells of A +
    sum of s over the crossing segments' cells in A.  So the crossings from dark cells minus
    those from light cells is a constant: a cardinality constraint per cut."""
    def shade(cell):
        return 1 if (cell[0] + cell[1]) % 2 == 0 else -1

    cuts = []
    for r in range(p.height - 1):  # A = rows 0..r
        part = [(i, j) for i in range(r + 1) for j in range(p.width)]
        cuts.append((part, [((r, j), (r + 1, j)) for j in range(p.width)]))
    for c in range(p.width - 1):  # A = columns 0..c
        part = [(i, j) for i in range(p.height) for j in range(c + 1)]
        cuts.append((part, [((i, c), (i, c + 1)) for i in range(p.height)]))
    for part, crossing in cuts:
        target = 2 * sum(shade(x) for x in part) - sum(shade(x) for x in part if x in clue_at)
        dark = [line[a, b] for a, b in crossing if shade(a) > 0]
        light = [line[a, b] for a, b in crossing if shade(a) < 0]
        # dark crossings - light crossings = target  <=>  dark + (not light) = target + |light|
        exactly(model, dark + [-x for x in light], target + len(light), card)


def _turn_hints(p: Puzzle, model, line, clue_at) -> None:
    """For each turn at a cell (two segments at right angles): the diagonal cell inside the
    turn is a clue or turns the same way (a turn needs both its neighbours inside the grid)."""
    clauses = []
    for r, c in p.cells():
        if (r, c) in clue_at:
            continue
        for dr, dc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            a, b, d = (r + dr, c), (r, c + dc), (r + dr, c + dc)
            if not (0 <= d[0] < p.height and 0 <= d[1] < p.width) or d in clue_at:
                continue
            turn = [-line[(r, c), a], -line[(r, c), b]]
            da, db = (d[0] + dr, d[1]), (d[0], d[1] + dc)
            if (d, da) in line and (d, db) in line:
                clauses.append(turn + [line[d, da]])
                clauses.append(turn + [line[d, db]])
            else:
                clauses.append(turn)  # d cannot turn that way: no such turn here
    model.add_all(clauses)


def _ring(line, r, c, h, w):
    """The segments around the h x w block of cells with top-left (r, c)."""
    cells = ([(r, c + j) for j in range(w)] + [(r + i, c + w - 1) for i in range(1, h)]
             + [(r + h - 1, c + j) for j in range(w - 2, -1, -1)] + [(r + i, c) for i in range(h - 2, 0, -1)])
    return [line[a, b] for a, b in zip(cells, cells[1:] + cells[:1])]


def decode(p: Puzzle, model, values: dict[int, bool]) -> Solution:
    drawn: dict[tuple[int, int], list[tuple[int, int]]] = {cell: [] for cell in p.cells()}
    for r, c in p.cells():
        for nb in ((r, c + 1), (r + 1, c)):
            if nb in drawn and values.get(model.var("line", (r, c), nb), False):
                drawn[r, c].append(nb)
                drawn[nb].append((r, c))
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
    variant = str(model.notes.get("numberlink_variant", "strict"))
    return _solution(p, paths, variant, stray)


def _solution(p: Puzzle, paths, variant: str, stray=()) -> Solution:
    grid = [[0] * p.width for _ in range(p.height)]
    for k, (_, cells) in enumerate(paths, 1):
        for r, c in cells:
            if 0 <= r < p.height and 0 <= c < p.width and grid[r][c] == 0:
                grid[r][c] = k
    return Solution(tuple(paths), tuple(tuple(row) for row in grid), variant, tuple(stray))


# -- the independent checker -------------------------------------------------------------------

def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked directly on the listed lines."""
    problems = []
    ends = p.ends()
    owner: dict[tuple[int, int], str] = {}
    labels_seen = []
    for label, cells in sol.paths:
        labels_seen.append(label)
        if label not in ends:
            problems.append(f"a line is labelled {label!r}, which is not a clue of the puzzle")
            continue
        if not cells:
            problems.append(f"line {label} has no cells")
            continue
        if {cells[0], cells[-1]} != set(ends[label]) or len(cells) < 2:
            problems.append(f"line {label} does not run from one {label} clue to the other")
        for a, b in zip(cells, cells[1:]):
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                problems.append(f"line {label} jumps from {_name(a)} to {_name(b)} (not orthogonal neighbours)")
        for i, cell in enumerate(cells):
            r, c = cell
            if not (0 <= r < p.height and 0 <= c < p.width):
                problems.append(f"line {label} leaves the grid at ({r}, {c})")
                continue
            if cell in owner:
                other = owner[cell]
                what = "crosses itself" if other == label else f"crosses line {other}"
                problems.append(f"line {label} {what} at {cell_name(r, c)}")
                continue
            owner[cell] = label
            clue = p.grid[r][c]
            if 0 < i < len(cells) - 1 and clue is not None:
                problems.append(f"line {label} runs through the {clue} clue at {cell_name(r, c)}")
    for label in p.labels:
        n = labels_seen.count(label)
        if n != 1:
            problems.append(f"clue {label} has {n} lines, needs exactly 1")
    for cell in sol.stray:
        problems.append(f"a line segment at {_name(cell)} belongs to no line between clues (a loop)")
    if sol.variant not in ("strict", "loose"):
        problems.append(f"unknown variant {sol.variant!r} (strict or loose)")
    if sol.variant == "strict":
        for r, c in p.cells():
            if (r, c) not in owner:
                problems.append(f"{cell_name(r, c)} is on no line (strict rule: every cell is used)")
    index = {label: k for k, (label, _) in enumerate(sol.paths, 1)}
    expect = [[index.get(owner.get((r, c)), 0) for c in range(p.width)] for r in range(p.height)]
    if [list(row) for row in sol.grid] != expect:
        problems.append("the grid of path numbers does not match the listed lines")
    return problems


def _name(cell) -> str:
    try:
        return cell_name(*cell)
    except TypeError:
        return repr(cell)


def solution_to_json(sol: Solution) -> dict:
    return {"variant": sol.variant, "grid": [list(row) for row in sol.grid],
            "paths": [{"label": label, "cells": [list(rc) for rc in cells]} for label, cells in sol.paths]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    paths = doc.get("paths")
    if not isinstance(paths, list):
        raise InputError('solution must have "paths": [{"label": ..., "cells": [[r, c], ...]}, ...]', source)
    out = []
    for i, item in enumerate(paths):
        if not isinstance(item, dict) or not isinstance(item.get("cells"), list):
            raise InputError(f'"paths"[{i}] must be {{"label": ..., "cells": [[r, c], ...]}}', source)
        label = item.get("label")
        if isinstance(label, int) and not isinstance(label, bool):
            label = str(label)
        if not isinstance(label, str):
            raise InputError(f'"paths"[{i}].label must be a string', source)
        cells = []
        for rc in item["cells"]:
            if (not isinstance(rc, list) or len(rc) != 2
                    or not all(isinstance(x, int) and not isinstance(x, bool) for x in rc)):
                raise InputError(f'"paths"[{i}].cells must be [row, col] integer pairs, got {rc!r}', source)
            cells.append((rc[0], rc[1]))
        out.append((label, tuple(cells)))
    variant = doc.get("variant", "strict")
    if variant not in ("strict", "loose"):
        raise InputError(f'"variant" must be "strict" or "loose", got {variant!r}', source)
    sol = _solution(p, out, variant)
    grid = doc.get("grid")
    if grid is not None:
        if (not isinstance(grid, list) or not all(isinstance(row, list) for row in grid)
                or not all(isinstance(x, int) and not isinstance(x, bool) for row in grid for x in row)):
            raise InputError('"grid" must be a list of rows of integers', source)
        sol = Solution(sol.paths, tuple(tuple(row) for row in grid), variant)
    return sol


def solution_line(p: Puzzle, sol: Solution) -> str:
    """A one-line answer for batch output: the rows of clue labels, '/'-separated."""
    labels = [label for label, _ in sol.paths]
    sep = "" if all(len(x) == 1 for x in labels) else " "
    rows = []
    for row in sol.grid:
        rows.append(sep.join(labels[k - 1] if k else "." for k in row))
    return "/".join(rows)


# -- rendering ------------------------------------------------------------------------------

_GLYPH = {  # (up, right, down, left) -> line glyph
    (1, 0, 1, 0): "│", (0, 1, 0, 1): "─", (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐",
    (1, 1, 0, 0): "└", (1, 0, 0, 1): "┘",
}
_ASCII = {(1, 0, 1, 0): "|", (0, 1, 0, 1): "-"}


def render(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    links: set = set()
    if sol:
        for _, cells in sol.paths:
            for a, b in zip(cells, cells[1:]):
                links.add((a, b))
                links.add((b, a))
    wide = max(len(x) for x in p.labels)

    def glyph(r: int, c: int) -> str:
        x = p.grid[r][c]
        if x is not None:
            return x.rjust(wide)
        key = tuple(int(((r, c), nb) in links) for nb in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)))
        if not any(key):
            return "." * wide if wide == 1 else ".".rjust(wide)
        ch = (_ASCII.get(key, "+") if ascii else _GLYPH.get(key, "┼"))
        fill = ("-" if ascii else "─") if key[3] else " "
        return fill * (wide - 1) + ch

    lines = []
    for r in range(p.height):
        parts = []
        for c in range(p.width):
            parts.append(glyph(r, c))
            if c + 1 < p.width:
                parts.append(("-" if ascii else "─") if ((r, c), (r, c + 1)) in links else " ")
        lines.append("".join(parts).rstrip())
    variant = f", {sol.variant} rule" if sol else ""
    head = f"{TITLE} {p.width}x{p.height}, {len(p.labels)} pair{'s' if len(p.labels) != 1 else ''}{variant}"
    return head + "\n" + "\n".join(lines)
