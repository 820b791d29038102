"""KenKen's rules as constraints (docs/genres/kenken.md, "Encoding", has the measurements):
``digit r c d``, cell (r, c) holds d.  A cage's arithmetic, both ways: ``--cages cnf``, the
allowed digit tuples (:func:`allowed`, at most ``MAX_TUPLES``) as a table constraint in the
support encoding (:func:`gridsat.latin.table`: unit propagation removes every digit no remaining tuple
supports; past ``MAX_TUPLES``, a sum through the PB builders, a product as z3 arithmetic: the
puzzle then goes to z3); ``--cages z3``, every cage of two or more cells as integer arithmetic
for z3 (:func:`z3_cage`).  Solving in-process, the tables first settle what they can
(:func:`candidates`)."""
from __future__ import annotations

from functools import lru_cache
from math import prod

from ...cardinality.pb import pb_equals
from ...context import ANSWERS_ONLY
from ...genre import Part
from ...latin import impossible, settle, square_over, table
from ...model import Arith
from ...render.text import cell_name
from .puzzle import OP_NAMES

# settle what the cage tables force first (:func:`candidates`): only where the formula need
# only give the answers
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the cages force before encoding")

MAX_TUPLES = 5000  # a larger cage: a sum through the PB builders, a product for z3 (:func:`rules`)


def operations(op: str, k: int) -> tuple[str, ...]:
    """The operations a cage of ``k`` cells may have: its own, or when hidden (``?``) every one
    its size allows (+ and x; - and / on two cells)."""
    return (op,) if op != "?" else ("+", "*", "-", "/") if k == 2 else ("+", "*")


def makes(op: str, vals: list[int], target: int) -> bool:
    """The digits make ``target`` with the operation (hidden: with one of those possible)."""
    return any(result(o, vals) == target for o in operations(op, len(vals)))


def result(op: str, vals: list[int]) -> int | None:
    """What the cage's digits make with its operation (None: no whole quotient)."""
    if op in ("-", "/"):
        big, small = max(vals), min(vals)
        return big - small if op == "-" else big // small if big % small == 0 else None
    return sum(vals) if op == "+" else prod(vals) if op == "*" else vals[0]  # (one cell, no operation)


def allowed(cage, n: int, limit: int = MAX_TUPLES) -> tuple[tuple[int, ...], ...] | None:
    """Every digit tuple (in the order of ``cage.cells``) that makes the cage's target with its
    operation, with different digits on cells of the cage that share a row or a column (the
    Latin rule, inside the cage).  None when there are more than ``limit``."""
    cells = cage.cells
    clash = tuple(tuple(j for j in range(i) if cells[j][0] == cells[i][0] or cells[j][1] == cells[i][1])
                  for i in range(len(cells)))
    return _tuples(cage.op, cage.target, n, clash, limit)


@lru_cache(maxsize=4096)
def _tuples(op: str, target: int, n: int, clash: tuple, limit: int) -> tuple[tuple[int, ...], ...] | None:
    if op == "?":  # a hidden operation: the tuples of every possible one
        each = [_tuples(o, target, n, clash, limit) for o in operations(op, len(clash))]
        if any(rows is None for rows in each) or sum(map(len, each)) > limit:
            return None
        return tuple(sorted(set().union(*each)))
    if op in ("-", "/"):
        return tuple((a, b) for a in range(1, n + 1) for b in range(1, n + 1)
                     if a != b and result(op, (a, b)) == target)
    if op == "":
        return ((target,),) if 1 <= target <= n else ()
    out: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def go(rest: int) -> bool:  # ``rest``: what the digits left to choose make; False: past ``limit``
        i = len(chosen)
        if i == len(clash):
            out.append(tuple(chosen))
            return len(out) <= limit
        left = len(clash) - i - 1  # after this one
        for d in range(1, n + 1):
            if op == "*" and rest % d or any(chosen[j] == d for j in clash[i]):
                continue
            nxt = rest - d if op == "+" else rest // d
            if (left <= nxt <= left * n) if op == "+" else 1 <= nxt <= n ** left:
                chosen.append(d)
                if not go(nxt):
                    return False
                chosen.pop()
        return True

    return tuple(out) if go(target) else None


