"""The Open and Save dialogs for saved games.

The system's MIME database knows *.ttx as a "TTX font" (fontTools' XML fonts), so a file
dialog would call our saves fonts: the dialog's own file types name a .ttx file a Tabletop
Exchange game, in the interface language (a desktop's native dialog learns it from the MIME
type that packaging/linux/install-desktop-entry.sh installs)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QWidget

SUFFIX = "ttx"


def game_files() -> str:
    """The dialogs' filter: "Tabletop Exchange games (*.ttx)", translated."""
    return QCoreApplication.translate("FileDialogs", "Tabletop Exchange games (*.ttx)")


class GameFileTypes(QFileIconProvider):
    def type(self, info: QFileInfo) -> str:
        if info.isFile() and info.suffix().lower() == SUFFIX:
            return QCoreApplication.translate("FileDialogs", "Tabletop Exchange game")
        return super().type(info)


def game_file_dialog(parent: QWidget, title: str, start: str, save: bool) -> QFileDialog:
    dialog = QFileDialog(parent, title, start, game_files())
    dialog.setIconProvider(GameFileTypes())
    dialog.setDefaultSuffix(SUFFIX)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return dialog


def ask(parent: QWidget, title: str, start: str, save: bool) -> str:
    """The file the player chose, or "" when they cancelled."""
    dialog = game_file_dialog(parent, title, start, save)
    chosen = dialog.selectedFiles() if dialog.exec() else []
    return chosen[0] if chosen else ""
