"""Bad input through the CLI: a one-line error, exit code 2, no traceback, nothing written.

The contract (README, "Exit codes"): bad input or usage gets exactly one line on stderr,
``gridsat: error: <source>[:line[:col]]: message``, naming the file, and the line (and column)
where there is one; the exit code is 2; stdout stays empty; ``export`` writes no ``.cnf``.

Several tests here first documented bugs (as strict xfails); the bugs are fixed and the tests
now guard the fixes.
"""
from __future__ import annotations

import os
import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridsat.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
EX5 = EXAMPLES / "starbattle-5x5.txt"
EX9 = EXAMPLES / "starbattle-9x9.txt"
PREFIX = "gridsat: error: "


def _runner() -> CliRunner:
    try:  # click < 8.2 mixes stderr into output unless told not to
        return CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2: stderr is always separate
        return CliRunner()


def run(args, input=None):
    return _runner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=True)


def error_line(result, code: int = 2) -> str:
    """Assert the bad-input contract on a CliRunner result; return the message after the prefix."""
    exc = result.exception
    if exc is not None and not isinstance(exc, SystemExit):
        import traceback

        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        pytest.fail(f"uncaught exception (a traceback for the user):\n{tb}")
    err = result.stderr
    assert "Traceback" not in err and "Traceback" not in result.output
    assert result.exit_code == code, (result.exit_code, err)
    assert err.endswith("\n") and err.count("\n") == 1, f"stderr is not a single line: {err!r}"
    assert err.startswith(PREFIX), err
    assert result.stdout == "", f"bad input printed something on stdout: {result.stdout!r}"
    return err[len(PREFIX):].rstrip("\n")


def location(msg: str, source: str) -> tuple[int | None, int | None, str]:
    """Split ``source[:line[:col]]: message`` (asserting it starts with ``source``)."""
    assert msg.startswith(source + ":"), f"error does not start with the source {source!r}: {msg!r}"
    m = re.match(r"(?::(\d+))?(?::(\d+))?: (.+)$", msg[len(source):])
    assert m, f"malformed location in {msg!r}"
    line = int(m.group(1)) if m.group(1) else None
    col = int(m.group(2)) if m.group(2) else None
    return line, col, m.group(3)


def bad(tmp_path, monkeypatch, name: str, content, *args, command: str = "solve"):
    """Write ``content`` to ``name`` (cwd = tmp_path) and run ``gridsat COMMAND name ARGS``."""
    monkeypatch.chdir(tmp_path)
    data = content.encode() if isinstance(content, str) else content
    Path(name).write_bytes(data)
    return run([command, name, *args])






# -- text puzzles: each error names the file and the line -----------------------------------

# (file content, expected line, expected column or None, a fragment of the message)
LOCATED = {
    "wrong row length": ("stars 1\nABC\nAB\nABC\n", 3, None, "row has 2 cells"),
    "row too long": ("stars 1\nABC\nABC\nABCD\n", 4, None, "row has 4 cells"),
    "unknown character": ("stars 1\nABC\nA?C\nABC\n", 3, 2, "unknown character '?'"),
    "unknown character after comments": ("# title\n\n# more\nstars 1\nABC\nABC\nAB-\n", 7, 3,
                                         "unknown character '-'"),
    "unknown character, spaced labels": ("stars 1\nA B C\nA B ?\nA B C\n", 3, 5, "unknown character '?'"),
    "stars 0": ("stars 0\nABC\nABC\nABC\n", 1, None, ">= 1, got 0"),
    "size N stars 0": ("# c\nsize 3 stars 0\nABC\nABC\nABC\n", 2, None, ">= 1, got 0"),
    "size 10000 stars 2, no rows": ("size 10000 stars 2\n", 1, None, "no grid rows"),
    "size 10000x10000 stars 2, no rows": ("size 10000x10000 stars 2\n", 1, None, "no grid rows"),
    "size 10000 stars 2 after comments": ("# big\n\nsize 10000 stars 2\n", 3, None, "no grid rows"),
    "size 10000 stars 2 with rows": ("size 10000 stars 2\nAB\nAB\n", 3, None, "size 10000"),
    "header size disagrees with rows": ("size 4 stars 1\nABC\nABC\nABC\n", 4, None, "size 4"),
    "non-square size in header": ("size 5x4 stars 1\nAB\n", 1, None, "square"),
    "header without stars": ("size 3\nABC\nABC\nABC\n", 1, None, "stars M"),
    "header with a bad number": ("stars two\nABC\n", 1, None, "bad header value"),
    "header with an unknown word": ("stars 1 colour red\nA\n", 1, None, "bad header"),
    "header value too long": ("stars 12345678\nA\n", 1, None, "bad header value"),
    "no header (genre unknown)": ("\nABC\nABC\nABC\n", 2, None, "cannot tell which genre"),
    "not UTF-8": (b"stars 1\nABC\nA\xff\xfeC\nABC\n", 3, None, "not UTF-8"),
    "compact form, wrong letter count": ("5x1.ABCDE\n", 1, None, "needs 25 region letters"),
    "compact form after a comment": ("# pack 1\n2x1.AAB\n", 2, None, "needs 4 region letters"),
    "compact form, size 0": ("0x1.A\n", 1, None, "out of range"),
    "compact form, region too small": ("# c\n5x2.AAAAAAAAABCCBBBCCDDDCCDDE\n", 2, None, "fewer than its 2 star"),
}


