"""Connectivity over literals: connected regions, reachability from roots, no stray cycles.

Every builder works on any graph with networkx's interface whose vertices and edges carry
literals of a :class:`~gridsat.model.Model` (a :class:`~gridsat.connectivity.graph.Graph`, what
the genres build without importing networkx, or a :mod:`networkx` graph), and appends clauses
(and auxiliary variables) to the model.
A vertex or edge without a literal is always present.

* :func:`connected`: the active vertices form one connected component (through edges whose
  literal, if any, is true).  A root vertex may be given; otherwise the encoding roots the
  component at the first active vertex in the graph's node order.
* :func:`reach`: every *needed* vertex is joined to a *root* by a path of present edges.
  With degree rules that make paths (degree <= 2, roots the path ends), this is exactly
  "no stray cycles": a component that contains no root is a cycle.  Numberlink uses it so.
* :func:`acyclic`: the present edges form a forest (no cycle at all).
* :func:`loop`: the present edges form one closed loop (every vertex has degree 0 or 2, and
  the vertices on the loop are one connected component): Slitherlink, Masyu.

The encoding is chosen by name (``--connect NAME`` on the command line):

============  ==========================================================================
name          what it is
============  ==========================================================================
``auto``      the default: ``lazy`` where the target allows it (in-process solving), else
              ``rank`` (DIMACS export, explanations)
``distance``  unary bounded reachability: ``R[v,k]`` = "v is within k steps of a root",
              defined both ways, so unit propagation sees distances directly; size
              O(edges x bound)
``rank``      binary ranks with comparators: each reached vertex picks a parent edge whose
              other end has a strictly smaller rank (ceil(log2 n) bits, a lexicographic
              comparator per arc); size O(edges x log n)
``lazy``      nothing up front; each answer the solver finds is checked (its components) and
              every unreached component gets a cut clause ("a needed vertex of this
              component is off, a root is inside, or some edge leaving it is present"),
              added to the incremental solver until an answer passes.  In-process only:
              the lowering for export and explanations (:data:`gridsat.lowering.CNF`)
              writes the eager ``rank`` encoding instead
============  ==========================================================================

Every cut clause of ``lazy`` is implied by the rule itself, so blocking clauses and counting
only ever see answers that satisfy it.

Each builder records a :class:`~gridsat.model.Connect` constraint; the model's lowering picks
the encoding actually written (:meth:`gridsat.lowering.Lowering.connect_method`) and the
builder returns its name.  A genre's rules name no method: the lowering writes the job's
``--connect``.  ``method=NAME`` is kept whatever ``--connect`` says (a genre option such as
Slitherlink's ``--loop-by`` never needs it); ``prefer=NAME`` (:func:`connected`,
:func:`reach`) says what ``auto`` stands for in one constraint (Nurikabe: ``distance`` for an
island of known size), and ``--connect NAME`` still wins.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Hashable, Iterable, Mapping

from ..cardinality import EncodingError, at_most
from ..lowering import EAGER_CONNECT, register
from ..model import Connect, Model

if TYPE_CHECKING:  # networkx is imported only when a builder runs (fast CLI start)
    import networkx as nx

METHODS = ("auto", "distance", "rank", "lazy")
EAGER_DEFAULT = EAGER_CONNECT  # what auto / lazy become on an eager target (export, explain)

LitSpec = "str | Mapping | None"


class ConnectivityError(EncodingError):
    """An unknown encoding name or a malformed graph (exit 2 on the command line)."""


def check_method(name: str) -> str:
    if name not in METHODS:
        raise ConnectivityError(f"unknown connectivity encoding {name!r}; choose one of: {', '.join(METHODS)}")
    return name


def _check(*names: str | None) -> None:
    for name in names:
        if name is not None:
            check_method(name)


def resolve_method(model: Model, method: str | None = None) -> str:
    """The encoding the model's lowering will write for ``method`` (None: the job's
    ``--connect``): ``auto`` and ``lazy`` become eager for a DIMACS export or an explanation
    (a complete formula; each core-shrinking call would otherwise repeat the lazy cut loop)."""
    _check(method)
    if model.lowering is None:
        return "auto" if method is None else method
    return model.lowering.connect_method(method)


def asked_method(model: Model, method: str | None = None) -> str:
    """The encoding asked for ``method`` (None: the job's ``--connect``) before the target
    decides what ``auto`` becomes: ``auto``, ``distance``, ``rank`` or ``lazy``.  A genre
    that writes its own encoding where ``auto`` stands asks this (Nurikabe's islands)."""
    _check(method)
    if model.lowering is None:
        return "auto" if method is None else method
    return model.lowering.pick("connect", method)


# -- literals ------------------------------------------------------------------------------

def _true(model: Model) -> int:
    """A literal fixed to true (shared by all builders of a model)."""
    if not model.has_var("__true__"):
        t = model.var("__true__")
        model.add([t])
    return model.var("__true__")


def _vertex_lits(model: Model, graph: "nx.Graph", spec) -> dict[Hashable, int | None]:
    """``{v: literal or None}`` (None = always) from a node attribute name or a mapping."""
    if spec is None:
        return {v: None for v in graph.nodes}
    if isinstance(spec, str):
        return {v: graph.nodes[v].get(spec) for v in graph.nodes}
    return {v: spec.get(v) for v in graph.nodes}


def _edge_lits(graph: "nx.Graph", spec) -> dict[tuple, int | None]:
    if spec is None:
        return {(u, v): None for u, v in graph.edges}
    if isinstance(spec, str):
        return {(u, v): d.get(spec) for u, v, d in graph.edges(data=True)}
    out = {}
    for u, v in graph.edges:
        lit = spec.get((u, v), spec.get((v, u)))
        out[(u, v)] = lit
    return out


def _and(model: Model, lits: list[int]) -> int | None:
    """A literal equivalent to the conjunction (None when it is empty = always true)."""
    lits = list(dict.fromkeys(lits))
    if not lits:
        return None
    if len(lits) == 1:
        return lits[0]
    y = model.aux()
    for l in lits:
        model.add([-y, l])
    model.add([y] + [-l for l in lits])
    return y


class _Net:
    """The normalised problem: need[v], root[v] (literal or None = false), usable[(u, v)]
    (literal or None = always), adjacency; ``single``: at most one root is ever true
    (:func:`connected`), which allows the lazy cut from the root's side."""

    def __init__(self, model, graph, need, root, usable, single: bool = False):
        self.model, self.single = model, single
        self.nodes = list(graph.nodes)
        self.need = need
        self.root = root
        self.usable = usable
        self.act = None  # vertex literals when an edge is usable exactly when both ends are active
        self.adj: dict[Hashable, list[tuple[Hashable, tuple]]] = {v: [] for v in self.nodes}
        for (u, v) in usable:
            self.adj[u].append((v, (u, v)))
            self.adj[v].append((u, (u, v)))


# -- public builders -----------------------------------------------------------------------

def connected(model: Model, graph: "nx.Graph", active: LitSpec = "lit", root: Hashable | None = None,
              method: str | None = None, edge: LitSpec = "lit", bound: "int | Mapping | None" = None,
              edge_implies_active: bool = False, prefer: str | None = None) -> str:
    """The active vertices (node attribute ``active`` or a mapping vertex -> literal) form one
    connected component, moving only through active vertices and along edges whose literal
    (edge attribute ``edge``) is true.  ``root`` (a vertex) must then be active; without it
    the component is rooted at the first active vertex.  No active vertex is also fine.
    ``edge_implies_active``: the caller's clauses already make each edge literal imply that both
    its ends are active (saves a variable and three clauses per edge).  ``method``: an
    encoding kept whatever ``--connect`` says (None, the usual: the job's); ``prefer``: what
    ``auto`` stands for here.  ``bound`` (``distance``): the most steps an active vertex is from
    the root in any answer, one number or a mapping vertex -> number (a vertex's own bound; with
    ``edge=None`` the steps are then counted on the vertices alone, without a gate per edge and
    step).  Returns the encoding used."""
    _check(method, prefer)
    act = _vertex_lits(model, graph, active)
    elit = _edge_lits(graph, edge)
    usable = {}
    for (u, v), e in elit.items():
        if u == v:
            continue
        # an edge is usable when it and both its ends are on (a loop's edges imply their ends)
        ends = () if edge_implies_active and e is not None else (act[u], act[v])
        usable[(u, v)] = _and(model, [l for l in (*ends, e) if l is not None])
    roots: dict[Hashable, int | None] = {v: None for v in graph.nodes}
    if root is not None:
        if root not in graph:
            raise ConnectivityError(f"root {root!r} is not a vertex of the graph")
        if act[root] is not None:
            model.add([act[root]])
        roots[root] = _true(model)
    else:
        # root = the first active vertex: r_i <-> a_i and no earlier a_j (prefix "seen" s_i)
        seen = None
        for v in graph.nodes:
            a = act[v]
            if a is None:
                a = _true(model)
            r = model.aux()
            if seen is None:
                model.add([-r, a])
                model.add([r, -a])
            else:
                model.add([-r, a])
                model.add([-r, -seen])
                model.add([r, -a, seen])
            nxt = model.aux()
            model.add([-nxt, a] + ([seen] if seen is not None else []))
            model.add([nxt, -a])
            if seen is not None:
                model.add([nxt, -seen])
            seen = nxt
            roots[v] = r
    need = {v: (act[v] if act[v] is not None else _true(model)) for v in graph.nodes}
    net = _Net(model, graph, need, roots, usable, single=True)
    if edge is None:
        net.act = act  # every edge always there: usable = both ends active
    return model.record(Connect("connected", lambda used: _build(net, used, bound), method, prefer))


def reach(model: Model, graph: "nx.Graph", roots: Iterable[Hashable] | Mapping[Hashable, int],
          need: LitSpec = "lit", method: str | None = None, edge: LitSpec = "lit",
          bound: int | None = None, prefer: str | None = None) -> str:
    """Every vertex whose ``need`` literal is true (node attribute or mapping; a vertex with no
    literal is always needed) is joined to a root by a path of edges whose literal (edge
    attribute ``edge``; none = always) is true.  ``roots`` is an iterable of vertices that are
    always roots, or a mapping vertex -> literal "is a root".  ``bound`` caps the distance
    the ``distance`` encoding counts to (default: number of vertices - 1); pass a smaller
    one only when it is provably enough.  ``method``, ``prefer``: see :func:`connected`.
    Returns the encoding used."""
    _check(method, prefer)
    if isinstance(roots, Mapping):
        rootlits = {v: roots.get(v) for v in graph.nodes}
    else:
        rs = set(roots)
        for r in rs:
            if r not in graph:
                raise ConnectivityError(f"root {r!r} is not a vertex of the graph")
        rootlits = {v: (_true(model) if v in rs else None) for v in graph.nodes}
    needl = {}
    for v, l in _vertex_lits(model, graph, need).items():
        needl[v] = l if l is not None else _true(model)
    usable = {(u, v): e for (u, v), e in _edge_lits(graph, edge).items() if u != v}
    net = _Net(model, graph, needl, rootlits, usable)
    return model.record(Connect("reach", lambda used: _build(net, used, bound), method, prefer))


def acyclic(model: Model, graph: "nx.Graph", method: str | None = None, edge: LitSpec = "lit") -> str:
    """The edges whose literal is true form a forest (no cycle).  ``distance`` is treated as
    ``rank`` here (an orientation with strictly increasing ranks).  ``method``: see
    :func:`connected`.  Returns the encoding used."""
    _check(method)
    elit = {k: l for k, l in _edge_lits(graph, edge).items() if k[0] != k[1]}
    for (u, v), l in elit.items():
        if l is None:
            raise ConnectivityError(f"edge {u!r}-{v!r} has no literal: acyclic needs a literal on every edge")
    if graph.is_multigraph():
        raise ConnectivityError("acyclic works on simple graphs")
    return model.record(Connect("acyclic", lambda used: _acyclic(model, graph, elit, used), method))


def loop(model: Model, graph: "nx.Graph", edge: LitSpec = "lit", method: str | None = None,
         root: Hashable | None = None, empty: bool = False) -> tuple[str, dict[Hashable, int]]:
    """The edges whose literal is true form exactly one closed loop: each vertex touches 0 or
    2 of them, and the vertices on the loop form one connected component (``connected``
    over the loop's edges, so ``method`` chooses its encoding as there: None, the job's).
    ``root``: a vertex known to lie on the loop (roots the component without a search for
    the first one).  ``empty``: allow no loop at all (default: at least one edge).
    Returns the encoding used and ``{vertex: literal "the loop passes here"}``."""
    _check(method)
    elit = {k: l for k, l in _edge_lits(graph, edge).items() if k[0] != k[1]}
    for (u, v), l in elit.items():
        if l is None:
            raise ConnectivityError(f"edge {u!r}-{v!r} has no literal: loop needs a literal on every edge")
    touching: dict[Hashable, list[int]] = {v: [] for v in graph.nodes}
    for (u, v), l in elit.items():
        touching[u].append(l)
        touching[v].append(l)
    on: dict[Hashable, int] = {}
    for v, es in touching.items():
        if not es:
            on[v] = -_true(model)
            continue
        o = on[v] = model.aux()
        zero_or_two(model, es, o)                                # v is on the loop iff an edge is
    one_loop_closure(model, elit)
    if not empty:
        model.add(list(elit.values()))
    used = connected(model, graph, active=on, root=root, method=method, edge=elit, edge_implies_active=True)
    return used, on


def zero_or_two(model: Model, es: list[int], on: int | None = None) -> None:
    """Of the edge literals ``es`` (those at one vertex), none or exactly two are true: an edge
    is never alone (degree != 1), and no three are (degree <= 2).  ``on``: the literal "the
    vertex is on the loop", true exactly when an edge is."""
    for i, e in enumerate(es):
        if on is not None:
            model.add([-e, on])
        model.add([-e] + es[:i] + es[i + 1:])
    if on is not None:
        model.add([-on] + es)
    for i in range(len(es)):
        for j in range(i + 1, len(es)):
            for k in range(j + 1, len(es)):
                model.add([-es[i], -es[j], -es[k]])


def one_loop_closure(model: Model, edge: Mapping[tuple, int]) -> None:
    """Give the explanations' propagation (:meth:`Model.add_propagator`) the one-loop rule as
    a person applies it, which propagation over a connectivity encoding hardly sees: with the
    drawn edges (``edge``: ``{(u, v): literal}``, true: drawn) in pieces, an open edge joining
    two points of one piece would close a loop too early and stays open; with one piece, it
    closes the loop only if the clues allow that loop as the whole answer; a closed loop
    leaves every other edge open, and a closed loop beside another piece is a conflict."""
    items = [(u, v, l) for (u, v), l in edge.items()]

    def rule(true: set, consistent) -> list[int] | None:
        parent: dict = {}

        def find(x):
            while x in parent:
                x = parent[x]
            return x

        drawn, undecided, closed = [], [], False
        for u, v, l in items:
            if l in true:
                drawn.append(l)
                a, b = find(u), find(v)
                if a == b:
                    closed = True
                else:
                    parent[a] = b
            elif -l not in true:
                undecided.append((u, v, l))
        if not drawn:
            return []
        pieces = len({find(u) for u, v, l in items if l in true})
        if closed:
            return None if pieces > 1 else [-l for _, _, l in undecided]
        out = []
        for u, v, l in undecided:
            if find(u) == find(v) and (pieces > 1 or not consistent(
                    drawn + [l] + [-k for _, _, k in undecided if k != l])):
                out.append(-l)
        return out

    model.add_propagator(rule)


def _acyclic(model: Model, graph: "nx.Graph", elit: dict, method: str) -> str:
    if method == "lazy":
        from .graph import Graph, cycle_basis

        def cut(values: dict[int, bool]) -> list[list[int]]:
            g = Graph()
            g.add_edges_from(k for k, l in elit.items() if _val(values, l))
            out = []
            for cyc in cycle_basis(g):
                ring = list(zip(cyc, cyc[1:] + cyc[:1]))
                out.append([-(elit[(a, b)] if (a, b) in elit else elit[(b, a)]) for a, b in ring])
            return out
        model.add_lazy(cut)
        return method
    # orientation: every present edge is a parent link one way; each vertex has at most one
    # parent; ranks strictly grow from parent to child.
    bits = max(1, (len(graph) - 1).bit_length())
    rank = {v: [model.aux() for _ in range(bits)] for v in graph.nodes}
    parents: dict[Hashable, list[int]] = {v: [] for v in graph.nodes}
    for (u, v), e in elit.items():
        up, vp = model.aux(), model.aux()  # up: u is v's parent; vp: v is u's parent
        model.add([-e, up, vp])
        model.add([-up, e])
        model.add([-vp, e])
        model.add([-up, -vp])
        parents[v].append(up)
        parents[u].append(vp)
        _less(model, up, rank[u], rank[v])
        _less(model, vp, rank[v], rank[u])
    for v, ps in parents.items():
        at_most(model, ps, 1, "auto")  # a fixed encoding, whatever --card says
    return "rank"


def _lower(lowering, model: Model, c: Connect) -> str:
    """A :class:`~gridsat.model.Connect` written with the encoding the target takes for its
    method (:meth:`gridsat.lowering.Lowering.connect_method`: None, the job's ``--connect``;
    ``auto`` as the record prefers)."""
    return c.build(lowering.connect_method(c.method, c.prefer))


register(Connect, _lower)


# -- the encodings -------------------------------------------------------------------------

def _val(values: dict[int, bool], lit: int | None) -> bool:
    if lit is None:
        return True
    return values.get(abs(lit), False) == (lit > 0)


def _build(net: _Net, method: str, bound: int | None) -> str:
    if method == "lazy":
        _lazy(net)
    elif method == "distance":
        _distance(net, bound)
    elif method == "rank":
        _rank(net)
    else:  # pragma: no cover - the lowering never asks for anything else
        raise ConnectivityError(f"unknown connectivity encoding {method!r}")
    return method


def _distance(net: _Net, bound: "int | Mapping | None") -> None:
    """R[v,k] <-> v within k steps of a root.  R[v,0] <-> root(v);
    R[v,k] <-> R[v,k-1] or some neighbour u with R[u,k-1] and edge uv usable.  ``bound`` a
    mapping: v's own bound (R[v,k] = R[v,bound] beyond it); with vertex literals only
    (``net.act``), R[v,k] <-> active(v) and (R[v,k-1] or some neighbour's R[u,k-1])."""
    if isinstance(bound, Mapping):
        _distance_per_vertex(net, bound)
        return
    m = net.model
    K = len(net.nodes) - 1 if bound is None else max(0, bound)
    prev: dict[Hashable, int | None] = {}
    for v in net.nodes:
        prev[v] = net.root[v]  # None = false
    for k in range(1, K + 1):
        cur: dict[Hashable, int | None] = {}
        for v in net.nodes:
            terms: list[int] = []
            if prev[v] is not None:
                terms.append(prev[v])
            for u, key in net.adj[v]:
                pu = prev[u]
                if pu is None:
                    continue
                e = net.usable[key]
                terms.append(pu if e is None else _and(m, [pu, e]))
            if not terms:
                cur[v] = None
                continue
            if len(terms) == 1:
                cur[v] = terms[0]
                continue
            r = m.aux()
            m.add([-r] + terms)
            for t in terms:
                m.add([r, -t])
            cur[v] = r
        prev = cur
    for v in net.nodes:
        if prev[v] is None:
            m.add([-net.need[v]])
        else:
            m.add([-net.need[v], prev[v]])


def _distance_per_vertex(net: _Net, bound: Mapping) -> None:
    m = net.model
    K = max([0, *bound.values()])
    prev: dict[Hashable, int | None] = {v: net.root[v] for v in net.nodes}  # None = false
    for k in range(1, K + 1):
        cur: dict[Hashable, int | None] = {}
        for v in net.nodes:
            if k > bound.get(v, K):
                cur[v] = prev[v]
                continue
            own = [prev[v]] if prev[v] is not None else []
            if net.act is None:
                steps = [t for u, key in net.adj[v] if prev[u] is not None
                         for t in [prev[u] if net.usable[key] is None else _and(m, [prev[u], net.usable[key]])]]
            else:  # R[u,k-1] implies u active: the edge is usable when v is
                steps = [prev[u] for u, _ in net.adj[v] if prev[u] is not None]
            if not steps:
                cur[v] = own[0] if own else None
                continue
            r = cur[v] = m.aux()
            m.add([-r] + own + steps)
            for t in own:
                m.add([r, -t])
            a = None if net.act is None else net.act[v]
            for t in steps:
                m.add([r, -t] + ([-a] if a is not None else []))
            if a is not None:
                m.add([-r, a])
        prev = cur
    for v in net.nodes:
        m.add([-net.need[v]] + ([prev[v]] if prev[v] is not None else []))


def _less(model: Model, guard: int, x: list[int], y: list[int]) -> None:
    """guard -> x < y (unsigned, most significant bit first)."""
    n = len(x)
    # eq[i]: bits 0..i-1 (the most significant i bits) are equal
    eq_prev = None
    deciders = []
    for i in range(n):
        d = model.aux()  # d: x and y agree above bit i, x_i = 0, y_i = 1
        model.add([-d, -x[i]])
        model.add([-d, y[i]])
        if eq_prev is not None:
            model.add([-d, eq_prev])
        deciders.append(d)
        if i < n - 1:
            e = model.aux()
            model.add([-e, -x[i], y[i]])
            model.add([-e, x[i], -y[i]])
            if eq_prev is not None:
                model.add([-e, eq_prev])
            eq_prev = e
    model.add([-guard] + deciders)


def _rank(net: _Net) -> None:
    """Each needed vertex is a root or has a parent; a parent link needs a usable edge, and
    the parent itself is a root or has a parent, with a strictly smaller binary rank."""
    m = net.model
    bits = max(1, (len(net.nodes) - 1).bit_length())
    rank = {v: [m.aux() for _ in range(bits)] for v in net.nodes}
    par: dict[Hashable, list[tuple[Hashable, int]]] = {v: [] for v in net.nodes}
    for v in net.nodes:
        for u, key in net.adj[v]:
            p = m.aux()  # u is v's parent
            e = net.usable[key]
            if e is not None:
                m.add([-p, e])
            par[v].append((u, p))
            _less(m, p, rank[u], rank[v])
    for v in net.nodes:
        own = [p for _, p in par[v]]
        r = [net.root[v]] if net.root[v] is not None else []
        m.add([-net.need[v]] + r + own)
        for u, p in par[v]:
            ru = [net.root[u]] if net.root[u] is not None else []
            m.add([-p] + ru + [q for _, q in par[u]])


def _lazy(net: _Net) -> None:
    m = net.model
    need, root, usable = net.need, net.root, net.usable
    nodes = net.nodes
    edges = list(usable.items())

    def cut(values: dict[int, bool]) -> list[list[int]]:
        # components of the present edges (union-find: no graph object per call)
        parent = {v: v for v in nodes}

        def find(v):
            while parent[v] != v:
                parent[v] = parent[parent[v]]
                v = parent[v]
            return v

        for (u, v), e in edges:
            if _val(values, e):
                ru, rv = find(u), find(v)
                if ru != rv:
                    parent[ru] = rv
        members: dict = {}
        for v in nodes:
            members.setdefault(find(v), []).append(v)
        reached = {r for r, comp in members.items()
                   if any(root[v] is not None and _val(values, root[v]) for v in comp)}
        # with a single root x, the root's component R gives a cut too: "x is not the root, y
        # is not needed, or an edge leaving R is present" (any path from x to y leaves R).
        # Used instead of the other side's cut when shorter: a small root component cut off
        # from a large one (Aqre's uniqueness proofs: 3600 rounds down to 60)
        rooted = None
        if net.single and len(reached) == 1:
            comp = members[next(iter(reached))]
            x = next(v for v in comp if root[v] is not None and _val(values, root[v]))
            rooted = [-root[x]] + _leaving(net, comp)
        out = []
        for r, comp in members.items():
            if r in reached:
                continue
            needy = next((v for v in comp if _val(values, need[v])), None)
            if needy is None:
                continue
            clause = [-need[needy]]
            clause += [root[c] for c in comp if root[c] is not None]
            clause += _leaving(net, comp)
            if rooted is not None and len(rooted) < len(clause) - 1:
                clause = [-need[needy]] + rooted
            out.append(list(dict.fromkeys(clause)))
        return out

    m.add_lazy(cut)


def _leaving(net: _Net, comp: list) -> list[int]:
    """The literals of the edges leaving the component ``comp`` (none is always usable: such
    an edge would join it to another component)."""
    inside = set(comp)
    return [net.usable[key] for c in comp for u, key in net.adj[c]
            if u not in inside and net.usable[key] is not None]
