"""Cardinality constraints over literals: at most / at least / exactly k of them are true.

Every builder appends clauses (and auxiliary variables) to a :class:`~gridsat.model.Model`.
The encoding is chosen by name (``--card NAME`` on the command line):

==============  ===================================================================
name            what it is
==============  ===================================================================
``auto``        the default: chosen by size, see :func:`choose_encoding`
``pairwise``    no auxiliaries; for k = 1 PySAT's pairwise at-most-one, for k > 1 the
                binomial generalisation (one clause per (k+1)-subset, written here
                because PySAT has none); refused when it would exceed 200,000 clauses
``seqcounter``  Sinz's sequential counter (PySAT)
``sortnetwrk``  sorting network (PySAT)
``cardnetwrk``  cardinality network of Asin et al. (PySAT)
``totalizer``   Bailleux & Boufkhad totalizer (PySAT)
``mtotalizer``  modulo totalizer (PySAT)
``kmtotalizer`` k-modulo totalizer (PySAT)
``bitwise``     binary (bitwise) at-most-one (PySAT); k = 1 only
``ladder``      ladder / regular at-most-one (PySAT); k = 1 only
==============  ===================================================================

``bitwise`` and ``ladder`` only exist for at-most-one; for other bounds they fall back to the
``auto`` choice (so ``--card ladder`` still works on a 2-star puzzle).

The public builders record a :class:`~gridsat.model.Card` constraint; the model's lowering
(:mod:`gridsat.lowering`) turns it into clauses (:func:`cnf_at_most`, ...) or, for z3, one native
pseudo-Boolean term.  A genre's rules give no encoding (``exactly(model, lits, k)``): the
lowering writes the job's ``--card``.  ``prefer=NAME`` says what ``auto`` stands for in one
constraint (a genre's measured choice; ``--card NAME`` still wins); an encoding passed as the
fourth argument is kept whatever ``--card`` says.

Semantics: literals are counted with multiplicity (a literal listed twice counts twice), a
literal and its negation may both appear, k may be negative or larger than the list.
"""
from __future__ import annotations

from itertools import combinations
from math import comb
from typing import Sequence

from ..lowering import register
from ..model import PB, Card, Model
from . import template

ENCODINGS = (
    "auto", "pairwise", "seqcounter", "sortnetwrk", "cardnetwrk", "totalizer",
    "mtotalizer", "kmtotalizer", "bitwise", "ladder",
)
AMO_ONLY = ("bitwise", "ladder")
BINOMIAL_LIMIT = 200_000


class EncodingError(ValueError):
    pass


def check_encoding(name: str) -> str:
    if name not in ENCODINGS:
        raise EncodingError(f"unknown cardinality encoding {name!r}; choose one of: {', '.join(ENCODINGS)}")
    return name


def _check(*names: str | None) -> None:
    for name in names:
        if name is not None:
            check_encoding(name)


def choose_encoding(n: int, k: int) -> str:
    """The ``auto`` choice for 'at most k of n' (k already normalised to 1 <= k < n).

    * at-most-one over up to 6 literals: pairwise.  It needs no auxiliaries and its
      n(n-1)/2 binary clauses are at most 15; propagation is complete.
    * at-most-one over more: sequential counter (3n clauses, n auxiliaries; arc-consistent,
      the usual choice in the literature for AMO beyond a handful of literals).
    * general k with n*k <= 2,000: sequential counter, O(n*k) clauses, arc-consistent.
      For puzzle rows/regions (n up to ~50, k up to ~10) it is the smallest of PySAT's
      arc-consistent encodings (benchmarks/ compares them).
    * larger n*k: cardinality network, O(n log^2 k) clauses.
    * any k over at most 5 literals (a cell's 4 neighbours, say): binomial, at most 10
      clauses and no auxiliaries; on Numberlink's "exactly 2 of 4 segments" it beat the
      sequential counter (benchmarks/numberlink_bench.py).
    """
    if k == 1:
        return "pairwise" if n <= 6 else "seqcounter"
    if n <= 5:
        return "pairwise"
    if n * k <= 2000:
        return "seqcounter"
    return "cardnetwrk"


