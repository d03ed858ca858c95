"""Issue 35: sound cues per game, no cue storm, silence without an audio device, and the
your-turn alert for a window in the background."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.core.events import Event
from modernart_desktop.core.match import Match
from modernart_desktop.ui.sound import alert as alert_module
from modernart_desktop.ui.sound import board as board_module
from modernart_desktop.ui.sound.cues import COMMON, CUES, GAME_CUES, Context, CueThinner, cues_for

ROOT = Path(__file__).resolve().parents[2]


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


# -- the cue map -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game_id", "event", "viewer", "expected"),
    [
        ("modern_art", Event("card/offered", {"seat": 1, "card": 3}), 0, ["card"]),
        ("modern_art", Event("auction/bid", {"seat": 0, "amount": 20}), 0, ["bid"]),
        ("modern_art", Event("auction/bid", {"seat": 2, "amount": 30}), 0, ["bid_other"]),
        ("modern_art", Event("sealed/revealed", {"bids": [1, 2, 3]}), 0, ["reveal"]),
        ("modern_art", Event("auction/won", {"seat": 1, "price": 40}), 0, ["gavel", "coins"]),
        ("modern_art", Event("auction/won", {"seat": 1, "price": 0}), 0, ["gavel"]),
        ("modern_art", Event("round/scored", {"round": 0}), 0, ["scoring"]),
        ("modern_art", Event("game/over", {"winners": [0]}), 0, ["win"]),
        ("modern_art", Event("game/over", {"winners": [2]}), 0, ["game_over"]),
        ("modern_art", Event("auction/pass", {"seat": 1}), 0, []),
        ("modern_art_card_game", Event("card/played", {"seat": 1, "card": 3}), 0, ["card"]),
        ("modern_art_card_game", Event("card/drew", {"seat": 1}), 0, ["card"]),
        ("modern_art_card_game", Event("simultaneous/revealed", {"cards": []}), 0, ["reveal"]),
        ("modern_art_card_game", Event("round/scored", {"round": 1}), 0, ["scoring"]),
        ("art_society", Event("bid/committed", {"seat": 0}), 0, ["bid"]),
        ("art_society", Event("bid/revealed", {"bids": []}), 0, ["reveal"]),
        ("art_society", Event("tile/hung", {"seat": 1, "tile": 3}), 0, ["hang"]),
        ("art_society", Event("tile/faux_pas", {"seat": 1, "tile": 3}), 0, ["faux_pas"]),
        ("art_society", Event("round/end", {"round": 0}), 0, ["scoring"]),
        ("friesematenten", Event("auction/bid", {"seat": 3, "amount": 16}), 0, ["bid_other"]),
        ("friesematenten", Event("auction/won", {"seat": 3, "price": 60}), 0, ["gavel"]),
        ("friesematenten", Event("auction/paid", {"seat": 3, "price": 60}), 0, ["coins"]),
        ("friesematenten", Event("money/stolen", {"thief": 1, "victim": 0}, to=0), 0, ["steal"]),
        ("friesematenten", Event("factory/demolished", {"seat": 1}), 0, ["steal"]),
    ],
)
def test_each_event_asks_for_its_cue(game_id: str, event: Event, viewer: int, expected: list[str]) -> None:
    assert cues_for(game_id, [event], Context(viewer)) == expected


def test_a_game_over_without_winners_in_the_event_reads_them_from_the_context() -> None:
    over = Event("game/over", {"scores": [3, 9]})  # Art Society's: no winners field
    assert cues_for("art_society", [over], Context(1, winners=[1])) == ["win"]
    assert cues_for("art_society", [over], Context(0, winners=[1])) == ["game_over"]
    # watching the computers, or hot-seat: a win for any seat played at this screen
    assert cues_for("art_society", [over], Context(None, winners=[1], humans=[0, 1])) == ["win"]


def test_every_game_has_a_cue_map_and_every_cue_a_file() -> None:
    assert set(registry.available()) <= set(GAME_CUES)
    folder = board_module.sounds_dir()
    assert folder is not None
    assert {p.stem for p in folder.glob("*.wav")} == set(CUES)
    assert (folder / "LICENSE.md").exists()


def test_the_map_names_only_events_the_games_send() -> None:
    """Every code a map names occurs in a few random games (no cue waits for a typo)."""
    from modernart_desktop.ai.levels import make_agent

    for game_id in registry.available():
        seen: set[str] = set()
        for seed in range(4):
            match = Match.new(game_id, 4, None, seed)
            agents = [make_agent(game_id, "random", seed * 10 + i) for i in range(4)]
            while not match.is_over():
                seat = min(match.active_seats())
                action = agents[seat].choose(match.view_for(seat), match.legal_actions(seat))
                seen.update(e.code for e in match.apply(seat, action))
        rare = {"mystery/revealed", "card/objected", "money/lost", "decor/lost_full_wall", "money/stolen"}
        rare |= {"no_room/swapped", "fixed/forced", "auction/free", "influence/assigned", "status/discarded"}
        missing = set(GAME_CUES[game_id]) - set(COMMON) - seen - rare
        assert not missing, (game_id, missing)


def test_the_shipped_files_are_what_the_script_makes() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_sounds.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr


# -- no cue storm --------------------------------------------------------------------------
def _bidding_war(moves: int = 36) -> list[Event]:
    return [Event("auction/bid", {"seat": 1 + i % 3, "amount": 10 + i}) for i in range(moves)]


def test_a_36_move_bidding_war_is_a_handful_of_taps_not_a_storm() -> None:
    clock = FakeClock()
    thinner = CueThinner(clock)
    played = []
    for event in _bidding_war():  # the computers bid every 100 ms
        played += thinner.take_events("modern_art", [event], Context(0))
        clock.now += 0.1
    assert 1 <= len(played) <= 6, played
    gaps_ok = all(c == "bid_other" for c in played)
    assert gaps_ok


def test_a_whole_bidding_war_in_one_update_is_one_cue() -> None:
    thinner = CueThinner(FakeClock())
    assert thinner.take_events("friesematenten", _bidding_war(), Context(0)) == ["bid_other"]


def test_your_own_bid_in_a_war_is_heard_and_a_sale_is_never_thinned_away() -> None:
    clock = FakeClock()
    thinner = CueThinner(clock)
    assert thinner.take_events("modern_art", _bidding_war(3), Context(0)) == ["bid_other"]
    clock.now += 0.3
    assert thinner.take_events(
        "modern_art", [Event("auction/bid", {"seat": 0, "amount": 99})], Context(0)
    ) == ["bid"]
    clock.now += 0.05
    sale = [Event("auction/bid", {"seat": 2, "amount": 100}), Event("auction/won", {"seat": 2, "price": 100})]
    assert thinner.take_events("modern_art", sale, Context(0)) == ["gavel", "coins"]


# -- silence without an audio device ----------------------------------------------------------
class _Settings:
    sound_volume = 70
    sound_muted = False
    sound_table = True
    sound_turn_alert = True
    turn_notification = False


def _play_everything(board: board_module.SoundBoard) -> None:
    for name in CUES:
        board.play(name)
    board.play_all(["gavel", "coins"])


def test_no_audio_device_is_silent_and_harmless(qapp, qtbot, monkeypatch) -> None:
    real = board_module._multimedia()
    assert real is not None, "PySide6-Addons (QtMultimedia) is a dependency"
    fake = types.SimpleNamespace(
        QMediaDevices=types.SimpleNamespace(audioOutputs=lambda: []), QAudioSink=real.QAudioSink
    )
    monkeypatch.setattr(board_module, "_multimedia", lambda: fake)
    board = board_module.SoundBoard(_Settings())
    _play_everything(board)
    qtbot.wait(400)  # the staggered second cue too
    assert not board.available and "audio output" in board.silent_reason
    assert set(board.requested) >= {"win", "nudge", "your_turn", "gavel"} and board.sounded == []


def test_without_qtmultimedia_the_app_is_silent_and_harmless(qapp, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(board_module, "_multimedia", lambda: None)
    board = board_module.SoundBoard(_Settings())
    _play_everything(board)
    qtbot.wait(400)
    assert not board.available and "QtMultimedia" in board.silent_reason
    assert board.sounded == []


def test_the_real_board_on_this_machine_never_raises(qapp, qtbot) -> None:
    board = board_module.SoundBoard(_Settings())
    _play_everything(board)
    qtbot.wait(400)
    assert set(board.sounded) <= set(CUES)  # whatever the machine has (CI: no device, so none)


def test_cues_never_start_together_and_a_backlog_drops_minor_ones(qapp, qtbot) -> None:
    board = board_module.SoundBoard(_Settings())
    times = []
    board.played.connect(lambda cue: times.append((board_module.time.monotonic(), cue)))
    board.play_all(["gavel", "coins"])
    board.play_all(["card"])  # at the same moment: waits its turn
    for _ in range(8):
        board.play("bid_other")  # a backlog: the minor cues past half a second are dropped
    assert board.play("scoring")  # a major cue never is
    qtbot.waitUntil(lambda: len(times) == len(board.requested), timeout=3000)
    gaps = [b[0] - a[0] for a, b in zip(times, times[1:])]
    assert min(gaps) >= 0.14 and [c for _t, c in times][:3] == ["gavel", "coins", "card"]
    assert board.requested.count("bid_other") < 8 and times[-1][1] == "scoring"


def test_two_cues_a_busy_loop_releases_together_still_start_apart(qapp, qtbot) -> None:
    board = board_module.SoundBoard(_Settings())
    times = []
    board.played.connect(lambda cue: times.append(board_module.time.monotonic()))
    board._sound("gavel")  # both timers fired in one turn of a loop that was busy
    board._sound("coins")
    qtbot.waitUntil(lambda: len(times) == 2, timeout=2000)
    assert times[1] - times[0] >= 0.15


def test_mute_and_the_switches_keep_cues_quiet(qapp) -> None:
    settings = _Settings()
    board = board_module.SoundBoard(settings)
    settings.sound_table = False
    assert not board.play("gavel") and board.play("your_turn")
    settings.sound_turn_alert = False
    assert not board.play("your_turn")
    settings.sound_table = settings.sound_turn_alert = True
    board.set_muted(True)
    assert not board.play("gavel") and not board.play("your_turn")


# -- the app: settings, the mute key, the your-turn alert -------------------------------------
def test_the_sound_settings_are_remembered_and_ctrl_m_mutes(window, data_dir) -> None:
    from modernart_desktop.ui.settings import Settings

    window.settings.sound_volume = 35
    window.settings.turn_notification = True
    window.sound.act_mute.trigger()  # the Game menu's "Mute sound" (Ctrl+M)
    assert window.sound.board.muted
    window.settings.sync()
    again = Settings()
    assert (again.sound_volume, again.sound_muted, again.turn_notification) == (35, True, True)
    assert window.sound.act_mute.shortcut().toString() == "Ctrl+M"
    window.sound.act_mute.trigger()
    assert not window.sound.board.muted


def test_the_sound_dialog_changes_the_settings(window, qtbot) -> None:
    window.sound.open_dialog()
    dialog = window.sound.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.volume.setValue(20)
    dialog.table_sounds.setChecked(False)
    dialog.mute.setChecked(True)
    assert window.settings.sound_volume == 20 and not window.settings.sound_table
    assert window.sound.board.muted and window.sound.act_mute.isChecked()
    dialog.grab().save(str(Path(window.settings._q.fileName()).parent / "sound_dialog.png"))
    dialog.accept()


@pytest.mark.parametrize("active", [False, True])
def test_your_turn_alerts_a_window_in_the_background_only(
    make_window, tmp_path, qtbot, monkeypatch, active: bool
) -> None:
    from modernart_desktop.host.table import REMOTE, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    calls = []
    monkeypatch.setattr(alert_module.QApplication, "alert", lambda widget, ms=0: calls.append(widget))
    window = make_window()
    alerter = window.sound.alerter
    monkeypatch.setattr(alerter, "window_active", lambda: active)
    window.settings.turn_notification = True
    match = Match.new("modern_art", 3, None, 1)
    (first,) = match.active_seats()  # Nina sits where the first offer is made
    seats = [
        SeatInfo(n) if i == first else SeatInfo(n, REMOTE) for i, n in enumerate(("Ada", "Bruno", "Nina"))
    ]
    seats[first] = SeatInfo("Nina")
    window.open_session(LocalSession(Table(match, seats, tmp_path / "t.modernart")))
    page = window.table_page
    qtbot.waitUntil(lambda: "your_turn" in page.sounds.cues)
    QApplication.processEvents()
    if active:
        assert calls == [] and alerter.alerts == 0 and alerter.notices == []
    else:
        assert calls == [window] and alerter.alerts == 1
        ((title, text),) = alerter.notices
        assert title == "Modern Art: your turn" and text.startswith("Nina, your decision.")
    assert "your_turn" in window.sound.board.requested


def test_a_decision_that_changes_while_the_player_sent_nothing_calls_them_again(
    make_window, tmp_path, qtbot
) -> None:
    """Your clock ran out and the turn came round to you (you were away): the new
    question calls you like a first one; a question that follows your own move does not."""
    from modernart_desktop.host.table import REMOTE, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    window = make_window()
    match = Match.new("modern_art", 3, None, 1)
    (first,) = match.active_seats()
    seats = [
        SeatInfo(n) if i == first else SeatInfo(n, REMOTE) for i, n in enumerate(("Ada", "Bruno", "Nina"))
    ]
    window.open_session(LocalSession(Table(match, seats, tmp_path / "t.modernart")))
    page = window.table_page
    qtbot.waitUntil(lambda: "your_turn" in page.sounds.cues)
    due: list[str] = []
    page.decision_due.connect(due.append)

    class Question:
        def __init__(self, *kinds: str) -> None:
            self._kinds = kinds

        def kinds(self) -> list[str]:
            return list(self._kinds)

        def __bool__(self) -> bool:
            return True

    page._announce_decision(Question("bid", "pass"))  # the clock ran out: nothing sent ...
    qtbot.waitUntil(lambda: len(due) == 1)  # ... and a new question came: called again
    page._answered = True  # (what sending a move does)
    page._announce_decision(Question("hang"))  # a question that follows your own move
    qtbot.wait(50)
    assert len(due) == 1
