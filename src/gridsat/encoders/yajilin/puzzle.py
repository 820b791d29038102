"""The Yajilin board and its Puzzle type (here, so that the generator builds puzzles without
importing the package)."""
from __future__ import annotations

from ...board import Board, Cells

BOARD = Board(cells=Cells(numbers=(0, None), unknown=True, arrows=True, symbols={"x": "grey", "@": "grey"}))
Puzzle = BOARD.puzzle_type("yajilin", "gridsat.encoders.yajilin")
