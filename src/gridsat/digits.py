"""Digits in rooms, and puzzles whose clues are given digits: what Ripple Effect, Suguru and
Binairo share, over the one-hot digits of :mod:`gridsat.latin`.

* :func:`room_digits`: each cell of a room of k cells holds one of 1..k, each digit once in
  the room (Ripple Effect, Suguru); the variables are ``("value", r, c, d)``, the primary
  variables of :class:`gridsat.answers.Numbers`, so its ``decode`` reads the answer;
* :func:`given_digits`: a given digit stands, one clause tagged ``given d at r1c1`` each
  (what an explanation names);
* :func:`room_fillings`: every grid where each room of k cells holds 1..k (the brute force of
  the contract test); :func:`rooms_fillable`: whether rooms (and a genre's own rule) can be
  filled at all (generators);
* :func:`givens_generator`: a :class:`gridsat.genre.Generator` for puzzles of given digits:
  plant an answer, give some of its digits, add one where answers still differ; ``--minimal``
  takes givens away.
"""
from __future__ import annotations

import random
from contextlib import nullcontext
from itertools import permutations, product
from typing import Callable, Iterator, Sequence

from .cardinality import exactly
from .latin import Digits
from .model import Model
from .render.text import cell_name

Cell = tuple[int, int]


def room_digits(model: Model, rooms: Sequence[Sequence[Cell]], name: str = "value", tagged: bool = False) -> Digits:
    """Each cell of a room of k cells holds exactly one of 1..k, and each of 1..k once in the
    room (``rooms``: the cells of each room; ``tagged``: each room's rule is a clue
    explanations name, ``room 2 (r1c3) holds 1..4``).  The variables are marked primary."""
    grid = Digits(model, {cell: range(1, len(room) + 1) for room in rooms for cell in room}, name=name)
    for i, room in enumerate(rooms):
        with model.tag(f"room {i + 1} ({cell_name(*room[0])}) holds 1..{len(room)}") if tagged else nullcontext():
            for cell in room:
                exactly(model, [v for _, v in grid.lits(cell)], 1)
            grid.once_in(room, range(1, len(room) + 1), exact=True)
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    return grid


def given_digits(model: Model, grid: Digits, givens: dict[Cell, int]) -> None:
    """Each given digit stands (a digit the cell cannot hold: no answer, named by its tag)."""
    for cell, d in sorted(givens.items()):
        with model.tag(f"given {d} at {cell_name(*cell)}"):
            lit = grid.lit(cell, d)
            if lit is not True:
                model.add([lit] if lit is not False else [])


def rooms_fillable(rooms: Sequence[Sequence[Cell]], rule: Callable | None = None) -> bool:
    """Can each room of k cells hold 1..k, with ``rule(model, digits, rooms)`` (a genre's own
    rules) added?  One SAT call (generators: Suguru grows its rooms while this holds)."""
    from .backends import make_backend

    model = Model()
    grid = room_digits(model, rooms)
    if rule is not None:
        rule(model, grid, rooms)
    with make_backend(model) as be:
        return be.satisfiable()


def room_fillings(rows: int, cols: int, rooms: Sequence[Sequence[Cell]]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every rows x cols grid in which each room of k cells holds 1..k once."""
    for choice in product(*(permutations(range(1, len(room) + 1)) for room in rooms)):
        grid = [[0] * cols for _ in range(rows)]
        for room, digits in zip(rooms, choice):
            for (r, c), d in zip(room, digits):
                grid[r][c] = d
        yield tuple(map(tuple, grid))


def with_digits(p, digits: dict[Cell, object]):
    """``p`` with these cells' clues replaced (None: taken away)."""
    return p.replace(cells=[[digits.get((r, c), v) for c, v in enumerate(row)] for r, row in enumerate(p.cells)])


def planted(rng: random.Random, p, values: Callable, picks: int | None = None):
    """A random answer of ``p`` (None when it has none): ``picks`` random cells (default: an
    eighth) take random digits of ``values(p, cell)`` one at a time, each kept when an answer
    remains; then the solver's answer."""
    from . import api

    cells = list(p)
    rng.shuffle(cells)
    for cell in cells[:max(1, len(cells) // 8) if picks is None else picks]:
        for d in rng.sample(list(values(p, cell)), len(values(p, cell))):
            q = with_digits(p, {cell: d})
            if api.solve(q).status == "solved":
                p = q
                break
    report = api.solve(p)
    return report.solution if report.status == "solved" else None


def givens_generator(blank: Callable, values: Callable, start: float = 0.25, **fields):
    """The generator of a genre whose clues are given digits (``Numbers`` answers):
    ``blank(rng, size, options)`` is the board without givens, ``values(p, cell)`` the digits a
    cell may hold; a start gives ``start`` of a planted answer's digits, a move gives the
    answer's digit of a cell where answers differ.  ``fields``: the Generator's others (size)."""
    from .formats import InputError
    from .genre import Generator

    def make(rng, size, options):
        for _ in range(50):  # (a random board may have no answer: Suguru's rooms)
            p = blank(rng, size, options)
            sol = planted(rng, p, values)
            if sol is not None:
                cells = rng.sample(list(p), round(start * p.rows * p.cols))
                return with_digits(p, {(r, c): sol.grid[r][c] for r, c in cells})
        raise InputError(f"no {size[0]}x{size[1]} board with an answer found")

    def improve(rng, p, forced):
        open_cells = sorted({(lab[1], lab[2]) for lab in forced.open} - set(p.numbers()))
        if forced.solution is None or not open_cells:
            return None
        r, c = rng.choice(open_cells)
        return with_digits(p, {(r, c): forced.solution.grid[r][c]})

    return Generator(make=make, improve=improve, clues=lambda p: sorted(p.numbers()),
                     without=lambda p, gone: with_digits(p, dict.fromkeys(gone)), monotone=True, **fields)
