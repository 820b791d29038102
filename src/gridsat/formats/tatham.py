"""Simon Tatham's Portable Puzzle Collection: game IDs and save files.

The format facts come from the collection's own sources (``decode_params`` / ``new_game`` /
``validate_desc`` of each game); ``../shared/TATHAM_FORMATS.md`` has them written out.

General helpers (any game):

* :func:`looks_like_game_id` / :func:`split_game_id`: ``PARAMS:DESC`` (a random-seed ID
  ``PARAMS#SEED`` is refused: only Tatham's generator can turn a seed into a puzzle).
* :class:`GameId` remembers where the params and the description start, so
  :meth:`GameId.error` reports a bad character at its true line and column.
* :func:`leading_int`, :func:`parse_dims` (``W[xH]``), :meth:`GameId.fields`
  (comma-separated parts of the description) and :meth:`GameId.numbers` (a run of
  ``,n`` numbers).
* :func:`id_batch`: a file of game IDs, one a line, as a batch.
* :func:`read_grid_id`: a ``WxH:DESC`` ID whose description is one grid codec (Light Up,
  Mosaic, Slant, ...); :func:`square_id`: the ``N...:`` params of a square game (Towers, Unequal).
* :func:`read_save_file`: the ``KEY    :len:value`` records of a ``.sav`` file.
* :meth:`GameId.cursor`: a :class:`gridsat.formats.codecs.Cursor` over the description, for the
  description codecs of :mod:`gridsat.formats.codecs` (``RunLength``, ``Marks``, ``Edges``,
  ``Sep``, ``DecimalList``), e.g. Tents' ``Seq(("trees", Marks()), ("_", Sep(",")),
  ("counts", DecimalList(lambda s: s[0] + s[1])))``; errors land on the true line and column.

Each game's own codec lives in its genre package (Tents: ``gridsat.encoders.tents``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from . import InputError, significant_lines_indented

MAX_SIDE = 100_000  # a sanity bound on W and H read from params (the grid itself is checked later)

_ID_START = re.compile(r"^\d+[^\s:#]*[:#]")


def looks_like_game_id(line: str) -> bool:
    """A line that starts like ``<digits><params>:`` or ``<digits><params>#`` (any game)."""
    return bool(_ID_START.match(line.strip()))


@dataclass(frozen=True)
class GameId:
    """A ``PARAMS:DESC`` game ID; columns are 1-based positions in the source line."""

    params: str
    desc: str
    source: str = "input"
    line: int | None = None
    params_col: int = 1
    desc_col: int = 1

    def error(self, message: str, desc_offset: int | None = None,
              params_offset: int | None = None) -> InputError:
        """An InputError pointing into the description (or the params) at the given offset."""
        col = None
        if desc_offset is not None:
            col = self.desc_col + desc_offset
        elif params_offset is not None:
            col = self.params_col + params_offset
        return InputError(message, self.source, self.line, col)

    def cursor(self, what: str = "game description"):
        """A codec cursor over the description (``gridsat.formats.codecs.Cursor``): its errors
        name this ID's source, line and the column in the line."""
        from .codecs import Cursor

        return Cursor(self.desc, self.source, what, self.line, self.desc_col)

    def fields(self) -> list[tuple[int, str]]:
        """The description split at commas: ``[(offset in desc, text), ...]``."""
        out, start = [], 0
        for part in self.desc.split(","):
            out.append((start, part))
            start += len(part) + 1
        return out

    def numbers(self, fields: list[tuple[int, str]], count: int, what: str) -> list[int]:
        """``count`` non-negative decimal numbers from ``fields`` (exactly that many)."""
        if len(fields) < count:
            raise self.error(f"{what}: expected {count} numbers after the grid, found {len(fields)}",
                             len(self.desc))
        if len(fields) > count:
            off, _ = fields[count]
            raise self.error(f"{what}: expected {count} numbers after the grid, found {len(fields)} "
                             "(unexpected data at the end of the description)", off)
        out = []
        for off, text in fields:
            if not text.isdigit() or not text.isascii():
                raise self.error(f"{what}: {text[:20]!r} is not a number", off)
            if len(text) > 7:
                raise self.error(f"{what}: number {text[:20]} is too large", off)
            out.append(int(text))
        return out


def split_game_id(text: str, source: str = "input", line: int | None = None, col: int = 1) -> GameId:
    """Split one game ID (``text`` is the ID itself, starting at column ``col`` of ``line``)."""
    stripped = text.strip()
    col += len(text) - len(text.lstrip())
    if not stripped:
        raise InputError("empty game ID", source, line, col)
    if " " in stripped or "\t" in stripped:
        at = min(i for i in (stripped.find(" "), stripped.find("\t")) if i >= 0)
        raise InputError("a game ID has no spaces (one ID per line)", source, line, col + at)
    colon, hash_ = stripped.find(":"), stripped.find("#")
    if hash_ >= 0 and (colon < 0 or hash_ < colon):
        raise InputError("a random-seed ID (PARAMS#SEED) only names a puzzle through Tatham's "
                         "generator; give the game ID PARAMS:DESC instead", source, line, col + hash_)
    if colon < 0:
        raise InputError("not a game ID: expected PARAMS:DESC (e.g. 8x8:_faadlibeaj_a,3,0,...)",
                         source, line, col)
    if colon == 0:
        raise InputError("game ID has no params before ':'", source, line, col)
    return GameId(stripped[:colon], stripped[colon + 1:], source, line, col, col + colon + 1)


