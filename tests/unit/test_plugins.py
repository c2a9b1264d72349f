"""The plugin facade: loading, the hooks the engine core calls, and plugin failures."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from textwrap import dedent
from typing import Any

import pluggy
import pytest

from engine import hookimpl
from engine.instruments.model import Instrument
from engine.plugins import PluginError, Plugins, load_plugins
from engine.scoring import evaluate
from engine.settings import EngineSettings, Settings
from engine.types import DeliveryResult, MailMessage, Outcome, ScoringRule

Register = Callable[..., Any]


@pytest.fixture
def register(plugins: Plugins) -> Iterator[Register]:
    """Register test plugins on the facade; every one is unregistered after the test."""
    registered: list[object] = []

    def add(plugin: object, name: str | None = None) -> object:
        plugins.register(plugin, name=name)
        registered.append(plugin)
        return plugin

    yield add
    for plugin in registered:
        if plugins.pm.is_registered(plugin):
            plugins.unregister(plugin)


def test_built_in_plugins_are_loaded_as_plugins(plugins: Plugins) -> None:
    names = plugins.plugin_names()
    assert "plugins.default_scoring" in names
    assert "plugins.default_levels" in names


def test_the_built_in_scoring_rules_are_registered(plugins: Plugins) -> None:
    assert sorted(plugins.scoring_rules()) == ["percent_of_max", "sum"]


class ConstantRule:
    def __init__(self, name: str) -> None:
        self.name = name

    def check_params(self, instrument: Instrument) -> list[str]:
        return []

    def score(self, instrument: Instrument, answers: object) -> dict[str, float]:
        return {dimension.id: 1.0 for dimension in instrument.dimensions}


class RulePlugin:
    def __init__(self, *rules: ScoringRule) -> None:
        self.rules = rules

    @hookimpl
    def survey_register_scoring_rules(self, register: Callable[[ScoringRule], None]) -> None:
        for rule in self.rules:
            register(rule)


def test_survey_register_scoring_rules_adds_a_rule(plugins: Plugins, register: Register) -> None:
    register(RulePlugin(ConstantRule("constant")), name="constant-rule")
    assert sorted(plugins.scoring_rules()) == ["constant", "percent_of_max", "sum"]


def test_two_rules_with_one_name_are_an_error(plugins: Plugins, register: Register) -> None:
    register(RulePlugin(ConstantRule("sum")), name="my-sum")

    with pytest.raises(PluginError) as caught:
        plugins.scoring_rules()
    assert str(caught.value) == (
        "scoring rule `sum` is registered twice: by plugins.default_scoring and by my-sum; "
        "rename one of them"
    )


def test_registering_something_that_is_not_a_rule_is_an_error(
    plugins: Plugins, register: Register
) -> None:
    register(RulePlugin("sum"), name="strings")  # type: ignore[arg-type]
    with pytest.raises(PluginError, match="plugin strings registered 'sum', which is not a"):
        plugins.scoring_rules()


def test_a_misspelt_hook_fails_at_once(plugins: Plugins) -> None:
    class Misspelt:
        @hookimpl
        def survey_score_respones(self, instrument: Instrument) -> None:
            return None

    with pytest.raises(pluggy.PluginValidationError, match="survey_score_respones"):
        plugins.register(Misspelt(), name="misspelt")
    assert "misspelt" not in plugins.plugin_names()


def test_survey_score_response_of_a_later_plugin_wins(
    plugins: Plugins, register: Register, loneliness: Instrument, attachment: Instrument
) -> None:
    class LonelinessOverride:
        @hookimpl
        def survey_score_response(self, instrument: Instrument) -> dict[str, float] | None:
            return {"emotional": 9, "social": 9} if instrument.id == "loneliness" else None

    register(LonelinessOverride(), name="override")

    assert plugins.score(instrument=loneliness, answers={}) == {"emotional": 9, "social": 9}
    # None leaves the other instruments to the built-in rule
    scores = plugins.score(instrument=attachment, answers={"Ax1": "Agree", "Av1": "Agree"})
    assert scores == {"anxiety": 80.0, "avoidance": 80.0}


def test_survey_choose_levels_of_a_plugin_replaces_the_bands(
    plugins: Plugins, register: Register, loneliness: Instrument
) -> None:
    class AlwaysHigh:
        @hookimpl
        def survey_choose_levels(self, scores: dict[str, float]) -> dict[str, str]:
            return dict.fromkeys(scores, "high")

    register(AlwaysHigh(), name="always-high")

    outcome = evaluate(plugins, loneliness, dict.fromkeys(["e1", "e2", "e3"], "Disagree"))
    assert outcome.levels == {"emotional": "high", "social": "high"}
    assert outcome.profile == "high-high"


def test_survey_choose_profile_of_a_plugin_replaces_the_matching(
    plugins: Plugins, register: Register, attachment: Instrument
) -> None:
    class NoProfile:
        @hookimpl
        def survey_choose_profile(self, instrument: Instrument) -> str | None:
            return "secure" if instrument.id == "attachment" else None

    register(NoProfile(), name="always-secure")

    outcome = evaluate(plugins, attachment, dict.fromkeys(["Ax1", "Av1"], "Strongly Agree"))
    assert outcome.levels == {"anxiety": "high", "avoidance": "high"}
    assert outcome.profile == "secure"


def test_no_profile_matches_gives_none(plugins: Plugins, loneliness: Instrument) -> None:
    assert plugins.choose_profile(instrument=loneliness, levels={"emotional": "low"}) is None


def test_response_submitted_reaches_every_plugin_even_when_one_fails(
    plugins: Plugins, register: Register, caplog: pytest.LogCaptureFixture
) -> None:
    seen: list[tuple[str, str]] = []

    class Recorder:
        @hookimpl
        def survey_response_submitted(self, outcome: Outcome, response_id: str) -> None:
            seen.append((outcome.instrument, response_id))

    class Failing:
        @hookimpl
        def survey_response_submitted(self, outcome: Outcome) -> None:
            raise RuntimeError("analytics is down")

    register(Recorder(), name="recorder")
    register(Failing(), name="failing")
    outcome = Outcome(instrument="loneliness", scores={}, levels={}, profile=None)

    with caplog.at_level(logging.ERROR, logger="engine.plugins"):
        plugins.response_submitted(outcome=outcome, respondent_id="u1", response_id="r1")

    assert seen == [("loneliness", "r1")]
    assert "plugin failing failed in survey_response_submitted for response r1" in caplog.text
    assert "analytics is down" in caplog.text


MESSAGE = MailMessage(
    id="m1", sender="a@example.org", to="b@example.org", subject="S", text="T", html="<p>T</p>"
)


async def test_deliver_mail_awaits_an_async_delivery(register: Register, plugins: Plugins) -> None:
    class AsyncDelivery:
        @hookimpl
        async def survey_deliver_mail(self, message: MailMessage) -> DeliveryResult:
            return DeliveryResult(status="sent", detail=f"async {message.id}")

    register(AsyncDelivery(), name="async-delivery")
    assert await plugins.deliver_mail(MESSAGE) == DeliveryResult(status="sent", detail="async m1")


async def test_deliver_mail_takes_a_plain_result(register: Register, plugins: Plugins) -> None:
    class SyncDelivery:
        @hookimpl
        def survey_deliver_mail(self, message: MailMessage) -> DeliveryResult:
            return DeliveryResult(status="permanent_failure", detail="no such mailbox")

    register(SyncDelivery(), name="sync-delivery")
    result = await plugins.deliver_mail(message=MESSAGE)
    assert result.status == "permanent_failure"


async def test_without_a_delivery_plugin_mail_waits_in_the_outbox() -> None:
    bare = load_plugins(entry_points=False)  # built-in modules only: no delivery registered
    result = await bare.deliver_mail(MESSAGE)
    assert result == DeliveryResult(status="temporary_failure", detail="no mail delivery plugin")


def test_a_missing_plugins_folder_is_an_error(tmp_path: Path) -> None:
    settings = Settings(engine=EngineSettings(plugins_dir=tmp_path / "nowhere"))
    with pytest.raises(PluginError, match="nowhere does not exist or is not a folder"):
        load_plugins(settings)


def test_a_plugin_file_that_fails_to_import_is_named(tmp_path: Path) -> None:
    (tmp_path / "broken.py").write_text("import does_not_exist_anywhere\n")
    with pytest.raises(PluginError, match=r"broken\.py failed to import: ModuleNotFoundError"):
        load_plugins(plugins_dir=tmp_path)


def test_a_plugin_file_with_a_misspelt_hook_is_refused(tmp_path: Path) -> None:
    (tmp_path / "typo.py").write_text(
        dedent("""\
        from engine import hookimpl

        @hookimpl
        def survey_choose_level(instrument, scores, population):
            return {}
        """)
    )
    with pytest.raises(PluginError, match="survey_choose_level"):
        load_plugins(plugins_dir=tmp_path)


def test_private_files_of_the_plugins_folder_are_not_loaded(tmp_path: Path) -> None:
    (tmp_path / "_helpers.py").write_text("raise RuntimeError('must not be imported')\n")
    loaded = load_plugins(plugins_dir=tmp_path)
    assert not any(name.startswith("survey_plugins_dir.") for name in loaded.plugin_names())


def test_two_rules_with_one_name_fail_at_start_up(tmp_path: Path) -> None:
    (tmp_path / "second_sum.py").write_text(
        dedent("""\
        from engine import hookimpl


        class Sum:
            name = "sum"

            def check_params(self, instrument):
                return []

            def score(self, instrument, answers):
                return {}


        @hookimpl
        def survey_register_scoring_rules(register):
            register(Sum())
        """)
    )
    with pytest.raises(
        PluginError,
        match=re.escape(
            "scoring rule `sum` is registered twice: by plugins.default_scoring and by "
            "survey_plugins_dir.second_sum"
        ),
    ):
        load_plugins(plugins_dir=tmp_path)


def test_rules_are_collected_again_after_a_plugin_leaves(plugins: Plugins) -> None:
    extra = RulePlugin(ConstantRule("constant"))
    plugins.register(extra, name="extra")
    assert "constant" in plugins.scoring_rules()
    plugins.unregister(extra)
    assert "constant" not in plugins.scoring_rules()
