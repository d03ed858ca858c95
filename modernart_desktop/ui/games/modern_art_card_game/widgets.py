"""Pieces of the card game's table: cards, the hand, a seat's display grouped by
artist, the artist cards with their tokens, and the running score sheet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from modernart_desktop.games.modern_art_card_game.components import (
    ARTIST_CARD_COUNTS,
    ARTIST_NAMES,
    AWARD_VALUE,
    CARD_ARTIST,
    ROUNDS,
)
from modernart_desktop.ui.common import cards as hand
from modernart_desktop.ui.common.board_table import BoardTable
from modernart_desktop.ui.common.cards import CardFace
from modernart_desktop.ui.common.zoom import px, zoom_of, zoom_painter
from modernart_desktop.ui.games.modern_art_card_game import names as N
from modernart_desktop.ui.games.modern_art_card_game.cards import (
    CARD_RATIO,
    card_pixmap,
    paint_artwork,
    shown_fan,
    shown_pixmap,
)
from modernart_desktop.ui.games.modern_art_card_game.style import (
    ARTIST_COLORS,
    ARTIST_DARK,
    AWARD_COLOR,
    GOLD,
    TOKEN_COLORS,
)
from modernart_desktop.ui.texts import counted, fill

translate = QCoreApplication.translate


def fitted_font(font: QFont, text: str, width: float, smallest: int = 8) -> QFont:
    """`font`, made smaller (down to `smallest` px) until `text` fits in `width`."""
    font = QFont(font)
    size = font.pixelSize()
    while size > smallest and QFontMetrics(font).horizontalAdvance(text) > width - 1:  # (a pixel spare)
        size -= 1
        font.setPixelSize(size)
    return font


def draw_fitted(
    p: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str, smallest: int = 9, wrap: float = 0
) -> None:
    """Draw `text` in `rect` whole: a long word in another language ("Supplémentaire")
    gets a smaller font, down to `smallest` px; then, given `wrap` px more height, two
    lines; only then an ellipsis."""
    font = fitted_font(p.font(), text, rect.width(), smallest)
    p.save()
    p.setFont(font)
    if wrap and QFontMetrics(font).horizontalAdvance(text) > rect.width() - 1:
        tall = rect.adjusted(0, 0, 0, wrap)
        needed = QFontMetrics(font).boundingRect(tall.toRect(), Qt.TextFlag.TextWordWrap, text)
        if needed.height() <= tall.height() and needed.width() <= tall.width():
            p.drawText(tall, flags | Qt.TextFlag.TextWordWrap, text)
            p.restore()
            return
    metrics = QFontMetrics(font)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    p.drawText(rect, flags, shown)
    p.restore()


# The card game's cards in a hand: sorted by artist; the hand is wide, so more of each card shows.
CARD_FACE = CardFace(
    CARD_RATIO, card_pixmap, N.card_text, order=lambda c: (CARD_ARTIST[c], c), dim=(10, 10, 20, 115)
)


class HandView(hand.HandView):
    """Your hand, sorted by artist."""

    def __init__(self, parent: QWidget | None = None, card_width: int = 84) -> None:
        super().__init__(CARD_FACE, parent, card_width, min_step=18)
        # The card the keyboard is on is the chosen one: the prompt's button plays what
        # Enter would (and a click on a card always leaves that card chosen).
        self.select_on_focus = True

    def _step_focus(self, button: hand.CardButton, step: int) -> None:
        """The arrow keys choose the card they move to: the focus is the selection, so the
        prompt names it, says what its symbol does, and Enter or Alt+letter acts on it."""
        playable = [b for b in self.buttons() if b.isEnabled()]
        if button not in playable:
            return
        i = playable.index(button) + step
        if 0 <= i < len(playable):
            playable[i].setFocus(Qt.FocusReason.TabFocusReason)
            self.select(playable[i].card)


class DisplayView(QWidget):
    """A seat's paintings this round, grouped by artist: one fanned stack per artist (each
    card's symbol in sight, the front card's artist name readable, a count on it) and the
    face-down cards as backs (for their owner, as its cards, dimmed). The cards keep one
    size: a stack that runs out of room fans closer, never smaller."""

    GAP = 6  # between two stacks, when there is room

    def __init__(self, parent: QWidget | None = None, card_width: int = 60) -> None:
        super().__init__(parent)
        self._w = card_width  # in the 1280×720 layout's pixels: drawn at the page's zoom
        self._up: list[int] = []
        self._down: list[int | None] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.apply_zoom(zoom_of(self))

    def card_size(self) -> QSize:
        """A shown card's size, in the 1280×720 layout's pixels."""
        return QSize(self._w, round(self._w * CARD_RATIO))

    def apply_zoom(self, zoom: float) -> None:
        self.setFixedHeight(px(self, self.card_size().height() + 4))
        self.setMinimumWidth(px(self, self._w * 2 + self.GAP + 4))
        self.update()

    def set_card_width(self, width: int) -> None:
        """The table's size for every shown card (one size for all seats)."""
        if width != self._w:
            self._w = width
            self.apply_zoom(zoom_of(self))

    def set_cards(self, face_up: list[int], face_down: list[int] | None, down_count: int) -> None:
        down: list[int | None] = list(face_down) if face_down is not None else [None] * down_count
        if face_up != self._up or down != self._down:
            self._up, self._down = list(face_up), down
            self.update()
        lines = [N.card_text(c) for c in sorted(face_up, key=lambda c: (CARD_ARTIST[c], c))]
        if down:
            hidden = len(down)
            lines.append(counted(lambda k: translate("CardGameTable", "%n face down", "", k), hidden))
        self.setToolTip("\n".join(lines))

    def groups(self) -> list[tuple[int, int]]:
        """(artist, face-up count) for every artist shown, in artist order."""
        counts: dict[int, int] = {}
        for c in self._up:
            counts[CARD_ARTIST[c]] = counts.get(CARD_ARTIST[c], 0) + 1
        return sorted(counts.items())

    def face_down_count(self) -> int:
        return len(self._down)

    def stacks(self) -> list[tuple[list[int | None], bool]]:
        """The stacks in the order drawn: (cards, face down)."""
        stacks: list[tuple[list[int | None], bool]] = []
        for artist in range(len(ARTIST_NAMES)):
            cards: list[int | None] = [c for c in sorted(self._up) if CARD_ARTIST[c] == artist]
            if cards:
                stacks.append((cards, False))
        if self._down:
            stacks.append((list(self._down), True))
        return stacks

    def card_rects(self) -> list[QRectF]:
        """Where every card lies, in the 1280×720 layout's pixels (stack by stack, back to front)."""
        size = self.card_size()
        w = float(size.width())
        width = self.width() / zoom_of(self) - 4
        stacks = self.stacks()
        if not stacks:
            return []
        n = sum(len(cards) for cards, _ in stacks)
        k = len(stacks)
        fan = shown_fan(w)
        gap = float(self.GAP)
        if k * w + (n - k) * fan + (k - 1) * gap > width and n > k:  # fan closer, down to the symbols
            fan = max(w * 0.35, (width - k * w - (k - 1) * gap) / (n - k))
        if k > 1 and k * w + (n - k) * fan + (k - 1) * gap > width:  # then let stacks overlap
            gap = max(-w * 0.6, (width - k * w - (n - k) * fan) / (k - 1))
        rects = []
        x = 2.0
        for cards, _hidden in stacks:
            for i in range(len(cards)):
                rects.append(QRectF(x + i * fan, 2, w, size.height()))
            x += w + fan * (len(cards) - 1) + gap
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        zoom, _full_width, _height = zoom_painter(p, self)
        size = self.card_size()
        dpr = self.devicePixelRatioF() * zoom
        stacks = self.stacks()
        if not stacks:
            p.setPen(QPen(QColor(255, 255, 255, 50), 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(QRectF(2, 2, size.width(), size.height()), 5, 5)
            p.end()
            return
        rects = iter(self.card_rects())
        font = QFont()
        font.setBold(True)
        font.setPixelSize(11 if size.width() >= 48 else 9)
        p.setFont(font)
        for cards, hidden in stacks:
            rect = QRectF()
            for card in cards:
                rect = next(rects)
                p.drawPixmap(rect.topLeft(), shown_pixmap(card, size, dpr))
                if hidden and card is not None:  # the owner sees its own face-down card, dimmed
                    p.fillRect(rect, QColor(20, 18, 40, 120))
            if len(cards) > 1 or hidden:  # how many, on the front card's top right corner
                d = 18.0 if size.width() >= 48 else 14.0  # (a dialog's thumbnail: its foot)
                top = rect.top() + 2 if size.width() >= 48 else rect.bottom() - d + 2
                badge = QRectF(rect.right() - d + (0 if size.width() >= 48 else 4), top, d, d)
                p.setPen(QPen(QColor("white"), 1.2))
                p.setBrush(
                    QColor("#3a3550") if hidden or cards[0] is None else ARTIST_DARK[CARD_ARTIST[cards[0]]]
                )
                p.drawEllipse(badge)
                p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(len(cards)))
        p.end()


class ArtistColumn(QWidget):
    """One artist card: name and number, a small picture, the tokens it carries,
    this round's face-up cards as pips up to the limit, and (at scoring) its value."""

    clicked = Signal(int)

    def __init__(self, artist: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.artist = artist
        self.tokens: list[int] = []
        self.awards = 0
        self.face_up = 0
        self.limit = 6
        self.extra = False
        self.value: int | None = None
        self.place: int | None = None
        self.selectable = False
        self._extra = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setMinimumSize(px(self, 112), px(self, self.HEIGHT + self._extra))  # drawn at the page's zoom

    HEIGHT = 176  # with the smallest picture

    def set_extra_height(self, extra: int) -> None:
        """A taller card (a larger picture) where the window has the height to spare."""
        if extra != self._extra:
            self._extra = extra
            self.apply_zoom(zoom_of(self))
            self.update()

    def set_state(
        self,
        tokens: list[int],
        awards: int,
        face_up: int,
        limit: int,
        extra: bool,
        value: int | None,
        place: int | None,
        selectable: bool,
    ) -> None:
        self.tokens, self.awards, self.face_up, self.limit = tokens, awards, face_up, limit
        self.extra, self.value, self.place, self.selectable = extra, value, place, selectable
        self.setCursor(Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor)
        worth = sum(tokens) + AWARD_VALUE * awards
        self.setAccessibleName(ARTIST_NAMES[self.artist])
        self.setToolTip(
            counted(
                lambda k: translate(
                    "CardGameTable",
                    "{artist}: tokens worth {worth} so far; %n of {limit} face-up cards this round",
                    "",
                    face_up,
                ),
                face_up,
                artist=ARTIST_NAMES[self.artist],
                worth=worth,
                limit=limit,
            )
        )
        self.setAccessibleDescription(self.toolTip())
        self.update()

    def token_rects(self, left: float, top: float, right: float) -> list[QRectF]:
        """Where the tokens and award ribbons lie in a row from `left` to `right`: 23 px
        apart, or closer (overlapping) when that many would not fit, so all always show."""
        count = len(self.tokens) + self.awards
        step = 23.0 if count < 2 else min(23.0, (right - left - 20) / (count - 1))
        return [QRectF(left + k * step, top, 20, 20) for k in range(count)]

    def token_worth(self) -> int:
        return sum(self.tokens) + AWARD_VALUE * self.awards

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.selectable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.artist)
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _zoom, width, height = zoom_painter(p, self)
        a = self.artist
        r = QRectF(0, 0, width, height).adjusted(3, 3, -3, -3)
        p.setPen(QPen(GOLD if self.selectable else ARTIST_DARK[a], 2.5 if self.selectable else 1.2))
        p.setBrush(QColor("#f6f0e1"))
        p.drawRoundedRect(r, 8, 8)
        head = QRectF(r.left(), r.top(), r.width(), 24)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ARTIST_COLORS[a])
        p.drawRoundedRect(head, 8, 8)
        p.drawRect(head.adjusted(0, 12, 0, 0))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(12)
        p.setFont(font)
        p.setPen(QColor("white"))
        p.drawText(
            head.adjusted(7, 0, -7, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            ARTIST_NAMES[a],
        )
        p.drawText(
            head.adjusted(7, 0, -7, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            str(ARTIST_CARD_COUNTS[a]),
        )
        art = QRectF(r.left() + 8, head.bottom() + 6, r.width() - 16, max(0, 46 + self._extra))
        if art.height() >= 2:  # (a short replay leaves no room for the picture)
            paint_artwork(p, art, a, 500 + a)
        # tokens: value tokens of earlier rounds, then award ribbons
        y = art.bottom() + 8
        x = r.left() + 8
        font.setPixelSize(11)
        p.setFont(font)
        rects = self.token_rects(x, y, r.right() - 8)
        for k, (rect, value) in enumerate(zip(rects, [*self.tokens, *[None] * self.awards])):
            # (overlapping a little when many: each one's figure stays in its visible part)
            last = k == len(rects) - 1
            seen = rect if last else QRectF(rect.left(), y, min(20.0, rects[k + 1].left() - rect.left()), 20)
            if value is not None:
                p.setPen(QPen(QColor("#5a4a2a"), 1))
                p.setBrush(TOKEN_COLORS.get(value, GOLD))
                p.drawEllipse(rect)
                p.setPen(QColor("#231c0c"))
                p.drawText(seen, Qt.AlignmentFlag.AlignCenter, str(value))
            else:
                p.setPen(QPen(QColor("#5a1a1a"), 1))
                p.setBrush(AWARD_COLOR)
                p.drawRoundedRect(rect, 4, 4)
                p.setPen(QColor("white"))
                p.drawText(seen, Qt.AlignmentFlag.AlignCenter, "★")
        if not self.tokens and not self.awards:
            p.setPen(QColor("#8a7d62"))
            draw_fitted(
                p,
                QRectF(r.left() + 5, y - 2, r.width() - 10, 22),
                Qt.AlignmentFlag.AlignVCenter,
                translate("CardGameTable", "no tokens yet"),
                wrap=7,
            )
        # this round's face-up cards, up to the limit that ends the round
        y += 28
        pip = min(14.0, (r.width() - 16) / max(1, self.limit) - 3)
        for k in range(self.limit):
            rect = QRectF(r.left() + 8 + k * (pip + 3), y, pip, pip * 1.3)
            filled = k < self.face_up
            p.setPen(QPen(ARTIST_DARK[a], 1))
            p.setBrush(ARTIST_COLORS[a] if filled else QColor(0, 0, 0, 0))
            p.drawRoundedRect(rect, 2, 2)
            if filled and k == 0 and self.extra:
                p.setPen(QColor("white"))
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "+")
        y += pip * 1.3 + 6
        p.setPen(QColor("#3a2f1c"))
        if self.value is not None:
            text = (
                fill(
                    translate("CardGameTable", "{place}: {value} per card"),
                    place=N.place_name(self.place),
                    value=self.value,
                )
                if self.place is not None
                else translate("CardGameTable", "scores nothing")
            )
        else:
            face_up = self.face_up  # (lupdate reads plain names only as the count)
            text = counted(
                lambda k: translate("CardGameTable", "%n of {limit} face up", "", k),
                face_up,
                limit=self.limit,
            )
        draw_fitted(
            p,
            QRectF(r.left() + 5, y, r.width() - 10, 18),
            Qt.AlignmentFlag.AlignTop,
            text,
            wrap=max(0.0, r.bottom() - y - 20),
        )
        p.end()


class DeckView(QWidget):
    """The deck (a back and how many cards are left) and this round's extra card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = 0
        self.extra: int | None = None
        self.apply_zoom(zoom_of(self))

    HEIGHT = 112  # the labels, a card and the count on it

    def apply_zoom(self, zoom: float) -> None:
        self.setFixedSize(px(self, 164), px(self, self.HEIGHT))  # drawn at the page's zoom

    def set_state(self, deck: int, extra: int | None) -> None:
        self.deck, self.extra = deck, extra
        tip = counted(lambda k: translate("CardGameTable", "%n card(s) in the deck", "", k), deck)
        if extra is not None:
            tip += "\n" + fill(translate("CardGameTable", "Extra card: {card}"), card=N.card_text(extra))
        self.setToolTip(tip)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        zoom, _w, _h = zoom_painter(p, self)
        size = QSize(62, round(62 * CARD_RATIO))
        dpr = self.devicePixelRatioF() * zoom
        for k in range(min(3, max(1, self.deck // 20 + 1))):
            p.drawPixmap(QPointF(6 + k * 2, 22 - k * 2), card_pixmap(None, size, dpr))
        if self.extra is not None:
            p.drawPixmap(QPointF(89, 20), shown_pixmap(self.extra, size, dpr))
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#ece6d6"))
        draw_fitted(p, QRectF(0, 0, 76, 18), Qt.AlignmentFlag.AlignCenter, translate("CardGameTable", "Deck"))
        draw_fitted(
            p, QRectF(76, 0, 88, 18), Qt.AlignmentFlag.AlignCenter, translate("CardGameTable", "Extra card")
        )
        count = QRectF(16, 22 + size.height() - 26, 44, 20)  # on the deck's lower part
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(12, 13, 20, 215))
        p.drawRoundedRect(count, 9, 9)
        p.setPen(QColor("#f5d77a"))
        font.setPixelSize(13)
        p.setFont(font)
        p.drawText(count, Qt.AlignmentFlag.AlignCenter, str(self.deck))
        p.end()


class ScoreSheet(QWidget):
    """The running score sheet (the rulebook's pen and paper): points per round and totals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(8, 6, 8, 6)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        self.title: QLabel | None = None
        self.cells: dict[tuple[int, int], QLabel] = {}
        self._shape: tuple[int, ...] = ()
        # the sheet as a table for screen readers: a row per player, a column per round
        self.table = BoardTable(self, ring=self._cell_rect)

    def _cell_rect(self, row: int, col: int) -> QRect | None:
        label = self.cells.get((row + 1, col + 1))
        return label.geometry().adjusted(-3, -1, 3, 1) if label is not None else None

    def _cell(self, row: int, col: int, obj: str) -> QLabel:
        label = self.cells.get((row, col))
        if label is None:
            label = QLabel(self)
            self.grid.addWidget(
                label, row + 1, col, Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft
            )
            self.cells[(row, col)] = label
            if col:  # room for three digits in bold from the start: columns never jump
                bold = QFont(label.font())
                bold.setBold(True)
                label.setMinimumWidth(QFontMetrics(bold).horizontalAdvance("888") + 6)
        label.setObjectName(obj)
        return label

    def set_sheet(self, names: list[str], rounds: list[dict[str, Any]], totals: list[int]) -> None:
        if self.title is None:  # over the whole sheet: the names' column stays narrow
            self.title = QLabel(self)
            self.title.setObjectName("SheetHead")
            self.grid.addWidget(self.title, 0, 0, 1, ROUNDS + 2, Qt.AlignmentFlag.AlignLeft)
        self.title.setText(translate("CardGameTable", "Score sheet"))
        self._cell(0, 0, "SheetHead").setText("")
        for k in range(ROUNDS):
            self._cell(0, k + 1, "SheetHead").setText(fill(translate("CardGameTable", "R{n}"), n=k + 1))
        self._cell(0, ROUNDS + 1, "SheetHead").setText(translate("CardGameTable", "Total"))
        by_round = {r["round"]: r for r in rounds}
        for s, name in enumerate(names):
            self._cell(s + 1, 0, "SheetCell").setText(name)
            for k in range(ROUNDS):
                r = by_round.get(k)
                if r is None:
                    text = ""
                elif r.get("skipped"):
                    text = "—"
                else:
                    text = str(r["points"][s])
                self._cell(s + 1, k + 1, "SheetCell").setText(text)
            self._cell(s + 1, ROUNDS + 1, "SheetTotal").setText(str(totals[s]))
        for (row, _col), label in self.cells.items():
            label.setVisible(row <= len(names))
        sheet: list[list[str]] = []
        for seat in range(len(names)):
            line: list[str] = []
            for k in range(ROUNDS + 1):
                text = self.cells[(seat + 1, k + 1)].text()
                if text == "—":
                    text = translate("CardGameTable", "skipped: nobody held a card")
                elif not text:
                    text = translate("CardGameTable", "not played yet")
                line.append(text)
            sheet.append(line)
        columns = [fill(translate("CardGameTable", "Round {n}"), n=k + 1) for k in range(ROUNDS)]
        columns.append(translate("CardGameTable", "Total"))
        self.table.set_cells(columns, names, sheet, name=translate("CardGameTable", "Score sheet"))
        self.table.raise_()

    def row_texts(self, seat: int) -> list[str]:
        return [self.cells[(seat + 1, k)].text() for k in range(ROUNDS + 2)]
