"""Once the game is over, the table shows the final ranking where play used to be
(not an empty panel), for every game: the podium when there is room, a short list
when not; and the winner's name on the podium reads clearly against the spotlight
and the gold step (screenshots: artifacts/screenshots/final_on_table_<game>_<lang>_<size>.png)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.ui.common.podium import WINNER_NAME_COLOR, PodiumStage
from modernart_desktop.ui.common.result_dialog import ResultDialog


def finished(game_id: str, seed: int = 9) -> Match:
    match = Match.new(game_id, 4, None, seed=seed)
    agents = [make_agent(game_id, "normal", seed + s) for s in range(4)]
    while not match.is_over():
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    return match


def luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("game_id", ["modern_art", "modern_art_card_game"])
@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_final_ranking_stands_on_the_table_once_the_game_is_over(
    open_position, qtbot, shots_dir, game_id, lang
):
    match = finished(game_id)
    window, page = open_position(match, lang)
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())
    page.result_dialog.done(0)
    panel = page.final_panel
    qtbot.waitUntil(lambda: panel is not None and panel.isVisible() and panel.width() > 0)
    result = match.result()
    names = page.session.names()
    # every seat, best first, with its final score as the game writes it
    assert [n for _p, n, _s in panel.rows()] == [names[s] for s in page.result_dialog.ranking]
    assert panel.rows()[0][0] == 1 and panel.rows()[0][2] == page.plugin.format_score(max(result.scores))
    assert names[result.winners[0]] in panel.title.text()
    # it stands on the table, inside it, where the game said (Modern Art: the auction area)
    assert page.table.rect().contains(panel.geometry())
    anchor = page.table.final_ranking_anchor()
    if anchor is not None:
        assert panel.geometry().contains(anchor.geometry().center())
    assert panel.podium.isVisible()  # the default window has room for the podium
    window.grab().save(str(shots_dir / f"final_on_table_{game_id}_{lang}_1360x860.png"))
    # a small window: the short list instead of a clipped podium
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: panel.height() <= page.table.height())
    qtbot.wait(50)
    assert panel.podium.isVisible() or panel.list.isVisible()
    assert panel.sizeHint().height() <= panel.height() + 1 or panel.list.isVisible()
    if panel.list.isVisible():
        assert names[result.winners[0]] in panel.list.text().splitlines()[0]
    window.grab().save(str(shots_dir / f"final_on_table_{game_id}_{lang}_1280x720.png"))
    # the full result opens from it; the final board can be looked at under it
    qtbot.mouseClick(panel.details, qtbot_left())
    assert page.result_dialog.isVisible()
    page.result_dialog.done(0)
    qtbot.mouseClick(panel.hide_button, qtbot_left())
    assert not panel.isVisible()


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_the_winners_name_reads_clearly_on_the_podium(make_window, shots_dir):
    # Rule of thumb for text (WCAG AA): at least 4.5:1 between letters and what is behind them.
    window = make_window()
    dialog = ResultDialog(["Ada", "Bruno", "Clara", "Diego"], [398, 501, 544, 527], [2], str, window)
    dialog.show()
    stage: PodiumStage = dialog.podium
    dialog.grab().save(str(shots_dir / "podium_winner_contrast.png"))
    image: QImage = stage.grab().toImage()
    label = stage.steps[2].name
    rect = label.rect().translated(label.mapTo(stage, label.rect().topLeft()))
    # what is behind the letters: the most common colour inside the name's label
    counts: dict[int, int] = {}
    for x in range(rect.left() + 2, rect.right() - 2, 2):
        for y in range(rect.top() + 2, rect.bottom() - 2, 2):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    behind = QColor.fromRgb(max(counts, key=lambda k: counts[k]))
    assert contrast(WINNER_NAME_COLOR, behind) >= 4.5, behind.name()
    # and no other name is any less readable
    for seat, step in stage.steps.items():
        assert step.name.text() and step.name.isVisible(), seat


@pytest.mark.parametrize("game_id", ["modern_art", "modern_art_card_game", "art_society", "friesematenten"])
def test_a_finished_game_offers_the_way_back_not_a_saved_game(open_position, qtbot, game_id):
    match = Match.new(game_id, 3, None, seed=5)
    agents = [make_agent(game_id, "random", 5 + s) for s in range(3)]
    while not match.is_over():
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    window, page = open_position(match)
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())
    page.result_dialog.done(0)
    assert page.leave.text() == "Back to the start page"
    window.i18n.set_language("fr")  # the language changes: the way out stays the right one
    assert page.leave.text() != "Back to the start page" and "sauvegard" not in page.leave.text()
    window.i18n.set_language("en")
    qtbot.mouseClick(page.leave, qtbot_left())
    assert window.stack.currentWidget() is window.start_page


def test_a_game_in_progress_is_left_saved(open_position):
    window, page = open_position(Match.new("modern_art", 3, None, seed=5))
    assert page.leave.text() == "Leave the table (the game is saved)"
