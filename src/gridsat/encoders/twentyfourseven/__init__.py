"""Twenty-Four-Seven (Jane Street, 2018) and its Four-in-One variant (2023).

Rules, for every 7x7 grid placed on the board: it holds one 1, two 2s, ..., seven 7s; each of
its rows and columns has exactly 4 numbers, summing to 20.  Over the whole board: the numbered
cells are orthogonally connected, and every 2x2 square has at least one empty cell.  Cells in
no 7x7 grid stay empty.  Outside clues per board row/column side: ``sum`` (the line's numbers
add up to it), ``first`` (the first number seen from that side), ``either`` (one of the two).
Formats: docs/genres/twentyfourseven.md.
"""
from __future__ import annotations

import random
import re
from itertools import combinations, product

from ...answers import Numbers
from ...formats import InputError, puzzle_lines, significant_lines
from ...genre import Genre, Tuning
from ...render.svg import INK, Board
from .puzzle import KINDS, LINE_SUM, MAX_BOARD, N, PER_LINE, SIDES, Clue, Puzzle, Solution, answer, check
from .rules import PB_DEFAULT, rules
from .generate import GENERATOR

_HEADER = re.compile(r"^(?:twentyfourseven|24-?7)(?:\s+(\d{1,3})x(\d{1,3}))?$", re.I)
TITLE = "Twenty-Four-Seven"
ANSWER = Numbers(empty=0)
MARKS = ({"sum": "", "first": "'", "either": "?"}, {"sum": "", "first": "′", "either": "?"})  # text, SVG


def sniff(text: str) -> bool:
    return bool(lines := significant_lines(text)) and bool(_HEADER.match(lines[0][1]))


def parse(text: str, source: str = "input") -> Puzzle:
    lines = puzzle_lines(text, source)
    no, first, _ = lines[0]
    m = _HEADER.match(first)
    if not m:
        raise InputError("expected a header 'twentyfourseven ROWSxCOLS'", source, no)
    rows, cols = (int(m[1]), int(m[2])) if m[1] else (N, N)
    if not (N <= rows <= MAX_BOARD and N <= cols <= MAX_BOARD):
        raise InputError(f"board size {rows}x{cols} is out of range {N}..{MAX_BOARD}", source, no)
    grids, givens, clues, where, grids_line = [], [], [], [], None  # where: (line, cell columns) of each row
    for no, line, indent in lines[1:]:
        words = line.split()
        if words[0].lower() == "grids":
            grids_line = no
            for w in words[1:]:
                if not re.fullmatch(r"\d{1,3},\d{1,3}", w):
                    raise InputError(f"grid corner must be ROW,COL (0-based), got {w!r}", source, no)
                grids.append(tuple(map(int, w.split(","))))
        elif words[0].lower() == "clue":
            if len(words) != 5 or not re.fullmatch(r"[0-9]+", words[2]) or not re.fullmatch(r"[0-9]{1,4}", words[4]):
                raise InputError("clue line must read 'clue SIDE INDEX KIND VALUE' (index 1-based)", source, no)
            clues.append(Clue(words[1].lower(), int(words[2][:4]) - 1, words[3].lower(), int(words[4])))
            try:  # checked where it stands: on an empty board of this size, with the clues before it
                Puzzle(rows, cols, givens=((0,) * cols,) * rows, clues=tuple(clues))
            except InputError as e:
                raise InputError(e.message, source, no) from None
        else:
            spaced = len(words) > 1
            tokens = [(t.start() + 1, t[0]) for t in re.finditer(r"\S+", line)] if spaced else list(enumerate(line, 1))
            for col, t in tokens:
                if t not in (".", "0", *"1234567"):
                    raise InputError(f"unknown cell {t!r} (use '.' or 0 for empty, 1-7 for a given)",
                                     source, no, None if spaced else col + indent)
            if len(tokens) != cols:
                raise InputError(f"row has {len(tokens)} cells, the board has {cols} columns", source, no)
            givens.append(tuple(0 if t == "." else int(t) for _, t in tokens))
            where.append((no, [col + indent for col, _ in tokens]))
    if len(givens) != rows:
        raise InputError(f"the board has {rows} rows, the file gives {len(givens)}", source)
    try:
        return Puzzle(rows, cols, tuple(grids) or ((0, 0),), tuple(givens), tuple(clues), source)
    except InputError as e:
        raise e.locate(source, [n for n, _ in where], lambda r, c: where[r][1][c]).at(source, grids_line) from None


