"""Screen readers: names that say which. Each field of the new-game dialog is named by
its own seat and what it holds (never the group's title "Seats (clockwise)" or the
box's current value), each table option by its own label, and each start-page button
names its game, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from modernart_desktop.ui.games import catalog
from modernart_desktop.ui.start_page import GameCard
from tests.ui.accessibility import walk

SEAT = {"en": "Seat", "pl": "Miejsce", "fr": "Place"}
KINDS = {  # what each of a seat's three fields holds, as its name says it
    "en": ("name", "human or computer", "computer level"),
    "pl": ("imię", "człowiek czy komputer", "poziom komputera"),
    "fr": ("nom", "humain ou ordinateur", "niveau de l’ordinateur"),
}
NEW_GAME = {"en": "New game of {game}", "pl": "Nowa gra: {game}", "fr": "Nouvelle partie de {game}"}
LEARN = {"en": "Learn to play {game}", "pl": "Naucz się grać w {game}", "fr": "Apprendre à jouer à {game}"}


def _name(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def _labels(widget) -> list[str]:
    """The texts of the labels that label `widget` (how Linux readers name a field)."""
    node = QAccessible.queryAccessibleInterface(widget)
    return [other.text(QAccessible.Text.Name) for other, _ in node.relations(QAccessible.Relation.Label)]


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_each_seat_field_and_option_of_the_new_game_dialog_names_itself(make_window, qtbot, lang):
    window = make_window(lang)
    window.ask_new_game("modern_art")
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    dialog.players.setValue(3)  # the mystery hand (3 players) is offered too
    names = []
    for i, row in enumerate(dialog.rows[:3]):
        for field, kind in zip((row.name, row.kind, row.level), KINDS[lang]):
            colon = " :" if lang == "fr" else ":"
            name = f"{SEAT[lang]} {i + 1}{colon} {kind}"
            assert field.accessibleName() == name
            assert _labels(field) == [name]  # its own label only: not the group's title
            if field is row.name:
                assert _name(field) == name
            names.append(name)
    assert len(set(names)) == len(names)  # no two fields share a name
    for key, widget in dialog.option_widgets.items():
        assert _name(widget) == dialog.options_box.labels[key].text(), key
        assert _name(widget) != dialog.options_box.title()
        # its own label first (then the box's title)
        assert _labels(widget)[0] == dialog.options_box.labels[key].text()
    assert len({_name(w) for w in dialog.option_widgets.values()}) == len(dialog.option_widgets) >= 3
    if lang == "en":
        assert _name(dialog.option_widgets["mystery_hand"]).startswith("Mystery hand")
    # every box of the dialog is labelled by words of its own, never by its current value
    for node in walk(dialog).interactive:
        if node.role() in (QAccessible.Role.ComboBox, QAccessible.Role.EditableText):
            widget = node.object()
            assert widget.accessibleName(), widget
            assert widget.accessibleName() != getattr(widget, "currentText", str)()
    # the names follow a change of language
    if lang == "en":
        window.set_language("fr")
        assert _labels(dialog.rows[1].level) == ["Place 2 : niveau de l’ordinateur"]
        window.set_language("en")
        assert _labels(dialog.rows[1].level) == ["Seat 2: computer level"]


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_each_start_page_button_names_its_game(make_window, lang):
    window = make_window(lang)
    cards = window.start_page.findChildren(GameCard)
    assert len(cards) == len(catalog.games_listed()) >= 4
    seen = set()
    for card in cards:
        title = card.entry.title()
        if card.playable:
            assert _name(card.button) == NEW_GAME[lang].replace("{game}", title)
        else:
            assert title in _name(card.button)
        if card.learn_button.isVisible():
            assert _name(card.learn_button) == LEARN[lang].replace("{game}", title)
        seen.add(_name(card.button))
    assert len(seen) == len(cards)
