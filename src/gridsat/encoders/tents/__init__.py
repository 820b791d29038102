"""Trees and Tents (rules, formats and encoding: docs/genres/tents.md).  The answer is the set of
tents (two pairings of the same tents are one answer); the pairing rule, which the seed post
leaves out, makes real puzzles unique.

Formats and drawings: native text, the seed's three strings, Simon Tatham's game IDs and save
files, puzz.link, JSON (and puzzlekit's text through it); the answer as Tatham's solve move or a
seed string; text and SVG pictures."""
from __future__ import annotations

import re
from collections import Counter
from itertools import accumulate, combinations

from ...formats import (InputError, cells_from_json, cells_to_json, puzzle_lines, significant_lines,
                        significant_lines_indented)
from ...formats.codecs import Marks, OneCell, Outside, Seq, Url
from ...formats.puzzlekit import format_for
from ...formats.tatham import GameId, is_save_file, looks_like_game_id, one_id_line, parse_dims, read_save_file
from ...formats.tatham import split_game_id
from ...genre import Format, Genre, Tuning
from ...render.svg import Board
from ...render.text import cell_name
from .generate import GENERATOR, tiny
from .implied import FLOW_CUTS, IMPLIED
from .puzzle import ALL_COLUMNS, ALL_ROWS, MAX_SIZE, NOWHERE, STEPS, Puzzle, Solution, tents_word
from .rules import SWITCHES, decode, rules

TITLE = "Trees and Tents"
_COUNT = re.compile(r"^(\d{1,7}|-|\?)$")
_TATHAM = re.compile(r"^\d+(?:x\d+)?(?:d\w)?:[^\d,\s]*,\d")  # a grid code has no digits
_SEED_KEYS = {"lcpuzzle": "cells", "lcrownumbers": "rows", "lccolnumbers": "columns", "lcolnumbers": "columns"}
_SEED_LINE = re.compile(r"""^([A-Za-z_]\w*)\s*[=:]\s*["']?([^"']*)["']?\s*;?\s*$""")
URL = Url("tents", Seq(("counts", Outside(("top", "left"))), ("trees", OneCell())))


def count_text(k) -> str:
    return "?" if k is None else str(k)


