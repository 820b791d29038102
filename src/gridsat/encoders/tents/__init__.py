"""Trees and Tents (rules, formats and encoding: docs/genres/tents.md).  The answer is the set of
tents (two pairings of the same tents are one answer); the pairing rule, which the seed post
leaves out, makes real puzzles unique."""
from __future__ import annotations

from collections import Counter
from itertools import combinations

from ...formats.puzzlekit import format_for
from ...genre import Format, Genre, Tuning
from ...render.text import cell_name
from .formats import (answer, decode_grid, describe, draw, draw_svg, encode_grid, from_json, from_url, game_id,
                      parse, read_seed, read_tatham, sniff, solution_from_json, solution_to_json, split, to_json,
                      to_text, to_url)
from .generate import GENERATOR, tiny
from .implied import FLOW_CUTS, IMPLIED
from .puzzle import MAX_SIZE, STEPS, Puzzle, Solution, tents_word
from .rules import SWITCHES, decode, rules

# CaDiCaL's "--sat" configuration without variable elimination (docs/genres/tents.md, "Encoding";
# benchmarks/results/tents.md)
CADICAL_CONFIG = {"stabilizeonly": 1, "subsumereleff": 60, "elim": 0}


def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked on the tents (and on the pairs, when given; else a pairing is searched)."""
    trees, tents, problems = p.tree_set, set(), []
    for r, c in sol.tents:
        if p.inside(r, c) and (r, c) not in tents and (r, c) not in trees:
            tents.add((r, c))
        else:
            problems.append(f"tent at {cell_name(r, c)} is outside the {p.height}x{p.width} grid" if not p.inside(r, c) else
                            f"tent at {cell_name(r, c)} {'is listed twice' if (r, c) in tents else 'stands on a tree'}")
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
        problems += [f"differs from the published answer: it has {what} tent at {cell_name(*x)}"
                     for what, cells in (("a", published - mine), ("no", mine - published)) for x in sorted(cells)]
    return problems


def _pairing_problems(p: Puzzle, trees, tents, pairs) -> list[str]:
    """Every tree paired with one tent next to it and every tent with one tree."""
    if pairs is None:  # search a pairing: a bipartite matching of trees and tents
        import networkx as nx

        g = nx.Graph(((("tree", t), ("tent", s)) for s in tents for t in p.neighbours(*s) if t in trees))
        g.add_nodes_from([("tree", t) for t in trees] + [("tent", s) for s in tents])
        matched = len(nx.bipartite.hopcroft_karp_matching(g, top_nodes=[("tree", t) for t in trees])) // 2 \
            if len(trees) == len(tents) else None
        most = "" if matched is None else f", at most {matched} pairs of neighbours"
        return [] if matched == len(trees) else [f"the tents cannot be paired one-to-one with the trees: {len(trees)} "
                                                 f"trees, {len(tents)} tents{most}"]
    out, tree_of, tent_of = [], {}, {}
    for tree, tent in pairs:
        pair = f"pair ({cell_name(*tree)}, {cell_name(*tent)}): "
        if tree not in trees or tent not in tents or abs(tree[0] - tent[0]) + abs(tree[1] - tent[1]) != 1:
            out.append(pair + (f"{cell_name(*tree)} is not a tree" if tree not in trees else "the tent is not next "
                               "to the tree" if tent in tents else f"no tent at {cell_name(*tent)}"))
        elif tree in tent_of or tent in tree_of:
            out.append(f"tree at {cell_name(*tree)} is paired twice" if tree in tent_of
                       else f"tent at {cell_name(*tent)} is paired twice")
        else:
            tent_of[tree], tree_of[tent] = tent, tree
    return out + [f"{what} at {cell_name(*x)} has no {other} paired with it" for what, other, cells, paired in
                  (("tree", "tent", trees, tent_of), ("tent", "tree", tents, tree_of))
                  for x in sorted(cells - set(paired))]


def candidates(p: Puzzle):
    """Every set of at most as many tents as trees on the cells that are not trees (a tent
    pairs with a tree, so more tents never pass)."""
    free = [(r, c) for r in range(p.height) for c in range(p.width) if (r, c) not in p.tree_set]
    return (Solution(chosen) for k in range(len(p.trees) + 1) for chosen in combinations(free, k))


GENRE = Genre(
    name="tents", title="Trees and Tents", puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("tents",)), Format("tatham", read_tatham, game_id),
             Format("seed", read_seed), format_for("tents", from_json, to_json)),
    rules=rules, decode=decode, check=check, implied=IMPLIED, uses=frozenset({"pb"}),
    tuning=Tuning(config={"cadical195": CADICAL_CONFIG}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, answer=answer, solution_line=answer,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates, generate=GENERATOR,
)
