"""A blind player's games: each of the four games, against three computers, with Orca.

    python benchmarks/screen_reader.py [--games modern_art,art_society] [--timeout 1500]

Prerequisites (Debian/Ubuntu packages; the script checks them and says what is missing):

    apt-get install -y orca python3-pyatspi xvfb xdotool openbox dbus at-spi2-core

and the project's virtualenv at .venv (the app runs as `.venv/bin/python -m modernart_desktop`).
The script itself runs under the system python3 (it needs `pyatspi` from python3-pyatspi);
started by another interpreter it starts itself again under /usr/bin/python3.

What it does, once per game, each in a fresh world it tears down afterwards:
  * a private D-Bus session (dbus-run-session), Xvfb 1280x720 on a free display, openbox,
    the accessibility bus, Orca (speech through speech-dispatcher to a module that says
    nothing: Orca's debug log keeps every line it spoke, no sound is made), and the app
    with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1, a fresh data folder, English, speed "fast"
    and the setting "I use a screen reader" (no open-auction clock);
  * from the start page it Tabs to "New game of <game>" (found by the focus's name on the
    bus), presses Enter, and starts the dialog's default table (you and three computers);
  * it plays from the keyboard (xdotool), guided only by the bus: an assertive
    announcement "…your turn…" is a decision; it presses Enter on the control that took
    the focus (the table's answer: a bid, a card, a button). If nothing happens, it tries
    the next control (Tab, Enter), then a button named Pass/Done/… through its AT-SPI action.
    "End of round" windows are closed with Enter; "Final ranking" ends the game.
  * at the end it reads the game log (the read-only text named "Game log") through AT-SPI
    and matches every line with the announcements heard.

Per game it prints: decisions made, announcements (polite: moves and results; assertive:
your turn), how many log lines there were and how many of them were announced (the rest
should be only your own moves), accessibility events per second, and what Orca said.
Transcripts (bus events, Orca's speech, the log) go to --out (default /tmp/screen_reader).

One app at a time; everything it starts is in a process group it kills at the end.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = {
    "modern_art": "Modern Art",
    "modern_art_card_game": "Modern Art: The Card Game",
    "art_society": "Art Society",
    "friesematenten": "Friesematenten",
}
PLAYER = "Nina"
TOOLS = ("Xvfb", "openbox", "orca", "xdotool", "dbus-run-session")
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
NO_BUS = 3  # an inner run's exit code: the app's events never reached the bus
# Buttons a player presses when the focused answer does not take: names' beginnings.
FALLBACK_BUTTONS = ("Pass", "Done", "Skip", "Continue", "OK", "Close", "Next", "Confirm", "Buy", "Play")


# --------------------------------------------------------------------------------------
# outer: check, start the private session, kill it whole
# --------------------------------------------------------------------------------------
def missing_prerequisites() -> list[str]:
    out = [f"{tool} (apt-get install ...)" for tool in TOOLS if shutil.which(tool) is None]
    if not Path(BUS_LAUNCHER).exists():
        out.append(f"{BUS_LAUNCHER} (apt-get install at-spi2-core)")
    if not (ROOT / ".venv" / "bin" / "python").exists():
        out.append(f"{ROOT / '.venv'} (the project's virtualenv)")
    return out


def outer(args: argparse.Namespace, argv: list[str]) -> int:
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        system = "/usr/bin/python3"
        if Path(system).exists() and os.path.realpath(sys.executable) != os.path.realpath(system):
            return subprocess.call([system, __file__, *argv])
        print("pyatspi is missing: apt-get install python3-pyatspi", file=sys.stderr)
        return 2
    missing = missing_prerequisites()
    if missing:
        print("missing: " + ", ".join(missing), file=sys.stderr)
        return 2
    # one private session per game: pyatspi keeps its first accessibility bus for good
    code = 0
    for game in args.games:
        cmd = [
            "dbus-run-session",
            "--",
            sys.executable,
            __file__,
            "--inner",
            "--game",
            game,
            "--out",
            args.out,
        ]
        cmd += ["--timeout", str(args.timeout)]
        for attempt in (1, 2):
            proc = subprocess.Popen(cmd, start_new_session=True)
            try:
                got = proc.wait(timeout=args.timeout + 120)
            except subprocess.TimeoutExpired:
                print(f"screen_reader: {game} out of time, stopping", file=sys.stderr)
                got = 124
            except KeyboardInterrupt:
                return 130
            finally:
                for sig in (signal.SIGTERM, signal.SIGKILL):
                    try:
                        os.killpg(proc.pid, sig)
                        time.sleep(1)
                    except ProcessLookupError:
                        break
            if got == NO_BUS and attempt == 1:
                # (about one world in four: the app never reaches the accessibility bus)
                print(f"screen_reader: {game}: the app never reached the bus; a new world", file=sys.stderr)
                continue
            code = max(code, got)
            break
    print(f"\ntranscripts: {args.out}")
    return code


# --------------------------------------------------------------------------------------
# inner: one world per game
# --------------------------------------------------------------------------------------
class World:
    """Xvfb, openbox, the bus, Orca and the app for one game; `close` ends them all."""

    def __init__(self, out: Path, game: str) -> None:
        self.out = out
        self.procs: list[subprocess.Popen] = []
        self.tmp = Path(tempfile.mkdtemp(prefix="sr_world_"))
        self.display = self._free_display()
        self.env = dict(os.environ, DISPLAY=f":{self.display}")
        cfg = self.tmp / "config"
        for sub in ("speech-dispatcher/modules", "data", "cache", "runtime"):
            (cfg / sub).mkdir(parents=True, exist_ok=True)
        os.chmod(cfg / "runtime", 0o700)
        (cfg / "speech-dispatcher" / "speechd.conf").write_text(
            'AddModule "silent" "sd_generic" "silent.conf"\nDefaultModule silent\n'
        )
        (cfg / "speech-dispatcher" / "modules" / "silent.conf").write_text(
            'GenericExecuteSynth "true"\nGenericLanguage "en" "en" "utf-8"\n'
        )
        self.env.update(
            XDG_CONFIG_HOME=str(cfg),
            XDG_DATA_HOME=str(cfg / "data"),
            XDG_CACHE_HOME=str(cfg / "cache"),
            XDG_RUNTIME_DIR=str(cfg / "runtime"),
        )
        data = self.tmp / "app"
        data.mkdir()
        (data / "settings.ini").write_text(
            f"[access]\nscreen_reader=true\n[player]\nname={PLAYER}\nwelcomed=true\n"
            "[ui]\nlanguage=en\nspeed=fast\n"
        )
        self.orca_log = out / f"{game}.orca.log"
        self.app_log = out / f"{game}.app.log"
        self.data = data

    @staticmethod
    def _free_display() -> int:
        for n in range(91, 140):
            if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
                return n
        raise RuntimeError("no free X display")

    def _start(self, cmd: list[str], log: Path | None = None, **env: str) -> subprocess.Popen:
        sink = open(log, "w") if log else subprocess.DEVNULL
        p = subprocess.Popen(cmd, env=dict(self.env, **env), stdout=sink, stderr=subprocess.STDOUT)
        self.procs.append(p)
        return p

    def start(self) -> None:
        self._start(["Xvfb", f":{self.display}", "-screen", "0", "1280x720x24", "-nolisten", "tcp"])
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{self.display}").exists():
                break
            time.sleep(0.1)
        self._start(["openbox"])
        self._start([BUS_LAUNCHER, "--launch-immediately"])
        time.sleep(1.0)
        os.environ["DISPLAY"] = self.env["DISPLAY"]  # (pyatspi, xdotool)
        self._start(["orca", "--replace", f"--debug-file={self.orca_log}"])
        time.sleep(3.0)
        self._start(
            [str(ROOT / ".venv" / "bin" / "python"), "-m", "modernart_desktop"],
            self.app_log,
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_ACCESSIBILITY="1",
            MODERNART_DATA_DIR=str(self.data),
            MODERNART_BIND="127.0.0.1",
        )

    def close(self) -> None:
        for p in reversed(self.procs):
            if p.poll() is None:
                p.terminate()
        deadline = time.time() + 5
        for p in reversed(self.procs):
            try:
                p.wait(timeout=max(0.1, deadline - time.time()))
            except subprocess.TimeoutExpired:
                p.kill()
        # speech-dispatcher is spawned by Orca and outlives it: end the one of this world
        for line in subprocess.run(
            ["ps", "-eo", "pid,args"], capture_output=True, text=True
        ).stdout.splitlines():
            pid, _, cmd = line.strip().partition(" ")
            if str(self.tmp) in cmd:
                try:
                    os.kill(int(pid), signal.SIGTERM)
                except (ProcessLookupError, ValueError):
                    pass
        shutil.rmtree(self.tmp, ignore_errors=True)


def orca_lines(path: Path, start: int = 0) -> tuple[list[str], int]:
    """What Orca spoke (its debug log's SPEECH OUTPUT lines) from byte `start` on."""
    try:
        with open(path, "rb") as f:
            f.seek(start)
            data = f.read()
    except FileNotFoundError:
        return [], start
    said = [m.group(1) for m in re.finditer(rb"SPEECH OUTPUT: '(.*?)'(?:\{| \{|\n)", data)]
    return [s.decode("utf-8", "replace") for s in said], start + len(data)


def orca_lag(path: Path, when: float) -> float | None:
    """How long after `when` (the first "End of round" window) Orca handled that window;
    None if it never did (or there was none)."""
    if not when:
        return None
    try:
        data = path.read_text(errors="replace")
    except FileNotFoundError:
        return None
    m = re.search(r"^(\d\d):(\d\d):(\d\d\.\d+) - EVENT MANAGER: window:activate .*End of round", data, re.M)
    if not m:
        return None
    lt = time.localtime(when)
    day = time.mktime((lt.tm_year, lt.tm_mon, lt.tm_mday, 0, 0, 0, 0, 0, lt.tm_isdst))
    h, mi, sec = int(m.group(1)), int(m.group(2)), float(m.group(3))
    return day + h * 3600 + mi * 60 + sec - when


class Player:
    """Listens to the bus and answers each decision from the keyboard."""

    def __init__(self, game: str, world: World, timeout: float) -> None:
        import pyatspi

        self.pyatspi = pyatspi
        self.game = game
        self.title = GAMES[game]
        self.world = world
        self.timeout = timeout
        self.t0 = time.time()
        self.trace = open(world.out / f"{game}.bus.log", "w", buffering=1)
        self.events = 0
        self.event_kinds: Counter[str] = Counter()
        self.focus_name = ""
        self.focus_role = ""
        self.focus_obj = None
        self.focus_moves = 0
        self.polite: list[str] = []
        self.heard: list[str] = []  # every announcement, in order
        self.assertive: list[str] = []
        self.windows: list[str] = []
        self.phase = "start"  # start -> dialog -> playing -> over
        self.started_at = 0.0
        self.ended_at = 0.0
        self.pending = False  # a decision waits
        self.pending_at = 0.0
        self.tries = 0
        self.last_progress = time.time()
        self.decisions = 0
        self.refusals = 0
        self.decision_log: list[dict] = []
        self.orca_pos = 0
        self.recap_checked = False
        self.log_lines: list[str] = []
        self.result = "timeout"
        self.tabs = 0
        self.close_round = 0.0
        self.first_round_end = 0.0  # when the first "End of round" window came (Orca's lag)

    # -- the bus ---------------------------------------------------------------------------
    def on_event(self, e) -> None:
        self.events += 1
        kind = e.type
        self.event_kinds[kind.split(":")[0] + ":" + (kind.split(":")[1] if ":" in kind else "")] += 1
        now = time.time() - self.t0
        if kind.startswith("object:announcement"):
            text = str(e.any_data)
            assertive = e.detail1 == 2
            self.trace.write(f"{now:8.2f} ANN{'!' if assertive else ' '} {text}\n")
            self.last_progress = time.time()
            self.heard.append(text)
            if assertive:
                self.assertive.append(text)
                if "your turn" in text.lower() and self.phase == "playing":
                    self.pending = True
                    self.pending_at = time.time()
                    self.tries = 0
            else:
                self.polite.append(text)
            return
        if kind.startswith("object:state-changed:focused") and e.detail1:
            try:
                self.focus_name = e.source.name or ""
                self.focus_role = e.source.getRoleName()
            except Exception:
                self.focus_name, self.focus_role = "", ""
            self.focus_obj = e.source
            self.focus_moves += 1
            self.trace.write(f"{now:8.2f} FOCUS {self.focus_role} {self.focus_name!r}\n")
            return
        if kind.startswith("window:activate"):
            try:
                name = e.source.name or ""
            except Exception:
                name = ""
            self.windows.append(name)
            self.trace.write(f"{now:8.2f} WINDOW {name!r}\n")
            if name.startswith("Final ranking"):
                self.phase = "over"
                self.ended_at = time.time()
            elif name.startswith("End of round"):
                self.close_round = time.time() + 1.0
                self.first_round_end = self.first_round_end or time.time()

    # -- keys --------------------------------------------------------------------------------
    def key(self, *keys: str) -> None:
        self.trace.write(f"{time.time() - self.t0:8.2f} KEY {' '.join(keys)}\n")
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], env=self.world.env, timeout=20)

    def press_button(self) -> bool:
        """Press, by its AT-SPI action, a showing enabled button named like a way out."""
        pyatspi = self.pyatspi
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is None or "modern" not in (app.name or "").lower() and "python" not in (app.name or ""):
                continue
            found = pyatspi.findAllDescendants(
                app,
                lambda o: (
                    o.getRoleName() == "push button"
                    and (o.name or "").startswith(FALLBACK_BUTTONS)
                    and o.getState().contains(pyatspi.STATE_SHOWING)
                    and o.getState().contains(pyatspi.STATE_ENABLED)
                ),
            )
            for button in found:
                self.trace.write(f"{time.time() - self.t0:8.2f} ACTION press {button.name!r}\n")
                button.queryAction().doAction(0)
                return True
        return False

    def game_log_text(self) -> str:
        """The game log's text, read through AT-SPI (the longest text named "Game log":
        its title is a label of the same name)."""
        pyatspi = self.pyatspi
        best = ""
        for app in pyatspi.Registry.getDesktop(0):
            if app is None:
                continue
            try:
                found = pyatspi.findAllDescendants(app, lambda o: o.name == "Game log")
            except Exception:
                continue
            for obj in found:
                try:
                    text = obj.queryText()
                    got = text.getText(0, text.characterCount)
                except Exception:  # (no text interface, or an object already gone)
                    continue
                if len(got) > len(best):
                    best = got
        return best

    # -- the loop ----------------------------------------------------------------------------
    def tick(self) -> bool:
        try:
            return self._tick()
        except Exception as exc:
            self.trace.write(f"tick error: {exc!r}\n")
            return True

    def _tick(self) -> bool:
        now = time.time()
        if now - self.t0 > self.timeout:
            self.log_lines = [line for line in self.game_log_text().splitlines() if line.strip()]
            self.pyatspi.Registry.stop()
            return False
        if self.phase == "start" and not self.focus_name and now - self.t0 > 60:
            # (seen once in five worlds: the app's events never reached the bus)
            self.result = "no accessibility events from the app in 60 s"
            self.pyatspi.Registry.stop()
            return False
        if self.phase == "start":
            if self.focus_name == f"New game of {self.title}":
                self.key("Return")
                self.phase = "dialog"
                self.tabs = 0
            elif now - self.t0 > 8 and self.focus_name and self.tabs < 40:
                self.key("Tab")
                self.tabs += 1
            return True
        if self.phase == "dialog":
            if self.windows and self.windows[-1].startswith("New game"):
                time.sleep(1.0)
                self.key("Return")  # the default button: Start the game
                self.phase = "playing"
                self.started_at = time.time()
                self.last_progress = time.time()
            return True
        if self.phase == "over":
            if now - self.ended_at > 2.0:
                self.log_lines = [line for line in self.game_log_text().splitlines() if line.strip()]
                self.result = "finished"
                self.pyatspi.Registry.stop()
                return False
            return True
        # playing
        if self.close_round and now > self.close_round:
            self.close_round = 0.0
            self.key("Return")
            return True
        if self.pending and now - self.pending_at > 0.8:
            self.decide()
            return True
        if not self.pending and now - self.last_progress > 12:
            # nothing on the bus for long: ask what happened (R), and look for a decision
            self.trace.write(f"{now - self.t0:8.2f} QUIET: R, then a decision\n")
            self.key("r")
            self.pending = True
            self.pending_at = now
            self.tries = 0
        return True

    def decide(self) -> None:
        said, self.orca_pos = orca_lines(self.world.orca_log, self.orca_pos)
        if self.tries == 0:
            if not self.recap_checked and self.decisions >= 2:
                self.recap_checked = True
                self.key("r")  # what happened since my last decision (old readers' key)
                time.sleep(1.0)
            self.decision_log.append(
                {
                    "turn": self.assertive[-1] if self.assertive else "",
                    "focus": f"{self.focus_role} {self.focus_name!r}",
                    "orca": said,
                }
            )
            self.decisions += 1
        elif self.decision_log:
            self.decision_log[-1]["orca"] += said
        marker = (len(self.polite), len(self.assertive))
        step = self.tries % 4
        if step == 0:
            self.key("Return")
        elif step == 1:
            if not self.press_button():
                self.key("space")
        elif step == 2:
            self.key("Tab", "Return")
        else:
            self.key("space")
        self.tries += 1
        if self.tries > 1:
            self.refusals += 1
        first_assertive = len(self.assertive)
        self.pending = True
        self.pending_at = time.time() + 4.0  # (retry after 4.8 s unless the bus says more)
        self._marker = (marker, first_assertive)

    def run(self) -> dict:
        pyatspi = self.pyatspi
        from gi.repository import GLib

        pyatspi.Registry.registerEventListener(self.on_event, "object", "window", "focus")
        self._marker = ((0, 0), 0)

        def check_progress() -> bool:
            (polite, assertive), _ = self._marker
            if self.pending and self.tries and (len(self.polite) > polite or len(self.assertive) > assertive):
                # the decision took: a move was announced or a new question asked
                self.pending = bool(
                    len(self.assertive) > assertive and "your turn" in self.assertive[-1].lower()
                )
                if self.pending:
                    self.pending_at = time.time()
                self.tries = 0
            return True

        GLib.timeout_add(200, self.tick)
        GLib.timeout_add(100, check_progress)
        pyatspi.Registry.start()
        said, _ = orca_lines(self.world.orca_log)
        seconds = max(0.001, (self.ended_at or time.time()) - (self.started_at or self.t0))
        return {
            "game": self.game,
            "result": self.result,
            "seconds": seconds,
            "decisions": self.decisions,
            "retries": self.refusals,
            "polite": self.polite,
            "assertive": self.assertive,
            "heard": self.heard,
            "events": self.events,
            "kinds": self.event_kinds,
            "focus_moves": self.focus_moves,
            "log": self.log_lines,
            "orca": said,
            "decision_log": self.decision_log,
            "orca_lag": orca_lag(self.world.orca_log, self.first_round_end),
            "round_end_seen": bool(self.first_round_end),
        }


