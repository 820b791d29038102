"""``python -m gridsat.encoders``: write the genre manifest (``encoders/manifest.py``) from the
genres; run it after adding a genre or changing a genre's name, title, aliases, puzz.link
names or options."""
from . import write_manifest

if __name__ == "__main__":
    print(f"wrote {write_manifest()}")
