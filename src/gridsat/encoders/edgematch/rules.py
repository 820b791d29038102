"""Edge matching's rules as constraints.

``place[r, c, class, orient]``: cell (r, c) shows a tile of that class turned that way (tiles
that look the same are one class, so swapping them is not a second answer).  Touching edges
match through one label variable per (inner edge, label the left/top side shows): each
placement implies the label it puts on the edge, and a label needs a placement on the
right/bottom side showing its complement (Heule's encoding: linear in the board size).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...cardinality import exactly
from ...render.text import cell_name
from .puzzle import STEP, Solution, assign_ids, complement, is_border, oriented, symmetry_group, tile_classes
from .symmetry import lex_leader


@dataclass
class Info:
    """What the rules hand to decode and to the implied parts."""
    rotation: bool
    symmetries: tuple
    classes: list
    edges: list  # (first: label -> placements of the left/top cell showing it, label -> edge variable)


def allowed(p, r: int, c: int, look: tuple) -> bool:
    """Border edges face outside; on a framed set, every outward side shows a border edge."""
    for s, (dr, dc) in enumerate(STEP):
        outside = not (0 <= r + dr < p.rows and 0 <= c + dc < p.cols)
        border = is_border(p.style, look[s])
        if border and not outside:
            return False
        if outside and p.framed and not border:
            return False
    return True


def rules(p, model, options) -> Info:
    rotation = options.rotation
    classes = tile_classes(p, rotation)
    group = symmetry_group(p, rotation)

    # the frame rule is kept by having no variable for a placement it forbids
    place = {}
    for r in range(p.rows):
        for c in range(p.cols):
            looks = [(ci, o, oriented(k.base, o)) for ci, k in enumerate(classes) for o in k.orients]
            place[r, c] = [(model.var("place", r, c, ci, o), ci, o, look) for ci, o, look in looks
                           if allowed(p, r, c, look)]
    model.mark_primary(*(v for opts in place.values() for v, *_ in opts))

    # one tile on every cell; every tile used once
    for (r, c), opts in place.items():
        with model.tag(f"{cell_name(r, c)} holds one tile"):
            exactly(model, [v for v, *_ in opts], 1)
    for ci, k in enumerate(classes):
        ids = ", ".join(str(p.tiles[i].id) for i in k.members)
        uses = [v for opts in place.values() for v, cj, *_ in opts if cj == ci]
        with model.tag(f"tile{'s' if len(k.members) > 1 else ''} {ids} used once"):
            exactly(model, uses, len(k.members))

    # touching edges match
    edges = []
    for (r, c), opts in place.items():
        for side, (dr, dc) in ((0, (0, 1)), (3, (1, 0))):
            other = (r + dr, c + dc)
            if other not in place:
                continue
            opposite = (side + 2) % 4
            with model.tag(f"edge {cell_name(r, c)}-{cell_name(*other)} matches"):
                first: dict = {}
                second: dict = {}
                for v, _, _, look in opts:
                    first.setdefault(look[side], []).append(v)
                for v, _, _, look in place[other]:
                    second.setdefault(complement(p.style, look[opposite]), []).append(v)
                label = {e: model.var("edge", r, c, side, e) for e in {**first, **second}}
                for e, var in label.items():
                    model.add([-var] + second.get(e, []))
                for shown in (first, second):
                    for e, vs in shown.items():
                        for v in vs:
                            model.add([-v, label[e]])
            edges.append((first, label))

    # fixed pieces
    for f in p.fixed:
        i = next(j for j, t in enumerate(p.tiles) if t.id == f.tile)
        ci = next(j for j, k in enumerate(classes) if i in k.members)
        look = oriented(p.tiles[i].edges, f.rotation)
        with model.tag(f"tile {f.tile} fixed at {cell_name(f.row, f.col)}"):
            v = next((v for v, cj, _, lk in place[f.row, f.col] if cj == ci and lk == look), None)
            model.add([v] if v is not None else [])

    if options.up_to_symmetry:
        for k in group[1:]:
            with model.tag(f"symmetry: not larger than the board turned {90 * k} degrees"):
                lex_leader(p, model, classes, place, k)
    return Info(rotation, group, classes, edges)


def decode(p, model, values, info: Info) -> Solution:
    looks = [[None] * p.cols for _ in range(p.rows)]
    for r in range(p.rows):
        for c in range(p.cols):
            for ci, k in enumerate(info.classes):
                for o in k.orients:
                    if model.has_var("place", r, c, ci, o) and values.get(model.var("place", r, c, ci, o)):
                        looks[r][c] = oriented(k.base, o)
    return Solution(assign_ids(p, looks, info.rotation), info.rotation, info.symmetries)
