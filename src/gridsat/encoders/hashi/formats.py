"""Hashiwokakero's formats.  Cells as in :mod:`.puzzle`: ``.`` water, ``1``-``9`` / ``A``-``G``
an island with that many bridges (10-16), ``?`` an island of any number.

Native text: a header ``hashi`` (or ``hashiwokakero``, ``hashikake``, ``bridges``), optionally
the size and the rule settings (``hashi 7x7``, ``hashi 10x10 max=3 no-loops no-adjacent``),
then one line of cells per row; ``#`` starts a comment line.  The header may be left out after
a ``hashi:`` prefix or with ``--genre hashi``.
JSON: ``{"genre": "hashi", "grid": ["2.3", ...]}`` plus ``"max": N``, ``"loops": false``,
``"adjacent": false`` when they differ from the classic rule; solution
``{"bridges": [[[r1, c1], [r2, c2], k], ...]}``.
puzz.link ``hashikake/C/R/BODY`` (also ``hashi``, ``bridges``): pzprjs "number16" cell
numbers, ``.`` an unknown number.
Tatham game ID ``WxH[iN][eN][mN][L][dN]:DESC`` (Bridges' ``decode_params``: ``m`` the bridges
per pair, default 2; ``L`` no loops; ``i``, ``e``, ``d`` only steer the generator): ``1``-``9``
and ``A``-``G`` islands, ``a``-``z`` runs of 1-26 water cells, row after row; a file of game
IDs is a batch.
"""
from __future__ import annotations

import re

from ...formats import (InputError, check_header_size, puzzlink, significant_lines_indented,
                        text_rows_from_json)
from ...formats.tatham import id_batch
from ...render.text import cell_name
from .puzzle import DIGITS, MAX_BRIDGES, MAX_SIZE, Puzzle, Solution, char_of

HEADERS = ("hashi", "hashiwokakero", "hashikake", "bridges")
PIDS = ("hashikake", "hashi", "bridges")
_GAME_ID = re.compile(r"(\d{1,4})(?:x(\d{1,4}))?(?:i\d+)?(?:e\d+)?(?:m(\d+))?(L)?(?:d\d+)?:")
_SETTING = re.compile(r"(\d{1,4}x\d{1,4})|max=(\d+)|(no-loops)|(no-adjacent)")


def sniff(text: str) -> bool:
    """The header, or a game ID with Tatham's ``mN`` setting whose description fills its grid."""
    lines = significant_lines_indented(text)
    if not lines:
        return False
    first = lines[0][1]
    if first.split()[0].lower() in HEADERS:
        return True
    m = _GAME_ID.match(first)
    if not m or m[3] is None or len(lines) > 1 and not all(_GAME_ID.match(x) for _, x, _ in lines):
        return False
    try:
        return bool(from_tatham(first))
    except InputError:
        return False


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    return id_batch(text, _GAME_ID)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, indent = lines[0]
    if _GAME_ID.match(first) and len(lines) == 1:
        return from_tatham(first, source, no, indent + 1)
    words, size, settings = first.split(), "", {}
    if words[0].lower() in HEADERS:
        for word in words[1:]:
            m = _SETTING.fullmatch(word.lower())
            if not m:
                raise InputError(f"bad header word {word[:20]!r}: expected WxH, max=N, no-loops or no-adjacent",
                                 source, no)
            if m[1]:
                size = m[1]
            elif m[2]:
                if not 1 <= int(m[2]) <= MAX_BRIDGES:
                    raise InputError(f"bad header word {word!r}: at most 1..{MAX_BRIDGES} bridges join a pair",
                                     source, no)
                settings["maxb"] = int(m[2])
            else:
                settings["loops" if m[3] else "adjacent"] = False
        lines = lines[1:]
        if not lines:
            raise InputError("header found but no grid rows follow", source, no)
    try:
        p = Puzzle(tuple(line for _, line, _ in lines), source=source, **settings)
    except InputError as e:
        raise e.locate(source, [n for n, _, _ in lines], lambda r, c: lines[r][2] + c + 1, default_row=0) from None
    check_header_size(size, p.width, p.height, source, no)
    return p


def _settings(p: Puzzle) -> list[str]:
    return ([f"max={p.maxb}"] if p.maxb != 2 else []) + ([] if p.loops else ["no-loops"]) + \
        ([] if p.adjacent else ["no-adjacent"])


def to_text(p: Puzzle) -> str:
    return "\n".join((" ".join([f"hashi {p.width}x{p.height}"] + _settings(p)),) + p.grid) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = text_rows_from_json(doc, source, '".", 1-9, A-G and "?"')
    maxb, loops, adjacent = doc.get("max", 2), doc.get("loops", True), doc.get("adjacent", True)
    if not isinstance(maxb, int) or isinstance(maxb, bool):
        raise InputError(f'"max" must be a number 1..{MAX_BRIDGES}', source)
    return Puzzle(rows, maxb, loops, adjacent, source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "hashi", "grid": list(p.grid)}
    if p.maxb != 2:
        doc["max"] = p.maxb
    if not p.loops:
        doc["loops"] = False
    if not p.adjacent:
        doc["adjacent"] = False
    return doc


