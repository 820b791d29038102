"""Solutions and pictures: read a solution document, check it, draw a puzzle (text or SVG),
convert a puzzle to another format."""
from __future__ import annotations

import os
from typing import Any

from .formats import InputError, parse_json, read_input
from .loading import load


def read_solution(puzzle, solution) -> Any:
    """A solution: a path to gridsat's ``solve --json`` output (or its "solution" object), or
    that document as a dict."""
    loaded = load(puzzle)
    if isinstance(solution, loaded.genre.solution):
        return solution
    if isinstance(solution, dict):
        doc, source = solution, "solution"
    else:
        text, source = read_input(os.fspath(solution))
        doc = parse_json(text, source,
                         "a solution must be a JSON object (gridsat's --json output or its \"solution\")")
    if "solution" in doc:
        if doc.get("genre") not in (None, loaded.genre_name):
            raise InputError(f"solution is for genre {doc.get('genre')!r}, the puzzle is {loaded.genre_name}",
                             source)
        doc = doc["solution"]
        if not isinstance(doc, dict):
            raise InputError('"solution" is null: that output holds no solution', source)
    return loaded.genre.solution_from_json(doc, loaded.puzzle, source)


def check(puzzle, solution) -> list[str]:
    """The rules the solution breaks (empty: valid).  ``solution``: a Solution, a dict or a path."""
    loaded = load(puzzle)
    return loaded.genre.check(loaded.puzzle, read_solution(loaded, solution))


def draw(puzzle, solution=None, fmt: str = "text", ascii: bool = False) -> str:
    """The puzzle (with a solution, checked first, when given) as text or an SVG document."""
    loaded = load(puzzle)
    g = loaded.genre
    sol = None if solution is None else read_solution(loaded, solution)
    if sol is not None:
        problems = g.check(loaded.puzzle, sol)
        if problems:
            raise InputError(f"the solution breaks a rule ({problems[0]}); not drawn")
    if fmt == "text":
        return g.draw(loaded.puzzle, sol, ascii)
    if fmt == "svg":
        if g.draw_svg is None:
            raise InputError(f"drawing is not available for {g.name} yet")
        return g.draw_svg(loaded.puzzle, sol)
    raise ValueError(f"unknown drawing format {fmt!r}; choose text or svg")


def convert(puzzle, to: str) -> str:
    """The puzzle written in another format: ``json``, ``native`` or a genre format's name
    (``puzzlink``, ``tatham``, ...)."""
    import json

    loaded = load(puzzle)
    g = loaded.genre
    if to == "json":
        return json.dumps(g.to_json(loaded.puzzle))
    if to == "native":
        if g.to_text is None:
            raise InputError(f"{g.name} has no native text writer; convert it to json instead")
        return g.to_text(loaded.puzzle)
    fmt = g.format(to)
    if fmt is None or fmt.write is None:
        what = {"puzzlink": "puzz.link", "tatham": "Simon Tatham's collection"}.get(to, to)
        raise InputError(f"{what} has no {g.name} genre; convert it to json instead")
    return fmt.write(loaded.puzzle)
