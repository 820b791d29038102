"""Tents' formats.

Native text (``#`` starts a comment line)::

    tents                 <- optional header (also "tents 6x6")
      1 1 1 1 0 2         <- column counts, left to right ('-' or '?' = unknown)
    2 . T . . . .         <- a row: its count, then the cells: T tree, . blank
    0 . . . T . .            (spaces between cells are optional)
    ...

The seed's three strings (BrainBashers' page source)::

    lcpuzzle = "0012020112..."   <- cells row by row: 0 blank, 1 tree, 2 tent (the published
    lcrownumbers = "332123222404"   answer: read as blank, kept for comparison)
    lccolnumbers = "222322230505"

(the ``name =`` and quotes are optional; then the order is cells, rows, columns).

Simon Tatham game IDs (:mod:`.tatham`): ``10x10de:<grid code>,<W column counts>,<H row
counts>`` (also ``10x10:...``), one per line (a file of several is a batch), or a Tatham save
file.  ``!`` / ``-`` marks in the grid code are given tents / given grass.

puzz.link: ``tents/C/R/<counts above, then left (excell numbers)><trees>``; a tree code
``0``-``h`` is a tree and then that many (0..17) empty cells, ``i``-``z`` skip 1..18 cells.

JSON: ``{"genre": "tents", "rows": [2, null, ...], "columns": [...], "trees": [[r, c], ...]}``
plus optional ``"given_tents"``, ``"given_grass"``, ``"published"`` (lists of [r, c]).

Solution JSON: ``{"tents": [[r, c], ...], "pairs": [[[tree_r, tree_c], [tent_r, tent_c]], ...]}``.
"""
from __future__ import annotations

import re

from ...formats import InputError, cells_from_json, puzzlink, significant_lines, significant_lines_indented
from ...formats import tatham as tatham_ids
from . import tatham
from .puzzle import COLUMN_COUNTS, ROW_COUNTS, Cell, Puzzle, Solution

_COUNT = re.compile(r"^(\d{1,7}|-|\?)$")
_TATHAM = re.compile(r"^\d+(?:x\d+)?(?:d\w)?:[^\d,\s]*,\d")  # a grid code has no digits
_SEED_KEYS = {"lcpuzzle": "cells", "lcrownumbers": "rows", "lccolnumbers": "columns",
              "lcolnumbers": "columns"}
_SEED_LINE = re.compile(r"""^([A-Za-z_]\w*)\s*[=:]\s*["']?([^"']*)["']?\s*;?\s*$""")
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def sniff(text: str) -> bool:
    if tatham_ids.is_save_file(text):
        return "Tents" in text.split("GAME", 1)[-1][:40]
    lines = significant_lines(text)
    if not lines:
        return False
    first = lines[0][1]
    if first.split()[0].lower() == "tents" or _TATHAM.match(first):
        return True
    if _seed_fields(lines) is not None:
        return True
    return _headerless_native(lines)


def _headerless_native(lines) -> bool:
    if len(lines) < 2 or not all(_COUNT.match(t) for t in lines[0][1].split()):
        return False
    rows = [line.split(None, 1) for _, line in lines[1:]]
    return all(len(r) == 2 and _COUNT.match(r[0]) and re.fullmatch(r"[Tt.\s]+", r[1]) for r in rows) \
        and any("T" in r[1].upper() for r in rows)


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of Tatham game IDs, one per line, is a batch."""
    if tatham_ids.is_save_file(text):
        return None
    lines = significant_lines_indented(text)
    if len(lines) > 1 and tatham_ids.looks_like_game_id(lines[0][1]):
        return [(no, " " * indent + line) for no, line, indent in lines]
    return None


def parse(text: str, source: str = "input") -> Puzzle:
    if tatham_ids.is_save_file(text):
        return tatham.read_save(text, source)
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, indent = lines[0]
    if tatham_ids.looks_like_game_id(first) or (":" in first and re.match(r"^\d", first)):
        if len(lines) > 1:
            raise InputError("one game ID per puzzle: the file holds more lines "
                             "(a file of game IDs, one per line, is solved as a batch)", source, lines[1][0])
        return tatham.read_game_id(first, source, no, indent + 1)
    seed = _seed_fields([(n, line) for n, line, _ in lines])
    if seed is not None:
        return _parse_seed(seed, source)
    if len(lines) == 1:
        raise InputError("not a Tents puzzle: expected a Tatham game ID (PARAMS:DESC), the seed's "
                         "three strings, or a native grid (column counts, then rows)", source, no)
    return _parse_native(lines, source)


def solution_line(p: Puzzle, sol: Solution) -> str:
    """One line for batch output (Tatham's solve move ``S;T<x>,<y>;...``, or for a seed puzzle
    its cell string)."""
    return answer(p, sol)


def answer(p: Puzzle, sol: Solution) -> str:
    """The published answer form: the seed's cell string (0 blank, 1 tree, 2 tent) for a seed
    puzzle, else Tatham's solve move ``S;T<x>,<y>;...`` (x = column, y = row, 0-based)."""
    if p.origin == "seed":
        trees, tents = p.tree_set, set(sol.tents)
        return "".join("1" if (r, c) in trees else "2" if (r, c) in tents else "0"
                       for r in range(p.height) for c in range(p.width))
    return tatham.solve_move(sol.tents)


