"""Issue 35 item 4: ``gridsat generate NAME`` for every genre.  Two small puzzles a genre, each
proved unique again here with the z3 backend (its answer checked by the genre's checker), and
for a genre made from the clues of an answer: every clue left is needed (monotone clues)."""
from __future__ import annotations

import json

import pytest

from gridsat import api, encoders
from gridsat.generate import generate, write

from .conftest import cli

# the small size each genre is tested at (its default size when not listed)
SIZES = {"sudoku": (4, 4), "starbattle": (5, 5), "kakuro": (4, 4), "nonogram": (5, 5), "edgematch": (2, 2),
         "binairo": (4, 4), "suguru": (4, 4), "lits": (5, 6), "norinori": (5, 4), "doubleback": (4, 6),
         "chocona": (4, 5), "twentyfourseven": (7, 7), "dominosa": (3, 4), "paintarea": (6, 6),
         "shimaguni": (6, 4)}  # (5x5: Paint Area's rooms seldom allow an answer; Shimaguni's search ran 100 s)
SMALL = (5, 5)
SLOW = {"twentyfourseven"}  # about two minutes for two puzzles (and their z3 proofs): run with -m slow

# genres whose engineers are still writing them (issues 33/34)
NOT_YET: set[str] = set()


def names() -> list[str]:
    return [name for name, _ in encoders.titles()]


def makers() -> list:
    out = []
    for name in names():
        if name in NOT_YET and encoders.get(name).generate is None:
            continue
        marks = [pytest.mark.slow] if name in SLOW else []
        out.append(pytest.param(name, marks=marks, id=name))
    return out


def test_every_genre_has_a_generator_or_is_listed_as_not_yet():
    missing = {name for name in names() if encoders.get(name).generate is None}
    assert missing <= NOT_YET, sorted(missing - NOT_YET)


@pytest.mark.parametrize("name", makers())
def test_two_small_puzzles_are_unique_under_z3(name):
    g = encoders.get(name)
    gen = g.generate
    size = SIZES.get(name, SMALL)
    made = [generate(g, size, 5, i) for i in (1, 2)]
    assert made[0].puzzle != made[1].puzzle
    for m in made:
        report = api.solve(api.Loaded(g, m.puzzle, "test", None), "unique", backend="z3")
        assert report.status == "unique", (name, report.status)
        assert not g.check(m.puzzle, report.solutions[0])
        fmt = "native" if g.to_text is not None else "json"
        text = write(g, m.puzzle, fmt)
        again = g.parse(text, "x") if fmt == "native" else g.from_json(json.loads(text), "x")
        assert write(g, again, fmt) == text  # what is printed reads back as the same puzzle
        if gen.shows is not None and gen.monotone:
            assert m.minimal and m.clues is not None and m.clues > 0


def test_clues_of_an_answer_are_each_needed():
    """Slitherlink from a planted loop: take any number left away and another loop fits."""
    g = encoders.get("slitherlink")
    m = generate(g, (4, 4), 3, 1)
    numbers = m.puzzle.numbers()
    assert m.clues == len(numbers)
    for cell in numbers:
        q = m.puzzle.with_cells({x: k for x, k in numbers.items() if x != cell})
        assert api.solve(api.Loaded(g, q, "test", None), "unique").status == "multiple", cell


def test_accept_hook_keeps_making_until_one_is_accepted():
    g = encoders.get("slitherlink")
    seen = []
    m = generate(g, (4, 4), 9, 1, accept=lambda made: seen.append(made.clues) or len(seen) == 3)
    assert len(seen) == 3 and m.clues == seen[-1]


def test_cli_generates_a_genre_from_the_clues_of_an_answer():
    r = cli("generate", "slitherlink", "--size", "4", "--seed", "2", "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout.splitlines()[0])
    assert doc["status"] == "unique" and doc["minimal"] is True and doc["puzzle"].startswith("slitherlink 4x4")
