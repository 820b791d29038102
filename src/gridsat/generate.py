"""``gridsat generate``: random puzzles, each proved unique by the solver.

A genre says how to start and how to move (:class:`gridsat.genre.Generator`); this driver
does the rest, the same for every genre:

1. **Start**: ``make(rng, size, options)``, a random puzzle (usually from a planted answer).
2. **Make it unique** (a local search scored by the backbone, as cspuz's generator does):
   the score of a puzzle is how many answer variables are still open (:func:`gridsat.api.forced`;
   no answer at all: rejected).  ``improve`` proposes a move (Star Battle: a boundary cell
   changes region; Sudoku: a given where the answers differ; ...); a move that leaves no more
   open is kept, a worse one with probability ``exp(-worse / T)`` (T cools as it goes); after
   ``STEPS`` moves without reaching zero, start again.
3. **``--minimal``**: take the clues away one at a time, in random order, keeping each removal
   that leaves the puzzle unique; then re-solve with each clue left taken away, to verify that
   every one is needed (a genre whose clues are not monotone, Numberlink, repeats until none
   can go).  A genre with ``batch`` (Sudoku) does these tests as assumptions on one solver
   that knows the answer: one SAT call each.
4. **Prove**: the result is solved again from scratch with ``--unique`` semantics, its answer
   checked by the genre's checker; that search's conflicts and decisions are reported as a
   first measure of difficulty.  They measure the CDCL solver's work, not a person's: a
   puzzle a person finds hard (long chains of deduction) can take a SAT solver no conflicts.

A genre may instead declare the clues of an answer (``board``, ``plant``, ``shows``, ``pose``;
:class:`gridsat.genre.Generator`): then steps 1-3 are :func:`_from_answer`: a random answer is
planted on a random board (by the genre, or here by the solver: :func:`plant`), every clue it
shows is written (the genre's checker must accept the answer), a puzzle that is not unique even
so is planted again, and the clues are taken away in random order, each removal kept while the
puzzle stays unique (one solve from scratch each).  For clues whose removal never loses an
answer (``monotone``) one pass leaves every clue needed; otherwise passes repeat as in 3.

Difficulty (``--difficulty WORD``): :func:`generate` takes ``accept(Generated) -> bool`` and
makes puzzles until one is accepted; ``difficulty`` passes the rating's (:func:`gridsat.hints.rates_as`:
the level of ``gridsat rate`` is the word asked for), ``tries`` bounds the puzzles made.

Everything is seeded: puzzle ``i`` of seed ``s`` comes from ``random.Random("s/i")`` and no
step looks at a clock, so one seed gives the same puzzles on any number of workers.
"""
from __future__ import annotations

import atexit
import math
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from . import api
from .formats import InputError
from .genre import EncodeOptions, Genre

MAX_RESTARTS = 100
DIFFICULTY_TRIES = 20  # puzzles made and rated for --difficulty before giving up (--tries)
STEPS = 300          # moves per start
T0, COOLING = 2.0, 0.98


class GenerateFailed(RuntimeError):
    """No unique puzzle within the budget (MAX_RESTARTS starts of STEPS moves each)."""


@dataclass
class Generated:
    genre: str
    index: int
    seed: int
    size: tuple[int, int]
    puzzle: Any
    minimal: bool
    clues: int | None
    stats: dict = field(default_factory=dict)

    def text(self, g: Genre, fmt: str) -> str:
        return write(g, self.puzzle, fmt)

    def to_json(self, g: Genre, fmt: str) -> dict:
        import json

        body = self.text(g, fmt)
        return {"index": self.index, "genre": self.genre, "status": "unique", "seed": self.seed,
                "size": f"{self.size[0]}x{self.size[1]}", "minimal": self.minimal, "clues": self.clues,
                "format": fmt, "puzzle": json.loads(body) if fmt == "json" else body, "stats": self.stats}


def write(g: Genre, p, fmt: str) -> str:
    import json

    if fmt == "json":
        return json.dumps(g.to_json(p))
    if fmt == "native":
        if g.to_text is None:
            raise InputError(f"{g.name} has no native text form; use --format json")
        return g.to_text(p).rstrip("\n")
    f = g.format(fmt)
    if f is None or f.write is None:
        raise InputError(f"{g.name} cannot be written as {fmt}; use --format native or json")
    return f.write(p)


