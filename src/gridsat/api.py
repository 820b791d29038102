"""The public API: load a puzzle, compile it, solve / count / prove unique, explain, export
DIMACS, decode an external solver's answer, check a solution, draw.

Every function that takes a puzzle accepts a :class:`Loaded`, a genre's Puzzle object, a
JSON-like dict (with ``"genre"``), a file path (``-``: standard input), or puzzle text in any
supported form (native text, JSON, a puzz.link URL, a game ID, a ``genre:`` prefixed line).

Every answer any backend returns is decoded and run through the genre's independent checker
before it is handed out; a backend answer that fails the checker raises
:class:`UnverifiedAnswer` instead of being reported.
"""
from __future__ import annotations

import gc
import json
import os
import re
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterator

from . import encoders
from .formats import (InputError, ascii_digits_only, looks_like_json, parse_json, read_input, shorten,
                      significant_lines)
from .genre import EncodeOptions, Genre
from .model import Model

MODES = ("solve", "unique", "count", "all")
SCHEMA = 1  # the "schema" field of every JSON document: raised only when a field changes meaning


class UnverifiedAnswer(RuntimeError):
    """A backend produced an assignment that violates the puzzle's rules (an encoding bug or a
    mismatched external answer).  Never shown as a solution."""


@dataclass
class Loaded:
    genre: Genre
    puzzle: Any
    source: str
    name: str | None  # export file name (None: not a file; see export_name)

    @property
    def genre_name(self) -> str:
        return self.genre.name


@dataclass
class Report:
    """What a solve found; :meth:`to_json` is the documented JSON document."""

    genre: str
    status: str
    solutions: list = field(default_factory=list)  # checked Solution objects
    stats: dict = field(default_factory=dict)
    complete: bool = False
    core: list[str] = field(default_factory=list)   # clues of a minimal conflict (unsat)
    core_minimal: bool = True
    mode: str = "solve"
    source: str = ""
    answer: Any = None          # the published answer form, when asked (answer=True)
    answer_asked: bool = False
    solutions_total: int | None = None  # up-to-symmetry search: answers the found ones stand for
    puzzle: Any = field(default=None, repr=False)
    genre_obj: Genre | None = field(default=None, repr=False)
    count_only: bool = False    # answers were counted (each checked), only the first one kept
    found: int | None = None    # with count_only: how many answers were found
    notes: list[str] = field(default_factory=list)  # one-line remarks (e.g. another rule has an answer)
    forced: list | None = None  # unique mode cut short: [(label, value)] the same in every answer

    @property
    def solution(self):
        return self.solutions[0] if self.solutions else None

    @property
    def solutions_found(self) -> int:
        """How many answers the search found (all of them kept in ``solutions`` unless
        ``count_only``)."""
        return self.found if self.found is not None else len(self.solutions)

    def to_json(self) -> dict:
        g = self.genre_obj or encoders.get(self.genre)
        doc = {
            "genre": self.genre,
            "status": self.status,
            "solutions_found": self.solutions_found,
            "solution": g.solution_to_json(self.solutions[0]) if self.solutions else None,
        }
        if self.mode in ("count", "all"):
            if self.count_only:  # counted, not kept: "solution" is the first one
                doc["count_only"] = True
            else:
                doc["solutions"] = [g.solution_to_json(s) for s in self.solutions]
            doc["complete"] = self.complete
        doc["stats"] = self.stats
        doc["source"] = self.source
        if self.answer_asked:
            doc["answer"] = self.answer
        if self.solutions_total is not None:
            doc["solutions_total"] = self.solutions_total
        if self.core:
            doc["unsat_core"] = self.core
            doc["unsat_core_minimal"] = self.core_minimal
        if self.notes:
            doc["notes"] = self.notes
        if self.forced is not None:
            doc["forced"] = [list(label) + [value] for label, value in self.forced]
        doc["schema"] = SCHEMA
        return doc


@dataclass
class Compiled:
    model: Model
    info: Any              # what the genre's rules returned (handed to decode)
    encode_seconds: float
    context: Any = None    # the compile context (gridsat.context.Context)


@dataclass
class Explanation:
    status: str  # "unsat" (clues conflict), "sat" (the puzzle has a solution), "timeout"
    clues: list[str] = field(default_factory=list)
    minimal: bool = True
    stats: dict = field(default_factory=dict)
    genre: str = ""
    source: str = ""

    def to_json(self) -> dict:
        status = {"sat": "solved", "unsat": "unsat", "timeout": "timeout"}[self.status]
        return {"genre": self.genre, "status": status, "conflict": self.clues,
                "minimal": self.minimal, "stats": self.stats, "source": self.source, "schema": SCHEMA}


