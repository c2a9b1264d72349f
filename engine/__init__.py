"""The survey engine core: instrument model, plugins, scoring, persistence and HTTP API.

Plugin authors import the hook markers from here::

    from engine import hookimpl
"""

import pluggy

PROJECT_NAME = "survey_engine"

hookspec = pluggy.HookspecMarker(PROJECT_NAME)
hookimpl = pluggy.HookimplMarker(PROJECT_NAME)

__all__ = ["PROJECT_NAME", "hookimpl", "hookspec"]