def generator_of(g: Genre):
    if g.generate is None:
        from . import encoders

        can = [x.name for x in encoders.all_genres() if x.generate is not None]
        raise InputError(f"gridsat cannot generate {g.name} puzzles yet (it can: {', '.join(can)})")
    return g.generate


def parse_size(text: str | None, g: Genre) -> tuple[int, int]:
    gen = generator_of(g)
    if text is None:
        return gen.size
    parts = text.lower().replace("*", "x").split("x")
    try:
        dims = [int(x) for x in parts]
    except ValueError:
        dims = []
    if len(dims) == 1:
        dims = dims * 2
    if len(dims) != 2 or min(dims) < 1 or max(dims) > 100:
        raise InputError(f"--size {text}: give N or ROWSxCOLS (1..100)")
    if gen.square and dims[0] != dims[1]:
        raise InputError(f"--size {text}: {g.title} grids are square; give one number")
    return dims[0], dims[1]


def check_options(g: Genre, options: dict) -> dict:
    """The generator options set for this genre (refusing one it does not declare)."""
    gen = generator_of(g)
    known = {o.name: o for o in gen.options}
    out = {name: o.default for name, o in known.items()}
    for name, value in options.items():
        if value is None:
            continue
        if name not in known:
            raise InputError(f"--{name.replace('_', '-')} does not apply to generating {g.name}")
        out[name] = value
    return out


def rng_for(genre: str, seed: int, index: int) -> random.Random:
    return random.Random(f"gridsat/{genre}/{seed}/{index}")


def generate(g: Genre, size: tuple[int, int], seed: int, index: int = 1, options: dict | None = None,
             minimal: bool = False, encode: EncodeOptions | None = None, accept=None,
             difficulty: str | None = None, tries: int | None = None) -> Generated:
    """Puzzle ``index`` of ``seed``: unique, and with ``minimal`` every clue needed.
    ``accept(Generated) -> bool``: make puzzles (one seeded stream) until one is accepted
    (:class:`GenerateFailed` after ``tries``, default ``MAX_RESTARTS``).  ``difficulty``: a
    level word of ``gridsat rate`` (``--difficulty``): accept a puzzle rated so (default
    ``DIFFICULTY_TRIES`` tries; the failure says which levels were made instead)."""
    seen: dict = {}
    if difficulty is not None:
        from .hints import rates_as

        accept, tries = rates_as(difficulty, seen=seen), tries or DIFFICULTY_TRIES
    tries = tries or MAX_RESTARTS
    gen = _maker(g, generator_of(g))
    opts = check_options(g, options or {})
    encode = encode or EncodeOptions()
    rng = rng_for(g.name, seed, index)
    t0 = time.perf_counter()
    stats = {"restarts": 0, "moves": 0, "checks": 0}
    for _ in range(tries if accept is not None else 1):
        if gen.shows is not None:
            p, clues = _from_answer(g, gen, rng, size, opts, encode, stats)
            made_minimal = True  # every clue left was tried: taking it away loses uniqueness
        else:
            p = _unique(g, gen, rng, size, opts, encode, stats)
            if minimal and gen.clues is not None:
                p = _minimize(g, gen, rng, p, encode, stats)
            clues = len(gen.clues(p)) if gen.clues is not None else None
            made_minimal = bool(minimal and gen.clues is not None)
        status, effort = prove_unique(g, p, encode)
        if status != "unique":  # pragma: no cover - the search above proved it; never hand it out
            raise api.UnverifiedAnswer(f"generated puzzle is {status} when solved again")
        out = Generated(g.name, index, seed, size, p, made_minimal, clues, dict(stats, **effort))
        out.stats["generate_seconds"] = round(time.perf_counter() - t0, 6)
        if accept is None or accept(out):
            return out
    if difficulty is not None:
        made = ", ".join(f"{n} {level}" for level, n in sorted(seen.items(), key=lambda x: -x[1]))
        raise GenerateFailed(f"no {g.name} puzzle of size {size[0]}x{size[1]} rated {difficulty} in {tries} "
                             f"tries (rated: {made}); try more --tries, another --seed or --size")
    raise GenerateFailed(f"no {g.name} puzzle of size {size[0]}x{size[1]} accepted after {tries} tries")


