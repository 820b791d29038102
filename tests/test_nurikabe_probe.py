"""Nurikabe's probing before the search (implied part ``probe``, :mod:`gridsat.encoders.nurikabe.probe`):
the units it adds keep every answer (brute force on small boards), and it decides Janko 1050."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import nurikabe as nk
from gridsat.encoders.nurikabe.probe import probe

ALWAYS = EncodeOptions(extra={"nurikabe_probe": "always"})  # probing on every formula, however small
OFF = EncodeOptions(extra={"nurikabe_probe": False})
HARDEST = Path(__file__).resolve().parent.parent / "benchmarks" / "data" / "nurikabe-hardest"


def _brute(p) -> set:
    return {s.shaded for s in nk.candidates(p) if not nk.check(p, s)}


def _random_board(rng, h, w) -> nk.Puzzle:
    grid = [[None] * w for _ in range(h)]
    for r, c in rng.sample([(r, c) for r in range(h) for c in range(w)], rng.randint(1, 3)):
        grid[r][c] = rng.choice([1, 2, 3, 4, 5, "?"])
    return nk.Puzzle(grid)


def test_probing_keeps_every_answer_of_small_boards():
    """Every answer of random boards of up to 12 cells (tiny ones and 3x4 / 4x3), counted with
    probing forced on, is exactly the brute force's set; and probing did prove something."""
    rng = random.Random(3)
    boards = [nk.tiny(rng) for _ in range(40)] + [_random_board(rng, *rng.choice([(3, 4), (4, 3)]))
                                                   for _ in range(40)]
    probed = 0
    for p in boards:
        rep = gridsat.solve(p, "all", options=ALWAYS)
        assert {s.shaded for s in rep.solutions} == _brute(p), p.cells
        probed += bool(rep.stats.get("probed"))
    assert probed >= 10


def test_each_proved_unit_holds_in_every_answer():
    """probe() itself: on random 3x4 boards with answers, each literal of a shade variable it
    proves agrees with every answer (brute force), and some boards get such literals."""
    rng = random.Random(4)
    shown = 0
    for _ in range(60):
        p = _random_board(rng, 3, 4)
        answers = _brute(p)
        if not answers:
            continue
        compiled = api.compile_model(p, OFF)
        units = probe(p, compiled.model.hard_clauses(), compiled.info.shade, 5.0)
        assert units is not None, p.cells
        cell_of = {v: cell for cell, v in compiled.info.shade.items()}
        for lit in units:
            if abs(lit) in cell_of:
                shown += 1
                assert all((cell_of[abs(lit)] in a) == (lit > 0) for a in answers), (p.cells, lit)
    assert shown >= 5


def test_each_proved_label_holds_in_every_answer(monkeypatch):
    """probe() with the island labels: each literal it proves (every one it learns, of a shade
    variable or of a label "this cell is in that clue's island", and the cells it returns)
    agrees with every answer (brute force, the islands read off the answer), on random 3x4 /
    4x3 boards; some labels are proved false."""
    from gridsat.encoders.nurikabe.probe import Probe

    learn, learnt = Probe.learn, []

    def recording(self, lits):
        learnt.extend(lits)
        return learn(self, lits)
    monkeypatch.setattr(Probe, "learn", recording)
    rng = random.Random(29)
    labels = 0
    for _ in range(80):
        p = _random_board(rng, *rng.choice([(3, 4), (4, 3)]))
        answers = _brute(p)
        if not answers:
            continue
        compiled = api.compile_model(p, OFF)
        island = compiled.info.island
        learnt.clear()
        units = probe(p, compiled.model.hard_clauses(), compiled.info.shade, 5.0, island)
        assert units is not None, p.cells
        cell_of = {v: cell for cell, v in compiled.info.shade.items()}
        label_of = {x: key for key, x in island.items()}
        assert all(abs(lit) in cell_of for lit in units)
        proved = units + [lit for lit in learnt if abs(lit) in cell_of or abs(lit) in label_of]
        for a in answers:
            mine = {root: area for area in nk.islands(p, a) for root in area if root in p.sizes}
            for lit in proved:
                if abs(lit) in cell_of:
                    assert (cell_of[abs(lit)] in a) == (lit > 0), (p.cells, lit)
                else:
                    cell, root = label_of[abs(lit)]
                    assert (cell in mine[root]) == (lit > 0), (p.cells, cell, root, lit)
        labels += sum(abs(lit) in label_of for lit in proved)
    assert labels >= 10


def test_the_sea_area_kept_between_units_is_the_one_found_again(monkeypatch):
    """Probing keeps the area of not-unshaded cells that holds the shaded ones from unit to
    unit (dropping newly unshaded cells around which it stays joined): after every unit it is
    the area a fresh search finds, on Janko 1050 and random boards."""
    from gridsat.encoders.nurikabe.probe import Probe

    base, checked = Probe._base, []

    def checking(self, new):
        base(self, new)
        if self.shaded:
            assert self.main == self._area(self.shaded[0], self.blocked)
            checked.append(1)
    monkeypatch.setattr(Probe, "_base", checking)
    rng = random.Random(5)
    boards = [gridsat.load(str(HARDEST / "janko-1050-25x15.txt")).puzzle] + \
        [_random_board(rng, *rng.choice([(3, 4), (4, 4), (4, 5)])) for _ in range(30)]
    for p in boards:
        compiled = api.compile_model(p, OFF)
        probe(p, compiled.model.hard_clauses(), compiled.info.shade, 20.0, compiled.info.island)
    assert len(checked) >= 200


