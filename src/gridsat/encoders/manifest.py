"""The genre manifest, generated from the genres by ``python -m gridsat.encoders``: do not edit.

What the command line needs about every genre without importing one (read through
``gridsat.encoders.manifest_data``); tests/test_startup.py fails when it is stale."""
GENRES = {
    'binairo': {
        'title': 'Binairo',
        'aliases': ('unruly', 'takuzu'),
        'pids': (),
        'options': (),
        'generate': (),
    },
    'edgematch': {
        'title': 'Edge matching',
        'aliases': ('scramble', 'eternity', 'edge-matching'),
        'pids': (),
        'options': (
            {'name': 'rotation', 'flag': '--no-rotation', 'default': True, 'help': 'Tiles may not be rotated (edge matching).', 'kind': 'negflag', 'choices': ()},
            {'name': 'up_to_symmetry', 'flag': '--up-to-symmetry', 'default': False, 'help': 'One answer per class of board symmetries (edge matching).', 'kind': 'flag', 'choices': ()},
        ),
        'generate': None,
    },
    'futoshiki': {
        'title': 'Futoshiki (Unequal, Adjacent)',
        'aliases': ('unequal',),
        'pids': (),
        'options': (),
        'generate': None,
    },
    'gokigen': {
        'title': 'Gokigen Naname',
        'aliases': ('slant',),
        'pids': ('gokigen',),
        'options': (),
        'generate': (),
    },
    'hashi': {
        'title': 'Hashiwokakero',
        'aliases': ('hashiwokakero', 'hashikake', 'bridges'),
        'pids': ('hashikake', 'hashi', 'bridges'),
        'options': (),
        'generate': None,
    },
    'heyawake': {
        'title': 'Heyawake',
        'aliases': (),
        'pids': ('heyawake',),
        'options': (),
        'generate': (),
    },
    'hidoku': {
        'title': 'Hidoku',
        'aliases': ('hidato',),
        'pids': (),
        'options': (),
        'generate': None,
    },
    'hitori': {
        'title': 'Hitori',
        'aliases': ('singles',),
        'pids': ('hitori',),
        'options': (),
        'generate': None,
    },
    'kakuro': {
        'title': 'Kakuro',
        'aliases': ('cross-sums', 'crosssums'),
        'pids': ('kakuro',),
        'options': (
            {'name': 'run_sums', 'flag': '--run-sums', 'default': 'sets', 'help': "how a run's sum is encoded: sets (the digit sets that add up to the clue, one chosen) or pb (a weighted sum through --pb)", 'kind': 'choice', 'choices': ('sets', 'pb')},
        ),
        'generate': None,
    },
    'kenken': {
        'title': 'KenKen (Keen, Calcudoku)',
        'aliases': ('keen', 'calcudoku'),
        'pids': (),
        'options': (
            {'name': 'cages', 'flag': '--cages', 'default': 'cnf', 'help': 'KenKen: write each cage as CNF (the table of its allowed digit tuples, at most 5000; a larger sum through the PB builders, a larger product as z3 arithmetic) or as z3 integer arithmetic (slow)', 'kind': 'choice', 'choices': ('cnf', 'z3')},
        ),
        'generate': None,
    },
    'lightup': {
        'title': 'Light Up',
        'aliases': ('akari', 'light-up'),
        'pids': ('lightup', 'akari'),
        'options': (),
        'generate': (),
    },
    'lits': {
        'title': 'LITS',
        'aliases': (),
        'pids': ('lits',),
        'options': (),
        'generate': None,
    },
    'masyu': {
        'title': 'Masyu',
        'aliases': ('mashu', 'pearl'),
        'pids': ('mashu', 'masyu', 'pearl'),
        'options': (),
        'generate': None,
    },
    'minesweeper': {
        'title': 'Minesweeper',
        'aliases': ('mines',),
        'pids': ('mines',),
        'options': (),
        'generate': None,
    },
    'nonogram': {
        'title': 'Nonogram',
        'aliases': ('pattern', 'picross', 'griddlers'),
        'pids': ('nonogram',),
        'options': (
            {'name': 'runs', 'flag': '--runs', 'default': 'starts', 'help': "how a line's runs are encoded: automaton (the line's regular-language automaton, unrolled) or starts (each run's start, order-encoded)", 'kind': 'choice', 'choices': ('automaton', 'starts')},
        ),
        'generate': None,
    },
    'norinori': {
        'title': 'Norinori',
        'aliases': (),
        'pids': ('norinori',),
        'options': (),
        'generate': None,
    },
    'numberlink': {
        'title': 'Numberlink',
        'aliases': (),
        'pids': ('numlin', 'numberlink'),
        'options': (
            {'name': 'allow_empty', 'flag': '--allow-empty', 'default': False, 'help': 'Loose rule: cells may stay empty (Numberlink).', 'kind': 'flag', 'choices': ()},
            {'name': 'fill_all', 'flag': '--fill-all', 'default': False, 'help': 'Strict rule: every cell on a line (Numberlink).', 'kind': 'flag', 'choices': ()},
            {'name': 'no_touch', 'flag': '--no-touch', 'default': False, 'help': 'Every cell on a line and no line runs beside itself (Numberlink: Arukone).', 'kind': 'flag', 'choices': ()},
        ),
        'generate': (),
    },
    'nurikabe': {
        'title': 'Nurikabe',
        'aliases': (),
        'pids': ('nurikabe',),
        'options': (
            {'name': 'island_rule', 'flag': '--island-rule', 'default': 'each', 'help': 'Nurikabe: connect each island on its own (each) or all islands by one reach from the clues (one).', 'kind': 'choice', 'choices': ('each', 'one')},
        ),
        'generate': (
            {'name': 'largest', 'flag': '--largest', 'default': 6, 'help': 'Nurikabe: largest island of the planted answer (cells).', 'kind': 'int', 'choices': ()},
        ),
    },
    'simpleloop': {
        'title': 'Simple Loop',
        'aliases': (),
        'pids': ('simpleloop',),
        'options': (),
        'generate': None,
    },
    'skyscrapers': {
        'title': 'Skyscrapers (Towers)',
        'aliases': ('towers', 'skyscraper'),
        'pids': ('skyscrapers', 'building', 'skyscraper'),
        'options': (),
        'generate': None,
    },
    'slitherlink': {
        'title': 'Slitherlink',
        'aliases': ('slither', 'loopy'),
        'pids': ('slither',),
        'options': (
            {'name': 'loop_by', 'flag': '--loop-by', 'default': 'auto', 'help': 'Slitherlink: one loop as connected loop points (points: the shared loop builder) or as connected inside and outside cells (cells); auto: points with lazy connectivity (in-process), cells with an eager one (export, explain).', 'kind': 'choice', 'choices': ('auto', 'points', 'cells')},
        ),
        'generate': None,
    },
    'starbattle': {
        'title': 'Star Battle',
        'aliases': ('parks', 'star-battle', 'stars'),
        'pids': ('starbattle',),
        'options': (),
        'generate': (
            {'name': 'stars', 'flag': '--stars', 'default': 1, 'help': 'Star Battle: stars per row, column and region.', 'kind': 'int', 'choices': ()},
        ),
    },
    'sudoku': {
        'title': 'Sudoku (boxes, jigsaw, X, killer)',
        'aliases': (),
        'pids': ('sudoku',),
        'options': (),
        'generate': (
            {'name': 'jigsaw', 'flag': '--jigsaw', 'default': False, 'help': 'Sudoku: irregular regions instead of boxes.', 'kind': 'flag', 'choices': ()},
            {'name': 'diagonals', 'flag': '--x', 'default': False, 'help': 'Sudoku: X rule (both main diagonals hold every digit).', 'kind': 'flag', 'choices': ()},
        ),
    },
    'tents': {
        'title': 'Trees and Tents',
        'aliases': (),
        'pids': ('tents',),
        'options': (),
        'generate': (),
    },
    'twentyfourseven': {
        'title': 'Twenty-Four-Seven',
        'aliases': ('24-7', '247'),
        'pids': (),
        'options': (),
        'generate': None,
    },
    'yinyang': {
        'title': 'Yin-Yang',
        'aliases': ('yin-yang',),
        'pids': ('yinyang',),
        'options': (),
        'generate': None,
    },
}