def to_text(p: Puzzle) -> str:
    """Native text (the published solution, a JSON-only field, is left out)."""
    out = [f"twentyfourseven {p.rows}x{p.cols}"] + (["grids " + " ".join(f"{t},{l}" for t, l in p.grids)]
                                                     if p.grids != ((0, 0),) else [])
    out += [" ".join(str(v) if v else "." for v in row) for row in p.givens]
    return "\n".join(out + [f"clue {c.side} {c.index + 1} {c.kind} {c.value}" for c in p.clues]) + "\n"


def from_json(doc: dict, source: str = "input") -> Puzzle:
    size, givens, grids, clues = doc.get("size", [N, N]), doc.get("givens"), doc.get("grids", [[0, 0]]), \
        doc.get("clues", [])
    size = [size, size] if isinstance(size, int) else size
    if not (isinstance(size, list) and len(size) == 2 and all(isinstance(x, int) for x in size)):
        raise InputError('"size" must be [rows, cols]', source)
    if not isinstance(givens, list) or not all(isinstance(r, list) for r in givens):
        raise InputError('"givens" must be a list of rows', source)
    if not isinstance(grids, list) or not all(isinstance(g, list) and len(g) == 2 and all(
            type(x) is int for x in g) for g in grids):
        raise InputError('"grids" must be a list of [top, left] corners', source)
    if not isinstance(clues, list):
        raise InputError('"clues" must be a list of clues', source)
    for i, c in enumerate(clues):
        if not isinstance(c, dict) or not {"side", "index", "kind", "value"} <= set(c):
            raise InputError(f'clue {i} must have "side", "index", "kind" and "value"', source)
        if not isinstance(c["index"], int):
            raise InputError(f'clue {i}: "index" must be an integer', source)
    pub = doc.get("solution")
    pub = tuple(map(tuple, pub)) if isinstance(pub, list) and all(isinstance(r, list) for r in pub) else None
    return Puzzle(size[0], size[1], tuple(map(tuple, grids)), tuple(tuple(0 if v is None else v for v in r)
                                                                   for r in givens),
                  tuple(Clue(str(c["side"]), c["index"], str(c["kind"]), c["value"]) for c in clues), source, pub)


def to_json(p: Puzzle) -> dict:
    return {"genre": "twentyfourseven", "size": [p.rows, p.cols], "grids": [list(g) for g in p.grids],
            "givens": [list(r) for r in p.givens],
            "clues": [{"side": c.side, "index": c.index, "kind": c.kind, "value": c.value} for c in p.clues]}


