"""Slitherlink (Simon Tatham's Loopy on square grids).

Rules: draw one closed loop along the grid lines (through the lattice points, never
branching or crossing itself); a number in a cell says how many of its four sides the loop
uses.  The answer is the loop: its lattice points in order (``{"loop": [[r, c], ...]}``).
"""
from __future__ import annotations

import random
from itertools import product

from ...genre import Format, Genre, Option
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_tatham, from_url, parse, sniff, solution_from_json,
                      solution_line, solution_to_json, split, to_json, to_tatham, to_text, to_url)
from .implied import IMPLIED
from .puzzle import MAX_SIZE, Puzzle, Solution, canonical, cell_edges, trace
from .rules import Info, decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 3x3 cells, about half of them numbered (now and then a ``?``)."""
    h, w = rng.randint(1, 3), rng.randint(1, 3)
    return Puzzle(tuple("".join(rng.choice("....0112233?") for _ in range(w)) for _ in range(h)))


def candidates(p: Puzzle):
    """Every simple loop of the lattice, found as the outline of a set of cells (the inside
    of a loop): the sets whose outline is one closed loop, each loop once."""
    cells = [(r, c) for r in range(p.height) for c in range(p.width)]
    for mask in product((0, 1), repeat=len(cells)):
        inside = {cell for cell, bit in zip(cells, mask) if bit}
        if not inside:
            continue
        outline = [e for (r, c) in inside for e, nb in zip(cell_edges(r, c), ((r - 1, c), (r, c + 1), (r + 1, c),
                                                                            (r, c - 1))) if nb not in inside]
        points = trace(outline)
        if len(points) == len(outline):  # one walk used every edge: a single loop
            yield Solution(points)


GENRE = Genre(
    name="slitherlink", title="Slitherlink", aliases=("slither", "loopy"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("slither",)),
             Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check, implied=IMPLIED,
    options=(Option("loop_by", "--loop-by", "auto",
                    "Slitherlink: one loop as connected loop points (points: the shared loop builder) or "
                    "as connected inside and outside cells (cells); auto: points with lazy connectivity "
                    "(in-process), cells with an eager one (export, explain).", "choice",
                    ("auto", "points", "cells")),),
    uses=frozenset({"connect"}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "Info", "IMPLIED", "check", "parse", "sniff", "split",
           "from_json", "to_json", "to_text", "rules", "decode", "draw", "draw_svg", "from_url", "to_url",
           "from_tatham", "to_tatham", "solution_to_json", "solution_from_json", "solution_line", "describe",
           "canonical", "trace", "tiny", "candidates"]
