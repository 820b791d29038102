"""The Futoshiki board: an n x n Latin grid of digits 1..n (a number in a cell is a given) and
marks between neighbours.  Two rule sets, as in Simon Tatham's Unequal: signs (``greater``:
pairs (a, b) of neighbours, a holds more than b), and Tatham's *Adjacent* mode (``adjacent``:
the ``consecutive`` pairs (a, b), a before b, differ by one, every other pair of neighbours by
more than one)."""
from __future__ import annotations

from ...board import Board, Cells, LatinGrid
from ...formats import InputError
from ...render.text import cell_name

MAX_SIZE = 35  # digits 1-9 then A-Z, one character each in the native text
SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BOARD = Board(cells=Cells(numbers=(1, None)), max_size=MAX_SIZE, square=True, variants=("adjacent",))


class Puzzle(BOARD.puzzle_type("futoshiki", __name__, LatinGrid)):
    """``Puzzle(givens, greater, adjacent, consecutive)``: givens are rows of digits, 0 or None
    for an empty cell."""

    def __init__(self, cells, greater=(), adjacent: bool = False, consecutive=(), source: str = "input") -> None:
        self.greater, self.adjacent, self.consecutive = tuple(greater), adjacent, tuple(consecutive)
        super().__init__([[None if v == 0 and type(v) is int else v for v in row] for row in cells], source=source)

    def _key(self) -> tuple:
        return super()._key() + (self.greater, self.adjacent, self.consecutive)

    neighbour_pairs = LatinGrid.edges  # every pair of neighbours (a, b), b right of or below a

    def validate(self) -> None:
        super().validate()
        if self.consecutive and not self.adjacent or self.greater and self.adjacent:
            raise InputError("Adjacent mode has no inequality signs" if self.adjacent else
                             "marks for neighbours differing by one belong to Adjacent mode", self.source)
        seen: set = set()  # (signs and marks: never both)
        for what, pair in [("sign", x) for x in self.greater] + [("mark", x) for x in self.consecutive]:
            if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(x, tuple) and len(x) == 2 and {
                    type(v) for v in x} == {int} and self.inside(*x) for x in pair)):
                raise InputError(f"{what} {pair!r} is not a pair of cells of the {self.size}x{self.size} grid",
                                 self.source)
            (r1, c1), (r2, c2) = pair
            if abs(r1 - r2) + abs(c1 - c2) != 1 or frozenset(pair) in seen:
                raise InputError(f"{what} between {cell_name(r1, c1)} and {cell_name(r2, c2)}: not neighbours"
                                 if abs(r1 - r2) + abs(c1 - c2) != 1 else
                                 f"two {what}s between {cell_name(r1, c1)} and {cell_name(r2, c2)}",
                                 self.source, cell=(r1, c1))
            seen.add(frozenset(pair))


def sym(v: int) -> str:
    return SYMBOLS[v - 1] if v else "."