def _distinct(model: Model, lits: Sequence[int]) -> list[int]:
    """The literals with repeats replaced by fresh equivalent variables (PySAT's encodings
    assume every literal occurs once)."""
    lits = _checked(model, lits)
    if len(set(lits)) == len(lits):  # the usual case, checked at C speed
        return lits
    seen: set[int] = set()
    out: list[int] = []
    for l in lits:
        if l in seen:
            y = model.aux()
            model.add([-y, l])
            model.add([y, -l])
            out.append(y)
        else:
            seen.add(l)
            out.append(l)
    return out


def at_most(model: Model, lits: Sequence[int], k: int, encoding: str | None = None,
            prefer: str | None = None) -> None:
    """At most ``k`` of ``lits`` are true.  ``encoding``: a ``--card`` name kept whatever the
    job says; None, the usual: the compilation's default, which the lowering holds.
    ``prefer``: what ``auto`` stands for here (the job's ``--card`` comes first)."""
    _check(encoding, prefer)
    lits = list(lits)
    if 0 <= len(lits) <= k:
        return  # always true: nothing to record
    model.record(Card(lits, "<=", k, encoding, prefer))  # literals are checked when lowered


def at_least(model: Model, lits: Sequence[int], k: int, encoding: str | None = None,
             prefer: str | None = None) -> None:
    """At least ``k`` of ``lits`` are true (``encoding``, ``prefer``: see :func:`at_most`)."""
    _check(encoding, prefer)
    if k <= 0:
        return  # always true: nothing to record
    model.record(Card(list(lits), ">=", k, encoding, prefer))


def exactly(model: Model, lits: Sequence[int], k: int, encoding: str | None = None,
            prefer: str | None = None) -> None:
    """Exactly ``k`` of ``lits`` are true (``encoding``, ``prefer``: see :func:`at_most`)."""
    _check(encoding, prefer)
    model.record(Card(list(lits), "==", k, encoding, prefer))


def _checked(model: Model, lits: Sequence[int]) -> list[int]:
    out = list(map(int, lits))
    if out and (0 in out or max(out) > model.nvars or min(out) < -model.nvars):
        bad = next(l for l in out if l == 0 or abs(l) > model.nvars)
        raise ValueError(f"literal {bad} is not a literal of this model")
    return out


def cnf_at_most(model: Model, lits: Sequence[int], k: int, encoding: str = "auto",
                distinct: bool = False) -> None:
    """At most ``k`` of ``lits`` are true (``distinct``: the literals are known distinct)."""
    lits = lits if distinct else _distinct(model, lits)
    n = len(lits)
    if k < 0:
        model.add([])  # impossible: an empty clause
        return
    if k >= n:
        return
    if k == 0:
        for l in lits:
            model.add([-l])
        return
    _at_most_core(model, lits, k, encoding)


def cnf_at_least(model: Model, lits: Sequence[int], k: int, encoding: str = "auto",
                 distinct: bool = False) -> None:
    """At least ``k`` of ``lits`` are true (= at most n-k of their negations)."""
    lits = lits if distinct else _distinct(model, lits)
    n = len(lits)
    if k <= 0:
        return
    if k > n:
        model.add([])
        return
    if k == 1:
        model.add_built([list(lits)])
        return
    if k == n:
        for l in lits:
            model.add([l])
        return
    _at_most_core(model, [-l for l in lits], n - k, encoding)


def cnf_exactly(model: Model, lits: Sequence[int], k: int, encoding: str = "auto") -> None:
    """Exactly ``k`` of ``lits`` are true."""
    lits = _distinct(model, lits)
    n = len(lits)
    if k < 0 or k > n:
        model.add([])
        return
    if k == 0:
        for l in lits:
            model.add([-l])
        return
    if k == n:
        for l in lits:
            model.add([l])
        return
    enc = _resolve(encoding, n, k)
    if enc == "pairwise" or k == 1 or n - k == 1:
        # The two halves may use different bounds (k and n-k); build them separately so
        # each gets the best encoding for its own bound.
        cnf_at_most(model, lits, k, encoding, distinct=True)
        cnf_at_least(model, lits, k, encoding, distinct=True)
        return
    template.build(model, ("equals", k, enc), lits, lambda m, ls: _pysat(m, ls, k, enc, "equals"))


def _resolve(encoding: str, n: int, k: int) -> str:
    if encoding == "auto" or (encoding in AMO_ONLY and k != 1):
        return choose_encoding(n, k)
    return encoding


