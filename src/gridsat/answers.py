"""Declared answer kinds: what a genre's answer is, said once.

Each kind brings its Solution type, its solution JSON (0-based ``[row, col]``), its reading of
a solution document (``gridsat check``), its one-line form (batch output), its text and SVG
drawing over the declared board's clues, and, where the answer is a plain set of Boolean
cell variables, the variables themselves (named, marked primary) and their decoding.

=================  ====================================  ==================================
kind               solution JSON                         variables
=================  ====================================  ==================================
:class:`Shaded`   ``{"shaded": [[r, c], ...]}``         ``("shaded", r, c)``, one a cell
                   (or another key: lights, stars)
:class:`Numbers`   ``{"grid": [[v, ...], ...]}``         ``("value", r, c, v)``, one-hot
:class:`LatinDigits` the same, digits 1..n               a :class:`gridsat.latin.Digits` grid
:data:`REGIONS`    ``{"regions": [[[r, c], ...], ...]}`` the genre's own (``decode=``)
:data:`LOOP`       ``{"loop": [[r, c], ...]}`` in order  ``("link", a, b)``, neighbours a < b
:class:`LoopShaded` both keys: ``"loop"``, ``"shaded"``   both (Yajilin, Koburin)
:class:`PointLoop` the same, lattice points              ``("edge", a, b)``, lattice edges
:class:`Paths`     ``{"paths": [{"label", "cells"}, ...]}`` the genre's own (Numberlink's lines)
:data:`BRIDGES`    ``{"bridges": [[a, b, k], ...]}``    the genre's own (Hashi's bridges)
=================  ====================================  ==================================
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, make_dataclass
from itertools import combinations
from typing import Any, Iterator

from .board import Arrow
from .formats import InputError, cells_from_json, cells_to_json
from .render.svg import ANSWER, INK, PALETTE, Board as SvgBoard, escape
from .render.text import cell_name, region_grid


# -- solutions -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Shading:
    shaded: tuple[tuple[int, int], ...]  # sorted


@dataclass(frozen=True)
class Filling:
    grid: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True)
class Division:
    regions: tuple[tuple[tuple[int, int], ...], ...]  # each sorted; regions sorted by first cell


@dataclass(frozen=True)
class Loop:
    loop: tuple[tuple[int, int], ...]  # in order along the loop


@dataclass(frozen=True)
class Bridging:
    bridges: tuple[tuple[tuple[int, int], tuple[int, int], int], ...]  # sorted (a, b, k), a < b


# -- drawing the board's clues (shared by every kind) ---------------------------------------------

def clue_text(p, r: int, c: int) -> str:
    """A cell's clue as one short token ("" for none)."""
    v = p.cells[r][c]
    return "" if v is None else p.board.cells.token(v)


def draw_text(p, title: str, mark=None, ascii: bool = False) -> str:
    """The board as text: each cell its clue, or ``mark(r, c)`` (answer ink) where that is not
    None; rooms as walls; outside clues around; a title line first."""
    w = max([1] + [len(_cell_str(p, r, c, mark)) for r, c in p])  # (a clue of two digits: cells two wide)
    if p.rooms is not None:
        body = region_grid(p.rooms, lambda r, c: _cell_str(p, r, c, mark), ascii, width=w)
    else:
        body = "\n".join(" ".join(_pad(_cell_str(p, r, c, mark), w) for c in range(p.cols)) for r in range(p.rows))
    out = [f"{title} {p.cols}x{p.rows}"]
    tok = p.board.outside_cells.token
    if "top" in p.outside:
        out.append("top: " + " ".join(tok(v) for v in p.outside["top"]))
    out.append(body)
    for side in ("bottom", "left", "right"):
        if side in p.outside:
            out.append(f"{side}: " + " ".join(tok(v) for v in p.outside[side]))
    return "\n".join(out)


def _cell_str(p, r, c, mark) -> str:
    m = mark(r, c) if mark else None
    return m if m is not None else clue_text(p, r, c) or "."


def _pad(s: str, w: int) -> str:
    return s.rjust(w)


def draw_svg(p, title: str) -> SvgBoard:
    """An SVG board with the puzzle's clues drawn (numbers, symbols, rooms, outside and point
    clues); the answer kind draws on it and calls ``frame`` and ``document``."""
    sides = p.outside
    margin = (int("top" in sides), int("right" in sides), int("bottom" in sides), int("left" in sides))
    b = SvgBoard(p.rows, p.cols, f"{title} {p.cols}x{p.rows}", margin=margin)
    return b


def draw_clues(b: SvgBoard, p) -> None:
    b.grid()
    if p.rooms is not None:
        b.walls(p.rooms)
    for (r, c), v in p.clues().items():
        if v in ("black", "shaded", "wall"):
            b.fill(r, c, INK, "black")
        elif v in ("white circle", "black circle"):
            b.disc(r, c, 0.36, fill="white" if v == "white circle" else INK, cls="circle")
        elif v == "grey":  # a clue cell that says nothing (Yajilin)
            b.fill(r, c, "#d8d8d8", "grey")
        else:  # an arrow clue as an arrow glyph and its number
            b.number(r, c, "↑↓←→"["^v<>".index(v.direction)] + ("" if v.number is None else str(v.number))
                     if isinstance(v, Arrow) else p.board.cells.token(v))
    tok = p.board.outside_cells.token
    for side, line in p.outside.items():
        for i, v in enumerate(line):
            if v is not None:
                b.outside(side, i, tok(v))
    if p.points is not None:
        for r, row in enumerate(p.points):
            for c, v in enumerate(row):
                if v is not None:
                    x, y = b.corner(r, c)
                    b.add(f'<circle class="point" cx="{x:g}" cy="{y:g}" r="{b.cell * 0.22:g}" fill="white" '
                          f'stroke="{INK}" stroke-width="1.5"/>')
                    b.text(x, y, p.board.points.token(v), b.cell * 0.3, INK, "given", "bold")


