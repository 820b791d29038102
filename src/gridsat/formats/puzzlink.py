"""puzz.link / pzv.jp URLs (the pzprjs URL format) for the gridsat genres pzprjs has.

A URL reads ``https://puzz.link/p?<pid>/[<flags>/]<cols>/<rows>/<body>`` (also
``http://pzv.jp/p.html?...`` and the other pzprjs hosts).  The body encodings used here, as
pzprjs defines them (written from its format description, not copied):

* **number16** (a number per cell, row by row): ``0``-``f`` one hex digit; ``-xx`` two hex
  digits; ``+xxx`` three; ``=xxx`` 4096 + three; ``%xxx`` 8192 + three; ``.`` an unknown number
  ("?"); ``g``-``z`` skip 1..20 empty cells.
* **border** (region walls): first the walls between horizontal neighbours
  (``(cols-1)*rows`` bits, row by row), then between vertical neighbours
  (``cols*(rows-1)`` bits, row by row), each part packed five bits per base-32 digit, most
  significant bit first.
* **excell numbers** (outside clues above the columns, then left of the rows): like number16
  but only up to two hex digits (``-xx``).
* **one-cell marks** (tents' trees): ``0``-``h`` = a tree, then skip that many (0..17) cells;
  ``i``-``z`` = skip 1..18 cells.

Genres: Star Battle (``starbattle/C/R/<stars>/<border>``), Sudoku (``sudoku/N/N/<number16>``,
the standard boxes only), Numberlink (``numlin/C/R/<number16>``), Tents
(``tents/C/R/<excell numbers><trees>``).  pzprjs has no edge-matching or Twenty-Four-Seven
genre.
"""
from __future__ import annotations

import re
from math import isqrt

from . import InputError

HOSTS = ("puzz.link", "www.puzz.link", "pzv.jp", "www.pzv.jp", "pzprxs.vercel.app", "pzplus.tck.mn")
URL = re.compile(r"^https?://([A-Za-z0-9.-]+)(/[^?\s]*)?\?(\S+)$")
# pzprjs genre id (and its aliases) -> gridsat genre
PIDS = {"sudoku": "sudoku", "numlin": "numberlink",
        "numberlink": "numberlink", "tents": "tents"}
PID_OF = {"sudoku": "sudoku", "numberlink": "numlin", "tents": "tents"}
DEFAULT_HOST = "https://puzz.link/p?"
MAX_SIDE = 1000


def looks_like_url(text: str) -> bool:
    return bool(re.match(r"^\s*https?://", text))


class _Body:
    """A cursor over the body text that reports running out as a truncated URL."""

    def __init__(self, text: str, source: str) -> None:
        self.text, self.pos, self.source = text, 0, source

    def more(self) -> bool:
        return self.pos < len(self.text)

    def take(self, n: int = 1) -> str:
        if self.pos + n > len(self.text):
            raise self.error("the URL body is truncated")
        s = self.text[self.pos:self.pos + n]
        self.pos += n
        return s

    def rest(self) -> str:
        return self.text[self.pos:]

    def error(self, message: str) -> InputError:
        return InputError(f"puzz.link URL: {message}", self.source)

    def hexnum(self, n: int, what: str) -> int:
        digits = self.take(n)
        try:
            return int(digits, 16)
        except ValueError:
            raise self.error(f"bad {what} {digits!r} at body position {self.pos - n + 1}") from None


def url_pid(url: str, source: str = "url") -> str:
    """The pzprjs genre name of a puzz.link URL (lower case); InputError when it is not one."""
    m = URL.match(url.strip())
    if not m:
        raise InputError("not a puzz.link URL (expected https://puzz.link/p?GENRE/COLS/ROWS/BODY)", source)
    host = m.group(1).lower()
    if host not in HOSTS:
        raise InputError(f"puzz.link URL: unknown host {host!r} (known: {', '.join(HOSTS)})", source)
    return m.group(3).split("/")[0].lower()


