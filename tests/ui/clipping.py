"""What a player sees of a window's texts, measured: every text cut off, squeezed, hidden
under another text, shortened without its whole text one hover away, or too small to read.

Labels and buttons are measured as widgets. Text that a widget paints itself (cards,
tracks, charts) is measured while the window paints once: `QPainter.drawText` and
`QFontMetrics.elidedText` are watched for that one paint, and each text drawn is checked
against the rectangle it was given, the size it shows at, and the other texts drawn on the
same widget."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics, QFontMetricsF, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QPushButton,
    QWidget,
)

# The smallest text a player should be asked to read, in device-independent pixels: Qt's
# 7 pt at 96 dpi. Below it a name or a number is a smudge at 1280x720.
SMALLEST_TEXT_PX = 9.0
ELLIPSIS = "…"


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@dataclass
class PaintedText:
    widget: QWidget
    text: str
    box: QRectF  # where the text's glyphs lie, in the widget's coordinates
    given: QRectF | None  # the rectangle it was given (None: drawn at a point)
    wraps: bool
    pixels: float  # the font's pixel size as shown
    needed: QRectF | None = None  # the glyphs' extent before any clipping
    where: str = ""  # "in a picture" when drawn into a cached picture first


@dataclass
class PaintRecord:
    texts: list[PaintedText] = field(default_factory=list)
    elided: dict[str, str] = field(default_factory=dict)  # shortened text -> whole text


@dataclass
class _Drawn:
    """A text as drawn on some device, in that device's coordinates."""

    text: str
    box: QRectF
    given: QRectF | None
    needed: QRectF | None
    wraps: bool
    pixels: float


class _Watch:
    """Watches QPainter for the whole test run (installed once): texts drawn into a
    picture (a cached card face) are kept by the picture's key, so that when a widget
    later draws the picture, its texts count as the widget's at the picture's scale."""

    def __init__(self) -> None:
        self.record: PaintRecord | None = None
        self.pictures: dict[int, list[_Drawn]] = {}
        self.elided: dict[str, str] = {}

    def install(self) -> None:
        draw, elide = QPainter.drawText, QFontMetrics.elidedText
        elide_f = QFontMetricsF.elidedText
        draw_pixmap = QPainter.drawPixmap

        def watched_elide(metrics, text, mode, width, flags=0):
            result = (elide_f if isinstance(metrics, QFontMetricsF) else elide)(
                metrics, text, mode, width, flags
            )
            if result != text:
                if len(self.elided) > 5000:
                    self.elided.clear()
                self.elided[result] = text
            return result

        def watched_draw(p: QPainter, *args):
            try:
                self._text(p, args)
            except Exception:  # a form of drawText not read here: never break the paint
                pass
            return draw(p, *args)

        def watched_pixmap(p: QPainter, *args):
            try:
                self._pixmap(p, args)
            except Exception:
                pass
            return draw_pixmap(p, *args)

        QPainter.drawText = watched_draw  # type: ignore[method-assign]
        QPainter.drawPixmap = watched_pixmap  # type: ignore[method-assign]
        QFontMetrics.elidedText = watched_elide  # type: ignore[method-assign]
        QFontMetricsF.elidedText = watched_elide  # type: ignore[method-assign]

    def _text(self, p: QPainter, args: tuple) -> None:
        if QApplication.instance() is None:  # (no fonts to measure with before the app)
            return
        device = p.device()
        if isinstance(device, QPixmap):
            if len(self.pictures) > 4000:
                self._forget_pictures()
            drawn = _drawn(p, args, 1.0)  # a picture with a pixel ratio is painted in logical units
            if drawn is not None:
                self.pictures.setdefault(device.cacheKey(), []).append(drawn)
            return
        if self.record is None or not isinstance(device, QWidget):
            return
        drawn = _drawn(p, args, 1.0)
        if drawn is not None:
            self.record.texts.append(
                PaintedText(
                    device, drawn.text, drawn.box, drawn.given, drawn.wraps, drawn.pixels, drawn.needed
                )
            )

    def _forget_pictures(self) -> None:
        """Starts the pictures' texts afresh, and the app's card pictures with them: a
        card picture still cached would otherwise be drawn later with no text known
        (a long test run then found a card 'showing' nothing)."""
        import gc

        from modernart_desktop.ui.common.cards import CardPictures

        self.pictures.clear()
        for obj in gc.get_objects():
            if isinstance(obj, CardPictures):
                obj._cache.clear()

    def _pixmap(self, p: QPainter, args: tuple) -> None:
        device = p.device()
        if self.record is None or not isinstance(device, QWidget):
            return
        pixmap = next((a for a in args if isinstance(a, QPixmap)), None)
        if pixmap is None or pixmap.cacheKey() not in self.pictures:
            return
        dpr = pixmap.devicePixelRatio() or 1.0
        logical = QSizeF(pixmap.width() / dpr, pixmap.height() / dpr)
        first = args[0]
        if isinstance(first, (QRect, QRectF)):
            target = QRectF(first)
        elif isinstance(first, (QPoint, QPointF)):
            target = QRectF(QPointF(first), logical)
        else:
            target = QRectF(float(first), float(args[1]), logical.width(), logical.height())
        sx = target.width() / logical.width() if logical.width() else 1.0
        sy = target.height() / logical.height() if logical.height() else 1.0
        to_widget = QTransform(sx, 0, 0, sy, target.x(), target.y()) * p.worldTransform()
        scale = max(abs(to_widget.m22()), abs(to_widget.m21())) or 1.0
        for d in self.pictures[pixmap.cacheKey()]:
            self.record.texts.append(
                PaintedText(
                    device,
                    d.text,
                    to_widget.mapRect(d.box),
                    to_widget.mapRect(d.given) if d.given is not None else None,
                    d.wraps,
                    d.pixels * scale,
                    to_widget.mapRect(d.needed) if d.needed is not None else None,
                    "in a picture",
                )
            )


