"""Imports every domain's models so ``Base.metadata`` holds every table.

Add one import line per domain that has tables. Alembic's ``env.py`` and the tests import this;
``tests/integration/test_migrations.py`` checks that the migrations build exactly these tables.
"""

from __future__ import annotations

from engine.accounts import models as accounts_models
from engine.db.base import Base
from engine.demographics import models as demographics_models
from engine.mail import models as mail_models
from engine.population import models as population_models
from engine.responses import models as responses_models

DOMAIN_MODELS = [
    accounts_models,
    demographics_models,
    responses_models,
    population_models,
    mail_models,
]

metadata = Base.metadata

__all__ = ["DOMAIN_MODELS", "metadata"]
