import sys
from pathlib import Path

# The speakers package lives beside tests/; the helpers (voices, scoring) inside it.
sys.path[:0] = [str(Path(__file__).parent.parent), str(Path(__file__).parent)]
