import { useEffect, useState } from 'react';
import { getInstrument, getInstruments } from '@/features/instruments/api/instruments-api';
import { answersOf, type Answer } from '@/features/instruments/api/instrument-schema';
import { fieldLabel } from '@/lib/field-label';

export type FilterSection = { field: string; label: string; options: Answer[] };

/**
 * The filter panel's sections: each filter field with the answer set its question has in the
 * profile (demographic) instrument, so the options are exactly the values people can give.
 */
export async function loadFilterSections(
  fields: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): Promise<FilterSection[]> {
  if (fields.length === 0) return [];
  const profile = (await getInstruments()).find((instrument) => instrument.kind === 'profile');
  if (!profile) return [];
  const definition = await getInstrument(profile.id);
  return fields.map((field) => {
    const question = definition.questions.find((candidate) => candidate.key === field);
    const answerSet = question && 'answer_set' in question ? question.answer_set : null;
    return { field, label: fieldLabel(field, labels), options: answerSet ? answersOf(definition, answerSet) : [] };
  });
}

export function useFilterSections(
  fields: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): FilterSection[] | null {
  const [sections, setSections] = useState<FilterSection[] | null>(null);
  const key = fields.join(',');
  useEffect(() => {
    let current = true;
    loadFilterSections(key ? key.split(',') : [], labels).then(
      (found) => current && setSections(found),
      () => current && setSections([]),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return sections;
}
