"""Modern Art: The Card Game in the app: a whole 2-player game with the human
playing through the real widgets against a computer seat, a 5-player game of
computers watched to the end, and what the table shows (and hides)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.positions import arrange
from modernart_desktop.host.table import AI, HUMAN, REMOTE, SeatInfo, Table
from modernart_desktop.ui.games.modern_art_card_game.names import points
from modernart_desktop.ui.session import LocalSession

GAME_ID = "modern_art_card_game"
LM, YOKO, CP, KG, KRYPTO = range(5)


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


class CardGameDriver:
    """Plays the seat on screen by clicking: hand cards, prompt buttons, artist
    buttons, the scoring dialogs."""

    def __init__(self, qtbot, page, seed: int = 1) -> None:
        self.qtbot, self.page = qtbot, page
        self.rnd = random.Random(seed)
        self.decisions = 0
        self.scorings = 0
        self.phases: set[str] = set()
        self.curtains = 0
        self.seen_hands: dict[int, set[int]] = {}
        self.hidden_checks = 0

    def my_turn(self) -> bool:
        table = self.page.session.table
        return (
            not self.page.curtain_up
            and self.page.viewer in table.active_seats()
            and self.page.rendered_seq == table.seq
        )

    def dialog_open(self):
        d = self.page.table.scoring_dialog()
        return d if d is not None and d.isVisible() else None

    def play_to_end(self, max_steps: int = 3000) -> None:
        for _ in range(max_steps):
            self.qtbot.waitUntil(
                lambda: (
                    self.my_turn()
                    or self.dialog_open() is not None
                    or self.page.result_dialog is not None
                    or self.page.curtain_up
                ),
                timeout=20000,
            )
            if self.page.result_dialog is not None:
                return
            self.check_hot_seat_secrets()
            if self.page.curtain_up and self.dialog_open() is None:
                self.curtains += 1
                click(self.qtbot, self.page.curtain.button)  # hot-seat: the next player takes the screen
                continue
            dialog = self.dialog_open()
            if dialog is not None:
                self.scorings += 1
                click(self.qtbot, dialog.ok)
                self.qtbot.waitUntil(lambda: self.dialog_open() is None)
                continue
            self.decide()
        raise AssertionError("the game did not end")

    def check_hot_seat_secrets(self) -> None:
        """Hot-seat: a seat that has made its decision shows nothing of its own while
        others may be looking (e.g. everyone reading a round's scoring)."""
        page = self.page
        if not page.session.hot_seat or page.curtain_up or page.viewer in page.session.table.active_seats():
            return
        if page.rendered_seq != page.session.table.seq:
            return  # (the table has not drawn the newest position yet)
        self.hidden_checks += 1
        state = page.session.table.match.state
        assert page.table.me.hand.cards() == [] and len(page.table.me.hand.buttons()) == len(
            state.hands[page.viewer]
        )
        assert page.table.me.display._down == [None] * len(state.face_down[page.viewer])
        assert page.log.public_only()

    def decide(self) -> None:
        qtbot, rnd = self.qtbot, self.rnd
        table = self.page.table
        prompt = table.prompt
        view = self.page.bridge.view(self.page.viewer)
        phase = view["phase"]
        self.phases.add(phase)
        seq = self.page.session.table.seq
        cards = [b for b in table.me.hand.buttons() if b.isEnabled()]
        # The hand on screen is the hand of the seat whose turn it is, never another's.
        assert sorted(table.me.hand.cards()) == sorted(
            self.page.session.table.match.state.hands[self.page.viewer]
        )
        self.decisions += 1
        if phase == "award":
            artists = [b for b in prompt.artist_buttons if b.isEnabled()]
            click(qtbot, rnd.choice(artists))
        elif phase in ("play", "simultaneous") or (cards and rnd.random() < 0.6):
            click(qtbot, rnd.choice(cards))
            click(qtbot, prompt.primary)
        else:
            click(qtbot, prompt.secondary)
        qtbot.waitUntil(lambda: self.page.session.table.seq > seq, timeout=5000)


def start_from_start_page(window, qtbot, players: int, kinds: list[str]):
    start = window.start_page
    card = next(c for c in start.game_cards if c.entry.game_id == GAME_ID)
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    dialog.players.setValue(players)
    for row, kind in zip(dialog.rows, kinds):
        row.kind.setCurrentIndex(row.kind.findData(kind))
    dialog.rows[0].name.setText("Nina")
    assert dialog.option_widgets["bonus_cards"].isChecked()  # the rulebook's bonus cards, on by default
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not None)
    return window.table_page


