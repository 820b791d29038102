"""The Kurodoko board: numbers from 1 (or ``?``) in cells; the answer: shaded cells."""
from __future__ import annotations

from ...board import Board, Cells

BOARD = Board(cells=Cells(numbers=(1, None), unknown=True), max_size=200)
Puzzle = BOARD.puzzle_type("kurodoko", "gridsat.encoders.kurodoko")
