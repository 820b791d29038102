"""Failed-literal probing with the shaded cells' connectivity, before the search (the implied
part ``probe``, in-process, on big formulas).

For each cell not yet decided, assume it shaded, then unshaded, and let unit propagation of
the formula (PySAT's ``propagate``) run; the assumption *fails* when propagation meets a
conflict or leaves shaded cells that no path of not-unshaded cells joins (the rule that the
shaded cells are connected, which the formula holds only lazily).  A failed assumption's
opposite holds in every answer: it becomes a unit clause.  Rounds repeat while something new
is proved (a person's "if this were shaded, the sea would be cut").  Janko's 1050 (25x15,
islands wound as corridors of 18-30 cells): every cell decided in 23 rounds; before, no
verdict in 60 s.

Sound: a unit is proved from the formula and the rules alone, never from a guess, so every
answer keeps it (counting and listing answers are unchanged)."""
from __future__ import annotations

import time

from pysat.solvers import Solver


class Probe:
    """The board as integer indices, the formula in a propagating solver, and what is
    proved so far (``true``: the literals fixed at the root)."""

    def __init__(self, p, clauses, shade: dict) -> None:
        cells = list(p)
        self.index = {cell: i for i, cell in enumerate(cells)}
        self.nbs = [[self.index[nb] for nb in p.neighbours(*cell)] for cell in cells]
        self.var = {v: self.index[cell] for cell, v in shade.items()}  # shade variable -> cell index
        self.blocked0 = bytearray(len(cells))  # clue cells never shaded
        for cell in p.sizes:
            self.blocked0[self.index[cell]] = 1
        units = [c[0] for c in clauses if len(c) == 1]
        self.solver = Solver(name="glucose4", bootstrap_with=[c for c in clauses if len(c) > 1])
        self.found: list[int] = []
        self.true: set[int] = set()
        self.ok = self.learn(units)
        self.found = []  # the formula's own units are not news

    def close(self) -> None:
        self.solver.delete()

    def learn(self, lits) -> bool:
        """Fix ``lits`` at the root (False: the formula has no answer then)."""
        ok, props = self.solver.propagate(assumptions=list(lits))
        if not ok:
            return False
        for lit in lits:
            self.solver.add_clause([lit])
        self.true |= set(props) | set(lits)
        self.found.extend(lits)
        self._base()
        return True

    def _base(self) -> None:
        """The cells shaded and unshaded at the root, and the area of not-unshaded cells that
        holds the shaded ones (``main``: cell -> True)."""
        self.blocked = bytearray(self.blocked0)
        self.shaded = []
        for v, i in self.var.items():
            if v in self.true:
                self.shaded.append(i)
            elif -v in self.true:
                self.blocked[i] = 1
        self.main = self._area(self.shaded[0], self.blocked) if self.shaded else None

    def _area(self, start: int, blocked) -> bytearray:
        seen = bytearray(len(blocked))
        seen[start] = 1
        todo, nbs = [start], self.nbs
        while todo:
            for j in nbs[todo.pop()]:
                if not seen[j] and not blocked[j]:
                    seen[j] = 1
                    todo.append(j)
        return seen

    def sea_apart(self, delta) -> bool:
        """Do the cells shaded at the root and by ``delta`` (literals propagated past the
        root) fall into areas that no path of cells left unshaded joins?"""
        var = self.var
        on = [var[l] for l in delta if l in var]
        off = [var[-l] for l in delta if -l in var]
        if not on and not off:
            return False
        main = self.main
        if main is None:  # nothing shaded at the root
            if not on:
                return False
            blocked = bytearray(self.blocked)
            for i in off:
                blocked[i] = 1
            seen = self._area(on[0], blocked)
            return not all(seen[i] for i in on)
        if any(not main[i] for i in on):
            return True
        off = [i for i in off if main[i]]  # cells cut off from the shaded ones at the root matter not
        if not off:
            return False
        blocked = bytearray(self.blocked)
        for i in off:
            blocked[i] = 1
        if self._rejoined(off, blocked):
            return False
        seen = self._area(self.shaded[0], blocked)
        return not all(seen[i] for i in self.shaded) or not all(seen[i] for i in on)

    def _rejoined(self, off, blocked, limit: int = 400) -> bool:
        """Are the open neighbours of the newly unshaded cells ``off`` still joined to each
        other, found within ``limit`` cells?  Then the root's area stays whole."""
        nbs = self.nbs
        targets = {j for i in off for j in nbs[i] if not blocked[j]}
        if len(targets) <= 1:
            return True
        start = targets.pop()
        seen = {start}
        todo = [start]
        while todo and len(seen) < limit:
            for j in nbs[todo.pop(0)]:
                if j not in seen and not blocked[j]:
                    seen.add(j)
                    targets.discard(j)
                    if not targets:
                        return True
                    todo.append(j)
        return False

    def fails(self, lit: int):
        """None when assuming ``lit`` fails, else the literals it propagates."""
        ok, delta = self.solver.propagate(assumptions=[lit])
        if not ok or self.sea_apart(delta):
            return None
        return delta


def probe(p, clauses, shade: dict, seconds: float) -> list[int] | None:
    """The literals proved by probing each undecided cell (rounds while something is proved,
    for at most ``seconds``), or None when the puzzle has no answer."""
    stop = time.monotonic() + seconds
    pr = Probe(p, clauses, shade)
    try:
        if not pr.ok:
            return None
        while time.monotonic() < stop:
            new = 0
            for v in shade.values():
                if v in pr.true or -v in pr.true:
                    continue
                yes = pr.fails(v)
                no = pr.fails(-v) if yes is not None else None
                if yes is None or no is None:
                    if yes is None and pr.fails(-v) is None or not pr.learn([-v if yes is None else v]):
                        return None
                    new += 1
                if time.monotonic() > stop:
                    break
            if not new:
                break
        return pr.found
    finally:
        pr.close()
