"""A genre as a declaration: its board, its answer, its rules and its checker.

:func:`declare` turns a :class:`~gridsat.board.Board`, an answer kind
(:mod:`gridsat.answers`), the rules and the independent checker into a full
:class:`~gridsat.genre.Genre`: native text, JSON, puzzlekit's problem text, the puzz.link URL
(from a body declared with :mod:`gridsat.formats.codecs`), the solution JSON, batch lines,
``describe``, text and SVG drawings all follow.  A genre overrides a piece only where its
format is irregular (``Genre`` fields passed by keyword replace the derived ones).

The formats, for a genre ``NAME`` (see :mod:`gridsat.board` for cell values and tokens):

* native text::

      NAME [WxH]
      <cell rows: compact (one character a cell) or tokens separated by spaces>
      rooms
      <room rows: one label a cell, equal labels = one room>
      top: <one clue a column>          (likewise bottom:, left:, right: one a row)
      points
      <(rows+1) rows of (cols+1) lattice-point clues>

  A board whose cells hold nothing starts with its rooms (no ``rooms`` line).  Comment lines
  start with ``//`` (and ``#`` when ``#`` is not a cell);
* JSON ``{"genre": NAME, "cells": [[...]], "rooms": [[...]], "top": [...], "points": [[...]]}``
  (cells: ``null`` empty, numbers, tokens; rooms: ids or labels);
* puzzlekit: ``R C``, then the blocks the genre declares (``puzzlekit=("cells", "rooms")``),
  ``-`` for an empty cell; read with ``--genre NAME`` (or sniffed for a ``NAME:`` prefix);
* puzz.link: ``Url(pids, Seq(("rooms", Borders()), ...))``: the body's fields are the Grid's
  parts (``cells``, ``rooms``, ``points``, ``outside``).
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any, Callable

from .answers import AnswerKind, draw_clues, draw_svg, draw_text
from .board import SIDES, Arrow, Board, Grid, room_labels
from .formats import InputError, parse_json, puzzle_lines, shorten, significant_lines_indented
from .formats import puzzlekit as kit
from .formats import puzzlink
from .genre import Format, Genre


@dataclass(frozen=True)
class Url:
    """A genre's puzz.link URL: the pids it answers to (the first is written) and its body
    (a :class:`gridsat.formats.codecs.Seq` of named parts).  ``flags``: a pzprjs flags segment
    before the size (``v:``) is skipped; False: it names a variant the genre does not read, refused;
    a string: the flag letters skipped (display flags), a segment with any other refused."""

    pids: tuple[str, ...]
    body: Any
    flags: bool | str = True


@dataclass(frozen=True)
class OneLine:
    """A one-line puzzle form besides the URL (a Tatham game ID, a puzzle pack's line): a line
    ``pattern`` matches is read by ``read(text, source, line=None, col=1)``; ``write(P)`` writes
    one (None: read only).  The genre sniffs a first line that reads, and a file of several
    lines, the first one matching, is a batch.  ``detected=False``: the form is another
    genre's too (Tatham's Rect and Filling IDs): a line it reads is that genre's where both
    read it, this genre's when named."""

    name: str
    pattern: re.Pattern
    read: Callable
    write: Callable | None = None
    detected: bool = True