@pytest.mark.parametrize("case", sorted(LOCATED))
def test_text_error_names_file_line_and_column(case, tmp_path, monkeypatch):
    content, line, col, fragment = LOCATED[case]
    msg = error_line(bad(tmp_path, monkeypatch, "puzzle.txt", content))
    got_line, got_col, text = location(msg, "puzzle.txt")
    assert got_line == line, msg
    if col is not None:
        assert got_col == col, msg
    assert fragment in text


def _puzzle_lines_ok(msg: str, source: str, first: int, last: int) -> None:
    line, _, _ = location(msg, source)
    assert line is not None, f"no line number in {msg!r}"
    assert first <= line <= last, msg


# Errors found after the grid is read (the Puzzle's own checks): the file is named today, the
# line is missing.  The tests accept any line from the header to the last grid row.
PUZZLE_LEVEL = {
    "region with fewer cells than its stars": (
        "stars 2\nAAAAA\nAAAAB\nCCBBB\nCCDDD\nCCDDE\n", "fewer than its 2 star"),
    "non-square grid": ("stars 1\nAB\nAB\nAB\n", "square"),
    "wrong number of regions": ("stars 1\nAAAAA\nAAAAA\nAAAAA\nAAAAA\nAAAAA\n", "needs 5 regions"),
    "too many stars for the size": ("stars 3\nABC\nABC\nABC\n", "cannot fit"),
}


@pytest.mark.parametrize("case", sorted(PUZZLE_LEVEL))
def test_puzzle_level_error_names_the_file(case, tmp_path, monkeypatch):
    content, fragment = PUZZLE_LEVEL[case]
    msg = error_line(bad(tmp_path, monkeypatch, "grid.txt", content))
    assert fragment in location(msg, "grid.txt")[2]


@pytest.mark.parametrize("case", sorted(PUZZLE_LEVEL))
def test_puzzle_level_error_names_the_line(case, tmp_path, monkeypatch):
    content, _ = PUZZLE_LEVEL[case]
    msg = error_line(bad(tmp_path, monkeypatch, "grid.txt", content))
    _puzzle_lines_ok(msg, "grid.txt", 1, content.count("\n"))


@pytest.mark.parametrize("row", ["AéC", "A٣C", "A B é"], ids=["letter", "digit", "spaced"])
def test_non_ascii_letter_in_grid(row, tmp_path, monkeypatch):
    content = f"stars 1\nABC\n{row}\nABC\n"
    msg = error_line(bad(tmp_path, monkeypatch, "uni.txt", content))
    line, col, text = location(msg, "uni.txt")
    assert line == 3 and col == row.index(row[-1] if row.endswith("é") else row[1]) + 1
    assert ("not an ASCII digit" if "٣" in row else "unknown character") in text


@pytest.mark.parametrize("which", ["size", "stars"])
def test_compact_form_with_a_huge_number(which, tmp_path, monkeypatch):
    big = "1" * 5000
    content = f"{big}x1.A\n" if which == "size" else f"# c\n1x{big}.A\n"
    msg = error_line(bad(tmp_path, monkeypatch, "huge.txt", content))
    assert location(msg, "huge.txt")[0] == (1 if which == "size" else 2)


def test_line_after_genre_prefix(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "pre.txt", "\n\nstarbattle:\nstars 1\nA?\n"))
    assert location(msg, "pre.txt")[:2] == (5, 2)


