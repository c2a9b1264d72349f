"""The built-in deliveries and how they join the plugin manager.

``plugins/mail_files.py`` and ``plugins/mail_smtp.py`` need settings (the outbox folder, the SMTP
URL), so besides their modules (which the plugin facade registers like every built-in and which
hold no hook implementation) they provide plugin objects that are registered here, when the mail
worker or the CLI starts. Their implementations are ``trylast``: a third-party delivery plugin
(an ordinary ``survey_deliver_mail`` implementation) is asked first whatever the registration
order, and only when it returns ``None`` do SMTP (if ``SMTP_URL`` is set) and then the file
delivery answer.
"""

from __future__ import annotations

from typing import Any

from engine.settings import Settings

SMTP_PLUGIN_NAME = "survey_engine.mail_smtp"
FILES_PLUGIN_NAME = "survey_engine.mail_files"


def builtin_delivery_plugins(settings: Settings) -> list[tuple[str, object]]:
    """(name, plugin) pairs in registration order: SMTP, then the files delivery.

    pluggy puts each newly registered ``trylast`` implementation at the very end of the call
    order, so the files delivery, registered last, is asked last: only when SMTP (no
    ``SMTP_URL``) and every third-party plugin returned ``None``.
    """
    from plugins.mail_files import FileDelivery
    from plugins.mail_smtp import SmtpDelivery

    mail = settings.mail
    return [
        (SMTP_PLUGIN_NAME, SmtpDelivery(mail.smtp_url, timeout=mail.send_timeout_seconds)),
        (FILES_PLUGIN_NAME, FileDelivery(mail.outbox_dir)),
    ]


def register_builtin_delivery(plugins: Any, settings: Settings) -> None:
    """Register the built-in deliveries on the plugin facade, once."""
    registered = set(plugins.plugin_names())
    for name, plugin in builtin_delivery_plugins(settings):
        if name not in registered:
            plugins.register(plugin, name=name)
