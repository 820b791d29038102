"""puzz.link / pzv.jp URLs (the pzprjs URL format): the shared machinery genre codecs use.

A URL reads ``https://puzz.link/p?<pid>/[<flags>/]<cols>/<rows>/<body>`` (also
``http://pzv.jp/p.html?...`` and the other pzprjs hosts).  Reading is as lenient as pzprjs
(:func:`split_url`, :func:`url_pid`): blanks, ``<...>`` or quotes around the URL, no scheme
(``puzz.link/p?...``), any case in the scheme and host, a ``#...`` or ``&...`` tail, one
trailing ``/``, a percent-escaped URL (``https%3A%2F%2Fpuzz.link%2Fp%3F...``; a body's own
``%`` codes are left alone), and every pzprjs alias of a genre name (:data:`ALIASES`,
:func:`canonical_pid`: ``url_pid`` gives the canonical pid).  Text that is plainly meant as a
puzz.link URL but is not one gets a one-line error saying what is wrong.

The body encodings are in :mod:`gridsat.formats.codecs` (one codec per pzprjs encoding, both
directions, combined per genre with ``Seq``); the helpers below are the older interface to
two of them:

* **number16** (a number per cell, row by row): ``0``-``f`` one hex digit; ``-xx`` two hex
  digits; ``+xxx`` three; ``=xxx`` 4096 + three; ``%xxx`` 8192 + three; ``.`` an unknown number
  ("?"); ``g``-``z`` skip 1..20 empty cells.
* **border** (region walls): first the walls between horizontal neighbours
  (``(cols-1)*rows`` bits, row by row), then between vertical neighbours
  (``cols*(rows-1)`` bits, row by row), each part packed five bits per base-32 digit, most
  significant bit first.
* **excell numbers** (outside clues above the columns, then left of the rows): like number16
  but only up to two hex digits (``-xx``).

Each genre that pzprjs has declares its own codec as a ``Format(..., pids=(...))`` in its
package (``gridsat.encoders.<genre>.formats``); the API finds the genre of a URL by its pid.
This module knows no genre.
"""
from __future__ import annotations

import re

from . import InputError

HOSTS = ("puzz.link", "www.puzz.link", "pzv.jp", "www.pzv.jp", "pzprxs.vercel.app", "pzplus.tck.mn")
URL = re.compile(r"^https?://([A-Za-z0-9.-]+)(/[^?\s]*)?\?(\S+)$", re.IGNORECASE)
DEFAULT_HOST = "https://puzz.link/p?"
MAX_SIDE = 1000

# Every alias pzprjs reads for a genre (src/pzpr/variety.js: the ``alias``, ``alias2``, ``old``,
# ``pzprurl``, ``kanpen`` and ``kanpen2`` names) -> its pzprjs pid.
ALIASES = {
    "bossanova": "bosanowa",
    "bnuuyhop": "bunnyhop",
    "bag": "cave",
    "building": "skyscrapers",
    "skyscraper": "skyscrapers",
    "fillomino01": "fillomino",
    "hashi": "hashikake",
    "bridges": "hashikake",
    "snakes": "hebi",
    "heyawacky": "heyawake",
    "akari": "lightup",
    "bijutsukan": "lightup",
    "masyu": "mashu",
    "pearl": "mashu",
    "numberlink": "numlin",
    "hakyukoka": "ripple",
    "rome": "roma",
    "sato": "satogaeri",
    "suraromu": "slalom",
    "slitherlink": "slither",
    "yajirin": "yajilin",
    "yajirin-regions": "yajilin-regions",
}


def canonical_pid(pid: str) -> str:
    """The pzprjs pid a genre name in a URL stands for (``slitherlink`` -> ``slither``,
    ``akari``/``bijutsukan`` -> ``lightup``, ``masyu``/``pearl`` -> ``mashu``, ...); lower
    case; a name that is no alias is itself."""
    p = pid.strip().lower()
    return ALIASES.get(p, p)


_BARE_HOST = re.compile(r"^(?://)?((?:www\.)?(?:puzz\.link|pzv\.jp)|pzprxs\.vercel\.app|pzplus\.tck\.mn)(?=[/?])",
                        re.IGNORECASE)
_ATTEMPT = re.compile(r"(?<![\w-])(?:puzz\.link|pzv\.jp|pzprxs\.vercel\.app|pzplus\.tck\.mn)(?![\w.-])",
                      re.IGNORECASE)  # the host itself, not a file named puzz.link.txt


def _unwrap(text: str) -> str:
    """The URL itself: blanks and ``<...>`` (or quotes) around it removed, a scheme added to a
    bare ``puzz.link/p?...``."""
    s = text.strip()
    for a, b in (("<", ">"), ('"', '"'), ("'", "'")):
        if len(s) >= 2 and s[0] == a and s[-1] == b:
            s = s[1:-1].strip()
    if _BARE_HOST.match(s):
        s = "https://" + s.lstrip("/")
    return s


