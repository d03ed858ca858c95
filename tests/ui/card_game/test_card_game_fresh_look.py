"""What a first-time player noticed at the card game's table, each checked as seen: the
"Turn" badge never covers a seat's points, every token on an artist shows, the
prompt's text fits its panel without a scroll bar at 1280x720 in Polish and French,
and in the bonus phase the arrow keys choose the card they reach."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.components import (
    CARD_ARTIST,
    CARD_SYMBOL,
    NUM_CARDS,
    SYMBOLS,
)
from modernart_desktop.games.modern_art_card_game.positions import arrange
from tests.ui import clipping

CG = "modern_art_card_game"
LM, YOKO, CP, KG, KRYPTO = range(5)


def _settle(window=None) -> None:
    for _ in range(4):
        QApplication.processEvents()
    if window is not None:
        window.zoom.update()
        for _ in range(4):
            QApplication.processEvents()


def _in(widget, root) -> QRect:
    return QRect(widget.mapTo(root, widget.rect().topLeft()), widget.size())


def _to_bonus(match: Match, seat: int = 0) -> None:
    agents = [make_agent(CG, "random", s) for s in range(match.num_players)]
    while not (match.state.phase == "bonus" and seat in match.active_seats()):
        assert not match.is_over()
        active = min(match.active_seats())
        match.apply(active, agents[active].choose(match.view_for(active), match.legal_actions(active)))


@pytest.mark.parametrize("language", ["pl", "fr", "en"])
def test_the_turn_badge_never_covers_the_points(open_position, language):
    match = Match.new(CG, 4, seed=5)
    arrange(match.state, hands=[[LM, YOKO], [CP, KG], [KRYPTO], [LM]], turn=1)
    window, page = open_position(match, language)
    window.resize(1280, 720)
    _settle(window)
    box = next(b for b in page.table.seat_boxes if b.seat == 1)
    assert box.role.isVisible() and box.role.text()
    assert not _in(box.role, box).intersects(_in(box.points, box)), (box.role.text(), box.points.text())
    assert not [p for p in clipping.clipped(box) if "Points" in p or "Role" in p]


def test_six_tokens_on_an_artist_all_show(qapp):
    from modernart_desktop.ui.games.modern_art_card_game.widgets import ArtistColumn

    column = ArtistColumn(KG)
    column.resize(112, 200)
    column.set_state([3, 2, 2, 1], 2, 0, 6, False, None, None, False)
    rects = column.token_rects(11, 0, 112 - 11)
    assert len(rects) == 6
    assert rects[-1].right() <= 112 - 11  # the last whole, inside the card
    for a, b in zip(rects, rects[1:]):  # each keeps a visible part wide enough for its figure
        assert b.left() - a.left() >= 14, (a, b)
    column.set_state([3, 2], 0, 0, 6, False, None, None, False)
    assert [r.left() for r in column.token_rects(0, 0, 200)] == [0, 23]  # few: spaced as ever


@pytest.mark.parametrize("language", ["pl", "fr"])
def test_the_prompt_text_fits_without_a_scroll_bar_at_1280_by_720(open_position, language):
    kinds = sorted({(CARD_ARTIST[c], CARD_SYMBOL[c]) for c in range(NUM_CARDS)})
    hand = [next(k for k in kinds if k[1] == symbol) for symbol in range(len(SYMBOLS))]
    match = Match.new(CG, 4, seed=5)
    arrange(match.state, hands=[hand, [CP], [KRYPTO], [KG]], turn=0)
    window, page = open_position(match, language)
    window.resize(1280, 720)
    _settle(window)
    table, prompt = page.table, page.table.prompt
    seen = []
    for card in table.me.hand.cards():
        table.me.hand.select(card)
        _settle()
        seen.append(prompt.hint.text())
        bar = prompt.words.verticalScrollBar()
        assert bar.maximum() == 0, (prompt.text.text(), prompt.hint.text())
    assert len(set(seen)) >= len(SYMBOLS)
    bonus = Match.new(CG, 4, seed=8)
    _to_bonus(bonus)
    window, page = open_position(bonus, language)
    window.resize(1280, 720)
    _settle(window)
    prompt = page.table.prompt
    assert prompt.words.verticalScrollBar().maximum() == 0, (prompt.text.text(), prompt.hint.text())


def test_in_the_bonus_phase_the_arrow_keys_choose_the_card(open_position, qtbot):
    match = Match.new(CG, 3, seed=8)
    _to_bonus(match)
    window, page = open_position(match)
    window.activateWindow()
    _settle(window)
    table = page.table
    playable = [b for b in table.me.hand.buttons() if b.isEnabled()]
    assert len(playable) >= 2, "the seeded deal must leave two bonus choices to walk between"
    playable[0].setFocus()
    qtbot.keyClick(playable[0], Qt.Key.Key_Right)
    _settle()
    assert QApplication.focusWidget() is playable[1]
    assert table.me.hand.selected() == playable[1].card  # the focus is the selection
    assert table.prompt.primary.isEnabled()  # "Add as a bonus painting" acts on it


def test_the_last_rounds_scoring_opens_centred_like_the_others(open_position, qtbot):
    from modernart_desktop.ui.common.fit import room_on_screen
    from tests.ui.live_tables import finished_match

    match = finished_match(CG, seed=5, players=4)
    window, page = open_position(match, "pl")
    window.resize(1280, 720)
    _settle(window)
    scored = [(s, e) for s, e in match.events if e.code == "round/scored"]
    table = page.table
    room = room_on_screen(window)
    for event in (scored[0], scored[-1]):  # the first round's and the game's last
        table.on_public_events([event], match.view_for(0), page.session.seats, match.view_for(0))
        dialog = table.scoring_dialog()
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        _settle()
        # centred on the window, as far as the screen's free area lets it be
        frame, middle = dialog.frameGeometry(), window.frameGeometry().center()
        x = max(room.left(), min(middle.x() - frame.width() // 2, room.right() - frame.width() + 1))
        y = max(room.top(), min(middle.y() - frame.height() // 2, room.bottom() - frame.height() + 1))
        assert abs(frame.x() - x) <= 2 and abs(frame.y() - y) <= 2, (frame, x, y, room)
        dialog.done(0)
        _settle()


@pytest.mark.parametrize("size", [(1280, 673), (1920, 1055)])
def test_the_replay_fits_the_screen_and_its_panels_never_overlap(qapp, size):
    """A 1280x720 (or 1920x1080) screen under a title bar and the menu: the replay page
    fits, and the table, at the room left beside the side panel, keeps its panels apart
    (it scrolls when shorter than its smallest layout)."""
    from modernart_desktop.core.replay import Replay
    from modernart_desktop.host.table import AI, SeatInfo, Table
    from modernart_desktop.ui import games
    from modernart_desktop.ui.after.replay_page import ReplayPage
    from tests.ui.live_tables import finished_match

    match = finished_match(CG, seed=8, players=4)
    Table(match, [SeatInfo("Nina")] + [SeatInfo(n, AI, "normal") for n in ("Ada", "Bruno", "Clara")])
    games.load_all()
    plugin = games.table_for(CG)
    assert plugin is not None
    page = ReplayPage(Replay(match), plugin)
    page.resize(*size)
    page.show()
    try:
        for step in (page.slider.maximum() // 2, page.slider.maximum()):
            page.slider.setValue(step)
            _settle()
            assert page.minimumSizeHint().height() <= size[1]
            assert page.height() == size[1]
            table = page.table
            parts = [b for b in table.seat_boxes if b.isVisible()]
            parts += [table.columns[0].parentWidget(), table.prompt, table.me.shown, table.me]
            rects = [_in(w, table) for w in parts]
            for i, a in enumerate(rects):
                for b in rects[i + 1 :]:
                    assert not a.intersects(b), (a, b)
            assert not clipping.clipped(page)
    finally:
        page.close()
