"""Masyu (Mashu; Simon Tatham's Pearl).

Rules: draw one closed loop through the centres of cells, moving horizontally and vertically,
that passes through every pearl.  On a white pearl the loop goes straight, and it turns in at
least one of the two cells next to the pearl along the loop.  On a black pearl the loop turns,
and it goes straight through the next cell on both sides.

Formats (declared, :mod:`gridsat.declare`): native text ``masyu [WxH]`` (or ``mashu``,
``pearl``) then the rows (``.``, ``W``, ``B``; compact or spaced); JSON ``{"genre": "masyu",
"grid": [".W..B", ...]}``; puzz.link ``mashu/C/R/BODY`` (also ``masyu``, ``pearl``: pzprjs
circles, three cells a base-27 digit); Tatham's Pearl game ID ``WxH[d<e|t>][n]:DESC``
(``W``, ``B``, ``a``-``z`` 1-26 empty cells); a file of game IDs (or URLs) is a batch.
"""
from __future__ import annotations

import random
import re

from ...answers import Loop
from ...declare import OneLine, Url, declare
from ...formats import InputError
from ...formats.codecs import Circles, Cursor, RunLength, Seq
from ...render.svg import INK, Board
from .check import check
from .generate import GENERATOR
from .implied import IMPLIED
from .puzzle import ANSWER, BLACK, BOARD, WHITE, Puzzle, canonical
from .rules import ROOTED, Info, rules

GAME_ID = re.compile(r"(\d{1,4})(?:x(\d{1,4}))?(?:d[et])?n?:")
DESC = RunLength({"W": WHITE, "B": BLACK})
PEARLS = {"W": "○o", "B": "●@"}


class Pearls(Circles):
    """pzprjs circles (0 none, 1 white, 2 black) as the board's pearls."""

    VALUES = (None, WHITE, BLACK)

    def read(self, cur, shape):
        return tuple(tuple(self.VALUES[v] for v in row) for row in super().read(cur, shape))

    def write(self, value, shape) -> str:
        return super().write([[self.VALUES.index(v) for v in row] for row in value], shape)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    text = text.strip()
    m = GAME_ID.match(text)
    if not m:
        raise InputError("not a Pearl game ID: expected WxH:DESC, e.g. 6x6:BaWhWWaWaBWnBBb", source, line, col)
    w, h = int(m[1]), int(m[2] or m[1])
    if not (1 <= w <= BOARD.max_size and 1 <= h <= BOARD.max_size):
        raise InputError(f"size {w}x{h} is out of range 1..{BOARD.max_size}", source, line, col)
    cur = Cursor(text[m.end():], source, "game description", line, col + m.end())
    cells = DESC.read(cur, (h, w))
    cur.done()
    return Puzzle(cells, source=source)


def to_tatham(p: Puzzle) -> str:
    return f"{p.cols}x{p.rows}:{DESC.write(p.cells, (p.rows, p.cols))}"


def describe(p: Puzzle) -> dict:
    kinds = list(p.pearls.values())
    return {"size": f"{p.cols}x{p.rows}", "white": kinds.count("W"), "black": kinds.count("B")}


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    """The pearls (``○ ●``, ASCII ``o @``) and the loop between the cells (:meth:`LOOP.text_rows`)."""
    kinds = list(p.pearls.values())
    rows = ANSWER.text_rows(p, sol, lambda r, c: PEARLS[p.pearls[r, c]][ascii] if (r, c) in p.pearls else None, ascii)
    return f"Masyu {p.cols}x{p.rows}, {kinds.count('W')} white and {kinds.count('B')} black pearls\n" + "\n".join(rows)


def draw_svg(p: Puzzle, sol=None) -> str:
    b = Board(p.rows, p.cols, f"Masyu {p.cols}x{p.rows}")
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


def candidates(p: Puzzle):
    """Every simple cycle of the grid graph (the one-loop rule), each in its canonical order."""
    import networkx as nx

    grid = p.graph()  # gridsat's Graph: networkx's algorithms take networkx's
    g = nx.Graph()
    g.add_nodes_from(grid)
    g.add_edges_from(grid.edges)
    seen = set()
    for cycle in nx.simple_cycles(g):
        loop = canonical(cycle)
        if len(loop) >= 4 and loop not in seen:
            seen.add(loop)
            yield Loop(loop)


GENRE = declare(
    "masyu", "Masyu", BOARD, ANSWER, rules, check, module=__name__, puzzle=Puzzle, aliases=("mashu", "pearl"),
    url=Url(("mashu", "masyu", "pearl"), Seq(("cells", Pearls()))),
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), json_cells="grid", json_rows=True,
    implied=IMPLIED, uses=frozenset({"connect"}), draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny,
    candidates=candidates,
    generate=GENERATOR,
)
Solution = Loop

__all__ = ["GENRE", "BOARD", "ANSWER", "ROOTED", "Puzzle", "Solution", "Info", "canonical", "check", "rules",
           "draw", "draw_svg", "from_tatham", "to_tatham", "tiny", "candidates"]
