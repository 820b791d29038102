"""Masyu (Mashu; Simon Tatham's Pearl).

Rules: draw one closed loop through the centres of cells, moving horizontally and vertically,
that passes through every pearl.  On a white pearl the loop goes straight, and it turns in at
least one of the two cells next to the pearl along the loop.  On a black pearl the loop turns,
and it goes straight through the next cell on both sides.

Formats (declared, :mod:`gridsat.declare`): native text ``masyu [WxH]`` (or ``mashu``,
``pearl``) then the rows (``.``, ``W``, ``B``; compact or spaced); JSON ``{"genre": "masyu",
"grid": [".W..B", ...]}``; puzz.link ``mashu/C/R/BODY`` (also ``masyu``, ``pearl``: pzprjs
circles, three cells a base-27 digit); Tatham's Pearl game ID ``WxH[d<e|t>][n]:DESC`` (``W``,
``B``, ``a``-``z`` 1-26 empty cells); a file of game IDs (or URLs) is a batch.
"""
from __future__ import annotations

import random
import re
from functools import cached_property

from ...answers import LOOP, Loop, canonical_loop as canonical  # noqa: F401
from ...board import Board, Cells
from ...declare import OneLine, Url, declare
from ...formats.codecs import Circles, RunLength, Seq
from ...formats.tatham import read_grid_id
from ...genre import Generator, cell_clues, posed_cells
from ...render.svg import INK, Board as SvgBoard
from ...render.text import cell_name
from .implied import IMPLIED
from .rules import ROOTED, Info, rules  # noqa: F401

WHITE, BLACK = "white circle", "black circle"
BOARD = Board(cells=Cells(symbols={"W": WHITE, "w": WHITE, "o": WHITE, "O": WHITE, "B": BLACK, "b": BLACK,
                                   "*": BLACK}), max_size=1000)
GAME_ID = re.compile(r"(\d{1,4})(?:x(\d{1,4}))?(?:d[et])?n?:")
DESC = RunLength({"W": WHITE, "B": BLACK})
PEARLS = {"W": "○o", "B": "●@"}


class Puzzle(BOARD.puzzle_type("masyu", __name__)):
    __slots__ = ()

    @cached_property
    def pearls(self) -> dict[tuple[int, int], str]:
        """The pearls in reading order: cell -> ``"W"`` or ``"B"``."""
        return {cell: "W" if v == WHITE else "B" for cell, v in self.clues().items()}

    def graph(self, first=()):
        """The grid graph: cells (``first`` ones first, then reading order) joined to their neighbours."""
        from ...connectivity.graph import Graph

        g = Graph()
        g.add_nodes_from(first)
        g.add_nodes_from(self)
        g.add_edges_from((cell, nb) for cell in self for nb in self.neighbours(*cell) if nb > cell)
        return g


def check(p, sol) -> list[str]:
    """The independent checker: walk the loop as listed and look at each pearl on it."""
    loop = [tuple(x) for x in sol.loop]
    outside = [x for x in loop if not p.inside(*x)]
    if outside and len(loop) >= 4:
        return [f"cell {outside[0]} is outside the {p.width}x{p.height} grid"]
    problems = LOOP.check(p, sol)
    if problems:
        return problems
    n, where = len(loop), {cell: i for i, cell in enumerate(loop)}

    def straight(i: int) -> bool:
        (r0, c0), (r2, c2) = loop[i - 1], loop[(i + 1) % n]
        return r0 == r2 or c0 == c2

    for cell, kind in p.pearls.items():
        name, i = cell_name(*cell), where.get(cell)
        if i is None:
            problems.append(f"the loop misses the {'white' if kind == 'W' else 'black'} pearl at {name}")
        elif kind == "W" and not straight(i):
            problems.append(f"the loop turns on the white pearl at {name}")
        elif kind == "W" and straight(i - 1) and straight((i + 1) % n):
            problems.append(f"the loop turns in neither cell next to the white pearl at {name}")
        elif kind == "B" and straight(i):
            problems.append(f"the loop goes straight through the black pearl at {name}")
        elif kind == "B" and not (straight(i - 1) and straight((i + 1) % n)):
            problems.append(f"the loop turns right next to the black pearl at {name}")
    return problems


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    _, cells = read_grid_id(text, source, line, col, GAME_ID, "Pearl", "6x6:BaWhWWaWaBWnBBb", DESC, BOARD.max_size)
    return Puzzle(cells, source=source)


def to_tatham(p: Puzzle) -> str:
    return f"{p.cols}x{p.rows}:{DESC.write(p.cells, (p.rows, p.cols))}"


def describe(p: Puzzle) -> dict:
    kinds = list(p.pearls.values())
    return {"size": f"{p.cols}x{p.rows}", "white": kinds.count("W"), "black": kinds.count("B")}


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    """The pearls (``○ ●``, ASCII ``o @``) and the loop between the cells (:meth:`LOOP.text_rows`)."""
    kinds = list(p.pearls.values())
    rows = LOOP.text_rows(p, sol, lambda r, c: PEARLS[p.pearls[r, c]][ascii] if (r, c) in p.pearls else None, ascii)
    return f"Masyu {p.cols}x{p.rows}, {kinds.count('W')} white and {kinds.count('B')} black pearls\n" + "\n".join(rows)


def draw_svg(p: Puzzle, sol=None) -> str:
    b = SvgBoard(p.rows, p.cols, f"Masyu {p.cols}x{p.rows}")
    b.grid()
    if sol and len(sol.loop) > 1:
        b.path(sol.loop, closed=True, width=0.16, cls="loop")
    for (r, c), kind in p.pearls.items():
        b.disc(r, c, 0.3, "white" if kind == "W" else INK, INK, 2, "pearl-white" if kind == "W" else "pearl-black")
    b.frame()
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of 2x2 to 3x4 cells with a few pearls."""
    h, w = rng.randint(2, 3), rng.randint(2, 4)
    return Puzzle.of(["".join(rng.choice("......WB") for _ in range(w)) for _ in range(h)])


GENRE = declare(
    "masyu", "Masyu", BOARD, LOOP, rules, check, module=__name__, puzzle=Puzzle, aliases=("mashu", "pearl"),
    url=Url(("mashu", "masyu", "pearl"), Seq(("cells", Circles(values=(None, WHITE, BLACK))))),
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), json_cells="grid", json_rows=True,
    implied=IMPLIED, uses=frozenset({"connect"}), draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny,
    # generate: a pearl wherever the checker allows one on a planted loop, taken away while unique
    generate=Generator(shows=cell_clues(check, lambda p, cell: (WHITE, BLACK)), pose=posed_cells, size=(6, 6)))
Solution, candidates = Loop, GENRE.candidates
