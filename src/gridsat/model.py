"""The compilation IR: a CNF formula with named variables, primary variables and clue tags.

Encoders build a :class:`Model`; backends solve it; decoders read the answer back by name.

* ``m.var("star", r, c)`` returns the DIMACS variable for that name, creating it on first use.
* ``m.aux()`` returns a fresh auxiliary variable (used by cardinality / connectivity builders).
* ``m.add([lit, ...])`` appends a clause (checked); ``m.add_built(clauses)`` appends clauses a
  shared builder made from literals it checked already (:mod:`gridsat.cardinality.template`).
* ``m.mark_primary(v)`` marks a variable as part of the answer; blocking clauses and solution
  counting use only primary variables.  An encoder whose rules fix how many primary variables
  are true in every answer (Tents: as many tents as trees) says so with
  ``m.fixed_primary_count = True``: a blocking clause then names only the answer's true
  primaries ("one of these goes"), the same condition in a shorter clause.
* Cardinality, pseudo-Boolean and connectivity constraints are recorded as objects
  (:class:`Card`, :class:`PB`, :class:`Connect`, built by :mod:`gridsat.cardinality`,
  :mod:`gridsat.cardinality.pb` and :mod:`gridsat.connectivity`), each with its clue tag and its
  role (``rule``, ``implied`` or ``hint``).  ``m.lowering`` (see :mod:`gridsat.lowering`), chosen
  by the library for the target (CNF for PySAT and DIMACS, native sums for z3, lazy cuts for
  in-process solving), turns each into clauses or native terms as it is recorded, so variable
  numbering follows the encoder's order.  With ``m.lowering = None`` records only accumulate
  and ``m.lower(lowering)`` lowers them later.  No builder asks which backend will solve.
* ``with m.implied(name): ...`` marks what is built inside as an implied (redundant)
  constraint; the library calls a genre's declared implied parts inside it.
* ``with m.guarded(lit): ...`` makes every clause added inside conditional on ``lit``.
* ``with m.tag("row 3 count"): ...`` guards every clause added inside the block with a selector
  literal named after the clue (only when the model was built with ``tags=True``), so that an
  unsat core can be reported as a list of clue names.
* ``with m.hint("name"): ...`` adds *search hints*: clauses that are not rules but steer the
  search (e.g. "a line does not run beside itself", true of almost every published
  Numberlink answer).  Every hint clause carries one hint selector; the search first asks
  for an answer with the hints switched on, and drops them for good once that fails, so
  answers, counts and uniqueness verdicts are exactly those of the rules alone (see
  :mod:`gridsat.solving`).  Hints are only recorded for in-process solving: a model built
  for DIMACS export or an explanation gets none (:attr:`Model.hints_enabled`).
* ``m.add_z3(term)`` keeps a constraint that has no CNF form; such models need the z3 backend.
* ``m.add_lazy(fn)`` registers a lazy constraint for in-process solving: ``fn(values)`` returns
  clauses cutting off an assignment that violates it (an empty list when it holds).  The eager
  encoding of the same rule must also be available for DIMACS export (see ``eager``).
"""
from __future__ import annotations

import time
from contextlib import contextmanager, nullcontext
from typing import Callable, Hashable, Iterable, Iterator, Sequence

from .lowering import CNF_LAZY, register

Label = tuple
_INT = {int}
_NEVER = 1 << 62
_CHECK_EVERY = 4096
_NO_TAG = nullcontext()  # reusable: what ``Model.tag`` returns when tags are not tracked


class DeadlineReached(Exception):
    """The time limit ran out while the formula was being built (a "timeout" verdict)."""


class FormulaTooLarge(ValueError):
    """The formula outgrew the clause budget (bad input for this machine: exit 2)."""


class Constraint:
    """A recorded constraint: its clue tag (None outside ``tag``), its role (``rule``,
    ``implied`` or ``hint``) and the guard literals in force when it was recorded (set by
    :meth:`Model.record`).  Plain slotted classes: encoders record tens of thousands."""

    __slots__ = ("tag", "role", "guard")

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={getattr(self, k, None)!r}" for k in self._fields)
        return f"{type(self).__name__}({fields})"


