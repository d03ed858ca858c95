"""Screen readers: the boards are tables. Modern Art's value board, the card game's
score sheet and Friesematenten's VP race each offer a table (rows, columns, row and
column headers, a name for every cell), and Art Society's wall is walked cell by cell
with the arrow keys, each cell saying where it is and what hangs there. The table
draws nothing over the board but a ring round the cell the keyboard is on.

    .venv/bin/python -m pytest -q tests/ui/test_boards_as_tables.py
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from modernart_desktop.games.art_society import components as AC
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.games.modern_art.components import ARTIST_NAMES, ROUNDS
from modernart_desktop.ui.common.board_table import BoardTable
from modernart_desktop.ui.games.art_society import names as AN
from tests.ui.live_tables import GAME_IDS, live_match

R = QAccessible.Role
T = QAccessible.Text


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def structure(table: BoardTable) -> tuple[list[str], list[str], list[list[str]]]:
    """The table as a screen reader gets it: its column headers, row headers and cells
    (from the accessibility tree, not the widget)."""
    node = QAccessible.queryAccessibleInterface(table)
    assert node.role() == R.Table
    kids = [node.child(k) for k in range(node.childCount())]
    columns = [k.text(T.Name) for k in kids if k.role() == R.ColumnHeader]
    rows = [k.text(T.Name) for k in kids if k.role() == R.RowHeader]
    cells = [k.text(T.Name) for k in kids if k.role() == R.Cell]
    assert len(cells) == len(rows) * len(columns)
    return columns, rows, [cells[r * len(columns) : (r + 1) * len(columns)] for r in range(len(rows))]


def focused_cell(table: BoardTable) -> str:
    child = QAccessible.queryAccessibleInterface(table).focusChild()
    assert child is not None and child.role() == R.Cell
    return child.text(T.Name)


def board_tables(page) -> list[BoardTable]:
    return [t for t in page.table.findChildren(BoardTable) if t.isVisibleTo(page.table)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_board_is_a_table_a_reader_can_walk(open_position, qtbot, game_id):
    window, page = open_position(live_match(game_id))
    window.activateWindow()
    settle()
    tables = board_tables(page)
    assert tables, "no board offered as a table"
    for table in tables:
        columns, rows, cells = structure(table)
        assert columns and rows and all(columns) and all(rows)
        assert all(text.strip() for row in cells for text in row)  # every cell says something
        assert table.accessibleName()
        assert table.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert table.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks reach the board
        table.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(table.hasFocus)
        assert (table.currentRow(), table.currentColumn()) == (0, 0)
        assert focused_cell(table) == cells[0][0]
        if len(columns) > 1:
            QTest.keyClick(table, Qt.Key.Key_Right)
            assert table.currentColumn() == 1 and focused_cell(table) == cells[0][1]
        if len(rows) > 1:
            QTest.keyClick(table, Qt.Key.Key_Down)
            assert table.currentRow() == 1 and focused_cell(table) == cells[1][table.currentColumn()]


def test_modern_arts_value_board_has_a_row_per_round_and_a_column_per_artist(open_position):
    match = live_match("modern_art")
    window, page = open_position(match)
    settle()
    columns, rows, cells = structure(page.table.board.table)
    assert columns == list(ARTIST_NAMES[:5])
    now = match.state.round
    assert rows[:ROUNDS] == [
        f"Round {r + 1} (current)" if r == now else f"Round {r + 1}" for r in range(ROUNDS)
    ]
    assert rows[ROUNDS:] == ["Total", "Offered"]
    for r in range(ROUNDS):
        for a in range(5):
            value = match.state.tokens[r][a] if r < len(match.state.tokens) else 0
            assert cells[r][a] == (str(value) if value else "no token")
    assert [c.split(" of 5")[0] for c in cells[ROUNDS + 1]] == [str(n) for n in page.table.board._counts[:5]]


def test_the_card_games_score_sheet_has_a_row_per_player(open_position):
    window, page = open_position(live_match("modern_art_card_game"))
    settle()
    sheet = next(t for t in board_tables(page) if t.parent() is page.table.sheet)
    columns, rows, cells = structure(sheet)
    assert rows == ["Nina", "Ada", "Bruno", "Clara"]
    assert columns == ["Round 1", "Round 2", "Round 3", "Round 4", "Total"]
    for s, row in enumerate(cells):
        assert row[-1] == page.table.sheet.row_texts(s)[-1]  # the total, as the sheet shows it


def test_the_vp_race_has_a_row_per_player(open_position):
    window, page = open_position(live_match("friesematenten"))
    settle()
    race = next(t for t in board_tables(page) if type(t.parent()).__name__ == "VpRace")
    columns, rows, cells = structure(race)
    assert rows == race.parent().names and len(columns) == 2
    assert [row[0] for row in cells] == [f"{v} VP" for v in race.parent().vps]


def test_art_societys_wall_is_walked_cell_by_cell(open_position, qtbot):
    match = live_match("art_society")
    window, page = open_position(match)
    window.activateWindow()
    settle()
    wall_table = page.table.wall_table
    columns, rows, cells = structure(wall_table)
    assert len(rows) == AC.ROWS and len(columns) == AC.COLS
    assert columns[0] == "Column 1" and rows[0].startswith("Row 1")
    assert any("(eye level)" in r for r in rows)
    wall = page.table.scene.wall
    assert wall.placed, "a wall with paintings on it"
    for tile, (row, col) in wall.placed.items():  # a painting is named on every cell it covers
        t = AC.TILES[tile]
        for r in range(row, row + t.h):
            for c in range(col, col + t.w):
                assert cells[r][c] == AN.tile_text(tile)
    empty = [(r, c) for r in range(AC.ROWS) for c in range(AC.COLS) if wall.cells[r * AC.COLS + c] == G.EMPTY]
    assert all(cells[r][c].startswith("empty") for r, c in empty)
    # Tab from the desk reaches the wall's table; the arrows walk it, each cell read with its place
    wall_table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(wall_table.hasFocus)
    row, col = next(iter(wall.placed.values()))
    for _ in range(row):
        QTest.keyClick(wall_table, Qt.Key.Key_Down)
    for _ in range(col):
        QTest.keyClick(wall_table, Qt.Key.Key_Right)
    assert (wall_table.currentRow(), wall_table.currentColumn()) == (row, col)
    assert focused_cell(wall_table) == cells[row][col] and not cells[row][col].startswith("empty")
    header = wall_table.verticalHeaderItem(row).text(), wall_table.horizontalHeaderItem(col).text()
    assert header == (rows[row], f"Column {col + 1}")
    # the table follows the desk: a painting taken down shows as empty at once
    tile = next(iter(wall.placed))
    tr, tc = wall.placed[tile]
    wall.remove(tile)
    page.table.scene.changed.emit([])
    qtbot.waitUntil(lambda: wall_table.item(tr, tc).text().startswith("empty"))


def test_another_players_wall_enlarged_is_walked_cell_by_cell(qtbot):
    from modernart_desktop.ui.games.art_society.widgets import WallDialog

    match = live_match("art_society")
    placed = match.view_for(0)["walls"][1]
    assert placed
    dialog = WallDialog("Ada", placed)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.table.hasFocus)  # the keyboard starts in the wall's table
    columns, rows, cells = structure(dialog.table)
    assert dialog.table.accessibleName() == "Ada's wall"
    assert len(rows) == AC.ROWS and len(columns) == AC.COLS
    tile, row, col = placed[0]
    assert cells[row][col] == AN.tile_text(tile)
    for _ in range(row):
        QTest.keyClick(dialog.table, Qt.Key.Key_Down)
    for _ in range(col):
        QTest.keyClick(dialog.table, Qt.Key.Key_Right)
    assert focused_cell(dialog.table) == AN.tile_text(tile)
