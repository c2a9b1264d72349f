"""Accounts and sessions: users, passwords, JWT access/refresh tokens, third-party sign-in."""