def square_id(text: str, source: str, line: int | None, col: int, pattern: re.Pattern, expected: str,
              max_size: int) -> tuple[re.Match, int]:
    """The params of a square game's ID (Towers, Unequal): ``pattern`` matches ``N...:`` at the
    start of ``text``, N its first group; ``(match, N)``.  InputError, at the ID's place, ``not
    {expected}`` or a size out of 1..``max_size``."""
    m = pattern.match(text.strip())
    if not m:
        raise InputError(f"not {expected}", source, line, col)
    if not 1 <= int(m[1]) <= max_size:
        raise InputError(f"grid size {int(m[1])} is out of range 1..{max_size}", source, line, col)
    return m, int(m[1])


def read_grid_id(text: str, source: str, line: int | None, col: int, pattern: re.Pattern, game: str,
                 example: str, desc, max_size: int, points: bool = False) -> tuple[tuple[int, int], Any]:
    """A ``WxH...:DESC`` game ID whose description is one grid codec ``desc`` (e.g. a
    :class:`gridsat.formats.codecs.RunLength`) over the cells (``points``: the lattice points,
    one more each way): ``((h, w), values)``.  ``pattern`` fullmatches ``PARAMS:``, the width
    and height its first two groups (no height: a square); ``game`` and ``example`` are for the
    error message."""
    gid = split_game_id(text, source, line, col)
    m = pattern.fullmatch(gid.params + ":")
    if not m:
        raise gid.error(f"not a {game} game ID: expected WxH:DESC, e.g. {example}", 0)
    w, h = int(m[1]), int(m[2] or m[1])
    if not (1 <= w <= max_size and 1 <= h <= max_size):
        raise gid.error(f"game description: size {w}x{h} is out of range 1..{max_size}", 0)
    cur = gid.cursor()
    values = desc.read(cur, (h + points, w + points))
    cur.done()
    return (h, w), values


def one_id_line(text: str, source: str, what: str, more: str) -> tuple[int, str, int]:
    """``(line number, line, indentation)`` of the one game ID in ``text`` (``#`` comment lines
    allowed); InputError ``"empty input: no {what} found"`` or ``more`` (at the second line)."""
    lines = significant_lines_indented(text)
    if not lines:
        raise InputError(f"empty input: no {what} found", source)
    if len(lines) > 1:
        raise InputError(more, source, lines[1][0])
    return lines[0]


def id_batch(text: str, game_id: re.Pattern, comment: str | tuple[str, ...] = "#") -> list[tuple[int, str]] | None:
    """A file of game IDs read as a batch: ``(line number, line)`` of every significant line
    when there are several and the first starts like ``game_id``; None otherwise."""
    lines = significant_lines_indented(text, comment)
    return [(no, line) for no, line, _ in lines] if len(lines) > 1 and game_id.match(lines[0][1]) else None


def leading_int(s: str, pos: int = 0) -> tuple[int | None, int]:
    """The decimal number at ``s[pos:]`` (None if there is none) and the position after it."""
    end = pos
    while end < len(s) and s[end].isascii() and s[end].isdigit():
        end += 1
    if end == pos:
        return None, pos
    return int(s[pos:end][:12]), end


def parse_dims(gid: GameId, what: str) -> tuple[int, int, int]:
    """``W[xH]`` at the start of the params: ``(W, H, position after it)``; H defaults to W."""
    w, pos = leading_int(gid.params)
    if w is None:
        raise gid.error(f"{what} params must start with the width, got {gid.params[:20]!r}", params_offset=0)
    h = w
    if pos < len(gid.params) and gid.params[pos] == "x":
        h, end = leading_int(gid.params, pos + 1)
        if h is None:
            raise gid.error(f"{what} params: a height must follow 'x'", params_offset=pos + 1)
        pos = end
    for side, name in ((w, "width"), (h, "height")):
        if side > MAX_SIDE:
            raise gid.error(f"{what} {name} {side} is too large", params_offset=0)
    return w, h, pos


def read_save_file(text: str, source: str = "input") -> dict[str, str]:
    """The records of a Tatham save file (``KEY    :len:value`` per line); the last record of
    each key wins.  The length field is checked against the value."""
    out: dict[str, str] = {}
    for no, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        m = re.match(r"^([A-Z]+) *:(\d+):(.*)$", raw)
        if not m:
            raise InputError("not a save-file record (KEY:length:value)", source, no)
        key, length, value = m.group(1), int(m.group(2)), m.group(3)
        if len(value.encode()) != length:
            raise InputError(f"save-file record {key} says {length} bytes, has {len(value.encode())}",
                             source, no)
        out[key] = value
    return out


def is_save_file(text: str) -> bool:
    return text.lstrip().startswith("SAVEFILE:")