class Card(Constraint):
    """``count(lits) op k`` with ``op`` in ``<=``, ``>=``, ``==``; ``encoding``: a ``--card``
    name, None: the lowering's default; ``prefer``: what ``auto`` stands for here
    (:meth:`gridsat.lowering.Lowering.pick`)."""

    __slots__ = ("lits", "op", "k", "encoding", "prefer")
    _fields = __slots__

    def __init__(self, lits: list, op: str, k: int, encoding: str | None = None, prefer: str | None = None) -> None:
        self.lits, self.op, self.k, self.encoding, self.prefer = lits, op, k, encoding, prefer


class PB(Constraint):
    """``sum(w * l) op bound``; ``encoding``: ``--pb`` (``unary-difference``: a +1/-1 sum
    lowered through two unary counters), None: the lowering's default; ``prefer``: what
    ``auto`` stands for here."""

    __slots__ = ("lits", "weights", "op", "bound", "encoding", "prefer")
    _fields = __slots__

    def __init__(self, lits: list, weights: list, op: str, bound: int, encoding: str | None = None,
                 prefer: str | None = None) -> None:
        self.lits, self.weights, self.op, self.bound, self.encoding = lits, weights, op, bound, encoding
        self.prefer = prefer


class Connect(Constraint):
    """A connectivity rule (connected set, reachability, acyclicity).  ``build(method)``
    writes it with the named encoding and returns the encoding used; ``method`` is the one
    asked for (``auto``, ``lazy``, ``rank``, ``distance``; None: the lowering's default, the
    job's ``--connect``); ``prefer``: what ``auto`` stands for here."""

    __slots__ = ("what", "build", "method", "prefer")
    _fields = __slots__

    def __init__(self, what: str, build: Callable, method: str | None = None, prefer: str | None = None) -> None:
        self.what, self.build, self.method, self.prefer = what, build, method, prefer


class Arith(Constraint):
    """Integer arithmetic with no CNF form (a KenKen cage of z3 arithmetic): ``values``, one
    per cell, each a list of ``(digit, literal)`` (the cell's value is the digit whose literal
    is true) or an int (a settled digit); ``op`` in ``+ * - / =`` (``-`` and ``/``: either
    order of two cells) makes ``target``; it holds when literal ``on`` is true.  Every target
    keeps it as it is (:attr:`Model.z3_terms`): only the z3 backend takes it
    (:func:`gridsat.backends.z3.arith_term`), and a model holding one needs z3."""

    __slots__ = ("values", "op", "target", "on")
    _fields = __slots__

    def __init__(self, values: list, op: str, target: int, on: int) -> None:
        self.values, self.op, self.target, self.on = values, op, target, on


def _keep(lowering, model: "Model", c: Arith) -> None:
    model.z3_terms.append(c)


register(Arith, _keep, _keep)


def true_vars(values) -> list[int]:
    """The variables an answer sets true (fast for a solver's model list, ``values.lits``)."""
    lits = getattr(values, "lits", None)
    if lits is not None:
        return [l for l in lits if l > 0]
    return [v for v, b in values.items() if b]


