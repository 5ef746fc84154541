"""The new-game dialog explains every option and keeps each check box beside its words."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QToolTip

from tabletop.games import registry
from tabletop.ui import i18n
from tabletop.ui.dialogs.new_game import NewGameDialog
from tabletop.ui.i18n import render

SMALL_SCREEN = (1024, 700 - 40)  # room left by a title bar on a 1024×700 screen


@pytest.fixture
def dialog(qtbot):
    def make(game_id, lang="en", count=None):
        i18n.install(lang)
        d = NewGameDialog(registry()[game_id], {"count": count} if count else None)
        qtbot.addWidget(d)
        d.show()
        d.resize(d.sizeHint())
        qtbot.waitExposed(d)
        return d

    yield make
    i18n.install("en")


def test_stockpile_options_have_a_line_of_help():
    for opt in registry()["stockpile"].options:
        assert opt.help is not None and len(opt.help.source) > 30, opt.key


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
def test_every_option_is_explained_beside_its_check_box(dialog, lang):
    d = dialog("stockpile", lang, count=5)
    for opt in d.info.options:
        widget, label, help_line = (
            d.option_widgets[opt.key],
            d.option_labels[opt.key],
            d.option_help[opt.key],
        )
        text = render(opt.help)
        assert help_line.isVisible() and help_line.text() == text
        # every wrapped line shows: the label is as tall as its text needs at its width
        assert help_line.height() >= help_line.heightForWidth(help_line.width()), opt.key
        assert widget.toolTip() == text and label.toolTip() == text
        if isinstance(widget, QCheckBox):  # the box carries its own words
            assert label is widget and widget.text().replace("&&", "&") == render(opt.label)
            assert widget.width() >= widget.sizeHint().width(), opt.key  # not cut short
        else:
            assert isinstance(widget, QComboBox)
            assert render(opt.label) in label.text()
            gap = widget.geometry().left() - label.geometry().right()
            assert 0 < gap <= 16, (opt.key, gap)
            assert abs(widget.geometry().center().y() - label.geometry().center().y()) <= 6
        # the help line starts under the label's words and follows its option
        top = widget if isinstance(widget, QCheckBox) else widget.parentWidget()
        assert (
            help_line.mapTo(d, help_line.rect().topLeft()).y()
            >= widget.mapTo(d, widget.rect().bottomLeft()).y() - 1
        )
        assert top.isVisible()


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
def test_the_dialog_fits_a_small_screen_without_squeezing_the_seats(dialog, lang):
    d = dialog("stockpile", lang, count=5)
    hint = d.sizeHint()
    assert hint.width() <= SMALL_SCREEN[0] and hint.height() <= SMALL_SCREEN[1], (lang, hint)
    for label, _name, kind in d.rows:
        assert kind.width() >= kind.sizeHint().width()  # "Computer: medium" in full
        assert label.width() >= label.sizeHint().width()


def test_a_game_without_options_shows_no_options_box(dialog):
    d = dialog("take-stock")
    assert not d.options_box.isVisible()
    assert d.options() == {}


def test_the_chosen_options_and_their_help_survive_a_language_switch(qtbot, dialog):
    d = dialog("stockpile")
    d.option_widgets["forecast_dice"].setChecked(True)
    d.option_widgets["investors"].setCurrentIndex(2)
    i18n.install("de")
    qtbot.waitUntil(lambda: d.option_labels["forecast_dice"].text() != "Forecast dice")
    assert d.options()["forecast_dice"] is True and d.options()["investors"] == "auction"
    help_line = d.option_help["strategies"]
    assert help_line.height() >= help_line.heightForWidth(help_line.width())


@pytest.mark.parametrize("game_id", [g for g, i in registry().items() if i.playable])
def test_the_dialog_names_its_game_and_speaks_of_its_own_pieces(dialog, game_id):
    d = dialog(game_id)
    info = d.info
    assert d.heading.isVisible() and d.heading.text() == info.name
    assert d.heading.width() >= d.heading.sizeHint().width()  # the whole name shows
    seed = d.seed_label.text().replace("&", "")
    assert seed == render(info.seed_label).replace("&", "")
    if game_id == "stock-round":  # railways and a priority deal: no cards, no dice
        assert "card" not in seed and "dice" not in seed and "priority deal" in seed
    if game_id == "stack-market":
        assert "card" not in seed and "dice" in seed


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
def test_every_kind_of_player_says_what_it_means_expert_included(dialog, lang):
    d = dialog("take-stock", lang)
    _, _, kind = d.rows[1]
    names = [kind.itemText(k) for k in range(kind.count())]
    tips = [kind.itemData(k, Qt.ItemDataRole.ToolTipRole) for k in range(kind.count())]
    assert len(names) == 5 and all(names) and all(tips) and len(set(tips)) == 5
    if lang != "en":  # translated, not English
        assert "expert" not in tips[4].lower() or lang == "fr"
        assert tips[3] != "Tries out many continuations before each move, in under a second."
    kind.setCurrentIndex(4)  # Expert
    assert kind.toolTip() == tips[4]
    kind.setCurrentIndex(3)  # Hard: the tip the player sees on hover, shown whole
    assert kind.toolTip() == tips[3]
    QToolTip.showText(kind.mapToGlobal(kind.rect().center()), kind.toolTip(), kind)
    assert QToolTip.isVisible() and QToolTip.text() == tips[3]
    QToolTip.hideText()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_expert_does_not_promise_a_longer_search_where_it_plays_hards(dialog, lang):
    """Stock Round's paired games showed no gain from a longer search: its Expert is Hard."""
    tips = {}
    for game_id in ("stock-round", "stockpile"):
        d = dialog(game_id, lang)
        _, _, kind = d.rows[1]
        tips[game_id] = kind.itemData(4, Qt.ItemDataRole.ToolTipRole)
        kind.setCurrentIndex(4)  # the tip the player sees on hover, shown whole
        QToolTip.showText(kind.mapToGlobal(kind.rect().center()), kind.toolTip(), kind)
        assert QToolTip.isVisible() and QToolTip.text() == tips[game_id]
        QToolTip.hideText()
    assert tips["stock-round"] != tips["stockpile"]
    seconds = {"en": "three seconds", "de": "drei Sekunden"}[lang]
    assert seconds in tips["stockpile"] and seconds not in tips["stock-round"]
