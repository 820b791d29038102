"""A second look at two shortcuts that add clauses holding in every answer (issue 29): Nurikabe's
probing before the search (implied part ``probe``) and Numberlink's ``sides`` (a line between
two edge cells cuts the board in two).  Each is switched on (forced, also on formulas far below
its threshold) and off on random boards (clue-free cells, ``?`` clues, islands of wrong size,
no or a single shaded cell; pairs on the border, at its corners, side by side, lines along it,
degenerate shapes) and the answer sets are compared, with each other and with an enumeration
that does not use the encoder, under every rule and option that changes them."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import numberlink as nl
from gridsat.encoders import nurikabe as nk
from gridsat.encoders.nurikabe import implied as nk_implied
from gridsat.encoders.nurikabe.probe import probe
from tests.test_numberlink import answers_by_paths, edge_set, loaded, verdict

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


# -- Nurikabe: probing --------------------------------------------------------------------------

def planted_nurikabe(rng: random.Random, h: int, w: int) -> nk.Puzzle:
    """A connected shading grown from a random cell (possibly empty: no shaded cell at all),
    each island clued at a random cell with its size; then some clues become '?' and some sizes
    are off by one (boards with several answers and with none)."""
    cells = [(r, c) for r in range(h) for c in range(w)]
    target, shaded = rng.randint(0, h * w - 1), set()
    if target:
        shaded = {rng.choice(cells)}
        while len(shaded) < target:
            front = [(r + dr, c + dc) for r, c in shaded for dr, dc in STEPS
                     if 0 <= r + dr < h and 0 <= c + dc < w and (r + dr, c + dc) not in shaded]
            shaded.add(rng.choice(front))
    grid = [[None] * w for _ in range(h)]
    for island in nk.islands(nk.Puzzle([[None] * w for _ in range(h)]), shaded):
        r, c = rng.choice(island)
        x = rng.random()
        grid[r][c] = "?" if x < 0.2 else min(h * w, max(1, len(island) + (rng.choice((-1, 1)) if x > 0.9 else 0)))
    if not any(k is not None for row in grid for k in row):  # every cell shaded: give it a clue
        grid[rng.randrange(h)][rng.randrange(w)] = rng.choice(("?", 1, 2))
    return nk.Puzzle(grid)


ALWAYS = {"nurikabe_probe": "always"}
OFF = {"nurikabe_probe": False}
SHAPES_NK = ((4, 4), (4, 5), (5, 4), (5, 5), (3, 5), (2, 6), (1, 6), (6, 1), (3, 3))


def nk_answers(p, extra, mode="all", **opts):
    """The report and every answer (mode "all"; "count": at most LIMIT of them)."""
    rep = gridsat.solve(p, mode, count=LIMIT if mode == "count" else None,
                        options=EncodeOptions(extra=extra, **opts), fallbacks=False)
    return rep, {frozenset(s.shaded) for s in rep.solutions}


LIMIT = 300  # boards with more answers are left out (a 5x5 board with few clues has thousands)


def few_answers(p, **opts) -> set | None:
    """Every answer without probing, or None when there are LIMIT or more."""
    answers = nk_answers(p, OFF, "count", **opts)[1]
    return answers if len(answers) < LIMIT else None


def brute_nurikabe(p) -> set:
    return {frozenset(s.shaded) for s in nk.candidates(p) if not nk.check(p, s)}


@pytest.mark.parametrize("seed", range(4))
def test_probing_keeps_every_answer_of_planted_boards(seed):
    """Boards of 6-25 cells under both island rules and both --connect settings that leave the
    sea lazy: every answer with probing forced equals every answer without it (the unique
    verdict too), and probing ran and proved cells."""
    rng = random.Random(2900 + seed)
    units = runs = 0
    for _ in range(15):
        p = planted_nurikabe(rng, *rng.choice(SHAPES_NK))
        for island_rule in ("each", "one"):
            connect = rng.choice(("auto", "lazy"))
            without = few_answers(p, island_rule=island_rule, connect=connect)
            if without is None:
                continue
            on, with_probe = nk_answers(p, ALWAYS, island_rule=island_rule, connect=connect)
            assert with_probe == without, (p.cells, island_rule, connect)
            unique, _ = nk_answers(p, ALWAYS, "unique", island_rule=island_rule, connect=connect)
            assert unique.status == verdict(len(without)), (p.cells, island_rule, connect)
            runs += "probed" in on.stats
            units += on.stats.get("probed", 0)
    assert runs >= 20 and units >= 1


def test_probing_agrees_with_brute_force_on_edge_cases():
    """Boards whose answers have no shaded cell, a single one, only '?' clues, every cell a clue,
    clues side by side (no answer), an island too big for the board: probing forced, the
    answers are exactly the brute force's."""
    boards = [
        [[3, None, None]],                       # no shaded cell
        [[1, None]],                             # a single shaded cell
        [[None, 1], [None, None]],               # a single clue, three shaded cells (2x2: no answer)
        [[2, None], [None, None]],
        [["?", None, None], [None, None, None]],  # '?' clue: many answers
        [["?", None], [None, "?"]],
        [[None, None, None], [None, "?", None], [None, None, None]],
        [[1, 1]],                                # clues side by side: no answer
        [[1, 2], [None, None]],
        [["?"]],                                 # every cell a clue
        [[1]],
        [[4, None], [None, None]],               # one island fills the board
        [[None, None, None, None], [None, 2, None, None], [None, None, None, "?"]],
        [[None, None, None], [None, None, None], [None, None, 1]],
        [[None], [None], [4], [None]],
    ]
    for grid in boards:
        p = nk.Puzzle(grid)
        truth = brute_nurikabe(p)
        for island_rule in ("each", "one"):
            assert nk_answers(p, ALWAYS, island_rule=island_rule)[1] == truth, (grid, island_rule)
            assert nk_answers(p, ALWAYS, "unique", island_rule=island_rule)[0].status == verdict(len(truth))


