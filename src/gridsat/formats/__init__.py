"""Reading puzzle input: files, stdin, JSON documents, and the error type every parser raises.

Every parser reports bad input as :class:`InputError`, whose text is one line naming the
source, and where known the line and column (``puzzle.txt:3:5: unknown character '?'``).

One way to locate an error: a Puzzle's validation raises ``InputError(message, cell=(r, c))``
(or ``row=r``) without knowing the text; the parser that built the Puzzle from text calls
``e.locate(source, line_of_row, col_of_cell)`` to turn the cell into a line and column.

Also here: cell-list JSON (:func:`cells_to_json`, :func:`cells_from_json`), grid JSON
(:func:`text_rows_from_json`, :func:`grid_to_json`, :func:`digit_grid_from_json`), the grid genres' native text
(:func:`grid_header`: ``NAME [WxH]``, :func:`read_grid`; :func:`check_header_size`,
:func:`check_grid_size`, :func:`check_rows`, :class:`GridRows`) and :func:`write_atomic`, the one way gridsat writes an output file.
"""
from __future__ import annotations

import errno
import json
import os
import re
import stat
import sys
import tempfile
from pathlib import Path
from typing import Callable, Iterable, Sequence

from ..render.text import cell_name

MAX_INPUT_BYTES = 64 * 1024 * 1024


MAX_MESSAGE, MAX_SOURCE, MAX_QUOTE = 300, 100, 60


def shorten(text: str, limit: int = MAX_QUOTE) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis (error lines stay short, whatever
    the input holds)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


class InputError(ValueError):
    """Bad puzzle input.  ``str(e)`` is a single line: ``source[:line[:col]]: message``."""

    def __init__(self, message: str, source: str | None = None, line: int | None = None,
                 col: int | None = None, cell: tuple[int, int] | None = None,
                 row: int | None = None) -> None:
        self.message = shorten(" ".join(str(message).split()), MAX_MESSAGE)
        self.source = shorten(source, MAX_SOURCE) if source is not None else None
        self.line = line
        self.col = col
        self.cell = cell  # (row, col) of the grid, 0-based, when the error is about a cell
        if row is not None or cell is not None:  # the grid row, 0-based (absent: not known)
            self.row = row if row is not None else cell[0]
        super().__init__(self.__str__())

    def __str__(self) -> str:
        if self.source is None and self.line is None:
            return self.message  # a usage error, not about a file
        where = [_printable(self.source or "input")]
        if self.line is not None:
            where.append(str(self.line))
            if self.col is not None:
                where.append(str(self.col))
        return f"{':'.join(where)}: {self.message}"

    def at(self, source: str | None = None, line: int | None = None) -> "InputError":
        """The same error with a location filled in where it was missing."""
        return InputError(self.message, self.source or source,
                          self.line if self.line is not None else line, self.col, self.cell,
                          getattr(self, "row", None))

    def locate(self, source: str | None, line_of_row: Callable[[int], int] | Sequence[int] | None = None,
               col_of_cell: Callable[[int, int], int] | None = None,
               default_row: int | None = None) -> "InputError":
        """The error placed in the text: its grid row (or cell) becomes a line number through
        ``line_of_row`` (a function or a list indexed by row) and its cell a column through
        ``col_of_cell``.  An error without a row is placed at ``default_row`` (if given), else
        keeps the location it has."""
        line, col, row = self.line, self.col, getattr(self, "row", None)
        if row is None:
            row = default_row
        if line is None and row is not None and line_of_row is not None:
            if callable(line_of_row):
                line = line_of_row(row)
            elif line_of_row:
                line = line_of_row[min(max(row, 0), len(line_of_row) - 1)]
            if col is None and self.cell is not None and col_of_cell is not None:
                col = col_of_cell(*self.cell)
        return InputError(self.message, self.source or source, line, col, self.cell, row)


