"""The frozen program's first module (PyInstaller's entry script): `sgs-desktop` as installed."""

import multiprocessing
import sys

from sgs_desktop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()        # `arena --jobs N` starts worker processes of this program
    sys.exit(main())
