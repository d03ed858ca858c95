"""Cards on any game's table: cached pictures, one card as a button, and a hand.

A game describes its cards once (`CardFace`: proportions, picture, name, the order
of a hand); the widgets here do the rest, so every table's hand behaves alike:
hover lifts a playable card, a click selects it, double click or Enter plays it,
the arrow keys walk along the playable cards, and None is a card lying face down.
"""

from __future__ import annotations

import atexit
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from modernart_desktop.ui.common.keys import HANDLES_ENTER
from modernart_desktop.ui.common.zoom import px

translate = QCoreApplication.translate

GOLD = QColor("#e0b84f")
Painter = Callable[[QPainter, QRectF], None]


class CardPictures:
    """Device-pixel-exact pictures of one game's cards, drawn once and kept.

    `paint_face(p, rect, card)` draws a card, `paint_back(p, rect)` its back; the
    cache starts afresh past `limit` pictures (sizes change as windows resize)."""

    def __init__(
        self, paint_face: Callable[[QPainter, QRectF, int], None], paint_back: Painter, limit: int = 600
    ) -> None:
        self._paint_face = paint_face
        self._paint_back = paint_back
        self._limit = limit
        self._cache: dict[tuple, QPixmap] = {}
        # Pixmaps must go before the QApplication does, or the interpreter's teardown crashes.
        atexit.register(self._cache.clear)

    def pixmap(self, card: int | None, size: QSize, dpr: float = 1.0) -> QPixmap:
        """The picture of `card` (None: its back) at `size` logical pixels."""
        key = (card, size.width(), size.height(), round(dpr, 2))
        pix = self._cache.get(key)
        if pix is None:
            pix = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pix)
            rect = QRectF(0, 0, size.width(), size.height())
            if card is None:
                self._paint_back(painter, rect)
            else:
                self._paint_face(painter, rect, card)
            painter.end()
            if len(self._cache) > self._limit:
                self._cache.clear()
            self._cache[key] = pix
        return pix


