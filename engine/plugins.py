"""The plugin manager and the one typed facade through which the engine calls every hook.

``load_plugins(settings)`` builds it: the hook specs of ``engine.hookspecs``, then the built-in
plugins (every module of the ``plugins`` package), then third-party plugins from the
``survey_engine`` entry-point group, then the ``*.py`` modules of the plugins folder
(``SURVEY_PLUGINS_DIR``). Plugins registered later are asked first, so a third-party plugin can
replace a built-in one. Nothing is loaded at import time.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import logging
import pkgutil
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import pluggy

import plugins as builtin_plugins
from engine import PROJECT_NAME, hookspecs
from engine.instruments.model import Instrument
from engine.settings import Settings
from engine.types import (
    Answers,
    DeliveryResult,
    MailMessage,
    Outcome,
    PopulationStats,
    Scores,
    ScoringRule,
)

ENTRY_POINT_GROUP = PROJECT_NAME
PLUGINS_DIR_PACKAGE = "survey_plugins_dir"
"""Modules of the plugins folder are imported as ``survey_plugins_dir.<file stem>``."""

log = logging.getLogger(__name__)


class PluginError(RuntimeError):
    """A plugin could not be loaded, or answered a hook in a way the engine cannot use."""


def create_plugin_manager() -> pluggy.PluginManager:
    """A plugin manager with the hook specs and no plugins."""
    pm = pluggy.PluginManager(PROJECT_NAME)
    pm.add_hookspecs(hookspecs)
    return pm


def load_plugins(
    settings: Settings | None = None,
    *,
    entry_points: bool = True,
    plugins_dir: Path | None = None,
) -> Plugins:
    """Load every plugin: built-in, installed (entry points), then the plugins folder.

    ``plugins_dir`` overrides ``settings.engine.plugins_dir``.
    """
    pm = create_plugin_manager()
    register_builtin_plugins(pm)
    if entry_points:
        pm.load_setuptools_entrypoints(ENTRY_POINT_GROUP)
    folder = plugins_dir or (settings.engine.plugins_dir if settings else None)
    if folder is not None:
        register_plugins_dir(pm, folder)
    try:
        pm.check_pending()
    except pluggy.PluginValidationError as error:
        raise PluginError(f"plugin {error.plugin!r}: {error}") from error
    plugins = Plugins(pm)
    plugins.scoring_rules()  # two rules with one name fail at start-up, not at the first response
    return plugins


def register_builtin_plugins(pm: pluggy.PluginManager) -> None:
    """Every public module of the ``plugins`` package, in name order."""
    for module_info in sorted(pkgutil.iter_modules(builtin_plugins.__path__), key=lambda m: m.name):
        if module_info.name.startswith("_"):
            continue
        name = f"{builtin_plugins.__name__}.{module_info.name}"
        pm.register(importlib.import_module(name), name=name)


def register_plugins_dir(pm: pluggy.PluginManager, folder: Path) -> None:
    """Every ``*.py`` module of ``folder`` (not starting with ``_``), in name order."""
    if not folder.is_dir():
        raise PluginError(f"plugins folder {folder} does not exist or is not a folder")
    for path in sorted(folder.glob("*.py")):
        if not path.name.startswith("_"):
            module = _import_file(path)
            pm.register(module, name=module.__name__)


def _import_file(path: Path) -> ModuleType:
    name = f"{PLUGINS_DIR_PACKAGE}.{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise PluginError(f"cannot import plugin file {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as error:
        del sys.modules[name]
        raise PluginError(f"plugin file {path} failed to import: {error!r}") from error
    return module


class Plugins:
    """The engine's typed, keyword-argument view of the hooks."""

    def __init__(self, pm: pluggy.PluginManager) -> None:
        self.pm = pm
        self._rules: dict[str, ScoringRule] | None = None

    def register(self, plugin: object, name: str | None = None) -> str | None:
        """Register one more plugin (a module or an object with hook implementations)."""
        registered = self.pm.register(plugin, name=name)
        try:
            self.pm.check_pending()
        except pluggy.PluginValidationError:
            self.pm.unregister(plugin)
            raise
        self._rules = None
        return registered

    def unregister(self, plugin: object) -> None:
        self.pm.unregister(plugin)
        self._rules = None

    def plugin_names(self) -> list[str]:
        return [name for name, _ in self.pm.list_name_plugin()]

    def scoring_rules(self) -> dict[str, ScoringRule]:
        """Every registered scoring rule by name; a name registered twice is a ``PluginError``.

        Collected once, again after ``register`` or ``unregister``.
        """
        if self._rules is None:
            rules: dict[str, ScoringRule] = {}
            owners: dict[str, str] = {}
            for impl in self.pm.hook.survey_register_scoring_rules.get_hookimpls():
                impl.function(register=self._rule_collector(impl.plugin_name, rules, owners))
            self._rules = rules
        return dict(self._rules)

    @staticmethod
    def _rule_collector(
        plugin_name: str, rules: dict[str, ScoringRule], owners: dict[str, str]
    ) -> Callable[[ScoringRule], None]:
        def register(rule: ScoringRule) -> None:
            name = getattr(rule, "name", None)
            if not isinstance(name, str) or not callable(getattr(rule, "score", None)):
                raise PluginError(
                    f"plugin {plugin_name} registered {rule!r}, which is not a scoring rule "
                    "(expected a `name` string and `check_params` and `score` methods)"
                )
            if name in rules:
                raise PluginError(
                    f"scoring rule `{name}` is registered twice: by {owners[name]} and by "
                    f"{plugin_name}; rename one of them"
                )
            rules[name] = rule
            owners[name] = plugin_name

        return register

    def score(self, *, instrument: Instrument, answers: Answers) -> Scores:
        scores = self.pm.hook.survey_score_response(
            instrument=instrument, answers=answers, rules=self.scoring_rules()
        )
        if scores is None:
            rule = instrument.scoring.rule if instrument.scoring else None
            raise PluginError(f"no plugin scored instrument `{instrument.id}` (rule `{rule}`)")
        return dict(scores)

    def choose_levels(
        self,
        *,
        instrument: Instrument,
        scores: Scores,
        population: Mapping[str, PopulationStats] | None = None,
    ) -> dict[str, str]:
        levels = self.pm.hook.survey_choose_levels(
            instrument=instrument, scores=scores, population=population or {}
        )
        if levels is None:
            raise PluginError(f"no plugin chose levels for instrument `{instrument.id}`")
        return dict(levels)

    def choose_profile(self, *, instrument: Instrument, levels: Mapping[str, str]) -> str | None:
        profile: str | None = self.pm.hook.survey_choose_profile(
            instrument=instrument, levels=levels
        )
        return profile

    def response_submitted(self, *, outcome: Outcome, respondent_id: str, response_id: str) -> None:
        """Tell every plugin; one plugin's exception is logged and does not stop the others."""
        arguments: dict[str, Any] = {
            "outcome": outcome,
            "respondent_id": respondent_id,
            "response_id": response_id,
        }
        for impl in reversed(self.pm.hook.survey_response_submitted.get_hookimpls()):
            try:
                impl.function(**{name: arguments[name] for name in impl.argnames})
            except Exception:
                log.exception(
                    "plugin %s failed in survey_response_submitted for response %s",
                    impl.plugin_name,
                    response_id,
                )

    async def deliver_mail(self, message: MailMessage) -> DeliveryResult:
        """Deliver through the first plugin that answers; awaits an ``async`` implementation.

        With no delivery plugin at all the result is a temporary failure: the message stays in
        the outbox until one is installed.
        """
        result = self.pm.hook.survey_deliver_mail(message=message)
        if inspect.isawaitable(result):
            result = await result
        if result is None:
            return DeliveryResult(status="temporary_failure", detail="no mail delivery plugin")
        if not isinstance(result, DeliveryResult):
            raise PluginError(f"survey_deliver_mail returned {result!r}, not a DeliveryResult")
        return result
