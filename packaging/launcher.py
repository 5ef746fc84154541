"""Entry script of the frozen build: PyInstaller needs a file to start from, the app lives in
tabletop.app (which may use relative imports, so it cannot be that script itself)."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a no-op unless the AI ever spawns worker processes
    from tabletop.app import main

    sys.exit(main())
