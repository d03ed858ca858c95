"""Art Society in the app: a whole game where the human hangs every tile by dragging it
with real mouse events (press, move, release) on the wall, against a computer seat,
to the final scoring; an illegal drop refused with its reason and the tile sent home;
one tile hung with the keyboard alone."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from modernart_desktop.core.match import Match
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.games.art_society.actions import Bid
from modernart_desktop.host.table import AI, HUMAN, REMOTE, SeatInfo, Table
from modernart_desktop.ui.games.art_society import planning as P
from modernart_desktop.ui.games.art_society.names import points
from modernart_desktop.ui.games.art_society.scene import ASSIST_BOX, CELL, HELD_BOX, WALL
from modernart_desktop.ui.session import LocalSession

GAME_ID = "art_society"


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def drag(page, item, target: QPointF) -> None:
    """Press on the tile's middle, move in two steps, release over `target` (scene point
    where the tile's middle should end up)."""
    desk = page.table.desk
    port = desk.viewport()
    start = desk.mapFromScene(item.sceneBoundingRect().center())
    end = desk.mapFromScene(target)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(port, (start + end) / 2)
    QTest.mouseMove(port, end)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def spot_centre(piece: P.Piece, row: int, col: int) -> QPointF:
    w, h = piece.size
    return QPointF(WALL.x() + (col + w / 2) * CELL, WALL.y() + (row + h / 2) * CELL)


