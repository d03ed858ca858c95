"""Test-wide settings: headless Qt, every socket on loopback."""

from __future__ import annotations

import asyncio
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MODERNART_BIND"] = "127.0.0.1"

import pytest
from hypothesis import HealthCheck, settings

from modernart_desktop import build_info

# Bounded examples keep the whole CI run short on a 2-core machine.
settings.register_profile("ci", max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _plain_asyncio_outside_the_qt_loop(request):
    """The UI tests keep qasync's loop marked running for the whole session (as the app
    does); a test that runs plain asyncio (asyncio.run) must not find it there, whatever
    order the tests run in."""
    if "qt_loop" in request.fixturenames:
        yield
        return
    running = asyncio.events._get_running_loop()
    if running is None:
        yield
        return
    asyncio.events._set_running_loop(None)
    try:
        yield
    finally:
        asyncio.events._set_running_loop(running)
        asyncio.set_event_loop(running)


def pytest_collection_modifyitems(config, items):
    """`@pytest.mark.pure_build(reason)` marks a test that cannot run on a compiled build
    (build_info), e.g. one whose Python class subclasses a compiled one, which mypyc's
    classes refuse: there it is skipped with its reason. CI tests the pure build."""
    if not build_info.compiled_modules():
        return
    for item in items:
        marker = item.get_closest_marker("pure_build")
        if marker is not None:
            item.add_marker(pytest.mark.skip(reason=f"pure build only: {marker.args[0]}"))