def test_probing_through_its_threshold(monkeypatch):
    """The default path (no switch; the clause threshold lowered to 0, as a big board would pass
    it): the same answers as without probing, and probing ran."""
    monkeypatch.setattr(nk_implied, "PROBE_CLAUSES", 0)
    rng = random.Random(2950)
    ran = 0
    for _ in range(25):
        p = planted_nurikabe(rng, *rng.choice(SHAPES_NK))
        if (without := few_answers(p)) is None:
            continue
        on, got = nk_answers(p, {})
        assert got == without, p.cells
        ran += "probed" in on.stats
    assert ran >= 15


def test_probing_cut_short_keeps_every_answer():
    """A time limit that ends probing at once or mid-round: what was proved before holds."""
    rng = random.Random(2960)
    for _ in range(10):
        p = planted_nurikabe(rng, 5, 5)
        if (without := few_answers(p)) is None:
            continue
        for seconds in (0.0, 1e-6, 1e-4, 1e-3):
            assert nk_answers(p, dict(ALWAYS, nurikabe_probe_seconds=seconds))[1] == without, (p.cells, seconds)
        assert {frozenset(s.shaded) for s in gridsat.solve(p, "all", options=EncodeOptions(extra=ALWAYS),
                                                           timeout=30, fallbacks=False).solutions} == without


def test_each_probed_unit_holds_in_every_answer_of_5x5_boards():
    """probe() itself on 5x5 boards (clauses of both island rules): every literal it proves
    agrees with every answer enumerated without it; None only where there is no answer."""
    rng = random.Random(2970)
    proved = 0
    for _ in range(30):
        p = planted_nurikabe(rng, 5, 5)
        for island_rule in ("each", "one"):
            if (answers := few_answers(p, island_rule=island_rule)) is None:
                continue
            compiled = api.compile_model(p, EncodeOptions(extra=OFF, island_rule=island_rule))
            units = probe(p, compiled.model.hard_clauses(), compiled.info.shade, 5.0)
            if units is None:
                assert not answers, (p.cells, island_rule)
                continue
            cell_of = {v: cell for cell, v in compiled.info.shade.items()}
            for lit in units:
                proved += 1
                assert all((cell_of[abs(lit)] in a) == (lit > 0) for a in answers), (p.cells, island_rule, lit)
    assert proved >= 5


