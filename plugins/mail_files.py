"""Built-in development delivery: write each outbox message as an ``.eml`` file.

Used when no ``SMTP_URL`` is set, so the product runs offline; open the files with any mail
client. The file is named after the outbox id (``<id>.eml``) and written atomically, so a
repeated delivery replaces it instead of adding a second copy.

The hook implementation is ``trylast`` and registered after the SMTP delivery (which puts it
last in the call order), so it answers only when neither a third-party plugin nor SMTP did.
"""

from __future__ import annotations

import os
from pathlib import Path

from engine import hookimpl
from engine.mail.mime import build_mime
from engine.types import DeliveryResult, MailMessage


class FileDelivery:
    def __init__(self, outbox_dir: Path) -> None:
        self.outbox_dir = outbox_dir

    @hookimpl(trylast=True)
    def survey_deliver_mail(self, message: MailMessage) -> DeliveryResult:
        target = self.outbox_dir / f"{message.id}.eml"
        try:
            self.outbox_dir.mkdir(parents=True, exist_ok=True)
            partial = target.with_suffix(".eml.part")
            partial.write_bytes(build_mime(message).as_bytes())
            os.replace(partial, target)
        except OSError as error:
            return DeliveryResult(
                status="temporary_failure", detail=f"cannot write {target}: {error}"
            )
        return DeliveryResult(status="sent", detail=str(target))
