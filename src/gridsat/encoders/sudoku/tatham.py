"""Simon Tatham's Solo (``sgt-solo``) game IDs: plain, X, jigsaw and killer Sudoku.

Spec: ../shared/TATHAM_FORMATS.md (read from solo.c).  A game ID is ``PARAMS:DESC``:

* PARAMS ``<c>x<r>`` = boxes ``c`` rows tall and ``r`` columns wide (side ``c*r``), or
  ``<n>j`` / ``<c>x<r>j`` = jigsaw of side n (c*r); then flags ``x`` (X: diagonals), ``k``
  (killer), symmetry (``r2 r4 m2 md2 m4 md4 m8 a``) and difficulty (``d`` + ``t b i a e u``),
  which do not change the puzzle.
* DESC ``GRID[,BLOCKS][,KBLOCKS,KGRID]``: GRID lists the cells row by row, ``a``..``z`` =
  1..26 blanks, decimal numbers = givens, ``_`` separates two numbers.  BLOCKS (jigsaw) and
  KBLOCKS (killer cages) mark which internal cell borders are walls, as runs: ``_`` = a wall,
  ``a``..``y`` = 1..25 open borders then a wall, ``z`` = 25 open borders; first the vertical
  borders row by row, then the horizontal ones column by column, then one virtual wall.
  KGRID holds each cage's sum on one of its cells, in the GRID encoding.
* The solution (the ``SOLVE`` line of a save file): ``S`` + the digits, comma-separated.

:func:`parse_solo_id` reads an ID into a :class:`SoloID`; :func:`format_solo_id` writes one.
:func:`from_solo_id` / :func:`to_solo_id` turn an ID into a :class:`Puzzle` and back.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ...formats import InputError
from ...formats.tatham import one_id_line
from ...render.text import cell_name
from .puzzle import Cage, Puzzle

_PARAMS = re.compile(r"^(\d{1,4})(?:x(\d{1,4}))?([a-z0-9]*)$")
_FLAGS = re.compile(r"j|x|k|a|r[24]|md?[248]|d[tbiaeu]")
_ID = re.compile(r"^(\d{1,4}(?:x\d{1,4})?[a-z0-9]*):([A-Za-z0-9_,]+)$")
MAX_SIDE = 99


@dataclass
class SoloID:
    size: int                                # side of the board
    box: tuple[int, int] | None              # (rows tall, columns wide); None for jigsaw
    x: bool = False
    killer: bool = False
    givens: list[int] = field(default_factory=list)          # row-major, 0 = blank
    blocks: list[int] | None = None          # jigsaw: block number per cell (row-major)
    cages: list[tuple[list[int], int | None]] = field(default_factory=list)  # (cells, sum)


def looks_like_solo_id(line: str) -> bool:
    """A Solo game ID (and not, say, a Tents ID, whose DESC goes on with numbers)."""
    m = _ID.match(line.strip())
    if not m:
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
    flags = m.group(3)
    pos = 0
    seen = []
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


def parse_solo_id(text: str, source: str = "input", line: int | None = None,
                  indent: int = 0) -> SoloID:
    text = text.strip()
    if ":" not in text:
        raise InputError("a Solo game ID looks like PARAMS:DESC, e.g. 3x3:b1d4a6...", source, line)
    params, desc = text.split(":", 1)
    size, box, x, killer = parse_params(params, source, line)
    col0 = indent + len(params) + 2  # column of the first DESC character
    parts = desc.split(",")
    want = 1 + (box is None) + 2 * killer
    if len(parts) != want:
        what = ["GRID"] + (["BLOCKS"] if box is None else []) + (["KBLOCKS", "KGRID"] if killer else [])
        raise InputError(f"Solo {params} needs {want} comma-separated part(s) after ':' "
                         f"({','.join(what)}), found {len(parts)}", source, line, col0)
    offsets = []
    pos = col0
    for p in parts:
        offsets.append(pos)
        pos += len(p) + 1
    n2 = size * size
    out = SoloID(size, box, x, killer)
    out.givens = decode_grid(parts[0], size, source, line, offsets[0])
    i = 1
    if box is None:
        out.blocks = decode_blocks(parts[1], size, source, line, offsets[1])
        i = 2
    if killer:
        cage_of = decode_blocks(parts[i], size, source, line, offsets[i])
        sums = decode_grid(parts[i + 1], size, source, line, offsets[i + 1], max_value=None)
        cells: dict[int, list[int]] = {}
        for k in range(n2):
            cells.setdefault(cage_of[k], []).append(k)
        for members in cells.values():
            totals = [sums[k] for k in members if sums[k]]
            if len(totals) > 1:
                raise InputError(f"killer cage at {_cell(members[0], size)} has {len(totals)} sums "
                                 f"({', '.join(map(str, totals))}); one expected", source, line,
                                 offsets[i + 1])
            out.cages.append((members, totals[0] if totals else None))
    return out


def decode_grid(code: str, size: int, source: str, line: int | None, col0: int,
                max_value: int | None = -1) -> list[int]:
    """The GRID encoding: ``size*size`` values (0 = blank).  ``max_value`` -1 means ``size``;
    None means no upper limit (cage sums)."""
    limit = size if max_value == -1 else max_value
    n2 = size * size
    out: list[int] = []
    i = 0
    while i < len(code):
        ch = code[i]
        col = col0 + i
        if "a" <= ch <= "z":
            out.extend([0] * (ord(ch) - ord("a") + 1))
            i += 1
        elif ch == "_":
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(code) and code[j].isdigit():
                j += 1
            if j - i > 6:
                raise InputError(f"number {code[i:j][:12]}... is too long", source, line, col)
            v = int(code[i:j])
            if v < 1 or (limit is not None and v > limit):
                raise InputError(f"value {v} is out of range 1..{limit}" if limit else
                                 f"value {v} must be at least 1", source, line, col)
            out.append(v)
            i = j
        else:
            raise InputError(f"unexpected character {ch!r} in a Solo grid", source, line, col)
        if len(out) > n2:
            raise InputError(f"the grid describes more than the {n2} cells of a {size}x{size} board",
                             source, line, col)
    if len(out) != n2:
        raise InputError(f"the grid describes {len(out)} cells; a {size}x{size} board has {n2}",
                         source, line, col0 + len(code))
    return out


def decode_blocks(code: str, size: int, source: str, line: int | None, col0: int) -> list[int]:
    """The wall encoding (BLOCKS, KBLOCKS) -> a block number per cell (row-major), numbered
    in order of each block's first cell."""
    n_edges = 2 * size * (size - 1)
    walls: list[bool] = []
    for i, ch in enumerate(code):
        if ch == "_":
            walls.append(True)
        elif "a" <= ch <= "y":
            walls.extend([False] * (ord(ch) - ord("a") + 1) + [True])
        elif ch == "z":
            walls.extend([False] * 25)
        else:
            raise InputError(f"unexpected character {ch!r} in a Solo block layout", source, line, col0 + i)
        if len(walls) > n_edges + 1:
            raise InputError(f"the block layout describes more than the {n_edges} inner borders "
                             f"of a {size}x{size} board", source, line, col0 + i)
    if len(walls) != n_edges + 1 or not walls[-1]:
        raise InputError(f"the block layout describes {len(walls) - 1} inner borders; a "
                         f"{size}x{size} board has {n_edges}", source, line, col0 + len(code))
    parent = list(range(size * size))

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    half = size * (size - 1)
    for y in range(size):
        for x in range(size - 1):
            if not walls[y * (size - 1) + x]:  # between (x, y) and (x+1, y)
                parent[find(y * size + x)] = find(y * size + x + 1)
    for x in range(size):
        for y in range(size - 1):
            if not walls[half + x * (size - 1) + y]:  # between (x, y) and (x, y+1)
                parent[find(y * size + x)] = find((y + 1) * size + x)
    number: dict[int, int] = {}
    return [number.setdefault(find(k), len(number)) for k in range(size * size)]


