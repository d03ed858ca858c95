"""A whole Friesematenten game through the widgets: Nina (the human at this screen)
against two computer seats. On the way she objects to an action card played against
her (Einspruch) and plays an action card on a target she clicks."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from modernart_desktop.core.priority import PriorityWindow
from modernart_desktop.games.friesematenten.positions import at_turn, cid, position
from modernart_desktop.games.friesematenten.state import OBJECT, Play, Prompt

from .conftest import match_of


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


class FrieseDriver:
    """Plays the seat on screen by clicking: cards, the seat buttons, the prompt and
    the auction panel's buttons."""

    def __init__(self, qtbot, page, seed: int = 1) -> None:
        self.qtbot, self.page, self.rnd = qtbot, page, random.Random(seed)
        self.decisions = 0
        self.played: list[tuple[int, object]] = []  # (card, action) played on a target
        self.objected = 0
        self.asked: list[str] = []
        self.snapshot: tuple[int, str] | None = None  # (decision number, file): a look mid-game

    def my_turn(self) -> bool:
        page = self.page
        table = page.session.table
        return not page.curtain_up and page.viewer in table.active_seats() and page.rendered_seq == table.seq

    def play_to_end(self, max_steps: int = 3000) -> None:
        for _ in range(max_steps):
            self.qtbot.waitUntil(
                lambda: self.my_turn() or self.page.result_dialog is not None or self.page.curtain_up,
                timeout=30000,
            )
            if self.page.result_dialog is not None:
                return
            if self.page.curtain_up:
                click(self.qtbot, self.page.curtain.button)
                continue
            self.decide()
        raise AssertionError("the game did not end")

    def _pick_target(self) -> None:
        """Click one of the highlighted cards or a player's button until the choice is sent."""
        table = self.page.table
        for _ in range(4):
            if table.choice is None:
                return
            cards = [
                w
                for view in [table.me.empire, table.market.cards, *(b.empire for b in table.seat_boxes)]
                for w in view.widgets.values()
                if w.choosable and w.isVisible()
            ]
            players = [b.choose for b in table.seat_boxes if b.choose.isVisible()]
            if table.me.choose.isVisible():
                players.append(table.me.choose)
            if table.discard_dialog is not None and table.discard_dialog.isVisible():
                cards += [w for w in table.discard_dialog.widgets if w.choosable]
            options = cards + players
            assert options, "a choice with nothing to click"
            click(self.qtbot, self.rnd.choice(options))

    def decide(self) -> None:
        qtbot, rnd = self.qtbot, self.rnd
        table = self.page.table
        view = table._view
        seq = self.page.session.table.seq
        kind = view["asking"]["kind"]
        self.asked.append(kind)
        self.decisions += 1
        if self.snapshot is not None and self.decisions == self.snapshot[0]:
            self.page.window().grab().save(self.snapshot[1])
        lit = [w for w in table.me.empire.widgets.values() if w.lit]
        prompt = table.prompt
        if kind == "object":
            assert prompt.secondary.isVisible()
            click(qtbot, prompt.secondary)
            self.objected += 1
        elif kind in ("demolish", "scandal"):
            assert table.choice is not None and not prompt.cancel.isVisible()
            self._pick_target()
        elif kind == "bid":
            panel = table.auction
            if panel.amount.minimum() <= 20 and rnd.random() < 0.6:
                click(qtbot, panel.bid_button)
            else:
                click(qtbot, panel.pass_button)
        elif lit and (kind in ("turn", "immediate") or rnd.random() < 0.3):
            card = rnd.choice(lit)
            click(qtbot, card)
            if table.choice is not None:
                self._pick_target()
            self.played.append((card.card, kind))
        else:
            click(qtbot, prompt.primary)
        qtbot.waitUntil(lambda: self.page.session.table.seq > seq, timeout=5000)