# -- the kinds ---------------------------------------------------------------------------------

class AnswerKind:
    """What every kind provides; see the module notes."""

    key = ""
    solution: type = object

    def to_json(self, sol) -> dict:
        raise NotImplementedError

    def from_json(self, doc: dict, p, source: str = "solution"):
        raise NotImplementedError

    def line(self, p, sol) -> str:
        raise NotImplementedError

    def mark(self, p, sol, ascii: bool):
        """``(r, c) -> str | None``: the answer's ink in a cell, for the text drawing."""
        return None

    def draw(self, p, sol, b: SvgBoard) -> None:
        """The answer drawn on the SVG board (after the clues)."""

    def decode(self, p, model, values):
        raise NotImplementedError(f"the {self.key} answer has no generic decoding: declare decode=")

    def candidates(self, p) -> Iterator:
        raise NotImplementedError(f"the {self.key} answer has no generic brute force: declare candidates=")


_SOLUTIONS: dict[str, type] = {"shaded": Shading}


def _cell_set_solution(key: str) -> type:
    """The Solution type of a cell set called ``key`` (one per key: equal answers compare equal)."""
    if key not in _SOLUTIONS:
        _SOLUTIONS[key] = make_dataclass(f"{key.capitalize()}Solution", [(key, tuple)], frozen=True,
                                         namespace={"__module__": __name__})
    return _SOLUTIONS[key]


class Shaded(AnswerKind):
    """A set of cells: shaded cells, or lights, stars, tents, ... (``key``: the JSON key and
    the Solution's field; ``var``: the variables' name; ``ink``: how a chosen cell is drawn as
    text, unicode and ASCII).  ``vars(p, model, cells=None)``: one primary variable
    ``(var, r, c)`` per cell that may be chosen (every cell by default)."""

    def __init__(self, key: str = "shaded", var: str | None = None, solution: type | None = None,
                 ink: tuple[str, str] = ("█", "#"), colour: str = "#404040") -> None:
        self.key, self.var, self.ink, self.colour = key, var or key, ink, colour
        self.solution = solution or _cell_set_solution(key)

    def cells(self, sol) -> tuple:
        return getattr(sol, self.key)

    def on_board(self, p, sol) -> tuple[set, list[str]]:
        """A checker's start: the answer's cells that lie on the board, and a problem for each
        one that does not."""
        on = set(self.cells(sol))
        return on & set(p), [f"{cell_name(*x)} is not on the grid" for x in sorted(on) if not p.inside(*x)]

    def vars(self, p, model, cells=None) -> dict[tuple[int, int], int]:
        out = {cell: model.var(self.var, *cell) for cell in (p if cells is None else cells)}
        model.mark_primary(*out.values())
        return out

    def decode(self, p, model, values):
        return self.solution(tuple(cell for cell in p if model.has_var(self.var, *cell)
                                   and values.get(model.var(self.var, *cell))))

    def to_json(self, sol) -> dict:
        return {self.key: cells_to_json(self.cells(sol))}

    def from_json(self, doc: dict, p, source: str = "solution"):
        return self.solution(cells_from_json(doc, self.key, source, what="solution"))

    def line(self, p, sol) -> str:
        return " ".join(cell_name(r, c) for r, c in self.cells(sol))

    def mark(self, p, sol, ascii: bool):
        on = set(self.cells(sol))
        ink = self.ink[1] if ascii else self.ink[0]
        return lambda r, c: ink if (r, c) in on else None

    def draw(self, p, sol, b: SvgBoard) -> None:
        for r, c in self.cells(sol):
            b.rect(*b.corner(r + 0.08, c + 0.08), b.cell * 0.84, b.cell * 0.84, fill=self.colour, cls=self.key)

    def candidates(self, p, cells=None) -> Iterator:
        pool = list(p if cells is None else cells)
        for k in range(len(pool) + 1):
            for s in combinations(pool, k):
                yield self.solution(tuple(sorted(s)))


class Numbers(AnswerKind):
    """A grid of values (numbers, or letters; ``empty`` for an empty cell; ``show``: how a value
    is written in the batch line, when not as itself).  ``vars(p, model, values)``: one-hot
    primary variables ``("value", r, c, v)``; ``ragged``: a solution document's grid is read whatever its
    shape (the checker says what is missing: answers of strings, whose mutants are dropped values)."""

    key = "grid"
    solution = Filling

    def __init__(self, empty: Any = 0, show: dict | None = None, ragged: bool = False) -> None:
        self.empty, self.show, self.ragged = empty, show or {}, ragged

    def vars(self, p, model, values) -> dict[tuple[int, int, Any], int]:
        out = {(r, c, v): model.var("value", r, c, v) for r, c in p for v in values}
        model.mark_primary(*out.values())
        return out

    def decode(self, p, model, values) -> Filling:
        grid = [[self.empty] * p.cols for _ in range(p.rows)]
        for v, val in values.items():
            label = model.label(v) if val else None
            if label and label[0] == "value":
                grid[label[1]][label[2]] = label[3]
        return Filling(tuple(map(tuple, grid)))

    def to_json(self, sol: Filling) -> dict:
        return {"grid": [list(row) for row in sol.grid]}

    def from_json(self, doc: dict, p, source: str = "solution") -> Filling:
        grid = doc.get("grid")
        if (not isinstance(grid, list) or len(grid) != p.rows and not self.ragged
                or not all(isinstance(row, list) and (len(row) == p.cols or self.ragged) for row in grid)):
            raise InputError(f'a solution must have "grid": {p.rows} rows of {p.cols} values', source)
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, (int, str)):
                    raise InputError(f"grid value at {cell_name(r, c)} must be a number or a letter", source)
        return Filling(tuple(tuple(row) for row in grid))

    def line(self, p, sol: Filling) -> str:
        return "/".join("".join(self.show.get(v, str(v)) if v != self.empty else "." for v in row)
                        for row in sol.grid)

    def mark(self, p, sol, ascii: bool):
        return lambda r, c: None if sol.grid[r][c] == self.empty else str(sol.grid[r][c])

    def draw(self, p, sol, b: SvgBoard) -> None:
        for r, c in p:
            if p.cells[r][c] is None and sol.grid[r][c] != self.empty:
                b.number(r, c, sol.grid[r][c], given=False)