def validate(g: Genre, size: tuple[int, int], options: dict):
    """Refuse a size or option the genre cannot make (one line, before any work); a sample
    start (to try the output format on)."""
    gen = _maker(g, generator_of(g))
    if gen.shows is not None:
        return _board(g, gen, random.Random(0), size, check_options(g, options))
    return gen.make(random.Random(0), size, check_options(g, options))


def _maker(g: Genre, gen):
    """A genre whose rooms are the puzzle (``rooms=True``): its start and moves (:func:`_room_move`)."""
    if not gen.rooms:
        return gen
    from dataclasses import replace

    return replace(gen, make=lambda rng, size, opts: _board(g, gen, rng, size, opts),
                   improve=lambda rng, p, forced: _room_move(g, gen, rng, p, forced))


def _room_move(g: Genre, gen, rng: random.Random, p, forced, posed=None):
    """A cell handed to a neighbouring room (cells where answers differ and their neighbours
    first), so that the answer found stays an answer; None: no such move.  ``posed(board) ->
    P``: the puzzle of a moved board (its clues written again), when the rooms carry clues."""
    sol = forced.solution
    if sol is None:
        return None
    near = {(lab[1], lab[2]) for lab in forced.open if len(lab) >= 3 and type(lab[1]) is int and type(lab[2]) is int}
    near |= {y for x in near if p.inside(*x) for y in p.neighbours(*x)}
    moves = [(x, y) for x in p for y in p.neighbours(*x) if p.room_of(*x) != p.room_of(*y)]
    rng.shuffle(moves)
    moves.sort(key=lambda m: m[0] not in near)
    sizes = [len(room) for room in p.room_cells]
    for (r, c), y in moves[:200]:
        if sizes[p.room_of(*y)] >= 3 * gen.room_size:  # (rooms that take the whole grid make dull puzzles)
            continue
        rooms = [list(row) for row in p.rooms]
        rooms[r][c] = p.room_of(*y)
        try:
            q = p.replace(rooms=rooms)
            if posed is not None:
                q = posed(q)
        except InputError:  # the room left behind is in two pieces
            continue
        if not g.check(q, sol):
            return q
    return None


def _rooms_unique(g: Genre, gen, rng: random.Random, board, sol, encode, stats: dict):
    """Rooms that make the planted answer's clues unique (``rooms=True`` with ``shows``): room
    borders moved as in :func:`_room_move`, each board's clues all written, scored by the
    backbone; the board, or None after ``STEPS`` moves."""
    def posed(b):
        return gen.pose(b.replace(cells=board.cells), gen.shows(b, sol))

    p = posed(board)
    f = _score(g, p, encode)
    temperature = T0
    for _ in range(STEPS):
        if f.status == "unique":
            return p.replace(cells=board.cells)
        if f.status != "open":
            return None
        q = _room_move(g, gen, rng, p, api.Forced("open", open=f.open, solution=sol), posed)
        if q is None:
            return None
        stats["moves"] += 1
        temperature *= COOLING
        fq = _score(g, q, encode)
        if fq.status not in ("open", "unique"):
            continue
        worse = len(fq.open) - len(f.open)
        if worse <= 0 or rng.random() < math.exp(-worse / temperature):
            p, f = q, fq
    return None


# -- 1-3 from the clues of an answer --------------------------------------------------------------

