"""The About box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ... import __version__


def show_about(parent: QWidget) -> None:
    # Literal QCoreApplication.translate calls: lupdate cannot see through an alias.
    QMessageBox.about(
        parent,
        QCoreApplication.translate("About", "About Tabletop Exchange"),
        QCoreApplication.translate(
            "About",
            "<h3>Tabletop Exchange {version}</h3>"
            "<p>Stock-market tabletop games against computer opponents, with move "
            "hints and practice mode.</p><p>Free software under the MIT licence.</p>",
        ).format(version=__version__),
    )