def test_a_human_plays_a_whole_two_player_game_against_the_computer(window, qtbot, shots_dir):
    page = start_from_start_page(window, qtbot, 2, [HUMAN, AI])
    assert page.viewer == 0 and [s.kind for s in page.session.seats] == [HUMAN, AI]
    window.grab().save(str(shots_dir / "card_game_2p_start.png"))
    driver = CardGameDriver(qtbot, page, seed=5)
    driver.play_to_end()
    match = page.session.table.match
    assert match.is_over()
    assert driver.decisions >= 12 and driver.scorings == 4
    assert "play" in driver.phases
    result = match.result()
    names = page.session.names()
    assert page.result_dialog.table_rows() == [(names[s], points(result.scores[s])) for s in result.ranking()]
    # The score sheet kept every round, as pen and paper would.
    sheet = page.table.sheet
    for seat in range(2):
        row = sheet.row_texts(seat)
        assert row[0] == names[seat] and row[-1] == str(result.scores[seat])
        assert [int(x) for x in row[1:5]] == [r["points"][seat] for r in match.state.round_results]
    window.grab().save(str(shots_dir / "card_game_2p_end.png"))


def test_five_computers_play_to_the_end_while_the_table_is_watched(make_window, qtbot, tmp_path):
    window = make_window()
    seats = [
        SeatInfo(n, AI, lvl)
        for n, lvl in zip(
            ("Ada", "Bruno", "Clara", "Diego", "Elsa"), ("easy", "normal", "normal", "easy", "normal")
        )
    ]
    session = LocalSession(Table(Match.new(GAME_ID, 5, seed=31), seats, tmp_path / "five.modernart"))
    window.open_session(session)
    page = window.table_page
    assert page.viewer is None  # nobody at this screen: a spectator's table
    scorings = 0
    for _ in range(400):
        qtbot.waitUntil(
            lambda: page.table.scoring_dialog() is not None or page.result_dialog is not None, timeout=60000
        )
        if page.result_dialog is not None:
            break
        scorings += 1
        dialog = page.table.scoring_dialog()
        # The spectator sees no hand at any time.
        assert page.bridge.view(None)["hand"] is None
        click(qtbot, dialog.ok)
        qtbot.waitUntil(lambda: page.table.scoring_dialog() is not dialog)
    assert session.is_over() and scorings == sum(
        1 for r in session.table.match.state.round_results if not r.get("skipped")
    )
    assert not page.table.me.isVisible()


def show_position(make_window, match, language="en"):
    window = make_window(language)
    seats = [SeatInfo("Nina")] + [
        SeatInfo(n, REMOTE) for n in ("Ada", "Bruno", "Clara")[: match.num_players - 1]
    ]
    session = LocalSession(Table(match, seats, None))
    window.open_session(session)
    page = window.table_page
    page.bridge.flush_now()
    return window, page


def test_others_face_down_cards_show_as_backs_and_the_hand_stays_private(make_window, qtbot, shots_dir):
    match = Match.new(GAME_ID, 3, seed=4)
    arrange(
        match.state,
        hands=[[YOKO, CP, (KG, 3)], [LM, LM], [KRYPTO]],
        displays=[[YOKO], [LM, LM], [CP]],
        face_down=[[KG], [YOKO, CP], []],
        extra=CP,
        turn=0,
    )
    window, page = show_position(make_window, match)
    table = page.table
    ada = next(b for b in table.seat_boxes if b.seat == 1)
    assert ada.display.face_down_count() == 2 and ada.display._down == [None, None]
    assert table.me.display._down == match.state.face_down[0]  # your own face-down card, shown to you
    assert sorted(table.me.hand.cards()) == sorted(match.state.hands[0])
    assert all(b.isEnabled() for b in table.me.hand.buttons())
    window.grab().save(str(shots_dir / "card_game_face_down.png"))


