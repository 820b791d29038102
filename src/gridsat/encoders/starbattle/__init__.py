"""Star Battle (also sold as Parks).

Rules: an n x n grid divided into regions.  Place stars so that every row, every column and
every region holds exactly m stars, and no two stars touch, not even diagonally.  Cells that
belong to no region (some "non-regular" Parks levels) never hold a star.

Formats (docs/genres/starbattle.md): the native text (a ``stars M`` or ``size N stars M``
header, then a row of region labels a line, ``.`` a cell in no region, spaces between the
labels when there are more than 62 regions), puzzle packs' one-line form
``<n>x<m>.<n*n letters>[.<meta>]`` (a file of them is a batch), JSON ``{"stars": m, "regions":
[[label or null, ...], ...]}``, puzz.link ``starbattle/C/R/<stars>/<border>`` and puzzlekit's
text (through the JSON).
"""
from __future__ import annotations

import random
import re
import string
from itertools import combinations, product

from ...formats import InputError, puzzle_lines, significant_lines
from ...formats.codecs import Borders, Decimal, Seq, Url
from ...formats.puzzlekit import format_for
from ...formats.tatham import id_batch
from ...genre import Format, Genre
from ...render.svg import Board as Svg
from ...render.text import cell_name, region_grid
from .generate import GENERATOR
from .puzzle import MAX_SIZE, STARS, Puzzle, Solution
from .rules import rules

_LABEL = re.compile(r"^[A-Za-z0-9_]+$")
_SBN = re.compile(r"^(\d{1,7})x(\d{1,7})\.([A-Za-z0-9]+)(?:\.\S*)?$")
URL = Url(("starbattle",), Seq(("stars", Decimal(what="star count (starbattle needs STARS/BORDER after the "
                                                   "size, e.g. starbattle/6/6/1/...)")), ("rooms", Borders())))


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    return bool(lines) and (bool(_SBN.match(lines[0][1])) or lines[0][1].split()[0].lower() in (
        "starbattle", "parks", "stars", "size"))


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, _ = lines[0]
    if m := _SBN.match(first):
        n, letters = int(m[1]), m[3]
        if not 1 <= n <= MAX_SIZE:
            raise InputError(f"size {n} is out of range 1..{MAX_SIZE}", source, no)
        if len(letters) != n * n:
            raise InputError(f"{n}x{n} grid needs {n * n} region letters, found {len(letters)}", source, no)
        try:
            return Puzzle(tuple(tuple(letters[r * n:(r + 1) * n]) for r in range(n)), int(m[2]), source)
        except InputError as e:
            raise e.at(source, no) from None
    stars, size = _header(first, source, no)
    if not (rows := lines[1:]):
        raise InputError("header found but no grid rows follow", source, no)
    if size is not None and len(rows) != size:
        raise InputError(f"header says size {size} but the file has {len(rows)} grid rows", source, rows[-1][0])
    spaced = any(" " in line or "\t" in line for _, line, _ in rows)
    grid = []
    for line_no, line, indent in rows:
        row = [None if t == "." else t for t in (line.split() if spaced else line)]
        for col, token in enumerate(row, 1):
            if token is not None and not _LABEL.match(token):
                bad = next((ch for ch in token if not _LABEL.match(ch)), token[0])
                pos = line.index(token) + token.index(bad) + 1 if spaced else col
                raise InputError(f"unknown character {bad!r} in the grid (labels are ASCII letters, "
                                 "digits, or '.' for no region)", source, line_no, pos + indent)
        if grid and len(row) != len(grid[0]):
            raise InputError(f"row has {len(row)} cells, the first row has {len(grid[0])}", source, line_no)
        grid.append(tuple(row))
    try:
        return Puzzle(tuple(grid), stars, source)
    except InputError as e:
        raise e.locate(source, [line_no for line_no, _, _ in rows], default_row=0) from None


def _header(line: str, source: str, no: int) -> tuple[int, int | None]:
    """``[starbattle|parks] [size N[xN]] stars M`` (the words in any order): M and N."""
    tokens, given = line.split(), {}
    tokens = tokens[1:] if tokens[0].lower() in ("starbattle", "parks") else tokens
    for key, value in zip(tokens[::2], tokens[1::2] + [None]):
        if (key := key.lower()) in given:
            raise InputError(f"header gives {key!r} twice", source, no)
        if key not in ("stars", "size") or value is None:
            raise InputError(f"bad header {line[:60]!r}: expected 'stars M' (optionally 'size N stars M')", source, no)
        vm = re.fullmatch(r"(\d{1,7})(?:x(\d{1,7}))?", value)
        if not vm or (key == "stars" and vm[2]):
            raise InputError(f"bad header value {value!r} for {key!r}", source, no)
        if vm[2] and int(vm[2]) != int(vm[1]):
            raise InputError(f"Star Battle grids are square, header says {value}", source, no)
        given[key] = int(vm[1])
    if "stars" not in given:
        raise InputError("header must give the stars per row/column/region: 'stars M'", source, no)
    if given["stars"] < 1:
        raise InputError(f"stars per row/column/region must be >= 1, got {given['stars']}", source, no)
    return given["stars"], given.get("size")


