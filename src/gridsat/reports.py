"""What the API hands back: :class:`Report` (a solve, with the documented JSON document),
:class:`Explanation` (why a puzzle has no answer), and :class:`UnverifiedAnswer` (a backend
answer the genre's checker refused: never shown).  ``SCHEMA``: the ``"schema"`` field of
every JSON document."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import encoders
from .genre import Genre


MODES = ("solve", "unique", "count", "all")


SCHEMA = 1  # the "schema" field of every JSON document: raised only when a field changes meaning


class UnverifiedAnswer(RuntimeError):
    """A backend produced an assignment that violates the puzzle's rules (an encoding bug or a
    mismatched external answer).  Never shown as a solution."""


@dataclass
class Report:
    """What a solve found; :meth:`to_json` is the documented JSON document."""

    genre: str
    status: str
    solutions: list = field(default_factory=list)  # checked Solution objects
    stats: dict = field(default_factory=dict)
    complete: bool = False
    core: list[str] = field(default_factory=list)   # clues of a minimal conflict (unsat)
    core_minimal: bool = True
    mode: str = "solve"
    source: str = ""
    answer: Any = None          # the published answer form, when asked (answer=True)
    answer_asked: bool = False
    solutions_total: int | None = None  # up-to-symmetry search: answers the found ones stand for
    puzzle: Any = field(default=None, repr=False)
    genre_obj: Genre | None = field(default=None, repr=False)
    count_only: bool = False    # answers were counted (each checked), only the first one kept
    found: int | None = None    # with count_only: how many answers were found
    notes: list[str] = field(default_factory=list)  # one-line remarks (e.g. another rule has an answer)
    forced: list | None = None  # unique mode cut short: [(label, value)] the same in every answer

    @property
    def solution(self):
        return self.solutions[0] if self.solutions else None

    def __repr__(self) -> str:
        """One short line (the whole record is :meth:`to_json`; the picture :meth:`draw`)."""
        found = self.solutions_found
        bits = [f"{found} solution{'s' * (found != 1)}"]
        if self.core:
            bits.append(f"{len(self.core)} conflicting clue{'s' * (len(self.core) != 1)}")
        seconds = self.stats.get("solve_seconds") if isinstance(self.stats, dict) else None
        if isinstance(seconds, (int, float)):
            bits.append(f"{seconds:.3f}s")
        source = f" from {self.source!r}" if self.source else ""
        return f"<Report {self.genre} {self.status}: {', '.join(bits)}{source}>"

    def draw(self, ascii: bool = False) -> str:
        """The puzzle with the first answer (or alone, when there is none) as text, as
        ``gridsat solve`` draws it."""
        if self.puzzle is None:
            raise ValueError("this report keeps no puzzle to draw")
        g = self.genre_obj or encoders.get(self.genre)
        return g.draw(self.puzzle, self.solution, ascii)

    @property
    def solutions_found(self) -> int:
        """How many answers the search found (all of them kept in ``solutions`` unless
        ``count_only``)."""
        return self.found if self.found is not None else len(self.solutions)

    def to_json(self) -> dict:
        g = self.genre_obj or encoders.get(self.genre)
        doc = {
            "genre": self.genre,
            "status": self.status,
            "solutions_found": self.solutions_found,
            "solution": g.solution_to_json(self.solutions[0]) if self.solutions else None,
        }
        if self.mode in ("count", "all"):
            if self.count_only:  # counted, not kept: "solution" is the first one
                doc["count_only"] = True
            else:
                doc["solutions"] = [g.solution_to_json(s) for s in self.solutions]
            doc["complete"] = self.complete
        doc["stats"] = self.stats
        doc["source"] = self.source
        doc["mode"] = self.mode  # what was asked: solve, unique, count, all (a batch's --output resumes by it)
        if self.answer_asked:
            doc["answer"] = self.answer
        if self.solutions_total is not None:
            doc["solutions_total"] = self.solutions_total
        if self.core:
            doc["unsat_core"] = self.core
            doc["unsat_core_minimal"] = self.core_minimal
        if self.notes:
            doc["notes"] = self.notes
        if self.forced is not None:
            doc["forced"] = [list(label) + [value] for label, value in self.forced]
        doc["schema"] = SCHEMA
        return doc


@dataclass
class Explanation:
    status: str  # "unsat" (clues conflict), "sat" (the puzzle has a solution), "timeout"
    clues: list[str] = field(default_factory=list)
    minimal: bool = True
    stats: dict = field(default_factory=dict)
    genre: str = ""
    source: str = ""

    def to_json(self) -> dict:
        status = {"sat": "solved", "unsat": "unsat", "timeout": "timeout"}[self.status]
        return {"genre": self.genre, "status": status, "conflict": self.clues,
                "minimal": self.minimal, "stats": self.stats, "source": self.source, "schema": SCHEMA}
