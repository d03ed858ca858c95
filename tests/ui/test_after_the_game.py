"""After the game, in the app: a finished game goes into the history, the history page
opens its replay, the replay steps through it with the buttons and the slider, the
final ranking draws every seat's score round by round, and undo is offered only
while nothing hidden reached the player since the decision."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import SIGNAL
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import load_match, save_match
from modernart_desktop.core.replay import Replay, round_series
from modernart_desktop.core.undo import can_undo
from modernart_desktop.games.modern_art.components import CARD_TYPE, SEALED
from modernart_desktop.history.records import record_from_match
from modernart_desktop.history.store import FILE_NAME, HistoryStore
from modernart_desktop.host.table import AI, SeatInfo, Table
from modernart_desktop.storage import paths
from modernart_desktop.ui import texts
from modernart_desktop.ui.after import texts as after_texts
from modernart_desktop.ui.session import LocalSession
from tests.after.helpers import play
from tests.ui.conftest import click


def _play_human_seat(qtbot, page, seed: int = 5) -> None:
    """The human at the screen plays random legal moves through the table's own intent
    signal (the path a click takes); round scorings are closed as a player would."""
    rnd = random.Random(seed)
    session = page.session
    for _ in range(2000):
        qtbot.waitUntil(
            lambda: (
                page.result_dialog is not None
                or (page.table.scoring_dialog() is not None and page.table.scoring_dialog().isVisible())
                or (0 in session.active_seats() and page.rendered_seq == session.seq())
            ),
            timeout=20000,
        )
        if page.result_dialog is not None:
            return
        dialog = page.table.scoring_dialog()
        if dialog is not None and dialog.isVisible():
            dialog.accept()
            qtbot.waitUntil(lambda: page.table.scoring_dialog() is None)
            continue
        seq = session.seq()
        legal = list(session.legal(0))
        page.table.intent.emit(rnd.choice(legal))
        qtbot.waitUntil(lambda: session.seq() > seq, timeout=5000)
    raise AssertionError("the game did not end")


def test_a_game_against_the_computer_is_recorded_and_its_replay_steps_through_it(window, qtbot):
    seats = [SeatInfo("Nina"), SeatInfo("Ada", AI, "easy"), SeatInfo("Bruno", AI, "normal")]
    session = LocalSession.new("modern_art_card_game", seats, seed=11)
    window.open_session(session)
    page = window.table_page
    _play_human_seat(qtbot, page)

    # the final ranking shows every seat's points round by round, as the replay counts them
    match = session.table.match
    assert match.is_over()
    chart = page.result_dialog.round_chart
    assert chart is not None and chart.isVisible()
    assert chart.series == round_series(Replay(match)) and len(chart.series) == 4
    assert chart.names == ["Nina", "Ada", "Bruno"]

    # the history has it once, with the engine's scores and winners, and where it is saved
    result = match.result()
    store = window.history.store
    [rec] = store.games()
    assert [s.score for s in rec.seats] == list(result.scores)
    assert rec.winners == tuple(result.winners)
    assert [(s.kind, s.level, s.local) for s in rec.seats] == [
        ("human", None, True),
        ("ai", "easy", False),
        ("ai", "normal", False),
    ]
    assert rec.save_path == str(session.save_path) and session.save_path.parent == paths.finished_dir()
    assert rec.duration_s is not None and rec.duration_s >= 0
    page.result_dialog.accept()

    # the history page lists it and opens its replay
    window.open_history()
    history = window.history_page
    assert window.stack.currentWidget() is history
    assert history.list.rowCount() == 1
    assert history.list.item(0, 3).text() == page.plugin.format_score(result.scores[0])
    assert history.stats.played == 1 and history.stats.won == int(0 in result.winners)
    assert history.round_chart.series == [list(r) for r in rec.round_scores]
    click(qtbot, history.replay_button)
    replay_page = window.replay_page
    assert replay_page is not None and window.stack.currentWidget() is replay_page
    replay = replay_page.replay
    n = replay.length
    assert n == match.seq and replay_page.step == 0 and replay_page.seat == 0

    # the buttons: forward, back, last, first, each drawing that step's view of seat 0
    click(qtbot, replay_page.forward_button)
    click(qtbot, replay_page.forward_button)
    assert replay_page.step == 2 and replay_page.slider.value() == 2
    assert replay_page.current_view() == replay.view_at(2, 0)
    click(qtbot, replay_page.back_button)
    assert replay_page.step == 1
    click(qtbot, replay_page.last_button)
    assert replay_page.step == n and not replay_page.forward_button.isEnabled()
    click(qtbot, replay_page.first_button)
    assert replay_page.step == 0 and not replay_page.back_button.isEnabled()

    # the slider goes to any move; the move's log lines stand out
    for k in (n // 3, n // 2, n - 1):
        replay_page.slider.setValue(k)
        assert replay_page.step == k
        assert replay_page.current_view() == replay.view_at(k, 0)
        assert replay_page.step_label.text().startswith(f"Move {k} of {n}")
    lit = next(k for k in range(1, n + 1) if replay.events_at(k, 0))
    replay_page.slider.setValue(lit)
    assert replay_page.log.highlighted_lines()

    # a round's start, and everything revealed at a step
    starts = replay_page.round_steps()
    assert starts == replay.round_starts() and len(starts) == 4
    replay_page.jump_to_round(2)
    assert replay_page.step == starts[2] and replay_page.round_box.currentIndex() == 2
    replay_page.reveal_box.setChecked(True)
    revealed = replay_page.current_view()
    assert revealed["revealed"] is True and revealed["hand"] == replay.view_at(starts[2], 0)["hand"]

    # the table in a replay emits nothing that could reach a session: it has none
    intent = SIGNAL("intent(PyObject)")
    fresh = replay_page.plugin.create_table(None)
    assert replay_page.table.receivers(intent) == fresh.receivers(intent)  # the table's own only
    fresh.deleteLater()
    click(qtbot, replay_page.close_button)
    assert window.replay_page is None and window.stack.currentWidget() is history


def _finished(game_id: str, seed: int, players: int = 4) -> Match:
    match = Match.new(game_id, players, None, seed)
    names = ["Nina", "Ada", "Bruno", "Clara"][:players]
    levels = ["easy", "normal", "strong"]
    Table(match, [SeatInfo(names[0])] + [SeatInfo(n, AI, levels[i % 3]) for i, n in enumerate(names[1:])])
    play(match, seed)
    return match


def _history_of(matches: list[Match]) -> None:
    store, _notice = HistoryStore.open(paths.data_dir())
    for i, match in enumerate(matches):
        path = paths.finished_dir() / f"game-{i}.modernart"
        path.parent.mkdir(parents=True, exist_ok=True)
        save_match(path, match)
        store.record(record_from_match(match, save_path=str(path), duration_s=1200.0 + 300 * i))
    store.close()


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
def test_screenshots_of_the_history_the_charts_and_a_replay(make_window, shots_dir, language):
    # seeds 7, 9 and 10: Nina (seat 0) wins; 3, 4 and 5: a computer does
    modern_art = [_finished("modern_art", s) for s in (3, 7, 4, 9, 10, 5)]
    _history_of([*modern_art, _finished("modern_art_card_game", 6, 3)])
    window = make_window(language)
    window.open_history()
    history = window.history_page
    assert history.list.rowCount() == 7
    history.game_box.setCurrentIndex(history.game_box.findData("modern_art"))
    assert history.list.rowCount() == 6 and (history.stats.played, history.stats.won) == (6, 3)
    assert [(p.played, p.won) for p in history.stats.win_rate] == [
        (1, 0),
        (2, 1),
        (3, 1),
        (4, 2),
        (5, 3),
        (6, 3),
    ]
    history.order_box.setCurrentIndex(history.order_box.findData("score"))  # best first
    best = [rec.local_best() for rec in history.records]
    assert best == sorted(best, reverse=True) and history.list.item(0, 3).text() == texts.money(best[0])
    history.order_box.setCurrentIndex(history.order_box.findData("date"))
    QApplication.processEvents()
    window.grab().save(str(shots_dir / f"history_{language}.png"))
    history.round_chart.grab().save(str(shots_dir / f"chart_rounds_{language}.png"))
    history.win_chart.grab().save(str(shots_dir / f"chart_win_rate_{language}.png"))
    history._replay_selected()
    replay_page = window.replay_page
    replay_page.slider.setValue(40)
    QApplication.processEvents()
    window.grab().save(str(shots_dir / f"replay_{language}.png"))
    replay_page.reveal_box.setChecked(True)
    QApplication.processEvents()
    window.grab().save(str(shots_dir / f"replay_revealed_{language}.png"))
    # the card game, as another seat saw it
    replay_page.closed.emit()
    history.game_box.setCurrentIndex(history.game_box.findData("modern_art_card_game"))
    history._replay_selected()
    replay_page = window.replay_page
    replay_page.seat_box.setCurrentIndex(1)
    replay_page.slider.setValue(30)
    QApplication.processEvents()
    window.grab().save(str(shots_dir / f"replay_card_game_{language}.png"))


def test_the_final_ranking_draws_the_round_by_round_chart(open_position, shots_dir):
    match = _finished("modern_art", 8)
    window, page = open_position(match)
    page._game_over()
    dialog = page.result_dialog
    assert dialog.round_chart is not None and dialog.round_chart.series == round_series(Replay(match))
    QApplication.processEvents()
    dialog.grab().save(str(shots_dir / "final_ranking_chart_en.png"))


def test_an_unfinished_game_is_refused_as_a_replay(window, tmp_path):
    match = Match.new("modern_art", 3, None, 2)
    play(match, 2, stop=lambda m, s, a: m.seq >= 10)
    path = tmp_path / "unfinished.modernart"
    save_match(path, match)
    assert window.open_replay(path) is False
    assert window.replay_page is None
    assert window.last_error == after_texts.replay_refused("replay/not_over")
    assert "not over" in window.last_error


def test_a_game_joined_over_the_network_is_listed_but_has_no_replay(window):
    from datetime import UTC, datetime

    from modernart_desktop.history.records import GameRecord, SeatRecord

    store, _ = HistoryStore.open(paths.data_dir())
    store.record(
        GameRecord(
            "modern_art",
            datetime(2026, 11, 20, 18, 0, tzinfo=UTC),
            (
                SeatRecord("Nina", "human", None, True, 300, True),
                SeatRecord("Olek", "lan", None, False, 250, False),
            ),
            match_key="joined:test",
        )
    )
    store.close()
    window.open_history()
    history = window.history_page
    assert history.list.rowCount() == 1 and "network" in history.list.item(0, 4).text()
    assert not history.replay_button.isEnabled()
    assert history.replay_button.toolTip() == after_texts.replay_refused("replay/no_log")


def test_a_damaged_history_file_is_set_aside_and_the_player_is_told(make_window, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / FILE_NAME).write_bytes(b"this is not a database, only some words" * 100)
    window = make_window("pl")
    window.open_history()
    history = window.history_page
    assert history.notice.isVisible()
    assert history.notice.text().startswith("Plik historii był uszkodzony")
    [aside] = list(data_dir.glob(FILE_NAME + ".corrupt-*"))
    assert str(aside) in history.notice.text()
    assert history.list.rowCount() == 0


# -- undo ------------------------------------------------------------------------------------
def _to_decision(seed: int, wanted) -> tuple[Match, object]:
    match = Match.new("modern_art", 4, None, seed)
    found = play(match, seed, stop=wanted)
    assert found is not None
    return match, found[1]


def test_undo_is_offered_after_a_plain_bid_and_restores_the_table(open_position):
    def my_open_bid(m, seat, action):
        return seat == 0 and action.kind == "bid" and m.view_for(None)["auction"]["type"] == "open"

    match, bid = _to_decision(21, my_open_bid)
    before_seq, before_view = match.seq, match.view_for(0)
    window, page = open_position(match)
    # before: as the core decides for the position reached
    assert window.act_undo.isEnabled() == can_undo(match, 0)[0]
    page.table.intent.emit(bid)
    table = page.session.table
    page.bridge.flush_now()
    assert table.seq == before_seq + 1
    assert window.act_undo.isEnabled() and window.act_undo.toolTip() == after_texts.undo_allowed()
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"

    window.act_undo.trigger()
    page.bridge.flush_now()
    assert table.seq == before_seq and table.view_for(0) == before_view
    assert page.rendered_seq == before_seq  # the table was drawn again, going back
    assert load_match(page.session.save_path).log == table.match.log  # the autosave too
    assert window.act_undo.isEnabled() == can_undo(table.match, 0)[0]


def test_undo_is_greyed_out_once_sealed_bids_are_revealed(open_position):
    def my_closing_sealed_bid(m, seat, action):
        auction = m.view_for(None)["auction"]
        return (
            seat == 0
            and action.kind == "sealed_bid"
            and sum(bool(c) for c in auction["committed"]) == m.num_players - 1
        )

    match, sealed = _to_decision(7, my_closing_sealed_bid)
    window, page = open_position(match)
    page.table.intent.emit(sealed)
    page.bridge.flush_now()
    allowed, reason = can_undo(page.session.table.match, 0)
    assert not allowed and reason == "undo/revealed"
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip() == after_texts.undo_reason("undo/revealed")


def test_undo_is_never_offered_at_a_lan_table():
    from modernart_desktop.ui.lobby.sessions import _LanSession

    assert _LanSession.undo_status(object()) == (False, "undo/lan")  # type: ignore[arg-type]
    assert after_texts.undo_reason("undo/lan") != after_texts.undo_reason("undo/other")


def test_undo_cancels_the_computers_thinking_and_their_old_moves_never_land(window, qtbot):
    """The computers are thinking about the position after my offer when I take it back:
    their thoughts are dropped, nothing they chose reaches the table, and I am asked again."""
    seats = [SeatInfo("Nina"), SeatInfo("Ada", AI, "easy"), SeatInfo("Bruno", AI, "easy")]
    # seed 6: Nina offers first; a sealed auction sets both computers thinking at once
    session = LocalSession.new("modern_art", seats, seed=6, options={"open_clock": 0}, think_delay=0.8)
    window.open_session(session)
    page = window.table_page
    qtbot.waitUntil(lambda: 0 in session.active_seats() and page.rendered_seq == session.seq(), timeout=10000)
    seq = session.seq()
    offer = next(a for a in session.legal(0).of_kind("offer") if CARD_TYPE[a.card] == SEALED)
    page.table.intent.emit(offer)
    qtbot.waitUntil(lambda: session.seq() == seq + 1 and bool(session.runner._thinking), timeout=5000)
    assert session.undo_status() == (True, "")
    window.act_undo.trigger()
    assert session.seq() == seq and not session.runner._thinking
    qtbot.wait(1200)  # longer than the computers' pause: a stale choice would have landed
    assert session.seq() == seq and 0 in session.active_seats()
    qtbot.waitUntil(lambda: page.rendered_seq == seq, timeout=5000)
    assert page.table.isVisible()


def test_hot_seat_undo_asks_the_other_players_first(make_window, qtbot, tmp_path, steer_to):
    from PySide6.QtWidgets import QMessageBox

    from modernart_desktop.games.modern_art.components import ONCE
    from modernart_desktop.games.modern_art.state import OFFER
    from modernart_desktop.host.table import HUMAN, REMOTE

    # Nina (seat 0) offers a once-around card: Olek (seat 1, at the same screen) speaks next.
    match = steer_to(
        Match.new("modern_art", 4, seed=21),
        lambda m: (
            m.state.phase == OFFER
            and m.state.turn == 0
            and any(CARD_TYPE[c] == ONCE for c in m.state.hands[0])
        ),
    )
    seats = [SeatInfo(n, HUMAN if i < 2 else REMOTE) for i, n in enumerate(["Nina", "Olek", "Pia", "Remy"])]
    window = make_window()
    window.open_session(LocalSession(Table(match, seats, tmp_path / "hot.modernart")))
    page = window.table_page
    click(qtbot, page.curtain.button)  # Nina comes to the screen
    before = match.seq
    offer = next(a for a in page.session.legal(0).of_kind("offer") if CARD_TYPE[a.card] == ONCE)
    page.table.intent.emit(offer)
    qtbot.waitUntil(lambda: page.curtain_up and page.curtain.seat == 1)
    # behind the curtain nothing is taken back: the next player must come first
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip() == after_texts.undo_reason("undo/curtain")
    click(qtbot, page.curtain.button)  # Olek at the screen
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    box = window.findChild(QMessageBox, "UndoAgreement")
    assert box is not None and box.isVisible() and "Nina" in box.text() and "Olek" in box.text()
    assert page.session.seq() == before + 1  # nothing happens before Olek agrees
    agree = next(b for b in box.buttons() if b.text() == "We agree")
    click(qtbot, agree)
    qtbot.waitUntil(lambda: page.session.seq() == before)
    qtbot.waitUntil(lambda: page.curtain_up and page.curtain.seat == 0)  # Nina decides again


def test_a_joined_lan_game_is_recorded_from_what_its_seat_saw(data_dir):
    """A joined table has no seed or log here: its end is recorded (names, kinds, scores,
    winners) once, without a save file or rounds."""
    from datetime import UTC, datetime, timedelta

    from modernart_desktop.core.game import GameResult
    from modernart_desktop.host.table import HUMAN, REMOTE
    from modernart_desktop.ui.after.keeper import HistoryKeeper

    class Joined:  # the members of host.session.Session the keeper reads
        game_id = "modern_art"
        humans = [1]
        seats = [SeatInfo("Olek", REMOTE), SeatInfo("Nina", HUMAN), SeatInfo("Ada", AI, "strong")]
        save_path = None

        def is_over(self):
            return True

        def whole_match(self):
            return None

        def result(self):
            return GameResult((310, 420, 390), (1,))

        def names(self):
            return [s.name for s in self.seats]

        def seq(self):
            return 187

    keeper = HistoryKeeper()
    opened = datetime.now(UTC) - timedelta(minutes=42)
    first = keeper.record_session(Joined(), opened)
    assert keeper.record_session(Joined(), opened) == first  # once
    [rec] = keeper.store.games()
    assert [(s.name, s.kind, s.level, s.local, s.score, s.winner) for s in rec.seats] == [
        ("Olek", "lan", None, False, 310, False),
        ("Nina", "human", None, True, 420, True),
        ("Ada", "ai", "strong", False, 390, False),
    ]
    assert rec.save_path is None and rec.round_scores == ()
    assert 42 * 60 - 5 <= rec.duration_s <= 42 * 60 + 60
    keeper.close()


def test_finished_games_saved_before_the_history_existed_are_listed(window):
    """Games finished with an older version sit in finished/ (and hosted LAN tables in
    lan/): the history page takes them in once; an unfinished or unreadable file is left."""
    done = _finished("modern_art", 9)
    paths.finished_dir().mkdir(parents=True, exist_ok=True)
    paths.lan_saves_dir().mkdir(parents=True, exist_ok=True)
    save_match(paths.finished_dir() / "old.modernart", done)
    save_match(paths.lan_saves_dir() / "hosted.modernart", _finished("modern_art_card_game", 6, 3))
    unfinished = Match.new("modern_art", 3, None, 2)
    save_match(paths.lan_saves_dir() / "running.modernart", unfinished)
    (paths.finished_dir() / "broken.modernart").write_bytes(b"not a save")
    window.open_history()
    history = window.history_page
    assert sorted(r.game_id for r in history.records) == ["modern_art", "modern_art_card_game"]
    assert window.history.import_finished_saves() == 0  # once
    old = next(r for r in history.records if r.game_id == "modern_art")
    assert [s.score for s in old.seats] == list(done.result().scores)
