"""Art Society: your wall as a table for screen readers (ui/common/board_table.py).

Tab reaches it after the desk; the arrow keys walk the wall cell by cell, and each
cell says its row and column (the row at eye level, the corners, the star cells
marked) and what hangs there: the painting or decor covering it, or "empty". It
follows the desk as it changes (a painting hung or moved this turn shows at once);
hanging a painting stays the desk's (Enter picks one up, the arrows carry it, and the
desk says where it is and what hanging it there would do)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, QTimer

from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.ui.common.board_table import BoardTable
from modernart_desktop.ui.games.art_society import names as N
from modernart_desktop.ui.texts import fill

if TYPE_CHECKING:
    from modernart_desktop.ui.games.art_society.scene import DeskView

translate = QCoreApplication.translate


class WallTable(BoardTable):
    def __init__(self, view: DeskView) -> None:
        self.view = view
        super().__init__(view, ring=self._cell_rect, area=self._wall_rect)
        self._later = QTimer(self)  # the desk changes in bursts (animations): follow once after
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.follow)
        view.desk.changed.connect(lambda _rects: self._later.start())
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and hasattr(self, "_later"):
            self._later.start()  # (once the view has fitted the desk to its new size)
        return super().eventFilter(watched, event)

    def follow(self) -> None:
        show_wall(self, self.view.desk.wall, translate("ArtSocietyTable", "Your wall, cell by cell"))

    @staticmethod
    def cell_text(wall: G.Wall, row: int, col: int) -> str:
        return cell_text(wall, row, col)

    def _cell_rect(self, row: int, col: int) -> QRect:
        from modernart_desktop.ui.games.art_society.scene import CELL, WALL

        scene_rect = QRectF(WALL.x() + col * CELL, WALL.y() + row * CELL, CELL, CELL)
        rect = self.view.mapFromScene(scene_rect).boundingRect()
        return rect.translated(self.view.viewport().pos())

    def _wall_rect(self) -> QRect:
        from modernart_desktop.ui.games.art_society.scene import WALL_RECT

        return self.view.mapFromScene(WALL_RECT).boundingRect().translated(self.view.viewport().pos())


def show_wall(table: BoardTable, wall: G.Wall, name: str) -> None:
    """A wall in `table`: a row per wall row, a column per wall column, what covers each cell."""
    rows = [
        fill(
            translate("ArtSocietyTable", "Row {n} (eye level)")
            if r in C.EYELINE_ROWS
            else translate("ArtSocietyTable", "Row {n}"),
            n=r + 1,
        )
        for r in range(C.ROWS)
    ]
    columns = [fill(translate("ArtSocietyTable", "Column {n}"), n=c + 1) for c in range(C.COLS)]
    cells = [[cell_text(wall, r, c) for c in range(C.COLS)] for r in range(C.ROWS)]
    table.set_cells(
        columns,
        rows,
        cells,
        name=name,
        description=fill(
            translate("ArtSocietyTable", "{n} of {all} cells covered"),
            n=sum(1 for t in wall.cells if t != G.EMPTY),
            all=C.ROWS * C.COLS,
        ),
    )


def cell_text(wall: G.Wall, row: int, col: int) -> str:
    tile = wall.cells[row * C.COLS + col]
    if tile != G.EMPTY:
        return N.tile_text(tile)
    if (row, col) in C.STAR_CELLS:
        return translate("ArtSocietyTable", "empty star cell")
    if (row, col) in C.CORNERS:
        return translate("ArtSocietyTable", "empty corner")
    return translate("ArtSocietyTable", "empty")


def wall_of(placed: list[list[int]]) -> G.Wall:
    """A wall from a view's list of [tile, row, column]."""
    wall = G.Wall()
    for tile, row, col in placed:
        wall.hang(tile, row, col)
    return wall