class LatinDigits(Numbers):
    """An n x n Latin square of digits 1..n (Futoshiki, Skyscrapers, KenKen; ``p.size`` is n),
    read from a :class:`gridsat.latin.Digits` grid (a settled cell stands for its digit).
    ``value``: a digit's name in messages (``height``); ``each``: the Latin rule's words;
    ``board``: the grid's; the batch line runs the digits together up to 9x9, past it puts
    ``sep`` between them (``symbols``: one character a digit at every size)."""

    def __init__(self, value: str = "digit", each: str = "each digit", board: str = "grid", sep: str = " ",
                 symbols: str = "") -> None:
        super().__init__(empty=0)
        self.value, self.each, self.board, self.sep, self.symbols = value, each, board, sep, symbols

    def decode(self, p, model, values, grid=None) -> Filling:
        """The digits (``grid``: the rules' :class:`gridsat.latin.Digits`; None: the rules found
        no answer before encoding, every cell 0)."""
        return Filling(tuple(tuple(grid.value((r, c), values) if grid else 0 for c in range(p.size))
                             for r in range(p.size)))

    def from_json(self, doc: dict, p, source: str = "solution") -> Filling:
        from .formats import digit_grid_from_json
        return Filling(digit_grid_from_json(doc, source, self.value))

    def line(self, p, sol: Filling) -> str:
        if self.symbols:
            return "/".join("".join(self.symbols[v - 1] if v else "." for v in row) for row in sol.grid)
        sep = self.sep if p.size > 9 else ""
        return "/".join(sep.join(map(str, row)) for row in sol.grid)

    def candidates(self, p) -> Iterator[Filling]:
        from .latin import latin_squares
        return (Filling(g) for g in latin_squares(p.size))

    def check(self, p, sol, givens=None, rules=None) -> list[str]:
        """The answer's problems: cells not holding a digit 1..n or their given (0: none) alone,
        else the Latin rule's and ``rules(grid)``'s (the genre's own, on a safe grid)."""
        from .latin import digit_problems, latin_problems
        problems = digit_problems(sol.grid, p.size, givens, board=self.board, value=self.value)
        if problems:
            return problems
        return latin_problems(sol.grid, p.size, self.each) + (rules(sol.grid) if rules else [])


class Regions(AnswerKind):
    """A division of the grid into regions (each a set of cells)."""

    key = "regions"
    solution = Division

    @staticmethod
    def make(groups) -> Division:
        regions = sorted(tuple(sorted(g)) for g in groups if g)
        return Division(tuple(regions))

    def candidates(self, p) -> Iterator[Division]:
        """Every division of a tiny board into connected regions."""
        from .connectivity.division import connected_partitions
        return (self.make(part) for part in connected_partitions(p.rows, p.cols))

    def to_json(self, sol: Division) -> dict:
        return {"regions": [cells_to_json(region) for region in sol.regions]}

    def from_json(self, doc: dict, p, source: str = "solution") -> Division:
        regions = doc.get("regions")
        if not isinstance(regions, list):
            raise InputError('a solution must have "regions": [[[row, col], ...], ...]', source)
        return self.make(cells_from_json({"cells": g}, "cells", source) for g in regions)

    def line(self, p, sol: Division) -> str:
        return " | ".join(" ".join(cell_name(r, c) for r, c in region) for region in sol.regions)

    def labels(self, p, sol: Division) -> list[list[int]]:
        lab = [[-1] * p.cols for _ in range(p.rows)]
        for i, region in enumerate(sol.regions):
            for r, c in region:
                if 0 <= r < p.rows and 0 <= c < p.cols:
                    lab[r][c] = i
        return lab

    def draw(self, p, sol, b: SvgBoard) -> None:
        lab = self.labels(p, sol)
        for r, c in p:
            if lab[r][c] >= 0:
                b.fill(r, c, PALETTE[lab[r][c] % len(PALETTE)] + "40", "region")
        b.walls(lab)

    def text(self, p, title: str, sol=None, ascii: bool = False) -> str:
        """The board as text with the answer's regions as walls (a genre's ``draw=``: the
        clues in the cells, ``.`` elsewhere; no answer: the clues alone)."""
        if sol is None:
            return draw_text(p, title, None, ascii)
        width = max([1] + [len(clue_text(p, r, c)) for r, c in p])
        body = region_grid(self.labels(p, sol), lambda r, c: clue_text(p, r, c) or ".", ascii, width)
        return f"{title} {p.cols}x{p.rows}\n{body}"


