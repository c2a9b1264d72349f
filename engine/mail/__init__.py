"""Mail: the outbox table, report e-mails rendered from templates, delivery worker and CLI."""
