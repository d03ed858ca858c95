"""French texts about a card named in {card} do not guess its gender: the card names
are masculine and feminine ("Expert en art", "Montre tape-à-l'œil"), so a sentence
says "la carte {card}" or "cette carte" instead of "{card} … elle", "{card} est
défaussée" or "Utilisez-la"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[3] / "translations" / "friesematenten_fr.ts"
AGREEING = re.compile(
    r"\{card\}(?: \w+)?(?: pas)?(?: être)? (?:est|reste|a été|être) (?:\w+ )?\w+(?:ée|ue)\b"
)
PRONOUN = re.compile(r"\{card\}([^.]*?)\b(elle|-la)\b")


def test_french_card_sentences_do_not_guess_the_cards_gender():
    bad = []
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        text = message.findtext("translation") or ""
        if "{card}" not in source or "{card}" not in text:
            continue
        if AGREEING.search(text) and not re.search(r"carte \{card\}", text):
            bad.append(text)
        m = PRONOUN.search(text)
        if m and "carte" not in m.group(1) and "carte" not in text.split("{card}")[0][-20:]:
            bad.append(text)
    assert not bad, bad
