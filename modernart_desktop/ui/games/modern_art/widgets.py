"""Pieces of the Modern Art table: cards, the hand, the value board, paintings bought."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from modernart_desktop.games.modern_art.components import (
    ARTIST_NAMES,
    CARD_ARTIST,
    CARDS_TO_END_ROUND,
    ROUNDS,
    VALUE_TOKENS,
)
from modernart_desktop.ui.common import cards as hand
from modernart_desktop.ui.common.cards import CardFace
from modernart_desktop.ui.common.zoom import px, zoom_of, zoom_painter
from modernart_desktop.ui.games.modern_art import names as ma_names
from modernart_desktop.ui.games.modern_art.cards import CARD_RATIO, card_pixmap, paint_mini
from modernart_desktop.ui.games.modern_art.style import ARTIST_COLORS, ARTIST_DARK, GOLD, PAPER

translate = QCoreApplication.translate


# Modern Art's cards in a hand: shown in the order the view gives them (by card id).
def _spine(card: int) -> tuple[str, QColor]:
    """A covered card's tab in a full hand: its artist, as on its name plate."""
    artist = CARD_ARTIST[card]
    return ARTIST_NAMES[artist].upper(), ARTIST_DARK[artist]


CARD_FACE = CardFace(CARD_RATIO, card_pixmap, ma_names.card_text, spine=_spine)


class HandView(hand.HandView):
    """The hand of the seat on screen."""

    def __init__(self, parent: QWidget | None = None, card_width: int = 92) -> None:
        super().__init__(CARD_FACE, parent, card_width)
        self.select_on_focus = True  # a focused card is the one the Offer/Add button plays


class CardShowcase(QWidget):
    """The card(s) on the auction block, large; display only."""

    MIN_WIDTH, MAX_WIDTH = 120, 230

    def __init__(self, parent: QWidget | None = None, card_width: int = 146) -> None:
        super().__init__(parent)
        self._card_width = card_width
        self._cards: list[int | None] = []
        # As tall as the auction area lets it be: the painting on the block is the
        # centre of the table (its width follows its height).
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        """The page's zoom sets the smallest and largest card (ui/common/zoom.py)."""
        self.setMinimumHeight(round(px(self, self.MIN_WIDTH) * CARD_RATIO) + 8)
        self._card_width = max(px(self, self.MIN_WIDTH), min(px(self, self.MAX_WIDTH), self._card_width))
        self._fit_width()

    def _fit_width(self) -> None:
        self.setFixedWidth(self._card_width + 8 + self._card_width // 2)

    def resizeEvent(self, event) -> None:
        fits = int((self.height() - 8) / CARD_RATIO)
        width = max(px(self, self.MIN_WIDTH), min(px(self, self.MAX_WIDTH), fits))
        if width != self._card_width:
            self._card_width = width
            self._fit_width()
            self.update()
        super().resizeEvent(event)

    def card_width(self) -> int:
        return self._card_width

    def set_cards(self, cards: list[int | None]) -> None:
        """The card(s) on the block; None is a face-down card (the mystery hand)."""
        self.setToolTip(
            "\n".join(ma_names.card_text(c) for c in cards if c is not None)
        )  # also after a language switch
        if cards != self._cards:
            self._cards = list(cards)
            self.update()

    def cards(self) -> list[int | None]:
        return list(self._cards)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = QSize(self._card_width, round(self._card_width * CARD_RATIO))
        if not self._cards:
            p.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            rect = QRectF(4, 4, size.width(), size.height())
            p.drawRoundedRect(rect, 8, 8)
            p.end()
            return
        dpr = self.devicePixelRatioF()
        for i, card in enumerate(self._cards[:2]):
            x = 4 + i * self._card_width // 2
            y = 4 + i * 2
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 80))
            p.drawRoundedRect(QRectF(x + 3, y + 4, size.width(), size.height()), 8, 8)
            p.drawPixmap(QPointF(x, y), card_pixmap(card, size, dpr))
        p.end()


