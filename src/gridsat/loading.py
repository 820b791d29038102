"""Reading puzzles: detection (a JSON ``"genre"``, a puzz.link pid, a ``name:`` prefix,
``--genre``, sniffing) and parsing into :class:`Loaded`; batch files (:class:`Batch`,
:class:`Entry`: a puzzle as text, parsed where it is solved); export names; the reading
time limit (:func:`reading_within`).

Every function that takes a puzzle accepts a :class:`Loaded`, a genre's Puzzle object, a
JSON-like dict (with ``"genre"``), a file path (``-``: standard input), or puzzle text in any
supported form (native text, JSON, a puzz.link URL, a game ID, a ``genre:`` prefixed line).
"""
from __future__ import annotations

import json
import os
import re
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import encoders
from .formats import (InputError, ascii_digits_only, looks_like_json, parse_json, read_input, shorten,
                      significant_lines)
from .genre import Genre


@dataclass
class Loaded:
    genre: Genre
    puzzle: Any
    source: str
    name: str | None  # export file name (None: not a file; see export_name)

    @property
    def genre_name(self) -> str:
        return self.genre.name


_PREFIX = re.compile(r"([a-z][a-z0-9_-]*):(?!//)")


def _name_of(source: str) -> str | None:
    """The export name of a puzzle file: its name without the last extension, letters of any
    script kept, anything else that is awkward in a file name as ``_``.  None for input that
    is not a file (a URL, standard input, text given as the argument): the export is then
    named by genre, size and a hash of the puzzle (:func:`export_name`)."""
    if source.startswith("<") or "://" in source or source in ("input", "url"):
        return None
    stem = Path(source).stem if Path(source).suffix else Path(source).name
    name = re.sub(r"[^\w.+-]+", "_", stem).strip("._")
    return name or None


