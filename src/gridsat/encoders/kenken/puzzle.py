"""The KenKen board: an n x n grid cut into cages (the board's rooms), each with a target and
an operation, or a target alone: a one-cell cage's digit, or (two cells or more) a hidden
operation (``?``), which the solver chooses.  Cells are (row, col), 0-based."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ...board import Board
from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 40
OP_NAMES = {"+": "sum", "-": "difference", "*": "product", "/": "quotient", "": "given",  # "": a one-cell cage
            "?": "result"}  # "?": the operation is hidden
SHOW_OP = {"+": "+", "-": "−", "*": "×", "/": "÷", "": "", "?": ""}
BOARD = Board(rooms=True, max_size=MAX_SIZE, square=True)


@dataclass(frozen=True)
class Cage:
    cells: tuple[tuple[int, int], ...]  # sorted (row, col)
    op: str
    target: int

    def clue(self, ascii: bool = True) -> str:
        """``12*`` (``12×`` with ``ascii`` False); a one-cell cage, or a hidden operation, is its
        target alone."""
        return f"{self.target}{self.op if ascii else SHOW_OP[self.op]}"


class Puzzle(BOARD.puzzle_type("kenken", __name__)):
    """``Puzzle(n, cages)``.  ``cages``: in reading order of their first cells, cells sorted (the
    board's rooms: ``rooms`` holds the cage number of every cell)."""

    def __init__(self, size: int, cages, source: str = "input") -> None:
        if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= MAX_SIZE:
            raise InputError(f"board size {size!r} is out of range 1..{MAX_SIZE}", source)
        labels = [[None] * size for _ in range(size)]  # (a cage in two pieces is named by its first cell)
        for cage in cages:
            if not cage.cells:
                raise InputError("a cage has no cells", source)
            for r, c in cage.cells:
                if not (0 <= r < size and 0 <= c < size):
                    raise InputError(f"cage cell ({r}, {c}) is outside the {size}x{size} board", source)
                if labels[r][c] is not None:
                    raise InputError(f"{cell_name(r, c)} is in two cages", source, cell=(r, c))
                labels[r][c] = cell_name(*min(cage.cells))
        # (read by ``cages``; a target alone on two cells or more: the operation is hidden)
        self.ops = {cage.cells[0]: ("?" if cage.op == "" and len(cage.cells) > 1 else cage.op, cage.target)
                    for cage in cages}
        super().__init__(rooms=labels, source=source)

    @cached_property
    def cages(self) -> tuple[Cage, ...]:
        return tuple(Cage(tuple(cells), *next(self.ops[x] for x in cells if x in self.ops))
                     for cells in self.room_cells)

    size = property(lambda self: self.rows)

    def _key(self) -> tuple:
        return super()._key() + (self.cages,)

    def validate(self) -> None:
        for cage in self.cages:
            op, t, k = cage.op, cage.target, len(cage.cells)
            if op not in ("+", "-", "*", "/", "", "?"):
                problem = f": unknown operation {op!r} (+ - * /, ? or none: hidden)"
            elif type(t) is not int or not 0 <= t <= 10 ** 60:
                problem = f": target {str(t)[:30]!r} is not a whole number 0..10^60"
            elif op in ("-", "/") and k != 2:
                problem = f": a {OP_NAMES[op]} needs a cage of two cells, this one has {k}"
            elif op == "?" and k == 1:
                problem = ": a one-cell cage has no operation to hide"
            else:
                continue
            raise InputError(f"cage at {cell_name(*cage.cells[0])}{problem}", self.source, cell=cage.cells[0])
