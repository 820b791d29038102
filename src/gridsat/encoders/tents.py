"""Trees and Tents.

Rules: a grid with some trees, and a tent count for some or all rows and columns.  Place tents
so that

* every tree is paired with exactly one tent orthogonally next to it, and every tent with
  exactly one tree (a one-to-one pairing; a tent may also touch other trees);
* no tent stands on a tree;
* tents never touch each other, not even diagonally;
* every row and column with a count holds exactly that many tents.

The pairing rule is what makes real puzzles unique (the seed post leaves it out; we do not).
The answer is the set of tents; two pairings of the same tents are the same answer.

Formats
-------
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

Simon Tatham game IDs: ``10x10de:<grid code>,<W column counts>,<H row counts>`` (also
``10x10:...``), one per line (a file of several is a batch), or a Tatham save file.  ``!`` /
``-`` marks in the grid code are given tents / given grass.

JSON: ``{"genre": "tents", "rows": [2, null, ...], "columns": [...], "trees": [[r, c], ...]}``
plus optional ``"given_tents"``, ``"given_grass"``, ``"published"`` (lists of [r, c]).

Solution JSON: ``{"tents": [[r, c], ...], "pairs": [[[tree_r, tree_c], [tent_r, tent_c]], ...]}``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..cardinality import at_most, difference_equals, exactly, none_touching
from ..cardinality.pb import pb_equals
from ..formats import InputError, significant_lines, significant_lines_indented
from ..formats import tatham
from ..render.text import cell_name

NAME = "tents"
TITLE = "Trees and Tents"
OPTIONS = {"pb"}  # --pb: the encoding of the flow cuts (sums of +1 and -1 terms)
MAX_SIZE = 1000

STEPS = ((-1, 0), (0, -1), (0, 1), (1, 0))  # orthogonal neighbours
_COUNT = re.compile(r"^(\d{1,7}|-|\?)$")
_TATHAM = re.compile(r"^\d+(?:x\d+)?(?:d\w)?:[^\d,\s]*,\d")  # a grid code has no digits
_SEED_KEYS = {"lcpuzzle": "cells", "lcrownumbers": "rows", "lccolnumbers": "columns",
              "lcolnumbers": "columns"}
_SEED_LINE = re.compile(r"""^([A-Za-z_]\w*)\s*[=:]\s*["']?([^"']*)["']?\s*;?\s*$""")

Cell = tuple[int, int]


def _tents(k: int) -> str:
    return f"{k} tent" if k == 1 else f"{k} tents"


def _where(err: InputError, **kw) -> InputError:
    """Remember which part of the puzzle an error is about (row=i / column=j / cell=(r, c)),
    so a parser can turn it into a line and column of its input."""
    err.where = kw
    return err


@dataclass(frozen=True)
class Puzzle:
    height: int
    width: int
    trees: tuple[Cell, ...]                 # sorted
    rows: tuple[int | None, ...]            # tent count per row, None = unknown
    columns: tuple[int | None, ...]         # tent count per column, None = unknown
    given_tents: tuple[Cell, ...] = ()      # Tatham '!' marks: these cells hold tents
    given_grass: tuple[Cell, ...] = ()      # Tatham '-' marks: these cells hold no tent
    published: tuple[Cell, ...] | None = None  # a published answer's tents (seed format)
    origin: str = "native"                  # native | seed | tatham | json
    difficulty: str | None = None           # Tatham's 'e' / 't'
    source: str = "input"

    def __post_init__(self) -> None:
        src, h, w = self.source, self.height, self.width
        for side, name in ((h, "rows"), (w, "columns")):
            if isinstance(side, bool) or not isinstance(side, int) or side < 1:
                raise InputError(f"the grid needs at least one of its {name}", src)
            if side > MAX_SIZE:
                raise InputError(f"grid of {side} {name} is larger than the supported {MAX_SIZE}", src)
        if len(self.rows) != h:
            raise _where(InputError(f"{len(self.rows)} row counts given for a grid of {h} rows", src),
                         rows=True)
        if len(self.columns) != w:
            raise _where(InputError(f"{len(self.columns)} column counts given for a grid of {w} columns",
                                    src), columns=True)
        trees = set()
        for r, c in self.trees:
            if not (0 <= r < h and 0 <= c < w):
                raise _where(InputError(f"tree at ({r}, {c}) is outside the {h}x{w} grid", src), cell=(r, c))
            if (r, c) in trees:
                raise _where(InputError(f"tree at {cell_name(r, c)} is listed twice", src), cell=(r, c))
            trees.add((r, c))
        if not trees:
            raise InputError("the grid has no trees", src)
        n = len(trees)
        for what, counts, length in (("row", self.rows, w), ("column", self.columns, h)):
            for i, k in enumerate(counts):
                if k is None:
                    continue
                if isinstance(k, bool) or not isinstance(k, int) or k < 0:
                    raise _where(InputError(f"{what} {i + 1} count must be a whole number >= 0, got {k!r}",
                                            src), **{what: i})
                fit = (length + 1) // 2
                if k > fit:
                    raise _where(InputError(
                        f"{what} {i + 1} count {k} is larger than possible: at most {fit} non-touching "
                        f"tents fit in {length} cells", src), **{what: i})
                if k > n:
                    raise _where(InputError(
                        f"{what} {i + 1} count {k} is larger than possible: the grid has only {n} "
                        f"tree(s), one tent each", src), **{what: i})
            known = [k for k in counts if k is not None]
            if sum(known) > n or (len(known) == len(counts) and sum(known) != n):
                raise _where(InputError(f"the {what} counts add up to {sum(known)}, but there are {n} "
                                        f"trees (every tree gets exactly one tent)", src),
                             **{what + "s": True})
        marked: dict[Cell, str] = {}
        for name, cells in (("given tent", self.given_tents), ("given grass", self.given_grass),
                            ("published tent", self.published or ())):
            for r, c in cells:
                if not (0 <= r < h and 0 <= c < w):
                    raise _where(InputError(f"{name} at ({r}, {c}) is outside the {h}x{w} grid", src),
                                 cell=(r, c))
                if (r, c) in trees:
                    raise _where(InputError(f"{name} at {cell_name(r, c)} is on a tree", src), cell=(r, c))
                if name != "published tent":
                    if (r, c) in marked:
                        raise _where(InputError(f"{cell_name(r, c)} is marked twice "
                                                f"({marked[r, c]} and {name})", src), cell=(r, c))
                    marked[r, c] = name

    @property
    def tree_set(self) -> frozenset[Cell]:
        return frozenset(self.trees)

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.height and 0 <= c < self.width

    def neighbours(self, r: int, c: int) -> list[Cell]:
        return [(r + dr, c + dc) for dr, dc in STEPS if self.inside(r + dr, c + dc)]

    def tent_places(self) -> dict[Cell, list[Cell]]:
        """Every cell that could hold a tent (not a tree, next to a tree) -> the trees next to it."""
        trees = self.tree_set
        out: dict[Cell, list[Cell]] = {}
        for t in self.trees:
            for cell in self.neighbours(*t):
                if cell not in trees:
                    out.setdefault(cell, []).append(t)
        return dict(sorted(out.items()))


@dataclass(frozen=True)
class Solution:
    tents: tuple[Cell, ...]                                   # sorted (row, col)
    pairs: tuple[tuple[Cell, Cell], ...] | None = field(default=None, compare=False)  # (tree, tent)
    # True for a solution a person handed in (gridsat check): it is also compared with the
    # puzzle's published answer, when there is one.  Solver answers are checked by the rules only.
    given: bool = field(default=False, compare=False)


# -- reading -----------------------------------------------------------------------------

def sniff(text: str) -> bool:
    if tatham.is_save_file(text):
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
    if tatham.is_save_file(text):
        return None
    lines = significant_lines_indented(text)
    if len(lines) > 1 and tatham.looks_like_game_id(lines[0][1]):
        return [(no, " " * indent + line) for no, line, indent in lines]
    return None


def parse(text: str, source: str = "input") -> Puzzle:
    if tatham.is_save_file(text):
        return _parse_save(text, source)
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    no, first, indent = lines[0]
    if tatham.looks_like_game_id(first) or (":" in first and re.match(r"^\d", first)):
        if len(lines) > 1:
            raise InputError("one game ID per puzzle: the file holds more lines "
                             "(a file of game IDs, one per line, is solved as a batch)", source, lines[1][0])
        return _parse_tatham(first, source, no, indent + 1)
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
        return _cell_string(p, sol.tents)
    return tatham.tents_solve_move(sol.tents)


def _cell_string(p: Puzzle, tents) -> str:
    trees, tents = p.tree_set, set(tents)
    return "".join("1" if (r, c) in trees else "2" if (r, c) in tents else "0"
                   for r in range(p.height) for c in range(p.width))


def _located(e: InputError, source: str, line_of, col_of=None) -> InputError:
    """Fill in the line (and column) of an error raised by Puzzle validation."""
    where = getattr(e, "where", {})
    line, col = line_of(where), (col_of(where) if col_of else None)
    return InputError(e.message, e.source or source, line, col)


# native text

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

    trees = tuple((r, c) for r in range(height) for c in range(width) if grid[r][c])
    row_line = [ln for ln, _, _ in rows_src]

    def line_of(where):
        if "row" in where:
            return row_line[where["row"]]
        if "cell" in where and 0 <= where["cell"][0] < height:
            return row_line[where["cell"][0]]
        return col_no if ("column" in where or "columns" in where) else None

    def col_of(where):
        if "row" in where:
            return rows_src[where["row"]][2] + 1
        if "column" in where:
            return col_pos[where["column"]]
        if "cell" in where:
            r, c = where["cell"]
            if 0 <= r < height and 0 <= c < width:
                return cell_cols[r][c]
        return None

    if len(col_counts) != width:
        raise InputError(f"{len(col_counts)} column counts given for a grid of {width} columns",
                         source, col_no, col_pos[min(len(col_pos), width + 1) - 1]
                         if len(col_counts) > width else None)
    try:
        return Puzzle(height, width, trees, tuple(row_counts), tuple(col_counts), source=source)
    except InputError as e:
        raise _located(e, source, line_of, col_of) from None


# the seed's three strings

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

    def line_of(where):
        if "row" in where or "rows" in where:
            return fields["rows"][0]
        if "column" in where or "columns" in where:
            return fields["columns"][0]
        return no if "cell" in where else None

    def col_of(where):
        for key in ("row", "column"):
            if key in where:
                lno, lcol, text = fields[key + "s"]
                return lcol + where[key] * (2 if "," in text else 1)
        if "cell" in where:
            r, c = where["cell"]
            return col + r * w + c
        return None

    try:
        return Puzzle(h, w, trees, tuple(counts["rows"]), tuple(counts["columns"]),
                      published=published or None, origin="seed", source=source)
    except InputError as e:
        raise _located(e, source, line_of, col_of) from None


# Tatham

def _parse_tatham(text: str, source: str, line: int | None, col: int = 1) -> Puzzle:
    gid = tatham.split_game_id(text, source, line, col)
    return _from_game_id(gid, source)


def _from_game_id(gid: tatham.GameId, source: str) -> Puzzle:
    w, h, diff = tatham.parse_tents_params(gid)
    if w > MAX_SIZE or h > MAX_SIZE:
        raise gid.error(f"grid {w}x{h} is larger than the supported {MAX_SIZE}", params_offset=0)
    fields = gid.fields()
    if len(fields) < 2:
        raise gid.error("a Tents description is GRID,<column counts>,<row counts>", len(gid.desc))
    grid_off, code = fields[0]
    trees, tents, grass = tatham.decode_tents_grid(gid, code, w, h, grid_off)
    numbers = gid.numbers(fields[1:], w + h, "Tents counts")
    offsets = [off for off, _ in fields[1:]]

    def col_of(where):
        if "column" in where:
            return gid.desc_col + offsets[where["column"]]
        if "row" in where:
            return gid.desc_col + offsets[w + where["row"]]
        return gid.desc_col if "cell" in where else None

    try:
        return Puzzle(h, w, tuple(sorted(trees)), tuple(numbers[w:]), tuple(numbers[:w]),
                      given_tents=tuple(sorted(tents)), given_grass=tuple(sorted(grass)),
                      origin="tatham", difficulty=diff, source=source)
    except InputError as e:
        raise _located(e, source, lambda where: gid.line, col_of) from None


def _parse_save(text: str, source: str) -> Puzzle:
    rec = tatham.read_save_file(text, source)
    if rec.get("GAME", "Tents") != "Tents":
        raise InputError(f"this is a save file of {rec['GAME']!r}, not Tents", source)
    params = rec.get("PARAMS") or rec.get("CPARAMS")
    if params is None or "DESC" not in rec:
        raise InputError("the save file has no PARAMS and DESC records", source)
    lines = text.splitlines()
    line = next((i for i, raw in enumerate(lines, 1) if raw.startswith("DESC")), None)
    col = lines[line - 1].index(":", lines[line - 1].index(":") + 1) + 2 if line else 1
    gid = tatham.GameId(params, rec["DESC"], source, line, 1, col)
    return _from_game_id(gid, source)


# JSON

def _cells(doc: dict, key: str, source: str, required: bool = False) -> tuple[Cell, ...] | None:
    value = doc.get(key)
    if value is None:
        if required:
            raise InputError(f'"{key}" must be a list of [row, col] pairs', source)
        return None
    if not isinstance(value, list):
        raise InputError(f'"{key}" must be a list of [row, col] pairs', source)
    out = []
    for i, rc in enumerate(value):
        if (not isinstance(rc, list) or len(rc) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in rc)):
            raise InputError(f'"{key}"[{i}] must be [row, col] integers, got {rc!r}'[:200], source)
        out.append((rc[0], rc[1]))
    return tuple(out)


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
    doc = {"genre": NAME, "rows": list(p.rows), "columns": list(p.columns),
           "trees": [list(t) for t in p.trees]}
    if p.given_tents:
        doc["given_tents"] = [list(t) for t in p.given_tents]
    if p.given_grass:
        doc["given_grass"] = [list(t) for t in p.given_grass]
    if p.published is not None:
        doc["published"] = [list(t) for t in p.published]
    return doc


def describe(p: Puzzle) -> dict:
    out = {"size": f"{p.width}x{p.height}", "trees": len(p.trees)}
    unknown = sum(k is None for k in (*p.rows, *p.columns))
    if unknown:
        out["unknown_counts"] = unknown
    return out


def to_native(p: Puzzle) -> str:
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


def game_id(p: Puzzle) -> str:
    """The puzzle as a Tatham game ID (all counts must be known)."""
    if None in p.rows or None in p.columns:
        raise InputError("a Tatham game ID needs every row and column count", p.source)
    return tatham.tents_game_id(p.width, p.height, p.trees, p.columns, p.rows, p.difficulty,
                                p.given_tents, p.given_grass)


# -- the rules as clauses ---------------------------------------------------------------------

def encode(p: Puzzle, model, options) -> None:
    encode_rules(p, model, options.card, options.pb)


# Encoding variants (benchmarks/tents_bench.py measures them; the defaults are the fastest found):
#   cuts           -- the flow constraints across row and column boundaries (below); with the
#                     pairing they carry the line counts, so a count whose boundaries all have
#                     a cut is not encoded a second time
#   implied_counts -- encode those implied counts anyway (the encoding before 2026-11-22)
#   at_most        -- a line kind whose counts are all known gets "at most k" per line only: the
#                     pairing makes the tents as many as the trees, which is the sum of those
#                     counts, so no line can have fewer than its count (the "at least" half is
#                     implied)
#   pairing, touching, counts -- whole rules, switched off only by the benchmark's ablation
VARIANT_DEFAULTS = dict(cuts=True, implied_counts=False, at_most=True, pairing=True,
                        touching=True, counts=True)

# CaDiCaL's "--sat" configuration (stable search mode only, lighter subsumption), and no
# bounded variable elimination: on planted 100x100 boards the first answer came about 1.5x
# faster, and the second answer (the "multiple" verdict) in hundredths of a second instead of
# seconds, since stable mode stays close to the answer just blocked; leaving elimination out
# gained about 15% more (benchmarks/results/tents.md).
CADICAL_CONFIG = {"stabilizeonly": 1, "subsumereleff": 60, "elim": 0}


def encode_rules(p: Puzzle, model, card: str = "auto", pb: str = "auto", **variant) -> None:
    """The rules as clauses (``card``: ``--card``, ``pb``: ``--pb``, the flow cuts' encoding).
    ``variant`` switches the redundant parts (and, for the benchmark's ablation only, whole
    rules) on and off; see ``VARIANT_DEFAULTS``."""
    unknown = set(variant) - set(VARIANT_DEFAULTS)
    if unknown:
        raise ValueError(f"unknown Tents encoding variant(s): {', '.join(sorted(unknown))}")
    v = dict(VARIANT_DEFAULTS, **variant)
    if model.track_tags:
        # Explaining a conflict: a core must name the clues themselves, so no constraint that
        # is only implied by several clues together (cuts), and no weakened count (at_most)
        v.update(cuts=False, at_most=False)
    places = p.tent_places()  # a tent needs a tree beside it: no other cell can hold one
    tent = {cell: model.var("tent", *cell) for cell in places}
    model.mark_primary(*tent.values())  # the answer is the tents; pairings are not part of it
    model.solver_config["cadical195"] = dict(CADICAL_CONFIG)

    # pair[tree, cell]: this tree is paired with the tent at this neighbouring cell
    pair = {(t, cell): model.var("pair", *t, *cell) for cell, ts in places.items() for t in ts}
    if v["pairing"]:
        model.fixed_primary_count = True  # every answer has as many tents as there are trees
        for t in p.trees:
            with model.tag(f"tree at {cell_name(*t)} is paired with one tent"):
                exactly(model, [pair[t, cell] for cell in p.neighbours(*t) if (t, cell) in pair], 1, card)
        for cell, ts in places.items():
            with model.tag(f"tent at {cell_name(*cell)} is paired with one tree"):
                at_most(model, [pair[t, cell] for t in ts], 1, card)
                # a tent stands there exactly when some tree is paired with it
                model.add([-tent[cell]] + [pair[t, cell] for t in ts])
                for t in ts:
                    model.add([-pair[t, cell], tent[cell]])

    if v["touching"]:
        with model.tag("tents do not touch"):
            none_touching(model, tent)

    in_row: list[list[int]] = [[] for _ in range(p.height)]
    in_column: list[list[int]] = [[] for _ in range(p.width)]
    for (r, c), lit in tent.items():
        in_row[r].append(lit)
        in_column[c].append(lit)
    if v["counts"]:
        with_cut = _flow_cuts(p, model, pair, card, pb) if v["cuts"] and v["pairing"] else ((), ())
        for axis, what, counts, lines in ((0, "row", p.rows, in_row), (1, "column", p.columns, in_column)):
            cut = with_cut[axis]
            # all counts known: they add up to the number of trees (checked when the puzzle is
            # read), so "at most" in every line forces "exactly" once the pairing holds
            bound = at_most if v["at_most"] and v["pairing"] and None not in counts else exactly
            for i, k in enumerate(counts):
                if k is None:
                    continue
                if not v["implied_counts"] and (i == 0 or i - 1 in cut) and (i == len(counts) - 1 or i in cut):
                    continue  # the cuts on both sides of this line fix its count already
                with model.tag(f"{what} {i + 1} has {_tents(k)}"):
                    bound(model, lines[i], k, card)

    for cell in p.given_tents:
        with model.tag(f"given tent at {cell_name(*cell)}"):
            model.add([tent[cell]] if cell in tent else [])
    for cell in p.given_grass:
        if cell in tent:
            with model.tag(f"given grass at {cell_name(*cell)}"):
                model.add([-tent[cell]])


def _flow_cuts(p: Puzzle, model, pair: dict, card: str, pb: str = "auto") -> tuple[set[int], set[int]]:
    """What the pairing carries across each boundary between two rows (columns).

    Cut the grid between rows b and b+1.  Every tree above the cut is paired with a tent
    above it, except the trees in row b paired with a tent straight below (``down``); every
    tent above is paired with a tree above, except those in row b paired with the tree
    straight below (``up``).  The pairing is one-to-one, so

        trees above - down = tents above - up,   i.e.   down - up = trees above - tents above,

    a constant when the counts of all rows above the cut are known (or, counting below the
    cut, of all rows below it).  The same holds for columns.

    With the pairing these say everything the counts say: the tents in row b are the trees
    in row b, minus those paired across its two boundaries, plus those paired into it, i.e.
    trees(b) - (down - up at boundary b) + (down - up at boundary b-1).  So a row between two
    cuts needs no count of its own (``encode_rules`` leaves it out).  Each tree is paired
    across exactly one boundary, so the cuts tie the counts to the pairing directly, which is
    what the solver otherwise has to rediscover by search (benchmarks/results/tents.md).

    Encoded as ``down - up == const`` with two unary counters (``difference_equals``); an
    explicit ``--card`` encoding gets "exactly const + |up| of down and the negated up"; an
    explicit ``--pb`` encoding (e.g. ``adder``, linear in size) gets the sum itself.
    Returns the boundaries that got a cut, per axis (b stands for the boundary below line b).
    """
    done: tuple[set[int], set[int]] = (set(), set())
    for axis, counts in ((0, p.rows), (1, p.columns)):
        size = len(counts)
        trees_in = [0] * size
        for t in p.trees:
            trees_in[t[axis]] += 1
        down: list[list[int]] = [[] for _ in range(size)]  # down[b]: tree in line b, tent in b+1
        up: list[list[int]] = [[] for _ in range(size)]    # up[b]: tent in line b, tree in b+1
        for (t, cell), lit in pair.items():
            if cell[axis] == t[axis] + 1:
                down[t[axis]].append(lit)
            elif cell[axis] == t[axis] - 1:
                up[cell[axis]].append(lit)
        # surplus before[b] = trees - tents in lines 0..b (None once a count is unknown)
        before, acc = [], 0
        for b in range(size):
            acc = None if acc is None or counts[b] is None else acc + trees_in[b] - counts[b]
            before.append(acc)
        after, acc = [None] * size, 0  # after[b] = trees - tents in lines b+1..end
        for b in range(size - 1, -1, -1):
            after[b] = acc
            acc = None if acc is None or counts[b] is None else acc + trees_in[b] - counts[b]
        for b in range(size - 1):
            const = before[b] if before[b] is not None else (-after[b] if after[b] is not None else None)
            if const is None:
                continue
            if pb != "auto":
                pb_equals(model, down[b] + up[b], [1] * len(down[b]) + [-1] * len(up[b]), const, pb)
            elif card == "auto":
                difference_equals(model, down[b], up[b], const)
            else:
                exactly(model, down[b] + [-lit for lit in up[b]], const + len(up[b]), card)
            done[axis].add(b)
    return done


def decode(p: Puzzle, model, values: dict[int, bool]) -> Solution:
    places = p.tent_places()
    tents = tuple(cell for cell in places if values.get(model.var("tent", *cell)))
    pairs = tuple((t, cell) for cell, ts in places.items() for t in ts
                  if values.get(model.var("pair", *t, *cell)))
    return Solution(tents, tuple(sorted(pairs)))


# -- the independent checker -------------------------------------------------------------------

def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked directly on the tent positions (and the pairs, when given)."""
    h, w = p.height, p.width
    trees = p.tree_set
    problems = []
    tents = set()
    for r, c in sol.tents:
        if not p.inside(r, c):
            problems.append(f"tent at ({r}, {c}) is outside the {h}x{w} grid")
        elif (r, c) in tents:
            problems.append(f"tent at {cell_name(r, c)} is listed twice")
        elif (r, c) in trees:
            problems.append(f"tent at {cell_name(r, c)} stands on a tree")
        else:
            tents.add((r, c))
    for r, k in enumerate(p.rows):
        n = sum((r, c) in tents for c in range(w))
        if k is not None and n != k:
            problems.append(f"row {r + 1} has {_tents(n)}, needs {k}")
    for c, k in enumerate(p.columns):
        n = sum((r, c) in tents for r in range(h))
        if k is not None and n != k:
            problems.append(f"column {c + 1} has {_tents(n)}, needs {k}")
    for r, c in sorted(tents):
        for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
            if (r + dr, c + dc) in tents:
                problems.append(f"tents at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch")
    for cell in p.given_tents:
        if cell not in tents:
            problems.append(f"given tent at {cell_name(*cell)} is missing")
    for cell in p.given_grass:
        if cell in tents:
            problems.append(f"tent at {cell_name(*cell)} stands on given grass")
    problems += _pairing_problems(p, trees, tents, sol.pairs)
    if sol.given and p.published is not None:
        published = set(p.published)
        for cell in sorted(published - set(sol.tents)):
            problems.append(f"differs from the published answer: it has a tent at {cell_name(*cell)}")
        for cell in sorted(set(sol.tents) - published):
            problems.append(f"differs from the published answer: it has no tent at {cell_name(*cell)}")
    return problems


def _adjacent(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def _pairing_problems(p: Puzzle, trees, tents, pairs) -> list[str]:
    """Every tree paired with one tent next to it and every tent with one tree."""
    if pairs is not None:  # the pairs were given: check them as they are
        out = []
        tree_of: dict[Cell, Cell] = {}
        tent_of: dict[Cell, Cell] = {}
        for tree, tent in pairs:
            if tree not in trees:
                out.append(f"pair ({cell_name(*tree)}, {cell_name(*tent)}): {cell_name(*tree)} is not a tree")
            elif tent not in tents:
                out.append(f"pair ({cell_name(*tree)}, {cell_name(*tent)}): no tent at {cell_name(*tent)}")
            elif not _adjacent(tree, tent):
                out.append(f"pair ({cell_name(*tree)}, {cell_name(*tent)}): the tent is not next to the tree")
            elif tree in tent_of:
                out.append(f"tree at {cell_name(*tree)} is paired twice")
            elif tent in tree_of:
                out.append(f"tent at {cell_name(*tent)} is paired twice")
            else:
                tent_of[tree], tree_of[tent] = tent, tree
        out += [f"tree at {cell_name(*t)} has no tent paired with it" for t in sorted(trees - set(tent_of))]
        out += [f"tent at {cell_name(*t)} has no tree paired with it" for t in sorted(tents - set(tree_of))]
        return out
    if len(trees) != len(tents):
        return [f"the tents cannot be paired one-to-one with the trees: {len(trees)} trees, "
                f"{len(tents)} tents"]
    import networkx as nx
    from networkx.algorithms import bipartite

    g = nx.Graph()
    g.add_nodes_from((("tree", t) for t in trees))
    g.add_nodes_from((("tent", t) for t in tents))
    g.add_edges_from((("tree", t), ("tent", s)) for s in tents for t in p.neighbours(*s) if t in trees)
    matching = bipartite.hopcroft_karp_matching(g, top_nodes=[("tree", t) for t in trees])
    matched = len(matching) // 2
    if matched == len(trees) == len(tents):
        return []
    return [f"the tents cannot be paired one-to-one with the trees: {len(trees)} trees, {len(tents)} "
            f"tents, at most {matched} pairs of neighbours"]


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


# -- rendering ------------------------------------------------------------------------------

def render(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    tents = set(sol.tents) if sol else set(p.given_tents)
    trees, grass = p.tree_set, set(p.given_grass)
    sym = {"tree": "T", "tent": "A", "blank": ".", "grass": "-"} if ascii else \
        {"tree": "♣", "tent": "▲", "blank": "·", "grass": "-"}

    def count(k):
        return "?" if k is None else str(k)

    cw = max(1, max(len(count(k)) for k in p.columns))
    rw = max(len(count(k)) for k in p.rows)
    inner = (cw + 1) * p.width + 1
    hz, vt, corners = ("-", "|", "++++") if ascii else ("─", "│", "┌┐└┘")
    lines = [f"{TITLE} {p.width}x{p.height}, {len(p.trees)} trees"]
    lines.append(" " * (rw + 3) + " ".join(count(k).rjust(cw) for k in p.columns))
    lines.append(" " * (rw + 1) + corners[0] + hz * inner + corners[1])
    for r in range(p.height):
        cells = []
        for c in range(p.width):
            kind = ("tree" if (r, c) in trees else "tent" if (r, c) in tents else
                    "grass" if (r, c) in grass and not sol else "blank")
            cells.append(sym[kind].rjust(cw))
        lines.append(f"{count(p.rows[r]).rjust(rw)} {vt} {' '.join(cells)} {vt}")
    lines.append(" " * (rw + 1) + corners[2] + hz * inner + corners[3])
    return "\n".join(lines)
