"""Errors with stable codes: the core never formats prose, the UI translates codes."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action refused by the rules. `code` is stable ("bid/too_low"), `params` explain it."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        details = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.code} ({details})"


class InvalidOptions(ValueError):
    """A table set-up the game does not allow (player count, option value)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        details = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.code} ({details})" if details else self.code


class UnknownGame(KeyError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        return f"unknown game {self.game_id!r}"


class SaveFileError(Exception):
    """A save file that cannot be read: missing, corrupt, wrong format version.

    `code` says which, for a UI to word it: `save/unreadable` (the default), or
    `save/rules_changed` (params `game`, `step`, `seat`, `kind`, `refusal`, `refusal_params`): a move of
    its log that the rules of this version refuse (a rule fixed since it was saved)."""

    def __init__(self, message: str, code: str = "save/unreadable", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
