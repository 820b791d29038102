"""Lines of sight and runs of one colour on a grid: the builders behind Heyawake, Kurodoko,
Cave, Canal View, Nurimisaki, Aqre and the other shading genres that count along straight
lines.

A *literal map* gives each cell a literal or a constant: ``{cell: lit | True | False}``
("this cell is of the colour we follow": unshaded for Kurodoko's sight lines, shaded for
Canal View's).  Constants are allowed anywhere (a clue cell known unshaded is ``True``) and
are simplified away here, never passed to the model.

**Sight lines** (:func:`sight`, :func:`seen`).  From a cell, a ray runs in each of the four
directions to the edge of the grid.  The cells it *sees* are the first cells of the ray up to
the first cell not of the colour (the blocker).  The length of that run is order-encoded:
``runs[d][k - 1]`` is "the run in direction ``d`` has ``k`` cells or more", each implying
the one before (:func:`run`).  The number of seen cells is the number of true order literals
over the four directions, so "the clue sees N cells" is one cardinality constraint
(:func:`gridsat.cardinality.exactly`) over them; :func:`seen` writes it.

**Run limits** (:func:`no_run_longer`, :func:`no_run_across`).  No row or column holds more
than ``k`` cells of the colour in a row (Aqre: no four in a row, either colour); no run of
the colour crosses more than ``borders`` room borders (Heyawake: an unshaded run spans at
most two rooms, so it crosses at most one border).  Each is one clause per forbidden window.

For checkers and brute force (no encoding): :func:`ray`, :func:`run_length`,
:func:`seen_count`, :func:`runs_of`, :func:`long_runs`, :func:`runs_across` read a set of
cells directly.
"""
from __future__ import annotations

from typing import Callable, Iterable, Mapping, Sequence

from .cardinality import exactly
from .model import Model

Cell = tuple[int, int]
Lit = int | bool

#: The four directions, in the order of ``Grid.neighbours``: up, right, down, left.
DIRECTIONS: dict[str, tuple[int, int]] = {"up": (-1, 0), "right": (0, 1), "down": (1, 0), "left": (0, -1)}


def ray(grid, cell: Cell, d: str | tuple[int, int]) -> list[Cell]:
    """The cells from ``cell``'s neighbour in direction ``d`` (a name of :data:`DIRECTIONS`
    or a step ``(dr, dc)``) to the edge of ``grid`` (anything with ``rows`` and ``cols``)."""
    dr, dc = DIRECTIONS[d] if isinstance(d, str) else d
    r, c = cell[0] + dr, cell[1] + dc
    out = []
    while 0 <= r < grid.rows and 0 <= c < grid.cols:
        out.append((r, c))
        r, c = r + dr, c + dc
    return out


def _and(model: Model, a: Lit, b: Lit) -> Lit:
    """A literal for ``a and b`` (constants folded; a fresh variable defined both ways)."""
    if a is False or b is False:
        return False
    if a is True:
        return b
    if b is True or a == b:
        return a
    x = model.aux()
    model.add_all([[-x, a], [-x, b], [x, -a, -b]])
    return x


def _clause(model: Model, lits: Iterable[Lit]) -> None:
    """Add the clause ``lits`` (a True literal satisfies it, False ones drop out)."""
    out = []
    for lit in lits:
        if lit is True:
            return
        if lit is not False:
            out.append(lit)
    model.add(out)


def run(model: Model, through: Sequence[Lit], limit: int | None = None) -> list[Lit]:
    """The run of true ``through`` literals from the first one, order-encoded: returns ``out``
    with ``out[k - 1]`` "the first ``k`` are all true" (so ``out[k]`` implies ``out[k - 1]``
    and the run's length is the number of true ``out`` literals).  Constants fold: the list
    stops at the first False.  ``limit``: the run may not be longer (a constraint; ``out``
    then has at most ``limit`` literals)."""
    out: list[Lit] = []
    last: Lit = True
    for k, lit in enumerate(through):
        if limit is not None and k >= limit:
            _clause(model, [_neg(last), _neg(lit)])  # not longer than the limit
            break
        last = _and(model, last, lit)
        if last is False:
            break
        out.append(last)
    return out


def _neg(lit: Lit) -> Lit:
    return (not lit) if isinstance(lit, bool) else -lit


