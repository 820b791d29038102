"""Kakuro (Cross Sums).

Rules: fill every white cell with a digit 1-9 so that each run of white cells (across or
down) adds up to the clue before it and holds no digit twice.
"""
from __future__ import annotations

from itertools import product

from ...formats import digit_grid_from_json
from ...formats.puzzlekit import format_for
from ...genre import Format, Genre, Option
from ...render.svg import INK, Board
from ...render.text import cell_name
from .generate import GENERATOR, tiny
from .puzzle import (ANSWER, MAX_SIZE, Puzzle, Run, Solution, describe, from_json, from_url, parse, sniff, to_json,
                     to_text, to_url, token)
from .rules import decode, rules
from .sums import IMPLIED, RUN_SUMS, digit_sets

solution_to_json, solution_line = ANSWER.to_json, ANSWER.line


def check(p: Puzzle, sol) -> list[str]:
    """The digits of each run, read off the answer grid."""
    grid = sol.grid
    if len(grid) != p.height or any(len(row) != p.width for row in grid):
        return [f"the answer is not a {p.width}x{p.height} grid"]
    problems = []
    for r, row in enumerate(p.grid):
        for c, cell in enumerate(row):
            v = grid[r][c]
            if cell is None and (type(v) is not int or not 1 <= v <= 9):
                problems.append(f"{cell_name(r, c)} holds {v!r}, not a digit 1-9")
            elif cell is not None and v != 0:
                problems.append(f"{cell_name(r, c)} is a black cell, its entry must be 0")
    if problems:
        return problems
    for run in p.runs:
        digits = [grid[r][c] for r, c in run.cells]
        if len(set(digits)) != len(digits):
            problems.append(f"{run.name} repeats a digit ({' '.join(map(str, digits))})")
        if run.clue is not None and sum(digits) != run.clue:
            problems.append(f"{run.name} adds up to {sum(digits)}, its clue is {run.clue}")
    return problems


def _title(p: Puzzle) -> str:
    """``Kakuro WxH``, the grid as drawn; a grid with a clue row on top and a clue column on the
    left (puzz.link's form) also gives puzz.link's size, which leaves them out."""
    title = f"Kakuro {p.width}x{p.height}"
    if p.width > 1 and p.height > 1 and all(x is not None for x in p.grid[0]) and all(
            row[0] is not None for row in p.grid):
        title += f" (puzz.link {p.width - 1}x{p.height - 1}: without the clue row and column)"
    return title


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    rows = [[token(cell) if cell is not None else str(sol.grid[r][c]) if sol and sol.grid[r][c] else "."
             for c, cell in enumerate(row)] for r, row in enumerate(p.grid)]
    wide = max(len(t) for row in rows for t in row)
    return _title(p) + "\n" + "\n".join(" ".join(t.rjust(wide) for t in row) for row in rows)


def draw_svg(p: Puzzle, sol=None) -> str:
    """Clue cells split by a diagonal, the down sum below it and the across sum above it."""
    b = Board(p.height, p.width, _title(p))
    s = b.cell
    for r, row in enumerate(p.grid):
        for c, cell in enumerate(row):
            if cell is None:
                if sol and sol.grid[r][c]:
                    b.number(r, c, sol.grid[r][c], given=False)
                continue
            b.fill(r, c, "#c8c8c8", "black")
            (x, y), (down, across) = b.corner(r, c), cell
            if down is not None or across is not None:
                b.line(x, y, x + s, y + s, INK, 1, "diagonal")
            if down is not None:
                b.text(x + s * 0.3, y + s * 0.72, down, s * 0.3, INK, "clue")
            if across is not None:
                b.text(x + s * 0.7, y + s * 0.3, across, s * 0.3, INK, "clue")
    b.grid()
    b.frame()
    return b.document()


def candidates(p: Puzzle):
    """Every filling of the white cells with digits 1-9, none above a clue of its runs."""
    top = {cell: min([9] + [run.clue or 9 for run in p.runs if cell in run.cells]) for cell in p.white}
    for digits in product(*(range(1, top[cell] + 1) for cell in p.white)):
        fill = dict(zip(p.white, digits))
        yield Solution(tuple(tuple(fill.get((r, c), 0) for c in range(p.width)) for r in range(p.height)))


GENRE = Genre(
    name="kakuro", title="Kakuro", aliases=("cross-sums", "crosssums"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("kakuro",)), format_for("kakuro", from_json, to_json)),
    rules=rules, decode=decode, check=check, implied=IMPLIED,
    solution_to_json=solution_to_json, solution_line=solution_line,  # a solution's digits: the checker judges them
    solution_from_json=lambda doc, p, source="solution": Solution(digit_grid_from_json(doc, source, "digit or 0")),
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
    options=(Option("run_sums", "--run-sums", "sets",
                    "how a run's sum is encoded: sets (the digit sets that add up to the clue, one "
                    "chosen) or pb (a weighted sum through --pb)", "choice", tuple(RUN_SUMS)),),
    uses=frozenset({"pb"}), generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Run", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "tiny", "candidates", "digit_sets"]
