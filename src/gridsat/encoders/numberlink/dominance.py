"""Canonical answers (``Genre.dominance``): constraints that keep an answer of every solvable
puzzle and, with :func:`second`, the uniqueness verdict, while cutting the search for a second
answer down to "tight" ones.  Loose rule: no shortcut (``shortcut``, ``hole``) and no
improving flip (``flip``) applies; strict rule: no ``bump`` (nor ``swap``, off by default).  The moves and the proof that
the verdict stays: docs/genres/numberlink.md ("Canonical forms")."""
from __future__ import annotations

from collections import deque

from ...genre import Part
from .local import rerouted
from .puzzle import Puzzle, Solution, check, make_solution


def _loose(info) -> bool:
    return info.variant == "loose"


def shortcut(p, model, options, info) -> None:
    """No line runs beside itself: two cells of one line side by side are consecutive."""
    if _loose(info):
        info.colours.joined(((u, v), info.line[u, v]) for u, v in info.graph.edges)


def hole(p, model, options, info) -> None:
    """Round an empty cell e no line takes the long way: two cells of one line next to e are
    on opposite sides of e never, and at right angles only when joined through the fourth cell
    of their 2x2 block."""
    if not _loose(info):
        return
    g, line = info.graph, info.line
    for e in g:
        if e in info.clue_at:
            continue
        used = info.used[e]
        nbs = list(g[e])
        for i, u in enumerate(nbs):
            for v in nbs[i + 1:]:
                for prefix in info.colours.same(u, v):
                    base = prefix + [used]
                    if u[0] == v[0] or u[1] == v[1]:  # opposite sides of e
                        model.add(base)
                    else:
                        m = (u[0] + v[0] - e[0], u[1] + v[1] - e[1])
                        model.add(base + [line[u, m]])
                        model.add(base + [line[m, v]])


def flip(p, model, options, info) -> None:
    """No turn could move up a row: when a line turns at m to the cell above and to a side,
    the fourth cell of that 2x2 block (above the side cell) is drawn."""
    if not _loose(info):
        return
    g, line = info.graph, info.line
    for m in g:
        if m in info.clue_at:
            continue
        up = (m[0] - 1, m[1])
        for dc in (-1, 1):
            side, e = (m[0], m[1] + dc), (m[0] - 1, m[1] + dc)
            if e in g and up in g and side in g and e not in info.clue_at:
                model.add([-line[m, up], -line[m, side], info.used[e]])


def swap(p, model, options, info) -> None:
    """Every cell used: two segments of one line side by side across a 2x2 block, both going
    down, would trade places with the two across (a strict answer as well, with two vertical
    segments fewer): the canonical answer has none."""
    if _loose(info):
        return
    arc = info.directed(p, model)
    for r in range(p.height - 1):
        for c in range(p.width - 1):
            a, b, d, e = (r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)
            for prefix in info.colours.same(a, b):
                model.add(prefix + [-arc[a, d], -arc[b, e]])
                model.add(prefix + [-arc[d, a], -arc[e, b]])


def _bumps(p):
    """Every place a bump can move: (a, b, d, e, g, h) with a-b, d-e, g-h three parallel unit
    segments side by side (a, d, g in a row going down or right; b, e, h beside them)."""
    for r in range(p.height):
        for c in range(p.width):
            if r + 2 < p.height and c + 1 < p.width:  # a bump down from row r into r+1, row r+2 below
                yield (r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1), (r + 2, c), (r + 2, c + 1)
            if r + 1 < p.height and c + 2 < p.width:  # the same turned: rightwards, column c+2 beside
                yield (r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1), (r, c + 2), (r + 1, c + 2)


BUMP_MAX_CELLS = 40_000  # as ``direct``: beyond 200 x 200 boards are solved for an answer, not a proof


def bump(p, model, options, info) -> None:
    """Strict rule: no line makes a bump a -> d -> e -> b (a 2x2 block's U) down or rightwards
    onto a segment g-h next to it: the bump's cells d, e could go to the line through g-h
    instead (g -> d -> e -> h; a -> b), an answer with its horizontal segments a row higher
    (or its vertical ones a column to the left).  Up to ``BUMP_MAX_CELLS`` cells unless asked
    for by name."""
    if info.variant != "strict" or p.width * p.height > BUMP_MAX_CELLS and not options.parts.get("bump"):
        return
    line = info.line
    model.add_all([-line[a, d], -line[d, e], -line[e, b], -line[g, h]] for a, b, d, e, g, h in _bumps(p))


