"""Hashiwokakero (Bridges, Hashi).

Rules: join the numbered islands with horizontal and vertical bridges so that each island
has as many bridges as its number; at most two bridges join one pair of islands, bridges
cross neither each other nor an island, and all islands form one connected group.  Tatham's
Bridges may also set the bridges per pair (1-4) and forbid loops; both travel with the puzzle.

Formats (docs/genres/hashi.md).  Native text: a header ``hashi`` (or an alias) with the size
and rule settings (``hashi 10x10 max=3 no-loops no-adjacent``), then one line of cells per row,
``#`` comments.  JSON ``{"genre": "hashi", "grid": [...]}`` plus ``max``, ``loops``,
``adjacent`` when not classic.  puzz.link ``hashikake`` (number16 cells, the classic rule only).
Tatham game ID ``WxH[iN][eN][mN][L][dN]:DESC`` (``m`` bridges a pair, ``L`` no loops; islands
``1``-``9``, ``A``-``G``, ``a``-``z`` runs of water).
"""
from __future__ import annotations

import random
import re
from itertools import product

from ...answers import BRIDGES
from ...formats import InputError, check_header_size, significant_lines_indented, text_rows_from_json
from ...formats.codecs import Number16, RunLength, Seq, Url
from ...formats.tatham import id_batch, read_grid_id
from ...genre import Format, Genre
from ...render.svg import INK, Board
from ...render.text import cell_name
from .generate import GENERATOR
from .implied import IMPLIED
from .puzzle import DIGITS, MAX_BRIDGES, MAX_SIZE, Puzzle, Solution, char_of, check
from .rules import decode, rules

HEADERS = ("hashi", "hashiwokakero", "hashikake", "bridges")
PIDS = ("hashikake", "hashi", "bridges")
URL = Url(PIDS, Seq(("cells", Number16())))
TATHAM = RunLength({d: d for d in DIGITS}, empty=".")
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


def settings(p: Puzzle) -> list[str]:
    return ([f"max={p.maxb}"] if p.maxb != 2 else []) + ([] if p.loops else ["no-loops"]) + \
        ([] if p.adjacent else ["no-adjacent"])


def to_text(p: Puzzle) -> str:
    return "\n".join((" ".join([f"hashi {p.width}x{p.height}"] + settings(p)),) + p.grid) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows = text_rows_from_json(doc, source, '".", 1-9, A-G and "?"')
    maxb, loops, adjacent = doc.get("max", 2), doc.get("loops", True), doc.get("adjacent", True)
    if not isinstance(maxb, int) or isinstance(maxb, bool):
        raise InputError(f'"max" must be a number 1..{MAX_BRIDGES}', source)
    return Puzzle(rows, maxb, loops, adjacent, source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "hashi", "grid": list(p.grid), "max": p.maxb, "loops": p.loops, "adjacent": p.adjacent}
    return {k: v for k, v in doc.items() if (k, v) not in (("max", 2), ("loops", True), ("adjacent", True))}


def describe(p: Puzzle) -> dict:
    out = {"size": f"{p.width}x{p.height}", "islands": len(p.islands), "max_bridges": p.maxb}
    return out if p.loops else {**out, "loops": "none"}


def from_url(url: str, source: str = "url") -> Puzzle:
    _, fields = URL.read(url, source)
    for r, row in enumerate(fields["cells"]):
        for c, v in enumerate(row):
            if isinstance(v, int) and not 1 <= v <= len(DIGITS):
                raise InputError(f"puzz.link URL: island {cell_name(r, c)} has number {v} "
                                 f"(islands take 1..{len(DIGITS)})", source)
    return Puzzle(tuple("".join("." if v is None else "?" if v == "?" else char_of(v) for v in row)
                        for row in fields["cells"]), source=source)


