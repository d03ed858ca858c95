"""Friesematenten table fixtures: a crafted position shown on a table (the table
plug-in registered by hand until its entry point is declared), and a position with
something of everything on it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.games.friesematenten.positions import position
from modernart_desktop.host.table import AI, REMOTE, SeatInfo, Table
from modernart_desktop.ui import games
from modernart_desktop.ui.games.friesematenten import PLUGIN
from modernart_desktop.ui.session import LocalSession

GAME_ID = "friesematenten"


@pytest.fixture(autouse=True)
def friese_table():
    games.register_table(PLUGIN)
    return PLUGIN


def match_of(state, seed: int = 0) -> Match:
    game = registry.get(GAME_ID)
    options = game.normalize_options(state.num_players, {"deck": state.card_set.version})
    return Match(game, state.num_players, options, seed, state)


def busy_position(**changes):
    """Three empires with something of everything: Nina (seat 0) at this screen."""
    args = dict(
        players=3,
        empires={
            0: [
                "stahlwerk",
                "pommesbude",
                "tennisschlaeger",
                "feindliche_uebernahme",
                "taschendieb",
                "streik",
            ],
            1: ["autowerk", "chemiefabrik", "luxusvilla", "sternekoch", "einspruch", "subventionen"],
            2: ["drogenkartell", "freizeitpark", "privatsender", "protzige_uhr", "kredithai"],
        },
        on_cards={"supermanager": "stahlwerk", "security": "luxusvilla", "gewerkschaft": "drogenkartell"},
        on_players={"bauland": 1, "vetternwirtschaft": 0},
        money=[74, 51, 38],
        market=["supermarkt", "muenzsammlung", "pr_agentur", "abrissbirne", "bauunternehmen", "skandal"],
        leftover=["supermarkt"],
        discard=["geldwaescherei", "headhunter", "kunstgutachter"],
        marker=0,
        round=3,
    )
    args.update(changes)
    return position(**args)


@pytest.fixture
def tiny_budgets(monkeypatch):
    """Search levels (Strong, Expert) think with a sliver of their budget: a test plays fast."""
    from modernart_desktop.ai import levels
    from modernart_desktop.ui import session

    def make(game_id, level, seed, **options):
        return levels.make_agent(game_id, level, seed, budget_scale=0.02, **options)

    monkeypatch.setattr(session, "make_agent", make)


@pytest.fixture
def show_match(make_window):
    def show(match, language="en", computers=False, names=("Nina", "Ada", "Bruno", "Clara")):
        """`computers`: True (Normal seats) or the other seats' levels; else remote seats."""
        window = make_window(language)
        window.resize(1440, 900)
        levels = computers if isinstance(computers, tuple) else ("normal",) * 3
        seats = [SeatInfo(names[0])] + [
            SeatInfo(n, AI, lvl) if computers else SeatInfo(n, REMOTE)
            for n, lvl in zip(names[1 : match.num_players], levels)
        ]
        session = LocalSession(Table(match, seats, None))
        window.open_session(session)
        if computers:
            session.pause("test")
        page = window.table_page
        page.bridge.flush_now()
        QApplication.processEvents()
        return window, page

    return show
