"""A mistyped genre name or a text that is neither a file nor a puzzle says what it looked like
and suggests the nearest names (issue 28 items 2 and 3)."""
from __future__ import annotations

from click.testing import CliRunner

from gridsat.cli import main
from tests.conftest import EXAMPLES


def run(*args):
    out = CliRunner().invoke(main, list(args))
    return out.exit_code, out.output.strip()


def test_genre_flag_suggests_the_nearest_name():
    code, out = run("solve", "--genre", "nurikab", str(EXAMPLES / "nurikabe-10x10.txt"))
    assert code == 2 and "unknown genre 'nurikab'; did you mean nurikabe?" in out and "\n" not in out


def test_a_prefix_that_names_no_genre_is_not_no_such_file():
    code, out = run("solve", "nurikab:1x1:1")
    assert code == 2 and "not a file, and not a puzzle" in out and "did you mean nurikabe?" in out


def test_a_url_with_a_mistyped_pid():
    code, out = run("solve", "https://puzz.link/p?nurikab/2/2/1g")
    assert code == 2 and "did you mean nurikabe?" in out and "\n" not in out


def test_aliases_are_suggested_too_and_far_words_get_no_guess():
    code, out = run("solve", "--genre", "slitherlnk", str(EXAMPLES / "slitherlink-7x7.txt"))
    assert "did you mean slitherlink?" in out
    code, out = run("solve", "--genre", "zzzzzz", str(EXAMPLES / "slitherlink-7x7.txt"))
    assert code == 2 and "did you mean" not in out


def test_a_plain_missing_path_still_says_no_such_file():
    code, out = run("solve", "missing.txt")
    assert code == 2 and out.endswith("missing.txt: no such file")


def test_help_says_what_puzzle_may_be():
    for args in (["--help"], ["solve", "--help"]):
        code, out = run(*args)
        assert code == 0 and "puzz.link URL" in out and "game ID" in out and "NAME:" in out and "'-'" in out
