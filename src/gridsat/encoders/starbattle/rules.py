"""Star Battle's rules as constraints.

With two stars or more, a row, column or region counts its stars by groups of cells that all
touch each other (2x2 blocks, then pairs, then single cells; a variable each, true exactly when
one of its cells holds a star): with the no-touching rule this says what counting cells says,
in about half the counter clauses (docs/genres/starbattle.md, "Encoding").  A tagged model
(each clue on its own) counts cells, and so does ``EncodeOptions(extra={"starbattle":
{"groups": False}})``.
"""
from __future__ import annotations

from ...cardinality import exactly, none_touching
from ...context import UNNAMED_CLUES
from ...genre import Part
from ...render.text import cell_name
from .puzzle import STARS

SWITCHES = {"groups": True}

Cell = tuple[int, int]


def touching_groups(cells: list[Cell]) -> list[tuple[Cell, ...]]:
    """``cells`` in groups of cells that all touch each other, in reading order: from each
    cell not yet grouped, the 2x2 block it is the top left of if all four are left, else a
    pair with its first free neighbour to the right, below or diagonally below, else the
    cell alone."""
    left = set(cells)
    out = []
    for r, c in sorted(cells):
        if (r, c) not in left:
            continue
        right, below = (r, c + 1), (r + 1, c)
        if right in left and below in left and (r + 1, c + 1) in left:
            group = ((r, c), right, below, (r + 1, c + 1))
        else:
            group = (r, c),
            for x in (right, below, (r + 1, c + 1), (r + 1, c - 1)):
                if x in left:
                    group = (r, c), x
                    break
        left.difference_update(group)
        out.append(group)
    return out


# count touching cells of a line as one (see the module notes): not where each clue is named (a
# group's variable is shared by the lines and the region it lies in)
GROUPS = Part("groups", when=UNNAMED_CLUES, help="count touching cells of a line as one")


def rules(p, model, options) -> None:
    n, m = p.size, p.stars
    # one star per line: small counters, a trivial search; grouping would only cost its Python
    grouped = options.switches("starbattle", SWITCHES, "Star Battle")["groups"] and m > 1 and options.on(GROUPS)
    stars = f"{m} star{'s' if m > 1 else ''}"
    star = STARS.vars(p, model)

    # no two stars touch, not even diagonally
    with model.tag("stars do not touch"):
        none_touching(model, star)

    in_group: dict[tuple[Cell, ...], int] = {}  # a group's variable, shared by its lines and region

    def counted(cells: list[Cell]) -> list[int]:
        """The literals to count the stars of ``cells`` by (see the module notes)."""
        if not grouped:
            return [star[x] for x in cells]
        out, defs = [], []
        for group in touching_groups(cells):
            if len(group) == 1:
                out.append(star[group[0]])
                continue
            v = in_group.get(group)
            if v is None:  # v is true exactly when one of the group's cells holds a star
                v = in_group[group] = model.aux()
                lits = [star[x] for x in group]
                defs += [[-v, *lits], *([v, -x] for x in lits)]
            out.append(v)
        model.add_built(defs)  # the model's own variables
        return out

    # every row, every column and every region holds exactly m stars
    for r in range(n):
        with model.tag(f"row {r + 1} has {stars}"):
            exactly(model, counted([(r, c) for c in range(n)]), m)
    for c in range(n):
        with model.tag(f"column {c + 1} has {stars}"):
            exactly(model, counted([(r, c) for r in range(n)]), m)
    for cells in p.region_cells().values():  # a region named by its first cell, as people read it
        with model.tag(f"region at {cell_name(*cells[0])} has {stars}"):
            exactly(model, counted(cells), m)

    # a cell in no region holds no star
    for (r, c), lit in star.items():
        if p.regions[r][c] is None:
            with model.tag(f"{cell_name(r, c)} is in no region"):
                model.add([-lit])