class Model:
    def __init__(self, tags: bool = False, lowering="default") -> None:
        self.nvars = 0
        self.clauses: list[list[int]] = []
        self.labels: dict[int, Label] = {}
        self._by_label: dict[Label, int] = {}
        self.primary: list[int] = []
        self._primary_set: set[int] = set()
        self.track_tags = tags
        self.selectors: dict[str, int] = {}
        self._guard: list[int] = []
        self._tags: list[str] = []
        self._role = "rule"
        self.z3_terms: list = []
        # native sums, as the z3 lowering leaves them: (guard, lits, weights, op, bound)
        self.pb_constraints: list[tuple] = []
        self.lazy: list[Callable[[dict[int, bool]], list[list[int]]]] = []
        # rules the explanations' propagation applies beside the clauses (add_propagator)
        self.propagators: list[Callable] = []
        self.constraints: list[Constraint] = []
        self._pending = 0  # constraints[_pending:] are not lowered yet (lowering None)
        if lowering == "default":  # in-process CNF solving: lazy connectivity cuts allowed
            lowering = CNF_LAZY
        self.lowering = lowering
        self.hints_enabled = True  # the library sets False where hints must not go (export)
        self.hint_selector: int | None = None
        self.hint_names: list[str] = []
        self.hint_clauses = 0
        self.implied_names: list[str] = []
        self.facts: dict = {}  # what the encoder reports about the formula (stats), e.g. the rule in force
        self.implied_clauses = 0
        self.fixed_primary_count = False  # see the module doc: shorter blocking clauses
        # limits checked while clauses pile up (set by the library): a deadline (time.monotonic)
        # and a clause budget; both None (the default) costs one comparison per clause
        self.deadline: float | None = None
        self.max_clauses: int | None = None
        self._next_check = _NEVER
        self._next_var_check = _NEVER

    def set_limits(self, deadline: float | None = None, max_clauses: int | None = None) -> None:
        """Stop encoding with :class:`DeadlineReached` once ``deadline`` (``time.monotonic()``)
        passes, or :class:`FormulaTooLarge` beyond ``max_clauses`` clauses; checked every
        few thousand clauses, so the overshoot stays in the milliseconds."""
        self.deadline, self.max_clauses = deadline, max_clauses
        self._next_check = _NEVER if deadline is None and max_clauses is None else len(self.clauses)
        self._next_var_check = _NEVER if deadline is None else self.nvars + _CHECK_EVERY
        self._checkpoint()

    def checkpoint(self) -> None:
        """Raise :class:`DeadlineReached` if the time limit has passed: for an encoder's long
        stretches of Python work that add no clauses (clauses and new named variables are
        checked already)."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise DeadlineReached(f"the time limit ran out while encoding ({len(self.clauses):,} clauses written)")

    def _checkpoint(self) -> None:
        n = len(self.clauses)
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise DeadlineReached(f"the time limit ran out while encoding ({n:,} clauses written)")
        if self.max_clauses is not None and n > self.max_clauses:
            raise FormulaTooLarge(f"the formula passed {self.max_clauses:,} clauses while encoding, the limit for "
                                  f"this machine's memory (raise it with --max-clauses N)")
        self._next_check = n + _CHECK_EVERY

    # -- variables -------------------------------------------------------------------------
    def var(self, *name: Hashable) -> int:
        """The variable named ``name`` (created on first use)."""
        label = tuple(name)
        v = self._by_label.get(label)
        if v is None:
            self.nvars += 1
            v = self.nvars
            self._by_label[label] = v
            self.labels[v] = label
            if v >= self._next_var_check:
                self._next_var_check = v + _CHECK_EVERY
                self.checkpoint()
        return v

    def has_var(self, *name: Hashable) -> bool:
        return tuple(name) in self._by_label

    def aux(self) -> int:
        """A fresh unnamed auxiliary variable."""
        self.nvars += 1
        return self.nvars

    def reserve(self, top: int) -> None:
        """Make sure variables up to ``top`` are allocated (after an external builder used them)."""
        if top > self.nvars:
            self.nvars = top

    def mark_primary(self, *variables: int) -> None:
        for v in variables:
            if v <= 0 or v > self.nvars:
                raise ValueError(f"primary variable {v} is not a variable of this model")
            if v not in self._primary_set:
                self._primary_set.add(v)
                self.primary.append(v)

    def label(self, v: int) -> Label | None:
        return self.labels.get(abs(v))

    # -- clauses ---------------------------------------------------------------------------
    def add(self, clause: Iterable[int]) -> None:
        c = list(clause)
        # checked with C-level passes (min/max/in): this is the hot path of every encoder
        if c and (0 in c or max(c) > self.nvars or min(c) < -self.nvars
                  or not {*map(type, c)} <= _INT):
            bad = next((l for l in c if type(l) is not int or l == 0 or abs(l) > self.nvars))
            raise ValueError(f"literal {bad!r} is not a literal of this model (top variable {self.nvars})")
        if self._guard:
            c.extend(self._guard)
        self.clauses.append(c)
        if len(self.clauses) >= self._next_check:
            self._checkpoint()

    def add_all(self, clauses: Iterable[Iterable[int]]) -> None:
        """Append many clauses: the same checks as :meth:`add`, done once over all of them
        (about three times faster per clause on large encodings)."""
        cs = [list(c) for c in clauses]
        flat = [l for c in cs for l in c]
        if flat and (0 in flat or max(flat) > self.nvars or min(flat) < -self.nvars
                     or not {*map(type, flat)} <= _INT):
            for c in cs:
                self.add(c)  # names the bad literal
        self.add_built(cs)

    def add_built(self, clauses: list[list[int]]) -> None:
        """Append clauses a builder made itself from literals it has checked already and
        auxiliaries it allocated (the shared builders' fast path: no per-literal check, no
        copy).  The lists become the model's."""
        if self._guard:
            for c in clauses:
                c.extend(self._guard)
        self.clauses.extend(clauses)
        if len(self.clauses) >= self._next_check:
            self._checkpoint()

    def tag(self, name: str):
        """Guard the clauses added in this block with the selector of clue ``name`` (a
        context manager; a shared no-op one when the model tracks no tags)."""
        return self._tag(name) if self.track_tags else _NO_TAG

    @contextmanager
    def _tag(self, name: str) -> Iterator[None]:
        sel = self.selectors.get(name)
        if sel is None:
            sel = self.var("__tag__", name)
            self.selectors[name] = sel
        self._guard.append(-sel)
        self._tags.append(name)
        try:
            yield
        finally:
            self._guard.pop()
            self._tags.pop()

    @contextmanager
    def guarded(self, lit: int) -> Iterator[None]:
        """Clauses added in this block hold only when ``lit`` is true (each gets ``-lit``):
        the way to give a disjunction of constraints ("this sum OR that condition") a CNF form."""
        self._guard.append(-lit)
        try:
            yield
        finally:
            self._guard.pop()

    # -- recorded constraints (the IR) ----------------------------------------------------
    def record(self, c: Constraint):
        """Record a cardinality / PB / connectivity constraint under the tag, role and guard in
        force, and lower it now (returns what the lowering returns) unless lowering is deferred."""
        c.tag = self._tags[-1] if self._tags else None
        c.role = self._role
        c.guard = tuple(self._guard)
        self.constraints.append(c)
        if self.lowering is None:
            return None
        self._pending = len(self.constraints)
        return self.lowering.lower(self, c)

    def lower(self, lowering) -> None:
        """Lower the constraints recorded while ``lowering`` was None, each under its own guard."""
        self.lowering = lowering
        todo, self._pending = self.constraints[self._pending:], len(self.constraints)
        outer = self._guard
        try:
            for c in todo:
                self._guard = list(c.guard)
                lowering.lower(self, c)
        finally:
            self._guard = outer

    @contextmanager
    def implied(self, name: str) -> Iterator[None]:
        """What is built in this block is an implied constraint called ``name``: it follows
        from the rules (the library builds a genre's declared implied parts here)."""
        outer = self._role
        self._role = "implied"
        self.implied_names.append(name)
        before = len(self.clauses)
        try:
            yield
        finally:
            self._role = outer
            self.implied_clauses += len(self.clauses) - before

    @contextmanager
    def hint(self, name: str) -> Iterator[bool]:
        """Clauses added in this block are a search hint, not a rule (see the module notes).
        Yields False, and records nothing, when hints are disabled; the encoder may then skip
        building them: ``with m.hint("...") as on: if on: ...``."""
        if not self.hints_enabled:
            before = len(self.clauses)
            yield False
            del self.clauses[before:]
            return
        if self.hint_selector is None:
            self.hint_selector = self.var("__hint__")
        self.hint_names.append(name)
        before = len(self.clauses)
        outer, self._guard = self._guard, [-self.hint_selector]  # hints are no clue's rule
        outer_role, self._role = self._role, "hint"
        try:
            yield True
        finally:
            self._guard = outer
            self._role = outer_role
            self.hint_clauses += len(self.clauses) - before

    def tag_assumptions(self) -> list[int]:
        """Assumptions that switch every tagged clue on."""
        return list(self.selectors.values())

    def clue_of(self, lit: int) -> str | None:
        label = self.labels.get(abs(lit))
        if label and label[0] == "__tag__":
            return str(label[1])
        return None

    def add_pb(self, lits, weights, op: str, bound: int) -> None:
        """Record ``sum(w * l) op bound`` (op in <=, >=, ==) as one native constraint."""
        lits = [int(l) for l in lits]
        for l in lits:
            if l == 0 or abs(l) > self.nvars:
                raise ValueError(f"literal {l} is not a literal of this model (top variable {self.nvars})")
        weights = [1] * len(lits) if weights is None else [int(w) for w in weights]
        self.pb_constraints.append((tuple(self._guard), lits, weights, op, int(bound)))

    def add_z3(self, term) -> None:
        """Keep a z3 term as it is (the z3 backend adds it); a genre records data instead
        (:class:`Arith`), so that it needs no z3 import."""
        self.z3_terms.append(term)

    def add_lazy(self, fn: Callable[[dict[int, bool]], list[list[int]]]) -> None:
        """Register a lazy constraint.  Its cut clauses carry the guard in force here (a clue
        tag, ``guarded``), so a clue switched off by an assumption switches its cuts off too."""
        guard = list(self._guard)
        if guard:
            self.lazy.append(lambda values: [list(c) + guard for c in fn(values)])
        else:
            self.lazy.append(fn)

    def add_propagator(self, fn: Callable) -> None:
        """Register a rule that unit propagation of the clauses does not draw, for the
        explanations' propagation (:mod:`gridsat.hints`: the one-loop rule's early closures).
        ``fn(true, consistent)`` gets the set of literals true so far and ``consistent(lits)``
        (do these literals too propagate without a conflict?) and returns the literals the
        rule then implies, or None when it is broken.  It must follow from the rules and the
        clues switched on in ``true``; under a clue tag it applies only while that clue is on."""
        guard = list(self._guard)
        if guard:
            self.propagators.append(lambda true, consistent:
                                    fn(true, consistent) if all(-g in true for g in guard) else [])
        else:
            self.propagators.append(fn)

    # -- views -----------------------------------------------------------------------------
    def hard_clauses(self) -> list[list[int]]:
        """Clauses with every tag switched on (units for the selectors): what DIMACS gets."""
        return self.clauses + [[s] for s in self.selectors.values()]

    def value_map(self, assignment: Sequence[int]) -> dict[int, bool]:
        """``{var: bool}`` from a list of signed literals as a solver returns it."""
        return {abs(l): l > 0 for l in assignment if l != 0}

    def named_values(self, values: dict[int, bool]) -> dict[Label, bool]:
        return {self.labels[v]: val for v, val in values.items() if v in self.labels}

    def blocking_clause(self, values: dict[int, bool]) -> list[int]:
        """The clause that forbids this assignment of the primary variables.  With
        ``fixed_primary_count`` every other answer must drop one of this answer's true
        primaries (it has as many true ones), so the clause names only those.  A model
        without primary variables has one answer at most: the clause is empty."""
        if not self.primary:
            return []  # no answer variables (an empty board): every assignment is one answer
        lits = getattr(values, "lits", None)  # a solver's model list (backends.Assignment)
        if lits is not None and len(lits) >= self.nvars:
            if self.fixed_primary_count:
                return [-v for v in self.primary if lits[v - 1] > 0]
            return [-lits[v - 1] for v in self.primary]
        if self.fixed_primary_count:
            return [-v for v in self.primary if values.get(v, False)]
        return [-v if values.get(v, False) else v for v in self.primary]

    def true_primaries(self, values: dict[int, bool]) -> int:
        return sum(1 for v in self.primary if values.get(v, False))

    @property
    def needs_z3(self) -> bool:
        return bool(self.z3_terms) or bool(self.pb_constraints)

    def stats(self) -> dict[str, int]:
        out = {"variables": self.nvars, "clauses": len(self.clauses) + len(self.selectors)}
        if self.hint_clauses:
            out["hint_clauses"] = self.hint_clauses
        if self.implied_clauses:
            out["implied_clauses"] = self.implied_clauses
        if self.pb_constraints:
            out["pb_constraints"] = len(self.pb_constraints)
        out.update(self.facts)
        return out
