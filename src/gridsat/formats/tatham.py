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
* :func:`read_save_file`: the ``KEY    :len:value`` records of a ``.sav`` file.

Tents specifics (used by :mod:`gridsat.encoders.tents`):

* :func:`parse_tents_params` (``W[xH][d<e|t>]``),
* :func:`decode_tents_grid` / :func:`encode_tents_grid` (the run-length tree code with the
  optional ``!`` tent and ``-`` grass marks),
* :func:`tents_game_id`, :func:`tents_solve_move` / :func:`parse_tents_solve_move`
  (``S;T<x>,<y>;...``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from . import InputError

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


# -- Tents ---------------------------------------------------------------------------------------

TENTS_DIFFICULTIES = {"e": "easy", "t": "tricky"}


def parse_tents_params(gid: GameId) -> tuple[int, int, str | None]:
    """``W[xH][d<e|t>]`` -> (W, H, difficulty letter or None).  W and H must be at least 4, as
    Tatham's ``validate_params`` requires."""
    w, h, pos = parse_dims(gid, "Tents")
    diff = None
    rest = gid.params[pos:]
    if rest:
        if rest[0] != "d" or len(rest) != 2 or rest[1] not in TENTS_DIFFICULTIES:
            raise gid.error(f"Tents params: unexpected {rest!r} after the size "
                            "(only a difficulty 'de' or 'dt' may follow)", params_offset=pos)
        diff = rest[1]
    if w < 4 or h < 4:
        raise gid.error(f"Tents width and height must both be at least 4, got {w}x{h}", params_offset=0)
    return w, h, diff


def decode_tents_grid(gid: GameId, code: str, w: int, h: int, offset: int = 0):
    """The run-length tree code -> (trees, tent marks, grass marks), as sets of (row, col).

    ``_`` is a tree, ``a``..``y`` are 1..25 blanks then a tree, ``z`` is 25 blanks; a virtual
    tree follows the last cell.  ``!`` / ``-`` re-mark the cell just described as a tent /
    grass (as Tatham's ``new_game`` does: ``b!`` is two blanks then a tent).  ``offset`` is
    where ``code`` starts in the description (for error columns).
    """
    area = w * h
    kind: dict[int, str] = {}
    i = 0
    done = False
    for k, ch in enumerate(code):
        if done:
            raise gid.error("data after the end of the grid (the grid code ends with the "
                            "character that places the virtual tree after the last cell)", offset + k)
        if ch == "_" or "a" <= ch <= "y":
            i += 0 if ch == "_" else ord(ch) - ord("a") + 1
            if i > area:
                raise gid.error(f"too much data for a {w}x{h} grid", offset + k)
            if i == area:
                done = True  # the virtual tree
                continue
            kind[i] = "tree"
            i += 1
        elif ch == "z":
            i += 25
            if i > area:
                raise gid.error(f"too much data for a {w}x{h} grid", offset + k)
        elif ch in "!-":
            if i == 0:
                raise gid.error(f"mark {ch!r} before the first cell", offset + k)
            kind[i - 1] = "tent" if ch == "!" else "grass"
        else:
            raise gid.error(f"invalid character {ch!r} in the grid code (expected _, a-z, ! or -)",
                            offset + k)
    if not done:
        raise gid.error(f"not enough data to fill the {w}x{h} grid (describes {i} of {area} cells "
                        "and no final virtual tree)", offset + len(code))
    trees = {divmod(idx, w) for idx, k in kind.items() if k == "tree"}
    tents = {divmod(idx, w) for idx, k in kind.items() if k == "tent"}
    grass = {divmod(idx, w) for idx, k in kind.items() if k == "grass"}
    return trees, tents, grass


def encode_tents_grid(w: int, h: int, trees, tents=(), grass=()) -> str:
    """The run-length code of a grid (inverse of :func:`decode_tents_grid`)."""
    kind = {r * w + c: "tree" for r, c in trees}
    kind.update({r * w + c: "tent" for r, c in tents})
    kind.update({r * w + c: "grass" for r, c in grass})
    out, run = [], 0
    for i in range(w * h + 1):
        k = kind.get(i, "tree" if i == w * h else None)
        if k is None:
            run += 1
            while run > 25:
                out.append("z")
                run -= 25
            continue
        out.append("_" if run == 0 else chr(ord("a") + run - 1))
        run = 0
        if k == "tent":
            out.append("!")
        elif k == "grass":
            out.append("-")
    return "".join(out)


def tents_game_id(w: int, h: int, trees, col_counts, row_counts, diff: str | None = None,
                  tents=(), grass=()) -> str:
    """A full game ID ``WxH[dX]:GRID,cols...,rows...``."""
    params = f"{w}x{h}" + (f"d{diff}" if diff else "")
    nums = ",".join(str(n) for n in (*col_counts, *row_counts))
    return f"{params}:{encode_tents_grid(w, h, trees, tents, grass)},{nums}"


def tents_solve_move(tents) -> str:
    """The solution as Tatham writes it: ``S;T<x>,<y>;...`` (x = column, y = row)."""
    return "S" + "".join(f";T{c},{r}" for r, c in sorted(tents))


def parse_tents_solve_move(text: str, source: str = "solution", line: int | None = None):
    """``S;T<x>,<y>;...`` -> sorted list of (row, col) tents."""
    text = text.strip()
    if not text.startswith("S"):
        raise InputError("a Tents solution move starts with 'S'", source, line, 1)
    out = []
    pos = 1
    for part in text[1:].split(";")[1:] if text != "S" else []:
        pos += 1
        m = re.fullmatch(r"T(\d+),(\d+)", part)
        if not m:
            raise InputError(f"bad solution entry {part[:20]!r} (expected T<x>,<y>)", source, line, pos)
        out.append((int(m.group(2)), int(m.group(1))))
        pos += len(part)
    if text != "S" and not text.startswith("S;"):
        raise InputError("a Tents solution move looks like S;T<x>,<y>;...", source, line, 2)
    return sorted(out)
