"""puzz.link URLs: decoding URLs written from the pzprjs format description (the example
URLs of pzprjs's own test scripts, with the boards they stand for), round trips, bad URLs."""
import random
from dataclasses import replace

import pytest
from click.testing import CliRunner

from gridsat import api
from gridsat.cli import main
from gridsat.encoders import numberlink, starbattle, sudoku, tents
from gridsat.formats import InputError

from .conftest import EXAMPLES


def run(args):
    return CliRunner().invoke(main, args, catch_exceptions=False)


def _partition(labels):
    """Cells grouped by label, independent of the label names."""
    groups = {}
    for r, row in enumerate(labels):
        for c, x in enumerate(row):
            groups.setdefault(x, []).append((r, c))
    return sorted(sorted(g) for k, g in groups.items() if k is not None)


# -- decoding hand-written URLs ---------------------------------------------------------------

def test_starbattle_url_decodes_to_its_regions():
    # the 6x6 example of pzprjs (region map as listed in its file format)
    loaded = api.load("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
    expected = ["000111", "011122", "033442", "553342", "544442", "522222"]
    assert loaded.genre.name == "starbattle" and loaded.puzzle.stars == 1
    assert _partition(loaded.puzzle.regions) == _partition([list(row) for row in expected])


def test_sudoku_url_decodes_givens():
    loaded = api.load("http://pzv.jp/p.html?sudoku/4/4/g1k23k3g")  # the old pzv.jp form
    assert loaded.puzzle.givens == ((0, 1, 0, 0), (0, 0, 0, 2), (3, 0, 0, 0), (0, 0, 3, 0))
    assert loaded.puzzle.box == (2, 2)
    report = api.solve(loaded, mode="unique")
    assert report.status == "unique"


def test_numberlink_url_decodes_clues():
    loaded = api.load("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3")
    grid = [[x or "." for x in row] for row in loaded.puzzle.grid]
    assert ["".join(row) for row in grid] == ["1....", "2..3.", ".....", ".1..2", "....3"]


def test_numberlink_wide_numbers_and_long_skips():
    # 25 x 2: '-1a' = 26, 'z' skips 20 cells, 'i' 3, 'g' 1, 'h' 2; '+100' = 256 (three hex digits)
    url = "https://puzz.link/p?numlin/25/2/-1az-1aig+100z+100h"
    p = api.load(url).puzzle
    assert p.grid[0][0] == "26" and p.grid[0][21] == "26"
    assert p.grid[1][1] == "256" and p.grid[1][22] == "256"


def test_tents_url_decodes_counts_and_trees():
    p = api.load("https://puzz.link/p?tents/5/5/2g0h1i1j82323").puzzle
    assert p.columns == (2, None, 0, None, None)
    assert p.rows == (1, None, None, None, 1)
    assert p.trees == ((0, 2), (2, 1), (2, 4), (3, 3), (4, 1))


def test_url_inside_a_file_and_genre_flag(tmp_path):
    f = tmp_path / "p.txt"
    f.write_text("# a puzzle from puzz.link\nhttps://puzz.link/p?sudoku/4/4/g1k23k3g\n")
    assert api.load(str(f)).genre.name == "sudoku"
    assert api.load(str(f), genre="sudoku").genre.name == "sudoku"
    with pytest.raises(InputError, match="contradicts"):
        api.load(str(f), genre="tents")


# -- round trips ------------------------------------------------------------------------------

@pytest.mark.parametrize("url", [
    "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
    "https://puzz.link/p?sudoku/4/4/g1k23k3g",
    "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3",
    "https://puzz.link/p?tents/5/5/2g0h1i1j82323",
])
def test_pzprjs_urls_encode_back_identically(url):
    loaded = api.load(url)
    assert api.convert(loaded, "puzzlink") == url


@pytest.mark.parametrize("name", ["starbattle-5x5.txt", "starbattle-9x9.txt", "sudoku-9x9.txt",
                                  "numberlink-6x6.txt", "tents-6x6.txt", "tents-8x8.tatham.txt"])
def test_example_files_round_trip(name):
    loaded = api.load(str(EXAMPLES / name))
    if loaded.genre is numberlink.GENRE:  # a numlin URL is the loose rule: only a loose puzzle goes there
        loaded = api.Loaded(loaded.genre, replace(loaded.puzzle, rule="loose"), loaded.source, loaded.name)
    url = api.convert(loaded, "puzzlink")
    back = api.load(url)
    p, q = loaded.puzzle, back.puzzle
    if loaded.genre is starbattle.GENRE:
        assert q.stars == p.stars and _partition(q.regions) == _partition(p.regions)
    elif loaded.genre is sudoku.GENRE:
        assert q.givens == p.givens and q.regions == p.regions
    elif loaded.genre is numberlink.GENRE:
        assert _partition(q.grid) == _partition(p.grid)
    else:
        assert (q.trees, q.rows, q.columns) == (p.trees, p.rows, p.columns)
    assert api.convert(back, "puzzlink") == url  # stable


def test_random_round_trips():
    rng = random.Random(9)
    for _ in range(60):
        h, w = rng.randint(1, 12), rng.randint(2, 30)
        cells = [(r, c) for r in range(h) for c in range(w)]
        rng.shuffle(cells)
        # Numberlink: random pairs with labels up to 300 (one, two and three hex digits)
        k = rng.randint(1, len(cells) // 2)
        grid = [[None] * w for _ in range(h)]
        labels = rng.sample(range(1, 300), k)
        for i, lab in enumerate(labels):
            for r, c in cells[2 * i:2 * i + 2]:
                grid[r][c] = str(lab)
        p = numberlink.Puzzle(tuple(map(tuple, grid)), numeric=True, rule="loose")
        q = api.load(numberlink.to_url(p)).puzzle
        assert q.grid == p.grid
        # Tents: random trees, some counts unknown
        trees = tuple(sorted(cells[:rng.randint(1, max(1, len(cells) // 4))]))
        rows = tuple(sum(1 for t in trees if t[0] == r) for r in range(h))
        cols = tuple(sum(1 for t in trees if t[1] == c) for c in range(w))
        rows = tuple(None if rng.random() < 0.3 or x > (w + 1) // 2 else x for x in rows)
        cols = tuple(None if rng.random() < 0.3 or x > (h + 1) // 2 else x for x in cols)
        t = tents.Puzzle(h, w, trees, rows, cols)
        u = api.load(tents.to_url(t)).puzzle
        assert (u.trees, u.rows, u.columns) == (t.trees, t.rows, t.columns)


def test_formats_that_puzzlink_cannot_hold_are_refused():
    killer = api.load(str(EXAMPLES / "sudoku-killer-4x4.txt"))
    with pytest.raises(InputError, match="standard boxes"):
        api.convert(killer, "puzzlink")
    r = run(["convert", str(EXAMPLES / "edgematch-scramble-3x3.txt"), "--to", "puzzlink"])
    assert r.exit_code == 2 and "puzz.link has no edgematch" in r.stderr


def test_convert_command(tmp_path):
    r = run(["convert", str(EXAMPLES / "sudoku-9x9.txt"), "--to", "puzzlink"])
    assert r.exit_code == 0 and r.stdout.startswith("https://puzz.link/p?sudoku/9/9/")
    out = tmp_path / "p.json"
    r = run(["convert", r.stdout.strip(), "--to", "json", "-o", str(out)])
    assert r.exit_code == 0 and '"genre": "sudoku"' in out.read_text()
    assert api.load(str(out)).puzzle == api.load(str(EXAMPLES / "sudoku-9x9.txt")).puzzle


# -- bad URLs ---------------------------------------------------------------------------------

@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?kinkonkan/5/5/abc", "not one gridsat solves"),          # unknown genre
    ("https://puzz.link/p?numlin/5/5/1j2h3m1h2", "truncated"),                  # body too short
    ("https://puzz.link/p?numlin/4/4/1j2h3m1h2j3", "does the size match"),      # size mismatch
    ("https://puzz.link/p?numlin/3/2/1z1", "runs past"),                        # skip past the end
    ("https://puzz.link/p?sudoku/4/4/g1k23k3gg", "unexpected data"),            # extra data
    ("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnm", "truncated"),            # border cut short
    ("https://puzz.link/p?starbattle/6/6/4ilbhgdnmhou", "STARS/BORDER"),        # no star count
    ("https://puzz.link/p?sudoku/4/5/g1k23k3g", "square"),
    ("https://puzz.link/p?numlin/5", "COLS/ROWS"),
    ("https://example.com/p?sudoku/4/4/g1k23k3g", "unknown host"),
    ("https://puzz.link/p?sudoku/4/4/g9k23k3g", "not a digit"),
    ("puzz.link slither 5x5", "not a puzz.link URL (no '?' before the genre)"),  # an attempt
    ("https://puzz.link/sudoku/4/4/g1k23k3g", "no '?' before the genre"),
    ("<https://puzz.link/p?kinkonkan/5/5/abc>", "not one gridsat solves"),
])
def test_bad_urls_are_one_line_errors(url, message):
    r = run(["solve", url])
    assert r.exit_code == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("gridsat: error:") and message in lines[0], r.stderr


# -- lenient URLs (as pzprjs reads them) -----------------------------------------------------------

@pytest.mark.parametrize("url", [
    "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3/",                      # a trailing '/'
    "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3#solution",              # a fragment
    "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3&from=twitter",          # a query tail
    "puzz.link/p?numlin/5/5/1j2h3m1h2j3",                               # no scheme
    "HTTPS://PUZZ.LINK/p?numlin/5/5/1j2h3m1h2j3",                       # upper case
    "<https://puzz.link/p?numlin/5/5/1j2h3m1h2j3>",                     # in angle brackets
    "https%3A%2F%2Fpuzz.link%2Fp%3Fnumlin%2F5%2F5%2F1j2h3m1h2j3",       # percent-escaped
    "https://puzz.link/p?numberlink/5/5/1j2h3m1h2j3",                   # an alias
    "http://pzv.jp/p.html?numlin/5/5/1j2h3m1h2j3",
])
def test_lenient_urls_load(url):
    loaded = api.load(url)
    assert loaded.genre is numberlink.GENRE
    assert loaded.puzzle.grid == api.load("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3").puzzle.grid


@pytest.mark.parametrize("alias, genre", [
    ("slitherlink/5/5/cbcbcddad", "slitherlink"), ("bijutsukan/6/6/nekcakbl", "lightup"),
    ("akari/6/6/nekcakbl", "lightup"), ("masyu/5/5/001390360", "masyu"), ("pearl/5/5/001390360", "masyu"),
    ("building/4/4/k13h4j3g", "skyscrapers"), ("bridges/5/5/4g2i3h23k3g1g3g4g3", "hashi"),
])
def test_pzprjs_aliases_route_to_their_genre(alias, genre):
    assert api.load("https://puzz.link/p?" + alias).genre.name == genre


def test_a_url_on_the_command_line_with_an_alias_solves():
    r = run(["solve", "puzz.link/p?slitherlink/5/5/cbcbcddad"])
    assert r.exit_code == 0, r.stderr
