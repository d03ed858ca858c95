"""What fresh players met on Friesematenten's table in a real 1280x720 window (and the
1280x665 one left under a panel and a title bar), late in the game with many cards:
the opponents' cards whole, the bid chips whole and uncovered, the group captions and
the attached cards' names read whole, nothing moving when "Choose …" buttons come."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import SHOTS
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


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("players", "seed", "moves"), [(4, 141, 140), (4, 7, 170), (3, 151, 150)])
def test_every_group_caption_reads_whole(show_match, language, size, players, seed, moves):
    """ "On the p…" no more: a caption takes a smaller type (never under 9 px), or the
    room of an empty place its row keeps, before it is cut short."""
    window, page = show_match(live_match("friesematenten", seed=seed, players=players, moves=moves), language)
    window.resize(*size)
    settle()
    for box in [*page.table.seat_boxes, page.table.me]:
        if box.isVisible():
            assert box.empire.cut_captions() == [], (box.empire.cut_captions(), box.empire._groups)
            assert box.empire.toolTip() == ""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("host", [72, 90])
def test_every_attached_cards_name_reads_whole_on_its_band(make_window, language, host):
    """ "Trade u…" no more: on a host as wide as the four-player table's cards at
    1280x720 (and wider) an attached card's name reads whole on its band, on one line
    or two, in 9 px type at least. (Narrower, a long single Polish word is still cut
    short, whole in the tooltip.)"""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from modernart_desktop.games.friesematenten.components import CARDS
    from modernart_desktop.ui.games.friesematenten import names as N
    from modernart_desktop.ui.games.friesematenten.cards import strip_text
    from modernart_desktop.ui.games.friesematenten.tableau import band_height

    make_window(language)
    band = QRectF(0, 0, host - 4, band_height(host)).adjusted(1, 1, -1, -1)  # (as CardWidget paints it)
    for card, info in enumerate(CARDS):
        if info.type != "influence":
            continue
        name = N.card_name(card)
        text, font, lines = strip_text(band, name)
        assert font.pixelSize() >= 9, name
        metrics = QFontMetricsF(font)
        if lines == 1:
            assert metrics.horizontalAdvance(name) <= text.width(), (name, text.width())
        else:
            assert all(metrics.horizontalAdvance(w) <= text.width() for w in name.split()), name
            assert 2 * metrics.lineSpacing() <= text.height() + 0.5, (name, text.height())


def board_places(table) -> dict[str, QRect]:
    """Where the parts of the board and every card lie, in the table's coordinates."""
    places = {
        name: rect_in(w, table)
        for name, w in (
            ("market", table.market),
            ("stage", table.auction),
            ("prompt", table.prompt),
            ("me", table.me),
            ("race", table.race),
        )
    }
    for k, box in enumerate(table.seat_boxes):
        places[f"seat {k}"] = rect_in(box, table)
        places[f"seat {k} points"] = rect_in(box.points, table)
    rows = [table.market.cards, table.me.empire, *(b.empire for b in table.seat_boxes)]
    for row in rows:
        for card, w in row.widgets.items():
            if w.isVisible():
                places[f"card {card}"] = rect_in(w, table)
    return places


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_board_stays_put_when_the_choose_buttons_come(show_match, language, size):
    """A decision naming a player shows "Choose Ada", "Choose yourself"…: the room for
    them is kept, so nothing on the board moves when they come or go."""
    window, page = late_game(show_match, language, size, seed=7, moves=170)
    table = page.table
    before = board_places(table)
    for box in table.seat_boxes:
        box.choose.show()
    table.me.choose.setText("Choose yourself")
    table.me.choose.show()
    table.lay_out()
    settle()
    window.grab().save(str(SHOTS / f"friese_choose_{language}_{size[0]}x{size[1]}.png"))
    after = board_places(table)
    moved = {k: (before[k], after.get(k)) for k in before if after.get(k) != before[k]}
    assert not moved, moved