def _at_most_core(model: Model, lits: list[int], k: int, encoding: str) -> None:
    enc = _resolve(encoding, len(lits), k)
    if enc == "pairwise" and k == 1 and len(lits) <= 6:  # a few binary clauses: written at once
        model.add_built([[-a, -b] for i, a in enumerate(lits) for b in lits[i + 1:]])
        return
    template.build(model, ("atmost", k, enc), lits, lambda m, ls: _at_most_clauses(m, ls, k, enc))


def _at_most_clauses(model: Model, lits: list[int], k: int, enc: str) -> None:
    """At most ``k`` (1 <= k < n) of the distinct ``lits`` in encoding ``enc`` (resolved)."""
    n = len(lits)
    if enc == "pairwise" and k == 1:  # PySAT's pairwise clauses, without its per-call cost
        model.add_all([[-a, -b] for i, a in enumerate(lits) for b in lits[i + 1:]])
        return
    if enc == "pairwise" and k > 1:
        size = comb(n, k + 1)
        if size > BINOMIAL_LIMIT:
            raise EncodingError(
                f"pairwise (binomial) at-most-{k} over {n} literals needs {size} clauses; "
                "choose another --card encoding")
        model.add_all([-l for l in subset] for subset in combinations(lits, k + 1))
        return
    _pysat(model, lits, k, enc, "atmost")


def _pysat(model: Model, lits: list[int], k: int, enc: str, kind: str) -> None:
    from pysat.card import CardEnc, EncType

    fn = getattr(CardEnc, kind)
    cnf = fn(lits=lits, bound=k, top_id=model.nvars, encoding=getattr(EncType, enc))
    model.reserve(cnf.nv)
    model.add_all(cnf.clauses)


def unary_counter(model: Model, lits: Sequence[int], limit: int | None = None) -> list[int]:
    """The number of true ``lits`` in unary: returns ``out`` with ``out[i - 1]`` true exactly
    when at least ``i`` of them are true (i = 1 .. len(lits); with ``limit``, i = 1 .. limit
    only: a counter capped there, O(n x limit) clauses; region sizes up to a bound).

    A totalizer (Bailleux & Boufkhad) with the implications in both directions, so unit
    propagation moves counts up from the inputs and down from the outputs.  Two halves are
    counted recursively and merged: with ``a`` of the left and ``b`` of the right true, at
    least ``a + b`` are true; with fewer than ``a + 1`` left and fewer than ``b + 1`` right,
    fewer than ``a + b + 1``.  O(n^2) clauses in the worst case; meant for counters over tens
    of literals.
    """
    lits = _distinct(model, lits)
    if limit is not None and limit < len(lits):
        return template.build(model, ("counter", max(0, limit)), lits,
                              lambda m, xs: _counter(m, xs, max(0, limit)))
    return template.build(model, "counter", lits, _counter)


def _counter(model: Model, lits: list[int], limit: int | None = None) -> list[int]:
    """:func:`unary_counter` over distinct literals (``limit``: outputs up to that count)."""
    if len(lits) <= 1:
        return list(lits)[:limit]
    mid = len(lits) // 2
    left, right = _counter(model, lits[:mid], limit), _counter(model, lits[mid:], limit)
    size = len(left) + len(right) if limit is None else min(limit, len(left) + len(right))
    out = [model.aux() for _ in range(size)]
    # "at least a" of a side as clause parts: at least 0 is always true (no literal)
    up_left, up_right = [[]] + [[-x] for x in left], [[]] + [[-x] for x in right]
    down_left, down_right = [[x] for x in left] + [[]], [[x] for x in right] + [[]]
    clauses = []
    for a in range(len(left) + 1):
        for b in range(len(right) + 1):
            if 1 <= a + b <= len(out):  # at least a left and at least b right -> at least a + b
                clauses.append([out[a + b - 1]] + up_left[a] + up_right[b])
            if a + b < len(out):  # fewer than a + 1 left and fewer than b + 1 right -> fewer than a + b + 1
                clauses.append([-out[a + b]] + down_left[a] + down_right[b])
    model.add_all(clauses)
    return out


