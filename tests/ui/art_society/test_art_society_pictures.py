"""The four kinds of painting can be told apart without colour: their symbols, drawn in
one ink, cover clearly different pixels (colour-blind players read the shape)."""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from modernart_desktop.games.art_society import components as C
from modernart_desktop.ui.games.art_society.paint import type_symbol


def _mask(ptype: int) -> set[tuple[int, int]]:
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(Qt.GlobalColor.white))
    p = QPainter(image)
    type_symbol(p, QPointF(20, 20), 36, ptype, QColor("black"))
    p.end()
    return {(x, y) for x in range(40) for y in range(40) if QColor(image.pixel(x, y)).lightness() < 80}


def test_each_kind_has_a_symbol_of_its_own_shape(qapp):
    masks = [_mask(t) for t in range(len(C.TYPES))]
    for a, b in combinations(range(len(masks)), 2):
        differ = len(masks[a] ^ masks[b])
        assert differ > 0.3 * min(len(masks[a]), len(masks[b])), (C.TYPES[a], C.TYPES[b], differ)


def test_every_refusal_code_the_rules_raise_has_a_reason_in_words(qapp):
    """The rules raise stable codes; the table says each in words (the shell covers its own)."""
    import re
    from pathlib import Path

    from modernart_desktop.games.art_society import rules
    from modernart_desktop.ui.games.art_society.refusals import describe_refusal
    from modernart_desktop.ui.texts import refusal

    source = Path(rules.__file__).with_name("rules.py").read_text(encoding="utf-8")  # not a compiled module
    source += Path(rules.__file__).with_name("gallery.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'IllegalAction\(\s*"([a-z_]+/[a-z_]+)"', source))
    codes |= set(re.findall(r'^[A-Z_]+ = "(place/[a-z_]+)"', source, re.M))
    assert len(codes) > 20
    for code in sorted(codes):
        text = describe_refusal(code, {}) or refusal(code, {})
        assert text and code not in text, (code, text)  # (the shell's fallback names the code)