def solution_from_json(doc: dict, p: Puzzle, source: str = "solution") -> Solution:
    grid = doc.get("grid")  # any rows of values: the checker judges them
    if not isinstance(grid, list) or not all(isinstance(r, list) for r in grid):
        raise InputError('solution must have "grid": [[v, ...], ...]', source)
    return Solution(tuple(tuple(r) for r in grid))


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    covered, clue_at = p.covered(), {(c.side, c.index): c for c in p.clues}

    def mark(side: str, i: int) -> str:
        c = clue_at.get((side, i))
        return "   " if c is None else f"{c.value}{MARKS[0][c.kind]}".rjust(3)

    def cell(r: int, c: int) -> str:
        v = sol.grid[r][c] if sol else p.givens[r][c]
        if v:
            return f" {'①②③④⑤⑥⑦'[v - 1] if p.givens[r][c] and not ascii else v} "
        return " . " if (r, c) in covered else ("   " if not ascii else " # ")

    out = [f"{TITLE} {p.rows}x{p.cols}, {len(p.grids)} grid(s)"
           + ("; clues: n = sum, n' = first seen, n? = either" if p.clues else "")]
    out += ["    " + "".join(mark("top", c) for c in range(p.cols))] if p.clues else []
    out += [mark("left", r) + " " + "".join(cell(r, c) for c in range(p.cols)) + " " + mark("right", r).strip()
            for r in range(p.rows)]
    out += ["    " + "".join(mark("bottom", c) for c in range(p.cols))] if p.clues else []
    return "\n".join(line.rstrip() for line in out)


def draw_svg(p: Puzzle, sol=None) -> str:
    b = Board(p.rows, p.cols, f"{TITLE} {p.rows}x{p.cols}, {len(p.grids)} grid(s)", margin=(1, 1, 1, 1))
    covered = p.covered()
    for r, c in ((r, c) for r in range(p.rows) for c in range(p.cols)):
        if (r, c) not in covered:
            b.fill(r, c, "#bdbdbd", "outside")
        elif sol is not None and not sol.grid[r][c]:
            b.fill(r, c, "#e8e8e8", "empty")
    b.grid()
    for top, left in p.grids:
        b.rect(*b.corner(top, left), N * b.cell, N * b.cell, stroke=INK, width=3, cls="grid7")
    for r, c in ((r, c) for r in range(p.rows) for c in range(p.cols)):
        given = p.givens[r][c]
        v = given or (sol.grid[r][c] if sol else 0)
        if given:
            b.disc(r, c, radius=0.4, fill="none", width=1.5)
        if v:
            b.number(r, c, v, given=bool(given), size=20)
    for clue in p.clues:
        b.outside(clue.side, clue.index, f"{clue.value}{MARKS[1][clue.kind]}", 14,
                  "#7a1f1f" if clue.kind == "either" else INK)
    return b.document()


# -- tiny random instances (a known 7x7 answer with a few numbers left out) and their brute
# force: an answer keeps every given and has 4 numbers in each line, so its
# other numbers lie in :func:`open_cells`; at most 4 of them, at most 8**4 fillings.

# Valid 7x7 answers (row by row, '.' empty).  All but the first have a "swap rectangle" (see
# _swaps): two equal numbers that can move to the other two corners, a second answer.
ANSWERS = ("...77335762...5..456.44...57.4277....6.167656...3", "662...6..737.33.6.4.74...57472.5.6..757.1..5.546.",
           "..74.72175...7.5..636545.6..7.346..74.6.3....6275", "6653...1..775..247.7..7..247..635.6655...47...643",
           ".474..5...74276.65..37.1..7526..66..3647..57..35.", "5.663..7...6523.37..7564...5.6..446.175.7..7.274.",
           ".5.375..346.7..6.5.72265...74.763..7.4.4.57...616")
MAX_OPEN = 4
_EMPTY = Puzzle(N, N, givens=((0,) * N,) * N)


def open_cells(p: Puzzle) -> list[tuple[int, int]]:
    """Cells without a given whose row and column both hold fewer than 4 givens."""
    full_rows = {r for r in range(p.rows) if sum(1 for v in p.givens[r] if v) >= PER_LINE}
    full_cols = {c for c in range(p.cols) if sum(1 for r in range(p.rows) if p.givens[r][c]) >= PER_LINE}
    return [(r, c) for r in range(p.rows) for c in range(p.cols)
            if not p.givens[r][c] and r not in full_rows and c not in full_cols]


