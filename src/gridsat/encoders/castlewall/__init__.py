"""Castle Wall.

Rules (pzprjs ``castle``, Janko): some cells are castles, white, black or grey.  Draw one closed
loop through cell centres, moving horizontally and vertically, never branching or crossing; it
need not visit every cell and passes no castle.  White castles lie inside the loop, black ones
outside (grey: either).  A castle's arrow and number: the loop has that many segments (links of
two neighbouring cells) in its row or column on the arrow's side.

Formats: native text / puzzlekit ``R C`` rows of ``.``/``-`` or castles: ``o`` white, ``x``
black, ``g`` grey, or number + arrow (``nsew`` or ``^v<>``) + colour (none: grey): ``2sx``,
``0wo``, ``3e``, ``?nx``; JSON; puzz.link ``castle`` (colour digit 0 grey, 1 white, 2 black,
then pzprjs's arrow number).
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass

from ...answers import LOOP, Loop
from ...board import Board, Cells
from ...cardinality import exactly
from ...connectivity.rooms import cell_loop, cycles
from ...declare import Url, declare
from ...formats.codecs import Arrows, Codec, Seq, _count, _runs, _shaped, _unshaped
from ...genre import Generator, cell_clues, posed_cells
from ...render.svg import INK, Board as Svg
from ...render.text import cell_name
from ...sight import ray

TOKEN = re.compile(r"([0-9]{1,4}|\?)([nsew^v<>])([ox]?)|([oxg])")
ARROW = {"n": "^", "s": "v", "w": "<", "e": ">"}
LETTER = {a: k for k, a in ARROW.items()}
STEP = {"^": "up", "v": "down", "<": "left", ">": "right"}


@dataclass(frozen=True)
class CastleCells(Cells):
    """A cell holds nothing or a castle, its value the canonical token (``2sx``, ``o``)."""
    anything = True

    def what(self) -> str:
        return "'.' (empty), or a castle: o (white), x (black), g (grey), or number+arrow+colour: 2sx, 1wo, 3e"

    def read(self, token: str):
        m = TOKEN.fullmatch(token)
        if token in (".", "-") or not m:
            return super().read(token)
        return m[4] or f"{m[1]}{LETTER.get(m[2], m[2])}{m[3]}"

    def check(self, value):
        if isinstance(value, str) and TOKEN.fullmatch(value) and self.read(value) == value:
            return value
        return super().check(value)


def castle(value: str) -> tuple[str, str | None, int | str | None]:
    """(colour ``o``/``x``/``g``, arrow ``^v<>`` or None, number or ``?`` or None) of a castle."""
    m = TOKEN.fullmatch(value)
    return (m[4], None, None) if m[4] else (m[3] or "g", ARROW[m[2]], m[1] if m[1] == "?" else int(m[1]))


class CastleClues(Codec):
    """pzprjs castle: per castle its colour digit (0 grey, 1 white, 2 black) then an arrow
    number as ``decodeArrowNumber16`` writes it (``0.``: no arrow, no number); ``a``-``z`` skip."""

    def read(self, cur, shape):
        total, out = _count(shape), []
        while len(out) < total:
            start = cur.pos
            ch = cur.take(1, "a castle")
            if "a" <= ch <= "z":
                if len(out) + int(ch, 36) - 9 > total:
                    raise cur.error(f"skip {ch!r} runs past the last of the {total} cells", start)
                out += [None] * (int(ch, 36) - 9)
                continue
            if ch not in "012":
                raise cur.error(f"bad castle colour {ch!r} (0, 1 or 2)", start)
            colour = "gox"[int(ch)]
            d, n = Arrows().read(cur, 1)[0]
            if d is None and n not in (None, "?"):
                raise cur.error("a castle's number needs an arrow", start)
            out.append(colour if d is None else f"{n}{LETTER[d]}{colour if colour != 'g' else ''}")
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        items, gap = [], 0
        for v in _unshaped(value, shape):
            if v is None:
                gap += 1
                continue
            colour, d, n = castle(v)
            items.append((str("gox".index(colour)) + Arrows().write([(d, "?" if d is None else n)], 1), gap))
            gap = 0
        return _runs(items + [("", gap)], 26, 10)


BOARD = Board(cells=CastleCells(), max_size=200)


def free(p) -> list[tuple[int, int]]:
    return [cell for cell in p if p.cells[cell[0]][cell[1]] is None]


def segments(p, cell, arrow: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The neighbouring pairs of cells in the castle's row or column in the arrow's direction."""
    cells = ray(p, cell, STEP[arrow])
    return list(zip(cells, cells[1:]))


