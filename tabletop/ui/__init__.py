"""The Qt interface: main window, controller, dialogs and the table scenes.

PySide6 6.12.0 is excluded in pyproject.toml: on Python 3.11 it releases one reference too
many to None on every QGraphicsItem change and to every slot's return value, which aborts
CPython after a few hundred card moves ("none_dealloc").  6.11 and earlier are fine.
"""
