"""The version of gridsat (one place; ``gridsat.__version__``)."""
__version__ = "0.1.0"
