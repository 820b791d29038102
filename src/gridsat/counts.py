"""Local counts of shaded cells, and rooms shaded as one: the shared builder of the genres that
shade by numbers around a cell or a lattice point (Minesweeper, Mosaic, Creek, Paint Area,
Tile Paint, ...).

Geometry (plain functions of the board; checkers use them too):

=========  ===================================================  =====================
``near``   the cells counted for a place ``(r, c)``              genres
=========  ===================================================  =====================
``"4"``    the up to 4 cells sharing an edge with cell (r, c)    Paint Area, Light Up
``"8"``    the up to 8 cells touching cell (r, c)                Minesweeper
``"3x3"``  the 3x3 block centred on cell (r, c), itself in it    Mosaic (Fill-a-Pix)
``"point"`` the up to 4 cells around lattice point (r, c)        Creek
=========  ===================================================  =====================

Lattice point ``(r, c)`` (0 <= r <= rows, 0 <= c <= cols) is the top-left corner of cell
``(r, c)``; the cells around it are ``(r-1, c-1), (r-1, c), (r, c-1), (r, c)`` on the grid.

Builders (the count is a cardinality constraint of :mod:`gridsat.cardinality`, recorded with
no encoding: the lowering writes the job's ``--card``):

* :func:`count` ``(model, p, shaded, where, k, near, op)``: the shaded cells of the
  neighbourhood number ``k`` (``op``: ``"=="``, ``"<="``, ``">="``).  ``shaded`` maps a cell to
  its literal; a cell of the neighbourhood without one (a numbered cell that holds no mine) is
  unshaded and not counted.
* :func:`uniform_rooms` ``(model, shaded, rooms)``: every room all shaded or all unshaded; one
  variable per room (its first cell's), the room's other cells equal to it; returns them.

:func:`settle`: what exact counts alone force (plain propagation), for a settle tactic.

Answer (:data:`SHADED_OVER_NUMBERS`): shaded cells whose pictures keep the numbers on them
readable (white on the shading), for genres whose numbered cells may be shaded.

Generation (:func:`count_generator`): the ``gridsat generate`` moves of a genre whose clues
are counts near places (Mosaic, Creek): plant a random shading, show some of its counts, and
while answers differ show the count of a place next to an open cell (from one answer, so the
puzzle stays solvable); ``--minimal`` takes counts away.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from .answers import Shaded
from .cardinality import at_least, at_most, exactly
from .model import Model

Cell = tuple[int, int]
NEAR = ("4", "8", "3x3", "point")

_STEPS = {
    "4": ((-1, 0), (0, -1), (0, 1), (1, 0)),  # every list in reading order
    "8": tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc),
    "3x3": tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)),
    "point": ((-1, -1), (-1, 0), (0, -1), (0, 0)),
}
_BUILD = {"==": exactly, "<=": at_most, ">=": at_least}


def cells_near(p, where: Cell, near: str = "8") -> list[Cell]:
    """The cells of the grid ``p`` (anything with ``rows`` and ``cols``) in the neighbourhood
    ``near`` of ``where`` (a cell, or a lattice point for ``"point"``), in reading order."""
    steps = _STEPS.get(near)
    if steps is None:
        raise ValueError(f"unknown neighbourhood {near!r}; choose one of: {', '.join(NEAR)}")
    r, c = where
    rows, cols = p.rows, p.cols
    return [(r + dr, c + dc) for dr, dc in steps if 0 <= r + dr < rows and 0 <= c + dc < cols]


def shaded_near(p, on: Iterable[Cell], where: Cell, near: str = "8") -> int:
    """How many cells of ``on`` are in the neighbourhood (for checkers: no encoding)."""
    on = on if isinstance(on, (set, frozenset)) else set(on)
    return sum(cell in on for cell in cells_near(p, where, near))


def count(model: Model, p, shaded: dict, where: Cell, k: int, near: str = "8", op: str = "==",
          settled: dict | None = None) -> None:
    """The shaded cells in the neighbourhood ``near`` of ``where`` number ``k`` (``op``
    ``"=="``, ``"<="`` or ``">="``); cells without a literal in ``shaded`` count as unshaded;
    ``settled`` cells (:func:`settle`) are left out and the bound moved by their shading."""
    settled = settled or {}
    cells = [cell for cell in cells_near(p, where, near) if cell in shaded]
    _BUILD[op](model, [shaded[x] for x in cells if x not in settled], k - sum(settled.get(x, False) for x in cells))


def settle(p, clues, near: str, unshaded=()) -> dict | None:
    """What exact counts alone force, by the two plain steps (a count reached: the rest of its
    cells unshaded; a count that needs every cell left: all shaded) repeated until nothing
    changes: ``{cell: shaded?}`` (``unshaded``: cells known unshaded from the start).  None when
    the counts contradict each other (the encoding, unsettled, then says so).  ``clues``:
    ``[(where, k), ...]``.  For a genre's settle tactic (in-process answers only)."""
    fixed = {cell: False for cell in unshaded}
    blocks = [(cells_near(p, where, near), k) for where, k in clues]
    changed = True
    while changed:
        changed = False
        for cells, k in blocks:
            free = [x for x in cells if x not in fixed]
            have = sum(fixed.get(x, False) for x in cells)
            if have > k or have + len(free) < k:
                return None
            if free and (have == k or have + len(free) == k):
                fixed.update(dict.fromkeys(free, have < k))
                changed = True
    return fixed


