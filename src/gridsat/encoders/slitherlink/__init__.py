"""Slitherlink (Simon Tatham's Loopy on square grids).

Rules: draw one closed loop along the grid lines (through the lattice points, never
branching or crossing itself); a number in a cell says how many of its four sides the loop
uses.  The answer is the loop: its lattice points in order (``{"loop": [[r, c], ...]}``, from
the smallest point, first to its right).

Formats (declared, :mod:`gridsat.declare`): native text ``slitherlink [WxH]`` (or ``slither``,
``loopy``) then the rows (``.``, ``0``-``4``, ``?``); JSON ``{"genre": "slitherlink", "grid":
[".3.", ...]}``; puzz.link ``slither/C/R/BODY`` (pzprjs 4Cell, ``.`` a ``?``; a variant flag
such as cspuz's ``f/`` is refused); Simon Tatham's Loopy game ID ``W[xH][tT][dD]:DESC`` for
square grids (``t0``, the default): ``0``-``4`` a clue, ``a``-``z`` 1-26 empty cells.
"""
from __future__ import annotations

import random
import re
from itertools import product

from ...declare import OneLine, Url, declare
from ...formats import InputError, significant_lines_indented
from ...formats.codecs import Cursor, FourCell, RunLength, Seq
from ...genre import Option
from ...render.svg import INK, Board
from .check import check
from .generate import GENERATOR
from .implied import IMPLIED
from .puzzle import ANSWER, BOARD, Puzzle, canonical, cell_edges, trace
from .rules import Info, rules

# Loopy's params (decode_params): width, optional x height, optional t grid type (0: squares,
# the default), optional d difficulty (e n t h)
GAME_ID = re.compile(r"(\d{1,4})(?:x(\d{1,4}))?(?:t(\d{1,3}))?(?:d([enth]))?:")
GRID_TYPES = ("squares", "triangular", "honeycomb", "snub-square", "Cairo", "great-hexagonal", "octagonal",
              "kites", "floret", "dodecagonal", "great-dodecagonal", "Penrose (kite/dart)", "Penrose (rhombs)",
              "great-great-dodecagonal", "kagome", "compass-dodecagonal", "hats", "spectres")
DESC = RunLength({str(k): k for k in range(5)})


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    text = text.strip()
    m = GAME_ID.match(text)
    if not m:
        raise InputError("not a Loopy game ID: expected WxHt0:DESC, e.g. 5x5t0:d33a2c2a22a0b3a332a", source, line, col)
    if m[3] not in (None, "0"):
        kind = int(m[3])
        raise InputError(f"Loopy grid type t{kind} ({GRID_TYPES[kind] if kind < len(GRID_TYPES) else kind}) is "
                         "not supported: Slitherlink reads square grids (t0) only", source, line, col + m.start(3) - 1)
    w, h = int(m[1]), int(m[2] or m[1])
    if not (1 <= w <= BOARD.max_size and 1 <= h <= BOARD.max_size):
        raise InputError(f"game description: size {w}x{h} is out of range 1..{BOARD.max_size}", source, line, col)
    cur = Cursor(text[m.end():], source, "game description", line, col + m.end())
    cells = DESC.read(cur, (h, w))
    cur.done()
    return Puzzle(cells, source=source)


def to_tatham(p: Puzzle) -> str:
    if "?" in p.clues().values():
        raise InputError("a Loopy game ID has no '?' clues")
    return f"{p.cols}x{p.rows}t0:{DESC.write(p.cells, (p.rows, p.cols))}"


def sniff(text: str) -> bool:
    """The header, or a Loopy game ID that names its grid type (``t``): a square one whose
    description fills exactly its grid, or another type (read only to say it is not supported)."""
    lines = significant_lines_indented(text)
    m = GAME_ID.match(lines[0][1]) if lines else None
    if m and m[3] not in (None, "0"):
        return re.fullmatch(r"[0-9A-Za-z_]+", lines[0][1][m.end():]) is not None
    return (m is None or m[3] is not None) and GENRE.declared.sniff(text)


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    clue = p.board.cells.token
    rows = ANSWER.text_rows(p, sol, lambda r, c: None if p.cells[r][c] is None else clue(p.cells[r][c]), ascii)
    return f"Slitherlink {p.cols}x{p.rows}\n" + "\n".join(rows)


def draw_svg(p: Puzzle, sol=None) -> str:
    """The loop (:meth:`PointLoop.draw`), the lattice points and the clues."""
    b = Board(p.rows, p.cols, f"Slitherlink {p.cols}x{p.rows}")
    if sol:
        ANSWER.draw(p, sol, b)
    for x, y in (b.corner(r, c) for r, c in p.lattice()):
        b.add(f'<circle class="dot" cx="{x:g}" cy="{y:g}" r="{b.cell * 0.06:g}" fill="{INK}"/>')
    for (r, c), ch in p.clues().items():
        b.number(r, c, ch)
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 3x3 cells, about half of them numbered (now and then a ``?``)."""
    h, w = rng.randint(1, 3), rng.randint(1, 3)
    return Puzzle.of(["".join(rng.choice("....0112233?") for _ in range(w)) for _ in range(h)])


def candidates(p: Puzzle):
    """Every simple loop of the lattice, found as the outline of a set of cells (the inside
    of a loop): the sets whose outline is one closed loop, each loop once."""
    cells = list(p)
    for mask in product((0, 1), repeat=len(cells)):
        inside = {cell for cell, bit in zip(cells, mask) if bit}
        outline = [e for (r, c) in inside for e, nb in zip(cell_edges(r, c), ((r - 1, c), (r, c + 1), (r + 1, c),
                                                                            (r, c - 1))) if nb not in inside]
        points = trace(outline)
        if inside and len(points) == len(outline):  # one walk used every edge: a single loop
            yield Solution(points)


GENRE = declare(
    "slitherlink", "Slitherlink", BOARD, ANSWER, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("slither", "loopy"), url=Url(("slither",), Seq(("cells", FourCell(black="?"))), flags=False),
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), json_cells="grid", json_rows=True,
    sniff=sniff, implied=IMPLIED, uses=frozenset({"connect"}), draw=draw, draw_svg=draw_svg,
    tiny=tiny, candidates=candidates, generate=GENERATOR,
    options=(Option("loop_by", "--loop-by", "auto",
                    "Slitherlink: one loop as connected loop points (points: the shared loop builder) or "
                    "as connected inside and outside cells (cells); auto: points with lazy connectivity "
                    "(in-process), cells with an eager one (export, explain).", "choice",
                    ("auto", "points", "cells")),),
)
Solution = ANSWER.solution

__all__ = ["GENRE", "BOARD", "ANSWER", "Puzzle", "Solution", "Info", "IMPLIED", "check", "rules", "draw",
           "draw_svg", "from_tatham", "to_tatham", "sniff", "canonical", "trace", "cell_edges", "tiny", "candidates"]
