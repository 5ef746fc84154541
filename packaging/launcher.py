"""Entry script of the frozen build: PyInstaller needs a file to start from, the app lives in
tabletop.app (which may use relative imports, so it cannot be that script itself)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # Hard and Expert search in worker processes (tabletop/ai/parallel.py): started by "spawn",
    # each runs this binary again, and freeze_support turns it into a worker, not a new app.
    multiprocessing.freeze_support()
    from tabletop.app import main

    sys.exit(main())
