"""Issue 28: what people read.  One test (or more) per numbered item of the issue:

5. cells named ``r1c1`` (1-based) in every text for people (explanations, batch lines); JSON
   stays 0-based;
6. KenKen's drawing shows each cage's label in the grid; Kakuro's header says puzz.link's size;
7. the progress ETA from finished records, and a line when a Dask cluster has no workers;
8. ``gridsat genres`` aligned, ``solve --png/--svg`` says what it wrote as ``render`` does, a
   short ``repr(report)`` and ``report.draw()``, dimacs.md's SAT solver exit code;
10. pzprv3 files (puzz.link's editor) read for the genres with a puzz.link form.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import gridsat
from gridsat.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def run(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


# -- 5. one way to name a cell ----------------------------------------------------------------

BAD_STARS = {"genre": "starbattle", "stars": 1,
             "regions": [[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 2, 2], [1, 1, 3, 3]]}


def test_explanations_name_regions_by_their_cell_not_a_0_based_label():
    ex = gridsat.explain(BAD_STARS)
    assert ex.status == "unsat"
    assert "region at r1c1 has 1 star" in ex.clues
    assert not any(re.search(r"region \d", clue) for clue in ex.clues)


def test_star_battle_checker_names_regions_by_cell():
    loaded = gridsat.load(str(EXAMPLES / "starbattle-5x5.txt"))
    wrong = type(gridsat.solve(loaded).solution)(())  # no star at all
    problems = loaded.genre.check(loaded.puzzle, wrong)
    regions = [x for x in problems if x.startswith("region")]
    assert regions and all(re.match(r"region at r\d+c\d+ has 0 stars", x) for x in regions)


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.txt")
                                        if p.name not in ("sudoku-lines.txt",)))
def test_batch_lines_name_cells_r1c1(name):
    """No batch line writes a cell as ``r,c``; Tents' line is Tatham's own solve move
    (``S;T<x>,<y>;...``, documented in docs/genres/tents.md), kept as the game reads it."""
    loaded = gridsat.load(str(EXAMPLES / name))
    g = loaded.genre
    if g.solution_line is None:
        pytest.skip(f"{g.name} has no batch line")
    report = gridsat.solve(loaded)
    line = g.solution_line(loaded.puzzle, report.solution)
    if g.name == "tents":
        assert re.fullmatch(r"S(;T\d+,\d+)*|[012]+", line)
        return
    assert not re.search(r"\d+,\d+", line), line
    assert not re.search(r"\br0|c0\b", line), line


def test_slitherlink_batch_line_starts_at_a_cell_and_json_stays_0_based():
    loaded = gridsat.load(str(EXAMPLES / "slitherlink-7x7.txt"))
    report = gridsat.solve(loaded)
    line = loaded.genre.solution_line(loaded.puzzle, report.solution)
    first = min(report.solution.loop)
    assert line.startswith(f"r{first[0] + 1}c{first[1] + 1} "), line
    assert report.to_json()["solution"]["loop"][0] == list(first)  # JSON: 0-based lattice points


# -- 6. KenKen's labels, Kakuro's size ---------------------------------------------------------

def test_kenken_drawing_puts_each_cage_label_in_its_first_cell():
    loaded = gridsat.load(str(EXAMPLES / "kenken-6x6.txt"))
    report = gridsat.solve(loaded)
    for ascii in (False, True):
        text = loaded.genre.draw(loaded.puzzle, report.solution, ascii)
        legend = text.splitlines()[-1]
        labels = re.findall(r"(\w+)=", legend)
        grid = "\n".join(text.splitlines()[1:-1])
        for k, label in zip(loaded.puzzle.cages, labels):
            r, c = k.cells[0]
            assert f"{label}{report.solution.grid[r][c]}" in grid, (label, grid)
        widths = {len(line) for line in grid.splitlines() if line.strip()}
        assert len(widths) == 1, grid  # every row as wide: the walls line up


def test_kakuro_header_gives_the_url_size():
    url = gridsat.convert(str(EXAMPLES / "kakuro-10x10.txt"), "puzzlink")
    w, h = re.search(r"kakuro/(\d+)/(\d+)/", url).groups()
    r = run("solve", url)
    assert r.exit_code == 0, r.output
    head = r.output.splitlines()[0]
    assert f"{w}x{h}" in head and "clue row and column" in head, head


# -- 8. small things ----------------------------------------------------------------------------

def test_genres_titles_line_up():
    r = run("genres")
    assert r.exit_code == 0
    starts = {len(re.match(r"\S+\s+", line).group()) for line in r.output.splitlines()}
    assert len(starts) == 1, r.output


def test_solve_svg_says_what_it_wrote_as_render_does(tmp_path):
    pic = tmp_path / "t.svg"
    solved = run("solve", EXAMPLES / "tents-6x6.txt", "--svg", pic)
    rendered = run("render", EXAMPLES / "tents-6x6.txt", "--svg", pic)
    assert solved.exit_code == 0 and rendered.exit_code == 0
    assert solved.stdout.splitlines()[-1] == rendered.stdout.splitlines()[-1] == f"wrote {pic}"
    as_json = run("solve", EXAMPLES / "tents-6x6.txt", "--svg", pic, "--json")
    assert json.loads(as_json.stdout)["status"] == "solved"  # standard output stays one JSON document
    assert f"wrote {pic}" in as_json.stderr
    forced = run("forced", EXAMPLES / "tents-6x6.txt", "--svg", pic)
    assert forced.output.splitlines()[-1] == f"wrote {pic}"


def test_report_repr_is_one_short_line_and_draw_draws():
    report = gridsat.solve(str(EXAMPLES / "tents-6x6.txt"))
    text = repr(report)
    assert "\n" not in text and len(text) < 160, text
    assert text.startswith("<Report tents solved: 1 solution")
    drawing = report.draw()
    assert drawing == gridsat.draw(str(EXAMPLES / "tents-6x6.txt"), report.solution)
    assert report.draw(ascii=True).isascii()


def test_dimacs_page_runs_a_sat_solver_with_its_exit_code_10_and_never_chains_it():
    page = (ROOT / "docs" / "dimacs.md").read_text()
    solver_lines = [line for line in page.splitlines()
                    if re.match(r"(cadical|kissat|minisat)\b", line.strip())]
    assert solver_lines
    for line in solver_lines:
        assert "&&" not in line, line
        assert re.search(r"# exit 10\b", line), line  # what it exits with on SATISFIABLE
    assert "10 for SATISFIABLE" in page


# -- 10. pzprv3 files ---------------------------------------------------------------------------

def _tok(v) -> str:
    return "." if v is None else "-" if v == "?" else "5" if v == "black" else str(v)


def _rows(grid, tok=_tok) -> str:
    """A block as pzprjs writes it: a token and a blank per cell, a line per row."""
    return "".join("".join(f"{tok(v)} " for v in row) + "\n" for row in grid)


def _marks(rows: int, cols: int) -> str:  # the solver's marks after the puzzle (none)
    return (". " * cols + "\n") * rows


EXAMPLE_OF = {"nurikabe": "nurikabe-10x10.txt", "hashikake": "hashi-9x9.txt", "lightup": "lightup-7x7.txt",
              "slither": "slitherlink-7x7.txt", "hitori": "hitori-7x7.txt", "mashu": "masyu-8x8.txt",
              "norinori": "norinori-10x10.txt", "starbattle": "starbattle-9x9.txt", "sudoku": "sudoku-9x9.txt",
              "skyscrapers": "skyscrapers-6x6.txt", "tents": "tents-6x6.txt"}


def pzprv3_files():
    """(pid, the same puzzle as an example file or a URL, the pzprv3 file) for every genre
    whose pzprv3 files gridsat reads: each example's URL read into its values, written as
    pzprjs writes its file."""
    from gridsat.formats.puzzlink import split_url
    from gridsat.formats.pzprv3 import LAYOUTS

    out = []
    for pid, example in EXAMPLE_OF.items():
        url = gridsat.convert(str(EXAMPLES / example), "puzzlink")
        _, cols, rows, body = split_url(url)
        fields = LAYOUTS[pid][0].read_body(body, (rows, cols))
        text = f"pzprv3\n{pid}\n" + (f"{rows}\n" if pid == "sudoku" else f"{rows}\n{cols}\n")
        if pid == "skyscrapers":  # the board framed by its clues, givens as q<n>
            side = fields["outside"]
            frame = [[None] + list(side["top"]) + [None]]
            frame += [[side["left"][r]] + [f"q{v}" if v else "." for v in fields["cells"][r]] + [side["right"][r]]
                      for r in range(rows)]
            frame += [[None] + list(side["bottom"]) + [None]]
            out.append((pid, str(EXAMPLES / example), text + _rows(frame)))
            continue
        if pid == "tents":  # the counts above and before the board, 1 a tree
            counts = fields["counts"]
            frame = [[None] + list(counts["top"])]
            frame += [[counts["left"][r]] + ["1" if t else "." for t in fields["trees"][r]] for r in range(rows)]
            out.append((pid, str(EXAMPLES / example), text + _rows(frame)))
            continue
        for name, value in fields.items():
            if name == "stars":
                text += f"{value}\n"
            elif name == "rooms":
                text += f"{1 + max(max(row) for row in value)}\n" + _rows(value, str)
            else:  # (Masyu's circles: 0 no pearl, written '.')
                text += _rows(value, (lambda v: "." if v == 0 else str(v)) if pid == "mashu" else _tok)
        out.append((pid, str(EXAMPLES / example), text + _marks(rows, cols)))
    kakuro = gridsat.load(str(EXAMPLES / "kakuro-10x10.txt")).puzzle  # its frame: the clues above and before

    def clue(cell, r: int, c: int) -> str:
        if r == 0 or c == 0:
            return "0" if r == c == 0 else str((cell[0] if r == 0 else cell[1]) or 0) if cell else "."
        return "." if cell is None else f"{cell[1] or 0},{cell[0] or 0}"  # ACROSS,DOWN
    out.append(("kakuro", str(EXAMPLES / "kakuro-10x10.txt"),
                f"pzprv3\nkakuro\n{kakuro.height - 1}\n{kakuro.width - 1}\n"
                + "".join(" ".join(clue(cell, r, c) for c, cell in enumerate(row)) + " \n"
                          for r, row in enumerate(kakuro.grid))))
    out.append(("numlin", "https://puzz.link/p?numlin/3/3/1g2i1g2",
                "pzprv3\nnumlin\n3\n3\n1 . 2 \n. . . \n1 . 2 \n" + _marks(3, 3) + "0 0 \n" * 3))
    return out


@pytest.mark.parametrize("pid,same,text", pzprv3_files(), ids=[x[0] for x in pzprv3_files()])
def test_pzprv3_files_read_as_the_same_puzzle(pid, same, text, tmp_path):
    want = gridsat.load(same)
    for form in (text, text.replace("\n", "/")):  # a saved file; the editor's one-line form
        got = gridsat.loads(form, "saved.txt")
        assert got.genre.name == want.genre.name
        assert gridsat.solve(got).solution == gridsat.solve(want).solution
    path = tmp_path / f"{pid}.txt"
    path.write_text(text)
    r = run("solve", path)
    assert r.exit_code == 0, r.output


def test_pzprv3_other_genres_are_one_line_errors(tmp_path):
    path = tmp_path / "nonogram.txt"
    path.write_text("pzprv3\nnonogram\n2\n2\n")
    r = run("solve", path)
    assert r.exit_code == 2 and "nonogram files are not read" in r.output and "pzprv3" in r.output
    assert len(r.output.strip().splitlines()) == 1
    path.write_text("pzprv3\nkinkonkan\n2\n2\n")
    r = run("solve", path)
    assert r.exit_code == 2 and "'kinkonkan' is not one gridsat solves" in r.output
    path.write_text("pzprv3\nnurikabe\n2\n3\n1 . \n")
    r = run("solve", path)
    assert r.exit_code == 2 and "row 1 has 2 entries, not 3" in r.output


# -- 7. progress of big jobs ----------------------------------------------------------------------

def test_eta_counts_only_the_records_finished_in_this_run():
    from gridsat.progress import _Painter

    painter = _Painter(None, "solving", 200, "puzzles", 0.0, None, started=0.0, already=100)
    painter.pos = 110  # 10 done in this run, 90 left
    assert painter.eta(10.0) == pytest.approx(90.0)
    painter.pos = 100
    assert painter.eta(10.0) is None  # nothing finished yet: no estimate
    painter.pos = 110
    assert painter.eta(10.0) == pytest.approx(90.0) and "left" in painter.info()


def test_every_step_reaches_the_drawing_even_in_a_burst(tmp_path, monkeypatch):
    """Records of a Dask job come a chunk at a time: a burst of steps faster than the messages
    to the painter must still all count (the estimate was made from the first of them)."""
    import time

    from gridsat.progress import Progress

    monkeypatch.setenv("GRIDSAT_PROGRESS", "1")
    log = tmp_path / "bar.txt"
    with open(log, "w") as stream:
        with Progress("solving", 200, unit="puzzles", stream=stream) as bar:
            time.sleep(0.3)
            for _ in range(120):  # one burst
                bar.advance()
            time.sleep(0.6)  # a few drawings
    drawn = log.read_text()
    assert "120/200" in drawn, drawn[-300:]


class _FakeFuture:
    def __init__(self, client):
        self.client = client

    def done(self):
        return self.client.calls > 6


class _FakeClient:
    """No worker for the first checks, then one joins and the task finishes."""

    def __init__(self):
        self.calls = 0

    def nthreads(self):
        self.calls += 1
        return {} if self.calls <= 3 else {"tcp://w:1": 1}


def test_a_dask_job_says_when_every_worker_is_gone():
    from gridsat.jobs import wait_for

    client = _FakeClient()
    notes = []
    wait_for(client, _FakeFuture(client), notes.append, "tcp://h:8786", every=0.01, poll=0.001)
    assert len(notes) == 2, notes
    assert "no workers" in notes[0] and "tcp://h:8786" in notes[0]
    assert "1 Dask worker joined" in notes[1]


def test_a_dask_job_on_a_real_cluster_says_it_has_no_workers_then_goes_on():
    """The same with a local Dask cluster: no worker at first (the line), then one joins and
    the task finishes."""
    pytest.importorskip("distributed")
    import threading
    import time

    from distributed import Client, LocalCluster

    from gridsat.jobs import wait_for

    with LocalCluster(n_workers=0, processes=False, dashboard_address=None) as cluster, Client(cluster) as client:
        fut = client.submit(sum, [1, 2], pure=False)
        notes: list = []
        waiting = threading.Thread(target=wait_for, args=(client, fut, notes.append, "tcp://here", 0.2))
        waiting.start()
        end = time.monotonic() + 20
        while not notes and time.monotonic() < end:
            time.sleep(0.05)
        assert notes and "has no workers" in notes[0]
        cluster.scale(1)
        waiting.join(30)
        assert not waiting.is_alive() and fut.result() == 3


def test_pzprv3_reads_past_the_solvers_marks():
    """A saved game in progress: ticked-off counts (``c1``), a tent and grass marked (``A``,
    ``-``) and the edge marks after the board are the solver's, not the puzzle's."""
    text = "pzprv3\ntents\n2\n2\n. 0 c1 \n1 1 A \n0 . - \n0 \n0 0 \n"
    report = gridsat.solve(gridsat.loads(text, "saved.txt"), mode="unique")
    assert report.status == "unique" and report.solution.tents == ((0, 1),)


@pytest.mark.parametrize("example,doc", [
    ("starbattle-5x5.txt", {"stars": [[9, 1]]}),
    ("lightup-7x7.txt", {"lights": [[9, 1]]}),
    ("tents-6x6.txt", {"tents": [[9, 1]]}),
    ("hitori-7x7.txt", {"shaded": [[9, 1]]}),
    ("nurikabe-10x10.txt", {"shaded": [[19, 1]]}),
])
def test_a_checked_cell_off_the_grid_is_named_r1c1(example, doc):
    """A solution document (0-based JSON) that lists a cell past the grid: the checker names
    it as people read cells; only a cell past the top or left edge keeps the document's pair."""
    loaded = gridsat.load(str(EXAMPLES / example))
    problems = loaded.genre.check(loaded.puzzle, loaded.genre.solution_from_json(doc, loaded.puzzle))
    r, c = next(iter(doc.values()))[0]
    assert any(f"r{r + 1}c{c + 1} is outside" in x for x in problems), problems
    assert not any(f"({r}, {c})" in x for x in problems)


def test_a_cell_past_the_top_edge_keeps_its_document_pair():
    from gridsat.render.text import cell_name

    assert cell_name(0, 0) == "r1c1" and cell_name(-1, 2) == "[-1, 2]"
