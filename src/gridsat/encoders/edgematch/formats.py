"""Edge matching's formats (docs/genres/edgematch.md has them with examples): the YAML tile
dict (``halves``: ``1: [['ylw', '+'], ...]``, edges right, top, left, bottom) or four integers
a line (``[ID:] top right bottom left``: ``signed`` when one is negative, else ``colours``),
with optional ``size RxC``, ``style NAME`` and ``fixed ID rRcC [ROT]`` lines; JSON
``{"rows", "cols", "style", "tiles": [{"id", "edges"}], "fixed": [...]}``; solution JSON
``{"placement": [[{"tile": ID, "rotation": R}, ...], ...]}``."""
from __future__ import annotations

import json
import re
from math import isqrt

from ...formats import InputError, puzzle_lines, shorten, significant_lines
from ...render.text import cell_name
from .puzzle import INT, MAX_TILES, STYLES, Fixed, Puzzle, Solution, Tile, is_border

_YAML_TILE = re.compile(r"^([A-Za-z0-9_]+)\s*:\s*(\[.*)$")
_NUM_TILE = re.compile(r"^(?:[A-Za-z0-9_]+\s*:\s*)?[+-]?\d{1,9}(?:\s+[+-]?\d{1,9})*$")
_SIZE = re.compile(r"^size\s+(\d{1,5})\s*[xX]\s*(\d{1,5})$", re.I)
_STYLE = re.compile(r"^style\s+(\S+)$", re.I)
_FIXED = re.compile(r"^fixed\s+([A-Za-z0-9_]+)\s+(?:at\s+)?r(\d{1,5})c(\d{1,5})"
                    r"(?:\s+(?:rotation\s+|rot\s+)?(\d{1,2}))?$", re.I)
_HEADER_WORDS = ("size", "style", "fixed")


def sniff(text: str) -> bool:
    """Ours: every line is a YAML tile (``KEY: [[...``), a line of integers (most of them four,
    with an optional ``ID:``), or one of our header lines, and there is at least one tile."""
    yaml = nums = four = 0
    for _, line in significant_lines(text):
        if _YAML_TILE.match(line) and line.split(":", 1)[1].strip().startswith("[["):
            yaml += 1
        elif _NUM_TILE.match(line):
            nums += 1
            four += len(line.split(":")[-1].split()) == 4
        elif line.split()[0].lower() in _HEADER_WORDS and (
                _SIZE.match(line) or _STYLE.match(line) or _FIXED.match(line)):
            continue
        else:
            return False
    if yaml and nums:
        return False
    return yaml > 0 or (nums > 0 and 2 * four > nums)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    size = style = None
    fixed: list[Fixed] = []
    fixed_lines: list[int] = []
    tiles: list[Tile] = []
    tile_lines: list[int] = []
    kinds: set = set()
    for no, line, indent in lines:
        word = line.split()[0].lower()
        if word in _HEADER_WORDS:
            if word == "size":
                m = _SIZE.match(line)
                if not m:
                    raise InputError(f"bad size line {line[:60]!r}: expected 'size RxC' (rows x columns)",
                                     source, no)
                if size is not None:
                    raise InputError("the board size is given twice", source, no)
                size = (int(m.group(1)), int(m.group(2)))
                if 0 in size:
                    raise InputError(f"board size {size[0]}x{size[1]} has no cells", source, no)
            elif word == "style":
                m = _STYLE.match(line)
                if not m or m.group(1).lower() not in STYLES:
                    raise InputError(f"bad style line {line[:60]!r}: expected 'style' and one of "
                                     f"{', '.join(STYLES)}", source, no)
                style = m.group(1).lower()
            else:
                m = _FIXED.match(line)
                if not m:
                    raise InputError(f"bad fixed-piece line {line[:60]!r}: expected 'fixed ID rRcC [ROTATION]'",
                                     source, no)
                r, c = int(m.group(2)), int(m.group(3))
                if r < 1 or c < 1:
                    raise InputError(f"cells are numbered from r1c1, got r{r}c{c}", source, no)
                fixed.append(Fixed(_id(m.group(1)), r - 1, c - 1, int(m.group(4) or 0)))
                fixed_lines.append(no)
            continue
        ym = _YAML_TILE.match(line)
        if ym and ym.group(2).startswith("["):
            kinds.add("yaml")
            tiles.append(_parse_yaml_tile(ym, line, source, no, indent))
        else:
            kinds.add("numbers")
            tiles.append(_parse_number_tile(line, source, no, indent, len(tiles) + 1))
        tile_lines.append(no)
        if len(kinds) > 1:
            raise InputError("the file mixes YAML tiles ('1: [[pic, +], ...]') and number tiles", source, no)
    if not tiles:
        raise InputError("no tiles found (one tile a line)", source, lines[-1][0])
    if "yaml" in kinds:
        if style not in (None, "halves"):
            raise InputError(f"YAML tiles are [picture, half] edges: style {style} does not apply", source)
        style = "halves"
    else:
        if style == "halves":
            raise InputError("style halves needs [picture, '+'/'-'] edges (the YAML form)", source)
        if style is None:
            style = "signed" if any(e < 0 for t in tiles for e in t.edges) else "colours"
    rows, cols = size if size else infer_size(tiles, style, source)
    try:
        return Puzzle(rows, cols, style, tuple(tiles), tuple(fixed), source)
    except InputError as e:  # about a tile or a fixed piece: its line
        raise e.locate(source, tile_lines + fixed_lines) from None