def _printable(text: str) -> str:
    """Control characters (a newline in a file name, say) escaped so the message stays one line."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def read_input(path: str) -> tuple[str, str]:
    """Text and a display name for ``path`` (``-`` reads stdin).  Rejects binary and huge input."""
    if path == "-":
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        source = "<stdin>"
    else:
        p = Path(path)
        source = str(path)
        if p.is_dir():
            raise InputError("is a directory, not a puzzle file", source)
        try:
            with open(p, "rb") as f:
                data = f.read(MAX_INPUT_BYTES + 1)
        except FileNotFoundError:
            raise InputError("no such file", source) from None
        except OSError as e:
            raise InputError(f"cannot read file ({e.strerror})", source) from None
    return decode_bytes(data, source), source


def decode_bytes(data: bytes, source: str) -> str:
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"input is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MiB", source)
    nul = data.find(b"\0")
    if nul >= 0:
        raise InputError("binary data (NUL bytes), not a text puzzle", source, data[:nul].count(b"\n") + 1)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise InputError("not UTF-8 text (binary file?)", source, line) from None
    if not text.strip():
        raise InputError("empty input: no puzzle found", source)
    return ascii_digits_only(text, source)


_OTHER_DIGIT = re.compile(r"[^\W0-9_a-zA-Z]")


def ascii_digits_only(text: str, source: str) -> str:
    """Refuse digits of other scripts ('３', '٣'): Python's int() reads them, a puzzle must not
    (numbers are written with 0-9).  Returns ``text``."""
    for m in _OTHER_DIGIT.finditer(text):
        ch = m.group()
        if ch.isdecimal():
            line = text.count("\n", 0, m.start()) + 1
            col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
            raise InputError(f"digit {ch!r} (U+{ord(ch):04X}) is not an ASCII digit; write numbers with 0-9",
                             source, line, col)
    return text


def looks_like_json(text: str) -> bool:
    return text.lstrip().startswith("{")


def parse_json(text: str, source: str, what: str = 'a JSON puzzle must be an object with a "genre" field') -> dict:
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"invalid JSON: {e.msg}", source, e.lineno, e.colno) from None
    except RecursionError:
        raise InputError("invalid JSON: nested too deeply", source) from None
    except ValueError as e:  # e.g. an integer with thousands of digits
        raise InputError(f"invalid JSON: {e}", source) from None
    if not isinstance(doc, dict):
        raise InputError(what, source)
    return doc


def significant_lines(text: str) -> list[tuple[int, str]]:
    """(1-based line number, stripped line) for lines that are neither blank nor ``#`` comments."""
    return [(no, line) for no, line, _ in significant_lines_indented(text)]


def significant_lines_indented(text: str, comment: str | tuple[str, ...] = "#") -> list[tuple[int, str, int]]:
    """Like :func:`significant_lines`, plus each line's indentation (to report true columns).
    ``comment``: what a comment line starts with (``"//"`` where ``#`` is a cell)."""
    out = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line and not line.startswith(comment):
            out.append((no, line, len(raw) - len(raw.lstrip())))
    return out


# -- cell lists in JSON ---------------------------------------------------------------------

def cells_to_json(cells: Iterable[Sequence[int]]) -> list[list[int]]:
    """``[[row, col], ...]``, 0-based and sorted: the JSON form of every genre's cell list."""
    return [[int(r), int(c)] for r, c in sorted((r, c) for r, c in cells)]


def cells_from_json(doc: dict, key: str, source: str, required: bool = True,
                    what: str | None = None, sort: bool = True) -> tuple[tuple[int, int], ...] | None:
    """``doc[key]`` read as a list of ``[row, col]`` integer pairs, sorted unless ``sort`` is
    False (None when absent and not required); InputError naming the key and the bad entry
    otherwise."""
    cells = doc.get(key)
    if cells is None and not required:
        return None
    if not isinstance(cells, list):
        if what is not None:
            raise InputError(f'{what} must have "{key}": [[row, col], ...]', source)
        raise InputError(f'"{key}" must be a list of [row, col] pairs', source)
    out = []
    for i, rc in enumerate(cells):
        if (not isinstance(rc, list) or len(rc) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in rc)):
            raise InputError(f'"{key}"[{i}] must be [row, col] integers, got {rc!r}'[:200], source)
        out.append((rc[0], rc[1]))
    return tuple(sorted(out)) if sort else tuple(out)


