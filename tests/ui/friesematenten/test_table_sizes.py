"""The Friesematenten table measured as a player sees it: the cards' words in readable type
at 1280x720, one card size on the whole table, panels as tall as what they hold, a table
that stays put as the empires fill, and VP tokens that never hide each other."""

from __future__ import annotations

import statistics

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from modernart_desktop.core import registry
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn, cid
from modernart_desktop.ui.games.friesematenten import cards as cards_module
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.cards import CardWidget
from modernart_desktop.ui.games.friesematenten.race import VpRace

from ..clipping import watching_paint
from .conftest import busy_position, match_of

EMPIRES = {
    0: ["stahlwerk", "pommesbude", "tennisschlaeger", "feindliche_uebernahme"],
    1: ["autowerk", "chemiefabrik", "luxusvilla", "sternekoch", "einspruch"],
    2: ["drogenkartell", "freizeitpark", "privatsender", "protzige_uhr", "kredithai"],
    3: ["schlachterei", "alter_meister", "haarlocke", "boulevardpresse"],
}
MARKET = [
    "supermarkt",
    "muenzsammlung",
    "pr_agentur",
    "abrissbirne",
    "bauunternehmen",
    "skandal",
    "schosshund",
]


def four_players(**changes):
    args = dict(players=4, empires=EMPIRES, money=[74, 51, 38, 20], market=MARKET)
    args.update(changes)
    return busy_position(**args)


def settle(window, size) -> None:
    window.resize(*size)
    for _ in range(4):
        QApplication.processEvents()


def table_cards(table) -> list[CardWidget]:
    """Every whole card on the table (attached bands aside): the market and each empire."""
    rows = [table.market.cards, table.me.empire, *(b.empire for b in table.seat_boxes if b.isVisible())]
    return [
        w for row in rows if row.isVisible() for w in row.widgets.values() if w.isVisible() and not w.strip
    ]


def rect_in(widget: QWidget, root: QWidget) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_at_1280x720_every_card_name_and_effect_line_is_painted_in_readable_type(show_match, lang):
    """Four players, the smallest window: the names and effect lines painted on the
    market's and the empires' cards are at least 9 px high (most names well above),
    and no card drops its effect line."""
    state = at_auction(registry.get("friesematenten"), four_players())
    window, page = show_match(match_of(state), lang)
    settle(window, (1280, 720))
    table = page.table
    cards = table_cards(table)
    assert len(cards) >= 20
    cards_module._FACES.clear()  # (faces drawn afresh, while the paint is watched)
    with watching_paint() as record:
        table.grab()
    painted: dict[int, dict[str, float]] = {}
    for t in record.texts:
        if isinstance(t.widget, CardWidget):
            painted.setdefault(id(t.widget), {})[t.text] = t.pixels
    names, lines = [], []
    for w in cards:
        texts = painted.get(id(w), {})
        name = N.card_name(w.card)
        assert name in texts, (lang, name, sorted(texts))
        names.append(texts[name])
        effect = N.short_effect(w.card)
        if effect:
            line = next((px for text, px in texts.items() if text.startswith(effect)), None)
            assert line is not None, (lang, name, effect, sorted(texts))  # not dropped
            lines.append(line)
            assert line >= 9, (lang, name, effect, texts, w.width())
    assert min(names) >= 9 and min(lines) >= 9, (lang, min(names), min(lines))
    assert statistics.median(names) >= 10.5 and statistics.median(lines) >= 9.5, (names, lines)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_card_size_on_the_whole_table(show_match, players):
    """The market's cards, your empire's and every opponent's have one size, at the
    smallest window and a large one; and the cards grow with the window."""
    empires = {s: cards for s, cards in EMPIRES.items() if s < players}
    state = at_auction(
        registry.get("friesematenten"),
        busy_position(
            players=players, empires=empires, money=[74, 51, 38, 20][:players], market=MARKET[: players + 3]
        ),
    )
    window, page = show_match(match_of(state))
    widths = {}
    for size in ((1280, 720), (1920, 1080)):
        settle(window, size)
        sizes = {(w.width(), w.height()) for w in table_cards(page.table)}
        assert len(sizes) == 1, (size, sizes)
        widths[size] = sizes.pop()[0]
    assert widths[(1280, 720)] >= 66, widths
    assert widths[(1920, 1080)] >= 1.3 * widths[(1280, 720)], widths


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_panels_are_as_tall_as_their_rows_of_cards(show_match, lang):
    """No panel stands mostly empty at 1280x720: each opponent's box and yours hug their
    rows of cards (and get all of them: the stage's words never squeeze them), and the
    market's row is not much taller than its cards."""
    state = at_auction(registry.get("friesematenten"), four_players())
    window, page = show_match(match_of(state), lang)
    settle(window, (1280, 720))
    table = page.table
    card_h = table.table_card * 1.4
    for box in [*table.seat_boxes, table.me]:
        rows = table.opponent_rows if box is not table.me else 1
        view = box.empire
        for w in view.widgets.values():  # every card whole in sight
            assert view.rect().contains(w.geometry()), (lang, w.card, w.geometry(), view.rect())
        assert box.empire.height() <= rows * (card_h + 20) + 4, (box.empire.height(), rows, card_h)
        assert box.height() <= box.empire.height() + 45, (box.height(), box.empire.height())
    assert table.market.cards.height() <= card_h * 1.35, (table.market.cards.height(), card_h, window.size())


