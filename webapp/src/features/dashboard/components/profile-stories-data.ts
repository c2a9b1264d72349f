import type { ProfileField } from '../profile-fields';

/** A few profile fields as the demographic instrument defines them, for stories. */
export const storyProfileFields: ProfileField[] = [
  { key: 'fullName', label: 'Full name', kind: 'text', options: [], maxLength: 100 },
  {
    key: 'gender',
    label: 'Gender',
    kind: 'select',
    options: ['Male', 'Female', 'Non-binary', 'Prefer not to say'].map((value) => ({ value, label: value })),
    maxLength: 200,
  },
  {
    key: 'maritalStatus',
    label: 'Marital status',
    kind: 'select',
    options: ['Single', 'In a Relationship', 'Married'].map((value) => ({ value, label: value })),
    maxLength: 200,
  },
  {
    key: 'countryOfResidence',
    label: 'Country of residence',
    kind: 'select',
    options: [
      { value: 'DE', label: 'Germany' },
      { value: 'IE', label: 'Ireland' },
    ],
    maxLength: 200,
  },
  { key: 'dob', label: 'Date of birth', kind: 'date', options: [], maxLength: 10 },
];
