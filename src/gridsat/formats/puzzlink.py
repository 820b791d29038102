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
directions, combined per genre with ``Seq``; each genre declares its URL body there).

Each genre that pzprjs has lists its URL as a ``Format(..., pids=(...))``; the API finds the
genre of a URL by its pid.
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
