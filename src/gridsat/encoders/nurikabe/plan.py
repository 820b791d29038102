"""How Nurikabe's size and connectivity rules are written on one board: a choice of encodings
(tuning), not a rule.  :func:`plan` decides which islands get their own unary distances and
whether the sea is small enough to count on instead of the biggest island; :mod:`.rules`
follows it.  The measurements behind the budgets: docs/genres/nurikabe.md."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...connectivity import asked_method, resolve_method

# a known-size island gets unary distances (bound size - 1) while its cost, reach x bound, is
# at most DISTANCE_BUDGET and the costs so far (cheapest islands first) at most TOTAL_BUDGET;
# past that it is lazy in-process with its own cuts (implied.island_cuts); exports keep the
# distances
DISTANCE_BUDGET = 60000
TOTAL_BUDGET = 300000
# a small sea: its distances cost at most this many (cells x (sea size - 1))
SEA_BUDGET = 30000


@dataclass
class Plan:
    lazy: bool                                # the job's --connect is lazy here (in-process)
    compact: bool                             # an island's distances through rules._distances
    eager: set = field(default_factory=set)   # islands with unary distances in a lazy job
    biggest: tuple | None = None              # small sea: the island left to the sea's count
    card: str | None = None                   # the cardinality encoding preferred (None: auto)

    @property
    def small_sea(self) -> bool:
        return self.biggest is not None


def plan(p, model, options, shaded: int) -> Plan:
    """``shaded``: how many cells can be shaded (those without a clue)."""
    how = options.extra.get("nurikabe_island_connect")  # an experiment's encoding (None: --connect)
    budget = options.extra.get("nurikabe_distance_budget", DISTANCE_BUDGET)
    total = options.extra.get("nurikabe_total_budget", TOTAL_BUDGET)
    lazy = resolve_method(model) == "lazy"
    # the island's own distance labels where auto stands for distance; a named --connect (or
    # the experiment's) goes through the shared builder
    out = Plan(lazy, asked_method(model, how) == "auto" and options.extra.get("nurikabe_compact", True))
    cost = sorted(((len(p.reach[root]) - 1) * (k - 1), root) for root, k in p.sizes.items() if k is not None)
    # few shaded cells (a small sea) beside a big island (Janko 1030: 10 shaded cells, islands of
    # 994 and 20): the sea's connectivity as distances from its first cell (cells x sea size),
    # the count of shaded cells in place of the biggest island's own (implied by it and the other
    # counts), sequential counters (arc-consistent), the costliest island lazy (its cuts).  Where
    # the sea's distances cost under a tenth of that island's (and that one over 1000: of the
    # published puzzles here only 1030; 2.4 CPU s, no verdict in 120 s before).  In-process only
    want = options.extra.get("nurikabe_small_sea", True)  # False: never; "always": a test's
    sea_cost = None if p.sea_size is None else (p.sea_size - 1) * shaded
    if (options.island_rule == "each" and lazy and sea_cost is not None and p.sea_size >= 1 and cost
            and (want == "always" or want and sea_cost <= SEA_BUDGET and cost[-1][0] > max(1000, 10 * sea_cost))):
        out.biggest, out.card = cost[-1][1], "seqcounter"
    spent = 0
    for c, root in cost:
        if c > budget or spent + c > total or root == out.biggest:
            break
        out.eager.add(root)
        spent += c
    return out