def _id(token: str):
    return int(token) if INT.match(token) else token


def _parse_number_tile(line: str, source: str, no: int, indent: int, default_id: int) -> Tile:
    tid = default_id
    body, offset = line, 0
    if ":" in line:
        head, body = line.split(":", 1)
        offset = len(head) + 1
        head = head.strip()
        if not re.fullmatch(r"[A-Za-z0-9_]+", head):
            raise InputError(f"bad tile id {head!r} (letters, digits, _)", source, no, indent + 1)
        tid = _id(head)
    values = []
    for m in re.finditer(r"\S+", body):
        tok = m.group()
        if not INT.match(tok):
            what = "has too many digits" if re.fullmatch(r"[+-]?\d+", tok) else "is not an integer"
            raise InputError(f"edge {tok!r} {what}", source, no, indent + offset + m.start() + 1)
        values.append(int(tok))
    if len(values) != 4:
        raise InputError(f"tile {tid} has {len(values)} edges, needs 4 (top right bottom left)", source, no)
    top, right, bottom, left = values
    return Tile(tid, (right, top, left, bottom))


def _parse_yaml_tile(m: re.Match, line: str, source: str, no: int, indent: int) -> Tile:
    tid = _id(m.group(1))
    start = m.start(2)
    value, end = _flow(line, start, source, no, indent)
    if line[end:].strip():
        raise InputError(f"unexpected text after the tile's edge list: {line[end:].strip()[:20]!r}",
                         source, no, indent + end + 1)
    if not isinstance(value, list):
        raise InputError(f"tile {tid}: expected a list of 4 edges", source, no, indent + start + 1)
    if len(value) != 4:
        raise InputError(f"tile {tid} has {len(value)} edges, needs 4 (right, top, left, bottom)",
                         source, no, indent + start + 1)
    edges = []
    for item in value:
        if not isinstance(item, list) or len(item) != 2 or any(isinstance(x, list) for x in item):
            col = item[1] if isinstance(item, tuple) else getattr(item, "col", start)
            raise InputError(f"tile {tid}: an edge must be [picture, '+' or '-']", source, no,
                             indent + col + 1)
        (pic, _), (half, hcol) = item
        if half not in ("+", "-"):
            raise InputError(f"tile {tid}: unknown half marker {half!r} (use '+' or '-')",
                             source, no, indent + hcol + 1)
        edges.append((pic, half))
    return Tile(tid, tuple(edges))


class _List(list):
    col = 0


