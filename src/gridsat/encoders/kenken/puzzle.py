"""The KenKen puzzle: an n x n board cut into cages, each with a target and an operation;
validated on construction.  Cells are (row, col), 0-based."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 40
MAX_TARGET = 10 ** 60
OPS = ("+", "-", "*", "/", "")  # "" : no operation (a one-cell cage: the target is the cell's digit)
OP_NAMES = {"+": "sum", "-": "difference", "*": "product", "/": "quotient", "": "given"}
SHOW_OP = {"+": "+", "-": "−", "*": "×", "/": "÷", "": ""}


@dataclass(frozen=True)
class Cage:
    cells: tuple[tuple[int, int], ...]  # sorted (row, col)
    op: str
    target: int

    def clue(self, ascii: bool = True) -> str:
        """``12*`` (``12×`` with ``ascii`` False); a one-cell cage is its target alone."""
        return f"{self.target}{self.op if ascii else SHOW_OP[self.op]}"


@dataclass(frozen=True)
class Puzzle:
    size: int
    cages: tuple[Cage, ...]  # normalised: cells sorted, cages in order of their first cell
    source: str = field(default="input", compare=False)

    def __post_init__(self) -> None:
        n, src = self.size, self.source
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_SIZE:
            raise InputError(f"board size {n!r} is out of range 1..{MAX_SIZE}", src)
        cages = tuple(sorted((Cage(tuple(sorted(k.cells)), k.op, k.target) for k in self.cages),
                             key=lambda k: k.cells[:1]))
        object.__setattr__(self, "cages", cages)
        owner: dict[tuple[int, int], int] = {}
        for i, cage in enumerate(cages):
            if not cage.cells:
                raise InputError("a cage has no cells", src)
            for r, c in cage.cells:
                if not (0 <= r < n and 0 <= c < n):
                    raise InputError(f"cage cell ({r}, {c}) is outside the {n}x{n} board", src)
                if (r, c) in owner:
                    raise InputError(f"{cell_name(r, c)} is in two cages", src, cell=(r, c))
                owner[r, c] = i
            where = cell_name(*cage.cells[0])
            if cage.op not in OPS:
                raise InputError(f"cage at {where}: unknown operation {cage.op!r} (+ - * / or none)",
                                 src, cell=cage.cells[0])
            t = cage.target
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= MAX_TARGET:
                raise InputError(f"cage at {where}: target {str(t)[:30]!r} is not a whole number 0..10^60",
                                 src, cell=cage.cells[0])
            if cage.op in ("-", "/") and len(cage.cells) != 2:
                raise InputError(f"cage at {where}: a {OP_NAMES[cage.op]} needs a cage of two cells, "
                                 f"this one has {len(cage.cells)}", src, cell=cage.cells[0])
            if cage.op == "" and len(cage.cells) != 1:
                raise InputError(f"cage at {where} has {len(cage.cells)} cells but no operation "
                                 "(+ - * /); only a one-cell cage goes without", src, cell=cage.cells[0])
            apart = _disconnected(cage.cells)
            if apart is not None:
                raise InputError(f"cage at {where} is not connected: {cell_name(*apart)} does not touch "
                                 "the rest of it", src, cell=apart)
        for r in range(n):
            for c in range(n):
                if (r, c) not in owner:
                    raise InputError(f"{cell_name(r, c)} is in no cage", src, cell=(r, c))

    @property
    def width(self) -> int:
        return self.size

    @property
    def height(self) -> int:
        return self.size

    @cached_property
    def regions(self) -> tuple[tuple[int, ...], ...]:
        """The cage number of every cell."""
        owner = {cell: i for i, cage in enumerate(self.cages) for cell in cage.cells}
        return tuple(tuple(owner[r, c] for c in range(self.size)) for r in range(self.size))


def _disconnected(cells) -> tuple[int, int] | None:
    """A cell not reached from the first one through orthogonal steps inside the cage (None:
    the cage is connected)."""
    todo, seen, inside = [cells[0]], {cells[0]}, set(cells)
    while todo:
        r, c = todo.pop()
        for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nb in inside and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return next((cell for cell in cells if cell not in seen), None)


@dataclass(frozen=True)
class Solution:
    grid: tuple[tuple[int, ...], ...]  # n x n digits 1..n
