"""Hints, steps and a difficulty rating (``gridsat hint``, ``steps``, ``rate``), for every genre,
from two shared mechanisms: the clue selectors of :mod:`gridsat.model` (each clue a literal, as
``explain`` uses them) and the backbone (what every answer shares).

A *fact* is one decision of the answer, read from the primary variables' labels, never from a
genre: a cell's value in a one-hot grid (``("digit", r, c, d)``: r1c1 = 5), a cell's mark
(``("shaded", r, c)``: shaded or not), or any other answer variable (``("link", a, b)``: the
loop joins a and b, or not).  A *step* is a fact forced by a few clues and facts already
decided: its *reason*, a minimal set of clue selectors and decided facts under which "the fact
is otherwise" has no answer (a minimal unsat core, shrunk one member at a time).  Steps that
unit propagation proves (no case split) come first, and among them the one with the smallest
reason; where propagation is stuck, the easiest facts (a failed literal, else failed literals
in turn) are tried first; a step that needs search is marked so, and whether one case split
(probing one variable both ways) is enough.

Every step's claim is verified before it is handed out: its value is the checked unique
answer's (or, when the puzzle has several answers, the same in all of them), and the reason's
clues and facts alone, every other clue switched off, leave no answer where the fact is
otherwise (a SAT call).  The rating is read off the chain of steps (:func:`rate`).

The formula is the explanation formula (``purpose="explain"``: every clue tagged, no implied
parts, hints or settling), plus, per fact, a selector that asserts it (a decided fact) and one
that denies it (the question).  Unit propagation runs on a second PySAT solver holding the same
clauses (``propagate``), together with the rules the genre gives it beside the clauses
(:meth:`gridsat.model.Model.add_propagator`: the one-loop rule's early closures, which a person
sees at once and propagation over a connectivity encoding hardly does); SAT calls go through
the backend.  Where there are such rules, a step is verified on the solving formula instead
(connectivity cut lazily; the same clues by name, the facts by their variables' labels): its
shorter reasons can be slow to re-prove over an eager connectivity encoding.  A genre whose
``Tuning.lazy_proofs`` says so (Moon or Sun, Balance Loop) shrinks its reasons on that formula
too: over the eager encoding most of those questions took hundreds of conflicts or more than
their budget.
"""
from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass, field
from typing import Any

from .formats import InputError
from .processes import pysat_solver

LEVELS = ("easy", "medium", "hard", "very hard", "extreme")
PROBE_LIMIT = 4000     # variables probed to tell one case split from more
CANDIDATES = 6         # facts whose reasons are shrunk per step (the smallest raw cores)
SHRINK_CONFLICTS = 2000  # a SAT question while a reason is shrunk: undecided within it, the member stays
FIND_CONFLICTS, FIND_ROUNDS = 1000, 30  # an answer looked for on the solving formula first (Verifier.satisfiable)


class HintTimeout(Exception):
    """The time limit came before the step was found."""


@dataclass
class Fact:
    """One decision of the answer: ``key`` (``(name, r, c)`` for a cell, else the variable's
    label), ``value`` (a digit or letter, None for an empty one-hot cell; True / False for a
    mark), ``claim``: literals that hold when the fact does (its one-hot value, or the mark),
    ``lits``: literals that hold when it is decided (the one-hot cell's other values off too)."""

    key: tuple
    value: Any
    claim: list[int]
    lits: list[int]
    cell: tuple | None = None     # (r, c) for a cell fact
    on: int = 0                   # selector: the fact is decided
    ask: int = 0                  # selector: the fact is otherwise

    @property
    def position(self):
        """The fact's place as JSON: ``[r, c]`` for a cell, else its label's parts."""
        if self.cell is not None:
            return [self.cell[0], self.cell[1]]
        return _jsonable(list(self.key[1:]))

    def text(self) -> str:
        from .render.text import cell_name

        name = self.key[0]
        if self.cell is not None and not isinstance(self.value, bool):
            return f"{cell_name(*self.cell)} = {'empty' if self.value is None else self.value}"
        points = name == "edge"  # lattice edges (answers.PointLoop): their ends are grid points
        where = cell_name(*self.cell) if self.cell is not None else \
            (" - " if points else " ").join(_part_name(x, points) for x in self.key[1:])
        return f"{where}: {name}" if self.value else f"{where}: no {name}"


def _part_name(x, point: bool = False) -> str:
    from .render.text import cell_name

    if isinstance(x, tuple) and len(x) == 2 and all(type(v) is int for v in x):
        return f"point {x[0]},{x[1]}" if point else cell_name(*x)
    return str(x)


def _jsonable(x):
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    return x


def facts_of(model, values) -> list[Fact]:
    """The answer's facts, grouped from the primary variables' labels (``values``: an answer)."""
    groups: dict[tuple, list[tuple[int, tuple]]] = {}
    for v in model.primary:
        label = model.labels.get(v)
        if label is None:
            continue
        if len(label) >= 3 and type(label[1]) is int and type(label[2]) is int:
            groups.setdefault(("cell",) + tuple(label[:3]), []).append((v, tuple(label[3:])))
        else:
            groups.setdefault(("item",) + tuple(label), []).append((v, ()))
    out = []
    for gkey, members in groups.items():
        kind, key = gkey[0], gkey[1:]
        cell = (key[1], key[2]) if kind == "cell" else None
        if len(members) == 1 and not members[0][1]:
            v = members[0][0]
            lit = v if values.get(v, False) else -v
            out.append(Fact(key, lit > 0, [lit], [lit], cell))
            continue
        on = [(v, suffix) for v, suffix in members if values.get(v, False)]
        if len(on) == 1:
            v, suffix = on[0]
            value = suffix[0] if len(suffix) == 1 else list(suffix)
            out.append(Fact(key, value, [v], [v] + [-u for u, _ in members if u != v], cell))
        else:  # no value (an empty cell), or several at once: the whole pattern is the fact
            lits = [u if values.get(u, False) else -u for u, _ in members]
            value = None if not on else [list(s) if len(s) > 1 else s[0] for _, s in on]
            out.append(Fact(key, value, lits, lits, cell))
    out.sort(key=lambda f: (f.cell is None, f.cell or (), str(f.key)))
    return out