class Dominoes(Regions):
    """A tiling of the grid by dominoes (Dominosa): ``{"dominoes": [[[r1, c1], [r2, c2]], ...]}``,
    each pair sorted, the pairs sorted (a :class:`Division` of pairs, drawn as regions).
    ``vars(p, model)``: one primary variable ``("domino", a, b)`` per pair of neighbours (b right
    of or below a); ``candidates``: every tiling of the grid (the brute force)."""

    key = "dominoes"

    def to_json(self, sol: Division) -> dict:
        return {"dominoes": [cells_to_json(d) for d in sol.regions]}

    def from_json(self, doc: dict, p, source: str = "solution") -> Division:
        items = doc.get("dominoes")
        if not isinstance(items, list):
            raise InputError('a solution must have "dominoes": [[[r1, c1], [r2, c2]], ...]', source)
        return self.make(cells_from_json({"cells": d}, "cells", source) for d in items)

    def line(self, p, sol: Division) -> str:
        return " ".join("-".join(cell_name(r, c) for r, c in d) for d in sol.regions)

    def draw(self, p, sol: Division, b: SvgBoard) -> None:
        b.walls(self.labels(p, sol))  # outlines only: the numbers under them stay readable

    def vars(self, p, model) -> dict:
        out = {(a, b): model.var("domino", a, b) for a, b in p.edges()}
        model.mark_primary(*out.values())
        return out

    def decode(self, p, model, values) -> Division:
        return self.make([a, b] for a, b in p.edges() if values.get(model.var("domino", a, b)))

    def candidates(self, p) -> Iterator[Division]:
        cells, taken = list(p), set()

        def tile(i: int, pairs: list):
            while i < len(cells) and cells[i] in taken:
                i += 1
            if i == len(cells):
                yield self.make(pairs)
                return
            (r, c) = a = cells[i]
            for b in ((r, c + 1), (r + 1, c)):
                if p.inside(*b) and b not in taken:
                    taken.update((a, b))
                    yield from tile(i + 1, pairs + [(a, b)])
                    taken.difference_update((a, b))
        yield from tile(0, [])


def canonical_loop(points) -> tuple:
    """A loop (cells or lattice points in order) started at its smallest point and walked first
    towards the smaller of that point's two neighbours on it (on a grid: right, so clockwise)."""
    pts = [tuple(x) for x in points]
    if len(pts) < 3:
        return tuple(pts)
    i = pts.index(min(pts))
    pts = pts[i:] + pts[:i]
    return tuple(pts[:1] + pts[:0:-1] if pts[-1] < pts[1] else pts)


def trace_loop(pairs) -> tuple:
    """The loop that pairs of neighbours make, in canonical order: a walk from the smallest
    point, always to the smaller next one; on pairs that are not one loop it stops where the
    walk cannot go on (the checker then says why)."""
    nbs: dict = {}
    for u, v in pairs:
        nbs.setdefault(u, []).append(v)
        nbs.setdefault(v, []).append(u)
    if not nbs:
        return ()
    start = min(nbs)
    path, seen, prev, cur = [start], {start}, None, start
    while True:
        nxt = min((x for x in nbs[cur] if x != prev), default=start)
        if nxt in seen:
            break
        prev, cur = cur, nxt
        path.append(cur)
        seen.add(cur)
    return canonical_loop(path)


STEPS = {(-1, 0): "U", (0, 1): "R", (1, 0): "D", (0, -1): "L"}


def loop_moves(loop) -> str:
    """The steps round a loop, a letter each (``U R D L``; ``?`` where two are not neighbours)."""
    pts = list(loop)
    return "".join(STEPS.get((b[0] - a[0], b[1] - a[1]), "?") for a, b in zip(pts, pts[1:] + pts[:1]))


class CellLoop(AnswerKind):
    """One closed loop through cell centres, its cells in order; the line is its first cell
    and its steps (``r1c1 RRDDLLUU``).  ``decode`` reads ``(var, a, b)`` ("the loop links
    neighbouring cells a < b") and traces the loop (:func:`trace_loop`)."""

    key = "loop"
    solution = Loop

    def __init__(self, var: str = "link") -> None:
        self.var = var

    def pairs(self, p):
        """The pairs of neighbours the loop may link (cells; lattice points in :class:`PointLoop`)."""
        return p.edges()

    def decode(self, p, model, values) -> Loop:
        return Loop(trace_loop((a, b) for a, b in self.pairs(p) if model.has_var(self.var, a, b)
                               and values.get(model.var(self.var, a, b))))

    def to_json(self, sol: Loop) -> dict:
        return {"loop": [[r, c] for r, c in sol.loop]}

    def from_json(self, doc: dict, p, source: str = "solution") -> Loop:
        return Loop(cells_from_json(doc, "loop", source, what="solution", sort=False))

    def line(self, p, sol: Loop) -> str:
        return f"{cell_name(*sol.loop[0])} {loop_moves(sol.loop)}" if sol.loop else "(no loop)"

    def draw(self, p, sol, b: SvgBoard) -> None:
        if sol.loop:
            b.path(sol.loop, closed=True, cls="loop")

    def candidates(self, p, cells=None) -> Iterator[Loop]:
        """Every loop through ``cells`` (default: every cell of the grid): the brute force of
        tiny boards."""
        from .connectivity.rooms import cycles

        return (Loop(cyc) for cyc in cycles(p if cells is None else cells))

    def check(self, p, sol, cells=None) -> list[str]:
        """What every loop through cell centres obeys: at least 4 cells, each on the grid (and
        among ``cells`` when given), none twice, each next to the one before (round)."""
        loop = [tuple(x) for x in sol.loop]
        if len(loop) < 4:
            return ["there is no loop" if not loop else f"a loop needs at least 4 cells, this one has {len(loop)}"]
        allowed = set(p) if cells is None else set(cells)
        problems = [f"the loop passes {_name(x)}, where it may not go" for x in dict.fromkeys(loop)
                    if x not in allowed]
        visits = Counter(loop)
        problems += [f"the loop visits {_name(x)} twice" for x, n in visits.items() if n > 1]
        problems += [f"the loop jumps from {_name(a)} to {_name(b)} (not neighbours)"
                     for a, b in zip(loop, loop[1:] + loop[:1]) if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1]
        return problems

    def text(self, p, sol, title: str, ascii: bool = False, clue=None) -> str:
        """The text drawing: ``title WxH``, then :meth:`text_rows` with each cell's clue
        (``clue(r, c)``; default: the board's clue token)."""
        def board_clue(r: int, c: int):
            return clue_text(p, r, c) or None
        return "\n".join([f"{title} {p.cols}x{p.rows}"] + self.text_rows(p, sol, clue or board_clue, ascii))

    GLYPH = {(1, 0, 1, 0): "│|", (0, 1, 0, 1): "─-", (0, 1, 1, 0): "┌+", (0, 0, 1, 1): "┐+", (1, 1, 0, 0): "└+",
             (1, 0, 0, 1): "┘+"}  # the links (up, right, down, left) of a cell -> unicode, ASCII

    def text_rows(self, p, sol, clue, ascii: bool = False) -> list[str]:
        """The loop as text: each cell its clue (``clue(r, c)``; None: none) or the loop's run
        or turn through it (``·`` off the loop), ``─`` between two cells it links; under each
        row (with an answer) ``│`` below each cell it links to the next row.  Clues longer
        than one character widen every cell to the longest (right-aligned)."""
        k, loop = int(ascii), list(sol.loop) if sol else []
        pairs = set(zip(loop, loop[1:] + loop[:1])) if len(loop) > 1 else set()
        links = pairs | {(b, a) for a, b in pairs}
        marks = {(r, c): clue(r, c) for r, c in p}
        wide = max([1] + [len(m) for m in marks.values() if m is not None])
        dash = "─-"[k]

        def cell(r: int, c: int) -> str:
            mark = marks[r, c]
            key = tuple(int(((r, c), nb) in links) for nb in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)))
            if mark is not None:
                return mark.rjust(wide)
            return (dash if key[3] else " ") * (wide - 1) + self.GLYPH.get(key, "·.")[k]
        out = []
        for r in range(p.rows):
            out.append("".join(cell(r, c) + (dash if ((r, c), (r, c + 1)) in links else " ")
                               for c in range(p.cols)).rstrip())
            if r + 1 < p.rows and sol:
                out.append("".join(" " * (wide - 1) + ("│|"[k] if ((r, c), (r + 1, c)) in links else " ") + " "
                                   for c in range(p.cols)).rstrip())
        return out


