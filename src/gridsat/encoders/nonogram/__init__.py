"""Nonogram (Simon Tatham's Pattern; Picross, Griddlers).

Rules: shade cells so that each row and each column shows its clue's runs of shaded cells,
in order, separated by at least one blank cell.  Some cells may be given from the start.
"""
from __future__ import annotations

import random
from itertools import product

from ...formats import InputError, digit_grid_from_json
from ...formats.puzzlekit import format_for
from ...genre import Format, Genre, Option
from ...render.svg import INK, Board
from ...render.text import cell_name
from .formats import (describe, from_json, from_tatham, from_url, parse, sniff, split, to_json, to_tatham, to_text,
                      to_url)
from .generate import GENERATOR
from .implied import IMPLIED
from .lines import LINE_ENCODINGS
from .puzzle import ANSWER, MAX_SIZE, Puzzle, Solution, clue_text, runs
from .rules import decode, rules

solution_to_json, solution_line = ANSWER.to_json, ANSWER.line


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    grid = digit_grid_from_json(doc, source, "0 | 1")  # the checker judges the shape
    if any(v not in (0, 1) for row in grid for v in row):
        raise InputError('a Nonogram solution must have "grid": [[0 | 1, ...], ...]', source)
    return Solution(grid)


def check(p: Puzzle, sol) -> list[str]:
    """The runs of each line, read off the answer grid."""
    grid = sol.grid
    if len(grid) != p.height or any(len(row) != p.width for row in grid):
        return [f"the answer is not a {p.width}x{p.height} grid"]
    if any(v not in (0, 1) or type(v) is not int for row in grid for v in row):
        return ["every cell must be 0 (blank) or 1 (shaded)"]
    problems = []
    for name, clue, cells in p.lines():
        seen = runs(grid[r][c] for r, c in cells)
        if seen != tuple(clue):
            problems.append(f"{name} reads {clue_text(seen)}, its clue is {clue_text(clue)}")
    return problems + [f"{cell_name(r, c)} is given {'shaded' if v else 'blank'}"
                       for (r, c), v in p.givens if grid[r][c] != v]


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    """The column clues above (bottom-aligned), the row clues left of the grid."""
    wide = max([len(str(n)) for clue in p.cols for n in clue] + [1]) + 1     # characters per column
    left = [" ".join(map(str, clue)) for clue in p.rows]
    margin, depth = max(len(s) for s in left), max(len(clue) for clue in p.cols)
    out = [f"Nonogram {p.width}x{p.height}"]
    out += [" " * margin + " " + "".join(str(clue[k - depth + len(clue)]).rjust(wide) if k >= depth - len(clue)
                                         else " " * wide for clue in p.cols) for k in range(depth)]

    def cell(r: int, c: int) -> str:
        v = sol.grid[r][c] if sol else p.given.get((r, c))
        return "?" if v is None else ("#" if ascii else "█") if v else "."

    out += [left[r].rjust(margin) + " " + "".join(cell(r, c).rjust(wide) for c in range(p.width))
            for r in range(p.height)]
    return "\n".join(out)


def draw_svg(p: Puzzle, sol=None) -> str:
    top, left = max(1, max(len(clue) for clue in p.cols)), max(1, max(len(clue) for clue in p.rows))
    cell = 40 if max(p.width + left, p.height + top) <= 40 else 20
    b = Board(p.height, p.width, f"Nonogram {p.width}x{p.height}", margin=(top, 0, 0, left), cell=cell)
    for c, clue in enumerate(p.cols):
        for k, n in enumerate(clue):
            b.text(*b.centre(-len(clue) + k, c), n, cell * 0.5, INK, "clue")
    for r, clue in enumerate(p.rows):
        for k, n in enumerate(clue):
            b.text(*b.centre(r, -len(clue) + k), n, cell * 0.5, INK, "clue")
    shown = {(r, c): v for r, row in enumerate(sol.grid) for c, v in enumerate(row)} if sol else {}
    for (r, c), v in sorted({**p.given, **shown}.items()):
        if v:
            b.fill(r, c, INK, "shaded")
    b.grid()
    for (r, c), v in p.givens:  # a given blank: a small cross; a given shaded cell: a white dot
        x, y, d = *b.centre(r, c), cell * 0.15
        if v:
            b.disc(r, c, 0.1, fill="white", stroke="white", width=0, cls="given")
        else:
            b.line(x - d, y - d, x + d, y + d, INK, 1.5, "given")
            b.line(x - d, y + d, x + d, y - d, INK, 1.5, "given")
    for k in range(5, p.width, 5):  # every fifth line heavier, as printed nonograms have
        b.line(*b.corner(0, k), b.corner(0, k)[0], b.corner(0, k)[1] + p.height * cell, INK, 1.5, "guide")
    for k in range(5, p.height, 5):
        b.line(*b.corner(k, 0), b.corner(k, 0)[0] + p.width * cell, b.corner(k, 0)[1], INK, 1.5, "guide")
    b.frame()
    return b.document()


KIT = format_for("nonogram", from_json, to_json)  # puzzlekit's problem text, through the JSON


def to_puzzlekit(p: Puzzle) -> str:
    if p.givens:
        raise InputError("puzzlekit's Nonogram text cannot hold given cells")
    return KIT.write(p)


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
    return (Solution(tuple(rows)) for rows in product(*(line_patterns(clue, p.width) for clue in p.rows)))


GENRE = Genre(
    name="nonogram", title="Nonogram", aliases=("pattern", "picross", "griddlers"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("nonogram",)), Format("tatham", from_tatham, to_tatham),
             Format("puzzlekit", KIT.read, to_puzzlekit, detected=False)),
    rules=rules, decode=decode, check=check,
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, implied=IMPLIED,
    options=(Option("runs", "--runs", "starts",
                    "how a line's runs are encoded: automaton (the line's regular-language automaton, "
                    "unrolled) or starts (each run's start, order-encoded)", "choice",
                    tuple(LINE_ENCODINGS)),),
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "from_tatham", "to_tatham", "tiny",
           "candidates", "runs", "line_patterns"]
