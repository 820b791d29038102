"""Tents' independent checker: the rules, checked directly on the tent positions (and on the
pairs, when given; otherwise a one-to-one pairing is searched)."""
from __future__ import annotations

from ...render.text import cell_name
from .puzzle import Cell, tents_word


def check(p, sol) -> list[str]:
    """The rules, checked directly on the tent positions (and the pairs, when given)."""
    h, w = p.height, p.width
    trees = p.tree_set
    problems = []
    tents = set()
    for r, c in sol.tents:
        if not p.inside(r, c):
            problems.append(f"tent at ({r}, {c}) is outside the {h}x{w} grid")
        elif (r, c) in tents:
            problems.append(f"tent at {cell_name(r, c)} is listed twice")
        elif (r, c) in trees:
            problems.append(f"tent at {cell_name(r, c)} stands on a tree")
        else:
            tents.add((r, c))
    for r, k in enumerate(p.rows):
        n = sum((r, c) in tents for c in range(w))
        if k is not None and n != k:
            problems.append(f"row {r + 1} has {tents_word(n)}, needs {k}")
    for c, k in enumerate(p.columns):
        n = sum((r, c) in tents for r in range(h))
        if k is not None and n != k:
            problems.append(f"column {c + 1} has {tents_word(n)}, needs {k}")
    for r, c in sorted(tents):
        for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
            if (r + dr, c + dc) in tents:
                problems.append(f"tents at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch")
    for cell in p.given_tents:
        if cell not in tents:
            problems.append(f"given tent at {cell_name(*cell)} is missing")
    for cell in p.given_grass:
        if cell in tents:
            problems.append(f"tent at {cell_name(*cell)} stands on given grass")
    problems += _pairing_problems(p, trees, tents, sol.pairs)
    if sol.given and p.published is not None:
        published = set(p.published)
        for cell in sorted(published - set(sol.tents)):
            problems.append(f"differs from the published answer: it has a tent at {cell_name(*cell)}")
        for cell in sorted(set(sol.tents) - published):
            problems.append(f"differs from the published answer: it has no tent at {cell_name(*cell)}")
    return problems


def _adjacent(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def _pairing_problems(p, trees, tents, pairs) -> list[str]:
    """Every tree paired with one tent next to it and every tent with one tree."""
    if pairs is not None:  # the pairs were given: check them as they are
        out = []
        tree_of: dict[Cell, Cell] = {}
        tent_of: dict[Cell, Cell] = {}
        for tree, tent in pairs:
            if tree not in trees:
                out.append(f"pair ({cell_name(*tree)}, {cell_name(*tent)}): {cell_name(*tree)} is not a tree")
            elif tent not in tents:
                out.append(f"pair ({cell_name(*tree)}, {cell_name(*tent)}): no tent at {cell_name(*tent)}")
            elif not _adjacent(tree, tent):
                out.append(f"pair ({cell_name(*tree)}, {cell_name(*tent)}): the tent is not next to the tree")
            elif tree in tent_of:
                out.append(f"tree at {cell_name(*tree)} is paired twice")
            elif tent in tree_of:
                out.append(f"tent at {cell_name(*tent)} is paired twice")
            else:
                tent_of[tree], tree_of[tent] = tent, tree
        out += [f"tree at {cell_name(*t)} has no tent paired with it" for t in sorted(trees - set(tent_of))]
        out += [f"tent at {cell_name(*t)} has no tree paired with it" for t in sorted(tents - set(tree_of))]
        return out
    if len(trees) != len(tents):
        return [f"the tents cannot be paired one-to-one with the trees: {len(trees)} trees, "
                f"{len(tents)} tents"]
    import networkx as nx
    from networkx.algorithms import bipartite

    g = nx.Graph()
    g.add_nodes_from((("tree", t) for t in trees))
    g.add_nodes_from((("tent", t) for t in tents))
    g.add_edges_from((("tree", t), ("tent", s)) for s in tents for t in p.neighbours(*s) if t in trees)
    matching = bipartite.hopcroft_karp_matching(g, top_nodes=[("tree", t) for t in trees])
    matched = len(matching) // 2
    if matched == len(trees) == len(tents):
        return []
    return [f"the tents cannot be paired one-to-one with the trees: {len(trees)} trees, {len(tents)} "
            f"tents, at most {matched} pairs of neighbours"]