def sniff(text: str) -> bool:
    if is_save_file(text):
        return "Tents" in text.split("GAME", 1)[-1][:40]
    if not (lines := significant_lines(text)):
        return False
    first, rows = lines[0][1], [line.split(None, 1) for _, line in lines[1:]]
    headerless = len(lines) > 1 and all(_COUNT.match(t) for t in first.split()) and any("T" in r[-1].upper()
                                                                                       for r in rows) \
        and all(len(r) == 2 and _COUNT.match(r[0]) and re.fullmatch(r"[Tt.\s]+", r[1]) for r in rows)
    return first.split()[0].lower() == "tents" or bool(_TATHAM.match(first)) or _seed_fields(lines) is not None \
        or headerless


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of Tatham game IDs, one per line, is a batch."""
    lines = significant_lines_indented(text)
    if len(lines) > 1 and looks_like_game_id(lines[0][1]):
        return [(no, " " * indent + line) for no, line, indent in lines]
    return None


def parse(text: str, source: str = "input") -> Puzzle:
    lines = [] if is_save_file(text) else puzzle_lines(text, source)
    if not lines or looks_like_game_id(lines[0][1]) or re.match(r"\d.*:", lines[0][1]):
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
    if len(lines) < 2:
        raise InputError("the column counts are not followed by grid rows (each row: its count, then the cells)"
                         if lines else "no column counts and no grid rows follow the header", source,
                         lines[0][0] if lines else no)
    rows, grid = [], []  # the row counts' tokens; grid[r]: [(text column, character), ...]
    for line_no, line, ind in lines[1:]:
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
        if grid and len(cells) != (w := len(grid[0][1])):
            raise InputError(f"row has {len(cells)} cells, the first row has {w}", source, line_no,
                             cells[w][0] if len(cells) > w else None)
        rows.append((m[1], line_no, ind + 1))
        grid.append((line_no, cells))
    h, w = len(grid), len(grid[0][1])
    if size is not None and size != (w, h):
        raise InputError(f"header says {size[0]}x{size[1]} but the grid is {w}x{h} (width x height)", source, no)
    col_no, col_line, col_indent = lines[0]
    cols = [(m[0], col_no, col_indent + m.start() + 1) for m in re.finditer(r"\S+", col_line)]
    if len(cols) == 1 and w > 1 and len(cols[0][0]) == w:  # compact: "21?0"
        cols = [(ch, col_no, cols[0][2] + i) for i, ch in enumerate(cols[0][0])]
    trees = [(r, c) for r, (_, cells) in enumerate(grid) for c, (_, ch) in enumerate(cells) if ch in "Tt"]
    return _build(source, h, w, trees, rows, cols, lambda r, c: (grid[r][0], grid[r][1][c][0]))


def _build(source: str, h: int, w: int, trees, rows, cols, cell_at, **parts) -> Puzzle:
    """The Puzzle read from a text: ``rows`` / ``cols`` its count tokens ``(text, line, column)``
    (``-`` or ``?``: unknown), ``cell_at(r, c) -> (line, column)``; a validation error is placed
    at what it names (see :mod:`.puzzle`), an error about all the counts (or none) on their line
    when they share one."""
    _check_counts(source, rows, cols)
    try:
        return Puzzle(h, w, trees, *([None if t in "-?" else int(t) for t, _, _ in ts] for ts in (rows, cols)),
                      source=source, **parts)
    except InputError as e:
        r, c = e.cell or NOWHERE
        if max(r, c) < 0:  # all the row counts, all the column counts, or nothing named
            lines = {t[1] for t in (rows if e.cell == ALL_ROWS else cols if e.cell == ALL_COLUMNS else rows + cols)}
            raise InputError(e.message, source, lines.pop() if len(lines) == 1 else None) from None
        raise InputError(e.message, source, *(cell_at(r, c) if min(r, c) >= 0 else rows[r][1:] if r >= 0
                                              else cols[c][1:])) from None


def _check_counts(source: str, rows, cols) -> None:
    for what, tokens in (("row", rows), ("column", cols)):
        if bad := next((t for t in tokens if not _COUNT.match(t[0])), None):
            raise InputError(f"bad {what} count {bad[0][:20]!r} (a number, or - or ? when unknown)", source, *bad[1:])


def to_text(p: Puzzle) -> str:
    """The puzzle in the native text format (given marks and a published answer are left out)."""
    rw = max(len(count_text(k)) for k in p.rows)
    return "\n".join([f"tents {p.width}x{p.height}", " " * (rw + 1) + " ".join(map(count_text, p.columns))] + [
        count_text(k).rjust(rw) + " " + " ".join("T" if (r, c) in p.tree_set else "." for c in range(p.width))
        for r, k in enumerate(p.rows)]) + "\n"


# -- the seed's three strings: cells (0 blank, 1 tree, 2 a published tent), row and column counts --

def _seed_fields(lines):
    """{'cells' | 'rows' | 'columns': (line, column, text)} when the lines are the seed's three
    strings (named ``lcpuzzle = "..."`` in any order, or bare in that order), else None."""
    if len(lines) != 3:
        return None
    named = {_SEED_KEYS.get(m[1].lower()): (no, m.start(2) + 1 if m[2] else len(line), m[2].strip())
             for no, line in lines if (m := _SEED_LINE.match(line))}
    if set(named) == {"cells", "rows", "columns"}:
        return named
    (_, cells), (_, rows), (_, cols) = lines
    if re.fullmatch(r"[012]+", cells) and all(re.fullmatch(r"[\d,?-]+", t) for t in (rows, cols)) \
            and len(_split_counts(rows)) * len(_split_counts(cols)) == len(cells):
        return {key: (no, 1, line) for key, (no, line) in zip(("cells", "rows", "columns"), lines)}
    return None


def _split_counts(text: str) -> list[str]:
    return text.split(",") if "," in text else list(text)


def read_seed(text: str, source: str = "input") -> Puzzle:
    """The seed's three strings (and nothing else)."""
    if (fields := _seed_fields(significant_lines(text))) is None:
        raise InputError("not the seed's three strings (lcpuzzle, lcrownumbers, lccolnumbers)", source)
    return _read_seed(fields, source)


