"""Tents' formats (docs/genres/tents.md): native text, the seed's three strings, Simon Tatham's
game IDs and save files, puzz.link, JSON; the answer as Tatham's solve move or a seed string."""
from __future__ import annotations

import re

from ...formats import InputError, cells_from_json, cells_to_json, puzzle_lines, significant_lines
from ...formats import significant_lines_indented
from ...formats.codecs import OneCell, Outside, Seq, Url
from ...formats.tatham import (GameId, is_save_file, looks_like_game_id, one_id_line, parse_dims, read_save_file,
                               split_game_id)
from .puzzle import ALL_COLUMNS, ALL_ROWS, MAX_SIZE, NOWHERE, Puzzle, Solution

_COUNT = re.compile(r"^(\d{1,7}|-|\?)$")
_TATHAM = re.compile(r"^\d+(?:x\d+)?(?:d\w)?:[^\d,\s]*,\d")  # a grid code has no digits
_SEED_KEYS = {"lcpuzzle": "cells", "lcrownumbers": "rows", "lccolnumbers": "columns", "lcolnumbers": "columns"}
_SEED_LINE = re.compile(r"""^([A-Za-z_]\w*)\s*[=:]\s*["']?([^"']*)["']?\s*;?\s*$""")
URL = Url("tents", Seq(("counts", Outside(("top", "left"))), ("trees", OneCell())))


def sniff(text: str) -> bool:
    if is_save_file(text):
        return "Tents" in text.split("GAME", 1)[-1][:40]
    if not (lines := significant_lines(text)):
        return False
    first = lines[0][1]
    return first.split()[0].lower() == "tents" or bool(_TATHAM.match(first)) or _seed_fields(lines) is not None \
        or _headerless_native(lines)


