"""Simple Loop against puzzlekit's ``simple_loop`` solver: Janko's Rundreise puzzles (as the
puzzlekit dataset holds them).  ``links`` / ``kit_links`` are shared by the other loop genres'
rows: an answer as its sorted links."""
from gridsat import api

PEER = "puzzlekit"
KIND = "simple_loop"


def native(genre: str, kit_text: str) -> str:
    """A puzzle given in puzzlekit's problem text, as gridsat's native text."""
    loaded = api.loads(kit_text, genre=genre)
    return loaded.genre.to_text(loaded.puzzle)


def links(loop) -> list:
    loop = [tuple(x) for x in loop]
    return sorted(tuple(sorted(ab)) for ab in zip(loop, loop[1:] + loop[:1])) if len(loop) > 1 else []


def kit_links(grid) -> list:
    rows = getattr(grid, "matrix", grid)
    step = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}
    out = set()
    for r, row in enumerate(rows):
        for c, tok in enumerate(row):
            if set(tok) <= set(step):
                for ch in tok:
                    out.add(tuple(sorted(((r, c), (r + step[ch][0], c + step[ch][1])))))
    return sorted(out)


def ours(solution_json: dict):
    return links(solution_json["loop"])


def theirs(data: dict):
    return kit_links(data["solution_grid"]) if data.get("solution_grid") is not None else None


PUZZLES = [
    ("janko 001 6x6", native("simpleloop", "6 6\n- - - - - -\n- - - - - -\nx - - x - -\n- - - - - x\n- - - x - -\n"
                                            "- - - - - -")),
    ("janko 007 10x10", "examples/simpleloop-10x10.txt"),
    ("janko 016 12x12", native("simpleloop", "12 12\n- - x - - - x - - - - -\n- - - - - - - - - x - -\n"
                                              + "- - - - - - - - - - - -\n" * 8
                                              + "- x - - - x - - - x - -\n- - - - - - - - - - - -")),
    ("janko 018 13x13", native("simpleloop", "13 13\nx x x x - - - - - x x x x\nx x x - - - - - - - x x x\n"
                                              "x x - - - - x - - - - x x\nx - - - - - - - - - - - x\n"
                                              "- - - - - - x - - - - - -\n- - - - - x x x - - - - -\n"
                                              "- - x - x x x x x - x x x\n- - - - - x x x - - - - -\n"
                                              "- - - - - - x - - - - - -\nx - - - - - x - - - - - x\n"
                                              "x x - - - - x - - - - x x\nx x x - - - - - - - x x x\n"
                                              "x x x x - - x - - x x x x")),
    ("janko 020 17x18", native("simpleloop", "17 18\n- - - x - - - - x - - - - x - - - -\n"
                                              "- - - - - - - - - - - - - - - - - -\n"
                                              "- - x x x - - - - - - - - - - x - -\n- x - - - x - - - - - - x x - - - -\n"
                                              "- x - - - - - x - - - x - - x - - -\n- - x - - - - - - x - x - - - - - x\n"
                                              "x - - x x - - x - x - x - - - - - -\n- - - - - x - x - x - - - - x - - -\n"
                                              "- - - - - x - x - x - - x x - - x -\nx - - - - x - x - x - - - - - - - -\n"
                                              "- - x x x - - x - x x x - - - - - -\n- x - - - - - - - - - - - - - x - -\n"
                                              "- - - - - - x - - - - x - x - - - x\n- - x - - - - - - x - - - - - - - -\n"
                                              "- x - - - - - x - - x - - - x - - -\n- - - - x - - - - - - - - x - - - -\n"
                                              "x - - - - - - - x - - x - - - - - x")),
]
