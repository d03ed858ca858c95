"""Where games are kept on disk: the data folders, the autosaves waiting to be resumed
and the LAN tables this machine hosted. No Qt: the headless host and the CLI use it."""
