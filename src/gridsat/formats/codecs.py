"""URL bodies and game descriptions as combinators: each shared encoding written once, both
directions (``read`` and ``write``), and a genre's format declared as a sequence of them.

A genre declares its puzz.link body in a line or two::

    BODY = Seq(("clues", Number16()))                      # Nurikabe, Numberlink, Hashi
    BODY = Seq(("stars", Decimal()), ("rooms", Borders()))  # Star Battle: "1/" then the walls
    URL = Url(("nurikabe",), BODY)
    shape, fields = URL.read(url, source)                   # shape == (rows, cols)
    url = URL.write(shape, fields)

Values.  A *grid* is a tuple of rows (tuples): ``grid[r][c]``; ``shape`` is ``(rows, cols)``.
Every codec has ``read(cur, shape) -> value`` and ``write(value, shape) -> str``; ``read``
leaves the cursor after its part (bad text: :class:`InputError`), ``write`` gives exactly what
pzprjs writes for it (a value the encoding cannot hold: ``ValueError``, a programming error).
A shape may also be an int n: the codec then reads / writes a flat list of n values.

puzz.link pieces (the pzprjs encodings of ``src/variety-common/Encode.js``, written from their
description):

=================  ==========================================================================
``Number16``       ``decodeNumber16``: a grid of int | ``empty`` (None) | ``unknown`` ("?").
                   ``0``-``f``; ``-xx``; ``+xxx``; ``=xxx`` (4096+); ``%xxx`` (8192+);
                   ``*xxxx`` (12240+); ``$xxxxx`` (77776+); ``.`` unknown; ``g``-``z`` skip 1..20
``Number10``       ``decodeNumber10``: a grid of 0..9 | None | "?"; ``a``-``z`` skip 1..26
``Number36``       ``decodeHitori``: a grid of 0..1295 | None | "?"; one token a cell:
                   ``0``-``z``, ``-xx`` (base 36), ``.`` empty, ``@``/``%`` unknown
``FourCell``       ``decode4Cell``: a grid of None (white) | ``black`` ("#": black, no number)
                   | 0..4 (black with a number).  ``0``-``4`` a number; ``5``-``9`` a number and
                   one white cell; ``a``-``e`` a number and two white cells; ``.`` black without
                   a number; ``g``-``z`` 1..20 white cells
``OneCell``        ``decode1Cell``: a grid of bool (Tents' trees).  ``0``-``h``: a marked cell
                   then 0..17 unmarked ones; ``i``-``z``: 1..18 unmarked cells
``Circles``        ``decodeCircle``: a grid of 0 (none) | 1 (white) | 2 (black); three cells a
                   base-27 digit (9, 3, 1)
``Borders``        ``decodeBorder``: a room-id grid (ids 0.. in reading order of each room's
                   first cell); walls right of cells then below cells, 5 bits a base-32 digit
``Binary``         ``decodeQues``-like: a grid of bool, 5 cells a base-32 digit (MSB first)
``Arrows``         ``decodeArrowNumber16``: a grid of None | ``(dir, number)``, ``dir`` one of
                   ``"^v<>"`` or None, ``number`` int | "?" | None (``+``: a clue cell with
                   neither); ``a``-``z`` skip 1..26
``Outside``        ``decodeNumber16ExCell``: ``{"top": [...], "left": [...]}`` (sides as
                   asked, in that order; skyscrapers: top, bottom, left, right), int | None | "?"
``RoomNumbers``    ``decodeRoomNumber16``: a list, one int | None | "?" per room of the room-id
                   grid an earlier field of the Seq holds
``RoomClues``      ``decodeRoomNumber16`` onto a cell grid: each room's number in its first cell
``CrossMarks``     ``decodeCrossMark``: the ``(rows+1) x (cols+1)`` point grid of bool (by
                   default only the inner points coded): digit n = n unmarked then a mark
``Points(codec)``  ``codec`` over the ``(rows+1) x (cols+1)`` lattice points
                   (``decode4Cross`` is ``Points(FourCell(black="?"))``)
``Decimal``        a decimal number and a ``/`` (Star Battle's star count)
``Optional``       a part that may be left off the end (when its value is ``default``)
``Seq``            a whole body: ``read -> {name: value}``; data after it is an error
``Url``            ``pids`` + ``Seq``: ``read(url, source) -> (shape, fields)``; ``write``
=================  ==========================================================================

Tatham pieces (``../shared/TATHAM_FORMATS.md``):

=================  ==========================================================================
``RunLength``      a letter ``a``-``z`` = that many empty cells; other tokens per the genre:
                   single characters (``tokens``) and/or decimal numbers (``numbers=True``,
                   ``_`` between two adjacent numbers: Solo's GRID)
``Marks``          a grid of bool: ``_`` / ``a``-``y`` (0..25 unmarked cells, then a mark),
                   ``z`` (25 unmarked), a phantom mark past the end (Tents' trees)
``Edges``          a room-id grid: the inner edges (rows' then, transposed, columns') as walls
                   in the ``Marks`` run code (Solo's BLOCKS / KBLOCKS, Keen's cages)
``Sep``            a literal (``,`` between the parts of a description), value None
``DecimalList``    ``count`` decimal numbers joined by ``sep`` (Tents' column and row counts)
=================  ==========================================================================

Errors are :class:`InputError`, one line, naming the body position (puzz.link) or the line
and column (Tatham descriptions, when the cursor knows them).
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from . import InputError

Grid = tuple
Shape = tuple  # (rows, cols)

_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"
_HEX = set("0123456789abcdefABCDEF")


# -- the cursor --------------------------------------------------------------------------------------

class Cursor:
    """A position in a URL body or a Tatham description.

    Errors name the 1-based body position (``... at body position N``), or, when ``line`` /
    ``col`` are given (``col``: the column of the text's first character), that place."""

    def __init__(self, text: str, source: str = "url", what: str = "puzz.link URL",
                 line: int | None = None, col: int | None = None) -> None:
        self.text, self.pos, self.source, self.what = text, 0, source, what
        self.line, self.col = line, col
        self.fields: dict[str, Any] = {}  # what a Seq has read so far (RoomNumbers needs rooms)

    def more(self) -> bool:
        return self.pos < len(self.text)

    def peek(self, n: int = 1) -> str:
        return self.text[self.pos:self.pos + n]

    def rest(self) -> str:
        return self.text[self.pos:]

    def take(self, n: int = 1, what: str = "") -> str:
        if self.pos + n > len(self.text):
            raise self.error("the body is truncated" + (f" in {what}" if what else "")
                             + " (does the size match the body?)", len(self.text))
        s = self.text[self.pos:self.pos + n]
        self.pos += n
        return s

    def error(self, message: str, at: int | None = None) -> InputError:
        """An InputError at ``at`` (0-based index into the text; default: the current position)."""
        at = self.pos if at is None else at
        if self.col is not None:
            return InputError(f"{self.what}: {message}", self.source, self.line, self.col + at)
        if self.line is not None:
            return InputError(f"{self.what}: {message} at position {at + 1}", self.source, self.line)
        return InputError(f"{self.what}: {message} at body position {at + 1}", self.source)

    def hexnum(self, n: int, what: str = "number") -> int:
        start = self.pos
        digits = self.take(n, what)
        if not all(d in _HEX for d in digits):
            raise self.error(f"bad {what} {digits!r}", start)
        return int(digits, 16)

    def done(self) -> None:
        if self.more():
            raise self.error(f"unexpected data after the last cell: {self.rest()[:12]!r} (does the size match "
                             "the body?)")


# -- helpers -----------------------------------------------------------------------------------------

def _flat(value, shape) -> list:
    rows, cols = shape
    if len(value) != rows or any(len(row) != cols for row in value):
        raise ValueError(f"grid is not {rows}x{cols}")
    return [v for row in value for v in row]


def _grid(flat: list, shape) -> tuple:
    rows, cols = shape
    return tuple(tuple(flat[r * cols:(r + 1) * cols]) for r in range(rows))


def _same(v, marker) -> bool:
    """``v`` is the marker value (None, "?", -2, 0 ...): equal and of the same type (so that
    ``0`` is not ``False`` and ``1`` is not ``True``)."""
    if marker is None:
        return v is None
    return type(v) is type(marker) and v == marker


def _count(shape) -> int:
    return shape if isinstance(shape, int) else shape[0] * shape[1]


def _shaped(flat: list, shape):
    return list(flat) if isinstance(shape, int) else _grid(flat, shape)


def _unshaped(value, shape) -> list:
    return list(value) if isinstance(shape, int) else _flat(value, shape)


def _truncated(cur: Cursor, done: int, total: int) -> InputError:
    return cur.error(f"the body is truncated: too short, {done} of the {total} cells read (does the size "
                     "match the body?)")


class Codec:
    """One piece of a body, both directions.  ``shape`` is ``(rows, cols)`` (an int: a flat
    list of that many values)."""

    def read(self, cur: Cursor, shape) -> Any:  # pragma: no cover - interface
        raise NotImplementedError

    def write(self, value, shape) -> str:  # pragma: no cover - interface
        raise NotImplementedError


def _runs(items: Iterable[tuple[str, int]], max_run: int, first: int) -> str:
    """Join tokens with skip letters: ``items`` are (token, gap before it); a gap of n is written
    as letters ``_B36[first + n - 1]``, at most ``max_run`` a letter."""
    out = []
    for token, gap in items:
        while gap > 0:
            k = min(gap, max_run)
            out.append(_B36[first + k - 1])
            gap -= k
        out.append(token)
    return "".join(out)


# -- number16 and friends ----------------------------------------------------------------------------

def read_number16_token(cur: Cursor, wide: bool = True) -> int | None:
    """One pzprjs number at the cursor (None: no number starts here; nothing is consumed)."""
    ch = cur.peek()
    if ch and ch in "0123456789abcdef":
        cur.pos += 1
        return int(ch, 16)
    if ch == "-":
        cur.pos += 1
        return cur.hexnum(2)
    if wide and ch in ("+", "=", "%", "*", "$"):
        cur.pos += 1
        n, base = {"+": (3, 0), "=": (3, 4096), "%": (3, 8192), "*": (4, 12240), "$": (5, 77776)}[ch]
        return cur.hexnum(n) + base
    return None


def write_number16_token(n: int) -> str:
    """pzprjs ``writeNumber16`` of a number >= 0.  The digits after ``=``, ``%``, ``*`` and ``$``
    are zero-padded to the width every reader (pzprjs's too) takes; pzprjs itself leaves them
    unpadded (a number like 4096 then reads back wrong), gridsat has always padded."""
    if n < 0:
        raise ValueError(f"number {n} cannot go in a puzz.link URL")
    if n < 16:
        return format(n, "x")
    if n < 256:
        return "-" + format(n, "x")
    if n < 4096:
        return "+" + format(n, "x")
    if n < 8192:
        return "=" + format(n - 4096, "03x")
    if n < 12240:
        return "%" + format(n - 8192, "03x")
    if n < 77776:
        return "*" + format(n - 12240, "04x")
    if n - 77776 < 16 ** 5:
        return "$" + format(n - 77776, "05x")
    raise ValueError(f"number {n} is too large for a puzz.link URL")


class Number16(Codec):
    """pzprjs number16 over the cells: int | ``empty`` | ``unknown`` ('.' in the body).
    ``wide=False``: only up to ``-xx`` (255) is read (pzprjs's outside-cell decoder);
    ``spaces=False``: every cell has a number, no skip letters are read or written."""

    def __init__(self, unknown: Any = "?", spaces: bool = True, empty: Any = None, wide: bool = True) -> None:
        self.unknown, self.spaces, self.empty, self.wide = unknown, spaces, empty, wide

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        out: list = []
        while len(out) < total:
            if not cur.more():
                raise _truncated(cur, len(out), total)
            n = read_number16_token(cur, self.wide)
            if n is not None:
                out.append(n)
                continue
            ch = cur.peek()
            if ch == ".":
                cur.pos += 1
                out.append(self.unknown)
            elif self.spaces and "g" <= ch <= "z":
                skip = int(ch, 36) - 15
                if len(out) + skip > total:
                    raise cur.error(f"skip {ch!r} runs past the last of the {total} cells (does the size "
                                    "match the body?)")
                cur.pos += 1
                out.extend([self.empty] * skip)
            else:
                raise cur.error(f"unexpected character {ch!r}")
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        items, gap = [], 0
        for v in _unshaped(value, shape):
            if _same(v, self.empty):
                if not self.spaces:
                    raise ValueError("an empty cell where every cell needs a number")
                gap += 1
                continue
            if _same(v, self.unknown):
                token = "."
            elif isinstance(v, int) and not isinstance(v, bool):
                token = write_number16_token(v)
            else:
                raise ValueError(f"number16 cell value {v!r} is not a number, empty or unknown")
            items.append((token, gap))
            gap = 0
        items.append(("", gap))
        return _runs(items, 20, 16)


class Number10(Codec):
    """pzprjs ``decodeNumber10``: 0..9 | None | "?" ('.'); ``a``-``z`` skip 1..26 cells."""

    def __init__(self, unknown: Any = "?", empty: Any = None) -> None:
        self.unknown, self.empty = unknown, empty

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        out: list = []
        while len(out) < total:
            if not cur.more():
                raise _truncated(cur, len(out), total)
            ch = cur.take()
            if ch == ".":
                out.append(self.unknown)
            elif "0" <= ch <= "9":
                out.append(int(ch))
            elif "a" <= ch <= "z":
                skip = int(ch, 36) - 9
                if len(out) + skip > total:
                    raise cur.error(f"skip {ch!r} runs past the last of the {total} cells", cur.pos - 1)
                out.extend([self.empty] * skip)
            else:
                raise cur.error(f"unexpected character {ch!r}", cur.pos - 1)
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        items, gap = [], 0
        for v in _unshaped(value, shape):
            if _same(v, self.empty):
                gap += 1
            elif _same(v, self.unknown):
                items.append((".", gap))
                gap = 0
            elif isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 9:
                items.append((str(v), gap))
                gap = 0
            else:
                raise ValueError(f"number10 holds 0..9 only, got {v!r}")
        items.append(("", gap))
        return _runs(items, 26, 10)


class Number36(Codec):
    """pzprjs ``decodeHitori``: one token a cell, int | None | "?".  ``0``-``z`` 0..35;
    ``-xx`` 36..1295 (two base-36 digits); ``.`` an empty cell; ``@`` (written) or ``%``
    (older pzprjs) an unknown number."""

    def __init__(self, unknown: Any = "?", empty: Any = None) -> None:
        self.unknown, self.empty = unknown, empty

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        out: list = []
        while len(out) < total:
            if not cur.more():
                raise _truncated(cur, len(out), total)
            start = cur.pos
            ch = cur.take()
            if ch in _B36:
                out.append(int(ch, 36))
            elif ch == "-":
                digits = cur.take(2, "a number")
                if not all(d in _B36 for d in digits):
                    raise cur.error(f"bad number {digits!r}", start + 1)
                out.append(int(digits, 36))
            elif ch == ".":
                out.append(self.empty)
            elif ch in "@%":
                out.append(self.unknown)
            else:
                raise cur.error(f"unexpected character {ch!r}", start)
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        out = []
        for v in _unshaped(value, shape):
            if _same(v, self.empty):
                out.append(".")
            elif _same(v, self.unknown):
                out.append("@")
            elif isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 36:
                out.append(_B36[v])
            elif isinstance(v, int) and not isinstance(v, bool) and 36 <= v < 1296:
                out.append("-" + _B36[v // 36] + _B36[v % 36])
            else:
                raise ValueError(f"number36 holds 0..1295, got {v!r}")
        return "".join(out)


class FourCell(Codec):
    """pzprjs ``decode4Cell``: None (white) | ``black`` (a black cell without a number, '.') |
    0..4 (a black cell with that number).  A number may swallow the one or two white cells
    after it (``5``-``9``, ``a``-``e``): pzprjs writes ``a``-``e`` for a number in the last
    cell, so those may run past the end; a skip letter may not."""

    def __init__(self, black: Any = "#") -> None:
        self.black = black

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        out: list = []
        while len(out) < total:
            if not cur.more():
                raise _truncated(cur, len(out), total)
            ch = cur.take()
            if "0" <= ch <= "9" or "a" <= ch <= "e":
                v = int(ch, 16)
                out.append(v % 5)
                out.extend([None] * min(v // 5, total - len(out)))
            elif ch == ".":
                out.append(self.black)
            elif "g" <= ch <= "z":
                skip = int(ch, 36) - 15
                if len(out) + skip > total:
                    raise cur.error(f"skip {ch!r} runs past the last of the {total} cells", cur.pos - 1)
                out.extend([None] * skip)
            else:
                raise cur.error(f"unexpected character {ch!r}", cur.pos - 1)
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        cells = _unshaped(value, shape)
        n, items, gap, c = len(cells), [], 0, 0
        while c < n:
            v = cells[c]
            if v is None:
                gap += 1
                c += 1
                continue
            if _same(v, self.black):
                token = "."
            elif isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 4:
                if c + 1 < n and cells[c + 1] is not None:
                    skip = 0
                elif c + 2 < n and cells[c + 2] is not None:
                    skip = 1
                else:
                    skip = 2
                token = _B36[v + 5 * skip]
                c += skip
            else:
                raise ValueError(f"a 4-cell clue is 0..4 or {self.black!r}, got {v!r}")
            items.append((token, gap))
            gap = 0
            c += 1
        items.append(("", gap))
        return _runs(items, 20, 16)


class OneCell(Codec):
    """pzprjs ``decode1Cell``: a grid of bool.  ``0``-``h``: a marked cell then 0..17 unmarked;
    ``i``-``z``: 1..18 unmarked cells.  The body may end early (the rest unmarked)."""

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        out: list[bool] = []
        while len(out) < total and cur.more():
            ch = cur.peek()
            if ch not in _B36:
                raise cur.error(f"unexpected character {ch!r}")
            cur.pos += 1
            v = int(ch, 36)
            run = [True] + [False] * v if v <= 17 else [False] * (v - 17)
            if len(out) + len(run) > total:
                raise cur.error(f"{ch!r} runs past the last of the {total} cells", cur.pos - 1)
            out.extend(run)
        out.extend([False] * (total - len(out)))
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        cells = [bool(v) for v in _unshaped(value, shape)]
        out, c, total = [], 0, len(cells)
        while c < total:
            if cells[c]:
                gap = 0
                while gap < 17 and c + 1 + gap < total and not cells[c + 1 + gap]:
                    gap += 1
                out.append(_B36[gap])
                c += gap + 1
            else:
                run = 0
                while run < 18 and c + run < total and not cells[c + run]:
                    run += 1
                out.append(_B36[run + 17])
                c += run
        return "".join(out)


# -- bit and trit packings ---------------------------------------------------------------------------

class Circles(Codec):
    """pzprjs ``decodeCircle``: 0 none | 1 white | 2 black; three cells a base-27 digit
    (weights 9, 3, 1), ``ceil(n/3)`` digits.  ``values``: the cell values of 0, 1 and 2
    (``Circles(values=(None, "white circle", "black circle"))``: a board's circles)."""

    def __init__(self, values: tuple | None = None) -> None:
        self.values = values

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        need = (total + 2) // 3
        out: list[int] = []
        for _ in range(need):
            if not cur.more():
                raise cur.error(f"the body is truncated ({len(out)} of {total} cells read; a grid of "
                                f"{total} cells takes {need} characters)")
            ch = cur.take()
            v = _B36.find(ch)
            if not 0 <= v < 27:
                raise cur.error(f"unexpected character {ch!r} (circles are base-27 digits 0-9, a-q)",
                                cur.pos - 1)
            for weight in (9, 3, 1):
                if len(out) < total:
                    out.append(v // weight % 3)
                elif v // weight % 3:
                    raise cur.error("a circle past the last cell", cur.pos - 1)
        return _shaped([self.values[v] for v in out] if self.values else out, shape)

    def write(self, value, shape) -> str:
        cells = [self.values.index(v) if self.values else v for v in _unshaped(value, shape)]
        for v in cells:
            if v not in (0, 1, 2) or isinstance(v, bool):
                raise ValueError(f"a circle is 0, 1 or 2, got {v!r}")
        cells += [0] * (-len(cells) % 3)
        return "".join(_B36[9 * a + 3 * b + c] for a, b, c in zip(*[iter(cells)] * 3))


def _read_bits(cur: Cursor, n: int, what: str) -> list[bool]:
    out: list[bool] = []
    for _ in range((n + 4) // 5):
        if not cur.more():
            raise cur.error(f"the body is truncated in the {what} ({len(out)} of {n} bits read; does "
                            "the size match the body?)")
        ch = cur.take()
        v = _B36.find(ch)
        if not 0 <= v < 32:
            raise cur.error(f"bad {what} digit {ch!r} (base-32 digits 0-9, a-v)", cur.pos - 1)
        out.extend(bool(v & (16 >> k)) for k in range(5))
    if any(out[n:]):
        raise cur.error(f"{what} bits past the last cell", cur.pos - 1)
    return out[:n]


def _write_bits(flat: list[bool]) -> str:
    return "".join(_B36[sum(16 >> k for k, x in enumerate(flat[i:i + 5]) if x)] for i in range(0, len(flat), 5))


def walls_from_rooms(rooms) -> tuple[list[list[bool]], list[list[bool]]]:
    """``(vertical, horizontal)`` walls of a room-id grid: ``vertical[r][c]`` right of (r, c),
    ``horizontal[r][c]`` below it."""
    rows, cols = len(rooms), len(rooms[0])
    vertical = [[rooms[r][c] != rooms[r][c + 1] for c in range(cols - 1)] for r in range(rows)]
    horizontal = [[rooms[r][c] != rooms[r + 1][c] for c in range(cols)] for r in range(rows - 1)]
    return vertical, horizontal


def rooms_from_walls(vertical, horizontal, shape) -> tuple:
    """The room-id grid the walls enclose (ids in reading order of each room's first cell)."""
    rows, cols = shape
    label = [[-1] * cols for _ in range(rows)]
    n = 0
    for r0 in range(rows):
        for c0 in range(cols):
            if label[r0][c0] >= 0:
                continue
            label[r0][c0] = n
            stack = [(r0, c0)]
            while stack:
                r, c = stack.pop()
                for rr, cc, open_ in ((r, c + 1, c + 1 < cols and not vertical[r][c]),
                                      (r, c - 1, c > 0 and not vertical[r][c - 1]),
                                      (r + 1, c, r + 1 < rows and not horizontal[r][c]),
                                      (r - 1, c, r > 0 and not horizontal[r - 1][c])):
                    if open_ and label[rr][cc] < 0:
                        label[rr][cc] = n
                        stack.append((rr, cc))
            n += 1
    return tuple(tuple(row) for row in label)


def renumber_rooms(rooms) -> tuple:
    """A room-id grid renumbered the way :class:`Borders` reads it (walls between different ids;
    two separate areas of one id become two rooms)."""
    return rooms_from_walls(*walls_from_rooms(rooms), (len(rooms), len(rooms[0])))


class Borders(Codec):
    """pzprjs ``decodeBorder``: a room-id grid.  Walls right of cells (``(cols-1)*rows`` bits,
    row by row) then below cells (``cols*(rows-1)`` bits), each part 5 bits a base-32 digit."""

    def read(self, cur: Cursor, shape):
        rows, cols = shape
        vb = _read_bits(cur, (cols - 1) * rows, "border")
        hb = _read_bits(cur, cols * (rows - 1), "border")
        vertical = [vb[r * (cols - 1):(r + 1) * (cols - 1)] for r in range(rows)]
        horizontal = [hb[r * cols:(r + 1) * cols] for r in range(rows - 1)]
        return rooms_from_walls(vertical, horizontal, shape)

    def write(self, value, shape) -> str:
        _flat(value, shape)
        vertical, horizontal = walls_from_rooms(value)
        return _write_bits([x for row in vertical for x in row]) + _write_bits([x for row in horizontal for x in row])


class Binary(Codec):
    """pzprjs ``decodeQues``: a grid of bool, 5 cells a base-32 digit (most significant first).
    ``skip_none``: no cell set writes nothing (pzprjs ``encodeEmpty``), and an absent part
    reads as all False.  ``mark``: a set cell reads as that value, the others as None (and a
    cell holding it is written set): ``Binary(mark="black")``, pzprjs ``decodeEmpty``'s black
    cells (Simple Loop, Double Back)."""

    def __init__(self, skip_none: bool = False, mark: Any = None) -> None:
        self.skip_none, self.mark = skip_none, mark

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        bits = [False] * total if self.skip_none and not cur.more() else _read_bits(cur, total, "cell bits")
        return _shaped(bits if self.mark is None else [self.mark if b else None for b in bits], shape)

    def write(self, value, shape) -> str:
        flat = [bool(v) if self.mark is None else v == self.mark for v in _unshaped(value, shape)]
        if self.skip_none and not any(flat):
            return ""
        return _write_bits(flat)


# -- arrows, outside clues, rooms --------------------------------------------------------------------

_DIRS = (None, "^", "v", "<", ">")  # pzprjs qdir 0..4


class Arrows(Codec):
    """pzprjs ``decodeArrowNumber16``: None | ``(dir, number)``: ``dir`` in ``"^v<>"`` or None,
    ``number`` int (0..4095) | "?" | None.  ``Dn`` (dir digit 0-4, one hex digit or '.');
    ``(5+D)nn``; ``-Dnnn``; ``+`` a clue cell with no arrow and no number; ``a``-``z`` skip."""

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        out: list = []
        while len(out) < total:
            if not cur.more():
                raise _truncated(cur, len(out), total)
            start = cur.pos
            ch = cur.take()
            if ch == "+":
                out.append((None, None))
            elif "0" <= ch <= "4":
                d = cur.take(1, "an arrow clue")
                if d == ".":
                    out.append((_DIRS[int(ch)], "?"))
                elif d in _HEX:
                    out.append((_DIRS[int(ch)], int(d, 16)))
                else:
                    raise cur.error(f"bad arrow number {d!r}", cur.pos - 1)
            elif "5" <= ch <= "9":
                out.append((_DIRS[int(ch) - 5], cur.hexnum(2, "arrow number")))
            elif ch == "-":
                d = cur.take(1, "an arrow clue")
                if not "0" <= d <= "4":
                    raise cur.error(f"bad arrow direction {d!r}", cur.pos - 1)
                out.append((_DIRS[int(d)], cur.hexnum(3, "arrow number")))
            elif "a" <= ch <= "z":
                skip = int(ch, 36) - 9
                if len(out) + skip > total:
                    raise cur.error(f"skip {ch!r} runs past the last of the {total} cells", start)
                out.extend([None] * skip)
            else:
                raise cur.error(f"unexpected character {ch!r}", start)
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        items, gap = [], 0
        for v in _unshaped(value, shape):
            if v is None:
                gap += 1
                continue
            d, n = v
            if d not in _DIRS:
                raise ValueError(f"arrow direction {d!r} is not one of ^ v < >")
            k = str(_DIRS.index(d))
            if n is None:
                if d is not None:
                    raise ValueError("an arrow without a number cannot go in a puzz.link URL")
                token = "+"
            elif n == "?":
                token = k + "."
            elif isinstance(n, int) and 0 <= n < 16:
                token = k + format(n, "x")
            elif isinstance(n, int) and 16 <= n < 256:
                token = str(5 + int(k)) + format(n, "x")
            elif isinstance(n, int) and 256 <= n < 4096:
                token = "-" + k + format(n, "x")
            else:
                raise ValueError(f"arrow number {n!r} cannot go in a puzz.link URL")
            items.append((token, gap))
            gap = 0
        items.append(("", gap))
        return _runs(items, 26, 10)


class Outside(Codec):
    """pzprjs ``decodeNumber16ExCell``: clues outside the grid, ``{side: [...]}`` for ``sides``
    in that order (``top``/``bottom``: one per column, ``left``/``right``: one per row); each
    int (0..255) | None | "?"."""

    def __init__(self, sides: tuple[str, ...] = ("top", "left"), unknown: Any = "?") -> None:
        for s in sides:
            if s not in ("top", "bottom", "left", "right"):
                raise ValueError(f"unknown side {s!r}")
        self.sides, self.unknown = tuple(sides), unknown

    def _lengths(self, shape) -> list[int]:
        rows, cols = shape
        return [cols if s in ("top", "bottom") else rows for s in self.sides]

    def read(self, cur: Cursor, shape):
        lengths = self._lengths(shape)
        flat = Number16(unknown=self.unknown, wide=False).read(cur, sum(lengths))
        out, k = {}, 0
        for side, n in zip(self.sides, lengths):
            out[side] = flat[k:k + n]
            k += n
        return out

    def write(self, value, shape) -> str:
        flat = []
        for side, n in zip(self.sides, self._lengths(shape)):
            part = list(value.get(side) or [None] * n)
            if len(part) != n:
                raise ValueError(f"{side} clues: {len(part)}, expected {n}")
            flat += part
        return Number16(unknown=self.unknown).write(flat, len(flat))


class RoomNumbers(Codec):
    """pzprjs ``decodeRoomNumber16``: one number16 value per room (int | None | "?") of the
    room-id grid the Seq field ``rooms`` holds (rooms in id order)."""

    def __init__(self, rooms: str = "rooms", unknown: Any = "?") -> None:
        self.rooms, self.unknown = rooms, unknown

    def read(self, cur: Cursor, shape):
        grid = cur.fields.get(self.rooms)
        if grid is None:
            raise ValueError(f"RoomNumbers needs the field {self.rooms!r} read before it")
        return Number16(unknown=self.unknown).read(cur, 1 + max(v for row in grid for v in row))

    def write(self, value, shape) -> str:
        return Number16(unknown=self.unknown).write(list(value), len(value))


class RoomClues(Codec):
    """pzprjs ``decodeRoomNumber16`` onto the cells (Heyawake, Aqre, Shimaguni, ...): reads a
    cell grid holding each room's number in the room's first cell (reading order), None
    elsewhere; writes each room's number from whichever of its cells holds one (at most one a
    room).  It needs the rooms: ``Seq.write`` hands it every field (``whole``)."""

    whole = True

    def __init__(self, rooms: str = "rooms", cells: str = "cells", unknown: Any = "?") -> None:
        self.rooms, self.cells, self.unknown = rooms, cells, unknown

    def read(self, cur: Cursor, shape):
        grid = cur.fields.get(self.rooms)
        numbers = RoomNumbers(self.rooms, self.unknown).read(cur, shape)
        seen: set = set()
        return tuple(tuple(None if v in seen or seen.add(v) else numbers[v] for v in row) for row in grid)

    def write(self, fields, shape) -> str:
        rooms, cells = fields[self.rooms], fields[self.cells]
        numbers: list = [None] * (1 + max(v for row in rooms for v in row))
        for r, row in enumerate(cells):
            for c, v in enumerate(row):
                if v is not None:
                    if numbers[rooms[r][c]] is not None:
                        raise ValueError(f"room {rooms[r][c] + 1} holds two numbers")
                    numbers[rooms[r][c]] = v
        return Number16(unknown=self.unknown).write(numbers, len(numbers))


class CrossMarks(Codec):
    """pzprjs ``decodeCrossMark``: marks on lattice points; the value is the full
    ``(rows+1) x (cols+1)`` point grid of bool.  ``inner=True`` (pzprjs boards without outer
    crosses): only the ``(rows-1) x (cols-1)`` inner points are coded, the border ones must be
    False.  A base-36 digit n: n unmarked points then a marked one; ``.``: 36 unmarked points;
    a last digit may point past the end (the unmarked rest)."""

    def __init__(self, inner: bool = True) -> None:
        self.inner = inner

    def _points(self, shape) -> list[tuple[int, int]]:
        rows, cols = shape
        if self.inner:
            return [(r, c) for r in range(1, rows) for c in range(1, cols)]
        return [(r, c) for r in range(rows + 1) for c in range(cols + 1)]

    def read(self, cur: Cursor, shape):
        points = self._points(shape)
        marks = [[False] * (shape[1] + 1) for _ in range(shape[0] + 1)]
        k = 0
        while k < len(points):
            if not cur.more():
                if k == 0 and not points:
                    break
                raise _truncated(cur, k, len(points))
            start = cur.pos
            ch = cur.take()
            if ch == ".":
                k += 36
            elif ch in _B36:
                k += int(ch, 36)
                if k < len(points):
                    r, c = points[k]
                    marks[r][c] = True
                elif k > len(points):
                    raise cur.error(f"{ch!r} runs past the last of the {len(points)} points", start)
                k += 1
            else:
                raise cur.error(f"unexpected character {ch!r}", start)
            if k > len(points) and ch == ".":
                raise cur.error(f"'.' runs past the last of the {len(points)} points", start)
        return tuple(tuple(row) for row in marks)

    def write(self, value, shape) -> str:
        rows, cols = shape
        _flat(value, (rows + 1, cols + 1))
        points = self._points(shape)
        chosen = set(points)
        if any(value[r][c] for r in range(rows + 1) for c in range(cols + 1) if (r, c) not in chosen):
            raise ValueError("a mark on an outer point, which this board does not code")
        out, count = [], 0
        for r, c in points:
            if value[r][c]:
                out.append(_B36[count])
                count = 0
            else:
                count += 1
                if count == 36:
                    out.append(".")
                    count = 0
        if count:
            out.append(_B36[count])
        return "".join(out)


class Points(Codec):
    """``codec`` over the ``(rows+1) x (cols+1)`` lattice points (pzprjs crosses)."""

    def __init__(self, codec: Codec) -> None:
        self.codec = codec

    def read(self, cur: Cursor, shape):
        return self.codec.read(cur, (shape[0] + 1, shape[1] + 1))

    def write(self, value, shape) -> str:
        return self.codec.write(value, (shape[0] + 1, shape[1] + 1))


class Decimal(Codec):
    """A decimal number ended by ``sep`` (Star Battle's ``STARS/``); at the end of the body the
    separator may be left off (a trailing ``/`` is dropped from pasted URLs)."""

    def __init__(self, sep: str = "/", what: str = "number") -> None:
        self.sep, self.what = sep, what

    def read(self, cur: Cursor, shape):
        start = cur.pos
        while cur.more() and cur.peek().isascii() and cur.peek().isdigit():
            cur.pos += 1
        digits = cur.text[start:cur.pos]
        if not digits or len(digits) > 9:
            raise cur.error(f"expected a {self.what} (decimal digits){' and ' + repr(self.sep) if self.sep else ''}",
                            start)
        if self.sep and cur.more():  # the end of the body may stand for the separator
            if cur.peek(len(self.sep)) != self.sep:
                raise cur.error(f"expected {self.sep!r} after the {self.what}")
            cur.pos += len(self.sep)
        return int(digits)

    def write(self, value, shape) -> str:
        return f"{int(value)}{self.sep}"


class Optional(Codec):
    """A part that may be absent at the end of the body: reads ``default`` when nothing is left,
    writes nothing when the value equals ``default`` (a callable: ``default(shape)``)."""

    def __init__(self, codec: Codec, default: Any = None) -> None:
        self.codec, self.default = codec, default

    def _default(self, shape):
        return self.default(shape) if callable(self.default) else self.default

    def read(self, cur: Cursor, shape):
        return self.codec.read(cur, shape) if cur.more() else self._default(shape)

    def write(self, value, shape) -> str:
        return "" if value == self._default(shape) else self.codec.write(value, shape)


def empty_grid(shape, value: Any = None) -> tuple:
    """A grid of ``value`` (for ``Optional(..., default=lambda s: empty_grid(s))``)."""
    return tuple(tuple(value for _ in range(shape[1])) for _ in range(shape[0]))


class Seq(Codec):
    """A whole body: the named parts in order.  ``read`` gives ``{name: value}`` and refuses
    data after the last part; ``write`` joins the parts."""

    def __init__(self, *parts: tuple[str, Codec]) -> None:
        self.parts = parts

    def read(self, cur: Cursor, shape, done: bool = True):
        out: dict[str, Any] = {}
        cur.fields = out
        for name, codec in self.parts:
            out[name] = codec.read(cur, shape)
        if done:
            cur.done()
        return out

    def write(self, value: Mapping[str, Any], shape) -> str:
        return "".join(codec.write(value if getattr(codec, "whole", False)
                                   else value.get(name) if isinstance(codec, Sep) else value[name], shape)
                       for name, codec in self.parts)

    def read_body(self, body: str, shape, source: str = "url", what: str = "puzz.link URL") -> dict:
        return self.read(Cursor(body, source, what), shape)


class Url:
    """A genre's puzz.link URL: the pids it reads (the first is written; aliases of them are
    read too) and its body.  ``read`` gives ``((rows, cols), fields)``; a body codec that is
    not a :class:`Seq` gives ``{"value": value}``."""

    def __init__(self, pids: str | tuple[str, ...], body: Codec) -> None:
        self.pids = (pids,) if isinstance(pids, str) else tuple(pids)
        self.body = body

    def read(self, url: str, source: str = "url") -> tuple[tuple[int, int], dict]:
        from .puzzlink import canonical_pid, split_url

        pid, cols, rows, body = split_url(url, source)
        if pid not in {canonical_pid(p) for p in self.pids}:
            raise InputError(f"puzz.link URL: genre {pid!r} is not {self.pids[0]!r}", source)
        shape = (rows, cols)
        fields = self.body.read(Cursor(body, source), shape)
        if not isinstance(fields, dict):
            fields = {"value": fields}
        return shape, fields

    def write(self, shape, fields) -> str:
        from .puzzlink import make_url

        rows, cols = shape
        return make_url(self.pids[0], cols, rows, self.body.write(fields, shape))


def read_url(url: str, pids, body: Codec | str | None = None, source: str = "url") -> tuple[str, int, int, dict]:
    """``(pid, rows, cols, fields)`` of a URL whose genre is one of ``pids`` (``pid``: the
    canonical pid).  Without a ``body`` codec, ``fields`` is ``{"body": <the raw body>}``; a
    string in place of ``body`` is taken as ``source``."""
    from .puzzlink import canonical_pid, split_url

    if isinstance(body, str):
        body, source = None, body
    if body is None:
        pids = (pids,) if isinstance(pids, str) else tuple(pids)
        pid, cols, rows, raw = split_url(url, source)
        if pid not in {canonical_pid(p) for p in pids}:
            raise InputError(f"puzz.link URL: genre {pid!r} is not {pids[0]!r}", source)
        return pid, rows, cols, {"body": raw}
    (rows, cols), fields = Url(pids, body).read(url, source)
    return split_url(url, source)[0], rows, cols, fields


# -- Tatham descriptions -----------------------------------------------------------------------------

class RunLength(Codec):
    """Tatham run-length descriptions: a letter of ``letters`` (``a``-``z``) is that many empty
    cells (``a`` one, ``z`` 26); ``tokens`` maps other single characters to cell values;
    ``numbers=True`` reads a run of decimal digits as one int (``sep``, default ``_``, may
    stand between two numbers and is written between adjacent ones; Range, Loopy-like IDs),
    else each digit in ``tokens`` is a value of its own.  ``empty`` is the empty cell's value.
    ``stop``: characters that end the grid part (e.g. ``","`` before clue lists)."""

    def __init__(self, tokens: Mapping[str, Any] | None = None, empty: Any = None, numbers: bool = False,
                 sep: str = "_", letters: str = "a-z") -> None:
        self.tokens = dict(tokens or {})
        self.empty, self.numbers, self.sep = empty, numbers, sep
        lo, hi = letters.split("-")
        self.lo, self.hi = lo, hi

    def read(self, cur: Cursor, shape):
        total = _count(shape)
        out: list = []
        while len(out) < total:
            if not cur.more():
                raise cur.error(f"too short: {len(out)} of the {total} cells")
            start = cur.pos
            ch = cur.take()
            if self.lo <= ch <= self.hi:
                run = ord(ch) - ord(self.lo) + 1
                if len(out) + run > total:
                    raise cur.error(f"{ch!r} runs past the last of the {total} cells", start)
                out.extend([self.empty] * run)
            elif ch in self.tokens:
                out.append(self.tokens[ch])
            elif self.numbers and ch.isascii() and ch.isdigit():
                while cur.more() and cur.peek().isascii() and cur.peek().isdigit():
                    cur.pos += 1
                digits = cur.text[start:cur.pos]
                if len(digits) > 9:
                    raise cur.error(f"number {digits[:12]} is too large", start)
                out.append(int(digits))
                if cur.peek(len(self.sep)) == self.sep and self.sep:
                    cur.pos += len(self.sep)
            elif self.numbers and self.sep and ch == self.sep:
                continue
            else:
                raise cur.error(f"unexpected {ch!r}", start)
        return _shaped(out, shape)

    def write(self, value, shape) -> str:
        out: list[str] = []
        span = ord(self.hi) - ord(self.lo) + 1
        gap, last_number = 0, False

        def flush() -> None:
            nonlocal gap
            while gap:
                k = min(gap, span)
                out.append(chr(ord(self.lo) + k - 1))
                gap -= k
        for v in _unshaped(value, shape):
            if _same(v, self.empty):
                gap += 1
                continue
            if gap:
                flush()
                last_number = False
            token = next((t for t, tv in self.tokens.items() if _same(v, tv)), None)
            if token is not None:
                out.append(token)
                last_number = False
            elif self.numbers and isinstance(v, int) and not isinstance(v, bool) and v >= 0:
                if last_number:
                    out.append(self.sep)
                out.append(str(v))
                last_number = True
            else:
                raise ValueError(f"no token for cell value {v!r}")
        flush()
        return "".join(out)


def _read_marks(cur: Cursor, n: int, what: str) -> list[bool]:
    """Tatham's run code of ``n`` flags plus a phantom set flag at the end: ``_`` a set flag;
    ``a``-``y`` 1..25 clear flags then a set one; ``z`` 25 clear flags."""
    out: list[bool] = []
    while len(out) < n + 1:
        if not cur.more():
            raise cur.error(f"too short: {len(out)} of the {n} {what} described")
        start = cur.pos
        ch = cur.take()
        if ch == "_":
            out.append(True)
        elif "a" <= ch <= "y":
            out.extend([False] * (ord(ch) - ord("a") + 1) + [True])
        elif ch == "z":
            out.extend([False] * 25)
        else:
            raise cur.error(f"unexpected {ch!r}", start)
        if len(out) > n + 1 or len(out) == n + 1 and not out[-1]:
            raise cur.error(f"{ch!r} runs past the last of the {n} {what}", start)
    return out[:n]


def _write_marks(flags: list[bool]) -> str:
    out, run = [], 0
    for f in list(flags) + [True]:
        if not f:
            run += 1
            continue
        while run > 25:
            out.append("z")
            run -= 25
        out.append(chr(ord("a") + run - 1) if run else "_")
        run = 0
    return "".join(out)


class Marks(Codec):
    """Tatham's marked-cell run code (Tents' trees): a grid of bool.  ``_`` a marked cell;
    ``a``-``y`` 1..25 unmarked cells then a marked one; ``z`` 25 unmarked cells; a phantom mark
    one past the last cell ends the code."""

    def read(self, cur: Cursor, shape):
        return _shaped(_read_marks(cur, _count(shape), "cells"), shape)

    def write(self, value, shape) -> str:
        return _write_marks([bool(v) for v in _unshaped(value, shape)])


def _tatham_edges(shape) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Tatham's order of the inner edges: between horizontal neighbours in reading order, then
    between vertical neighbours column by column (transposed)."""
    rows, cols = shape
    edges = [((r, c), (r, c + 1)) for r in range(rows) for c in range(cols - 1)]
    edges += [((r, c), (r + 1, c)) for c in range(cols) for r in range(rows - 1)]
    return edges


def tatham_rooms(walls, shape) -> tuple:
    """The room-id grid of wall flags on the inner edges in :func:`_tatham_edges` order (ids as
    :class:`Borders` numbers them): what :class:`Edges` reads, and Keen's own run code."""
    rows, cols = shape
    vertical = [[False] * (cols - 1) for _ in range(rows)]
    horizontal = [[False] * cols for _ in range(rows - 1)]
    for ((r, c), (r2, c2)), wall in zip(_tatham_edges(shape), walls):
        if r2 == r:
            vertical[r][c] = wall
        else:
            horizontal[r][c] = wall
    return rooms_from_walls(vertical, horizontal, shape)


class Edges(Codec):
    """Tatham's block / cage walls (Solo jigsaw BLOCKS and killer KBLOCKS, Keen's cages): a
    room-id grid (ids as :class:`Borders` numbers them).  The inner edges in
    :func:`_tatham_edges` order, walls as set flags in the :class:`Marks` run code."""

    def read(self, cur: Cursor, shape):
        return tatham_rooms(_read_marks(cur, len(_tatham_edges(shape)), "inner edges"), shape)

    def write(self, value, shape) -> str:
        _flat(value, shape)
        return _write_marks([value[a][b] != value[c][d] for (a, b), (c, d) in _tatham_edges(shape)])


class Sep(Codec):
    """A literal separator (Tatham's ``,`` between the parts of a description); its value is
    None (a Seq field for it may be left out of the dict written)."""

    def __init__(self, text: str = ",") -> None:
        self.text = text

    def read(self, cur: Cursor, shape):
        if cur.peek(len(self.text)) != self.text:
            found = repr(cur.peek()) if cur.more() else "the end"
            raise cur.error(f"expected {self.text!r}, found {found}")
        cur.pos += len(self.text)
        return None

    def write(self, value, shape) -> str:
        return self.text


class DecimalList(Codec):
    """``count`` decimal numbers joined by ``sep`` (Tents' ``,3,0,2``; Towers' ``1/2//3``);
    ``count`` an int or a function of the shape.  ``blank``: an empty item is allowed and
    reads as None.  The list ends after ``count`` items (a following ``sep`` is left alone)."""

    def __init__(self, count, sep: str = ",", blank: bool = False, what: str = "number") -> None:
        self.count, self.sep, self.blank, self.what = count, sep, blank, what

    def _n(self, shape) -> int:
        return self.count(shape) if callable(self.count) else self.count

    def read(self, cur: Cursor, shape):
        n = self._n(shape)
        out: list = []
        for k in range(n):
            if k:
                if cur.peek(len(self.sep)) != self.sep:
                    raise cur.error(f"expected {n} {self.what}s, found {k}")
                cur.pos += len(self.sep)
            start = cur.pos
            while cur.more() and cur.peek().isascii() and cur.peek().isdigit():
                cur.pos += 1
            digits = cur.text[start:cur.pos]
            if not digits:
                if not self.blank:
                    found = repr(cur.peek()) if cur.more() else "the end"
                    raise cur.error(f"expected a {self.what} ({k + 1} of {n}), found {found}")
                out.append(None)
            elif len(digits) > 9:
                raise cur.error(f"{self.what} {digits[:12]} is too large", start)
            else:
                out.append(int(digits))
        return out

    def write(self, value, shape) -> str:
        items = list(value)
        if len(items) != self._n(shape):
            raise ValueError(f"{len(items)} {self.what}s, expected {self._n(shape)}")
        if not self.blank and any(v is None for v in items):
            raise ValueError(f"a blank {self.what} where every item needs one")
        return self.sep.join("" if v is None else str(int(v)) for v in items)


def tatham_cursor(gid, source: str | None = None, what: str = "game description") -> Cursor:
    """A cursor over a :class:`gridsat.formats.tatham.GameId`'s description (errors at its
    true line and column)."""
    return Cursor(gid.desc, source or gid.source, what, gid.line, gid.desc_col)
