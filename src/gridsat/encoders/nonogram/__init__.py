"""Nonogram (Simon Tatham's Pattern; Picross, Griddlers).

Rules: shade cells so that each row and each column shows its clue's runs of shaded cells,
in order, separated by at least one blank cell.  Some cells may be given from the start.

Formats (docs/genres/nonogram.md).  Native text: a header ``nonogram`` (or an alias) with an
optional size, a ``columns`` and a ``rows`` section (one clue a line: numbers separated by
spaces or commas, ``0`` or ``-`` none), an optional ``grid`` section of given cells (``.``
unknown, ``#`` shaded, ``x`` blank); ``//`` comments.  JSON ``rows``, ``cols``, ``givens``.
Tatham's Pattern game ID ``WxH:DESC`` (column clues, then row clues, ``/`` between, ``.``
between numbers; ``,`` and clue squares).  puzz.link ``nonogram``: the number16 clue cells
outside the grid, ``(R+1)//2`` a column then ``(C+1)//2`` a row, each line starting next to
the grid.  puzzlekit's text through the JSON.
"""
from __future__ import annotations

import random
import re
from itertools import product

from ...cardinality import exactly
from ...formats import InputError, digit_grid_from_json, grid_header, puzzle_lines, significant_lines_indented
from ...formats.codecs import Number16, Seq, Url
from ...formats.puzzlekit import format_for
from ...formats.tatham import id_batch
from ...genre import Format, Genre, Option, Part
from ...render.svg import INK, Board
from ...render.text import cell_name
from .generate import GENERATOR
from .lines import LINE_ENCODINGS
from .puzzle import ANSWER, MAX_SIZE, Clue, Puzzle, Solution, clue_problem, clue_text, runs
from .rules import decode, rules

solution_to_json, solution_line = ANSWER.to_json, ANSWER.line


_HEADER = ("nonogram", "pattern", "picross", "griddlers")
_SECTION = {"columns": "cols", "cols": "cols", "column": "cols", "rows": "rows", "row": "rows", "grid": "grid"}
_GAME_ID = re.compile(r"(\d{1,4})(?:x(\d{1,4}))?:(?=[\d./,]|$)")
_GRID = {".": None, "?": None, "#": 1, "x": 0, "X": 0}


def sniff(text: str) -> bool:
    """The header, or a Pattern game ID whose clues fit its WxH grid."""
    lines = significant_lines_indented(text, "//")
    if not lines:
        return False
    words = lines[0][1].split()
    if words[0].lower() in _HEADER and (len(words) == 1 or re.fullmatch(r"\d{1,4}x\d{1,4}", words[1])):
        return len(words) <= 2
    try:
        return bool(from_tatham(lines[0][1]))
    except InputError:
        return False


def split(text: str, source: str = "input") -> list[tuple[int, str]] | None:
    return id_batch(text, _GAME_ID, "//")


# -- native text ------------------------------------------------------------------------------------