def _full_rounds(p, clauses, shade, island) -> set:
    """The shade literals fixed by probing in full rounds (every cell both ways, then every
    label of an open cell) until a round proves nothing: the reference for probe()'s order."""
    from gridsat.encoders.nurikabe.probe import Probe

    pr = Probe(p, clauses, shade, island)
    assert pr.ok
    new = True
    while new:
        new = False
        for v in shade.values():
            if v not in pr.true and -v not in pr.true and (pr.fails(v) is None or pr.fails(-v) is None):
                assert pr.learn([-v if pr.fails(v) is None else v])
                new = True
        for v, i in sorted(pr.var.items(), key=lambda t: t[1]):
            for x in pr.labels[i] if v not in pr.true and -v not in pr.true else ():
                if x not in pr.true and -x not in pr.true and pr.fails(x) is None:
                    assert pr.learn([-x])
                    new = True
    fixed = {lit for v in shade.values() for lit in (v, -v) if lit in pr.true}
    pr.close()
    return fixed


def _ends_where_full_rounds_end(boards) -> int:
    from gridsat.encoders.nurikabe.probe import Probe

    fixed_somewhere = 0
    for p in boards:
        compiled = api.compile_model(p, OFF)
        clauses, shade, island = compiled.model.hard_clauses(), compiled.info.shade, compiled.info.island
        units = probe(p, clauses, shade, 30.0, island)
        if units is None:
            continue
        pr = Probe(p, clauses, shade)
        assert pr.learn(units)
        fixed = {lit for v in shade.values() for lit in (v, -v) if lit in pr.true}
        pr.close()
        assert fixed == _full_rounds(p, clauses, shade, island), p.cells
        fixed_somewhere += bool(units)
    return fixed_somewhere


def test_probing_near_changes_ends_where_full_rounds_end():
    """probe() probes near what changed and confirms with full rounds: the cells it fixes
    (its units and what they propagate) are those of plain full rounds, on Janko 1050 and on
    random boards."""
    rng = random.Random(7)
    boards = [gridsat.load(str(HARDEST / "janko-1050-25x15.txt")).puzzle] + \
        [_random_board(rng, *rng.choice([(4, 4), (4, 5), (5, 5)])) for _ in range(100)]
    assert _ends_where_full_rounds_end(boards) >= 10


@pytest.mark.slow
def test_probing_near_changes_ends_where_full_rounds_end_on_janko_1055():
    """The same on Janko 1055 (2,067 open cells, three open islands of 50)."""
    assert _ends_where_full_rounds_end([gridsat.load(str(HARDEST / "janko-1055-57x40.txt")).puzzle]) == 1


def test_probing_refutes_boards_with_no_answer():
    """Random 3x3 boards that the brute force finds no answer for: none with probing either."""
    rng = random.Random(8)
    seen = 0
    for _ in range(100):
        p = _random_board(rng, 3, 3)
        if not _brute(p):
            seen += 1
            assert gridsat.solve(p, "all", options=ALWAYS).solutions == [], p.cells
    assert seen >= 5


def test_real_puzzles_agree_with_probing_forced():
    from benchmarks import nurikabe_bench as nkb

    for _, url in nkb.URLS[:5]:
        loaded = gridsat.loads(url, "t")
        assert gridsat.solve(loaded, "unique", options=ALWAYS).solutions == \
            gridsat.solve(loaded, "unique", options=OFF).solutions


def test_small_formulas_and_other_jobs_are_not_probed():
    """The quick suite's formulas stay as they were: probing only past PROBE_CLAUSES clauses,
    only in-process with PySAT, never for an export."""
    p = nk.Puzzle([[None, 6, None], [None, None, None], [None, None, None]])
    assert "probed" not in api.compile_model(p, EncodeOptions()).model.facts
    assert "probed" in api.compile_model(p, ALWAYS).model.facts
    assert "probed" not in api.compile_model(p, ALWAYS, purpose="export").model.facts


def test_janko_1050_unique_with_the_published_answer():
    """Janko's Nurikabe 1050 (25x15, islands of 2-30 wound as corridors): probing decides every
    cell; unique, the published answer (no verdict in 60 s before)."""
    loaded = gridsat.load(str(HARDEST / "janko-1050-25x15.txt"))
    answer = {(r, c) for r, line in enumerate((HARDEST / "janko-1050-25x15.answer").read_text().splitlines())
              for c, t in enumerate(line.split()) if t == "x"}
    rep = gridsat.solve(loaded, "unique")
    assert rep.status == "unique"
    assert set(rep.solution.shaded) == answer
    assert rep.stats["probed"] > 0


@pytest.mark.slow
def test_janko_1055_unique_with_the_published_answer():
    """Janko's Nurikabe 1055 (57x40, 213 clues, eight islands of 50): every island with its
    distances and the labels probed, probing decides every cell; unique, the published answer
    (no verdict in 60 s before; about 6 s and 650 MB now)."""
    loaded = gridsat.load(str(HARDEST / "janko-1055-57x40.txt"))
    answer = {(r, c) for r, line in enumerate((HARDEST / "janko-1055-57x40.answer").read_text().splitlines())
              for c, t in enumerate(line.split()) if t == "x"}
    rep = gridsat.solve(loaded, "unique", timeout=120)
    assert rep.status == "unique"
    assert set(rep.solution.shaded) == answer
    assert rep.stats["probed"] > 1000 and rep.stats["sat_calls"] == 2  # the answer, then no other