def to_url(p: Puzzle) -> str:
    if (p.maxb, p.loops, p.adjacent) != (2, True, True):
        raise InputError("puzz.link's hashikake has the classic rule only (at most 2 bridges per pair, "
                         "loops allowed, side-by-side islands may be joined)")
    cells = [[None if ch == "." else "?" if ch == "?" else DIGITS.index(ch) + 1 for ch in row] for row in p.grid]
    return URL.write((p.height, p.width), {"cells": cells})


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    m = _GAME_ID.match(text.strip())
    if m and m[3] is not None and not 1 <= int(m[3]) <= MAX_BRIDGES:
        raise InputError(f"Bridges game ID: m{int(m[3])} bridges per pair is out of range 1..{MAX_BRIDGES}",
                         source, line, col + m.start(3))
    _, rows = read_grid_id(text, source, line, col, _GAME_ID, "Bridges", "7x7m2:3e3h2c3g33d3g1a1c2a", TATHAM, MAX_SIZE)
    return Puzzle(tuple(map("".join, rows)), int(m[3] or 2), m[4] is None, False, source)


def to_tatham(p: Puzzle) -> str:
    if "?" in "".join(p.grid):
        raise InputError("Tatham's Bridges has no '?' islands")
    if p.adjacent and p.touching():
        raise InputError("Tatham's Bridges never joins islands side by side; this puzzle does")
    if p.width < 3 or p.height < 3:
        raise InputError("Tatham's Bridges needs a grid of at least 3x3")
    return f"{p.width}x{p.height}m{p.maxb}{'' if p.loops else 'L'}:{TATHAM.write(p.grid, (p.height, p.width))}"


solution_to_json, solution_from_json, solution_line = BRIDGES.to_json, BRIDGES.from_json, BRIDGES.line


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    rule = (f" max={p.maxb}" if p.maxb != 2 else "") + ("" if p.loops else " no-loops")
    rows = BRIDGES.text_rows(p, sol, lambda r, c: p.grid[r][c], ascii)
    return f"Hashiwokakero {p.width}x{p.height}{rule}\n" + "\n".join(rows)


def draw_svg(p: Puzzle, sol=None) -> str:
    b = Board(p.height, p.width, f"Hashiwokakero {p.width}x{p.height}")
    b.grid()
    b.frame(1)
    if sol:
        BRIDGES.draw(p, sol, b)
    for (r, c), n in p.islands.items():
        b.disc(r, c, 0.38, fill="white", stroke=INK, width=2, cls="island")
        b.number(r, c, "?" if n is None else n, size=b.cell * 0.45)
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """At most 3x4 cells: islands at random, numbered from random bridges (often nudged,
    sometimes ``?``), the classic rule or one of Tatham's settings."""
    h, w = rng.randint(1, 3), rng.randint(2, 4)
    grid = [["." if rng.random() < 0.55 else "?" for _ in range(w)] for _ in range(h)]
    grid[rng.randrange(h)][rng.randrange(w)] = "?"
    maxb = rng.choice((2, 2, 2, 1))
    loops, adjacent = rng.random() < 0.8, rng.random() < 0.7
    shape = Puzzle(tuple(map("".join, grid)), maxb, loops, adjacent)
    drawn = {pair: rng.randint(0, maxb) for pair in shape.pairs}
    for hp, vp in shape.crossings:
        drawn[rng.choice((hp, vp))] = 0
    count = {cell: 0 for cell in shape.islands}
    for (a, b), k in drawn.items():
        count[a] += k
        count[b] += k
    for (r, c), n in count.items():
        grid[r][c] = char_of(n or rng.randint(1, 2))
    if rng.random() < 0.35:
        r, c = rng.choice(list(count))
        grid[r][c] = char_of(max(1, count[r, c] + rng.choice((-1, 1))))
    if rng.random() < 0.15:
        r, c = rng.choice(list(count))
        grid[r][c] = "?"
    return Puzzle(tuple(map("".join, grid)), maxb, loops, adjacent)


def candidates(p: Puzzle):
    """Every choice of 0..maxb bridges for each pair of islands in line with only water between."""
    for ks in product(range(p.maxb + 1), repeat=len(p.pairs)):
        yield Solution(tuple((a, b, k) for (a, b), k in zip(p.pairs, ks) if k))


GENRE = Genre(
    name="hashi", title="Hashiwokakero", aliases=("hashiwokakero", "hashikake", "bridges"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=PIDS), Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check, implied=IMPLIED, uses=frozenset({"connect"}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
    generate=GENERATOR,
)