class Declared:
    """The formats of one declared genre (methods become the ``Genre``'s callables)."""

    ids: tuple[OneLine, ...] = ()  # one-line forms (declare's ``ids``)
    json_cells = "cells"  # the JSON key of the cells (declare's ``json_cells``)
    json_rows = False  # the cells in JSON as strings of one-character tokens, one a row
    native: Callable | None = None  # the genre's own native text reader (declare's ``native``)

    def __init__(self, name: str, title: str, board: Board, answer: AnswerKind, puzzle: type,
                 aliases: tuple[str, ...], url: Url | None, puzzlekit: tuple[str, ...]) -> None:
        self.name, self.title, self.board, self.answer, self.puzzle = name, title, board, answer, puzzle
        self.names = (name,) + tuple(aliases)
        self.url, self.puzzlekit = url, puzzlekit
        tokens = set(board.cells.symbols) | set(board.points.symbols if board.points else ())
        self.comment = "//" if "#" in tokens else ("//", "#")

    # -- native text ---------------------------------------------------------------------------
    def sniff(self, text: str) -> bool:
        lines = significant_lines_indented(text, self.comment)
        if lines and any(f.pattern.match(lines[0][1]) for f in self.ids):
            try:
                return bool(self.parse(lines[0][1]))
            except InputError:
                return False
        return bool(lines) and lines[0][1].split()[0].lower() in self.names

    def split(self, text: str, source: str = "input") -> list[tuple[int, str]] | None:
        """A file of URLs, or of one-line IDs (the first matching), one a line: a batch."""
        lines = significant_lines_indented(text, self.comment)
        if len(lines) > 1 and any(f.pattern.match(lines[0][1]) for f in self.ids):
            return [(no, line) for no, line, _ in lines]
        return _url_batch(text, source)

    def parse(self, text: str, source: str = "input") -> Grid:
        lines = puzzle_lines(text, source, self.comment)
        no, first, indent = lines[0]
        if puzzlink.looks_like_url(first) and len(lines) == 1:
            return self.from_url(first, source)
        for f in self.ids:
            if len(lines) == 1 and f.pattern.match(first):
                return f.read(first, source, no, indent + 1)
        if self.native is not None:
            return self._native(lines, source)
        if re.fullmatch(r"\d{1,4}\s+\d{1,4}", first) and self.puzzlekit:
            return self.from_puzzlekit(text, source)
        words = first.split()
        size, header, variants = "", no, []  # "header says 3x3" points at the header
        if words[0].lower() in self.names:
            variants = [w.lower() for w in words[1:] if self.board.variant(w)]
            rest = [w for w in words[1:] if not self.board.variant(w)]
            size = "".join(rest)
            if len(rest) > 1 or not re.fullmatch(r"(\d{1,4}x\d{1,4})?", size):
                raise InputError(f"bad header {shorten(first, 40)!r}: expected '{self.name}' or '{self.name} WxH'"
                                 + "".join(f" and/or '{w}'" for w in self.board.variants), source, no)
            lines = lines[1:]
            if not lines:
                raise InputError("header found but no grid rows follow", source, no)
        parts: dict[str, list] = {}
        section = "cells" if self.board.cells.anything else "rooms"
        outside: dict[str, tuple[int, list[str]]] = {}
        for no, line, indent in lines:
            word = line.lower()
            if word in ("rooms", "points", "cells"):
                section = word
                if word in parts:
                    raise InputError(f"a second '{word}' block", source, no, indent + 1)
                continue
            m = re.match(r"(top|bottom|left|right)\s*:\s*(.*)$", line, re.I)
            if m:
                outside[m[1].lower()] = (no, m[2].split())
                continue
            whole = size.startswith("1x") and section == "cells"  # one column: a row is one token
            parts.setdefault(section, []).append((no, indent, [(line, 0)] if whole else _tokens(line)))
        return self._build(parts, outside, source, size, header, variants)

    def _native(self, lines, source: str) -> Grid:
        """The genre's own reader of the rows after the header ``NAME [N | WxH] [WORD ...]`` (N:
        a square board; WORD: one of the board's ``variants``, ``name=N`` for ``name=``), and the
        size the header says."""
        no, first, _ = lines[0]
        words, size, given = first.lower().split(), "", frozenset()
        if words[0] in self.names:
            given = frozenset(w for w in words[1:] if w in self.board.variants and not w.endswith("=") or any(
                v.endswith("=") and re.fullmatch(re.escape(v) + r"\d{1,3}", w) for v in self.board.variants))
            size = "".join(w for w in words[1:] if w not in given)
            if len(words) - len(given) > 2 or not re.fullmatch(r"(\d{1,4}(x\d{1,4})?)?", size):
                raise InputError(f"bad header {shorten(first, 40)!r}: expected '{self.name}', '{self.name} "
                                 f"{'N' if self.board.square else 'WxH'}'" + "".join(
                                     f" and/or '{w}{'N' * w.endswith('=')}'" for w in self.board.variants), source, no)
            lines = lines[1:]
            if not lines:
                raise InputError("header found but no grid rows follow", source, no)
        p = self.native(lines, source, given)
        if size and size not in (f"{p.cols}x{p.rows}", str(p.rows) if p.rows == p.cols else ""):
            raise InputError(f"header says {size} but the grid is {p.cols}x{p.rows}", source, no)
        return p

    def _build(self, parts, outside, source, size, first_line, variants=()) -> Grid:
        b = self.board
        where: dict[str, list] = {}
        values: dict[str, Any] = {}
        for section, rows in parts.items():
            if section == "rooms" and not b.rooms or section == "points" and b.points is None \
                    or section == "cells" and not b.cells.anything:
                raise InputError(f"{self.title} has no '{section}' block", source, rows[0][0])
            alphabet = b.cells if section == "cells" else b.points
            grid = []
            for r, (no, indent, tokens) in enumerate(rows):
                if section == "rooms":
                    grid.append([tok for tok, _ in tokens])
                    continue
                row = []
                for tok, col in tokens:
                    try:
                        row.append(alphabet.read(tok))
                    except ValueError as e:
                        raise InputError(str(e), source, no, indent + 1 + col) from None
                grid.append(row)
            values[section] = grid
            where[section] = rows
        sides = {}
        for side, (no, tokens) in outside.items():
            if side not in b.outside:
                raise InputError(f"{self.title} has no clues {side} of the grid", source, no)
            try:
                sides[side] = [b.outside_cells.read(t) for t in tokens]
            except ValueError as e:
                raise InputError(f"{side}: {e}", source, no) from None
        try:
            shape = tuple(int(x) for x in reversed(size.split("x"))) if size else None  # cells and rooms
            p = self.puzzle(values.get("cells"), values.get("rooms"), sides, values.get("points"), source,
                            size=shape, variants=variants)  # give the shape, else the header does
        except InputError as e:
            rows = where.get(getattr(e, "part", "cells")) or where.get("cells") or where.get("rooms") or []
            raise e.locate(source, [n for n, _, _ in rows],
                           lambda r, c: rows[r][1] + 1 + rows[r][2][c][1] if r < len(rows) and c < len(rows[r][2])
                           else None) from None
        if size and size != f"{p.cols}x{p.rows}":
            raise InputError(f"header says {size} but the grid is {p.cols}x{p.rows}", source, first_line)
        return p

    def to_text(self, p: Grid) -> str:
        out = [f"{self.name} {p.cols}x{p.rows}" + "".join(f" {w}" for w in sorted(p.variants))]
        if self.board.cells.anything:
            out += _rows([[self.board.cells.token(v) for v in row] for row in p.cells], self.board.spaced)
        if p.rooms is not None:
            if self.board.cells.anything:
                out.append("rooms")
            labels = room_labels(len(p.room_cells))
            out += _rows([[labels[i] for i in row] for row in p.rooms])
        tok = self.board.outside_cells.token
        for side in SIDES:
            if side in p.outside and any(v is not None for v in p.outside[side]):
                out.append(f"{side}: " + " ".join(tok(v) for v in p.outside[side]))
        if p.points is not None:
            out.append("points")
            out += _rows([[self.board.points.token(v) for v in row] for row in p.points])
        return "\n".join(out) + "\n"

    # -- JSON ----------------------------------------------------------------------------------
    def to_json(self, p: Grid) -> dict:
        doc: dict[str, Any] = {"genre": self.name}
        cells = self.board.cells
        if cells.anything and self.json_rows:
            doc[self.json_cells] = ["".join(cells.token(v) for v in row) for row in p.cells]
        elif cells.anything:
            doc[self.json_cells] = [[cells.to_json(v) if not isinstance(v, str) or v == "?" or len(v) == 1
                             else cells.token(v) for v in row] for row in p.cells]
        else:
            doc["size"] = [p.rows, p.cols]
        if p.rooms is not None:
            doc["rooms"] = [list(row) for row in p.rooms]
        for side, line in p.outside.items():
            doc[side] = list(line)
        if p.points is not None:
            doc["points"] = [[self.board.points.token(v) if isinstance(v, str) and len(v) > 1 else v
                              for v in row] for row in p.points]
        if p.variants:
            doc["variants"] = sorted(p.variants)
        return doc

    def from_json(self, doc: dict, source: str = "input") -> Grid:
        b = self.board

        def grid(key: str, read: Callable | None):
            rows = doc.get(key)
            if rows is None:
                return None
            if key == self.json_cells and self.json_rows:
                if not isinstance(rows, list) or not all(isinstance(row, str) for row in rows):
                    raise InputError(f'"{key}" must be a list of rows: strings of {b.cells.what()}', source)
                rows = [list(row) for row in rows]
            if not isinstance(rows, list) or not rows or not all(isinstance(row, list) for row in rows):
                raise InputError(f'"{key}" must be a list of rows (lists)', source)
            out = []
            for r, row in enumerate(rows):
                try:
                    out.append([read(v) if read else _label(v) for v in row])
                except (ValueError, TypeError) as e:
                    c = next((c for c, v in enumerate(row) if _fails(read, v)), 0)
                    raise InputError(f'"{key}" at row {r + 1}, column {c + 1}: {e}', source) from None
            return out

        size = doc.get("size")
        if size is not None and not (isinstance(size, list) and len(size) == 2
                                     and all(isinstance(x, int) and not isinstance(x, bool) for x in size)):
            raise InputError('"size" must be [rows, cols]', source)
        sides = {}
        for side in SIDES:
            if side in doc:
                line = doc[side]
                if not isinstance(line, list):
                    raise InputError(f'"{side}" must be a list of clues', source)
                try:
                    sides[side] = [b.outside_cells.from_json(v) for v in line]
                except (ValueError, TypeError) as e:
                    raise InputError(f'"{side}": {e}', source) from None
        variants = doc.get("variants", [])
        if not isinstance(variants, list) or not all(isinstance(w, str) for w in variants):
            raise InputError('"variants" must be a list of words', source)
        p = self.puzzle(grid(self.json_cells, b.cells.from_json), grid("rooms", None), sides,
                        grid("points", b.points.from_json if b.points else None), source,
                        tuple(size) if size else None, variants)
        if size and (p.rows, p.cols) != tuple(size):  # a "size" the grids contradict
            raise InputError(f'"size" says {size[0]} rows and {size[1]} columns, the grids have {p.rows} and {p.cols}',
                             source)
        return p

    # -- puzzlekit -------------------------------------------------------------------------------
    def from_puzzlekit(self, text: str, source: str = "input") -> Grid:
        """puzzlekit's problem text: ``R C``, then the declared blocks, ``-`` for empty."""
        lines = [(no, raw.split()) for no, raw in enumerate(text.splitlines(), 1) if raw.strip()]
        no, head = lines[0]
        if len(head) != 2 or not all(t.isdigit() for t in head):
            raise InputError("puzzlekit text: the first line must be 'ROWS COLS'", source, no)
        rows, cols = int(head[0]), int(head[1])
        at, parts, sides = 1, {}, {}
        for block in self.puzzlekit:
            n, width = {"cells": (rows, cols), "rooms": (rows, cols), "points": (rows + 1, cols + 1)}.get(
                block, (1, cols if block in ("top", "bottom") else rows))
            chunk = lines[at:at + n]
            if len(chunk) < n:
                raise InputError(f"puzzlekit text: the {block} block needs {n} line{'s' * (n > 1)}, "
                                 f"found {len(chunk)}", source, lines[-1][0])
            for lno, tokens in chunk:
                if len(tokens) != width:
                    raise InputError(f"puzzlekit text: {block} line has {len(tokens)} tokens, expected {width}",
                                     source, lno)
            at += n
            if block in SIDES:
                sides[block] = (chunk[0][0], [t for t in chunk[0][1]])
                continue
            parts[block] = [(lno, 0, [(t, 0) for t in toks]) for lno, toks in chunk]
        if at < len(lines):
            raise InputError("puzzlekit text: more lines than the header's grid", source, lines[at][0])
        if "cells" in parts and not self.board.cells.anything:
            if any(t not in ("-", ".") for _, _, toks in parts["cells"] for t, _ in toks):
                bad = next(no for no, _, toks in parts["cells"] if any(t not in "-." for t, _ in toks))
                raise InputError(f"{self.title} has no clues in its cells", source, bad)
            del parts["cells"]
        return self._build(parts, sides, source, f"{cols}x{rows}", no)

    def to_puzzlekit(self, p: Grid) -> str:
        out = [f"{p.rows} {p.cols}"]
        for block in self.puzzlekit:
            if block == "cells":
                tok = self.board.cells.token
                out += [" ".join("-" if v is None else _kit_arrow(v) or tok(v) for v in row) for row in p.cells]
            elif block == "rooms":
                out += [" ".join(str(i + 1) for i in row) for row in p.rooms]
            elif block == "points":
                tok = self.board.points.token
                out += [" ".join("-" if v is None else tok(v) for v in row) for row in p.points]
            else:
                tok = self.board.outside_cells.token
                out.append(" ".join("-" if v is None else tok(v) for v in p.outside[block]))
        return "\n".join(out) + "\n"

    # -- puzz.link -------------------------------------------------------------------------------
    def from_url(self, url: str, source: str = "url") -> Grid:
        from .formats.codecs import Cursor

        pid, cols, rows, body = puzzlink.split_url(url, source)
        flag = url.strip().split("?", 1)[-1].split("/")[1:2]
        known = self.url.flags if isinstance(self.url.flags, str) else ""
        if self.url.flags is not True and flag and flag[0] and not flag[0].isdigit() and not set(flag[0]) <= set(known):
            raise InputError(f"puzz.link URL: {pid} variant flag {shorten(flag[0], 12)!r} is not supported "
                             f"(standard {self.title} only)", source)
        if not (1 <= cols <= self.board.max_size and 1 <= rows <= self.board.max_size):
            raise InputError(f"puzz.link URL: size {cols}x{rows} is out of range 1..{self.board.max_size}", source)
        fields = self.url.body.read(Cursor(body, source), (rows, cols))
        sides = fields.pop("outside", {})
        return self.puzzle(fields.get("cells"), fields.get("rooms"), sides, fields.get("points"), source,
                           (rows, cols), fields.get("variants", ()))

    def to_url(self, p: Grid) -> str:
        p.unsaid("a puzz.link URL")
        fields = {"cells": p.cells, "rooms": p.rooms, "points": p.points, "outside": dict(p.outside),
                  "variants": p.variants}
        return puzzlink.make_url(self.url.pids[0], p.cols, p.rows, self.url.body.write(fields, (p.rows, p.cols)))

    # -- answers ---------------------------------------------------------------------------------
    def draw(self, p: Grid, sol=None, ascii: bool = False) -> str:
        return draw_text(p, self.title, self.answer.mark(p, sol, ascii) if sol is not None else None, ascii)

    def draw_svg(self, p: Grid, sol=None) -> str:
        b = draw_svg(p, self.title)
        draw_clues(b, p)
        if sol is not None:
            self.answer.draw(p, sol, b)
        b.frame()
        return b.document()

    def describe(self, p: Grid) -> dict:
        out = {"size": f"{p.cols}x{p.rows}"}
        if self.board.cells.anything:
            out["clues"] = len(p.clues())
        if p.rooms is not None:
            out["rooms"] = len(p.room_cells)
        if p.variants:
            out["variants"] = " ".join(sorted(p.variants))
        return out


