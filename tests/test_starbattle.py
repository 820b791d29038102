import functools
import json
import random
from itertools import combinations, permutations

import pytest

import gridsat
from gridsat.cardinality import ENCODINGS
from gridsat.encoders import EncodeOptions
from gridsat.encoders import starbattle as sb
from gridsat.encoders.starbattle.rules import touching_groups

from .conftest import EXAMPLES, instances_dir

SEED_5X5 = [[0, 1, 1, 1, 1], [0, 0, 1, 1, 1], [0, 2, 3, 1, 1], [0, 3, 3, 3, 4], [3, 3, 3, 4, 4]]


def puzzle_of(regions, stars):
    return gridsat.loads(json.dumps({"genre": "starbattle", "stars": stars, "regions": regions}), "test")


def test_seed_5x5_matches_published_answer():
    # The seed post's answer: (0,0) (1,3) (2,1) (3,4) (4,2).
    for loaded in (gridsat.load(str(EXAMPLES / "starbattle-5x5.txt")), puzzle_of(SEED_5X5, 1)):
        r = gridsat.solve(loaded, "unique")
        assert r.status == "unique"
        assert r.solutions[0].stars == ((0, 0), (1, 3), (2, 1), (3, 4), (4, 2))


def test_seed_9x9_is_unique():
    loaded = gridsat.load(str(EXAMPLES / "starbattle-9x9.txt"))
    r = gridsat.solve(loaded, "unique")
    assert r.status == "unique", f"solver found: {r.status} with {len(r.solutions)} answers"
    assert sb.check(loaded.puzzle, r.solutions[0]) == []
    assert len(r.solutions[0].stars) == 18


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_every_encoding_finds_the_same_unique_answer(encoding):
    loaded = gridsat.load(str(EXAMPLES / "starbattle-9x9.txt"))
    r = gridsat.solve(loaded, "unique", options=EncodeOptions(card=encoding))
    ref = gridsat.solve(loaded, "unique")
    assert r.status == "unique" and r.solutions == ref.solutions


def test_z3_backend_agrees():
    loaded = gridsat.load(str(EXAMPLES / "starbattle-9x9.txt"))
    assert gridsat.solve(loaded, "unique", backend="z3").solutions == gridsat.solve(loaded, "unique").solutions


PACKS = ["5x5-normal", "6x6-normal", "6x6-hard", "8x8-normal", "8x8-hard", "10x10-normal", "14x14-normal"]


@pytest.mark.parametrize("pack", PACKS)
def test_shared_instances_are_unique_and_match(pack):
    path = instances_dir("starbattle") / f"{pack}.json"
    if not path.exists():
        pytest.skip(f"{path} missing")
    doc = json.loads(path.read_text())
    assert doc["puzzles"]
    for i, entry in enumerate(doc["puzzles"]):
        loaded = gridsat.loads(entry["sbn"], f"{pack}[{i}]")
        r = gridsat.solve(loaded, "unique")
        assert r.status == "unique", (pack, i, r.status)
        assert [list(rc) for rc in r.solutions[0].stars] == sorted(entry["solution"]), (pack, i)


def random_regions(n, rng):
    """n regions grown from n random seeds until they cover the grid."""
    cells = [(r, c) for r in range(n) for c in range(n)]
    seeds = rng.sample(cells, n)
    label = {cell: i for i, cell in enumerate(seeds)}
    frontier = list(seeds)
    while len(label) < n * n:
        r, c = rng.choice(frontier)
        free = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                if 0 <= r + dr < n and 0 <= c + dc < n and (r + dr, c + dc) not in label]
        if not free:
            frontier.remove((r, c))
            continue
        nxt = rng.choice(free)
        label[nxt] = label[r, c]
        frontier.append(nxt)
    return [[label[r, c] for c in range(n)] for r in range(n)]


@pytest.mark.parametrize("seed", range(12))
def test_enumeration_agrees_with_brute_force(seed):
    rng = random.Random(seed)
    n = rng.choice([4, 5, 6])
    regions = random_regions(n, rng)
    if seed % 3 == 0:  # a cell in no region: never a star
        regions[rng.randrange(n)][rng.randrange(n)] = None
        labels = {x for row in regions for x in row if x is not None}
        if len(labels) != n:
            return
    loaded = puzzle_of(regions, 1)
    # brute force: one star per row and column is a permutation; the checker decides the rest
    truth = set()
    for perm in permutations(range(n)):
        sol = sb.Solution(tuple((r, perm[r]) for r in range(n)))
        if sb.check(loaded.puzzle, sol) == []:
            truth.add(sol.stars)
    r = gridsat.solve(loaded, "count", None)
    assert r.complete
    assert {s.stars for s in r.solutions} == truth
    assert len(r.solutions) == len(truth)


@functools.lru_cache(maxsize=None)
def two_star_placements(n):
    """Every way to put two stars in each row and column of an n x n grid with no two
    touching (regions aside): each row's pair of columns, tried row by row (none below
    8x8; 2 on 8x8, 664 on 9x9)."""
    pairs = [(a, b) for a, b in combinations(range(n), 2) if b - a > 1]
    per_column = [0] * n

    def extend(r, chosen, above):
        if r == n:
            if all(k == 2 for k in per_column):
                yield tuple(sorted(chosen))
            return
        for a, b in pairs:
            if any(abs(x - y) <= 1 for x in (a, b) for y in above) or per_column[a] == 2 or per_column[b] == 2:
                continue
            per_column[a] += 1
            per_column[b] += 1
            yield from extend(r + 1, chosen + [(r, a), (r, b)], (a, b))
            per_column[a] -= 1
            per_column[b] -= 1

    return list(extend(0, [], ()))


