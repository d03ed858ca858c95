"""Each seat's token (a colour and a shape of its own, with the name's initial, so
seats never differ by colour alone) and the race to 40 VP drawn as a track: where
every empire stands, at a glance."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from modernart_desktop.games.friesematenten.components import WIN_VP
from modernart_desktop.ui.common.board_table import BoardTable
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

# Tokens, seat by seat: Okabe-Ito colours (told apart with most colour-vision
# deficiencies) and a different shape each, with the name's initial inside.
SEAT_COLOURS = (QColor("#0072B2"), QColor("#E69F00"), QColor("#CC79A7"), QColor("#009E73"))
SEAT_SHAPES = ("circle", "square", "diamond", "triangle")


def _shape(rect: QRectF, shape: str) -> QPainterPath:
    path = QPainterPath()
    c = rect.center()
    r = rect.width() / 2
    if shape == "circle":
        path.addEllipse(c, r, r)
    elif shape == "square":
        path.addRoundedRect(rect.adjusted(r * 0.08, r * 0.08, -r * 0.08, -r * 0.08), r * 0.25, r * 0.25)
    elif shape == "diamond":
        path.moveTo(c.x(), rect.top())
        path.lineTo(rect.right(), c.y())
        path.lineTo(c.x(), rect.bottom())
        path.lineTo(rect.left(), c.y())
        path.closeSubpath()
    else:
        path.moveTo(c.x(), rect.top())
        path.lineTo(rect.right(), rect.bottom() - r * 0.1)
        path.lineTo(rect.left(), rect.bottom() - r * 0.1)
        path.closeSubpath()
    return path


def paint_token(p: QPainter, rect: QRectF, seat: int, initial: str) -> None:
    """A seat's token: its shape in its colour, a dark rim, its initial."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#1b1510"), max(1.0, rect.width() / 14)))
    p.setBrush(colour)
    p.drawPath(_shape(rect, shape))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(9, round(rect.height() * (0.42 if shape == "triangle" else 0.55))))
    p.setFont(font)
    p.setPen(QColor("white"))
    text_rect = rect.adjusted(0, rect.height() * (0.22 if shape == "triangle" else 0), 0, 0)
    p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, initial[:1].upper())
    p.restore()


