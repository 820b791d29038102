"""Shapes on a grid: polyominoes up to rotation and reflection, and placing shapes.

Plain functions (no model) for shapes as sets of ``(row, col)`` cells:

* :func:`normal`: a shape moved to the origin (sorted tuple of cells);
* :func:`variants`: its distinct rotations and reflections; :func:`canonical`: one of them
  picked once for all (shape identity: two shapes are "the same" when their canonical forms
  are equal); :data:`TETROMINOES` (``L I T S O``) and :func:`shape_name`;
* :func:`placements`: every position of a shape (all its variants) inside a set of cells;
  :func:`straight`: the straight pieces of a length (ships).

Builders over a :class:`~gridsat.model.Model`, the shading given as ``cells``, a mapping
cell -> literal (cells not in it are never shaded):

* :func:`place`: a selection literal per candidate placement; the shaded cells are exactly
  the cells of the selected placements, which never overlap;
* :func:`kinds`: a literal per shape name, true when a selected placement has that shape;
* :func:`fleet`: a fleet of straight ships of given lengths and numbers, ships never
  touching, not even diagonally (Battleships);
* :func:`rectangles`: every orthogonally connected shaded area is a rectangle (no 2x2 block
  with exactly three shaded cells).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Mapping, Sequence

from .cardinality import at_most, exactly
from .model import Model

Cell = tuple[int, int]
Shape = tuple[Cell, ...]


def normal(cells: Iterable[Cell]) -> Shape:
    """The shape moved so that its top row and leftmost column are 0, cells sorted."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def variants(cells: Iterable[Cell]) -> list[Shape]:
    """The distinct rotations and reflections of a shape (each :func:`normal`), in a fixed order."""
    return list(_variants(normal(cells)))


@lru_cache(maxsize=None)
def _variants(shape: Shape) -> tuple[Shape, ...]:
    out: list[Shape] = []
    for flip in (False, True):
        now = [(c, r) if flip else (r, c) for r, c in shape]
        for _ in range(4):
            now = [(c, -r) for r, c in now]  # a quarter turn
            s = normal(now)
            if s not in out:
                out.append(s)
    return tuple(out)


def canonical(cells: Iterable[Cell]) -> Shape:
    """The shape's identity up to rotation and reflection (the least of its variants)."""
    return min(variants(cells))


TETROMINOES: dict[str, Shape] = {
    "L": canonical([(0, 0), (1, 0), (2, 0), (2, 1)]),
    "I": canonical([(0, 0), (1, 0), (2, 0), (3, 0)]),
    "T": canonical([(0, 0), (0, 1), (0, 2), (1, 1)]),
    "S": canonical([(0, 1), (0, 2), (1, 0), (1, 1)]),
    "O": canonical([(0, 0), (0, 1), (1, 0), (1, 1)]),
}


def shape_name(cells: Iterable[Cell], names: Mapping[str, Shape] = TETROMINOES) -> str | None:
    """The name of the shape among ``names`` (canonical shapes), or None."""
    return _names(tuple(names.items())).get(normal(cells))


@lru_cache(maxsize=None)
def _names(names: tuple) -> dict[Shape, str]:
    """Every variant of each named shape -> its name."""
    return {v: name for name, shape in names for v in _variants(normal(shape))}


def placements(shape: Iterable[Cell], allowed: Iterable[Cell]) -> list[Shape]:
    """Every position of the shape (all its rotations and reflections) whose cells are all in
    ``allowed``, each a sorted tuple of cells, without repeats, in a fixed order."""
    allowed = set(allowed)
    out: dict[Shape, None] = {}
    for v in variants(shape):
        r0, c0 = v[0]
        for r, c in sorted(allowed):  # anchor v's first cell on every allowed cell
            cells = tuple(sorted((r + dr - r0, c + dc - c0) for dr, dc in v))
            if all(x in allowed for x in cells):
                out[cells] = None
    return list(out)


def straight(length: int, allowed: Iterable[Cell]) -> list[Shape]:
    """Every straight piece of ``length`` cells (across or down) inside ``allowed``."""
    return placements([(0, i) for i in range(length)], allowed)


# -- builders ------------------------------------------------------------------------------------