def _clue(text: str, source: str, line: int, col: int, length: int | None, what: str) -> Clue:
    if text in ("0", "-"):
        return ()
    nums = []
    for m in re.finditer(r"[^\s,]+", text):
        if not m[0].isdigit() or not m[0].isascii() or len(m[0]) > 6 or int(m[0]) == 0:
            raise InputError(f"{what}: {m[0][:20]!r} is not a positive number (a clue is numbers "
                             "separated by spaces or commas; 0 or - for none)", source, line, col + m.start())
        nums.append(int(m[0]))
    problem = clue_problem(tuple(nums), length) if length is not None else None
    if problem:
        raise InputError(f"{what}: {problem}", source, line, col)
    return tuple(nums)


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source, "//")
    no, first, indent = lines[0]
    if _GAME_ID.match(first) and len(lines) == 1:
        return from_tatham(first, source, no, indent + 1)
    size, lines = grid_header(lines, _HEADER, source)
    sections: dict[str, list[tuple[int, str, int]]] = {}
    current = None
    for entry in lines:
        word = entry[1].rstrip(":").lower()
        if word in _SECTION:
            current = _SECTION[word]
            if current in sections:
                raise InputError(f"a second {word!r} section", source, entry[0])
            sections[current] = []
        elif current is None:
            raise InputError(f"expected a 'columns' or 'rows' section, found {entry[1][:30]!r}", source, entry[0])
        else:
            sections[current].append(entry)
    for key, word in (("cols", "columns"), ("rows", "rows")):
        if not sections.get(key):
            raise InputError(f"no {word} clues (a '{word}' section with one clue per line)", source,
                             lines[-1][0])
    h, w = len(sections["rows"]), len(sections["cols"])
    if size and size != f"{w}x{h}":
        raise InputError(f"header says {size} but the clues are for {w}x{h} ({w} columns, {h} rows)", source, no)
    if max(w, h) > MAX_SIZE:
        raise InputError(f"grid size {w}x{h} is out of range 1..{MAX_SIZE}", source, no)
    cols = tuple(_clue(t, source, n, i + 1, h, f"column {k + 1}") for k, (n, t, i) in enumerate(sections["cols"]))
    rows = tuple(_clue(t, source, n, i + 1, w, f"row {k + 1}") for k, (n, t, i) in enumerate(sections["rows"]))
    givens = []
    grid = sections.get("grid")
    if grid is not None:
        if len(grid) != h:
            raise InputError(f"the grid section has {len(grid)} rows, the puzzle {h}", source,
                             (grid[-1] if grid else lines[-1])[0])
        for r, (n, t, i) in enumerate(grid):
            if len(t) != w:
                raise InputError(f"grid row has {len(t)} cells, the puzzle is {w} wide", source, n, i + 1)
            if bad := re.search(r"[^.?#xX]", t):
                raise InputError(f"unknown character {bad[0]!r} in the grid ('.' unknown, '#' shaded, 'x' blank)",
                                 source, n, i + bad.start() + 1)
            givens += [((r, c), _GRID[ch]) for c, ch in enumerate(t) if _GRID[ch] is not None]
    return Puzzle(rows, cols, tuple(givens), source)


def to_text(p: Puzzle) -> str:
    out = [f"nonogram {p.width}x{p.height}", "columns"] + [clue_text(c) for c in p.cols]
    out += ["rows"] + [clue_text(r) for r in p.rows]
    if p.givens:
        out += ["grid"] + ["".join(".x#"[p.given.get((r, c), -1) + 1] for c in range(p.width)) for r in range(p.height)]
    return "\n".join(out) + "\n"


# -- JSON ----------------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    for key in ("rows", "cols"):
        clues = doc.get(key)
        if (not isinstance(clues, list) or not clues
                or not all(isinstance(c, list) and all(type(n) is int for n in c) for c in clues)):
            raise InputError(f'"{key}" must be a non-empty list of clues, each a list of positive integers', source)
    givens = doc.get("givens", [])
    if not isinstance(givens, list) or not all(
            isinstance(g, list) and len(g) == 3 and all(type(x) is int for x in g) for g in givens):
        raise InputError('"givens" must be a list of [row, col, 0 | 1]', source)
    return Puzzle(tuple(map(tuple, doc["rows"])), tuple(map(tuple, doc["cols"])),
                  tuple(sorted(((r, c), v) for r, c, v in givens)), source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "nonogram", "rows": [list(c) for c in p.rows], "cols": [list(c) for c in p.cols]}
    if p.givens:
        doc["givens"] = [[r, c, v] for (r, c), v in p.givens]
    return doc


def describe(p: Puzzle) -> dict:
    return {"size": f"{p.width}x{p.height}", "runs": sum(map(len, p.rows)) + sum(map(len, p.cols)),
            "shaded": sum(map(sum, p.rows)), "givens": len(p.givens)}


