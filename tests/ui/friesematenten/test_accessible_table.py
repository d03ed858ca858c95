"""The Friesematenten table speaks and does not rely on colour: every interactive piece
(cards that may be picked, buttons, the amount box) has a name a screen reader reads,
in the current language; card types, seats and highlights differ by shape as well as
by colour; a new decision announces itself."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QWidget

from modernart_desktop.core import registry
from modernart_desktop.core.priority import PriorityWindow
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn, at_window, cid
from modernart_desktop.games.friesematenten.state import OBJECT, Play, Prompt
from modernart_desktop.ui.games.friesematenten.cards import CardWidget, paint_emblem
from modernart_desktop.ui.games.friesematenten.race import SEAT_SHAPES, paint_token

from .conftest import busy_position, match_of


def _positions():
    game = registry.get("friesematenten")
    objection = at_turn(busy_position(), 1)
    objection.owner[cid("einspruch")] = 0
    objection.owner[cid("feindliche_uebernahme")] = -1
    objection.removed.append(cid("feindliche_uebernahme"))
    play = Play(1, cid("feindliche_uebernahme"), cid("stahlwerk"), -1, -1)
    objection.prompts.append(Prompt(OBJECT, 0, window=PriorityWindow(OBJECT, (0,)), play=play))
    window = at_window(busy_position(empires={0: ["skandal", "hausverbot", "stahlwerk"]}), "hammer")
    return {
        "turn": at_turn(busy_position(), 0),
        "auction": at_auction(game, busy_position()),
        "objection": objection,
        "hammer window": window,
    }


def _interactive(table: QWidget) -> list[QWidget]:
    out = []
    for w in table.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, CardWidget):
            if w.actionable():
                out.append(w)
        elif isinstance(w, (QAbstractButton, QAbstractSpinBox)) and w.focusPolicy() != Qt.FocusPolicy.NoFocus:
            out.append(w)
    return out


def _spoken(w: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(w)
    return face.text(QAccessible.Text.Name) if face is not None else ""


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
def test_every_interactive_piece_has_a_name_in_the_language(show_match, qtbot, language):
    seen = 0
    for name, state in _positions().items():
        window, page = show_match(match_of(state), language)
        table = page.table
        if name == "turn":
            table._my_card_clicked(cid("feindliche_uebernahme"))  # a target being chosen
            QApplication.processEvents()
        pieces = _interactive(table)
        assert pieces, name
        for w in pieces:
            spoken = _spoken(w)
            assert spoken.strip(), f"{name}: {w!r} has no accessible name"
            seen += 1
        if name == "auction":
            spin = table.auction.amount.spin
            assert _spoken(spin) in {"en": "Your bid", "pl": "Twoja oferta", "fr": "Votre enchère"}[language]
        if name == "turn":
            target = next(w for w in pieces if isinstance(w, CardWidget) and w.choosable)
            words = {"en": "can be chosen", "pl": "można wybrać", "fr": "peut être choisie"}[language]
            assert words in _spoken(target) and target.accessibleDescription()
        window.close()
    assert seen >= 12


def test_a_new_decision_announces_itself(show_match, qtbot):
    """The table page announces it (ui/access/narrator.py), in the prompt's words."""
    game = registry.get("friesematenten")
    window, page = show_match(match_of(at_auction(game, busy_position())))
    qtbot.waitUntil(lambda: bool(page.announcements))
    assert ", your turn: Your bid" in page.announcements[-1]
    assert page.table.decision_text().startswith("Your bid")


def _mask(paint) -> set[tuple[int, int]]:
    image = QImage(48, 48, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    paint(p, QRectF(2, 2, 44, 44))
    p.end()
    return {(x, y) for x in range(48) for y in range(48) if QColor(image.pixel(x, y)).lightness() < 128}


def test_card_types_and_seats_differ_by_shape_not_only_by_colour(qapp):  # (text needs the app)
    emblems = [
        _mask(lambda p, r, k=k: paint_emblem(p, r, k, QColor("black")))
        for k in ("factory", "status", "influence", "action")
    ]
    for i in range(4):
        for j in range(i + 1, 4):
            differ = len(emblems[i] ^ emblems[j]) / max(1, len(emblems[i] | emblems[j]))
            assert differ > 0.3, (i, j)
    assert len(set(SEAT_SHAPES)) == 4
    # tokens drawn with one colour still differ by their shape
    tokens = []
    for seat in range(4):

        def paint(p, r, s=seat):
            paint_token(p, r, s, " ")

        tokens.append(_mask(paint))
    for i in range(4):
        for j in range(i + 1, 4):
            assert tokens[i] != tokens[j]


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Take an opponent's factory"),
        ("pl", "Zabierz rywalowi fabrykę"),
        ("fr", "Prenez une usine adverse"),
    ],
)
def test_hover_or_z_shows_the_card_large_with_its_whole_text(show_match, qtbot, language, words):
    from modernart_desktop.ui.games.friesematenten import cards as C

    window, page = show_match(match_of(at_turn(busy_position(), 0)), language)
    card = page.table.me.empire.widgets[cid("feindliche_uebernahme")]
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Z)
    zoom = C.card_zoom()
    assert zoom.isVisible() and zoom.card == cid("feindliche_uebernahme")
    assert words.lower() in zoom.text.text().lower(), zoom.text.text()
    assert zoom.picture.pixmap().width() >= C.CardZoom.WIDTH  # drawn large, not a thumbnail
    qtbot.keyClick(card, Qt.Key.Key_Z)
    assert not zoom.isVisible()
    # hovering shows it too, after a moment; leaving hides it
    other = page.table.me.empire.widgets[cid("stahlwerk")]
    qtbot.mouseMove(other)
    other._hover.start()  # (offscreen, the pointer's enter event may not come: the timer it starts)
    qtbot.waitUntil(lambda: zoom.isVisible() and zoom.card == cid("stahlwerk"), timeout=2000)
    C.hide_zoom()
