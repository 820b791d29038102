"""Star Battle's formats (docs/genres/starbattle.md): the native text (a ``stars M`` or ``size N
stars M`` header, then a row of region labels a line, ``.`` a cell in no region, spaces between
the labels when there are more than 62 regions), puzzle packs' one-line form
``<n>x<m>.<n*n letters>[.<meta>]`` (a file of them is a batch), JSON ``{"stars": m, "regions":
[[label or null, ...], ...]}`` and puzz.link ``starbattle/C/R/<stars>/<border>``."""
from __future__ import annotations

import re
import string

from ...formats import InputError, puzzle_lines, significant_lines
from ...formats.codecs import Borders, Decimal, Seq, Url
from ...render.text import cell_name
from .puzzle import MAX_SIZE, Puzzle

_LABEL = re.compile(r"^[A-Za-z0-9_]+$")
_SBN = re.compile(r"^(\d{1,7})x(\d{1,7})\.([A-Za-z0-9]+)(?:\.\S*)?$")


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    return bool(lines) and (bool(_SBN.match(lines[0][1])) or lines[0][1].split()[0].lower() in (
        "starbattle", "parks", "stars", "size"))


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    lines = significant_lines(text)
    return [(no, line) for no, line in lines] if len(lines) > 1 and _SBN.match(lines[0][1]) else None


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, _ = lines[0]
    m = _SBN.match(first)
    if m:
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
    rows = lines[1:]
    if not rows:
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
        key = key.lower()
        if key in given:
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


URL = Url(("starbattle",), Seq(("stars", Decimal(what="star count (starbattle needs STARS/BORDER after the "
                                                   "size, e.g. starbattle/6/6/1/...)")), ("rooms", Borders())))


def from_url(url: str, source: str = "url") -> Puzzle:
    fields = URL.read(url, source)[1]
    return Puzzle(fields["rooms"], fields["stars"], source)


def to_url(p: Puzzle) -> str:
    if any(x is None for row in p.regions for x in row):
        raise InputError("puzz.link Star Battle has no cells outside every region")
    return URL.write((p.size, p.size), {"stars": p.stars, "rooms": p.regions})
