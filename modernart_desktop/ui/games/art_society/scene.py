"""The seat's desk as a QGraphicsScene: the auction row under its value tokens, the
seat's wall, the painting in hand, the assistant's slot and the decor just earned.

Every tile is a `TileItem` (a QGraphicsObject) keyed by its stable id, kept across
redraws. A tile that may be picked up is dragged with the mouse (or carried with the
keyboard): while it moves, the spot under it snaps to the wall's cells and is shaded
legal or not, with the reason, the matching frames and any faux pas, all from
`planning` (the geometry module and the legal actions): the scene decides no rule.
A drop that is not legal sends the tile home; a legal one emits the actions.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from modernart_desktop.core.actions import LegalActions
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.ui.games.art_society import names as N
from modernart_desktop.ui.games.art_society import planning as P
from modernart_desktop.ui.games.art_society.paint import paint_decor, paint_tile, paint_wall_grid

translate = N.translate  # (lupdate reads calls named translate)

CELL = 40.0
# The desk, in scene units: the wall at the top left; under it the painting in hand,
# the assistant and the decor earned; beside it, as tall as both, the paintings on
# offer at the wall's own scale (a painting is as big on offer as on the wall).
WALL = QPointF(0, 0)  # the wall's top-left corner in scene units
WALL_RECT = QRectF(WALL.x(), WALL.y(), C.COLS * CELL, C.ROWS * CELL)
SLOT_Y = WALL_RECT.bottom() + 14
SLOT_H = 104.0
HELD_BOX = QRectF(0, SLOT_Y, 128, SLOT_H)
ASSIST_BOX = QRectF(HELD_BOX.right() + 12, SLOT_Y, 128, SLOT_H)
DECOR_BOX = QRectF(ASSIST_BOX.right() + 12, SLOT_Y, WALL_RECT.right() - ASSIST_BOX.right() - 12, SLOT_H)
OFFER_LABEL_H = 24.0
OFFER_BOX = QRectF(
    WALL_RECT.right() + 24, OFFER_LABEL_H, 7.5 * CELL, HELD_BOX.bottom() - OFFER_LABEL_H
)  # 7½ cells wide: nine offers in ten at full scale, the rest at 80-95 % (measured)
OFFER_GAP = 8.0
SLOT_LABEL_PX = 15  # (readable at the smallest the desk is drawn: a replay at 1280×720)
SCENE_RECT = QRectF(-6, -6, OFFER_BOX.right() + 12, HELD_BOX.bottom() + 12)
INK = QColor("#2b2418")
LEGAL = QColor(40, 160, 70)
ILLEGAL = QColor(200, 40, 40)


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def _wrapped(text: str, metrics: QFontMetricsF, width: float) -> str:
    """`text` broken into lines no wider than `width`: between its " · " parts where
    they fit, else between words."""

    def fill(pieces: list[str], glue: str) -> list[str]:
        lines: list[str] = []
        for piece in pieces:
            joined = f"{lines[-1]}{glue}{piece}" if lines else piece
            if lines and metrics.horizontalAdvance(joined) <= width:
                lines[-1] = joined
            elif metrics.horizontalAdvance(piece) <= width or " " not in piece:
                lines.append(piece)
            else:
                lines.extend(fill(piece.split(" "), " "))
        return lines

    if metrics.horizontalAdvance(text) <= width:
        return text
    return "\n".join(fill(text.split(" · "), " · "))


def pack(
    sizes: list[tuple[float, float]], box: QRectF, gap: float, scale: float = 1.0
) -> tuple[float, list[QPointF]]:
    """Pieces (width, height in scene units at scale 1) laid in `box`, the largest first,
    each at the highest, then leftmost, free place (the box's corner, or beside or under
    a piece already laid): the largest scale up to `scale` at which they all fit, and
    each piece's top-left corner, in the order given."""
    order = sorted(range(len(sizes)), key=lambda i: (-sizes[i][0] * sizes[i][1], i))
    while True:
        placed: dict[int, QPointF] = {}
        rects: list[QRectF] = []
        for i in order:
            w, h = sizes[i][0] * scale, sizes[i][1] * scale
            xs = sorted({box.left()} | {r.right() + gap for r in rects})
            ys = sorted({box.top()} | {r.bottom() + gap for r in rects})
            best = None
            for y in ys:
                for x in xs:
                    spot = QRectF(x, y, w, h)
                    if spot.right() > box.right() + 0.01 or spot.bottom() > box.bottom() + 0.01:
                        continue
                    near = spot.adjusted(0.01 - gap, 0.01 - gap, gap - 0.01, gap - 0.01)
                    if not any(near.intersects(r) for r in rects):
                        best = spot
                        break
                if best is not None:
                    break
            if best is None:
                break
            rects.append(best)
            placed[i] = best.topLeft()
        if len(placed) == len(sizes) or scale <= 0.3:
            return scale, [placed.get(i, box.topLeft()) for i in range(len(sizes))]
        scale = round(scale - 0.05, 2)


