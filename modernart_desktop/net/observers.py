"""Who listens to a LAN host or client: callables told `(what, data)` after each change
(seats, chat, a view...). A listener that fails is logged and skipped: a bug in a
screen or a test must not stop the table or the link."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

Observer = Callable[[str, Any], None]


class Observers(list[Observer]):
    """A list of observers (append and remove them as with any list) that can tell them all."""

    def notify(self, what: str, data: Any = None) -> None:
        for observer in list(self):
            try:
                observer(what, data)
            except Exception:
                log.exception("a LAN observer failed on %r", what)

    def discard(self, observer: Observer) -> None:
        with contextlib.suppress(ValueError):
            self.remove(observer)