class PaintingStrip(QWidget):
    """Paintings bought this round, as small framed pictures grouped by artist."""

    resized = Signal()  # (the table draws every seat's paintings at one size)

    def __init__(self, parent: QWidget | None = None, thumb: int = 18, grouped: bool = False) -> None:
        super().__init__(parent)
        self._cards: list[int] = []
        self._thumb = thumb  # in the 1280×720 layout's pixels: drawn at the page's zoom
        # grouped: one fanned stack per artist with its count on it (a seat at the table),
        # as large as the seat's panel lets it be: the paintings, named, where there is room
        self._grouped = grouped
        self._shared: float | None = None  # the size every seat's strip draws at (the table's)
        vertical = QSizePolicy.Policy.Expanding if grouped else QSizePolicy.Policy.Fixed
        self.setSizePolicy(QSizePolicy.Policy.Expanding, vertical)
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setMinimumHeight(px(self, round(self._thumb * 1.3) + 2))
        self.updateGeometry()

    def set_cards(self, cards: list[int]) -> None:
        cards = sorted(cards, key=lambda c: (CARD_ARTIST[c], c))
        self.setToolTip(
            "\n".join(ma_names.card_text(c) for c in cards)
            or translate("Seats", "No painting bought this round")
        )
        if cards != self._cards:
            self._cards = cards
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(
            px(self, max(60, len(self._cards) * (self._thumb + 3))), px(self, round(self._thumb * 1.3) + 2)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        zoom, width, height = zoom_painter(p, self)
        h = round(self._thumb * 1.3)
        if self._grouped and self._cards:
            self._paint_groups(p, width, height, self.devicePixelRatioF() * zoom)
            p.end()
            return
        if not self._cards:
            p.setPen(QPen(QColor(255, 255, 255, 50), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(1, 1, self._thumb, h - 1))
            p.end()
            return
        step: float = self._thumb + 3
        n = len(self._cards)
        if n * step > width and n > 1:
            step = max(5, (width - self._thumb - 2) / (n - 1))
        x = 1.0
        for card in self._cards:
            paint_mini(p, QRectF(x, 1, self._thumb, h - 1), CARD_ARTIST[card], card)
            x += step
        p.end()

    def groups(self) -> list[tuple[int, int]]:
        """(artist, paintings bought) for every artist bought this round, in artist order."""
        counts: dict[int, int] = {}
        for c in self._cards:
            counts[CARD_ARTIST[c]] = counts.get(CARD_ARTIST[c], 0) + 1
        return sorted(counts.items())

    CARD_FACES_FROM = 58  # a painting this wide or wider is drawn as its card, name and all

    def tile_size(self) -> QSizeF:
        """How large each painting is drawn (in the 1280×720 layout's pixels): it follows
        the strip's size, never what was bought, so nothing moves as a round goes on."""
        return self._tile()[0]

    def shows_card_faces(self) -> bool:
        """Whether the paintings are drawn as their cards (the artist's name on each)."""
        return self._tile()[1]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def natural_width(self) -> float:
        """The widest painting this strip's own size allows (cards or small pictures)."""
        zoom = zoom_of(self)
        width, height = self.width() / zoom, self.height() / zoom
        across = (width - 10) / 2.4  # two stacks side by side, whole, and part of a third
        wide = min((height - 2) / CARD_RATIO, across, 104.0)
        if wide >= self.CARD_FACES_FROM:
            return wide
        return max(float(self._thumb), min((height - 2) / 1.3, across, 80.0))

    def share_width(self, width: float | None) -> None:
        """The table's strips draw their paintings at one size: the smallest's."""
        if width != self._shared:
            self._shared = width
            self.update()

    def _tile(self) -> tuple[QSizeF, bool]:
        zoom = zoom_of(self)
        width, height = self.width() / zoom, self.height() / zoom
        across = (width - 10) / 2.4  # two stacks side by side, whole, and part of a third
        if self._shared is not None:
            across = min(across, self._shared)
        wide = min((height - 2) / CARD_RATIO, across, 104.0)
        if wide >= self.CARD_FACES_FROM:
            return QSizeF(int(wide), round(int(wide) * CARD_RATIO)), True
        t = max(float(self._thumb), min((height - 2) / 1.3, across, 80.0))
        return QSizeF(int(t), round(int(t) * 1.3)), False

    def stacks(self) -> list[tuple[int, int, QRectF, bool]]:
        """Where each artist's paintings are drawn: (artist, count, the stack's bounds in
        the 1280×720 layout's pixels, drawn as cards). A fanned stack per artist while
        the stacks fit side by side; past that (many artists bought late in a round) one
        painting per artist with its count on it, smaller and on two rows if need be, so
        nothing ever spills out of the strip or hides another artist's stack."""
        zoom = zoom_of(self)
        return [
            (a, k, rect, faces)
            for a, k, rect, faces, _fan in self._plan(self.width() / zoom, self.height() / zoom)
        ]

    GAP = 8.0  # between two artists' stacks

    def _plan(self, width: float, height: float) -> list[tuple[int, int, QRectF, bool, float]]:
        groups = self.groups()
        if not groups:
            return []
        tile, faces = self._tile()
        t, h = tile.width(), tile.height()
        n = len(groups)
        fan, gap = max(4.0, t * 0.28), self.GAP
        extra = sum(k - 1 for _a, k in groups)
        need = n * t + extra * fan + (n - 1) * gap
        if need > width - 2 and extra:
            fan = max(3.0, (width - 2 - n * t - (n - 1) * gap) / extra)
            need = n * t + extra * fan + (n - 1) * gap
        if need > width - 2 and n > 1:
            gap = (width - 2 - n * t - extra * fan) / (n - 1)
        if gap >= 3 or n == 1:
            top = max(1.0, (height - h) / 2) if faces else 1.0
            plan, x = [], 1.0
            for artist, count in groups:
                plan.append((artist, count, QRectF(x, top, t + (count - 1) * fan, h), faces, fan))
                x += t + (count - 1) * fan + gap
            return plan
        return self._plan_counted(groups, width, height, t, faces)

    def _plan_counted(
        self, groups: list[tuple[int, int]], width: float, height: float, t: float, faces: bool
    ) -> list[tuple[int, int, QRectF, bool, float]]:
        """One painting per artist, its count on it, on one or two rows: the larger."""
        n, gap = len(groups), 4.0
        best: tuple[float, int] = (0.0, 1)
        for rows in (1, 2):
            per_row = -(-n // rows)
            across = (width - 2 - (per_row - 1) * gap) / per_row
            down = (height - 2 - (rows - 1) * gap) / rows
            size = min(t, across, down / (CARD_RATIO if faces else 1.3))
            if not faces or size < self.CARD_FACES_FROM:
                size = min(t, across, down / 1.3)  # (small pictures are a little squarer)
            if size > best[0] + 0.5:
                best = (size, rows)
        size, rows = best
        size = float(int(size))
        cards = faces and size >= self.CARD_FACES_FROM
        high = float(round(size * (CARD_RATIO if cards else 1.3)))
        per_row = -(-n // rows)
        plan = []
        for i, (artist, count) in enumerate(groups):
            row, col = divmod(i, per_row)
            rect = QRectF(1 + col * (size + gap), 1 + row * (high + gap), size, high)
            plan.append((artist, count, rect, cards, 0.0))
        return plan

    @staticmethod
    def _band_font(plan: list[tuple[int, int, QRectF, bool, float]]) -> QFont | None:
        """The font that writes every artist's name across the foot of its small picture
        (one painting per artist), at a readable size; None if one of them does not fit
        (then none is written: the strip reads alike throughout)."""
        if not plan or any(faces or fan for _a, _k, _r, faces, fan in plan):
            return None
        font = QFont()
        font.setBold(True)
        for size in (11, 10, 9):
            font.setPixelSize(size)
            metrics = QFontMetricsF(font)
            if all(metrics.horizontalAdvance(ARTIST_NAMES[a]) <= r.width() - 4 for a, _k, r, _f, _n in plan):
                return font
        return None

    @staticmethod
    def _paint_name_band(p: QPainter, rect: QRectF, artist: int, font: QFont) -> None:
        """The artist's name on a band across a small picture's foot, as on its card
        (as on the value board: narrower than capitals)."""
        band = QRectF(rect.left() + 1, rect.bottom() - 15, rect.width() - 2, 14)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ARTIST_DARK[artist])
        p.drawRect(band)
        p.setFont(font)
        p.setPen(QColor("white"))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, ARTIST_NAMES[artist])

    def _paint_groups(self, p: QPainter, width: float, height: float, dpr: float) -> None:
        """Each artist's paintings as a fanned stack (or one painting), its count in a
        badge on it."""
        font = QFont()
        font.setBold(True)
        plan = self._plan(width, height)
        band = self._band_font(plan)
        for artist, count, rect, faces, fan in plan:
            seeds = [c for c in self._cards if CARD_ARTIST[c] == artist]
            t, h = rect.height() / (CARD_RATIO if faces else 1.3), rect.height()
            t = min(t, rect.width())
            shown = seeds if fan else seeds[-1:]
            for i, card in enumerate(shown):
                x = rect.left() + i * fan
                if faces:
                    p.drawPixmap(QPointF(x, rect.top()), card_pixmap(card, QSize(int(t), int(h)), dpr))
                else:
                    paint_mini(p, QRectF(x, rect.top(), t, h - 1), artist, card)
            if band is not None:
                self._paint_name_band(p, rect, artist, band)
            if count > 1:
                front = rect.left() + (len(shown) - 1) * fan
                d = 20.0 if faces else max(13.0, min(15.0, t * 0.5))
                font.setPixelSize(12 if faces else 10)
                p.setFont(font)
                badge = QRectF(
                    min(front + t - d * 0.6, rect.right() - d),
                    rect.top() + (2 if faces or band is not None else h - d + 1),
                    d,
                    d,
                )
                p.setPen(QPen(QColor("white"), 1.2))
                p.setBrush(ARTIST_DARK[artist])
                p.drawEllipse(badge)
                p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(count))
        p.setPen(Qt.PenStyle.NoPen)


class ValueBoard(QWidget):
    """The artist value board: five columns in board order, four round rows with the
    30/20/10 tokens placed so far, the running value, and this round's offered cards
    (five slots: the fifth ends the round, so a column with four is marked)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tokens = [[0] * 5 for _ in range(ROUNDS)]
        self._counts = [0] * 5
        self._round = 0
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.apply_zoom(zoom_of(self))
        self._retranslate_tip()
        from modernart_desktop.ui.games.modern_art.board_table import ValueBoardTable

        self.table = ValueBoardTable(self)  # the board as a table for screen readers

    def apply_zoom(self, zoom: float) -> None:
        """Drawn in the 1280×720 layout's units, at the page's zoom (ui/common/zoom.py)."""
        self.setMinimumSize(px(self, 380), px(self, 206))

    def set_state(self, tokens: list[list[int]], counts: list[int], round_index: int) -> None:
        self._tokens = [list(r) for r in tokens]
        self._counts = list(counts)
        self._round = round_index
        self.update()

    def warned_artists(self) -> list[int]:
        """Artists with four cards offered: the next one ends the round."""
        return [a for a, n in enumerate(self._counts) if n == CARDS_TO_END_ROUND - 1]

    def _retranslate_tip(self) -> None:
        self.setToolTip(
            translate(
                "Board",
                "Artist values: a painting is worth the sum of its artist's "
                "tokens, but only if the artist is in this round's top three.",
            )
        )

    def retranslate(self) -> None:
        self._retranslate_tip()
        self.update()

    def _geometry(self) -> tuple[float, float, float, float]:
        """Column and row sizes, in the 1280×720 layout's units."""
        zoom = zoom_of(self)
        label_w = 78.0
        col_w = (self.width() / zoom - label_w - 8) / 5
        header_h = 46.0
        row_h = (self.height() / zoom - header_h - 64) / ROUNDS
        return label_w, col_w, header_h, row_h

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _zoom, width, height = zoom_painter(p, self)
        label_w, col_w, header_h, row_h = self._geometry()
        board = QRectF(0.5, 0.5, width - 1, height - 1)
        p.setPen(QPen(QColor("#8b7a4e"), 1.5))
        p.setBrush(PAPER)
        p.drawRoundedRect(board, 10, 10)
        small = QFont(self.font())
        small.setPixelSize(11)
        bold = QFont(self.font())
        bold.setPixelSize(12)
        bold.setBold(True)
        ink = QColor("#3a3226")
        # artist headers
        for a in range(5):
            x = label_w + a * col_w
            mini = QRectF(x + col_w / 2 - 13, 6, 26, 20)
            paint_mini(p, mini, a, a + 1000)
            p.setFont(bold)
            p.setPen(ARTIST_COLORS[a].darker(130))
            p.drawText(QRectF(x, 27, col_w, 16), Qt.AlignmentFlag.AlignCenter, ARTIST_NAMES[a])
        # round rows with tokens
        for r in range(ROUNDS):
            y = header_h + r * row_h
            current = r == self._round
            if current:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(224, 184, 79, 70))
                p.drawRoundedRect(QRectF(4, y + 1, width - 8, row_h - 2), 6, 6)
            p.setFont(bold if current else small)
            p.setPen(ink)
            p.drawText(
                QRectF(8, y, label_w - 10, row_h),
                Qt.AlignmentFlag.AlignVCenter,
                translate("Board", "Round %1").replace("%1", str(r + 1)),
            )
            for a in range(5):
                c = QPointF(label_w + a * col_w + col_w / 2, y + row_h / 2)
                value = self._tokens[r][a]
                rad = min(row_h, col_w) * 0.38
                if value:
                    self._paint_token(p, c, rad, value, a)
                else:
                    p.setPen(QPen(QColor(0, 0, 0, 40), 1, Qt.PenStyle.DotLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawEllipse(c, rad, rad)
        # running value per artist (what its tokens add up to so far)
        y = header_h + ROUNDS * row_h
        p.setPen(QPen(QColor("#8b7a4e"), 1))
        p.drawLine(QPointF(8, y + 2), QPointF(width - 8, y + 2))
        p.setFont(small)
        p.setPen(ink)
        p.drawText(
            QRectF(8, y + 4, label_w - 10, 22), Qt.AlignmentFlag.AlignVCenter, translate("Board", "Total")
        )
        for a in range(5):
            total = sum(self._tokens[r][a] for r in range(ROUNDS))
            p.setFont(bold)
            p.setPen(ink if total else QColor(0, 0, 0, 90))
            # plain numbers, like the tokens on the board (thousands of euro)
            p.drawText(
                QRectF(label_w + a * col_w, y + 4, col_w, 22),
                Qt.AlignmentFlag.AlignCenter,
                str(total) if total else "–",
            )
        # this round's offered cards: five slots per artist
        y += 28
        p.setFont(small)
        p.setPen(ink)
        p.drawText(
            QRectF(8, y, label_w - 10, 28), Qt.AlignmentFlag.AlignVCenter, translate("Board", "Offered")
        )
        for a in range(5):
            x0 = label_w + a * col_w
            n = self._counts[a]
            warn = n == CARDS_TO_END_ROUND - 1
            if warn:
                p.setPen(QPen(QColor("#c0392b"), 2))
                p.setBrush(QColor(192, 57, 43, 40))
                p.drawRoundedRect(QRectF(x0 + 3, y + 2, col_w - 6, 24), 6, 6)
            pip = min(7.0, (col_w - 16) / 10)
            for k in range(CARDS_TO_END_ROUND):
                cx = x0 + col_w / 2 + (k - 2) * (pip * 2 + 2)
                filled = k < n
                last = k == CARDS_TO_END_ROUND - 1
                p.setPen(QPen(QColor("#c0392b") if last else ARTIST_COLORS[a].darker(130), 1.3))
                p.setBrush(
                    ARTIST_COLORS[a]
                    if filled
                    else (QColor(192, 57, 43, 30) if last else Qt.BrushStyle.NoBrush)
                )
                p.drawEllipse(QPointF(cx, y + 14), pip, pip)
        p.end()

    @staticmethod
    def _paint_token(p: QPainter, c: QPointF, rad: float, value: int, artist: int) -> None:
        tone = {
            VALUE_TOKENS[0]: QColor("#d4a017"),
            VALUE_TOKENS[1]: QColor("#b8b8c0"),
            VALUE_TOKENS[2]: QColor("#c07a3a"),
        }.get(value, GOLD)
        p.setPen(QPen(tone.darker(160), 1.5))
        p.setBrush(tone)
        p.drawEllipse(c, rad, rad)
        p.setPen(QPen(QColor(255, 255, 255, 120), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, rad * 0.78, rad * 0.78)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, int(rad * 0.95)))
        p.setFont(font)
        p.setPen(QColor("#2b2418"))
        p.drawText(
            QRectF(c.x() - rad, c.y() - rad, rad * 2, rad * 2), Qt.AlignmentFlag.AlignCenter, str(value)
        )

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        label_w, col_w, header_h, row_h = self._geometry()
        x = event.position().x() / zoom_of(self)
        a = int((x - label_w) // col_w) if x > label_w else -1
        if 0 <= a < 5:
            n = self._counts[a]
            tip = (
                translate("Board", "%1: %2 of 5 cards offered this round")
                .replace("%1", ARTIST_NAMES[a])
                .replace("%2", str(n))
            )
            if n == CARDS_TO_END_ROUND - 1:
                tip += "\n" + translate("Board", "The next %1 offered ends the round.").replace(
                    "%1", ARTIST_NAMES[a]
                )
            QToolTip.showText(event.globalPosition().toPoint(), tip, self)
        super().mouseMoveEvent(event)


class HandCount(QWidget):
    """A small fan of card backs with the number of cards in a hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._n = 0
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setFixedSize(px(self, 62), px(self, 30))  # drawn at the page's zoom

    def set_count(self, n: int) -> None:
        self._n = n
        self.setToolTip(translate("Seats", "Cards in hand: %1").replace("%1", str(n)))
        self.update()

    def count(self) -> int:
        return self._n

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        zoom, _w, _h = zoom_painter(p, self)
        size = QSize(18, 26)
        dpr = self.devicePixelRatioF() * zoom  # the pictures as sharp as the zoomed painter draws
        shown = min(self._n, 3)
        for i in range(shown):
            p.drawPixmap(QPointF(2 + i * 5, 2), card_pixmap(None, size, dpr))
        if not shown:
            p.setPen(QPen(QColor(255, 255, 255, 60), 1, Qt.PenStyle.DashLine))
            p.drawRoundedRect(QRectF(2, 2, 18, 26), 3, 3)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(14)
        p.setFont(font)
        p.setPen(QColor("#fff6dc"))
        p.drawText(
            QRectF(35, 0, 27, 30), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, str(self._n)
        )
        p.end()
