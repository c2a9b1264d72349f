"""The instrument file model: what a YAML file in ``instruments/`` may say.

These Structs are the single source of truth for the instrument format. The JSON Schema that
editors use (``instruments/instrument.schema.json``) is generated from them, and the web app
renders the same shape as JSON (``GET /api/instruments/{id}``).

The model knows nothing of rendering, scoring arithmetic or any particular instrument: a scoring
rule is named by ``scoring.rule`` and implemented by a plugin.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

Markdown = Annotated[
    str,
    msgspec.Meta(
        description="Text a respondent reads. A safe Markdown subset: emphasis, links, lists. "
        "Raw HTML is never rendered."
    ),
]
Identifier = Annotated[
    str,
    msgspec.Meta(
        pattern=r"^[A-Za-z][A-Za-z0-9_-]*$", description="A key: letters, digits, - and _"
    ),
]
Colour = Literal["green", "amber", "red", "neutral"]


class Base(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    # kw_only must be repeated on every subclass: msgspec does not inherit it.
    """Every instrument Struct rejects unknown fields, so a typo is an error, not a silent no-op."""


# --- answers ---------------------------------------------------------------------------------


class Answer(Base, kw_only=True):
    value: Annotated[str, msgspec.Meta(description="What is stored and sent, e.g. 'Agree'")]
    label: str | None = None
    """What the respondent sees; defaults to ``value``."""
    icon: str | None = None
    """For emoji_select follow-ups: the face or symbol shown for this answer."""


class AnswerSet(Base, kw_only=True):
    id: Identifier
    answers: list[Answer] | None = None
    source: Literal["countries"] | None = None
    """A generated option list instead of ``answers``: ``countries`` is the ISO 3166 list."""


# --- follow-ups ------------------------------------------------------------------------------


class FollowUpBase(Base, kw_only=True):
    key: Identifier
    text: Markdown
    show_when: list[str] | None = None
    """Answer values of the main question that reveal the follow-up; absent means always."""


class ScaleFollowUp(FollowUpBase, tag="scale", kw_only=True):
    answer_set: Identifier
    """A stepped scale; the first and last answers are drawn as end labels."""


class TextFieldFollowUp(FollowUpBase, tag="text_field", kw_only=True):
    placeholder: str | None = None
    max_length: int = 500


class TextSelectFollowUp(FollowUpBase, tag="text_select", kw_only=True):
    answer_set: Identifier


class EmojiSelectFollowUp(FollowUpBase, tag="emoji_select", kw_only=True):
    answer_set: Identifier
    """Exactly three answers, each drawn as a face (``icon``)."""


FollowUp = ScaleFollowUp | TextFieldFollowUp | TextSelectFollowUp | EmojiSelectFollowUp


# --- questions -------------------------------------------------------------------------------


class QuestionBase(Base, kw_only=True):
    key: Identifier
    """The field name (demographics) or item code (scored items, e.g. ``e1``, ``Ax1``)."""
    label: str | None = None
    """A short name of the field where it is shown outside the question, such as the profile
    page ('Marital status'); absent: named from the key."""
    text: Markdown
    sub_text: Markdown | None = None
    skippable: bool = False
    follow_up: FollowUp | None = None


class OptionsQuestion(QuestionBase, tag="options", kw_only=True):
    """Single choice drawn as buttons. With ``dimension`` set it is a scored item."""

    answer_set: Identifier
    dimension: Identifier | None = None
    reverse: bool = False


class SelectQuestion(QuestionBase, tag="select", kw_only=True):
    answer_set: Identifier


class TextQuestion(QuestionBase, tag="text", kw_only=True):
    placeholder: str | None = None
    max_length: int = 200
    numeric: bool = False


class CountryQuestion(QuestionBase, tag="country", kw_only=True):
    answer_set: Identifier = "countries"


class DateQuestion(QuestionBase, tag="date", kw_only=True):
    min_age_years: int | None = None
    """Dates that make the respondent younger than this are refused."""


Question = OptionsQuestion | SelectQuestion | TextQuestion | CountryQuestion | DateQuestion


# --- scoring, levels, profiles ---------------------------------------------------------------


class Dimension(Base, kw_only=True):
    id: Identifier
    label: str
    min: float
    max: float
    unit: Literal["points", "percent"] = "points"


class Scoring(Base, kw_only=True):
    rule: Identifier
    """The name of a scoring rule registered by a plugin (``sum``, ``percent_of_max``, ...)."""
    params: dict[str, Any] = msgspec.field(default_factory=dict)
    """The rule's own parameters, checked by the rule: score per answer, how unanswered items
    count, ..."""


class Band(Base, kw_only=True):
    id: Identifier
    label: str
    """Shown to the respondent, e.g. 'Moderately low'."""
    up_to: float | None = None
    """Inclusive upper bound of the band; the last band has none."""
    counts_as: Identifier | None = None
    """The level a profile matches on, when it differs from ``id``
    (``moderate-low`` -> ``moderate``)."""
    colour: Colour = "neutral"


class DimensionLevels(Base, kw_only=True):
    dimension: Identifier
    absolute: list[Band]
    """Bands on the score itself: used when no comparison population is available."""
    relative: list[Band] | None = None
    """Bands on the z-score against the comparison population, when one is available."""


class Insight(Base, kw_only=True):
    topic: str
    """E.g. 'Physical health', 'Job satisfaction'."""
    text: Markdown


class Course(Base, kw_only=True):
    id: Identifier
    title: str
    text: Markdown
    link: Annotated[str, msgspec.Meta(pattern=r"^https://")]
    link_label: str = "Learn More"


class Profile(Base, kw_only=True):
    """Report content for one combination of levels (a loneliness profile, an attachment style)."""

    id: Identifier
    when: dict[str, str]
    """Dimension id -> level (or ``counts_as`` group) this profile is chosen for."""
    title: str
    description: Markdown
    general_insights: list[Insight] = msgspec.field(default_factory=list)
    workplace_insights: list[Insight] = msgspec.field(default_factory=list)
    research_points: list[Markdown] = msgspec.field(default_factory=list)
    workplace_management: list[Markdown] = msgspec.field(default_factory=list)
    course_text: Markdown | None = None
    join_text: Markdown | None = None
    sources: list[str] = msgspec.field(default_factory=list)


# --- report blocks ---------------------------------------------------------------------------


class BlockBase(Base, kw_only=True):
    title: str | None = None
    help: Markdown | None = None
    """Opens an info pop-up next to the block title."""


class ScoreRingsBlock(BlockBase, tag="score_rings", kw_only=True):
    dimensions: list[Identifier]


class VerdictBlock(BlockBase, tag="verdict", kw_only=True):
    template: str
    """E.g. '{emotional} Emotional & {social} Social Loneliness': level labels fill the names."""


class PopulationComparisonBlock(BlockBase, tag="population_comparison", kw_only=True):
    dimensions: list[Identifier]
    filter_button: str = "Select Demographic Group"


class InsightTabsBlock(BlockBase, tag="insight_tabs", kw_only=True):
    general_label: str = "General"
    workplace_label: str = "Workplace"


class ResearchPointsBlock(BlockBase, tag="research_points", kw_only=True):
    pass


class CoursesBlock(BlockBase, tag="courses", kw_only=True):
    courses: list[Identifier]


class ScoreSlidersBlock(BlockBase, tag="score_sliders", kw_only=True):
    dimensions: list[Identifier]


class PercentileBarsBlock(BlockBase, tag="percentile_bars", kw_only=True):
    dimension: Identifier | None = None
    """Which dimension's percentile the bars show; absent means the first dimension."""
    population_label: str = "Compared to our users"
    group_label: str = "Compared to people of the same demographics"


