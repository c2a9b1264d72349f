"""``survey create-operator EMAIL``: make an operator account, or promote an existing one."""

from __future__ import annotations

import asyncio
import sys

import click
from sqlalchemy import select

from engine.accounts import passwords
from engine.accounts.models import User, new_id
from engine.settings import Settings


async def create_or_promote(settings: Settings, email: str, password: str | None) -> str:
    """'promoted', 'already' or 'created'. ``password`` is needed only to create."""
    from engine.db.base import create_engine, create_sessionmaker
    from engine.db.migrate import upgrade

    engine = create_engine(settings.database.url)
    try:
        await upgrade(engine)
        async with create_sessionmaker(engine)() as session, session.begin():
            user = await session.scalar(select(User).where(User.email == email))
            if user is not None:
                if user.role == "operator":
                    return "already"
                user.role = "operator"
                return "promoted"
            if password is None:
                return "needs-password"
            session.add(
                User(
                    id=new_id(),
                    email=email,
                    password_hash=passwords.hash_password(password),
                    role="operator",
                    kind="registered",
                )
            )
            return "created"
    finally:
        await engine.dispose()


@click.command("create-operator")
@click.argument("email")
@click.option(
    "--password-stdin", is_flag=True, help="Read the new account's password from standard input."
)
@click.pass_obj
def create_operator(settings: Settings, email: str, password_stdin: bool) -> None:
    """Give EMAIL the operator role (the /stats calls); creates the account if there is none."""
    email = passwords.normalise_email(email)
    if not passwords.valid_email(email):
        raise click.ClickException(f"not a valid e-mail address: {email}")
    outcome = asyncio.run(create_or_promote(settings, email, None))
    if outcome == "needs-password":
        if password_stdin:
            password = sys.stdin.readline().rstrip("\r\n")
        else:
            password = click.prompt(
                f"Password for the new account {email}", hide_input=True, confirmation_prompt=True
            )
        if not passwords.password_meets_rules(password):
            raise click.ClickException(
                "Password must meet all requirements: at least 8 characters, an uppercase and a "
                f"lowercase letter, and one of {passwords.SPECIAL_CHARACTERS}"
            )
        outcome = asyncio.run(create_or_promote(settings, email, password))
    messages = {
        "created": f"Created operator account {email}.",
        "promoted": f"{email} is now an operator.",
        "already": f"{email} is already an operator; nothing changed.",
    }
    click.echo(messages[outcome])