class ArtSocietyDriver:
    """Plays the seat on screen: drags tiles onto the wall, clicks stacks, lollipops and buttons."""

    def __init__(self, qtbot, page, seed: int = 1) -> None:
        self.qtbot, self.page = qtbot, page
        self.rnd = random.Random(seed)
        self.drags = 0
        self.decisions = 0
        self.phases: set[str] = set()
        self.curtains = 0
        self.hidden_checks = 0
        self.sources: set[str] = set()  # where the dragged tiles came from

    def my_turn(self) -> bool:
        table = self.page.session.table
        return (
            not self.page.curtain_up
            and self.page.viewer in table.active_seats()
            and self.page.rendered_seq == table.seq
            and not self.page.table.busy()
        )

    def play_to_end(self, max_steps: int = 2000) -> None:
        for _ in range(max_steps):
            self.qtbot.waitUntil(
                lambda: self.my_turn() or self.page.result_dialog is not None or self.page.curtain_up,
                timeout=30000,
            )
            if self.page.result_dialog is not None:
                return
            self.check_hot_seat_secrets()
            if self.page.curtain_up:
                self.curtains += 1
                click(self.qtbot, self.page.curtain.button)  # hot-seat: the next player takes the screen
                continue
            self.decide()
        raise AssertionError("the game did not end")

    def check_hot_seat_secrets(self) -> None:
        """Hot-seat: a seat that has chosen its lollipop shows neither its hand nor its
        choice while the next player may be looking."""
        page = self.page
        if not page.session.hot_seat or page.curtain_up or page.viewer in page.session.table.active_seats():
            return
        if page.rendered_seq != page.session.table.seq or page.session.table.match.state.phase != "bid":
            return
        self.hidden_checks += 1
        assert page.table.side.choice_buttons == []
        mine = page.session.table.match.state.bids[page.viewer]
        assert str(mine) not in page.table.side.prompt.text()

    def drag_to_wall(self, item, row: int, col: int) -> None:
        assert item is not None and item.piece is not None
        drag(self.page, item, spot_centre(item.piece, row, col))
        self.drags += 1
        self.sources.add(item.piece.source)

    def decide(self) -> None:
        page, rnd = self.page, self.rnd
        table = page.table
        scene = table.scene
        view = page.bridge.view(page.viewer)
        legal = table._legal
        seq = page.session.table.seq
        phase = view["phase"]
        self.phases.add(phase)
        self.decisions += 1
        wall = P.wall_of(view, page.viewer)
        turn = view.get("turn") or {}
        if phase == "start":
            item = scene.item_for(P.START, view["start_tiles"][page.viewer])
            spots = [(a.row, a.col) for a in legal.of_kind("hang_start")]
            self.drag_to_wall(item, *rnd.choice(spots))
        elif phase == "choose":
            click(self.qtbot, rnd.choice([b for b in table.side.choice_buttons if b.isEnabled()]))
        elif phase == "bid":
            click(self.qtbot, rnd.choice([b for b in table.side.choice_buttons if b.isEnabled()]))
        elif turn.get("credit"):
            decor = [p for p in P.pieces(view, legal) if p.source == P.DECOR]
            spots = [(p, r, c) for p in decor for r, c in G.legal_anchors(wall, *p.size)]
            # Earned decor may be declined only when it fits nowhere (or a combination has a tile).
            if spots and (not legal.of_kind("decor_skip") or rnd.random() < 0.85):
                piece, r, c = rnd.choice(spots)
                self.drag_to_wall(scene.item_for(P.DECOR, -1, piece.shape), r, c)
            elif legal.of_kind("decor_assist"):
                shape = legal.of_kind("decor_assist")[0].shape
                drag(page, scene.item_for(P.DECOR, -1, shape), ASSIST_BOX.center())
            elif legal.of_kind("decor_exchange"):
                self.click_button("Exchange your decor")
            else:
                self.click_button("Take no")
        elif not turn.get("took"):
            tile = rnd.choice([a.tile for a in legal.of_kind("take")])
            item = scene.item_for(P.AUCTION, tile)
            t = C.TILES[tile]
            spots = G.legal_anchors(wall, t.w, t.h)
            free_assistant = view["assistants"][page.viewer] is None
            if spots and not (
                free_assistant and P.ASSISTANT not in self.sources
            ):  # (the first pick: to the assistant)
                self.drag_to_wall(item, *rnd.choice(spots))
            elif free_assistant:
                drag(page, item, ASSIST_BOX.center())
            else:
                drag(page, item, HELD_BOX.center())  # take it: a swap or an excess follows
        elif turn.get("held") is not None:
            held = turn["held"]
            hangs = [(a.row, a.col) for a in legal.of_kind("hang") if a.tile == held]
            if hangs:
                self.drag_to_wall(scene.item_for(P.HELD, held), *rnd.choice(hangs))
            elif legal.of_kind("swap"):
                self.click_button("from the museum")
            elif legal.of_kind("assist"):
                drag(page, scene.item_for(P.HELD, held), ASSIST_BOX.center())
            else:
                self.click_button("excess painting")
        else:
            assistant = view["assistants"][page.viewer]
            hangs = [(a.row, a.col) for a in legal.of_kind("hang") if a.tile == assistant]
            if hangs:
                self.drag_to_wall(scene.item_for(P.ASSISTANT, assistant), *rnd.choice(hangs))
            else:
                self.click_button("Confirm")
        self.qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=5000)

    def click_button(self, words: str) -> None:
        button = next(b for b in self.page.table.side.action_buttons if words in b.text().replace("&", ""))
        click(self.qtbot, button)


def open_game(make_window, match, kinds, language="en"):
    window = make_window(language)
    names = ("Nina", "Ada", "Bruno", "Clara")
    seats = [SeatInfo(names[s], kind, "easy" if kind == AI else None) for s, kind in enumerate(kinds)]
    session = LocalSession(Table(match, seats, None))
    window.open_session(session)
    page = window.table_page
    page.bridge.flush_now()
    return window, page


def test_a_human_hangs_every_tile_by_mouse_against_the_computer_to_the_final_scoring(
    make_window, qtbot, shots_dir
):
    match = Match.new(GAME_ID, 2, seed=11)
    window, page = open_game(make_window, match, [HUMAN, AI])
    assert page.viewer == 0
    driver = ArtSocietyDriver(qtbot, page, seed=3)
    driver.play_to_end()
    assert match.is_over()
    assert {"start", "choose", "bid", "pick"} <= driver.phases
    # Every tile on the human's wall got there by a drop of a dragged tile.
    assert driver.drags >= len(match.state.walls[0].placed)
    assert {P.START, P.AUCTION, P.DECOR, P.ASSISTANT} <= driver.sources, driver.sources
    result = match.result()
    names = page.session.names()
    assert page.result_dialog.table_rows() == [(names[s], points(result.scores[s])) for s in result.ranking()]
    sheet = page.table.side.sheet
    for seat in range(2):
        texts = sheet.cell_texts(seat)
        lines = match.state.breakdown[seat]
        assert texts[: len(lines)] == [str(v) for v in lines.values()]
        assert int(texts[len(lines) - 1]) == result.scores[seat]


