"""Hitori (Simon Tatham's Singles).

Rules: a grid of numbers.  Shade cells so that no number appears twice among the unshaded
cells of a row or column, shaded cells never touch orthogonally, and the unshaded cells form
one orthogonally connected area.  (A blank cell, which puzz.link allows, holds no number.)

Formats (docs/genres/hitori.md): the declared board's (JSON under ``"grid"``), puzz.link
``hitori`` (:class:`Base36`) and Tatham's Singles game ID ``W[xH][d<e|k>]:DESC``.
"""
from __future__ import annotations

import random
import re

from ...answers import SHADED
from ...declare import OneLine, Url, declare
from ...formats import InputError
from ...formats.codecs import Codec, Cursor, Seq
from ...formats.tatham import parse_dims, split_game_id
from ...render.text import cell_name
from .generate import GENERATOR
from .implied import IMPLIED
from .puzzle import BOARD, MAX_NUMBER, MAX_SIZE, Puzzle  # noqa: F401
from .rules import rules

Solution = SHADED.solution


def check(p, sol) -> list[str]:
    """The independent checker: the rules on the shaded cells, the board's areas for connectivity."""
    h, w = p.height, p.width
    problems = []
    if len(set(sol.shaded)) != len(sol.shaded):
        problems.append("a shaded cell is listed twice")
    shaded = set()
    for r, c in sorted(set(sol.shaded)):
        if 0 <= r < h and 0 <= c < w:
            shaded.add((r, c))
        else:
            problems.append(f"shaded cell {cell_name(r, c)} is outside the {w}x{h} grid")
    # no number twice among the unshaded cells of a row or column
    for name, line in p.lines():
        first = {}
        for r, c in line:
            n = p.cells[r][c]
            if n is None or (r, c) in shaded:
                continue
            if n in first:
                problems.append(f"{name} has {n} unshaded at {cell_name(*first[n])} and {cell_name(r, c)}")
            else:
                first[n] = (r, c)
    # shaded cells never touch orthogonally
    for r, c in sorted(shaded):
        for y, x in ((r, c + 1), (r + 1, c)):
            if (y, x) in shaded:
                problems.append(f"shaded cells {cell_name(r, c)} and {cell_name(y, x)} touch")
    # the unshaded cells are one area
    problems += p.disconnected((cell for cell in p if cell not in shaded), "the unshaded cells are")
    return problems


_GAME_ID = re.compile(r"^\d{1,4}(x\d{1,4})?(d[a-z])?:[0-9a-zA-Z]*$")
_TATHAM = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_B36 = _TATHAM[:36]


class Base36(Codec):
    """pzprjs's Hitori body (:class:`~gridsat.formats.codecs.Number36` without its unknown
    numbers, which Hitori has not, and with Hitori's own messages): a character a cell, ``0``-``9``,
    ``a``-``z`` a number in base 36, ``-`` and two base-36 digits, ``.`` a blank cell."""

    def read(self, cur: Cursor, shape):
        rows, cols = shape
        out: list[int | None] = []
        while len(out) < rows * cols:
            if not cur.more():
                raise cur.error(f"too short: {len(out)} of the {cols}x{rows} grid's {rows * cols} cells")
            start, ch = cur.pos, cur.take()
            if ch == "-":
                digits = cur.take(2, "a number")
                if not all(d in _B36 for d in digits):
                    raise cur.error(f"bad number {digits!r}", start)
            elif ch in "%@":
                raise cur.error(f"unknown numbers ('?', {ch!r}) are not supported", start)
            elif ch not in _B36 + ".":
                raise cur.error(f"unexpected {ch!r}", start)
            out.append(None if ch == "." else int(digits if ch == "-" else ch, 36))
        return tuple(tuple(out[r * cols:(r + 1) * cols]) for r in range(rows))

    def write(self, value, shape) -> str:
        return "".join("." if n is None else _B36[n] if n < 36 else "-" + _B36[n // 36] + _B36[n % 36]
                       for row in value for n in row)


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    w, h, pos = parse_dims(gid, "Singles")
    rest = gid.params[pos:]
    if rest and not re.fullmatch(r"d[ek]", rest):
        raise gid.error(f"Singles params: unexpected {rest[:20]!r} after the size "
                        "(only a difficulty 'de' or 'dk' may follow)", params_offset=pos)
    if not (2 <= w <= 62 and 2 <= h <= 62):
        raise gid.error(f"Singles width and height must be 2..62, got {w}x{h}", params_offset=0)
    top = max(w, h)
    for k, ch in enumerate(gid.desc):
        if not 1 <= _TATHAM.find(ch) <= top:
            raise gid.error(f"unexpected {ch!r}: each cell is a number 1..{top} (1-9, then a-z, A-Z)", k)
    if len(gid.desc) != w * h:
        raise gid.error(f"the description has {len(gid.desc)} cells, a {w}x{h} grid has {w * h}",
                        min(len(gid.desc), w * h))
    return Puzzle([[_TATHAM.find(ch) for ch in gid.desc[r * w:(r + 1) * w]] for r in range(h)], source=source)


def to_tatham(p: Puzzle) -> str:
    top = max(p.cols, p.rows)
    if min(p.cols, p.rows) < 2 or top > 62:
        raise InputError(f"a {p.cols}x{p.rows} grid cannot be a Singles game ID (sides 2..62)", p.source)
    bad = next(((r, c) for r, c in p if not 1 <= (p.cells[r][c] or 0) <= top), None)
    if bad is not None:
        raise InputError(f"{cell_name(*bad)} holds {p.cells[bad[0]][bad[1]]}: a Singles game ID "
                         f"holds numbers 1..{top}", p.source)
    return f"{p.cols}x{p.rows}:" + "".join(_TATHAM[n] for row in p.cells for n in row)


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 3x4 cells holding 1-3, now and then a blank cell."""
    h, w = rng.randint(1, 3), rng.randint(1, 4)
    top = rng.choice((2, 3, 3))
    return Puzzle([[None if rng.random() < 0.08 else rng.randint(1, top) for _ in range(w)] for _ in range(h)])


def candidates(p: Puzzle):
    """Every set of cells no two of which touch orthogonally (the contract test's brute force)."""
    cells = list(p)

    def grow(i: int, chosen: tuple):
        if i == len(cells):
            yield Solution(chosen)
            return
        yield from grow(i + 1, chosen)
        r, c = cells[i]
        if (r - 1, c) not in chosen and (r, c - 1) not in chosen:
            yield from grow(i + 1, chosen + ((r, c),))
    return grow(0, ())


GENRE = declare(
    "hitori", "Hitori", BOARD, SHADED, rules, check, module=__name__, aliases=("singles",), puzzle=Puzzle,
    url=Url(("hitori",), Seq(("cells", Base36()))), ids=(OneLine("tatham", _GAME_ID, from_tatham, to_tatham),),
    json_cells="grid", implied=IMPLIED, uses=frozenset({"connect"}), tiny=tiny, candidates=candidates,
    generate=GENERATOR,
    describe=lambda p: {"size": f"{p.cols}x{p.rows}", "repeats": len(p.repeats),
                        "blank": sum(v is None for row in p.cells for v in row)})
parse, sniff, to_text, to_json, draw, draw_svg = (GENRE.parse, GENRE.sniff, GENRE.to_text, GENRE.to_json,
                                                  GENRE.draw, GENRE.draw_svg)
from_url, to_url, solution_from_json = GENRE.declared.from_url, GENRE.declared.to_url, GENRE.solution_from_json