def place(model: Model, cells: Mapping[Cell, int], candidates: Sequence[Shape], name: str = "place",
          key: tuple = (), exclusive: bool = True) -> dict[Shape, int]:
    """A selection literal ``(name, *key, i)`` for each candidate placement (a tuple of cells of
    ``cells``): a selected placement's cells are shaded, a shaded cell lies in a selected
    placement, and no cell lies in two (``exclusive=False``: the caller's other clauses see to
    that).  Returns placement -> literal."""
    chosen = {cand: model.var(name, *key, i) for i, cand in enumerate(candidates)}
    covering: dict[Cell, list[int]] = {cell: [] for cell in cells}
    clauses = []
    for cand, lit in chosen.items():
        for cell in cand:
            clauses.append([-lit, cells[cell]])
            covering[cell].append(lit)
    model.add_all(clauses + [[-cells[cell]] + lits for cell, lits in covering.items()])
    for cell, lits in covering.items():
        if exclusive and len(lits) > 1:
            at_most(model, lits, 1)
    return chosen


def kinds(model: Model, chosen: Mapping[Shape, int], names: Mapping[str, Shape] = TETROMINOES,
          name: str = "kind", key: tuple = ()) -> dict[str, int]:
    """A literal ``(name, *key, shape)`` per shape name, true exactly when a selected placement
    (of ``chosen``, from :func:`place`) has that shape."""
    by: dict[str, list[int]] = {k: [] for k in names}
    for cand, lit in chosen.items():
        k = shape_name(cand, names)
        if k is not None:
            by[k].append(lit)
    out = {}
    for k, lits in by.items():
        v = out[k] = model.var(name, *key, k)
        model.add([-v] + lits)
        for lit in lits:
            model.add([-lit, v])
    return out


def fleet(model: Model, cells: Mapping[Cell, int], ships: Mapping[int, int], name: str = "ship",
          tagged=None) -> dict[Shape, int]:
    """The shaded cells of ``cells`` are a fleet: ``ships[length]`` straight ships of each
    length (no other ship), never touching each other, not even diagonally.  ``tagged(length)``,
    if given, is a context manager around each length's count (a clue tag).  Returns ship
    placement -> selection literal."""
    candidates = [s for length in sorted(ships) for s in straight(length, cells)]
    chosen = place(model, cells, candidates, name, exclusive=False)  # two ships on a cell touch: see below
    water = []
    for ship, lit in chosen.items():  # the cells around a ship are water
        ring = {(r + dr, c + dc) for r, c in ship for dr in (-1, 0, 1) for dc in (-1, 0, 1)} - set(ship)
        water += [[-lit, -cells[x]] for x in sorted(ring) if x in cells]
    model.add_all(water)
    for length, n in sorted(ships.items()):
        lits = [lit for ship, lit in chosen.items() if len(ship) == length]
        if tagged is None:
            exactly(model, lits, n)
        else:
            with tagged(length):
                exactly(model, lits, n)
    return chosen


def rectangles(model: Model, cells: Mapping[Cell, int]) -> None:
    """Every orthogonally connected area of shaded cells is a rectangle: no 2x2 block holds
    exactly three shaded cells (a cell missing from ``cells`` is unshaded)."""
    rows = {r for r, _ in cells}
    cols = {c for _, c in cells}
    for r in range(min(rows, default=0) - 1, max(rows, default=0) + 1):
        for c in range(min(cols, default=0) - 1, max(cols, default=0) + 1):
            block = [cells.get(x) for x in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1))]
            lits = [x for x in block if x is not None]
            if len(lits) == 3:  # a cell off the board: the three may not all be shaded
                model.add([-x for x in lits])
            elif len(lits) == 4:
                for off in range(4):
                    model.add([x if i == off else -x for i, x in enumerate(block)])


def is_rectangle(cells: Iterable[Cell]) -> bool:
    """A set of cells is a filled rectangle (checkers)."""
    cells = set(cells)
    if not cells:
        return False
    rs = [r for r, _ in cells]
    cs = [c for _, c in cells]
    return len(cells) == (max(rs) - min(rs) + 1) * (max(cs) - min(cs) + 1)