def position_in_pick(seed: int = 5) -> Match:
    """Two players, start paintings hung, the auction chosen, Nina (seat 0) picks first."""
    match = Match.new(GAME_ID, 2, seed=seed)
    for seat in (0, 1):
        match.apply(seat, match.legal_actions(seat).of_kind("hang_start")[0])
    auctioneer = next(iter(match.active_seats()))
    for _ in range(3):
        match.apply(auctioneer, match.legal_actions(auctioneer).of_kind("pick_stack")[0])
    match.apply(0, Bid(20))
    match.apply(1, Bid(1))
    assert match.state.phase == "pick" and match.state.picker == 0
    return match


def test_an_illegal_drop_is_refused_with_its_reason_and_the_tile_goes_home(make_window, qtbot):
    match = position_in_pick()
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    scene = page.table.scene
    tile = match.state.auction[0]
    item = scene.item_for(P.AUCTION, tile)
    home = item.pos()
    seq = page.session.table.seq
    # The far corner of the wall touches nothing: legal nowhere near the start painting.
    wall = match.state.walls[0]
    t = C.TILES[tile]
    assert G.why_not(wall, t.w, t.h, 0, 0) == G.NO_CONTACT
    desk = page.table.desk
    port = desk.viewport()
    start = desk.mapFromScene(item.sceneBoundingRect().center())
    end = desk.mapFromScene(spot_centre(item.piece, 0, 0))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(port, end)
    # While it hangs over the spot: shaded as refused, with the reason.
    assert scene.ghost.isVisible() and scene.plan is not None and not scene.plan.actions
    assert "Must touch another tile" in page.table.side.hover.text()
    assert "Must touch another tile" in scene.bubble.text()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(50)
    assert page.session.table.seq == seq  # nothing was sent
    assert item.pos() == home and item.scale() == item.home_scale
    assert match.state.auction.count(tile) == 1 and not match.state.took


def test_a_painting_is_hung_with_the_keyboard_alone(make_window, qtbot):
    match = position_in_pick()
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    desk = page.table.desk
    scene = page.table.scene
    desk.setFocus()
    movable = scene.movable()
    assert movable and movable[0].piece.source == P.AUCTION
    tile = movable[0].piece.tile
    QTest.keyClick(desk, Qt.Key.Key_Return)  # pick up the focused painting
    assert scene.carried is movable[0] and scene.anchor is not None
    # Walk it with the arrows to a legal spot and drop it with Enter.
    wall = match.state.walls[0]
    t = C.TILES[tile]
    target = G.legal_anchors(wall, t.w, t.h)[0]
    for _ in range(20):
        row, col = scene.anchor
        if (row, col) == target:
            break
        key = Qt.Key.Key_Up if row > target[0] else Qt.Key.Key_Down if row < target[0] else None
        if key is None:
            key = Qt.Key.Key_Left if col > target[1] else Qt.Key.Key_Right
        QTest.keyClick(desk, key)
    assert scene.anchor == target and scene.plan is not None and scene.plan.actions
    QTest.keyClick(desk, Qt.Key.Key_Escape)  # Esc: back to the row, nothing sent
    assert scene.carried is None and movable[0].pos() == movable[0].home
    QTest.keyClick(desk, Qt.Key.Key_Return)
    for _ in range(30):
        if scene.anchor == target:
            break
        row, col = scene.anchor
        key = Qt.Key.Key_Up if row > target[0] else Qt.Key.Key_Down if row < target[0] else None
        if key is None:
            key = Qt.Key.Key_Left if col > target[1] else Qt.Key.Key_Right
        QTest.keyClick(desk, key)
    QTest.keyClick(desk, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tile in match.state.walls[0].placed, timeout=5000)
    assert match.state.walls[0].placed[tile] == target


