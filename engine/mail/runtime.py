"""The mail worker's place in the app: started on startup, stopped on shutdown.

``create_app`` lists ``start_mail_worker`` after the migrations and ``stop_mail_worker`` before
the database engine is disposed. Each server process runs its own worker; leases in the outbox
keep them from sending one message twice. ``settings.mail.worker = False`` leaves delivery to
another process (``survey mail deliver`` from cron, or a dedicated server).
"""

from __future__ import annotations

from litestar import Litestar

from engine.http.state import app_context
from engine.mail.delivery import register_builtin_delivery
from engine.mail.worker import MailWorker

STATE_KEY = "mail_worker"


async def start_mail_worker(app: Litestar) -> None:
    ctx = app_context(app)
    register_builtin_delivery(ctx.plugins, ctx.settings)
    if not ctx.settings.mail.worker:
        return
    worker = MailWorker(ctx.sessionmaker, ctx.plugins.deliver_mail, ctx.settings.mail)
    app.state[STATE_KEY] = worker
    worker.start()


async def stop_mail_worker(app: Litestar) -> None:
    worker = app.state.get(STATE_KEY)
    if isinstance(worker, MailWorker):
        await worker.stop()
        del app.state[STATE_KEY]


def wake_mail_worker(app: Litestar) -> None:
    """Deliver soon: called after a request committed a new message."""
    worker = app.state.get(STATE_KEY)
    if isinstance(worker, MailWorker):
        worker.wake()
