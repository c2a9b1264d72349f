"""The server's settings from the environment."""

from __future__ import annotations

from engine.server.app import settings_from_env


def test_no_secret_key_means_the_persistent_database_key():
    assert settings_from_env({}).auth.secret_key == ""
    assert settings_from_env({"SECRET_KEY": "k" * 40}).auth.secret_key == "k" * 40


def test_rate_limits_from_the_environment():
    env = {
        "LOGIN_RATE_PER_MINUTE": "50",
        "SIGNUP_RATE_PER_MINUTE": "40",
        "ANONYMOUS_RATE_PER_MINUTE": "60",
    }
    auth = settings_from_env(env).auth
    assert (auth.login_rate_per_minute, auth.signup_rate_per_minute) == (50, 40)
    assert auth.anonymous_rate_per_minute == 60
    assert settings_from_env({}).auth.login_rate_per_minute == 10