def encode_grid(values: list[int]) -> str:
    out = []
    blanks = 0
    prev_number = False
    for v in values:
        if not v:
            blanks += 1
            continue
        while blanks:
            run = min(blanks, 26)
            out.append(chr(ord("a") + run - 1))
            blanks -= run
            prev_number = False
        if prev_number:
            out.append("_")
        out.append(str(v))
        prev_number = True
    while blanks:
        run = min(blanks, 26)
        out.append(chr(ord("a") + run - 1))
        blanks -= run
    return "".join(out)


def encode_blocks(block_of: list[int], size: int) -> str:
    walls = []
    for y in range(size):
        for x in range(size - 1):
            walls.append(block_of[y * size + x] != block_of[y * size + x + 1])
    for x in range(size):
        for y in range(size - 1):
            walls.append(block_of[y * size + x] != block_of[(y + 1) * size + x])
    walls.append(True)
    out = []
    run = 0
    for w in walls:
        if w:
            out.append("_" if run == 0 else chr(ord("a") + run - 1))
            run = 0
        else:
            run += 1
            if run == 25:
                out.append("z")
                run = 0
    return "".join(out)


def format_solo_id(s: SoloID) -> str:
    """The game ID for ``s`` (params without symmetry or difficulty)."""
    if s.box is None:
        params = f"{s.size}j"
    else:
        params = f"{s.box[0]}x{s.box[1]}"
    params += ("x" if s.x else "") + ("k" if s.killer else "")
    parts = [encode_grid(s.givens)]
    if s.box is None:
        parts.append(encode_blocks(s.blocks, s.size))
    if s.killer:
        cage_of = [0] * (s.size * s.size)
        sums = [0] * (s.size * s.size)
        for i, (cells, total) in enumerate(s.cages):
            for k in cells:
                cage_of[k] = i
            if total is not None:
                sums[min(cells)] = total
        parts += [encode_blocks(cage_of, s.size), encode_grid(sums)]
    return params + ":" + ",".join(parts)


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


