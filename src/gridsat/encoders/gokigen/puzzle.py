"""Gokigen's board, its Puzzle type and the two diagonals (shared by the rules and generate.py)."""
from __future__ import annotations

from ...board import Board, Cells

BOARD = Board(points=Cells(numbers=(0, 4)), max_size=200)
Puzzle = BOARD.puzzle_type("gokigen", "gridsat.encoders.gokigen")
SLASH, BACK = "/", "\\"


def ends(r: int, c: int, s: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two lattice points a slash in cell (r, c) joins."""
    return ((r, c + 1), (r + 1, c)) if s == SLASH else ((r, c), (r + 1, c + 1))
