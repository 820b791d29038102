"""The answer kind of half-cell triangles: each white cell holds nothing or a black triangle
covering the half of the cell at one corner (``tl``, ``tr``, ``bl``, ``br``: the corner the
black half covers).  Solution JSON ``{"triangles": [[r, c, "tl"], ...]}`` (sorted); variables
``("tri", r, c, corner)``, one-hot at most per cell, primary."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Iterator

from ...answers import AnswerKind
from ...formats import InputError
from ...render.svg import INK
from ...render.text import cell_name

CORNERS = ("tl", "tr", "bl", "br")
GLYPH = {False: {"tl": "◤", "tr": "◥", "bl": "◣", "br": "◢"}, True: {"tl": "F", "tr": "7", "bl": "L", "br": "J"}}


@dataclass(frozen=True)
class Triangulation:
    triangles: tuple[tuple[int, int, str], ...]  # sorted (r, c, corner)


class Triangles(AnswerKind):
    key = "triangles"
    solution = Triangulation

    def vars(self, p, model, cells) -> dict[tuple[int, int], dict[str, int]]:
        out = {cell: {k: model.var("tri", *cell, k) for k in CORNERS} for cell in cells}
        model.mark_primary(*(v for d in out.values() for v in d.values()))
        return out

    def decode(self, p, model, values) -> Triangulation:
        return Triangulation(tuple(sorted((r, c, k) for r, c in p for k in CORNERS if model.has_var("tri", r, c, k)
                                          and values.get(model.var("tri", r, c, k)))))

    def to_json(self, sol: Triangulation) -> dict:
        return {"triangles": [[r, c, k] for r, c, k in sol.triangles]}

    def from_json(self, doc: dict, p, source: str = "solution") -> Triangulation:
        items = doc.get("triangles")
        if not isinstance(items, list):
            raise InputError('a solution must have "triangles": [[row, col, corner], ...]', source)
        out = []
        for i, item in enumerate(items):
            if not (isinstance(item, list) and len(item) == 3 and all(isinstance(x, int) and not isinstance(x, bool)
                                                                      for x in item[:2]) and item[2] in CORNERS):
                raise InputError(f'"triangles"[{i}] must be [row, col, corner] with a corner of '
                                 f'{", ".join(CORNERS)}, got {item!r}'[:200], source)
            out.append(tuple(item))
        return Triangulation(tuple(sorted(out)))

    def line(self, p, sol: Triangulation) -> str:
        return " ".join(f"{cell_name(r, c)}{k}" for r, c, k in sol.triangles)

    def mark(self, p, sol: Triangulation, ascii: bool):
        at = {(r, c): GLYPH[ascii][k] for r, c, k in sol.triangles}
        return lambda r, c: at.get((r, c))

    def draw(self, p, sol: Triangulation, b) -> None:
        for (r, c), n in p.numbers().items():  # numbers stand in black cells
            b.fill(r, c, INK, "black")
            b.text(*b.centre(r, c), str(n), b.cell * 0.5, "white", "given", "bold")
        for r, c, k in sol.triangles:
            x, y = b.corner(r, c)
            s = b.cell
            pts = {"tl": ((x, y), (x + s, y), (x, y + s)), "tr": ((x, y), (x + s, y), (x + s, y + s)),
                   "bl": ((x, y), (x, y + s), (x + s, y + s)), "br": ((x + s, y), (x + s, y + s), (x, y + s))}[k]
            b.add('<polygon class="triangle" points="' + " ".join(f"{a:g},{z:g}" for a, z in pts)
                  + f'" fill="{INK}"/>')

    def candidates(self, p, cells=None) -> Iterator[Triangulation]:
        cells = list(cells)
        for states in product((None,) + CORNERS, repeat=len(cells)):
            yield Triangulation(tuple(sorted((r, c, k) for (r, c), k in zip(cells, states) if k)))


TRIANGLES = Triangles()
