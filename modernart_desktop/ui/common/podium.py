"""The final podium, painted: a stage under spotlights, one step per seat (the
winners on the highest, gold step, wreathed in laurel), with real labels for each
name and score so they stay sharp, translatable and readable by screen readers."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QSpacerItem, QVBoxLayout, QWidget

GOLD = QColor("#e0b84f")
STEP_COLORS = {1: QColor("#e0b84f"), 2: QColor("#c4c6cf"), 3: QColor("#c9874a")}
OTHER_STEP = QColor("#9c8c66")
# A name stands on a dark plate of its own: the winner's spotlight and the gold step
# behind it are light, and gold letters on them could not be read.
NAME_PLATE = QColor(12, 30, 20, 215)
# How much higher than the lowest step each place stands (pixels).
RAISE = {1: 74, 2: 46, 3: 26, 4: 10}

NAME_COLOR, WINNER_NAME_COLOR = QColor("#fff6dc"), QColor("#ffe28a")
_PLATE = f"rgba({NAME_PLATE.red()}, {NAME_PLATE.green()}, {NAME_PLATE.blue()}, {NAME_PLATE.alpha()})"
STEP_QSS = f"""
QLabel#PodiumName {{ color: {NAME_COLOR.name()}; font-size: 12pt; font-weight: 700;
    background: {_PLATE}; border-radius: 8px; padding: 2px 10px; }}
QLabel#PodiumName[winner="true"] {{ color: {WINNER_NAME_COLOR.name()}; font-size: 14pt; font-weight: 800;
    border: 1px solid #b8902e; }}
