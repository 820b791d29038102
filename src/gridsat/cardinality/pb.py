"""Linear pseudo-Boolean constraints over literals: ``sum(w_i * l_i) <= / >= / == bound``.

Every builder records a :class:`~gridsat.model.PB` constraint; the CNF lowering
(:func:`lower_pb`) appends clauses and auxiliary variables, so DIMACS export works; the z3
lowering keeps the sum as one native term.

* :func:`pb_at_most`, :func:`pb_at_least`, :func:`pb_equals` take ``(model, lits, weights,
  bound)``; ``weights=None`` means all ones.  Without ``encoding`` (a genre's rules give none)
  the lowering writes the job's ``--pb``; ``prefer=NAME``: what ``auto`` stands for in this
  sum (a genre's measured choice; ``--pb NAME`` still wins); ``encoding=NAME`` is kept
  whatever ``--pb`` says.
* Any integer weights are accepted, negative and zero included; a literal may repeat and a
  literal and its negation may both appear.  The sum is first normalised to positive
  weights over distinct variables (``w*l`` with ``w < 0`` is ``w + (-w)*(-l)``).
* Trivial bounds give no clause (always true) or the empty clause (impossible).
* When every weight is equal, ``auto`` hands the constraint to the cardinality builders
  (:mod:`gridsat.cardinality`), which are smaller and propagate better.

Encodings (``encoding=``):

==============  =====================================================================
``auto``        equal weights: cardinality builders; otherwise ``bdd``
``bdd``, ``seqcounter``, ``sortnetwrk``, ``adder``, ``binmerge``, ``best``,
``watchdog``, ``totalizer``, ``mixedradix``
                PySAT's ``pysat.pb.PBEnc`` encodings (PySAT >= 1.9 builds them with the
                ``pindakaas`` package, older PySAT with ``pypblib``: ``pip install
                'python-sat[pb]'``); which names exist depends on the PySAT version
``pybdd``       a hand-written BDD encoding (Een & Sorensson 2006, one implication
                direction), used by ``auto`` only when ``pysat.pb`` is not installed
==============  =====================================================================
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ..lowering import register
from ..model import PB, Model
from . import EncodingError, cnf_at_least, cnf_at_most, cnf_exactly, lower_difference

PYSAT_ENCODINGS = ("bdd", "seqcounter", "sortnetwrk", "adder", "binmerge", "best",
                   "watchdog", "totalizer", "mixedradix")
ENCODINGS = ("auto",) + PYSAT_ENCODINGS + ("pybdd",)
PYBDD_NODE_LIMIT = 2_000_000


@lru_cache(maxsize=1)
def pysat_pb():
    """``(PBEnc, EncType)`` from ``pysat.pb``, or None when its back end is not installed."""
    try:
        from pysat.pb import EncType, PBEnc
    except (ImportError, AssertionError):  # pysat.pb asserts that its back end is present
        return None
    return PBEnc, EncType


def available_encodings() -> list[str]:
    """The encoding names usable in this installation."""
    pb = pysat_pb()
    names = ["auto"]
    if pb is not None:
        names += [e for e in PYSAT_ENCODINGS if hasattr(pb[1], e)]
    return names + ["pybdd"]


def check_encoding(name: str) -> str:
    if name not in ENCODINGS:
        raise EncodingError(f"unknown pseudo-Boolean encoding {name!r}; choose one of: {', '.join(ENCODINGS)}")
    if name not in available_encodings():
        raise EncodingError(f"pseudo-Boolean encoding {name!r} needs pysat.pb with its back end "
                            "(pip install 'python-sat[pb]'); available: "
                            + ", ".join(available_encodings()))
    return name


def pb_at_most(model: Model, lits: Sequence[int], weights: Sequence[int] | None, bound: int,
               encoding: str | None = None, prefer: str | None = None) -> None:
    """``sum(weights[i] * lits[i]) <= bound``."""
    _build(model, lits, weights, bound, "<=", encoding, prefer)


def pb_at_least(model: Model, lits: Sequence[int], weights: Sequence[int] | None, bound: int,
                encoding: str | None = None, prefer: str | None = None) -> None:
    """``sum(weights[i] * lits[i]) >= bound``."""
    _build(model, lits, weights, bound, ">=", encoding, prefer)


def pb_equals(model: Model, lits: Sequence[int], weights: Sequence[int] | None, bound: int,
              encoding: str | None = None, prefer: str | None = None) -> None:
    """``sum(weights[i] * lits[i]) == bound``."""
    _build(model, lits, weights, bound, "==", encoding, prefer)


def normalise(model: Model, lits: Sequence[int], weights: Sequence[int] | None,
              bound: int) -> tuple[list[int], list[int], int]:
    """The same constraint as positive weights over distinct variables: ``(lits, weights,
    bound)`` with the constant part moved into the bound."""
    lits = list(lits)
    weights = [1] * len(lits) if weights is None else list(weights)
    if len(weights) != len(lits):
        raise ValueError(f"{len(lits)} literals but {len(weights)} weights")
    coef: dict[int, int] = {}
    const = 0
    for l, w in zip(lits, weights):
        if isinstance(l, bool) or isinstance(w, bool):
            raise ValueError("literals and weights must be integers, not booleans")
        l, w = int(l), int(w)
        if l == 0 or abs(l) > model.nvars:
            raise ValueError(f"literal {l} is not a literal of this model")
        if l > 0:
            coef[l] = coef.get(l, 0) + w
        else:  # w * (not v) = w - w * v
            const += w
            coef[-l] = coef.get(-l, 0) - w
    out_l, out_w = [], []
    for v, a in coef.items():
        if a > 0:
            out_l.append(v)
            out_w.append(a)
        elif a < 0:  # a * v = a + (-a) * (not v)
            const += a
            out_l.append(-v)
            out_w.append(-a)
    return out_l, out_w, int(bound) - const


def _build(model: Model, lits, weights, bound: int, cmp: str, encoding: str | None,
           prefer: str | None = None) -> None:
    for name in (encoding, prefer):
        if name is not None:
            check_encoding(name)
    lits = list(lits)
    weights = [1] * len(lits) if weights is None else list(weights)
    normalise(model, lits, weights, bound)  # refuses bad literals and weights now
    model.record(PB([int(l) for l in lits], [int(w) for w in weights], cmp, int(bound), encoding, prefer))


def lower_pb(model: Model, lits, weights, cmp: str, bound: int, encoding: str = "auto") -> None:
    """Clauses for ``sum(w * l) cmp bound`` (the CNF lowering of :class:`~gridsat.model.PB`)."""
    if encoding == "unary-difference":  # cardinality.difference_equals: +1 / -1 weights
        n = weights.index(-1) if -1 in weights else len(weights)  # the +1 terms come first
        lower_difference(model, lits[:n], lits[n:], bound)
        return
    lits, weights, k = normalise(model, lits, weights, bound)
    total = sum(weights)
    # trivial bounds
    if cmp == "<=":
        if k < 0:
            model.add([])
            return
        if k >= total:
            return
    elif cmp == ">=":
        if k <= 0:
            return
        if k > total:
            model.add([])
            return
    else:
        if k < 0 or k > total:
            model.add([])
            return
        if k == 0 or k == total:
            for l in lits:
                model.add([l] if k == total else [-l])
            return
    if encoding == "auto" and len(set(weights)) == 1:
        w = weights[0]
        if cmp == "<=":
            cnf_at_most(model, lits, k // w)
        elif cmp == ">=":
            cnf_at_least(model, lits, -(-k // w))
        elif k % w:
            model.add([])
        else:
            cnf_exactly(model, lits, k // w)
        return
    if encoding == "auto":
        encoding = "bdd" if pysat_pb() is not None else "pybdd"
    if encoding == "pybdd":
        if cmp in ("<=", "=="):
            _bdd_at_most(model, lits, weights, k)
        if cmp in (">=", "=="):
            _bdd_at_most(model, [-l for l in lits], weights, total - k)
        return
    PBEnc, EncType = pysat_pb()
    fn = {"<=": PBEnc.atmost, ">=": PBEnc.atleast, "==": PBEnc.equals}[cmp]
    cnf = fn(lits=lits, weights=weights, bound=k, top_id=model.nvars,
             encoding=getattr(EncType, encoding))
    top = max([cnf.nv] + [abs(l) for c in cnf.clauses for l in c])
    model.reserve(top)
    model.add_all(cnf.clauses)


def _bdd_at_most(model: Model, lits: list[int], weights: list[int], k: int) -> None:
    """``sum(w_i * l_i) <= k`` (positive weights) as a reduced-by-bound BDD.

    Node ``(i, b)`` stands for "the literals from ``i`` on sum to at most ``b``"; its
    variable implies its two children: ``node -> (l_i -> node(i+1, b - w_i))`` and
    ``node -> node(i+1, b)``.  Nodes whose bound is negative are false, nodes whose bound
    covers every remaining weight are true; the root is asserted.
    """
    n = len(lits)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + weights[i]
    memo: dict[tuple[int, int], int] = {}
    pending: list[tuple[int, int, int]] = []

    def node(i: int, b: int):
        if b < 0:
            return False
        if b >= suffix[i]:
            return True
        key = (i, b)
        v = memo.get(key)
        if v is None:
            if len(memo) >= PYBDD_NODE_LIMIT:
                raise EncodingError("pseudo-Boolean sum too large for the pybdd encoding; "
                                    "install pysat.pb's back end")
            v = memo[key] = model.aux()
            pending.append((v, i, b))
        return v

    root = node(0, k)
    if root is False:
        model.add([])
        return
    if root is True:
        return
    model.add([root])
    while pending:  # iterative, so long sums do not hit the recursion limit
        v, i, b = pending.pop()
        hi = node(i + 1, b - weights[i])
        lo = node(i + 1, b)
        if hi is False:
            model.add([-v, -lits[i]])
        elif hi is not True:
            model.add([-v, -lits[i], hi])
        if lo is not True:  # lo is never False: b >= 0 here
            model.add([-v, lo])


def _lower(lowering, model: Model, c: PB) -> None:
    """A :class:`~gridsat.model.PB` as clauses (its encoding, else the lowering's ``--pb``;
    ``auto`` as the record prefers)."""
    lower_pb(model, c.lits, c.weights, c.op, c.bound, lowering.pick("pb", c.encoding, c.prefer))


def _native(lowering, model: Model, c: PB) -> None:
    """A :class:`~gridsat.model.PB` as one native sum (z3)."""
    model.add_pb(c.lits, c.weights, c.op, c.bound)


register(PB, _lower, _native)