class ComparisonPickerBlock(BlockBase, tag="comparison_picker", kw_only=True):
    label: str = "Personalize your scores"


class StyleExplanationBlock(BlockBase, tag="style_explanation", kw_only=True):
    pass


class WorkplaceManagementBlock(BlockBase, tag="workplace_management", kw_only=True):
    pass


class InfoNote(Base, kw_only=True):
    label: str
    text: Markdown


class NextStepsBlock(BlockBase, tag="next_steps", kw_only=True):
    courses: list[Identifier]
    email: bool = True
    notes: list[InfoNote] = msgspec.field(default_factory=list)


class LinkBlock(BlockBase, tag="link", kw_only=True):
    label: str
    to: str
    """An app path such as ``/dashboard``."""


ReportBlock = (
    ScoreRingsBlock
    | VerdictBlock
    | PopulationComparisonBlock
    | InsightTabsBlock
    | ResearchPointsBlock
    | CoursesBlock
    | ScoreSlidersBlock
    | PercentileBarsBlock
    | ComparisonPickerBlock
    | StyleExplanationBlock
    | WorkplaceManagementBlock
    | NextStepsBlock
    | LinkBlock
)


class ReportView(Base, kw_only=True):
    id: Identifier
    title: str
    subtitle: str | None = None
    blocks: list[ReportBlock]
    continue_label: str | None = None
    """A button that moves to the next view, when there is one."""