QLabel#PodiumScore {{ color: #2b2418; font-size: 13pt; font-weight: 800; }}
QLabel#PodiumScore[winner="true"] {{ font-size: 16pt; }}
"""


def stage_order(n: int) -> list[int]:
    """Ranking positions from left to right: the best in the middle, then alternately
    right and left of it (2 1 3, 4 2 1 3 5)."""
    order = [0]
    for i in range(1, n):
        if i % 2:
            order.insert(0, i)
        else:
            order.append(i)
    return order


class FitLabel(QLabel):
    """A one-line label that draws its text smaller rather than cut off where it is
    narrower than the text: four or five steps in a narrow card, "28 punktów" zoomed."""

    def drawn_scale(self) -> float:
        need = self.fontMetrics().horizontalAdvance(self.text())
        room = self.contentsRect().width()
        return 1.0 if need <= room or need == 0 else room / need

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        scale = self.drawn_scale()
        if scale >= 1.0:
            super().paintEvent(event)
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setFont(self.font())
        p.setPen(self.palette().color(self.foregroundRole()))
        box = QRectF(self.contentsRect())
        p.translate(box.center())
        p.scale(scale, scale)
        wide = QRectF(
            -box.width() / scale / 2, -box.height() / scale / 2, box.width() / scale, box.height() / scale
        )
        p.drawText(wide, int(self.alignment()), self.text())


class PodiumStep(QWidget):
    """One seat on the podium: a medal above its name, its score on the step."""

    MEDAL = 74  # room above the name for the medal and laurel
    MEDAL_COMPACT = 50  # (drawn low)

    def __init__(
        self, name: str, score: str, place: int, winner: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.place = place
        self.winner = winner
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 0, 6, 0)
        box.setSpacing(0)
        box.addStretch(1)
        self.compact = False  # drawn low: a smaller medal, lower steps (a short dialog)
        self._medal_room = QSpacerItem(0, self.MEDAL, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        box.addSpacerItem(self._medal_room)
        self.name = QLabel(name, self)
        self.name.setObjectName("PodiumName")
        self.name.setProperty("winner", winner)
        self.name.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        self.name.setWordWrap(True)
        box.addWidget(self.name, 0, Qt.AlignmentFlag.AlignHCenter)
        self._above_score = QSpacerItem(0, 14, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        box.addSpacerItem(self._above_score)
        self.score = FitLabel(score, self)
        self.score.setObjectName("PodiumScore")
        self.score.setProperty("winner", winner)
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.score)
        self._under_score = QSpacerItem(
            0, 14 + RAISE.get(place, 0), QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed
        )
        box.addSpacerItem(self._under_score)

    def medal_room(self) -> int:
        return self.MEDAL_COMPACT if self.compact else self.MEDAL

    def set_compact(self, compact: bool) -> None:
        """Low (a short dialog): a smaller medal, each step raised half as much."""
        if compact == self.compact:
            return
        self.compact = compact
        gap = 6 if compact else 14
        lift = RAISE.get(self.place, 0) // (2 if compact else 1)
        policy = QSizePolicy.Policy
        self._medal_room.changeSize(0, self.medal_room(), policy.Minimum, policy.Fixed)
        self._above_score.changeSize(0, gap, policy.Minimum, policy.Fixed)
        self._under_score.changeSize(0, gap + lift, policy.Minimum, policy.Fixed)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
        self.updateGeometry()
        self.update()

    def minimumSizeHint(self) -> QSize:
        # At least 120 px a step, and never narrower than its score ("58 punktów" in bold).
        hint = super().minimumSizeHint()
        return QSize(max(120, hint.width()), hint.height())

    def step_rect(self) -> QRectF:
        top = self.name.geometry().bottom() + 6
        return QRectF(4, top, self.width() - 8, self.height() - top)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = self.step_rect()
        color = STEP_COLORS.get(self.place, OTHER_STEP)
        # the top face, seen a little from above
        depth = 9.0
        top = QPainterPath()
        top.moveTo(step.left() + depth, step.top() - depth)
        top.lineTo(step.right() - depth, step.top() - depth)
        top.lineTo(step.right(), step.top())
        top.lineTo(step.left(), step.top())
        top.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color.lighter(125))
        p.drawPath(top)
        face = QLinearGradient(step.topLeft(), step.bottomLeft())
        face.setColorAt(0, color)
        face.setColorAt(1, color.darker(145))
        p.setBrush(face)
        p.drawRect(step)
        # the place, large and faint on the step's face
        big = QFont(self.font())
        big.setPixelSize(max(18, int(min(step.height() * 0.55, 64))))
        big.setBold(True)
        p.setFont(big)
        p.setPen(QColor(255, 255, 255, 70))
        below = QRectF(
            step.left(),
            self.score.geometry().bottom(),
            step.width(),
            step.bottom() - self.score.geometry().bottom(),
        )
        if below.height() > 40 and not self.compact:  # (a low step has no room for it)
            p.drawText(below, Qt.AlignmentFlag.AlignCenter, str(self.place))
        # the medal (and the laurel for a winner) above the name
        room = self.medal_room()
        c = QPointF(self.width() / 2, self.name.geometry().top() - room / 2 + 4)
        shrink = room / self.MEDAL
        if self.winner:
            paint_laurel(p, c, 27 * shrink)
        paint_medal(p, c, (17 if self.winner else 14) * shrink, self.place)
        p.end()

    def sizeHint(self) -> QSize:
        return QSize(150, 250)


def paint_medal(p: QPainter, c: QPointF, r: float, place: int) -> None:
    color = STEP_COLORS.get(place, OTHER_STEP)
    p.save()
    # the ribbon
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#a3302a"))
    p.drawPolygon(
        [
            QPointF(c.x() - r * 0.9, c.y() - r * 1.9),
            QPointF(c.x() - r * 0.1, c.y() - r * 1.9),
            QPointF(c.x() + r * 0.35, c.y() - r * 0.5),
            QPointF(c.x() - r * 0.45, c.y() - r * 0.5),
        ]
    )
    p.setBrush(QColor("#2f62c0"))
    p.drawPolygon(
        [
            QPointF(c.x() + r * 0.9, c.y() - r * 1.9),
            QPointF(c.x() + r * 0.1, c.y() - r * 1.9),
            QPointF(c.x() - r * 0.35, c.y() - r * 0.5),
            QPointF(c.x() + r * 0.45, c.y() - r * 0.5),
        ]
    )
    g = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.35), r * 1.4)
    g.setColorAt(0, color.lighter(150))
    g.setColorAt(1, color.darker(120))
    p.setPen(QPen(color.darker(170), 1.5))
    p.setBrush(g)
    p.drawEllipse(c, r, r)
    p.setPen(QPen(QColor(255, 255, 255, 110), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.75, r * 0.75)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(9, int(r * 1.05)))
    p.setFont(font)
    p.setPen(QColor("#2b2418"))
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(place))
    p.restore()


def paint_laurel(p: QPainter, c: QPointF, r: float) -> None:
    """Two branches of golden leaves curving up around a medal."""
    p.save()
    leaf = QColor("#e9c45a")
    p.setPen(QPen(QColor("#9b7a1e"), 1))
    for side in (1, -1):
        for k in range(7):
            t = k / 6
            # y points down: 90 degrees is straight below the medal
            a = 70 - 120 * t if side > 0 else 110 + 120 * t
            rad = math.radians(a)
            pos = QPointF(c.x() + math.cos(rad) * r, c.y() + math.sin(rad) * r)
            p.save()
            p.translate(pos)
            # along the branch, tipped a little outwards
            p.rotate(a - 25 if side > 0 else a + 180 + 25)
            p.setBrush(leaf.lighter(100 + 5 * k))
            p.drawEllipse(QRectF(-3.0, -7.5, 6.0, 15))
            p.restore()
    p.restore()


class PodiumStage(QWidget):
    """The stage: felt, spotlights on the winners, confetti, and the steps in podium order."""

    def __init__(
        self,
        names: list[str],
        scores: list[str],
        places: list[int],
        winners: list[int],
        ranking: list[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PodiumStage")
        self.setStyleSheet(STEP_QSS)
        self.setMinimumHeight(self.HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row = QHBoxLayout(self)
        row.setContentsMargins(24, 12, 24, 0)
        row.setSpacing(4)
        self.steps: dict[int, PodiumStep] = {}
        for pos in stage_order(len(ranking)):
            seat = ranking[pos]
            step = PodiumStep(names[seat], scores[seat], places[seat], seat in winners, self)
            self.steps[seat] = step
            row.addWidget(step)
        self.winners = list(winners)
        self._confetti = random.Random(len(names) * 31 + sum(places))

    HEIGHT, COMPACT_HEIGHT = 270, 184

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def compact(self) -> bool:
        return self.minimumHeight() == self.COMPACT_HEIGHT

    def set_compact(self, compact: bool) -> None:
        """Drawn low (a short dialog leaves the room to what is under it) or full height."""
        if compact == self.compact():
            return
        for step in self.steps.values():
            step.set_compact(compact)
        self.setMinimumHeight(self.COMPACT_HEIGHT if compact else self.HEIGHT)
        self.updateGeometry()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        g = QRadialGradient(QPointF(rect.center().x(), rect.height() * 0.2), rect.width() * 0.7)
        g.setColorAt(0, QColor("#2d6a4f"))
        g.setColorAt(1, QColor("#0f2a1c"))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(g)
        p.drawRoundedRect(rect, 14, 14)
        # a spotlight falls on each winner
        for seat in self.winners:
            step = self.steps.get(seat)
            if step is None:
                continue
            x: float = step.geometry().center().x()
            beam = QPainterPath()
            beam.moveTo(x - 18, 0)
            beam.lineTo(x + 18, 0)
            beam.lineTo(x + step.width() * 0.6, rect.bottom())
            beam.lineTo(x - step.width() * 0.6, rect.bottom())
            beam.closeSubpath()
            light = QLinearGradient(QPointF(x, 0), QPointF(x, rect.bottom()))
            light.setColorAt(0, QColor(255, 240, 190, 90))
            light.setColorAt(1, QColor(255, 240, 190, 10))
            p.setBrush(light)
            p.drawPath(beam)
        # confetti, the same every time the dialog is painted
        rnd = random.Random(self._confetti.random())
        colors = ("#e0b84f", "#d9532b", "#2d7dd2", "#2e9e5b", "#c06c84", "#f6e27f")
        for _ in range(46):
            x = rnd.uniform(0, rect.width())
            y = rnd.uniform(0, rect.height() * 0.55)
            p.save()
            p.translate(x, y)
            p.rotate(rnd.uniform(0, 180))
            p.setBrush(QColor(rnd.choice(colors)))
            p.drawRect(QRectF(-3, -1.5, 6, 3))
            p.restore()
        # the floor line
        p.setPen(QPen(QColor(0, 0, 0, 90), 2))
        p.drawLine(QPointF(12, rect.bottom() - 1), QPointF(rect.right() - 12, rect.bottom() - 1))
        p.end()
