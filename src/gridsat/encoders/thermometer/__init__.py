"""Thermometers.

Rules (Janko, puzzlekit): the grid is covered by thermometers, each a line of cells starting at
its bulb.  Fill cells so that every thermometer is filled from its bulb without gaps (empty,
partly or wholly filled), and a number outside the grid counts the filled cells of its column
(top) or row (left).

The board: each thermometer is a room; a cell's number is its place on the thermometer (1 at
the bulb).  A room without numbers is no thermometer (its cells stay empty).
"""
from __future__ import annotations

import random
import re

from ...answers import SHADED
from ...board import Board, Cells, Grid
from ...cardinality import exactly
from ...declare import declare
from ...formats import InputError
from ...genre import Format, Generator, line_counts, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(1, None)), rooms=True, outside=("top", "left"), max_size=100, spaced=True)


class Thermometers(Grid):
    __slots__ = ()

    def validate(self) -> None:
        for room in self.room_cells:
            marks = sorted(v for r, c in room if (v := self.cells[r][c]) is not None)
            if marks and marks != list(range(1, len(room) + 1)):
                raise InputError(f"the thermometer at {cell_name(*room[0])} must number its {len(room)} cells "
                                 f"1..{len(room)} from the bulb", self.source, cell=room[0])

    def thermometers(self) -> list[list[tuple[int, int]]]:
        """Each thermometer's cells from the bulb on."""
        return [sorted(room, key=lambda x: self.cells[x[0]][x[1]]) for room in self.room_cells
                if self.cells[room[0][0]][room[0][1]] is not None]

    def lines(self):
        """(what, cells, count) for every count outside the grid."""
        for side, counts in self.outside.items():
            for i, n in enumerate(counts):
                if n is not None:
                    yield ((f"column {i + 1}", [(r, i) for r in range(self.rows)], n) if side == "top"
                           else (f"row {i + 1}", [(i, c) for c in range(self.cols)], n))


def rules(p, model, options) -> None:
    filled = SHADED.vars(p, model)
    on_one = set()
    for cells in p.thermometers():
        with model.tag(f"the thermometer at {cell_name(*cells[0])} fills from its bulb"):
            for a, b in zip(cells, cells[1:]):
                model.add([-filled[b], filled[a]])
        on_one.update(cells)
    for cell in p:
        if cell not in on_one:
            model.add([-filled[cell]])
    for what, cells, n in p.lines():
        with model.tag(f"{what} has {n} filled cells"):
            exactly(model, [filled[x] for x in cells], n)


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*cell)} is not on the grid" for cell in sorted(on) if not p.inside(*cell)]
    on &= set(p)
    on_one = set()
    for cells in p.thermometers():
        on_one.update(cells)
        k = sum(x in on for x in cells)
        if any(x not in on for x in cells[:k]):
            problems.append(f"the thermometer at {cell_name(*cells[0])} is not filled from its bulb")
    problems += [f"{cell_name(*x)} is on no thermometer but filled" for x in sorted(on - on_one)]
    for what, cells, n in p.lines():
        k = sum(x in on for x in cells)
        if k != n:
            problems.append(f"{what} has {k} filled cells, needs {n}")
    return problems


# -- puzzlekit's text: R C, the column counts, the row counts, then "T.K" a cell ---------------------

def from_puzzlekit(text: str, source: str = "input"):
    lines = [(no, line.split()) for no, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) < 3 or len(lines[0][1]) != 2 or not all(t.isdigit() for t in lines[0][1]):
        raise InputError("puzzlekit text: 'ROWS COLS', the column counts, the row counts, then the cells",
                         source, lines[0][0] if lines else 1)
    rows, cols = map(int, lines[0][1])
    if len(lines) != 3 + rows:
        raise InputError(f"puzzlekit text: {len(lines) - 3} rows of cells, the header says {rows}", source)

    def counts(no, tokens, n, what):
        if len(tokens) != n or not all(t == "-" or t.isdigit() for t in tokens):
            raise InputError(f"puzzlekit text: {n} {what} counts (numbers or -)", source, no)
        return [None if t == "-" else int(t) for t in tokens]

    top, left = counts(*lines[1], cols, "column"), counts(*lines[2], rows, "row")
    cells, rooms = [], []
    for r, (no, tokens) in enumerate(lines[3:]):
        if len(tokens) != cols or not all(re.fullmatch(r"\d{1,6}\.\d{1,6}|-", t) for t in tokens):
            raise InputError(f"puzzlekit text: a row of {cols} cells 'T.K' (thermometer T, place K)", source, no)
        rooms.append([t.split(".")[0] if t != "-" else f"-{r}.{c}" for c, t in enumerate(tokens)])
        cells.append([int(t.split(".")[1]) if t != "-" else None for t in tokens])
    return Puzzle(cells, rooms, {"top": top, "left": left}, source=source)


