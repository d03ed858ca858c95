"""The hint: the coach (ai/coach.py) asked in the background, its answer in words.

The table page owns one `HintAsker`; a question carries a token (the position and the
seat it was asked for) and an answer that comes back for another position is dropped.
The search runs in a thread of its own: the page stays responsive, and a new position
or a closed table stops it (the thread ends within one rollout)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from modernart_desktop.ai import coach, coach_terms
from modernart_desktop.ai.search import Budget
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.host.session import Session
from modernart_desktop.ui.texts import counted, money

translate = QCoreApplication.translate

# The thinking budget of a hint: None, the Strong level's own (tests make it tiny).
HINT_BUDGET: Budget | None = None

# (action, plan, view, seat names) -> "Offer Koriko (open auction)": how a game words a move.
Describe = Callable[[Action, Any, dict[str, Any], list[str]], str]


def plain_choice(action: Action, plan: Any, view: dict[str, Any], names: list[str]) -> str:
    """A move worded without the game's help (a game without `describe_choice`)."""
    params = ", ".join(f"{k} {v}" for k, v in action.to_wire().items() if k != "kind")
    return f"{action.kind} {params}".strip()


class HintAsker(QObject):
    """One question at a time to the coach; the answer comes back on the GUI thread."""

    answered = Signal(object, object)  # (token, coach.Advice | None)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop: threading.Event | None = None
        self.token: Any = None  # the question being thought about (None: idle)

    def busy(self) -> bool:
        return self.token is not None

    def ask(self, game_id: str, view: dict[str, Any], legal: LegalActions, token: Any) -> None:
        self.cancel()
        stop = threading.Event()
        self._stop, self.token = stop, token

        def work() -> None:
            try:
                advice = coach.advise(game_id, view, legal, budget=HINT_BUDGET, stop=stop)
            except Exception:  # a bug in a kit must not take the table down: no hint
                import logging

                logging.getLogger(__name__).exception("the coach could not answer")
                advice = None
            if not stop.is_set():
                self.answered.emit(token, advice)

        threading.Thread(target=work, name="hint", daemon=True).start()

    def take(self, token: Any) -> bool:
        """The answer for `token` arrived: True if it is the one asked for last."""
        if token != self.token:
            return False
        self.token, self._stop = None, None
        return True

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
        self._stop, self.token = None, None


def hint_text(advice: coach.Advice, view: dict[str, Any], names: list[str], describe: Describe) -> str:
    """ "Hint: Bid up to €34k. Clearly better than “Pass”: worth about €12k more against
    your strongest rival, and your chance to win rises from 20% to 27%." """
    line = translate("Hint", "Hint: %1.").replace("%1", describe(advice.action, advice.plan, view, names))
    return line + " " + hint_reason(advice, view, names, describe)


def amount(value: float, unit: str | None) -> str:
    """A gain in the game's own unit: "€12k" or "3 points" (rounded, at least one)."""
    n = max(1, round(value))
    if unit == coach_terms.MONEY:
        return money(n)
    return counted(lambda k: translate("Hint", "%n point(s)", "", k), n)


def percent(share: float) -> str:
    # Translators: a chance written as a percentage; %1 is the number (French: "%1 %").
    return translate("Hint", "%1%").replace("%1", str(round(100 * share)))


def hint_reason(advice: coach.Advice, view: dict[str, Any], names: list[str], describe: Describe) -> str:
    """Why, in the game's own terms where the coach has them, and how sure, in words:
    never a grade that could read as a mark for the advice itself."""
    if advice.how == coach.ONLY:
        return translate("Hint", "There is no other sensible move here.")
    if advice.how == coach.UNCOMPARED or advice.alternative is None:
        return translate("Hint", "There was no time to compare moves: this is the computer's first idea.")
    other = describe(advice.alternative.action, advice.alternative.plan, view, names)
    sure = advice.confidence
    if sure == coach.EVEN:
        return translate("Hint", "About as good as “%1”: either will do.").replace("%1", other)
    gain = advice.lead_gain
    worth = gain is not None and gain >= advice.min_gain / 2
    win, was = advice.win, advice.alternative_win
    rises = win is not None and was is not None and round(100 * win) > round(100 * was)
    more = amount(gain, advice.unit) if worth and gain is not None else ""
    if sure == coach.CLEAR:
        if worth and rises:
            text = translate(
                "Hint",
                "Clearly better than “%1”: worth about %2 more against your strongest rival, "
                "and your chance to win rises from %3 to %4.",
            )
        elif worth:
            text = translate(
                "Hint", "Clearly better than “%1”: worth about %2 more against your strongest rival."
            )
        elif rises:
            text = translate("Hint", "Clearly better than “%1”: your chance to win rises from %3 to %4.")
        else:
            text = translate("Hint", "Clearly better than “%1” by the computer's estimate.")
    elif worth and rises:
        text = translate(
            "Hint",
            "A close call: a little better than “%1”, worth about %2 more against your strongest "
            "rival, and your chance to win rises from %3 to %4.",
        )
    elif worth:
        text = translate(
            "Hint",
            "A close call: a little better than “%1”, worth about %2 more against your strongest rival.",
        )
    elif rises:
        text = translate(
            "Hint", "A close call: a little better than “%1”; your chance to win rises from %3 to %4."
        )
    else:
        text = translate("Hint", "A close call: a little better than “%1” by the computer's estimate.")
    return (
        text.replace("%1", other)
        .replace("%2", more)
        .replace("%3", percent(was or 0.0))
        .replace("%4", percent(win or 0.0))
    )


def unavailable_reason(code: str) -> str:
    """Why the Hint button is greyed out."""
    reasons = {
        "hint/watching": translate("Hint", "Hints are for the players: you are watching the computers."),
        "hint/lan": translate(
            "Hint", "No hints at a network table unless its host allows them for everyone."
        ),
        "hint/not_now": translate("Hint", "A hint is for your own decision: it is not your turn."),
        "hint/over": translate("Hint", "The game is over."),
        "hint/no_coach": translate("Hint", "This game has no computer level strong enough to give hints."),
        "hint/tutorial": translate("Hint", "The coach of the guided game already tells you what to do."),
    }
    return reasons.get(code, "")


def button_tip() -> str:
    return translate("Hint", "What would the Strong computer level do in your place? (H)")


def ask_everyone(parent: QWidget, session: Session, seat: int, proceed: Callable[[], None]) -> QMessageBox:
    """Hot-seat: a hint helps whoever asks, so everyone at the screen agrees first
    (once: then anyone may ask for the rest of the game)."""
    names = session.names()
    who = names[seat] if 0 <= seat < len(names) else ""
    others = [names[s] for s in session.humans if s != seat]
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("Hint", "Hints at this table?"),
        translate(
            "Hint",
            "%1 asks for a hint. A hint helps whoever asks for it: do %2 agree to hints "
            "for everyone at this screen for the rest of the game?",
        )
        .replace("%1", who)
        .replace("%2", ", ".join(others)),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("HintAgreement")
    yes = box.addButton(translate("Hint", "We agree"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("Hint", "No hints"), QMessageBox.ButtonRole.RejectRole)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: Any) -> None:
        if button is yes:
            session.agree_to_hints()
            proceed()

    box.buttonClicked.connect(answered)
    box.open()
    return box