def _kit_arrow(v) -> str | None:
    """An arrow clue with a number as puzzlekit writes it (``2s``, ``1w``); None otherwise."""
    if isinstance(v, Arrow) and isinstance(v.number, int):
        return f"{v.number}{'nswe'['^v<>'.index(v.direction)]}"
    return None


def _tokens(line: str) -> list[tuple[str, int]]:
    """A row's tokens with their 0-based columns: separated by spaces, or one a character."""
    if re.search(r"\s", line):
        return [(m[0], m.start()) for m in re.finditer(r"\S+", line)]
    return [(ch, i) for i, ch in enumerate(line)]


def _rows(grid: list[list[str]], spaced: bool = False) -> list[str]:
    if not spaced and all(len(t) == 1 for row in grid for t in row):
        return ["".join(row) for row in grid]
    w = max(len(t) for row in grid for t in row)
    return [" ".join(t.rjust(w) for t in row) for row in grid]


def _label(v):
    if isinstance(v, bool) or not isinstance(v, (int, str)):
        raise ValueError(f"a room label must be a number or a string, got {shorten(repr(v), 20)}")
    return v


def _fails(read, v) -> bool:
    try:
        (read or _label)(v)
        return False
    except (ValueError, TypeError):
        return True


def declare(name: str, title: str, board: Board, answer: AnswerKind, rules: Callable, check: Callable, *,
            module: str, aliases: tuple[str, ...] = (), url: Url | None = None,
            puzzlekit: tuple[str, ...] = (), tiny: Callable | None = None, candidates: Callable | None = None,
            decode: Callable | None = None, ids: tuple[OneLine, ...] = (), json_cells: str = "cells",
            json_rows: bool = False, puzzle: type | None = None, native: Callable | None = None,
            extra_formats: tuple = (), **fields) -> Genre:
    """The :class:`~gridsat.genre.Genre` of a declared genre.  ``rules(P, model, options)``;
    ``check(P, S) -> [problem, ...]``; ``module``: the genre package's ``__name__``;
    ``puzzlekit``: the blocks of its puzzlekit problem text in order (``cells``, ``rooms``,
    ``points``, a side); ``candidates``: the brute force of the contract test (default: the
    answer kind's own); ``ids``: one-line forms (:class:`OneLine`); ``json_cells``: the JSON
    key of the cells, ``json_rows``: written as strings, one a row; ``puzzle``: the genre's
    subclass of ``board.puzzle_type(name, module)`` (derived views, ``validate``); ``native``:
    ``(rows, source, words) -> P``, the genre's own reader of its native text's rows (``(line
    number, line, indent)``) where their layout is irregular: URLs and ``ids`` are read first, the
    header ``NAME [N | WxH] [WORD ...]`` here (``words``: the board's ``variants`` it holds;
    the size is checked against the puzzle read); give ``to_text`` too; other ``Genre`` fields
    by keyword override what is derived."""
    puzzle = puzzle or board.puzzle_type(name, module)
    d = Declared(name, title, board, answer, puzzle, aliases, url, puzzlekit)
    d.ids, d.json_cells, d.json_rows, d.native = tuple(ids), json_cells, json_rows, native
    formats = []
    if url is not None:
        formats.append(Format("puzzlink", d.from_url, d.to_url, pids=url.pids))
    formats += [Format(f.name, f.read, f.write, detected=f.detected) for f in ids]
    if puzzlekit:
        formats.append(Format("puzzlekit", d.from_puzzlekit, d.to_puzzlekit, detected=False))
    formats += list(extra_formats)  # a format of the genre's own besides the derived ones
    derived = dict(
        name=name, title=title, aliases=tuple(aliases), puzzle=puzzle, solution=answer.solution,
        parse=d.parse, sniff=d.sniff, split=d.split, to_text=d.to_text, from_json=d.from_json,
        to_json=d.to_json, formats=tuple(formats), rules=rules,
        decode=decode or (lambda p, model, values, info=None: answer.decode(p, model, values)),
        check=check, solution_to_json=answer.to_json, solution_from_json=answer.from_json,
        solution_line=answer.line, draw=d.draw, draw_svg=d.draw_svg, describe=d.describe,
        tiny=tiny, candidates=candidates or (answer.candidates if tiny else None),
    )
    derived.update(fields)
    if not puzzlekit and name in kit.LAYOUTS and all(f.name != "puzzlekit" for f in derived["formats"]):
        # a genre gridsat had before the declared board: puzzlekit's layout through its JSON
        derived["formats"] = tuple(derived["formats"]) + (kit.format_for(name, derived["from_json"],
                                                                         derived["to_json"]),)
    g = Genre(**derived)
    object.__setattr__(g, "declared", d)
    return g