def test_symbol_prompt_asks_for_a_second_yoko_face_up(make_window, qtbot):
    from modernart_desktop.games.modern_art_card_game.actions import PlayCard
    from modernart_desktop.games.modern_art_card_game.components import CARD_ARTIST, CARD_SYMBOL, SECOND_UP

    match = Match.new(GAME_ID, 3, seed=4)
    arrange(match.state, hands=[[(YOKO, SECOND_UP), YOKO, CP], [LM], [KRYPTO]], extra=CP, turn=0)
    card = next(c for c in match.state.hands[0] if CARD_SYMBOL[c] == SECOND_UP)
    match.apply(0, PlayCard(card))
    window, page = show_position(make_window, match)
    prompt = page.table.prompt
    assert "second Yoko" in prompt.text.text()
    enabled = [b.card for b in page.table.me.hand.buttons() if b.isEnabled()]
    assert [CARD_ARTIST[c] for c in enabled] == [YOKO]  # only the other Yoko may follow
    assert prompt.secondary.isVisible() and prompt.secondary.isEnabled()
    click(qtbot, prompt.secondary)
    qtbot.waitUntil(lambda: page.session.table.seq == 2)
    assert match.state.phase == "play" and match.state.turn == 1


def test_the_table_speaks_polish_and_french(make_window, qtbot, shots_dir):
    match = Match.new(GAME_ID, 4, seed=8)
    arrange(
        match.state,
        hands=[[YOKO, CP, (KG, 3)], [LM], [KRYPTO], [YOKO]],
        displays=[[YOKO], [LM], [], [CP]],
        extra=CP,
        turn=0,
    )
    for lang, word in (("pl", "Twoja kolej"), ("fr", "À vous")):
        window, page = show_position(make_window, match, lang)
        assert word in page.table.prompt.text.text()
        window.grab().save(str(shots_dir / f"card_game_{lang}.png"))
        if lang == "pl":  # Polish has three plural forms
            assert [points(n) for n in (1, 2, 5, 22)] == ["1 punkt", "2 punkty", "5 punktów", "22 punkty"]
        else:
            assert [points(n) for n in (1, 2)] == ["1 point", "2 points"]


def test_hot_seat_two_humans_pass_the_screen_and_play_to_the_end(make_window, qtbot, tmp_path):
    window = make_window()
    seats = [SeatInfo("Nina"), SeatInfo("Olek"), SeatInfo("Bot", AI, "easy")]
    session = LocalSession(Table(Match.new(GAME_ID, 3, seed=13), seats, tmp_path / "hot.modernart"))
    assert session.hot_seat
    window.open_session(session)
    page = window.table_page
    driver = CardGameDriver(qtbot, page, seed=9)
    driver.play_to_end()
    assert session.is_over() and driver.curtains >= 10
    assert driver.scorings >= 3
    assert driver.hidden_checks >= 1, driver.hidden_checks


def test_the_long_title_wraps_in_every_language(make_window, qtbot, shots_dir):
    from PySide6.QtGui import QFontMetrics

    match = Match.new(GAME_ID, 3, seed=4)
    titles = {
        "en": "Modern Art: The Card Game",
        "pl": "Modern Art: gra karciana",
        "fr": "Modern Art\u00a0: le jeu de cartes",  # (a non-breaking space before the colon)
    }
    for lang, title in titles.items():
        window, page = show_position(make_window, match, lang)
        qtbot.waitUntil(lambda: page.title.width() > 0 and page.title.isVisible())
        label = page.title
        assert label.text() == title
        # every word fits on the panel and the label is tall enough for all its lines
        metrics = QFontMetrics(label.font())
        assert max(metrics.horizontalAdvance(w) for w in title.split()) <= label.contentsRect().width()
        assert label.height() >= label.heightForWidth(label.width()) > metrics.height()
        window.grab().save(str(shots_dir / f"card_game_title_{lang}.png"))