class TileItem(QGraphicsObject):
    """One tile (painting or decor), drawn at CELL units per cell and scaled to its slot."""

    def __init__(self, key: Any, tile: int, w: int, h: int, shields: int = 0) -> None:
        super().__init__()
        self.key = key
        self.tile = tile  # -1: a decor shape in the tray
        self.w, self.h, self.shields = w, h, shields
        self.piece: P.Piece | None = None  # set when the seat may pick it up
        self.home = QPointF()
        self.home_scale = 1.0
        self.focused = False
        self.highlight: QColor | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w * CELL + 6, self.h * CELL + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.w * CELL, self.h * CELL)
        if self.tile >= 0:
            paint_tile(p, rect, self.tile, CELL)
        else:
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_decor(p, rect, self.shields, CELL)
            p.restore()
        if self.highlight is not None:
            p.setPen(QPen(self.highlight, 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(rect.adjusted(1, 1, -1, -1))
        if self.focused:
            p.setPen(QPen(QColor("#1f5fbf"), 4, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(rect.adjusted(-2, -2, 2, 2))

    def set_marks(self, highlight: QColor | None, focused: bool) -> None:
        if highlight != self.highlight or focused != self.focused:
            self.highlight, self.focused = highlight, focused
            self.update()

    def go_home(self) -> None:
        self.setScale(self.home_scale)
        self.setPos(self.home)
        self.setZValue(2)

    # The scene runs the drag; the item only hands it the mouse.
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if self.piece is None or not isinstance(scene, DeskScene) or not scene.lift(self, event.scenePos()):
            event.ignore()
            return
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, DeskScene):
            scene.carry_to(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, DeskScene):
            scene.drop_at(event.scenePos())


class DeskScene(QGraphicsScene):
    dropped = Signal(object)  # a tuple of actions for the engine, in order
    hover_changed = Signal(str)  # the text under the carried tile ("" when none)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # tiles move a lot
        self.view: dict[str, Any] = {}
        self.legal = LegalActions()
        self.wall = G.Wall()
        self.items_by_key: dict[Any, TileItem] = {}
        self.carried: TileItem | None = None
        self.offset = QPointF()
        self.anchor: tuple[int, int] | None = None
        self.over_assistant = False
        self.slot: str | None = None  # the slot under the wall the keyboard carried the tile to
        self.plan: P.Plan | None = None
        self.focus_index = 0
        self.hover_text = ""  # what the carried tile's spot says (legal or why not)
        self.enabled = True
        self.steps: list[Any] = []
        self.timings: list[float] = []  # seconds per highlight update (the benchmark reads them)
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._tokens: list[Any] = []
        self._offer_places: dict[Any, tuple[QPointF, float]] = {}  # this round's places on offer
        self._offer_round: Any = None
        self.ghost = QGraphicsRectItem()
        self.ghost.setZValue(50)
        self.ghost.hide()
        self.addItem(self.ghost)
        self.bubble_box = QGraphicsRectItem()
        self.bubble_box.setZValue(150)  # above the carried tile
        self.bubble_box.setBrush(QColor(255, 253, 240, 235))
        self.bubble_box.setPen(QPen(QColor("#8d7b55"), 1))
        self.bubble = QGraphicsSimpleTextItem(self.bubble_box)
        self.bubble.setFont(_font(14, True))
        self.bubble_box.hide()
        self.addItem(self.bubble_box)
        self.marks: list[QGraphicsRectItem] = []
        self.slot_frames = {
            name: self._slot(box)
            for name, box in (("held", HELD_BOX), ("assistant", ASSIST_BOX), ("decor", DECOR_BOX))
        }
        self.by_mouse = False  # the last drop was the mouse's (not the keyboard's)
        self.refusal_timer = QTimer(self)
        self.refusal_timer.setSingleShot(True)
        self.refusal_timer.setInterval(2500)
        self.refusal_timer.timeout.connect(self._hide_bubble)

    def _slot(self, box: QRectF) -> QGraphicsRectItem:
        item = QGraphicsRectItem(box)
        item.setPen(QPen(QColor("#b7a679"), 1.5, Qt.PenStyle.DashLine))
        item.setBrush(QColor(255, 255, 255, 40))
        item.setZValue(-1)
        self.addItem(item)
        return item

    def label(
        self, key: str, text: str, pos: QPointF, px: int = 15, bold: bool = True, width: float = 0
    ) -> None:
        """A label on the desk; with a `width`, broken into lines no wider than it."""
        item = self._labels.get(key)
        if item is None:
            item = QGraphicsSimpleTextItem()
            item.setBrush(QColor("#f5ecd6"))
            self.addItem(item)
            self._labels[key] = item
        item.setFont(_font(px, bold))
        if width:
            text = _wrapped(text, QFontMetricsF(item.font()), width)
        item.setText(text)
        item.setPos(pos)
        item.setVisible(bool(text))

    def drawBackground(self, p: QPainter, rect: QRectF | QRect) -> None:
        if self.view.get("seat") is not None:  # (a spectator has no wall of its own)
            paint_wall_grid(p, WALL, CELL)

    # -- what the scene shows ------------------------------------------------------------------
    def show_view(
        self, view: dict[str, Any], legal: LegalActions, enabled: bool, steps: list[Any] | None = None
    ) -> None:
        """Draw the seat's desk; `steps`: the actions of its turn so far (tiles they hung
        may be moved until the turn is confirmed)."""
        if self.carried is not None:
            self.cancel()
        self.forget_refusal()  # (a new position: a refusal shown for the last one is stale)
        if view.get("seat") != self.view.get("seat"):
            self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)
        self.view, self.legal, self.enabled = view, legal, enabled
        self.steps = list(steps or [])
        seat = view.get("seat")
        self.wall = P.wall_of(view, seat) if seat is not None else G.Wall()
        wanted: dict[
            Any, tuple[int, int, int, int, QPointF, float, int]
        ] = {}  # key -> tile, w, h, shields, pos, scale, z
        if seat is not None:
            for tile, row, col in view["walls"][seat]:
                t = C.TILES[tile]
                wanted[tile] = (
                    tile,
                    t.w,
                    t.h,
                    t.shields,
                    QPointF(WALL.x() + col * CELL, WALL.y() + row * CELL),
                    1.0,
                    1,
                )
        start = None
        if (
            seat is not None
            and view["phase"] == "start"
            and view["start_tiles"][seat] not in {t for t, _r, _c in view["walls"][seat]}
        ):
            start = view["start_tiles"][seat]  # the start painting waits where the offer will be
        self._auction_row(view, wanted, start)
        # The turn's hand and decor are the picker's: the seat on screen shows its own only.
        turn = (view.get("turn") or {}) if seat is not None and view.get("picker") == seat else {}
        pieces = P.pieces(view, legal) if enabled else []
        if enabled and seat is not None and self.steps and "reset" in legal.kinds():
            pieces += [P.Piece(P.MOVE, t) for t in P.hung_this_turn(self.wall, self.steps)]
        by_tile = {p.tile: p for p in pieces if p.tile >= 0}
        if seat is not None:
            held = turn.get("held")
            if held is not None:
                self._in_box(wanted, held, HELD_BOX)
            elif not self._hand_in_use(view):  # (the hand's slot shows your excess paintings)
                excess = list((view.get("excess") or [[]] * (seat + 1))[seat])
                room = HELD_BOX.adjusted(8, SLOT_LABEL_PX * 2 + 10, -8, -8)
                sizes = [(C.TILES[t].w * CELL, C.TILES[t].h * CELL) for t in excess]
                scale, spots = pack(sizes, room, 6, 1.0)
                for t, spot in zip(excess, spots):
                    tt = C.TILES[t]
                    wanted[t] = (t, tt.w, tt.h, tt.shields, spot, scale, 2)
            assistant = view["assistants"][seat]
            if assistant is not None:
                self._in_box(wanted, assistant, ASSIST_BOX)
            decor = [d for d in pieces if d.source == P.DECOR]
            self._slot_labels(view, turn)  # (the decor goes under its label, however many lines)
            label = self._labels["decor"]
            top = max(SLOT_LABEL_PX * 2 + 10, label.boundingRect().height() + 10) if label.isVisible() else 10
            room = DECOR_BOX.adjusted(8, top, -8, -6)
            scale, spots = pack([(d.size[0] * CELL, d.size[1] * CELL) for d in decor], room, 8, 0.6)
            for d, spot in zip(decor, spots):
                w, h = d.size
                wanted[("decor", d.shape)] = (-1, w, h, C.DECOR_SHIELDS[d.shape], spot, scale, 2)
        for key in [k for k in self.items_by_key if k not in wanted]:
            self.removeItem(self.items_by_key.pop(key))
        piece: P.Piece | None
        for key, (tile, w, h, shields, pos, scale, z) in wanted.items():
            item = self.items_by_key.get(key)
            if item is None:
                item = TileItem(key, tile, w, h, shields)
                item.setToolTip(N.tile_text(tile) if tile >= 0 else N.shields(shields))
                self.addItem(item)
                self.items_by_key[key] = item
            item.home, item.home_scale = pos, scale
            item.go_home()
            item.setZValue(z)
            piece = (
                by_tile.get(tile)
                if tile >= 0
                else next((p for p in pieces if p.shape == key[1] and p.source == P.DECOR), None)
            )
            if (
                piece is not None
                and isinstance(key, tuple)
                and key[0] == "auction"
                and piece.source != P.AUCTION
            ):
                piece = None
            item.piece = piece
            item.setCursor(Qt.CursorShape.OpenHandCursor if piece is not None else Qt.CursorShape.ArrowCursor)
        self.focus_index = min(self.focus_index, max(0, len(self.movable()) - 1))
        self._paint_focus()
        self._slot_labels(view, turn)

    def _in_box(self, wanted: dict, tile: int, box: QRectF) -> None:
        """A tile in a slot under its label, as large as the slot allows (at most full size)."""
        t = C.TILES[tile]
        room = box.adjusted(8, SLOT_LABEL_PX * 2 + 10, -8, -8)
        scale = min(1.0, room.width() / (t.w * CELL), room.height() / (t.h * CELL))
        pos = QPointF(room.center().x() - t.w * CELL * scale / 2, room.center().y() - t.h * CELL * scale / 2)
        wanted[tile] = (tile, t.w, t.h, t.shields, pos, scale, 2)

    def _auction_row(self, view: dict[str, Any], wanted: dict, start: int | None = None) -> None:
        """The paintings on offer (or the backs the auctioneer chose, or the start
        painting to hang) in shelves beside the wall, at the wall's scale. A painting
        taken leaves a gap: the others stay where they were this round."""
        for token in self._tokens:
            self.removeItem(token)
        self._tokens = []
        tiles = list(view.get("auction") or [])
        if start is not None:
            tiles = [start]
        picked = [] if start is not None else list(view.get("picked") or [])
        sizes = [(C.TILES[t].w * CELL, C.TILES[t].h * CELL) for t in tiles]
        sizes += [(w * CELL, h * CELL) for w, h in (C.STACK_SHAPES[s] for s in picked)]
        keys: list[Any] = [("auction", t) for t in tiles] + [("back", i, s) for i, s in enumerate(picked)]
        round_key = (view.get("round"), view.get("phase") == "start")
        cached = self._offer_places
        if not (round_key == self._offer_round and set(keys) <= set(cached)):
            scale, spots = pack(sizes, OFFER_BOX, OFFER_GAP)
            cached = {k: (pos, scale) for k, pos in zip(keys, spots)}
            self._offer_places, self._offer_round = cached, round_key
        for key in keys:
            pos, scale = cached[key]
            if key[0] == "auction":
                t = C.TILES[key[1]]
                wanted[key if start is None else start] = (key[1], t.w, t.h, 0, pos, scale, 2)
                continue
            w, h = C.STACK_SHAPES[key[2]]
            rect = QRectF(pos.x(), pos.y(), w * CELL * scale, h * CELL * scale)
            back = QGraphicsRectItem(rect)
            back.setBrush(QBrush(QColor("#5b4a7a"), Qt.BrushStyle.Dense4Pattern))
            back.setPen(QPen(QColor("#2b2418"), 1.5))
            back.setToolTip(
                N.fill(
                    translate("ArtSocietyTable", "A {w}×{h} painting, value {value}, face down"),
                    w=w,
                    h=h,
                    value=C.STACK_VALUE[key[2]],
                )
            )
            self.addItem(back)
            self._tokens.append(back)
            self._token(rect.center(), str(C.STACK_VALUE[key[2]]))

    def _token(self, centre: QPointF, text: str) -> None:
        disc = QGraphicsEllipseItem(QRectF(centre.x() - 16, centre.y() - 16, 32, 32))
        disc.setBrush(QColor("#f2d27a"))
        disc.setPen(QPen(QColor("#7a5b12"), 1.5))
        label = QGraphicsSimpleTextItem(text, disc)
        label.setFont(_font(18, True))
        label.setBrush(INK)
        r = label.boundingRect()
        label.setPos(centre.x() - r.width() / 2, centre.y() - r.height() / 2)
        self.addItem(disc)
        self._tokens.append(disc)

    def _slot_labels(self, view: dict[str, Any], turn: dict[str, Any]) -> None:
        seat = view.get("seat")
        starting = view.get("phase") == "start" and seat is not None
        if starting:
            row = translate("ArtSocietyTable", "Your start painting")
        elif view.get("auction") or view.get("picked"):
            row = translate("ArtSocietyTable", "Paintings on offer")
        else:
            row = ""
        self.label("row", row, QPointF(OFFER_BOX.left(), 0), 16, width=OFFER_BOX.width())
        in_hand = self._hand_in_use(view)
        excess = (
            len((view.get("excess") or [[]] * (seat + 1))[seat]) if seat is not None and not in_hand else 0
        )
        slot = SLOT_LABEL_PX
        held_text = translate("ArtSocietyTable", "In your hand") if in_hand else ""
        if excess:
            held_text = translate("ArtSocietyTable", "Excess (−2 each)")
        self.label(
            "held",
            held_text,
            HELD_BOX.topLeft() + QPointF(6, 4),
            slot,
            width=HELD_BOX.width() - 12,
        )
        self.label(
            "assistant",
            translate("ArtSocietyTable", "Your assistant") if seat is not None else "",
            ASSIST_BOX.topLeft() + QPointF(6, 4),
            slot,
            width=ASSIST_BOX.width() - 12,
        )
        credit = turn.get("credit") or 0
        text = translate("ArtSocietyTable", "Decor") if seat is not None else ""
        if credit:
            text = N.fill(translate("ArtSocietyTable", "Decor earned: {shields}"), shields=N.shields(credit))
        self.label("decor", text, DECOR_BOX.topLeft() + QPointF(6, 4), slot, width=DECOR_BOX.width() - 12)
        self.slot_frames["decor"].setVisible(seat is not None)
        self.slot_frames["held"].setVisible(in_hand or bool(excess))
        self.slot_frames["assistant"].setVisible(seat is not None)

    @staticmethod
    def _hand_in_use(view: dict[str, Any]) -> bool:
        """Your hand's slot is the seat's own pick turn's (to take a painting into)."""
        seat = view.get("seat")
        return seat is not None and view.get("phase") == "pick" and view.get("picker") == seat

    # -- carrying a tile ---------------------------------------------------------------------
    def movable(self) -> list[TileItem]:
        items = [i for i in self.items_by_key.values() if i.piece is not None]
        order = {P.START: 0, P.AUCTION: 1, P.HELD: 2, P.ASSISTANT: 3, P.DECOR: 4, P.MOVE: 5}
        return sorted(items, key=lambda i: (order[i.piece.source], i.home.x()))  # type: ignore[union-attr]

    def lift(self, item: TileItem, at: QPointF) -> bool:
        if not self.enabled or item.piece is None or self.carried is not None:
            return False
        self.forget_refusal()
        self.carried = item
        local = (at - item.pos()) / item.scale()
        self.offset = local
        item.setScale(1.0)
        item.setZValue(100)
        item.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.carry_to(at)
        return True

    def carry_to(self, at: QPointF) -> None:
        item = self.carried
        if item is None:
            return
        self.slot = None
        raw = at - self.offset
        top_left = raw - WALL
        row, col = round(top_left.y() / CELL), round(top_left.x() / CELL)
        self.hover(row, col, at)
        # Over the wall the tile snaps to the cells it would cover; elsewhere it follows the hand.
        item.setPos(QPointF(WALL.x() + col * CELL, WALL.y() + row * CELL) if self.anchor is not None else raw)

    def hover(self, row: int, col: int, at: QPointF | None = None) -> None:
        """Shade the spot (row, col) for the carried tile: legal or not, and why."""
        item = self.carried
        if item is None or item.piece is None:
            return
        started = time.perf_counter()
        piece = item.piece
        w, h = piece.size
        on_wall = QRectF(WALL.x() + col * CELL, WALL.y() + row * CELL, w * CELL, h * CELL)
        over_assistant = (
            at is not None and ASSIST_BOX.contains(at) and piece.source not in (P.ASSISTANT, P.MOVE)
        )
        self.over_assistant = over_assistant
        frames: list[int] = []
        same: list[int] = []
        over_held = at is not None and HELD_BOX.contains(at) and piece.source == P.AUCTION
        if over_held:  # just take it (to swap it at the museum or set it aside)
            self.anchor = None
            self.plan = P.plan_take(self.legal, piece)
            self.ghost.setRect(HELD_BOX)
            text = (
                translate("ArtSocietyTable", "Take it into your hand")
                if self.plan.actions
                else N.place_reason(self.plan.reason)
            )
            where = HELD_BOX.bottomLeft()
        elif over_assistant:
            self.anchor = None
            self.plan = P.plan_assistant(self.view, self.legal, piece)
            self.ghost.setRect(ASSIST_BOX)
            text = (
                translate("ArtSocietyTable", "Hand it to your assistant")
                if self.plan.actions
                else N.place_reason(self.plan.reason)
            )
            where = ASSIST_BOX.bottomLeft()
        elif on_wall.intersects(WALL_RECT):
            self.anchor = (row, col)
            if piece.source == P.MOVE:
                self.plan = P.plan_move(self.legal, self.wall, piece, row, col, self.steps)
            else:
                self.plan = P.plan_hang(self.view, self.legal, self.wall, piece, row, col)
            self.ghost.setRect(on_wall)
            frames, same = P.neighbour_marks(self.wall, piece, row, col)
            text = self._spot_text(self.plan)
            where = on_wall.bottomLeft()
        else:
            self.anchor, self.plan = None, None
            self.ghost.hide()
            self.bubble_box.hide()  # (over no spot: nothing to say, not the last spot's words)
            self._mark(frames, same)
            self.hover_changed.emit("")
            self.timings.append(time.perf_counter() - started)
            return
        ok = bool(self.plan.actions)
        colour = LEGAL if ok else ILLEGAL
        # Not by colour alone: an illegal spot is outlined dashed and hatched.
        self.ghost.setPen(QPen(colour, 4, Qt.PenStyle.SolidLine if ok else Qt.PenStyle.DashLine))
        fill = QColor(colour)
        fill.setAlpha(70 if ok else 150)
        self.ghost.setBrush(QBrush(fill) if ok else QBrush(fill, Qt.BrushStyle.BDiagPattern))
        self.ghost.setData(0, "legal" if ok else "illegal")  # (what a test reads of the spot)
        self.ghost.show()
        self._mark(frames, same)
        self._bubble(text, where, colour)
        self.hover_text = text
        self.hover_changed.emit(text)
        self.timings.append(time.perf_counter() - started)

    def _spot_text(self, plan: P.Plan) -> str:
        if not plan.actions:
            return N.place_reason(plan.reason)
        parts = [translate("ArtSocietyTable", "Hang it here")]
        spot = plan.spot
        if spot is not None:
            frames = spot.frames  # (lupdate reads plain names only as the count)
            if frames:
                parts.append(
                    N.counted(
                        lambda k: translate("ArtSocietyTable", "%n matching frame(s): decor", "", k), frames
                    )
                )
            if spot.faux_pas:
                parts.append(translate("ArtSocietyTable", "faux pas: touches its own type"))
            if spot.eyeline:
                parts.append(translate("ArtSocietyTable", "eyeline"))
        return " · ".join(parts)

    def _bubble(self, text: str, where: QPointF, colour: QColor) -> None:
        # A text wider than the desk (long in French or Polish) breaks into lines, so the
        # whole of it stays on the desk: no words lost past its edge.
        self.bubble.setText(_wrapped(text, QFontMetricsF(self.bubble.font()), SCENE_RECT.width() - 24))
        self.bubble.setBrush(colour.darker(140))
        r = self.bubble.boundingRect()
        edge = 2  # the box's outline is drawn half outside its rectangle
        x = max(SCENE_RECT.left() + edge, min(where.x(), SCENE_RECT.right() - r.width() - 12 - edge))
        y = where.y() + 6
        if y + r.height() + 8 + edge > SCENE_RECT.bottom():  # no room below the spot: above it
            y = max(SCENE_RECT.top() + edge, self.ghost.rect().top() - r.height() - 14)
        self.bubble_box.setRect(QRectF(x, y, r.width() + 12, r.height() + 8))
        self.bubble.setPos(x + 6, y + 4)
        self.bubble_box.show()

    def _hide_bubble(self) -> None:
        if self.carried is None:
            self.bubble_box.hide()

    def forget_refusal(self) -> None:
        """The reason a drop was refused goes as soon as the player does something else
        (picks a tile up, walks to another) or the position changes."""
        if self.carried is None:
            self.refusal_timer.stop()
            self.bubble_box.hide()

    def _mark(self, frames: list[int], same: list[int]) -> None:
        """Outline the neighbours: gold for a matching frame, red for a faux pas."""
        wanted = [(t, QColor("#e0b000"), Qt.PenStyle.SolidLine) for t in frames]
        wanted += [(t, ILLEGAL, Qt.PenStyle.DotLine) for t in same]
        while len(self.marks) < len(wanted):
            mark = QGraphicsRectItem()
            mark.setZValue(40)
            mark.setBrush(Qt.BrushStyle.NoBrush)
            self.addItem(mark)
            self.marks.append(mark)
        for mark, (tile, colour, style) in zip(self.marks, wanted):
            row, col = self.wall.placed[tile]
            t = C.TILES[tile]
            inset = 3 if style == Qt.PenStyle.SolidLine else 8
            mark.setRect(
                QRectF(WALL.x() + col * CELL, WALL.y() + row * CELL, t.w * CELL, t.h * CELL).adjusted(
                    inset, inset, -inset, -inset
                )
            )
            mark.setPen(QPen(colour, 5, style))
            mark.show()
        for mark in self.marks[len(wanted) :]:
            mark.hide()

    def drop_at(self, at: QPointF | None = None) -> bool:
        """Let go of the carried tile: a legal spot emits its actions (the tile stays
        there until the engine's answer redraws the desk); any other goes home."""
        item = self.carried
        if item is None:
            return False
        if at is not None:
            self.carry_to(at)
        plan = self.plan
        self.carried = None
        self.slot = None
        self.ghost.hide()
        self._mark([], [])
        item.setCursor(Qt.CursorShape.OpenHandCursor)
        if plan is not None and plan.actions:
            self.bubble_box.hide()
            if self.anchor is not None:
                row, col = self.anchor
                item.setPos(WALL.x() + col * CELL, WALL.y() + row * CELL)
            else:
                item.go_home()
            self.hover_changed.emit("")
            self.by_mouse = at is not None
            self.dropped.emit(plan.actions)
            return True
        item.go_home()
        if plan is not None:  # refused: say why a little longer
            self.refusal_timer.start()
        else:
            self.bubble_box.hide()
        self.hover_changed.emit("")
        return False

    def cancel(self) -> None:
        """Esc: the carried tile goes back where it came from."""
        item = self.carried
        if item is None:
            return
        self.carried = None
        self.slot = None
        self.plan = None
        self.anchor = None
        self.ghost.hide()
        self.bubble_box.hide()
        self._mark([], [])
        item.go_home()
        self.hover_changed.emit("")

    # -- the keyboard ---------------------------------------------------------------------------
    def _paint_focus(self) -> None:
        items = self.movable()
        for i, item in enumerate(items):
            item.set_marks(None, i == self.focus_index and self.carried is None)
        for item in self.items_by_key.values():
            if item.piece is None:
                item.set_marks(None, False)

    def key(self, key: int) -> bool:
        """Arrow keys walk the tiles you may pick up (or move the carried one a cell),
        Enter or Space picks up and drops, Esc sends the tile home."""
        items = self.movable()
        if self.carried is None:
            if not items or not self.enabled:
                return False
            self.forget_refusal()  # (a key after a refused drop: the player moves on)
            if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
                self.focus_index = (self.focus_index + 1) % len(items)
            elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
                self.focus_index = (self.focus_index - 1) % len(items)
            elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                item = items[min(self.focus_index, len(items) - 1)]
                assert item.piece is not None
                row, col = P.first_anchor(self.wall, item.piece)
                self.carried = item
                self.offset = QPointF()
                item.setScale(1.0)
                item.setZValue(100)
                self.move_to(row, col)
            else:
                return False
            self._paint_focus()
            return True
        slots = self.slots_for(self.carried)
        if key == Qt.Key.Key_Escape:
            self.cancel()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.drop_at(None)
        elif self.slot is not None:  # under the wall: left and right walk the slots, up goes back
            i = slots.index(self.slot) if self.slot in slots else 0
            if key == Qt.Key.Key_Up:
                w, h = self.carried.piece.size  # type: ignore[union-attr]
                self.move_to(C.ROWS - h, max(0, (C.COLS - w) // 2))
            elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and slots:
                self.move_to_slot(slots[(i + (1 if key == Qt.Key.Key_Right else -1)) % len(slots)])
            else:
                return False
        elif (
            key == Qt.Key.Key_Down
            and slots
            and self.anchor is not None
            and self.anchor[0] + self.carried.piece.size[1] >= C.ROWS  # type: ignore[union-attr]
        ):
            self.move_to_slot(slots[0])  # past the wall's foot: the slots under it
        else:
            steps = {
                Qt.Key.Key_Left: (0, -1),
                Qt.Key.Key_Right: (0, 1),
                Qt.Key.Key_Up: (-1, 0),
                Qt.Key.Key_Down: (1, 0),
            }
            if key not in steps or self.anchor is None:
                return False
            dr, dc = steps[key]  # type: ignore[index]
            w, h = self.carried.piece.size  # type: ignore[union-attr]
            row = min(max(self.anchor[0] + dr, 0), C.ROWS - h)
            col = min(max(self.anchor[1] + dc, 0), C.COLS - w)
            self.move_to(row, col)
        self._paint_focus()
        return True

    def focus_text(self) -> str:
        """What the keyboard is on, for a screen reader: the tile picked out, or the
        carried tile's cell on the wall and what hanging it there would do."""
        item = self.carried
        if item is not None and self.anchor is not None:
            return N.fill(
                translate(
                    "ArtSocietyTable",
                    "{tile}, carried to row {row}, column {col}: {spot}. Enter hangs it, Esc puts it back.",
                ),
                tile=item.toolTip(),
                row=self.anchor[0] + 1,
                col=self.anchor[1] + 1,
                spot=self.hover_text,
            )
        if item is not None and self.slot is not None:
            return N.fill(
                translate(
                    "ArtSocietyTable", "{tile}, carried to {slot}: {spot}. Enter puts it there, Esc back."
                ),
                tile=item.toolTip(),
                slot=translate("ArtSocietyTable", "your hand")
                if self.slot == "held"
                else translate("ArtSocietyTable", "your assistant"),
                spot=self.hover_text,
            )
        items = self.movable()
        if items and self.enabled:
            item = items[min(self.focus_index, len(items) - 1)]
            return N.fill(
                translate(
                    "ArtSocietyTable", "{tile}. Enter picks it up; the arrow keys choose another painting."
                ),
                tile=item.toolTip(),
            )
        return translate("ArtSocietyTable", "Your wall and the paintings you may hang.")

    def move_to(self, row: int, col: int) -> None:
        item = self.carried
        if item is None:
            return
        self.slot = None
        item.setScale(1.0)
        item.setPos(WALL.x() + col * CELL, WALL.y() + row * CELL)
        self.hover(row, col, None)

    @staticmethod
    def slots_for(item: TileItem | None) -> list[str]:
        """The slots under the wall the carried tile may go to: the hand (a painting from
        the offer, to swap it or set it aside) and the assistant."""
        piece = item.piece if item is not None else None
        if piece is None:
            return []
        slots = ["held"] if piece.source == P.AUCTION else []
        if piece.source in (P.AUCTION, P.HELD, P.DECOR):
            slots.append("assistant")
        return slots

    def move_to_slot(self, slot: str) -> None:
        """The keyboard carries the tile over the hand's or the assistant's slot."""
        item = self.carried
        if item is None:
            return
        box = HELD_BOX if slot == "held" else ASSIST_BOX
        item.setScale(min(1.0, (box.width() - 8) / (item.w * CELL), (box.height() - 8) / (item.h * CELL)))
        r = item.sceneBoundingRect()
        item.setPos(box.center() - QPointF(r.width() / 2, r.height() / 2) + (item.pos() - r.topLeft()))
        self.hover(-100, -100, box.center())
        self.slot = slot

    def item_for(self, source: str, tile: int = -1, shape: int = -1) -> TileItem | None:
        for item in self.items_by_key.values():
            piece = item.piece
            if piece is not None and piece.source == source and piece.tile == tile and piece.shape == shape:
                return item
        return None


def cell_centre(row: int, col: int) -> QPointF:
    return QPointF(WALL.x() + (col + 0.5) * CELL, WALL.y() + (row + 0.5) * CELL)


def paint_focus_ring(p: QPainter, rect: QRectF) -> None:
    """The keyboard's place, seen on a dark table and on a cream wall alike: a gold ring
    with a dark line inside it."""
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#f5d77a"), 3))
    p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
    p.setPen(QPen(QColor("#1b2a4a"), 1.5))
    p.drawRoundedRect(rect.adjusted(3.75, 3.75, -3.75, -3.75), 3, 3)
    p.restore()


class DeskView(QGraphicsView):
    """The desk scene fitted to the widget; keys go to the scene's keyboard placement."""

    def __init__(self, scene: DeskScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.desk = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setStyleSheet("background: transparent;")
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 280)

    def sizeHint(self) -> QSize:
        return QSize(640, 500)

    def minimumSizeHint(self) -> QSize:
        return QSize(360, 280)  # the scene scales down to fit; it never widens the table

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # (a ring round the desk: Tab's stop is seen, a tile picked or not)
            p = QPainter(self.viewport())
            paint_focus_ring(p, QRectF(self.viewport().rect()))
            p.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.desk.key(event.key()):
            event.accept()
            self.refresh_accessible()
            return
        super().keyPressEvent(event)

    def refresh_accessible(self) -> None:
        """Its name, and what the keyboard is on (told to a screen reader when it changes)."""
        name = translate("ArtSocietyTable", "Your wall")
        self.setAccessibleName(name)
        self.viewport().setAccessibleName(name)
        text = self.desk.focus_text()
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            self.viewport().setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))

    def point_of(self, scene_point: QPointF) -> Any:
        """Widget coordinates (of the viewport) of a scene point, for tests and tools."""
        return self.mapFromScene(scene_point)
