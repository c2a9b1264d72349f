/**
 * A record field's short name for the screen: the instrument's own label when it gives one
 * (a question's `label`, `population.labels`), else words made from the key
 * ('countryOfResidence' -> 'Country of residence').
 */
export function fieldLabel(field: string, labels: Readonly<Record<string, string | null | undefined>> = {}): string {
  const given = labels[field];
  if (given) return given;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