def describe(p: Puzzle) -> dict:
    out = {"size": f"{p.width}x{p.height}", "trees": len(p.trees)}
    unknown = sum(k is None for k in (*p.rows, *p.columns))
    if unknown:
        out["unknown_counts"] = unknown
    return out


# -- native text -----------------------------------------------------------------------------------

def _parse_native(lines, source: str) -> Puzzle:
    no, first, indent = lines[0]
    head = first.split()
    size = None
    if head[0].lower() == "tents":
        if len(head) > 2:
            raise InputError("bad header: expected 'tents' or 'tents WxH'", source, no)
        if len(head) == 2:
            m = re.fullmatch(r"(\d{1,7})(?:x(\d{1,7}))?", head[1])
            if not m:
                raise InputError(f"bad size {head[1][:20]!r} in the header (expected WxH, e.g. 8x8)",
                                 source, no, indent + first.index(head[1]) + 1)
            size = (int(m.group(1)), int(m.group(2) or m.group(1)))  # (width, height)
        lines = lines[1:]
    if not lines:
        raise InputError("no column counts and no grid rows follow the header", source, no)
    col_no, col_line, col_indent = lines[0]
    rows_src = lines[1:]
    if not rows_src:
        raise InputError("the column counts are not followed by grid rows (each row: its count, "
                         "then the cells)", source, col_no)

    row_counts, grid, cell_cols = [], [], []
    for line_no, line, ind in rows_src:
        m = re.match(r"(\S+)(\s*)", line)
        token = m.group(1)
        if not _COUNT.match(token):
            bad = next((i for i, ch in enumerate(token) if not (ch.isdigit() or ch in "-?")), 0)
            if re.fullmatch(r"[Tt.]+", token) or bad == 0:
                raise InputError("a grid row starts with its tent count (a number, or - or ? when "
                                 "unknown), then the cells", source, line_no, ind + 1)
            raise InputError(f"bad row count {token[:20]!r}: put a space between the count and the "
                             "cells", source, line_no, ind + bad + 1)
        row_counts.append(None if token in "-?" else int(token))
        cells, cols = [], []
        for pos in range(m.end(), len(line)):
            ch = line[pos]
            if ch.isspace():
                continue
            if ch in "Tt":
                cells.append(True)
            elif ch == ".":
                cells.append(False)
            else:
                raise InputError(f"unknown character {ch!r} in the grid (T = tree, . = blank)",
                                 source, line_no, ind + pos + 1)
            cols.append(ind + pos + 1)
        if not cells:
            raise InputError("the row has a count but no cells", source, line_no, ind + len(line) + 1)
        if grid and len(cells) != len(grid[0]):
            raise InputError(f"row has {len(cells)} cells, the first row has {len(grid[0])}",
                             source, line_no, cols[len(grid[0])]
                             if len(cells) > len(grid[0]) else None)
        grid.append(cells)
        cell_cols.append(cols)
    height, width = len(grid), len(grid[0])
    if size is not None and size != (width, height):
        raise InputError(f"header says {size[0]}x{size[1]} but the grid is {width}x{height} "
                         "(width x height)", source, no)

    tokens = [(m.start(), m.group()) for m in re.finditer(r"\S+", col_line)]
    if len(tokens) == 1 and width > 1 and len(tokens[0][1]) == width:  # compact: "21?0"
        start, tok = tokens[0]
        tokens = [(start + i, ch) for i, ch in enumerate(tok)]
    col_counts, col_pos = [], []
    for start, tok in tokens:
        if not _COUNT.match(tok):
            raise InputError(f"bad column count {tok[:20]!r} (a number, or - or ? when unknown)",
                             source, col_no, col_indent + start + 1)
        col_counts.append(None if tok in "-?" else int(tok))
        col_pos.append(col_indent + start + 1)
    if len(col_counts) != width:
        raise InputError(f"{len(col_counts)} column counts given for a grid of {width} columns",
                         source, col_no, col_pos[min(len(col_pos), width + 1) - 1]
                         if len(col_counts) > width else None)

    def line_of(row: int) -> int | None:  # a grid row's line; the column counts' line
        if 0 <= row < height:
            return rows_src[row][0]
        return col_no if row == COLUMN_COUNTS else None

    def col_of(r: int, c: int) -> int | None:  # a cell's column; a count's column
        if c == -1 and 0 <= r < height:
            return rows_src[r][2] + 1
        if r == -1 and 0 <= c < width:
            return col_pos[c]
        return cell_cols[r][c] if 0 <= r < height and 0 <= c < width else None

    trees = tuple((r, c) for r in range(height) for c in range(width) if grid[r][c])
    try:
        return Puzzle(height, width, trees, tuple(row_counts), tuple(col_counts), source=source)
    except InputError as e:
        raise e.locate(source, line_of, col_of) from None