class PointLoop(CellLoop):
    """One closed loop along the grid lines: its lattice points ``(r, c)`` (``0 <= r <= rows``)
    in canonical order (a solution read is put in it too); the line is the cell whose top-left
    corner the loop starts at (its smallest point: the loop leaves it right and down, so it is
    a cell's corner) and the steps (``r1c1 RRDLLU``); ``decode`` reads ``(var, a, b)`` for
    lattice edges a < b."""

    def __init__(self, var: str = "edge") -> None:
        self.var = var

    candidates = AnswerKind.candidates  # no generic brute force over lattice points

    def pairs(self, p):
        h, w = p.rows, p.cols
        return ([((r, c), (r, c + 1)) for r in range(h + 1) for c in range(w)]
                + [((r, c), (r + 1, c)) for r in range(h) for c in range(w + 1)])

    def from_json(self, doc: dict, p, source: str = "solution") -> Loop:
        return Loop(canonical_loop(super().from_json(doc, p, source).loop))

    def line(self, p, sol: Loop) -> str:
        return f"{cell_name(*min(sol.loop))} {loop_moves(canonical_loop(sol.loop))}" if sol.loop else "(no loop)"

    def draw(self, p, sol, b: SvgBoard) -> None:
        if len(sol.loop) > 2:
            pts = " ".join("{:g},{:g}".format(*b.corner(r, c)) for r, c in sol.loop)
            b.add(f'<polygon class="loop" points="{pts}" fill="#eaf1fb" stroke="{ANSWER}" '
                  f'stroke-width="{b.cell * 0.12:g}" stroke-linejoin="round"/>')

    JOINT = {(1, 0, 1, 0): "│", (0, 1, 0, 1): "─", (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐", (1, 1, 0, 0): "└",
             (1, 0, 0, 1): "┘", (0, 0, 0, 0): "·"}  # the loop's edges (up, right, down, left) at a point

    def text_rows(self, p, sol, clue, ascii: bool = False) -> list[str]:
        """The lattice as text: at each point ``+`` (ASCII) or the loop's joint there (``·`` off
        it), ``───`` and ``│`` for the loop's edges, each cell's clue (``clue(r, c)``) inside."""
        pts = list(sol.loop) if sol else []
        on = {(min(a, b), max(a, b)) for a, b in zip(pts, pts[1:] + pts[:1])} if len(pts) > 1 else set()
        lines = []
        for r in range(p.rows + 1):
            row = []
            for c in range(p.cols + 1):
                key = tuple(int(e in on) for e in (((r - 1, c), (r, c)), ((r, c), (r, c + 1)), ((r, c), (r + 1, c)),
                                                   ((r, c - 1), (r, c))))
                row.append("+" if ascii else self.JOINT.get(key, "┼"))
                row.append("" if c == p.cols else ("---" if ascii else "───") if key[1] else "   ")
            lines.append("".join(row).rstrip())
            if r < p.rows:
                lines.append("".join((("|" if ascii else "│") if ((r, c), (r + 1, c)) in on else " ")
                                     + ("" if c == p.cols else f" {clue(r, c) or ' '} ")
                                     for c in range(p.cols + 1)).rstrip())
        return lines


@dataclass(frozen=True)
class LoopShading:
    loop: tuple[tuple[int, int], ...]  # in order along the loop
    shaded: tuple[tuple[int, int], ...]  # sorted


class LoopShaded(CellLoop):
    """A loop through cell centres and a set of shaded cells (Yajilin, Koburin): solution JSON
    ``{"loop": [...], "shaded": [...]}``; the line is the loop's, then ``shaded`` and the
    cells; ``vars(p, model, cells=None)``: the shaded cells' primary variables (:class:`Shaded`);
    ``decode`` reads both."""

    solution = LoopShading

    def __init__(self, var: str = "link", shade: Shaded | None = None) -> None:
        self.var, self.shade = var, shade or Shaded()

    def vars(self, p, model, cells=None) -> dict[tuple[int, int], int]:
        return self.shade.vars(p, model, cells)

    def decode(self, p, model, values) -> LoopShading:
        return LoopShading(super().decode(p, model, values).loop, self.shade.decode(p, model, values).shaded)

    def check(self, p, sol, cells=None) -> list[str]:
        """The loop's checks (when there is a loop), then: every shaded cell is one of ``cells``
        (default: those without a clue) and off the loop, no two share an edge, and each of
        ``cells`` is shaded or on the loop."""
        cells = [cell for cell in p if p.cells[cell[0]][cell[1]] is None] if cells is None else list(cells)
        problems = super().check(p, sol, cells) if sol.loop else []
        allowed, shaded, on = set(cells), set(sol.shaded), {tuple(x) for x in sol.loop}
        for cell in sorted(shaded):
            if cell not in allowed:
                problems.append(f"{cell_name(*cell)} is shaded but is not a cell that may be")
            elif cell in on:
                problems.append(f"the loop passes the shaded cell {cell_name(*cell)}")
        problems += [f"shaded {cell_name(*a)} and {cell_name(*b)} share an edge" for a, b in p.edges()
                     if a in shaded and b in shaded]
        return problems + [f"{cell_name(*cell)} is neither shaded nor on the loop" for cell in cells
                           if cell not in shaded and cell not in on]

    def candidates(self, p, cells=None) -> Iterator[LoopShading]:
        """Every loop through ``cells`` (default: those without a clue), or none, with every
        set of the other such cells shaded (the brute force of tiny boards)."""
        from .connectivity.rooms import cycles

        cells = [cell for cell in p if p.cells[cell[0]][cell[1]] is None] if cells is None else list(cells)
        for loop in [()] + list(cycles(cells)):
            rest = [cell for cell in cells if cell not in loop]
            for k in range(len(rest) + 1):
                for shaded in combinations(rest, k):
                    yield LoopShading(loop, tuple(shaded))

    def to_json(self, sol: LoopShading) -> dict:
        return {**super().to_json(sol), "shaded": cells_to_json(sol.shaded)}

    def from_json(self, doc: dict, p, source: str = "solution") -> LoopShading:
        return LoopShading(super().from_json(doc, p, source).loop,
                           tuple(cells_from_json(doc, "shaded", source, what="solution")))

    def line(self, p, sol: LoopShading) -> str:
        return f"{super().line(p, sol)}; shaded {' '.join(cell_name(r, c) for r, c in sol.shaded) or '(none)'}"

    def mark(self, p, sol, ascii: bool):
        return self.shade.mark(p, sol, ascii)

    def draw(self, p, sol, b: SvgBoard) -> None:
        self.shade.draw(p, sol, b)
        super().draw(p, sol, b)

    def text(self, p, sol, title: str, ascii: bool = False, clue=None) -> str:
        ink = self.shade.mark(p, sol, ascii) if sol else (lambda r, c: None)
        return super().text(p, sol, title, ascii, clue or (lambda r, c: ink(r, c) or clue_text(p, r, c) or None))


class Bridges(AnswerKind):
    """Bridges joining two cells of one row or column (Hashiwokakero): ``(a, b, k)``, ``k``
    bridges from cell ``a`` to cell ``b``, ``a < b``, sorted.  Drawn as lines between the
    cells' centres (SVG) and over the cells and gaps between them (text)."""

    key = "bridges"
    solution = Bridging
    INK = {False: {"h": "─═≡", "v": "│║┇"}, True: {"h": "-=#", "v": "|\"#"}}  # 1, 2, more bridges

    def to_json(self, sol: Bridging) -> dict:
        return {"bridges": [[[a[0], a[1]], [b[0], b[1]], k] for a, b, k in sol.bridges]}

    def from_json(self, doc: dict, p, source: str = "solution") -> Bridging:
        items = doc.get("bridges")
        if not isinstance(items, list):
            raise InputError('a solution must have "bridges": [[[r1, c1], [r2, c2], k], ...]', source)

        def cell(x) -> bool:
            return isinstance(x, list) and len(x) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                                for v in x)
        out = []
        for i, item in enumerate(items):
            if not (isinstance(item, list) and len(item) == 3 and cell(item[0]) and cell(item[1])
                    and isinstance(item[2], int) and not isinstance(item[2], bool)):
                raise InputError(f'"bridges"[{i}] must be [[r1, c1], [r2, c2], k], got {item!r}'[:200], source)
            out.append((tuple(item[0]), tuple(item[1]), item[2]))
        return Bridging(tuple(sorted(out)))

    def line(self, p, sol: Bridging) -> str:
        return " ".join(f"{cell_name(*a)}{'-=' [k - 1] if k <= 2 else f'x{k}'}{cell_name(*b)}"
                        for a, b, k in sol.bridges)

    def text_rows(self, p, sol, clue, ascii: bool = False) -> list[str]:
        """The grid as text: ``clue(r, c)`` (one character) in each cell, bridges drawn over
        the empty cells (``.``) they pass and in the gaps between cells of a row."""
        over, gaps = {}, {}
        for (r1, c1), (r2, c2), k in sol.bridges if sol else ():
            ch = self.INK[ascii]["h" if r1 == r2 else "v"][min(k, 3) - 1]
            if r1 == r2:
                over.update(((r1, c), ch) for c in range(c1 + 1, c2))
                gaps.update(((r1, c), ch) for c in range(c1, c2))  # the gap right of the cell
            else:
                over.update(((r, c1), ch) for r in range(r1 + 1, r2))
        return ["".join((clue(r, c) if clue(r, c) != "." else over.get((r, c), "."))
                        + (gaps.get((r, c), " ") if c + 1 < p.width else "") for c in range(p.width)).rstrip()
                for r in range(p.height)]

    def draw(self, p, sol: Bridging, b: SvgBoard) -> None:
        for (r1, c1), (r2, c2), k in sol.bridges:
            (x1, y1), (x2, y2) = b.centre(r1, c1), b.centre(r2, c2)
            dx, dy = (0, 1) if r1 == r2 else (1, 0)  # offset across the bridge
            for i in range(k):
                off = (i - (k - 1) / 2) * b.cell * 0.18
                b.line(x1 + dx * off, y1 + dy * off, x2 + dx * off, y2 + dy * off, ANSWER, 2.5, "bridge")


