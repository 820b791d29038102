"""Castle Wall against puzzlekit's ``castle_wall`` solver: pzprjs's test puzzle and Janko's puzzles (as
the puzzlekit dataset holds them)."""
from benchmarks.peers.simpleloop import kit_links, links

PEER = "puzzlekit"
KIND = "castle_wall"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?castle/5/5/c230021k111a210f"),
    ("janko 01 10x10", 'castlewall:10 10\n- - 1wx - - - - - - -\n- - - - - - 4so - 2wx -\n- - - - 2so - - - - -\n- 2sx - - - - - 4wo - -\n- - - - - - - - - -\n- - - - - - - - - -\n- - 1wx - - - - - 0no -\n- - - - - 1eo - - - -\n- 0eo - 3no - - - - - -\n- - - - - - - 3nx - -'),
    ("janko 02 10x10", 'castlewall:10 10\n- - - - - 3sx - - - -\n- - - o - - - 3so - -\n- x - - - - - - - -\n- - - - 2eo - - - o -\n1nx - - - - - 1wo - - -\n- - - 1so - - - - - 2nx\n- x - - - 1sx - - - -\n- - - - - - - - o -\n- - 3nx - - - x - - -\n- - - - 2ex - - - - -'),
    ("janko 03 10x10", 'castlewall:10 10\n8ex - - - - - - - - -\n6ex - - - - 0no - - - -\n6ex - - - - - - - - -\n5ex - - - 1no - - - - -\n4ex - - - - 1no - - - -\n4ex - - - - 1no - - - -\n5ex - 1no - - - - - - -\n5ex - - - - - 3no - - -\n6ex - - - - - - - - -\n7ex - - - - - - - - -'),
    ("janko 08 10x18", 'castlewall:10 18\n- - - - - - - - - - 3ex - - - - - - -\n- 3sx - 5eo - - - - 3sx - - - - - - 3so - -\n- - - - - - - - - - - - 1ex - - - 8wo -\n- 7eo - - - - - - - 2ex - - - - 6wo - - -\n- - - - - - - 2eo - - - - - - - - - -\n- - - - - - - - - - 0so - - - - - - -\n- - - 2nx - - - - 1nx - - - - - - - 6w -\n- 2no - - - 7eo - - - - - - - - - - - -\n- - 4no - - - - - - 2no - - - - 5wx - 2no -\n- - - - - - - 6ex - - - - - - - - - -'),
    ("janko 10 10x18", 'castlewall:10 18\n- - - - - - x x - - - - - - - - 8wx x\n- - - - - - 1sx 2sx - - - - - - - - 6wx 5sx\n- - 1nx 1nx - - - - - - - - x 3ex - - - -\n- - 4sx 3sx - - - - - - - - x x - - - -\n- - - - - - - - 3wx x - - - - - - - -\n- - - - - - - - 4wx 4ex - - - - - - - -\n- - - - 2nx 1wx - - - - - - - - 4wx 2nx - -\n- - - - 6ex 1sx - - - - - - - - x x - -\nx x - - - - - - - - x 2nx - - - - - -\nx x - - - - - - - - 3wx x - - - - - -'),
]


def ours(solution_json: dict):
    return links(solution_json["loop"])


def theirs(data: dict):
    return kit_links(data["solution_grid"]) if data.get("solution_grid") is not None else None