def _flow(s: str, i: int, source: str, no: int, indent: int):
    """A YAML flow value at s[i:]: nested lists of (scalar, column).  Returns (value, end)."""
    def skip(j):
        while j < len(s) and s[j] in " \t":
            j += 1
        return j

    i = skip(i)
    if i >= len(s):
        raise InputError("the edge list ends too early (missing ']')", source, no, indent + i + 1)
    ch = s[i]
    if ch == "[":
        out = _List()
        out.col = i
        j = skip(i + 1)
        if j < len(s) and s[j] == "]":
            return out, j + 1
        while True:
            item, j = _flow(s, j, source, no, indent)
            out.append(item)
            j = skip(j)
            if j < len(s) and s[j] == ",":
                j += 1
                continue
            if j < len(s) and s[j] == "]":
                return out, j + 1
            raise InputError("expected ',' or ']' in the edge list", source, no, indent + j + 1)
    if ch in "'\"":
        j = s.find(ch, i + 1)
        if j < 0:
            raise InputError("unterminated quoted name", source, no, indent + i + 1)
        return (s[i + 1:j], i + 1), j + 1
    m = re.compile(r"[^\[\],'\"\s]+").match(s, i)
    if not m:
        raise InputError(f"unexpected {ch!r} in the edge list", source, no, indent + i + 1)
    return (m.group(), i), m.end()


def infer_size(tiles, style: str, source: str = "input") -> tuple[int, int]:
    """The board for a set without a ``size`` line: from the border edges when the set has
    them (rows + cols = border / 2, rows * cols = tiles), else the square of the tile count."""
    n = len(tiles)
    border = sum(1 for t in tiles for e in t.edges if is_border(style, e))
    if border and border % 2 == 0:
        s = border // 2
        disc = s * s - 4 * n
        if disc >= 0 and isqrt(disc) ** 2 == disc and (s - isqrt(disc)) % 2 == 0:
            rows = (s - isqrt(disc)) // 2
            if rows >= 1:
                return rows, n // rows
    k = isqrt(n)
    if k * k == n:
        return k, k
    raise InputError(f"cannot tell the board size for {n} tiles; give it with a line 'size RxC'", source)


def _json_label(style: str, e, where: str, source: str):
    if style == "halves":
        if not (isinstance(e, list) and len(e) == 2 and all(isinstance(x, str) for x in e)):
            raise InputError(f"{where}: a halves edge is [picture, '+' or '-']", source)
        if e[1] not in ("+", "-"):
            raise InputError(f"{where}: unknown half marker {e[1]!r} (use '+' or '-')", source)
        return (e[0], e[1])
    if isinstance(e, bool) or not isinstance(e, (int, str)):
        raise InputError(f"{where}: an edge is an integer{' or a colour name' if style == 'colours' else ''}",
                         source)
    return e


def from_json(doc: dict, source: str = "input") -> Puzzle:
    style = doc.get("style", "halves")
    if style not in STYLES:
        raise InputError(f'"style" must be one of {", ".join(STYLES)}, got {style!r}', source)
    raw = doc.get("tiles")
    if not isinstance(raw, list):
        raise InputError('"tiles" must be a list of {"id": ID, "edges": [right, top, left, bottom]}', source)
    tiles = []
    for i, t in enumerate(raw):
        if not isinstance(t, dict) or not isinstance(t.get("edges"), list):
            raise InputError(f'"tiles"[{i}] must be {{"id": ID, "edges": [right, top, left, bottom]}}', source)
        edges = tuple(_json_label(style, e, f"tile {t.get('id', i + 1)}", source) for e in t["edges"])
        tiles.append(Tile(t.get("id", i + 1), edges))
    fixed = []
    if not isinstance(doc.get("fixed") or [], list):
        raise InputError('"fixed" must be a list of {"tile": ID, "row": r, "col": c, "rotation": k}', source)
    for i, f in enumerate(doc.get("fixed") or []):
        if not isinstance(f, dict) or not all(isinstance(f.get(k), int) for k in ("row", "col")):
            raise InputError(f'"fixed"[{i}] must be {{"tile": ID, "row": r, "col": c, "rotation": k}}', source)
        fixed.append(Fixed(f.get("tile"), f["row"], f["col"], f.get("rotation", 0)))
    rows, cols = doc.get("rows"), doc.get("cols")
    if rows is None and cols is None:
        if tiles and len(tiles) <= MAX_TILES and all(len(t.edges) == 4 for t in tiles):
            rows, cols = infer_size(tiles, style, source)
        else:
            rows, cols = 1, max(len(tiles), 1)  # Puzzle reports what is wrong with the tiles
    return Puzzle(rows, cols, style, tuple(tiles), tuple(fixed), source)