def _headerless_native(lines) -> bool:
    if len(lines) < 2 or not all(_COUNT.match(t) for t in lines[0][1].split()):
        return False
    rows = [line.split(None, 1) for _, line in lines[1:]]
    return all(len(r) == 2 and _COUNT.match(r[0]) and re.fullmatch(r"[Tt.\s]+", r[1]) for r in rows) \
        and any("T" in r[1].upper() for r in rows)


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of Tatham game IDs, one per line, is a batch."""
    lines = [] if is_save_file(text) else significant_lines_indented(text)
    if len(lines) > 1 and looks_like_game_id(lines[0][1]):
        return [(no, " " * indent + line) for no, line, indent in lines]
    return None


def parse(text: str, source: str = "input") -> Puzzle:
    lines = [] if is_save_file(text) else puzzle_lines(text, source)
    if not lines or looks_like_game_id(lines[0][1]) or (":" in lines[0][1] and re.match(r"^\d", lines[0][1])):
        return read_tatham(text, source)
    if (seed := _seed_fields([(n, line) for n, line, _ in lines])) is not None:
        return _read_seed(seed, source)
    if len(lines) == 1:
        raise InputError("not a Tents puzzle: expected a Tatham game ID (PARAMS:DESC), the seed's three strings, "
                         "or a native grid (column counts, then rows)", source, lines[0][0])
    return _read_native(lines, source)


def answer(p: Puzzle, sol: Solution) -> str:
    """A seed puzzle's cell string (0 blank, 1 tree, 2 tent), else Tatham's move ``S;T<col>,<row>;...``."""
    if p.origin == "seed":
        tents = set(sol.tents)
        return "".join("1" if (r, c) in p.tree_set else "2" if (r, c) in tents else "0"
                       for r in range(p.height) for c in range(p.width))
    return "S" + "".join(f";T{c},{r}" for r, c in sorted(sol.tents))


def describe(p: Puzzle) -> dict:
    unknown = sum(k is None for k in (*p.rows, *p.columns))
    return {"size": f"{p.width}x{p.height}", "trees": len(p.trees), **({"unknown_counts": unknown} if unknown else {})}


# -- native text: column counts, then per row its count and its cells ('T' tree, '.' blank) --------

def _read_native(lines, source: str) -> Puzzle:
    no, first, indent = lines[0]
    head, size = first.split(), None
    if head[0].lower() == "tents":
        if len(head) > 2:
            raise InputError("bad header: expected 'tents' or 'tents WxH'", source, no)
        if len(head) == 2 and not (m := re.fullmatch(r"(\d{1,7})(?:x(\d{1,7}))?", head[1])):
            raise InputError(f"bad size {head[1][:20]!r} in the header (expected WxH, e.g. 8x8)", source, no,
                             indent + first.index(head[1]) + 1)
        size, lines = (int(m[1]), int(m[2] or m[1])) if len(head) == 2 else None, lines[1:]  # (width, height)
    if not lines:
        raise InputError("no column counts and no grid rows follow the header", source, no)
    if not (body := lines[1:]):
        raise InputError("the column counts are not followed by grid rows (each row: its count, then the cells)",
                         source, lines[0][0])
    rows, grid = [], []  # the row counts' tokens; grid[r]: [(text column, character), ...]
    for line_no, line, ind in body:
        m = re.match(r"(\S+)\s*", line)
        if not _COUNT.match(m[1]):
            bad = next((i for i, ch in enumerate(m[1]) if not (ch.isdigit() or ch in "-?")), 0)
            if re.fullmatch(r"[Tt.]+", m[1]) or bad == 0:
                raise InputError("a grid row starts with its tent count (a number, or - or ? when unknown), then "
                                 "the cells", source, line_no, ind + 1)
            raise InputError(f"bad row count {m[1][:20]!r}: put a space between the count and the cells",
                             source, line_no, ind + bad + 1)
        cells = [(ind + pos + 1, ch) for pos, ch in enumerate(line) if pos >= m.end() and not ch.isspace()]
        if bad := next(((col, ch) for col, ch in cells if ch not in "Tt."), None):
            raise InputError(f"unknown character {bad[1]!r} in the grid (T = tree, . = blank)", source, line_no, bad[0])
        if not cells:
            raise InputError("the row has a count but no cells", source, line_no, ind + len(line) + 1)
        if grid and len(cells) != len(grid[0]):
            raise InputError(f"row has {len(cells)} cells, the first row has {len(grid[0])}", source, line_no,
                             cells[len(grid[0])][0] if len(cells) > len(grid[0]) else None)
        rows.append((m[1], line_no, ind + 1))
        grid.append(cells)
    height, width = len(grid), len(grid[0])
    if size is not None and size != (width, height):
        raise InputError(f"header says {size[0]}x{size[1]} but the grid is {width}x{height} (width x height)",
                         source, no)
    col_no, col_line, col_indent = lines[0]
    cols = [(m[0], col_no, col_indent + m.start() + 1) for m in re.finditer(r"\S+", col_line)]
    if len(cols) == 1 and width > 1 and len(cols[0][0]) == width:  # compact: "21?0"
        cols = [(ch, col_no, cols[0][2] + i) for i, ch in enumerate(cols[0][0])]
    _counts("column", cols, source)
    if len(cols) != width:
        raise InputError(f"{len(cols)} column counts given for a grid of {width} columns", source, col_no,
                         cols[width][2] if len(cols) > width else None)
    trees = [(r, c) for r, cells in enumerate(grid) for c, (_, ch) in enumerate(cells) if ch in "Tt"]
    return _build(source, height, width, trees, rows, cols, lambda r, c: (body[r][0], grid[r][c][0]))


def _counts(what: str, tokens, source: str) -> list[int | None]:
    """Count tokens ``(text, line, column)`` read (``-`` or ``?``: unknown)."""
    for text, line, col in tokens:
        if not _COUNT.match(text):
            raise InputError(f"bad {what} count {text[:20]!r} (a number, or - or ? when unknown)", source, line, col)
    return [None if text in "-?" else int(text) for text, _, _ in tokens]


def _build(source: str, h: int, w: int, trees, rows, cols, cell_at, **parts) -> Puzzle:
    """The Puzzle read from a text: ``rows`` / ``cols`` its count tokens ``(text, line, column)``,
    ``cell_at(r, c) -> (line, column)``; a validation error is placed at what it names (see
    :mod:`.puzzle`), an error about all the counts (or none) on their line when they share one."""
    counts = _counts("row", rows, source), _counts("column", cols, source)
    try:
        return Puzzle(h, w, trees, *counts, source=source, **parts)
    except InputError as e:
        r, c = e.cell or NOWHERE
        if max(r, c) < 0:  # all the row counts, all the column counts, or nothing named
            lines = {line for _, line, _ in (rows if e.cell == ALL_ROWS else cols if e.cell == ALL_COLUMNS else
                                             rows + cols)}
            raise InputError(e.message, source, lines.pop() if len(lines) == 1 else None) from None
        raise InputError(e.message, source, *(cell_at(r, c) if min(r, c) >= 0 else rows[r][1:] if r >= 0
                                              else cols[c][1:])) from None


def to_text(p: Puzzle) -> str:
    """The puzzle in the native text format (given marks and a published answer are left out)."""
    def count(k):
        return "?" if k is None else str(k)

    rw = max(len(count(k)) for k in p.rows)
    out = [f"tents {p.width}x{p.height}", " " * (rw + 1) + " ".join(map(count, p.columns))]
    out += [count(p.rows[r]).rjust(rw) + " " + " ".join("T" if (r, c) in p.tree_set else "." for c in range(p.width))
            for r in range(p.height)]
    return "\n".join(out) + "\n"


# -- the seed's three strings: cells (0 blank, 1 tree, 2 a published tent), row and column counts --

def _seed_fields(lines):
    """{'cells' | 'rows' | 'columns': (line, column, text)} when the lines are the seed's three
    strings (named ``lcpuzzle = "..."`` in any order, or bare in that order), else None."""
    if len(lines) != 3:
        return None
    named = [_SEED_LINE.match(line) for _, line in lines]
    if all(named) and all(m[1].lower() in _SEED_KEYS for m in named):
        out = {_SEED_KEYS[m[1].lower()]: (no, line.index(m[2]) + 1 if m[2] else len(line), m[2].strip())
               for (no, line), m in zip(lines, named)}
        return out if len(out) == 3 else None
    texts = [line for _, line in lines]
    if not re.fullmatch(r"[012]+", texts[0]) or not all(re.fullmatch(r"[\d,?-]+", t) for t in texts[1:]) \
            or len(_split_counts(texts[1])) * len(_split_counts(texts[2])) != len(texts[0]):
        return None
    return {key: (no, 1, line) for key, (no, line) in zip(("cells", "rows", "columns"), lines)}


def _split_counts(text: str) -> list[str]:
    return text.split(",") if "," in text else list(text)


def read_seed(text: str, source: str = "input") -> Puzzle:
    """The seed's three strings (and nothing else)."""
    if (fields := _seed_fields(significant_lines(text))) is None:
        raise InputError("not the seed's three strings (lcpuzzle, lcrownumbers, lccolnumbers)", source)
    return _read_seed(fields, source)


