/**
 * Short names of demographic record fields, for filter sections and comparison groups (spec
 * section 2: Age, Marital Status, Religion, Employment, Education; Gender, Age, Country, Marital
 * Status). Fields not listed are named from their key ('livingArea' -> 'Living Area').
 */
const fieldLabels: Readonly<Record<string, string>> = {
  ageClass: 'Age',
  dob: 'Age',
  maritalStatus: 'Marital Status',
  religiousAffiliation: 'Religion',
  employmentStatus: 'Employment',
  highestEducation: 'Education',
  gender: 'Gender',
  nationality: 'Country',
  countryOfResidence: 'Country of Residence',
};

export function fieldLabel(field: string): string {
  return (
    fieldLabels[field] ??
    field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())
  );
}
