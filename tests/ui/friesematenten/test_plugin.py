"""Friesematenten is playable from the start page: its card starts a game, its rules
exist in three languages (with the whole card list), and its log and refusals speak."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from modernart_desktop.core.events import Event
from modernart_desktop.games.friesematenten.components import CARDS
from modernart_desktop.host.table import AI, HUMAN
from modernart_desktop.ui.games.friesematenten.log_text import describe_event
from modernart_desktop.ui.games.friesematenten.refusals import describe_refusal

RULES = Path(__file__).resolve().parents[3] / "resources" / "rules"
MARK = {
    "en": "card set designed for this app",
    "pl": "zestaw kart zaprojektowany dla tej aplikacji",
    "fr": "jeu de cartes conçu pour cette application",
}


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_rules_say_the_deck_is_ours_and_list_every_card(lang):
    text = (RULES / f"friesematenten.{lang}.md").read_text(encoding="utf-8")
    assert MARK[lang] in text
    for card in CARDS:
        assert f"| {card.names[lang]} |" in text, card.key


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_rules_card_list_has_the_numbers_of_deck_version_2_in_euro(lang):
    text = (RULES / f"friesematenten.{lang}.md").read_text(encoding="utf-8")
    assert "$" not in text and "€" in text
    for card in CARDS:
        row = next(line for line in text.splitlines() if line.startswith(f"| {card.names[lang]} |"))
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert int("".join(ch for ch in cells[1] if ch.isdigit())) == card.min_bid, card.key
        if card.type in ("factory", "status"):
            assert int(cells[2]) == card.vp, card.key
        if card.type == "factory":
            assert int("".join(ch for ch in cells[3] if ch.isdigit())) == card.production, card.key


def test_the_start_page_card_starts_a_three_player_game(window, qtbot):
    card = next(c for c in window.start_page.game_cards if c.entry.game_id == "friesematenten")
    assert card.entry.playable() and card.button.isEnabled()
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    dialog.players.setValue(3)
    for row, kind in zip(dialog.rows, [HUMAN, AI, AI]):
        row.kind.setCurrentIndex(row.kind.findData(kind))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not None)
    page = window.table_page
    assert page.session.table.match.game_id == "friesematenten" and page.viewer == 0
    assert page.table.market.isVisible() and len(page.table.market.cards.widgets) == 6


def test_money_lines_are_written_only_for_their_owner_and_refusals_are_readable():
    names = ["Nina", "Ada", "Bruno"]
    paid = Event("income/paid", {"seat": 0, "total": 52}, to=0)
    assert describe_event(paid, names, 0) == "Your income: €52."
    bid = Event("auction/bid", {"seat": 1, "amount": 33})
    assert describe_event(bid, names, 0) == "Ada bids €33."
    assert describe_refusal("bid/too_low", {"amount": 3, "minimum": 18}) == "Your bid must be at least €18."
    assert describe_refusal("nothing/known", {}) is None


def test_the_start_page_features_friesematenten_with_its_cards(window, qtbot, shots_dir):
    page = window.start_page
    page.set_featured("friesematenten")
    assert page.featured == "friesematenten"
    assert "Friesematenten" in page.quick_button.text() and page.guide is not None
    qtbot.wait(50)
    window.grab().save(str(shots_dir / "friese_start_page.png"))


def test_the_rules_viewer_shows_the_card_list_in_polish(make_window, qtbot, shots_dir):
    window = make_window("pl")
    window.open_rules("friesematenten")
    viewer = window.rules_window
    qtbot.waitUntil(lambda: viewer is not None and viewer.isVisible())
    text = viewer.browser.toPlainText()
    assert "Wrogie przejęcie" in text and "zestaw kart zaprojektowany dla tej aplikacji" in text
    viewer.resize(900, 700)
    viewer.browser.verticalScrollBar().setValue(viewer.browser.verticalScrollBar().maximum() // 2)
    viewer.grab().save(str(shots_dir / "friese_rules_pl.png"))


SHIELD = {"en": "shows a shield", "pl": "ma tarczę", "fr": "porte un bouclier"}


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_objection_wears_the_reaction_shield_on_its_card_in_the_guide_and_in_the_rules(lang):
    """Einspruch is never played on its own timing, it only answers a card aimed at
    you (R27): its face shows the shield, not the lightning of its data timing."""
    from modernart_desktop.games.friesematenten.components import OBJECTION
    from modernart_desktop.ui.games.friesematenten.cards import REACTION, timing_symbol
    from modernart_desktop.ui.games.friesematenten.guide import SYMBOLS

    assert timing_symbol(OBJECTION) == REACTION and REACTION in SYMBOLS
    for card in CARDS:
        if card.type == "action" and card.id != OBJECTION:
            assert timing_symbol(card.id) == card.timing
    assert SHIELD[lang] in (RULES / f"friesematenten.{lang}.md").read_text(encoding="utf-8")


def test_the_start_page_wall_hangs_whole_upright_cards(monkeypatch):
    """The wall's frames are portrait and landscape; each card is drawn whole and upright
    inside (squeezed into a landscape frame, a card's name was cut: "iteelwork")."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from modernart_desktop.ui.games.friesematenten import cover
    from modernart_desktop.ui.games.friesematenten.cards import RATIO, TINY

    drawn: list[QRectF] = []
    monkeypatch.setattr(cover, "paint_card", lambda p, r, card, **kw: drawn.append(QRectF(r)))
    image = QImage(400, 80, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    cover.paint_cover(p, QRectF(0, 0, 400, 80), 1)
    p.end()
    assert len(drawn) == len(cover.HUNG)
    for r in drawn:
        assert abs(r.height() / r.width() - RATIO) < 0.01 and r.width() < TINY  # whole, and no words


def test_a_game_begun_on_deck_version_1_shows_version_1_cards(show_match):
    from modernart_desktop.games.friesematenten.positions import cid, position

    from .conftest import match_of

    state = position(3, empires={0: ["kunstgalerie", "meisterdieb"]}, market=["luxusvilla"], version=1)
    window, page = show_match(match_of(state))
    table = page.table
    assert page.bridge.view(0)["deck"] == 1
    gallery = table.me.empire.widgets[cid("kunstgalerie")]
    assert gallery.deck == 1 and "€22" in gallery.accessibleDescription()
    assert "at most 9 VP" in table.me.empire.widgets[cid("meisterdieb")].accessibleDescription()
    assert "€45" in table.market.cards.widgets[cid("luxusvilla")].accessibleDescription()