def test_line_after_genre_prefix_on_first_line(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "pre.txt", "starbattle: stars 1\nABC\nA?C\nABC\n"))
    assert location(msg, "pre.txt")[:2] == (3, 2)


def test_column_of_an_indented_row(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "ind.txt", "stars 1\n  AB?\n  ABC\n  ABC\n"))
    assert location(msg, "ind.txt")[:2] == (2, 5)


# -- empty, binary, missing ---------------------------------------------------------------------

@pytest.mark.parametrize("content", [b"", b"\n\n   \n", b"\xef\xbb\xbf", b"\t\r\n"],
                         ids=["empty", "blank lines", "BOM only", "whitespace"])
def test_empty_file(content, tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "empty.txt", content))
    assert "empty" in location(msg, "empty.txt")[2]


def test_comments_only(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "c.txt", "# nothing\n# here\n"))
    location(msg, "c.txt")


def _random_bytes(seed: int, n: int = 4096) -> bytes:
    import random

    return random.Random(seed).randbytes(n)


@pytest.mark.parametrize("seed", range(5))
def test_random_binary_file(seed, tmp_path, monkeypatch):
    data = _random_bytes(seed)
    data = data[:100] + b"\0" + data[100:]  # surely binary
    msg = error_line(bad(tmp_path, monkeypatch, "blob.bin", data))
    location(msg, "blob.bin")


def test_non_utf8_without_nul(tmp_path, monkeypatch):
    data = b"stars 1\n" + bytes(b for b in _random_bytes(7) if b) + b"\xff"
    msg = error_line(bad(tmp_path, monkeypatch, "latin.bin", data))
    line, _, text = location(msg, "latin.bin")
    assert "UTF-8" in text
    with pytest.raises(UnicodeDecodeError) as info:
        data.decode("utf-8")
    assert line == data[: info.value.start].count(b"\n") + 1


def test_latin1_puzzle(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "l1.txt", "stars 1\nABC\nAÉC\nABC\n".encode("latin-1")))
    assert location(msg, "l1.txt")[0] == 3


def test_nul_bytes_name_the_line(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "nul.txt", b"stars 1\nABC\nA\0C\nABC\n"))
    assert location(msg, "nul.txt")[0] == 3


def test_nul_bytes_name_the_file(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "nul.txt", b"stars 1\nABC\nA\0C\nABC\n"))
    assert "binary" in location(msg, "nul.txt")[2]


def test_nonexistent_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    msg = error_line(run(["solve", "missing.txt"]))
    assert "no such file" in location(msg, "missing.txt")[2]


def test_directory_as_puzzle(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "adir").mkdir()
    msg = error_line(run(["solve", "adir"]))
    assert "directory" in location(msg, "adir")[2]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
def test_unreadable_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    p = tmp_path / "secret.txt"
    p.write_text(EX5.read_text())
    p.chmod(0)
    msg = error_line(run(["solve", "secret.txt"]))
    assert "cannot read" in location(msg, "secret.txt")[2]


def test_file_name_with_newline_stays_one_line(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "two\nlines.txt", "stars 1\nAB?\n"))
    assert "unknown character" in msg


# -- stdin ----------------------------------------------------------------------------------

@pytest.mark.parametrize("content,line,col", [
    ("stars 1\nABC\nA?C\nABC\n", 3, 2),
    ("stars 1\nABC\nAB\nABC\n", 3, None),
    ("size 10000 stars 2\n", 1, None),
    ('{"genre": "starbattle",\n  "stars": 1\n  "regions": []}', 3, 3),
])
def test_stdin(content, line, col):
    msg = error_line(run(["solve", "-"], input=content))
    got_line, got_col, _ = location(msg, "<stdin>")
    assert got_line == line and (col is None or got_col == col)


@pytest.mark.parametrize("data", [b"", b"\x00\x01\x02", b"stars 1\n\xff\n"], ids=["empty", "nul", "non-utf8"])
def test_stdin_empty_or_binary(data):
    msg = error_line(run(["solve", "-"], input=data))
    location(msg, "<stdin>")


# -- JSON puzzles -----------------------------------------------------------------------------