def test_a_tile_hung_this_turn_can_be_moved_until_the_turn_is_confirmed(make_window, qtbot):
    """Digitally a turn's tiles move until you confirm: the table takes the turn back and
    sends its steps again with the tile at its new spot (the engine checks each)."""
    match = position_in_pick()
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    scene = page.table.scene
    wall = match.state.walls[0]
    # a painting and a spot with no matching frame: no decor to take before the move
    tile, first = next(
        (tile, a)
        for tile in match.state.auction
        for a in G.legal_anchors(wall, C.TILES[tile].w, C.TILES[tile].h)
        if not G.matching_frames(wall, tile, *a)
    )
    t = C.TILES[tile]
    drag(page, scene.item_for(P.AUCTION, tile), spot_centre(P.Piece(P.AUCTION, tile), *first))
    qtbot.waitUntil(lambda: tile in match.state.walls[0].placed and not page.table.busy(), timeout=5000)
    page.bridge.flush_now()
    assert not match.state.credit
    item = scene.item_for(P.MOVE, tile)
    assert item is not None, "a tile hung this turn can be picked up again"
    without = match.state.walls[0].clone()
    without.remove(tile)
    second = next(
        a
        for a in G.legal_anchors(without, t.w, t.h)
        if a != first and not G.matching_frames(without, tile, *a)
    )
    drag(page, item, spot_centre(item.piece, *second))
    qtbot.waitUntil(
        lambda: match.state.walls[0].placed.get(tile) == second and not page.table.busy(), timeout=5000
    )
    assert match.state.phase == "pick" and match.state.picker == 0 and match.state.took
    assert first not in [a for a in match.state.walls[0].placed.values()] or first == second
    page.bridge.flush_now()
    assert scene.item_for(P.MOVE, tile) is not None  # still movable: not confirmed yet
    assert not match.state.credit
    click(qtbot, next(b for b in page.table.side.action_buttons if "Confirm" in b.text()))
    qtbot.waitUntil(lambda: match.state.picker != 0, timeout=5000)
    assert match.state.walls[0].placed[tile] == second


def test_hot_seat_two_humans_pass_the_screen_and_play_to_the_end(make_window, qtbot, tmp_path):
    window = make_window()
    seats = [SeatInfo("Nina"), SeatInfo("Olek"), SeatInfo("Bot", AI, "easy")]
    session = LocalSession(Table(Match.new(GAME_ID, 3, seed=13), seats, tmp_path / "hot.modernart"))
    assert session.hot_seat
    window.open_session(session)
    page = window.table_page
    driver = ArtSocietyDriver(qtbot, page, seed=9)
    driver.play_to_end()
    assert session.is_over() and driver.curtains >= 10
    assert session.is_over() and driver.curtains >= 10


def test_with_secrets_hidden_the_seat_shows_no_lollipops_and_no_choice(make_window, qtbot):
    """Hot-seat, between decisions: the seat on screen is drawn from the public view, so
    neither its lollipop hand nor the lollipop it chose can be seen."""
    match = Match.new(GAME_ID, 2, seed=5)
    for seat in (0, 1):
        match.apply(seat, match.legal_actions(seat).of_kind("hang_start")[0])
    auctioneer = next(iter(match.active_seats()))
    for _ in range(3):
        match.apply(auctioneer, match.legal_actions(auctioneer).of_kind("pick_stack")[0])
    match.apply(0, Bid(13))
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    table = page.table
    assert any(b.text() == "1" for b in table.side.choice_buttons)  # its own hand, to look at
    assert "13" in table.side.prompt.text()
    table.set_secrets_hidden(True)
    table.show_view(match.view_for(None), match.legal_actions(0), page.session.seats, 0)
    assert table.side.choice_buttons == []
    assert "13" not in table.side.prompt.text() and "13" not in table.side.bids.text()


def test_art_society_starts_from_the_start_page(window, qtbot, shots_dir):
    from modernart_desktop.ui.games.art_society.table import ArtSocietyTable

    start = window.start_page
    card = next(c for c in start.game_cards if c.entry.game_id == GAME_ID)
    assert card.button.isEnabled() and card.button.text() != "Coming soon"
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)
    dialog.players.setValue(3)
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not None)
    page = window.table_page
    assert isinstance(page.table, ArtSocietyTable) and page.session.game_id == GAME_ID
    assert page.title.text() == "Art Society"
    window.leave_table()  # the start page now features the game last played, with its guide
    assert start.featured == GAME_ID
    assert start.guide is not None and start.guide.title.text() == "Art Society in a minute"
    assert start.rules_button.text() == "Rules of Art Society"
    qtbot.wait(30)
    window.grab().save(str(shots_dir / "art_society_start_page.png"))


