"""The public API: load a puzzle, compile it, solve / count / prove unique, export DIMACS,
decode an external solver's answer, check a solution.

Every answer any backend returns is decoded and run through the genre's independent checker
before it is handed out; a backend answer that fails the checker raises
:class:`UnverifiedAnswer` instead of being reported.
"""
from __future__ import annotations

import gc
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from . import encoders
from .encoders import EncodeOptions
from .formats import InputError, looks_like_json, parse_json, read_input, significant_lines
from .model import Model


class UnverifiedAnswer(RuntimeError):
    """A backend produced an assignment that violates the puzzle's rules (an encoding bug or a
    mismatched external answer).  Never shown as a solution."""


@dataclass
class Loaded:
    genre: Any  # the genre module
    puzzle: Any
    source: str
    name: str  # short name for output files

    @property
    def genre_name(self) -> str:
        return self.genre.NAME


@dataclass
class Report:
    genre: str
    status: str
    solutions: list = field(default_factory=list)  # checked Solution objects
    stats: dict = field(default_factory=dict)
    complete: bool = False
    core: list[str] = field(default_factory=list)


_PREFIX = re.compile(r"([a-z][a-z0-9_-]*):(?!//)")


def _name_of(source: str) -> str:
    if source.startswith("<"):
        return "stdin"
    stem = Path(source).name.split(".")[0]
    return re.sub(r"[^A-Za-z0-9_-]+", "_", stem) or "puzzle"


def _read(path: str) -> tuple[str, str]:
    """A file's text, or a puzz.link URL given in place of a path (its own text)."""
    from .formats.puzzlink import looks_like_url

    if looks_like_url(path):
        return path, "url"
    return read_input(path)


def load(path: str, genre: str | None = None, index: int | None = None) -> Loaded:
    """Read one puzzle from a file path (or ``-`` for stdin, or a puzz.link URL).  For a file
    holding several puzzles, ``index`` (1-based) picks one; without it the file must hold
    exactly one."""
    text, source = _read(path)
    return loads(text, source, genre, index)


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


def load_all(path: str, genre: str | None = None) -> list:
    """Every puzzle of a file: a list of :class:`Loaded`, or :class:`InputError` for a bad one
    (a batch reports bad entries and goes on with the rest)."""
    text, source = _read(path)
    return loads_all(text, source, genre)


def loads_all(text: str, source: str = "input", genre: str | None = None) -> list:
    mod, body = _detect(text, source, genre)
    if isinstance(body, dict):
        return [Loaded(mod, mod.from_json(body, source), source, _name_of(source))]
    if not isinstance(body, str):  # already a Puzzle (a puzz.link URL)
        return [Loaded(mod, body, source, _name_of(source))]
    split = getattr(mod, "split", None)
    chunks = split(body, source) if split else None
    if not chunks:
        return [Loaded(mod, mod.parse(body, source), source, _name_of(source))]
    if len(chunks) == 1:
        return [Loaded(mod, mod.parse(chunks[0][1], source), source, _name_of(source))]
    out: list = []
    for i, (line_no, chunk) in enumerate(chunks, 1):
        # pad with newlines so the parser's line numbers are the file's
        try:
            out.append(Loaded(mod, mod.parse("\n" * (line_no - 1) + chunk, source), source,
                              f"{_name_of(source)}-{i}"))
        except InputError as e:
            out.append(e)
    return out


