"""Switching the interface language at run time.

Installing a new QTranslator makes Qt send QEvent.LanguageChange to every widget; widgets
answer with their retranslateUi().  Engine messages (`Text`) are rendered at display time
through the same translators, so the log and the table follow the switch too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from ..core.text import Text
from ..paths import translations_dir

# Qt ships its own catalogues under these names ("qtbase_pt" does not exist).
QT_CATALOGUE = {"de": "qtbase_de", "fr": "qtbase_fr", "pt": "qtbase_pt_BR"}

_installed: list[QTranslator] = []
_current = "en"


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, source, disambiguation, n)


def render(text: Text | None) -> str:
    """An engine message in the interface language."""
    return text.render(translate) if text is not None else ""


def seat_name(name: str, seat: int) -> str:
    """A player's name; a seat left unnamed is "Player 2" in the language of the moment, so
    it follows a switch of language, in a game reopened too."""
    return name or QCoreApplication.translate("Players", "Player {n}").format(n=seat + 1)


def current_language() -> str:
    return _current


def install(lang: str) -> bool:
    """Make `lang` the interface language; True if the app's own translation was found."""
    global _current
    app = QCoreApplication.instance()
    assert app is not None, "the application object comes first"
    touched = bool(_installed)
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    _current = lang
    QLocale.setDefault(QLocale(lang))
    found = lang == "en"  # English is the source language: it needs only its plural forms
    ours = QTranslator(app)
    # tabletop_en.qm holds English's "1 card" / "2 cards" for the sources' "%n card(s)".
    if ours.load(str(translations_dir() / f"tabletop_{lang}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
        found = True
    if lang != "en":
        qt = QTranslator(app)
        if qt.load(
            QT_CATALOGUE.get(lang, "qtbase_" + lang),
            QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
        ):
            app.installTranslator(qt)
            _installed.append(qt)
    if not touched and not _installed:
        # Qt only announces a language change when a translator comes or goes; the rules
        # viewer and other language-dependent parts must follow the switch regardless.
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    return found


class Retranslating:
    """Mixin for widgets that relabel themselves (their retranslateUi) when the language changes.

    Put it before the Qt base class: `class SettingsDialog(Retranslating, QDialog)`.
    """

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()  # type: ignore[attr-defined]
        super().changeEvent(event)  # type: ignore[misc]