def split_url(url: str, source: str = "url") -> tuple[str, int, int, str]:
    """``(pid, cols, rows, body)`` of a puzz.link URL (any genre id); InputError for a URL that
    is not a well-formed puzz.link puzzle."""
    pid = url_pid(url, source)
    parts = URL.match(url.strip()).group(3).split("/")[1:]
    if parts and parts[0] and not parts[0].isdigit():
        parts.pop(0)  # pzprjs flags ("pflag")
    if len(parts) < 2 or not parts[0].isdigit() or not parts[1].isdigit():
        raise InputError(f"puzz.link URL: {pid} needs COLS/ROWS after the genre", source)
    cols, rows = int(parts[0]), int(parts[1])
    if not (1 <= cols <= MAX_SIDE and 1 <= rows <= MAX_SIDE):
        raise InputError(f"puzz.link URL: size {cols}x{rows} is out of range 1..{MAX_SIDE}", source)
    return pid, cols, rows, "/".join(parts[2:])


def make_url(pid: str, cols: int, rows: int, body: str) -> str:
    """The URL of a puzzle: ``https://puzz.link/p?<pid>/<cols>/<rows>/<body>``."""
    return f"{DEFAULT_HOST}{pid}/{cols}/{rows}/{body}"


def decode(url: str, source: str = "url"):
    """TRANSITIONAL (issue 15): ``(genre name, Puzzle)`` for the old-style genre modules."""
    pid, cols, rows, body = split_url(url, source)
    genre = PIDS[pid]
    decoder = {"sudoku": _dec_sudoku, "numberlink": _dec_numberlink,
               "tents": _dec_tents}[genre]
    return genre, decoder(cols, rows, body, source)


def encode(genre: str, puzzle) -> str:
    """TRANSITIONAL (issue 15): the puzzle as a puzz.link URL (old-style genre modules)."""
    encoder = {"sudoku": _enc_sudoku, "numberlink": _enc_numberlink,
               "tents": _enc_tents}.get(genre)
    if encoder is None:
        raise InputError(f"puzz.link has no {genre} genre; convert it to json instead")
    return encoder(puzzle)


def _done(b: _Body) -> None:
    if b.more():
        raise b.error(f"unexpected data {b.rest()[:12]!r} after the puzzle (does the size match the body?)")


Body = _Body  # the cursor genre codecs read a URL body with
done = _done  # ... and the check that nothing is left over


# -- shared body codecs --------------------------------------------------------------------------

def read_number16(b: _Body, count: int, wide: bool = True) -> list[int | None]:
    """``count`` values: an int, -2 for '?' (pzprjs's "unknown number"), None for empty."""
    out: list[int | None] = []
    while len(out) < count:
        if not b.more():
            raise b.error(f"the URL body is truncated ({len(out)} of {count} cells read; "
                          "does the size match the body?)")
        ch = b.take()
        if ch in "0123456789abcdef":
            out.append(int(ch, 16))
        elif ch == "-":
            out.append(b.hexnum(2, "number"))
        elif wide and ch == "+":
            out.append(b.hexnum(3, "number"))
        elif wide and ch == "=":
            out.append(b.hexnum(3, "number") + 4096)
        elif wide and ch == "%":
            out.append(b.hexnum(3, "number") + 8192)
        elif ch == ".":
            out.append(-2)
        elif "g" <= ch <= "z":
            skip = int(ch, 36) - 15
            if len(out) + skip > count:
                raise b.error(f"skip {ch!r} runs past the last of the {count} cells (does the size "
                              "match the body?)")
            out.extend([None] * skip)
        else:
            raise b.error(f"unexpected character {ch!r} at body position {b.pos}")
    return out


