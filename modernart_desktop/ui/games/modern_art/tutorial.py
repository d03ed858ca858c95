"""Modern Art's guided first game: round one of a three-player game on a fixed deal
(seed 331), in which you run a double with a fixed price, bid once around, in an open
auction and in two sealed ones, and end the round by offering an artist's fifth
painting. Every move is here in order; the coach's words come where something is new.
Run by the shell's tutorial runner (ui/tutorial/)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.modern_art.actions import (
    AddSecondCard,
    Bid,
    Buy,
    OfferCard,
    Pass,
    SealedBid,
    SetPrice,
)
from modernart_desktop.ui import texts
from modernart_desktop.ui.texts import fill
from modernart_desktop.ui.tutorial.script import Move, Say, Script

translate = QCoreApplication.translate

YOU, ADA, BRUNO = 0, 1, 2


def _t(text: str, **amounts: int) -> str:
    """A line of the coach (translated by the caller, so that lupdate finds it), with its
    amounts written as money."""
    return fill(text, **{k: texts.money(v) for k, v in amounts.items()})


def _follow_deal() -> str:
    return _t(
        translate(
            "ModernArtTutorial",
            "This guided game follows a prepared deal: please make the move the coach asks for.",
        )
    )


STEPS = (
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial",
                "Welcome to Modern Art! You are an art dealer. Over four rounds everyone sells "
                "paintings by auction and buys them; the paintings of the artists in fashion are "
                "then sold to the bank. Whoever has the most money at the end wins. Your money, "
                "{money}, is secret: only you see it.",
            ),
            money=100,
        ),
        point="money",
    ),
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial",
                "These are your paintings. Each is by one of five artists, and its symbol says "
                "how it will be auctioned: open, once around, sealed, at a fixed price, or double. "
                "Point at a card to read it.",
            )
        ),
        point="hand",
    ),
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial",
                "The board counts the paintings offered this round. The round ends as soon as an "
                "artist's fifth painting is offered. Then the three artists offered most gain value, "
                "and the bank buys every painting of theirs that the players own.",
            )
        ),
        point="board",
    ),
    Move(
        YOU,
        OfferCard(37),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "You are the first auctioneer. Offer your Darmoir with the double symbol: a double "
                "lets you add a second Darmoir painting, and both are sold together in the second "
                "card's auction. Click the card, then “Offer this painting” (or double-click it).",
            )
        ),
        why_not=lambda: _t(
            translate(
                "ModernArtTutorial",
                "This lesson is the double auction: offer the Darmoir with the double symbol.",
            )
        ),
    ),
    Move(
        YOU,
        AddSecondCard(36),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Now add your Darmoir with the fixed-price symbol: both paintings will be sold "
                "together, at a fixed price. Click it, then “Add this painting”.",
            )
        ),
        why_not=lambda: _t(
            translate("ModernArtTutorial", "Add the fixed-price Darmoir: the next lesson is the fixed price.")
        ),
    ),
    Move(
        YOU,
        SetPrice(29),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "At a fixed price, the auctioneer names the price. Going left, each player may buy at "
                "that price; if nobody does, the auctioneer must buy it from the bank. Two Darmoir "
                "paintings are worth a good price: type {price} and press “Set this price”.",
            ),
            price=29,
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(
        ADA,
        Buy(),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Ada buys both paintings for {price}. The money goes to you, the auctioneer. (When an "
                "auctioneer buys their own painting, they pay the bank instead.)",
            ),
            price=29,
        ),
    ),
    Move(ADA, OfferCard(28)),
    Move(BRUNO, Bid(17)),
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial",
                "Ada offers a Darmoir in a once-around auction: going left from the auctioneer, each "
                "player bids once or passes, and the auctioneer speaks last. Bruno bid {amount}.",
            ),
            amount=17,
        ),
        point="auction",
    ),
    Move(
        YOU,
        Bid(22),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Your only chance to bid in this auction. Darmoir already has three paintings offered "
                "this round, so it may well be in fashion: type {amount} and press “Bid”.",
            ),
            amount=22,
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(
        ADA,
        Pass(),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Ada passes, so the Darmoir is yours for {amount}: you pay Ada, its auctioneer.",
            ),
            amount=22,
        ),
    ),
    Move(BRUNO, OfferCard(40)),
    Move(BRUNO, Pass()),
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial",
                "Bruno offers a Sadland in an open auction: everyone may bid, in any order, as often "
                "as they like, and it ends when all the others have passed on the highest bid. Bruno "
                "passed for now.",
            )
        ),
        point="auction",
    ),
    Move(
        YOU,
        Bid(8),
        say=lambda: _t(
            translate("ModernArtTutorial", "Open the bidding: type {amount} and press “Bid”."), amount=8
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(ADA, Bid(10)),
    Move(
        YOU,
        Bid(13),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Ada raised to {ada}. In an open auction you may bid again: bid {amount}.",
            ),
            ada=10,
            amount=13,
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(BRUNO, Pass()),
    Move(
        ADA,
        Pass(),
        say=lambda: _t(
            translate("ModernArtTutorial", "Everyone else passes: the Sadland is yours for {amount}."),
            amount=13,
        ),
    ),
    Move(
        YOU,
        OfferCard(33),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Your turn to be the auctioneer again: offer your Darmoir with the sealed symbol.",
            )
        ),
        why_not=lambda: _t(
            translate(
                "ModernArtTutorial",
                "This lesson is the sealed auction: offer the Darmoir with the sealed symbol.",
            )
        ),
    ),
    Move(
        YOU,
        SealedBid(10),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "A sealed auction: everyone, the auctioneer too, picks one bid in secret, and all "
                "are shown together; the highest buys. Win your own auction and you pay the bank, so bid low: "
                "type {amount} and press “Close my fist on this bid”.",
            ),
            amount=10,
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(ADA, SealedBid(23)),
    Move(BRUNO, SealedBid(22)),
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial",
                "The fists open: Ada bid {ada}, Bruno {bruno}. Ada buys the Darmoir and pays you.",
            ),
            ada=23,
            bruno=22,
        ),
        point="money",
    ),
    Move(ADA, OfferCard(52)),
    Move(ADA, AddSecondCard(48)),
    Move(ADA, SetPrice(33)),
    Move(
        BRUNO,
        Buy(),
        say=lambda: _t(
            translate("ModernArtTutorial", "Ada offers two Sadland paintings at {price}; Bruno buys them."),
            price=33,
        ),
    ),
    Move(BRUNO, OfferCard(45)),
    Move(ADA, SealedBid(19)),
    Move(
        YOU,
        SealedBid(21),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Bruno offers a Sadland, sealed. Sadland now has four paintings offered this round: "
                "it is sure to be the top artist. Bid {amount}.",
            ),
            amount=21,
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(BRUNO, SealedBid(9)),
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial", "Your {amount} is the highest: the Sadland is yours, paid to Bruno."
            ),
            amount=21,
        ),
        point="board",
    ),
    Move(
        YOU,
        OfferCard(41),
        say=lambda: _t(
            translate(
                "ModernArtTutorial",
                "Offer your Sadland with the open symbol. It is Sadland's fifth painting this round, "
                "so the round ends at once: that painting is not sold, and the round is scored.",
            )
        ),
        why_not=lambda: _t(
            translate("ModernArtTutorial", "Offer the open-auction Sadland: the lesson is how a round ends.")
        ),
    ),
    Say(
        lambda: _t(
            translate(
                "ModernArtTutorial",
                "Round one is over. Sadland, offered most, is worth {first} a painting; Darmoir, "
                "second, {second}; the third place went to nobody. The bank bought your two Sadland "
                "and your Darmoir: {earned}. Values add up over the rounds for artists in fashion "
                "again. That is the whole game: three more rounds like this one. Play on against "
                "the computer, or go back to the start page.",
            ),
            first=30,
            second=20,
            earned=80,
        ),
        point="board",
    ),
)


def title() -> str:
    return translate("ModernArtTutorial", "Round one of a three-player game, with a coach")


SCRIPT = Script(
    game_id="modern_art",
    players=3,
    seed=331,
    you=YOU,
    computers=("Ada", "Bruno"),
    steps=STEPS,
    options={"open_clock": 0},
    title=title,
)


def script() -> Script:
    return SCRIPT