# -- Simon Tatham's Pattern -----------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    s = text.strip()
    col += len(text) - len(text.lstrip())
    m = _GAME_ID.match(s)
    if not m:
        raise InputError("not a Pattern game ID: expected WxH:DESC, e.g. 4x4:2/1/2/1/1.1/2/1/1",
                         source, line, col)
    w, h = int(m[1]), int(m[2] or m[1])
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE):
        raise InputError(f"size {w}x{h} is out of range 1..{MAX_SIZE}", source, line, col)

    def error(msg: str, offset: int) -> InputError:
        return InputError(f"game description: {msg}", source, line, col + m.end() + offset)

    desc = s[m.end():]
    clues_part, comma, squares = desc.partition(",")
    groups, offset = [], 0
    for k, group in enumerate(clues_part.split("/")):
        length, what = (h, f"column {k + 1}") if k < w else (w, f"row {k - w + 1}")
        bad = re.search(r"[^\d.]|^\.|\.\.|\.$", group)
        if bad:
            raise error(f"{what}: expected numbers separated by '.', found {group[:20]!r}", offset + bad.start())
        nums = tuple(int(x[:9]) for x in group.split(".")) if group else ()
        if k < w + h and (problem := clue_problem(nums, length)):
            raise error(f"{what}: {problem}", offset)
        groups.append(nums)
        offset += len(group) + 1
    if len(groups) != w + h:
        raise error(f"expected {w + h} clues ({w} columns, then {h} rows) separated by '/', found "
                    f"{len(groups)}", len(clues_part) if len(groups) < w + h else
                    sum(len(g) + 1 for g in clues_part.split("/")[:w + h]) - 1)
    givens, i = [], 0
    for k, ch in enumerate(squares):  # a letter skips that many cells and marks the next; z skips 25
        if not ("a" <= ch.lower() <= "z" and ch.isascii()):
            raise error(f"unexpected {ch!r} in the clue squares (letters a-z, A-Z)", len(clues_part) + 1 + k)
        skip = ord(ch.lower()) - ord("a")
        if i >= w * h or i + skip > w * h:
            raise error("too much data in the clue squares", len(clues_part) + 1 + k)
        i += skip
        if skip < 25 and i < w * h:
            givens.append((divmod(i, w), 1 if ch.isupper() else 0))
            i += 1
    if comma and i < w * h:
        raise error(f"too little data in the clue squares ({i} of {w * h} cells)", len(desc))
    return Puzzle(tuple(groups[w:]), tuple(groups[:w]), tuple(givens), source)


def to_tatham(p: Puzzle) -> str:
    desc = "/".join(".".join(map(str, clue)) for clue in p.cols + p.rows)
    if p.givens:  # clue squares: a letter skips that many cells and marks the next; z skips 25
        out, run = [], 0
        for i in range(p.width * p.height):
            v = p.given.get(divmod(i, p.width))
            run += v is None
            if v is not None or run == 25:
                out.append("z" if v is None else chr(run + ord("aA"[v])))
                run = 0
        desc += "," + "".join(out) + (chr(run + ord("a")) if run else "")
    return f"{p.width}x{p.height}:{desc}"


# -- puzz.link ----------------------------------------------------------------------------------------------

