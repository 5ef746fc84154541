"""The shell's dialogs and full-window screens."""
