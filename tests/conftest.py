"""Test-wide settings: headless Qt, every socket on loopback."""

from __future__ import annotations

import asyncio
import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MODERNART_BIND"] = "127.0.0.1"

import pytest
from hypothesis import HealthCheck, settings

from modernart_desktop import build_info

# Each test process (each pytest-xdist worker too) keeps its files, settings and caches
# in a home of its own: two workers never share an app data folder, a QSettings file or
# a cache, and no test touches the real user's. (The UI tests also give each test its own
# data folder, tests/ui/conftest.py.)
_HOME = tempfile.mkdtemp(prefix=f"modernart-tests-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
for _name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_HOME, _name.lower())

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


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config):
    """`-n auto` (pyproject.toml's addopts): the whole suite, or a folder of it, runs in one
    worker process per CPU core (pytest-xdist); a run that names test files, or asks to
    see output (-s), runs in this process as before. MODERNART_TEST_WORKERS=N decides."""
    chosen = os.environ.get("MODERNART_TEST_WORKERS")
    if chosen:
        return int(chosen)
    if config.getoption("capture") == "no":
        return 0
    if config.args and all(os.path.isfile(arg.split("::")[0]) for arg in config.args):
        return 0
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores if cores > 1 else 0


def pytest_collection_modifyitems(config, items):
    """`@pytest.mark.pure_build(reason)` marks a test that cannot run on a compiled build
    (build_info), e.g. one whose Python class subclasses a compiled one, which mypyc's
    classes refuse: there it is skipped with its reason. CI runs the suite on the pure
    build and the engine folders on the compiled wheel (packaging/test-compiled-wheel.sh)."""
    # Tables advertised on the loopback are seen by every test process: the tests that
    # advertise or look for tables run in one process, one after another (xdist's
    # loadgroup), so a join dialog finds only its own test's table.
    for item in items:
        path = str(item.path)
        if "/tests/net/ui/" in path or path.endswith(("test_discovery.py", "test_start_page_and_names.py")):
            item.add_marker(pytest.mark.xdist_group("lan_tables"))
    if not build_info.compiled_modules():
        return
    for item in items:
        marker = item.get_closest_marker("pure_build")
        if marker is not None:
            item.add_marker(pytest.mark.skip(reason=f"pure build only: {marker.args[0]}"))