# -- reading puzzles ---------------------------------------------------------------------------

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
    if "\n" in path or looks_like_json(path) or _looks_like_puzzle_text(path):
        return ascii_digits_only(path, "<argument>"), "<argument>"
    return read_input(path)  # "no such file"


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

    genre: str
    text: str
    source: str
    name: str | None
    line: int  # the file line its text starts on

    def load(self):
        """The :class:`Loaded` puzzle, or the :class:`InputError` that says why it is not one
        (its line counted in the file)."""
        g = encoders.get(self.genre)
        try:
            return Loaded(g, g.parse(self.text, self.source), self.source, self.name)
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
    """How many puzzles a genre's batch reader finds in ``text`` (1: not a batch)."""
    try:
        g, body = _detect(text, "input", genre)
    except InputError:
        return 0
    chunks = g.split(body, "input") if isinstance(body, str) and g.split else None
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


def _loads_all(text: str, source: str, genre: str | None, lazy: bool = False) -> list:
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
            raise InputError(f"puzz.link URL: genre {pid!r} is not one gridsat solves "
                             f"(puzz.link genres gridsat reads: {', '.join(known)})", source)
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
        return prefixed, text[:lead] + " " * (m.end() - lead) + text[m.end():]
    if genre:
        return genre_named(genre), text
    g = encoders.sniff(text)  # the genre the first word names first; others only if need be
    if g is not None:
        return g, text
    first = significant_lines(text)
    line = first[0][0] if first else None
    raise InputError("cannot tell which genre this is; name it with --genre NAME "
                     f"(known: {', '.join(encoders.genre_names())})", source, line)


# -- compiling ---------------------------------------------------------------------------------

BYTES_PER_CLAUSE = 300  # a clause in Python (list + ints) and in the solver, measured roughly
MAX_TIMEOUT = 1_000_000.0  # seconds (11.5 days); leave the limit out for none


_BUDGET: list = [0.0, 0]  # (when it was read, the budget): read again after a second


def default_max_clauses() -> int:
    """The clause budget: what 80% of the memory available now holds (the smaller of the
    machine's free memory and this process's address-space limit); ``--max-clauses``
    overrides it.  Without /proc/meminfo: 100 million.  Read at most once a second (a loop
    of small puzzles would otherwise read /proc on each)."""
    now = time.monotonic()
    if now - _BUDGET[0] > 1.0:
        _BUDGET[:] = [now, _memory_budget()]
    return _BUDGET[1]


def _memory_budget() -> int:
    import resource

    try:
        with open("/proc/meminfo") as f:
            info = dict(line.split(":", 1) for line in f)
        avail = int(info["MemAvailable"].split()[0]) * 1024
    except (OSError, KeyError, ValueError):
        avail = 100_000_000 * BYTES_PER_CLAUSE
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    if soft != resource.RLIM_INFINITY:
        try:
            with open("/proc/self/statm") as f:
                used = int(f.read().split()[0]) * resource.getpagesize()
        except (OSError, ValueError, IndexError):
            used = 0
        avail = min(avail, max(0, soft - used))
    return max(100_000, int(avail * 0.8 / BYTES_PER_CLAUSE))


def check_timeout(timeout: float | None) -> float | None:
    """A time limit is a positive, finite number of seconds up to MAX_TIMEOUT (None: none)."""
    if timeout is None:
        return None
    try:
        t = float(timeout)
    except (TypeError, ValueError):
        raise InputError(f"the time limit must be a number of seconds, not {str(timeout)[:60]!r}") from None
    if not (0 < t <= MAX_TIMEOUT):  # also refuses nan and inf
        raise InputError(f"the time limit must be a positive number of seconds up to {MAX_TIMEOUT:.0f} "
                         f"(leave it out for no limit), not {timeout}")
    return t