def _read_seed(fields, source: str) -> Puzzle:
    tokens = {}
    for key in ("rows", "columns"):
        no, pos, text = fields[key]
        items = _split_counts(text)
        starts = [pos + sum(len(x) + ("," in text) for x in items[:i]) for i in range(len(items))]
        _counts(key[:-1], tokens.setdefault(key, [(x, no, col) for x, col in zip(items, starts)]), source)
    (h, w), (no, col, cells) = (len(tokens["rows"]), len(tokens["columns"])), fields["cells"]
    if len(cells) != h * w:
        raise InputError(f"{h} row counts and {w} column counts make a {h}x{w} grid of {h * w} cells, but the cell "
                         f"string has {len(cells)}", source, no)
    if (bad := next((i for i, ch in enumerate(cells) if ch not in "012"), None)) is not None:
        raise InputError(f"unknown cell {cells[bad]!r} (0 blank, 1 tree, 2 tent)", source, no, col + bad)
    return _build(source, h, w, [divmod(i, w) for i, ch in enumerate(cells) if ch == "1"], tokens["rows"],
                  tokens["columns"], lambda r, c: (no, col + r * w + c), origin="seed",
                  published=[divmod(i, w) for i, ch in enumerate(cells) if ch == "2"] or None)


# -- Simon Tatham's game IDs ``W[xH][d<e|t>]:<grid code>,<W column counts>,<H row counts>`` ---------
# The grid code: '_' a tree, 'a'..'y' 1..25 blanks then a tree, 'z' 25 blanks; a virtual tree
# follows the last cell; '!' / '-' re-mark the cell just described as a tent / grass (tents.c).

