"""A batch file may hold any mix of puzz.link URLs, game IDs and NAME: lines, each line
detected on its own; a line that cannot be read is reported and skipped (issue 28 item 1)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from click.testing import CliRunner

from gridsat import api
from gridsat.cli import main

NORINORI = "https://puzz.link/p?norinori/5/5/cag4ocjo"
NORINORI2 = "https://puzz.link/p?norinori/6/6/93op35pb9vpq"
PEARL = "6x6:BaWkWaBbBaWkWaB"          # sgt-pearl --generate 1 6x6
LOOPY = "5x5t0:1c31b2a3a32231203b3b"   # sgt-loopy --generate 1 5x5t0
TENTS = ["6x6:gddi_caa,1,2,0,1,1,2,1,1,0,2,0,3", "6x6:fcha_ib_,1,2,1,0,2,1,1,1,1,2,1,1"]  # sgt-tents 6x6de


def run(tmp_path, text, *args):
    path = tmp_path / "batch.txt"
    path.write_text(text)
    out = CliRunner().invoke(main, ["solve", str(path), "--json", *args])
    return out.exit_code, [json.loads(line) for line in out.output.splitlines() if line.startswith("{")]


@pytest.mark.parametrize("lines, genres", [
    ([NORINORI, NORINORI2], ["norinori", "norinori"]),                    # a file of URLs
    ([PEARL, LOOPY], ["masyu", "slitherlink"]),                            # two games' IDs
    ([f"masyu:{PEARL}", f"masyu:{PEARL}"], ["masyu", "masyu"]),            # NAME: lines
    ([f"tents:{t}" for t in TENTS], ["tents", "tents"]),
    ([NORINORI, PEARL, f"slitherlink:{LOOPY}"], ["norinori", "masyu", "slitherlink"]),
])
def test_each_line_is_detected_on_its_own(tmp_path, lines, genres):
    code, docs = run(tmp_path, "\n".join(lines) + "\n")
    assert code == 0, docs
    assert [d["genre"] for d in docs] == genres and all(d["status"] == "solved" for d in docs)


def test_a_bad_line_is_reported_and_skipped(tmp_path):
    code, docs = run(tmp_path, f"{NORINORI}\nnot a puzzle\n{PEARL}\n")
    assert code == 2
    assert [d.get("genre") for d in docs] == ["norinori", None, "masyu"]
    assert docs[1]["status"] == "error" and "batch.txt:2:" in docs[1]["error"]


def test_genre_named_for_the_batch(tmp_path):
    code, docs = run(tmp_path, f"{PEARL}\n{PEARL}\n", "--genre", "masyu")
    assert code == 0 and [d["genre"] for d in docs] == ["masyu", "masyu"]
    code, docs = run(tmp_path, f"{NORINORI}\n{PEARL}\n", "--genre", "masyu")
    assert docs[0]["status"] == "error" and "contradicts" in docs[0]["error"] and docs[1]["genre"] == "masyu"


def test_one_kind_of_game_id_still_goes_to_its_genre_and_workers_agree(tmp_path):
    ids = tmp_path / "tents.txt"
    ids.write_text("\n".join(TENTS) + "\n")
    assert [x.genre_name for x in api.load_all(str(ids))] == ["tents", "tents"]
    code, docs = run(tmp_path, f"{NORINORI}\n{PEARL}\n{LOOPY}\n", "--workers", "2")
    assert code == 0 and [d["genre"] for d in docs] == ["norinori", "masyu", "slitherlink"]


@pytest.mark.skipif(shutil.which("sgt-pearl") is None and not shutil.os.path.exists("/usr/games/sgt-pearl"),
                    reason="sgt-puzzles is not installed")
def test_generated_ids_of_two_games(tmp_path):
    pearl = subprocess.run(["/usr/games/sgt-pearl", "--generate", "2", "5x5"], capture_output=True, text=True).stdout
    loopy = subprocess.run(["/usr/games/sgt-loopy", "--generate", "2", "4x4t0"], capture_output=True, text=True).stdout
    lines = [x for pair in zip(pearl.split(), loopy.split()) for x in pair]
    code, docs = run(tmp_path, "\n".join(lines) + "\n", "--unique")
    assert code == 0 and [d["genre"] for d in docs] == ["masyu", "slitherlink"] * 2
    assert all(d["status"] == "unique" for d in docs)
