"""Decode instrument data into the model piece by piece, so every broken piece is reported.

msgspec stops at the first error of a value. Decoding each answer set, question, dimension,
level list, profile, course and report block on its own, and retrying a piece after removing a
field that was wrong, finds every problem of a file in one run. The pieces that decode are
assembled into a (possibly partial) ``Instrument`` for the cross-reference checks.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any, get_args

import msgspec
import msgspec.inspect as mi

from engine.instruments.model import (
    AnswerSet,
    Course,
    Dimension,
    DimensionLevels,
    FollowUp,
    Instrument,
    Profile,
    Question,
    ReportBlock,
    ReportView,
)
from engine.instruments.yaml_source import Path

PIECEWISE_LISTS: dict[str, Any] = {
    "answer_sets": AnswerSet,
    "questions": Question,
    "dimensions": Dimension,
    "levels": DimensionLevels,
    "profiles": Profile,
    "courses": Course,
}
UNION_NOUNS: dict[frozenset[type], str] = {
    frozenset(get_args(Question)): "question",
    frozenset(get_args(FollowUp)): "follow-up",
    frozenset(get_args(ReportBlock)): "report block",
}
TAG_FIELD = "type"
"""Every tagged union of the model uses msgspec's default tag field."""
MAX_RETRIES = 50
_PATH_TOKEN = re.compile(r"\.([^.\[]+)|\[(\d+|\.\.\.)\]")
_UNKNOWN_FIELD = re.compile(r"^Object contains unknown field `(.+)`$")
_MISSING_FIELD = re.compile(r"^Object missing required field `(.+)`$")
_INVALID_VALUE = re.compile(r"^Invalid value (.+)$")


@dataclass(frozen=True)
class Finding:
    path: Path
    message: str
    at_key: bool = False
    """Point at the mapping key (an unknown field) rather than at the value."""


@dataclass
class Decoded:
    instrument: Instrument | None
    origin: dict[int, Path] = field(default_factory=dict)
    """id(struct) -> where it was decoded from, for the pieces of the assembled instrument."""
    failed: set[str] = field(default_factory=set)
    """Top-level sections with a piece that did not decode: references into them are not checked."""
    errors: list[Finding] = field(default_factory=list)

    def path_of(self, piece: object, *rest: str | int) -> Path:
        return (*self.origin.get(id(piece), ()), *rest)


def decode_instrument(data: Any) -> Decoded:
    if not isinstance(data, dict):
        got = "an empty file" if data is None else f"a {type(data).__name__}"
        message = f"expected a mapping of instrument fields (id, title, questions, ...), got {got}"
        return Decoded(None, errors=[Finding((), message)])
    return _Assembler().assemble(data)


class _Assembler:
    def __init__(self) -> None:
        self.decoded = Decoded(None)

    def assemble(self, data: dict[str, Any]) -> Decoded:
        top_data = dict(data)
        lists = {}
        for name, item_type in PIECEWISE_LISTS.items():
            if isinstance(data.get(name), list):
                top_data[name] = []
                lists[name] = self._pieces(data[name], item_type, (name,))
        report_data = data.get("report")
        report = None
        if isinstance(report_data, dict) and isinstance(report_data.get("views"), list):
            top_data["report"] = {**report_data, "views": []}
            report = self._report(report_data)
        top = self._decode(top_data, Instrument, ())
        if top is None:
            self.decoded.failed.add("instrument")
            return self.decoded
        changes: dict[str, Any] = dict(lists)
        if report is not None and top.report is not None:
            changes["report"] = msgspec.structs.replace(top.report, views=report)
        self.decoded.instrument = msgspec.structs.replace(top, **changes)
        return self.decoded

    def _report(self, report_data: dict[str, Any]) -> list[ReportView]:
        views = []
        for index, view_data in enumerate(report_data["views"]):
            path: Path = ("report", "views", index)
            blocks_data = view_data.get("blocks") if isinstance(view_data, dict) else None
            if not isinstance(blocks_data, list):
                view = self._decode(view_data, ReportView, path)
            else:
                view = self._decode({**view_data, "blocks": []}, ReportView, path)
                blocks = self._pieces(blocks_data, ReportBlock, (*path, "blocks"), "report")
                view = msgspec.structs.replace(view, blocks=blocks) if view else None
            if view is None:
                self.decoded.failed.add("report")
            else:
                self.decoded.origin[id(view)] = path
                views.append(view)
        return views

    def _pieces(self, items: list[Any], item_type: Any, path: Path, section: str = "") -> list[Any]:
        pieces = []
        for index, item in enumerate(items):
            piece, complete = self._decode_piece(item, item_type, (*path, index))
            if not complete:
                self.decoded.failed.add(section or str(path[0]))
            if piece is not None:
                self.decoded.origin[id(piece)] = (*path, index)
                pieces.append(piece)
        return pieces

    def _decode(self, data: Any, target: Any, path: Path) -> Any:
        return self._decode_piece(data, target, path)[0]

    def _decode_piece(self, data: Any, target: Any, path: Path) -> tuple[Any, bool]:
        """The decoded piece (or None), and whether it is complete: a piece decoded only after
        dropping a wrong value may lack something that other pieces refer to."""
        value, errors = decode_reporting_all(data, target, path)
        self.decoded.errors.extend(errors)
        complete = value is not None and all(error.at_key for error in errors)
        return value, complete


