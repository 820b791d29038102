"""SVG pictures: well-formed XML with the expected elements for every genre; --svg / --png /
render through the CLI (PNG tests skip cleanly without cairosvg)."""
import xml.etree.ElementTree as ET

import pytest
from click.testing import CliRunner

from gridsat import api
from gridsat.cli import main
from gridsat.encoders import genre_names
from gridsat import encoders


def render_svg(genre: str, puzzle, solution=None) -> str:
    return encoders.get(genre).draw_svg(puzzle, solution)


def supports(genre: str) -> bool:
    return encoders.get(genre).draw_svg is not None

from .conftest import EXAMPLES

NS = "{http://www.w3.org/2000/svg}"


def example_of(genre: str) -> str:
    """The bundled example of a genre: examples/<genre>-*.txt (the first in name order)."""
    found = sorted(p.name for p in EXAMPLES.glob(f"{genre}-*") if api.load(str(p), index=1).genre_name == genre)
    assert found, f"examples/ has no {genre} puzzle"
    return found[0]


def run(args):
    return CliRunner().invoke(main, args)


def solved(name):
    loaded = api.load(str(EXAMPLES / name))
    report = api.solve(loaded)
    assert report.solutions
    return loaded, report.solutions[0]


def tree(svg):
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    return root


def having(root, tag, cls):
    return [e for e in root.iter(NS + tag) if cls in (e.get("class") or "").split()]


def test_every_genre_draws():
    for genre in genre_names():
        assert supports(genre)
        loaded, sol = solved(example_of(genre))
        for s in (None, sol):
            tree(render_svg(genre, loaded.puzzle, s))


def test_starbattle_stars_and_region_walls():
    loaded, sol = solved("starbattle-9x9.txt")
    root = tree(render_svg("starbattle", loaded.puzzle, sol))
    assert len(having(root, "polygon", "star")) == len(sol.stars) == 18
    walls = having(root, "line", "region-border")
    p = loaded.puzzle
    n = p.size
    expected = sum(p.regions[r][c] != p.regions[r][c + 1] for r in range(n) for c in range(n - 1)) + \
        sum(p.regions[r][c] != p.regions[r + 1][c] for r in range(n - 1) for c in range(n))
    assert len(walls) == expected and all(float(w.get("stroke-width")) >= 3 for w in walls)
    assert not having(tree(render_svg("starbattle", p, None)), "polygon", "star")


def test_tents_trees_tents_and_counts():
    loaded, sol = solved("tents-8x8.tatham.txt")
    p = loaded.puzzle
    root = tree(render_svg("tents", p, sol))
    assert len(having(root, "g", "tree")) == len(p.trees)
    assert len(having(root, "polygon", "tent")) == len(sol.tents) == len(p.trees)
    counts = [t.text for t in having(root, "text", "count")]
    assert counts == [str(k) for k in p.columns] + [str(k) for k in p.rows]


def test_numberlink_one_coloured_path_per_label():
    loaded, sol = solved("numberlink-6x6.txt")
    p = loaded.puzzle
    root = tree(render_svg("numberlink", p, sol))
    paths = having(root, "polyline", "path")
    assert sorted(e.get("data-label") for e in paths) == sorted(p.labels)
    assert len({e.get("stroke") for e in paths}) == len(p.labels)
    for e, (label, cells) in zip(paths, sol.paths):
        assert len(e.get("points").split()) == len(cells)
    assert len(having(root, "circle", "clue")) == 2 * len(p.labels)


def test_sudoku_givens_distinguished_from_answers():
    loaded, sol = solved("sudoku-9x9.txt")
    p = loaded.puzzle
    root = tree(render_svg("sudoku", p, sol))
    givens, digits = having(root, "text", "given"), having(root, "text", "digit")
    n_given = sum(1 for row in p.givens for v in row if v)
    assert len(givens) == n_given and len(digits) == 81 - n_given
    assert {e.get("font-weight") for e in givens} == {"bold"}
    assert {e.get("fill") for e in givens}.isdisjoint({e.get("fill") for e in digits})
    assert having(root, "line", "region-border")
    killer, ksol = solved("sudoku-killer-4x4.txt")
    kroot = tree(render_svg("sudoku", killer.puzzle, ksol))
    assert len(having(kroot, "text", "cage-sum")) == len(killer.puzzle.cages)