def _read_seed(fields, source: str) -> Puzzle:
    rows, cols = ([(x, no, pos) for x, pos in zip(items, accumulate((len(x) + sep for x in items), initial=at))]
                  for no, at, text in (fields["rows"], fields["columns"])
                  for items, sep in [(_split_counts(text), "," in text)])
    _check_counts(source, rows, cols)
    (h, w), (no, col, cells) = (len(rows), len(cols)), fields["cells"]
    if len(cells) != h * w:
        raise InputError(f"{h} row counts and {w} column counts make a {h}x{w} grid of {h * w} cells, but the cell "
                         f"string has {len(cells)}", source, no)
    if (bad := next((i for i, ch in enumerate(cells) if ch not in "012"), None)) is not None:
        raise InputError(f"unknown cell {cells[bad]!r} (0 blank, 1 tree, 2 tent)", source, no, col + bad)
    return _build(source, h, w, [divmod(i, w) for i, ch in enumerate(cells) if ch == "1"], rows, cols,
                  lambda r, c: (no, col + r * w + c), origin="seed",
                  published=[divmod(i, w) for i, ch in enumerate(cells) if ch == "2"] or None)


# -- Simon Tatham's game IDs ``W[xH][d<e|t>]:<grid code>,<W column counts>,<H row counts>`` ---------
# The grid code: '_' a tree, 'a'..'y' 1..25 blanks then a tree, 'z' 25 blanks; a virtual tree
# follows the last cell; '!' / '-' re-mark the cell just described as a tent / grass (tents.c).

def decode_grid(gid: GameId, code: str, w: int, h: int, offset: int = 0) -> dict[tuple[int, int], str]:
    """cell -> "tree" | "tent" | "grass" of a grid code starting at ``offset`` in the description."""
    kind, i = {}, 0
    for k, ch in enumerate(code):
        if i > w * h:
            raise gid.error("data after the end of the grid (the grid code ends with the character that places the "
                            "virtual tree after the last cell)", offset + k)
        if ch in "!-" and i == 0:
            raise gid.error(f"mark {ch!r} before the first cell", offset + k)
        if ch in "!-":
            kind[i - 1] = "tent" if ch == "!" else "grass"
        elif ch == "_" or "a" <= ch <= "z":
            if (i := i + (25 if ch == "z" else 0 if ch == "_" else ord(ch) - ord("a") + 1)) > w * h:
                raise gid.error(f"too much data for a {w}x{h} grid", offset + k)
            if ch != "z":
                kind[i], i = "tree", i + 1
        else:
            raise gid.error(f"invalid character {ch!r} in the grid code (expected _, a-z, ! or -)", offset + k)
    if i <= w * h:
        raise gid.error(f"not enough data to fill the {w}x{h} grid (describes {i} of {w * h} cells and no final "
                        "virtual tree)", offset + len(code))
    return {divmod(idx, w): k for idx, k in kind.items() if idx < w * h}


def encode_grid(w: int, h: int, kinds: dict) -> str:
    """The grid code of ``cell -> "tree" | "tent" | "grass"`` (the inverse of :func:`decode_grid`): every
    described cell a mark of the shared :class:`~gridsat.formats.codecs.Marks` run code, a tent or grass
    then re-marked."""
    cells = [divmod(i, w) for i in range(w * h)]
    after = iter([{"tree": "", "tent": "!", "grass": "-"}[kinds[x]] for x in cells if x in kinds] + [""])
    return "".join(ch if ch == "z" else ch + next(after) for ch in Marks().write([x in kinds for x in cells], w * h))


