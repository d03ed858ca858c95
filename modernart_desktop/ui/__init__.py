"""The Qt Widgets desktop app: Qt lives here and nowhere else (DESIGN principle 11)."""
