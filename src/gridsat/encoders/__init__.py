"""The genre registry.  One module per genre; each provides the genre contract:

``NAME``, ``TITLE``, ``Puzzle`` (validated dataclass), ``sniff(text)``, ``parse(text, source)``,
``from_json(doc, source)``, ``to_json(puzzle)``, ``encode(puzzle, model, options)``,
``decode(puzzle, model, values)``, ``check(puzzle, solution)`` (violated rules, independent of
the encoding), ``solution_to_json``, ``solution_from_json``, ``render(puzzle, solution, ascii)``
and ``describe(puzzle)`` (header facts such as the size).

Genre modules are imported only when used, so the CLI starts fast.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from ..formats import InputError

GENRES: dict[str, str] = {
    "starbattle": "gridsat.encoders.starbattle",
}
ALIASES = {"parks": "starbattle", "star-battle": "starbattle", "stars": "starbattle"}


@dataclass
class EncodeOptions:
    """Encoding choices shared by all genres (``--card``, ``--connect``) plus genre extras."""

    card: str = "auto"
    connect: str = "auto"
    extra: dict = field(default_factory=dict)


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
