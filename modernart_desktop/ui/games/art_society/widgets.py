"""Art Society's smaller pieces of the table: another player's wall (click to enlarge),
the museum board with its prestige track, markers and rank slots, and the final
scoring sheet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society.scoring import multipliers, track_space
from modernart_desktop.ui.common.board_table import BoardTable
from modernart_desktop.ui.common.zoom import px, zoom_of, zoom_painter
from modernart_desktop.ui.games.art_society import names as N
from modernart_desktop.ui.games.art_society.paint import TYPE_COLOURS, paint_tile, paint_wall, type_symbol
from modernart_desktop.ui.games.art_society.scene import paint_focus_ring

translate = N.translate


class WrapButton(QPushButton):
    """A push button whose text wraps onto as many lines as the width needs: the whole
    text is always shown (a long "No room: swap it for …" choice in French included).
    The text keeps its "&": Qt's Alt shortcut is the button's own, and the letter is
    underlined where it is drawn."""

    FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _pad(self) -> tuple[int, int]:
        """The room the frame and padding take, across and down."""
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.text = "x"
        inner = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, self)
        if not inner.isValid() or inner.width() <= 0:
            return px(self, 16), px(self, 10)
        return max(px(self, 12), self.width() - inner.width()), max(
            px(self, 8), self.height() - inner.height()
        )

    def _text_rect(self, width: int) -> QRectF:
        pad_w, _ = self._pad()
        metrics = self.fontMetrics()
        box = metrics.boundingRect(0, 0, max(10, width - pad_w), 10000, int(self.FLAGS), self.text())
        return QRectF(box)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _, pad_h = self._pad()
        return int(self._text_rect(width).height()) + pad_h + px(self, 2)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        width = min(hint.width(), max(self.width(), px(self, 120)))
        return QSize(width, max(hint.height(), self.heightForWidth(max(self.width(), width))))

    def minimumSizeHint(self) -> QSize:
        return QSize(px(self, 60), super().minimumSizeHint().height())

    def fit(self, width: int) -> None:
        """Keep the height the text needs at `width` (a layout would squeeze it)."""
        self.setMinimumHeight(self.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        need = self.heightForWidth(self.width())
        if self.minimumHeight() < need:
            self.setMinimumHeight(need)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # The focus ring is a thicker border: the text keeps its room inside it.
        super().focusInEvent(event)
        need = self.heightForWidth(self.width())
        if self.minimumHeight() < need:
            self.setMinimumHeight(need)

    def paintEvent(self, event: QPaintEvent) -> None:
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.text = ""
        opt.icon = opt.icon.__class__()
        painter = QPainter(self)
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, opt, painter, self)
        opt.text = "x"
        inner = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, self)
        if not inner.isValid() or inner.width() <= 0:
            inner = self.rect().adjusted(px(self, 8), px(self, 4), -px(self, 8), -px(self, 4))
        role = QPalette.ColorRole.ButtonText
        painter.setPen(self.palette().color(role))
        painter.setFont(self.font())
        painter.drawText(inner, int(self.FLAGS), self.text())


class WallPicture(QWidget):
    """A wall as the view gives it, drawn to fit; clicking asks for a bigger one."""

    clicked = Signal()

    def __init__(self, cell: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cell = cell
        self.placed: list[list[int]] = []
        self.assistant: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Enter or Space enlarges it too

    def sizeHint(self) -> QSize:
        return QSize(px(self, int(C.COLS * self.cell) + 4), px(self, int(C.ROWS * self.cell) + 4))

    def minimumSizeHint(self) -> QSize:
        return QSize(px(self, int(C.COLS * 8)), px(self, int(C.ROWS * 8)))

    def set_wall(self, placed: list[list[int]]) -> None:
        self.placed = placed
        self.update()

    def cell_size(self) -> float:
        """The size of a wall cell as drawn now (the wall fits the widget)."""
        return min((self.width() - 4) / C.COLS, (self.height() - 4) / C.ROWS)

    def paintEvent(self, event: QPaintEvent) -> None:
        cell = self.cell_size()
        origin = QPointF((self.width() - cell * C.COLS) / 2, (self.height() - cell * C.ROWS) / 2)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_wall(p, origin, cell, self.placed, marks=cell >= 10)
        self.paint_focus(p)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit()
            return
        super().keyPressEvent(event)

    def paint_focus(self, p: QPainter) -> None:
        if self.hasFocus():
            paint_focus_ring(p, QRectF(self.rect()))


class TilePicture(QWidget):
    """One tile (an assistant's), small."""

    def __init__(self, cell: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cell = cell  # in the 1280×720 layout's pixels: drawn at the page's zoom
        self.tile: int | None = None
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setFixedSize(px(self, int(self.cell * 5)), px(self, int(self.cell * 5)))

    def set_tile(self, tile: int | None) -> None:
        self.tile = tile
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.tile is None:
            return
        t = C.TILES[self.tile]
        p = QPainter(self)
        zoom_painter(p, self)
        paint_tile(p, QRectF(0, 0, t.w * self.cell, t.h * self.cell), self.tile, self.cell)
        p.end()


class WallDialog(QDialog):
    """Another player's wall, enlarged."""

    def __init__(self, name: str, placed: list[list[int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(N.fill(translate("ArtSocietyTable", "{name}'s wall"), name=name))
        box = QVBoxLayout(self)
        self.picture = WallPicture(44, self)
        self.picture.set_wall(placed)
        self.picture.setMinimumSize(self.picture.sizeHint())
        box.addWidget(self.picture)
        # the wall as a table for screen readers, cell by cell (the keyboard starts there)
        from modernart_desktop.ui.games.art_society.wall_table import show_wall, wall_of

        self.table = BoardTable(self.picture, ring=self._cell_rect, area=self._wall_rect)
        show_wall(self.table, wall_of(placed), self.windowTitle())
        self.table.setFocus()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def _cell_rect(self, row: int, col: int) -> QRect:
        cell = self.picture.cell_size()
        x = (self.picture.width() - cell * C.COLS) / 2 + col * cell
        y = (self.picture.height() - cell * C.ROWS) / 2 + row * cell
        return QRectF(x, y, cell, cell).toRect()

    def _wall_rect(self) -> QRect:
        return self._cell_rect(0, 0).united(self._cell_rect(C.ROWS - 1, C.COLS - 1))


class MuseumBoard(QWidget):
    """The prestige track (50 spaces, a snake of 5 rows), the four markers (a flipped
    one carries +50), the rank slots x5..x2 with the types now in them, and the
    number of paintings of each type in the museum."""

    SPACE = 22.0
    PER_ROW = 10
    RANK_W = 70.0  # the rank slots: a column beside the track

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prestige = [0] * len(C.TYPES)
        self.museum: list[list[int]] = [[] for _ in C.TYPES]
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.apply_zoom(zoom_of(self))
        # the board as a table for screen readers: a row per type, its prestige, museum and worth
        self.table = BoardTable(self, ring=self._marker_ring)

    def _marker_ring(self, row: int, col: int) -> QRect:
        """The type's marker on the track (the whole board for one beside it)."""
        space = track_space(self.prestige[row]) if row < len(self.prestige) else 0
        if not space:
            return self.rect()
        zoom = zoom_of(self)
        r = self.space_rect(space)
        return (
            QRectF(r.x() * zoom, r.y() * zoom, r.width() * zoom, r.height() * zoom)
            .toRect()
            .adjusted(-2, -2, 2, 2)
        )

    def apply_zoom(self, zoom: float) -> None:
        """Drawn in the 1280×720 layout's units, at the page's zoom (ui/common/zoom.py)."""
        self.setMinimumSize(self.sizeHint())
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(
            px(self, int(6 + self.PER_ROW * self.SPACE + 6 + self.RANK_W)),
            px(self, int(24 + 5 * self.SPACE + 8)),
        )

    def set_board(self, prestige: list[int], museum: list[list[int]]) -> None:
        self.prestige, self.museum = list(prestige), [list(m) for m in museum]
        self.setToolTip(self.describe())
        mult = multipliers(self.prestige, self.museum)
        self.table.set_cells(
            [
                translate("ArtSocietyTable", "Prestige"),
                translate("ArtSocietyTable", "In the museum"),
                translate("ArtSocietyTable", "Each painting counts"),
            ],
            [N.type_name(t) for t in range(len(C.TYPES))],
            [[str(self.prestige[t]), str(len(self.museum[t])), f"×{mult[t]}"] for t in range(len(C.TYPES))],
            name=translate("ArtSocietyTable", "Prestige track and museum"),
            description=self.describe(),
        )
        self.update()

    def describe(self) -> str:
        mult = multipliers(self.prestige, self.museum)
        lines = []
        for t in range(len(C.TYPES)):
            lines.append(
                N.fill(
                    translate("ArtSocietyTable", "{type}: prestige {steps}, {count} in the museum, ×{mult}"),
                    type=N.type_name(t),
                    steps=self.prestige[t],
                    count=len(self.museum[t]),
                    mult=mult[t],
                )
            )
        return "\n".join(lines)

    def space_rect(self, space: int) -> QRectF:
        i = space - 1
        row, k = divmod(i, self.PER_ROW)
        col = k if row % 2 == 0 else self.PER_ROW - 1 - k
        return QRectF(6 + col * self.SPACE, 24 + row * self.SPACE, self.SPACE, self.SPACE)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _zoom, width, height = zoom_painter(p, self)
        p.setPen(QPen(QColor("#8d7b55"), 1))
        p.setBrush(QColor(24, 20, 14, 190))
        p.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), 8, 8)
        f = p.font()
        f.setPixelSize(12)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f5ecd6"))
        p.drawText(
            QRectF(8, 2, width - 16, 20),
            Qt.AlignmentFlag.AlignVCenter,
            translate("ArtSocietyTable", "Museum"),
        )
        f.setPixelSize(10)
        f.setBold(False)
        p.setFont(f)
        for space in range(1, C.TRACK_LENGTH + 1):
            r = self.space_rect(space)
            p.setPen(QPen(QColor("#6b5d42"), 1))
            p.setBrush(QColor("#efe4c8") if space % 10 else QColor("#e3c983"))
            p.drawRect(r.adjusted(1, 1, -1, -1))
            p.setPen(QColor("#7a6a48"))
            p.drawText(
                r.adjusted(2, 1, -1, -1), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(space)
            )
        for t, progress in enumerate(self.prestige):
            space = track_space(progress)
            if space == 0:
                continue
            r = self.space_rect(space)
            p.setPen(QPen(QColor("#111"), 1.2))
            p.setBrush(TYPE_COLOURS[t])
            p.drawEllipse(r.center(), self.SPACE * 0.42, self.SPACE * 0.42)
            type_symbol(p, r.center(), self.SPACE * 0.62, t)
            if progress > C.TRACK_LENGTH:  # flipped: +50
                p.setPen(QPen(QColor("#ffd84a"), 2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(r.center(), self.SPACE * 0.5, self.SPACE * 0.5)
        # Rank slots and the museum's piles.
        mult = multipliers(self.prestige, self.museum)
        ranked = sorted(range(len(C.TYPES)), key=lambda t: -mult[t])
        f.setPixelSize(12)
        f.setBold(True)
        p.setFont(f)
        x0 = 6 + self.PER_ROW * self.SPACE + 8
        step = 5 * self.SPACE / 4
        for i, t in enumerate(ranked):
            y = 24 + i * step
            beside = self.prestige[t] <= 0
            p.setPen(QColor("#f5d77a"))
            p.drawText(QRectF(x0, y, 22, step), Qt.AlignmentFlag.AlignVCenter, f"×{mult[t]}")
            p.setPen(QPen(QColor("#111"), 1))
            p.setBrush(TYPE_COLOURS[t])
            p.drawEllipse(QPointF(x0 + 32, y + step / 2), 10, 10)
            type_symbol(p, QPointF(x0 + 32, y + step / 2), 15, t)
            count = len(self.museum[t])
            # The museum's pile of this type: a small stack of canvases and its count.
            for k in range(min(count, 3)):
                p.setPen(QPen(QColor("#2b2418"), 0.8))
                p.setBrush(TYPE_COLOURS[t].lighter(140))
                p.drawRect(QRectF(x0 + 44 + k * 2, y + step / 2 - 6 - k * 2, 8, 11))
            p.setPen(QColor("#ece6d6") if not beside else QColor("#a09a88"))
            p.drawText(QRectF(x0 + 56, y, 20, step), Qt.AlignmentFlag.AlignVCenter, str(count))
        p.end()


class ScoreSheet(QTableWidget):
    """The final scoring, line by line (rows) for every player (columns). It is as tall as
    its rows at the page's zoom (refitted when the window grows), and says how wide it
    would like to be (`needed_width`): the lines' names and every player's name whole."""

    fitted = Signal()  # its size at this zoom is known (the panel holding it may widen)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_result(self, result: dict[str, Any], names: list[str], mult: list[int] | None = None) -> None:
        breakdown = result["breakdown"]
        keys = list(breakdown[0]) if breakdown else []
        hands = result.get("hands") or [[] for _ in breakdown]
        self.setRowCount(len(keys) + 1)
        self.setColumnCount(len(breakdown))
        self.setHorizontalHeaderLabels([names[s] if s < len(names) else "?" for s in range(len(breakdown))])
        labels = [N.line_name(k) for k in keys]
        if mult is not None:  # each type's line says what a painting of it was worth
            for i, key in enumerate(keys):
                if key.startswith("type_") and key[5:] in C.TYPES:
                    labels[i] += f" (×{mult[C.TYPES.index(key[5:])]})"
        tie_break = translate("ArtSocietyTable", "Lollipop value left (tie-break)")
        # (the longest line's name, on two lines: the players' columns keep the width)
        cut = tie_break.rfind(" (")
        labels.append(tie_break[:cut] + "\n" + tie_break[cut + 1 :] if cut > 0 else tie_break)
        self.setVerticalHeaderLabels(labels)
        for s, lines in enumerate(breakdown):
            for i, key in enumerate(keys):
                item = QTableWidgetItem(str(lines[key]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if key == "total":
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.setItem(i, s, item)
            left = QTableWidgetItem(str(sum(hands[s])) if s < len(hands) else "")
            left.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(len(keys), s, left)
        self.fit()

    def fit(self) -> None:
        """Rows and height for the font of now (the page's zoom may have changed it)."""
        self.resizeRowsToContents()
        frame = 2 * self.frameWidth()
        self.setFixedHeight(
            self.verticalHeader().length() + self.horizontalHeader().sizeHint().height() + frame + 2
        )
        self.fitted.emit()

    def apply_zoom(self, zoom: float) -> None:
        self.fit()

    def needed_width(self) -> int:
        """The width that shows every line's name and every column (header and cells) whole."""
        header = self.horizontalHeader()
        columns = sum(
            max(header.sectionSizeHint(c), self.sizeHintForColumn(c)) + px(self, 8)
            for c in range(self.columnCount())
        )
        return self.verticalHeader().sizeHint().width() + columns + 2 * self.frameWidth() + 2

    def cell_texts(self, seat: int) -> list[str]:
        return [
            item.text() if (item := self.item(r, seat)) is not None else "" for r in range(self.rowCount())
        ]


class FinalBreakdown(QWidget):
    """Under the podium: why the game ended and each player's scoring line by line."""

    def __init__(self, view: dict[str, Any], names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        result = view.get("result") or {}
        self.reason = QLabel(
            N.fill(
                translate("ArtSocietyTable", "The game ended because {reason}."),
                reason=N.end_reason(result.get("reason", "")),
            ),
            self,
        )
        self.reason.setWordWrap(True)
        box.addWidget(self.reason)
        self.sheet = ScoreSheet(self)
        if result:
            self.sheet.set_result(result, names, multipliers(view["prestige"], view["museum"]))
        box.addWidget(self.sheet)


LOLLIPOP_COLOURS = (QColor("#e0457b"), QColor("#3a86ff"), QColor("#f4a261"), QColor("#2a9d8f"))


class BidReveal(QWidget):
    """The lollipops of the last reveal, one per player in picking order: a disc with its
    number on a stick, the player's name under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bids: list[tuple[str, int, int]] = []  # (name, lollipop, seat)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setFixedHeight(px(self, 66))  # drawn at the page's zoom

    def set_bids(self, bids: list[tuple[str, int, int]]) -> None:
        self.bids = bids
        self.setVisible(bool(bids))
        self.setToolTip(", ".join(f"{name}: {v}" for name, v, _s in bids))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.bids:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _zoom, width, _height = zoom_painter(p, self)
        slot = width / len(self.bids)
        f = p.font()
        for i, (name, value, seat) in enumerate(self.bids):
            cx = slot * (i + 0.5)
            p.setPen(QPen(QColor("#e8dcc0"), 3))
            p.drawLine(QPointF(cx, 30), QPointF(cx, 46))
            p.setPen(QPen(QColor("#2b2418"), 1.2))
            p.setBrush(LOLLIPOP_COLOURS[seat % len(LOLLIPOP_COLOURS)])
            p.drawEllipse(QPointF(cx, 17), 15, 15)
            f.setPixelSize(14)
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#ffffff"))
            p.drawText(QRectF(cx - 15, 2, 30, 30), Qt.AlignmentFlag.AlignCenter, str(value))
            f.setPixelSize(11)
            f.setBold(False)
            p.setFont(f)
            p.setPen(QColor("#ece6d6"))
            elided = p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(slot - 4))
            p.drawText(QRectF(cx - slot / 2, 48, slot, 16), Qt.AlignmentFlag.AlignCenter, elided)
        p.end()
