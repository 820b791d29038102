"""Simon Tatham's Solo (``sgt-solo``) game IDs: plain, X, jigsaw and killer Sudoku (spec:
../shared/TATHAM_FORMATS.md, read from solo.c; docs/genres/sudoku.md).  ``PARAMS:DESC``: PARAMS
``<c>x<r>`` (boxes c tall, r wide) or ``<n>j`` (jigsaw), flags ``x``, ``k`` (symmetry and
difficulty are ignored); DESC ``GRID[,BLOCKS][,KBLOCKS,KGRID]``: the givens in Tatham's
run-length code (:class:`~gridsat.formats.codecs.RunLength`), the jigsaw regions and killer
cages as walls (:class:`~gridsat.formats.codecs.Edges`), each cage's sum on one of its cells."""
from __future__ import annotations

import re

from ...formats import InputError
from ...formats.codecs import Cursor, Edges, RunLength
from ...formats.tatham import one_id_line
from ...render.text import cell_name
from .puzzle import Cage, Puzzle

_PARAMS = re.compile(r"^(\d{1,4})(?:x(\d{1,4}))?([a-z0-9]*)$")
_FLAGS = re.compile(r"j|x|k|a|r[24]|md?[248]|d[tbiaeu]")
_ID = re.compile(r"^(\d{1,4}(?:x\d{1,4})?[a-z0-9]*):([A-Za-z0-9_,]+)$")
MAX_SIDE = 99
GRID, WALLS = RunLength(numbers=True), Edges()


def looks_like_solo_id(line: str) -> bool:
    """A Solo game ID (and not, say, a Tents ID, whose DESC goes on with numbers)."""
    m = _ID.match(line.strip())
    if not m:
        return False
    if not re.fullmatch(r"[a-z0-9_,]+", m.group(2)):  # Solo writes no capitals (a Pearl ID does)
        return False
    parts = m.group(2).split(",")
    return len(parts) == 1 or not parts[1].isdigit()


def parse_params(params: str, source: str = "input", line: int | None = None):
    """``(size, box or None, x, killer)`` from a PARAMS string."""
    m = _PARAMS.match(params)
    if not m:
        raise InputError(f"bad Solo parameters {params!r} (expected e.g. 3x3, 3x4, 9j, 3x3xk)",
                         source, line, 1)
    c = int(m.group(1))
    r = int(m.group(2)) if m.group(2) else c
    flags, pos, seen = m.group(3), 0, []
    while pos < len(flags):
        fm = _FLAGS.match(flags, pos)
        if not fm:
            raise InputError(f"unknown Solo parameter flag {flags[pos:]!r} in {params!r}",
                             source, line, len(params) - len(flags) + pos + 1)
        seen.append(fm.group(0))
        pos = fm.end()
    jigsaw = "j" in seen
    size = c * r if (m.group(2) or not jigsaw) else c
    if size < 1 or size > MAX_SIDE or c < 1 or r < 1:
        raise InputError(f"Solo board side {size} is out of range 1..{MAX_SIDE}", source, line, 1)
    return size, (None if jigsaw else (c, r)), "x" in seen, "k" in seen


def read_solo_id(text: str, source: str = "input", line: int | None = None, indent: int = 0) -> Puzzle:
    """The puzzle of one Solo game ID (at column ``indent + 1`` of ``line``)."""
    text = text.strip()
    if ":" not in text:
        raise InputError("a Solo game ID looks like PARAMS:DESC, e.g. 3x3:b1d4a6...", source, line)
    params, desc = text.split(":", 1)
    n, box, x, killer = parse_params(params, source, line)
    parts = desc.split(",")
    want = 1 + (box is None) + 2 * killer
    col0 = indent + len(params) + 2  # column of the first DESC character
    if len(parts) != want:
        what = ["GRID"] + (["BLOCKS"] if box is None else []) + (["KBLOCKS", "KGRID"] if killer else [])
        raise InputError(f"Solo {params} needs {want} comma-separated part(s) after ':' "
                         f"({','.join(what)}), found {len(parts)}", source, line, col0)

    cols = [col0 + sum(len(q) + 1 for q in parts[:i]) for i in range(want)]

    def read(i: int, codec, what: str):
        cur = Cursor(parts[i], source, f"Solo {what}", line, cols[i])
        value = codec.read(cur, (n, n))
        cur.done()
        return value

    givens, cells = read(0, GRID, "grid"), [(r, c) for r in range(n) for c in range(n)]
    if zero := next((cell for cell in cells if givens[cell[0]][cell[1]] == 0), None):
        raise InputError(f"Solo grid: a given 0 at {cell_name(*zero)} (digits are 1..{n})", source, line, cols[0])
    regions = read(1, WALLS, "block layout") if box is None else None
    cages = []
    if killer:
        cage_of, sums, members = read(want - 2, WALLS, "cage layout"), read(want - 1, GRID, "cage sums"), {}
        for r, c in cells:
            members.setdefault(cage_of[r][c], []).append((r, c))
        for inside in members.values():
            totals = [sums[r][c] for r, c in inside if sums[r][c]]
            if not totals:
                raise InputError(f"killer cage at {cell_name(*inside[0])} has no sum", source, line)
            if len(totals) > 1:
                raise InputError(f"killer cage at {cell_name(*inside[0])} has {len(totals)} sums "
                                 f"({', '.join(map(str, totals))}); one expected", source, line, cols[-1])
            cages.append(Cage(totals[0], tuple(inside)))
    try:
        return Puzzle(tuple(tuple(v or 0 for v in row) for row in givens), box, regions, x, tuple(cages), source)
    except InputError as e:
        raise e.at(source, line) from None


def parse_solo_solution(text: str, size: int | None = None, source: str = "solution") -> list[int]:
    """``S4,5,1,...`` -> the values, row-major."""
    text = text.strip()
    if not text.startswith("S"):
        raise InputError("a Solo solution starts with 'S'", source)
    try:
        values = [int(v) for v in text[1:].split(",")]
    except ValueError:
        raise InputError("a Solo solution is 'S' + comma-separated numbers", source) from None
    if size is not None and len(values) != size * size:
        raise InputError(f"the solution has {len(values)} values; {size * size} expected", source)
    return values


def from_solo_id(text: str, source: str = "input") -> Puzzle:
    """A puzzle from text holding one Solo game ID (``#`` comment lines allowed)."""
    no, line, indent = one_id_line(text, source, "Solo game ID", "one Solo game ID expected, found more lines")
    return read_solo_id(line, source, no, indent)


def to_solo_id(p: Puzzle) -> str:
    """The puzzle as a Simon Tatham Solo game ID (killer sums go on each cage's first cell)."""
    n = p.size
    params = (f"{n}j" if p.jigsaw else f"{p.box[0]}x{p.box[1]}") + "x" * p.diagonals + "k" * bool(p.cages)
    parts = [GRID.write([[v or None for v in row] for row in p.givens], (n, n))]
    if p.jigsaw:
        parts.append(WALLS.write(p.regions, (n, n)))
    if p.cages:
        cage_of = {cell: i for i, k in enumerate(p.cages) for cell in k.cells}
        sums = {min(k.cells): k.total for k in p.cages}
        parts.append(WALLS.write([[cage_of[r, c] for c in range(n)] for r in range(n)], (n, n)))
        parts.append(GRID.write([[sums.get((r, c)) for c in range(n)] for r in range(n)], (n, n)))
    return params + ":" + ",".join(parts)
