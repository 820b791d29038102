"""Smoke test of the side-by-side benchmark (python -m benchmarks): tiny instances of every
genre through the harness; both answers must pass the genre checker and agree."""
from __future__ import annotations

import pytest

pytest.importorskip("ortools")
pytest.importorskip("matplotlib")

import gridsat  # noqa: E402
from benchmarks import cpsat_models, suite  # noqa: E402
from tests.conftest import EXAMPLES  # noqa: E402


def tiny_instances() -> list:
    import starbattle_bench
    import tents_bench
    from gridsat.encoders import edgematch

    out = [suite._inst("starbattle", "planted", "planted 6x6", starbattle_bench.make_instance(6, 1, 0)[0]),
           suite._inst("tents", "planted", "planted 6x6", tents_bench.plant(6, 0)[0]),
           suite._inst("edgematch", "generated", "random 3x3", edgematch.generate(3, 3, 3, seed=1))]
    for genre, name in (("starbattle", "starbattle-5x5.txt"), ("tents", "tents-6x6.txt"),
                        ("sudoku", "sudoku-9x9.txt"), ("sudoku", "sudoku-killer-4x4.txt"),
                        ("edgematch", "edgematch-scramble-3x3.txt"),
                        ("twentyfourseven", "twentyfourseven-7x7.txt"), ("numberlink", "numberlink-6x6.txt"),
                        ("lightup", "lightup-7x7.txt")):
        if gridsat.encoders.canonical(genre):
            out.append(suite._inst(genre, "example", name, gridsat.load(str(EXAMPLES / name)).puzzle))
    covered = {i.genre for i in out}
    for genre in sorted(set(cpsat_models.BUILDERS) - covered):  # newer genres: their bundled example
        for path in sorted(EXAMPLES.glob(f"{genre}-*")):
            loaded = gridsat.load(str(path), index=1)
            if loaded.genre_name == genre:
                out.append(suite._inst(genre, "example", path.name, loaded.puzzle))
                break
    return out


@pytest.mark.parametrize("inst", tiny_instances(), ids=lambda i: f"{i.genre}-{i.name}")
def test_both_solvers_agree(inst):
    row = suite.bench_instance(inst, timeout=15.0, repeats=1, workers=2)
    assert row["status"] in suite.DECIDED and row["cp_status"] in suite.DECIDED, row
    assert row["agree"] is True, row.get("problem")
    assert row["ratio"] > 0 and row["variables"] > 0 and row["cp_variables"] > 0


def test_cpsat_answers_pass_the_checker_and_match_gridsat():
    loaded = gridsat.load(str(EXAMPLES / "sudoku-9x9.txt"))
    r = cpsat_models.solve_unique("sudoku", loaded.puzzle, 10.0, 2)
    assert r.status == "unique" and loaded.genre.check(loaded.puzzle, r.solutions[0]) == []
    assert r.solutions[0] == gridsat.solve(loaded, "unique").solutions[0]


def test_cpsat_exclusion_finds_a_second_answer():
    import starbattle_bench

    puzzle, _ = starbattle_bench.make_instance(10, 2, 0)  # random regions: rarely unique
    r = cpsat_models.solve_unique("starbattle", puzzle, 10.0, 2)
    g = gridsat.solve(suite._inst("starbattle", "planted", "p", puzzle).loaded, "unique")
    assert r.status == g.status
    if r.status == "multiple":
        assert r.solutions[0] != r.solutions[1]


def test_report_and_plot(tmp_path):
    from benchmarks import plots

    inst = suite._inst("sudoku", "example", "4x4", gridsat.load(str(EXAMPLES / "sudoku-killer-4x4.txt")).puzzle)
    row = suite.bench_instance(inst, 10.0, 1, 2)
    big = dict(row, name="bigger", cells=4 * row["cells"], total_s=2 * row["total_s"],
               cp_total_s=4 * row["cp_total_s"])
    doc = {"meta": {"suite": "test", "date": "now", "command": "pytest", "wall_s": 0, "platform": "p",
                    "machine": "m", "cpus": 2, "python": "3", "gridsat": "0", "python-sat": "0",
                    "ortools": "9", "load_start": (1, 1, 1), "load_end": (1, 1, 1), "timeout": 10.0,
                    "repeats": 1, "cpsat_workers": 2}, "rows": [row, big], "encodings": []}
    paths = plots.plot_all(doc, tmp_path, "-t")
    assert paths and paths[0].read_bytes()[:4] == b"\x89PNG"
    h = suite.headline(doc)[0]
    assert h["slope_gridsat"] == pytest.approx(0.5) and h["slope_cpsat"] == pytest.approx(1.0)
    assert "| sudoku |" in suite.markdown(doc, {"sudoku": paths[0].name})


def test_peers_benchmark_runs_and_answers_agree(tmp_path):
    pytest.importorskip("puzzlekit")
    from benchmarks import peers

    out = tmp_path / "peers"
    assert peers.main(["norinori", "--repeats", "1", "--out", str(out)]) == 0
    import json
    run = json.loads((out / "norinori.json").read_text())
    assert run["genre"] == "norinori" and run["rows"]
    assert all(r["gridsat_status"] == "unique" and r["same_answer"] for r in run["rows"])
    assert "| norinori | puzzlekit |" in (tmp_path / "peers.md").read_text()


def test_every_benchmark_row_names_a_genre_and_published_puzzles():
    from benchmarks import peers
    from gridsat import api, encoders

    for name in peers.GENRES:
        mod = peers.genre_module(name)
        assert name in encoders.genre_names(), name
        assert mod.PEER in peers.PEERS and (hasattr(mod, "KIND") if mod.PEER == "puzzlekit" else
                                            hasattr(mod, "build_cpsat")), name
        assert len(mod.PUZZLES) >= 3, name
        for label, source in mod.PUZZLES:
            assert api.load(source).genre.name == name, (name, label)
