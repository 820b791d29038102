"""Tents in Simon Tatham's collection: game IDs ``W[xH][d<e|t>]:<grid code>,<W column counts>,<H
row counts>``, save files, and the solve move ``S;T<x>,<y>;...``.

The grid code is run-length: ``_`` is a tree, ``a``..``y`` are 1..25 blanks then a tree, ``z``
is 25 blanks; a virtual tree follows the last cell.  ``!`` / ``-`` re-mark the cell just
described as a tent / grass.  (Facts from Tatham's ``tents.c``; the generic game ID and save
file machinery is :mod:`gridsat.formats.tatham`.)
"""
from __future__ import annotations

import re

from ...formats import InputError
from ...formats.tatham import GameId, is_save_file, one_id_line, parse_dims, read_save_file, split_game_id
from .puzzle import MAX_SIZE, Puzzle

DIFFICULTIES = {"e": "easy", "t": "tricky"}


def parse_params(gid: GameId) -> tuple[int, int, str | None]:
    """``W[xH][d<e|t>]`` -> (W, H, difficulty letter or None).  W and H must be at least 4, as
    Tatham's ``validate_params`` requires."""
    w, h, pos = parse_dims(gid, "Tents")
    diff = None
    rest = gid.params[pos:]
    if rest:
        if rest[0] != "d" or len(rest) != 2 or rest[1] not in DIFFICULTIES:
            raise gid.error(f"Tents params: unexpected {rest!r} after the size "
                            "(only a difficulty 'de' or 'dt' may follow)", params_offset=pos)
        diff = rest[1]
    if w < 4 or h < 4:
        raise gid.error(f"Tents width and height must both be at least 4, got {w}x{h}", params_offset=0)
    return w, h, diff


def decode_grid(gid: GameId, code: str, w: int, h: int, offset: int = 0):
    """The grid code -> (trees, tent marks, grass marks), as sets of (row, col).  A mark
    re-marks the cell just described, as Tatham's ``new_game`` does (``b!`` is two blanks then
    a tent).  ``offset`` is where ``code`` starts in the description (for error columns)."""
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
    return tuple({divmod(idx, w) for idx, k in kind.items() if k == name} for name in ("tree", "tent", "grass"))


def encode_grid(w: int, h: int, trees, tents=(), grass=()) -> str:
    """The grid code of a grid (inverse of :func:`decode_grid`)."""
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


def solve_move(tents) -> str:
    """The solution as Tatham writes it: ``S;T<x>,<y>;...`` (x = column, y = row)."""
    return "S" + "".join(f";T{c},{r}" for r, c in sorted(tents))


def parse_solve_move(text: str, source: str = "solution", line: int | None = None):
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


# -- puzzles -------------------------------------------------------------------------------------

def game_id(p: Puzzle) -> str:
    """The puzzle as a game ID ``WxH[dX]:GRID,cols...,rows...`` (every count known, W and H
    at least 4, as Tatham requires)."""
    if None in p.rows or None in p.columns:
        raise InputError("a Tatham game ID needs every row and column count", p.source)
    if p.width < 4 or p.height < 4:
        raise InputError(f"a Tatham Tents grid is at least 4x4, this one is {p.width}x{p.height}", p.source)
    params = f"{p.width}x{p.height}" + (f"d{p.difficulty}" if p.difficulty else "")
    nums = ",".join(str(n) for n in (*p.columns, *p.rows))
    return f"{params}:{encode_grid(p.width, p.height, p.trees, p.given_tents, p.given_grass)},{nums}"


def read(text: str, source: str = "input") -> Puzzle:
    """One game ID (alone in the text) or a save file."""
    if is_save_file(text):
        return read_save(text, source)
    no, line, indent = one_id_line(text, source, "puzzle", "one game ID per puzzle: the text holds more lines")
    return read_game_id(line, source, no, indent + 1)


def read_game_id(text: str, source: str, line: int | None, col: int = 1) -> Puzzle:
    return _from_game_id(split_game_id(text, source, line, col), source)


def _from_game_id(gid: GameId, source: str) -> Puzzle:
    w, h, diff = parse_params(gid)
    if w > MAX_SIZE or h > MAX_SIZE:
        raise gid.error(f"grid {w}x{h} is larger than the supported {MAX_SIZE}", params_offset=0)
    fields = gid.fields()
    if len(fields) < 2:
        raise gid.error("a Tents description is GRID,<column counts>,<row counts>", len(gid.desc))
    grid_off, code = fields[0]
    trees, tents, grass = decode_grid(gid, code, w, h, grid_off)
    numbers = gid.numbers(fields[1:], w + h, "Tents counts")
    offsets = [off for off, _ in fields[1:]]

    def col_of(r: int, c: int) -> int:  # a count's number, or the description for a cell
        if c == -1:
            return gid.desc_col + offsets[w + r]
        if r == -1:
            return gid.desc_col + offsets[c]
        return gid.desc_col

    try:
        return Puzzle(h, w, tuple(sorted(trees)), tuple(numbers[w:]), tuple(numbers[:w]),
                      given_tents=tuple(sorted(tents)), given_grass=tuple(sorted(grass)),
                      origin="tatham", difficulty=diff, source=source)
    except InputError as e:
        raise e.locate(source, lambda row: gid.line, col_of, default_row=0) from None


def read_save(text: str, source: str) -> Puzzle:
    rec = read_save_file(text, source)
    if rec.get("GAME", "Tents") != "Tents":
        raise InputError(f"this is a save file of {rec['GAME']!r}, not Tents", source)
    params = rec.get("PARAMS") or rec.get("CPARAMS")
    if params is None or "DESC" not in rec:
        raise InputError("the save file has no PARAMS and DESC records", source)
    lines = text.splitlines()
    line = next((i for i, raw in enumerate(lines, 1) if raw.startswith("DESC")), None)
    col = lines[line - 1].index(":", lines[line - 1].index(":") + 1) + 2 if line else 1
    return _from_game_id(GameId(params, rec["DESC"], source, line, 1, col), source)