# -- Numberlink: sides --------------------------------------------------------------------------

def on_rim(h: int, w: int, cell) -> bool:
    return cell[0] in (0, h - 1) or cell[1] in (0, w - 1)


def rim_biased(rng: random.Random, h: int, w: int) -> nl.Puzzle:
    """One to four pairs, each clue on the border three times in four, a partner next to its
    clue one time in five (pairs side by side on the border, around a corner)."""
    cells = [(r, c) for r in range(h) for c in range(w)]
    free, grid = set(cells), [[None] * w for _ in range(h)]
    for i in range(rng.randint(1, min(4, len(cells) // 2))):
        ends = []
        for _ in range(2):
            pool = [c for c in cells if c in free and (rng.random() < 0.25 or on_rim(h, w, c))] or sorted(free)
            if ends and rng.random() < 0.2:
                pool = [(ends[0][0] + dr, ends[0][1] + dc) for dr, dc in STEPS
                        if (ends[0][0] + dr, ends[0][1] + dc) in free] or pool
            ends.append(rng.choice(pool))
            free.discard(ends[-1])
        for r, c in ends:
            grid[r][c] = "ABCD"[i]
    return nl.Puzzle(tuple(map(tuple, grid)))


def planted_lines(rng: random.Random, h: int, w: int) -> nl.Puzzle:
    """Lines drawn as random walks from border cells (loose answers exist: lines along the
    border, round corners, between border cells), their ends made clues."""
    cells = [(r, c) for r in range(h) for c in range(w)]
    used, grid = set(), [[None] * w for _ in range(h)]
    for i in range(rng.randint(1, 4)):
        starts = [c for c in cells if c not in used and on_rim(h, w, c)] or [c for c in cells if c not in used]
        if len(starts) < 2:
            break
        path = [rng.choice(starts)]
        while True:
            nxt = [(path[-1][0] + dr, path[-1][1] + dc) for dr, dc in STEPS]
            nxt = [c for c in nxt if c in set(cells) - used - set(path)]
            if not nxt or len(path) > 1 and on_rim(h, w, path[-1]) and rng.random() < 0.5:
                break
            path.append(rng.choice(nxt))
        if len(path) < 2:
            continue
        used.update(path)
        for r, c in (path[0], path[-1]):
            grid[r][c] = "ABCD"[i]
    if not any(x for row in grid for x in row):
        grid[0][0], grid[h - 1][w - 1] = "A", "A"
    return nl.Puzzle(tuple(map(tuple, grid)))


SHAPES_NL = ((1, 4), (4, 1), (1, 7), (2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (2, 5), (5, 2), (3, 3), (3, 4), (4, 3),
             (4, 4), (2, 6), (6, 2), (3, 5), (5, 3), (2, 8))


def nl_answers(p, rule, sides=None, colours="binary", flags=None) -> set:
    """Every answer: the rule the puzzle's own (``flags``: the puzzle states none, a flag says
    it); ``sides``: None, the part's default; True/False forced."""
    parts = {} if sides is None else {"sides": sides}
    opts = EncodeOptions(parts=parts, extra={"numberlink_colours": colours}, **(flags or {}))
    p = replace(p, rule=None if flags else rule)
    return {edge_set(s) for s in api.count(loaded(p), options=opts, fallbacks=False).solutions}


def nl_verdict(p, rule, sides=None, flags=None) -> str:
    opts = EncodeOptions(parts={} if sides is None else {"sides": sides}, **(flags or {}))
    return api.solve(loaded(replace(p, rule=None if flags else rule)), mode="unique", options=opts,
                     fallbacks=False).status


def clauses(p, rule, sides) -> int:
    return len(api.compile_model(loaded(replace(p, rule=rule)), EncodeOptions(parts={"sides": sides})).model.clauses)


@pytest.mark.parametrize("seed", range(6))
def test_sides_agree_with_path_enumeration(seed):
    """Boards of up to 16 cells (one row or column, 2x2, 2xN, ...), clues mostly on the border:
    under each rule and colour encoding, with 'sides' forced on, every answer is exactly the
    independent path enumeration's; the unique verdict with the part's default and forced on
    matches it too.  The part builds something on most of these boards."""
    rng = random.Random(3100 + seed)
    built = 0
    for n in range(24):
        h, w = rng.choice([s for s in SHAPES_NL if s[0] * s[1] <= 16])
        p = (rim_biased if n % 2 else planted_lines)(rng, h, w)
        for rule in nl.RULES:
            truth = answers_by_paths(p, rule)
            for colours in nl.COLOURS:
                assert nl_answers(p, rule, True, colours) == truth, (p.grid, rule, colours)
            for sides in (None, True):
                assert nl_verdict(p, rule, sides) == verdict(len(truth)), (p.grid, rule, sides)
        built += clauses(p, "strict", True) > clauses(p, "strict", False)
    assert built >= 8


def test_sides_on_border_corner_cases():
    """Pairs at opposite corners, side by side at a corner, round a corner, at the first and last
    cells of the border order, several pairs on the border nested and crossing, 2xN and Nx2
    boards: the answers with 'sides' forced on are the path enumeration's, under every rule."""
    grids = [
        "A..\n...\n..A", "AA.\n...\n...", "A..\nA..\n...", ".A.\nA..\n...", "A...\nB..B\nA...",
        "AB..\n....\n..BA", "ABBA\n....\n....", "AB.\n...\nBA.", "A.B.\n....\nA.B.", "AB\nBA",
        "AB\n..\nAB", "A..B\nA..B", "AB..\n..AB", "A...\n....\n...A\nB..B", "ABCD\n....\nDCBA",
        "A.\nB.\n.B\n.A", "..A\nB.C\nC.B\nA..", "ABC\nA.C\n.B.", "A..\n.B.\nA.B", "AB..\nB...\n...A",
    ]
    for text in grids:
        rows = text.split("\n")
        p = nl.Puzzle(tuple(tuple(None if ch == "." else ch for ch in row) for row in rows))
        for rule in nl.RULES:
            truth = answers_by_paths(p, rule)
            for colours in nl.COLOURS:
                assert nl_answers(p, rule, True, colours) == truth, (text, rule, colours)


def test_sides_with_numeric_labels():
    """Integer labels are sorted numerically (10 after 9, not in reading order): the part reads
    each line's colour by that order; the answers stay the path enumeration's."""
    grids = [(("10", None, "2"), (None, None, None), ("2", None, "10")),
             (("10", "9", None), (None, None, None), ("9", None, "10")),
             (("3", None, None, "1"), ("2", None, None, None), ("1", None, "3", "2"))]
    for grid in grids:
        p = nl.Puzzle(grid, numeric=True)
        assert list(p.labels) != list(dict.fromkeys(x for row in grid for x in row if x))
        for rule in nl.RULES:
            truth = answers_by_paths(p, rule)
            for colours in nl.COLOURS:
                assert nl_answers(p, rule, True, colours) == truth, (grid, rule, colours)


def test_sides_with_the_rule_flags():
    """The rule given by --allow-empty / --fill-all / --no-touch (the puzzle states none):
    'sides' by default (loose: built) and forced on keep the path enumeration's answers."""
    rng = random.Random(3200)
    flags = {"loose": {"allow_empty": True}, "strict": {"fill_all": True}, "notouch": {"no_touch": True}}
    for n in range(16):
        h, w = rng.choice([s for s in SHAPES_NL if s[0] * s[1] <= 16])
        p = (rim_biased if n % 2 else planted_lines)(rng, h, w)
        for rule, flag in flags.items():
            truth = answers_by_paths(p, rule)
            for sides in (None, True):
                assert nl_answers(p, rule, sides, flags=flag) == truth, (p.grid, rule, sides)


@pytest.mark.parametrize("seed", range(4))
def test_sides_on_bigger_boards(seed):
    """Boards of 18-30 cells (no enumeration here): under each rule the answers with 'sides'
    forced on and off are the same, and so are the unique verdicts by default."""
    rng = random.Random(3300 + seed)
    for n in range(12):
        h, w = rng.choice(((4, 5), (5, 4), (5, 5), (3, 6), (6, 3), (2, 9), (3, 7), (5, 6)))
        p = (rim_biased if n % 2 else planted_lines)(rng, h, w)
        for rule in nl.RULES:
            off = api.count(loaded(replace(p, rule=rule)), limit=400, fallbacks=False,
                            options=EncodeOptions(parts={"sides": False}))
            if len(off.solutions) >= 400:
                continue
            truth = {edge_set(s) for s in off.solutions}
            assert nl_answers(p, rule, True) == truth, (p.grid, rule)
            assert nl_verdict(p, rule) == verdict(len(truth)), (p.grid, rule)


def test_probing_with_its_shortcut_search_cut_short(monkeypatch):
    """The sea check's quick test (are the newly unshaded cells' neighbours still joined, within
    400 cells?) given up at once or after 2 cells, as on a big board: the full area check
    decides then, and the answers stay the same."""
    from gridsat.encoders.nurikabe.probe import Probe

    rejoined = Probe._rejoined
    rng = random.Random(2980)
    boards = [p for p in (planted_nurikabe(rng, *rng.choice(SHAPES_NK)) for _ in range(16)) if few_answers(p) is not None]
    truth = [few_answers(p) for p in boards]
    for limit in (0, 2):
        monkeypatch.setattr(Probe, "_rejoined", lambda self, off, blocked, limit=limit: rejoined(self, off, blocked, limit))
        for p, answers in zip(boards, truth):
            assert nk_answers(p, ALWAYS)[1] == answers, (p.cells, limit)
    assert len(boards) >= 8


@pytest.mark.slow
def test_probing_on_the_grown_boards_keeps_their_answer():
    """The grown unique boards of the hardest set (98-111 k clauses: past the threshold, probed
    by default): with probing and without, unique with the same answer."""
    from pathlib import Path

    data = Path(__file__).resolve().parent.parent / "benchmarks" / "data" / "nurikabe-hardest"
    for name in ("nurikabe-32x32-s1", "nurikabe-40x57-s1", "nurikabe-50x50-s1"):
        loaded_board = gridsat.load(str(data / f"{name}.txt"))
        on = gridsat.solve(loaded_board, "unique")
        off = gridsat.solve(loaded_board, "unique", options=EncodeOptions(extra=OFF))
        assert on.stats.get("probed", 0) > 0 and "probed" not in off.stats
        assert on.status == off.status == "unique" and set(on.solution.shaded) == set(off.solution.shaded), name


@pytest.mark.parametrize("seed", range(2))
def test_probing_on_generated_puzzles_and_their_perturbations(seed):
    """Puzzles made by gridsat generate (8x8, unique, minimal: probing proves most cells), and
    each with a clue dropped, made '?' or off by one (none, one or many answers): under both
    island rules, at most LIMIT answers with probing forced are the same as without."""
    from gridsat.generate import generate

    rng = random.Random(3400 + seed)
    units = 0
    for index in range(1, 4):
        grid = [list(row) for row in generate(nk.GENRE, (8, 8), 3400 + seed, index, minimal=True).puzzle.cells]
        clues = [(r, c) for r, row in enumerate(grid) for c, k in enumerate(row) if k is not None]
        variants = [grid]
        for kind in ("drop", "?", "+1", "-1"):
            g = [list(row) for row in grid]
            r, c = rng.choice(clues)
            k = g[r][c]
            g[r][c] = None if kind == "drop" else "?" if kind == "?" or k == "?" else max(1, k + int(kind))
            variants.append(g)
        for g in variants:
            p = nk.Puzzle(g)
            for island_rule in ("each", "one"):
                off = nk_answers(p, OFF, "count", island_rule=island_rule)[1]
                rep, on = nk_answers(p, ALWAYS, "count", island_rule=island_rule)
                assert on == off if len(off) < LIMIT else len(on) == LIMIT, (g, island_rule)
                units += rep.stats.get("probed", 0)
    assert units >= 50