def write_number16(values: list[int | None], wide: bool = True) -> str:
    out, gap = [], 0
    for v in values:
        if v is None:
            gap += 1
            if gap == 20:
                out.append("z")
                gap = 0
            continue
        if gap:
            out.append(_b36(gap + 15))
            gap = 0
        if v < 0:
            out.append(".")
        elif v < 16:
            out.append(format(v, "x"))
        elif v < 256:
            out.append("-" + format(v, "02x"))
        elif wide and v < 4096:
            out.append("+" + format(v, "03x"))
        elif wide and v < 8192:
            out.append("=" + format(v - 4096, "03x"))
        elif wide and v < 12288:
            out.append("%" + format(v - 8192, "03x"))
        else:
            raise InputError(f"number {v} is too large for a puzz.link URL")
    if gap:
        out.append(_b36(gap + 15))
    return "".join(out)


def _b36(n: int) -> str:
    return "0123456789abcdefghijklmnopqrstuvwxyz"[n]


def read_border(b: _Body, cols: int, rows: int) -> tuple[list[list[bool]], list[list[bool]]]:
    """``(vertical, horizontal)``: ``vertical[r][c]`` is a wall right of cell (r, c);
    ``horizontal[r][c]`` a wall below it."""
    def bits(n: int) -> list[bool]:
        out: list[bool] = []
        for _ in range((n + 4) // 5):
            ch = b.take()
            try:
                v = int(ch, 32)
            except ValueError:
                raise b.error(f"bad border digit {ch!r} at body position {b.pos}") from None
            out.extend(bool(v & (16 >> k)) for k in range(5))
        return out[:n]

    vb = bits((cols - 1) * rows)
    hb = bits(cols * (rows - 1))
    vertical = [vb[r * (cols - 1):(r + 1) * (cols - 1)] for r in range(rows)]
    horizontal = [hb[r * cols:(r + 1) * cols] for r in range(rows - 1)]
    return vertical, horizontal


def write_border(vertical: list[list[bool]], horizontal: list[list[bool]]) -> str:
    def pack(flat: list[bool]) -> str:
        out = []
        for i in range(0, len(flat), 5):
            out.append(_b32(sum(16 >> k for k, x in enumerate(flat[i:i + 5]) if x)))
        return "".join(out)

    return pack([x for row in vertical for x in row]) + pack([x for row in horizontal for x in row])


def _b32(n: int) -> str:
    return "0123456789abcdefghijklmnopqrstuv"[n]


def regions_from_border(vertical, horizontal, cols: int, rows: int) -> list[list[int]]:
    """Number the regions the walls enclose (reading order of their first cell)."""
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
                steps = []
                if c + 1 < cols and not vertical[r][c]:
                    steps.append((r, c + 1))
                if c > 0 and not vertical[r][c - 1]:
                    steps.append((r, c - 1))
                if r + 1 < rows and not horizontal[r][c]:
                    steps.append((r + 1, c))
                if r > 0 and not horizontal[r - 1][c]:
                    steps.append((r - 1, c))
                for rr, cc in steps:
                    if label[rr][cc] < 0:
                        label[rr][cc] = n
                        stack.append((rr, cc))
            n += 1
    return label


def border_from_regions(regions) -> tuple[list[list[bool]], list[list[bool]]]:
    rows, cols = len(regions), len(regions[0])
    vertical = [[regions[r][c] != regions[r][c + 1] for c in range(cols - 1)] for r in range(rows)]
    horizontal = [[regions[r][c] != regions[r + 1][c] for c in range(cols)] for r in range(rows - 1)]
    return vertical, horizontal


def _url(pid: str, cols: int, rows: int, body: str) -> str:
    return f"{DEFAULT_HOST}{pid}/{cols}/{rows}/{body}"


# -- Sudoku --------------------------------------------------------------------------------------

def pzprjs_box(n: int) -> tuple[int, int]:
    """The boxes pzprjs draws on an n x n Sudoku: (rows, columns) of a box."""
    if n == 6:
        return 2, 3
    s = isqrt(n)
    return s, s


def _dec_sudoku(cols: int, rows: int, body: str, source: str):
    from ..encoders import sudoku

    if cols != rows:
        raise InputError(f"puzz.link URL: a Sudoku is square, the URL says {cols}x{rows}", source)
    n = cols
    box = pzprjs_box(n)
    if box[0] * box[1] != n:
        raise InputError(f"puzz.link URL: pzprjs has no boxes for a {n}x{n} Sudoku", source)
    b = _Body(body, source)
    values = read_number16(b, n * n)
    _done(b)
    for i, v in enumerate(values):
        if v is not None and not 1 <= v <= n:
            shown = "?" if v == -2 else str(v)
            raise InputError(f"puzz.link URL: given {shown} at r{i // n + 1}c{i % n + 1} is not a "
                             f"digit 1..{n}", source)
    givens = tuple(tuple(values[r * n + c] or 0 for c in range(n)) for r in range(n))
    return sudoku.Puzzle(givens, box, source=source)


def _enc_sudoku(p) -> str:
    n = p.size
    if p.jigsaw or p.diagonals or p.cages or p.box != pzprjs_box(n):
        raise InputError("puzz.link Sudoku holds only the standard boxes (no jigsaw, X or killer "
                         f"variant{'' if p.jigsaw or p.diagonals or p.cages else f', no {p.box[0]}x{p.box[1]} boxes'})")
    values = [v or None for row in p.givens for v in row]
    return _url("sudoku", n, n, write_number16(values))


# -- Numberlink ----------------------------------------------------------------------------------

def _dec_numberlink(cols: int, rows: int, body: str, source: str):
    from ..encoders import numberlink

    b = _Body(body, source)
    values = read_number16(b, cols * rows)
    _done(b)
    grid = []
    for r in range(rows):
        row = []
        for c in range(cols):
            v = values[r * cols + c]
            if v == -2:
                raise InputError(f"puzz.link URL: the '?' clue at r{r + 1}c{c + 1} is not supported "
                                 "(every clue needs its number)", source)
            row.append(None if v is None else str(v))
        grid.append(tuple(row))
    return numberlink.Puzzle(tuple(grid), source, numeric=True)


def _enc_numberlink(p) -> str:
    numeric = all(x.isdigit() for x in p.labels)
    number = {lab: (int(lab) if numeric else i) for i, lab in enumerate(p.labels, 1)}
    values = [None if x is None else number[x] for row in p.grid for x in row]
    return _url("numlin", p.width, p.height, write_number16(values))


# -- Tents ---------------------------------------------------------------------------------------

def _dec_tents(cols: int, rows: int, body: str, source: str):
    from ..encoders import tents

    b = _Body(body, source)
    counts = read_number16(b, cols + rows, wide=False)
    trees = []
    c = 0
    total = cols * rows
    while c < total:
        if not b.more():
            break  # no more trees: the rest is empty
        ch = b.take()
        v = int(ch, 36) if ch.isalnum() and ch.lower() == ch else -1
        if 0 <= v <= 17:
            trees.append((c // cols, c % cols))
            c += v + 1
        elif 18 <= v <= 35:
            c += v - 17
        else:
            raise b.error(f"unexpected character {ch!r} at body position {b.pos}")
        if c > total:
            raise b.error("the trees run past the last cell (does the size match the body?)")
    _done(b)
    known = [None if v is None else v for v in counts]
    if any(v == -2 for v in known):
        known = [None if v == -2 else v for v in known]
    return tents.Puzzle(rows, cols, tuple(trees), tuple(known[cols:]), tuple(known[:cols]),
                        origin="puzzlink", source=source)


def _enc_tents(p) -> str:
    counts = list(p.columns) + list(p.rows)
    trees = p.tree_set
    out, c, total = [], 0, p.height * p.width
    while c < total:
        if divmod(c, p.width) in trees:
            gap = 0
            while gap < 17 and c + 1 + gap < total and divmod(c + 1 + gap, p.width) not in trees:
                gap += 1
            out.append(_b36(gap))
            c += gap + 1
        else:
            run = 0
            while run < 18 and c + run < total and divmod(c + run, p.width) not in trees:
                run += 1
            out.append(_b36(run + 17))
            c += run
    return _url("tents", p.width, p.height, write_number16(counts, wide=False) + "".join(out))