def test_twentyfourseven_givens_and_answer():
    loaded, sol = solved("twentyfourseven-7x7.txt")
    p = loaded.puzzle
    root = tree(render_svg("twentyfourseven", p, sol))
    n_given = sum(1 for row in p.givens for v in row if v)
    n_filled = sum(1 for row in sol.grid for v in row if v)
    assert len(having(root, "text", "given")) == n_given
    assert len(having(root, "text", "digit")) == n_filled - n_given
    assert len(having(root, "rect", "grid7")) == len(p.grids)


def test_edgematch_uses_its_own_drawing():
    loaded, sol = solved("edgematch-scramble-3x3.txt")
    root = tree(render_svg("edgematch", loaded.puzzle, sol))
    assert len(list(root.iter(NS + "polygon"))) == 4 * len(loaded.puzzle.tiles)


def test_solve_svg_and_render_command(tmp_path):
    svg = tmp_path / "a.svg"
    r = run(["solve", str(EXAMPLES / "starbattle-5x5.txt"), "--svg", str(svg)])
    assert r.exit_code == 0
    assert len(having(tree(svg.read_text()), "polygon", "star")) == 5
    sol = tmp_path / "s.json"
    sol.write_text(run(["solve", str(EXAMPLES / "tents-6x6.txt"), "--json"]).stdout)
    out = tmp_path / "t.svg"
    assert run(["render", str(EXAMPLES / "tents-6x6.txt"), str(sol), "--svg", str(out)]).exit_code == 0
    assert having(tree(out.read_text()), "polygon", "tent")
    bare = tmp_path / "bare.svg"
    assert run(["render", str(EXAMPLES / "tents-6x6.txt"), "--svg", str(bare)]).exit_code == 0
    assert not having(tree(bare.read_text()), "polygon", "tent")


def test_render_refuses_bad_use(tmp_path):
    r = run(["render", str(EXAMPLES / "tents-6x6.txt")])
    assert r.exit_code == 2 and r.stderr.startswith("gridsat: error:")
    bad = tmp_path / "bad.json"
    bad.write_text('{"tents": []}')
    r = run(["render", str(EXAMPLES / "tents-6x6.txt"), str(bad), "--svg", str(tmp_path / "x.svg")])
    assert r.exit_code == 1 and "breaks a rule" in r.stderr and not (tmp_path / "x.svg").exists()
    r = run(["solve", str(EXAMPLES / "sudoku-lines.txt"), "--svg", str(tmp_path / "y.svg")])
    assert r.exit_code == 2 and "--index" in r.stderr


def test_png(tmp_path):
    pytest.importorskip("cairosvg")
    png = tmp_path / "a.png"
    r = run(["solve", str(EXAMPLES / "numberlink-6x6.txt"), "--png", str(png)])
    assert r.exit_code == 0 and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    out = tmp_path / "b.png"
    assert run(["render", str(EXAMPLES / "sudoku-9x9.txt"), "--png", str(out)]).exit_code == 0
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_png_without_cairosvg_is_a_clear_error(tmp_path, monkeypatch):
    import builtins

    real = builtins.__import__

    def no_cairo(name, *a, **k):
        if name == "cairosvg":
            raise ImportError("no cairosvg")
        return real(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", no_cairo)
    r = run(["solve", str(EXAMPLES / "starbattle-5x5.txt"), "--png", str(tmp_path / "a.png")])
    assert r.exit_code == 2
    assert r.stderr.strip() == ("gridsat: error: --png needs cairosvg: pip install -e '.[pictures]' in "
                                "gridsat's folder (or pip install cairosvg)")
