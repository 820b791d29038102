"""Battleships against puzzlekit's ``battleship`` solver."""
PEER = "puzzlekit"
KIND = "battleship"
PUZZLES = [
    ("janko 001 11x11",
     'battleships 11x11\n.......x...\nw..x.......\n..........x\n.....x.x...\n...........\n...........\n....x......\n..........s\n...........\n...........\n...........\ntop: 2 5 3 2 4 4 2 4 2 1 6\nleft: 2 6 1 7 0 1 8 1 5 0 4\nfleet: 5 4 3 2 1\n'),
    ("janko 002 11x11",
     'battleships 11x11\nx....x.....\n...........\n..........x\n........m..\n...........\n...........\n...........\n...........\n...........\n...........\n...........\ntop: 2 1 5 5 2 6 0 0 9 0 5\nleft: 6 1 6 1 2 5 2 5 2 3 2\nfleet: 5 4 3 2 1\n'),
    ("janko 003 11x11",
     'battleships 11x11\n...x.e.....\nn..........\n..x...e....\n...........\n.......x...\n...........\n...........\n...........\n...........\n...........\n...........\ntop: 8 0 5 3 3 3 2 4 0 7 0\nleft: 5 1 5 3 6 2 2 3 2 1 5\nfleet: 5 4 3 2 1\n'),
]


def theirs(data: dict):
    grid = data.get("solution_grid")
    if grid is None:
        return None
    rows = getattr(grid, "matrix", grid)
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t in "onswem")