def _scale(p: QPainter) -> float:
    t = p.worldTransform()
    return max(abs(t.m22()), abs(t.m21())) or 1.0


def _flags(value: object) -> int:
    try:
        return int(value)  # type: ignore[call-overload]
    except TypeError:
        return int(getattr(value, "value", 0))


def _drawn(p: QPainter, args: tuple, unit: float) -> _Drawn | None:
    """One drawText call read: where its glyphs lie and what room it had, in the device's
    logical coordinates (`unit` turns a picture's device pixels into logical ones)."""
    fm = QFontMetricsF(p.font())
    transform = p.worldTransform() * QTransform.fromScale(unit, unit)
    pixels = QFontInfo(p.font()).pixelSize() * _scale(p) * unit
    dont_clip = int(Qt.TextFlag.TextDontClip.value)
    given: QRectF | None
    needed: QRectF | None
    if isinstance(args[0], (QRect, QRectF)) and len(args) >= 3 and isinstance(args[2], str):
        rect, flags, text = QRectF(args[0]), _flags(args[1]), args[2]
        wraps = bool(flags & int(Qt.TextFlag.TextWordWrap.value))
        needed = fm.boundingRect(rect, flags | dont_clip, text)
        box = needed if flags & dont_clip else needed.intersected(rect)
        given = rect
    elif isinstance(args[0], (QRect, QRectF)) and len(args) == 2 and isinstance(args[1], str):
        rect, text = QRectF(args[0]), args[1]
        wraps, needed, given = False, fm.boundingRect(rect, 0, text), rect
        box = needed.intersected(rect)
    elif isinstance(args[0], (QPoint, QPointF)) and isinstance(args[1], str):
        at, text = QPointF(args[0]), args[1]
        box = QRectF(at.x(), at.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height())
        given, needed, wraps = None, None, False
    elif len(args) >= 3 and isinstance(args[2], str) and not isinstance(args[0], (QRect, QRectF)):
        at, text = QPointF(float(args[0]), float(args[1])), args[2]
        box = QRectF(at.x(), at.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height())
        given, needed, wraps = None, None, False
    else:
        return None
    if not text.strip():
        return None
    return _Drawn(
        text,
        transform.mapRect(box),
        transform.mapRect(given) if given is not None else None,
        transform.mapRect(needed) if needed is not None else None,
        wraps,
        pixels,
    )


_WATCH = _Watch()
_WATCH.install()