def two_star_answers(p):
    """Every answer of a two-star puzzle by brute force: the checker decides each placement."""
    return {stars for stars in two_star_placements(p.size) if sb.check(p, sb.Solution(stars)) == []}


@pytest.mark.parametrize("groups", [True, False])
def test_two_star_brute_force(groups):
    """Counting by groups of touching cells (the default for two stars and more) and by cells
    give every answer and nothing else, on boards with and without answers."""
    rng = random.Random(7)
    options = EncodeOptions(extra={"starbattle": {"groups": groups}})
    answered = boards = 0
    while boards < 12:
        n = rng.choice([8, 9])
        # half the boards are built around an answer (random boards rarely have one)
        regions = random_regions(n, rng) if boards % 2 else planted_regions(n, rng)
        if boards % 4 == 3:  # a cell in no region: never a star
            regions[rng.randrange(n)][rng.randrange(n)] = None
        try:
            loaded = puzzle_of(regions, 2)
        except gridsat.InputError:  # a region too small for two stars (or gone)
            continue
        boards += 1
        truth = two_star_answers(loaded.puzzle)
        r = gridsat.solve(loaded, "count", None, options=options)
        assert r.complete
        assert {s.stars for s in r.solutions} == truth
        assert len(r.solutions) == len(truth)
        answered += bool(truth)
    assert answered >= 2  # not only boards without an answer


def test_groups_cover_each_cell_once_and_touch():
    rng = random.Random(3)
    for _ in range(20):
        n = rng.choice([5, 8, 11])
        for cells in random_regions_cells(n, rng):
            groups = touching_groups(cells)
            assert sorted(x for g in groups for x in g) == sorted(cells)
            for g in groups:
                assert 1 <= len(g) <= 4
                assert all(max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1 for a, b in combinations(g, 2))


def planted_regions(n, rng):
    """Regions around a random two-star placement: two of its stars per region, each other
    cell joining a region next to it at random."""
    stars = list(rng.choice(two_star_placements(n)))
    rng.shuffle(stars)
    label = {cell: i // 2 for i, cell in enumerate(stars)}
    while len(label) < n * n:
        (r, c), lab = rng.choice(list(label.items()))
        nxt = (r + rng.choice((-1, 0, 1)), c + rng.choice((-1, 0, 1)))
        if nxt not in label and 0 <= nxt[0] < n and 0 <= nxt[1] < n:
            label[nxt] = lab
    return [[label[r, c] for c in range(n)] for r in range(n)]


def random_regions_cells(n, rng):
    regions = random_regions(n, rng)
    out = {}
    for r, row in enumerate(regions):
        for c, label in enumerate(row):
            out.setdefault(label, []).append((r, c))
    return list(out.values())


def test_checker_names_each_broken_rule():
    loaded = gridsat.load(str(EXAMPLES / "starbattle-5x5.txt"))
    p = loaded.puzzle
    bad = sb.Solution(((0, 0), (1, 1), (2, 3), (3, 4), (4, 2)))
    problems = sb.check(p, bad)
    assert any("touch" in x for x in problems)
    assert any(x.startswith("region") for x in problems)
    assert sb.check(p, sb.Solution(((0, 0),))) != []
    assert any("outside" in x for x in sb.check(p, sb.Solution(((0, 0), (9, 9)))))


def test_non_region_cell_never_holds_a_star():
    regions = [row[:] for row in SEED_5X5]
    regions[0][0] = None  # the published star cell: now the puzzle has a different answer or none
    loaded = puzzle_of(regions, 1)
    r = gridsat.solve(loaded, "count", None)
    assert all((0, 0) not in s.stars for s in r.solutions)
    assert all(sb.check(loaded.puzzle, s) == [] for s in r.solutions)


def test_formats_agree():
    native = gridsat.load(str(EXAMPLES / "starbattle-5x5.txt")).puzzle
    sbn = gridsat.loads("5x1.ABBBBAABBBACDBBADDDEDDDEE.meta", "x").puzzle
    js = gridsat.loads(json.dumps(sb.to_json(native)), "y").puzzle
    spaced = gridsat.loads("stars 1\n" + "\n".join(" ".join(row) for row in native.regions), "z").puzzle
    prefixed = gridsat.loads("starbattle:stars 1\nABBBB\nAABBB\nACDBB\nADDDE\nDDDEE\n", "w").puzzle
    for other in (sbn, js, spaced, prefixed):
        assert other.regions == native.regions and other.stars == native.stars


def test_render_shows_stars_and_walls():
    loaded = gridsat.load(str(EXAMPLES / "starbattle-5x5.txt"))
    r = gridsat.solve(loaded)
    text = sb.draw(loaded.puzzle, r.solutions[0])
    assert text.count("★") == 5 and "┌" in text
    plain = sb.draw(loaded.puzzle, r.solutions[0], ascii=True)
    assert plain.count("*") == 5 and all(ord(ch) < 128 for ch in plain)
    # a wall between r1c1 (region A) and r1c2 (region B), none between r1c2 and r1c3 (both B)
    row1 = plain.splitlines()[2]
    assert row1.startswith("| * | .   .")


def test_explain_names_conflicting_clues():
    regions = [row[:] for row in SEED_5X5]
    loaded = puzzle_of(regions, 1)
    # impossible: rows 1-2 need two stars, but they lie inside region 0, which takes one
    bad = gridsat.loads(json.dumps({"genre": "starbattle", "stars": 1,
                                    "regions": [[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 2, 2], [1, 1, 3, 3]]}), "t")
    r = gridsat.solve(bad, explain=True)
    assert r.status == "unsat"
    assert r.core and all(isinstance(c, str) for c in r.core)
    assert gridsat.solve(loaded, explain=True).status == "solved"