def compile_model(loaded, options: EncodeOptions | None = None, tags: bool = False,
                  purpose: str = "solve", backend: str = "pysat", deadline: float | None = None,
                  max_clauses: int | None = None, mode: str | None = None) -> Compiled:
    """Encode the puzzle: the genre's rules, then its implied constraints (not for an
    explanation: a core must name real clues), then its search hints (in-process solving
    only, unless ``options.hints`` is off), lowered for the target.

    ``purpose``: ``"solve"`` (in-process: lazy constraints allowed), ``"export"`` (DIMACS: a
    complete eager encoding, no hints) or ``"explain"`` (clue cores: eager too, so that
    shrinking a core needs no cut loops).

    ``deadline`` (``time.monotonic()``): raise :class:`~gridsat.model.DeadlineReached` when it
    passes mid-encoding; ``max_clauses``: raise :class:`~gridsat.model.FormulaTooLarge` beyond
    that many clauses (default: :func:`default_max_clauses`).

    ``mode``: the job (``solve``, ``unique``, ...).  A genre's dominance parts (canonical-form
    constraints: they keep an answer, not every answer) are built to prove an answer unique
    and in exports (where they help an external solver find one), never to count or list
    answers, nor for a first answer in-process (the hints find it faster).
    """
    from .context import Context
    from .lowering import for_target

    loaded = load(loaded)
    options = options or EncodeOptions()
    g, p = loaded.genre, loaded.puzzle
    encoders.check_options(g, options)
    t0 = time.perf_counter()
    base = Context(purpose=purpose, tags=tags, mode=mode, backend=backend, card=options.card, pb=options.pb,
                   connect=options.connect, deadline=deadline, max_clauses=max_clauses or default_max_clauses(),
                   hints_enabled=purpose == "solve" and options.hints, options=options)
    implied = [part for part in g.implied if purpose != "explain" and options.part_on(part, base)]
    hints = [part for part in g.hints if base.hints_enabled and options.part_on(part, base)]
    canonical = purpose == "export" or purpose == "solve" and mode == "unique"
    dominance = [part for part in g.dominance if canonical and options.part_on(part, base)]
    implied += dominance
    context = replace(base, implied=frozenset(part.name for part in implied),
                      hints=frozenset(part.name for part in hints),
                      dominance=frozenset(part.name for part in dominance))
    options = options.within(context)
    lowering = for_target(purpose, backend).using(card=options.card, pb=options.pb, connect=options.connect)
    model = Model(tags=tags, lowering=lowering)
    model.set_limits(deadline, context.max_clauses)
    model.hints_enabled = context.hints_enabled
    # Encoding allocates millions of small lists (clauses) that all stay alive; Python's cycle
    # collector would walk them again and again as they pile up (a 200x200 Tents encoding
    # took about twice as long with it), and none of them form cycles.  Paused meanwhile.
    collecting = gc.isenabled()
    gc.disable()
    try:
        info = g.rules(p, model, options)
        for part in implied:
            with model.implied(part.name):
                part.build(p, model, options, info)
        for part in hints:
            with model.hint(part.help or part.name):  # stats["hints"] shows what each says
                part.build(p, model, options, info)
        model.set_limits(model.deadline, model.max_clauses)  # the last few thousand clauses count too
    finally:
        if collecting:
            gc.enable()
    return Compiled(model, info, time.perf_counter() - t0, context)


def _tuning(g: Genre, compiled: Compiled, backend: str, solver: str | None):
    """The solver name and per-solver options: the genre's declared tuning."""
    config = {k: dict(v) for k, v in g.tuning.config.items()}
    if backend == "pysat" and solver is None:
        solver = g.tuning.solver
    return solver, config


def checked_solution(loaded: Loaded, compiled: Compiled, values: dict[int, bool], origin: str):
    g = loaded.genre
    sol = g.decode(loaded.puzzle, compiled.model, values, compiled.info)
    problems = g.check(loaded.puzzle, sol)
    if problems:
        raise UnverifiedAnswer(f"{origin} returned an answer that breaks the rules "
                               f"({problems[0]}{'; ...' if len(problems) > 1 else ''}); not shown")
    return sol


# -- solving -----------------------------------------------------------------------------------