@dataclass
class Step:
    facts: list[Fact]
    clues: list[str]                  # the reason's clues, by name
    uses: list[Fact]                  # the reason's decided facts
    level: str                        # "propagation" | "case split" | "search"
    verified: bool = False
    choices: int = 1                  # facts as easy as this one at that point (of its level)
    depth: int = 0                    # 0 forced by propagation; 1 its opposite fails by propagation;
    #                                   2 by failed literals from its opposite; 3 more (_probed)
    ways: int = 0                     # facts a failed literal gives at that point (0 at a propagation step)
    ways2: int = 0                    # (ways 0) facts that failed literals one after another give
    effort: int = 0                   # (depth 2) the failed literals it took

    def to_json(self) -> dict:
        return {"cells": [f.position for f in self.facts], "values": [_jsonable(f.value) for f in self.facts],
                "kinds": [f.key[0] for f in self.facts],
                "reason": list(self.clues),
                "decided": [{"cell": f.position, "value": _jsonable(f.value)} for f in self.uses],
                "reason_size": self.size, "level": self.level, "choices": self.choices, "depth": self.depth,
                "ways": self.ways, "ways2": self.ways2, "effort": self.effort, "verified": self.verified}

    @property
    def size(self) -> int:
        return len(self.clues) + len(self.uses)

    def lines(self) -> list[str]:
        what = ", ".join(f.text() for f in self.facts)
        how = {"propagation": "follows by propagation alone", "case split": "needs one case split",
               "search": "needs more than one case split"}[self.level]
        out = [f"{what}  ({how}; reason of {self.size})", "  because:"]
        out += [f"    {c}" for c in self.clues]
        out += [f"    {f.text()} (decided)" for f in self.uses]
        return out


@dataclass
class Walk:
    """What :class:`Hinter` found: the steps, and how the chain ended."""

    status: str                     # "complete" | "stuck" (not unique) | "unsat" | "timeout" | "wrong"
    steps: list[Step] = field(default_factory=list)
    open: list[Fact] = field(default_factory=list)     # where the answers branch (stuck)
    wrong: list[tuple[Fact, Any]] = field(default_factory=list)   # given facts no answer has
    given: int = 0                  # facts decided before the first step (--given)
    facts: int = 0                  # facts of the answer (not counting the puzzle's own givens)
    solution: Any = None
    stats: dict = field(default_factory=dict)


