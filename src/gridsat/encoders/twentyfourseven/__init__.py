"""Twenty-Four-Seven (Jane Street, 2018) and its Four-in-One variant (2023).

Rules, for every 7x7 grid placed on the board: it holds one 1, two 2s, ..., seven 7s; each of
its rows and columns has exactly 4 numbers, summing to 20.  Over the whole board: the numbered
cells are orthogonally connected, and every 2x2 square has at least one empty cell.  Cells in
no 7x7 grid stay empty.  Outside clues per board row/column side:

* ``sum``    the numbers in that whole board line add up to the value;
* ``first``  the first number seen from that side is the value;
* ``either`` one of the two holds (the Four-in-One's blue clues).

Published answer form (``--answer``): the product of the areas of the connected groups of
empty cells.
"""
from __future__ import annotations

from ...genre import Genre, Tuning
from .check import answer, check
from .draw import draw, draw_svg
from .formats import (describe, from_json, parse, sniff, solution_from_json, solution_to_json, to_json,
                      to_text)
from .puzzle import KINDS, LINE_SUM, MAX_BOARD, N, PER_LINE, SIDES, Clue, Puzzle, Solution
from .rules import PB_DEFAULT, decode, rules
from .tiny import candidates, open_cells, tiny

GENRE = Genre(
    name="twentyfourseven", title="Twenty-Four-Seven", aliases=("24-7", "247"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, to_text=to_text, from_json=from_json, to_json=to_json,
    rules=rules, decode=decode, check=check,
    uses=frozenset({"connect", "pb"}),
    # glucose4 rather than the project default cadical195: Four-in-One uniqueness 1.5 s vs
    # 2.4 s wall, the 2018 puzzle 0.50 s vs 0.60 s (same run, quiet machine; --solver overrides).
    tuning=Tuning(solver="glucose4"),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, answer=answer,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
)

__all__ = ["GENRE", "KINDS", "LINE_SUM", "MAX_BOARD", "N", "PB_DEFAULT", "PER_LINE", "SIDES", "Clue", "Puzzle",
           "Solution", "answer", "candidates", "check", "decode", "describe", "draw", "draw_svg", "from_json",
           "open_cells", "parse", "rules", "sniff", "solution_from_json", "solution_to_json", "tiny", "to_json",
           "to_text"]
