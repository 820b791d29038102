"""Explanations: a minimal set of clues that cannot hold together."""
import json

import pytest
from click.testing import CliRunner

import gridsat
from gridsat.api import compile_model, explain
from gridsat.backends import make_backend
from gridsat.cli import main
from gridsat.solving import solve_refined

from .conftest import EXAMPLES

UNSAT = {"genre": "starbattle", "stars": 1,
         "regions": [[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 2, 2], [1, 1, 3, 3]]}


def assert_minimal_conflict(loaded, clues, backend):
    """The clues together are unsatisfiable, and dropping any one of them makes the rest
    satisfiable (checked on a fresh tagged model, with every other clue switched off)."""
    model = compile_model(loaded, tags=True, purpose="explain").model  # as explanations build it
    sel = {name: lit for name, lit in model.selectors.items()}
    with make_backend(model, backend) as be:
        assert solve_refined(model, be, [sel[c] for c in clues]).status == "unsat"
        for c in clues:
            rest = [sel[x] for x in clues if x != c]
            assert solve_refined(model, be, rest).status == "sat", f"{c} is not needed"


@pytest.mark.parametrize("backend", ["pysat", "z3"])
def test_explain_gives_a_minimal_conflict(backend):
    loaded = gridsat.loads(json.dumps(UNSAT), "t")
    ex = explain(loaded, backend=backend)
    assert ex.status == "unsat" and ex.minimal and ex.clues
    assert_minimal_conflict(loaded, ex.clues, backend)


def test_seed_puzzle_with_a_broken_region_is_explained():
    text = (EXAMPLES / "starbattle-9x9.txt").read_text().replace("FIIIIIEED", "FIIIIIIID")
    loaded = gridsat.loads(text, "broken")
    ex = explain(loaded)
    assert ex.status == "unsat"
    assert_minimal_conflict(loaded, ex.clues, "pysat")


def test_explain_cli_exit_codes(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(UNSAT))
    r = CliRunner().invoke(main, ["explain", str(bad)])
    assert r.exit_code == 1 and "cannot hold together" in r.stdout
    r = CliRunner().invoke(main, ["explain", str(bad), "--json"])
    doc = json.loads(r.stdout)
    assert doc["status"] == "unsat" and doc["minimal"] is True and doc["conflict"]
    r = CliRunner().invoke(main, ["explain", str(EXAMPLES / "starbattle-5x5.txt")])
    assert r.exit_code == 0 and "has a solution" in r.stdout
    r = CliRunner().invoke(main, ["solve", str(bad), "--json"])
    assert r.exit_code == 1 and json.loads(r.stdout)["unsat_core"]


@pytest.mark.parametrize("name,edit", [
    # a second given 6 in the first row of the Sudoku: two givens clash
    ("sudoku-9x9.txt", lambda t: t.replace("6..|.53|.1.", "6..|.53|.16")),
    # the tents counts of rows 1 and 5 swapped (same total, no longer placeable)
    ("tents-6x6.txt", lambda t: t.replace("\n1 . . . . . .\n", "\n2 . . . . . .\n", 1).replace(
        "\n2 . . T . . .\n", "\n1 . . T . . .\n", 1)),
    # Twenty-Four-Seven: four given 7s fill a 2x2 square
    ("twentyfourseven-7x7.txt", lambda t: t.replace(". . . . 7 . .\n. . . . . . .",
                                                    ". . . 7 7 . .\n. . . 7 7 . .")),
])
@pytest.mark.parametrize("backend", ["pysat", "z3"])
def test_explain_other_genres(name, edit, backend):
    text = edit((EXAMPLES / name).read_text())
    try:
        loaded = gridsat.loads(text, name)
    except gridsat.InputError as e:  # a clash the parser reports before solving is fine too
        assert "clash" in str(e) or "given" in str(e)
        return
    ex = explain(loaded, backend=backend, timeout=120)
    assert ex.status == "unsat", name
    assert_minimal_conflict(loaded, ex.clues, "pysat")
    if name.startswith("twentyfourseven"):  # the planted conflict is small; a minimal set stays small
        assert len(ex.clues) <= 8


def test_a_solve_without_a_time_limit_bounds_the_explanation(monkeypatch):
    """``solve`` of a puzzle without an answer explains the conflict within
    running.EXPLAIN_SECONDS when no --timeout is given (a tiny Galaxies ID took minutes): the
    verdict stands, and a note says the explanation was cut short."""
    from gridsat import running

    loaded = gridsat.loads(json.dumps(UNSAT), "t")
    full = gridsat.solve(loaded, explain=True)
    assert full.status == "unsat" and full.core and full.core_minimal and not full.notes
    monkeypatch.setattr(running, "EXPLAIN_SECONDS", 1e-6)
    cut = gridsat.solve(loaded, explain=True)
    assert cut.status == "unsat"
    assert not cut.core_minimal and any("not explained within" in n for n in cut.notes)


@pytest.mark.parametrize("name", ["heyawake", "nurikabe", "galaxies"])
def test_explanations_taking_turns_over_ranks_and_distances_give_a_minimal_conflict(monkeypatch, name):
    """With --connect left to auto, the shrinking takes turns between the formula with ranks
    and the one with distances, each going on from the other's clues (turns of 0.1 ms here, so
    that every explanation takes many): still a minimal conflict, re-proved on a fresh model."""
    import random

    from gridsat import encoders, running
    from gridsat.loading import Loaded

    g = encoders.get(name)
    monkeypatch.setattr(running, "RANKS_FIRST", 1e-4)
    found = 0
    for seed in range(200):
        loaded = Loaded(g, g.tiny(random.Random(seed)), "tiny", None)
        ex = running.explain_conflict(loaded)
        if ex.status != "unsat":
            continue
        assert ex.minimal and ex.clues
        assert_minimal_conflict(loaded, ex.clues, "pysat")
        found += 1
        if found == 3:
            break
    assert found == 3
