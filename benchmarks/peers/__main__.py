import sys

from . import main

raise SystemExit(main(sys.argv[1:]))