def test_the_table_stays_put_as_an_empire_gains_a_card(show_match):
    """A card more in an opponent's empire and in yours, in the room the empire keeps for
    it, moves nothing else: the boxes, the market and the stage keep their places, every
    card already there its own, and the cards their size."""
    more = {s: list(cards) for s, cards in EMPIRES.items()}
    more[0].append("baeckerei")  # a third factory for you
    more[2].append("luxusyacht")  # a second status symbol for Bruno
    more[3].append("grossbrauerei")  # a second factory for Clara
    game = registry.get("friesematenten")
    first = at_turn(four_players(market=MARKET[:4]), 0)
    window, page = show_match(match_of(first))
    settle(window, (1280, 720))
    table = page.table
    shots = []
    for empires in (EMPIRES, more):
        state = at_turn(four_players(empires=empires, market=MARKET[:4]), 0)
        table.show_view(game.view_for(state, 0), table._legal, table._seats, 0)  # the next view
        settle(window, (1280, 720))
        parts = {
            "market": table.market,
            "stage": table.auction,
            "prompt": table.prompt,
            "me": table.me,
            **{f"seat{k}": b for k, b in enumerate(table.seat_boxes)},
        }
        geometry = {name: rect_in(w, table) for name, w in parts.items()}
        cards = {
            (k, w.card): rect_in(w, table)
            for k, row in enumerate([table.me.empire, *(b.empire for b in table.seat_boxes)])
            for w in row.widgets.values()
            if w.isVisible()
        }
        shots.append((geometry, cards, table.table_card))
    (before, cards_before, size_before), (after, cards_after, size_after) = shots
    assert size_before == size_after
    assert before == after
    moved = {key: (r, cards_after[key]) for key, r in cards_before.items() if cards_after.get(key) != r}
    assert not moved, moved
    for key in [(0, cid("baeckerei")), (2, cid("luxusyacht")), (3, cid("grossbrauerei"))]:
        assert key in cards_after and key not in cards_before


@pytest.mark.parametrize(
    "vps", [[5, 5, 5, 5], [5, 6, 5, 7], [0, 0, 1, 2], [40, 41, 39, 40], [12, 30, 12, 0], [38, 44, 40]]
)
def test_vp_tokens_never_hide_each_other(qtbot, vps):
    race = VpRace()
    qtbot.addWidget(race)
    race.resize(974, 32)
    race.set_race(vps, ["Nina", "Ada", "Bruno", "Clara"][: len(vps)])
    rects = race.token_rects()
    assert sorted(rects) == list(range(len(vps)))
    for a in rects:
        assert race.rect().toRectF().contains(rects[a]) or rects[a].right() <= race.width() + 1, rects[a]
        for b in rects:
            if a < b:
                common = rects[a].intersected(rects[b])
                assert common.isEmpty() or common.width() * common.height() < 1, (
                    vps,
                    a,
                    b,
                    rects[a],
                    rects[b],
                )
    # the tokens keep the race's order from left to right
    order = sorted(range(len(vps)), key=lambda s: rects[s].center().x())
    assert [vps[s] for s in order] == sorted(vps)
