"""Minesweeper (puzz.link ``mines``).

Rules (pzprjs): some cells hold a number 0-8 (or a number not given, ``?``).  Place mines on
the other cells so that every number counts the mines among the up to eight cells around it.
A numbered cell holds no mine.  Optionally the puzzle gives the total of mines (puzzlekit's
header ``R C M``; native text ``mines: M``), which then holds too; pzprjs gives none.

Formats: native text ``minesweeper 5x5``, rows of ``.``/``0``-``8``/``?``, an optional line
``mines: M``; JSON ``{"genre": "minesweeper", "cells": [...], "mines": M}``; puzz.link ``mines``
(pzprjs's number16 cells); puzzlekit's ``R C M`` text (``#`` a cell off the board: read as a
cell with no mine and no count, ``?``).
"""
from __future__ import annotations

import random
import re

from ...answers import Shaded
from ...board import Board, Cells, Grid
from ...cardinality import exactly
from ...context import ANSWERS_ONLY
from ...counts import cells_near, count, settle, shaded_near
from ...declare import Url, declare
from ...formats import InputError
from ...formats.codecs import Number16, Seq
from ...genre import Format, Generator, Part, posed_cells
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, 8), unknown=True), max_size=200)
MINES = Shaded(ink=("●", "*"))  # solution {"shaded": [...]}: the mines
_MINES = re.compile(r"^[ \t]*mines[ \t]*:[ \t]*(\S*)[ \t]*$", re.I | re.M)


class Puzzle(Grid):
    """A Minesweeper board; ``mines``: the total of mines, when the puzzle gives it (else None)."""

    __slots__ = ()
    BOARD, genre = BOARD, "minesweeper"

    def __init__(self, *parts, mines=None, **named) -> None:
        super().__init__(*parts, **named)
        if mines is not None and (isinstance(mines, bool) or not isinstance(mines, int)
                                  or not 0 <= mines <= self.rows * self.cols):
            raise InputError(f"the total of mines must be a number 0..{self.rows * self.cols}, got {mines!r}",
                             self.source)
        self.__dict__["mines"] = mines

    def _key(self) -> tuple:
        return super()._key() + (self.mines,)

    def replace(self, **parts) -> "Puzzle":
        mines = parts.pop("mines", self.mines)
        p = super().replace(**parts)
        return p if mines is None else Puzzle(p.cells, source=p.source, mines=mines)

    def free(self) -> list[tuple[int, int]]:
        """The cells that may hold a mine: those without a number."""
        return [(r, c) for r, c in self if self.cells[r][c] is None]


# in-process answers: what the counts plainly force is settled before encoding (units)
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the counts plainly force before encoding")


def rules(p: Puzzle, model, options) -> None:
    mines = MINES.vars(p, model, p.free())
    numbered = [x for x in p if p.cells[x[0]][x[1]] is not None]
    settled = (settle(p, p.numbers().items(), "8", numbered) if options.on(SETTLE) else None) or {}
    for x, on in settled.items():
        if x in mines:
            model.add([mines[x] if on else -mines[x]])
    for cell, k in p.numbers().items():
        with model.tag(f"{cell_name(*cell)} has {k} mines around it"):
            count(model, p, mines, cell, k, "8", settled=settled)
    if p.mines is not None:
        with model.tag(f"{p.mines} mines in all"):
            exactly(model, [v for x, v in mines.items() if x not in settled],  # mtotalizer: the smallest measured
                    p.mines - sum(settled.get(x, False) for x in mines), prefer="mtotalizer")


def check(p: Puzzle, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"mine at {cell_name(*x)} " + ("is not on the grid" if not p.inside(*x) else "is on a numbered cell")
                for x in sorted(on) if not p.inside(*x) or p.cells[x[0]][x[1]] is not None]
    for cell, k in p.numbers().items():
        n = shaded_near(p, on, cell, "8")
        if n != k:
            problems.append(f"{cell_name(*cell)} has {n} mines around it, needs {k}")
    if p.mines is not None and len(on) != p.mines:
        problems.append(f"{len(on)} mines in all, needs {p.mines}")
    return problems