def _bumped(p: Puzzle, sol: Solution) -> Solution | None:
    """Every cell used: the ``bump`` move undone.  A line runs g -> d -> e -> h (a bump up or
    leftwards) with a segment a-b of a line beside it: d and e go to that line (a -> d -> e -> b,
    g -> h).  The answer, if it passes the checker."""
    where = {}
    for k, (_, cells) in enumerate(sol.paths):
        for i, cell in enumerate(cells):
            where[cell] = (k, i)
    seg = {frozenset(x) for _, cells in sol.paths for x in zip(cells, cells[1:])}
    for a, b, d, e, g, h in _bumps(p):
        if not {frozenset((g, d)), frozenset((d, e)), frozenset((e, h)), frozenset((a, b))} <= seg:
            continue
        paths = [list(cells) for _, cells in sol.paths]
        m, _ = where[d]  # the line through g d e h (or h e d g): d and e leave it
        paths[m] = [x for x in paths[m] if x not in (d, e)]
        k = where[a][0]  # the line through a-b: d and e go between them
        cells = paths[k]
        i, j = cells.index(a), cells.index(b)
        cells[min(i, j) + 1:min(i, j) + 1] = [d, e] if i < j else [e, d]
        other = make_solution(p, [(label, tuple(c)) for (label, _), c in zip(sol.paths, paths)], sol.variant)
        if not check(p, other):
            return other
    return None


def second(p: Puzzle, sol: Solution, options=None, deadline: float | None = None) -> Solution | None:
    """An answer other than ``sol``: one that a move of the canonical forms reaches from it
    (every cell used: a swap or a bump undone; loose: a line that touches one group of empty
    cells at two different cells is rerouted through the group), else one that differs from
    it inside one small window (:func:`local.rerouted`, within ``deadline``).  None when there
    is neither."""
    if sol.variant != "loose":
        return (_swapped(p, sol) or (_bumped(p, sol) if sol.variant == "strict" else None)
                or rerouted(p, sol, options, deadline))
    return _emptied(p, sol) or rerouted(p, sol, options, deadline)


def _emptied(p: Puzzle, sol: Solution) -> Solution | None:
    """Loose: a line that touches one group of empty cells at two different cells, rerouted
    through the group; None when no line does (``sol`` is then isolated)."""
    from ...connectivity import graph as nx  # subgraph and connected_components, without networkx

    drawn = {cell for _, cells in sol.paths for cell in cells}
    empty = p.graph().subgraph(cell for cell in p.cells() if cell not in drawn)
    group = {cell: min(comp) for comp in nx.connected_components(empty) for cell in comp}  # its first cell
    for k, (label, cells) in enumerate(sol.paths):
        seen: dict = {}  # group -> (index on the line, empty cell next to it)
        for i, cell in enumerate(cells):
            for nb in p.neighbours(*cell):
                gid = group.get(nb)
                if gid is None:
                    continue
                if gid in seen and seen[gid][0] != i:
                    j, a = seen[gid]
                    via = _route(p, group, gid, a, nb)
                    paths = list(sol.paths)
                    paths[k] = (label, cells[:j + 1] + tuple(via) + cells[i:])
                    return make_solution(p, paths, sol.variant)
                seen.setdefault(gid, (i, nb))
    return None


def _route(p, group, gid, a, b) -> list:
    """A shortest way from empty cell a to empty cell b inside their group."""
    back = {a: None}
    todo = deque([a])
    while todo:
        cell = todo.popleft()
        if cell == b:
            break
        for nb in p.neighbours(*cell):
            if group.get(nb) == gid and nb not in back:
                back[nb] = cell
                todo.append(nb)
    out = [b]
    while back[out[-1]] is not None:
        out.append(back[out[-1]])
    return out[::-1]


DOMINANCE = (
    Part("shortcut", shortcut, default=True,
         help="loose rule: no line runs beside itself (it could cut across: a shorter answer)"),
    Part("hole", hole, default=True,
         help="loose rule: no line goes the long way round an empty cell"),
    Part("flip", flip, default=True,
         help="loose rule: no turn of a line could move up a row into an empty cell"),
    Part("swap", swap, default=False,
         help="every cell used: no two segments of one line go down side by side"),
    Part("bump", bump, default=True,
         help="strict rule: no line bumps down or rightwards onto a segment beside it (the bump could move there)"),
)


def _swapped(p: Puzzle, sol: Solution) -> Solution | None:
    """Every cell used: a line with two segments side by side across a 2x2 block, both run
    the same way, trades them for the two across (the ``swap`` move); the answer, if any."""

    for k, (label, cells) in enumerate(sol.paths):
        at = {cell: i for i, cell in enumerate(cells)}
        steps = set(zip(cells, cells[1:]))  # directed: (from, to)
        for (a, b) in list(steps):
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):  # the parallel segment beside it
                a2, b2 = (a[0] + dr, a[1] + dc), (b[0] + dr, b[1] + dc)
                if (a2, b2) not in steps or abs(dr) == abs(b[0] - a[0]):
                    continue
                # x1 -> y1 ... x2 -> y2 along the line: x1 y1 .. x2 y2 becomes x1 x2 .. y1 y2
                x1, x2 = (a, a2) if at[a] < at[a2] else (a2, a)
                i1, i2 = at[x1], at[x2]
                new = cells[:i1 + 1] + cells[i2:i1:-1] + cells[i2 + 1:]
                paths = list(sol.paths)
                paths[k] = (label, new)
                other = make_solution(p, paths, sol.variant)
                if not check(p, other):
                    return other
    return None