def small_picture(paint: Painter, dpr: float, width: int = 30, height: int = 22) -> QPixmap:
    """A small picture (a token in a dialog) drawn by `paint` inside a 1 px margin."""
    pix = QPixmap(round(width * dpr), round(height * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint(p, QRectF(1, 1, width - 2, height - 2))
    p.end()
    return pix


@dataclass(frozen=True)
class CardFace:
    """How one game's cards look in a hand."""

    ratio: float  # height / width
    pixmap: Callable[[int | None, QSize, float], QPixmap]  # the picture (None: the back)
    text: Callable[[int], str]  # the card's name (tooltip, screen reader)
    order: Callable[[int], Any] | None = None  # how a hand is sorted (None: as given)
    dim: tuple[int, int, int, int] = (10, 20, 15, 110)  # RGBA over a card that cannot be played now
    # A card partly covered in a full hand shows its name on a tab up its uncovered left
    # edge, read bottom to top (like the spine of a book): its short name and colour.
    spine: Callable[[int], tuple[str, QColor]] | None = None


class CardButton(QAbstractButton):
    """One card of a hand. Enabled cards can be clicked (they lift on hover); the
    selected one glows; the others are dimmed."""

    activated = Signal(int)  # double click / Enter: "play this one"
    step_focus = Signal(int)  # arrow keys: the neighbour card, -1 left, +1 right
    focused_by_keys = Signal()  # the focus came by the keyboard or the table, not a click

    LIFT = 10

    def __init__(self, face: CardFace, card: int | None, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.card = card
        self._card_width = width
        self._hover = False
        self._shown: int | None = None  # how much of the card's width shows (None: all)
        self.setCheckable(True)
        self.setProperty(HANDLES_ENTER, True)  # Enter plays the card (keyPressEvent), not just selects it
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(self.sizeHint())
        self.retranslate()

    def card_size(self) -> QSize:
        return QSize(self._card_width, round(self._card_width * self.face.ratio))

    def sizeHint(self) -> QSize:
        size = self.card_size()
        return QSize(size.width() + 6, size.height() + self.LIFT + 6)

    def set_shown_width(self, shown: int | None) -> None:
        """How wide a strip of the card the next card leaves uncovered (None: all of it)."""
        if shown != self._shown:
            self._shown = shown
            self.update()

    def spine_rect(self) -> QRectF | None:
        """Where the card's name tab lies (a covered card of a face with spines), in the
        button's coordinates as drawn unlifted; None when the card shows whole."""
        if self._shown is None or self.face.spine is None or self.card is None:
            return None
        size = self.card_size()
        w, h = float(size.width()), float(size.height())
        strip = self._shown - 3 - w * 0.04  # the uncovered strip, less the next card's shadow
        if strip >= w * 0.8:
            return None  # the name plate shows well enough
        tab = max(12.0, min(strip - 2, w * 0.2))
        top, bottom = w * 0.33, h - max(h * 0.13, 15.0) - w * 0.02  # under the symbol, over the plate
        return QRectF(3 + w * 0.02, 3 + self.LIFT + top, tab, bottom - top)

    def _paint_spine(self, p: QPainter, rect: QRectF) -> None:
        assert self.face.spine is not None and self.card is not None
        name, colour = self.face.spine(self.card)
        p.save()
        p.setPen(QPen(QColor(255, 255, 255, 210), 1))
        p.setBrush(colour)
        p.drawRoundedRect(rect, 3, 3)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, min(round(rect.width() * 0.72), round(self._card_width * 0.13))))
        while QFontMetricsF(font).horizontalAdvance(name) > rect.height() - 4 and font.pixelSize() > 9:
            font.setPixelSize(font.pixelSize() - 1)
        p.setFont(font)
        p.setPen(QColor("white"))
        p.translate(rect.left(), rect.bottom())
        p.rotate(-90)
        p.drawText(QRectF(0, 0, rect.height(), rect.width()), Qt.AlignmentFlag.AlignCenter, name)
        p.restore()

    def retranslate(self) -> None:
        text = translate("Cards", "face-down card") if self.card is None else self.face.text(self.card)
        self.setAccessibleName(text)
        self.setToolTip(text if self.card is not None else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def enterEvent(self, event) -> None:
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.isEnabled() and self.card is not None:
            self.activated.emit(self.card)
        super().mouseDoubleClickEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() != Qt.FocusReason.MouseFocusReason:
            self.focused_by_keys.emit()

    def keyPressEvent(self, event) -> None:
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.isEnabled()
            and self.card is not None
        ):
            self.activated.emit(self.card)
            return
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_focus.emit(-1 if event.key() == Qt.Key.Key_Left else 1)
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.card_size()
        lifted = self.isEnabled() and (self._hover or self.isChecked() or self.hasFocus())
        rect = QRectF(3, 3 + (0 if lifted else self.LIFT), size.width(), size.height())
        radius = size.width() * 0.07
        # a soft shadow under the card
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90 if lifted else 60))
        p.drawRoundedRect(rect.translated(2, 3), radius, radius)
        p.drawPixmap(rect.topLeft(), self.face.pixmap(self.card, size, self.devicePixelRatioF()))
        spine = self.spine_rect()
        if spine is not None:
            self._paint_spine(p, spine.translated(0, rect.top() - 3 - self.LIFT))
        outline = rect.adjusted(-1, -1, 1, 1)
        if self.isChecked():
            p.setPen(QPen(GOLD, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(outline, radius * 1.15, radius * 1.15)
        elif self.hasFocus():
            p.setPen(QPen(QColor(255, 255, 255, 200), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(outline, radius * 1.15, radius * 1.15)
        if not self.isEnabled():
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(*self.face.dim))
            p.drawRoundedRect(rect, radius, radius)
        p.end()


class HandView(QWidget):
    """The cards in a hand, overlapping when space runs short. Clicking an enabled
    card selects it (again: unselects); double click or Enter plays it."""

    selection_changed = Signal(object)  # card id or None
    activated = Signal(int)

    def __init__(
        self, face: CardFace, parent: QWidget | None = None, card_width: int = 92, min_step: int = 22
    ) -> None:
        super().__init__(parent)
        self.face = face
        # The width asked for is that of the 1280×720 layout; the cards grow with the
        # page's zoom (ui/common/zoom.py).
        self._design_width = card_width
        self._card_width = px(self, card_width)
        self._min_step = min_step  # how much of each card shows, at the least, in a full hand
        self._buttons: list[CardButton] = []
        self._selected: int | None = None
        # True: a playable card that takes the keyboard focus is the selected card too, so
        # the button that plays the selection agrees with what Enter would play.
        self.select_on_focus = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self._height())

    def _height(self) -> int:
        return round(self._card_width * self.face.ratio) + CardButton.LIFT + 6

    def card_width(self) -> int:
        return self._card_width

    def set_card_width(self, width: int) -> None:
        """Smaller or larger cards (a short window); the hand, selection and focus stay.
        `width` is in the 1280×720 layout's pixels: the page's zoom applies."""
        self._design_width = width
        self._resize_cards(px(self, width))

    def apply_zoom(self, zoom: float) -> None:
        self._resize_cards(px(self, self._design_width))

    def _resize_cards(self, width: int) -> None:
        if width == self._card_width:
            return
        had_focus = next((b.card for b in self._buttons if b.hasFocus()), None)
        enabled = {b.card for b in self._buttons if b.isEnabled() and b.card is not None}
        cards = [b.card for b in self._buttons]
        self._card_width = width
        self.setMinimumHeight(self._height())
        for b in self._buttons:
            b.setParent(None)
            b.deleteLater()
        self._buttons = []
        self.set_cards(cards, enabled)
        self.updateGeometry()
        if had_focus is not None:
            target = next((b for b in self._buttons if b.card == had_focus and b.isEnabled()), None)
            if target is not None:
                target.setFocus(Qt.FocusReason.OtherFocusReason)

    def sizeHint(self) -> QSize:
        return QSize(max(200, len(self._buttons) * (self._card_width + 6)), self._height())

    def cards(self) -> list[int]:
        """The cards shown face up (a face-down hand shows none)."""
        return [b.card for b in self._buttons if b.card is not None]

    def buttons(self) -> list[CardButton]:
        return list(self._buttons)

    def selected(self) -> int | None:
        return self._selected

    def set_cards(self, cards: list[int | None], enabled: set[int] | None = None) -> None:
        """Show `cards` (None: face down); only those in `enabled` can be clicked."""
        enabled = enabled or set()
        order = self.face.order
        if order is not None:
            cards = sorted(cards, key=lambda c: (0, 0) if c is None else (1, order(c)))
        if [b.card for b in self._buttons] != list(cards):
            # The cards still in hand keep their buttons: only a card played or drawn
            # leaves or joins the accessibility tree (a whole new hand at each move was a
            # flood a screen reader fell behind on, issue 34).
            keep: dict[int | None, list[CardButton]] = {}
            for b in self._buttons:
                keep.setdefault(b.card, []).append(b)
            buttons: list[CardButton] = []
            for card in cards:
                same = keep.get(card)
                buttons.append(same.pop(0) if same else self._new_button(card))
            for gone in keep.values():
                for b in gone:
                    b.setParent(None)
                    b.deleteLater()
            self._buttons = buttons
            for before, after in zip(buttons, buttons[1:], strict=False):
                QWidget.setTabOrder(before, after)  # (Tab walks the hand in its order)
            self._layout()
        for b in self._buttons:
            b.setEnabled(b.card is not None and b.card in enabled)
        if self._selected is not None and self._selected not in enabled:
            self.select(None)
        else:
            self._sync_checks()

    def _new_button(self, card: int | None) -> CardButton:
        b = CardButton(self.face, card, self._card_width, self)
        b.clicked.connect(lambda _=False, c=card: self._clicked(c))
        b.activated.connect(self.activated)
        b.step_focus.connect(lambda step, button=b: self._step_focus(button, step))
        b.focused_by_keys.connect(lambda button=b: self._focused(button))
        b.show()
        return b

    def select(self, card: int | None) -> None:
        changed = card != self._selected
        self._selected = card
        self._sync_checks()
        if changed:
            self.selection_changed.emit(card)

    def _clicked(self, card: int | None) -> None:
        """A click chooses the card; clicking the chosen card again un-chooses it, unless
        the focus chooses too (select_on_focus): there a click always leaves the card it
        was meant for chosen, even one the keyboard had chosen already."""
        if self.select_on_focus or self._selected != card:
            self.select(card)
        else:
            self.select(None)

    def _focused(self, button: CardButton) -> None:
        if self.select_on_focus and button.isEnabled() and button.card is not None:
            self.select(button.card)

    def focus_card(self, card: int) -> bool:
        """Give `card` the keyboard (and, with select_on_focus, the selection); False if
        it is not a playable card of this hand."""
        button = next((b for b in self._buttons if b.card == card and b.isEnabled()), None)
        if button is None:
            return False
        button.raise_()  # shown whole, above its neighbours (a hint frames all of it)
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.select_on_focus:
            self.select(card)
        return True

    def _step_focus(self, button: CardButton, step: int) -> None:
        """Move the keyboard to the next card that may be played, left or right."""
        playable = [b for b in self._buttons if b.isEnabled()]
        if button not in playable:
            return
        i = playable.index(button) + step
        if 0 <= i < len(playable):
            playable[i].setFocus(Qt.FocusReason.TabFocusReason)

    def _sync_checks(self) -> None:
        for b in self._buttons:
            b.setChecked(b.card is not None and b.card == self._selected)

    def resizeEvent(self, event) -> None:
        self._layout()
        super().resizeEvent(event)

    def _layout(self) -> None:
        n = len(self._buttons)
        if not n:
            return
        w = self._buttons[0].sizeHint().width()
        step = w + 4
        if n > 1 and n * step > self.width():
            step = max(px(self, self._min_step), (self.width() - w) // (n - 1))
        x = max(0, (self.width() - (w + step * (n - 1))) // 2)
        for i, b in enumerate(self._buttons):
            b.move(x, 0)
            b.raise_()
            b.set_shown_width(step if i < n - 1 and step < w else None)
            x += step

    def retranslate(self) -> None:
        for b in self._buttons:
            b.retranslate()
