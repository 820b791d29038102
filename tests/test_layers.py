"""The layers keep their shape (issue 26): rules do not know the target, no genre imports a
backend, no import circle among gridsat's modules, the API checks its options."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import gridsat
from gridsat import api
from gridsat.cardinality import exactly
from gridsat.context import ANSWERS_ONLY, NO_CORES, UNNAMED_CLUES, Context
from gridsat.formats import InputError
from gridsat.genre import EncodeOptions, Part
from gridsat.lowering import CNF, CNF_LAZY
from gridsat.model import Arith, Model

SRC = Path(gridsat.__file__).resolve().parent
EXAMPLES = SRC.parent.parent / "examples"
# genre packages whose __init__ and a submodule import each other (owned by the genre; listed
# here until the genre drops the function-level ``from . import GENRE``)
KNOWN_CIRCLES = {frozenset({"gridsat.encoders.nurikabe", "gridsat.encoders.nurikabe.generate"})}


def _modules() -> dict[str, tuple[Path, bool]]:
    out = {}
    for f in SRC.rglob("*.py"):
        parts = list(f.relative_to(SRC.parent).with_suffix("").parts)
        package = parts[-1] == "__init__"
        out[".".join(parts[:-1] if package else parts)] = (f, package)
    return out


def import_graph() -> dict[str, set[str]]:
    """Module -> the gridsat modules it imports, at any level (functions included);
    ``from . import x`` counts as importing ``x`` when x is a module, else the package."""
    mods = _modules()

    def resolve(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for m, (f, package) in mods.items():
        here = m if package else m.rpartition(".")[0]
        edges = set()
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[:len(here.split(".")) - node.level + 1]
                    mod = ".".join(base) + (f".{node.module}" if node.module else "")
                else:
                    mod = node.module or ""
                names = [f"{mod}.{a.name}" if f"{mod}.{a.name}" in mods else mod for a in node.names]
            for name in names:
                target = resolve(name)
                if target and target != m and target.split(".")[0] == "gridsat":
                    edges.add(target)
        graph[m] = edges
    return graph


def circles(graph: dict[str, set[str]]) -> list[frozenset]:
    """The strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(frozenset(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle():
    graph = import_graph()
    assert "gridsat.lowering" in graph and graph["gridsat.model"] == {"gridsat.lowering"}
    assert set(circles(graph)) <= KNOWN_CIRCLES, [sorted(c) for c in circles(graph) if c not in KNOWN_CIRCLES]


def test_the_old_circles_are_gone():
    graph = import_graph()
    assert not graph["gridsat.lowering"], "the lowering imports nothing of gridsat"
    assert "gridsat.cli" not in graph["gridsat.jobs"]
    assert "gridsat.encoders" not in graph["gridsat.genre"]


def test_no_genre_imports_a_backend_or_asks_for_the_target():
    graph = import_graph()
    for m, edges in graph.items():
        if m.startswith("gridsat.encoders."):
            assert not any(e.startswith("gridsat.backends") for e in edges), m
    words = re.compile(r"purpose|track_tags|implied_on|hints_on")
    for f in (SRC / "encoders").rglob("*.py"):
        assert not words.search(f.read_text(encoding="utf-8")), f


def test_api_refuses_options_that_do_not_go_together():
    puzzle = str(EXAMPLES / "starbattle-9x9.txt")
    with pytest.raises(InputError, match="PySAT solver"):
        gridsat.solve(puzzle, backend="z3", solver="minisat22")
    with pytest.raises(InputError, match="PySAT solver"):
        api.forced(puzzle, backend="z3", solver="minisat22")
    with pytest.raises(InputError, match="PySAT solver"):
        api.explain_conflict(puzzle, backend="z3", solver="minisat22")
    with pytest.raises(InputError, match="external"):
        gridsat.solve(puzzle, solver_cmd="cadical -q")
    with pytest.raises(InputError, match="external"):
        gridsat.solve(puzzle, certify=True)
    with pytest.raises(InputError, match="PySAT solver"):
        list(api.solve_batch(api.load_all(str(EXAMPLES / "sudoku-lines.txt")), backend="z3", solver="minisat22"))


def test_tactics_are_decided_by_the_compiler():
    tactic = Part("t", when=ANSWERS_ONLY)
    base = EncodeOptions()
    for purpose, tags, answers, unnamed, no_cores in (("solve", False, True, True, True),
                                                      ("export", False, False, True, True),
                                                      ("explain", True, False, False, False)):
        ctx = Context(purpose=purpose, tags=tags, implied=frozenset({"x"}))
        options = base.within(ctx)
        assert options.on(tactic) is answers
        assert options.on(Part("u", when=UNNAMED_CLUES)) is unnamed
        assert options.on(Part("c", when=NO_CORES)) is no_cores
        assert options.on("x") and not options.on("y")
    assert base.on(tactic) and not base.on("x")  # by hand: as for solving, no part built
    off = EncodeOptions(parts={"t": False}).within(Context())
    assert not off.on(tactic)


def test_the_compile_context_and_the_model():
    loaded = api.load(str(EXAMPLES / "starbattle-9x9.txt"))
    compiled = api.compile_model(loaded, EncodeOptions(card="totalizer"), purpose="export")
    ctx = compiled.context
    assert (ctx.purpose, ctx.tags, ctx.card) == ("export", False, "totalizer")
    assert compiled.model.lowering.key == ("cnf", "totalizer", "auto", "auto")
    for gone in ("purpose", "implied_on", "hints_on", "dominance_on"):
        assert not hasattr(compiled.model, gone)


def test_a_builder_without_an_encoding_takes_the_lowerings_default():
    def clauses(lowering, encoding=None):
        m = Model(lowering=lowering)
        lits = [m.var("x", i) for i in range(8)]
        exactly(m, lits, 2, encoding) if encoding else exactly(m, lits, 2)
        return m.clauses

    assert clauses(CNF_LAZY.using(card="totalizer")) == clauses(CNF_LAZY, "totalizer")
    assert clauses(CNF_LAZY) == clauses(CNF, "auto")
    assert clauses(CNF_LAZY.using(card="totalizer")) != clauses(CNF_LAZY)


def test_kenken_z3_cages_are_records():
    loaded = api.load(str(next(EXAMPLES.glob("kenken-*"))))
    opts = EncodeOptions(cages="z3")
    model = api.compile_model(loaded, opts, backend="z3").model
    assert model.z3_terms and all(isinstance(t, Arith) for t in model.z3_terms) and model.needs_z3
    assert gridsat.solve(loaded, mode="unique", options=opts).status == "unique"  # z3 takes them


def test_no_genre_reads_the_global_encodings():
    """Rules name no encoding: the lowering writes the job's --card, --pb and --connect."""
    flags = re.compile(r"options\.(card|pb|connect)\b")
    for f in (SRC / "encoders").rglob("*.py"):
        assert not flags.search(f.read_text(encoding="utf-8")), f


def test_connectivity_without_a_method_takes_the_lowerings_default():
    import networkx as nx

    from gridsat.connectivity import connected

    def clauses(lowering, **kw):
        m = Model(lowering=lowering)
        g = nx.grid_2d_graph(3, 3)
        used = connected(m, g, active={v: m.var("on", v) for v in g}, edge=None, **kw)
        return used, m.clauses

    for method in ("rank", "distance"):
        assert clauses(CNF_LAZY.using(connect=method)) == clauses(CNF_LAZY, method=method)
    assert clauses(CNF_LAZY)[0] == "lazy" and clauses(CNF)[0] == "rank"
    assert clauses(CNF.using(connect="distance"), method="rank")[0] == "rank"  # a fixed method is kept
    # prefer: what auto stands for in one constraint; the job's --connect comes first
    assert clauses(CNF_LAZY, prefer="distance") == clauses(CNF_LAZY, method="distance")
    assert clauses(CNF_LAZY.using(connect="rank"), prefer="distance") == clauses(CNF_LAZY, method="rank")


def test_prefer_is_what_auto_stands_for():
    def clauses(lowering, *args, **kw):
        m = Model(lowering=lowering)
        exactly(m, [m.var("x", i) for i in range(9)], 1, *args, **kw)
        return m.clauses

    assert clauses(CNF, prefer="pairwise") == clauses(CNF, "pairwise") != clauses(CNF)
    assert clauses(CNF.using(card="totalizer"), prefer="pairwise") == clauses(CNF, "totalizer")
    assert clauses(CNF.using(card="totalizer"), "auto", prefer="pairwise") == clauses(CNF, "pairwise")


def test_a_difference_follows_the_jobs_encodings():
    from gridsat.cardinality import difference_equals
    from gridsat.cardinality.pb import pb_equals

    def clauses(lowering, build):
        m = Model(lowering=lowering)
        plus, minus = [m.var("p", i) for i in range(4)], [m.var("m", i) for i in range(3)]
        build(m, plus, minus)
        return m.clauses

    def diff(m, plus, minus):
        difference_equals(m, plus, minus, 1)

    assert clauses(CNF.using(pb="bdd"), diff) == clauses(
        CNF, lambda m, plus, minus: pb_equals(m, plus + minus, [1] * 4 + [-1] * 3, 1, "bdd"))
    assert clauses(CNF.using(card="totalizer"), diff) == clauses(
        CNF, lambda m, plus, minus: exactly(m, plus + [-l for l in minus], 4, "totalizer"))
    assert clauses(CNF, diff) != clauses(CNF.using(card="totalizer"), diff)


def test_unknown_encodings_are_refused_before_encoding():
    from gridsat.cardinality import EncodingError

    loaded = api.load(str(EXAMPLES / "hitori-7x7.txt"))
    for bad in (dict(connect="bfs"), dict(card="nope")):
        with pytest.raises(EncodingError, match="unknown"):
            api.compile_model(loaded, EncodeOptions(**bad))
    with pytest.raises(InputError, match="--pb does not apply to hitori"):  # a flag it does not use
        api.compile_model(loaded, EncodeOptions(pb="bdd"))
