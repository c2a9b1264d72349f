import type { Colour } from '@/features/instruments/api/instrument-schema';

/** Level colours (AA contrast on white for text). */
export const colourHex: Readonly<Record<Colour, string>> = {
  green: '#12703a',
  amber: '#a64b00',
  red: '#b42318',
  neutral: '#0f766e',
};

/** Spec section 4: red if any level is red, amber if any is amber, otherwise green. */
export function verdictColour(colours: readonly Colour[]): Colour {
  if (colours.includes('red')) return 'red';
  if (colours.includes('amber')) return 'amber';
  if (colours.includes('green')) return 'green';
  return 'neutral';
}
