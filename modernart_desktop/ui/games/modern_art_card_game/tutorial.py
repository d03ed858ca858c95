"""The card game's guided first game: round one of a three-player game on a fixed deal
(seed 79), in which you draw a card, place an award token, pick a painting in secret,
add a painting face down and a bonus painting at the scoring. Every move is here in
order; the coach's words come where something is new. Run by the shell's tutorial
runner (ui/tutorial/)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.modern_art_card_game.actions import (
    AddBonus,
    CommitCard,
    FinishBonus,
    PlaceAward,
    PlayCard,
    PlaySecond,
)
from modernart_desktop.ui.tutorial.script import Move, Say, Script

translate = QCoreApplication.translate

YOU, ADA, BRUNO = 0, 1, 2
YOKO, KRYPTO = 1, 4


def _follow_deal() -> str:
    return translate(
        "CardGameTutorial",
        "This guided game follows a prepared deal: please make the move the coach asks for.",
    )


STEPS = (
    Say(
        lambda: translate(
            "CardGameTutorial",
            "Welcome to Modern Art: The Card Game! Over four rounds, everyone shows paintings "
            "from their hand. When a round ends, the three artists shown most gain value, and "
            "each of their paintings in front of you scores points. The most points after four "
            "rounds win.",
        ),
        point="hand",
    ),
    Say(
        lambda: translate(
            "CardGameTutorial",
            "The five artist cards count the paintings shown this round. The card beside the "
            "deck is this round's extra painting: it counts for its artist too (here, a Karl "
            "Gitter). The round ends when one artist has six paintings shown.",
        ),
        point="board",
    ),
    Move(
        YOU,
        PlayCard(89),
        say=lambda: translate(
            "CardGameTutorial",
            "In turn, each player shows one painting. A symbol on it lets you do a little more. "
            "Show your Krypto with the draw symbol: you will take the top card of the deck into "
            "your hand. Click it, then “Show this painting”.",
        ),
        why_not=lambda: translate(
            "CardGameTutorial", "This lesson is the draw symbol: show the Krypto that has it."
        ),
    ),
    Move(ADA, PlayCard(56)),
    Move(BRUNO, PlayCard(62)),
    Move(
        YOU,
        PlayCard(73),
        say=lambda: translate(
            "CardGameTutorial",
            "Ada and Bruno each showed a Karl Gitter. Show your Karl Gitter with the award "
            "symbol: it lets you place an award token on any artist.",
        ),
        why_not=lambda: translate(
            "CardGameTutorial", "This lesson is the award: show the Karl Gitter that has it."
        ),
    ),
    Move(
        YOU,
        PlaceAward(YOKO),
        say=lambda: translate(
            "CardGameTutorial",
            "An award token stays on its artist for the whole game: it adds 2 points to each of "
            "that artist's paintings whenever the artist is among the top three. Your hand is "
            "full of Yoko: click Yoko's artist card.",
        ),
        point="column:1",
        why_not=lambda: translate(
            "CardGameTutorial", "Put the award on Yoko: you hold many of her paintings."
        ),
    ),
    Move(ADA, PlayCard(33)),
    Say(
        lambda: translate(
            "CardGameTutorial",
            "Ada shows a Yoko with the simultaneous symbol: everyone who holds cards picks one "
            "painting in secret, and all of them are shown together.",
        ),
        point="prompt",
    ),
    Move(BRUNO, CommitCard(65)),
    Move(
        YOU,
        CommitCard(19),
        say=lambda: translate(
            "CardGameTutorial",
            "Pick a Yoko in secret: click it, then “Choose this painting”. Nobody sees it until everyone has chosen.",
        ),
        why_not=_follow_deal,
    ),
    Move(ADA, CommitCard(30)),
    Say(
        lambda: translate(
            "CardGameTutorial",
            "All three are shown at once: a Karl Gitter from Bruno, a Yoko from you and from Ada. "
            "A symbol on a card picked this way does nothing.",
        ),
        point="board",
    ),
    Move(BRUNO, PlayCard(34)),
    Move(
        BRUNO,
        PlaceAward(KRYPTO),
        say=lambda: translate(
            "CardGameTutorial", "Bruno shows a Yoko with an award and puts his token on Krypto."
        ),
    ),
    Move(
        YOU,
        PlayCard(32),
        say=lambda: translate(
            "CardGameTutorial",
            "Yoko has four paintings shown: the sixth will end the round. Show your Yoko with the "
            "face-down symbol: it lets you add a second painting of any artist, face down.",
        ),
        why_not=lambda: translate(
            "CardGameTutorial", "This lesson is the face-down symbol: show the Yoko that has it."
        ),
    ),
    Move(
        YOU,
        PlaySecond(79),
        say=lambda: translate(
            "CardGameTutorial",
            "Nobody sees a face-down painting until the round ends, but then it counts for its "
            "artist and scores. Krypto may still come third: add your plain Krypto, then press "
            "“Play it face down”.",
        ),
        why_not=_follow_deal,
    ),
    Move(ADA, PlayCard(31)),
    Say(
        lambda: translate(
            "CardGameTutorial",
            "Ada shows the sixth Yoko: the round ends at once, and the face-down paintings are "
            "turned up. Yoko is first, Karl Gitter second, Krypto third: they get value tokens of "
            "3, 2 and 1, and the awards add 2 to Yoko and Krypto.",
        ),
        point="board",
    ),
    Move(ADA, FinishBonus()),
    Move(BRUNO, AddBonus(26)),
    Move(BRUNO, FinishBonus()),
    Move(
        YOU,
        AddBonus(23),
        say=lambda: translate(
            "CardGameTutorial",
            "Before the scoring, each player may add from the hand one bonus painting of each "
            "artist they show; it scores like the others. Add a Yoko: click it, then “Add as a "
            "bonus painting”.",
        ),
        why_not=_follow_deal,
    ),
    Move(
        YOU,
        FinishBonus(),
        say=lambda: translate("CardGameTutorial", "That is enough for this round: press “Done”."),
        point="secondary",
        why_not=_follow_deal,
    ),
    Say(
        lambda: translate(
            "CardGameTutorial",
            "Round one is scored. Each Yoko earned you 5 points (3 for first place, 2 for your "
            "award), the Karl Gitter 2, each Krypto 3: 23 points, the best of the table. The "
            "tokens stay for the whole game, so an artist in fashion again is worth more. That "
            "is the whole game: three more rounds. Play on against the computer, or go back to "
            "the start page.",
        ),
        point="sheet",
    ),
)


def title() -> str:
    return translate("CardGameTutorial", "Round one of a three-player game, with a coach")


SCRIPT = Script(
    game_id="modern_art_card_game",
    players=3,
    seed=79,
    you=YOU,
    computers=("Ada", "Bruno"),
    steps=STEPS,
    title=title,
)


def script() -> Script:
    return SCRIPT