def found_in_order(lines: list[str], stream: str) -> tuple[int, list[str]]:
    """How many of `lines` `stream` holds, looked for in order (a line found earlier than
    the last one still counts); and the lines it lacks."""
    found, missing, pos = 0, [], 0
    for line in lines:
        at = stream.find(line, pos)
        if at < 0:
            at = stream.find(line)
        if at < 0:
            missing.append(line)
            continue
        found += 1
        pos = max(pos, at + len(line))
    return found, missing


def report(r: dict, out: Path) -> None:
    # (what is said in one moment is one announcement: a line is announced when some
    # announcement holds it)
    heard = "\n".join(r["heard"])
    announced, unannounced = found_in_order(r["log"], heard)
    own = [
        line
        for line in unannounced
        if line.startswith((PLAYER, "Your choice", "Your face-down", "Your sealed bid"))
    ]
    other = [line for line in unannounced if line not in own]
    said = r["orca"]
    keys_spoken = sum(1 for s in said if s.strip() in {"return", "tab", "space", "left shift", "r"})
    print(f"\n== {GAMES[r['game']]}: {r['result']} in {r['seconds']:.0f} s")
    print(f"  decisions made (yours):          {r['decisions']}  (keys that did not take: {r['retries']})")
    print(f"  'your turn' announced:          {sum('your turn' in a.lower() for a in r['assertive'])}")
    print(f"  announcements (polite, moves):   {len(r['polite'])}")
    print(
        f"  game log lines:                  {len(r['log'])}: announced {announced}, "
        f"your own moves (not read back) {len(own)}, others NOT announced {len(other)}"
    )
    for line in other[:10]:
        print(f"      not announced: {line}")
    print(
        f"  accessibility events:            {r['events']} = {r['events'] / r['seconds']:.1f}/s "
        f"(focus moves {r['focus_moves']})"
    )
    top = ", ".join(f"{k} {v}" for k, v in r["kinds"].most_common(5))
    print(f"  busiest kinds:                   {top}")
    print(f"  Orca spoke:                      {len(said)} utterances ({keys_spoken} of them key names)")
    spoken = "\n".join(said)
    # Orca speaks a notification's name whole; a long one may reach the log cut: its start
    heard_in_orca = sum(1 for a in r["heard"] if a[:60] in spoken)
    turns = [a for a in r["assertive"] if "your turn" in a.lower()]
    turns_spoken = sum(1 for a in turns if a[:60] in spoken)
    lines_spoken, _ = found_in_order(r["log"], spoken)
    print(f"  announcements Orca SPOKE:        {heard_in_orca} of {len(r['heard'])}")
    print(f"  'your turn' Orca spoke:          {turns_spoken} of {len(turns)}")
    print(f"  log lines Orca spoke:            {lines_spoken} of {len(r['log'])}")
    lag = r.get("orca_lag")
    if lag is not None:
        print(f"  Orca's lag (first round's end):  {lag:.0f} s after the window opened")
    elif r.get("round_end_seen"):
        print("  Orca's lag (first round's end):  Orca never reached it")
    for d in r["decision_log"][:3]:
        print(f"  at a decision: {d['turn']!r}; focus {d['focus']}; Orca since last: {d['orca'][-6:]}")
    (out / f"{r['game']}.log.txt").write_text("\n".join(r["log"]))
    with open(out / f"{r['game']}.decisions.txt", "w") as f:
        for d in r["decision_log"]:
            f.write(f"{d['turn']}\n  focus: {d['focus']}\n  orca: {d['orca']}\n")


def inner(args: argparse.Namespace) -> int:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    world = World(out, args.game)
    try:
        world.start()
        result = Player(args.game, world, args.timeout).run()
    finally:
        world.close()
    report(result, out)
    sys.stdout.flush()
    if result["result"].startswith("no accessibility events"):
        return NO_BUS
    return 0 if result["result"] == "finished" else 1


def main() -> int:
    argv = sys.argv[1:]
    p = argparse.ArgumentParser(description="play each game with Orca, from the keyboard")
    p.add_argument("--games", default=",".join(GAMES), help="comma-separated: " + ", ".join(GAMES))
    p.add_argument("--timeout", type=float, default=1500, help="seconds per game")
    p.add_argument("--out", default="/tmp/screen_reader")
    p.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--game", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    args.games = [g for g in args.games.split(",") if g]
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        p.error(f"unknown game(s): {', '.join(unknown)}")
    return inner(args) if args.inner else outer(args, argv)


if __name__ == "__main__":
    sys.exit(main())
