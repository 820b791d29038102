"""How Sudoku's rules are encoded: in-process, the givens are used before the solver sees
the board (candidates.py): the cells they settle get no variable and the rules
(:func:`.rules.board_rules`) are written over the digits left.  The full encoding (every cell,
every digit, the givens as unit clauses) is kept where the formula must stand for the whole
puzzle: explanations (each given is a clue that a core can name) and DIMACS export
(``gridsat decode`` reads an external answer against it); and when the givens settle nothing
(a killer without givens), since its rules come from the cache.

Experiment switches (``EncodeOptions(extra={...})``): ``sudoku_full`` solves with the full
encoding too (the baseline for comparisons); ``sudoku_naked_only`` settles naked singles only.
"""
from __future__ import annotations

from ...model import true_vars
from ...render.text import cell_name
from . import cache
from .candidates import Candidates, every_digit, settle
from .puzzle import Solution, sym
from .rules import board_rules


# settle the givens before encoding: only where the formula need only give the answers (an
# export must stand for the whole puzzle, an explanation names each given)
SETTLE = cache.SETTLE


def rules(p, model, options) -> Candidates:
    if uses_givens_early(model, options):
        left = settle(p, hidden=not options.extra.get("sudoku_naked_only"), checkpoint=model.checkpoint)
        if left.settled or left.clash:  # (nothing settled: the full rules, cached per shape)
            return settled_rules(p, model, options, left)
    return full_rules(p, model, options)


def settled_rules(p, model, options, left: Candidates) -> Candidates:
    """The givens settled what they could; the rules speak of the digits left."""
    if left.clash:  # the givens contradict each other (left.clash says where): no answer
        model.add([])
        return left
    model.mark_primary(*(model.var("digit", r, c, d) for (r, c), ds in left.open.items() for d in ds))
    board_rules(p, model, left)
    return left


def full_rules(p, model, options) -> Candidates:
    """Every digit of every cell, the givens as unit clauses (one clue each)."""
    n = p.size
    fresh = cache.serves(model, options)  # asked before the first variable exists
    digit_vars(model, n)
    model.mark_primary(*range(model.var("digit", 0, 0, 1), model.var("digit", n - 1, n - 1, n) + 1))
    if fresh:  # the rules of this board shape, built once (a batch of 9x9s shares them)
        def build(m) -> None:
            digit_vars(m, n)
            board_rules(p, m)

        cache.replay(model, p.shape_key(), build)  # (the lowering's encodings join the key)
    else:
        board_rules(p, model)

    # the givens stand
    for r in range(n):
        for c in range(n):
            d = p.givens[r][c]
            if d:
                with model.tag(f"given {sym(d, n)} at {cell_name(r, c)}"):
                    model.add([model.var("digit", r, c, d)])
    return every_digit(p)


def uses_givens_early(model, options) -> bool:
    """Settle the givens before encoding?  The tactic :data:`SETTLE` decides (the compiler
    knows what the formula is for), unless the ``sudoku_full`` experiment says no."""
    return options.on(SETTLE) and not options.extra.get("sudoku_full")


def digit_vars(model, n: int) -> None:
    """The answer's variables, created first and in this order (digit r c d is number
    (r*n + c)*n + d of a fresh model)."""
    for r in range(n):
        for c in range(n):
            for d in range(1, n + 1):
                model.var("digit", r, c, d)


def decode(p, model, values, info: Candidates | None = None) -> Solution:
    left = info if info is not None else every_digit(p)
    n = p.size
    held: list[list[int]] = [[] for _ in range(n * n)]  # the true digits of each cell
    first = _digit_block(model, n)
    lits = getattr(values, "lits", None)  # a solver's model list (backends.Assignment)
    if first is not None and lits is not None and len(lits) >= first - 1 + n ** 3:
        for v in [l for l in lits[first - 1:first - 1 + n ** 3] if l > 0]:
            k = v - first
            held[k // n].append(k % n + 1)
    else:
        for v in true_vars(values):  # the digits that are true, read off their names
            label = model.labels.get(v)
            if label is not None and label[0] == "digit":
                held[label[1] * n + label[2]].append(label[3])
    for (r, c), d in left.settled.items():
        held[r * n + c] = [d]
    cells = [ds[0] if len(ds) == 1 else 0 for ds in held]
    return Solution(tuple(tuple(cells[r * n:(r + 1) * n]) for r in range(n)))


def _digit_block(model, n: int) -> int | None:
    """The full encoding numbers the digits in one block (:func:`digit_vars`): digit r c d is
    variable ``first + (r*n + c)*n + d - 1``.  ``first``, or None for another numbering."""
    if not (model.has_var("digit", 0, 0, 1) and model.has_var("digit", n - 1, n - 1, n)):
        return None
    first = model.var("digit", 0, 0, 1)
    return first if model.var("digit", n - 1, n - 1, n) - first == n ** 3 - 1 else None


_EMPTY: dict = {}  # shape -> the empty board of that shape (a batch builds it once)


def batch(p):
    """A batch of boards of one shape shares one solver: the rules of the shape (the empty
    board's full encoding) once, each board's givens as assumptions."""
    key = p.shape_key()
    empty = _EMPTY.get(key)
    if empty is None:
        from dataclasses import replace

        if len(_EMPTY) >= 8:
            _EMPTY.pop(next(iter(_EMPTY)))
        empty = _EMPTY[key] = replace(p, givens=tuple((0,) * p.size for _ in range(p.size)))
    givens = [("digit", r, c, d) for r, row in enumerate(p.givens) for c, d in enumerate(row) if d]
    return key, empty, givens