def puzzle_lines(text: str, source: str, comment: str | tuple[str, ...] = "#") -> list[tuple[int, str, int]]:
    """:func:`significant_lines_indented`, refusing text that has none ("empty input")."""
    lines = significant_lines_indented(text, comment)
    if not lines:
        raise InputError("empty input: no puzzle found", source)
    return lines


# -- grids of cells: native text, validation, digit-grid solutions ---------------------------

def grid_header(lines: list[tuple[int, str, int]], names: Sequence[str], source: str) -> tuple[str, list]:
    """The optional header ``NAME [WxH]`` of a grid genre's text (``names[0]`` is the one the
    error shows): ``(size, rows)``, ``size`` "" or ``"WxH"``, ``rows`` the lines after the
    header (all of them when the first is no header).  InputError: a bad header, or no rows."""
    no, first, _ = lines[0]
    words = first.split()
    if words[0].lower() not in names:
        return "", lines
    size = "".join(words[1:])
    if len(words) > 2 or not re.fullmatch(r"(\d{1,4}x\d{1,4})?", size):
        raise InputError(f"bad header {first[:40]!r}: expected '{names[0]}' or '{names[0]} WxH'", source, no)
    if len(lines) < 2:
        raise InputError("header found but no grid rows follow", source, no)
    return size, lines[1:]


def check_header_size(size: str, width: int, height: int, source: str, line: int) -> None:
    """The size a header gave (``"WxH"``; "": none) against the grid that was read."""
    if size and size != f"{width}x{height}":
        raise InputError(f"header says {size} but the grid is {width}x{height}", source, line)


def read_grid(lines: list[tuple[int, str, int]], names: Sequence[str], source: str,
              make: Callable[[tuple[str, ...]], object]):
    """A grid genre's native text, one line of cells a row after an optional header (see
    :func:`grid_header`): ``make(rows)`` builds the Puzzle, its errors placed in the text,
    and the header's size must be the grid's."""
    no = lines[0][0]
    size, lines = grid_header(lines, names, source)
    try:
        p = make(tuple(line for _, line, _ in lines))
    except InputError as e:
        raise e.locate(source, [n for n, _, _ in lines], lambda r, c: lines[r][2] + c + 1) from None
    check_header_size(size, p.width, p.height, source, no)
    return p


class GridRows:
    """``height`` and ``width`` of a puzzle (a dataclass) whose ``grid`` is its tuple of rows."""

    @property
    def height(self) -> int:
        return len(self.grid)

    @property
    def width(self) -> int:
        return len(self.grid[0]) if self.grid else 0


def check_grid_size(width: int, height: int, max_size: int, source: str) -> None:
    """Both sides of a grid 1..``max_size``."""
    if not (1 <= width <= max_size and 1 <= height <= max_size):
        raise InputError(f"grid size {width}x{height} is out of range 1..{max_size}", source)


def check_rows(grid: Sequence[Sequence], max_size: int, source: str, cells: str | None = None,
               unknown: str = "") -> None:
    """A grid of rows (strings, or tuples of values): its size (:func:`check_grid_size`), then
    row by row, with ``cells``: each character one of them (else ``unknown.format(ch)`` at that
    cell), and each row as long as the first."""
    width = len(grid[0]) if grid else 0
    check_grid_size(width, len(grid), max_size, source)
    for r, row in enumerate(grid):
        bad = next((c for c, ch in enumerate(row) if ch not in cells), None) if cells is not None else None
        if bad is not None:
            raise InputError(unknown.format(row[bad]), source, cell=(r, bad))
        if len(row) != width:
            raise InputError(f"row has {len(row)} cells, the first row has {width}", source, row=r)


