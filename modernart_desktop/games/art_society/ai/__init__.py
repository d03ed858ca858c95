"""Art Society AI (filled in below)."""
