"""Dominosa (puzzlekit: Dominos).

Rules: every cell holds a number 0..N, the halves of a full set of double-N dominoes (each pair
of numbers x <= y once).  Cut the grid into dominoes so that every pair appears on exactly one
domino.
"""
from __future__ import annotations

import random
import re
from itertools import combinations_with_replacement

from ...answers import DOMINOES
from ...board import Board, Cells, Grid
from ...cardinality import exactly
from ...declare import OneLine, declare, random_dominoes
from ...formats import InputError
from ...formats.tatham import split_game_id
from ...genre import Generator
from ...render.text import cell_name

BOARD = Board(cells=Cells(numbers=(0, None)), spaced=True, max_size=100)
GAME_ID = re.compile(r"\d+(d[a-z])?:")


class Puzzle(BOARD.puzzle_type("dominosa", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        for r, c in self:
            if self.cells[r][c] is None:
                raise InputError(f"{cell_name(r, c)} holds no number (every cell is half a domino)", self.source,
                                 cell=(r, c))
        n = self.top
        if self.rows * self.cols != (n + 1) * (n + 2):
            raise InputError(f"a double-{n} set has {(n + 1) * (n + 2) // 2} dominoes, {(n + 1) * (n + 2)} cells; "
                             f"the grid has {self.rows * self.cols}", self.source)

    @property
    def top(self) -> int:
        """N: the highest number."""
        return max(v for row in self.cells for v in row)

    def pair(self, a, b) -> tuple[int, int]:
        return tuple(sorted((self.cells[a[0]][a[1]], self.cells[b[0]][b[1]])))


def rules(p, model, options) -> None:
    d = DOMINOES.vars(p, model)
    at, showing = {cell: [] for cell in p}, {}
    for (a, b), v in d.items():
        at[a].append(v)
        at[b].append(v)
        showing.setdefault(p.pair(a, b), []).append(v)
    for cell in p:  # every cell is half of one domino
        exactly(model, at[cell], 1)
    for x, y in combinations_with_replacement(range(p.top + 1), 2):  # every pair once
        with model.tag(f"domino {x}-{y} once"):
            exactly(model, showing.get((x, y), []), 1)


def check(p, sol) -> list[str]:
    problems, seen, used = [], {}, {}
    for dom in sol.regions:
        if len(dom) != 2 or abs(dom[0][0] - dom[1][0]) + abs(dom[0][1] - dom[1][1]) != 1 \
                or not all(p.inside(*x) for x in dom):
            problems.append(f"{' '.join(cell_name(*x) for x in dom)} is not a domino of two neighbouring cells")
            continue
        for x in dom:
            if x in used:
                problems.append(f"{cell_name(*x)} is on two dominoes")
            used[x] = dom
        pair = p.pair(*dom)
        if pair in seen:
            problems.append(f"domino {pair[0]}-{pair[1]} appears twice ({cell_name(*seen[pair][0])}, "
                            f"{cell_name(*dom[0])})")
        seen[pair] = dom
    problems += [f"{cell_name(*x)} is on no domino" for x in p if x not in used]
    return problems


def tiny(rng: random.Random) -> Puzzle:
    """A double-1 or double-2 set laid on a random tiling; now and then two cells swapped."""
    n = rng.choice((1, 2, 2))
    rows, cols = rng.choice(((n + 1, n + 2), (n + 2, n + 1)))
    pairs = list(combinations_with_replacement(range(n + 1), 2))
    rng.shuffle(pairs)
    cells = [[0] * cols for _ in range(rows)]
    for (a, b), pair in zip(rng.choice(list(DOMINOES.candidates(Grid(size=(rows, cols))))).regions, pairs):
        (cells[a[0]][a[1]], cells[b[0]][b[1]]) = pair if rng.random() < 0.5 else pair[::-1]
    if rng.random() < 0.4:
        (a, b), (c, d) = rng.sample([(r, c) for r in range(rows) for c in range(cols)], 2)
        cells[a][b], cells[c][d] = cells[c][d], cells[a][b]
    return Puzzle(cells)


# -- Tatham's Dominosa IDs: N[dX]:DESC, the (N+1) x (N+2) numbers, [12] past 9 -----------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    m = re.fullmatch(r"(\d{1,3})(d[a-z])?", gid.params)
    if not m:
        raise gid.error(f"Dominosa params: expected N[dX], got {gid.params[:12]!r}", params_offset=0)
    n = int(m[1])
    found = []
    for k in re.finditer(r"(\d)|\[(\d{1,4})\]|.", gid.desc):
        if not (k[1] or k[2]):
            raise gid.error(f"game description: unexpected {k[0]!r}", k.start())
        if int(k[0].strip("[]")) > n:
            raise gid.error(f"game description: {k[0].strip('[]')} is more than {n}", k.start())
        found.append(int(k[0].strip("[]")))
    if len(found) != (n + 1) * (n + 2):
        raise gid.error(f"game description: {len(found)} numbers, a double-{n} set has {(n + 1) * (n + 2)}",
                        len(gid.desc))
    w = n + 2
    return Puzzle([found[r * w:(r + 1) * w] for r in range(n + 1)], source=source)


def to_tatham(p: Puzzle) -> str:
    n = p.top
    if (p.rows, p.cols) != (n + 1, n + 2):
        raise InputError(f"Tatham's Dominosa grids are {n + 2} wide and {n + 1} high")
    return f"{n}:" + "".join(str(v) if v < 10 else f"[{v}]" for row in p.cells for v in row)


# -- gridsat generate: a full set laid on a random tiling; a move swaps two dominoes' numbers -----

def make(rng: random.Random, size, options) -> Puzzle:
    rows, cols = size
    if cols != rows + 1 or rows < 2:
        raise InputError(f"--size {rows}x{cols}: a Dominosa grid of a double-N set is N+1 rows by N+2 columns "
                         f"(2x3 or more; {rows}x{rows + 1}, say)")
    pairs = list(combinations_with_replacement(range(rows), 2))
    rng.shuffle(pairs)
    label = random_dominoes(rng, rows, cols)
    tiles: dict = {}
    for r in range(rows):
        for c in range(cols):
            tiles.setdefault(label[r][c], []).append((r, c))
    cells = [[0] * cols for _ in range(rows)]
    for dom, pair in zip(tiles.values(), pairs):
        _lay(rng, cells, dom, pair)
    return Puzzle(cells, source="generated")


def _lay(rng: random.Random, cells, dom, pair) -> None:
    (a, b), (x, y) = dom, pair if rng.random() < 0.5 else pair[::-1]
    cells[a[0]][a[1]], cells[b[0]][b[1]] = x, y


def improve(rng: random.Random, p: Puzzle, forced):
    """Two dominoes of the answer found (one on a cell where answers differ) swap their
    numbers: that answer stays an answer."""
    sol = forced.solution
    open_cells = {x for lab in forced.open for x in lab[1:] if isinstance(x, tuple)}
    doms = [d for d in sol.regions if len(d) == 2] if sol is not None else []
    near = [d for d in doms if open_cells & set(d)]
    if not near or len(doms) < 2:
        return None
    one = rng.choice(near)
    other = rng.choice([d for d in doms if d != one])
    cells = [list(row) for row in p.cells]
    swap = p.pair(*other), p.pair(*one)
    _lay(rng, cells, one, swap[0])
    _lay(rng, cells, other, swap[1])
    return Puzzle(cells, source=p.source)


GENRE = declare(
    "dominosa", "Dominosa", BOARD, DOMINOES, rules, check, module=__name__, puzzle=Puzzle, aliases=("dominos",),
    puzzlekit=("cells",), ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=tiny,
    decode=lambda p, model, values, info=None: DOMINOES.decode(p, model, values),
    draw=lambda p, sol=None, ascii=False: DOMINOES.text(p, "Dominosa", sol, ascii),
    generate=Generator(make=make, improve=improve, size=(7, 8)))
