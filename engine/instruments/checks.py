"""Cross-reference checks on a decoded instrument: what the JSON Schema alone cannot say.

Each check names the piece at fault and what was expected. References into a section that
failed to decode are not checked, so one broken answer set does not also report every question
that uses it.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Mapping
from typing import Any

from engine.instruments.decode import Decoded, Finding
from engine.instruments.model import (
    AnswerSet,
    Band,
    Dimension,
    DimensionLevels,
    EmojiSelectFollowUp,
    FollowUp,
    Instrument,
    OptionsQuestion,
    Question,
    ReportView,
    VerdictBlock,
)
from engine.instruments.yaml_source import Path
from engine.types import ScoringRule

INSTRUCTION_PLACEHOLDERS = ("question_count", "item_count", "estimated_minutes")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
_BACKTICKED = re.compile(r"`([^`]+)`")


def check_instrument(decoded: Decoded, rules: Mapping[str, ScoringRule] | None) -> list[Finding]:
    """Every cross-reference problem of ``decoded.instrument``; ``rules`` None skips scoring."""
    if decoded.instrument is None:
        return []
    checker = _Checker(decoded, decoded.instrument)
    checker.answer_sets()
    checker.questions()
    checker.dimensions()
    checker.scoring(rules)
    checker.levels()
    checker.profiles()
    checker.courses()
    checker.report()
    checker.population()
    checker.instructions()
    return checker.findings


def level_names(levels: DimensionLevels) -> list[str]:
    """The names a profile ``when`` may use for a dimension: band ids and ``counts_as`` groups."""
    names: list[str] = []
    for band in [*levels.absolute, *(levels.relative or [])]:
        for name in (band.id, band.counts_as):
            if name is not None and name not in names:
                names.append(name)
    return names


def answer_values(answer_set: AnswerSet) -> list[str]:
    return [answer.value for answer in answer_set.answers or []]


def _listed(names: Iterable[str]) -> str:
    return ", ".join(names) or "(none)"


class _Checker:
    def __init__(self, decoded: Decoded, instrument: Instrument) -> None:
        self.decoded = decoded
        self.instrument = instrument
        self.findings: list[Finding] = []
        # the first of two pieces with one id counts; the second is reported as a duplicate
        self.answer_set_ids = {s.id: s for s in reversed(instrument.answer_sets)}
        self.dimension_ids = {d.id: d for d in reversed(instrument.dimensions)}
        self.ambiguous = False
        """Whether answer sets, questions or dimensions repeat an id."""
        self.course_ids = {c.id for c in instrument.courses}

    def add(self, path: Path, message: str, *, at_key: bool = False) -> None:
        self.findings.append(Finding(path, message, at_key))

    def at(self, piece: object, *rest: str | int) -> Path:
        return self.decoded.path_of(piece, *rest)

    def checked(self, section: str) -> bool:
        """Whether references into ``section`` can be checked (all of it decoded)."""
        return section not in self.decoded.failed

    def duplicates(self, items: Iterable[tuple[Hashable, Path]], what: str) -> bool:
        """Report every repeated value; whether there was one."""
        seen: set[Hashable] = set()
        found = False
        for value, path in items:
            if value in seen:
                self.add(path, f"duplicate {what} `{value}`; each must be unique")
                found = True
            seen.add(value)
        return found

    # --- answer sets ---------------------------------------------------------------------------

    def answer_sets(self) -> None:
        sets = self.instrument.answer_sets
        if self.duplicates(((s.id, self.at(s, "id")) for s in sets), "answer set id"):
            self.ambiguous = True
        for answer_set in sets:
            self.answer_set(answer_set)

    def answer_set(self, answer_set: AnswerSet) -> None:
        if (answer_set.answers is None) == (answer_set.source is None):
            self.add(
                self.at(answer_set),
                f"answer set `{answer_set.id}`: give either `answers` or `source`, not "
                f"{'both' if answer_set.source else 'neither'}",
            )
        if answer_set.answers is not None and not answer_set.answers:
            self.add(self.at(answer_set, "answers"), f"answer set `{answer_set.id}` is empty")
        values = (
            (answer.value, self.at(answer_set, "answers", index, "value"))
            for index, answer in enumerate(answer_set.answers or [])
        )
        self.duplicates(values, f"answer value in answer set `{answer_set.id}`:")

    # --- questions -----------------------------------------------------------------------------

    def questions(self) -> None:
        keys: list[tuple[Hashable, Path]] = []
        for question in self.instrument.questions:
            keys.append((question.key, self.at(question, "key")))
            if question.follow_up is not None:
                keys.append((question.follow_up.key, self.at(question, "follow_up", "key")))
            self.question(question)
        if self.duplicates(keys, "question key"):
            self.ambiguous = True

    def question(self, question: Question) -> None:
        answer_set_id = getattr(question, "answer_set", None)
        if answer_set_id is not None:
            self.answer_set_exists(answer_set_id, self.at(question, "answer_set"))
        if isinstance(question, OptionsQuestion) and question.dimension is not None:
            self.dimension_exists(question.dimension, self.at(question, "dimension"))
        if question.follow_up is not None:
            self.follow_up(question, question.follow_up)

    def follow_up(self, question: Question, follow_up: FollowUp) -> None:
        answer_set_id = getattr(follow_up, "answer_set", None)
        if answer_set_id is not None:
            self.answer_set_exists(answer_set_id, self.at(question, "follow_up", "answer_set"))
        follow_up_set = self.answer_set_ids.get(answer_set_id or "")
        if isinstance(follow_up, EmojiSelectFollowUp) and follow_up_set is not None:
            answers = follow_up_set.answers or []
            if len(answers) != 3 or any(not answer.icon for answer in answers):
                self.add(
                    self.at(question, "follow_up", "answer_set"),
                    f"emoji_select follow-up `{follow_up.key}`: answer set `{follow_up_set.id}` "
                    "must have exactly three answers, each with an `icon`",
                )
        main_set = self.answer_set_ids.get(getattr(question, "answer_set", None) or "")
        if follow_up.show_when and main_set is not None and main_set.answers is not None:
            allowed = answer_values(main_set)
            for index, value in enumerate(follow_up.show_when):
                if value not in allowed:
                    self.add(
                        self.at(question, "follow_up", "show_when", index),
                        f"follow-up `{follow_up.key}`: show_when value `{value}` is not an answer "
                        f"of question `{question.key}`; expected one of: {_listed(allowed)}",
                    )

    def answer_set_exists(self, answer_set_id: str, path: Path) -> None:
        if answer_set_id not in self.answer_set_ids and self.checked("answer_sets"):
            self.add(
                path,
                f"answer set `{answer_set_id}` is not declared in `answer_sets`; "
                f"declared: {_listed(self.answer_set_ids)}",
            )

    def dimension_exists(self, dimension_id: str, path: Path) -> bool:
        if dimension_id in self.dimension_ids or not self.checked("dimensions"):
            return True
        self.add(
            path,
            f"dimension `{dimension_id}` is not declared in `dimensions`; "
            f"declared: {_listed(self.dimension_ids)}",
        )
        return False

    # --- dimensions and scoring ----------------------------------------------------------------

    def dimensions(self) -> None:
        dimensions = self.instrument.dimensions
        if self.duplicates(((d.id, self.at(d, "id")) for d in dimensions), "dimension id"):
            self.ambiguous = True
        for dimension in dimensions:
            if dimension.min >= dimension.max:
                self.add(
                    self.at(dimension, "max"),
                    f"dimension `{dimension.id}`: max ({dimension.max:g}) must be greater than "
                    f"min ({dimension.min:g})",
                )

    def scored_items(self) -> list[OptionsQuestion]:
        return [
            q
            for q in self.instrument.questions
            if isinstance(q, OptionsQuestion) and q.dimension is not None
        ]

    def scoring(self, rules: Mapping[str, ScoringRule] | None) -> None:
        instrument = self.instrument
        if instrument.scoring is None:
            if instrument.kind == "assessment" or self.scored_items():
                self.add(
                    ("kind",) if instrument.kind == "assessment" else ("questions",),
                    "an assessment (or an instrument with items that have a `dimension`) needs "
                    "`scoring` with a `rule`",
                )
            return
        if self.checked("questions") and not self.scored_items():
            self.add(
                ("scoring",),
                "`scoring` is given but no question has a `dimension`: there is nothing to score",
                at_key=True,
            )
        if self.checked("questions"):
            used = {q.dimension for q in self.scored_items()}
            for dimension in instrument.dimensions:
                if dimension.id not in used:
                    self.add(
                        self.at(dimension, "id"),
                        f"dimension `{dimension.id}` has no items: no question names it",
                    )
        if rules is not None:
            self.scoring_rule(rules)

    def scoring_rule(self, rules: Mapping[str, ScoringRule]) -> None:
        assert self.instrument.scoring is not None
        name = self.instrument.scoring.rule
        rule = rules.get(name)
        if rule is None:
            self.add(
                ("scoring", "rule"),
                f"scoring rule `{name}` is not registered by any plugin; "
                f"registered rules: {_listed(sorted(rules))}",
            )
            return
        if self.decoded.failed & {"questions", "answer_sets", "dimensions"} or self.ambiguous:
            return  # the rule would judge its params against an incomplete or ambiguous instrument
        try:
            problems = rule.check_params(self.instrument)
        except Exception as error:  # a plugin's bug must not hide the other problems
            problems = [f"the rule failed while checking its params ({error!r})"]
        for problem in problems:
            path, at_key = self.params_path(problem)
            self.add(path, f"scoring rule `{name}`: {problem}", at_key=at_key)

    def params_path(self, problem: str) -> tuple[Path, bool]:
        """Where in ``scoring.params`` a rule's problem points: the deepest key it names in
        backticks (``answer_scores`` then ``Agreed``), else ``params`` itself."""
        assert self.instrument.scoring is not None
        path: Path = ("scoring", "params")
        here: Any = self.instrument.scoring.params
        for name in _BACKTICKED.findall(problem):
            if isinstance(here, dict) and name in here:
                path, here = (*path, name), here[name]
        return path, len(path) > 2

    # --- levels --------------------------------------------------------------------------------

    def levels(self) -> None:
        entries = self.instrument.levels
        self.duplicates(
            ((e.dimension, self.at(e, "dimension")) for e in entries), "levels entry for dimension"
        )
        for entry in entries:
            dimension = self.dimension_ids.get(entry.dimension)
            if self.dimension_exists(entry.dimension, self.at(entry, "dimension")):
                self.bands(entry, entry.absolute, "absolute", dimension)
            if entry.relative is not None:
                self.bands(entry, entry.relative, "relative", None)
                self.same_levels(entry, entry.relative)
        if self.instrument.scoring is not None and self.checked("levels"):
            with_levels = {e.dimension for e in entries}
            for dimension in self.instrument.dimensions:
                if dimension.id not in with_levels:
                    self.add(
                        self.at(dimension, "id"),
                        f"dimension `{dimension.id}` has no entry in `levels`: give its bands",
                    )

    def bands(
        self, entry: DimensionLevels, bands: list[Band], kind: str, dimension: Dimension | None
    ) -> None:
        where = f"{kind} bands of `{entry.dimension}`"
        if not bands:
            self.add(self.at(entry, kind), f"{where}: give at least one band")
            return
        self.duplicates(
            ((b.id, self.at(entry, kind, i, "id")) for i, b in enumerate(bands)),
            f"band id in {where}:",
        )
        previous: float | None = None
        for index, band in enumerate(bands):
            path = self.at(entry, kind, index)
            last = index == len(bands) - 1
            if last and band.up_to is not None:
                self.add(
                    (*path, "up_to"),
                    f"{where}: the last band `{band.id}` takes every "
                    "value above the others and must have no `up_to`",
                )
            elif not last and band.up_to is None:
                self.add(
                    path,
                    f"{where}: band `{band.id}` needs an `up_to` (only the last band has none)",
                )
            if band.up_to is None:
                continue
            if previous is not None and band.up_to <= previous:
                self.add(
                    (*path, "up_to"),
                    f"{where}: band `{band.id}` up_to {band.up_to:g} must "
                    f"be greater than the previous band's {previous:g}",
                )
            if dimension is not None and not dimension.min <= band.up_to < dimension.max:
                self.add(
                    (*path, "up_to"),
                    f"{where}: band `{band.id}` up_to {band.up_to:g} is "
                    f"out of range; expected {dimension.min:g} <= up_to < {dimension.max:g} "
                    "(the dimension's min and max)",
                )
            previous = band.up_to

    def same_levels(self, entry: DimensionLevels, relative: list[Band]) -> None:
        absolute_ids = [band.id for band in entry.absolute]
        relative_ids = [band.id for band in relative]
        if sorted(absolute_ids) != sorted(relative_ids):
            self.add(
                self.at(entry, "relative"),
                f"relative bands of `{entry.dimension}` must name the same levels as its absolute "
                f"bands ({_listed(absolute_ids)}), got {_listed(relative_ids)}",
            )

    # --- profiles, courses, report -------------------------------------------------------------

    def profiles(self) -> None:
        profiles = self.instrument.profiles
        self.duplicates(((p.id, self.at(p, "id")) for p in profiles), "profile id")
        combinations = (
            (", ".join(f"{d}: {level}" for d, level in sorted(p.when.items())), self.at(p, "when"))
            for p in profiles
        )
        self.duplicates(combinations, "profile condition (when)")
        levels = {entry.dimension: level_names(entry) for entry in self.instrument.levels}
        for profile in profiles:
            for dimension_id, level in profile.when.items():
                path = self.at(profile, "when", dimension_id)
                if not self.dimension_exists(dimension_id, path):
                    continue
                known = levels.get(dimension_id)
                if known is not None and level not in known:
                    self.add(
                        path,
                        f"profile `{profile.id}`: level `{level}` does not exist for dimension "
                        f"`{dimension_id}`; expected one of: {_listed(known)}",
                    )

    def courses(self) -> None:
        courses = self.instrument.courses
        self.duplicates(((c.id, self.at(c, "id")) for c in courses), "course id")

    def report(self) -> None:
        if self.instrument.report is None:
            return
        views = self.instrument.report.views
        self.duplicates(((v.id, self.at(v, "id")) for v in views), "report view id")
        for view in views:
            self.view(view)

    def view(self, view: ReportView) -> None:
        for block in view.blocks:
            path = self.at(block)  # not the position in view.blocks: a broken block is left out
            self.block_references(block, path)
            if isinstance(block, VerdictBlock):
                for name in _PLACEHOLDER.findall(block.template):
                    self.dimension_exists(name, (*path, "template"))

    def block_references(self, block: Any, path: Path) -> None:
        dimensions = getattr(block, "dimensions", None) or []
        for index, dimension_id in enumerate(dimensions):
            self.dimension_exists(dimension_id, (*path, "dimensions", index))
        single = getattr(block, "dimension", None)
        if single is not None:
            self.dimension_exists(single, (*path, "dimension"))
        for index, course_id in enumerate(getattr(block, "courses", None) or []):
            if course_id not in self.course_ids and self.checked("courses"):
                self.add(
                    (*path, "courses", index),
                    f"course `{course_id}` is not declared in `courses`; "
                    f"declared: {_listed(sorted(self.course_ids))}",
                )

    def population(self) -> None:
        population = self.instrument.population
        if population is None:
            return
        fields = [*population.filters, *population.groups]
        for field in population.labels:
            if field not in fields:
                self.add(
                    ("population", "labels", field),
                    f"label for `{field}`, which is neither a filter nor a group; "
                    f"expected one of: {_listed(fields)}",
                    at_key=True,
                )

    def instructions(self) -> None:
        text = self.instrument.instructions or ""
        for name in _PLACEHOLDER.findall(text):
            if name not in INSTRUCTION_PLACEHOLDERS:
                self.add(
                    ("instructions",),
                    f"unknown placeholder `{{{name}}}` in instructions; expected one of: "
                    + ", ".join(f"{{{p}}}" for p in INSTRUCTION_PLACEHOLDERS),
                )