@contextmanager
def watching_paint() -> Iterator[PaintRecord]:
    """Collect the texts the widgets draw while inside (pictures drawn by them included)."""
    record = PaintRecord()
    _WATCH.record = record
    try:
        yield record
    finally:
        _WATCH.record = None
        record.elided = dict(_WATCH.elided)


def _tooltips_near(widget: QWidget) -> str:
    """The tooltips a hover over `widget` may show: its own and its ancestors', and on a
    graphics view every item's."""
    tips = []
    w: QWidget | None = widget
    while w is not None:
        tips.append(w.toolTip())
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            tips.extend(item.toolTip() for item in w.scene().items())
        parent = w.parentWidget()
        if parent is not None and isinstance(parent, QGraphicsView):
            tips.extend(item.toolTip() for item in parent.scene().items())
        w = parent
    return "\n".join(tips)


def _painted_problems(record: PaintRecord, floor: float) -> list[str]:
    found = []
    by_widget: dict[int, list[PaintedText]] = {}
    for t in record.texts:
        w = t.widget
        if not w.isVisible() or w.property("decorative"):
            continue  # (a widget that is a picture, not a text to read, says so)
        name = f"{type(w).__name__}{'#' + w.objectName() if w.objectName() else ''}"
        if t.pixels < floor and not _symbol(t.text):
            found.append(f"painted {t.text!r} on {name}: {t.pixels:.1f} px high, too small to read")
        if t.given is not None and t.needed is not None:
            g, n = t.given, t.needed
            if n.width() > g.width() + 1.5 or (t.wraps and n.height() > g.height() + 1.5):
                found.append(
                    f"painted {t.text!r} on {name}: needs {n.width():.0f}x{n.height():.0f},"
                    f" has {g.width():.0f}x{g.height():.0f}"
                )
        whole = record.elided.get(t.text)
        if whole is None and ELLIPSIS in t.text:
            whole = next((v for k, v in record.elided.items() if k == t.text), None)
        if whole is not None and whole not in _tooltips_near(w):
            found.append(f"painted {t.text!r} on {name}: shortened, and {whole!r} is no hover away")
        by_widget.setdefault(id(w), []).append(t)
    for texts in by_widget.values():
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                if a.text == b.text and a.box == b.box:
                    continue  # the same text drawn twice (a shadow, an outline)
                if a.where and b.where:
                    continue  # two pictures (cards) laid over each other: the lower is hidden
                common = a.box.intersected(b.box)
                if common.width() > 2 and common.height() > min(a.box.height(), b.box.height()) * 0.3:
                    found.append(f"painted {a.text!r} and {b.text!r} overlap on {type(a.widget).__name__}")
    return found


def _symbol(text: str) -> bool:
    """A lone sign drawn as an emblem (€, §, ★): read by its shape, like an icon."""
    stripped = text.strip()
    return len(stripped) == 1 and not stripped.isalnum()


def _text_widgets(root: QWidget) -> list[QWidget]:
    return [
        w
        for w in [root, *root.findChildren(QWidget)]
        if w.isVisible()
        and w.width() > 0
        and w.height() > 0
        and isinstance(w, (QLabel, QAbstractButton))
        and w.text()
        and not (isinstance(w, QLabel) and w.pixmap() is not None and not w.pixmap().isNull())
    ]


def _visible_rect(w: QWidget, root: QWidget) -> QRect:
    """The part of `w` its ancestors leave visible, in `root`'s coordinates."""
    rect = QRect(w.mapTo(root, QPoint(0, 0)), w.size())
    parent = w.parentWidget()
    while parent is not None:
        rect = rect.intersected(QRect(parent.mapTo(root, QPoint(0, 0)), parent.size()))
        if parent is root:
            break
        parent = parent.parentWidget()
    return rect


def _in_sight(w: QWidget, root: QWidget) -> bool:
    """Whether some of `w` is on top where it lies (the topmost widget at one of a few
    points of it is `w` or inside it)."""
    rect = _visible_rect(w, root)
    if rect.isEmpty():
        return False
    window = root.window()
    for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.8, 0.5), (0.5, 0.2), (0.5, 0.8)):
        point = root.mapTo(
            window, QPoint(rect.x() + int(rect.width() * fx), rect.y() + int(rect.height() * fy))
        )
        top = window.childAt(point)
        if top is not None and (top is w or w.isAncestorOf(top)):
            return True
    return False


