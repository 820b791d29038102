"""The genre registry.  One module per genre; each provides the genre contract:

``NAME``, ``TITLE``, ``Puzzle`` (validated dataclass), ``sniff(text)``, ``parse(text, source)``,
``from_json(doc, source)``, ``to_json(puzzle)``, ``encode(puzzle, model, options)``,
``decode(puzzle, model, values)``, ``check(puzzle, solution)`` (violated rules, independent of
the encoding), ``solution_to_json``, ``solution_from_json``, ``render(puzzle, solution, ascii)``
and ``describe(puzzle)`` (header facts such as the size).

Optional hooks a genre may define (the CLI uses them when present):

``OPTIONS``        set of genre options it honours: ``"pb"`` (``--pb``), ``"allow_empty"`` (``--allow-empty``),
                   ``"rotation"`` (``--no-rotation``), ``"up_to_symmetry"``
                   (``--up-to-symmetry``), ``"connect"`` (``--connect``); the CLI refuses an
                   option the genre does not list.  They arrive in ``EncodeOptions``.
``split(text, source)``  for files holding several puzzles: ``[(first line number, text), ...]``
                   (or None for a single puzzle); ``--index N`` picks one, else a batch runs.
``answer(puzzle, solution)``  the puzzle's published answer form (``--answer``).
``render_svg(puzzle, solution)``  an SVG document (``--svg FILE``).
``SOLVER``         the PySAT solver used when ``--solver`` is not given (default cadical195),
                   for a genre whose benchmark measured another one faster.
``orbit_size(puzzle, solution)``  with up-to-symmetry search: how many answers the
                   representative stands for (the CLI reports both counts).

Genre modules are imported only when used, so the CLI starts fast.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from ..formats import InputError

GENRES: dict[str, str] = {
    "numberlink": "gridsat.encoders.numberlink",
    "starbattle": "gridsat.encoders.starbattle",
    "sudoku": "gridsat.encoders.sudoku",
    "tents": "gridsat.encoders.tents",
    "edgematch": "gridsat.encoders.edgematch",
    "twentyfourseven": "gridsat.encoders.twentyfourseven",
}
ALIASES = {"24-7": "twentyfourseven", "247": "twentyfourseven", "scramble": "edgematch", "eternity": "edgematch", "edge-matching": "edgematch", "parks": "starbattle", "star-battle": "starbattle", "stars": "starbattle"}


@dataclass
class EncodeOptions:
    """Encoding choices shared by all genres (``--card``, ``--connect``) and genre options."""

    card: str = "auto"
    connect: str = "auto"
    pb: str = "auto"               # --pb: pseudo-Boolean (weighted sum) encoding
    allow_empty: bool = False      # --allow-empty (e.g. Numberlink's loose rule)
    rotation: bool = True          # --no-rotation (edge matching)
    up_to_symmetry: bool = False   # --up-to-symmetry (one answer per board-symmetry class)
    hints: bool = True             # --no-hints: no search hints (see gridsat.model.Model.hint)
    extra: dict = field(default_factory=dict)

    def genre_options_used(self) -> set[str]:
        used = set()
        if self.connect != "auto":
            used.add("connect")
        if self.pb != "auto":
            used.add("pb")
        if self.allow_empty:
            used.add("allow_empty")
        if not self.rotation:
            used.add("rotation")
        if self.up_to_symmetry:
            used.add("up_to_symmetry")
        return used


OPTION_FLAGS = {"connect": "--connect", "pb": "--pb", "allow_empty": "--allow-empty", "rotation": "--no-rotation",
                "up_to_symmetry": "--up-to-symmetry"}


def check_options(module, options: EncodeOptions) -> None:
    """Refuse a genre option the genre does not honour (no silent no-ops)."""
    supported = getattr(module, "OPTIONS", set())
    for opt in sorted(options.genre_options_used() - set(supported)):
        raise InputError(f"{OPTION_FLAGS[opt]} does not apply to {module.NAME}")


def genre_names() -> list[str]:
    return sorted(GENRES)


def canonical(name: str) -> str | None:
    name = name.strip().lower()
    name = ALIASES.get(name, name)
    return name if name in GENRES else None


def get(name: str):
    """The genre module for ``name`` (aliases allowed); InputError for an unknown genre."""
    canon = canonical(name)
    if canon is None:
        raise InputError(f"unknown genre {name!r}; known genres: {', '.join(genre_names())}")
    return importlib.import_module(GENRES[canon])