def to_text(p: Puzzle) -> str:
    """The puzzle in the native text format (given marks and a published answer are left out)."""
    def count(k):
        return "?" if k is None else str(k)

    rw = max(len(count(k)) for k in p.rows)
    trees = p.tree_set
    out = [f"tents {p.width}x{p.height}", " " * (rw + 1) + " ".join(count(k) for k in p.columns)]
    for r in range(p.height):
        out.append(count(p.rows[r]).rjust(rw) + " " + " ".join(
            "T" if (r, c) in trees else "." for c in range(p.width)))
    return "\n".join(out) + "\n"


# -- the seed's three strings ------------------------------------------------------------------------

def _seed_fields(lines):
    """{'cells': (line, col, text), 'rows': ..., 'columns': ...} when the lines look like the
    seed format, else None."""
    if len(lines) != 3:
        return None
    named = [_SEED_LINE.match(line) for _, line in lines]
    if all(named) and all(m.group(1).lower() in _SEED_KEYS for m in named):
        out = {}
        for (no, line), m in zip(lines, named):
            key = _SEED_KEYS[m.group(1).lower()]
            if key in out:
                return None
            out[key] = (no, line.index(m.group(2)) + 1 if m.group(2) else len(line), m.group(2).strip())
        return out if len(out) == 3 else None
    texts = [line for _, line in lines]
    if not re.fullmatch(r"[012]+", texts[0]) or not all(re.fullmatch(r"[\d,?-]+", t) for t in texts[1:]):
        return None
    h, w = len(_split_counts(texts[1])), len(_split_counts(texts[2]))
    if h * w != len(texts[0]):
        return None
    return {key: (no, 1, line) for key, (no, line) in zip(("cells", "rows", "columns"), lines)}


def _split_counts(text: str) -> list[str]:
    return text.split(",") if "," in text else list(text)


def read_seed(text: str, source: str = "input") -> Puzzle:
    """The seed's three strings (and nothing else)."""
    fields = _seed_fields(significant_lines(text))
    if fields is None:
        raise InputError("not the seed's three strings (lcpuzzle, lcrownumbers, lccolnumbers)", source)
    return _parse_seed(fields, source)


def _parse_seed(fields, source: str) -> Puzzle:
    counts = {}
    for key in ("rows", "columns"):
        no, col, text = fields[key]
        items = _split_counts(text)
        vals, pos = [], col
        for item in items:
            if not _COUNT.match(item):
                raise InputError(f"bad {key[:-1]} count {item[:20]!r}", source, no, pos)
            vals.append(None if item in "-?" else int(item))
            pos += len(item) + ("," in text)
        counts[key] = vals
    h, w = len(counts["rows"]), len(counts["columns"])
    no, col, cells = fields["cells"]
    if len(cells) != h * w:
        raise InputError(f"{len(counts['rows'])} row counts and {len(counts['columns'])} column counts "
                         f"make a {h}x{w} grid of {h * w} cells, but the cell string has {len(cells)}",
                         source, no)
    bad = next((i for i, ch in enumerate(cells) if ch not in "012"), None)
    if bad is not None:
        raise InputError(f"unknown cell {cells[bad]!r} (0 blank, 1 tree, 2 tent)", source, no, col + bad)
    trees = tuple(divmod(i, w) for i, ch in enumerate(cells) if ch == "1")
    published = tuple(divmod(i, w) for i, ch in enumerate(cells) if ch == "2")

    def count_at(key: str, i: int) -> tuple[int, int]:  # the line and column of a count
        lno, lcol, text = fields[key]
        return lno, lcol + i * (2 if "," in text else 1)

    def place(e: InputError) -> tuple[int | None, int | None]:
        cell, row = e.cell, getattr(e, "row", None)
        if cell is not None:
            r, c = cell
            if c == -1:
                return count_at("rows", r)
            if r == -1:
                return count_at("columns", c)
            return no, col + r * w + c
        if row in (ROW_COUNTS, COLUMN_COUNTS):
            return fields["rows" if row == ROW_COUNTS else "columns"][0], None
        return None, None

    try:
        return Puzzle(h, w, trees, tuple(counts["rows"]), tuple(counts["columns"]),
                      published=published or None, origin="seed", source=source)
    except InputError as e:
        line, column = place(e)
        raise InputError(e.message, e.source or source, line, column, e.cell, getattr(e, "row", None)) from None


