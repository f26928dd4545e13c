import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
os.environ.setdefault("SGS_NO_SOUND", "1")    # no sound in tests (ui/sound.py; a test injects a Recorder)

import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