def solution_to_json(sol: Solution) -> dict:
    return {"bridges": [[[a[0], a[1]], [b[0], b[1]], k] for a, b, k in sol.bridges]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    items = doc.get("bridges")
    if not isinstance(items, list):
        raise InputError('a solution must have "bridges": [[[r1, c1], [r2, c2], k], ...]', source)

    def cell(x) -> bool:
        return isinstance(x, list) and len(x) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in x)
    out = []
    for i, item in enumerate(items):
        if not (isinstance(item, list) and len(item) == 3 and cell(item[0]) and cell(item[1])
                and isinstance(item[2], int) and not isinstance(item[2], bool)):
            raise InputError(f'"bridges"[{i}] must be [[r1, c1], [r2, c2], k], got {item!r}'[:200], source)
        out.append((tuple(item[0]), tuple(item[1]), item[2]))
    return Solution(tuple(sorted(out)))


def solution_line(p: Puzzle, sol: Solution) -> str:
    return " ".join(f"{cell_name(*a)}{'-=' [k - 1] if k <= 2 else f'x{k}'}{cell_name(*b)}" for a, b, k in sol.bridges)


def describe(p: Puzzle) -> dict:
    out = {"size": f"{p.width}x{p.height}", "islands": len(p.islands), "max_bridges": p.maxb}
    if not p.loops:
        out["loops"] = "none"
    return out


# -- puzz.link ---------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    _, w, h, body = puzzlink.split_url(url, source)
    b = puzzlink.Body(body, source)
    values = puzzlink.read_number16(b, w * h)
    puzzlink.done(b)
    cells = []
    for i, v in enumerate(values):
        if v is not None and v != -2 and not 1 <= v <= len(DIGITS):
            raise InputError(f"puzz.link URL: island {cell_name(*divmod(i, w))} has number {v} "
                             f"(islands take 1..{len(DIGITS)})", source)
        cells.append("." if v is None else "?" if v == -2 else char_of(v))
    return Puzzle(tuple("".join(cells[i:i + w]) for i in range(0, w * h, w)), source=source)


def to_url(p: Puzzle) -> str:
    if (p.maxb, p.loops, p.adjacent) != (2, True, True):
        raise InputError("puzz.link's hashikake has the classic rule only (at most 2 bridges per pair, "
                         "loops allowed, side-by-side islands may be joined)")
    values = [None if ch == "." else -2 if ch == "?" else DIGITS.index(ch) + 1 for ch in "".join(p.grid)]
    return puzzlink.make_url("hashikake", p.width, p.height, puzzlink.write_number16(values))


# -- Simon Tatham's Bridges ----------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    text = text.strip()
    m = _GAME_ID.match(text)
    if not m:
        raise InputError("not a Bridges game ID: expected WxH[mN][L]:DESC, e.g. 7x7m2:3e3h2c3g33d3g1a1c2a",
                         source, line, col)
    w, h = int(m[1]), int(m[2] or m[1])
    maxb = int(m[3]) if m[3] is not None else 2
    if not 1 <= maxb <= MAX_BRIDGES:
        raise InputError(f"Bridges game ID: m{maxb} bridges per pair is out of range 1..{MAX_BRIDGES}",
                         source, line, col + m.start(3))
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE):
        raise InputError(f"Bridges game ID: size {w}x{h} is out of range 1..{MAX_SIZE}", source, line, col)
    cells = ""
    for k, ch in enumerate(text[m.end():]):
        where = col + m.end() + k
        if ch in DIGITS:
            more = ch
        elif "a" <= ch <= "z":
            more = "." * (ord(ch) - 96)
        else:
            raise InputError(f"game description: unexpected {ch!r} (islands 1-9, A-G; a-z water)",
                             source, line, where)
        if len(cells) + len(more) > w * h:
            raise InputError("game description: longer than the grid", source, line, where)
        cells += more
    if len(cells) < w * h:
        raise InputError(f"game description: too short ({len(cells)} of the {w}x{h} grid's {w * h} cells)",
                         source, line, col + len(text))
    rows = tuple(cells[i:i + w] for i in range(0, w * h, w))
    return Puzzle(rows, maxb, m[4] is None, False, source)


def to_tatham(p: Puzzle) -> str:
    if "?" in "".join(p.grid):
        raise InputError("Tatham's Bridges has no '?' islands")
    if p.adjacent and p.touching():
        raise InputError("Tatham's Bridges never joins islands side by side; this puzzle does")
    if p.width < 3 or p.height < 3:
        raise InputError("Tatham's Bridges needs a grid of at least 3x3")
    desc = re.sub(r"\.{1,26}", lambda m: chr(96 + len(m[0])), "".join(p.grid))
    return f"{p.width}x{p.height}m{p.maxb}{'' if p.loops else 'L'}:{desc}"