# -- puzz.link -------------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    _, cols, rows, body = puzzlink.split_url(url, source)
    b = puzzlink.Body(body, source)
    counts = puzzlink.read_number16(b, cols + rows, wide=False)
    trees = []
    c = 0
    total = cols * rows
    while c < total:
        if not b.more():
            break  # no more trees: the rest is empty
        ch = b.take()
        v = int(ch, 36) if ch.isalnum() and ch.lower() == ch else -1
        if 0 <= v <= 17:
            trees.append((c // cols, c % cols))
            c += v + 1
        elif 18 <= v <= 35:
            c += v - 17
        else:
            raise b.error(f"unexpected character {ch!r} at body position {b.pos}")
        if c > total:
            raise b.error("the trees run past the last cell (does the size match the body?)")
    puzzlink.done(b)
    known = [None if v == -2 else v for v in counts]  # '?': unknown
    return Puzzle(rows, cols, tuple(trees), tuple(known[cols:]), tuple(known[:cols]),
                  origin="puzzlink", source=source)


def to_url(p: Puzzle) -> str:
    counts = list(p.columns) + list(p.rows)
    trees = p.tree_set
    out, c, total = [], 0, p.height * p.width
    while c < total:
        if divmod(c, p.width) in trees:
            gap = 0
            while gap < 17 and c + 1 + gap < total and divmod(c + 1 + gap, p.width) not in trees:
                gap += 1
            out.append(_B36[gap])
            c += gap + 1
        else:
            run = 0
            while run < 18 and c + run < total and divmod(c + run, p.width) not in trees:
                run += 1
            out.append(_B36[run + 17])
            c += run
    return puzzlink.make_url("tents", p.width, p.height,
                             puzzlink.write_number16(counts, wide=False) + "".join(out))


# -- JSON ------------------------------------------------------------------------------------------

def _cells(doc: dict, key: str, source: str, required: bool = False) -> tuple[Cell, ...] | None:
    return cells_from_json(doc, key, source, required, sort=False)


def from_json(doc: dict, source: str = "input") -> Puzzle:
    rows, cols = doc.get("rows"), doc.get("columns")
    for key, value in (("rows", rows), ("columns", cols)):
        if not isinstance(value, list):
            raise InputError(f'"{key}" must be a list of tent counts (null = unknown)', source)
    trees = _cells(doc, "trees", source, required=True)
    published = _cells(doc, "published", source)
    return Puzzle(len(rows), len(cols), tuple(sorted(trees)), tuple(rows), tuple(cols),
                  given_tents=tuple(sorted(_cells(doc, "given_tents", source) or ())),
                  given_grass=tuple(sorted(_cells(doc, "given_grass", source) or ())),
                  published=tuple(sorted(published)) if published is not None else None,
                  origin="json", source=source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "tents", "rows": list(p.rows), "columns": list(p.columns),
           "trees": [list(t) for t in p.trees]}
    if p.given_tents:
        doc["given_tents"] = [list(t) for t in p.given_tents]
    if p.given_grass:
        doc["given_grass"] = [list(t) for t in p.given_grass]
    if p.published is not None:
        doc["published"] = [list(t) for t in p.published]
    return doc


def solution_to_json(sol: Solution) -> dict:
    doc = {"tents": [list(t) for t in sol.tents]}
    if sol.pairs is not None:
        doc["pairs"] = [[list(tree), list(tent)] for tree, tent in sol.pairs]
    return doc


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    tents = _cells(doc, "tents", source, required=True)
    pairs = doc.get("pairs")
    parsed = None
    if pairs is not None:
        if not isinstance(pairs, list):
            raise InputError('"pairs" must be a list of [[tree_r, tree_c], [tent_r, tent_c]]', source)
        parsed = []
        for i, pr in enumerate(pairs):
            ok = isinstance(pr, list) and len(pr) == 2 and all(
                isinstance(rc, list) and len(rc) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in rc) for rc in pr)
            if not ok:
                raise InputError(f'"pairs"[{i}] must be [[tree_r, tree_c], [tent_r, tent_c]], got {pr!r}'[:200],
                                 source)
            parsed.append((tuple(pr[0]), tuple(pr[1])))
        parsed = tuple(sorted(parsed))
    return Solution(tuple(sorted(tents)), parsed, given=True)
