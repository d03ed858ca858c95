"""What fresh players met on Friesematenten's table in a real 1280x720 window (and the
1280x665 one left under a panel and a title bar), late in the game with many cards:
the opponents' cards whole, the bid chips whole and uncovered, the group captions and
the attached cards' names read whole, nothing moving when "Choose …" buttons come."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from tests.ui.live_tables import live_match

SIZES = ((1280, 720), (1280, 665))
LANGUAGES = ("en", "pl", "fr")


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def late_game(show_match, language: str, size: tuple[int, int], seed: int = 141, moves: int = 140):
    """A four-player game late on, seat 0 bidding: opened, then the window resized."""
    window, page = show_match(live_match("friesematenten", seed=seed, players=4, moves=moves), language)
    window.resize(*size)
    settle()
    return window, page


def rect_in(widget, root) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_late_in_the_game_every_card_of_every_empire_is_whole(show_match, shots_dir, language, size):
    window, page = late_game(show_match, language, size)
    window.grab().save(str(shots_dir / f"friese_late_{language}_{size[0]}x{size[1]}.png"))
    table = page.table
    # the question's words as tall as they need at their width, no taller (a height
    # fitted to a narrower width once took the empires' room and cut their cards)
    words = table.prompt.text
    assert words.height() <= words.heightForWidth(words.width()) + 2, (words.height(), words.width())
    for box in [*table.seat_boxes, table.me]:
        empire = box.empire
        for card, w in empire.widgets.items():
            if w.isVisible():
                assert empire.rect().contains(rect_in(w, empire)), (card, rect_in(w, empire), empire.size())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_bid_chips_are_whole_and_nothing_covers_them(show_match, shots_dir, language, size):
    window, page = late_game(show_match, language, size)
    stage = page.table.auction
    stage.show_stage(
        page.bridge.view(0),
        ["Nina", "Ada", "Bruno", "Clara"],
        None,
        "Last auction: Bruno won Personal star chef for €23, after a long fight with everyone.",
    )
    settle()
    window.grab().save(str(shots_dir / f"friese_chips_{language}_{size[0]}x{size[1]}.png"))
    chips = stage.chips
    assert chips.geometry().bottom() <= stage.contentsRect().bottom()
    for chip in chips._chips:
        if chip.isVisible():
            assert chip.height() >= chip.heightForWidth(chip.width()), (chip.text.text(), chip.size())
    for label in (stage.note, stage.subtitle, stage.title):
        if label.isVisible():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
    if stage.note.isVisible():
        assert stage.note.geometry().top() >= chips.geometry().bottom(), "the note covers the chips"
    else:
        assert "Last auction" in stage.toolTip()