class Report(Base, kw_only=True):
    views: list[ReportView]


# --- population ------------------------------------------------------------------------------


class Population(Base, kw_only=True):
    filters: list[Identifier] = msgspec.field(default_factory=list)
    """Demographic fields a respondent may combine to filter the comparison population."""
    groups: list[Identifier] = msgspec.field(default_factory=list)
    """Demographic fields offered one at a time as a comparison group (``dob`` = age band)."""
    min_group_size: int | None = None
    """Groups smaller than this fall back to the general population; default from settings."""
    labels: dict[Identifier, str] = msgspec.field(default_factory=dict)
    """Short names of the fields above, for filter sections and comparison pickers
    (``ageClass: Age``); a field without one is named from its key."""


# --- the instrument --------------------------------------------------------------------------


class Texts(Base, kw_only=True):
    """Screen texts around the questions; every one may be overridden per instrument."""

    start: str = "Start"
    cancel: str = "Cancel"
    next: str = "Next"
    skip: str = "Skip"
    thank_you_title: str = "Thank you for sharing your details with us!"
    thank_you_body: str = "Your honesty helps us give you better support"
    see_report: str = "See Report"
    start_failed: str = "Failed to start the survey. Please try again."
    submit_failed: str = "Failed to submit. Please try again."


class Instrument(Base, kw_only=True):
    id: Identifier
    version: int
    kind: Literal["profile", "assessment"]
    """``profile``: describes the respondent (demographics), unscored.
    ``assessment``: scored, with a report."""
    title: str
    description: Markdown
    locale: str = "en"
    estimated_minutes: int
    instructions: Markdown | None = None
    """May name ``{question_count}``, ``{item_count}`` or ``{estimated_minutes}``: filled in from
    the instrument, never typed."""
    motivation: Markdown | None = None
    """Shown at the mid-point question (round(total / 2))."""
    source: Markdown | None = None
    """Citation of the scale the items are based on."""
    answer_sets: list[AnswerSet]
    questions: list[Question]
    dimensions: list[Dimension] = msgspec.field(default_factory=list)
    scoring: Scoring | None = None
    levels: list[DimensionLevels] = msgspec.field(default_factory=list)
    profiles: list[Profile] = msgspec.field(default_factory=list)
    courses: list[Course] = msgspec.field(default_factory=list)
    report: Report | None = None
    population: Population | None = None
    texts: Texts = msgspec.field(default_factory=Texts)
    route: str | None = None
    """The address users see for this survey (``/loneliness``); default ``/survey/{id}``."""
    report_route: str | None = None
