"""gridsat hint / steps / rate (src/gridsat/hints.py): the hint is the answer's, its reason
forces it, a claim that is not so is caught before it is shown, steps end in the answer, the
command line's documents and exit codes.  The contract over every genre is in
tests/test_contract.py (test_hints_and_steps_agree_with_the_unique_answer)."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner

import gridsat
from gridsat import api
from gridsat.backends import make_backend
from gridsat.cli import main
from gridsat.hints import Hinter
from gridsat.reports import UnverifiedAnswer
from gridsat.solving import solve_refined

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SUDOKU = str(EXAMPLES / "sudoku-9x9.txt")
EMPTY_4X4 = "sudoku 4x4\n....\n....\n....\n....\n"
# Simon Tatham's solo 3x3 at "trivial" and at "extreme" (sgt-solo --generate 1 3x3dt / 3x3de)
SOLO_TRIVIAL = "sudoku:3x3:b9a8b2_1c5b8c6b7a3a5b3_2b9_7b2e1b9_4b8_6b9a6a5b8c2b3c3_1b9a2b"
SOLO_EXTREME = "sudoku:3x3:a6a3_9_4c3b5c6_1_4_5g7_2a4f3_1_8a2_9_7f1a3_2g2_8_2_4c8b3c1_2_3a4a"


def run(*args):
    return CliRunner().invoke(main, list(args))


def answer_grid(puzzle):
    report = gridsat.solve(puzzle, mode="unique")
    assert report.status == "unique"
    return report.genre_obj.solution_to_json(report.solution)["grid"]


def test_the_hint_is_the_answers_value_and_its_reason_alone_forces_it():
    h = api.hint(SUDOKU)
    assert h.status == "hint" and len(h.steps) == 1
    doc = h.hint_json()
    (r, c), = doc["cells"]
    assert doc["values"] == [answer_grid(SUDOKU)[r][c]]
    assert doc["verified"] and doc["reason"] and doc["level"] == "propagation"
    # again, on a fresh formula: the reason's clues on, every other clue off, the digit denied
    model = api.compile_model(api.load(SUDOKU), tags=True, purpose="explain").model
    sel = model.selectors
    on = [sel[n] for n in doc["reason"]]
    off = [-s for n, s in sel.items() if n not in doc["reason"]]
    digit = model.var("digit", r, c, doc["values"][0])
    with make_backend(model) as be:
        assert solve_refined(model, be, on + off + [-digit]).status == "unsat"
        # and it is a minimal reason: without any one clue the digit is no longer forced
        for name in doc["reason"]:
            fewer = [sel[n] for n in doc["reason"] if n != name]
            assert solve_refined(model, be, fewer + [-digit]).status == "sat", f"{name} is not needed"


def test_a_claim_that_is_not_so_is_caught_before_it_is_shown():
    with Hinter(api.load(SUDOKU)) as h:
        w = h.walk(limit=1)
        step = w.steps[0]
        assert step.verified
        step.clues = step.clues[1:]  # a reason one clue short no longer forces the digit
        with pytest.raises(UnverifiedAnswer):
            h.verify(step, set())


def test_given_cells_move_the_hint_on_and_wrong_ones_are_named():
    first = run("hint", SUDOKU, "--json")
    assert first.exit_code == 0
    doc = json.loads(first.output)
    second = json.loads(run("hint", SUDOKU, "--json", "--given", first.output).output)
    assert second["cells"] != doc["cells"] and second["status"] == "hint"
    (r, c), value = doc["cells"][0], doc["values"][0]
    wrong = run("hint", SUDOKU, "--given", json.dumps({"cells": [[r, c]], "values": [value % 9 + 1]}))
    assert wrong.exit_code == 1 and f"r{r + 1}c{c + 1} = {value % 9 + 1} is not the answer's value" in wrong.output
    bad = run("hint", SUDOKU, "--given", '{"cells": [[0, 0]]}')
    assert bad.exit_code == 2 and len(bad.output.strip().splitlines()) == 1 and "Traceback" not in bad.output
    outside = run("hint", SUDOKU, "--given", '{"cells": [[20, 0]], "values": [1]}')
    assert outside.exit_code == 2 and "no cell" in outside.output


def test_steps_end_in_the_answer_each_verified():
    result = run("steps", SUDOKU, "--json")
    assert result.exit_code == 0
    doc = json.loads(result.output)
    assert doc["status"] == "complete" and doc["unique"]
    grid = [list(row) for row in api.load(SUDOKU).puzzle.givens]  # 0: empty
    for step in doc["steps"]:
        assert step["verified"]
        for (r, c), v in zip(step["cells"], step["values"]):
            assert grid[r][c] == 0, "a cell decided twice"
            grid[r][c] = v
    assert grid == answer_grid(SUDOKU)


def test_steps_after_the_answer_so_far_start_there():
    doc = json.loads(run("steps", SUDOKU, "--json").output)
    half = {"steps": doc["steps"][:20]}
    rest = json.loads(run("steps", SUDOKU, "--json", "--given", json.dumps(half)).output)
    assert rest["status"] == "complete" and len(rest["steps"]) == len(doc["steps"]) - 20
    assert not {json.dumps(c) for s in half["steps"] for c in s["cells"]} & \
        {json.dumps(c) for s in rest["steps"] for c in s["cells"]}


def test_a_puzzle_with_several_answers_stops_where_it_branches(tmp_path):
    path = tmp_path / "empty.txt"
    path.write_text(EMPTY_4X4)
    result = run("steps", str(path))
    assert result.exit_code == 3 and "not unique" in result.output and "r1c1" in result.output
    doc = json.loads(run("steps", str(path), "--json").output)
    assert doc["status"] == "stuck" and doc["steps"] == [] and len(doc["open"]) == 16
    assert run("hint", str(path)).exit_code == 3


def test_no_answer_and_time_limit_exit_codes():
    unsat = run("hint", str(EXAMPLES / "starbattle-no-solution.json"))
    assert unsat.exit_code == 1 and "no solution" in unsat.output
    late = run("steps", SUDOKU, "--timeout", "0.01")
    assert late.exit_code == 4


def test_rate_orders_tathams_trivial_below_extreme():
    easy, hard = api.rate(SOLO_TRIVIAL).rating, api.rate(SOLO_EXTREME).rating
    assert easy["rating"] < hard["rating"]
    assert easy["level"] in ("easy", "medium", "hard", "very hard", "extreme")
    doc = json.loads(run("rate", SOLO_EXTREME, "--json").output)
    assert doc["rating"] == hard["rating"] and doc["level"] == hard["level"]
    assert doc["steps"] == doc["propagation_steps"] + doc["case_split_steps"] + doc["search_steps"]


def test_hint_svg_marks_the_cell_and_its_clues(tmp_path):
    out = tmp_path / "hint.svg"
    result = run("hint", SUDOKU, "--svg", str(out))
    assert result.exit_code == 0 and "wrote" in result.output
    svg = out.read_text()
    assert svg.count('class="hint"') == 1 and 'class="reason"' in svg and svg.rstrip().endswith("</svg>")
    loop = tmp_path / "loop.svg"
    assert run("hint", str(EXAMPLES / "slitherlink-7x7.txt"), "--svg", str(loop)).exit_code == 0
    assert '<line class="hint"' in loop.read_text()


def test_hints_work_for_answers_that_are_not_cells():
    h = api.hint(str(EXAMPLES / "masyu-8x8.txt"))
    doc = h.hint_json()
    assert doc["kinds"] == ["link"] and len(doc["cells"][0]) == 2 and isinstance(doc["values"][0], bool)


def test_the_z3_backend_gives_the_same_steps_and_rating():
    kenken = str(EXAMPLES / "kenken-6x6.txt")
    with_z3, with_pysat = api.rate(kenken, backend="z3"), api.rate(kenken)
    # (the solvers' cores differ, so equal reasons may be found in another order)
    assert len(with_z3.steps) == len(with_pysat.steps) and with_z3.status == "complete"
    assert with_z3.steps[0].to_json()["cells"] == with_pysat.steps[0].to_json()["cells"]
    assert with_z3.rating["propagation_steps"] == with_pysat.rating["propagation_steps"]
    assert all(s.verified for s in with_z3.steps)


def _first_level(g):
    """The level of puzzle 1 of seed 3 (4x4): the first one --difficulty rates."""
    from gridsat.generate import generate
    from gridsat.loading import Loaded

    first = generate(g, (4, 4), 3)
    return api.rate(Loaded(g, first.puzzle, "test", None)).rating["level"]


def test_generate_difficulty_keeps_the_puzzle_that_rates_the_word():
    from gridsat import encoders
    from gridsat.generate import GenerateFailed, generate
    from gridsat.hints import LEVELS
    from gridsat.loading import Loaded

    g = encoders.get("futoshiki")
    level = _first_level(g)
    other = next(w for w in LEVELS if w != level)
    made = generate(g, (4, 4), 3, difficulty=level)
    assert made.stats["level"] == level
    again = api.rate(Loaded(g, made.puzzle, "test", None))
    assert again.rating["level"] == level and again.rating["rating"] == made.stats["rating"]
    # not the first puzzle's level: the next ones are made and rated, up to the tries
    with pytest.raises(GenerateFailed, match=rf"rated {other} in 1 tries \(rated: 1 {level}\)"):
        generate(g, (4, 4), 3, difficulty=other, tries=1)


def test_generate_difficulty_on_the_command_line():
    from gridsat import encoders
    from gridsat.hints import LEVELS

    level = _first_level(encoders.get("futoshiki"))
    word = level.replace(" ", "-")
    r = run("generate", "futoshiki", "--size", "4", "--seed", "3", "--difficulty", word.upper(), "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.output.splitlines()[0])
    assert doc["status"] == "unique" and doc["stats"]["level"] == level
    r = run("generate", "futoshiki", "--size", "4", "--seed", "3", "--difficulty", word)
    assert r.exit_code == 0 and f"rated {level} (" in r.output
    other = next(w for w in LEVELS if w != level).replace(" ", "-")
    r = run("generate", "futoshiki", "--size", "4", "--seed", "3", "--difficulty", other, "--tries", "1")
    assert r.exit_code == 4 and f"rated {other} in 1 tries" in r.output
    r = run("generate", "futoshiki", "--size", "4", "--seed", "3", "--difficulty", "fiendish")
    assert r.exit_code == 2 and "'fiendish' is not a level" in r.output and "very-hard" in r.output
    r = run("generate", "futoshiki", "--size", "4", "--tries", "3")
    assert r.exit_code == 2 and "--tries goes with --difficulty" in r.output


def test_the_rating_weighs_the_techniques_where_propagation_is_stuck_and_the_ways_on():
    from gridsat.hints import LEVELS, THRESHOLDS, chain_weights, score, stuck_weight, technique

    def rated(chain):
        return score({"stuck_weight": stuck_weight(chain)})[0]

    # rows: level, choices, reason size, clues, depth, ways, ways2, effort
    wide = [["propagation", 5, 2, 1, 0, 0, 0, 0]] * 10
    assert rated(wide) == 0.0 and score({"stuck_weight": 0.0}) == (0.0, "easy")
    failed_one = wide + [["propagation", 0, 4, 2, 1, 1, 0, 0]]      # a failed literal, the only one
    failed_three = wide + [["propagation", 0, 4, 2, 1, 3, 0, 0]]    # one of three
    chained = wide + [["case split", 0, 4, 2, 2, 0, 2, 5]]          # failed literals in turn, 2 ways
    probed = wide + [["case split", 0, 4, 2, 2, 0, 0, 5]]           # failed literals from its opposite
    deeper = wide + [["search", 0, 4, 2, 3, 0, 0, 0]]
    assert [technique(c[-1]) for c in (failed_one, failed_three, chained, probed, deeper)] == [1, 1, 2, 3, 4]
    assert rated(failed_one) == round(math.log2(1 + 8 + 2 / 2), 2)  # stuck once, one way on
    assert rated(wide) < rated(failed_three) < rated(failed_one) < rated(probed) < rated(deeper)
    assert rated(failed_one) < rated(failed_one + failed_one[-1:])  # twice stuck is harder
    # stuck three times with many ways on weighs more than once with no way but search
    assert rated(deeper) < rated(failed_three + failed_three[-1:] * 2)
    # chains kept before the depth and the ways were (level, choices, size): no ways on known
    assert stuck_weight([("propagation", 0, 3), ("case split", 0, 5), ("search", 0, 5), ("propagation", 4, 2)]) \
        == 3 * 8 + 2 + 8 + 16
    # the previous rating's figures are still made (rate --json keeps them)
    assert chain_weights([("propagation", 5, 2)] * 10) == (0.5, 0.5)
    # the words follow the thresholds
    assert [score({"stuck_weight": 2 ** t - 1})[1] for t in (0,) + THRESHOLDS] == list(LEVELS)