class ClueCells(Number16):
    """pzprjs's clue cells outside a Nonogram's grid: ``(R+1)//2`` values a column, then
    ``(C+1)//2`` a row (number16 up to 255, no ``?``)."""

    def __init__(self) -> None:
        super().__init__(wide=False)

    def read(self, cur, shape):
        return super().read(cur, shape[1] * ((shape[0] + 1) // 2) + shape[0] * ((shape[1] + 1) // 2))

    def write(self, value, shape):
        return super().write(value, len(value))


URL = Url(("nonogram",), Seq(("clues", ClueCells())))


def from_url(url: str, source: str = "url") -> Puzzle:
    (rows, cols), fields = URL.read(url, source)
    values, per_col, per_row = fields["clues"], (rows + 1) // 2, (cols + 1) // 2
    if any(v is not None and (v == "?" or v < 1) for v in values):
        raise InputError("puzz.link URL: a clue number must be 1 or more (no '?' or 0 clues in a Nonogram)", source)

    def clue(start: int, n: int) -> Clue:  # the first value sits next to the grid
        return tuple(v for v in reversed(values[start:start + n]) if v is not None)

    col_clues = [clue(c * per_col, per_col) for c in range(cols)]
    row_clues = [clue(cols * per_col + r * per_row, per_row) for r in range(rows)]
    return Puzzle(tuple(row_clues), tuple(col_clues), (), source)


def to_url(p: Puzzle) -> str:
    if p.givens:
        raise InputError("a puzz.link Nonogram URL cannot hold given cells")
    if max((n for clue in p.rows + p.cols for n in clue), default=0) > 255:
        raise InputError("a clue number over 255 is too large for a puzz.link Nonogram URL")
    per_col, per_row = (p.height + 1) // 2, (p.width + 1) // 2
    values = [v for clues, n in ((p.cols, per_col), (p.rows, per_row))
              for clue in clues for v in list(reversed(clue)) + [None] * (n - len(clue))]
    return URL.write((p.height, p.width), {"clues": values})

# -- the implied constraint (sound: it follows from the rules), measured in docs/genres/nonogram.md:
# each line shades exactly as many cells as its clue's numbers add up to --------------------------

def line_counts(p, model, options, info=None) -> None:
    for _, clue, cells in p.lines():
        exactly(model, [model.var("shaded", r, c) for r, c in cells], sum(clue))


IMPLIED = (Part("line-counts", line_counts, default=False,
                help="each line shades as many cells as its clue adds up to"),)


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    grid = digit_grid_from_json(doc, source, "0 | 1")  # the checker judges the shape
    if any(v not in (0, 1) for row in grid for v in row):
        raise InputError('a Nonogram solution must have "grid": [[0 | 1, ...], ...]', source)
    return Solution(grid)


def check(p: Puzzle, sol) -> list[str]:
    """The runs of each line, read off the answer grid."""
    grid = sol.grid
    if len(grid) != p.height or any(len(row) != p.width for row in grid):
        return [f"the answer is not a {p.width}x{p.height} grid"]
    if any(v not in (0, 1) or type(v) is not int for row in grid for v in row):
        return ["every cell must be 0 (blank) or 1 (shaded)"]
    problems = []
    for name, clue, cells in p.lines():
        seen = runs(grid[r][c] for r, c in cells)
        if seen != tuple(clue):
            problems.append(f"{name} reads {clue_text(seen)}, its clue is {clue_text(clue)}")
    return problems + [f"{cell_name(r, c)} is given {'shaded' if v else 'blank'}"
                       for (r, c), v in p.givens if grid[r][c] != v]


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    """The column clues above (bottom-aligned), the row clues left of the grid."""
    wide = max([len(str(n)) for clue in p.cols for n in clue] + [1]) + 1     # characters per column
    left = [" ".join(map(str, clue)) for clue in p.rows]
    margin, depth = max(len(s) for s in left), max(len(clue) for clue in p.cols)
    out = [f"Nonogram {p.width}x{p.height}"]
    out += [" " * margin + " " + "".join(str(clue[k - depth + len(clue)]).rjust(wide) if k >= depth - len(clue)
                                         else " " * wide for clue in p.cols) for k in range(depth)]

    def cell(r: int, c: int) -> str:
        v = sol.grid[r][c] if sol else p.given.get((r, c))
        return "?" if v is None else ("#" if ascii else "█") if v else "."

    out += [left[r].rjust(margin) + " " + "".join(cell(r, c).rjust(wide) for c in range(p.width))
            for r in range(p.height)]
    return "\n".join(out)


def draw_svg(p: Puzzle, sol=None) -> str:
    top, left = max(1, max(len(clue) for clue in p.cols)), max(1, max(len(clue) for clue in p.rows))
    cell = 40 if max(p.width + left, p.height + top) <= 40 else 20
    b = Board(p.height, p.width, f"Nonogram {p.width}x{p.height}", margin=(top, 0, 0, left), cell=cell)
    for c, clue in enumerate(p.cols):
        for k, n in enumerate(clue):
            b.text(*b.centre(-len(clue) + k, c), n, cell * 0.5, INK, "clue")
    for r, clue in enumerate(p.rows):
        for k, n in enumerate(clue):
            b.text(*b.centre(r, -len(clue) + k), n, cell * 0.5, INK, "clue")
    shown = {(r, c): v for r, row in enumerate(sol.grid) for c, v in enumerate(row)} if sol else {}
    for (r, c), v in sorted({**p.given, **shown}.items()):
        if v:
            b.fill(r, c, INK, "shaded")
    b.grid()
    for (r, c), v in p.givens:  # a given blank: a small cross; a given shaded cell: a white dot
        x, y, d = *b.centre(r, c), cell * 0.15
        if v:
            b.disc(r, c, 0.1, fill="white", stroke="white", width=0, cls="given")
        else:
            b.line(x - d, y - d, x + d, y + d, INK, 1.5, "given")
            b.line(x - d, y + d, x + d, y - d, INK, 1.5, "given")
    for k in range(5, p.width, 5):  # every fifth line heavier, as printed nonograms have
        b.line(*b.corner(0, k), b.corner(0, k)[0], b.corner(0, k)[1] + p.height * cell, INK, 1.5, "guide")
    for k in range(5, p.height, 5):
        b.line(*b.corner(k, 0), b.corner(k, 0)[0] + p.width * cell, b.corner(k, 0)[1], INK, 1.5, "guide")
    b.frame()
    return b.document()


KIT = format_for("nonogram", from_json, to_json)  # puzzlekit's problem text, through the JSON


def to_puzzlekit(p: Puzzle) -> str:
    if p.givens:
        raise InputError("puzzlekit's Nonogram text cannot hold given cells")
    return KIT.write(p)


def tiny(rng: random.Random) -> Puzzle:
    """The clues of a random picture of at most 3x4 cells, sometimes with one clue changed
    (often no answer then) or a cell given."""
    h, w = rng.randint(1, 3), rng.randint(1, 4)
    grid = [[int(rng.random() < 0.5) for _ in range(w)] for _ in range(h)]
    rows = [runs(row) for row in grid]
    cols = [runs(grid[r][c] for r in range(h)) for c in range(w)]
    if rng.random() < 0.4:  # another clue for one line (any clue that fits it)
        lines, length = (rows, w) if rng.random() < 0.5 else (cols, h)
        lines[rng.randrange(len(lines))] = runs(int(rng.random() < 0.5) for _ in range(length))
    givens = ()
    if rng.random() < 0.25:
        r, c = rng.randrange(h), rng.randrange(w)
        givens = (((r, c), rng.randint(0, 1)),)
    return Puzzle(tuple(rows), tuple(cols), givens)


def line_patterns(clue, length: int) -> list[tuple[int, ...]]:
    """Every line of ``length`` cells whose runs are ``clue`` (a line solver's brute force)."""
    return [line for line in product((0, 1), repeat=length) if runs(line) == tuple(clue)]


def candidates(p: Puzzle):
    """Every grid whose rows match their clues (the row rule alone rules out the others)."""
    return (Solution(tuple(rows)) for rows in product(*(line_patterns(clue, p.width) for clue in p.rows)))


GENRE = Genre(
    name="nonogram", title="Nonogram", aliases=("pattern", "picross", "griddlers"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("nonogram",)), Format("tatham", from_tatham, to_tatham),
             Format("puzzlekit", KIT.read, to_puzzlekit, detected=False)),
    rules=rules, decode=decode, check=check,
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, implied=IMPLIED,
    options=(Option("runs", "--runs", "starts",
                    "how a line's runs are encoded: automaton (the line's regular-language automaton, "
                    "unrolled) or starts (each run's start, order-encoded)", "choice",
                    tuple(LINE_ENCODINGS)),),
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "from_tatham", "to_tatham", "tiny",
           "candidates", "runs", "line_patterns"]
