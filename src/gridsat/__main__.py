"""``python -m gridsat``: the command line (same as the ``gridsat`` script)."""
from .cli import main

if __name__ == "__main__":  # pragma: no cover
    main(prog_name="gridsat")