@dataclass(frozen=True)
class Lines:
    paths: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]  # (label, cells in order)
    grid: tuple[tuple[int, ...], ...]  # the 1-based number of each cell's line in paths, 0 = none
    variant: str = "strict"  # the rule the lines were drawn under
    stray: tuple[tuple[int, int], ...] = ()  # drawn cells on no line (never valid)


class Paths(AnswerKind):
    """Lines joining pairs of equal clues (Numberlink), each listed from one clue to the
    other; ``variants``: the rules an answer may name (the first is the default).  The puzzle
    gives ``width``, ``height``, ``labels`` (in order), ``ends()`` (label -> its two cells)
    and ``clue_at()`` (cell -> label).  JSON ``{"variant": ..., "grid": [[k, ...], ...],
    "paths": [{"label": ..., "cells": [[r, c], ...]}, ...]}``; drawn with box-drawing lines
    (text) and one coloured line per label (SVG)."""

    key = "paths"
    solution = Lines
    GLYPH = {(1, 0, 1, 0): "│", (0, 1, 0, 1): "─", (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐",
             (1, 1, 0, 0): "└", (1, 0, 0, 1): "┘"}  # (up, right, down, left) -> glyph
    ASCII = {(1, 0, 1, 0): "|", (0, 1, 0, 1): "-"}

    def __init__(self, variants: tuple[str, ...] = ("strict",)) -> None:
        self.variants = variants

    def make(self, p, paths, variant: str, stray=()) -> Lines:
        """The answer of these lines, its grid of line numbers filled in."""
        grid = [[0] * p.width for _ in range(p.height)]
        for k, (_, cells) in enumerate(paths, 1):
            for r, c in cells:
                if 0 <= r < p.height and 0 <= c < p.width and grid[r][c] == 0:
                    grid[r][c] = k
        return Lines(tuple(paths), tuple(map(tuple, grid)), variant, tuple(stray))

    def trace(self, p, drawn: dict, variant: str) -> Lines:
        """The answer a set of drawn segments makes (``drawn[cell]``: the cells it is joined
        to): each line followed from its first clue; drawn cells reached from none are stray."""
        paths, seen, ends = [], set(), p.ends()
        for label in p.labels:
            cells = [ends[label][0]]
            seen.add(cells[0])
            while nxt := [x for x in drawn[cells[-1]] if x not in seen]:
                cells.append(nxt[0])
                seen.add(nxt[0])
            paths.append((label, tuple(cells)))
        return self.make(p, paths, variant, sorted(cell for cell, nbs in drawn.items() if nbs and cell not in seen))

    def decode(self, p, model, values, variant: str | None = None, var: str = "line") -> Lines:
        """The lines of the true segment variables ``(var, a, b)`` (b right of or below a),
        traced (:meth:`trace`) under ``variant`` (default: the first)."""
        drawn: dict = {(r, c): [] for r in range(p.height) for c in range(p.width)}
        for r, c in list(drawn):
            for nb in ((r, c + 1), (r + 1, c)):
                if nb in drawn and values.get(model.var(var, (r, c), nb), False):
                    drawn[r, c].append(nb)
                    drawn[nb].append((r, c))
        return self.trace(p, drawn, variant or self.variants[0])

    def candidates(self, p) -> Iterator[Lines]:
        """Every way to draw segments with one at each clue and none or two at any other cell,
        as traced lines (under the first variant)."""
        cells = [(r, c) for r in range(p.height) for c in range(p.width)]
        clue_at = p.clue_at()
        drawn: dict = {cell: [] for cell in cells}

        def go(i: int):
            if i == len(cells):
                yield self.trace(p, drawn, self.variants[0])
                return
            r, c = cell = cells[i]
            ahead = [nb for nb in ((r, c + 1), (r + 1, c)) if nb in drawn]
            for mask in range(1 << len(ahead)):
                chosen = [nb for j, nb in enumerate(ahead) if mask >> j & 1]
                degree = len(drawn[cell]) + len(chosen)
                if (degree != 1 if cell in clue_at else degree not in (0, 2)) or any(len(drawn[nb]) >= 2
                                                                                     for nb in chosen):
                    continue
                for nb in chosen:
                    drawn[cell].append(nb)
                    drawn[nb].append(cell)
                yield from go(i + 1)
                for nb in chosen:
                    drawn[cell].pop()
                    drawn[nb].pop()

        yield from go(0)

    def to_json(self, sol: Lines) -> dict:
        return {"variant": sol.variant, "grid": [list(row) for row in sol.grid],
                "paths": [{"label": label, "cells": [list(rc) for rc in cells]} for label, cells in sol.paths]}

    def from_json(self, doc: dict, p, source: str = "solution") -> Lines:
        paths = doc.get("paths")
        if not isinstance(paths, list):
            raise InputError('solution must have "paths": [{"label": ..., "cells": [[r, c], ...]}, ...]', source)
        out = []
        for i, item in enumerate(paths):
            if not isinstance(item, dict) or not isinstance(item.get("cells"), list):
                raise InputError(f'"paths"[{i}] must be {{"label": ..., "cells": [[r, c], ...]}}', source)
            label = item.get("label")
            label = str(label) if isinstance(label, int) and not isinstance(label, bool) else label
            if not isinstance(label, str):
                raise InputError(f'"paths"[{i}].label must be a string', source)
            for rc in item["cells"]:
                if not (isinstance(rc, list) and len(rc) == 2
                        and all(isinstance(x, int) and not isinstance(x, bool) for x in rc)):
                    raise InputError(f'"paths"[{i}].cells must be [row, col] integer pairs, got {rc!r}', source)
            out.append((label, tuple((r, c) for r, c in item["cells"])))
        variant = doc.get("variant", self.variants[0])
        if variant not in self.variants:
            raise InputError(f'"variant" must be one of {", ".join(self.variants)}, got {variant!r}', source)
        sol = self.make(p, out, variant)
        grid = doc.get("grid")
        if grid is None:
            return sol
        if (not isinstance(grid, list) or not all(isinstance(row, list) for row in grid)
                or not all(isinstance(x, int) and not isinstance(x, bool) for row in grid for x in row)):
            raise InputError('"grid" must be a list of rows of integers', source)
        return Lines(sol.paths, tuple(map(tuple, grid)), variant)

    def check(self, p, sol: Lines, rules=None) -> list[str]:
        """What every answer of lines obeys: one line a label of the puzzle, from one of its
        clues to the other through orthogonal neighbours inside the grid, crossing no line and
        no other clue, no stray segments, a known variant, the grid of line numbers matching;
        ``rules(owner)`` (``owner``: cell -> label of its line) adds the genre's own problems
        (listed before the grid's)."""
        problems, ends, clue_at = [], p.ends(), p.clue_at()
        owner: dict[tuple[int, int], str] = {}
        for label, cells in sol.paths:
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
            for i, (r, c) in enumerate(cells):
                if not (0 <= r < p.height and 0 <= c < p.width):
                    problems.append(f"line {label} leaves the grid at {cell_name(r, c)}")
                elif (r, c) in owner:
                    what = "crosses itself" if owner[r, c] == label else f"crosses line {owner[r, c]}"
                    problems.append(f"line {label} {what} at {cell_name(r, c)}")
                else:
                    owner[r, c] = label
                    if 0 < i < len(cells) - 1 and (r, c) in clue_at:
                        problems.append(f"line {label} runs through the {clue_at[r, c]} clue at {cell_name(r, c)}")
        seen = [label for label, _ in sol.paths]
        problems += [f"clue {label} has {n} lines, needs exactly 1" for label in p.labels
                     if (n := seen.count(label)) != 1]
        problems += [f"a line segment at {_name(cell)} belongs to no line between clues (a loop)" for cell in sol.stray]
        if sol.variant not in self.variants:
            problems.append(f"unknown variant {sol.variant!r} ({', '.join(self.variants)})")
        problems += rules(owner) if rules else []
        index = {label: k for k, (label, _) in enumerate(sol.paths, 1)}
        if [list(row) for row in sol.grid] != [[index.get(owner.get((r, c)), 0) for c in range(p.width)]
                                               for r in range(p.height)]:
            problems.append("the grid of path numbers does not match the listed lines")
        return problems

    def line(self, p, sol: Lines) -> str:
        """The rows of labels, '/'-separated (labels of one character run together)."""
        labels = [label for label, _ in sol.paths]
        sep = "" if all(len(x) == 1 for x in labels) else " "
        return "/".join(sep.join(labels[k - 1] if k else "." for k in row) for row in sol.grid)

    def text_rows(self, p, sol, ascii: bool = False) -> list[str]:
        """The grid as text: clue labels (right-aligned to the longest), lines drawn in and
        between the cells."""
        links = {link for _, cells in (sol.paths if sol else ()) for a, b in zip(cells, cells[1:])
                 for link in ((a, b), (b, a))}
        clue_at = p.clue_at()
        wide = max(len(x) for x in p.labels)
        dash = "-" if ascii else "─"

        def glyph(r: int, c: int) -> str:
            if (r, c) in clue_at:
                return clue_at[r, c].rjust(wide)
            key = tuple(int(((r, c), nb) in links) for nb in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)))
            if not any(key):
                return ".".rjust(wide)
            ch = self.ASCII.get(key, "+") if ascii else self.GLYPH.get(key, "┼")
            return (dash if key[3] else " ") * (wide - 1) + ch

        return ["".join(glyph(r, c) + ((dash if ((r, c), (r, c + 1)) in links else " ") if c + 1 < p.width else "")
                        for c in range(p.width)).rstrip() for r in range(p.height)]

    def text(self, p, sol, title: str, ascii: bool = False) -> str:
        """The text drawing: the title, then :meth:`text_rows`."""
        return "\n".join([title] + self.text_rows(p, sol, ascii))

    def svg(self, p, sol, title: str) -> str:
        """The SVG drawing: the grid, its frame and :meth:`draw`."""
        b = SvgBoard(p.height, p.width, title)
        b.grid()
        b.frame()
        self.draw(p, sol, b)
        return b.document()

    def draw(self, p, sol, b: SvgBoard) -> None:
        """One coloured line per label, and the clues as discs of their line's colour."""
        colour = {lab: PALETTE[i % len(PALETTE)] for i, lab in enumerate(p.labels)}
        for label, cells in (sol.paths if sol else ()):
            b.path(cells, colour.get(label, INK), extra=f' data-label="{escape(label)}"')
        for (r, c), lab in sorted(p.clue_at().items()):
            b.disc(r, c, 0.36, "white", colour[lab], 3, "clue", extra=f' data-label="{escape(lab)}"')
            cx, cy = b.centre(r, c)
            b.text(cx, cy, lab, 18 if len(lab) < 3 else 13, INK, "clue-label", "bold")


def _name(cell) -> str:
    """A cell's name (r1c1), or its repr when it is no pair of integers (a checked answer)."""
    try:
        return cell_name(*cell)
    except TypeError:
        return repr(cell)


SHADED = Shaded()
REGIONS = Regions()
DOMINOES = Dominoes()
LOOP = CellLoop()
BRIDGES = Bridges()
