"""Friesematenten's guided first game: round one of a three-player game on a fixed deal
(seed 632). The market, the auctions (opening, raising, passing, a card left over), a
factory won, an influence card won and attached at once, and the income. Every move is
here in order; the coach's words come where something is new. Run by the shell's
tutorial runner (ui/tutorial/)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.friesematenten.actions import Assign, Bid, PassBid
from modernart_desktop.ui.tutorial.script import Move, Say, Script

translate = QCoreApplication.translate

YOU, ADA, BRUNO = 0, 1, 2


def _follow_deal() -> str:
    return translate(
        "FrieseTutorial", "This guided game follows a prepared deal: please make the move the coach asks for."
    )


STEPS = (
    Say(
        lambda: translate(
            "FrieseTutorial",
            "Welcome to Friesematenten! You build an empire of factories, status symbols and "
            "influence, and play dirty tricks on the others. Factories bring money every round; "
            "status symbols and some factories bring victory points (VP). The game ends after an "
            "auction phase in which someone has 40 VP or more; the most VP wins. Your money, €60, "
            "is secret: only you see it.",
        ),
        point="money",
    ),
    Say(
        lambda: translate(
            "FrieseTutorial",
            "This is the market, each card with its minimum bid at its foot: red factories make "
            "money, yellow status symbols give VP, blue influence cards change a card or a player, "
            "green action cards are tricks played once. Nobody owns anything yet, so this first "
            "round goes straight to the auctions.",
        ),
        point="market",
    ),
    Move(
        YOU,
        PassBid(),
        say=lambda: translate(
            "FrieseTutorial",
            "Each market card is auctioned in turn, opened by the holder of the start marker (you) "
            "and going round clockwise. Each bid must beat the last one; a pass is final for that "
            "card. The Old Master painting is dear for a start: press “Pass”.",
        ),
        point="pass",
        why_not=_follow_deal,
    ),
    Move(
        ADA,
        Bid(amount=32),
        say=lambda: translate("FrieseTutorial", "Ada and Bruno bid it up, one euro at a time."),
    ),
    Move(BRUNO, Bid(amount=33)),
    Move(ADA, Bid(amount=34)),
    Move(BRUNO, Bid(amount=35)),
    Move(ADA, Bid(amount=36)),
    Move(BRUNO, Bid(amount=37)),
    Move(ADA, Bid(amount=38)),
    Move(BRUNO, Bid(amount=39)),
    Move(ADA, Bid(amount=40)),
    Move(BRUNO, Bid(amount=41)),
    Move(ADA, Bid(amount=42)),
    Move(BRUNO, Bid(amount=43)),
    Move(ADA, Bid(amount=44)),
    Move(BRUNO, Bid(amount=45)),
    Move(ADA, Bid(amount=46)),
    Move(
        BRUNO,
        PassBid(),
        say=lambda: translate(
            "FrieseTutorial",
            "Bruno passes: Ada buys the painting for €46 and takes the start marker, so she opens "
            "the next auction.",
        ),
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, Bid(amount=26)),
    Move(
        YOU,
        PassBid(),
        say=lambda: translate(
            "FrieseTutorial",
            "The Honorary doctorate gives VP but no money. Pass again: you want a factory first.",
        ),
        point="pass",
        why_not=_follow_deal,
    ),
    Move(BRUNO, Bid(amount=31)),
    Move(
        YOU,
        Bid(amount=32),
        say=lambda: translate(
            "FrieseTutorial",
            "The Casino is a factory: 3 VP, and €11 of production each round. Bruno bid its minimum, "
            "€31. Bid €32: type it in the box and press “Bid”.",
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, Bid(amount=33)),
    Move(
        YOU,
        Bid(amount=34),
        say=lambda: translate("FrieseTutorial", "Bruno raised to €33. Bid €34."),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(
        BRUNO,
        PassBid(),
        say=lambda: translate(
            "FrieseTutorial",
            "Bruno passes: the Casino is yours for €34. Bids are not limited by your money, but a "
            "winner who cannot pay loses all their money and the card is sold again without them: "
            "keep count.",
        ),
    ),
    Move(
        YOU,
        PassBid(),
        say=lambda: translate(
            "FrieseTutorial",
            "“Objection!” is an action card: it cancels a trick another player aims at you. Pass on "
            "it this time.",
        ),
        point="pass",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, PassBid()),
    Say(
        lambda: translate(
            "FrieseTutorial",
            "Nobody bid: “Objection!” stays in the market, marked as left over. Left over a second "
            "time, a card is discarded.",
        ),
        point="market",
    ),
    Move(
        YOU,
        PassBid(),
        say=lambda: translate("FrieseTutorial", "Pass on the lapdog too."),
        point="pass",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, Bid(amount=21)),
    Move(BRUNO, PassBid()),
    Move(
        YOU,
        Bid(amount=24),
        say=lambda: translate(
            "FrieseTutorial",
            "The Supermanager is an influence card: attached to a factory, it adds €8 to its "
            "production. You have €26 left: bid its minimum, €24.",
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(
        YOU,
        Assign(card=33, host=12, player=-1),
        say=lambda: translate(
            "FrieseTutorial",
            "It is yours. Attach it at once to your Casino: click the Supermanager in your empire, "
            "then the Casino.",
        ),
        point="card:33",
        why_not=lambda: translate(
            "FrieseTutorial", "Attach the Supermanager to your Casino: that is where it earns you money."
        ),
    ),
    Say(
        lambda: translate(
            "FrieseTutorial",
            "After the auctions comes the income: €30 base plus your factories' production, here "
            "the Casino's €11 and the Supermanager's €8. From the next round on, each round starts "
            "with everyone's turn, in which you may play action cards, attach influence and "
            "demolish a factory before ending your turn; windows around the auctions and before "
            "the income let you play some tricks too. Play on against the computer, or go back to "
            "the start page.",
        ),
        point="income",
    ),
)


def title() -> str:
    return translate("FrieseTutorial", "Round one of a three-player game, with a coach")


SCRIPT = Script(
    game_id="friesematenten",
    players=3,
    seed=632,
    you=YOU,
    computers=("Ada", "Bruno"),
    steps=STEPS,
    title=title,
)


def script() -> Script:
    return SCRIPT
