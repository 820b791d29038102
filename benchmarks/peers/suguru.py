"""Suguru against puzzlekit's ``suguru`` solver: puzzlekit's own example, and boards made by
``gridsat generate suguru --seed 1`` (no other published Suguru is at hand in a form gridsat reads)."""
PEER = "puzzlekit"
KIND = "suguru"
PUZZLES = [
    ("puzzlekit example 6x6", "suguru 6x6\n4.....\n......\n..4..1\n...2..\n5..35.\n......\nrooms\naabccc\nabbbcd\n"
                              "aebfcd\neefffd\neggfhd\nehhhhd\n"),
    ('generated 8x8 (seed 1)',
     'suguru 8x8\n..23...3\n......14\n3...1...\n..1..2.5\n.2...4..\n.......2\n.53.545.\n....2...\nrooms\naabbccdd\nabbbccde\nffghheee\nfggghhei\njjkkkkii\njllkmmii\nlllmmnnn\nooomnnpp\n'),
    ('generated 10x10 (seed 1)',
     'suguru 10x10\n.........2\n14.3.4....\n.3.45..31.\n..1.......\n....34...1\n....5....4\n2...4....3\n4......2..\n.........5\n2..4.2..12\nrooms\naaabbbbccc\nddeeeffcgg\ndddhhhfffg\niihhjjkklg\niimjjkkklg\nnmmmooollp\nnnnooqqqpp\nnrrrqqsspp\nrrtuussvvv\ntttuuuvvww\n'),
    ('generated 12x12 (seed 1)',
     'suguru 12x12\n...1...1.53.\n24..3.2.2.1.\n...1.4..3.2.\n.....1..21..\n1.2..5253..3\n353..1....4.\n...1...3....\n............\n..42...24...\n...........2\n...4.3.34...\n1......121..\nrooms\naabbcccccddd\naebffffggddh\neeiijjggghhh\neeijjkkkllmh\nnnnjkkoolmmm\nnnppppqoomrr\nsspttqqouurr\nvstttqqwuuux\nvvvyyyywwwxx\nvzzzyAABBBxx\nzzCCCABBDDDD\nECCFFFGGDHHH\n'),
]


def ours(solution_json):
    return [[str(v) for v in row] for row in solution_json["grid"]]


def theirs(data):
    grid = data.get("solution_grid")
    return None if grid is None else [list(row) for row in getattr(grid, "matrix", grid)]
