"""Futoshiki's irregular formats (docs/genres/futoshiki.md describes them): the native text in
the layout of Tatham's own text form (signs between the cells, ``v`` / ``^`` between rows;
Adjacent mode's ``|`` and ``-``), JSON with ``givens`` and cell pairs, and Tatham's Unequal
game IDs ``N[a][dX]:DESC`` (a comma-separated entry per cell: its digit and the flags U, R,
D, L of the neighbours it is greater than, or differs by one from in Adjacent mode)."""
from __future__ import annotations

import re

from ...formats import InputError, cells_from_json
from ...formats.tatham import square_id
from ...render.text import cell_name
from .puzzle import MAX_SIZE, SYMBOLS, Puzzle, sym

GAME_ID = re.compile(r"(\d{1,3})(a?)(?:d[tekxr])?:")
_STEP = {"U": (-1, 0), "R": (0, 1), "D": (1, 0), "L": (0, -1)}
_CELL = "." + SYMBOLS


def parse(rows, source: str = "input", words=()) -> Puzzle:
    """The rows after the header (``adjacent`` in it: Adjacent mode): cell rows, and between
    two of them a line of marks under the cells."""
    lines, adjacent = [(no, " " * indent + line) for no, line, indent in rows], "adjacent" in words
    cell_lines = [(no, line) for no, line in lines if line.lstrip()[0] in _CELL]
    if not cell_lines:
        raise InputError("no grid rows found", source, lines[0][0])
    n, base = len(cell_lines), len(cell_lines[0][1]) - len(cell_lines[0][1].lstrip())
    if n > MAX_SIZE:
        raise InputError(f"{n} rows: the grid size is out of range 1..{MAX_SIZE}", source, cell_lines[0][0])
    givens, greater, consecutive, marked = [], [], [], set()  # marked: the rows with a line of marks below

    def bad(msg: str, no: int, col: int | None = None) -> InputError:
        return InputError(msg, source, no, None if col is None else base + col + 1)

    for no, line in lines:
        if line[:base].strip():
            raise bad("the line starts left of the grid", no, line[:base].find(line.strip()[0]) - base)
        body, row = line[base:], len(givens)
        down = body[0] not in _CELL  # a line of marks between the last cell row and the next
        if down and (row in (0, n) or row - 1 in marked):
            raise bad("two lines of marks between the same two rows" if row - 1 in marked else
                      "marks between rows must stand between two cell rows", no)
        if not down and len(body) != 2 * n - 1:
            raise bad(f"row {row + 1} is {len(body)} characters long, expected {2 * n - 1} "
                      f"({n} cells with a space or sign between)", no)
        marked.update([row - 1] if down else [])
        for c, ch in enumerate(body):
            if down and ch != " " and (c % 2 or c >= 2 * n - 1):
                raise bad("a mark between rows belongs under a cell (columns 1, 3, 5, ...)", no, c)
            if not down and c % 2 == 0 and (ch not in _CELL or _CELL.index(ch) > n):
                raise bad(f"unexpected {ch!r}: a cell is '.' or a digit" if ch not in _CELL else
                          f"{ch!r} is more than {n}", no, c)
            if ch == " " or not down and c % 2 == 0:
                continue
            a, b = ((row - 1, c // 2), (row, c // 2)) if down else ((row, c // 2), (row, c // 2 + 1))
            if ch not in (("-" if adjacent else "v^") if down else ("|" if adjacent else "<>")):
                raise bad(f"{ch!r} marks Adjacent mode: put 'adjacent' in the header (futoshiki NxN adjacent)"
                          if ch in "|-" and not adjacent else f"{ch!r}: Adjacent mode has no inequality signs"
                          if ch in "<>v^" and adjacent else f"unexpected {ch!r}", no, c)
            (consecutive if ch in "|-" else greater).append((a, b) if ch in "|->v" else (b, a))
        givens += [] if down else [tuple(_CELL.index(ch) for ch in body[::2])]
    try:
        return Puzzle(tuple(givens), tuple(sorted(greater)), adjacent, tuple(sorted(consecutive)), source)
    except InputError as e:
        raise e.locate(source, [no for no, _ in cell_lines], lambda r, c: base + 2 * c + 1) from None


def to_text(p: Puzzle) -> str:
    n, greater, marked = p.size, set(p.greater), set(p.consecutive)

    def mark(a, b, signs: str) -> str:  # signs: a greater, b greater, marked
        return next((s for s, on in zip(signs, ((a, b) in greater, (b, a) in greater, (a, b) in marked)) if on), " ")

    out = [f"futoshiki {n}x{n}" + " adjacent" * p.adjacent]
    for r in range(n):
        out.append("".join(sym(p.givens[r][c]) + (mark((r, c), (r, c + 1), "><|") if c + 1 < n else "")
                           for c in range(n)))
        if r + 1 < n:
            out.append(" ".join(mark((r, c), (r + 1, c), "v^-") for c in range(n)).rstrip())
    return "\n".join(out) + "\n"


# -- JSON ---------------------------------------------------------------------------------------------

def from_json(doc: dict, source: str = "input") -> Puzzle:
    givens, adjacent = doc.get("givens"), doc.get("adjacent", False)
    if not isinstance(givens, list) or not givens or not all(isinstance(row, list) for row in givens):
        raise InputError('"givens" must be a list of rows of digits (0: empty)', source)
    if not isinstance(adjacent, bool):
        raise InputError('"adjacent" must be true or false', source)
    if doc.get("size") is not None and doc["size"] != len(givens):
        raise InputError(f'"size" says {doc["size"]!r} but "givens" has {len(givens)} rows', source)
    pairs = {key: doc.get(key, []) for key in ("greater", "consecutive")}
    for key, raw in pairs.items():
        if not isinstance(raw, list) or not all(isinstance(x, list) and len(x) == 2 for x in raw):
            raise InputError(f'"{key}" must be a list of cell pairs [[r, c], [r, c]]', source)
        pairs[key] = sorted(cells_from_json({key: pair}, key, source, what="puzzle", sort=False) for pair in raw)
    return Puzzle(givens, pairs["greater"], adjacent, pairs["consecutive"], source)


def to_json(p: Puzzle) -> dict:
    doc = {"genre": "futoshiki", "givens": [list(row) for row in p.givens],
           "greater": [[list(a), list(b)] for a, b in p.greater]}
    if p.adjacent:
        doc.update(adjacent=True, consecutive=[[list(a), list(b)] for a, b in p.consecutive])
    return doc


# -- Tatham's Unequal game IDs ------------------------------------------------------------------------

def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    m, n = square_id(text, source, line, col, GAME_ID, "an Unequal game ID: expected N[a]:DESC, e.g. 4:0,0R,0,0,...",
                     MAX_SIZE)
    text, adjacent = text.strip(), bool(m[2])

    def error(msg: str, k: int | None = None) -> InputError:  # (k: the offset in the description)
        return InputError(f"game description: {msg}", source, line, col if k is None else col + m.end() + k)

    desc, digits, flags, at = text[m.end():], [], {}, 0
    for entry in desc[:-1 if desc.endswith(",") else None].split(",") if desc else ():  # (a comma ends each)
        e = re.fullmatch(r"([a-z]*)(\d*)([URDL]*)", entry)
        if not e:
            raise error(f"bad entry {entry[:12]!r}: expected a digit and flags U, R, D, L",
                        at + re.match(r"[a-z]*\d*[URDL]*", entry).end())
        digits += [0] * sum(ord(ch) - 96 for ch in e[1])
        if len(digits) >= n * n:
            raise error(f"more than the {n * n} cells of the grid", at)
        if len(e[2]) > 3 or int(e[2] or 0) > n:
            raise error(f"{e[2]} is more than {n}", at + len(e[1]))
        flags[divmod(len(digits), n)] = e[3]
        digits.append(int(e[2] or 0))
        at += len(entry) + 1
    if len(digits) < n * n:
        raise error(f"the description has {len(digits)} of the grid's {n * n} cells", len(desc))
    pairs = set()  # (a, b): a greater than b; Adjacent mode: a before b, one apart
    for (r, c), fl in flags.items():
        for f in fl:
            other = (r + _STEP[f][0], c + _STEP[f][1])
            if not (0 <= other[0] < n and 0 <= other[1] < n):
                raise error(f"the flag {f} of {cell_name(r, c)} points off the grid")
            if ("URDL"["URDL".index(f) ^ 2] in flags.get(other, "")) != adjacent:
                raise error(f"{cell_name(r, c)} is marked next to {cell_name(*other)} but not the other way round" if
                            adjacent else f"{cell_name(r, c)} and {cell_name(*other)} are each greater than the other")
            pairs.add(tuple(sorted(((r, c), other))) if adjacent else ((r, c), other))
    try:
        return Puzzle([digits[r * n:(r + 1) * n] for r in range(n)], () if adjacent else sorted(pairs), adjacent,
                      sorted(pairs) if adjacent else (), source)
    except InputError as e:
        raise InputError(e.message, source, line, col) from None


def to_tatham(p: Puzzle) -> str:
    pairs = p.consecutive + tuple((b, a) for a, b in p.consecutive) if p.adjacent else p.greater
    flags = {(a, f) for a, b in pairs for f, step in _STEP.items() if (a[0] + step[0], a[1] + step[1]) == b}
    return f"{p.size}{'a' * p.adjacent}:" + "".join(
        f"{p.givens[r][c]}{''.join(f for f in 'URDL' if ((r, c), f) in flags)}," for r, c in p)
