"""The compile context: what one compilation is for, owned by the compiler and the lowering.

A genre's rules never see it: they get the model (which records) and their options.  What
the rules may do differently for a job is declared as a :class:`~gridsat.genre.Part` whose
``when`` names one of the conditions below; the compiler decides it and the rules ask
``options.on(PART)`` (a part in force) or ``options.on("name")`` (is the implied part / hint
called ``name`` built after the rules, so that a rule it restates may be left out).

``purpose``: ``solve`` (in-process), ``export`` (DIMACS: the formula must stand for the
whole puzzle) or ``explain`` (clue cores: every clue named, no implied parts).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PURPOSES = ("solve", "export", "explain")


@dataclass(frozen=True)
class Context:
    """One compilation's settings (set by :func:`gridsat.compiling.compile_model`)."""

    purpose: str = "solve"
    tags: bool = False                      # clue tags kept (a selector per clue, for cores)
    mode: str | None = None                 # the job: solve, unique, count, all (None: unknown)
    backend: str = "pysat"
    implied: frozenset = frozenset()        # names of the implied parts built after the rules
    hints: frozenset = frozenset()          # names of the hints built after them
    dominance: frozenset = frozenset()      # names of the dominance parts built (a subset of implied)
    card: str = "auto"                      # default encodings, handed to the lowering
    pb: str = "auto"
    connect: str = "auto"
    deadline: float | None = None           # time.monotonic() when encoding must stop
    max_clauses: int | None = None
    hints_enabled: bool = True              # hints are recorded at all (in-process solving)
    options: Any = field(default=None, compare=False, repr=False)  # the EncodeOptions

    def __post_init__(self) -> None:
        if self.purpose not in PURPOSES:
            raise ValueError(f"unknown purpose {self.purpose!r}")

    def in_force(self, name: str) -> bool:
        """Is the implied part or hint called ``name`` built after the rules?"""
        return name in self.implied or name in self.hints


# -- conditions a tactic Part is declared with (``Part(..., when=ANSWERS_ONLY)``) -----------------

def ANSWERS_ONLY(ctx: Context) -> bool:
    """The formula need only give the answers: in-process solving without clue names.  The
    rules may settle what the givens force before encoding (an export must stand for the
    whole puzzle, an explanation names each given)."""
    return ctx.purpose == "solve" and not ctx.tags


def UNNAMED_CLUES(ctx: Context) -> bool:
    """No clue is named (no clue tags): rules may be merged across clues."""
    return not ctx.tags


def EAGER_CONNECTIVITY(ctx: Context) -> bool:
    """Connectivity is written out whole and its encoding is left to the target (``--connect
    auto`` becomes an eager encoding): a DIMACS export and an explanation without a
    ``--connect`` of the job's; in-process solving cuts lazily."""
    return ctx.purpose != "solve" and ctx.connect == "auto"


def LAZY_CUTS(ctx: Context) -> bool:
    """Connectivity is cut lazily (in-process solving with ``--connect auto`` or ``lazy``)."""
    return ctx.purpose == "solve" and ctx.connect in ("auto", "lazy")


def NO_CORES(ctx: Context) -> bool:
    """No unsat core will be asked of this formula and no clue switched off: no clue tags (an
    explanation has them, and so has the formula that re-proves a step, ``hints.Verifier``:
    a rule drawn from a clue must stay under that clue's tag there)."""
    return ctx.purpose != "explain" and not ctx.tags


def CORES(ctx: Context) -> bool:
    """Unsat cores will be asked of this formula (an explanation: ``explain``, ``hint``,
    ``steps``, ``rate``): a clue may be written so that propagation draws all it says alone."""
    return ctx.purpose == "explain"
