"""The backbone (gridsat forced): for every registered genre, on tiny random instances, the
forced variables are exactly those that take one value in every answer (found by enumerating
all answers), and the open ones are the rest."""
from __future__ import annotations

import json
import random

import pytest

from gridsat import api, encoders
from gridsat.backends import make_backend
from gridsat.genre import EncodeOptions
from gridsat.solving import search

from .conftest import EXAMPLES, runner
from gridsat.cli import main


def every_answer(loaded):
    compiled = api.compile_model(loaded, EncodeOptions(hints=False))
    model = compiled.model
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    return model, [{model.labels[v]: bool(vals.get(v, False)) for v in model.primary} for vals in res.solutions]


@pytest.mark.parametrize("name", encoders.genre_names())
def test_forced_is_what_every_answer_shares(name):
    g = encoders.get(name)
    seen = set()
    for seed in range(8):
        p = g.tiny(random.Random(5000 + seed))
        loaded = api.Loaded(g, p, "tiny", None)
        _, answers = every_answer(loaded)
        f = api.forced(loaded)
        if not answers:
            assert f.status == "unsat"
            seen.add("unsat")
            continue
        labels = answers[0].keys()
        constant = {l: answers[0][l] for l in labels if all(a[l] == answers[0][l] for a in answers)}
        assert dict(f.forced) == constant, (name, seed)
        assert set(f.open) == set(labels) - set(constant)
        assert f.status == ("unique" if len(answers) == 1 else "open")
        assert g.check(p, f.solution) == []
        seen.add(f.status)
    assert seen & {"unique", "open"}


def test_forced_cli_marks_open_cells(tmp_path):
    lines = [l for l in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines() if l and not l.startswith("#")]
    board = list(lines[0])
    for i in [i for i, ch in enumerate(board) if ch != "."][:6]:
        board[i] = "."
    path = tmp_path / "open.txt"
    path.write_text("".join(board) + "\n")
    r = runner().invoke(main, ["forced", str(path), "--json"])
    assert r.exit_code == 3, r.output
    doc = json.loads(r.stdout)
    assert doc["status"] == "open" and doc["open_count"] > 0 and doc["open_cells"]
    r = runner().invoke(main, ["forced", str(EXAMPLES / "sudoku-9x9.txt")])
    assert r.exit_code == 0 and "nothing is open" in r.stdout


def test_forced_draws_the_open_cells(tmp_path):
    import xml.etree.ElementTree as ET

    lines = [l for l in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines() if l and not l.startswith("#")]
    board = list(lines[0])
    for i in [i for i, ch in enumerate(board) if ch != "."][:6]:
        board[i] = "."
    (tmp_path / "open.txt").write_text("".join(board) + "\n")
    out = tmp_path / "open.svg"
    r = runner().invoke(main, ["forced", str(tmp_path / "open.txt"), "--svg", str(out), "--json"])
    assert r.exit_code == 3, r.output
    root = ET.fromstring(out.read_text())
    ns = "{http://www.w3.org/2000/svg}"
    opened = [e for e in root.iter(ns + "rect") if "open" in (e.get("class") or "").split()]
    assert len(opened) == len(json.loads(r.stdout)["open_cells"]) > 0
