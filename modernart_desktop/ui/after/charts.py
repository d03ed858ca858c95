"""Two small line charts drawn with QPainter (no charting library): every seat's score
round by round, and your win rate game after game."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from modernart_desktop.ui.common.zoom import px, zoom_of

translate = QCoreApplication.translate

SEAT_COLORS = ("#d9532b", "#2d7dd2", "#2e9e5b", "#b5489a", "#c99a16", "#6b4fbb")
# Not by colour alone: each seat's line has its own marker and dash, the legend too.
SEAT_MARKERS = ("circle", "square", "triangle", "diamond", "cross", "star")
SEAT_DASHES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
)


def draw_marker(p: QPainter, c: QPointF, r: float, shape: str) -> None:
    """A seat's marker, centred on `c` (filled with the brush set)."""
    if shape == "square":
        p.drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8))
    elif shape == "triangle":
        p.drawPolygon(
            [
                QPointF(c.x(), c.y() - r * 1.2),
                QPointF(c.x() + r * 1.1, c.y() + r * 0.8),
                QPointF(c.x() - r * 1.1, c.y() + r * 0.8),
            ]
        )
    elif shape == "diamond":
        p.drawPolygon(
            [
                QPointF(c.x(), c.y() - r * 1.3),
                QPointF(c.x() + r * 1.1, c.y()),
                QPointF(c.x(), c.y() + r * 1.3),
                QPointF(c.x() - r * 1.1, c.y()),
            ]
        )
    elif shape == "cross":
        w = r * 0.45
        p.drawPolygon(
            [
                QPointF(c.x() - w, c.y() - r * 1.1),
                QPointF(c.x() + w, c.y() - r * 1.1),
                QPointF(c.x() + w, c.y() - w),
                QPointF(c.x() + r * 1.1, c.y() - w),
                QPointF(c.x() + r * 1.1, c.y() + w),
                QPointF(c.x() + w, c.y() + w),
                QPointF(c.x() + w, c.y() + r * 1.1),
                QPointF(c.x() - w, c.y() + r * 1.1),
                QPointF(c.x() - w, c.y() + w),
                QPointF(c.x() - r * 1.1, c.y() + w),
                QPointF(c.x() - r * 1.1, c.y() - w),
                QPointF(c.x() - w, c.y() - w),
            ]
        )
    elif shape == "star":
        import math

        points = []
        for k in range(10):
            radius = r * 1.3 if k % 2 == 0 else r * 0.55
            angle = math.pi / 2 + k * math.pi / 5
            points.append(QPointF(c.x() + radius * math.cos(angle), c.y() - radius * math.sin(angle)))
        p.drawPolygon(points)
    else:
        p.drawEllipse(c, r, r)


INK = QColor("#2b2418")
GRID = QColor(43, 36, 24, 40)
PAPER = QColor("#fbf6e8")


def nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2, 5 times a power of ten) giving about `ticks` grid lines."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1.0
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return float(m * power)
    return float(10 * power)