def puzzle_digest(loaded: "Loaded") -> str:
    """A short hash of the puzzle itself (its JSON form): the same puzzle, the same digest."""
    import hashlib

    doc = json.dumps(loaded.genre.to_json(loaded.puzzle), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(doc.encode()).hexdigest()[:10]


def export_name(loaded: "Loaded") -> str:
    """``<file name>`` for a puzzle file (``<name>-<i>`` in a batch), else
    ``<genre>-<size>-<digest>``: distinct puzzles never share an export name by accident."""
    if loaded.name:
        return loaded.name
    size = str(loaded.genre.describe(loaded.puzzle).get("size", "")).replace(" ", "")
    parts = [loaded.genre_name] + ([re.sub(r"[^\w.+-]+", "_", size)] if size else []) + [puzzle_digest(loaded)]
    return "-".join(parts)


def _read(path: str) -> tuple[str, str]:
    """A file's text; a puzz.link URL or puzzle text given in place of a path is its own text
    (a path that exists always wins)."""
    from .formats.puzzlink import looks_like_url

    if path == "-" or os.path.exists(path):
        return read_input(path)
    if looks_like_url(path):
        return ascii_digits_only(path, shorten(path.strip(), 60)), shorten(path.strip(), 60)
    if "\n" in path or looks_like_json(path) or _looks_like_puzzle_text(path) or _looks_like_id(path):
        return ascii_digits_only(path, "<argument>"), "<argument>"
    try:
        return read_input(path)
    except InputError as e:
        if e.message != "no such file" or not re.search(r"[:\s]", path.strip()):
            raise  # a plain path: "no such file" says it
        raise InputError(f"not a file, and not a puzzle: {_what_it_looked_like(path)}", e.source) from None


def _what_it_looked_like(text: str) -> str:
    """Why a text that is no file is no puzzle either (for the one error line)."""
    m = _PREFIX.match(text.lstrip())
    if m and not encoders.canonical(m.group(1)):
        return f"'{m.group(1)}:' names no genre ({encoders.unknown_genre(m.group(1))})"
    if re.match(r"\s*\d{1,4}x\d{1,4}\S*:", text):
        return "no genre reads it as a Simon Tatham game ID (is it cut off, or from a game gridsat lacks?)"
    return "no such file, and no genre reads the text"


def _looks_like_id(text: str) -> bool:
    """One word that a game's ID pattern takes (``4:1/2/...``, ``10x10t0de:...``)."""
    if not _ID_START.match(text) or re.search(r"\s", text.strip()):
        return False
    return any(f.pattern.match(text.strip()) for g in _importable()
               for f in getattr(getattr(g, "declared", None), "ids", ()))


def _importable() -> list[Genre]:
    """Every genre that imports (a genre package being written is left out)."""
    out = []
    for name in encoders.detection_order():
        try:
            out.append(encoders.get(name))
        except Exception:  # noqa: BLE001 - a genre package being written reads nothing
            continue
    return out


def _looks_like_puzzle_text(text: str) -> bool:
    m = _PREFIX.match(text.lstrip())
    if m and encoders.canonical(m.group(1)):
        return True
    return encoders.sniff(text) is not None


def load(x, genre: str | None = None, index: int | None = None) -> Loaded:
    """One puzzle from a path (``-``: stdin), puzzle text, a URL, a dict or a Puzzle.  For a
    file holding several puzzles, ``index`` (1-based) picks one; without it the file must
    hold exactly one."""
    if isinstance(x, Loaded):
        return x
    if isinstance(x, dict):
        gname = genre or x.get("genre")
        if not isinstance(gname, str):
            raise InputError('JSON puzzle has no "genre" field (or pass genre=NAME)', "input")
        g = encoders.get(gname)
        return Loaded(g, g.from_json(x, "input"), "input", None)
    if not isinstance(x, (str, os.PathLike)):
        g = _genre_of_puzzle(x)
        return Loaded(g, x, getattr(x, "source", "input"), None)
    text, source = _read(os.fspath(x))
    return loads(text, source, genre, index)


def _genre_of_puzzle(puzzle) -> Genre:
    package = type(puzzle).__module__.split(".")  # gridsat.encoders.<genre>.puzzle: that genre first
    if package[:2] == ["gridsat", "encoders"] and len(package) > 2 and package[2] in encoders.PACKAGES:
        g = encoders.get(package[2])
        if isinstance(puzzle, g.puzzle):
            return g
    for g in encoders.all_genres():
        if isinstance(puzzle, g.puzzle):
            return g
    raise InputError(f"not a puzzle gridsat knows: {type(puzzle).__name__}")


def loads(text: str, source: str = "input", genre: str | None = None,
          index: int | None = None) -> Loaded:
    """Parse puzzle text: a JSON document with a ``"genre"`` field, text with a ``genre:``
    prefix, or any genre's text format (detected; ``genre`` overrides detection)."""
    items = loads_all(text, source, genre)
    if index is None:
        if len(items) > 1:
            raise InputError(f"the file holds {len(items)} puzzles; pick one with --index N", source)
        index = 1
    if not 1 <= index <= len(items):
        raise InputError(f"--index {index} is out of range: the file holds {len(items)} puzzle(s)", source)
    item = items[index - 1]
    if isinstance(item, InputError):
        raise item
    return item


def load_all(x, genre: str | None = None) -> list:
    """Every puzzle of a file (or text): a list of :class:`Loaded`, or :class:`InputError` for
    a bad one (a batch reports bad entries and goes on with the rest)."""
    if not isinstance(x, (str, os.PathLike)):
        return [load(x, genre)]
    text, source = _read(os.fspath(x))
    return loads_all(text, source, genre)


def load_entries(x, genre: str | None = None) -> list:
    """Like :func:`load_all`, but the puzzles of a batch file (more than one) come back as
    :class:`Entry` objects, not parsed yet: a job parses each where it is solved (a worker
    process, a Dask worker), so the reading is spread as well."""
    if not isinstance(x, (str, os.PathLike)):
        return [load(x, genre)]
    text, source = _read(os.fspath(x))
    return loads_all(text, source, genre, lazy=True)


@dataclass(frozen=True)
class Entry:
    """One puzzle of a batch file, as text (small to ship to a worker); :meth:`load` parses it."""

    genre: str | None  # None: detected from the text (a URL or NAME: line of a mixed batch)
    text: str
    source: str
    name: str | None
    line: int  # the file line its text starts on

    def load(self):
        """The :class:`Loaded` puzzle, or the :class:`InputError` that says why it is not one
        (its line counted in the file)."""
        try:
            g, body = _detect(self.text, self.source, self.genre)  # a URL, a NAME: prefix
            if isinstance(body, str):
                body = g.parse(body, self.source)
            elif isinstance(body, dict):
                body = g.from_json(body, self.source)
            return Loaded(g, body, self.source, self.name)
        except InputError as e:  # its line numbers count from the chunk: make them the file's
            line = None if e.line is None else e.line + self.line - 1
            return InputError(e.message, e.source, line, e.col, e.cell, getattr(e, "row", None))


class Batch(list):
    """The puzzles of a file (:class:`Loaded` or :class:`InputError` each), plus ``skipped``:
    the line numbers of lines that were not puzzles (a citation before the first one)."""

    skipped: list[int]

    def __init__(self, items=(), skipped=()) -> None:
        super().__init__(items)
        self.skipped = list(skipped)


_COMMENT = re.compile(r"(^|[ \t])//.*$")


def _clean(text: str, genre: str | None) -> tuple[str, list[int]]:
    """Text with ``//`` comments (whole lines and trailing ``  // ...``) blanked, and a leading
    line or two that are not puzzles (a collection's title or citation) blanked too, when
    without them the text reads as a puzzle.  Line numbers stay.  Returns the text and the
    numbers of the non-puzzle lines dropped."""
    if looks_like_json(text) or "//" not in text and _reads_as_puzzle(text, genre):
        return text, []
    text = "".join(_COMMENT.sub("", line.rstrip("\r\n")) + line[len(line.rstrip("\r\n")):] if "//" in line
                   else line for line in text.splitlines(keepends=True))
    if _reads_as_puzzle(text, genre):
        return text, []
    sig = significant_lines(text)
    for k in range(1, min(3, len(sig) - 1) + 1):
        dropped = [no for no, _ in sig[:k]]
        rest = _blank(text, set(dropped))
        if _reads_as_puzzle(rest, genre) and _batch_size(rest, genre) > 1:
            return rest, dropped
    return text, []


def _blank(text: str, numbers: set[int]) -> str:
    """``text`` with the lines numbered ``numbers`` (1-based, as str.splitlines counts) emptied."""
    return "".join(line[len(line.rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")):] if i in numbers else line
                   for i, line in enumerate(text.splitlines(keepends=True), 1))


def _batch_size(text: str, genre: str | None) -> int:
    """How many puzzles a genre's batch reader finds in ``text`` (1: not a batch; 0: its first
    puzzle does not read: lines of one puzzle that merely look like headers, a headerless
    Nonogram's clues taken for Numberlink's ``W H``)."""
    try:
        g, body = _detect(text, "input", genre)
        chunks = g.split(body, "input") if isinstance(body, str) and g.split else None
        if chunks:
            g.parse(chunks[0][1], "input")
    except InputError:
        return 0
    return len(chunks) if chunks else 1


def _reads_as_puzzle(text: str, genre: str | None) -> bool:
    """Would detection take this text (a URL, a ``NAME:`` prefix, or a genre's sniffer)?"""
    from .formats import puzzlink

    first = next((line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")), "")
    if puzzlink.looks_like_url(first):
        return True
    m = _PREFIX.match(text.lstrip())
    if m and encoders.canonical(m.group(1)):
        return True
    if genre:
        canon = encoders.canonical(genre)
        return canon is None or encoders.get(canon).sniff(text)
    return encoders.sniff(text) is not None


def loads_all(text: str, source: str = "input", genre: str | None = None, lazy: bool = False) -> list:
    """The puzzles of ``text`` (see :func:`load_all`); ``lazy``: a batch's as :class:`Entry`."""
    if "pzprv" in text[:200]:  # puzz.link's editor's file: read as the puzzle's URL
        from .formats import pzprv3  # (only then: it brings every URL codec)

        if pzprv3.looks_like(text):
            text = pzprv3.to_url(text, source, encoders.puzzlink_pids())
    text, skipped = _clean(text, genre)
    try:
        return Batch(_loads_all(text, source, genre, lazy), skipped)
    except InputError as e:  # a title that looks like a header ("Sudoku collection ...")?
        sig = significant_lines(text)
        if looks_like_json(text) or len(sig) < 2 or e.line != sig[0][0]:
            raise
        try:  # only before a collection: a single puzzle with a bad header is an error
            items = _loads_all(_blank(text, {sig[0][0]}), source, genre, lazy)
        except InputError:
            raise e from None
        if len(items) < 2:
            raise
        return Batch(items, skipped + [sig[0][0]])


@contextmanager
def reading_within(deadline: float | None):
    """Reading one puzzle inside this block (detection, parsing) stops with
    :class:`~gridsat.model.DeadlineReached` once ``deadline`` (``time.monotonic()``) passes: a
    timer signal, as a huge grid's parser has no checkpoints of its own.  A batch file is not
    held to it (its limit is per puzzle): the timer stops once the text reads as a batch.
    Main thread only (elsewhere the block runs without a timer)."""
    import signal
    import threading

    if deadline is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    from .model import DeadlineReached

    def ring(signum, frame):
        raise DeadlineReached("the time limit ran out while reading the puzzle")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, max(1e-3, deadline - time.monotonic()))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _batch_found() -> None:
    """A batch: stop the single-puzzle reading timer, if one runs."""
    import signal
    import threading

    if threading.current_thread() is threading.main_thread():
        signal.setitimer(signal.ITIMER_REAL, 0)


def _line_batch(text: str, source: str, genre: str | None, lazy: bool) -> list | None:
    """A file whose every line is a puzzle of its own (puzz.link URLs, game IDs, ``NAME:``
    lines, in any mix): each line detected on its own (the batch's genre when ``genre`` is
    given; a game ID's genre is asked first whether it reads the next ID too).  None when the
    text is something else (a genre's own batch file, one puzzle over several lines)."""
    from .formats.puzzlink import looks_like_url

    lines = significant_lines(text)
    if len(lines) < 2:
        return None
    kinds = []
    for _, line in lines:
        m = _PREFIX.match(line)
        if looks_like_url(line) or m and encoders.canonical(m.group(1)) and line[m.end():].strip():
            kinds.append("tagged")
        elif _ID_START.match(line) and not re.search(r"\s", line.strip()):  # an ID has no blanks
            kinds.append("id")
        else:
            kinds.append("other")
    if "other" in kinds and not looks_like_url(lines[0][1]):
        return None  # a puzzle over several lines, or a genre's own batch file
    if "tagged" not in kinds:
        first = encoders.get(genre) if genre else encoders.sniff(lines[0][1])
        if first is not None and all(first.sniff(line) for _, line in lines):
            return None  # game IDs of one genre: its own batch reader takes them
    _batch_found()
    name, hint, entries = _name_of(source), None, []
    for i, ((no, line), kind) in enumerate(zip(lines, kinds), 1):
        gname = genre
        if gname is None and kind == "id":
            g = hint if hint is not None and hint.sniff(line) else encoders.sniff(line)
            hint = g or hint
            gname = g.name if g else None
        entries.append(Entry(gname, line, source, f"{name}-{i}" if name else None, no))  # None: its load says why
    return entries if lazy else [entry.load() for entry in entries]


_ID_START = re.compile(r"^\s*\d+[^\s:#]*:")


def _loads_all(text: str, source: str, genre: str | None, lazy: bool = False) -> list:
    mixed = _line_batch(text, source, genre, lazy)
    if mixed is not None:
        return mixed
    g, body = _detect(text, source, genre)
    name = _name_of(source)
    if isinstance(body, dict):
        return [Loaded(g, g.from_json(body, source), source, name)]
    if not isinstance(body, str):  # already a Puzzle (a puzz.link URL)
        return [Loaded(g, body, source, name)]
    chunks = g.split(body, source) if g.split else None
    if not chunks:
        return [Loaded(g, g.parse(body, source), source, name)]
    if len(chunks) == 1:
        return [Loaded(g, g.parse(chunks[0][1], source), source, name)]
    _batch_found()
    entries = [Entry(g.name, chunk, source, f"{name}-{i}" if name else None, line_no)
               for i, (line_no, chunk) in enumerate(chunks, 1)]
    return entries if lazy else [entry.load() for entry in entries]


_KIT_HEADER = re.compile(r"\s*\d{1,4}[ \t]+\d{1,4}([ \t]+\d{1,4})?([ \t]+[A-Za-z])?[ \t]*$")  # (D: Skyscrapers' diagonal; d: Easy as ABC's last letter)


def _named_format(g: Genre, body: str, source: str):
    """``body`` read by a format read only when the genre is named (puzzlekit's ``R C`` text)
    when it starts like one and the genre's own reader refuses it (a two-column Hitori grid
    "1 2 / 2 1" is its own text first); else ``body`` unchanged (the genre's parser reads it)."""
    fmt = next((f for f in g.formats if not f.detected), None)
    first = next((line for line in body.splitlines() if line.strip()), "")
    if fmt is None or not _KIT_HEADER.match(first):
        return body
    try:
        return g.parse(body, source)
    except InputError as native:
        try:
            return fmt.read(body, source)
        except InputError:
            raise native from None


def _id_reader(g: Genre | None, text: str, source: str) -> Genre:
    """The genre that reads a one-line ID that ``g`` sniffed (None: no genre did): ``g`` when it
    reads it, else another genre whose ID pattern or sniffer takes it and that reads it (IDs of
    several games look alike: a cut-off Loopy ID can pass for a Solo one).  When none does, the
    error names the reader that refused it (and the others that tried)."""
    refused = []
    if g is not None:
        try:
            g.parse(text, source)
            return g
        except InputError as first:
            refused.append((g, first))
    line = text.strip()
    for other in _importable():  # (the error path only: every genre may be imported)
        ids = getattr(getattr(other, "declared", None), "ids", ())
        if other is g or not (any(f.pattern.match(line) for f in ids) or other.sniff(text)):
            continue
        try:
            other.parse(text, source)
            return other
        except InputError as e:
            refused.append((other, e))
    # the sniffing genre's error, unless it refused the parameters (before the ':') and another
    # reader took them and refused the description after them
    if not refused:
        raise InputError("no genre reads it as a game ID (is it cut off, or from a game gridsat lacks?)",
                         source, 1)
    # the sniffing genre's error when it took the parameters (before the ':') and refused the
    # description; else the reader that got furthest
    colon = text.index(":") - (len(text) - len(text.lstrip())) + 1
    best, e = refused[0] if g is not None and (refused[0][1].col or 0) > colon else \
        max(refused, key=lambda x: x[1].col or 0)
    also = [x.name for x, _ in refused if x is not best]
    also = ", ".join(also[:3]) + (f" and {len(also) - 3} more" if len(also) > 3 else "")
    raise InputError(f"{e.message} (read as a {best.title} ID{'; also refused as ' + also if also else ''})",
                     e.source, e.line, e.col) from None


def _detect(text: str, source: str, genre: str | None):
    """The genre and the body to parse: a dict for JSON, a built Puzzle for a puzz.link URL,
    else text with any ``genre:`` prefix blanked out (so line and column numbers still match
    the file)."""

    def genre_named(gname: str) -> Genre:
        try:
            return encoders.get(gname)
        except InputError as e:
            raise e.at(source) from None

    if looks_like_json(text):
        doc = parse_json(text, source)
        gname = genre or doc.get("genre")
        if not isinstance(gname, str):
            raise InputError('JSON puzzle has no "genre" field (or use --genre NAME)', source)
        return genre_named(gname), doc
    from .formats import puzzlink

    first = next((line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")), "")
    if puzzlink.looks_like_url(first):
        lines = significant_lines(text)
        if len(lines) != 1:
            raise InputError("a puzz.link URL must stand alone (one URL, nothing else)", source, lines[1][0])
        url = lines[0][1]
        pid = puzzlink.url_pid(url, source)
        found = encoders.by_puzzlink_pid(pid)
        if found is None:
            known = encoders.puzzlink_pids()
            raise InputError(f"puzz.link URL: genre {pid!r} is not one gridsat solves"
                             f"{encoders.did_you_mean(pid, known)} (puzz.link genres gridsat reads: "
                             f"{', '.join(known)})", source)
        g, fmt = found
        if genre and encoders.canonical(genre) != g.name:
            raise InputError(f"--genre {genre} contradicts the URL's genre ({g.name})", source)
        return g, fmt.read(url, source)
    lead = len(text) - len(text.lstrip())
    m = _PREFIX.match(text, lead)
    if m and encoders.canonical(m.group(1)):
        prefixed = genre_named(m.group(1))
        if genre and encoders.canonical(genre) != prefixed.name:
            raise InputError(f"--genre {genre} contradicts the '{m.group(1)}:' prefix", source)
        return prefixed, _named_format(prefixed, text[:lead] + " " * (m.end() - lead) + text[m.end():], source)
    if genre:
        named = genre_named(genre)
        return named, _named_format(named, text, source)
    g = encoders.sniff(text)  # the genre the first word names first; others only if need be
    one_id = bool(_ID_START.match(text)) and len(significant_lines(text)) == 1
    if g is not None or one_id:
        return (_id_reader(g, text, source) if one_id else g), text
    first = significant_lines(text)
    line = first[0][0] if first else None
    raise InputError("cannot tell which genre this is; name it with --genre NAME "
                     f"(known: {', '.join(encoders.genre_names())})", source, line)
