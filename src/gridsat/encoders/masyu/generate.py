"""Random Masyu for ``gridsat generate``: the clues of an answer (the shared driver plants a
random loop on the empty grid): a pearl on every cell where the loop allows one (the checker
says which), taken away while the puzzle stays unique."""
from __future__ import annotations

from ...genre import Generator, cell_clues, posed_cells
from . import BLACK, WHITE, check

GENERATOR = Generator(shows=cell_clues(check, lambda p, cell: (WHITE, BLACK)), pose=posed_cells, size=(6, 6))
