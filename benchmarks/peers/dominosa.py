"""Dominosa against puzzlekit's ``dominos`` solver: puzzlekit's own example and Tatham Dominosa IDs
(sgt-dominosa --generate)."""
PEER = "puzzlekit"
KIND = "dominos"
PUZZLES = [
    ("puzzlekit example 8x7", "examples/dominosa-8x7.txt"),
    ('tatham double-6 a',
     '6:32460055212613530630311636264445512411402005142520665433'),
    ('tatham double-6 b',
     '6:13363345214520002242261630305655366006550114213451144462'),
    ('tatham double-9 a',
     '9:0336722386582884582066419155048183179207963413143578460236198900376627261592442727741900'
     '5990183553175447608599'),
    ('tatham double-9 b',
     '9:5270098426533026428530116667272911886346708417723861305149554463435374389729945106998106'
     '7090701172852845289359'),
    ('tatham double-12',
     '12:[11]1[12]76[11][12]53539[10]0[12]8302501[11]4796[11][10]73[11]061[11]86731955305961[10]'
     '77182[11][12]30477[10][10]04[12]57086024[12][11]8[10]4941142[10]5625[11]773717225022685920'
     '9[10][10][10][12]80799[11][12]51996[12]38884[12][11]484[10]24549669[12]8354312208034[10]6['
     '10][11]183[12]31[10]91[12][11]266[11][12]'),
]


def ours(solution_json):
    return sorted(tuple(map(tuple, d)) for d in solution_json["dominoes"])


def theirs(data):
    grid = data.get("solution_grid")
    if grid is None:
        return None
    at: dict = {}
    for r, row in enumerate(getattr(grid, "matrix", grid)):
        for c, lab in enumerate(row):
            at.setdefault(lab, []).append((r, c))
    return sorted(tuple(sorted(x)) for x in at.values())