def looks_like_url(text: str) -> bool:
    """A URL, or text that is clearly meant as a puzz.link URL (a puzz.link / pzv.jp address as
    its first word): such text is read as a URL, and a malformed one gets a URL error."""
    s = _unwrap(text)
    if re.match(r"^https?://", s, re.IGNORECASE):
        return True
    first = s.split(maxsplit=1)[0] if s.split() else ""
    if "%" in first:
        from urllib.parse import unquote

        first = unquote(first)  # an escaped URL: https%3A%2F%2Fpuzz.link%2Fp%3F...
    return bool(re.match(r"^https?://", first, re.IGNORECASE) or _ATTEMPT.search(first))


def _parts(url: str, source: str) -> tuple[str, str, str]:
    """``(host, path, query)`` of a (lenient) puzz.link URL; the query without a ``#...`` or
    ``&...`` tail, percent-decoded when the URL came escaped (``p%3Fslither%2F...``)."""
    from urllib.parse import unquote

    s = _unwrap(url)
    m = URL.match(s)
    if m is None or ("/" not in m.group(3) and "%2f" in m.group(3).lower()):
        # an escaped URL: decode once (a body's own '%' codes are left alone when the URL
        # reads without decoding)
        decoded = unquote(s)
        if decoded != s:
            m = URL.match(_unwrap(decoded))
    if m is None:
        raise InputError(_not_url(s), source)
    host = m.group(1).lower()
    if host not in HOSTS:
        raise InputError(f"puzz.link URL: unknown host {host!r} (known: {', '.join(HOSTS)})", source)
    query = re.split(r"[#&]", m.group(3), maxsplit=1)[0]
    return host, m.group(2) or "", query


def _not_url(s: str) -> str:
    shown = s if len(s) <= 60 else s[:59] + "…"
    why = ""
    if _ATTEMPT.search(s):
        if "?" not in s and "%3f" not in s.lower():
            why = " (no '?' before the genre)"
        elif " " in s.strip() or "\t" in s:
            why = " (a URL has no spaces)"
        else:
            why = ""
    return (f"not a puzz.link URL{why}: {shown!r}; expected https://puzz.link/p?GENRE/COLS/ROWS/BODY")


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
    """The pzprjs genre name of a puzz.link URL, canonical (an alias such as ``slitherlink``,
    ``akari`` or ``masyu`` gives the pid pzprjs files it under: :data:`ALIASES`); InputError
    when it is not a puzz.link URL.  Lenient as pzprjs: blanks or ``<...>`` around it, no
    scheme, any case in the scheme and host, a ``#...`` or ``&...`` tail, a percent-escaped
    URL."""
    _, _, query = _parts(url, source)
    pid = query.split("/")[0]
    if not pid:
        raise InputError("puzz.link URL: no genre after '?' (expected https://puzz.link/p?GENRE/COLS/ROWS/BODY)",
                         source)
    return canonical_pid(pid)


def split_url(url: str, source: str = "url") -> tuple[str, int, int, str]:
    """``(pid, cols, rows, body)`` of a puzz.link URL (any genre id; ``pid`` canonical); InputError
    for a URL that is not a well-formed puzz.link puzzle.  A pzprjs flags segment (``v:``,
    ``f``) before the size is skipped; one trailing ``/`` after a body is dropped."""
    pid = url_pid(url, source)
    parts = _parts(url, source)[2].split("/")[1:]

    def number(text: str) -> bool:  # ASCII digits, a sane length (int() takes any script's digits)
        return re.fullmatch(r"[0-9]{1,9}", text) is not None

    if parts and parts[0] and not parts[0].isdigit():
        parts.pop(0)  # pzprjs flags ("pflag")
    if len(parts) < 2 or not number(parts[0]) or not number(parts[1]):
        raise InputError(f"puzz.link URL: {pid} needs COLS/ROWS (numbers) after the genre", source)
    cols, rows = int(parts[0]), int(parts[1])
    if not (1 <= cols <= MAX_SIDE and 1 <= rows <= MAX_SIDE):
        raise InputError(f"puzz.link URL: size {cols}x{rows} is out of range 1..{MAX_SIDE}", source)
    body = "/".join(parts[2:])
    if body.endswith("/") and not body.endswith("//") and not (cols == rows == 1 and re.fullmatch(r"[0-9]+/", body)):
        body = body[:-1]  # a trailing '/' (pasted URLs); not Star Battle's "1/" of a 1x1 board
    return pid, cols, rows, body


def make_url(pid: str, cols: int, rows: int, body: str) -> str:
    """The URL of a puzzle: ``https://puzz.link/p?<pid>/<cols>/<rows>/<body>``."""
    return f"{DEFAULT_HOST}{pid}/{cols}/{rows}/{body}"


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
    from .codecs import rooms_from_walls

    return [list(row) for row in rooms_from_walls(vertical, horizontal, (rows, cols))]


def border_from_regions(regions) -> tuple[list[list[bool]], list[list[bool]]]:
    """``(vertical, horizontal)`` walls between different regions (see ``read_border``)."""
    from .codecs import walls_from_rooms

    return walls_from_rooms(regions)


def _url(pid: str, cols: int, rows: int, body: str) -> str:
    return f"{DEFAULT_HOST}{pid}/{cols}/{rows}/{body}"