def to_puzzlekit(p) -> str:
    out = [f"{p.rows} {p.cols}"] + [" ".join("-" if v is None else str(v) for v in p.outside[side])
                                    for side in ("top", "left")]
    out += [" ".join(f"{p.rooms[r][c] + 1}.{v}" if (v := p.cells[r][c]) is not None else "-" for c in range(p.cols))
            for r in range(p.rows)]
    return "\n".join(out) + "\n"


def parse(text: str, source: str = "input"):
    first = next((line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("//")), "")
    if re.fullmatch(r"\s*\d{1,4}\s+\d{1,4}\s*", first):
        return from_puzzlekit(text, source)
    return GENRE.declared.parse(text, source)


def draw_svg(p, sol=None) -> str:
    """Thermometers as tubes with a bulb (grey), the filled part drawn over them (answer ink)."""
    from ...answers import draw_svg as board
    from ...render.svg import ANSWER

    b = board(p, GENRE.title)
    b.grid()
    for side, line in p.outside.items():
        for i, v in enumerate(line):
            if v is not None:
                b.outside(side, i, str(v))
    on = set(sol.shaded) if sol is not None else set()
    for cells in p.thermometers():
        b.path(cells, "#b0b0b0", 0.3, "tube")
        b.disc(*cells[0], 0.36, "#b0b0b0", "#b0b0b0", 1, "bulb")
        full = [x for x in cells if x in on]
        if full:
            b.path(full, ANSWER, 0.3, "filled")
            b.disc(*cells[0], 0.36, ANSWER, ANSWER, 1, "filled-bulb")
    b.frame()
    return b.document()


def grow(rng: random.Random, rows: int, cols: int, go_on: float, longest: int | None = None):
    """Random thermometers covering the grid, each grown from a random free cell while
    ``rng.random() < go_on`` (up to ``longest`` cells): ``(cells, labels)``, each cell its
    place on its thermometer (the bulb 1), each label the thermometer's first cell."""
    label, cells = {}, [[None] * cols for _ in range(rows)]
    free = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(free)
    for start in free:
        if start in label:
            continue
        path = [start]
        while (longest is None or len(path) < longest) and rng.random() < go_on:
            r, c = path[-1]
            nxt = [x for x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                   if 0 <= x[0] < rows and 0 <= x[1] < cols and x not in label and x not in path]
            if not nxt:
                break
            path.append(rng.choice(nxt))
        for k, (r, c) in enumerate(path, 1):
            label[r, c], cells[r][c] = start, k
    return cells, [[label[r, c] for c in range(cols)] for r in range(rows)]


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    cells, labels = grow(rng, rows, cols, 0.7)
    top = [rng.choice([None, rng.randint(0, rows)]) for _ in range(cols)]
    left = [rng.choice([None, rng.randint(0, cols)]) for _ in range(rows)]
    return Puzzle(cells, labels, {"top": top, "left": left})


def board(rng: random.Random, size, options):
    """Random thermometers for ``gridsat generate`` (each grown from a random free cell while
    a coin says go on, up to 5 cells), no counts yet."""
    cells, labels = grow(rng, *size, 0.8, longest=5)
    return Puzzle(cells, labels, source="generated")




GENRE = declare(
    "thermometer", "Thermometers", BOARD, SHADED, rules, check, module=__name__, aliases=("thermometers",),
    puzzle=BOARD.puzzle_type("thermometer", __name__, Thermometers), tiny=tiny, parse=parse, draw_svg=draw_svg,
    formats=(Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False),),
    generate=Generator(board=board, shows=lambda p, sol: line_counts(p, sol.shaded), pose=posed_cells,
                       size=(6, 6)))
Puzzle = GENRE.puzzle
