"""Sound cues, the your-turn alert and the host's nudge (issue 35).

`cues` maps each game's events to cues and thins them (pure Python); `board` plays them
through QtMultimedia (silent where it or an audio device is missing); `table_hook` joins
a table page to both; `alert` calls a player back to a window in the background.
"""