def sight(model: Model, grid, cell: Cell, colour: Mapping[Cell, Lit],
          directions: Iterable[str] = DIRECTIONS, limit: int | None = None) -> dict[str, list[Lit]]:
    """The cells ``cell`` sees in each direction: ``{d: run(...)}`` over the ray's literals
    (``colour[x]``: x is of the colour seen through; a cell missing from ``colour`` blocks).
    ``limit``: no run longer than that (see :func:`run`)."""
    return {d: run(model, [colour.get(x, False) for x in ray(grid, cell, d)], limit)
            for d in directions}


def count(model: Model, runs: Mapping[str, Sequence[Lit]], n: int) -> None:
    """The runs (of :func:`sight`) hold ``n`` cells together: one cardinality constraint
    over their order literals (constants counted here)."""
    lits = [l for rr in runs.values() for l in rr]
    fixed = sum(1 for l in lits if l is True)
    exactly(model, [l for l in lits if not isinstance(l, bool)], n - fixed)


def seen(model: Model, grid, cell: Cell, colour: Mapping[Cell, Lit], n: int,
         directions: Iterable[str] = DIRECTIONS) -> dict[str, list[Lit]]:
    """``cell`` sees exactly ``n`` cells of the colour (itself not counted: Kurodoko's clue N
    is ``seen(..., N - 1)``).  No single run is built longer than ``n``.  Returns the runs."""
    runs = sight(model, grid, cell, colour, directions, limit=max(n, 0))
    count(model, runs, n)
    return runs


# -- run limits ---------------------------------------------------------------------------------
def lines(grid) -> list[list[Cell]]:
    """Every row, then every column, as lists of cells."""
    return ([[(r, c) for c in range(grid.cols)] for r in range(grid.rows)]
            + [[(r, c) for r in range(grid.rows)] for c in range(grid.cols)])


def no_run_longer(model: Model, grid, colour: Mapping[Cell, Lit], k: int) -> None:
    """No row or column has more than ``k`` cells of the colour in a row (a cell missing
    from ``colour`` is not of it): a clause per window of ``k + 1`` cells."""
    for line in lines(grid):
        for i in range(len(line) - k):
            _clause(model, [_neg(colour.get(x, False)) for x in line[i:i + k + 1]])


def no_run_across(model: Model, grid, colour: Mapping[Cell, Lit], borders: int = 1,
                  room_of: Callable[[int, int], int] | None = None) -> None:
    """No run of the colour (in a row or column) crosses more than ``borders`` room borders
    (``room_of(r, c)``, default ``grid.room_of``).  Heyawake: ``borders=1``, a run spans at
    most two rooms.  A clause per window from the cell before a border to the cell after
    the ``borders + 1``-th border on from it."""
    room_of = room_of or grid.room_of
    for line in lines(grid):
        cuts = [i for i in range(1, len(line)) if room_of(*line[i - 1]) != room_of(*line[i])]
        for s in range(len(cuts) - borders):
            window = line[cuts[s] - 1:cuts[s + borders] + 1]
            _clause(model, [_neg(colour.get(x, False)) for x in window])


# -- reading an answer (checkers, brute force) ----------------------------------------------
def run_length(grid, cell: Cell, d: str | tuple[int, int], cells) -> int:
    """How many cells of ``cells`` (a set) ``cell`` sees in direction ``d``."""
    n = 0
    for x in ray(grid, cell, d):
        if x not in cells:
            break
        n += 1
    return n


def seen_count(grid, cell: Cell, cells) -> int:
    """How many cells of ``cells`` ``cell`` sees in the four directions (itself not counted)."""
    return sum(run_length(grid, cell, d, cells) for d in DIRECTIONS)


def runs_of(grid, cells) -> list[list[Cell]]:
    """The maximal runs of ``cells`` in every row, then every column (single cells too)."""
    out = []
    for line in lines(grid):
        cur: list[Cell] = []
        for x in line + [None]:
            if x is not None and x in cells:
                cur.append(x)
            elif cur:
                out.append(cur)
                cur = []
    return out


def long_runs(grid, cells, k: int) -> list[list[Cell]]:
    """The runs of ``cells`` longer than ``k``."""
    return [r for r in runs_of(grid, cells) if len(r) > k]


def runs_across(grid, cells, borders: int = 1, room_of: Callable[[int, int], int] | None = None
                ) -> list[list[Cell]]:
    """The runs of ``cells`` that cross more than ``borders`` room borders."""
    room_of = room_of or grid.room_of
    return [r for r in runs_of(grid, cells)
            if sum(room_of(*a) != room_of(*b) for a, b in zip(r, r[1:])) > borders]