def z3_cage(model, grid, cage) -> None:
    """The cage as integer arithmetic over the cells' values (``sum(d * [cell holds d])``, a
    settled cell its digit): an :class:`~gridsat.model.Arith` record, which only the z3
    backend takes; switched on by a literal so that a clue tag can switch it off
    (explanations).  A hidden operation: one record per possible operation, one of them on."""
    vals = [list(grid.lits(cell)) if grid.lits(cell) else grid.settled[cell] for cell in cage.cells]
    ons = [model.aux() for _ in operations(cage.op, len(cage.cells))]
    model.add(ons)
    for op, on in zip(operations(cage.op, len(cage.cells)), ons):
        model.record(Arith(vals, op, cage.target, on))


def rules(p, model, options):
    n, every = p.size, tuple(range(1, p.size + 1))
    limit = options.extra.get("kenken_max_tuples", MAX_TUPLES)
    sums = options.extra.get("kenken_sums", "tables")  # "pb": every sum through the PB builders
    use_z3 = options.cages == "z3"
    tables = [None if use_z3 and len(k.cells) > 1 else allowed(k, n, limit) for k in p.cages]
    early = options.on(SETTLE) and options.extra.get("kenken_settle", True)
    left = candidates(p, tables) if early else ({}, {(r, c): every for r in range(n) for c in range(n)}, tables)
    if left is None:  # the cages already contradict each other (or the Latin rules)
        impossible(model)
        return None
    # an n x n Latin square: every cell one digit, each digit once in every row and column
    grid, tables = square_over(model, n, left[:2]), left[2]

    # each cage's digits make its target with its operation (a one-cell cage: its digit)
    for cage, rows in zip(p.cages, tables):
        cells = cage.cells
        clue = cage.clue() if len(cells) == 1 else f"{OP_NAMES[cage.op]} {cage.target}"
        with model.tag(f"cage at {cell_name(*cells[0])} ({clue})"):
            if cage.op == "+" and (sums == "pb" or rows is None) and len(cells) > 1 and not use_z3:
                terms = [(d, v) for cell in cells for d, v in grid.lits(cell)]
                known = sum(grid.settled.get(cell, 0) for cell in cells)
                pb_equals(model, [v for _, v in terms], [d for d, _ in terms], cage.target - known)
            elif rows is None:  # z3 asked for, or too many tuples for a table
                z3_cage(model, grid, cage)
            else:
                table(model, grid, cells, rows)
    return grid


def candidates(p, tables):
    """What the cages settle before solving (in-process only): each cage keeps the tuples of its
    table that fit what its cells may still hold, each cell the digits some tuple puts there,
    with the Latin singles (:func:`gridsat.latin.settle`) until nothing changes; no answer is
    lost.  ``(settled, open, tables)``: cell -> digit, cell -> digits left, and each cage's
    tuples that are left (None for a cage without a table); None when there is no answer."""
    cage_of = {cell: i for i, cage in enumerate(p.cages) for cell in cage.cells}
    tables = list(tables)
    seen = [None] * len(tables)  # the sizes of the cage's cells' domains when last looked at

    def pairs(cell, dom):  # the cage keeps the tuples that fit; its cells, the digits they use
        i = cage_of[cell]
        cells = p.cages[i].cells
        sizes = [len(dom[x]) for x in cells]
        if tables[i] is None or sizes == seen[i]:  # (domains only shrink)
            return ()
        tables[i] = rows = [row for row in tables[i] if all(d in dom[x] for x, d in zip(cells, row))]
        keep = [(x, dom[x].intersection(row[j] for row in rows)) for j, x in enumerate(cells)]
        seen[i] = [len(ds) for _, ds in keep]
        return keep

    left = settle(p.size, {cell: range(1, p.size + 1) for cell in p}, pairs)
    return None if left is None else (*left, tables)