def candidates(p: Puzzle):
    """Every filling of :func:`open_cells` with 0..7, the givens kept, every other cell empty."""
    cells = open_cells(p)
    for values in product(range(N + 1), repeat=len(cells)):
        put = dict(zip(cells, values))
        yield Solution(tuple(tuple(put.get((r, c), v) for c, v in enumerate(row)) for r, row in enumerate(p.givens)))


def _swaps(g) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Two equal numbers that can move to the other (empty) corners of their rectangle."""
    out = []
    for r1, r2 in combinations(range(N), 2):
        for c1, c2 in product(range(N), repeat=2):
            if c1 != c2 and g[r1][c1] and g[r1][c1] == g[r2][c2] and not g[r1][c2] and not g[r2][c1]:
                h = [list(row) for row in g]
                h[r1][c1] = h[r2][c2] = 0
                h[r1][c2] = h[r2][c1] = g[r1][c1]
                if not check(_EMPTY, Solution(tuple(map(tuple, h)))):
                    out.append(((r1, c1), (r2, c2)))
    return out


def tiny(rng: random.Random) -> Puzzle:
    """A known answer turned by a random symmetry, all its numbers given but 1 to 4 (or the two
    of a swap rectangle: two answers); sometimes a given changed; up to two outside clues."""
    text = rng.choice(ANSWERS)
    g = [[0 if ch == "." else int(ch) for ch in text[r * N:(r + 1) * N]] for r in range(N)]
    if rng.random() < 0.5:
        g = [list(row) for row in zip(*g)]
    for _ in range(rng.randrange(4)):
        g = [list(row) for row in zip(*g[::-1])]  # a quarter turn
    givens = [list(row) for row in g]
    numbers = [(r, c) for r in range(N) for c in range(N) if g[r][c]]
    swaps = _swaps(g) if rng.random() < 0.4 else []
    if swaps:
        for r, c in rng.choice(swaps):
            givens[r][c] = 0
    else:
        rng.shuffle(numbers)
        for r, c in numbers[:rng.randint(1, 4)]:
            givens[r][c] = 0
            if len(open_cells(Puzzle(N, N, givens=tuple(map(tuple, givens))))) > MAX_OPEN:
                givens[r][c] = g[r][c]
    if rng.random() < 0.2:
        r, c = rng.choice([cell for cell in numbers if givens[cell[0]][cell[1]]])
        givens[r][c] = rng.choice([v for v in range(1, N + 1) if v != g[r][c]])
    clues: list[Clue] = []
    for _ in range(rng.choice((0, 0, 1, 2))):
        side, index, kind = rng.choice(SIDES), rng.randrange(N), rng.choice(KINDS)
        if any((c.side, c.index) == (side, index) for c in clues):
            continue
        values = [g[r][c] for r, c in _EMPTY.line(Clue(side, index, kind, 1))]
        truth = sum(values) if kind == "sum" else next(v for v in values if v)
        clues.append(Clue(side, index, kind, truth if rng.random() < 0.7 else rng.randint(1, 25)))
    return Puzzle(N, N, givens=tuple(map(tuple, givens)), clues=tuple(clues))


GENRE = Genre(
    name="twentyfourseven", title=TITLE, aliases=("24-7", "247"), puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, to_text=to_text, from_json=from_json, to_json=to_json,
    rules=rules, decode=lambda p, model, values, info=None: ANSWER.decode(p, model, values), check=check,
    uses=frozenset({"connect", "pb"}),
    # glucose4 rather than the project default cadical195: Four-in-One uniqueness 1.5 s vs
    # 2.4 s wall, the 2018 puzzle 0.50 s vs 0.60 s (same run, quiet machine; --solver overrides).
    tuning=Tuning(solver="glucose4"),
    solution_to_json=ANSWER.to_json, solution_from_json=solution_from_json, answer=answer,
    draw=draw, draw_svg=draw_svg, describe=lambda p: {"size": f"{p.rows}x{p.cols}", "grids": len(p.grids)},
    tiny=tiny, candidates=candidates,
    generate=GENERATOR,
)