def _detect(text: str, source: str, genre: str | None):
    """The genre module and the body to parse: a dict for JSON, a built Puzzle for a puzz.link
    URL, else text with any ``genre:`` prefix blanked out (so line and column numbers still
    match the file)."""

    def genre_module(gname: str):
        try:
            return encoders.get(gname)
        except InputError as e:
            raise e.at(source) from None

    if looks_like_json(text):
        doc = parse_json(text, source)
        gname = genre or doc.get("genre")
        if not isinstance(gname, str):
            raise InputError('JSON puzzle has no "genre" field (or use --genre NAME)', source)
        return genre_module(gname), doc
    from .formats import puzzlink

    first = next((line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")), "")
    if puzzlink.looks_like_url(first):
        lines = significant_lines(text)
        if len(lines) != 1:
            raise InputError("a puzz.link URL must stand alone (one URL, nothing else)", source, lines[1][0])
        gname, puzzle = puzzlink.decode(lines[0][1], source)
        if genre and encoders.canonical(genre) != gname:
            raise InputError(f"--genre {genre} contradicts the URL's genre ({gname})", source)
        return genre_module(gname), puzzle
    lead = len(text) - len(text.lstrip())
    m = _PREFIX.match(text, lead)
    if m and encoders.canonical(m.group(1)):
        prefixed = genre_module(m.group(1))
        if genre and encoders.canonical(genre) != prefixed.NAME:
            raise InputError(f"--genre {genre} contradicts the '{m.group(1)}:' prefix", source)
        return prefixed, text[:lead] + " " * (m.end() - lead) + text[m.end():]
    if genre:
        return genre_module(genre), text
    for gname in encoders.genre_names():
        mod = encoders.get(gname)
        if mod.sniff(text):
            return mod, text
    first = significant_lines(text)
    line = first[0][0] if first else None
    raise InputError("cannot tell which genre this is; name it with --genre NAME "
                     f"(known: {', '.join(encoders.genre_names())})", source, line)


def compile_model(loaded: Loaded, options: EncodeOptions | None = None,
                  tags: bool = False, purpose: str = "solve", native_pb: bool = False) -> tuple[Model, float]:
    """Encode the puzzle; returns the model and the encode seconds.

    ``purpose`` is ``"solve"`` (in-process: lazy constraints allowed), ``"export"`` (DIMACS:
    encoders must produce a complete eager encoding) or ``"explain"`` (clue cores: eager too,
    so that shrinking a core needs no cut loops); encoders read ``model.notes["purpose"]``.
    """
    options = options or EncodeOptions()
    encoders.check_options(loaded.genre, options)
    t0 = time.perf_counter()
    model = Model(tags=tags)
    model.notes["purpose"] = purpose
    model.notes["hints"] = options.hints
    model.native_pb = native_pb  # the z3 backend takes sums as native terms
    # Encoding allocates millions of small lists (clauses) that all stay alive; Python's cycle
    # collector would walk them again and again as they pile up (a 200x200 Tents encoding
    # took about twice as long with it), and none of them form cycles.  Paused meanwhile.
    collecting = gc.isenabled()
    gc.disable()
    try:
        loaded.genre.encode(loaded.puzzle, model, options)
    finally:
        if collecting:
            gc.enable()
    return model, time.perf_counter() - t0


def checked_solution(loaded: Loaded, model: Model, values: dict[int, bool], origin: str):
    sol = loaded.genre.decode(loaded.puzzle, model, values)
    problems = loaded.genre.check(loaded.puzzle, sol)
    if problems:
        raise UnverifiedAnswer(f"{origin} returned an answer that breaks the rules "
                               f"({problems[0]}{'; ...' if len(problems) > 1 else ''}); not shown")
    return sol


def solve(loaded: Loaded, mode: str = "solve", count: int | None = None,
          options: EncodeOptions | None = None, backend: str = "pysat", solver: str | None = None,
          solver_cmd: str | None = None, timeout: float | None = None, explain: bool = False,
          on_solution: Callable[[Any], None] | None = None, jobs: int = 1) -> Report:
    """Solve (``mode='solve'``), prove unique (``'unique'``) or enumerate (``'count'``).
    ``jobs`` > 1 races that many differently seeded copies of the PySAT solver."""
    from .backends import make_backend
    from .solving import search

    model, encode_seconds = compile_model(loaded, options, tags=explain, native_pb=backend == "z3")
    if backend == "pysat" and solver is None:
        solver = getattr(loaded.genre, "SOLVER", None)  # a genre's measured best, if it names one
    origin = solver_cmd if backend == "external" else f"{backend} backend"
    checked: list = []

    def accept(values: dict[int, bool]) -> None:
        sol = checked_solution(loaded, model, values, origin)
        checked.append(sol)
        if on_solution is not None:
            on_solution(sol)

    remaining = None if timeout is None else max(0.0, timeout - encode_seconds)  # encoding counts too
    deadline = None if remaining is None else time.monotonic() + remaining  # one for the whole job
    with make_backend(model, backend, solver, solver_cmd, remaining, jobs) as be:
        result = search(model, be, mode, count, remaining, accept)
        used = be.name
        solver_label = getattr(be, "solver_name", None) or (solver_cmd if used == "external" else used)
    stats = dict(model.stats())
    stats.update(encode_seconds=round(encode_seconds, 6), solve_seconds=round(result.solve_seconds, 6),
                 sat_calls=result.calls, backend=used, solver=solver_label)
    if jobs > 1:
        stats["jobs"] = jobs
    if model.hint_names:  # "on": every call had the hints; "dropped": the rules alone took over
        stats.update(hints=model.hint_names, hints_status=result.hints)
    core = []
    if result.status == "unsat" and explain:
        from .solving import minimal_core

        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        with make_backend(model, backend, solver, solver_cmd, left) as be:
            lits, _ = minimal_core(model, be, result.core or model.tag_assumptions(), deadline)
        core = sorted({c for c in (model.clue_of(l) for l in lits) if c})
    return Report(loaded.genre_name, result.status, checked, stats, result.complete, core)


@dataclass
class Explanation:
    status: str  # "unsat" (clues conflict), "sat" (the puzzle has a solution), "timeout"
    clues: list[str] = field(default_factory=list)
    minimal: bool = True
    stats: dict = field(default_factory=dict)


def explain(loaded: Loaded, options: EncodeOptions | None = None, backend: str = "pysat",
            solver: str | None = None, timeout: float | None = None) -> Explanation:
    """Why has the puzzle no solution?  A minimal set of clues that cannot hold together
    (an unsat core over the clue selectors, then shrunk one clue at a time)."""
    from .backends import make_backend
    from .solving import minimal_core, solve_refined

    if backend == "external":
        raise InputError("explanations need an in-process backend (--backend pysat or z3)")
    model, encode_seconds = compile_model(loaded, options, tags=True, purpose="explain",
                                          native_pb=backend == "z3")
    if backend == "pysat" and solver is None:
        solver = getattr(loaded.genre, "SOLVER", None)
    deadline = None if timeout is None else time.monotonic() + max(0.0, timeout - encode_seconds)
    t0 = time.perf_counter()
    with make_backend(model, backend, solver, None, timeout) as be:
        selectors = model.tag_assumptions()
        out = solve_refined(model, be, selectors, deadline)
        core, minimal = [], True
        if out.status == "unsat":
            core, minimal = minimal_core(model, be, out.core or selectors, deadline)
    stats = dict(model.stats(), encode_seconds=round(encode_seconds, 6),
                 solve_seconds=round(time.perf_counter() - t0, 6), clues=len(selectors))
    status = {"sat": "sat", "unsat": "unsat", "timeout": "timeout"}[out.status]
    clues = sorted(c for c in (model.clue_of(l) for l in core) if c)
    return Explanation(status, clues, minimal, stats)


def export_dimacs(loaded: Loaded, out_dir: str = "cnf_out", options: EncodeOptions | None = None,
                  path: str | None = None) -> tuple[Path, Model]:
    """Write ``<out_dir>/<name>.cnf`` (a complete eager encoding; atomic)."""
    from .backends.dimacs import write_dimacs

    model, _ = compile_model(loaded, options, purpose="export")
    if model.needs_z3:
        raise InputError("this puzzle has arithmetic constraints with no CNF form; it cannot be exported",
                         loaded.source)
    options = options or EncodeOptions()
    header = {"genre": loaded.genre_name, "source": loaded.source}
    header.update(loaded.genre.describe(loaded.puzzle))
    header["card"] = options.card
    for opt in sorted(options.genre_options_used()):
        header[opt] = getattr(options, opt)
    target = Path(path) if path else Path(out_dir) / f"{loaded.name}.cnf"
    try:
        return write_dimacs(model, target, header), model
    except OSError as e:
        raise InputError(f"cannot write {target}: {e.strerror or e}", str(target.parent)) from None


def decode_answer(loaded: Loaded, text: str, source: str, options: EncodeOptions | None = None):
    """Decode a SAT solver's output for this puzzle.  Returns ``(status, solution or None)``;
    the solution has passed the checker."""
    from .backends.dimacs import parse_solver_output

    status, values = parse_solver_output(text, source)
    if status != "sat":
        return status, None
    model, _ = compile_model(loaded, options, purpose="export")
    missing = [v for v in model.primary if v not in values]
    if missing:
        raise InputError(f"the model in the solver output does not cover variable {missing[0]} "
                         f"(the formula has {model.nvars}); was it made from this puzzle with the "
                         "same --card?", source)
    return "sat", checked_solution(loaded, model, values, f"the solver output {source}")


def check(loaded: Loaded, solution) -> list[str]:
    return loaded.genre.check(loaded.puzzle, solution)