def _from_answer(g: Genre, gen, rng: random.Random, size, opts: dict, encode, stats: dict):
    """A unique puzzle made from a planted answer's clues, each left one needed; and how
    many clues are left."""
    for restart in range(MAX_RESTARTS):
        stats["restarts"] = restart
        board = _board(g, gen, rng, size, opts)
        sol = gen.plant(rng, board) if gen.plant is not None else None
        if sol is None:
            sol = plant(g, board, rng, encode)
            if sol is None:  # a board without an answer (random rooms): another one
                continue
        shown = dict(gen.shows(board, sol))
        full = gen.pose(board, shown)
        bad = g.check(full, sol)
        if bad:  # pragma: no cover - a genre slip: its clues contradict its answer
            raise RuntimeError(f"{g.name}: the planted answer breaks its own clues: {bad[0]}")
        stats["checks"] += 1
        if not _is_unique(g, full, encode):
            board = _rooms_unique(g, gen, rng, board, sol, encode, stats) if gen.rooms else None
            if board is None:
                continue
            shown = dict(gen.shows(board, sol))
        keys = list(shown)
        rng.shuffle(keys)
        kept = set(keys)
        order = keys
        while True:
            for k in order:
                trial = kept - {k}
                if not trial:
                    continue
                stats["checks"] += 1
                try:
                    q = gen.pose(board, {x: shown[x] for x in keys if x in trial})
                except InputError:  # not a puzzle without it
                    continue
                if _is_unique(g, q, encode):
                    kept = trial
            if gen.monotone:
                break
            removable = []  # clues that are not monotone: verify, and another pass over those
            for k in [x for x in keys if x in kept]:
                stats["checks"] += 1
                if len(kept) > 1 and _is_unique(g, gen.pose(board, {x: shown[x] for x in keys if x in kept - {k}}),
                                                encode):
                    removable.append(k)
            if not removable:
                break
            order = removable
        return gen.pose(board, {x: shown[x] for x in keys if x in kept}), len(kept)
    raise GenerateFailed(f"no unique {g.name} puzzle of size {size[0]}x{size[1]} after {MAX_RESTARTS} starts")


def _board(g: Genre, gen, rng: random.Random, size, opts: dict):
    """The genre's random board, or its Puzzle type with empty cells (4 cells at least), cut
    into random rooms (:func:`random_rooms`) when its board has rooms."""
    if gen.board is not None:
        return gen.board(rng, size, opts)
    h, w = size
    if h * w < 4:
        raise InputError(f"a {h}x{w} grid is too small to generate {g.title} (at least 4 cells)")
    cells = [[None] * w for _ in range(h)]
    if getattr(getattr(g.puzzle, "BOARD", None), "rooms", False):
        return g.puzzle(cells=cells, rooms=random_rooms(rng, h, w, gen.room_size), source="generated")
    return g.puzzle(cells=cells, source="generated")


def random_rooms(rng: random.Random, h: int, w: int, size: int = 4) -> list[list[int]]:
    """Rooms grown from random seeds, one a ``size`` cells, then each room of fewer than
    ``size`` cells joined to a random neighbouring room (a room of one or two cells leaves
    most genres no answer)."""
    from .declare import random_rooms as grown

    label = grown(rng, h, w, max(1, round(h * w / size)))
    while True:
        rooms: dict = {}
        for r in range(h):
            for c in range(w):
                rooms.setdefault(label[r][c], []).append((r, c))
        small = [cells for cells in rooms.values() if len(cells) < size]
        if not small or len(rooms) == 1:
            return label
        cells = small[0]
        mine = label[cells[0][0]][cells[0][1]]
        near = sorted({label[y][x] for r, c in cells for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                       if 0 <= y < h and 0 <= x < w and label[y][x] != mine})
        other = rng.choice(near)
        for r, c in cells:
            label[r][c] = other


def _is_unique(g: Genre, p, encode) -> bool:
    return api.solve(api.Loaded(g, p, "generated", None), "unique", options=encode).status == "unique"