def _in_scroll_area(w: QWidget, root: QWidget) -> bool:
    from PySide6.QtWidgets import QAbstractScrollArea

    parent = w.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _widget_problems(root: QWidget, floor: float) -> list[str]:
    found = []
    widgets = _text_widgets(root)
    for w in widgets:
        text = w.text()
        if isinstance(w, QLabel):
            if w.wordWrap():
                need = w.heightForWidth(w.width())
                if need > w.height() + 1:
                    found.append(f"label {text!r}: {need} px high needed, {w.height()} given")
            else:
                need_size = w.minimumSizeHint()
                if need_size.width() > w.width() + 1 or need_size.height() > w.height() + 1:
                    found.append(f"label {text!r}: needs {need_size.toTuple()}, has {w.size().toTuple()}")
        elif isinstance(w, QPushButton):
            need_size = w.sizeHint()
            if need_size.width() > w.width() + 1 or w.minimumSizeHint().height() > w.height() + 1:
                found.append(f"button {text!r}: needs {need_size.toTuple()}, has {w.size().toTuple()}")
        if QFontInfo(w.font()).pixelSize() < floor:
            found.append(
                f"{type(w).__name__} {text!r}: {QFontInfo(w.font()).pixelSize()} px, too small to read"
            )
        if not _in_scroll_area(w, root):
            shown = _visible_rect(w, root)
            whole = QRect(w.mapTo(root, QPoint(0, 0)), w.size())
            if shown.width() < whole.width() - 1 or shown.height() < whole.height() - 1:
                found.append(
                    f"{type(w).__name__} {text!r}: cut by its parent (shows {shown.width()}x{shown.height()}"
                    f" of {whole.width()}x{whole.height()})"
                )
    # Two texts one over the other (neither inside the other), both in sight: a player
    # reads neither. (A text wholly under an opaque panel is out of sight, not overlapped.)
    rects = [(w, _visible_rect(w, root)) for w in widgets if _in_sight(w, root)]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            if a.isAncestorOf(b) or b.isAncestorOf(a) or a.window() is not b.window():
                continue
            common = ra.intersected(rb)
            if common.width() > 3 and common.height() > 3:
                found.append(
                    f"{a.text()!r} and {b.text()!r} overlap by {common.width()}x{common.height()} px"
                )
    return found


def _scene_problems(views: list[QGraphicsView], floor: float) -> list[str]:
    """Texts that a board's scene holds as text items, at the size the view shows them."""
    found = []
    for view in views:
        scene = view.scene()
        if scene is None:
            continue
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        for item in scene.items():
            if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) or not item.isVisible():
                continue
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if not text.strip() or not item.sceneBoundingRect().intersects(seen) or _symbol(text):
                continue
            t = item.deviceTransform(view.viewportTransform())
            pixels = QFontInfo(item.font()).pixelSize() * (max(abs(t.m22()), abs(t.m21())) or 1.0)
            if pixels < floor:
                found.append(f"{type(view).__name__} text {text!r}: {pixels:.1f} px high, too small to read")
    return found


def clipped(root: QWidget, floor: float = SMALLEST_TEXT_PX) -> list[str]:
    """Every text under `root` that a player cannot read whole: cut off or squeezed, under
    another text, shortened with its whole text no hover away, or smaller than `floor` px."""
    settle()
    views = [
        v for v in [root, *root.findChildren(QGraphicsView)] if isinstance(v, QGraphicsView) and v.isVisible()
    ]
    # Items painted from a cache are drawn by Qt itself, out of sight of the watch: paint
    # them afresh once.
    cached = [(item, item.cacheMode()) for v in views if v.scene() for item in v.scene().items()]
    for item, _mode in cached:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        with watching_paint() as record:
            root.grab()
    finally:
        for item, mode in cached:
            item.setCacheMode(mode)
    found = _widget_problems(root, floor) + _painted_problems(record, floor) + _scene_problems(views, floor)
    return list(dict.fromkeys(found))
