"""The KenKen board: an n x n grid cut into cages (the board's rooms), each with a target and
an operation.  Cells are (row, col), 0-based."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ...board import Board
from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 40
MAX_TARGET = 10 ** 60
OPS = ("+", "-", "*", "/", "")  # "" : no operation (a one-cell cage: the target is the cell's digit)
OP_NAMES = {"+": "sum", "-": "difference", "*": "product", "/": "quotient", "": "given"}
SHOW_OP = {"+": "+", "-": "−", "*": "×", "/": "÷", "": ""}
BOARD = Board(rooms=True, max_size=MAX_SIZE, square=True)


@dataclass(frozen=True)
class Cage:
    cells: tuple[tuple[int, int], ...]  # sorted (row, col)
    op: str
    target: int

    def clue(self, ascii: bool = True) -> str:
        """``12*`` (``12×`` with ``ascii`` False); a one-cell cage is its target alone."""
        return f"{self.target}{self.op if ascii else SHOW_OP[self.op]}"


class Puzzle(BOARD.puzzle_type("kenken", __name__)):
    """``Puzzle(n, cages)``; ``cages``: in the order of their first cell, cells sorted (the
    rooms in reading order), ``regions``: the cage number of every cell."""

    def __init__(self, size: int, cages, source: str = "input") -> None:
        if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= MAX_SIZE:
            raise InputError(f"board size {size!r} is out of range 1..{MAX_SIZE}", source)
        owner: dict[tuple[int, int], int] = {}
        for i, cage in enumerate(cages):
            if not cage.cells:
                raise InputError("a cage has no cells", source)
            for r, c in cage.cells:
                if not (0 <= r < size and 0 <= c < size):
                    raise InputError(f"cage cell ({r}, {c}) is outside the {size}x{size} board", source)
                if (r, c) in owner:
                    raise InputError(f"{cell_name(r, c)} is in two cages", source, cell=(r, c))
                owner[r, c] = i
        self.ops = {cage.cells[0]: (cage.op, cage.target) for cage in cages}  # (kept as given, read by cages)
        labels = [cell_name(*min(cage.cells)) for cage in cages]  # (a cage in two pieces is named so)
        super().__init__(rooms=[[labels[owner[r, c]] if (r, c) in owner else None for c in range(size)]
                                for r in range(size)], source=source)

    def _key(self) -> tuple:
        return super()._key() + (self.cages,)

    @cached_property
    def cages(self) -> tuple[Cage, ...]:
        return tuple(Cage(tuple(cells), *next(self.ops[x] for x in cells if x in self.ops))
                     for cells in self.room_cells)

    size = property(lambda self: self.rows)
    regions = property(lambda self: self.rooms)

    def validate(self) -> None:
        for cage in self.cages:
            where, t, k = cell_name(*cage.cells[0]), cage.target, len(cage.cells)
            if cage.op not in OPS:
                raise InputError(f"cage at {where}: unknown operation {cage.op!r} (+ - * / or none)",
                                 self.source, cell=cage.cells[0])
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= MAX_TARGET:
                raise InputError(f"cage at {where}: target {str(t)[:30]!r} is not a whole number 0..10^60",
                                 self.source, cell=cage.cells[0])
            if cage.op in ("-", "/") and k != 2:
                raise InputError(f"cage at {where}: a {OP_NAMES[cage.op]} needs a cage of two cells, "
                                 f"this one has {k}", self.source, cell=cage.cells[0])
            if cage.op == "" and k != 1:
                raise InputError(f"cage at {where} has {k} cells but no operation (+ - * /); only a one-cell "
                                 "cage goes without", self.source, cell=cage.cells[0])
