"""Light Up (Akari).

Rules: a grid of white and black cells, some black cells numbered 0-4.  Place lights on white
cells so that every white cell is lit (a light lights its row and column up to a black cell
or the edge), no two lights light each other, and a numbered cell has exactly that many
lights next to it (orthogonally).

Formats: the declared board's (native text ``lightup 7x7`` then rows of ``.``/``#``/``0``-``4``,
comments ``//``; JSON ``{"genre": "lightup", "grid": ["..1....", ...]}``; puzz.link
``lightup``/``akari``, pzprjs's 4-cell code) and Tatham's game ID ``WxH[b..s..d..]:DESC``
(``B`` black, ``0``-``4``, ``a``-``z`` 1-26 white cells, row after row).
"""
from __future__ import annotations

import random
import re

from ...answers import draw_text
from ...declare import OneLine, Url, declare
from ...formats.codecs import FourCell, RunLength, Seq
from ...formats.tatham import read_grid_id
from ...render.svg import INK, Board as Svg
from .check import check
from .generate import GENERATOR
from .puzzle import BOARD, LIGHTS, MAX_SIZE, Puzzle, Solution
from .rules import decode, rules

_GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4})(?:b\d+)?(?:s\d+)?r?(?:d\d+)?:")
_DESC = RunLength({"B": "black", **{str(k): k for k in range(5)}})


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    _, cells = read_grid_id(text, source, line, col, _GAME_ID, "Light Up", "7x7:eBa0aBBh3b0c0bBh00aBa0e", _DESC,
                            MAX_SIZE)
    return Puzzle(cells, source=source)


def to_tatham(p: Puzzle) -> str:
    return f"{p.cols}x{p.rows}:" + _DESC.write(p.cells, (p.rows, p.cols))


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    light = LIGHTS.mark(p, sol, ascii) if sol else (lambda r, c: None)
    return draw_text(p, "Light Up", lambda r, c: "█" if not ascii and p.cells[r][c] == "black" else light(r, c))


def draw_svg(p: Puzzle, sol=None) -> str:
    b = Svg(p.rows, p.cols, f"Light Up {p.cols}x{p.rows}")
    lights = set(sol.lights) if sol else set()
    for r, c in sorted({cell for run in p.segments() if lights.intersection(run) for cell in run}):
        b.fill(r, c, "#fff2a8", "lit")
    b.grid()
    for (r, c), k in p.black.items():
        b.fill(r, c, INK, "black")
        if k is not None:
            b.text(*b.centre(r, c), k, b.cell * 0.5, "white", "given", "bold")
    for r, c in sorted(lights):
        b.disc(r, c, 0.3, fill="#f5c400", cls="light")
    b.frame()
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 3x4 cells, about a third black, some of them numbered."""
    h, w = rng.randint(1, 3), rng.randint(1, 4)
    grid = ["".join(rng.choice("......#0123") for _ in range(w)) for _ in range(h)]
    return Puzzle.of(grid if "." in "".join(grid) else ["." * w] + grid[1:])


def _sniff(text: str) -> bool:
    """Detection: a Light Up ID without a numbered wall (only ``B`` and letters) is just as much
    a Pearl ID with black pearls only, which Pearl's generator makes: that one goes to Masyu
    (name the genre, ``lightup:ID``, for Light Up); anything else as declared."""
    line = next((x.strip() for x in text.splitlines() if x.strip() and not x.lstrip().startswith("#")), "")
    if _GAME_ID.match(line) and not re.search(r"\d", line.split(":", 1)[1]):
        return False
    return GENRE.declared.sniff(text)


GENRE = declare(
    "lightup", "Light Up", BOARD, LIGHTS, rules, check, module=__name__, aliases=("akari", "light-up"), sniff=_sniff,
    puzzle=Puzzle, url=Url(("lightup", "akari"), Seq(("cells", FourCell(black="black")))),
    ids=(OneLine("tatham", _GAME_ID, from_tatham, to_tatham),), json_cells="grid", json_rows=True,
    describe=lambda p: {"size": f"{p.cols}x{p.rows}", "black": len(p.black),
                        "numbers": sum(k is not None for k in p.black.values())},
    decode=decode, draw=draw, draw_svg=draw_svg, tiny=tiny, candidates=lambda p: LIGHTS.candidates(p, p.white()),
    generate=GENERATOR)
parse, sniff, to_text, to_json = GENRE.parse, GENRE.sniff, GENRE.to_text, GENRE.to_json
from_url, to_url = GENRE.declared.from_url, GENRE.declared.to_url
