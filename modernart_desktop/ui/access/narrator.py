"""What a screen reader hears at a table.

Every line the game log gets is told once, as it comes, through Qt's accessibility
announcement (`QAccessibleAnnouncementEvent`): another player's move and every result
(a sale, a default, a scoring, the end) politely, in the log's own words. The player's
own move is not read back (they just made it), but what it led to is. A decision
becoming the player's is told assertively ("Nina, your turn: …").

Readers too old for announcements (Orca 43) hear the same words as a notification
(ui/access/notice.py), unless a reader on the bus listens for announcements. What is
said within a short moment is said as one (a move, its result and "your turn" come
together: a second announcement would cut the first short).

They also get the same words on demand: one key reads every line since the player's
last decision as one announcement (and the log itself is a read-only text to walk line
by line).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from modernart_desktop.core.events import Event
from modernart_desktop.ui import texts
from modernart_desktop.ui.access.notice import Noticeboard, reader_hears_announcements

translate = QCoreApplication.translate
Describe = Callable[[Event, list[str], "int | None"], "str | None"]

# Events naming the player on screen ("seat") that are news all the same: what the
# player's own move led to (a sale, a card drawn, secret bids opened, a scoring).
RESULTS = frozenset(
    {
        # Modern Art
        "auction/won",
        "auction/free",
        "fixed/forced",
        "mystery/revealed",
        # Modern Art: the card game
        "card/drawn",
        "card/deck_empty",
        "award/none_left",
        # Art Society
        "tile/faux_pas",
        "decor/earned",
        "decor/lost_full_wall",
        "pick/nothing_left",
        # Friesematenten
        "auction/paid",
        "auction/default",
        "money/lost",
        "money/stolen",
        "income/paid",
        "upkeep/paid",
        "upkeep/abandoned",
        "factory/demolished",
    }
)

# How many lines the "since your last decision" key reads at most (the newest).
RECAP_LINES = 40
# What is said within this many milliseconds is said as one announcement.
GATHER_MS = 150


def own_move(event: Event, seat: int | None) -> bool:
    """`event` tells the move `seat` made itself (its bid, its card, its secret echo)."""
    if seat is None or event.code in RESULTS:
        return False
    return event.params.get("seat") == seat


class Narrator(QObject):
    """Turns a table's new log lines into announcements. `source`: the object the
    announcements come from (the table page)."""

    def __init__(self, source: QObject, describe: Describe) -> None:
        super().__init__(source)
        self._source = source
        self._describe = describe
        self.heard: list[tuple[str, bool]] = []  # (text, assertive), in order (tests read it)
        self._own: set[tuple[int, int]] = set()  # (seat, seq) the seat's own decisions made
        # each seat's lines since its last decision (hot-seat: several seats at this
        # screen), each with whether it is private to that seat
        self._since: dict[int | None, list[tuple[str, bool]]] = {}
        self._clock = QElapsedTimer()
        self._clock_seconds: float | None = None
        self.sent: list[tuple[str, bool]] = []  # what went out, gathered (tests read it)
        self._gathered: list[tuple[str, bool]] = []
        self._gather = QTimer(self)
        self._gather.setSingleShot(True)
        self._gather.setInterval(GATHER_MS)
        self._gather.timeout.connect(self.flush)
        # readers too old for announcements: a notification (ui/access/notice.py)
        self.board = Noticeboard(source) if isinstance(source, QWidget) else None

    # -- saying ----------------------------------------------------------------------------
    def say(self, text: str, assertive: bool = False) -> None:
        """Tell `text` (gathered with what else is said in the next moment)."""
        if not text:
            return
        self.heard.append((text, assertive))
        self._gathered.append((text, assertive))
        if not self._gather.isActive():
            self._gather.start()

    def flush(self) -> None:
        """Say what was gathered, as one announcement: assertive if any part is."""
        self._gather.stop()
        if not self._gathered:
            return
        # what happened first, then the question ("your turn") or the answer to a key
        parts = [p for p, a in self._gathered if not a] + [p for p, a in self._gathered if a]
        text = " ".join(parts)
        assertive = any(a for _p, a in self._gathered)
        self._gathered = []
        self.sent.append((text, assertive))
        event = QAccessibleAnnouncementEvent(self._source, text)
        event.setPoliteness(
            QAccessible.AnnouncementPoliteness.Assertive
            if assertive
            else QAccessible.AnnouncementPoliteness.Polite
        )
        QAccessible.updateAccessibility(event)
        if self.board is not None and not reader_hears_announcements():
            self.board.tell(text)

    # -- decisions -------------------------------------------------------------------------
    def deciding(self, seat: int, based_on_seq: int) -> None:
        """`seat` sends a decision made on position `based_on_seq`: the events it brings
        carry the next seq, and its own move is not read back. What happened since its
        last decision starts again."""
        self._own.add((seat, based_on_seq + 1))
        self._since[seat] = []

    def refused(self, seat: int, based_on_seq: int) -> None:
        self._own.discard((seat, based_on_seq + 1))

    def your_turn(self, name: str, decision: str) -> str:
        if not decision:
            text = texts.fill(translate("Narrator", "{name}, your turn."), name=name)
        elif decision.lower().startswith(translate("Narrator", "your turn").lower()):
            # (the table's own words say it already: "Your turn: bid higher or pass.")
            text = texts.fill(translate("Narrator", "{name}: {decision}"), name=name, decision=decision)
        else:
            text = texts.fill(
                translate("Narrator", "{name}, your turn: {decision}"), name=name, decision=decision
            )
        self.say(text, assertive=True)
        return text

    # -- the log ---------------------------------------------------------------------------
    def lines_to_tell(
        self, events: list[tuple[int, Event]], names: list[str], viewer: int | None, public_only: bool
    ) -> list[tuple[str, bool]]:
        """The lines of `events` worth telling `viewer` (each with whether it is private
        to it): the log's lines, less the viewer's own move (the leading events of a seq
        it decided that name it)."""
        out: list[tuple[str, bool]] = []
        told: set[int] = set()  # own seqs whose move is past: the rest is news
        for seq, event in events:
            if public_only and event.to is not None:
                continue
            if viewer is not None and (viewer, seq) in self._own and seq not in told:
                if own_move(event, viewer):
                    continue
                told.add(seq)
            line = self._describe(event, names, viewer)
            if line:
                out.append((line, event.to is not None))
        return out

    def tell(
        self, events: list[tuple[int, Event]], names: list[str], viewer: int | None, public_only: bool = False
    ) -> None:
        """Announce each new line (politely, one announcement each) and keep it for
        the recap."""
        lines = self.lines_to_tell(events, names, viewer, public_only)
        self._since.setdefault(viewer, []).extend(lines)
        for line, _private in lines:
            self.say(line)

    def keep(self, events: list[tuple[int, Event]], names: list[str], seat: int) -> None:
        """Hot-seat: `seat` is not on screen; its new lines wait for its recap, unsaid."""
        self._since.setdefault(seat, []).extend(self.lines_to_tell(events, names, seat, False))

    def since(self, seat: int | None, public_only: bool = False) -> list[str]:
        """`seat`'s lines since its last decision (without its own lines while others
        may be looking)."""
        return [line for line, private in self._since.get(seat, []) if not (public_only and private)]

    def forget(self, seat: int | None = None) -> None:
        """A new position with no history to tell (an undo)."""
        self._since.pop(seat, None)

    def recap_text(self, seat: int | None = None, public_only: bool = False) -> str:
        lines = self.since(seat, public_only)
        if not lines:
            return translate("Narrator", "Nothing has happened since your last decision.")
        head = translate("Narrator", "Since your last decision:")
        return " ".join([head, *lines[-RECAP_LINES:]])

    def recap(self, seat: int | None = None, public_only: bool = False) -> None:
        """The key: every line since `seat`'s last decision, as one announcement."""
        self.say(self.recap_text(seat, public_only), assertive=True)

    # -- the clock ---------------------------------------------------------------------------
    def clock(self, seconds: float | None) -> None:
        self._clock_seconds = seconds
        if seconds is not None:
            self._clock.start()

    def time_left_text(self) -> str:
        if self._clock_seconds is None or not self._clock.isValid():
            return translate("Narrator", "No clock is running.")
        left = max(0, round(self._clock_seconds - self._clock.elapsed() / 1000.0))
        return texts.counted(lambda n: translate("Narrator", "%n second(s) left.", "", n), left)

    def time_left(self) -> None:
        self.say(self.time_left_text(), assertive=True)
