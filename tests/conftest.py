import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