def inside_points(p, model, loop) -> dict:
    """A literal per lattice point (i, j), the top-left corner of cell (i, j): "inside the
    loop".  Points on the grid's edge are outside; two neighbouring points differ exactly when
    the loop links the two cells their segment runs between."""
    ins = {(i, j): model.aux() for i in range(p.rows + 1) for j in range(p.cols + 1)}
    model.add_all([-x] for (i, j), x in ins.items() if i in (0, p.rows) or j in (0, p.cols))
    for (i, j), a in ins.items():
        for (i2, j2), across in (((i, j + 1), ((i - 1, j), (i, j))), ((i + 1, j), ((i, j - 1), (i, j)))):
            b, link = ins.get((i2, j2)), loop.link.get(across)
            if b is not None:  # a and b differ exactly when the link between them is on
                model.add_all([[-a, b], [a, -b]] if link is None else
                              [[-a, b, link], [-a, -b, -link], [a, -b, link], [a, b, -link]])
    return ins


def rules(p, model, options):
    loop = cell_loop(model, p, free(p))
    clues = p.clues()
    ins = inside_points(p, model, loop) if any(castle(v)[0] != "g" for v in clues.values()) else {}
    for cell, v in clues.items():
        colour, arrow, n = castle(v)
        with model.tag(f"castle {v} at {cell_name(*cell)}"):
            if colour != "g":
                model.add([ins[cell] if colour == "o" else -ins[cell]])
            if arrow and isinstance(n, int):
                lits = [loop.link[ab] for ab in segments(p, cell, arrow) if ab in loop.link]
                exactly(model, lits, n)
    return loop


def check(p, sol) -> list[str]:
    problems = LOOP.check(p, sol, free(p))
    if problems:
        return problems
    loop = [tuple(x) for x in sol.loop]
    links = {frozenset(ab) for ab in zip(loop, loop[1:] + loop[:1])}
    for (r, c), v in p.clues().items():
        colour, arrow, n = castle(v)
        # a ray from the castle's top-left corner to the left crosses the loop an odd number of times inside
        inside = sum(frozenset(((r - 1, j), (r, j))) in links for j in range(c)) % 2 == 1
        if colour == "o" and not inside:
            problems.append(f"the white castle at {cell_name(r, c)} is outside the loop")
        if colour == "x" and inside:
            problems.append(f"the black castle at {cell_name(r, c)} is inside the loop")
        if arrow and isinstance(n, int):
            k = sum(frozenset(ab) in links for ab in segments(p, (r, c), arrow))
            if k != n:
                problems.append(f"the castle {v} at {cell_name(r, c)} sees {k} loop segments, not {n}")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    return LOOP.text(p, sol, "Castle Wall", ascii, lambda r, c: p.cells[r][c])


def draw_svg(p, sol=None) -> str:
    b = Svg(p.rows, p.cols, f"Castle Wall {p.cols}x{p.rows}")
    b.grid()
    if sol:
        LOOP.draw(p, sol, b)
    for (r, c), v in p.clues().items():
        colour, arrow, n = castle(v)
        b.rect(*b.corner(r, c), b.cell, b.cell, fill={"o": "white", "x": INK, "g": "#b0b0b0"}[colour], stroke=INK,
               width=2, cls="castle")
        if arrow:
            b.text(*b.centre(r, c), f"{n}{'↑↓←→'['^v<>'.index(arrow)]}", b.cell * 0.4, "white" if colour == "x" else INK,
                   "given", "bold")
    b.frame()
    return b.document()


def tiny(rng: random.Random):
    """2x2 to 3x4 cells, one or two castles (some with an arrow and a number 0-2); most of them
    drawn again until one has an answer (the brute force says), so that both kinds come up; the
    free cells always hold some loop."""
    solvable = rng.random() < 0.6
    for _ in range(30):
        rows, cols = rng.choice([(2, 2), (2, 3), (3, 3), (3, 4), (4, 3), (4, 4)])
        cells = [["."] * cols for _ in range(rows)]
        for _ in range(rng.randint(1, 2)):
            colour = rng.choice("oxg")
            cells[rng.randrange(rows)][rng.randrange(cols)] = colour if rng.random() < 0.4 else \
                f"{rng.randint(0, 2)}{rng.choice('nsew')}{colour.strip('g')}"
        p = Puzzle.of(cells)
        loops = list(candidates(p))  # (a board with no loop at all says nothing of its clues)
        if loops and (not solvable or any(not check(p, sol) for sol in loops)):
            return p
    return p


def candidates(p):
    return (Loop(cyc) for cyc in cycles(free(p)))


def castles(p, cell) -> list[str]:
    """What a castle may show, for ``gridsat generate`` (the first the answer allows is
    written): an arrow (turned with the cell) and a number with a colour, else a colour."""
    arrows = "nesw"[sum(cell) % 4:] + "nesw"[:sum(cell) % 4]
    return [f"{n}{a}{colour}" for a in arrows for n in range(max(p.rows, p.cols)) for colour in "ox"] + ["o", "x"]


GENRE = declare(
    "castlewall", "Castle Wall", BOARD, LOOP, rules, check, module=__name__, aliases=("castle",),
    url=Url(("castle",), Seq(("cells", CastleClues()))), puzzlekit=("cells",), tiny=tiny,
    candidates=candidates, draw=draw, draw_svg=draw_svg, uses=frozenset({"connect"}),
    generate=Generator(shows=cell_clues(check, castles), pose=posed_cells, size=(6, 6)))
Puzzle = GENRE.puzzle
