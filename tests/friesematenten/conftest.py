"""Fixtures and helpers for the Friesematenten tests."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry


@pytest.fixture
def game():
    return registry.get("friesematenten")
