"""The 60 cards, read from `cards.json` (stdlib only) into flat tables indexed by card id.

The deck is data: replacing `cards.json` with the real card list changes the game
without touching the rules, as long as every effect id it names exists in
`effects.py`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

FACTORY: Final = "factory"
STATUS: Final = "status"
INFLUENCE: Final = "influence"
ACTION: Final = "action"
TYPES: Final = (FACTORY, STATUS, INFLUENCE, ACTION)
SECTORS: Final = ("food", "industry", "leisure", "shady")
TIMINGS: Final = ("none", "hammer", "bag", "lightning")
LANGUAGES: Final = ("de", "en", "pl", "fr")

PLAYER_COUNTS: Final = (2, 3, 4)
CARDS_PER_PLAYER: Final = 15
START_MONEY: Final = 60
BASE_INCOME: Final = 30
FACTORY_LIMIT: Final = 3
FEE_PER_VP: Final = 5
WIN_VP: Final = 40
# Bids are not limited by money (bluffing is allowed), but a legal range needs an
# end: no single bid may exceed this, far above anything a player can hold.
MAX_BID: Final = 999


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    key: str
    type: str
    sector: str | None
    min_bid: int
    vp: int
    production: int
    attach_to: tuple[str, ...]
    timing: str | None
    effects: tuple[dict[str, Any], ...]
    names: dict[str, str]

    def effect(self, effect_id: str) -> dict[str, Any] | None:
        for e in self.effects:
            if e["id"] == effect_id:
                return e
        return None


def _read() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8")
    )
    return data


def _load(raw: dict[str, Any]) -> tuple[Card, ...]:
    cards = []
    for i, c in enumerate(raw["cards"]):
        if c["id"] != i or c["type"] not in TYPES:
            raise ValueError(f"cards.json: bad card {c.get('key')!r}")
        if c.get("timing") is not None and c["timing"] not in TIMINGS:
            raise ValueError(f"cards.json: bad timing for {c['key']!r}")
        cards.append(
            Card(
                id=i,
                key=c["key"],
                type=c["type"],
                sector=c.get("sector"),
                min_bid=int(c["min_bid"]),
                vp=int(c.get("vp", 0)),
                production=int(c.get("production", 0)),
                attach_to=tuple(c.get("attach_to", ())),
                timing=c.get("timing"),
                effects=tuple(c.get("effects", ())),
                names=dict(c["names"]),
            )
        )
    return tuple(cards)


# -- deck versions -----------------------------------------------------------------
# cards.json holds the current version; its "earlier" list says how older versions
# differed. A match keeps the version it was set up with (the table option "deck"), so
# a game saved with an older deck resumes and replays with that deck. Versions may only
# differ in numbers and effect parameters: what a card is (type, sector, timing, where
# it attaches, its effect ids) never changes, so every other table here is shared.
_VERSIONED_FIELDS: Final = frozenset({"min_bid", "vp", "production", "effects"})


@dataclass(frozen=True, slots=True)
class CardSet:
    """The 60 cards of one deck version, with the numbers the rules read per version."""

    version: int
    cards: tuple[Card, ...]
    min_bid: tuple[int, ...]
    vp: tuple[int, ...]  # printed

    @classmethod
    def of(cls, version: int, cards: tuple[Card, ...]) -> CardSet:
        return cls(version, cards, tuple(c.min_bid for c in cards), tuple(c.vp for c in cards))


# Effects that only add VP or production (board.py's formulas, read per version): a
# version may add, drop or change them. Other effects stay as they are.
_FORMULA_EFFECTS: Final = frozenset(
    {"vp_per_owned", "vp_if_owns", "production_per_other_owned", "production_if_owner_hosts"}
)


def _kept(effects: tuple[dict[str, Any], ...], kind: str) -> list[Any]:
    """What a version may not change: an action card's effect (its parameters are read
    per version), every other card's effects but its VP and production formulas."""
    if kind == ACTION:
        return [e["id"] for e in effects]
    return [e for e in effects if e["id"] not in _FORMULA_EFFECTS]


def _earlier(current: tuple[Card, ...], entry: dict[str, Any]) -> tuple[Card, ...]:
    by_key = {c.key: c for c in current}
    cards = list(current)
    for key, changes in entry["cards"].items():
        card = by_key[key]
        if not set(changes) <= _VERSIONED_FIELDS:
            raise ValueError(f"cards.json: version {entry['version']} changes more than numbers of {key!r}")
        effects = tuple(changes.get("effects", card.effects))
        if _kept(effects, card.type) != _kept(card.effects, card.type):
            raise ValueError(f"cards.json: version {entry['version']} changes what {key!r} does")
        cards[card.id] = Card(
            id=card.id,
            key=card.key,
            type=card.type,
            sector=card.sector,
            min_bid=int(changes.get("min_bid", card.min_bid)),
            vp=int(changes.get("vp", card.vp)),
            production=int(changes.get("production", card.production)),
            attach_to=card.attach_to,
            timing=card.timing,
            effects=effects,
            names=card.names,
        )
    return tuple(cards)


_RAW: Final = _read()
CARDS: Final[tuple[Card, ...]] = _load(_RAW)
DECK_VERSION: Final[int] = int(_RAW["version"])  # the version new games are set up with
CARD_SETS: dict[int, CardSet] = {DECK_VERSION: CardSet.of(DECK_VERSION, CARDS)}
for _entry in _RAW.get("earlier", ()):
    CARD_SETS[int(_entry["version"])] = CardSet.of(int(_entry["version"]), _earlier(CARDS, _entry))
DECK_VERSIONS: Final = tuple(sorted(CARD_SETS))
CURRENT: Final = CARD_SETS[DECK_VERSION]


def card_set(version: int) -> CardSet:
    return CARD_SETS[version]


NUM_CARDS: Final = len(CARDS)
BY_KEY: Final[dict[str, int]] = {c.key: c.id for c in CARDS}
TYPE: Final[tuple[str, ...]] = tuple(c.type for c in CARDS)
MIN_BID: Final[tuple[int, ...]] = tuple(c.min_bid for c in CARDS)
TIMING: Final[tuple[str | None, ...]] = tuple(c.timing for c in CARDS)
# The action effect id of each action card ("" for other cards).
ACTION_EFFECT: Final[tuple[str, ...]] = tuple(c.effects[0]["id"] if c.type == ACTION else "" for c in CARDS)
FACTORIES: Final = frozenset(c.id for c in CARDS if c.type == FACTORY)
STATUSES: Final = frozenset(c.id for c in CARDS if c.type == STATUS)
INFLUENCES: Final = frozenset(c.id for c in CARDS if c.type == INFLUENCE)
ACTIONS: Final = frozenset(c.id for c in CARDS if c.type == ACTION)
# Cards whose effect lists name one of these ids (looked up once).
OUTSIDE_LIMIT: Final = frozenset(c.id for c in CARDS if c.effect("outside_factory_limit"))
ALWAYS_PROTECTED: Final = frozenset(c.id for c in CARDS if c.effect("always_protected"))
PROTECTORS: Final = frozenset(c.id for c in CARDS if c.effect("protect"))
LIMIT_RAISERS: Final = frozenset(c.id for c in CARDS if c.effect("factory_limit"))
OBJECTION: Final = next(c.id for c in CARDS if c.type == ACTION and c.effect("objection"))


def fee_for_vp(vp: int) -> int:
    """The demolition fee of a factory at `vp` current VP (R16)."""
    return FEE_PER_VP * -vp if vp < 0 else 0
