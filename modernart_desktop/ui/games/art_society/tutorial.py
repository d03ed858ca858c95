"""Art Society's guided first game: the first two rounds of a three-player game on a
fixed deal (seed 3). You hang your start painting, offer lollipops, hang a painting
whose frame earns decor, confirm your turn, and run the second round's auction as the
auctioneer. Every move is here in order; the coach's words come where something is new.
Run by the shell's tutorial runner (ui/tutorial/)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.art_society.actions import (
    Bid,
    Confirm,
    Hang,
    HangDecor,
    HangStart,
    PickStack,
    Take,
)
from modernart_desktop.ui.tutorial.script import Move, Say, Script

translate = QCoreApplication.translate

YOU, ADA, BRUNO = 0, 1, 2


def _follow_deal() -> str:
    return translate(
        "ArtSocietyTutorial",
        "This guided game follows a prepared deal: please make the move the coach asks for.",
    )


def _where() -> str:
    return translate(
        "ArtSocietyTutorial",
        "Not there: the coach rings the cells where this lesson's tile goes. Drag it back and try again.",
    )


STEPS = (
    Say(
        lambda: translate(
            "ArtSocietyTutorial",
            "Welcome to Art Society! You are a collector with a bare gallery wall: this grid. Each "
            "round a few paintings come up for sale, everyone offers a lollipop in secret, and "
            "the highest picks first. At the end each painting scores what its kind is worth in "
            "the museum's ranking; decor, the eyeline and a full wall add points.",
        ),
        point="wall",
    ),
    Move(
        YOU,
        HangStart(row=4, col=4),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "First everyone hangs a start painting. Yours, a still life in a silver frame, waits "
            "beside the wall. Drag it onto the wall so that it covers a star cell: its top-left "
            "corner on row 5, column 5, where the coach rings.",
        ),
        why_not=_where,
    ),
    Move(BRUNO, HangStart(row=4, col=5)),
    Move(ADA, HangStart(row=4, col=5)),
    Say(
        lambda: translate(
            "ArtSocietyTutorial",
            "Bruno holds the mallet: he is this round's auctioneer. He chooses one more painting "
            "than there are players, by their backs only (a stack for each shape).",
        ),
        point="side",
    ),
    Move(BRUNO, PickStack(stack=3)),
    Move(BRUNO, PickStack(stack=0)),
    Move(BRUNO, PickStack(stack=2)),
    Move(BRUNO, PickStack(stack=4)),
    Move(ADA, Bid(lollipop=8)),
    Move(
        YOU,
        Bid(lollipop=10),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "Four paintings are on offer, above your wall. Everyone now offers one of their "
            "lollipops, 1 to 20, in secret; each can be played only once in the game. The highest "
            "picks first. Offer lollipop 10: click it.",
        ),
        why_not=_follow_deal,
    ),
    Move(BRUNO, Bid(lollipop=9)),
    Say(
        lambda: translate(
            "ArtSocietyTutorial",
            "The lollipops are revealed: your 10 beats Bruno's 9 and Ada's 8, so you pick first, "
            "then Bruno, then Ada.",
        ),
        point="side",
    ),
    Move(
        YOU,
        Take(tile=49),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "Take the portrait 4×2 in a silver frame (value 5) and drag it onto your wall, its "
            "top-left corner on row 5, column 1: left of your start painting, touching it along an "
            "edge. While you drag, the wall shows in green where it may go.",
        ),
        point="place:4,0,4,2",
        why_not=lambda: translate(
            "ArtSocietyTutorial", "This lesson is about frames: take the portrait in the silver frame."
        ),
    ),
    Move(
        YOU,
        Hang(tile=49, row=4, col=0),
        say=lambda: translate(
            "ArtSocietyTutorial", "Hang the portrait with its top-left corner on row 5, column 1."
        ),
        why_not=_where,
    ),
    Move(
        YOU,
        HangDecor(shape=0, row=3, col=0),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "Its silver frame touches your silver start painting: matching frames earn decor, here "
            "a one-shield tile (each shield is a point at the end). Drag it from the tray onto "
            "row 4, column 1, just above the portrait.",
        ),
        why_not=_where,
    ),
    Move(
        YOU,
        Confirm(),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "Until you confirm, you may take the turn back and hang things elsewhere. Press "
            "“Confirm: my turn is done”.",
        ),
        why_not=_follow_deal,
    ),
    Move(BRUNO, Take(tile=60)),
    Move(BRUNO, Hang(tile=60, row=4, col=3)),
    Move(BRUNO, Confirm()),
    Move(ADA, Take(tile=19)),
    Move(ADA, Hang(tile=19, row=3, col=3)),
    Move(ADA, HangDecor(shape=0, row=3, col=5)),
    Move(ADA, Confirm()),
    Say(
        lambda: translate(
            "ArtSocietyTutorial",
            "Nobody took the still life: it goes to the museum, and still lifes move up the "
            "prestige track by its value. At the end, the kinds highest in the museum are worth "
            "the most: 5 points a painting, then 4, 3 and 2.",
        ),
        point="museum",
    ),
    Move(
        YOU,
        PickStack(stack=10),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "The mallet passes left: now you are the auctioneer. Choose four paintings by their "
            "backs; each button shows a shape, its value and how many are left. Start with a 4×4 "
            "(value 7).",
        ),
        why_not=_follow_deal,
    ),
    Move(YOU, PickStack(stack=4), why_not=_follow_deal),
    Move(YOU, PickStack(stack=4), why_not=_follow_deal),
    Move(YOU, PickStack(stack=9), why_not=_follow_deal),
    Move(BRUNO, Bid(lollipop=10)),
    Move(
        YOU,
        Bid(lollipop=13),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "Your lollipop 10 is spent (it shows struck through). Offer 13 to pick first again.",
        ),
        why_not=_follow_deal,
    ),
    Move(ADA, Bid(lollipop=12)),
    Move(
        YOU,
        Take(tile=28),
        say=lambda: translate(
            "ArtSocietyTutorial",
            "You pick first. Take the city life 4×4 (value 7) and hang it below your portrait, its "
            "top-left corner on row 7, column 1. It is no faux pas: only two paintings of the same "
            "kind side by side are one, and score nothing for their kind.",
        ),
        point="place:6,0,4,4",
        why_not=_follow_deal,
    ),
    Move(
        YOU,
        Hang(tile=28, row=6, col=0),
        say=lambda: translate(
            "ArtSocietyTutorial", "Hang the city life with its top-left corner on row 7, column 1."
        ),
        why_not=_where,
    ),
    Move(
        YOU,
        Confirm(),
        say=lambda: translate("ArtSocietyTutorial", "Confirm your turn."),
        why_not=_follow_deal,
    ),
    Move(ADA, Take(tile=78)),
    Move(ADA, Hang(tile=78, row=4, col=7)),
    Move(ADA, Confirm()),
    Move(BRUNO, Take(tile=111)),
    Move(BRUNO, Hang(tile=111, row=6, col=0)),
    Move(BRUNO, HangDecor(shape=0, row=5, col=0)),
    Move(BRUNO, Confirm()),
    Say(
        lambda: translate(
            "ArtSocietyTutorial",
            "That is how every round goes. The game ends after the round in which a wall is full, "
            "a player has a second excess painting (one that fits nowhere), or the last lollipops "
            "are played. Then the scoring adds up each painting's kind, the decor shields, the "
            "eyeline bonus (the shaded rows) and a full wall, less open corners. Play on against "
            "the computer, or go back to the start page.",
        ),
        point="wall",
    ),
)


def title() -> str:
    return translate("ArtSocietyTutorial", "The first two rounds of a three-player game, with a coach")


SCRIPT = Script(
    game_id="art_society",
    players=3,
    seed=3,
    you=YOU,
    computers=("Ada", "Bruno"),
    steps=STEPS,
    title=title,
)


def script() -> Script:
    return SCRIPT
