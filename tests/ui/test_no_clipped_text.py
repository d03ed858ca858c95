"""Nothing is cut off: at 1280x720, in English, Polish and French, every visible label
and button of every table (both games, their decisions) and dialog gets the room its
text needs (a label that wraps is as tall as its lines; any other text is as wide as
it is long)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import FIXED, OPEN, SEALED
from modernart_desktop.games.modern_art.state import AUCTION, DOUBLE_OFFER, OFFER
from tests.ui.clipping import clipped

LANGUAGES = ("en", "pl", "fr")
SIZE = (1280, 720)
CG = "modern_art_card_game"


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _check(name: str, root: QWidget) -> list[str]:
    return [f"{name}: {problem}" for problem in clipped(root)]


def _mine(phase, kind=None, test=None):
    def target(match):
        s = match.state
        if s.phase != phase or 0 not in match.active_seats():
            return False
        if kind is not None and (s.auction is None or s.auction.type != kind):
            return False
        return test(match) if test else True

    target.wants = kind
    return target


MODERN_ART_TABLES = {
    "offer": (11, _mine(OFFER)),
    "double": (5, _mine(DOUBLE_OFFER)),
    "open auction": (3, _mine(AUCTION, OPEN)),
    "sealed auction": (7, _mine(AUCTION, SEALED)),
    "fixed price": (9, _mine(AUCTION, FIXED)),
}


def _steer_card_game(match: Match, phase: str) -> Match:
    agent = RandomAgent(3)
    for _ in range(2000):
        if match.state.phase == phase and 0 in match.active_seats():
            return match
        if match.is_over():
            break
        seat = min(match.active_seats())
        match.apply(seat, agent.choose(None, match.legal_actions(seat)))
    raise AssertionError(f"no {phase} decision for seat 0")


def _round_event(game_id: str, players: int, seed: int):
    match = Match.new(game_id, players, None, seed)
    agent = RandomAgent(seed)
    while not match.is_over():
        for _seq, event in match.events:
            if event.code == "round/scored":
                return match, event
        seat = min(match.active_seats())
        match.apply(seat, agent.choose(None, match.legal_actions(seat)))
    raise AssertionError("no round was scored")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_start_page_and_the_dialogs_have_room_for_their_texts(make_window, language):
    from modernart_desktop.ui.about_dialog import AboutDialog
    from modernart_desktop.ui.settings_dialog import SettingsDialog

    window = make_window(language)
    window.resize(*SIZE)
    problems = _check("start page", window)
    for game_id in ("modern_art", CG):
        window.ask_new_game(game_id)
        dialog = window.new_game_dialog
        problems += _check(f"new game {game_id}", dialog)
        dialog.reject()
        _settle()
    settings = SettingsDialog(language, "Nina", "normal", window)
    settings.show()
    problems += _check("settings", settings)
    settings.close()
    about = AboutDialog(window)
    about.show()
    problems += _check("about", about)
    about.close()
    from modernart_desktop.ui.welcome_dialog import WelcomeDialog

    welcome = WelcomeDialog("Zofia Nowak-Kowalska", language, window)  # the first start's
    welcome.show()
    problems += _check("welcome", welcome)
    welcome.close()
    from modernart_desktop.ui.lobby.host_dialog import HostDialog
    from modernart_desktop.ui.lobby.join_dialog import JoinDialog

    for name, dialog in (
        ("LAN host", HostDialog("Nina", "127.0.0.1", window)),
        ("LAN join", JoinDialog("Nina", "", window)),
    ):
        dialog.show()
        problems += _check(name, dialog)
        dialog.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_modern_art_table_has_room_for_its_texts(open_position, steer_to, language):
    problems = []
    for name, (seed, target) in MODERN_ART_TABLES.items():
        match = steer_to(Match.new("modern_art", 4, seed=seed), target)
        window, page = open_position(match, language)
        window.resize(*SIZE)
        cards = [b for b in page.table.me.hand.buttons() if b.isEnabled()]
        if cards:
            page.table.me.hand.select(cards[-1].card)
        problems += _check(f"Modern Art, {name}", window)
        window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_game_table_has_room_for_its_texts(open_position, language):
    problems = []
    for phase, players, seed in (("play", 3, 4), ("award", 3, 0), ("second_down", 4, 5), ("bonus", 3, 6)):
        match = _steer_card_game(Match.new(CG, players, seed=seed), phase)
        window, page = open_position(match, language)
        window.resize(*SIZE)
        problems += _check(f"card game, {phase}", window)
        window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_round_and_result_dialogs_have_room_for_their_texts(make_window, language):
    from modernart_desktop.ui.games.modern_art.scoring import RoundScoringDialog as ModernArtRound
    from modernart_desktop.ui.games.modern_art_card_game.scoring import RoundScoringDialog as CardGameRound

    window = make_window(language)
    window.resize(*SIZE)
    problems = []
    names = ["Nina", "Ada", "Bruno", "Clara"]
    _match, event = _round_event("modern_art", 4, 2)
    dialog = ModernArtRound(event.params, names, 100, window)
    dialog.show()
    problems += _check("Modern Art round", dialog)
    dialog.close()
    _match, event = _round_event(CG, 4, 2)
    dialog = CardGameRound(event.params, names, 0, window)
    dialog.show()
    problems += _check("card game round", dialog)
    dialog.close()
    from modernart_desktop.ui.common.result_dialog import ResultDialog
    from modernart_desktop.ui.games.modern_art_card_game.names import points

    dialog = ResultDialog(names, [31, 58, 58, 12], [1, 2], points, window)
    dialog.show()
    problems += _check("result", dialog)
    dialog.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_games_painted_headings_fit_their_place(open_position, language):
    """The deck's headings and the artist cards' lines are painted, not labels: each is
    drawn in a font small enough for its place at 1280x720 ("Supplémentaire" was cut
    to "upplémentai")."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFont, QFontMetrics

    from modernart_desktop.ui.games.modern_art_card_game.widgets import fitted_font
    from modernart_desktop.ui.texts import counted

    window, page = open_position(Match.new(CG, 4, seed=1), language)
    window.resize(*SIZE)
    _settle()
    line = page.table.columns[0].width() - 22  # an artist card's text line (3 px frame, 8 px inset)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(11)
    for text, width in (
        (QCoreApplication.translate("CardGameTable", "Extra card"), 88),
        (QCoreApplication.translate("CardGameTable", "Deck"), 76),
        (QCoreApplication.translate("CardGameTable", "no tokens yet"), line),
        (
            counted(
                lambda k: QCoreApplication.translate("CardGameTable", "%n of {limit} face up", "", k),
                5,
                limit=6,
            ),
            line,
        ),
    ):
        fitted = fitted_font(font, text, width)
        assert QFontMetrics(fitted).horizontalAdvance(text) <= width, (language, text, width)
        assert fitted.pixelSize() >= 8, (language, text)