def to_text(p: Puzzle) -> str:
    """Native text: letters when there are few enough regions, else space-separated labels."""
    labels = sorted({x for row in p.regions for x in row if x is not None}, key=str)
    alphabet = string.ascii_uppercase + string.ascii_lowercase + string.digits
    few = len(labels) <= len(alphabet)
    name = {**dict(zip(labels, alphabet if few else map(str, range(len(labels))))), None: "."}
    return "\n".join([f"stars {p.stars}"] + [("" if few else " ").join(name[x] for x in row)
                                             for row in p.regions]) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    regions, stars = doc.get("regions"), doc.get("stars")
    if not isinstance(regions, list) or not all(isinstance(row, list) for row in regions):
        raise InputError('"regions" must be a list of rows (lists of labels)', source)
    if isinstance(stars, bool) or not isinstance(stars, int):
        raise InputError('"stars" must be an integer', source)
    for r, c, x in ((r, c, x) for r, row in enumerate(regions) for c, x in enumerate(row)):
        if x is not None and (isinstance(x, bool) or not isinstance(x, (int, str))):
            raise InputError(f"region label at {cell_name(r, c)} must be an int, a string or null", source)
    return Puzzle(tuple(tuple(row) for row in regions), stars, source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "starbattle", "stars": p.stars, "regions": [list(row) for row in p.regions]}


def from_url(url: str, source: str = "url") -> Puzzle:
    fields = URL.read(url, source)[1]
    return Puzzle(fields["rooms"], fields["stars"], source)


def to_url(p: Puzzle) -> str:
    if any(x is None for row in p.regions for x in row):
        raise InputError("puzz.link Star Battle has no cells outside every region")
    return URL.write((p.size, p.size), {"stars": p.stars, "rooms": p.regions})


def check(p: Puzzle, sol) -> list[str]:
    """The rules, checked directly on the star positions."""
    n, m, stars = p.size, p.stars, set(sol.stars)
    problems = [f"star at {cell_name(r, c)} is outside the {n}x{n} grid" for r, c in sorted(stars - set(p))]
    if len(stars) != len(sol.stars):
        problems.append("a star is listed twice")
    stars &= set(p)
    units = [(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(n)]
    units += [(f"column {i + 1}", [(j, i) for j in range(n)]) for i in range(n)]
    units += [(f"region at {cell_name(*cells[0])}", cells) for cells in p.region_cells().values()]
    for name, cells in units:
        if (k := len(stars.intersection(cells))) != m:
            problems.append(f"{name} has {k} stars, needs {m}")
    for r, c in sorted(stars):
        if p.regions[r][c] is None:
            problems.append(f"star at {cell_name(r, c)} is in no region")
        problems += [f"stars at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch" for dr in (-1, 0, 1)
                     for dc in (-1, 0, 1) if (dr, dc) > (0, 0) and (r + dr, c + dc) in stars]
    return problems


def _title(p: Puzzle) -> str:
    return f"Star Battle {p.size}x{p.size}, {p.stars} star{'s' * (p.stars > 1)} per row, column and region"


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    stars = set(sol.stars) if sol else set()
    ink = "*#." if ascii else "★▒" + (".", " ")[sol is None]
    return _title(p) + "\n" + region_grid(p.regions, lambda r, c: ink[0] if (r, c) in stars else ink[1]
                                          if p.regions[r][c] is None else ink[2], ascii)


def draw_svg(p: Puzzle, sol=None) -> str:
    b = Svg(p.size, p.size, _title(p), caption=f"{p.stars} ★ per row, column and region")
    for r, c in p:
        if p.regions[r][c] is None:
            b.fill(r, c, "#555555", "no-region")
    b.grid()
    b.walls(p.regions)
    for r, c in (sol.stars if sol else ()):
        b.star(r, c)
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """A random 4x4 or 5x5 one-star map: regions grown from n random seeds."""
    n = rng.choice((4, 5))
    label = {cell: i for i, cell in enumerate(rng.sample([(r, c) for r in range(n) for c in range(n)], n))}
    while len(label) < n * n:
        (r, c), lab = rng.choice(list(label.items()))
        nxt = (r + rng.choice((-1, 0, 1)), c + rng.choice((-1, 0, 1)))
        if nxt not in label and 0 <= nxt[0] < n and 0 <= nxt[1] < n and (nxt[0] == r or nxt[1] == c):
            label[nxt] = lab
    return Puzzle(tuple(tuple(label[r, c] for c in range(n)) for r in range(n)), 1)


def candidates(p: Puzzle):
    """Every placement with m stars in each row (the brute force of the contract test)."""
    for choice in product(*[list(combinations(range(p.size), p.stars))] * p.size):
        yield Solution(tuple((r, c) for r, cols in enumerate(choice) for c in cols))


GENRE = Genre(
    name="starbattle", title="Star Battle", aliases=("parks", "star-battle", "stars"),
    puzzle=Puzzle, solution=Solution, parse=parse, sniff=sniff, split=lambda text, source="input": id_batch(text, _SBN),
    to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("starbattle",)), format_for("starbattle", from_json, to_json)),
    rules=rules, decode=lambda p, model, values, info=None: STARS.decode(p, model, values), check=check,
    solution_to_json=STARS.to_json, solution_from_json=STARS.from_json, solution_line=STARS.line,
    draw=draw, draw_svg=draw_svg, describe=lambda p: {"size": f"{p.size}x{p.size}", "stars": p.stars},
    tiny=tiny, candidates=candidates, generate=GENERATOR)

describe = GENRE.describe