def plant(g: Genre, board, rng: random.Random, encode: EncodeOptions | None = None):
    """A random answer of ``board`` (checked by the genre's checker), or None when it has
    none: the primary variables in random order, each given a random value when some answer
    still allows it (one incremental solver; a call only when the answer in hand disagrees)."""
    from dataclasses import replace

    from .backends import make_backend
    from .solving import solve_refined

    loaded = api.Loaded(g, board, "generated", None)
    compiled = api.compile_model(loaded, replace(encode or EncodeOptions(), hints=False))
    model = compiled.model
    solver, config = api._tuning(g, compiled, "pysat", None)
    with make_backend(model, "pysat", solver, None, None, 1, config) as be:
        fixed = model.tag_assumptions()
        out = solve_refined(model, be, fixed)
        if out.status != "sat":
            return None
        values = out.values
        order = list(model.primary)
        rng.shuffle(order)
        for v in order:
            lit = v if rng.random() < 0.5 else -v
            if bool(values.get(v, False)) != (lit > 0):
                trial = solve_refined(model, be, fixed + [lit])
                if trial.status == "sat":
                    values = trial.values
                else:
                    lit = -lit
            fixed.append(lit)
        return api.checked_solution(loaded, compiled, values, "pysat backend")


# -- 2. unique by local search --------------------------------------------------------------------

SCORE_SOLVER = "glucose4"  # backbones of small formulas: about 20% faster than CaDiCaL here


def _score(g: Genre, p, encode: EncodeOptions) -> api.Forced:
    """The backbone of ``p`` (:func:`gridsat.api.forced`, on a fresh solver: the same puzzle
    gets the same first answer wherever it is scored)."""
    return api.forced(api.Loaded(g, p, "generated", None), encode, solver=SCORE_SOLVER)


def _unique(g: Genre, gen, rng: random.Random, size, opts: dict, encode, stats: dict):
    quick = _quick_unique(g, encode) if g.batch is not None else None
    for restart in range(MAX_RESTARTS):
        stats["restarts"] = restart
        p = gen.make(rng, size, opts)
        if quick is not None and quick(p):
            return p
        f = _score(g, p, encode)
        temperature = T0
        for _ in range(STEPS):
            if f.status != "open" or gen.improve is None:
                break
            q = gen.improve(rng, p, f)
            if q is None:
                break
            stats["moves"] += 1
            temperature *= COOLING
            if quick is not None and quick(q):
                return q
            fq = _score(g, q, encode)
            if fq.status not in ("open", "unique"):
                continue
            worse = len(fq.open) - len(f.open)
            if worse <= 0 or rng.random() < math.exp(-worse / temperature):
                p, f = q, fq
        if f.status == "unique":
            return p
    raise GenerateFailed(f"no unique {g.name} puzzle of size {size[0]}x{size[1]} after {MAX_RESTARTS} starts")


def _quick_unique(g: Genre, encode):
    """For a genre with ``batch``: "is it unique?" on the shared solver of its shape (two
    calls), before the backbone is asked where it is open."""
    def unique(p) -> bool:
        key, template, labels = g.batch(p)
        model, be = _shared_solver(g, key, template, encode)
        lits = [model.var(*label) for label in labels]
        out = be.solve(lits)
        if out.status != "sat":
            return False
        guard = model.aux()
        be.add_clause(model.blocking_clause(out.values) + [-guard])
        try:
            return not be.satisfiable(lits + [guard])
        finally:
            be.add_clause([-guard])
    return unique


# -- 3. minimal ------------------------------------------------------------------------------------

def _minimize(g: Genre, gen, rng: random.Random, p, encode, stats: dict):
    clues = list(gen.clues(p))
    test = _SharedTest(g, p, encode) if g.batch is not None and gen.monotone else _FreshTest(g, gen, p, encode)
    try:
        order = clues[:]
        rng.shuffle(order)
        kept = list(order)
        while True:
            for c in order:
                if c not in kept:
                    continue
                trial = [x for x in kept if x != c]
                stats["checks"] += 1
                if trial and test.unique(trial):
                    kept = trial
            # verify: with any clue left taken away, the puzzle is no longer unique
            removable = []
            for c in kept:
                stats["checks"] += 1
                if test.unique([x for x in kept if x != c]):
                    removable.append(c)
            if not removable:
                break
            order = removable  # (clues that are not monotone: another pass over those)
    finally:
        test.close()
    gone = [c for c in clues if c not in set(kept)]
    return gen.without(p, gone) if gone else p


