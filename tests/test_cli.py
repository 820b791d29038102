"""The CLI contract: exit codes, JSON fields, streaming, stdin, check/export/decode commands."""
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from gridsat.cli import main

from .conftest import EXAMPLES, runner

NINE = str(EXAMPLES / "starbattle-9x9.txt")
FIVE = str(EXAMPLES / "starbattle-5x5.txt")


def run(args, input=None):
    return CliRunner().invoke(main, args, input=input)


def rows_as_regions(n):
    """Regions = rows, one star: every non-touching permutation is an answer (many)."""
    return json.dumps({"genre": "starbattle", "stars": 1, "regions": [[r] * n for r in range(n)]})


UNSAT = json.dumps({"genre": "starbattle", "stars": 1,
                    "regions": [[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 2, 2], [1, 1, 3, 3]]})


def test_exit_0_unique_with_stable_json():
    r = run(["solve", NINE, "--unique", "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert list(doc)[:5] == ["genre", "status", "solutions_found", "solution", "stats"]
    assert doc["genre"] == "starbattle" and doc["status"] == "unique" and doc["solutions_found"] == 1
    stars = doc["solution"]["stars"]
    assert stars == sorted(stars) and len(stars) == 18
    for key in ("variables", "clauses", "encode_seconds", "solve_seconds"):
        assert isinstance(doc["stats"][key], (int, float))


def test_exit_1_unsat():
    r = run(["solve", "-", "--json"], input=UNSAT)
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    assert doc["status"] == "unsat" and doc["solution"] is None and doc["solutions_found"] == 0
    text = run(["solve", "-", "--explain"], input=UNSAT)
    assert text.exit_code == 1 and "no solution" in text.stdout and "conflicting clues" in text.stdout


def test_exit_3_not_unique_and_0_without_unique():
    r = run(["solve", "-", "--unique", "--json"], input=rows_as_regions(5))
    assert r.exit_code == 3
    doc = json.loads(r.stdout)
    assert doc["status"] == "multiple" and doc["solutions_found"] == 2
    assert run(["solve", "-"], input=rows_as_regions(5)).exit_code == 0


def test_count_lists_solutions_and_completeness():
    r = run(["solve", "-", "--count", "3", "--json"], input=rows_as_regions(5))
    doc = json.loads(r.stdout)
    assert r.exit_code == 0 and doc["solutions_found"] == 3 and len(doc["solutions"]) == 3
    assert doc["complete"] is False and doc["status"] == "multiple"
    assert len({json.dumps(s) for s in doc["solutions"]}) == 3
    # 5x5, one star, regions = rows: permutations with neighbours >= 2 apart: 14 of them
    r = run(["solve", "-", "--all", "--json"], input=rows_as_regions(5))
    doc = json.loads(r.stdout)
    assert doc["complete"] is True and doc["solutions_found"] == 14


def test_count_streams_text_solutions():
    r = run(["solve", "-", "--count", "2"], input=rows_as_regions(5))
    assert r.stdout.count("Solution ") == 2 and r.stdout.count("★") == 10


def test_exit_4_timeout():
    r = run(["solve", "-", "--all", "--timeout", "0.5", "--json"], input=rows_as_regions(14))
    assert r.exit_code == 4
    doc = json.loads(r.stdout)
    assert doc["status"] == "timeout" and doc["complete"] is False and doc["solutions_found"] > 0


def test_text_output_and_ascii():
    r = run(["solve", FIVE, "--unique", "--ascii"])
    assert r.exit_code == 0
    assert r.stdout.count("*") == 5 and "unique" in r.stdout
    assert all(ord(ch) < 128 for ch in r.stdout)


def test_check_command(tmp_path):
    solved = run(["solve", NINE, "--json"])
    good = tmp_path / "good.json"
    good.write_text(solved.stdout)
    r = run(["check", NINE, str(good)])
    assert r.exit_code == 0 and "valid" in r.stdout
    doc = json.loads(solved.stdout)["solution"]
    doc["stars"][0] = [0, 0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    r = run(["check", NINE, str(bad), "--json"])
    assert r.exit_code == 1
    out = json.loads(r.stdout)
    assert out["valid"] is False and out["violations"]


def test_export_default_dir_and_readback(in_tmp):
    from gridsat.backends.dimacs import read_header

    r = run(["export", NINE])
    assert r.exit_code == 0
    path = in_tmp / "cnf_out" / "starbattle-9x9.cnf"
    header, varmap = read_header(path)
    assert header["genre"] == "starbattle" and header["size"] == "9x9"
    assert sorted(varmap.values()) == sorted(("star", r, c) for r in range(9) for c in range(9))


@pytest.mark.parametrize("backend", [["--backend", "z3"], ["--solver", "glucose4"], ["--card", "totalizer"]])
def test_options_give_the_same_answer(backend):
    ref = json.loads(run(["solve", NINE, "--json"]).stdout)["solution"]
    r = run(["solve", NINE, "--json", "--unique", *backend])
    assert r.exit_code == 0 and json.loads(r.stdout)["solution"] == ref


def test_genres_and_solvers():
    assert "starbattle" in run(["genres"]).stdout
    doc = json.loads(run(["solvers", "--json"]).stdout)
    assert doc["default"] == "cadical195" and "cadical195" in doc["solvers"]


def test_cold_start_does_not_import_heavy_modules():
    code = ("import sys; from gridsat.cli import main\n"
            "try:\n    main(['solve', %r, '--unique'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in ('z3', 'networkx') if m in sys.modules))") % NINE
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def batch_file(tmp_path, bad_line=None):
    lines = []
    for perm_regions in ("ABBBBAABBBACDBBADDDEDDDEE", "AAAAABBBBBCCCCCDDDDDEEEEE"):
        lines.append(f"5x1.{perm_regions}")
    if bad_line:
        lines.insert(1, bad_line)
    path = tmp_path / "batch.txt"
    path.write_text("# a batch\n" + "\n".join(lines) + "\n")
    return str(path)


def test_batch_one_line_each_and_summary(tmp_path):
    path = batch_file(tmp_path, bad_line="5x1.ABC")
    r = run(["solve", path, "--unique"])
    out = r.stdout.splitlines()
    assert out[0].startswith("#1: unique r1c1 ")
    assert out[1].startswith("#2: bad input: ") and ":3: " in out[1]  # file line 3
    assert out[2].startswith("#3: multiple")  # regions = rows: many answers
    assert "3 puzzles" in out[-1] and "1 bad input" in out[-1]
    assert r.exit_code == 2  # the worst outcome: a bad entry


def test_batch_json_lines_and_index(tmp_path):
    path = batch_file(tmp_path)
    r = run(["solve", path, "--json"])
    docs = [json.loads(line) for line in r.stdout.splitlines()]
    assert [d["index"] for d in docs] == [1, 2] and all(d["status"] == "solved" for d in docs)
    one = run(["solve", path, "--index", "2", "--json", "--unique"])
    assert one.exit_code == 3 and json.loads(one.stdout)["status"] == "multiple"
    assert run(["solve", path, "--index", "3"]).exit_code == 2
    assert run(["export", path, "-o", str(tmp_path)]).exit_code == 2  # which one? must pick
    assert run(["export", path, "--index", "1", "-o", str(tmp_path)]).exit_code == 0
    assert (tmp_path / "batch-1.cnf").exists()


def test_genre_option_that_does_not_apply_is_refused():
    r = run(["solve", FIVE, "--allow-empty"])
    assert r.exit_code == 2 and "--allow-empty does not apply to starbattle" in r.stderr
    r = run(["solve", FIVE, "--no-rotation"])  # (--svg is drawn for every genre now: tests/test_svg.py)
    assert r.exit_code == 2 and "--no-rotation does not apply to starbattle" in r.stderr
    # a genre option given its default value is refused too (it would do nothing)
    r = run(["solve", FIVE, "--runs", "starts"])
    assert r.exit_code == 2 and "--runs does not apply to starbattle" in r.stderr
    r = run(["solve", str(EXAMPLES / "nonogram-10x10.txt"), "--runs", "starts"])
    assert r.exit_code == 0, r.stderr


def test_jobs_races_solvers_and_reports_it():
    r = run(["solve", str(EXAMPLES / "tents-6x6.txt"), "--unique", "--jobs", "2", "--json"])
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["status"] == "unique" and doc["stats"]["jobs"] == 2
    r = run(["solve", str(EXAMPLES / "tents-6x6.txt"), "--jobs", "2", "--backend", "z3"])
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and "--jobs" in r.stderr, r.stderr
    # a genre whose solver takes no seed (Numberlink: glucose4) races a portfolio
    r = run(["solve", str(EXAMPLES / "numberlink-6x6.txt"), "--unique", "--jobs", "2", "--json"])
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["status"] == "unique" and doc["stats"]["jobs"] == 2
    assert doc["stats"]["solver"] in ("glucose4", "cadical195")


def test_collections_with_a_title_and_comments(tmp_path):
    """A title line before the first puzzle is skipped (with a note), // comments and blank
    lines are ignored, and every puzzle line is still solved (issue 21)."""
    lines = (EXAMPLES / "sudoku-lines.txt").read_text().split("\n")
    puzzles = [line for line in lines if line and not line.startswith("#")][:2]
    path = tmp_path / "coll.txt"
    path.write_text(f"Sudoku collection, from a book (2024)\n{puzzles[0]}\n// from page 2\n\n"
                    f"{puzzles[1]}  // the hard one\n")
    for extra in ([], ["--genre", "sudoku"]):
        r = runner().invoke(main, ["solve", str(path), "--unique", *extra])
        assert r.exit_code == 0, r.output
        assert "2 puzzles: 2 unique" in r.output
        assert "skipped line 1 (not a puzzle)" in r.stderr


# -- JSON documents and errors, shell completion (issue 21 item 6) ----------------------------------

@pytest.mark.parametrize("args", [
    ["solve", NINE, "--json"], ["solve", NINE, "--all", "--json"], ["explain", NINE, "--json"],
    ["forced", FIVE, "--json"], ["check", NINE, "{solution}", "--json"], ["genres", "--json"],
    ["solvers", "--json"], ["convert", FIVE, "--to", "json"], ["export", FIVE, "-o", "{tmp}", "--json"],
    ["decode", FIVE, "{answer}", "--json"],
])
def test_every_json_document_says_its_schema(args, tmp_path):
    solution = tmp_path / "sol.json"
    solution.write_text(run(["solve", NINE, "--json"]).stdout)
    answer = tmp_path / "answer.txt"
    answer.write_text("s UNSATISFIABLE\n")
    args = [a.format(solution=solution, tmp=tmp_path, answer=answer) for a in args]
    r = run(args)
    assert r.exit_code in (0, 1), r.output
    docs = [json.loads(line) for line in r.stdout.splitlines()]
    assert docs and all(d["schema"] == 1 and list(d)[-1] == "schema" for d in docs)


def test_a_converted_json_puzzle_still_reads():
    r = run(["convert", FIVE, "--to", "json"])
    again = run(["solve", "-", "--unique", "--json"], input=r.stdout)
    assert again.exit_code == 0 and json.loads(again.stdout)["status"] == "unique"


def test_batch_json_lines_say_their_schema(tmp_path):
    path = batch_file(tmp_path, bad_line="5x1.ABC")
    r = runner().invoke(main, ["solve", path, "--json"])
    docs = [json.loads(line) for line in r.stdout.splitlines()]
    assert [d["schema"] for d in docs] == [1, 1, 1] and docs[1]["status"] == "error"


@pytest.mark.parametrize("args, code", [
    (["solve", "no-such-file.txt", "--json"], 2),                 # bad input (the command runs)
    (["solve", FIVE, "--json", "--frobnicate"], 2),              # usage (click refuses first)
    (["solve", FIVE, "--json", "--timeout", "0"], 2),            # a bad option value
    (["solve", FIVE, "--json", "--count-only"], 2),              # a bad combination
    (["export", "no-such-file.txt", "--json"], 2),
    (["explain", "-", "--json", "--backend", "external"], 2),
])
def test_json_errors_are_a_document_and_a_line(args, code):
    r = runner().invoke(main, args, input="")
    assert r.exit_code == code
    assert r.stderr.startswith("gridsat: error: ") and r.stderr.count("\n") == 1
    doc = json.loads(r.stdout)
    assert doc == {"error": r.stderr[len("gridsat: error: "):].rstrip("\n"), "exit": code, "schema": 1}


def test_errors_without_json_print_nothing_on_stdout():
    r = runner().invoke(main, ["solve", "no-such-file.txt"])
    assert r.exit_code == 2 and r.stdout == ""


def test_shell_completion_scripts_and_answers():
    r = CliRunner().invoke(main, [], prog_name="gridsat", env={"_GRIDSAT_COMPLETE": "bash_source"})
    assert r.exit_code == 0 and "_gridsat_completion" in r.output and "complete " in r.output
    r = CliRunner().invoke(main, [], prog_name="gridsat",
                           env={"_GRIDSAT_COMPLETE": "bash_complete", "COMP_WORDS": "gridsat so",
                                "COMP_CWORD": "1"})
    assert r.exit_code == 0 and "solve" in r.output and "solvers" in r.output
    r = CliRunner().invoke(main, [], prog_name="gridsat",
                           env={"_GRIDSAT_COMPLETE": "bash_complete", "COMP_WORDS": "gridsat solve x --cou",
                                "COMP_CWORD": "3"})
    assert "--count" in r.output and "--count-only" in r.output


def test_every_puzzle_form_works_as_the_argument(tmp_path, monkeypatch):
    """A Tatham game ID, a one-line Sudoku, a NAME: prefix and a URL are puzzles as the
    PUZZLE argument; a path that exists wins over reading the argument as text (issue 21)."""
    tents_id = (EXAMPLES / "tents-8x8.tatham.txt").read_text().split()[0]
    sudoku_line = next(l for l in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines()
                       if l and not l.startswith("#"))
    keen_id = (EXAMPLES / "kenken-6x6.txt").read_text().splitlines()[1].split()[1]
    for arg, genre in ((tents_id, "tents"), ("tents:" + tents_id, "tents"), (sudoku_line, "sudoku"),
                       (keen_id, "kenken"), ("https://puzz.link/p?sudoku/4/4/g1k23k3g", "sudoku")):
        r = runner().invoke(main, ["solve", arg, "--unique", "--json"])
        assert r.exit_code == 0, (arg, r.output)
        doc = json.loads(r.stdout)
        assert doc["genre"] == genre and doc["status"] == "unique"
    monkeypatch.chdir(tmp_path)
    (tmp_path / sudoku_line).write_text((EXAMPLES / "starbattle-5x5.txt").read_text())  # a file by that name
    r = runner().invoke(main, ["solve", sudoku_line, "--json"])
    assert r.exit_code == 0 and json.loads(r.stdout)["genre"] == "starbattle"
