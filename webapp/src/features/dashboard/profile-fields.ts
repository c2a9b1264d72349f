import { z } from 'zod';
import type { SelectOption } from '@/components/ui/form/select-field';
import type { DemographicRecord } from '@/features/demographics/api/demographic-schema';
import type { ProfileDefinition } from './api/instrument-schemas';
import { fieldLabel } from '@/lib/field-label';
import { ageFromDob } from './format';

export const MINIMUM_AGE = 18;

export type ProfileField = {
  key: string;
  label: string;
  kind: 'select' | 'text' | 'date';
  options: SelectOption[];
  maxLength: number;
};

/** Fields of the record that no question asks: named here, since no instrument names them. */
const UNASKED_FIELD_LABELS: Readonly<Record<string, string>> = { dob: 'Date of birth' };

/**
 * The Profile tab's fields, in the profile instrument's order, with its answer sets as the
 * dropdown options (the server accepts exactly those), plus the date of birth.
 */
export function profileFields(definition: ProfileDefinition): ProfileField[] {
  const answerSets = new Map(definition.answer_sets.map((set) => [set.id, set.answers ?? []]));
  const fields: ProfileField[] = definition.questions.map((question) => {
    const answers = question.answer_set ? answerSets.get(question.answer_set) : undefined;
    const kind: ProfileField['kind'] = question.type === 'date' ? 'date' : answers ? 'select' : 'text';
    return {
      key: question.key,
      label: fieldLabel(question.key, { [question.key]: question.label }),
      kind,
      options: (answers ?? []).map((answer) => ({ value: answer.value, label: answer.label ?? answer.value })),
      maxLength: question.max_length ?? 200,
    };
  });
  if (!fields.some((field) => field.key === 'dob')) {
    fields.push({ key: 'dob', label: fieldLabel('dob', UNASKED_FIELD_LABELS), kind: 'date', options: [], maxLength: 10 });
  }
  return fields;
}

/** What a stored value reads as: the answer's label when it has one. */
export function valueLabel(field: ProfileField, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return field.options.find((option) => option.value === text)?.label ?? text;
}

export type ProfileFormValues = Record<string, string>;

export function profileFormValues(fields: readonly ProfileField[], record: DemographicRecord | null): ProfileFormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = record?.[field.key];
      return [field.key, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** Validation for the edit form: listed options only, an adult birth date, bounded text. */
export function profileSchema(fields: readonly ProfileField[], record: DemographicRecord | null) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of fields) {
    if (field.kind === 'select') {
      const allowed = new Set(field.options.map((option) => option.value));
      const current = record?.[field.key];
      if (current !== null && current !== undefined) allowed.add(String(current));
      shape[field.key] = z.string().refine((value) => value === '' || allowed.has(value), 'Choose one of the listed options');
    } else if (field.kind === 'date') {
      shape[field.key] = z
        .string()
        .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date as YYYY-MM-DD')
        .refine(
          (value) => value === '' || (ageFromDob(value) ?? -1) >= MINIMUM_AGE,
          `You must be ${MINIMUM_AGE} or older`,
        );
    } else {
      shape[field.key] = z
        .string()
        .trim()
        .max(field.maxLength, `Use at most ${field.maxLength} characters`);
    }
  }
  return z.object(shape);
}

/** Only the fields that changed; an emptied field is sent as null (which clears it). */
export function changedFields(
  before: ProfileFormValues,
  after: ProfileFormValues,
): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(after)) {
    if ((before[key] ?? '') !== value) changes[key] = value === '' ? null : value;
  }
  return changes;
}