def ring_crosses(table, rect: QRect) -> list[str]:
    """The words on your side of the table that the coach's (or the hint's) ring round
    `rect` would lie over: its stroke, at its widest pulse, runs from 2 to 10 px
    outside `rect` (ui/common/pointer.py)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel

    from modernart_desktop.ui.common.zoom import zoom_of
    from modernart_desktop.ui.games.friesematenten.tableau import fitting_caption_font

    outer, inner = rect.adjusted(-10, -10, 10, 10), rect.adjusted(-2, -2, 2, 2)
    texts: list[tuple[str, QRect]] = []
    for label in table.me.findChildren(QLabel):
        if label.isVisible() and label.text():
            width = min(label.width(), QFontMetrics(label.font()).horizontalAdvance(label.text()))
            texts.append(
                (
                    label.text(),
                    QRect(rect_in(label, table).topLeft(), QRect(0, 0, width, label.height()).size()),
                )
            )
    empire = table.me.empire
    corner = rect_in(empire, table).topLeft()
    for caption, x, y, width in empire._groups:
        shown = QFontMetrics(fitting_caption_font(caption, round(width), zoom_of(empire))).horizontalAdvance(
            caption
        )
        texts.append(
            (caption, QRect(round(x), round(y), min(round(width), shown), empire.caption).translated(corner))
        )
    return [t for t, r in texts if r.intersects(outer) and not inner.contains(r)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_coachs_ring_never_crosses_out_a_label(show_match, language, size):
    """The ring round your money or one of your cards (the guided game points at them)
    lies round their captions ("Your money (secret)", "Actions"), never over them."""
    window, page = late_game(show_match, language, size, seed=7, moves=170)
    table = page.table
    names = ["money"] + [
        f"card:{c}" for c, w in table.me.empire.widgets.items() if w.isVisible() and not w.strip
    ]
    assert len(names) > 1
    for name in names:
        rect = table.anchor_rect(name)
        assert rect is not None, name
        assert ring_crosses(table, rect) == [], (name, ring_crosses(table, rect))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guided_game_keeps_skip_still_and_its_rings_off_the_labels(make_window, qtbot, language):
    """Through the whole guided game at 1280x720: "Skip the tutorial" never moves (a
    player clicking Next again and again never lands on it), and the coach's ring
    round your money or your cards never lies over a label."""
    from modernart_desktop.ui.tutorial.script import Say
    from tests.ui.test_tutorial_widgets import click, play_friesematenten, ready

    window = make_window(language)
    window.resize(1280, 720)
    card = next(c for c in window.start_page.game_cards if c.entry.game_id == "friesematenten")
    click(qtbot, card.learn_button)
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    page = window.table_page
    session = page.session
    coach, guide = session.coach, session.guide
    page.table.set_animation_scale(0.0)
    skip_at: set[tuple[int, int, int, int]] = set()
    ringed: list[str] = []

    def dialog():
        d = page.table.scoring_dialog()
        return d if d is not None and d.isVisible() else None

    for _ in range(4 * len(guide.script.steps)):
        if guide.at_end():
            break
        qtbot.waitUntil(
            lambda: (
                dialog() is not None
                or guide.at_end()
                or (coach.shown_index == guide.index and coach.next_button.isVisible())
                or (guide.waiting_for_you() and coach.shown_index == guide.index and ready(page))
            ),
            timeout=15000,
        )
        d = dialog()
        if d is not None:
            click(qtbot, d.ok)
            qtbot.waitUntil(lambda: dialog() is None, timeout=3000)
            continue
        if guide.at_end():
            break
        settle()
        skip_at.add(rect_in(coach.skip, window).getRect())
        step = guide.step()
        point = step.point if step is not None else None
        if point is not None and (point == "money" or point.startswith("card:")):
            rect = page.table.anchor_rect(point)
            if rect is not None:
                ringed.append(point)
                window.grab().save(str(SHOTS / f"friese_guided_{language}_{point.replace(':', '_')}.png"))
                assert ring_crosses(page.table, rect) == [], (point, ring_crosses(page.table, rect))
        index = guide.index
        if isinstance(step, Say):
            click(qtbot, coach.next_button)
        else:
            following = next(
                (s.action for s in guide.script.steps[index + 1 :] if not isinstance(s, Say)), None
            )
            play_friesematenten(qtbot, page, step.action, following)
            qtbot.waitUntil(lambda: guide.index > index or coach.oops.isVisible(), timeout=5000)
    assert guide.at_end()
    assert len(skip_at) == 1, skip_at
    assert "money" in ringed and any(p.startswith("card:") for p in ringed), ringed