class _Chart(QWidget):
    """Paper, a frame, a grid with labels; subclasses give the lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.title = ""
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setMinimumSize(px(self, 320), px(self, 200))  # on a page that grew (ui/common/zoom.py)

    def sizeHint(self) -> QSize:
        return QSize(px(self, 520), px(self, 260))

    def empty_text(self) -> str:
        return ""

    def has_data(self) -> bool:
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor("#d8c9a0"), 1))
        p.setBrush(PAPER)
        p.drawRoundedRect(rect, 8, 8)
        font = QFont(self.font())
        p.setFont(font)
        fm = QFontMetricsF(font)
        top = rect.top() + 8
        if self.title:
            bold = QFont(font)
            bold.setBold(True)
            p.setFont(bold)
            p.setPen(INK)
            p.drawText(QRectF(rect.left() + 12, top, rect.width() - 24, fm.height() + 2), self.title)
            p.setFont(font)
            top += fm.height() + 6
        if not self.has_data():
            p.setPen(QColor("#6b5a36"))
            p.drawText(
                rect.adjusted(12, top - rect.top(), -12, -12),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.empty_text(),
            )
            p.end()
            return
        self.paint_chart(p, QRectF(rect.left() + 10, top, rect.width() - 20, rect.bottom() - top - 8), fm)
        p.end()

    def paint_chart(self, p: QPainter, area: QRectF, fm: QFontMetricsF) -> None:
        raise NotImplementedError

    @staticmethod
    def plot_frame(
        p: QPainter,
        area: QRectF,
        fm: QFontMetricsF,
        lo: float,
        hi: float,
        step: float,
        y_label: Callable[[float], str],
        x_labels: Sequence[str],
        legend_height: float = 0.0,
    ) -> QRectF:
        """Draw the grid and labels; the plot's inner rectangle."""
        labels = []
        value = lo
        while value <= hi + step / 2:
            labels.append(value)
            value += step
        left = max(fm.horizontalAdvance(y_label(v)) for v in labels) + 10
        plot = QRectF(
            area.left() + left,
            area.top() + fm.height() / 2,
            area.width() - left - 10,
            area.height() - fm.height() * 2.2 - legend_height - fm.height() / 2,
        )
        p.setPen(QPen(GRID, 1))
        for v in labels:
            y = plot.bottom() - (v - lo) / (hi - lo) * plot.height() if hi > lo else plot.bottom()
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(INK)
            p.drawText(
                QRectF(area.left(), y - fm.height() / 2, left - 6, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                y_label(v),
            )
        n = len(x_labels)
        # Label every k-th column so the labels never overlap.
        widest = max((fm.horizontalAdvance(t) for t in x_labels), default=10) + 8
        every = max(1, int(widest * n / max(plot.width(), 1)) + 1)
        p.setPen(INK)
        for i, text in enumerate(x_labels):
            if i % every and i != n - 1:
                continue
            x = plot.left() + (i / (n - 1) * plot.width() if n > 1 else plot.width() / 2)
            p.drawText(  # below the lowest value's label, which is centred on the bottom line
                QRectF(x - widest / 2, plot.bottom() + fm.height() / 2 + 2, widest, fm.height()),
                Qt.AlignmentFlag.AlignHCenter,
                text,
            )
        p.setPen(QPen(INK, 1.2))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        return plot


class RoundChart(_Chart):
    """Every seat's running score (or money) after each round, one line per seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoundChart")
        self.names: list[str] = []
        self.series: list[list[int]] = []
        self.format_score: Callable[[int], str] = str

    def set_data(self, names: list[str], series: list[list[int]], format_score: Callable[[int], str]) -> None:
        self.names, self.series, self.format_score = list(names), [list(r) for r in series], format_score
        self.update()

    def has_data(self) -> bool:
        return bool(self.series and self.names)

    def empty_text(self) -> str:
        return translate("Charts", "No round-by-round scores for this game.")

    def paint_chart(self, p: QPainter, area: QRectF, fm: QFontMetricsF) -> None:
        values = [v for row in self.series for v in row]
        lo, hi = float(min(0, *values)), float(max(1, *values))
        step = nice_step(hi - lo)
        lo = (lo // step) * step
        hi = -((-hi) // step) * step
        rounds = len(self.series)
        x_labels = [translate("Charts", "R%1").replace("%1", str(r + 1)) for r in range(rounds)]
        legend_h = fm.height() + 6
        plot = self.plot_frame(
            p, area, fm, lo, hi, step, lambda v: self.format_score(int(v)), x_labels, legend_h
        )

        def point(r: int, value: int) -> QPointF:
            x = plot.left() + (r / (rounds - 1) * plot.width() if rounds > 1 else plot.width() / 2)
            return QPointF(x, plot.bottom() - (value - lo) / (hi - lo) * plot.height())

        for seat in range(len(self.names)):
            color = QColor(SEAT_COLORS[seat % len(SEAT_COLORS)])
            path = QPainterPath()
            for r, row in enumerate(self.series):
                if seat >= len(row):
                    continue
                pt = point(r, row[seat])
                if r == 0:
                    path.moveTo(pt)
                else:
                    path.lineTo(pt)
            p.setPen(QPen(color, 2.4, SEAT_DASHES[seat % len(SEAT_DASHES)]))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setPen(QPen(color.darker(150), 1))
            p.setBrush(color)
            shape = SEAT_MARKERS[seat % len(SEAT_MARKERS)]
            for r, row in enumerate(self.series):
                if seat < len(row):
                    draw_marker(p, point(r, row[seat]), 4.0, shape)
        # the legend: a colour swatch and each seat's name, along the bottom
        x = plot.left()
        y = area.bottom() - fm.height()
        for seat, name in enumerate(self.names):
            color = QColor(SEAT_COLORS[seat % len(SEAT_COLORS)])
            mid = y + fm.height() / 2
            p.setPen(QPen(color, 2.4, SEAT_DASHES[seat % len(SEAT_DASHES)]))
            p.drawLine(QPointF(x, mid), QPointF(x + 22, mid))
            p.setPen(QPen(color.darker(150), 1))
            p.setBrush(color)
            draw_marker(p, QPointF(x + 11, mid), 4.0, SEAT_MARKERS[seat % len(SEAT_MARKERS)])
            p.setPen(INK)
            width = fm.horizontalAdvance(name)
            p.drawText(QRectF(x + 26, y, width + 4, fm.height()), Qt.AlignmentFlag.AlignVCenter, name)
            x += 26 + width + 18


class WinRateChart(_Chart):
    """Your win rate after each game (won so far / played so far), oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WinRateChart")
        self.points: list[tuple[int, int]] = []  # (played, won) after each game

    def set_points(self, points: list[tuple[int, int]]) -> None:
        self.points = list(points)
        self.update()

    def has_data(self) -> bool:
        return bool(self.points)

    def empty_text(self) -> str:
        return translate("Charts", "Finish a game to see your win rate here.")

    def paint_chart(self, p: QPainter, area: QRectF, fm: QFontMetricsF) -> None:
        n = len(self.points)
        x_labels = [str(played) for played, _won in self.points]
        plot = self.plot_frame(
            p, area, fm, 0, 100, 25, lambda v: translate("Charts", "%1%").replace("%1", str(int(v))), x_labels
        )

        def point(i: int) -> QPointF:
            played, won = self.points[i]
            x = plot.left() + (i / (n - 1) * plot.width() if n > 1 else plot.width() / 2)
            return QPointF(x, plot.bottom() - won / played * plot.height())

        color = QColor("#2d6a4f")
        fill = QPainterPath()
        fill.moveTo(QPointF(point(0).x(), plot.bottom()))
        line = QPainterPath()
        for i in range(n):
            fill.lineTo(point(i))
            if i == 0:
                line.moveTo(point(i))
            else:
                line.lineTo(point(i))
        fill.lineTo(QPointF(point(n - 1).x(), plot.bottom()))
        fill.closeSubpath()
        shade = QColor(color)
        shade.setAlpha(45)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(shade)
        p.drawPath(fill)
        p.setPen(QPen(color, 2.4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(line)
        p.setBrush(color)
        for i in range(n):
            p.drawEllipse(point(i), 3.5, 3.5)