# -- the total of mines in the formats ------------------------------------------------------------

def parse(text: str, source: str = "input") -> Puzzle:
    found = _MINES.findall(text)
    p = DECLARED.parse(_MINES.sub("//", text), source)
    if len(found) > 1:
        raise InputError("a second 'mines:' line", source)
    if found and not found[0].isdigit():
        raise InputError(f"mines: {found[0][:12]!r} is not a number", source)
    return p.replace(mines=int(found[0])) if found else p


def to_text(p: Puzzle) -> str:
    return DECLARED.to_text(p) + ("" if p.mines is None else f"mines: {p.mines}\n")


def to_json(p: Puzzle) -> dict:
    return {**DECLARED.to_json(p), **({} if p.mines is None else {"mines": p.mines})}


def from_json(doc: dict, source: str = "input") -> Puzzle:
    return DECLARED.from_json(doc, source).replace(mines=doc.get("mines"))


def from_puzzlekit(text: str, source: str = "input") -> Puzzle:
    """puzzlekit: ``R C M``, then the grid (``-`` a cell that may hold a mine, ``#`` one off the
    board, read as ``?``)."""
    lines = [line for line in text.splitlines() if line.strip()]
    head = lines[0].split() if lines else []
    if len(head) != 3 or not all(t.isdigit() for t in head):
        raise InputError("puzzlekit text: the first line must be 'ROWS COLS MINES'", source, 1)
    body = "\n".join([" ".join(head[:2])] + [line.replace("#", "?") for line in lines[1:]])
    return DECLARED.from_puzzlekit(body, source).replace(mines=int(head[2]))


def to_puzzlekit(p: Puzzle) -> str:
    if p.mines is None:
        raise InputError("puzzlekit's Minesweeper needs the total of mines ('mines: M'); this puzzle gives none")
    head, *rest = DECLARED.to_puzzlekit(p).splitlines()
    return "\n".join([f"{head} {p.mines}"] + [line.replace("?", "#") for line in rest]) + "\n"


def tiny(rng: random.Random) -> Puzzle:
    """A planted field of at most 3x4 cells, some of its counts shown (and now and then its total)."""
    rows, cols = rng.randint(1, 3), rng.randint(1, 4)
    g = Puzzle(size=(rows, cols))
    mines = {x for x in g if rng.random() < 0.3}
    cells = [[None] * cols for _ in range(rows)]
    for r, c in g:
        if (r, c) not in mines and rng.random() < 0.4:
            near = cells_near(g, (r, c), "8")
            cells[r][c] = "?" if rng.random() < 0.1 else len(set(near) & mines) if rng.random() < 0.85 \
                else rng.randint(0, len(near))  # now and then a count that may not hold
    return Puzzle(cells, mines=len(mines) if rng.random() < 0.2 else None)


def plant(rng: random.Random, p: Puzzle):
    """A random field for ``gridsat generate``: each cell a mine with chance 0.2."""
    return MINES.solution(tuple(x for x in p if rng.random() < 0.2))


def counts(p: Puzzle, sol) -> dict:
    """The clues a field shows: the count of every cell without a mine."""
    on = set(sol.shaded)
    return {x: shaded_near(p, on, x, "8") for x in p if x not in on}


URL = Url(("mines",), Seq(("cells", Number16())))
GENRE = declare(
    "minesweeper", "Minesweeper", BOARD, MINES, rules, check, module=__name__, aliases=("mines",),
    puzzle=Puzzle, url=URL, puzzlekit=("cells",), tiny=tiny, candidates=lambda p: MINES.candidates(p, p.free()),
    parse=parse, to_text=to_text, to_json=to_json, from_json=from_json,
    generate=Generator(plant=plant, shows=counts, pose=posed_cells, size=(10, 10)),
    formats=(Format("puzzlink", lambda text, source="url": DECLARED.from_url(text, source),
                    lambda p: DECLARED.to_url(p), pids=URL.pids),
             Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False)))
DECLARED = GENRE.declared