def objection_position():
    """Round 2, Ada's turn: Ada has just played Hostile takeover on Nina's Steelworks and
    Nina, holding Einspruch, is asked whether she objects. Nina also holds a Wrecking
    ball for her own turn. A short deck, so the game ends in a few rounds."""
    state = position(
        3,
        empires={
            0: ["stahlwerk", "pommesbude", "einspruch", "abrissbirne", "protzige_uhr"],
            1: ["autowerk", "chemiefabrik", "luxusvilla"],
            2: ["drogenkartell", "freizeitpark", "schosshund"],
        },
        money=[60, 60, 60],
        market=["supermarkt", "muenzsammlung", "pr_agentur", "baeckerei", "haarlocke", "streik"],
        deck=["modelagentur", "kunstgalerie", "spielcasino", "tennisschlaeger", "sternekoch", "security"],
        marker=1,
    )
    at_turn(state, 1)
    takeover = cid("feindliche_uebernahme")
    state.removed.append(takeover)  # Ada's card is spent as soon as it is played
    play = Play(1, takeover, cid("stahlwerk"), -1, -1)
    state.prompts.append(Prompt(OBJECT, 0, window=PriorityWindow(OBJECT, (0,)), play=play))
    return state


def test_nina_plays_a_whole_game_objects_once_and_plays_a_card_on_a_target(show_match, qtbot, tiny_budgets):
    state = objection_position()
    match = match_of(state, seed=21)
    window, page = show_match(match, computers=("strong", "strong"))  # searching, on tiny budgets
    page.session.resume_play("test")
    table = page.table
    # The table says plainly that Nina may object, and offers the card.
    assert "Hostile takeover" in table.prompt.text.text() and "Objection!" in table.prompt.secondary.text()
    driver = FrieseDriver(qtbot, page, seed=4)
    driver.play_to_end()
    assert match.is_over() and page.result_dialog is not None
    assert driver.objected == 1
    # Nina played her Wrecking ball on a card she clicked, and the log says so.
    codes = [(e.code, e.params) for _s, e in match.events]
    wrecks = [p for c, p in codes if c == "card/played" and p["card"] == cid("abrissbirne")]
    assert wrecks and wrecks[0]["seat"] == 0 and wrecks[0]["target"] >= 0
    assert ("card/objected", {"seat": 0, "card": cid("feindliche_uebernahme")}) in codes
    assert {"turn", "bid"} <= set(driver.asked)
    assert driver.decisions >= 10
    # Under the podium: why it ended, and every player's VP and money, revealed now.
    from modernart_desktop.ui.games.friesematenten.final import FrieseFinal

    final = page.result_dialog.findChild(FrieseFinal)
    assert final is not None and len(final.rows) == 3
    money = match.state.money
    assert {row[-1] for row in final.rows} == {f"€{m}" for m in money}
    # every seat's VP split by source adds up to its VP
    for seat, sources in final.sources.items():
        assert sources.total() == match.view_for(None)["empires"][seat]["vp"]


def test_nina_plays_a_game_from_the_deal_to_the_end(show_match, qtbot, shots_dir, tiny_budgets):
    from modernart_desktop.core.match import Match

    match = Match.new("friesematenten", 3, seed=5)
    window, page = show_match(match, computers=("strong", "normal"))
    page.session.resume_play("test")
    driver = FrieseDriver(qtbot, page, seed=11)
    driver.snapshot = (25, str(shots_dir / "friese_mid_game_en.png"))
    driver.play_to_end()
    page.window().grab().save(str(shots_dir / "friese_game_over_en.png"))
    page.result_dialog.grab().save(str(shots_dir / "friese_result_en.png"))
    assert match.is_over() and page.result_dialog is not None
    assert match.state.round >= 3 and driver.decisions >= 20
    assert "bid" in driver.asked and 0 in match.state.buyers  # Nina bid, and won at least one card


def test_four_computers_play_to_the_end_while_the_table_is_watched(make_window, qtbot, shots_dir):
    from modernart_desktop.core.match import Match
    from modernart_desktop.host.table import AI, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    window = make_window()
    seats = [
        SeatInfo(n, AI, lvl) for n, lvl in zip(("Ada", "Bruno", "Clara", "Diego"), ("easy", "normal") * 2)
    ]
    session = LocalSession(Table(Match.new("friesematenten", 4, seed=17), seats, None))
    window.open_session(session)
    page = window.table_page
    assert page.viewer is None and not page.table.me.isVisible()
    qtbot.waitUntil(lambda: page.result_dialog is not None, timeout=120000)
    assert session.is_over()
    # a spectator never saw anyone's money while the game ran; at the end it is public
    assert page.bridge.view(None)["all_money"] == session.table.match.state.money
    window.grab().save(str(shots_dir / "friese_4_computers_end.png"))
