"""LITS.

Rules (pzprjs, Nikoli): a grid divided into rooms.  Shade a tetromino (four orthogonally
connected cells) in every room; all shaded cells are orthogonally connected; no 2x2 block is
all shaded; two tetrominoes of the same shape (L, I, T or S; rotations and reflections count
as the same) in adjacent rooms never share an edge.
"""
from __future__ import annotations

import random

from ... import shapes
from ...answers import SHADED
from ...board import Board
from ...cardinality import exactly
from ...connectivity import connected
from ...connectivity.graph import Graph
from ...declare import Url, declare, random_rooms
from ...formats.codecs import Borders, Seq
from ...genre import Generator
from ...render.text import cell_name

BOARD = Board(rooms=True, max_size=200)


def _rooms_joined(p, model, shaded) -> None:
    """The shaded cells are connected: each room's tetromino is, so the rooms joined by a
    shaded pair across their border must be (a graph of rooms, far smaller than the cells')."""
    pairs: dict[tuple[int, int], list[int]] = {}
    for a, b in p.edges():
        ra, rb = p.rooms[a[0]][a[1]], p.rooms[b[0]][b[1]]
        if ra != rb:
            both = model.aux()
            model.add_all([[-both, shaded[a]], [-both, shaded[b]], [both, -shaded[a], -shaded[b]]])
            pairs.setdefault((min(ra, rb), max(ra, rb)), []).append(both)
    g = Graph()
    g.add_nodes_from(range(len(p.room_cells)))
    edge = {}
    for (ra, rb), lits in pairs.items():
        g.add_edge(ra, rb)
        edge[ra, rb] = e = model.aux()
        model.add([-e] + lits)
        model.add_all([[e, -x] for x in lits])
    connected(model, g, active=None, edge=edge)


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    kind = []
    for i, room in enumerate(p.room_cells):
        name = f"room {i + 1} ({cell_name(*room[0])})"
        with model.tag(f"{name} holds a tetromino"):
            cands = [x for s in shapes.TETROMINOES.values() for x in shapes.placements(s, room)]
            chosen = shapes.place(model, {x: shaded[x] for x in room}, cands, "piece", (i,))
            exactly(model, list(chosen.values()), 1)
        kind.append(shapes.kinds(model, chosen, key=(i,)))
    for a, b in p.edges():
        ra, rb = p.rooms[a[0]][a[1]], p.rooms[b[0]][b[1]]
        if ra != rb:
            with model.tag(f"{cell_name(*a)} and {cell_name(*b)} are not equal tetrominoes touching"):
                for k in shapes.TETROMINOES:
                    model.add([-shaded[a], -shaded[b], -kind[ra][k], -kind[rb][k]])
    for block in p.blocks():
        with model.tag(f"the 2x2 block at {cell_name(*block[0])} is not all shaded"):
            model.add([-shaded[x] for x in block])
    with model.tag("the shaded cells are connected"):
        _rooms_joined(p, model, shaded)


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*cell)} is not on the grid" for cell in sorted(on) if not p.inside(*cell)]
    on &= set(p)
    names = {}
    for i, room in enumerate(p.room_cells):
        mine = [x for x in room if x in on]
        if len(mine) != 4 or len(p.areas(mine)) != 1:
            problems.append(f"room {i + 1} ({cell_name(*room[0])}) has {len(mine)} shaded cells"
                            + ("" if len(mine) != 4 else " in pieces") + ", needs a tetromino")
        else:
            names[i] = shapes.shape_name(mine)
    if len(p.areas(on)) > 1:
        problems.append(f"the shaded cells are in {len(p.areas(on))} pieces, need one")
    problems += [f"the 2x2 block at {cell_name(*b[0])} is all shaded" for b in p.blocks() if set(b) <= on]
    for a, b in p.edges():
        ra, rb = p.rooms[a[0]][a[1]], p.rooms[b[0]][b[1]]
        if ra != rb and a in on and b in on and names.get(ra) is not None and names.get(ra) == names.get(rb):
            problems.append(f"two {names[ra]} tetrominoes touch at {cell_name(*a)} and {cell_name(*b)}")
    return problems


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(3, 4)
    return Puzzle(rooms=random_rooms(rng, rows, cols, rng.randint(1, max(1, rows * cols // 4))))


GENRE = declare(
    "lits", "LITS", BOARD, SHADED, rules, check, module=__name__,
    url=Url(("lits",), Seq(("rooms", Borders()))), puzzlekit=("rooms",), tiny=tiny, uses=("connect",),
    generate=Generator(rooms=True, size=(6, 6)))
Puzzle = GENRE.puzzle
