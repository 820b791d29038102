"""Lowering: the recorded constraints of a :class:`~gridsat.model.Model` turned into what one
target takes.  One object per target; the compiler picks it, the builders never ask.

=============  =====================================================================================
``CNF``        clauses for everything; connectivity with ``auto``/``lazy`` becomes the eager
               ``rank`` encoding.  For DIMACS export and explanations (a complete formula).
``CNF_LAZY``   clauses, but connectivity with ``auto``/``lazy`` becomes lazy cuts (checked on
               each answer, cut clauses added to the incremental solver).  In-process PySAT.
``Z3``         cardinality and pseudo-Boolean sums as native z3 terms (z3's own PB reasoning
               sees the sums); connectivity as for ``CNF_LAZY``.
``Z3_EAGER``   native sums, eager connectivity (explanations on the z3 backend).
=============  =====================================================================================

A lowering also holds the compilation's default encodings (``--card``, ``--pb``,
``--connect``): a builder called without an encoding (``exactly(model, lits, k)``, what a
genre's rules write) records None and the lowering writes its default (:meth:`Lowering.using`
makes the configured copy).  A record may name what ``auto`` stands for in its case
(``prefer``: a genre's measured choice, such as pairwise one-of-nine in Sudoku); an encoding
the job names (``--card seqcounter``) comes first, and an encoding the builder was given
(``at_most(model, lits, 1, "auto")``) is kept whatever the job says (:meth:`Lowering.pick`).

Lowering happens as each constraint is recorded (the Model calls :meth:`Lowering.lower`), so
auxiliary variables are numbered in the encoder's order; a Model made with ``lowering=None``
keeps the records and lowers them later (``model.lower(CNF)``).

This module imports no other part of gridsat: the kinds of record register how they are
lowered (:func:`register`: ``cardinality`` for ``Card``, ``cardinality.pb`` for ``PB``,
``connectivity`` for ``Connect``), so the model, the builders and the lowering import one
another in one direction only (builders -> lowering <- model).
"""
from __future__ import annotations

from typing import Callable

EAGER_CONNECT = "rank"  # the eager connectivity encoding that ``auto`` / ``lazy`` become on eager targets

# record type -> (clauses(lowering, model, c), native(lowering, model, c) or None)
_HOW: dict[type, tuple[Callable, Callable | None]] = {}


def register(kind: type, clauses: Callable, native: Callable | None = None) -> None:
    """How records of ``kind`` are lowered: ``clauses(lowering, model, c)`` for CNF targets,
    ``native(lowering, model, c)`` for targets with native sums (None: as for CNF)."""
    _HOW[kind] = (clauses, native)


class Lowering:
    def __init__(self, name: str, lazy: bool, native_sums: bool, card: str = "auto", pb: str = "auto",
                 connect: str = "auto") -> None:
        self.name = name
        self.lazy = lazy                # connectivity may become lazy cuts
        self.native_sums = native_sums  # cardinality and PB sums stay whole (z3)
        self.card, self.pb, self.connect = card, pb, connect  # defaults for records without one

    def using(self, card: str | None = None, pb: str | None = None, connect: str | None = None) -> "Lowering":
        """This target with other default encodings (None: keep)."""
        return Lowering(self.name, self.lazy, self.native_sums, card or self.card, pb or self.pb,
                        connect or self.connect)

    @property
    def key(self) -> tuple:
        """What decides the lowered form of a record: the target and the default encodings."""
        return self.name, self.card, self.pb, self.connect

    def lower(self, model, c):
        how = _HOW.get(type(c))
        if how is None:
            raise TypeError(f"cannot lower {type(c).__name__}")
        clauses, native = how
        if self.native_sums and native is not None:
            return native(self, model, c)
        return clauses(self, model, c)

    def pick(self, kind: str, asked: str | None, prefer: str | None = None) -> str:
        """The encoding of a ``kind`` (``card``, ``pb``, ``connect``) record: the one it was
        built with (``asked``), else this lowering's default (the job's flag); ``auto`` then
        becomes the record's ``prefer`` when it has one."""
        name = getattr(self, kind) if asked is None else asked
        return prefer if name == "auto" and prefer is not None else name

    def connect_method(self, method: str | None, prefer: str | None = None) -> str:
        """The connectivity encoding written for ``method`` on this target (None: the
        default; ``prefer``: what ``auto`` stands for, see :meth:`pick`)."""
        method = self.pick("connect", method, prefer)
        if method in ("auto", "lazy"):
            return "lazy" if self.lazy else EAGER_CONNECT
        return method

    def __repr__(self) -> str:
        return f"<lowering {self.name}>"


CNF = Lowering("cnf", lazy=False, native_sums=False)
CNF_LAZY = Lowering("cnf-lazy", lazy=True, native_sums=False)
Z3 = Lowering("z3", lazy=True, native_sums=True)
Z3_EAGER = Lowering("z3-eager", lazy=False, native_sums=True)


def for_target(purpose: str, backend: str = "pysat") -> Lowering:
    """The lowering for a job: ``purpose`` is ``solve`` (in-process), ``export`` (DIMACS) or
    ``explain`` (clue cores: eager, so shrinking a core needs no cut loops)."""
    if purpose not in ("solve", "export", "explain"):
        raise ValueError(f"unknown purpose {purpose!r}")
    if purpose == "export":
        return CNF
    if backend == "z3":
        return Z3 if purpose == "solve" else Z3_EAGER
    return CNF_LAZY if purpose == "solve" else CNF