class _FreshTest:
    """Uniqueness of the puzzle without some clues: compiled and solved from scratch."""

    def __init__(self, g: Genre, gen, p, encode) -> None:
        self.g, self.gen, self.p, self.encode = g, gen, p, encode
        self.all = list(gen.clues(p))

    def unique(self, kept: list) -> bool:
        keep = set(kept)
        try:
            q = self.gen.without(self.p, [c for c in self.all if c not in keep])
        except InputError:  # e.g. no clue left at all: not a puzzle
            return False
        return api.solve(api.Loaded(self.g, q, "generated", None), "unique", options=self.encode).status == "unique"

    def close(self) -> None:
        pass


_LOCAL = threading.local()  # per thread (a Dask worker may run two chunks at once): the shared solvers


def _shared_solver(g: Genre, key, template, encode):
    """The solver of one board shape (a genre with ``batch``): its rules once, each puzzle's
    clues as assumptions.  Only for genres without lazy constraints or hints (Sudoku)."""
    from .backends import make_backend

    shared = _LOCAL.__dict__.get("solvers")  # (genre, shape, encoding) -> (model, backend)
    if shared is None:
        shared = _LOCAL.solvers = {}
        atexit.register(_close_all, shared)  # (PySAT's own clean-up fails at interpreter exit)
    cache_key = (g.name, key, repr(encode.used()), encode.card, encode.pb)
    if cache_key not in shared:
        if len(shared) >= 4:
            _, be = shared.pop(next(iter(shared)))
            be.close()
        compiled = api.compile_model(api.Loaded(g, template, "generated", None), encode)
        model = compiled.model
        if model.lazy or model.hint_selector is not None:  # pragma: no cover - a genre slip
            raise RuntimeError(f"{g.name}: batch rules with lazy constraints or hints cannot be shared")
        solver, config = api._tuning(g, compiled, "pysat", None)
        shared[cache_key] = model, make_backend(model, "pysat", solver, None, None, 1, config)
    return shared[cache_key]


def _close_all(shared: dict) -> None:
    for _, be in shared.values():
        be.close()
    shared.clear()


class _SharedTest:
    """Uniqueness as assumptions on the shared solver of the board shape: the clues are the
    batch labels; the answer of the full puzzle is known, so "unique" is one yes/no call: no
    answer that differs from it (a blocking clause behind a selector, retired after)."""

    def __init__(self, g: Genre, p, encode) -> None:
        key, template, labels = g.batch(p)
        self.model, self.be = _shared_solver(g, key, template, encode)
        out = self.be.solve(self._lits(labels))
        if out.status != "sat":  # pragma: no cover - the puzzle was just proved unique
            raise api.UnverifiedAnswer("generated puzzle has no answer on the shared solver")
        self.guard = self.model.aux()
        self.be.add_clause(self.model.blocking_clause(out.values) + [-self.guard])

    def _lits(self, labels) -> list[int]:
        return [self.model.var(*label) for label in labels]

    def unique(self, kept: list) -> bool:
        return not self.be.satisfiable(self._lits(kept) + [self.guard])

    def close(self) -> None:
        self.be.add_clause([-self.guard])  # this puzzle's blocking clause is done with


# -- 4. the proof, and the effort it took ---------------------------------------------------------

def prove_unique(g: Genre, p, encode: EncodeOptions) -> tuple[str, dict]:
    """Solve ``p`` from scratch (``--unique``): its status and the search effort."""
    from .backends import make_backend
    from .solving import search

    loaded = api.Loaded(g, p, "generated", None)
    compiled = api.compile_model(loaded, encode)
    model = compiled.model
    solver, config = api._tuning(g, compiled, "pysat", None)
    with make_backend(model, "pysat", solver, None, None, 1, config) as be:
        result = search(model, be, "unique", None, None,
                        lambda values: api.checked_solution(loaded, compiled, values, "pysat backend"))
        effort = be.effort()
        name = be.solver_name
    stats = {k: effort[k] for k in ("conflicts", "decisions", "propagations") if k in effort}
    stats.update(sat_calls=result.calls, solve_seconds=round(result.solve_seconds, 6), solver=name,
                 variables=model.nvars, clauses=len(model.clauses))
    return result.status, stats