class Hinter:
    """One puzzle's explanation formula, its answer and the machinery to find steps."""

    def __init__(self, loaded, options=None, backend: str = "pysat", solver: str | None = None,
                 deadline: float | None = None, max_clauses: int | None = None) -> None:
        from dataclasses import replace as _replace

        from .backends import make_backend
        from .compiling import _tuning, check_run, compile_model
        from .genre import EncodeOptions

        if backend == "external":
            raise InputError("hints need an in-process backend (--backend pysat or z3)")
        check_run(backend, solver)
        self.loaded, self.deadline, self.backend = loaded, deadline, backend
        self.verifier = None
        self.started = time.monotonic()
        options = self.options = _replace(options or EncodeOptions(), hints=False)
        # the CNF lowering whatever the backend: propagation (and so the steps and the rating)
        # reads clauses; --backend z3 answers the SAT questions on the same clauses
        self.compiled = compile_model(loaded, options, tags=True, purpose="explain", backend="pysat",
                                      deadline=deadline, max_clauses=max_clauses)
        self.model = model = self.compiled.model
        self.clue_sels = model.tag_assumptions()
        self.clue_name = {s: model.clue_of(s) for s in self.clue_sels}
        self.status = "ok"
        self.calls = self.propagations = 0
        name, config = _tuning(loaded.genre, self.compiled, backend, solver)
        # the answer first (on a solver without the fact selectors: they need the answer)
        with make_backend(model, backend, name, None, None, config=config, deadline=deadline) as be:
            first = self._solve(be, self.clue_sels)
            if first.status != "sat":
                self.status = first.status
                return
            from .compiling import checked_solution

            self.solution = checked_solution(loaded, self.compiled, first.values, f"{backend} backend")
            values = {v: bool(first.values.get(v, False)) for v in model.primary}
        self.values = values
        self.facts = facts_of(model, values)
        for f in self.facts:
            f.on, f.ask = model.aux(), model.aux()
            for lit in f.lits:
                model.add([-f.on, lit])
            model.add([-f.ask] + [-lit for lit in f.claim])
        self.by_on = {f.on: f for f in self.facts}
        self.by_position = {json.dumps(f.position): f for f in self.facts}
        self.block = model.aux()  # (every variable exists before the backend: z3 sizes them once)
        self.be = make_backend(model, backend, name, None, None, config=config, deadline=deadline)
        self.up = self.shrinker = None
        # reasons shrunk by the Verifier's formula's proofs (_limited), where the genre says so
        self.lazy_proofs = loaded.genre.tuning.lazy_proofs
        try:
            self.up = _propagator(model)
            # which facts every answer shares (a second answer: the backbone settles them)
            self.forced = self._backbone()
            self.givens = self._puzzle_givens()
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        for name in ("be", "verifier"):
            if getattr(self, name, None) is not None:
                getattr(self, name).close()
                setattr(self, name, None)
        for name in ("up", "shrinker"):
            if getattr(self, name, None) is not None:
                getattr(self, name).delete()
                setattr(self, name, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the solver calls -------------------------------------------------------------------

    def _solve(self, be, assumptions):
        from .solving import solve_refined

        self.calls += 1
        out = solve_refined(self.model, be, list(assumptions), self.deadline)
        if out.status == "timeout":
            raise HintTimeout
        return out

    def _conflict(self, assumptions) -> bool:
        """Does propagation alone refute these assumptions?"""
        return self.up is not None and self._implied(assumptions) is None

    def _implied(self, assumptions) -> set[int] | None:
        """What propagation gives (None: a conflict): unit propagation of the clauses and the
        model's propagators in turn, until neither adds a literal."""
        if self.up is None:
            return set()
        assumed = list(assumptions)
        while True:
            self.propagations += 1
            ok, lits = self.up.propagate(assumptions=assumed)
            if not ok:
                return None
            true = set(lits)
            true.update(assumed)  # (an assumption on a variable no clause names is not echoed)
            more = []
            for rule in self.model.propagators:
                got = rule(true, self._consistent(assumed))
                if got is None or any(-l in true for l in got):
                    return None
                more += [l for l in got if l not in true]
            if not more:
                return true
            assumed += dict.fromkeys(more)

    def _consistent(self, assumed: list[int]):
        def consistent(lits) -> bool:
            self.propagations += 1
            return self.up.propagate(assumptions=assumed + list(lits))[0]
        return consistent

    # -- the answer's shared part and the puzzle's own givens ------------------------------

    def _backbone(self) -> set[int]:
        """The facts (by ``on``) that every answer shares."""
        block = self.block
        self.be.add_clause([-block] + [-lit for f in self.facts for lit in f.claim])
        second = self._solve(self.be, self.clue_sels + [block])
        self.be.add_clause([-block])
        if second.status == "unsat":
            self.unique = True
            return {f.on for f in self.facts}
        self.unique = False
        forced = set()
        for f in self.facts:
            if all(second.values.get(abs(l), False) == (l > 0) for l in f.claim):
                if self._solve(self.be, self.clue_sels + [f.ask]).status == "unsat":
                    forced.add(f.on)
        return forced

    def _puzzle_givens(self) -> set[int]:
        """Facts the puzzle gives: forced by propagation from one clue that names the fact's cell
        (a given digit, a given circle), or from no clue at all."""
        from .render.text import cell_name

        out = set()
        free = self._implied([]) or set()
        for f in self.facts:
            if all(l in free for l in f.claim):
                out.add(f.on)
        for s in self.clue_sels:
            name = self.clue_name[s] or ""
            cells = [f for f in self.facts if f.cell is not None and f.on not in out
                     and re.search(rf"\b{cell_name(*f.cell)}\b", name)]
            if not cells:
                continue
            implied = self._implied([s]) or set()
            out.update(f.on for f in cells if all(l in implied for l in f.claim))
        return out

    # -- steps ------------------------------------------------------------------------------

    def read_given(self, text: str) -> tuple[list[Fact], list[tuple[Fact, Any]]]:
        """Facts from an ANSWER-SO-FAR document: ``{"cells": [...], "values": [...]}`` (a hint's
        JSON), a list of them, or ``{"steps": [...]}`` (steps' JSON).  Returns the facts that
        agree with the answer and those that do not (with the value given)."""
        from .formats import read_input

        source, body = "--given", text
        if not text.lstrip().startswith(("{", "[")):  # a file (or '-'), not the JSON itself
            body, source = read_input(text)
        try:
            doc = json.loads(body)
        except json.JSONDecodeError as e:
            raise InputError(f"--given: invalid JSON ({e.msg}): expected {{\"cells\": [[r, c], ...], \"values\": "
                             "[...]} (what hint --json prints), or steps --json output", source, e.lineno, e.colno) from None
        except ValueError:
            raise InputError("--given: expected JSON: {\"cells\": [[r, c], ...], \"values\": [...]} "
                             "(what hint --json prints), or steps --json output", source) from None
        held = [_jsonable(f.value) for f in self.facts]  # the values a cell can be given: their kinds, the numbers' range
        kinds, numbers = {type(v) for v in held}, [v for v in held if type(v) is int]
        items = doc.get("steps", [doc]) if isinstance(doc, dict) else doc if isinstance(doc, list) else None
        if not isinstance(items, list):
            raise InputError('--given: expected {"cells": [...], "values": [...]}', source)
        good, bad = [], []
        for item in items:
            cells = item.get("cells") if isinstance(item, dict) else None
            vals = item.get("values") if isinstance(item, dict) else None
            if not isinstance(cells, list) or not isinstance(vals, list) or len(cells) != len(vals):
                raise InputError('--given: each entry needs "cells" and "values" of one length', source)
            for pos, val in zip(cells, vals):
                f = self.by_position.get(json.dumps(pos))
                if f is None:
                    raise InputError(f"--given: {json.dumps(pos)} is no cell of this puzzle's answer", source)
                if type(val) not in kinds or type(val) is int and not min(numbers) <= val <= max(numbers):
                    what = " or ".join(["true or false"] * (bool in kinds) + [f"{min(numbers)} to {max(numbers)}"] * bool(numbers)
                                       + ["a letter"] * (str in kinds))
                    raise InputError(f"--given: {json.dumps(val)} at {json.dumps(pos)} is no value a cell of this puzzle "
                                     f"holds ({what})", source)
                if _jsonable(f.value) == val:
                    good.append(f)
                else:
                    bad.append((f, val))
        return good, bad

    def walk(self, decided: list[Fact] | None = None, limit: int | None = None) -> Walk:
        """Steps from ``decided`` on: until the answer is complete, no fact is forced, ``limit``
        steps were found, or the time ran out."""
        done = {f.on for f in decided or []} - self.givens  # (the puzzle's givens: their clues say them)
        todo = [f for f in self.facts if f.on not in done and f.on not in self.givens]
        w = Walk("complete", given=len(decided or []), facts=len(self.facts) - len(self.givens),
                 solution=self.solution)
        try:
            while todo and (limit is None or len(w.steps) < limit):
                step = self.next_step(done, todo)
                if step is None:
                    w.status = "stuck"
                    w.open = [f for f in todo if f.on not in self.forced]
                    break
                self.verify(step, done)
                w.steps.append(step)
                for f in step.facts:
                    done.add(f.on)
                todo = [f for f in todo if f.on not in done]
        except HintTimeout:
            w.status = "timeout"
        w.stats = {"sat_calls": self.calls, "propagations": self.propagations,
                   "seconds": round(time.monotonic() - self.started, 6)}
        return w

    def next_step(self, done: set[int], todo: list[Fact]) -> Step | None:
        """The easiest forced fact: by propagation if any, else by the easiest technique that gives
        one (:func:`technique`); the smallest reason first."""
        # decided facts first: a solver's core then names them rather than the clues that
        # decided them (propagation reaches them first)
        state = sorted(done) + list(self.clue_sels)
        implied = self._implied(state)
        if implied is None:
            raise InputError("the decided cells contradict the clues")
        easy = [f for f in todo if f.on in self.forced and all(l in implied for l in f.claim)]
        if easy:
            step = self._best(easy, state, done, propagate=True)
        else:
            hard = [f for f in todo if f.on in self.forced]
            if not hard:
                return None
            # the easiest way on first: a fact whose opposite propagation refutes (a failed
            # literal), else one that failed literals tried one after another decide, else any
            failed = [f for f in hard if self._conflict(state + [f.ask])]
            found = failed
            ways2 = 0
            if not failed:
                closure, _ = self._probed(state)
                found = [f for f in hard if closure is None or all(l in closure for l in f.claim)]
                ways2 = len(found)
            step = self._best(found or hard, state, done, propagate=False)
            step.ways, step.ways2 = len(failed), ways2
            if step.level == "propagation":
                step.depth = 1
            else:
                closure, added = self._probed(state + [step.facts[0].ask])
                step.depth, step.effort = (2, len(added)) if closure is None else (3, 0)
        step.choices = len(easy) if easy else 0
        return step

    def _probed(self, base: list[int]) -> tuple[set[int] | None, list[int]]:
        """Failed literals from ``base``: each fact variable tried both ways under propagation, a
        failing side's opposite added, until nothing changes.  What propagation then gives (None
        when both sides of one fail), and the failed literals' opposites added."""
        assumed = list(base)
        names = list(dict.fromkeys(abs(l) for g in self.facts for l in g.lits))[:PROBE_LIMIT]
        changed = True
        implied = self._implied(assumed)
        while changed and implied is not None:
            if self.deadline is not None and time.monotonic() >= self.deadline:
                raise HintTimeout
            changed = False
            for v in names:
                if v in implied or -v in implied:
                    continue
                for lit in (v, -v):
                    if self._conflict(assumed + [lit]):
                        assumed.append(-lit)
                        changed = True
                        implied = self._implied(assumed)
                        break
                if implied is None:
                    break
        return implied, assumed[len(base):]

    def _best(self, candidates: list[Fact], state: list[int], done: set[int], propagate: bool) -> Step:
        raw = []
        for f in candidates:
            out = self._solve(self.be, state + [f.ask])
            if out.status != "unsat":  # (forced, so never: the solver says otherwise)
                raise RuntimeError(f"{f.text()} is not forced after all")
            core = [l for l in dict.fromkeys(out.core or state) if l != f.ask]
            raw.append((len(core), len(raw), f, core))
        raw.sort(key=lambda x: x[:2])
        best = None
        for _, _, f, core in raw[:CANDIDATES]:
            if propagate and not self._conflict(core + [f.ask]):
                core = state  # the solver's core needs search; propagation needs more clues
            # every decided fact may stay (tried last), so that the reason names it rather than
            # the clues that decided it
            core = list(dict.fromkeys([l for l in state if l in self.by_on] + core))
            reason = self._shrink(core, f, propagate)
            if best is None or len(reason) < len(best[1]):
                best = (f, reason)
        f, reason = best
        level = "propagation" if propagate else self._depth(state, f)
        clues = sorted(self.clue_name[l] for l in reason if l in self.clue_name)
        uses = [self.by_on[l] for l in reason if l in self.by_on]
        return Step([f], clues, uses, level)

    def _shrink(self, core: list[int], f: Fact, propagate: bool) -> list[int]:
        """Deletion: drop each member in turn while the rest still refutes "f is otherwise"
        (by propagation, or by a SAT call and its core)."""
        # clues are tried first, decided facts last: a decided fact stays in the reason rather
        # than the chain of clues that decided it
        current = sorted(core, key=lambda l: l in self.by_on)
        i = 0
        while i < len(current):
            if self.deadline is not None and time.monotonic() >= self.deadline:
                raise HintTimeout
            trial = current[:i] + current[i + 1:]
            if propagate:
                if self._conflict(trial + [f.ask]):
                    current = trial
                    continue
            else:
                core = self._limited(trial + [f.ask])
                if core is not None:
                    keep = set(core)
                    smaller = [l for l in trial if l in keep]
                    current = smaller if smaller and len(smaller) < len(trial) else trial
                    i = min(i, len(current))
                    continue
            i += 1
        return current

    def _limited(self, assumptions) -> list[int] | None:
        """A SAT question with a conflict budget, on the propagation solver: the core when there
        is no answer, None when there is one or the budget ran out (with most clues off, an
        unsat proof can be long: the reason then keeps that member, still a correct reason).
        A genre whose ``Tuning.lazy_proofs`` says so asks the solving formula instead
        (:meth:`Verifier.settle`: lazy loop cuts), where the eager formula leaves many such
        questions undecided: an answer there is an answer, a proof gives the core."""
        self.calls += 1
        if self.lazy_proofs and self.model.propagators:  # (the Verifier's formula is the solving one)
            settled, core = self._verifier().settle(assumptions)
            return core if settled is False else None  # (undecided there too: the member stays)
        if self.shrinker is None:  # (its own solver: what it learns must not help propagation)
            self.shrinker = _propagator(self.model)
        if self.shrinker is None:
            out = self._solve(self.be, assumptions)
            return (out.core or list(assumptions)) if out.status == "unsat" else None
        self.shrinker.conf_budget(SHRINK_CONFLICTS)
        if self.shrinker.solve_limited(assumptions=list(assumptions)) is False:
            return self.shrinker.get_core() or list(assumptions)
        return None

    def _depth(self, state: list[int], f: Fact) -> str:
        """``case split``: one variable, tried both ways, lets propagation refute the question
        (every clue and decided fact on); else ``search``."""
        base = state + [f.ask]
        implied = self._implied(base)
        if implied is None:
            return "propagation"
        seen = {abs(l) for l in implied}
        probes = [v for g in self.facts for l in g.lits for v in (abs(l),) if v not in seen]
        for v in list(dict.fromkeys(probes))[:PROBE_LIMIT]:
            if self._conflict(base + [v]) and self._conflict(base + [-v]):
                return "case split"
        return "search"

    def verify(self, step: Step, done: set[int]) -> None:
        """The step's claim, proved again before anyone sees it: each fact is the answer's (every
        answer's), and the reason's clues and facts alone, every other clue off, leave no answer
        where it is otherwise."""
        from .reports import UnverifiedAnswer

        reason = [s for s, n in self.clue_name.items() if n in set(step.clues)] + [g.on for g in step.uses]
        off = [-s for s in self.clue_sels if s not in set(reason)]
        for f in step.facts:
            if f.on not in self.forced or any(self.values.get(abs(l), False) != (l > 0) for l in f.claim):
                raise UnverifiedAnswer(f"hint {f.text()} is not the answer's")
            if any(g.on not in done for g in step.uses):
                raise UnverifiedAnswer(f"hint {f.text()} rests on an undecided cell")
            if self.model.propagators:
                status = self._verifier().refutes(step.clues, step.uses, f)
            else:
                status = self._solve(self.be, reason + off + [f.ask]).status
            if status != "unsat":
                raise UnverifiedAnswer(f"hint {f.text()}: its reason does not force it")
        step.verified = True

    def _verifier(self) -> "Verifier":
        if self.verifier is None:
            self.verifier = Verifier(self)
        return self.verifier


class Verifier:
    """The solving formula (connectivity cut lazily in-process; clue tags, no implied parts,
    hints or dominance: only the rules and the clues), on which a step's reason is proved
    again: its clues by name, every other clue off, its decided facts and the fact's opposite
    by their variables' labels."""

    def __init__(self, h: Hinter) -> None:
        from dataclasses import replace as _replace

        from .backends import make_backend
        from .compiling import compile_model

        g = h.loaded.genre
        parts = {**h.options.parts, **{p.name: False for p in g.implied + g.dominance}}
        options = _replace(h.options, hints=False, parts=parts)
        self.deadline = h.deadline
        # (clauses whatever the backend where settle reads them: the Hinter's own formula is so too)
        lowering = "pysat" if h.lazy_proofs else h.backend
        self.model = m = compile_model(h.loaded, options, tags=True, purpose="solve", backend=lowering,
                                       deadline=h.deadline).model
        self.sel = {m.clue_of(s): s for s in m.tag_assumptions()}
        labels = h.model.labels

        def lit(l: int) -> int:
            label = labels.get(abs(l))
            if label is None or not m.has_var(*label):  # (a genre slip: facts are labelled variables)
                raise RuntimeError(f"fact variable {label!r} is not in the solving formula")
            v = m.var(*label)
            return v if l > 0 else -v

        self.claim = {f.on: [lit(l) for l in f.claim] for f in h.facts}
        self.ask = {}
        for f in h.facts:
            a = self.ask[f.on] = m.aux()
            m.add([-a] + [-l for l in self.claim[f.on]])
        self.finder = None
        if h.lazy_proofs:  # (settle's maps)
            # the explanation formula's selectors in these terms (a fact decided: all its
            # literals), and back (a core's members): a clue on, a decided fact's literal, a fact asked
            self.mapped = {f.on: [lit(l) for l in f.lits] for f in h.facts}
            self.clue_name, self.asked = h.clue_name, {f.ask: f.on for f in h.facts}
            explained = {n: s for s, n in h.clue_name.items()}
            self.back = {s: explained[n] for n, s in self.sel.items() if n in explained}
            for f in h.facts:
                self.back.update({l: f.on for l in self.mapped[f.on]})
                self.back[self.ask[f.on]] = f.ask
        self.be = make_backend(m, h.backend, None, None, None, deadline=h.deadline)
        self.calls = 0

    def refutes(self, clues: list[str], uses: list[Fact], f: Fact) -> str:
        """``unsat`` when the clues named and the decided facts leave no answer where ``f`` is
        otherwise, every other clue off."""
        from .solving import solve_refined

        on = set(clues)
        assumptions = [s if n in on else -s for n, s in self.sel.items()]
        assumptions += [l for g in uses for l in self.claim[g.on]] + [self.ask[f.on]]
        self.calls += 1
        out = solve_refined(self.model, self.be, assumptions, self.deadline)
        if out.status == "timeout":
            raise HintTimeout
        return out.status

    def settle(self, assumptions) -> tuple[bool | None, list[int] | None]:
        """Is there an answer of this formula under ``assumptions`` (the explanation formula's
        clue selectors, decided facts' and asked facts' selectors; a clue not named is off)?
        True: one was found; False: none, with the core in the explanation formula's selectors;
        None: undecided within ``FIND_CONFLICTS`` conflicts a round and ``FIND_ROUNDS`` rounds
        of lazy cuts.  A reason is shrunk by this where the genre says so (``lazy_proofs``,
        :meth:`Hinter._limited`): on Moon or Sun's and Balance Loop's eager explanation formulas
        a loop through a few clues took hundreds of conflicts to find, and a proof that the loop
        would split often more than the shrink's budget; here both take milliseconds."""
        m = self.model
        if m.pb_constraints or m.z3_terms:  # (a formula the clauses alone do not hold)
            return None, None
        on, rest = set(), []
        for l in assumptions:
            if l in self.clue_name:
                on.add(self.clue_name[l])
            elif l in self.mapped:
                rest += self.mapped[l]
            elif l in self.asked:
                rest.append(self.ask[self.asked[l]])
            else:
                return None, None
        if self.finder is None:  # (its own solver: the re-proofs' solver stays as it was)
            self.finder = _propagator(m)
            if self.finder is None:
                return None, None
        assumed = [s if n in on else -s for n, s in self.sel.items()] + rest
        for _ in range(FIND_ROUNDS):
            if self.deadline is not None and time.monotonic() >= self.deadline:
                raise HintTimeout
            self.finder.conf_budget(FIND_CONFLICTS)
            found = self.finder.solve_limited(assumptions=assumed)
            if found is None:
                return None, None
            if found is False:
                core = self.finder.get_core() or assumed
                return False, list(dict.fromkeys(self.back[l] for l in core if l in self.back))
            found = self.finder.get_model()
            values = dict(zip(map(abs, found), map((0).__lt__, found)))
            cuts = [c for fn in m.lazy for c in fn(values)]
            if not cuts:
                return True, None
            for c in cuts:
                self.finder.add_clause(c)
        return None, None

    def close(self) -> None:
        self.be.close()
        if self.finder is not None:
            self.finder.delete()
            self.finder = None


def _propagator(model):
    """A PySAT solver with the model's clauses, for ``propagate`` (None: not available)."""
    try:
        s = pysat_solver("glucose4")  # propagate: 10 us a call on a 9x9 Sudoku (CaDiCaL: 400 us)
    except ImportError:  # pragma: no cover - PySAT is a dependency
        return None
    for clause in model.clauses:
        s.add_clause(clause)
    return s


# -- the API ------------------------------------------------------------------------------------

@dataclass
class Hint:
    """What :func:`hint`, :func:`steps` and :func:`rate` return."""

    status: str                 # complete / stuck / unsat / timeout / wrong / done
    steps: list[Step] = field(default_factory=list)
    open: list = field(default_factory=list)
    wrong: list = field(default_factory=list)
    genre: str = ""
    source: str = ""
    stats: dict = field(default_factory=dict)
    rating: dict | None = None
    loaded: Any = None
    solution: Any = None
    unique: bool = True

    def hint_json(self) -> dict:
        doc: dict = {"genre": self.genre, "status": self.status}
        if self.steps:
            doc.update(self.steps[0].to_json())
        else:
            doc.update({"cells": [], "values": [], "reason": []})
        doc["wrong"] = [{"cell": f.position, "given": v} for f, v in self.wrong]
        doc["stats"] = self.stats
        return doc

    def steps_json(self) -> dict:
        return {"genre": self.genre, "status": self.status, "unique": self.unique,
                "steps": [s.to_json() for s in self.steps],
                "open": [{"cell": f.position, "kind": f.key[0]} for f in self.open],
                "wrong": [{"cell": f.position, "given": v} for f, v in self.wrong],
                "stats": self.stats, "source": self.source}

    def rate_json(self) -> dict:
        return {"genre": self.genre, "status": self.status, **(self.rating or {}), "stats": self.stats,
                "source": self.source}

    def to_svg(self) -> str:
        return hint_svg(self)


def _run(puzzle, given: str | None, limit: int | None, options, backend, solver, timeout, max_clauses) -> Hint:
    from .compiling import check_timeout
    from .loading import load
    from .model import DeadlineReached

    timeout = check_timeout(timeout)
    started = time.monotonic()
    deadline = None if timeout is None else started + timeout
    loaded = load(puzzle)
    out = Hint("timeout", genre=loaded.genre_name, source=loaded.source, loaded=loaded)
    try:
        h = Hinter(loaded, options, backend, solver, deadline, max_clauses)
    except (DeadlineReached, HintTimeout):
        return out
    with h:
        if h.status != "ok":
            out.status = "unsat" if h.status == "unsat" else "timeout"
            return out
        out.solution, out.unique = h.solution, h.unique
        decided = []
        if given:
            decided, out.wrong = h.read_given(given)
            if out.wrong:
                out.status = "wrong"
                return out
        w = h.walk(decided, limit)
        out.status, out.steps, out.open = w.status, w.steps, w.open
        out.stats = dict(w.stats, facts=w.facts, given=w.given, unique=h.unique)
        if w.status == "complete" and limit is not None and len(w.steps) < w.facts - w.given:
            out.status = "hint"
        if not w.steps and w.status == "complete":
            out.status = "done"
        out.rating = rating_of(w)
    return out


def hint(puzzle, given: str | None = None, options=None, backend: str = "pysat", solver: str | None = None,
         timeout: float | None = None, max_clauses: int | None = None) -> Hint:
    """The next step a solver by hand could take (``given``: the answer so far, as JSON)."""
    return _run(puzzle, given, 1, options, backend, solver, timeout, max_clauses)


def steps(puzzle, given: str | None = None, options=None, backend: str = "pysat", solver: str | None = None,
          timeout: float | None = None, max_clauses: int | None = None) -> Hint:
    """Every step, each verified, until the answer is complete or nothing is forced."""
    return _run(puzzle, given, None, options, backend, solver, timeout, max_clauses)


def rate(puzzle, options=None, backend: str = "pysat", solver: str | None = None, timeout: float | None = None,
         max_clauses: int | None = None) -> Hint:
    """The difficulty of a puzzle, from its steps (:func:`rating_of`)."""
    return _run(puzzle, None, None, options, backend, solver, timeout, max_clauses)


def figures_of(w: Walk) -> dict:
    """The figures a rating is made of, read off the chain of steps.  ``choices`` of a step: how
    many facts propagation forced at that point (the ways a solver by hand could go on)."""
    steps = w.steps
    sizes = sorted((s.size for s in steps), reverse=True)
    prop = [s for s in steps if s.level == "propagation"]
    top = sizes[:3]
    mean, heavy = chain_weights([(s.level, s.choices, s.size) for s in steps])
    chain = [chain_row(s) for s in steps]
    points = [technique(row) for row in chain if row[1] == 0]
    return {"steps": len(steps), "propagation_steps": len(prop),
            "case_split_steps": sum(1 for s in steps if s.level == "case split"),
            "search_steps": sum(1 for s in steps if s.level == "search"),
            "one_way_steps": sum(1 for s in prop if s.choices <= 1),
            "two_way_steps": sum(1 for s in prop if s.choices == 2),
            "probe_steps": sum(1 for s in prop if s.choices == 0),
            "mean_choices": round(sum(s.choices for s in steps) / len(steps), 2) if steps else 0.0,
            "largest_reason": sizes[0] if sizes else 0,
            "top3_reason": round(sum(top) / len(top), 2) if top else 0.0,
            "mean_reason": round(sum(sizes) / len(sizes), 2) if sizes else 0.0,
            "mean_weight": round(mean, 3), "top_weight": round(heavy, 3),
            "stuck_points": len(points), "hardest_technique": max(points, default=0),
            "failed_literal_points": sum(1 for t in points if t == 1),
            "failed_literal_chain_points": sum(1 for t in points if t == 2),
            "probed_points": sum(1 for t in points if t == 3), "deeper_points": sum(1 for t in points if t == 4),
            "stuck_weight": round(stuck_weight(chain), 3)}


def chain_row(s: Step) -> list:
    """A step as the rating reads it: [level, choices, reason size, clues in the reason, depth,
    ways, ways2, effort] (what ``benchmarks/rating.py`` keeps per step)."""
    return [s.level, s.choices, s.size, len(s.clues), s.depth, s.ways, s.ways2, s.effort]


def technique(row) -> int:
    """What a step needs (``row``: :func:`chain_row`): 0 propagation forced it; 1 propagation
    refutes its opposite (a failed literal); 2 failed literals tried one after another decide
    it; 3 failed literals refute its opposite; 4 more.  A row of three (level, choices, size:
    kept before the depth was) reads propagation as 0 or 1, a case split as 3, search as 4."""
    level, choices = row[0], row[1]
    if choices > 0:
        return 0
    if len(row) < 8:
        return 1 if level == "propagation" else 3 if level == "case split" else 4
    depth, ways, ways2 = row[4], row[5], row[6]
    return 1 if ways > 0 else 2 if ways2 > 0 else 3 if depth <= 2 else 4


STUCK = 8   # what a point where propagation is stuck weighs, whatever its technique (2 ** 3)


def stuck_weight(chain) -> float:
    """The weight of the points where propagation is stuck (the steps with ``choices`` 0): each
    ``STUCK`` (how often a solver must look beyond propagation), plus 2 ** its technique
    (:func:`technique`) over the ways on there (1 + the facts its technique gives at that point):
    a hard technique counts more, and more when it is the only way on."""
    total = 0.0
    for row in chain:
        if row[1] != 0:
            continue
        ways = (row[5] + row[6]) if len(row) >= 8 else 0
        total += STUCK + 2 ** technique(row) / (1 + ways)
    return total


# The words' lower bounds on the rating: medium, hard, very hard, extreme.  Set on the tuning
# puzzles (benchmarks/results/rating-tune*.json): propagation alone is easy; stuck once (3.2 to
# 4), as in Tatham's intermediate to extreme Sudoku and his hard KenKen, medium; stuck a few
# times (his unreasonable Sudoku, recursive Futoshiki) hard; his easy Loopy 7x7 very hard and
# his tricky Loopy extreme.  (Towers: his easy and hard easy, extreme medium, unreasonable hard,
# since Skyscrapers' explanations read each clue whole.)
THRESHOLDS = (1.0, 4.0, 6.0, 7.5)
TOP_SHARE = 0.2      # the heaviest fifth of the steps counts again


def step_weight(level: str, choices: int, size: float) -> float:
    """How hard one step is; ``size``: its reason's size relative to the puzzle's usual one (the
    median over its steps).  By propagation: 0 when it left three or more facts to choose from,
    1 when two, 2 when it was the only one, 4 when propagation found it only from the fact's
    opposite (``choices`` 0: a failed literal); plus half its relative size.  With a case split
    or more: 4 plus twice its relative size (the clues and decided facts it combines)."""
    if level == "propagation":
        return (4 if choices <= 0 else 2 if choices == 1 else 1 if choices == 2 else 0) + 0.5 * size
    return 4 + 2 * size


def chain_weights(chain) -> tuple[float, float]:
    """``chain``: (level, choices, reason size) per step.  The mean step weight, and the mean
    weight of the heaviest fifth of the steps (at least one)."""
    if not chain:
        return 0.0, 0.0
    sizes = sorted(size for _, _, size in chain)
    usual = sizes[len(sizes) // 2] or 1
    ws = sorted((step_weight(level, choices, size / usual) for level, choices, size in chain), reverse=True)
    k = max(1, math.ceil(len(ws) * TOP_SHARE))
    return sum(ws) / len(ws), sum(ws[:k]) / k


def score(fig: dict) -> tuple[float, str]:
    """The rating: log2(1 + the stuck points' weight) (:func:`stuck_weight`): 0 for a puzzle
    that propagation solves from the clues, 3.2 to 4 for one stuck point (3.2 when failed literals
    give many facts there, 4.1 when it needs more than failed literals), 4 to 5 for Tatham's
    unreasonable Towers, 6 to 8 for his Loopy 7x7.  Tatham names his levels by the hardest technique a puzzle needs and how often;
    so does this, counted where propagation is stuck.  Its word from ``LEVELS`` by
    ``THRESHOLDS``."""
    value = round(math.log2(1 + fig.get("stuck_weight", 0.0)), 2)
    level = LEVELS[sum(value >= t for t in THRESHOLDS)]
    return value, level


def level_word(word: str) -> str:
    """A level as named on the command line (``very-hard`` or ``very hard``, any case), else
    InputError naming the words there are."""
    key = " ".join(word.replace("-", " ").replace("_", " ").lower().split())
    if key not in LEVELS:
        raise InputError(f"--difficulty: {word!r} is not a level; the levels are "
                         + ", ".join(l.replace(" ", "-") for l in LEVELS))
    return key


def rates_as(word: str, timeout: float | None = 60.0, seen: dict | None = None):
    """``accept(Generated) -> bool`` for :func:`gridsat.generate.generate`: the puzzle's rating
    has the level ``word``.  The rating and level go into the puzzle's stats; ``seen`` counts
    the levels of the puzzles rated (``"unrated"``: the chain did not complete in ``timeout``)."""
    want = level_word(word)

    def accept(made) -> bool:
        from . import encoders
        from .loading import Loaded

        g = encoders.get(made.genre)
        h = rate(Loaded(g, made.puzzle, "generated", None), timeout=timeout)
        level = h.rating["level"] if h.status == "complete" and h.rating else "unrated"
        if seen is not None:
            seen[level] = seen.get(level, 0) + 1
        if level != want:
            return False
        made.stats.update(rating=h.rating["rating"], level=level)
        return True

    return accept


def rating_of(w: Walk) -> dict:
    """The rating of a chain of steps: ``{"rating": 3.7, "level": "hard", <figures>}``."""
    fig = figures_of(w)
    value, level = score(fig)
    return {"rating": value, "level": level, **fig}


# -- pictures -------------------------------------------------------------------------------------

def hint_svg(h: Hint) -> str:
    """The puzzle with the hint's cell marked (yellow, its value in orange), the cells its clues
    name outlined in blue, and the decided cells it uses in grey."""
    from .render.svg import CELL, PAD, escape
    from .render.text import cell_name  # noqa: F401

    g, p = h.loaded.genre, h.loaded.puzzle
    if g.draw_svg is None:
        raise InputError(f"drawing is not available for {g.name} yet")
    svg = g.draw_svg(p, None)
    sides = getattr(p, "outside", {}) or {}
    x0 = PAD + CELL * int("left" in sides)
    y0 = PAD + CELL * int("top" in sides) + (24 if 'class="caption"' in svg else 0)
    marks = []

    def box(r, c, fill, stroke, cls, opacity=0.45):
        marks.append(f'<rect class="{cls}" x="{x0 + c * CELL:g}" y="{y0 + r * CELL:g}" width="{CELL}" '
                     f'height="{CELL}" fill="{fill}" fill-opacity="{opacity}" stroke="{stroke}" stroke-width="3"/>')

    step = h.steps[0] if h.steps else None
    if step is not None:
        named = set()
        for clue in step.clues:
            for m in re.finditer(r"\br(\d+)c(\d+)\b", clue):
                named.add((int(m.group(1)) - 1, int(m.group(2)) - 1))
        for r, c in sorted(named):
            box(r, c, "none", "#1f5fbf", "reason", 0)
        for f in step.uses:
            for r, c in _cells_of(f):
                box(r, c, "#9e9e9e", "none", "decided")
        for f in step.facts:
            ends = _cells_of(f)
            if f.cell is None and len(ends) == 2:  # a link between two cells, an edge between two points
                k = 0.0 if f.key[0] == "edge" else 0.5
                dash = "" if f.value else ' stroke-dasharray="4 4"'
                (r1, c1), (r2, c2) = ends
                marks.append(f'<line class="hint" x1="{x0 + (c1 + k) * CELL:g}" y1="{y0 + (r1 + k) * CELL:g}" '
                             f'x2="{x0 + (c2 + k) * CELL:g}" y2="{y0 + (r2 + k) * CELL:g}" stroke="#e65100" '
                             f'stroke-width="6" stroke-opacity="0.8"'
                             f'{dash}/>')
                continue
            for r, c in ends[:1] if f.cell is None else ends:
                box(r, c, "#ffd54f", "#e65100", "hint")
            if f.cell is not None and not isinstance(f.value, bool) and f.value is not None:
                r, c = f.cell
                marks.append(f'<text class="hint-value" x="{x0 + (c + 0.5) * CELL:g}" y="{y0 + (r + 0.5) * CELL:g}" '
                             f'font-size="22" font-weight="bold" fill="#e65100" text-anchor="middle" '
                             f'dominant-baseline="central">{escape(f.value)}</text>')
        title = "; ".join(f.text() for f in step.facts)
        marks.append(f"<desc>{escape('hint: ' + title + ' because ' + '; '.join(step.clues))}</desc>")
    return svg.replace("</svg>", "\n".join(marks) + "\n</svg>") if marks else svg


def _cells_of(f: Fact) -> list[tuple[int, int]]:
    if f.cell is not None:
        return [f.cell]
    return [x for x in f.key[1:] if isinstance(x, tuple) and len(x) == 2 and all(type(v) is int for v in x)]
