"""An influence card attached to a card of the table hangs as a band under its host, in
room every row keeps for it: the host stays whole (its minimum bid line in sight), and
nothing on the table grows smaller when a card is attached (cards of one kind keep one
size, the top panels keep their height) - as seen at 2560x1440 with QT_SCALE_FACTOR=2,
that is a 1280x720 window."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from modernart_desktop.ui.games.friesematenten.cards import foot_rect

from .conftest import busy_position, match_of

ATTACHED = {"supermanager": "stahlwerk", "security": "luxusvilla", "gewerkschaft": "drogenkartell"}


def _table_at(show_match, on_cards):
    window, page = show_match(match_of(busy_position(on_cards=on_cards)))
    window.resize(1280, 720)
    for _ in range(3):
        QApplication.processEvents()
    window.zoom.update()
    for _ in range(3):
        QApplication.processEvents()
    return window, page.table


def _sizes(table):
    rows = [table.me.empire, *(b.empire for b in table.seat_boxes)]
    cards = {
        (w.width(), w.height()) for r in rows for w in r.widgets.values() if w.isVisible() and not w.strip
    }
    return cards, [b.height() for b in table.seat_boxes], table.me.height()


def test_an_attached_card_hangs_under_its_host_and_nothing_shrinks(show_match, shots_dir):
    window, table = _table_at(show_match, {})
    bare = (table.table_card, *_sizes(table))
    window.close()
    window, table = _table_at(show_match, ATTACHED)
    window.grab().save(str(shots_dir / "friese_attached_bands_1280x720.png"))
    assert (table.table_card, *_sizes(table)) == bare  # one size, with or without bands
    assert len(bare[1]) == 1  # (every card of the empires: one size)
    checked = 0
    for row in [table.me.empire, *(b.empire for b in table.seat_boxes)]:
        bands = [w for w in row.widgets.values() if w.isVisible() and w.strip]
        for host in (w for w in row.widgets.values() if w.isVisible() and not w.strip):
            foot = foot_rect(host.geometry().toRectF()).toAlignedRect()
            for band in bands:
                if band.geometry().intersects(host.geometry()):
                    checked += 1
                    assert not band.geometry().intersects(foot.adjusted(0, 0, 0, -2)), (host.card, band.card)
            # the band stays inside its row, never over the next one
            assert row.rect().contains(QRect(host.geometry().topLeft(), host.size()))
        for band in bands:
            assert row.rect().contains(band.geometry()), band.card
    assert checked >= 3