def game_id(p: Puzzle) -> str:
    """The puzzle as a game ID ``WxH[dX]:GRID,cols...,rows...`` (every count known, at least 4x4)."""
    if None in p.rows or None in p.columns:
        raise InputError("a Tatham game ID needs every row and column count", p.source)
    if p.width < 4 or p.height < 4:
        raise InputError(f"a Tatham Tents grid is at least 4x4, this one is {p.width}x{p.height}", p.source)
    kinds = {cell: k for k, cells in (("tree", p.trees), ("tent", p.given_tents), ("grass", p.given_grass))
             for cell in cells}
    return f"{p.width}x{p.height}{'d' + p.difficulty if p.difficulty else ''}:" \
        + ",".join([encode_grid(p.width, p.height, kinds), *map(str, p.columns + p.rows)])


def read_tatham(text: str, source: str = "input") -> Puzzle:
    """One game ID (alone in the text) or a save file."""
    if not is_save_file(text):
        no, line, indent = one_id_line(text, source, "puzzle", "one game ID per puzzle: the text holds more lines "
                                       "(a file of game IDs, one per line, is solved as a batch)")
        return _from_game_id(split_game_id(line, source, no, indent + 1))
    rec = read_save_file(text, source)
    if rec.get("GAME", "Tents") != "Tents":
        raise InputError(f"this is a save file of {rec['GAME']!r}, not Tents", source)
    if (params := rec.get("PARAMS") or rec.get("CPARAMS")) is None or "DESC" not in rec:
        raise InputError("the save file has no PARAMS and DESC records", source)
    line, col = next(((no, raw.index(":", raw.index(":") + 1) + 2) for no, raw in enumerate(text.splitlines(), 1)
                      if raw.startswith("DESC")), (None, 1))
    return _from_game_id(GameId(params, rec["DESC"], source, line, 1, col))


def _from_game_id(gid: GameId) -> Puzzle:
    w, h, pos = parse_dims(gid, "Tents")
    if (rest := gid.params[pos:]) and rest not in ("de", "dt"):
        raise gid.error(f"Tents params: unexpected {rest!r} after the size (only a difficulty 'de' or 'dt' may "
                        "follow)", params_offset=pos)
    if min(w, h) < 4 or max(w, h) > MAX_SIZE:
        raise gid.error(f"Tents width and height must both be at least 4, got {w}x{h}" if min(w, h) < 4 else
                        f"grid {w}x{h} is larger than the supported {MAX_SIZE}", params_offset=0)
    if len(fields := gid.fields()) < 2:
        raise gid.error("a Tents description is GRID,<column counts>,<row counts>", len(gid.desc))
    kinds = decode_grid(gid, fields[0][1], w, h, fields[0][0])
    n = gid.numbers(fields[1:], w + h, "Tents counts")
    counts = [(str(k), gid.line, gid.desc_col + off) for k, (off, _) in zip(n, fields[1:])]
    cells = {k: [cell for cell, kk in kinds.items() if kk == k] for k in ("tree", "tent", "grass")}
    return _build(gid.source, h, w, cells["tree"], counts[w:], counts[:w], lambda r, c: (gid.line, gid.desc_col),
                  given_tents=cells["tent"], given_grass=cells["grass"], origin="tatham", difficulty=rest[1:] or None)


# -- puzz.link and JSON ------------------------------------------------------------------------------

def from_url(url: str, source: str = "url") -> Puzzle:
    (h, w), f = URL.read(url, source)
    top, left = ([None if v == "?" else v for v in f["counts"][side]] for side in ("top", "left"))
    return Puzzle(h, w, [(r, c) for r in range(h) for c in range(w) if f["trees"][r][c]], left, top,
                  origin="puzzlink", source=source)


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
    parts = (("given_tents", p.given_tents or None), ("given_grass", p.given_grass or None), ("published", p.published))
    return doc | {key: cells_to_json(v) for key, v in parts if v is not None}


