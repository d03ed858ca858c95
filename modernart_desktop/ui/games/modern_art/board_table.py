"""Modern Art's value board as a table for screen readers (ui/common/board_table.py):
a column per artist, a row per round (the tokens placed), the total so far and the
paintings offered this round; it follows the board whenever the board redraws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF

from modernart_desktop.games.modern_art.components import ARTIST_NAMES, CARDS_TO_END_ROUND, ROUNDS
from modernart_desktop.ui.common.board_table import BoardTable
from modernart_desktop.ui.common.zoom import zoom_of

if TYPE_CHECKING:
    from modernart_desktop.ui.games.modern_art.widgets import ValueBoard

translate = QCoreApplication.translate


class ValueBoardTable(BoardTable):
    def __init__(self, board: ValueBoard) -> None:
        super().__init__(board, ring=self._cell_rect)
        self.value_board = board
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board and event.type() in (QEvent.Type.Paint, QEvent.Type.LanguageChange):
            self.follow()  # (the board redraws after every change of state or language)
        return super().eventFilter(watched, event)

    def follow(self) -> None:
        board = self.value_board
        tokens, counts, now = board._tokens, board._counts, board._round
        rows = [
            (
                translate("Board", "Round %1 (current)") if r == now else translate("Board", "Round %1")
            ).replace("%1", str(r + 1))
            for r in range(ROUNDS)
        ]
        rows += [translate("Board", "Total"), translate("Board", "Offered")]
        cells = [
            [str(v) if v else translate("Board", "no token") for v in tokens[r][:5]] for r in range(ROUNDS)
        ]
        cells.append([str(sum(tokens[r][a] for r in range(ROUNDS))) for a in range(5)])
        offered = []
        for n in counts[:5]:
            text = translate("Board", "%1 of 5").replace("%1", str(n))
            if n == CARDS_TO_END_ROUND - 1:
                text = translate("Board", "%1 of 5: one more ends the round").replace("%1", str(n))
            offered.append(text)
        cells.append(offered)
        self.set_cells(
            list(ARTIST_NAMES[:5]),
            rows,
            cells,
            name=translate("Board", "Artist values"),
            description=board.toolTip(),
        )

    def _cell_rect(self, row: int, col: int) -> QRect:
        """Where the board draws that cell (its own geometry, at its zoom)."""
        zoom = zoom_of(self.value_board)
        label_w, col_w, header_h, row_h = self.value_board._geometry()
        x = label_w + col * col_w
        if row < ROUNDS:
            rect = QRectF(x, header_h + row * row_h, col_w, row_h)
        else:
            y = header_h + ROUNDS * row_h + (4 if row == ROUNDS else 28)
            rect = QRectF(x, y, col_w, 22 if row == ROUNDS else 28)
        return QRectF(rect.x() * zoom, rect.y() * zoom, rect.width() * zoom, rect.height() * zoom).toRect()
