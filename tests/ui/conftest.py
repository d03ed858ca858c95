"""Fixtures for the desktop app's tests: a private data directory, asyncio in the
Qt loop (as the app runs it), a main window, and a driver that plays a human seat
by clicking the real widgets."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from modernart_desktop.ui.app import install_event_loop
from tests.ui import clipping  # noqa: F401  (watches painted text from the first paint on)

SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    """The app's files go to a temporary folder: tests never touch the real home."""
    path = tmp_path / "data"
    monkeypatch.setenv("MODERNART_DATA_DIR", str(path))
    return path


@pytest.fixture
def shots_dir() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


@pytest.fixture(scope="session")
def qt_loop(qapp):
    """qasync's loop, marked running inside pytest-qt's Qt loop (the app runs the same)."""
    return install_event_loop(qapp, already_running=True)


@pytest.fixture
def make_window(qtbot, qapp, qt_loop, data_dir):
    """Build a main window (English unless told, AI without a thinking pause)."""
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.settings import Settings

    made = []

    def make(language: str = "en"):
        settings = Settings()
        settings.speed = "instant"
        settings.language = language
        i18n = I18n(qapp)
        i18n.set_language(language)
        window = MainWindow(settings, i18n)
        window.resize(1360, 860)
        qtbot.addWidget(window)
        window.show()
        made.append((window, i18n))
        return window

    yield make
    for window, i18n in made:
        window.close()
        i18n.set_language("en")


@pytest.fixture
def window(make_window):
    return make_window()


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