def difference_equals(model: Model, plus: Sequence[int], minus: Sequence[int], c: int) -> None:
    """(number of true ``plus``) - (number of true ``minus``) == ``c``.

    Both sides are counted with :func:`unary_counter` and the counts tied output by output:
    "at least j of minus" holds exactly when "at least j + c of plus" does.  Two counters over
    the halves have about half the clauses of one over ``plus`` and the negated ``minus``.
    That is what ``auto`` stands for here; an encoding the job names is used instead: its
    ``--pb`` for the sum itself, else its ``--card`` for the count it is ("exactly ``c`` +
    |minus| of ``plus`` and the negated ``minus``").  Native targets keep the sum whole.
    """
    plus, minus = list(plus), list(minus)  # literals are checked as the counters use them
    model.record(Difference(plus + minus, [1] * len(plus) + [-1] * len(minus), "==", c, None, "unary-difference"))


class Difference(PB):
    """The record of :func:`difference_equals`: a +1/-1 sum (a :class:`~gridsat.model.PB`)
    lowered to CNF through two unary counters (its ``prefer``) unless the job names an
    encoding, kept whole as a native sum."""

    __slots__ = ()


def _lower_difference(lowering, model: Model, c: Difference) -> None:
    n = c.weights.index(-1) if -1 in c.weights else len(c.weights)  # the +1 terms come first
    plus, minus = c.lits[:n], c.lits[n:]
    enc = lowering.pick("pb", c.encoding, c.prefer)
    if enc != "unary-difference":  # the job's --pb: the sum, as pb.lower_pb writes it
        lowering.lower(model, PB(c.lits, c.weights, c.op, c.bound, enc))
    elif lowering.card != "auto":  # the job's --card: the count it is
        cnf_exactly(model, plus + [-l for l in minus], c.bound + len(minus), lowering.card)
    else:
        lower_difference(model, plus, minus, c.bound)


def _native_sum(lowering, model: Model, c: PB) -> None:
    model.add_pb(c.lits, c.weights, c.op, c.bound)


def lower_difference(model: Model, plus: Sequence[int], minus: Sequence[int], c: int) -> None:
    """The clauses of :func:`difference_equals` (two unary counters tied output by output)."""
    p_out, m_out = unary_counter(model, plus), unary_counter(model, minus)

    def at_least(out: list[int], j: int):  # a literal, or True / False when j is out of range
        return True if j <= 0 else (False if j > len(out) else out[j - 1])

    ties = []
    for j in range(min(0, -c), max(len(minus), len(plus) - c) + 2):
        x, y = at_least(m_out, j), at_least(p_out, j + c)
        if x is y:
            continue
        if isinstance(x, bool) and isinstance(y, bool):
            ties.append([])  # the counts can never differ by c
            break
        if isinstance(x, bool):
            ties.append([y if x else -y])
        elif isinstance(y, bool):
            ties.append([x if y else -x])
        else:
            ties += [[-x, y], [x, -y]]
    model.add_built(ties)  # the counters' outputs


KING_STEPS = ((0, 1), (1, -1), (1, 0), (1, 1))  # each touching pair of cells seen once


def none_touching(model: Model, cells: dict) -> None:
    """No two of the given cells that touch (orthogonally or diagonally) are both true:
    ``cells`` maps ``(row, col)`` to a literal; one binary clause per touching pair."""
    lits = dict(zip(cells, _checked(model, cells.values())))
    get = lits.get
    model.add_built([[-lit, -other] for (r, c), lit in lits.items() for dr, dc in KING_STEPS
                     if (other := get((r + dr, c + dc))) is not None])


_CNF_CARD = {"<=": cnf_at_most, ">=": cnf_at_least, "==": cnf_exactly}


def _lower_card(lowering, model: Model, c: Card) -> None:
    """A :class:`~gridsat.model.Card` as clauses (its encoding, else the lowering's ``--card``;
    ``auto`` as the record prefers)."""
    _CNF_CARD[c.op](model, c.lits, c.k, lowering.pick("card", c.encoding, c.prefer))


def _native_card(lowering, model: Model, c: Card) -> None:
    """A :class:`~gridsat.model.Card` as one native sum (z3)."""
    model.add_pb(c.lits, None, c.op, c.k)


register(Card, _lower_card, _native_card)
register(Difference, _lower_difference, _native_sum)