def _cell(k: int, size: int) -> str:
    return f"r{k // size + 1}c{k % size + 1}"


# -- Solo IDs as puzzles -------------------------------------------------------------------------

def from_solo(s: SoloID, source: str = "input", no: int | None = None) -> Puzzle:
    n = s.size
    grid = tuple(tuple(s.givens[r * n:(r + 1) * n]) for r in range(n))
    regions = None if s.blocks is None else tuple(tuple(s.blocks[r * n:(r + 1) * n]) for r in range(n))
    cages = []
    for cells, total in s.cages:
        where = cell_name(cells[0] // n, cells[0] % n)
        if total is None:
            raise InputError(f"killer cage at {where} has no sum", source, no)
        cages.append(Cage(total, tuple(sorted((k // n, k % n) for k in cells))))
    try:
        return Puzzle(grid, s.box, regions, s.x, tuple(cages), source)
    except InputError as e:
        raise e.at(source, no) from None


def from_solo_id(text: str, source: str = "input") -> Puzzle:
    """A puzzle from text holding one Solo game ID (``#`` comment lines allowed)."""
    no, line, indent = one_id_line(text, source, "Solo game ID", "one Solo game ID expected, found more lines")
    return from_solo(parse_solo_id(line, source, no, indent), source, no)


def to_solo_id(p: Puzzle) -> str:
    """The puzzle as a Simon Tatham Solo game ID (jigsaw regions must be numbered 0..n-1
    or any labels; killer sums go on each cage's first cell)."""
    n = p.size
    flat = [v for row in p.givens for v in row]
    blocks = None
    if p.jigsaw:
        number: dict = {}
        blocks = [number.setdefault(p.regions[r][c], len(number)) for r in range(n) for c in range(n)]
    cages = [([r * n + c for r, c in k.cells], k.total) for k in p.cages]
    return format_solo_id(SoloID(n, p.box, p.diagonals, bool(p.cages), flat, blocks, cages))