def text_rows_from_json(doc: dict, source: str, cells: str) -> tuple[str, ...]:
    """``doc["grid"]``, a grid genre's rows as strings of its ``cells`` (named in the error)."""
    rows = doc.get("grid")
    if not isinstance(rows, list) or not all(isinstance(row, str) for row in rows):
        raise InputError(f'"grid" must be a list of rows: strings of {cells}', source)
    return tuple(rows)


def grid_to_json(grid: Iterable[Iterable]) -> dict:
    """``{"grid": [[v, ...], ...]}``: a solution that is a grid of numbers."""
    return {"grid": [list(row) for row in grid]}


def digit_grid_from_json(doc: dict, source: str, value: str = "digit") -> tuple[tuple[int, ...], ...]:
    """``doc["grid"]`` read as rows of integers (the checker judges their range and shape)."""
    g = doc.get("grid")
    if not isinstance(g, list) or not all(isinstance(row, list) for row in g):
        raise InputError(f'solution must have "grid": [[{value}, ...], ...]', source)
    for r, row in enumerate(g):
        for c, v in enumerate(row):
            if isinstance(v, bool) or not isinstance(v, int):
                raise InputError(f'"grid" at {cell_name(r, c)} must be an integer, got {v!r}', source)
    return tuple(tuple(row) for row in g)


# -- writing output files ---------------------------------------------------------------------

def write_atomic(path: str | os.PathLike, data: str | bytes | Iterable[str], mkdir: bool = False) -> Path:
    """Write ``data`` (text, bytes, or an iterable of text chunks) to ``path``.

    A regular file (new or existing) is written all at once: a temporary file in the same
    directory, renamed over the target, so a reader never sees half a file; an existing
    file keeps its owner and its whole mode, setuid, setgid and sticky bits included (set
    after the owner: changing the owner clears them).  A symlink is followed (the file it
    points to is the one written; the link stays).  Anything else that exists (``/dev/null``,
    a FIFO, a terminal) is written straight through, never replaced.  A failed or
    interrupted write leaves no temporary file behind, nor the folders ``mkdir`` made for it."""
    target = Path(os.path.realpath(path))
    made = _make_folders(target.parent) if mkdir else []
    try:
        return _write_atomic(path, target, data)
    except BaseException:
        for folder in made:  # deepest first
            try:
                os.rmdir(folder)
            except OSError:
                break
        raise


def _make_folders(folder: Path) -> list[Path]:
    """``mkdir -p folder``: the folders made, deepest first."""
    missing = []
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    made: list[Path] = []
    try:
        for f in reversed(missing):
            f.mkdir(exist_ok=True)
            made.insert(0, f)
    except BaseException:
        for f in made:
            try:
                os.rmdir(f)
            except OSError:
                break
        raise
    return made


def _write_atomic(path, target: Path, data) -> Path:
    binary = isinstance(data, bytes)
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise IsADirectoryError(errno.EISDIR, "is a directory", str(path))
    if st is not None and not stat.S_ISREG(st.st_mode):  # a device or a pipe: write into it
        with open(target, "wb" if binary else "w") as f:
            _write_chunks(f, data)
        return Path(path)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:40]}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "wb" if binary else "w") as f:
            _write_chunks(f, data)
        if st is not None:
            try:
                os.chown(tmp, st.st_uid, st.st_gid)  # first: a change of owner clears setuid and setgid
            except OSError:
                pass
            os.chmod(tmp, stat.S_IMODE(st.st_mode))
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
        raise
    return Path(path)


def _write_chunks(f, data) -> None:
    if isinstance(data, (str, bytes)):
        f.write(data)
    else:
        f.writelines(data)