def token_pixmap(seat: int, initial: str, side: int, dpr: float) -> QPixmap:
    pix = QPixmap(max(1, round(side * dpr)), max(1, round(side * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_token(p, QRectF(1, 1, side - 2, side - 2), seat, initial)
    p.end()
    return pix


def marker_pixmap(side: int, dpr: float) -> QPixmap:
    """The start marker: a gold disc with a 1 (whoever holds it goes first)."""
    pix = QPixmap(max(1, round(side * dpr)), max(1, round(side * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1, 1, side - 2, side - 2)
    p.setPen(QPen(QColor("#6b4f00"), max(1.0, side / 12)))
    p.setBrush(QColor("#e0b84f"))
    p.drawEllipse(rect)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(side * 0.62)))
    p.setFont(font)
    p.setPen(QColor("#231c0c"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "1")
    p.end()
    return pix


def shape_name(seat: int) -> str:
    """The token's shape in words (for the screen reader)."""
    return {
        "circle": translate("FrieseRace", "circle"),
        "square": translate("FrieseRace", "square"),
        "diamond": translate("FrieseRace", "diamond"),
        "triangle": translate("FrieseRace", "triangle"),
    }[SEAT_SHAPES[seat % len(SEAT_SHAPES)]]


class VpRace(QWidget):
    """A track from 0 to 40 VP with every seat's token at its VP (stacked when equal),
    the goal flagged at the end; a token past 40 sits on the goal with its figure."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("VpRace")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(40)
        self.vps: list[int] = []
        self.names: list[str] = []
        self.current: int | None = None
        # the race as a table for screen readers: a row per player, their VP and what is left to 40
        self.table = BoardTable(self, ring=self._token_ring)

    def _token_ring(self, row: int, col: int) -> QRect | None:
        rect = self.token_rects().get(row)
        return rect.adjusted(-3, -3, 3, 3).toRect() if rect is not None else None

    def sizeHint(self) -> QSize:
        return QSize(600, 40)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 40)

    def set_race(self, vps: list[int], names: list[str]) -> None:
        self.vps, self.names = list(vps), list(names)
        parts = [
            fill(translate("FrieseRace", "{name} {points}"), name=n, points=N.points(v))
            for n, v in zip(names, vps)
        ]
        self.setAccessibleName(translate("FrieseRace", "Race to 40 VP"))
        self.setAccessibleDescription(", ".join(parts))
        self.table.set_cells(
            [translate("FrieseRace", "Victory points"), translate("FrieseRace", "Still to go")],
            names,
            [
                [
                    N.points(v),
                    N.points(WIN_VP - v) if v < WIN_VP else translate("FrieseRace", "goal reached"),
                ]
                for v in vps
            ],
            name=translate("FrieseRace", "Race to 40 VP"),
            description=", ".join(parts),
        )
        self.setToolTip("\n".join(parts))
        self.update()

    def set_scale(self, height: int) -> None:
        if height != self.height():
            self.setFixedHeight(height)

    def _track(self) -> tuple[float, float, float, float]:
        """The track's left and right ends, its height on the widget and a token's side."""
        h = self.height()
        token = h * 0.56
        label_w = h * 1.9
        return label_w + token / 2, self.width() - token / 2 - h * 0.9, h * 0.64, token

    def token_rects(self) -> dict[int, QRectF]:
        """Where each seat's token is drawn: over its VP on the track, or, where tokens
        would cover each other, moved aside just enough to stand side by side (a token
        never hides another)."""
        left, right, y, token = self._track()
        spot = {s: left + (right - left) * max(0, min(WIN_VP, v)) / WIN_VP for s, v in enumerate(self.vps)}
        order = sorted(spot, key=lambda s: (spot[s], self.vps[s], s))
        # clusters of tokens closer than a token's width, each laid out centred on its mean
        clusters: list[list[int]] = []
        for seat in order:
            if clusters and spot[seat] - spot[clusters[-1][-1]] < token + 2:
                clusters[-1].append(seat)
            else:
                clusters.append([seat])
        xs: dict[int, float] = {}
        changed = True
        while changed:  # merge clusters that, laid out, would touch
            changed = False
            placed: list[tuple[float, float, list[int]]] = []
            for c in clusters:
                width = len(c) * (token + 2) - 2
                mid = sum(spot[s] for s in c) / len(c)
                lo = max(left - token / 2, min(mid - width / 2, right + token / 2 - width))
                if placed and lo < placed[-1][1] + 2:
                    placed[-1] = (placed[-1][0], placed[-1][1], placed[-1][2] + c)
                    changed = True
                    continue
                placed.append((lo, lo + width, c))
            clusters = [c for _lo, _hi, c in placed]
            if not changed:
                for lo, _hi, c in placed:
                    for k, seat in enumerate(c):
                        xs[seat] = lo + k * (token + 2) + token / 2
        return {s: QRectF(xs[s] - token / 2, y - token / 2, token, token) for s in range(len(self.vps))}

    def goal_rect(self) -> QRectF:
        """The flag at the goal, clear of a token standing at 40."""
        left, right, y, token = self._track()
        h = self.height()
        return QRectF(right + token / 2 + h * 0.06, y - h * 0.55, h * 0.5, h * 0.55)

    def tick_labels(self) -> list[tuple[int, QRectF]]:
        """The figures under the track's ticks that are drawn: one a token would cover
        is left out (the tooltip says every score)."""
        left, right, y, token = self._track()
        h = self.height()
        tokens = list(self.token_rects().values())
        out = []
        for k in range(0, WIN_VP + 1, 5):
            x = left + (right - left) * k / WIN_VP
            rect = QRectF(x - 15, y + h * 0.1, 30, h * 0.3)
            shown = QRectF(x - 8, rect.top(), 16, rect.height())  # (the figure's own width)
            if not any(t.intersects(shown) for t in tokens):
                out.append((k, rect))
        return out

    def figure_rects(self) -> dict[int, QRectF]:
        """The figures of tokens off the track (past 40 or below 0), above each token and
        no wider than it and its gap, so two never run into each other."""
        _left, _right, _y, token = self._track()
        out = {}
        for seat, rect in self.token_rects().items():
            vp = self.vps[seat]
            if vp < 0 or vp > WIN_VP:
                out[seat] = QRectF(
                    rect.center().x() - (token + 2) / 2, 0, token + 2, max(1.0, rect.top() - 1)
                )
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        token = h * 0.56
        label_w = h * 1.9
        left, right = label_w + token / 2, self.width() - token / 2 - h * 0.9
        y = h * 0.64
        # the title on the left
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, round(h * 0.3)))
        p.setFont(font)
        p.setPen(QColor("#f5d77a"))
        p.drawText(
            QRectF(0, 0, label_w - 4, h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QFontMetricsF(font).elidedText(N.points(WIN_VP), Qt.TextElideMode.ElideRight, label_w - 4),
        )
        # the track with a tick every 5 VP and the goal
        p.setPen(
            QPen(QColor(255, 255, 255, 70), max(2.0, h / 10), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        p.drawLine(QPointF(left, y), QPointF(right, y))
        small = QFont(font)
        small.setBold(False)
        small.setPixelSize(max(10, round(h * 0.26)))
        p.setFont(small)

        def x_of(vp: float) -> float:
            return left + (right - left) * max(0.0, min(float(WIN_VP), vp)) / WIN_VP

        for k in range(0, WIN_VP + 1, 5):
            x = x_of(k)
            p.setPen(QPen(QColor(255, 255, 255, 120), 1.5))
            p.drawLine(QPointF(x, y - h * 0.12), QPointF(x, y + h * 0.12))
        p.setPen(QColor(255, 255, 255, 150))
        for k, rect in self.tick_labels():
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(k))
        goal = self.goal_rect()
        p.setPen(QPen(QColor("#f5d77a"), 2))
        p.drawLine(QPointF(goal.left(), goal.bottom() + h * 0.1), QPointF(goal.left(), goal.top()))
        flag = QPainterPath()
        flag.moveTo(goal.left(), goal.top())
        flag.lineTo(goal.right(), goal.top() + goal.height() * 0.3)
        flag.lineTo(goal.left(), goal.top() + goal.height() * 0.6)
        flag.closeSubpath()
        p.fillPath(flag, QColor("#f5d77a"))
        # the tokens, each wholly in sight: where several stand at (or near) the same VP
        # they stand side by side, each with a pin down to its place on the track
        for seat, rect in self.token_rects().items():
            vp = self.vps[seat]
            at = x_of(max(0, min(WIN_VP, vp)))
            if abs(rect.center().x() - at) > 1:
                p.setPen(QPen(QColor(255, 255, 255, 170), 1.5))
                p.drawLine(QPointF(at, y), QPointF(rect.center().x(), rect.bottom() - 1))
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 255, 255, 200))
                p.drawEllipse(QPointF(at, y), 2.5, 2.5)
            name = self.names[seat] if seat < len(self.names) else "?"
            paint_token(p, rect, seat, name)
        # off the track: each figure over its token, on a dark tab, never over a neighbour's
        for seat, box in self.figure_rects().items():
            text = N.signed(self.vps[seat])
            fig = QFont(small)
            fig.setBold(True)
            while fig.pixelSize() > 9 and QFontMetricsF(fig).horizontalAdvance(text) > box.width() - 2:
                fig.setPixelSize(fig.pixelSize() - 1)
            fm = QFontMetricsF(fig)
            # never under 9 px: a figure wider than its token gets a tab as wide as it needs
            width = max(box.width(), fm.horizontalAdvance(text) + 4)
            tab = QRectF(box.center().x() - width / 2, box.bottom() - fm.height(), width, fm.height())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 16, 10, 220))
            p.drawRoundedRect(tab, 3, 3)
            p.setPen(QColor("#ffffff"))
            p.setFont(fig)
            p.drawText(tab, Qt.AlignmentFlag.AlignCenter, text)
        p.end()
