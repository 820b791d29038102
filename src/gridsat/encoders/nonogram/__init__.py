"""Nonogram (Simon Tatham's Pattern; Picross, Griddlers).

Rules: shade cells so that each row and each column shows its clue's runs of shaded cells,
in order, separated by at least one blank cell.  Some cells may be given from the start.
"""
from __future__ import annotations

import random
from itertools import product

from ...genre import Format, Genre, Option
from .check import check, runs
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_tatham, from_url, parse, sniff, solution_from_json,
                      solution_line, solution_to_json, split, to_json, to_tatham, to_text, to_url)
from .implied import IMPLIED
from .lines import LINE_ENCODINGS
from .puzzle import MAX_SIZE, Puzzle, Solution
from .rules import decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """The clues of a random picture of at most 3x4 cells, sometimes with one clue changed
    (often no answer then) or a cell given."""
    h, w = rng.randint(1, 3), rng.randint(1, 4)
    grid = [[int(rng.random() < 0.5) for _ in range(w)] for _ in range(h)]
    rows = [runs(row) for row in grid]
    cols = [runs(grid[r][c] for r in range(h)) for c in range(w)]
    if rng.random() < 0.4:  # another clue for one line (any clue that fits it)
        lines, length = (rows, w) if rng.random() < 0.5 else (cols, h)
        lines[rng.randrange(len(lines))] = runs(int(rng.random() < 0.5) for _ in range(length))
    givens = ()
    if rng.random() < 0.25:
        r, c = rng.randrange(h), rng.randrange(w)
        givens = (((r, c), rng.randint(0, 1)),)
    return Puzzle(tuple(rows), tuple(cols), givens)


def line_patterns(clue, length: int) -> list[tuple[int, ...]]:
    """Every line of ``length`` cells whose runs are ``clue`` (a line solver's brute force)."""
    return [line for line in product((0, 1), repeat=length) if runs(line) == tuple(clue)]


def candidates(p: Puzzle):
    """Every grid whose rows match their clues (the row rule alone rules out the others)."""
    per_row = [line_patterns(clue, p.width) for clue in p.rows]
    return (Solution(tuple(rows)) for rows in product(*per_row))


GENRE = Genre(
    name="nonogram", title="Nonogram", aliases=("pattern", "picross", "griddlers"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("nonogram",)),
             Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check,
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, implied=IMPLIED,
    options=(Option("runs", "--runs", "starts",
                    "how a line's runs are encoded: automaton (the line's regular-language automaton, "
                    "unrolled) or starts (each run's start, order-encoded)", "choice",
                    tuple(LINE_ENCODINGS)),),
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "from_tatham", "to_tatham", "tiny",
           "candidates", "runs", "line_patterns"]
