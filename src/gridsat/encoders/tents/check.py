"""Tents' independent checker: the rules, checked directly on the tent positions (and on the
pairs, when given; otherwise a one-to-one pairing is searched)."""
from __future__ import annotations

from collections import Counter

from ...render.text import cell_name
from .puzzle import tents_word


def check(p, sol) -> list[str]:
    trees, tents, problems = p.tree_set, set(), []
    for r, c in sol.tents:
        if not p.inside(r, c):
            problems.append(f"tent at ({r}, {c}) is outside the {p.height}x{p.width} grid")
        elif (r, c) in tents:
            problems.append(f"tent at {cell_name(r, c)} is listed twice")
        elif (r, c) in trees:
            problems.append(f"tent at {cell_name(r, c)} stands on a tree")
        else:
            tents.add((r, c))
    for axis, what, counts in ((0, "row", p.rows), (1, "column", p.columns)):
        have = Counter(t[axis] for t in tents)
        problems += [f"{what} {i + 1} has {tents_word(have[i])}, needs {k}" for i, k in enumerate(counts)
                     if k is not None and have[i] != k]
    problems += [f"tents at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch" for r, c in sorted(tents)
                 for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)) if (r + dr, c + dc) in tents]
    problems += [f"given tent at {cell_name(*x)} is missing" for x in p.given_tents if x not in tents]
    problems += [f"tent at {cell_name(*x)} stands on given grass" for x in p.given_grass if x in tents]
    problems += _pairing_problems(p, trees, tents, sol.pairs)
    if sol.given and p.published is not None:
        mine, published = set(sol.tents), set(p.published)
        problems += [f"differs from the published answer: it has a tent at {cell_name(*x)}"
                     for x in sorted(published - mine)]
        problems += [f"differs from the published answer: it has no tent at {cell_name(*x)}"
                     for x in sorted(mine - published)]
    return problems


def _pairing_problems(p, trees, tents, pairs) -> list[str]:
    """Every tree paired with one tent next to it and every tent with one tree."""
    if pairs is None:  # search a pairing: a bipartite matching of trees and tents
        if len(trees) != len(tents):
            return [f"the tents cannot be paired one-to-one with the trees: {len(trees)} trees, {len(tents)} tents"]
        import networkx as nx

        g = nx.Graph(((("tree", t), ("tent", s)) for s in tents for t in p.neighbours(*s) if t in trees))
        g.add_nodes_from([("tree", t) for t in trees] + [("tent", s) for s in tents])
        matched = len(nx.bipartite.hopcroft_karp_matching(g, top_nodes=[("tree", t) for t in trees])) // 2
        return [] if matched == len(trees) else [f"the tents cannot be paired one-to-one with the trees: {len(trees)} "
                                                 f"trees, {len(tents)} tents, at most {matched} pairs of neighbours"]
    out, tree_of, tent_of = [], {}, {}
    for tree, tent in pairs:
        pair = f"pair ({cell_name(*tree)}, {cell_name(*tent)}): "
        if tree not in trees:
            out.append(pair + f"{cell_name(*tree)} is not a tree")
        elif tent not in tents:
            out.append(pair + f"no tent at {cell_name(*tent)}")
        elif abs(tree[0] - tent[0]) + abs(tree[1] - tent[1]) != 1:
            out.append(pair + "the tent is not next to the tree")
        elif tree in tent_of or tent in tree_of:
            out.append(f"tree at {cell_name(*tree)} is paired twice" if tree in tent_of
                       else f"tent at {cell_name(*tent)} is paired twice")
        else:
            tent_of[tree], tree_of[tent] = tent, tree
    return out + [f"tree at {cell_name(*t)} has no tent paired with it" for t in sorted(trees - set(tent_of))] \
        + [f"tent at {cell_name(*t)} has no tree paired with it" for t in sorted(tents - set(tree_of))]