def decode_grid(gid: GameId, code: str, w: int, h: int, offset: int = 0):
    """(trees, tent marks, grass marks) of a grid code starting at ``offset`` in the description."""
    kind: dict[int, str] = {}
    i, done = 0, False
    for k, ch in enumerate(code):
        if done:
            raise gid.error("data after the end of the grid (the grid code ends with the character that places the "
                            "virtual tree after the last cell)", offset + k)
        if ch in "!-":
            if i == 0:
                raise gid.error(f"mark {ch!r} before the first cell", offset + k)
            kind[i - 1] = "tent" if ch == "!" else "grass"
            continue
        if ch != "_" and not "a" <= ch <= "z":
            raise gid.error(f"invalid character {ch!r} in the grid code (expected _, a-z, ! or -)", offset + k)
        i += 25 if ch == "z" else 0 if ch == "_" else ord(ch) - ord("a") + 1
        if i > w * h:
            raise gid.error(f"too much data for a {w}x{h} grid", offset + k)
        if ch != "z" and not (done := i == w * h):
            kind[i] = "tree"
            i += 1
    if not done:
        raise gid.error(f"not enough data to fill the {w}x{h} grid (describes {i} of {w * h} cells and no final "
                        "virtual tree)", offset + len(code))
    return tuple({divmod(idx, w) for idx, k in kind.items() if k == name} for name in ("tree", "tent", "grass"))


def encode_grid(w: int, h: int, trees, tents=(), grass=()) -> str:
    """The grid code of a grid (the inverse of :func:`decode_grid`)."""
    kind = {r * w + c: mark for mark, cells in (("", trees), ("!", tents), ("-", grass)) for r, c in cells}
    out, run = [], 0
    for i in range(w * h + 1):
        if (mark := kind.get(i, "" if i == w * h else None)) is None:
            run += 1
            if run > 25:
                out.append("z")
                run -= 25
        else:
            out.append(("_" if run == 0 else chr(ord("a") + run - 1)) + mark)
            run = 0
    return "".join(out)


def game_id(p: Puzzle) -> str:
    """The puzzle as a game ID ``WxH[dX]:GRID,cols...,rows...`` (every count known, at least 4x4)."""
    if None in p.rows or None in p.columns:
        raise InputError("a Tatham game ID needs every row and column count", p.source)
    if p.width < 4 or p.height < 4:
        raise InputError(f"a Tatham Tents grid is at least 4x4, this one is {p.width}x{p.height}", p.source)
    grid = encode_grid(p.width, p.height, p.trees, p.given_tents, p.given_grass)
    return f"{p.width}x{p.height}{'d' + p.difficulty if p.difficulty else ''}:{grid}," \
        + ",".join(map(str, p.columns + p.rows))


def read_tatham(text: str, source: str = "input") -> Puzzle:
    """One game ID (alone in the text) or a save file."""
    if is_save_file(text):
        return read_save(text, source)
    no, line, indent = one_id_line(text, source, "puzzle", "one game ID per puzzle: the text holds more lines (a file "
                                   "of game IDs, one per line, is solved as a batch)")
    return _from_game_id(split_game_id(line, source, no, indent + 1))