def decode_reporting_all(data: Any, target: Any, path: Path) -> tuple[Any, list[Finding]]:
    """Decode ``data`` as ``target``; on an error, drop the field at fault and try again.

    A dropped field that is required ends the retries (its "missing" error would only repeat the
    first one), as does an error inside a list, whose items cannot be dropped without renumbering.
    """
    work = copy.deepcopy(data)
    errors: list[Finding] = []
    dropped: set[Path] = set()
    for _ in range(MAX_RETRIES):
        try:
            return msgspec.convert(work, target), errors
        except msgspec.ValidationError as error:
            message, relative = _split(str(error))
            missing = _MISSING_FIELD.match(message)
            if missing and (*relative, missing.group(1)) in dropped:
                return None, errors
            info = _type_info(target)
            problem, drop = _explain(message, relative, info, work, human_path((*path, *relative)))
            errors.append(Finding((*path, *problem.path), problem.message, problem.at_key))
            if drop is None or not _drop(work, drop):
                return None, errors
            dropped.add(drop)
    return None, errors


def _split(text: str) -> tuple[str, Path]:
    message, _, where = text.partition(" - at `")
    tokens: list[str | int] = []
    for name, index in _PATH_TOKEN.findall(where.rstrip("`").removeprefix("$")):
        if name:
            tokens.append(name)
        elif index == "...":
            break  # a dict value: the path ends at the dict
        else:
            tokens.append(int(index))
    return message, tuple(tokens)


def _explain(
    message: str, relative: Path, info: Any, data: Any, where: str
) -> tuple[Finding, Path | None]:
    """A clear message for one msgspec error, and the field to drop before retrying."""
    unknown = _UNKNOWN_FIELD.match(message)
    if unknown:
        name = unknown.group(1)
        expected = ", ".join(_field_names(info, relative, data))
        text = f"unknown field `{name}` in {where}; expected one of: {expected}"
        return Finding((*relative, name), text, at_key=True), (*relative, name)
    missing = _MISSING_FIELD.match(message)
    if missing:
        name = missing.group(1)
        union = _union_at(info, relative, data)
        if union is not None and name == TAG_FIELD:
            noun, known = union
            text = f"{where}: missing `{name}`; known {noun} types: {', '.join(known)}"
        else:
            text = f"{where}: missing required field `{name}`"
        return Finding(relative, text), None
    invalid = _INVALID_VALUE.match(message)
    union = _union_at(info, relative[:-1], data) if relative else None
    if invalid and union is not None and relative[-1] == TAG_FIELD:
        noun, known = union
        text = f"unknown {noun} type {invalid.group(1)}; known types: {', '.join(known)}"
        return Finding(relative, text), None
    text = f"{where}: {message[:1].lower()}{message[1:]}"
    value = _value_at(data, relative)
    if isinstance(value, str | int | float | bool) and "got" not in message:
        text += f", got {value!r}"
    droppable = bool(relative) and isinstance(relative[-1], str)
    return Finding(relative, text), (relative if droppable else None)


def human_path(path: Path) -> str:
    text = "".join(f"[{token}]" if isinstance(token, int) else f".{token}" for token in path)
    return text.removeprefix(".") or "the instrument"


def _value_at(data: Any, path: Path) -> Any:
    for token in path:
        try:
            data = data[token]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def _drop(data: Any, path: Path) -> bool:
    parent = data
    for token in path[:-1]:
        try:
            parent = parent[token]
        except (KeyError, IndexError, TypeError):
            return False
    if isinstance(parent, dict) and path[-1] in parent:
        del parent[path[-1]]
        return True
    return False


# --- walking msgspec's type information along an error path ----------------------------------


@cache
def _type_info(target: Any) -> Any:
    return mi.type_info(target)


def _unwrap(info: Any) -> Any:
    while isinstance(info, mi.Metadata):
        info = info.type
    return info


def _members(info: Any) -> list[Any]:
    info = _unwrap(info)
    if isinstance(info, mi.UnionType):
        return [_unwrap(t) for t in info.types if not isinstance(_unwrap(t), mi.NoneType)]
    return [info]


def _tag_matches(struct: mi.StructType, data: Any) -> bool:
    """Whether ``data`` names this member of a tagged union (untagged or unknown data: yes)."""
    if struct.tag is None or not isinstance(data, dict):
        return True
    return bool(data.get(struct.tag_field) == struct.tag)


def _step(info: Any, token: str | int, data: Any) -> tuple[Any, Any]:
    """The type and data one token further down; ``(None, None)`` when it cannot be followed."""
    for member in _members(info):
        if isinstance(member, mi.StructType) and isinstance(token, str):
            if not _tag_matches(member, data):
                continue
            for struct_field in member.fields:
                if struct_field.name == token:
                    child = data.get(token) if isinstance(data, dict) else None
                    return struct_field.type, child
        if isinstance(member, mi.ListType) and isinstance(token, int):
            child = data[token] if isinstance(data, list) and token < len(data) else None
            return member.item_type, child
    return None, None


def _at(info: Any, path: Path, data: Any) -> tuple[Any, Any]:
    for token in path:
        info, data = _step(info, token, data)
        if info is None:
            break
    return info, data


def _field_names(info: Any, path: Path, data: Any) -> list[str]:
    here, here_data = _at(info, path, data)
    for member in _members(here) if here is not None else []:
        if isinstance(member, mi.StructType) and _tag_matches(member, here_data):
            names = [f.name for f in member.fields]
            return [member.tag_field, *names] if member.tag_field else names
    return []


def _union_at(info: Any, path: Path, data: Any) -> tuple[str, list[str]] | None:
    """``(noun, known tags)`` when the value at ``path`` is a tagged union of the model."""
    here, _ = _at(info, path, data)
    if here is None:
        return None
    structs = [m for m in _members(here) if isinstance(m, mi.StructType) and m.tag is not None]
    noun = UNION_NOUNS.get(frozenset(m.cls for m in structs))
    return (noun, [str(m.tag) for m in structs]) if noun else None