def to_json(p: Puzzle) -> dict:
    def lab(e):
        return list(e) if p.style == "halves" else e

    doc = {"genre": "edgematch", "rows": p.rows, "cols": p.cols, "style": p.style,
           "tiles": [{"id": t.id, "edges": [lab(e) for e in t.edges]} for t in p.tiles]}
    if p.fixed:
        doc["fixed"] = [{"tile": f.tile, "row": f.row, "col": f.col, "rotation": f.rotation} for f in p.fixed]
    return doc


def describe(p: Puzzle) -> dict:
    out = {"size": f"{p.rows}x{p.cols}", "tiles": len(p.tiles), "style": p.style}
    if p.fixed:
        out["fixed"] = len(p.fixed)
    return out


def solution_to_json(sol: Solution) -> dict:
    return {"placement": [[{"tile": tid, "rotation": rot} for tid, rot in row] for row in sol.placement]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    rows = doc.get("placement")
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise InputError('solution must have "placement": [[{"tile": ID, "rotation": R}, ...], ...]', source)
    out = []
    for r, row in enumerate(rows):
        line = []
        for c, cell in enumerate(row):
            if (not isinstance(cell, dict) or "tile" not in cell
                    or isinstance(cell.get("rotation", 0), bool) or not isinstance(cell.get("rotation", 0), int)):
                raise InputError(f'"placement" {cell_name(r, c)} must be {{"tile": ID, "rotation": 0..3}}',
                                 source)
            if not isinstance(cell["tile"], (int, str)) or isinstance(cell["tile"], bool):
                raise InputError(f'"placement" {cell_name(r, c)}: a tile id is a number or a name, '
                                 f'not {shorten(json.dumps(cell["tile"]))}', source)
            t = p.tile(cell["tile"])
            line.append((t.id if t is not None else cell["tile"], cell.get("rotation", 0)))
        out.append(tuple(line))
    return Solution(tuple(out))


# -- writing native text -----------------------------------------------------------------------

def _id_text(tid) -> str:
    """A tile id as the native text reads it back (the same id and type)."""
    text = str(tid)
    if re.fullmatch(r"[A-Za-z0-9_]+", text) and type(_id(text)) is type(tid) and _id(text) == tid:
        return text
    raise InputError(f"tile id {tid!r} cannot be written as native text (ids are letters, digits and _); "
                     "convert it to json instead")


def _picture_text(name: str) -> str:
    quote = "'" if "'" not in name else '"'
    if quote in name or not name.isprintable():
        raise InputError(f"picture name {name!r} cannot be written as native text; convert it to json instead")
    return f"{quote}{name}{quote}"


def to_text(p: Puzzle) -> str:
    """Native text: the YAML tile dict for ``halves``, else four integers a line (top right
    bottom left), with ``size`` / ``style`` / ``fixed`` lines."""
    lines = [f"size {p.rows}x{p.cols}", f"style {p.style}"]
    lines += [f"fixed {_id_text(f.tile)} r{f.row + 1}c{f.col + 1} {f.rotation}" for f in p.fixed]
    for t in p.tiles:
        right, top, left, bottom = t.edges
        if p.style == "halves":
            body = ", ".join(f"[{_picture_text(pic)}, '{half}']" for pic, half in t.edges)
            lines.append(f"{_id_text(t.id)}: [{body}]")
            continue
        for e in t.edges:
            if isinstance(e, str) or not INT.match(str(e)):
                raise InputError(f"edge {e!r} cannot be written as native text (integers of up to 9 digits); "
                                 "convert it to json instead")
        lines.append(f"{_id_text(t.id)}: {top} {right} {bottom} {left}")
    return "\n".join(lines) + "\n"