def solve(puzzle, mode: str = "solve", count: int | None = None,
          options: EncodeOptions | None = None, backend: str = "pysat", solver: str | None = None,
          solver_cmd: str | None = None, timeout: float | None = None, explain: bool = False,
          on_solution: Callable[[Any], None] | None = None, jobs: int = 1, answer: bool = False,
          genre: str | None = None, max_clauses: int | None = None, certify: bool = False,
          count_only: bool = False, fallbacks: bool = True) -> Report:
    """Solve (``mode='solve'``), prove unique (``'unique'``), enumerate up to ``count``
    answers (``'count'``) or all of them (``'all'``).

    ``explain``: when there is no solution, name a minimal set of conflicting clues
    (``report.core``) within what is left of ``timeout``.  ``jobs`` > 1 races that many
    differently seeded copies of the PySAT solver.  ``answer``: also give the genre's
    published answer form (``report.answer``).  ``timeout`` covers everything from reading
    the puzzle to the last SAT call and the explanation; ``max_clauses``: see
    :func:`compile_model`.  ``certify``: every UNSAT claim of an external solver is proved
    again in-process before it is believed.  ``count_only`` (modes ``count`` and ``all``):
    count the answers without keeping them: each is still decoded and checked, and seen by
    ``on_solution``, but only the first is kept (``report.solutions``); the number is
    ``report.solutions_found``.

    Mode ``unique`` with a time limit keeps a quarter of the time left after the first answer:
    when the proof runs out, the backbone (:mod:`gridsat.backbone`) settles what it can in that
    time and ``report.forced`` lists what every answer shares.  No answer at all: the genre's
    ``fallbacks`` (other settings) are tried, and a note says which has an answer
    (``fallbacks=False``: not).
    """
    from .backends import make_backend
    from .model import DeadlineReached
    from .solving import search

    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    if count_only and mode not in ("count", "all"):
        raise ValueError("count_only counts answers: it needs mode 'count' or 'all'")
    timeout = check_timeout(timeout)
    started = time.monotonic()
    deadline = None if timeout is None else started + timeout
    loaded = load(puzzle, genre)
    g = loaded.genre
    options = options or EncodeOptions()
    if answer and g.answer is None:
        raise InputError(f"--answer: {g.name} has no published answer form")
    try:
        compiled = compile_model(loaded, options, backend=backend, deadline=deadline, max_clauses=max_clauses,
                                 mode=mode)
    except DeadlineReached:
        stats = dict(variables=0, clauses=0, encode_seconds=round(time.monotonic() - started, 6),
                     solve_seconds=0.0, sat_calls=0, backend=backend, solver=solver or backend)
        return Report(g.name, "timeout", [], stats, False, mode="count" if mode == "all" else mode,
                      source=loaded.source, puzzle=loaded.puzzle, genre_obj=g, count_only=count_only,
                      found=0 if count_only else None)
    model, encode_seconds = compiled.model, compiled.encode_seconds
    solver, config = _tuning(g, compiled, backend, solver)
    origin = solver_cmd if backend == "external" else f"{backend} backend"
    checked: list = []
    tally = [0, 0]  # answers found, and the answers they stand for (--up-to-symmetry)
    orbits = g.orbit_size if options.genre.get("up_to_symmetry") else None

    def accept(values: dict[int, bool]) -> None:
        sol = checked_solution(loaded, compiled, values, origin)
        tally[0] += 1
        if orbits is not None:
            tally[1] += orbits(loaded.puzzle, sol)
        if not count_only or not checked:
            checked.append(sol)
        if on_solution is not None:
            on_solution(sol)

    remaining = None if deadline is None else max(0.0, deadline - time.monotonic())  # reading and encoding count too
    search_mode = "count" if mode == "all" else mode
    def second() -> bool:
        """Unique mode, after the first answer: another answer the dominance parts cut away?"""
        if g.second is None or not compiled.context.dominance or len(checked) != 1:
            return False
        other = g.second(loaded.puzzle, checked[0], options)
        if other is None:
            return False
        problems = g.check(loaded.puzzle, other)
        if problems:
            raise UnverifiedAnswer(f"{g.name}: a second answer made from the first breaks the rules "
                                   f"({problems[0]}); not shown")
        checked.append(other)
        tally[0] += 1
        if on_solution is not None:
            on_solution(other)
        return True

    with make_backend(model, backend, solver, solver_cmd, remaining, jobs, config, certify=certify) as be:
        if search_mode == "unique":
            result = _unique(model, be, remaining, accept, second)
        else:
            result = search(model, be, search_mode, None if mode == "all" else count, remaining, accept,
                            keep=not count_only)
        used = be.name
        solver_label = getattr(be, "solver_name", None) or (solver_cmd if used == "external" else used)
    stats = dict(model.stats())
    stats.update(encode_seconds=round(encode_seconds, 6), solve_seconds=round(result.solve_seconds, 6),
                 sat_calls=result.calls, backend=used, solver=solver_label)
    if jobs > 1:
        stats["jobs"] = jobs
    if model.hint_names:  # "on": every call had the hints; "dropped": the rules alone took over
        stats.update(hints=model.hint_names, hints_status=result.hints)
    report = Report(g.name, result.status, checked, stats, result.complete, mode=search_mode,
                    source=loaded.source, puzzle=loaded.puzzle, genre_obj=g, count_only=count_only,
                    found=tally[0] if count_only else None)
    if answer:
        report.answer_asked = True
        report.answer = g.answer(loaded.puzzle, checked[0]) if checked else None
    if orbits is not None:
        report.solutions_total = tally[1]
    if result.status == "timeout" and search_mode == "unique" and len(checked) == 1 and deadline is not None:
        _settle(report, loaded, options, backend, solver, deadline, max_clauses)
    if result.status == "unsat" and fallbacks and g.fallbacks is not None:
        _fallback_note(report, loaded, options, backend, solver, deadline)
    left = None if timeout is None else timeout - (time.monotonic() - started)
    if (explain and result.status == "unsat" and backend in ("pysat", "z3")
            and (left is None or left > 0)):
        ex = explain_conflict(loaded, options, backend, solver, left, max_clauses=max_clauses)
        report.core = ex.clues
        report.core_minimal = ex.minimal and ex.status == "unsat"
    return report


PROOF_SHARE = 0.75  # unique mode with a time limit: the proof's share of the time left (the rest: backbone)


def _unique(model, backend, timeout: float | None, accept, second):
    """Mode unique: an answer, then (unless ``second()`` knows another) a search for another
    within PROOF_SHARE of the time left."""
    from .solving import search

    started = time.monotonic()
    result = search(model, backend, "solve", None, timeout, accept)
    if result.status != "solved":
        return result
    if second():
        result.status = "multiple"
        return result
    left = None if timeout is None else max(0.0, timeout - (time.monotonic() - started)) * PROOF_SHARE
    if left is not None and left <= 0:
        result.status = "timeout"
        return result
    more = search(model, backend, "solve", None, left, accept)
    result.calls += more.calls
    result.solve_seconds += more.solve_seconds
    result.hints = more.hints if result.hints == "on" else result.hints
    result.solutions += more.solutions
    result.found += more.found
    result.status = {"unsat": "unique", "solved": "multiple"}.get(more.status, "timeout")
    result.complete = more.status == "unsat"
    return result


