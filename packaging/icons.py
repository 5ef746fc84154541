"""Desktop icons for the packages, all from the one app icon design.

    python packaging/icons.py [OUT]      (OUT defaults to build/icons)

OUT/hicolor/<n>x<n>/apps/tabletop-exchange.png are the hand-tuned sizes that
packaging/make_art.py drew into assets/icons/hicolor; OUT/tabletop-exchange.png is the 256 px
one for the AppDir root; OUT/tabletop-exchange.ico (Windows) and OUT/tabletop-exchange.icns
(macOS) are drawn by make_art's own icon functions, so every platform shows the same picture.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_art

NAME = "tabletop-exchange"
HICOLOR = make_art.ASSETS / "icons" / "hicolor"


def write_icons(out: Path) -> None:
    if not (HICOLOR / "256x256" / "apps" / f"{NAME}.png").is_file():
        sys.exit(f"icons.py: {HICOLOR} lacks the icon; run packaging/make_art.py first")
    out.mkdir(parents=True, exist_ok=True)
    shutil.copytree(HICOLOR, out / "hicolor", dirs_exist_ok=True)
    shutil.copyfile(HICOLOR / "256x256" / "apps" / f"{NAME}.png", out / f"{NAME}.png")
    make_art.write_ico(out / f"{NAME}.ico")
    make_art.write_icns(out / f"{NAME}.icns")


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else make_art.ROOT / "build" / "icons"
    write_icons(target)
    print(f"icons written to {target}")