def test_another_players_wall_can_be_enlarged(make_window, qtbot):
    match = position_in_pick()
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    box = next(b for b in page.table.seat_boxes if b.isVisible())
    assert box.seat == 1 and box.wall.placed == [
        [t, r, c] for t, (r, c) in match.state.walls[1].placed.items()
    ]
    qtbot.mouseClick(box.wall, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.dialog is not None and box.dialog.isVisible())
    assert box.dialog.picture.placed == box.wall.placed
    assert box.dialog.picture.cell_size() > 1.5 * box.wall.cell_size()  # bigger than the small view
    box.dialog.close()


def test_four_computers_play_to_the_end_while_a_spectator_watches(make_window, qtbot, tmp_path, shots_dir):
    window = make_window()
    seats = [SeatInfo(n, AI, "easy") for n in ("Ada", "Bruno", "Clara", "Diego")]
    session = LocalSession(Table(Match.new(GAME_ID, 4, seed=31), seats, tmp_path / "four.modernart"))
    window.open_session(session)
    page = window.table_page
    assert page.viewer is None
    qtbot.waitUntil(lambda: page.result_dialog is not None, timeout=120000)
    assert session.is_over()
    table = page.table
    assert len([b for b in table.seat_boxes if b.isVisible()]) == 4  # every wall, small
    assert table.scene.movable() == [] and table.side.sheet.isVisible()
    qtbot.wait(30)
    window.grab().save(str(shots_dir / "art_society_spectator_end.png"))


def test_the_keyboard_goes_to_the_decision_lollipops_then_the_wall_then_confirm(make_window, qtbot):
    match = Match.new(GAME_ID, 2, seed=5)
    for seat in (0, 1):
        match.apply(seat, match.legal_actions(seat).of_kind("hang_start")[0])
    auctioneer = next(iter(match.active_seats()))
    for _ in range(3):
        match.apply(auctioneer, match.legal_actions(auctioneer).of_kind("pick_stack")[0])
    match.apply(1, Bid(1))
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    focus = window.focusWidget()
    assert focus in page.table.side.choice_buttons and focus.text() == "1"
    QTest.keyClick(focus, Qt.Key.Key_Tab)  # Tab walks the lollipops
    focus = window.focusWidget()
    assert focus.text() == "2"
    QTest.keyClick(focus, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: match.state.phase == "pick", timeout=5000)
    assert match.state.history[-1][0] == int(focus.text())
    page.bridge.flush_now()
    assert window.focusWidget() is page.table.desk  # Nina picks first: a painting to carry


def test_used_lollipops_show_their_values_as_they_were_revealed(make_window, qtbot, shots_dir):
    """A lollipop played in an earlier round keeps its value on its button (struck
    through, not a bare dot), and says in which round it was revealed."""
    match = Match.new(GAME_ID, 3, seed=3)
    rnd = random.Random(1)
    while not (len(match.state.history) == 2 and match.state.phase == "bid" and 0 in match.active_seats()):
        seat = min(match.active_seats())
        match.apply(seat, rnd.choice([a for a in match.legal_actions(seat) if a.kind != "reset"]))
    first, second = match.state.history[0][0], match.state.history[1][0]
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE])
    buttons = {int(b.text()): b for b in page.table.side.choice_buttons}
    assert sorted(buttons) == list(range(1, 21))  # every value is written, none is a dot
    for value, round_no in ((first, 1), (second, 2)):
        b = buttons[value]
        assert not b.isEnabled() and b.property("played") is True
        assert f"revealed in round {round_no}" in b.toolTip() and b.accessibleName() == b.toolTip()
    assert all(buttons[v].isEnabled() for v in match.state.hands[0])
    assert buttons[match.state.hands[0][0]].accessibleName() == f"Lollipop {match.state.hands[0][0]}"
    window.grab().save(str(shots_dir / "art_society_used_lollipops.png"))