def _settle(report: Report, loaded, options, backend: str, solver, deadline: float, max_clauses) -> None:
    """A uniqueness proof ran out of time: what the backbone settles in the time kept for it
    (on a fresh formula, without hints or dominance parts) goes to ``report.forced``; a
    settled backbone decides the question after all."""
    left = deadline - time.monotonic()
    if left <= 0 or backend not in ("pysat", "z3"):
        return
    bb = forced(loaded, options, backend, solver, left, max_clauses)
    if bb.status in ("open", "unique") or bb.forced:
        report.forced = bb.forced
    if bb.status == "unique":
        report.status, report.complete = "unique", True
    elif bb.status == "open" and bb.answers_seen > 1:
        report.status = "multiple"


FALLBACK_SECONDS = 10.0  # without a time limit: how long each fallback may look for an answer


def _fallback_note(report: Report, loaded, options, backend: str, solver, deadline) -> None:
    """No answer: try the genre's other settings; note the first that has one."""
    for note, other in loaded.genre.fallbacks(loaded.puzzle, options):
        left = FALLBACK_SECONDS if deadline is None else deadline - time.monotonic()
        if left <= 0:
            return
        try:
            rep = solve(loaded, "solve", options=other, backend=backend, solver=solver, timeout=left,
                        fallbacks=False)
        except InputError:
            continue
        if rep.status == "solved":
            report.notes.append(note)
            return


def count(puzzle, limit: int | None = None, **kwargs) -> Report:
    """Enumerate answers: up to ``limit`` of them, or every one (``limit=None``)."""
    return solve(puzzle, mode="all" if limit is None else "count", count=limit, **kwargs)


def solve_batch(items: list, workers: int = 1, **run) -> Iterator[tuple[int, Any, Report | InputError]]:
    """Solve each puzzle of a batch (:func:`load_all`'s list): yields ``(index, item, report)``,
    or ``(index, error, error)`` for an entry that could not be read, in input order.

    Consecutive puzzles of one shape (a genre that declares ``batch``: Sudoku lines, Solo IDs)
    share one incremental solver: the rules are encoded and loaded once, each puzzle's givens
    are assumptions, and its blocking clauses hang on a selector retired after it.
    ``workers`` > 1: that many processes solve runs of consecutive puzzles (a local pool)."""
    if workers > 1 and len(items) > 1:
        yield from _pooled(items, workers, run)
        return
    group: list = []  # (index, Loaded, key) of the current run of one shape
    for i, item in enumerate(items, 1):
        key = _batch_key(item, run)
        if group and key != group[0][2]:
            yield from _solve_group(group, run)
            group = []
        if key is None:
            yield i, item, (item if isinstance(item, InputError) else solve(item, **run))
        else:
            group.append((i, item, key))
    if group:
        yield from _solve_group(group, run)


_POOL_ITEMS: list = []  # the batch a forked pool works on (inherited, never pickled)


