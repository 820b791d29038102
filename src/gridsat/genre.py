"""What a genre is: one :class:`Genre` object that declares everything the library needs.

A genre package (``gridsat/encoders/<name>/``) builds one ``GENRE = Genre(...)`` in its
``__init__.py``; the registry (:mod:`gridsat.encoders`) lists them.  The library reads only
these fields: it never looks for optional functions with ``hasattr``, so what a genre can do
is visible in one place.  See ``docs/architecture.md`` for the step-by-step guide.

Callables and their signatures (``P`` is the genre's Puzzle type, ``S`` its Solution type):

=================  ==============================================================================
``parse``          ``(text, source) -> P``: every text form of the genre (native, game IDs, ...)
``sniff``          ``(text) -> bool``: does this text look like this genre (auto-detection)
``split``          ``(text, source) -> [(line_no, text), ...] | None``: a batch file's puzzles
``from_json``      ``(doc, source) -> P``;  ``to_json``: ``(P) -> dict`` (with ``"genre"``)
``rules``          ``(P, model, options) -> info``: the encoding of the rules; ``info`` (any
                   value, usually None) is handed to ``decode`` and to the implied/hint parts
``decode``         ``(P, model, values, info) -> S``: the answer read from named variables
``check``          ``(P, S) -> [violated rule, ...]``: the independent checker (empty = valid)
``solution_to_json`` / ``solution_from_json``: ``(S) -> dict`` / ``(doc, P, source) -> S``
``draw``           ``(P, S | None, ascii) -> str``: text drawing
``draw_svg``       ``(P, S | None) -> str``: an SVG document (None: no pictures yet)
``describe``       ``(P) -> dict``: header facts (size, counts) for DIMACS comments
``tiny``           ``(random.Random) -> P``: a tiny random instance (a handful of cells) for the
                   registry's contract test, which compares enumeration with brute force
``batch``          ``(P) -> (key, template, [label, ...]) | None``: for batches of one shape: the
                   puzzle as ``template`` (the same rules, no givens) plus the variables its
                   givens set true; puzzles with one ``key`` share one incremental solver
``candidates``     ``(P) -> iterable of S``: every candidate answer of a tiny puzzle, for that
                   brute force (the test keeps those the checker accepts).  It may leave out
                   only what a single rule rules out on its own (e.g. rows with the wrong
                   count); it must never lean on the encoding
``generate``       a :class:`Generator`: how ``gridsat generate`` makes random puzzles of the
                   genre (the shared driver, :mod:`gridsat.generate`, makes them unique)
``dominance``      ``Part``s built only to prove an answer unique and in exports: constraints
                   that keep at least one answer of every solvable puzzle (a canonical form),
                   never built to count or list answers
``second``         ``(P, S, options, deadline=None) -> S | None``: in unique mode, an answer other
                   than the first that the dominance parts may have cut away (None: there is
                   none); with it, "no answer under the dominance parts" proves uniqueness.
                   ``deadline`` (``time.monotonic()``, or None): the run's time limit
``fallbacks``      ``(P, options) -> [(note, options), ...]``: when there is no answer, other
                   settings to try (within the time left); the note of the first that has an
                   answer goes into the report (Numberlink: "... but one under the loose rule")
=================  ==============================================================================
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping


@dataclass(frozen=True)
class Option:
    """A genre option, declared once; the CLI makes the flag from it.

    ``kind``: ``"flag"`` (``--allow-empty``: True when given), ``"negflag"`` (``--no-rotation``:
    False when given), ``"choice"`` (``--flag VALUE`` among ``choices``).
    The value reaches the encoder as ``options.<name>``."""

    name: str
    flag: str
    default: Any = False
    help: str = ""
    kind: str = "flag"
    choices: tuple = ()


@dataclass(frozen=True)
class Part:
    """A named implied (redundant) constraint, search hint or tactic: ``build(P, model,
    options, info)``.

    Implied constraints follow from the rules (sound, never change the answers); the library
    adds them for solving and DIMACS export and leaves them out of explanations, so an unsat
    core names real clues.  Hints need not follow from the rules; the library adds them to
    in-process solving only, behind one selector (see :mod:`gridsat.solving`); a hint's
    ``help`` (what it says) is what JSON stats list under ``"hints"``.  ``when(context)``
    false: the part does not apply (``context``: :class:`gridsat.context.Context`, with the
    options as ``context.options``; e.g. a hint only true under the strict rule).

    A *tactic* is a Part without ``build``: a way of writing the rules that suits some jobs
    only (settle the givens before encoding: ``when=ANSWERS_ONLY``).  The rules declare it
    next to themselves and ask ``options.on(TACTIC)``; the compiler decides it, so the rules
    never ask what the formula is for."""

    name: str
    build: Callable | None = None
    default: bool = True
    help: str = ""
    when: Callable | None = None  # (context) -> bool: whether the part applies at all (None: always)


@dataclass(frozen=True)
class Tuning:
    """Solver choice measured best for the genre: the PySAT ``solver`` used when ``--solver``
    is not given, and per-solver options (``{"cadical195": {"elim": 0}}``).  ``lazy_proofs``
    (a loop genre): hints shrink a reason by the solving formula's proofs (lazy loop cuts)
    rather than the eager explanation formula's, which leave many questions undecided within
    their budget there (:meth:`gridsat.hints.Hinter._limited`)."""

    solver: str | None = None
    config: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    lazy_proofs: bool = False


@dataclass(frozen=True)
class Format:
    """A text format of the genre besides native text and JSON (puzz.link URL, Tatham game ID,
    a seed format, ...).  ``read(text, source) -> P``; ``write(P) -> str`` or None when the format
    is read-only; ``pids``: the puzz.link genre names it reads (puzz.link only)."""

    name: str
    read: Callable
    write: Callable | None = None
    pids: tuple[str, ...] = ()
    detected: bool = True  # False: read only when the genre is named (puzzlekit's "R C" text)


@dataclass(frozen=True)
class Generator:
    """How a genre makes puzzles; :mod:`gridsat.generate` (the shared driver) does the rest:
    it scores each candidate by its backbone (how many answer variables are still open), keeps
    a move that leaves fewer open (a worse one now and then), starts again when stuck, proves
    the result unique, and for ``--minimal`` takes clues away while it stays unique.

    ``make(rng, (rows, cols), options) -> P``: a random start (it need not be unique; a
    planted answer keeps it solvable).  ``improve(rng, P, forced) -> P | None``: one move
    toward uniqueness, given :class:`gridsat.api.Forced` of ``P`` (its open labels and one
    answer); None: start again.  ``clues(P) -> [clue, ...]`` and ``without(P, clues) -> P``:
    what ``--minimal`` may take away (for a genre with ``batch``, the clues are its batch
    labels, so the driver tests them as assumptions on one solver).  ``monotone``: taking a
    clue away never loses an answer (Sudoku givens, counts, numbers; not Numberlink pairs).
    ``options``: generator flags (``Option``; kind ``"int"`` or ``"flag"``).

    Or, instead of ``make``/``improve``, the clues of an answer (issue 35): ``board(rng,
    (rows, cols), options) -> P``, the board without clues (rooms, black cells, ...; None:
    the genre's Puzzle type with empty cells);
    ``plant(rng, P) -> S | None``, a random answer on it (None, or no ``plant``: the driver
    plants one with the solver, random choices one variable at a time); ``shows(P, S) ->
    {clue: value}``, every clue the answer shows (numbers it counts, givens that are its
    cells, ...); ``pose(P, {clue: value}) -> P``, the board with just those clues.  The driver
    writes them all, and takes them away (random order) while the puzzle stays unique.

    Or ``rooms=True``: the rooms are the puzzle (LITS, Norinori): the driver starts from
    random rooms (or ``board``) and moves a cell across a room border, so that the answer
    found stays an answer (the genre's checker says), scored by the backbone as above.  The
    random rooms the driver cuts (``board`` None) have ``room_size`` cells or more, a room
    at most three times that after the moves."""

    make: Callable | None = None
    improve: Callable | None = None
    clues: Callable | None = None
    without: Callable | None = None
    monotone: bool = True
    size: tuple[int, int] = (9, 9)            # default --size
    square: bool = False                      # rows == cols only
    options: tuple[Option, ...] = ()
    board: Callable | None = None             # the clues of an answer: see above
    plant: Callable | None = None
    shows: Callable | None = None
    pose: Callable | None = None
    rooms: bool = False
    room_size: int = 4


def cell_clues(check: Callable, values: Callable) -> Callable:
    """A Generator's ``shows`` for clues that sit in cells of a :class:`gridsat.board.Grid`: a
    cell's clue is the first of ``values(P, cell)`` with which the genre's independent checker
    accepts the answer on the board with that clue alone; a cell where none is accepted (or
    that the board fills: black cells, ...; but a ``?``, a number not given, may get one)
    gets none.  Pair it with :func:`posed_cells`."""
    def shows(p, sol) -> dict:
        own = p.clues()
        out = {}
        for cell in p:
            if own.get(cell, "?") != "?":
                continue
            for v in values(p, cell):
                if not check(p.with_cells({**own, cell: v}), sol):
                    out[cell] = v
                    break
        return out
    return shows


def room_clues(count: Callable) -> Callable:
    """A Generator's ``shows`` for one number a room: ``count(P, S, cells)``, the room's number
    in the answer (its shaded cells, its loop cells, ...).  Pair it with :func:`posed_rooms`."""
    return lambda p, sol: {i: count(p, sol, room) for i, room in enumerate(p.room_cells)}


def posed_rooms(p, numbers: Mapping):
    """A Generator's ``pose`` for one number a room: each in the middle cell of its room's
    reading order."""
    return p.with_cells({p.room_cells[i][len(p.room_cells[i]) // 2]: n for i, n in numbers.items()})


def posed_cells(p, clues: Mapping):
    """A Generator's ``pose`` for clues in cells (``(r, c)`` keys) and outside the grid
    (``(side, i)`` keys): the board's own cells and these clues."""
    cells = {**p.clues(), **{x: v for x, v in clues.items() if type(x[0]) is int}}
    if not p.outside:
        return p.with_cells(cells)
    outside = {side: [clues.get((side, i)) for i in range(len(line))] for side, line in p.outside.items()}
    return p.with_cells(cells).replace(outside=outside)


def line_counts(p, cells) -> dict:
    """The counts outside the grid that ``cells`` (shaded, filled, ship cells) show, keyed
    ``(side, i)`` for each side the board has (top and bottom count columns)."""
    on = set(cells)
    return {(side, i): sum((r, i) in on if side in ("top", "bottom") else (i, r) in on
                           for r in range(p.rows if side in ("top", "bottom") else p.cols))
            for side, line in p.outside.items() for i in range(len(line))}


@dataclass(frozen=True)
class Genre:
    name: str
    title: str
    puzzle: type
    solution: type
    parse: Callable
    sniff: Callable
    from_json: Callable
    to_json: Callable
    rules: Callable
    decode: Callable
    check: Callable
    solution_to_json: Callable
    solution_from_json: Callable
    draw: Callable
    describe: Callable
    to_text: Callable | None = None           # native text writer (round trip); None: JSON only
    aliases: tuple[str, ...] = ()
    split: Callable | None = None
    draw_svg: Callable | None = None
    formats: tuple[Format, ...] = ()          # beyond native text and JSON
    implied: tuple[Part, ...] = ()
    hints: tuple[Part, ...] = ()
    options: tuple[Option, ...] = ()
    uses: frozenset[str] = frozenset()        # global encodings it honours: "pb", "connect"
    tuning: Tuning = Tuning()
    answer: Callable | None = None            # (P, S) -> published answer form (--answer)
    solution_line: Callable | None = None     # (P, S) -> one-line answer for batch output
    orbit_size: Callable | None = None        # (P, S) -> answers a symmetry representative stands for
    tiny: Callable | None = None
    candidates: Callable | None = None
    batch: Callable | None = None             # (P) -> (key, template P, [label, ...]) | None
    generate: "Generator | None" = None       # random puzzles (gridsat generate)
    dominance: tuple[Part, ...] = ()          # canonical-form constraints (unique mode, exports)
    second: Callable | None = None            # (P, S, options, deadline) -> another answer the dominance parts cut
    fallbacks: Callable | None = None         # (P, options) -> [(note, options)] to try when unsat
    declared: Any = None                      # a declared genre's formats (gridsat.declare.Declared)

    def format(self, name: str) -> Format | None:
        return next((f for f in self.formats if f.name == name), None)

    def __repr__(self) -> str:
        return f"<Genre {self.name}>"


_DECLARED: list = []  # the registry's option declarations, by name: set by declare_options


def declare_options(declarations: Callable[[], Mapping[str, Option]]) -> None:
    """Where :class:`EncodeOptions` finds every genre option's declaration (its default): the
    registry (:mod:`gridsat.encoders`) says so when it is imported, so that this module
    imports no genre and not the registry (the dependency goes one way)."""
    _DECLARED[:] = [declarations]


def _declarations() -> Mapping[str, Option]:
    if not _DECLARED:  # pragma: no cover - the registry is imported with gridsat
        raise RuntimeError("genre options are not declared yet: import gridsat.encoders first")
    return _DECLARED[0]()


@dataclass
class EncodeOptions:
    """Encoding choices: the global ones (``--card``, ``--connect``, ``--pb``, ``--no-hints``),
    genre options by name (``genre={"allow_empty": True}``, read as ``options.allow_empty``),
    and ``parts`` switching named implied constraints / hints on or off by name."""

    card: str = "auto"
    connect: str = "auto"
    pb: str = "auto"
    hints: bool = True
    genre: dict = field(default_factory=dict)
    parts: dict = field(default_factory=dict)
    extra: dict = field(default_factory=dict)   # free-form experiments (benchmarks)

    def __init__(self, card: str = "auto", connect: str = "auto", pb: str = "auto", hints: bool = True,
                 genre: dict | None = None, parts: dict | None = None, extra: dict | None = None,
                 **genre_options) -> None:
        self.card, self.connect, self.pb, self.hints = card, connect, pb, hints
        self.genre = dict(genre or {}, **genre_options)
        self.parts = dict(parts or {})
        self.extra = dict(extra or {})

    def __getattr__(self, name: str):
        if name.startswith("_") or name in ("genre", "parts", "extra"):
            raise AttributeError(name)
        genre = self.__dict__.get("genre", {})
        if name in genre:
            return genre[name]
        decl = _declarations().get(name)
        if decl is None:
            raise AttributeError(f"no encoding option {name!r}")
        return decl.default

    def used(self) -> dict[str, Any]:
        """Options set away from their defaults (global --connect/--pb included)."""
        out = {}
        if self.connect != "auto":
            out["connect"] = self.connect
        if self.pb != "auto":
            out["pb"] = self.pb
        decls = _declarations()
        for name, value in self.genre.items():
            if name in decls and value != decls[name].default:
                out[name] = value
        return out

    def switches(self, key: str, defaults: Mapping[str, Any], title: str) -> dict[str, Any]:
        """A genre's experiment switches, ``extra[key]`` over their ``defaults`` (Tents, Star
        Battle); ValueError naming ``title`` for a switch it does not have."""
        given = self.extra.get(key, {})
        if unknown := set(given) - set(defaults):
            raise ValueError(f"unknown {title} encoding variant(s): {', '.join(sorted(unknown))}")
        return dict(defaults, **given)

    def part_on(self, part: Part, context=None) -> bool:
        """Is ``part`` switched on (by name, else its default) and does it apply to the
        compilation ``context`` (its ``when``)?"""
        if part.when is not None:
            if context is None:
                from .context import Context
                context = Context(options=self)
            if not part.when(context):
                return False
        return bool(self.parts.get(part.name, part.default))

    def within(self, context) -> "EncodeOptions":
        """A copy that answers :meth:`on` for the compilation ``context`` (the compiler hands
        it to the rules and parts)."""
        out = EncodeOptions(self.card, self.connect, self.pb, self.hints, self.genre, self.parts, self.extra)
        out.__dict__["_context"] = context
        return out

    def on(self, part) -> bool:
        """For the rules: is the tactic ``part`` (a :class:`Part`) in force for this
        compilation, or is the implied part / hint named ``part`` (a str) built after the
        rules (so a rule it restates may be left out)?  Outside a compilation (a genre's
        rules called by hand): tactics as for in-process solving without clue tags, named
        parts off."""
        context = self.__dict__.get("_context")
        if isinstance(part, str):
            return context is not None and context.in_force(part)
        return self.part_on(part, context)  # no context: as for in-process solving, no clue tags