def uniform_rooms(model: Model, shaded: dict, rooms: Sequence[Sequence[Cell]]) -> list[int]:
    """Every room all shaded or all unshaded: each cell's literal equals its room's first
    cell's (two binary clauses a cell).  Returns one literal per room, in room order."""
    out = []
    for room in rooms:
        first = shaded[room[0]]
        for cell in room[1:]:
            lit = shaded[cell]
            model.add([-first, lit])
            model.add([first, -lit])
        out.append(first)
    return out


def uniform(on: Iterable[Cell], rooms: Sequence[Sequence[Cell]]) -> list[int]:
    """The rooms (their indices) that are partly shaded (for checkers: no encoding)."""
    on = set(on)
    return [i for i, room in enumerate(rooms) if 0 < sum(cell in on for cell in room) < len(room)]


class _OverNumbers(Shaded):
    def draw(self, p, sol, b) -> None:
        super().draw(p, sol, b)
        for r, c in self.cells(sol):
            if p.inside(r, c) and p.cells[r][c] is not None:
                b.text(*b.centre(r, c), p.board.cells.token(p.cells[r][c]), b.cell * 0.5, "white", "given", "bold")


SHADED_OVER_NUMBERS = _OverNumbers()  # {"shaded": [...]}, the same Solution as answers.SHADED


class _Shape:
    def __init__(self, rows: int, cols: int) -> None:
        self.rows, self.cols = rows, cols

    def __iter__(self):
        return ((r, c) for r in range(self.rows) for c in range(self.cols))


def places(rows: int, cols: int, near: str) -> list[Cell]:
    """Where counts may stand: every cell, or every lattice point for ``"point"``."""
    extra = int(near == "point")
    return [(r, c) for r in range(rows + extra) for c in range(cols + extra)]


def count_generator(near: str, build, clues_of, size=(8, 8), shaded: float = 0.5, shown: float = 0.3,
                    plant=None):
    """A :class:`gridsat.genre.Generator` for counts of shaded cells near places.  ``build((rows,
    cols), {place: count}) -> P``; ``clues_of(P) -> {place: count}``; ``shaded``: the planted
    share of shaded cells; ``shown``: the share of places whose count the start shows;
    ``plant(rng, g, shaded) -> {cell, ...}``: the genre's own planted shading (its other rules)."""
    from .genre import Generator

    def make(rng, shape, options):
        g = _Shape(*shape)
        on = plant(rng, g, shaded) if plant else {cell for cell in g if rng.random() < shaded}
        return build(shape, {x: shaded_near(g, on, x, near) for x in places(*shape, near) if rng.random() < shown})

    def improve(rng, p, forced):
        if forced.solution is None:
            return None
        have, on = clues_of(p), set(forced.solution.shaded)
        open_cells = {tuple(label[1:3]) for label in forced.open + forced.unknown}
        near_open = [x for x in places(p.rows, p.cols, near) if x not in have
                     and any(cell in open_cells for cell in cells_near(p, x, near))]
        if not near_open:
            return None
        x = rng.choice(near_open)
        return build((p.rows, p.cols), {**have, x: shaded_near(p, on, x, near)})

    def without(p, gone):
        gone = set(gone)
        return build((p.rows, p.cols), {x: k for x, k in clues_of(p).items() if x not in gone})

    return Generator(make=make, improve=improve, clues=lambda p: sorted(clues_of(p)), without=without,
                     monotone=True, size=size)
