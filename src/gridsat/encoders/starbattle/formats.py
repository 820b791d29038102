"""Star Battle's formats.

Native text (``#`` starts a comment line)::

    stars 2            <- header: stars per row/column/region (optionally "size 9 stars 2")
    AABBBBBBB          <- one row per line, one region label per cell: letters or digits,
    ABBBBCCCC             '.' for a cell in no region.  With more than 62 regions, separate
    ...                   the labels by spaces ("10 10 11 ...").

Compact one-line form (as in Star Battle puzzle packs): ``<n>x<m>.<n*n region letters>[.<meta>]``;
a file of such lines is a batch.

JSON: ``{"genre": "starbattle", "stars": m, "regions": [[label, ...], ...]}`` with labels ints
or strings and ``null`` for a cell in no region.  Solution JSON (the ``stars`` answer kind):
``{"stars": [[row, col], ...]}``.

puzz.link: ``starbattle/C/R/<stars>/<border>`` (regions as walls): ``Seq(Decimal, Borders)``.
"""
from __future__ import annotations

import re
import string

from ...formats import InputError, puzzle_lines, significant_lines
from ...formats.codecs import Borders, Decimal, Seq, Url
from ...render.text import cell_name
from .puzzle import MAX_SIZE, Puzzle

_LABEL = re.compile(r"^[A-Za-z0-9_]+$")
_SBN = re.compile(r"^(\d{1,7})x(\d{1,7})\.([A-Za-z0-9]+)(?:\.\S*)?$")
_HEADER_WORDS = ("starbattle", "parks", "stars", "size")


def sniff(text: str) -> bool:
    lines = significant_lines(text)
    if not lines:
        return False
    first = lines[0][1]
    return bool(_SBN.match(first)) or first.split()[0].lower() in _HEADER_WORDS


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of one-line puzzles (``<n>x<m>.<letters>`` per line) is a batch."""
    lines = significant_lines(text)
    if len(lines) > 1 and _SBN.match(lines[0][1]):
        return [(no, line) for no, line in lines]
    return None


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, _ = lines[0]
    m = _SBN.match(first)
    if m:
        return _parse_sbn(m, source, no)
    stars, size = _parse_header(first, source, no)
    rows = lines[1:]
    if not rows:
        raise InputError("header found but no grid rows follow", source, no)
    if size is not None and len(rows) != size:
        raise InputError(f"header says size {size} but the file has {len(rows)} grid rows", source, rows[-1][0])
    spaced = any(" " in line or "\t" in line for _, line, _ in rows)
    grid = []
    for line_no, line, indent in rows:
        row = []
        for col, token in enumerate(line.split() if spaced else line, 1):
            if token == ".":
                row.append(None)
            elif _LABEL.match(token):
                row.append(token)
            else:
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


def _parse_header(line: str, source: str, no: int) -> tuple[int, int | None]:
    tokens = line.split()
    stars = size = None
    i = 1 if tokens and tokens[0].lower() in ("starbattle", "parks") else 0
    seen = set()
    while i < len(tokens):
        key = tokens[i].lower()
        if key in seen:
            raise InputError(f"header gives {key!r} twice", source, no)
        seen.add(key)
        if key not in ("stars", "size") or i + 1 >= len(tokens):
            raise InputError(f"bad header {line[:60]!r}: expected 'stars M' (optionally 'size N stars M')",
                             source, no)
        value = tokens[i + 1]
        vm = re.fullmatch(r"(\d{1,7})(?:x(\d{1,7}))?", value)
        if not vm or (key == "stars" and vm.group(2)):
            raise InputError(f"bad header value {value!r} for {key!r}", source, no)
        if key == "stars":
            stars = int(vm.group(1))
        else:
            size = int(vm.group(1))
            if vm.group(2) and int(vm.group(2)) != size:
                raise InputError(f"Star Battle grids are square, header says {value}", source, no)
        i += 2
    if stars is None:
        raise InputError("header must give the stars per row/column/region: 'stars M'", source, no)
    if stars < 1:
        raise InputError(f"stars per row/column/region must be >= 1, got {stars}", source, no)
    return stars, size


def _parse_sbn(m: re.Match, source: str, no: int) -> Puzzle:
    n, stars, letters = int(m.group(1)), int(m.group(2)), m.group(3)
    if n < 1 or n > MAX_SIZE:
        raise InputError(f"size {n} is out of range 1..{MAX_SIZE}", source, no)
    if len(letters) != n * n:
        raise InputError(f"{n}x{n} grid needs {n * n} region letters, found {len(letters)}", source, no)
    grid = tuple(tuple(letters[r * n:(r + 1) * n]) for r in range(n))
    try:
        return Puzzle(grid, stars, source)
    except InputError as e:
        raise e.at(source, no) from None


def to_text(p: Puzzle) -> str:
    """Native text: letters when there are few enough regions, else space-separated labels."""
    labels = sorted({x for row in p.regions for x in row if x is not None}, key=str)
    alphabet = string.ascii_uppercase + string.ascii_lowercase + string.digits
    if len(labels) <= len(alphabet):
        name = dict(zip(labels, alphabet))
        body = ["".join("." if x is None else name[x] for x in row) for row in p.regions]
    else:
        name = {x: str(i) for i, x in enumerate(labels)}
        body = [" ".join("." if x is None else name[x] for x in row) for row in p.regions]
    return "\n".join([f"stars {p.stars}"] + body) + "\n"


# -- JSON ------------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    regions, stars = doc.get("regions"), doc.get("stars")
    if not isinstance(regions, list) or not all(isinstance(row, list) for row in regions):
        raise InputError('"regions" must be a list of rows (lists of labels)', source)
    if isinstance(stars, bool) or not isinstance(stars, int):
        raise InputError('"stars" must be an integer', source)
    for r, row in enumerate(regions):
        for c, label in enumerate(row):
            if label is not None and (isinstance(label, bool) or not isinstance(label, (int, str))):
                raise InputError(f"region label at {cell_name(r, c)} must be an int, a string or null", source)
    return Puzzle(tuple(tuple(row) for row in regions), stars, source)


def to_json(p: Puzzle) -> dict:
    return {"genre": "starbattle", "stars": p.stars, "regions": [list(row) for row in p.regions]}


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.size}x{p.size}", "stars": p.stars}


# -- puzz.link -------------------------------------------------------------------------------------

URL = Url(("starbattle",), Seq(("stars", Decimal(what="star count (starbattle needs STARS/BORDER after the "
                                                   "size, e.g. starbattle/6/6/1/...)")), ("rooms", Borders())))


def from_url(url: str, source: str = "url") -> Puzzle:
    _, fields = URL.read(url, source)
    return Puzzle(fields["rooms"], fields["stars"], source)


def to_url(p: Puzzle) -> str:
    if any(x is None for row in p.regions for x in row):
        raise InputError("puzz.link Star Battle has no cells outside every region")
    return URL.write((p.size, p.size), {"stars": p.stars, "rooms": p.regions})