def solution_to_json(sol: Solution) -> dict:
    doc = {"tents": [list(t) for t in sol.tents]}
    return doc if sol.pairs is None else doc | {"pairs": [[list(tree), list(tent)] for tree, tent in sol.pairs]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    tents, pairs = cells_from_json(doc, "tents", source), doc.get("pairs")
    if pairs is not None and not (isinstance(pairs, list) and all(isinstance(x, list) and len(x) == 2 for x in pairs)):
        raise InputError('"pairs" must be a list of [[tree_r, tree_c], [tent_r, tent_c]]', source)
    return Solution(tents, None if pairs is None else tuple(sorted(
        cells_from_json({"pairs": pair}, "pairs", source, sort=False) for pair in pairs)), given=True)


# -- drawings: counts above and left of the grid, trees, tents (the answer's or the given ones),
# given grass, and the answer's tree-tent pairs as dashed links ------------------------------------

def draw(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    tents, grass = (set(sol.tents), set()) if sol else (set(p.given_tents), set(p.given_grass))
    tree, tent, blank, mark = "TA.-" if ascii else "♣▲·-"
    hz, vt, ul, ur, ll, lr = "-|++++" if ascii else "─│┌┐└┘"
    cw, rw = (max(len(count_text(k)) for k in counts) for counts in (p.columns, p.rows))
    pad, rule = " " * (rw + 1), hz * ((cw + 1) * p.width + 1)

    def cell(r: int, c: int) -> str:
        return (tree if (r, c) in p.tree_set else tent if (r, c) in tents else mark if (r, c) in grass
                else blank).rjust(cw)
    return "\n".join([f"{TITLE} {p.width}x{p.height}, {len(p.trees)} trees",
                      pad + "  " + " ".join(count_text(k).rjust(cw) for k in p.columns), pad + ul + rule + ur]
                     + [f"{count_text(k).rjust(rw)} {vt} {' '.join(cell(r, c) for c in range(p.width))} {vt}"
                        for r, k in enumerate(p.rows)] + [pad + ll + rule + lr])


def draw_svg(p: Puzzle, sol: Solution | None = None) -> str:
    b = Board(p.height, p.width, f"{TITLE} {p.width}x{p.height}, {len(p.trees)} trees", margin=(1, 0, 0, 1))
    for r, c in (p.given_grass if sol is None else ()):
        b.fill(r, c, "#d9f0c8", "grass")
    b.grid()
    b.frame()
    for side, counts in (("top", p.columns), ("left", p.rows)):
        for i, k in enumerate(counts):
            b.outside(side, i, count_text(k), 18, cls="count")
    for (tr, tc), (ar, ac) in (sol.pairs if sol is not None and sol.pairs else ()):  # tree-tent links
        b.line(*b.centre(tr, tc), *b.centre(ar, ac), "#c08040", 2, "pair", ' stroke-dasharray="3,3"')
    for cx, cy, s in ((*b.centre(r, c), b.cell) for r, c in p.trees):
        b.add(f'<g class="tree"><rect x="{cx - 3:g}" y="{cy:g}" width="6" height="{s * 0.38:g}" fill="#6b4226"/>'
              f'<circle cx="{cx:g}" cy="{cy - 4:g}" r="{s * 0.28:g}" fill="#3a9a3a" stroke="#1e5e1e" '
              'stroke-width="1.5"/></g>')
    for cx, cy, s in ((*b.centre(r, c), b.cell * 0.34) for r, c in (sol.tents if sol is not None else p.given_tents)):
        b.add(f'<polygon class="tent" points="{cx:g},{cy - s:g} {cx - s:g},{cy + s * 0.8:g} '
              f'{cx + s:g},{cy + s * 0.8:g}" fill="#e07b00" stroke="#7a4300" stroke-width="1.5"/>')
    return b.document()


# CaDiCaL's "--sat" configuration without variable elimination (docs/genres/tents.md, "Encoding";
# benchmarks/results/tents.md)
CADICAL_CONFIG = {"stabilizeonly": 1, "subsumereleff": 60, "elim": 0}


def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked on the tents (and on the pairs, when given; else a pairing is searched)."""
    trees, tents, problems = p.tree_set, set(), []
    for r, c in sol.tents:
        if p.inside(r, c) and (r, c) not in tents and (r, c) not in trees:
            tents.add((r, c))
        else:
            problems.append(f"tent at {cell_name(r, c)} is outside the {p.height}x{p.width} grid" if not p.inside(r, c) else
                            f"tent at {cell_name(r, c)} {'is listed twice' if (r, c) in tents else 'stands on a tree'}")
    for axis, what, counts in ((0, "row", p.rows), (1, "column", p.columns)):
        have = Counter(t[axis] for t in tents)
        problems += [f"{what} {i + 1} has {tents_word(have[i])}, needs {k}" for i, k in enumerate(counts)
                     if k is not None and have[i] != k]
    problems += [f"tents at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch" for r, c in sorted(tents)
                 for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)) if (r + dr, c + dc) in tents]
    problems += [f"given tent at {cell_name(*x)} is missing" for x in p.given_tents if x not in tents]
    problems += [f"tent at {cell_name(*x)} stands on given grass" for x in p.given_grass if x in tents]
    problems += _pairing_problems(p, trees, tents, sol.pairs)
    if sol.given and p.published is not None:
        mine, published = set(sol.tents), set(p.published)
        problems += [f"differs from the published answer: it has {what} tent at {cell_name(*x)}"
                     for what, cells in (("a", published - mine), ("no", mine - published)) for x in sorted(cells)]
    return problems


def _pairing_problems(p: Puzzle, trees, tents, pairs) -> list[str]:
    """Every tree paired with one tent next to it and every tent with one tree."""
    if pairs is None:  # search a pairing: a bipartite matching of trees and tents
        import networkx as nx

        g = nx.Graph(((("tree", t), ("tent", s)) for s in tents for t in p.neighbours(*s) if t in trees))
        g.add_nodes_from([("tree", t) for t in trees] + [("tent", s) for s in tents])
        matched = len(nx.bipartite.hopcroft_karp_matching(g, top_nodes=[("tree", t) for t in trees])) // 2 \
            if len(trees) == len(tents) else None
        most = "" if matched is None else f", at most {matched} pairs of neighbours"
        return [] if matched == len(trees) else [f"the tents cannot be paired one-to-one with the trees: {len(trees)} "
                                                 f"trees, {len(tents)} tents{most}"]
    out, tree_of, tent_of = [], {}, {}
    for tree, tent in pairs:
        pair = f"pair ({cell_name(*tree)}, {cell_name(*tent)}): "
        if tree not in trees or tent not in tents or abs(tree[0] - tent[0]) + abs(tree[1] - tent[1]) != 1:
            out.append(pair + (f"{cell_name(*tree)} is not a tree" if tree not in trees else "the tent is not next "
                               "to the tree" if tent in tents else f"no tent at {cell_name(*tent)}"))
        elif tree in tent_of or tent in tree_of:
            out.append(f"tree at {cell_name(*tree)} is paired twice" if tree in tent_of
                       else f"tent at {cell_name(*tent)} is paired twice")
        else:
            tent_of[tree], tree_of[tent] = tent, tree
    return out + [f"{what} at {cell_name(*x)} has no {other} paired with it" for what, other, cells, paired in
                  (("tree", "tent", trees, tent_of), ("tent", "tree", tents, tree_of))
                  for x in sorted(cells - set(paired))]


def candidates(p: Puzzle):
    """Every set of at most as many tents as trees on the cells that are not trees (a tent
    pairs with a tree, so more tents never pass)."""
    free = [(r, c) for r in range(p.height) for c in range(p.width) if (r, c) not in p.tree_set]
    return (Solution(chosen) for k in range(len(p.trees) + 1) for chosen in combinations(free, k))


GENRE = Genre(
    name="tents", title="Trees and Tents", puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("tents",)), Format("tatham", read_tatham, game_id),
             Format("seed", read_seed), format_for("tents", from_json, to_json)),
    rules=rules, decode=decode, check=check, implied=IMPLIED, uses=frozenset({"pb"}),
    tuning=Tuning(config={"cadical195": CADICAL_CONFIG}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, answer=answer, solution_line=answer,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, generate=GENERATOR,
)
