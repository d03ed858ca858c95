"""Friesematenten's guided first game: the first rounds of a three-player game on a fixed
deal (seed 632). Round one: the market, the auctions (opening, raising, passing, a card
left over), a factory won, an influence card won and attached at once, and the income.
Round two: a turn with nothing to play, action and influence cards won and kept for
later, and a reaction window (Bruno's Pickpocket answered with Objection!). Round three:
your turn, with an action card that demolishes a factory and an influence card attached
to yourself. Every move is here in order; the coach's words come where something is new.
Run by the shell's tutorial runner (ui/tutorial/)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.friesematenten.actions import Assign, Bid, Done, Object, PassBid, PlayCard
from modernart_desktop.ui.tutorial.script import Move, Say, Script

translate = QCoreApplication.translate

YOU, ADA, BRUNO = 0, 1, 2
BAKERY, CASINO, SUPERMANAGER, BUILDING_LAND, WRECKING_BALL, PICKPOCKET = 1, 12, 33, 34, 41, 54


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
        Assign(card=SUPERMANAGER, host=CASINO, player=-1),
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
            "the Casino's €11 and the Supermanager's €8. Then round two begins.",
        ),
        point="income",
    ),
    Move(
        YOU,
        Done(),
        say=lambda: translate(
            "FrieseTutorial",
            "From round two on, a round begins with one turn for each player. On yours you may play "
            "action cards, attach influence cards and demolish one of your factories. You hold "
            "nothing to play yet: press “End my turn”.",
        ),
        point="primary",
        why_not=_follow_deal,
    ),
    Move(
        YOU,
        Bid(amount=10),
        say=lambda: translate(
            "FrieseTutorial",
            "The market is full again, and Objection! is back, left over from round one. This time "
            "buy it: bid its minimum, €10. It waits in your empire for a card played against you.",
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, PassBid()),
    Move(
        YOU,
        PassBid(),
        say=lambda: translate("FrieseTutorial", "Objection! is yours. Pass on the Bakery."),
        point="pass",
        why_not=_follow_deal,
    ),
    Move(ADA, Bid(amount=18)),
    Move(BRUNO, PassBid()),
    Move(ADA, PassBid()),
    Move(BRUNO, PassBid()),
    Move(
        YOU,
        Bid(amount=11),
        say=lambda: translate(
            "FrieseTutorial",
            "Ada won the Bakery, her first factory. The Wrecking ball is an action card that "
            "demolishes any factory, with no fee. Ada and Bruno passed: bid its minimum, €11.",
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(
        YOU,
        Done(),
        say=lambda: translate(
            "FrieseTutorial",
            "A card you win may be used at once. Keep the Wrecking ball for your turn instead: "
            "press “Keep it for later”.",
        ),
        point="primary",
        why_not=_follow_deal,
    ),
    Move(
        YOU,
        PassBid(),
        say=lambda: translate("FrieseTutorial", "Pass on the Butcher's shop."),
        point="pass",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, PassBid()),
    Move(
        YOU,
        Bid(amount=20),
        say=lambda: translate(
            "FrieseTutorial",
            "Building land is an influence card for a player: 2 VP, and room for a fourth factory. "
            "Bid its minimum, €20.",
        ),
        point="amount",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, PassBid()),
    Move(
        YOU,
        Done(),
        say=lambda: translate(
            "FrieseTutorial",
            "You could attach it at once. Keep it for your turn this time: press “Keep it for later”.",
        ),
        point="primary",
        why_not=_follow_deal,
    ),
    Move(
        YOU,
        PassBid(),
        say=lambda: translate("FrieseTutorial", "Pass on the Pickpocket."),
        point="pass",
        why_not=_follow_deal,
    ),
    Move(ADA, PassBid()),
    Move(BRUNO, Bid(amount=5)),
    Move(
        BRUNO,
        PlayCard(card=PICKPOCKET, player=YOU),
        say=lambda: translate(
            "FrieseTutorial",
            "Bruno won the Pickpocket and plays it on you at once: it would take €12 of your money.",
        ),
    ),
    Move(
        YOU,
        Object(),
        say=lambda: translate(
            "FrieseTutorial",
            "A card aimed at you opens a reaction window: before it works, you may answer with "
            "Objection!. Both cards then leave the game and nothing happens. Press “Object with "
            "Objection!”.",
        ),
        point="secondary",
        why_not=lambda: translate(
            "FrieseTutorial", "Answer the Pickpocket with your Objection!: it keeps your €12 safe."
        ),
    ),
    Move(
        YOU,
        PlayCard(card=WRECKING_BALL, target=BAKERY),
        say=lambda: translate(
            "FrieseTutorial",
            "The second income is paid, and round three begins with your turn. Play your Wrecking "
            "ball on Ada's Bakery: click the Wrecking ball in your empire, then the Bakery. A "
            "demolished factory leaves the game with whatever is attached to it.",
        ),
        point=f"card:{WRECKING_BALL}",
        why_not=lambda: translate(
            "FrieseTutorial", "Demolish Ada's Bakery with your Wrecking ball: your Casino is worth keeping."
        ),
    ),
    Move(
        YOU,
        Assign(card=BUILDING_LAND, player=YOU),
        say=lambda: translate(
            "FrieseTutorial",
            "Now attach your Building land to yourself: click it in your empire, then the button "
            "with your name. Influence cards can be attached on your turn whenever you like.",
        ),
        point=f"card:{BUILDING_LAND}",
        why_not=lambda: translate(
            "FrieseTutorial", "Attach the Building land to yourself: its 2 VP are yours then."
        ),
    ),
    Move(
        YOU,
        Done(),
        say=lambda: translate(
            "FrieseTutorial",
            "Once a round you may also demolish one of your own factories on your turn (with a fee "
            "for one worth negative VP). Not today: press “End my turn”.",
        ),
        point="primary",
        why_not=_follow_deal,
    ),
    Say(
        lambda: translate(
            "FrieseTutorial",
            "You have seen a whole round: the turns with action and influence cards, the auctions "
            "with their windows, and the income. When an auction phase ends with someone at 40 VP "
            "or more, the game is over and the most VP win. Play on against the computer, or go "
            "back to the start page.",
        ),
        point="empire",
    ),
)


def title() -> str:
    return translate("FrieseTutorial", "The first rounds of a three-player game, with a coach")


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