def _url_batch(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    """A file of several puzz.link URLs, one a line: a batch."""
    lines = significant_lines_indented(text, ("//", "#"))
    if len(lines) > 1 and all(puzzlink.looks_like_url(line) for _, line, _ in lines):
        return [(no, line) for no, line, _ in lines]
    return None


def sprinkle(rng: random.Random, rows: int, cols: int, count: int, value: Callable[[], Any]) -> list[list]:
    """A tiny puzzle's clues: a ``rows`` x ``cols`` grid of None with ``count`` cells, drawn at
    random, each set to ``value()`` (called in the order the cells are drawn)."""
    grid: list[list] = [[None] * cols for _ in range(rows)]
    for r, c in rng.sample([(r, c) for r in range(rows) for c in range(cols)], count):
        grid[r][c] = value()
    return grid


def often_solvable(make: Callable, check: Callable, candidates: Callable, share: float = 0.6,
                   tries: int = 30) -> Callable:
    """A ``tiny(rng)`` from ``make(rng)`` (a random tiny puzzle): for about ``share`` of the
    instances it draws again, up to ``tries`` times, until the brute force (``candidates``
    that ``check`` accepts) has an answer; the others stay as drawn.  So the contract's tests
    see both kinds, where a blind draw is nearly always without an answer."""
    def tiny(rng: random.Random):
        want = rng.random() < share
        for _ in range(tries):
            p = make(rng)
            if not want or any(not check(p, sol) for sol in candidates(p)):
                return p
        return p
    return tiny


def random_rooms(rng: random.Random, rows: int, cols: int, n: int) -> list[list[int]]:
    """``n`` rooms grown from random seeds over a ``rows`` x ``cols`` grid (for ``tiny``)."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    label = {cell: i for i, cell in enumerate(rng.sample(cells, n))}
    while len(label) < len(cells):
        (r, c), lab = rng.choice(sorted(label.items()))
        nxt = rng.choice([(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)])
        if nxt not in label and 0 <= nxt[0] < rows and 0 <= nxt[1] < cols:
            label[nxt] = lab
    return [[label[r, c] for c in range(cols)] for r in range(rows)]


def random_dominoes(rng: random.Random, rows: int, cols: int) -> list[list[int]]:
    """A random tiling of a ``rows`` x ``cols`` grid by dominoes (rooms of two cells; one cell
    alone in the last corner when the area is odd), as room labels: rows of dominoes, then
    random flips of two parallel dominoes that make a 2x2 square (Magnets, Dominosa)."""
    label = [[-1] * cols for _ in range(rows)]
    n = 0
    for r in range(rows):
        for c in range(cols):
            if label[r][c] >= 0:
                continue
            label[r][c] = n
            if c + 1 < cols and (cols % 2 == 0 or c + 1 < cols - 1):
                label[r][c + 1] = n
            elif r + 1 < rows:
                label[r + 1][c] = n
            n += 1
    for _ in range(10 * rows * cols if rows > 1 and cols > 1 else 0):
        r, c = rng.randrange(rows - 1), rng.randrange(cols - 1)
        a, b, x, y = label[r][c], label[r][c + 1], label[r + 1][c], label[r + 1][c + 1]
        if a == b and x == y and a != x:    # two across: make them two down
            label[r][c + 1], label[r + 1][c] = x, a
        elif a == x and b == y and a != b:  # two down: make them two across
            label[r][c + 1], label[r + 1][c] = a, y
    return label


def random_rectangles(rng: random.Random, rows: int, cols: int, most: int = 3) -> list:
    """A random division of the grid into rectangles of at most ``most`` cells (and now and then
    a smaller one left whole), as ``(top, left, height, width)``: each cut across or down at random
    (Nawabari, Tatamibari)."""
    out, todo = [], [(0, 0, rows, cols)]
    while todo:
        r, c, h, w = todo.pop()
        if h * w <= most and (h * w == 1 or rng.random() < 0.6):
            out.append((r, c, h, w))
            continue
        across = w == 1 or (h > 1 and rng.random() < h / (h + w))
        k = rng.randint(1, (h if across else w) - 1)
        todo += [(r, c, k, w), (r + k, c, h - k, w)] if across else [(r, c, h, k), (r, c + k, h, w - k)]
    return out
