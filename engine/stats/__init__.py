"""Operator statistics: response counts, recent users, dropped surveys."""