def test_json_missing_genre(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", '{"stars": 1, "regions": [["A"]]}'))
    assert "genre" in location(msg, "p.json")[2]


@pytest.mark.parametrize("genre", ['5', 'null', '["starbattle"]'])
def test_json_genre_not_a_string(genre, tmp_path, monkeypatch):
    doc = '{"genre": %s, "stars": 1, "regions": [["A"]]}' % genre
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", doc))
    assert "genre" in location(msg, "p.json")[2]


@pytest.mark.parametrize("genre", ["zigzag", "", " "])
def test_json_unknown_genre_names_the_file(genre, tmp_path, monkeypatch):
    doc = '{"genre": "%s", "stars": 1, "regions": [["A"]]}' % genre
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", doc))
    assert "unknown genre" in location(msg, "p.json")[2]


def test_json_unknown_genre_is_one_line(tmp_path, monkeypatch):
    doc = '{"genre": "zigzag", "stars": 1, "regions": [["A"]]}'
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", doc))
    assert "unknown genre" in msg


def test_unknown_genre_option_names_the_file(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.txt", EX5.read_text(), "--genre", "zigzag"))
    assert "unknown genre" in location(msg, "p.txt")[2]


def test_unknown_genre_option_exit_code(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.txt", EX5.read_text(), "--genre", "zigzag"))
    assert "unknown genre" in msg


def _sb(stars='1', regions='[["A","B"],["A","B"]]'):
    return '{"genre": "starbattle", "stars": %s, "regions": %s}' % (stars, regions)


@pytest.mark.parametrize("stars", ['"2"', "0", "-1", "1.5", "true", "null", "[1]", "1e3", "NaN"])
def test_json_bad_stars(stars, tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", _sb(stars=stars)))
    assert "stars" in location(msg, "p.json")[2]


def test_json_missing_stars(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", '{"genre": "starbattle", "regions": [["A"]]}'))
    assert "stars" in location(msg, "p.json")[2]


def test_json_huge_integer(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", _sb(stars="1" * 5000)))
    location(msg, "p.json")


@pytest.mark.parametrize("regions,fragment", [
    ('"AB"', "regions"),
    ("null", "regions"),
    ('["AB", "AB"]', "regions"),
    ("[]", "no rows"),
    ('[["A", "B"], ["A"]]', "square"),
    ('[["A", 1.5], ["A", "B"]]', "r1c2"),
    ('[["A", true], ["A", "B"]]', "r1c2"),
    ('[["A", ["B"]], ["A", "B"]]', "r1c2"),
    ('[["A", {"x": 1}], ["A", "B"]]', "r1c2"),
    ('[["A", "A"], ["A", "A"]]', "regions"),
    ('[["A", "B", "C"], ["A", "B", "C"]]', "square"),
    ('[["A", "B"], ["A", "B"], ["A", "B"]]', "square"),
])
def test_json_bad_regions(regions, fragment, tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", _sb(regions=regions)))
    assert fragment in location(msg, "p.json")[2]


def test_json_region_too_small(tmp_path, monkeypatch):
    regions = [list("AAAAA"), list("AAAAB"), list("CCBBB"), list("CCDDD"), list("CCDDE")]
    import json

    msg = error_line(bad(tmp_path, monkeypatch, "p.json",
                         json.dumps({"genre": "starbattle", "stars": 2, "regions": regions})))
    assert "fewer than its 2 star" in location(msg, "p.json")[2]


@pytest.mark.parametrize("text,line,col", [
    ('{"genre": "starbattle",\n "stars": 1,\n "regions": [["A"],\n}', 4, 1),
    ('{"genre": "starbattle", "stars": 1,, "regions": []}', 1, 36),
    ("{", 1, 2),
    ('\n\n{"genre": \'starbattle\'}', 3, 11),
    ('{"genre": "starbattle"} trailing', 1, 25),
])
def test_invalid_json_syntax(text, line, col, tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", text))
    got_line, got_col, message = location(msg, "p.json")
    assert (got_line, got_col) == (line, col)
    assert "invalid JSON" in message


def test_deeply_nested_json(tmp_path, monkeypatch):
    msg = error_line(bad(tmp_path, monkeypatch, "p.json", '{"genre": ' + "[" * 100000 + "]" * 100000 + "}"))
    location(msg, "p.json")


# -- options ----------------------------------------------------------------------------------

BAD_OPTIONS = {
    "--count 0": ["--count", "0"],
    "--count -3": ["--count", "-3"],
    "--count x": ["--count", "x"],
    "--timeout 0": ["--timeout", "0"],
    "--card nope": ["--card", "nope"],
    "--backend nope": ["--backend", "nope"],
    "unknown option": ["--frobnicate"],
}


@pytest.mark.parametrize("case", sorted(BAD_OPTIONS))
def test_bad_option_value_exit_code(case):
    result = run(["solve", EX5, *BAD_OPTIONS[case]])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "Traceback" not in result.output


@pytest.mark.parametrize("case", sorted(BAD_OPTIONS))
def test_bad_option_value_one_line(case):
    msg = error_line(run(["solve", EX5, *BAD_OPTIONS[case]]))
    assert msg


def test_missing_puzzle_argument_one_line():
    error_line(run(["solve"]))


@pytest.mark.parametrize("opts", [["--unique", "--count", "2"], ["--unique", "--all"],
                                  ["--count", "2", "--all"], ["--unique", "--count", "2", "--all"]])
def test_conflicting_modes(opts):
    msg = error_line(run(["solve", EX5, *opts]))
    assert "choose one of" in msg


def test_conflicting_modes_checked_before_reading(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    msg = error_line(run(["solve", "missing.txt", "--unique", "--count", "2"]))
    assert "choose one of" in msg


@pytest.mark.parametrize("name", ["nosuch", "glucose5"])
def test_unknown_solver_name(name):
    msg = error_line(run(["solve", EX5, "--solver", name]))
    assert "unknown solver" in msg


def test_solver_needs_pysat_backend():
    msg = error_line(run(["solve", EX5, "--solver", "glucose4", "--backend", "z3"]))
    assert "--backend pysat" in msg


def test_external_backend_without_command():
    msg = error_line(run(["solve", EX5, "--backend", "external"]))
    assert "--solver-cmd" in msg


@pytest.mark.parametrize("cmd", ["/nonexistent/bin/solver", "no-such-sat-solver-xyz -q"])
def test_external_solver_not_found(cmd):
    msg = error_line(run(["solve", EX5, "--backend", "external", "--solver-cmd", cmd]))
    assert "not found" in msg


def test_solver_cmd_without_backend_external_not_found():
    msg = error_line(run(["solve", EX9, "--solver-cmd", "/nonexistent/bin/solver"]))
    assert "not found" in msg


def _py(code: str) -> str:
    import shlex

    return f"{shlex.quote(sys.executable)} -c {shlex.quote(code)}"


@pytest.mark.parametrize("code", ["import sys; sys.exit(3)",
                                  "import sys; sys.stderr.write('boom\\n'); sys.exit(1)",
                                  "print('s BOGUS')",
                                  "print('hello world')",
                                  "print('s SATISFIABLE')"],
                         ids=["exit 3", "stderr", "bad status", "garbage", "sat without model"])
def test_external_solver_fails_or_prints_garbage(code):
    msg = error_line(run(["solve", EX5, "--backend", "external", "--solver-cmd", _py(code)]))
    assert msg


def test_external_solver_partial_model():
    msg = error_line(run(["solve", EX5, "--backend", "external", "--solver-cmd", _py("print(1)")]))
    assert msg


def test_solver_cmd_unbalanced_quote():
    error_line(run(["solve", EX5, "--backend", "external", "--solver-cmd", "'cadical -q"]))


@pytest.mark.parametrize("kind", ["directory", "not executable"])
def test_solver_cmd_not_executable(kind, tmp_path):
    if kind == "directory":
        target = tmp_path
    else:
        target = tmp_path / "solver.sh"
        target.write_text("#!/bin/sh\necho s UNSATISFIABLE\n")
        target.chmod(0o644)
    error_line(run(["solve", EX5, "--backend", "external", "--solver-cmd", str(target)]))


def test_encoding_too_large(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("big.txt").write_text(_big())
    msg = error_line(run(["solve", "big.txt", "--card", "pairwise"]))
    assert "choose another --card" in msg


def _big() -> str:
    """44x44, ten stars, each row a region: a line counts its stars over 22 touching pairs, and
    "at most 10 of 22" written pairwise would need C(22, 11) = 705,432 clauses."""
    labels = (string.ascii_uppercase + string.digits + string.ascii_lowercase)[:44]
    return "stars 10\n" + "".join(lab * 44 + "\n" for lab in labels)


# -- export writes nothing on bad input ------------------------------------------------------

EXPORT_BAD = {
    "wrong row length": "stars 1\nABC\nAB\nABC\n",
    "unknown character": "stars 1\nABC\nA?C\nABC\n",
    "region too small": "stars 2\nAAAAA\nAAAAB\nCCBBB\nCCDDD\nCCDDE\n",
    "stars 0": "stars 0\nABC\nABC\nABC\n",
    "empty": "",
    "binary": b"\x00\x01\xff" * 50,
    "size 10000": "size 10000 stars 2\n",
    "bad JSON": '{"genre": "starbattle",',
    "JSON unknown genre": '{"genre": "nope", "stars": 1, "regions": [["A"]]}',
}


@pytest.mark.parametrize("case", sorted(EXPORT_BAD))
@pytest.mark.parametrize("dir_exists", [False, True], ids=["new dir", "existing dir"])
def test_export_bad_input_writes_nothing(case, dir_exists, tmp_path, monkeypatch):
    out = tmp_path / "out"
    if dir_exists:
        out.mkdir()
    result = bad(tmp_path, monkeypatch, "puzzle.txt", EXPORT_BAD[case], "-o", str(out), command="export")
    error_line(result)
    if dir_exists:
        assert list(out.iterdir()) == []
    else:
        assert not out.exists()
    assert not list(tmp_path.rglob("*.cnf")) and not list(tmp_path.rglob("*.tmp"))


def test_export_encoding_error_writes_nothing(tmp_path, monkeypatch):
    out = tmp_path / "out"
    result = bad(tmp_path, monkeypatch, "big.txt", _big(), "-o", str(out), "--card", "pairwise",
                 command="export")
    assert "choose another --card" in error_line(result)
    assert not list(tmp_path.rglob("*.cnf")) and not list(tmp_path.rglob("*.tmp"))


def test_export_default_dir_untouched(tmp_path, monkeypatch):
    result = bad(tmp_path, monkeypatch, "puzzle.txt", "stars 1\nAB?\n", command="export")
    error_line(result)
    assert not (tmp_path / "cnf_out").exists()


def test_export_out_dir_is_a_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("afile").write_text("not a directory\n")
    msg = error_line(run(["export", EX5, "-o", "afile"]))
    assert "afile" in msg
    assert Path("afile").read_text() == "not a directory\n"


# -- check: malformed solutions ----------------------------------------------------------------

def _check(tmp_path, monkeypatch, content):
    monkeypatch.chdir(tmp_path)
    data = content.encode() if isinstance(content, str) else content
    Path("sol.json").write_bytes(data)
    return run(["check", EX5, "sol.json"])


@pytest.mark.parametrize("content,line,col", [
    ('{"stars": [[0, 0]', 1, 18),
    ('{"stars":\n [[0, 0],\n  [1, 3]],\n}', 4, 1),
    ("stars: [[0, 0]]", 1, 1),
    ("{'stars': []}", 1, 2),
])
def test_check_malformed_json(content, line, col, tmp_path, monkeypatch):
    msg = error_line(_check(tmp_path, monkeypatch, content))
    got_line, got_col, text = location(msg, "sol.json")
    assert (got_line, got_col) == (line, col)
    assert "invalid JSON" in text


@pytest.mark.parametrize("content", [
    "[[0, 0]]",
    "null",
    "{}",
    '{"stars": "r1c1"}',
    '{"stars": [[0]]}',
    '{"stars": [[0, 0, 0]]}',
    '{"stars": [["0", 0]]}',
    '{"stars": [[true, 0]]}',
    '{"stars": [[0.0, 1]]}',
    '{"stars": [0, 0]}',
    '{"solution": null, "status": "unsat"}',
    '{"solution": [[0, 0]]}',
    '{"genre": "zigzag", "solution": {"stars": []}}',
])
def test_check_bad_solution_document(content, tmp_path, monkeypatch):
    msg = error_line(_check(tmp_path, monkeypatch, content))
    location(msg, "sol.json")


@pytest.mark.parametrize("content", ["", b"\x00\xff\x00", "\n\n"], ids=["empty", "binary", "blank"])
def test_check_empty_or_binary_solution(content, tmp_path, monkeypatch):
    msg = error_line(_check(tmp_path, monkeypatch, content))
    location(msg, "sol.json")


def test_check_missing_solution_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    msg = error_line(run(["check", EX5, "nope.json"]))
    assert "no such file" in location(msg, "nope.json")[2]


def test_check_bad_puzzle(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("p.txt").write_text("stars 1\nAB?\n")
    Path("sol.json").write_text('{"stars": []}')
    msg = error_line(run(["check", "p.txt", "sol.json"]))
    assert location(msg, "p.txt")[:2] == (2, 3)


# -- decode: garbage solver output -------------------------------------------------------------


DECODE_GARBAGE = {
    "garbage": ("garbage here\n", 1),
    "unknown status": ("c comment\ns MAYBE\n", 2),
    "bad literal": ("s SATISFIABLE\nv 1 -2 x 0\n", 2),
    "no status, no model": ("c only comments\n", None),
    "sat without model": ("s SATISFIABLE\n", None),
}


@pytest.mark.parametrize("case", sorted(DECODE_GARBAGE))
def test_decode_garbage_exit_code(case, tmp_path, monkeypatch):
    text, _ = DECODE_GARBAGE[case]
    monkeypatch.chdir(tmp_path)
    Path("answer.txt").write_text(text)
    msg = error_line(run(["decode", EX5, "answer.txt"]))
    assert "answer.txt" in msg


@pytest.mark.parametrize("case", sorted(DECODE_GARBAGE))
def test_decode_garbage_location(case, tmp_path, monkeypatch):
    text, line = DECODE_GARBAGE[case]
    monkeypatch.chdir(tmp_path)
    Path("answer.txt").write_text(text)
    msg = error_line(run(["decode", EX5, "answer.txt"]))
    assert location(msg, "answer.txt")[0] == line


@pytest.mark.parametrize("content,fragment", [
    ("", "empty"),
    ("\n", "empty"),
    (b"\x00\x01\x02", "binary"),
    ("s SATISFIABLE\nv 1 2 0\n", "does not cover"),
])
def test_decode_other_bad_output(content, fragment, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("answer.txt").write_bytes(content.encode() if isinstance(content, str) else content)
    msg = error_line(run(["decode", EX5, "answer.txt"]))
    assert fragment in location(msg, "answer.txt")[2]


def test_decode_wrong_but_complete_model(tmp_path, monkeypatch):
    """A full model that breaks the rules is never shown.  README documents exit 5 ("a backend's
    answer failed the checker") for it; for a user-supplied file exit 2 would also be defensible."""
    monkeypatch.chdir(tmp_path)
    Path("answer.txt").write_text("s SATISFIABLE\nv " + " ".join(str(-v) for v in range(1, 40)) + " 0\n")
    result = run(["decode", EX5, "answer.txt"])
    assert result.exit_code in (2, 5)
    msg = error_line(result, code=result.exit_code)
    assert "answer.txt" in msg


def test_decode_missing_output_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    msg = error_line(run(["decode", EX5, "answer.txt"]))
    assert "no such file" in location(msg, "answer.txt")[2]


def test_decode_bad_puzzle_reported_first(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("p.txt").write_text("stars 0\nA\n")
    Path("answer.txt").write_text("garbage\n")
    msg = error_line(run(["decode", "p.txt", "answer.txt"]))
    assert location(msg, "p.txt")[0] == 1


# -- a real process: stderr, exit status, no traceback -----------------------------------------

def _gridsat_cmd() -> list[str]:
    exe = shutil.which("gridsat")
    return [exe] if exe else [sys.executable, "-m", "gridsat.cli"]


@pytest.mark.parametrize("args,stdin,expect", [
    (["solve", "-"], b"stars 1\nABC\nA?C\nABC\n", r"^gridsat: error: <stdin>:3:2: unknown character"),
    (["solve", "-"], b"", r"^gridsat: error: <stdin>: empty input"),
    (["solve", "-"], b"\x00\xff" * 100, r"^gridsat: error: <stdin>(:1)?: "),
    (["solve", "-"], b"size 10000x10000 stars 2\n", r"^gridsat: error: <stdin>:1: "),
    (["export", "-", "-o", "OUT"], b"stars 0\nA\n", r"^gridsat: error: <stdin>:1: "),
])
def test_subprocess(args, stdin, expect, tmp_path):
    proc = subprocess.run(_gridsat_cmd() + args, input=stdin, capture_output=True, cwd=tmp_path,
                          timeout=60)
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    assert "Traceback" not in err
    assert err.count("\n") == 1 and re.match(expect, err), err
    assert proc.stdout == b""
    assert not list(tmp_path.rglob("*.cnf")) and not (tmp_path / "OUT").exists()