def _from_game_id(gid: GameId) -> Puzzle:
    w, h, pos = parse_dims(gid, "Tents")
    if (rest := gid.params[pos:]) and (rest[0] != "d" or len(rest) != 2 or rest[1] not in "et"):
        raise gid.error(f"Tents params: unexpected {rest!r} after the size (only a difficulty 'de' or 'dt' may "
                        "follow)", params_offset=pos)
    if w < 4 or h < 4:
        raise gid.error(f"Tents width and height must both be at least 4, got {w}x{h}", params_offset=0)
    if w > MAX_SIZE or h > MAX_SIZE:
        raise gid.error(f"grid {w}x{h} is larger than the supported {MAX_SIZE}", params_offset=0)
    if len(fields := gid.fields()) < 2:
        raise gid.error("a Tents description is GRID,<column counts>,<row counts>", len(gid.desc))
    trees, tents, grass = decode_grid(gid, fields[0][1], w, h, fields[0][0])
    n = gid.numbers(fields[1:], w + h, "Tents counts")
    counts = [(str(k), gid.line, gid.desc_col + off) for k, (off, _) in zip(n, fields[1:])]
    return _build(gid.source, h, w, trees, counts[w:], counts[:w], lambda r, c: (gid.line, gid.desc_col),
                  given_tents=tents, given_grass=grass, origin="tatham", difficulty=rest[1:] or None)


def read_save(text: str, source: str) -> Puzzle:
    rec = read_save_file(text, source)
    if rec.get("GAME", "Tents") != "Tents":
        raise InputError(f"this is a save file of {rec['GAME']!r}, not Tents", source)
    if (params := rec.get("PARAMS") or rec.get("CPARAMS")) is None or "DESC" not in rec:
        raise InputError("the save file has no PARAMS and DESC records", source)
    lines = text.splitlines()
    line = next((i for i, raw in enumerate(lines, 1) if raw.startswith("DESC")), None)
    col = lines[line - 1].index(":", lines[line - 1].index(":") + 1) + 2 if line else 1
    return _from_game_id(GameId(params, rec["DESC"], source, line, 1, col))


# -- puzz.link and JSON ------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    (rows, cols), f = URL.read(url, source)
    known = {side: [None if v == "?" else v for v in f["counts"][side]] for side in ("top", "left")}
    return Puzzle(rows, cols, [(r, c) for r in range(rows) for c in range(cols) if f["trees"][r][c]], known["left"],
                  known["top"], origin="puzzlink", source=source)


def to_url(p: Puzzle) -> str:
    trees = [[(r, c) in p.tree_set for c in range(p.width)] for r in range(p.height)]
    return URL.write((p.height, p.width), {"counts": {"top": p.columns, "left": p.rows}, "trees": trees})


def from_json(doc: dict, source: str = "input") -> Puzzle:
    for key in ("rows", "columns"):
        if not isinstance(doc.get(key), list):
            raise InputError(f'"{key}" must be a list of tent counts (null = unknown)', source)
    cells = {key: cells_from_json(doc, key, source, key == "trees") for key in
             ("trees", "given_tents", "given_grass", "published")}
    return Puzzle(len(doc["rows"]), len(doc["columns"]), cells["trees"], doc["rows"], doc["columns"],
                  cells["given_tents"] or (), cells["given_grass"] or (), cells["published"], "json", source=source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "tents", "rows": list(p.rows), "columns": list(p.columns), "trees": cells_to_json(p.trees)}
    doc.update({key: cells_to_json(v) for key, v in (("given_tents", p.given_tents), ("given_grass", p.given_grass))
                if v})
    if p.published is not None:
        doc["published"] = cells_to_json(p.published)
    return doc


def solution_to_json(sol: Solution) -> dict:
    doc = {"tents": [list(t) for t in sol.tents]}
    return doc if sol.pairs is None else doc | {"pairs": [[list(tree), list(tent)] for tree, tent in sol.pairs]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    tents, pairs = cells_from_json(doc, "tents", source), doc.get("pairs")
    if pairs is not None and not isinstance(pairs, list):
        raise InputError('"pairs" must be a list of [[tree_r, tree_c], [tent_r, tent_c]]', source)
    for i, pr in enumerate(pairs or ()):
        if not (isinstance(pr, list) and len(pr) == 2 and all(isinstance(rc, list) and len(rc) == 2 and all(
                isinstance(x, int) and not isinstance(x, bool) for x in rc) for rc in pr)):
            raise InputError(f'"pairs"[{i}] must be [[tree_r, tree_c], [tent_r, tent_c]], got {pr!r}'[:200], source)
    return Solution(tents, None if pairs is None else
                    tuple(sorted((tuple(a), tuple(b)) for a, b in pairs)), given=True)