def _pooled(items: list, workers: int, run: dict) -> Iterator[tuple[int, Any, Report | InputError]]:
    import multiprocessing as mp

    from .processes import child_setup

    size = max(1, min(500, len(items) // (workers * 4) or 1))
    chunks = [(lo, min(lo + size, len(items))) for lo in range(0, len(items), size)]
    _POOL_ITEMS[:] = items
    pool = mp.get_context("fork").Pool(workers, initializer=child_setup)
    try:
        for (lo, hi), done in zip(chunks, pool.imap(_solve_chunk, [(lo, hi, run) for lo, hi in chunks])):
            for i, report in done:
                item = items[i - 1]
                if isinstance(report, Report):
                    report.puzzle, report.genre_obj = item.puzzle, item.genre
                    yield i, item, report
                else:
                    yield i, item, item
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()
        _POOL_ITEMS.clear()


def _solve_chunk(job) -> list:
    """In a pool worker: solve items lo..hi-1 of the inherited batch; Reports travel back
    without the puzzle and genre objects (the parent has them)."""
    lo, hi, run = job
    out = []
    for k, (j, item, report) in enumerate(solve_batch(_POOL_ITEMS[lo:hi], **run)):
        if isinstance(report, Report):
            report.puzzle = report.genre_obj = None
        else:
            report = None  # a bad entry: the parent has its error
        out.append((lo + j, report))
    return out


def _batch_key(item, run: dict):
    """The shape key of a puzzle that can share a solver under these settings (None: solo)."""
    if isinstance(item, InputError) or item.genre.batch is None:
        return None
    if run.get("backend", "pysat") != "pysat" or run.get("jobs", 1) != 1 or run.get("mode", "solve") == "all" \
            or run.get("count_only"):
        return None
    if run.get("answer") or (run.get("options") and run["options"].used()):
        return None
    shape = item.genre.batch(item.puzzle)
    return None if shape is None else (item.genre.name, shape[0])


def _solve_group(group: list, run: dict) -> Iterator[tuple[int, Any, Report]]:
    from .backends import make_backend
    from .model import DeadlineReached
    from .solving import search

    first = group[0][1]
    g = first.genre
    mode, count = run.get("mode", "solve"), run.get("count")
    options = run.get("options") or EncodeOptions()
    timeout = check_timeout(run.get("timeout"))
    _, template, _ = g.batch(first.puzzle)
    t0 = time.monotonic()
    try:
        compiled = compile_model(Loaded(g, template, first.source, None), options,
                                 deadline=None if timeout is None else t0 + timeout,
                                 max_clauses=run.get("max_clauses"))
    except DeadlineReached:  # the shape alone does not fit the time limit: one by one
        for i, item, _ in group:
            yield i, item, solve(item, **run)
        return
    model = compiled.model
    encode_seconds = time.monotonic() - t0
    solver, config = _tuning(g, compiled, "pysat", run.get("solver"))
    shape_stats = dict(model.stats())  # the shape's formula: the same wherever a puzzle falls in a run
    with make_backend(model, "pysat", solver, None, timeout, 1, config) as be:
        for n, (i, item, _) in enumerate(group):
            givens = [model.var(*label) for label in g.batch(item.puzzle)[2]]
            guard = model.aux()
            checked: list = []
            result = search(model, be, mode, count, timeout,
                            lambda values: checked.append(checked_solution(item, compiled, values, "pysat backend")),
                            assumptions=givens, guard=guard)
            be.add_clause([-guard])  # this puzzle's blocking clauses are done with
            if result.status == "unsat" and run.get("explain"):
                yield i, item, solve(item, **run)  # the explanation needs the puzzle's own clues
                continue
            stats = dict(shape_stats)
            stats.update(encode_seconds=round(encode_seconds if n == 0 else 0.0, 6),
                         solve_seconds=round(result.solve_seconds, 6), sat_calls=result.calls,
                         backend="pysat", solver=be.solver_name, shared_solver=True)
            yield i, item, Report(g.name, result.status, checked, stats, result.complete,
                                  mode="count" if mode == "all" else mode, source=item.source,
                                  puzzle=item.puzzle, genre_obj=g)


def explain_conflict(puzzle, options: EncodeOptions | None = None, backend: str = "pysat",
                     solver: str | None = None, timeout: float | None = None,
                     max_clauses: int | None = None) -> Explanation:
    """Why has the puzzle no solution?  A minimal set of clues that cannot hold together
    (an unsat core over the clue selectors, then shrunk one clue at a time).  Implied
    constraints and hints are left out, so the core names the puzzle's own clues."""
    from .backends import make_backend
    from .solving import minimal_core, solve_refined

    if backend == "external":
        raise InputError("explanations need an in-process backend (--backend pysat or z3)")
    from .model import DeadlineReached

    timeout = check_timeout(timeout)
    deadline = None if timeout is None else time.monotonic() + timeout
    loaded = load(puzzle)
    try:
        compiled = compile_model(loaded, options, tags=True, purpose="explain", backend=backend,
                                 deadline=deadline, max_clauses=max_clauses)
    except DeadlineReached:
        return Explanation("timeout", [], False, {"variables": 0, "clauses": 0, "clues": 0,
                                                  "encode_seconds": timeout, "solve_seconds": 0.0},
                           loaded.genre_name, loaded.source)
    model, encode_seconds = compiled.model, compiled.encode_seconds
    solver, config = _tuning(loaded.genre, compiled, backend, solver)
    t0 = time.perf_counter()
    with make_backend(model, backend, solver, None, timeout, config=config) as be:
        selectors = model.tag_assumptions()
        out = solve_refined(model, be, selectors, deadline)
        core, minimal = [], True
        if out.status == "unsat":
            core, minimal = minimal_core(model, be, out.core or selectors, deadline)
    stats = dict(model.stats(), encode_seconds=round(encode_seconds, 6),
                 solve_seconds=round(time.perf_counter() - t0, 6), clues=len(selectors))
    status = {"sat": "sat", "unsat": "unsat", "timeout": "timeout"}[out.status]
    clues = sorted(c for c in (model.clue_of(l) for l in core) if c)
    return Explanation(status, clues, minimal, stats, loaded.genre_name, loaded.source)


explain = explain_conflict


# -- the backbone ----------------------------------------------------------------------------------

@dataclass
class Forced:
    """What every answer shares (:func:`forced`).  ``forced``: ``[(label, value), ...]`` of the
    answer's variables that are the same in all answers; ``open``: how many differ between
    answers; ``unknown``: how many were not settled before the time limit."""

    status: str            # "unique" (nothing open), "open" (some answers differ), "unsat", "timeout"
    forced: list = field(default_factory=list)
    open: list = field(default_factory=list)
    unknown: list = field(default_factory=list)
    solution: Any = None   # the first answer (checked)
    answers_seen: int = 0
    stats: dict = field(default_factory=dict)
    genre: str = ""
    source: str = ""

    def cells(self) -> dict[tuple[int, int], str]:
        """Per grid cell (labels ``(name, row, col, ...)``): ``"?"`` when one of its variables
        is open or unsettled, else the forced value: the label's last part for a forced-true
        variable with one (a digit), ``"#"`` for a forced-true flag, ``"."`` when all are false."""
        out: dict[tuple[int, int], str] = {}
        for label, value in self.forced:
            cell = _cell_of(label)
            if cell is None or out.get(cell, "").strip(".") and not value:
                continue
            if value:
                out[cell] = str(label[3]) if len(label) > 3 else "#"
            else:
                out.setdefault(cell, ".")
        for label in self.open + self.unknown:
            cell = _cell_of(label)
            if cell is not None:
                out[cell] = "?"
        return out

    def to_svg(self) -> str:
        """A map of the answer's cells: open ones (answers differ there) marked ``?`` on red,
        forced ones grey with their forced value (a digit) or a dot for a forced mark."""
        from .render.svg import Board

        marks = self.cells()
        rows = max((r for r, _ in marks), default=0) + 1
        cols = max((c for _, c in marks), default=0) + 1
        board = Board(rows, cols, f"{self.genre}: what every answer shares",
                      caption=f"{len(self.open)} open, {len(self.forced)} forced, {len(self.unknown)} unsettled")
        for (r, c), mark in marks.items():
            board.fill(r, c, "#f4c7c3" if mark == "?" else "#e8e8e8", cls="open" if mark == "?" else "forced")
            if mark == "?":
                board.number(r, c, "?", given=False)
            elif mark not in (".", "#"):
                board.number(r, c, mark)
            elif mark == "#":
                board.disc(r, c, radius=0.15, fill="#444444")
        board.grid()
        board.frame()
        return board.document()

    def to_json(self) -> dict:
        g = encoders.get(self.genre)
        return {"genre": self.genre, "status": self.status,
                "forced": [list(label) + [value] for label, value in self.forced],
                "forced_count": len(self.forced), "open_count": len(self.open),
                "unknown_count": len(self.unknown),
                "open_cells": [list(c) for c, mark in sorted(self.cells().items()) if mark == "?"],
                "solution": g.solution_to_json(self.solution) if self.solution is not None else None,
                "answers_seen": self.answers_seen, "stats": self.stats, "source": self.source,
                "schema": SCHEMA}


def _cell_of(label) -> tuple[int, int] | None:
    if len(label) >= 3 and type(label[1]) is int and type(label[2]) is int:
        return label[1], label[2]
    return None


def forced(puzzle, options: EncodeOptions | None = None, backend: str = "pysat", solver: str | None = None,
           timeout: float | None = None, max_clauses: int | None = None) -> Forced:
    """The backbone of a puzzle: which parts of the answer are the same in every answer
    (:mod:`gridsat.backbone`).  With ``timeout``, what was settled when time ran out."""
    from dataclasses import replace as _replace

    from .backbone import backbone
    from .backends import make_backend
    from .model import DeadlineReached

    if backend == "external":
        raise InputError("forced needs an in-process backend (--backend pysat or z3)")
    timeout = check_timeout(timeout)
    started = time.monotonic()
    deadline = None if timeout is None else started + timeout
    loaded = load(puzzle)
    options = _replace(options or EncodeOptions(), hints=False)  # a hint may hide answers
    try:
        compiled = compile_model(loaded, options, backend=backend, deadline=deadline, max_clauses=max_clauses)
    except DeadlineReached:
        return Forced("timeout", genre=loaded.genre_name, source=loaded.source,
                      stats={"encode_seconds": round(time.monotonic() - started, 6)})
    model = compiled.model
    solver, config = _tuning(loaded.genre, compiled, backend, solver)
    firsts: list = []

    def accept(values) -> None:
        sol = checked_solution(loaded, compiled, values, f"{backend} backend")
        if not firsts:
            firsts.append(sol)

    t0 = time.monotonic()
    left = None if deadline is None else max(0.0, deadline - t0)
    with make_backend(model, backend, solver, None, left, config=config) as be:
        bb = backbone(model, be, deadline, accept)
    label = model.labels.get
    status = {"unsat": "unsat", "timeout": "timeout"}.get(bb.status, "open" if bb.open else "unique")
    stats = dict(model.stats(), encode_seconds=round(compiled.encode_seconds, 6),
                 solve_seconds=round(time.monotonic() - t0, 6), sat_calls=bb.calls)
    return Forced(status, [(label(v), val) for v, val in sorted(bb.forced.items())],
                  [label(v) for v in sorted(bb.open)], [label(v) for v in sorted(bb.unknown)],
                  firsts[0] if firsts else None, bb.answers, stats, loaded.genre_name, loaded.source)


# -- DIMACS --------------------------------------------------------------------------------------

def export_dimacs(puzzle, out_dir: str = "cnf_out", options: EncodeOptions | None = None,
                  path: str | None = None, max_clauses: int | None = None,
                  force: bool = False) -> tuple[Path, Model]:
    """Write ``<out_dir>/<name>.cnf`` (a complete eager encoding with the implied constraints,
    no hints; atomic).  ``name``: :func:`export_name`.  An existing file there that is not the
    export of this same puzzle is not replaced unless ``force``."""
    from .backends.dimacs import read_header, write_dimacs

    loaded = load(puzzle)
    target = Path(path) if path else Path(out_dir) / f"{export_name(loaded)}.cnf"
    digest = puzzle_digest(loaded)
    if not force and target.exists():
        try:
            theirs = read_header(target)[0].get("puzzle") if target.is_file() else None
        except (OSError, UnicodeDecodeError, ValueError):
            theirs = None
        if theirs != digest:
            raise InputError(f"{target} exists and is not an export of this puzzle; pass --force to replace it "
                             "(or -o DIR to write elsewhere)", loaded.source)
    model = compile_model(loaded, options, purpose="export", max_clauses=max_clauses).model
    if model.needs_z3:
        raise InputError("this puzzle has arithmetic constraints with no CNF form; it cannot be exported",
                         loaded.source)
    options = options or EncodeOptions()
    header = {"genre": loaded.genre_name, "source": loaded.source, "puzzle": digest}
    header.update(loaded.genre.describe(loaded.puzzle))
    header["card"] = options.card
    header.update(sorted(options.used().items()))
    try:
        return write_dimacs(model, target, header), model
    except OSError as e:
        raise InputError(f"cannot write {target}: {e.strerror or e}", str(target.parent)) from None


def decode_answer(puzzle, text: str, source: str, options: EncodeOptions | None = None):
    """Decode a SAT solver's output for this puzzle.  Returns ``(status, solution or None)``;
    the solution has passed the checker."""
    from .backends.dimacs import parse_solver_output

    loaded = load(puzzle)
    status, values = parse_solver_output(text, source)
    if status != "sat":
        return status, None
    compiled = compile_model(loaded, options, purpose="export")
    missing = [v for v in compiled.model.primary if v not in values]
    if missing:
        raise InputError(f"the model in the solver output does not cover variable {missing[0]} "
                         f"(the formula has {compiled.model.nvars}); was it made from this puzzle with the "
                         "same --card?", source)
    return "sat", checked_solution(loaded, compiled, values, f"the solver output {source}")


# -- solutions and pictures ----------------------------------------------------------------------

def read_solution(puzzle, solution) -> Any:
    """A solution: a path to gridsat's ``solve --json`` output (or its "solution" object), or
    that document as a dict."""
    loaded = load(puzzle)
    if isinstance(solution, loaded.genre.solution):
        return solution
    if isinstance(solution, dict):
        doc, source = solution, "solution"
    else:
        text, source = read_input(os.fspath(solution))
        doc = parse_json(text, source,
                         "a solution must be a JSON object (gridsat's --json output or its \"solution\")")
    if "solution" in doc:
        if doc.get("genre") not in (None, loaded.genre_name):
            raise InputError(f"solution is for genre {doc.get('genre')!r}, the puzzle is {loaded.genre_name}",
                             source)
        doc = doc["solution"]
        if not isinstance(doc, dict):
            raise InputError('"solution" is null: that output holds no solution', source)
    return loaded.genre.solution_from_json(doc, loaded.puzzle, source)


def check(puzzle, solution) -> list[str]:
    """The rules the solution breaks (empty: valid).  ``solution``: a Solution, a dict or a path."""
    loaded = load(puzzle)
    return loaded.genre.check(loaded.puzzle, read_solution(loaded, solution))


def draw(puzzle, solution=None, fmt: str = "text", ascii: bool = False) -> str:
    """The puzzle (with a solution, checked first, when given) as text or an SVG document."""
    loaded = load(puzzle)
    g = loaded.genre
    sol = None if solution is None else read_solution(loaded, solution)
    if sol is not None:
        problems = g.check(loaded.puzzle, sol)
        if problems:
            raise InputError(f"the solution breaks a rule ({problems[0]}); not drawn")
    if fmt == "text":
        return g.draw(loaded.puzzle, sol, ascii)
    if fmt == "svg":
        if g.draw_svg is None:
            raise InputError(f"drawing is not available for {g.name} yet")
        return g.draw_svg(loaded.puzzle, sol)
    raise ValueError(f"unknown drawing format {fmt!r}; choose text or svg")


def convert(puzzle, to: str) -> str:
    """The puzzle written in another format: ``json``, ``native`` or a genre format's name
    (``puzzlink``, ``tatham``, ...)."""
    import json

    loaded = load(puzzle)
    g = loaded.genre
    if to == "json":
        return json.dumps(g.to_json(loaded.puzzle))
    if to == "native":
        if g.to_text is None:
            raise InputError(f"{g.name} has no native text writer; convert it to json instead")
        return g.to_text(loaded.puzzle)
    fmt = g.format(to)
    if fmt is None or fmt.write is None:
        what = {"puzzlink": "puzz.link", "tatham": "Simon Tatham's collection"}.get(to, to)
        raise InputError(f"{what} has no {g.name} genre; convert it to json instead")
    return fmt.write(loaded.puzzle)
