import type { DemographicRecord } from '@/features/demographics/api/demographic-schema';
import { ageFromDob, displayValue } from '../format';
import { valueLabel, type ProfileField } from '../profile-fields';

type ProfileDetailsProps = { fields: readonly ProfileField[]; record: DemographicRecord | null };

/** The read-only profile: every field, 'N/A' where unknown, the age derived from the birth date. */
export function ProfileDetails({ fields, record }: ProfileDetailsProps) {
  const dob = record?.dob;
  const age = ageFromDob(typeof dob === 'string' ? dob : null);
  return (
    <dl className="details-list">
      {fields.map((field) => (
        <div key={field.key}>
          <dt>{field.label}</dt>
          <dd>{displayValue(valueLabel(field, record?.[field.key]))}</dd>
        </div>
      ))}
      <div>
        <dt>Age</dt>
        <dd>{displayValue(age)}</dd>
      </div>
    </dl>
  );
}