class HumanDriver:
    """Plays the seat on screen through the widgets: cards, amount boxes, buttons."""

    def __init__(self, qtbot, page, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.page = page
        self.rnd = random.Random(seed)
        self.decisions = 0
        self.scorings = 0
        self.hidden_checks = 0

    def click(self, widget) -> None:
        click(self.qtbot, widget)

    def my_turn(self) -> bool:
        page = self.page
        table = page.session.table
        return not page.curtain_up and page.viewer in table.active_seats() and page.rendered_seq == table.seq

    def dialog_open(self):
        d = self.page.table.scoring_dialog()
        return d if d is not None and d.isVisible() else None

    def wait_for_something(self, timeout: int = 15000) -> None:
        self.qtbot.waitUntil(
            lambda: (
                self.my_turn()
                or self.dialog_open() is not None
                or self.page.result_dialog is not None
                or self.page.curtain_up
            ),
            timeout=timeout,
        )

    def play_to_end(self, max_steps: int = 2000) -> None:
        for _ in range(max_steps):
            self.wait_for_something()
            if self.page.result_dialog is not None:
                return
            self.check_hot_seat_secrets()
            dialog = self.dialog_open()
            if dialog is not None:
                self.scorings += 1
                click(self.qtbot, dialog.ok)
                self.qtbot.waitUntil(lambda: self.dialog_open() is None)
                continue
            if self.page.curtain_up:
                click(self.qtbot, self.page.curtain.button)
                continue
            self.decide()
        raise AssertionError("the game did not end")

    def check_hot_seat_secrets(self) -> None:
        """Hot-seat: a seat that has made its decision shows nothing of its own while
        others may be looking (a computer's turn, a round's scoring)."""
        page = self.page
        if not page.session.hot_seat or page.curtain_up or page.viewer in page.session.table.active_seats():
            return
        if page.rendered_seq != page.session.table.seq or page.session.is_over():
            return
        self.hidden_checks += 1
        me = page.table.me
        assert me.hand.cards() == [] and not me.money.isVisible() and page.log.public_only()

    def decide(self) -> None:
        from modernart_desktop.ui.games.modern_art import auction as A

        qtbot, rnd = self.qtbot, self.rnd
        table = self.page.table
        panel = table.auction.current_panel()
        seq = self.page.session.table.seq
        self.decisions += 1
        if isinstance(panel, A.OfferPanel):
            cards = [b for b in table.me.hand.buttons() if b.isEnabled()]
            click(qtbot, rnd.choice(cards))
            click(qtbot, panel.offer)
        elif isinstance(panel, A.DoublePanel):
            cards = [b for b in table.me.hand.buttons() if b.isEnabled()]
            if cards and rnd.random() < 0.5:
                click(qtbot, rnd.choice(cards))
                click(qtbot, panel.add)
            else:
                click(qtbot, panel.decline)
        elif isinstance(panel, A.BidPanel):
            if panel.bid.isEnabled() and panel.amount.minimum() <= 12 and rnd.random() < 0.5:
                for _ in range(rnd.randint(0, 2)):
                    if panel.amount.step_buttons[1].isEnabled():
                        click(qtbot, panel.amount.step_buttons[1])
                click(qtbot, panel.bid)
            else:
                click(qtbot, panel.pass_)
        elif isinstance(panel, A.SealedPanel):
            if rnd.random() < 0.5 and panel.amount.step_buttons[5].isEnabled():
                click(qtbot, panel.amount.step_buttons[5])
            click(qtbot, panel.commit)
        elif isinstance(panel, A.FixedPanel):
            if panel.set_price.isVisible():
                if panel.amount.step_buttons[5].isEnabled():
                    click(qtbot, panel.amount.step_buttons[5])
                click(qtbot, panel.set_price)
            elif panel.buy.isEnabled() and rnd.random() < 0.4:
                click(qtbot, panel.buy)
            else:
                click(qtbot, panel.pass_)
        elif isinstance(panel, A.MysteryPanel):
            click(qtbot, panel.reveal if rnd.random() < 0.5 else panel.skip)
        else:
            raise AssertionError(f"no decision possible on {panel!r}")
        # The click must have moved the table on (an accepted action).
        self.qtbot.waitUntil(lambda: self.page.session.table.seq > seq, timeout=5000)


@pytest.fixture
def human_driver(qtbot):
    def make(page, seed: int = 1) -> HumanDriver:
        return HumanDriver(qtbot, page, seed)

    return make


# -- positions for panel tests ----------------------------------------------------------
def _steer_to(match, target, max_actions: int = 600):
    """Play a match forward with a simple script until `target(match)` holds.

    Offers prefer a card of the wanted auction type (`target.wants`, optional);
    every other decision takes the quietest choice (pass, no bid, lowest price).
    Only a test's set-up: the UI under test never sees how the position came about.
    """
    from modernart_desktop.games.modern_art.actions import (
        DeclineSecond,
        Pass,
        SealedBid,
        SetPrice,
        SkipMystery,
    )
    from modernart_desktop.games.modern_art.components import CARD_TYPE

    wants = getattr(target, "wants", None)
    for _ in range(max_actions):
        if target(match):
            return match
        seat = min(match.active_seats())
        legal = match.legal_actions(seat)
        offers = legal.of_kind("offer")
        if offers:
            preferred = [a for a in offers if CARD_TYPE[a.card] == wants]
            action = (preferred or offers)[0]
        elif Pass() in legal:
            action = Pass()
        elif DeclineSecond() in legal:
            action = DeclineSecond()
        elif SkipMystery() in legal:
            action = SkipMystery()
        elif legal.range_of("sealed_bid"):
            action = SealedBid(0)
        elif legal.range_of("set_price"):
            action = SetPrice(legal.range_of("set_price").lo)
        else:
            action = next(iter(legal))
        match.apply(seat, action)
    raise AssertionError("position not reached")


@pytest.fixture
def steer_to():
    return _steer_to


@pytest.fixture
def open_position(make_window, tmp_path):
    """Show a prepared match on a table: seat 0 is the human at this screen, the other
    seats are remote players nobody moves, so the position stays as it is."""
    from PySide6.QtWidgets import QApplication

    from modernart_desktop.host.table import AI, REMOTE, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    def show(match, language: str = "en", computers: bool = False):
        """`computers`: the other seats are AI seats, held (paused) before they can move."""
        window = make_window(language)
        others = ("Ada", "Bruno", "Clara", "Diego")[: match.num_players - 1]
        seats = [SeatInfo("Nina")] + [
            SeatInfo(n, AI, "normal") if computers else SeatInfo(n, REMOTE) for n in others
        ]
        table = Table(match, seats, tmp_path / "position.modernart")
        session = LocalSession(table)
        window.open_session(session)
        if computers:
            session.pause("test")
        page = window.table_page
        page.bridge.flush_now()
        QApplication.processEvents()  # the table redraws once the computers are held
        return window, page

    return show
